// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a chain search (layered_search.h) can still go: a bound that lets
// the chain finders stop a search that can report nothing they keep any
// more, with the same chains found before.
//
// A search goes on from its states not expanded yet, to states not visited
// yet: false to true by a strong link of its mode, true to false by a weak
// one. Without the simple-path rule and the length limit that is a flood
// over the mode's links, and every state the search reports later is in it.
// A state reached false goes on only when its node has a strong link of the
// mode, and a node reached true has one (the link it came by): the flood
// runs over those nodes alone (usually a few dozen), numbered densely, as
// sets of a few words. With groups, the flood keeps apart the states reached
// by a path through a group (once through one, always through one).

#include "engine/chains/layered_search.h"

#include <cstdint>
#include <vector>

namespace setwise
{

class ReachBound
{
public:
    // The nodes with a strong link of the mode and their links among
    // themselves; g has no ALS nodes.
    void build(const LinkGraph& g, const ModeLinks& links);
    // Words per set of numbered nodes (numbered in node order).
    std::size_t words() const { return m_words; }
    // The numbered nodes that see live candidate x (x must be live).
    const std::uint64_t* seeing(Candidate x) const { return m_seeing.data() + std::size_t(x) * m_words; }
    // Those of digit d.
    const std::uint64_t* digit(Digit d) const { return m_digits.data() + std::size_t(d) * m_words; }
    // The numbered nodes that numbered node v reaches by one strong (weak)
    // link of the mode (words() words; null when v is not numbered).
    const std::uint64_t* strongFrom(int v) const { return row(m_strong, v); }
    const std::uint64_t* weakFrom(int v) const { return row(m_weak, v); }
    // Adds node v to the set when it is numbered.
    void add(int v, std::uint64_t* set) const;
    // Whether node v is numbered and in the set.
    bool holds(const std::uint64_t* set, int v) const
    {
        const int i = m_number[std::size_t(v)];
        return i >= 0 && (set[std::size_t(i) >> 6] >> (i & 63) & 1U);
    }
    // Clears the nodes up to v (numbered or not) from the set.
    void keepAfter(int v, std::uint64_t* set) const;
    // Whether the search may still report a state of a node in `on` reached
    // true or in `off` reached false (sets of words() words; off may be
    // null: none), with a group on its chain when throughGroup; false is
    // sure. The search has one visit per state.
    bool mayReach(
        const LayeredSearch& search, const std::uint64_t* on, const std::uint64_t* off, bool throughGroup) const;

private:
    const std::uint64_t* row(const std::vector<std::uint64_t>& rows, int v) const
    {
        return m_number[std::size_t(v)] < 0 ? nullptr : rows.data() + std::size_t(m_number[std::size_t(v)]) * m_words;
    }
    template <int Sides, std::size_t N>
    bool flood(const LayeredSearch& search, const std::uint64_t* on, const std::uint64_t* off) const;

    std::vector<std::int16_t> m_number; // per node, or -1
    std::vector<int> m_nodes; // per number
    std::size_t m_words = 0;
    std::vector<std::uint64_t> m_strong, m_weak; // per number, words() words: its links' other ends
    std::vector<std::uint64_t> m_seeing; // per candidate, words() words (set for live ones)
    std::vector<std::uint64_t> m_digits; // per digit, words() words
    std::vector<std::uint64_t> m_groups; // the numbered groups
    mutable std::vector<std::uint64_t> m_scratch; // the flood's sets
};

} // namespace setwise
