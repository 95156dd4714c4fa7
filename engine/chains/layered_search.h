// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The breadth-first chain search of chain_search.h, resumable layer by layer
// (a layer = the chains one link longer), so that the chain finders can build
// their lists shortest first and stop at the first length that gives a step.
//
// One LayeredSearch is the search from one start node: the same states, the
// same order and the same chains as searchChains() with that single source,
// cut into layers, over the links and nodes one ChainMode uses (ModeLinks,
// mode_links.h). Its advance() is a template, in layered_search_advance.h.

#include "engine/chains/mode_links.h"

#include <cstdint>
#include <span>
#include <vector>

namespace setwise
{

class LayeredSearch
{
public:
    // From `source` (taken false). reportFalse and noPass as in searchChains;
    // noPass may be null. Found::hasGroup() tells whether the chain holds a
    // node numbered markFrom or above (a group, or with g.firstAls() an ALS node).
    // visits: how many paths may reach one state (1: searchChains' search;
    // more keep other paths to a state whose first path blocks the way on,
    // which ALS nodes, taking whole cells, do often).
    LayeredSearch(const LinkGraph& g, const ModeLinks& links, int source, bool reportFalse, const CandidateSet* noPass,
        int markFrom = LinkGraph::kFirstGroup, int visits = 1);
    LayeredSearch(LayeredSearch&&) = default;
    LayeredSearch& operator=(LayeredSearch&&) = default;
    ~LayeredSearch() { release(); }

    // A chain reached by the search: the path to a state the search holds
    // (parent) and one more link, to `node`. Its ends and length at once, its
    // nodes and links only when asked (build).
    struct Found {
        const LayeredSearch& search;
        int parent;
        int node;
        std::int16_t k, alt; // the last link (GraphEdge::k, alt)
        int depth;
        bool group; // a node numbered markFrom or above on the chain
        int front() const { return search.m_items.front().node; }
        int back() const { return node; }
        int length() const { return depth; }
        bool hasGroup() const { return group; }
        void build(Chain& out) const { search.chainOf(*this, out); }
    };

    // Expands every state of depth below `layer` not expanded yet (and below
    // maxLinks); calls found(Found) for each chain reported on the way, in
    // searchChains' order. Frees the search's memory once nothing is left.
    // (Defined in layered_search_advance.h.)
    template <class F> void advance(const LinkGraph& g, const ModeLinks& links, int layer, int maxLinks, F&& found);
    bool exhausted() const { return !m_pending && m_head >= m_items.size(); }
    int source() const { return m_source; }

    // The search from lead's source with a noPass set (reportFalse off), as
    // a follower of lead, the search without one: while lead expands no node
    // of noPass, this search would hold lead's states (but for some that it
    // would not expand) and report the chains lead reports reached true, so
    // it is not run and holds no memory. exhausted() is true while it follows.
    // The set is given later (setNoPass), before divergesFrom() is asked:
    // most searches end before that.
    explicit LayeredSearch(const LayeredSearch& lead);
    bool follows() const { return m_follows; }
    bool hasNoPass() const { return m_hasNoPass; }
    void setNoPass(const CandidateSet& noPass)
    {
        m_noPass = noPass;
        m_hasNoPass = true;
    }
    // Whether the lead's next layer expands a node that this search does not
    // pass through (then this search must run on its own: fork()).
    bool divergesFrom(const LinkGraph& g, const LayeredSearch& lead, int maxLinks) const;
    // Takes the lead's states as they are (before its next layer) and stops following.
    void fork(const LayeredSearch& lead);

    // Ends the search (exhausted from now on).
    void stop();
    // Whether the search has one visit per state.
    bool once() const { return m_visits == 1; }

    struct Item {
        std::uint64_t mask; // GraphNode::mask of the path's nodes
        int node;
        int parent; // index into m_items, -1 for the source
        std::int16_t k, alt; // the link from the parent (GraphEdge::k, alt)
        std::uint8_t depth;
        bool on; // reached true
        bool group; // the node is a group or an ALS node
        bool hasGroup; // a node numbered markFrom or above on the path
    };

    // The states held (reached and kept), and those not expanded yet (the
    // last ones, all of one depth).
    std::span<const Item> items() const { return m_pending ? std::span<const Item>(&m_root, 1) : m_items; }
    std::span<const Item> frontier() const { return items().subspan(m_head); }

private:
    // A state's number: the node, plus m_stride when it is reached true (the
    // visit bits of the false states, then of the true ones).
    int state(int node, bool on) const { return node + (on ? m_stride : 0); }
    // Whether state st had all its visits (the last visit's bit is set).
    bool full(int st) const { return m_visited[m_last + (std::size_t(st) >> 6)] >> (st & 63) & 1U; }
    // Marks one more visit of state st, which is not full.
    void visit(int st)
    {
        const std::uint64_t bit = std::uint64_t { 1 } << (st & 63);
        std::size_t w = std::size_t(st) >> 6;
        while (m_visited[w] & bit)
            w += m_words;
        m_visited[w] |= bit;
    }
    // Whether node `to` shares a candidate with the path to item (an ALS
    // node: a cell of its ALS); over an ALS's inner link (inside) the item
    // itself, the same ALS, is left out.
    bool clashes(const LinkGraph& g, int item, int to, bool inside) const;
    void chainOf(const Found& f, Chain& out) const;
    // Whether node v lies in noPass (a group: all its candidates).
    bool inNoPass(const LinkGraph& g, int v) const
    {
        return v >= LinkGraph::kFirstGroup ? g.node(v).cands.isSubsetOf(m_noPass) : m_noPass.test(v);
    }
    // Takes the buffers and holds the source's state (advance() does, at first:
    // most searches are stopped by the chain finders before that).
    void begin();
    // The buffers go back to a per-thread pool (one search's memory serves
    // the next, across states, without allocations).
    void release()
    {
        if (m_items.capacity() || m_visited.capacity())
            releaseBuffers();
    }
    void releaseBuffers();

    std::vector<Item> m_items;
    Item m_root {}; // the source's state
    bool m_pending = false; // m_root is not in m_items yet (begin())
    std::vector<std::uint64_t> m_visited; // per visit, per state (state())
    std::size_t m_words = 0; // words per visit
    int m_stride = 0; // bits per visit for the false states
    int m_visits = 1;
    std::size_t m_last = 0; // the last visit's first word
    std::size_t m_head = 0;
    int m_source = -1;
    int m_markFrom = LinkGraph::kFirstGroup;
    bool m_reportFalse = false;
    bool m_hasNoPass = false;
    bool m_follows = false;
    CandidateSet m_noPass;
};

} // namespace setwise
