// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The link graph of one state, built once and shared by every chain finder
// (BERT §3.7-3.9 for chains as truths and links).
//
//   nodes    0..728      the candidates (only live ones have links)
//            729..       groups: the live candidates of one digit in a
//                        box-line intersection, two or three of them
//            firstAls()..  ALS nodes, only in alsLinkGraph(): per almost
//                        locked set A and digit d, "d is true in A" (the
//                        live d candidates of A's cells)
//   strong   a constraint whose live candidates are exactly the union of two
//            disjoint nodes: a bivalue cell, a bilocal house-digit, a grouped
//            bilocal ("one of the two is true")
//   weak     two disjoint nodes inside one constraint ("at most one is true");
//            every strong pair is also weak
//   ALS      the nodes of one ALS are strongly linked in pairs (kAlsLink): n
//            cells hold n + 1 digits, so if d is false in all of them, every
//            other digit is true in one of them. An ALS node's weak links are
//            the constraints holding all its candidates (entering an ALS by a
//            weak link on x locks it; leaving it, d falls wherever it sees all
//            of A's d cells). As set logic the strong link is A's cells as
//            truths and a link per other digit of A (its digit's candidates
//            lie in one house); the two linked digits are covered by the
//            chain's weak links on either side. A forcing link adds c's cell
//            as a truth, and c's other digits join the ALS's links of theirs.
//
// Each link carries the constraint that makes it (a weak link between two
// candidates of one digit in a row and a box carries both). A chain's truths
// are its strong links' constraints, its links are its weak links'
// constraints; evaluate() then proves the eliminations. The types of the
// nodes and links are in graph_nodes.h.

#include "engine/chains/graph_nodes.h"
#include "engine/context.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace setwise
{

class LinkGraph
{
public:
    LinkGraph() = default;
    explicit LinkGraph(const Context& ctx) { build(ctx); }
    // Builds the graph of ctx's state, reusing this graph's memory.
    void build(const Context& ctx);

    static constexpr int kFirstGroup = kCandidates;
    int size() const { return int(m_nodes.size()); }
    const GraphNode& node(int i) const { return m_nodes[std::size_t(i)]; }
    // Read from one array (the lists below, copied in order once built).
    std::span<const GraphEdge> strong(int i) const { return range(2 * std::size_t(i)); }
    std::span<const GraphEdge> weak(int i) const { return range(2 * std::size_t(i) + 1); }
    const CandidateSet& live() const { return m_live; }
    // Bits x % 64 of node i's candidates: a path whose mask misses them holds none.
    std::uint64_t mask(int i) const { return m_masks[std::size_t(i)]; }
    // A constraint holding the target and every candidate of node i, not in
    // `avoid`; -1 when none.
    Constraint endLink(Candidate target, int i, const ConstraintSet& avoid) const;

    // ALS nodes (als_nodes.cpp): appends a node per ALS (each a set of cells
    // of one house with one more digit than cells) and digit, with their links.
    void addAls(const Context& ctx, const std::vector<CellSet>& alsCells);
    int firstAls() const { return m_firstAls; }
    bool isAls(int v) const { return v >= m_firstAls; }
    const GraphAls& alsSet(int i) const { return m_als[std::size_t(i)]; }
    // What a chain through node v occupies: an ALS node its ALS's candidates,
    // any other node its own.
    const CandidateSet& extent(int v) const
    {
        return v < m_firstAls ? node(v).cands : m_als[std::size_t(node(v).als)].body;
    }

private:
    std::span<const GraphEdge> range(std::size_t i) const
    {
        return { m_edges.data() + m_at[i], m_edges.data() + m_at[i + 1] };
    }
    // build() parts: the links of candidate x / group v written from `used`
    // on, strong then weak (room for kMostLinks needed: a candidate has at
    // most 4 + 12 strong and 28 + 12 weak links, a group 2 * (7 + 5) each;
    // gives the new end); group v's fields from its live cells (inBox); the
    // groups per constraint; the graph of a state with `removed` gone from
    // the last one built; the links (copied from the last build for the
    // nodes in no `dirty` constraint).
    static constexpr std::size_t kMostLinks = 64;
    std::uint32_t addCandidateLinks(const Context& ctx, Candidate x, std::uint32_t used);
    std::uint32_t addGroupLinks(const Context& ctx, int v, std::uint32_t used);
    void setGroup(int v, unsigned inBox);
    void listGroups();
    void update(const Context& ctx, const CandidateSet& removed);
    void writeLinks(const Context& ctx, const ConstraintSet* dirty);
    // The nodes (not ALS nodes) per constraint, in node order (for addAls).
    void fillInConstraint(std::vector<std::vector<int>>& out) const;

    CandidateSet m_live;
    int m_firstAls = 0;
    std::vector<GraphAls> m_als;
    // Per group (v - kFirstGroup): its cells' bits in the liveMask of its line and box.
    struct GroupMasks {
        std::uint16_t line, box;
        std::int16_t lineK, boxK;
        int size;
    };
    std::vector<GroupMasks> m_groupMasks;
    // Per house constraint its groups, in node order (a box holds up to six).
    std::array<std::array<int, 6>, kConstraints> m_groupsIn {};
    std::array<std::uint8_t, kConstraints> m_groupCount {};
    std::vector<GraphNode> m_nodes;
    std::vector<std::uint64_t> m_masks;
    std::vector<GraphEdge> m_edges; // per node its strong, then its weak links (and room after them)
    std::vector<std::uint32_t> m_at; // where each list begins in m_edges; then the end
    std::vector<GraphEdge> m_lastEdges; // update(): m_edges and m_at of the last build
    std::vector<std::uint32_t> m_lastAt;
    std::vector<int> m_groupFrom, m_groupTo; // update(): per group its number in the last build, and back (or -1)
};

// Every candidate of digit d (the union of its nine rows).
const CandidateSet& digitCandidates(Digit d);

// The graph of the context's state, built on first use and kept per thread
// for the last state (every chain finder of one state shares it).
const LinkGraph& linkGraph(const Context& ctx);
// The same graph with ALS nodes (als_nodes.cpp), built on first use per state;
// only the grouped chain search that allows ALS nodes reads it.
const LinkGraph& alsLinkGraph(const Context& ctx);

} // namespace setwise
