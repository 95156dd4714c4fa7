// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Data derived from one state, computed once and shared read-only by every
// finder (docs/architecture.md, Habits): per-digit cell sets and per-constraint live sets.

#include "engine/state.h"
#include "engine/tables.h"

#include <array>
#include <optional>

namespace setwise
{

class Context
{
public:
    explicit Context(const State& s);
    // The context of `next` from that of the state before it on a path: only
    // the candidates removed and the cells filled since are looked at (the
    // same data as Context(next); a state that got a candidate back or lost
    // a digit is computed afresh).
    Context(const Context& before, const State& next);
    // The same in place: this context becomes that of `next` (a path walker
    // keeps one context and advances it step by step, no copy). With
    // `placements`, the caller says that `next` is this state with candidates
    // removed and some of those placed (apply() of a step): the filled cells
    // are then looked for among the placements only.
    void advance(const State& next, const CandidateSet* placements = nullptr);
    ~Context();
    Context(const Context&) = default;
    Context& operator=(const Context&) = default;

    const State& state() const { return m_state; }
    // Empty cells of the state and their number.
    const CellSet& emptyCells() const { return m_emptyCells; }
    int emptyCount() const { return int(m_emptyCells.count()); }
    // Cells where digit d is live.
    const CellSet& cellsWith(Digit d) const { return m_cellsWith[d]; }
    // Live candidates of constraint k and their number.
    CandidateSet liveIn(Constraint k) const { return m_state.live() & candidatesOf(k); }
    int liveCount(Constraint k) const { return m_liveCount[k]; }
    // Live candidates of constraint k as a 9-bit mask over its members (bit i = members(k)[i]).
    unsigned liveMask(Constraint k) const { return m_liveMask[k]; }
    bool isSolved(Constraint k) const { return m_solved.test(k); }
    // Constraints with exactly one live candidate (the singles' bases).
    const ConstraintSet& oneLive() const { return m_oneLive; }
    // Houses (bit h, tables.h numbering) with exactly one empty cell.
    unsigned housesWithOneEmptyCell() const { return m_oneEmptyHouses; }
    // How many filled cells a constraint holds (1 when solved, 2+ is a duplicate).
    int filledCount(Constraint k) const { return m_filled[k]; }
    // Cells holding digit d (givens and placed digits).
    const CellSet& placedCells(Digit d) const { return m_placed[d]; }
    // The same answer as State::inconsistency(), from the derived data.
    std::optional<Inconsistency> inconsistency() const;
    // Memo for the fish template filter of digit d (filled by fish_search.cpp
    // on first use). Finders run one at a time on a context, so no lock. The
    // filter depends only on digit d's live and placed cells, so it carries
    // over from the last state of the thread with the same cells for d (most
    // digits along a path): the context starts with it and hands what it
    // computed back when it ends (context.cpp).
    std::optional<CellSet>& templateCache(Digit d) const { return m_templateCache[d]; }

private:
    void countLive();
    void takeTemplateMemo(Digit d);
    void handBackTemplateMemo(Digit d) const;

    State m_state;
    std::array<CellSet, 9> m_cellsWith;
    std::array<unsigned short, kConstraints> m_liveMask;
    std::array<unsigned char, kConstraints> m_liveCount;
    ConstraintSet m_solved;
    std::array<unsigned char, kConstraints> m_filled {};
    mutable std::array<std::optional<CellSet>, 9> m_templateCache;
    std::array<CellSet, 9> m_placed; // cells holding digit d
    CellSet m_emptyCells;
    ConstraintSet m_oneLive;
    std::array<unsigned char, 27> m_houseEmpty {}; // empty cells per house
    unsigned m_oneEmptyHouses = 0;
    bool m_maybeBad = false; // some constraint is filled twice or unsolved with no live candidate
};

} // namespace setwise
