// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// LayeredSearch::advance() (layered_search.h), a template over the callback
// that takes the chains found: included where a search is advanced.

#include "engine/chains/layered_search.h"

namespace setwise
{

template <class F>
void LayeredSearch::advance(const LinkGraph& g, const ModeLinks& links, int layer, int maxLinks, F&& found)
{
    if (m_pending)
        begin();
    while (m_head < m_items.size() && m_items[m_head].depth < layer) {
        const int at = int(m_head++);
        const Item it = m_items[std::size_t(at)];
        if (it.depth >= maxLinks)
            continue;
        if (m_hasNoPass && it.parent >= 0 && inNoPass(g, it.node))
            continue;
        for (const GraphEdge& e : it.on ? g.weak(it.node) : g.strong(it.node)) {
            if (!links.keep(e, !it.on))
                continue;
            const int ns = state(e.to, !it.on);
            if (full(ns))
                continue;
            const std::uint64_t mask = g.mask(e.to);
            if ((it.mask & mask) && clashes(g, at, e.to, e.k == kAlsLink))
                continue;
            visit(ns);
            // A state reached false that will push nothing when expanded (the
            // length limit, a node not passed through, no strong link of the
            // mode) is only reported, not kept: later states never point to
            // it, and its visit is marked all the same.
            // (found() reads the states held, and the last link from f.)
            const Found f { *this, at, e.to, std::int16_t(e.k), std::int16_t(e.alt), it.depth + 1,
                it.hasGroup || e.to >= m_markFrom };
            const bool deadEnd = it.on
                && (it.depth + 1 >= maxLinks || !links.hasStrong(g, e.to) || (m_hasNoPass && inNoPass(g, e.to)));
            if (deadEnd) {
                if (m_reportFalse)
                    found(f);
                continue;
            }
            m_items.push_back({ it.mask | mask, e.to, at, f.k, f.alt, std::uint8_t(f.depth), !it.on,
                e.to >= LinkGraph::kFirstGroup, f.group });
            if (!it.on || m_reportFalse)
                found(f);
        }
    }
    if (exhausted())
        release();
}

} // namespace setwise
