// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The link graph of one state, built once and shared by every chain finder
// (issue 10; seed 001 §3.7-3.9 for chains as truths and links).
//
//   nodes    0..728      the candidates (only live ones have links)
//            729..       groups: the live candidates of one digit in a
//                        box-line intersection, two or three of them
//   strong   a constraint whose live candidates are exactly the union of two
//            disjoint nodes: a bivalue cell, a bilocal house-digit, a grouped
//            bilocal ("one of the two is true")
//   weak     two disjoint nodes inside one constraint ("at most one is true");
//            every strong pair is also weak
//
// Each link carries the constraint that makes it (a weak link between two
// candidates of one digit in a row and a box carries both). A chain's truths
// are its strong links' constraints, its links are its weak links'
// constraints; evaluate() then proves the eliminations.

#include "engine/context.h"

#include <cstdint>
#include <vector>

namespace setwise
{

struct GraphEdge {
    int to;
    Constraint k; // the constraint holding both ends
    Constraint alt = -1; // a second constraint holding both, or -1
};

struct GraphNode {
    CandidateSet cands; // one candidate, or the group's two or three
    CandidateSet seen; // live candidates that see every candidate of the node
    Digit digit = 0;
    bool group = false;
    int size = 1; // candidates in cands
};

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
    const std::vector<GraphEdge>& strong(int i) const { return m_strong[std::size_t(i)]; }
    const std::vector<GraphEdge>& weak(int i) const { return m_weak[std::size_t(i)]; }
    const CandidateSet& live() const { return m_live; }
    // Bits x % 64 of node i's candidates: a path whose mask misses them holds none.
    std::uint64_t mask(int i) const { return m_masks[std::size_t(i)]; }
    // A constraint holding the target and every candidate of node i, not in
    // `avoid`; -1 when none.
    Constraint endLink(Candidate target, int i, const ConstraintSet& avoid) const;

private:
    void addWeak(int a, int b, Constraint k);
    CandidateSet m_live;
    std::vector<GraphNode> m_nodes;
    std::vector<std::uint64_t> m_masks;
    std::vector<std::vector<GraphEdge>> m_strong, m_weak;
};

// The graph of the context's state, built on first use and kept per thread
// for the last state (every chain finder of one state shares it).
const LinkGraph& linkGraph(const Context& ctx);

} // namespace setwise
