// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/reach_bound.h"

#include <algorithm>
#include <array>
#include <bit>
#include <span>

namespace setwise
{

namespace
{
void setBit(std::uint64_t* set, std::size_t i)
{
    set[i >> 6] |= std::uint64_t { 1 } << (i & 63);
}

// to = the union of the rows (n words each) of the numbers in `from`; N is
// n when fixed (the loops unroll), 0 when not.
template <std::size_t N>
void unite(const std::uint64_t* rows, const std::uint64_t* from, std::uint64_t* to, std::size_t n)
{
    if constexpr (N != 0)
        n = N;
    for (std::size_t k = 0; k < n; ++k)
        to[k] = 0;
    for (std::size_t w = 0; w < n; ++w)
        for (std::uint64_t bits = from[w]; bits; bits &= bits - 1) {
            const std::uint64_t* row = rows + (w * 64 + std::size_t(std::countr_zero(bits))) * n;
            for (std::size_t k = 0; k < n; ++k)
                to[k] |= row[k];
        }
}
} // namespace

void ReachBound::build(const LinkGraph& g, const ModeLinks& links)
{
    m_number.assign(std::size_t(g.size()), -1);
    m_nodes.clear();
    // (A node with a strong link is a live candidate or a group.)
    const std::span<const std::uint64_t> strongNodes = links.strongNodes();
    const auto number = [&](int v) {
        m_number[std::size_t(v)] = std::int16_t(m_nodes.size());
        m_nodes.push_back(v);
    };
    if (!strongNodes.empty()) {
        for (std::size_t w = 0; w < strongNodes.size(); ++w)
            for (std::uint64_t bits = strongNodes[w]; bits; bits &= bits - 1) {
                const int v = int(w * 64) + std::countr_zero(bits);
                if (links.allowed(v))
                    number(v);
            }
    } else {
        for (Candidate x : g.live())
            if (links.hasStrong(g, x))
                number(x);
        for (int v = LinkGraph::kFirstGroup; v < g.size(); ++v)
            if (links.allowed(v) && links.hasStrong(g, v))
                number(v);
    }
    m_words = (m_nodes.size() + 63) / 64;
    const std::size_t n = m_words;
    m_strong.assign(m_nodes.size() * n, 0);
    m_weak.assign(m_nodes.size() * n, 0);
    // The rows of live candidates alone (seeing() is read for no other).
    m_seeing.resize(std::size_t(kCandidates) * n);
    const CandidateSet& live = g.live();
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
        for (std::uint64_t bits = live.word(w); bits; bits &= bits - 1)
            std::fill_n(m_seeing.data() + (w * 64 + std::size_t(std::countr_zero(bits))) * n, n, 0);
    m_digits.assign(9 * n, 0);
    m_groups.assign(n, 0);
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const int q = m_nodes[i];
        if (q >= LinkGraph::kFirstGroup)
            setBit(m_groups.data(), i);
        setBit(m_digits.data() + std::size_t(g.node(q).digit) * n, i);
        const CandidateSet& seen = g.node(q).seen; // (x in it sees every candidate of q)
        for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
            for (std::uint64_t bits = seen.word(w); bits; bits &= bits - 1)
                setBit(m_seeing.data() + (w * 64 + std::size_t(std::countr_zero(bits))) * n, i);
        for (const GraphEdge& e : g.strong(q))
            if (links.keep(e, true))
                setBit(m_strong.data() + i * n, std::size_t(m_number[std::size_t(e.to)]));
        if (q >= LinkGraph::kFirstGroup)
            for (const GraphEdge& e : g.weak(q))
                if (links.keep(e, false) && m_number[std::size_t(e.to)] >= 0)
                    setBit(m_weak.data() + i * n, std::size_t(m_number[std::size_t(e.to)]));
    }
    // A candidate's weak links: the numbered nodes that see it (a candidate
    // seeing it shares a constraint with it, a group seeing it is of its
    // digit and shares a house with it), of its digit when the mode has
    // house links alone, of other digits (its cell) when cell links alone.
    const bool cellWeak = links.keep(GraphEdge { 0, 0 }, false);
    const bool houseWeak = links.keep(GraphEdge { 0, kCells }, false);
    if (!cellWeak && !houseWeak)
        return;
    for (std::size_t i = 0; i < m_nodes.size() && m_nodes[i] < LinkGraph::kFirstGroup; ++i) {
        const std::uint64_t* row = seeing(m_nodes[i]);
        const std::uint64_t* same = digit(digitOf(m_nodes[i]));
        std::uint64_t* to = m_weak.data() + i * n;
        for (std::size_t w = 0; w < n; ++w)
            to[w] = row[w] & (cellWeak && houseWeak ? ~std::uint64_t { 0 } : houseWeak ? same[w] : ~same[w]);
    }
}

void ReachBound::add(int v, std::uint64_t* set) const
{
    if (m_number[std::size_t(v)] >= 0)
        setBit(set, std::size_t(m_number[std::size_t(v)]));
}

void ReachBound::keepAfter(int v, std::uint64_t* set) const
{
    // The first number after v: the numbers follow the nodes' order.
    const std::size_t first = m_number[std::size_t(v)] >= 0
        ? std::size_t(m_number[std::size_t(v)]) + 1
        : std::size_t(std::upper_bound(m_nodes.begin(), m_nodes.end(), v) - m_nodes.begin());
    for (std::size_t w = 0; w < m_words; ++w) {
        const std::size_t lo = w * 64;
        if (first >= lo + 64)
            set[w] = 0;
        else if (first > lo)
            set[w] &= ~std::uint64_t { 0 } << (first - lo);
    }
}

bool ReachBound::mayReach(
    const LayeredSearch& search, const std::uint64_t* on, const std::uint64_t* off, bool throughGroup) const
{
    if (!search.once())
        return true;
    // No end to reach (a tenth of the searches): no flood.
    bool ends = false;
    for (std::size_t w = 0; w < m_words; ++w)
        ends = ends || on[w] || (off && off[w]);
    if (!ends)
        return false;
    // The common sizes with a fixed word count (the flood's loops unroll).
    switch (m_words) {
    case 1:
        return throughGroup ? flood<2, 1>(search, on, off) : flood<1, 1>(search, on, off);
    case 2:
        return throughGroup ? flood<2, 2>(search, on, off) : flood<1, 2>(search, on, off);
    case 3:
        return throughGroup ? flood<2, 3>(search, on, off) : flood<1, 3>(search, on, off);
    default:
        return throughGroup ? flood<2, 0>(search, on, off) : flood<1, 0>(search, on, off);
    }
}

template <int Sides, std::size_t N>
bool ReachBound::flood(const LayeredSearch& search, const std::uint64_t* on, const std::uint64_t* off) const
{
    // Per side of the flood (0: no group on the path yet, 1: a group on it;
    // one side when groups do not matter): the states reached (the search's
    // visits block both sides) and those to expand.
    const std::size_t n = N != 0 ? N : m_words;
    std::array<std::uint64_t, 6 * Sides*(N != 0 ? N : 1)> fixed {};
    if constexpr (N == 0)
        m_scratch.assign(6 * Sides * n, 0);
    std::uint64_t* sets = N != 0 ? fixed.data() : m_scratch.data();
    std::uint64_t *reachedOn[Sides], *reachedOff[Sides], *pendingOn[Sides], *pendingOff[Sides], *nextOn[Sides],
        *nextOff[Sides];
    for (int side = 0; side < Sides; ++side) {
        std::uint64_t* at = sets + 6 * std::size_t(side) * n;
        reachedOn[side] = at;
        reachedOff[side] = at + n;
        pendingOn[side] = at + 2 * n;
        pendingOff[side] = at + 3 * n;
        nextOn[side] = at + 4 * n;
        nextOff[side] = at + 5 * n;
    }
    // The states the search holds count as reached (those it dropped, dead
    // ends, are left out: the flood may only grow by them). A state reached
    // false without a strong link of the mode goes nowhere.
    const std::span<const LayeredSearch::Item> items = search.items();
    const std::size_t head = items.size() - search.frontier().size();
    bool pending = false;
    for (std::size_t j = 0; j < items.size(); ++j) {
        const LayeredSearch::Item& it = items[j];
        const int i = m_number[std::size_t(it.node)];
        if (i < 0)
            continue;
        for (int side = 0; side < Sides; ++side)
            setBit(it.on ? reachedOn[side] : reachedOff[side], std::size_t(i));
        if (j >= head) {
            const int side = Sides == 2 && it.hasGroup ? 1 : 0;
            setBit(it.on ? pendingOn[side] : pendingOff[side], std::size_t(i));
            pending = true;
        }
    }
    constexpr int target = Sides - 1; // the side whose states count
    while (pending) {
        pending = false;
        for (int side = 0; side < Sides; ++side) {
            unite<N>(m_strong.data(), pendingOff[side], nextOn[side], n);
            unite<N>(m_weak.data(), pendingOn[side], nextOff[side], n);
        }
        for (std::size_t w = 0; w < n; ++w) {
            if constexpr (Sides == 2) { // into a group: on the group side
                nextOn[1][w] |= nextOn[0][w] & m_groups[w];
                nextOff[1][w] |= nextOff[0][w] & m_groups[w];
                nextOn[0][w] &= ~m_groups[w];
                nextOff[0][w] &= ~m_groups[w];
            }
            for (int side = 0; side < Sides; ++side) {
                nextOn[side][w] &= ~reachedOn[side][w];
                nextOff[side][w] &= ~reachedOff[side][w];
                reachedOn[side][w] |= nextOn[side][w];
                reachedOff[side][w] |= nextOff[side][w];
                pending = pending || nextOn[side][w] || nextOff[side][w];
            }
            if ((nextOn[target][w] & on[w]) || (off && (nextOff[target][w] & off[w])))
                return true;
        }
        for (int side = 0; side < Sides; ++side) {
            std::swap(pendingOn[side], nextOn[side]);
            std::swap(pendingOff[side], nextOff[side]);
        }
    }
    return false;
}

} // namespace setwise
