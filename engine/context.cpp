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

// Some constraint filled twice, or unsolved with no live candidate: what
// inconsistency() looks for. Branch-free, so that the common answer
// (nothing wrong) costs one vectorised pass.
bool maybeBad(
    const std::array<unsigned char, kConstraints>& filled, const std::array<unsigned char, kConstraints>& live)
{
    unsigned bad = 0;
    for (std::size_t k = 0; k < std::size_t(kConstraints); ++k)
        bad |= unsigned(filled[k] > 1) | (unsigned(filled[k] == 0) & unsigned(live[k] == 0));
    return bad != 0;
}
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
    // Filled cells: the four constraints of each filled cell's digit.
    for (Cell c = 0; c < kCells; ++c)
        if (s.isEmpty(c)) {
            m_emptyCells.set(c);
        } else {
            m_placed[s.digit(c)].set(c);
            for (Constraint k : constraintsOf(candidateOf(c, s.digit(c)))) {
                m_solved.set(k);
                ++m_filled[k];
            }
        }
    countLive();
    for (House h = 0; h < 27; ++h) {
        m_houseEmpty[std::size_t(h)] = static_cast<unsigned char>((houseCells(h) & m_emptyCells).count());
        m_oneEmptyHouses |= unsigned(m_houseEmpty[std::size_t(h)] == 1) << h;
    }
    for (Digit d = 0; d < 9; ++d)
        takeTemplateMemo(d);
}

Context::Context(const Context& before, const State& next)
    : Context(before)
{
    advance(next);
}

void Context::advance(const State& next, const CandidateSet* placements)
{
    const CandidateSet& was = m_state.live();
    // Step 1. A digit gone or changed (or a candidate back) means a fresh
    // context; else the cells filled since are among the empty ones (among
    // the placements, when the caller names them).
    bool fresh = m_maybeBad;
    if (!fresh && !placements) {
        fresh = (next.live() - was).any();
        unsigned changed = 0; // branch-free
        for (Cell c = 0; c < kCells; ++c)
            changed |= unsigned(!m_state.isEmpty(c)) & unsigned(next.digit(c) != m_state.digit(c));
        fresh = fresh || changed != 0;
    }
    std::array<Cell, kCells> filled;
    int nFilled = 0;
    if (!fresh && placements) {
        for (Candidate p : *placements) {
            const Cell c = cellOf(p);
            if (m_emptyCells.test(c) && !next.isEmpty(c) && (nFilled == 0 || filled[std::size_t(nFilled - 1)] != c))
                filled[std::size_t(nFilled++)] = c;
        }
    } else if (!fresh) {
        for (Cell c : m_emptyCells)
            if (!next.isEmpty(c))
                filled[std::size_t(nFilled++)] = c;
    }
    if (fresh) {
        for (Digit d = 0; d < 9; ++d)
            handBackTemplateMemo(d);
        m_templateCache = {};
        *this = Context(next);
        return;
    }
    // Step 2. The candidates gone since: out of their constraints' masks
    // (the template filters computed so far handed back first, with the
    // cells they were computed for).
    for (Digit d = 0; d < 9; ++d)
        handBackTemplateMemo(d);
    const CandidateSet gone = was - next.live();
    m_state = next;
    ConstraintSet touched;
    unsigned digits = 0;
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
        for (std::uint64_t bits = gone.word(w); bits; bits &= bits - 1) {
            const Candidate x = Candidate(w * 64) + std::countr_zero(bits);
            const auto& ks = constraintsOf(x);
            const auto& at = memberIndices(x);
            for (int kind = 0; kind < 4; ++kind) {
                m_liveMask[ks[kind]] &= static_cast<unsigned short>(~(1U << at[kind]));
                --m_liveCount[ks[kind]];
                touched.set(ks[kind]);
            }
            m_cellsWith[digitOf(x)].reset(cellOf(x));
            digits |= 1U << digitOf(x);
        }
    for (int i = 0; i < nFilled; ++i) {
        const Cell c = filled[std::size_t(i)];
        m_placed[next.digit(c)].set(c);
        m_emptyCells.reset(c);
        for (House h : { rowOf(c), 9 + colOf(c), 18 + boxOf(c) }) {
            const unsigned left = --m_houseEmpty[std::size_t(h)];
            m_oneEmptyHouses = (m_oneEmptyHouses & ~(1U << h)) | (unsigned(left == 1) << h);
        }
        digits |= 1U << next.digit(c);
        for (Constraint k : constraintsOf(candidateOf(c, next.digit(c)))) {
            m_solved.set(k);
            ++m_filled[k];
            touched.set(k);
        }
    }
    // Step 3. Only a constraint touched here can have gone wrong.
    unsigned bad = 0;
    for (std::size_t w = 0; w < ConstraintSet::kWords; ++w) {
        std::uint64_t one = m_oneLive.word(w);
        for (std::uint64_t bits = touched.word(w); bits; bits &= bits - 1) {
            const int i = std::countr_zero(bits);
            const std::size_t k = w * 64 + std::size_t(i);
            bad |= unsigned(m_filled[k] > 1) | (unsigned(m_filled[k] == 0) & unsigned(m_liveCount[k] == 0));
            one = (one & ~(std::uint64_t { 1 } << i)) | (std::uint64_t(m_liveCount[k] == 1) << i);
        }
        m_oneLive.setWord(w, one);
    }
    m_maybeBad = m_maybeBad || bad != 0;
    for (Digit d = 0; d < 9; ++d)
        if (digits & (1U << d)) {
            m_templateCache[d].reset();
            takeTemplateMemo(d);
        }
}

void Context::countLive()
{
    for (Constraint k = 0; k < kConstraints; ++k) {
        m_liveCount[k] = static_cast<unsigned char>(popcount64(m_liveMask[k]));
        m_oneLive.set(k, m_liveCount[k] == 1);
    }
    m_maybeBad = maybeBad(m_filled, m_liveCount);
}

void Context::takeTemplateMemo(Digit d)
{
    const TemplateMemo& memo = t_templateMemo[d];
    if (memo.filter && memo.live == m_cellsWith[d] && memo.placed == m_placed[d])
        m_templateCache[d] = memo.filter;
}

void Context::handBackTemplateMemo(Digit d) const
{
    if (m_templateCache[d])
        t_templateMemo[d] = { m_cellsWith[d], m_placed[d], m_templateCache[d] };
}

Context::~Context()
{
    for (Digit d = 0; d < 9; ++d)
        handBackTemplateMemo(d);
}

std::optional<Inconsistency> Context::inconsistency() const
{
    using K = Inconsistency::Kind;
    if (!m_maybeBad)
        return std::nullopt;
    for (Constraint k = kCells; k < kConstraints; ++k)
        if (m_filled[k] > 1)
            return Inconsistency { K::DuplicateDigit, k };
    for (Constraint k = 0; k < kConstraints; ++k)
        if (!m_filled[k] && m_liveCount[k] == 0)
            return Inconsistency { k < kCells ? K::EmptyCell : K::NoPlaceForDigit, k };
    return std::nullopt;
}

} // namespace setwise
