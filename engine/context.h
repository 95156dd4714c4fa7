// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Data derived from one state, computed once and shared read-only by every
// finder (STYLE habit 5): per-digit cell sets and per-constraint live sets.

#include "engine/state.h"

#include <array>

namespace setwise {

class Context {
public:
    explicit Context(const State& s);

    const State& state() const { return m_state; }
    // Cells where digit d is live.
    const CellSet& cellsWith(Digit d) const { return m_cellsWith[d]; }
    // Live candidates of constraint k and their number.
    const CandidateSet& liveIn(Constraint k) const { return m_liveIn[k]; }
    int liveCount(Constraint k) const { return m_liveCount[k]; }
    // Live candidates of constraint k as a 9-bit mask over its members (bit i = members(k)[i]).
    unsigned liveMask(Constraint k) const { return m_liveMask[k]; }
    bool isSolved(Constraint k) const { return m_solved.test(k); }

private:
    State m_state;
    std::array<CellSet, 9> m_cellsWith;
    std::array<CandidateSet, kConstraints> m_liveIn;
    std::array<unsigned short, kConstraints> m_liveMask;
    std::array<unsigned char, kConstraints> m_liveCount;
    ConstraintSet m_solved;
};

} // namespace setwise
