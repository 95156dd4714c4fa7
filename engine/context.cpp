// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/context.h"

#include "engine/tables.h"

#include <bit>

namespace setwise
{

namespace
{
// Per thread and digit: the last template filter computed, with the live and
// placed cells of the digit it was computed for.
struct TemplateMemo {
    CellSet live, placed;
    std::optional<CellSet> filter;
};
thread_local std::array<TemplateMemo, 9> t_templateMemo;
} // namespace

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
        if (!s.isEmpty(c)) {
            m_placed[s.digit(c)].set(c);
            for (Constraint k : constraintsOf(candidateOf(c, s.digit(c)))) {
                m_solved.set(k);
                ++m_filled[k];
            }
        }
    for (Digit d = 0; d < 9; ++d) {
        const TemplateMemo& memo = t_templateMemo[d];
        if (memo.filter && memo.live == m_cellsWith[d] && memo.placed == m_placed[d])
            m_templateCache[d] = memo.filter;
    }
}

Context::~Context()
{
    for (Digit d = 0; d < 9; ++d)
        if (m_templateCache[d])
            t_templateMemo[d] = { m_cellsWith[d], m_placed[d], m_templateCache[d] };
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
