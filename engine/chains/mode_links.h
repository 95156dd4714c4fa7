// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which of the link graph's links and nodes one ChainMode uses, for the
// layered chain search (layered_search.h): the search filters the graph's
// own lists with it (the chain finders' modes have no `allowed` set).

#include "engine/chains/chain_search.h"

#include <cstdint>
#include <span>
#include <vector>

namespace setwise
{

class ModeLinks
{
public:
    // The mode may not have an `allowed` set (the chain finders' modes).
    explicit ModeLinks(const ChainMode& mode);
    // Whether the mode uses link e (from a node reached false when strong),
    // and node v: the checks searchChains makes per link, on the graph's
    // own lists (no copy per mode).
    bool keep(const GraphEdge& e, bool strong) const
    {
        // m_kinds: bit 2 * weak + house per kind of link (one test, no branch per kind).
        const unsigned kind = (strong ? 0U : 2U) + (e.k < kCells ? 0U : 1U);
        return (m_kinds >> kind & 1U) && (m_groups || e.to < LinkGraph::kFirstGroup);
    }
    bool allowed(int v) const { return v < LinkGraph::kFirstGroup || m_groups; }
    bool hasStrong(const LinkGraph& g, int v) const
    {
        if (!m_hasStrong.empty())
            return m_hasStrong[std::size_t(v) >> 6] >> (v & 63) & 1U;
        for (const GraphEdge& e : g.strong(v))
            if (keep(e, true))
                return true;
        return false;
    }
    // Takes `mode` and notes hasStrong() of every node of g that the mode
    // allows (read from then on, for g alone), keeping this object's memory.
    void reset(const ChainMode& mode, const LinkGraph& g);
    // The nodes noted so (bits by node number; empty before reset).
    std::span<const std::uint64_t> strongNodes() const { return m_hasStrong; }

private:
    bool m_groups;
    unsigned m_kinds; // cell strong, house strong, cell weak, house weak: bits 0-3
    std::vector<std::uint64_t> m_hasStrong; // per node of the graph noted (reset), or empty
};

} // namespace setwise
