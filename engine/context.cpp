// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/context.h"

#include "engine/tables.h"

#include <bit>

namespace setwise
{

Context::Context(const State& s)
    : m_state(s)
{
    // One pass over the live candidates, word by word, fills every
    // constraint's 9-bit mask (bit i = members(k)[i]) and the per-digit cells.
    m_liveMask.fill(0);
    const CandidateSet& live = s.live();
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w) {
        for (std::uint64_t bits = live.word(w); bits; bits &= bits - 1) {
            const Candidate x = Candidate(w * 64) + std::countr_zero(bits);
            const auto& ks = constraintsOf(x);
            const auto& at = memberIndices(x);
            for (int kind = 0; kind < 4; ++kind)
                m_liveMask[ks[kind]] |= static_cast<unsigned short>(1U << at[kind]);
            m_cellsWith[digitOf(x)].set(cellOf(x));
        }
    }
    for (Constraint k = 0; k < kConstraints; ++k)
        m_liveCount[k] = static_cast<unsigned char>(popcount64(m_liveMask[k]));
    // Filled cells: the four constraints of each filled cell's digit.
    for (Cell c = 0; c < kCells; ++c)
        if (!s.isEmpty(c))
            for (Constraint k : constraintsOf(candidateOf(c, s.digit(c)))) {
                m_solved.set(k);
                ++m_filled[k];
            }
}

std::optional<Inconsistency> Context::inconsistency() const
{
    using K = Inconsistency::Kind;
    for (Constraint k = kCells; k < kConstraints; ++k)
        if (m_filled[k] > 1)
            return Inconsistency { K::DuplicateDigit, k };
    for (Constraint k = 0; k < kConstraints; ++k)
        if (!m_filled[k] && m_liveCount[k] == 0)
            return Inconsistency { k < kCells ? K::EmptyCell : K::NoPlaceForDigit, k };
    return std::nullopt;
}

} // namespace setwise
