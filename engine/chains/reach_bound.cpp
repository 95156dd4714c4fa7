// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/reach_bound.h"

#include <algorithm>
#include <bit>

namespace setwise
{

namespace
{
void setBit(std::uint64_t* set, std::size_t i)
{
    set[i >> 6] |= std::uint64_t { 1 } << (i & 63);
}
} // namespace

void ReachBound::build(const LinkGraph& g, const ModeLinks& links)
{
    m_number.assign(kCandidates, -1);
    m_candidates.clear();
    for (Candidate x : g.live())
        if (links.hasStrong(g, x)) {
            m_number[std::size_t(x)] = std::int16_t(m_candidates.size());
            m_candidates.push_back(x);
        }
    m_words = (m_candidates.size() + 63) / 64;
    m_strong.assign(m_candidates.size() * m_words, 0);
    m_weak.assign(m_candidates.size() * m_words, 0);
    m_seeing.assign(std::size_t(kCandidates) * m_words, 0);
    m_digits.assign(9 * m_words, 0);
    for (std::size_t i = 0; i < m_candidates.size(); ++i) {
        const Candidate q = m_candidates[i];
        setBit(m_digits.data() + std::size_t(g.node(q).digit) * m_words, i);
        for (Candidate x : g.node(q).seen) // (x sees q: q sees x)
            setBit(m_seeing.data() + std::size_t(x) * m_words, i);
        for (const GraphEdge& e : g.strong(q))
            if (links.keep(e, true))
                setBit(m_strong.data() + i * m_words, std::size_t(m_number[std::size_t(e.to)]));
        for (const GraphEdge& e : g.weak(q))
            if (links.keep(e, false) && m_number[std::size_t(e.to)] >= 0)
                setBit(m_weak.data() + i * m_words, std::size_t(m_number[std::size_t(e.to)]));
    }
}

void ReachBound::add(Candidate x, std::uint64_t* set) const
{
    if (m_number[std::size_t(x)] >= 0)
        setBit(set, std::size_t(m_number[std::size_t(x)]));
}

void ReachBound::keepAfter(Candidate x, std::uint64_t* set) const
{
    // The first number after x: the numbers follow the candidates' order.
    const std::size_t first
        = std::size_t(std::upper_bound(m_candidates.begin(), m_candidates.end(), x) - m_candidates.begin());
    for (std::size_t w = 0; w < m_words; ++w) {
        const std::size_t lo = w * 64;
        if (first >= lo + 64)
            set[w] = 0;
        else if (first > lo)
            set[w] &= ~std::uint64_t { 0 } << (first - lo);
    }
}

bool ReachBound::mayReach(const LayeredSearch& search, const std::uint64_t* on, const std::uint64_t* off) const
{
    if (!search.once())
        return true;
    const std::size_t n = m_words;
    m_scratch.assign(6 * n, 0);
    std::uint64_t* reachedOn = m_scratch.data();
    std::uint64_t* reachedOff = reachedOn + n;
    std::uint64_t* pendingOn = reachedOff + n;
    std::uint64_t* pendingOff = pendingOn + n;
    std::uint64_t* nextOn = pendingOff + n;
    std::uint64_t* nextOff = nextOn + n;
    // The states the search holds count as reached (those it dropped, dead
    // ends, are left out: the flood may only grow by them). A state reached
    // false without a strong link of the mode goes nowhere.
    const std::span<const LayeredSearch::Item> items = search.items();
    const std::size_t head = items.size() - search.frontier().size();
    bool pending = false;
    for (std::size_t j = 0; j < items.size(); ++j) {
        const LayeredSearch::Item& it = items[j];
        const int i = it.node < kCandidates ? m_number[std::size_t(it.node)] : -1;
        if (i < 0)
            continue;
        setBit(it.on ? reachedOn : reachedOff, std::size_t(i));
        if (j >= head) {
            setBit(it.on ? pendingOn : pendingOff, std::size_t(i));
            pending = true;
        }
    }
    // Both kinds of pending states take one link per round.
    const auto expand = [n](const std::vector<std::uint64_t>& links, const std::uint64_t* from, std::uint64_t* to) {
        std::fill(to, to + n, 0);
        for (std::size_t w = 0; w < n; ++w)
            for (std::uint64_t bits = from[w]; bits; bits &= bits - 1) {
                const std::uint64_t* row = links.data() + (w * 64 + std::size_t(std::countr_zero(bits))) * n;
                for (std::size_t k = 0; k < n; ++k)
                    to[k] |= row[k];
            }
    };
    while (pending) {
        expand(m_strong, pendingOff, nextOn);
        expand(m_weak, pendingOn, nextOff);
        pending = false;
        for (std::size_t w = 0; w < n; ++w) {
            nextOn[w] &= ~reachedOn[w];
            nextOff[w] &= ~reachedOff[w];
            if ((nextOn[w] & on[w]) || (off && (nextOff[w] & off[w])))
                return true;
            reachedOn[w] |= nextOn[w];
            reachedOff[w] |= nextOff[w];
            pending = pending || nextOn[w] || nextOff[w];
        }
        std::swap(pendingOn, nextOn);
        std::swap(pendingOff, nextOff);
    }
    return false;
}

} // namespace setwise
