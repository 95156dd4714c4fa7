// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/layered_search.h"

#include <algorithm>
#include <bit>

namespace setwise
{

namespace
{
// Set when the thread's pool is destroyed: searches kept in other
// thread_local objects (the chain finders' memos) may be destroyed after it,
// at thread exit, and must then free their buffers instead of returning them.
// A trivial thread_local, so it outlives every destructor of the thread.
thread_local bool poolGone = false;

struct Pool {
    std::vector<std::vector<LayeredSearch::Item>> items;
    std::vector<std::vector<std::uint64_t>> visited;
    ~Pool() { poolGone = true; }
};
thread_local Pool pool;

template <class T> std::vector<T> take(std::vector<std::vector<T>>& from)
{
    if (from.empty())
        return {};
    std::vector<T> v = std::move(from.back());
    from.pop_back();
    v.clear();
    return v;
}
} // namespace

void LayeredSearch::releaseBuffers()
{
    if (poolGone) {
        m_items = {};
        m_visited = {};
        return;
    }
    if (m_items.capacity())
        pool.items.push_back(std::move(m_items));
    if (m_visited.capacity())
        pool.visited.push_back(std::move(m_visited));
    m_items = {};
    m_visited = {};
}

LayeredSearch::LayeredSearch(const LinkGraph& g, const ModeLinks& links, int source, bool reportFalse,
    const CandidateSet* noPass, int markFrom, int visits)
    : m_source(source)
    , m_markFrom(markFrom)
    , m_reportFalse(reportFalse)
    , m_hasNoPass(noPass != nullptr)
{
    if (noPass)
        m_noPass = *noPass;
    if (!links.allowed(source))
        return;
    m_words = 2 * ((std::size_t(g.size()) + 63) / 64);
    m_stride = int(m_words / 2 * 64);
    m_last = m_words * std::size_t(visits - 1);
    m_visits = visits;
    const bool group = source >= LinkGraph::kFirstGroup;
    m_root = { g.mask(source), source, -1, 0, -1, 0, false, group, source >= markFrom };
    m_pending = true;
}

void LayeredSearch::begin()
{
    m_pending = false;
    if (!poolGone) {
        m_items = take(pool.items);
        m_visited = take(pool.visited);
    }
    m_visited.assign(m_words * std::size_t(m_visits), 0);
    for (int v = 0; v < m_visits; ++v)
        visit(state(m_source, false));
    m_items.push_back(m_root);
}

LayeredSearch::LayeredSearch(const LayeredSearch& lead)
    : m_source(lead.m_source)
    , m_markFrom(lead.m_markFrom)
    , m_follows(true)
{
}

bool LayeredSearch::divergesFrom(const LinkGraph& g, const LayeredSearch& lead, int maxLinks) const
{
    // The lead's next layer expands its unexpanded states (all of one depth)
    // below the length limit; the source is never in noPass.
    for (std::size_t i = lead.m_head; i < lead.m_items.size(); ++i) {
        const Item& it = lead.m_items[i];
        if (it.depth < maxLinks && it.parent >= 0 && inNoPass(g, it.node))
            return true;
    }
    return false;
}

void LayeredSearch::fork(const LayeredSearch& lead)
{
    m_follows = false;
    if (!poolGone) {
        m_items = take(pool.items);
        m_visited = take(pool.visited);
    }
    m_root = lead.m_root;
    m_pending = lead.m_pending;
    m_items.assign(lead.m_items.begin(), lead.m_items.end());
    m_visited.assign(lead.m_visited.begin(), lead.m_visited.end());
    m_words = lead.m_words;
    m_stride = lead.m_stride;
    m_visits = lead.m_visits;
    m_last = lead.m_last;
    m_head = lead.m_head;
}

void LayeredSearch::stop()
{
    m_pending = false;
    m_head = m_items.size();
    release();
}

bool LayeredSearch::clashes(const LinkGraph& g, int item, int to, bool inside) const
{
    // A simple path: no candidate twice (searchChains' test, per ancestor);
    // an ALS node takes all its ALS's candidates.
    const int first = inside ? m_items[std::size_t(item)].parent : item;
    if (to < LinkGraph::kFirstGroup) {
        for (int t = first; t >= 0; t = m_items[std::size_t(t)].parent) {
            const Item& it = m_items[std::size_t(t)];
            if (it.group ? g.extent(it.node).test(to) : it.node == to)
                return true;
        }
        return false;
    }
    const CandidateSet& cs = g.extent(to);
    const std::uint64_t mask = g.mask(to); // (a node's mask covers its extent)
    for (int t = first; t >= 0; t = m_items[std::size_t(t)].parent) {
        const Item& it = m_items[std::size_t(t)];
        if (it.group ? (g.mask(it.node) & mask) && g.extent(it.node).intersects(cs) : cs.test(it.node))
            return true;
    }
    return false;
}

void LayeredSearch::chainOf(const Found& f, Chain& out) const
{
    out.nodes.assign(1, f.node);
    out.links.assign(1, { f.node, f.k, f.alt });
    for (int t = f.parent; t >= 0; t = m_items[std::size_t(t)].parent) {
        const Item& it = m_items[std::size_t(t)];
        out.nodes.push_back(it.node);
        if (it.parent >= 0)
            out.links.push_back({ it.node, it.k, it.alt });
    }
    std::reverse(out.nodes.begin(), out.nodes.end());
    std::reverse(out.links.begin(), out.links.end());
}

} // namespace setwise
