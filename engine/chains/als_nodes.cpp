// SPDX-License-Identifier: GPL-3.0-or-later
// ALS nodes in the link graph (link_graph.h): the grouped chains' third kind
// of node, as in HoDoKu's grouped nice loops and AICs (reglib 0709-2,
// 0710-3/-4, 0711-3/-4).
//
// Step 1. Per ALS (2..kMaxAlsNodeCells cells; a bivalue cell is already a
//         strong link) and digit d, a node: A's live d candidates.
// Step 2. Its weak links: every constraint holding all those candidates (the
//         house-digits of A's d cells), with every node of the constraint
//         that shares no candidate with it, and with the ALS nodes there
//         whose ALS shares no cell with A. A pair in two constraints (a line
//         and a box) carries both, as candidate pairs do.
// Step 3. The strong links inside each ALS, between every two of its nodes.
// Step 4. Its forcing links: per cell c outside it and digit x of it, when
//         every candidate of c but one (f) has a digit e != x of the ALS and
//         sees all its e cells, x false in the ALS makes c f (two or more such
//         e: with one, the chain through the ALS and c's cell is as short).
#include "engine/als/als.h"
#include "engine/chains/link_graph.h"
#include "engine/mask9.h"

#include <algorithm>
#include <bit>

namespace setwise
{

namespace
{
// ALSs of more cells than this give no nodes: a larger one rarely closes a
// chain that no smaller one does, and every node costs every search.
constexpr int kMaxAlsNodeCells = 4;

// Whether one row or column holds all of xs.
bool inOneLine(const CandidateSet& xs)
{
    const auto& ks = constraintsOf(xs.first());
    return xs.isSubsetOf(candidatesOf(ks[1])) || xs.isSubsetOf(candidatesOf(ks[2]));
}

// Adds the link, or gives the link already there (from a line) its second constraint.
void addEdge(std::vector<GraphEdge>& es, int to, Constraint k, bool twice)
{
    if (twice)
        for (auto it = es.rbegin(); it != es.rend(); ++it)
            if (it->to == to) {
                it->alt = k;
                return;
            }
    es.push_back({ to, k });
}
} // namespace

void LinkGraph::addAls(const Context& ctx, const std::vector<CellSet>& alsCells)
{
    const State& s = ctx.state();
    // The nodes per constraint, in a per-thread buffer that keeps its 324 lists.
    thread_local std::vector<std::vector<int>> inConstraint;
    fillInConstraint(inConstraint);
    m_firstAls = int(m_nodes.size());
    m_als.clear();
    // Step 1. Nodes, and per constraint the ALS nodes holding all their candidates.
    thread_local std::vector<std::vector<int>> alsIn(kConstraints);
    for (auto& ns : alsIn)
        ns.clear();
    thread_local std::vector<Constraint> touched;
    touched.clear();
    for (const CellSet& cells : alsCells) {
        GraphAls a;
        a.cells = cells;
        std::array<CellSet, 9> with {}; // its cells holding digit d
        for (Cell c : cells)
            for (Digit d = 0; d < 9; ++d)
                if (s.isLive(candidateOf(c, d))) {
                    a.body.set(candidateOf(c, d));
                    with[std::size_t(d)].set(c);
                }
        a.first = int(m_nodes.size());
        for (Digit d = 0; d < 9; ++d) {
            const CellSet& dc = with[std::size_t(d)];
            if (dc.none())
                continue;
            GraphNode nd;
            nd.digit = d;
            nd.group = true;
            nd.als = int(m_als.size());
            nd.seen = m_live;
            for (Cell c : dc) {
                nd.cands.set(candidateOf(c, d));
                nd.seen &= seenBy(candidateOf(c, d));
            }
            nd.seen -= a.body;
            nd.size = dc.count();
            const int id = int(m_nodes.size());
            // The house-digit constraints holding all its candidates: those
            // of the houses holding all its cells (through its first cell).
            const Cell first = dc.first();
            const House houses[3] = { rowOf(first), 9 + colOf(first), 18 + boxOf(first) };
            for (int i = 0; i < 3; ++i) {
                const Constraint k = constraintsOf(candidateOf(first, d))[std::size_t(i + 1)];
                if (dc.isSubsetOf(houseCells(houses[i]))) {
                    if (alsIn[std::size_t(k)].empty())
                        touched.push_back(k);
                    alsIn[std::size_t(k)].push_back(id);
                }
            }
            m_nodes.push_back(nd);
            ++a.count;
        }
        m_als.push_back(a);
    }
    m_masks.resize(m_nodes.size());
    // The links added, per node (the graph's own nodes gain weak links to ALS
    // nodes only), kept per thread with their memory; written after the
    // graph's own lists of each node at the end.
    thread_local std::vector<std::vector<GraphEdge>> addStrong, addWeak;
    if (addStrong.size() < m_nodes.size()) {
        addStrong.resize(m_nodes.size());
        addWeak.resize(m_nodes.size());
    }
    for (std::size_t v = 0; v < m_nodes.size(); ++v) {
        addStrong[v].clear();
        addWeak[v].clear();
    }
    for (std::size_t v = std::size_t(m_firstAls); v < m_nodes.size(); ++v) {
        std::uint64_t mask = 0;
        const CandidateSet& body = m_als[std::size_t(m_nodes[v].als)].body;
        for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
            for (std::uint64_t bits = body.word(w); bits; bits &= bits - 1)
                mask |= std::uint64_t { 1 } << ((int(w) * 64 + std::countr_zero(bits)) & 63);
        m_masks[v] = mask;
    }
    // Step 2. Weak links, constraint by constraint (rows, columns, then
    // boxes: a pair meets twice only in a line and then a box).
    std::sort(touched.begin(), touched.end());
    for (Constraint k : touched) {
        const bool box = kindOf(k) == ConstraintKind::Box;
        const auto& as = alsIn[std::size_t(k)];
        for (std::size_t i = 0; i < as.size(); ++i) {
            const int u = as[i];
            const GraphNode& a = m_nodes[std::size_t(u)];
            for (int v : inConstraint[std::size_t(k)]) {
                const GraphNode& b = m_nodes[std::size_t(v)];
                if (b.group ? b.cands.intersects(a.cands) : a.cands.test(v))
                    continue;
                const bool twice = box && inOneLine(a.cands | b.cands);
                addEdge(addWeak[std::size_t(u)], v, k, twice);
                addEdge(addWeak[std::size_t(v)], u, k, twice);
            }
            for (std::size_t j = i + 1; j < as.size(); ++j) {
                const int v = as[j];
                const GraphNode& b = m_nodes[std::size_t(v)];
                if (m_als[std::size_t(a.als)].cells.intersects(m_als[std::size_t(b.als)].cells))
                    continue;
                const bool twice = box && inOneLine(a.cands | b.cands);
                addEdge(addWeak[std::size_t(u)], v, k, twice);
                addEdge(addWeak[std::size_t(v)], u, k, twice);
            }
        }
    }
    // Step 3. Strong links inside each ALS.
    for (const GraphAls& a : m_als)
        for (int u = a.first; u < a.first + a.count; ++u)
            for (int v = a.first; v < a.first + a.count; ++v)
                if (u != v)
                    addStrong[std::size_t(u)].push_back({ v, kAlsLink });
    // Step 4. Forcing links.
    for (const GraphAls& a : m_als) {
        std::array<CellSet, 9> with {}; // the ALS's cells holding digit d
        unsigned digits = 0;
        for (int u = a.first; u < a.first + a.count; ++u) {
            const GraphNode& nd = m_nodes[std::size_t(u)];
            digits |= 1U << nd.digit;
            for (Candidate x : nd.cands)
                with[std::size_t(nd.digit)].set(cellOf(x));
        }
        CellSet near;
        for (Cell c : a.cells)
            near |= peers(c);
        near -= a.cells;
        for (Cell c : near) {
            const unsigned m = s.isEmpty(c) ? s.cellMask(c) : 0;
            if (kBits9[m] < 3)
                continue;
            unsigned seeing = 0; // digits of c seeing all the ALS's cells of theirs
            for (unsigned bits = m & digits; bits; bits &= bits - 1) {
                const int e = std::countr_zero(bits);
                if (with[std::size_t(e)].isSubsetOf(peers(c)))
                    seeing |= 1U << e;
            }
            for (int u = a.first; u < a.first + a.count; ++u) {
                const Digit x = m_nodes[std::size_t(u)].digit;
                const unsigned e = seeing & ~(1U << x);
                const unsigned left = m & ~e;
                if (kBits9[e] < 2 || kBits9[left] != 1)
                    continue;
                const int f = candidateOf(c, Digit(std::countr_zero(left)));
                addStrong[std::size_t(u)].push_back({ f, kAlsForce });
            }
        }
    }
    // The lists: per node its strong links, then its weak ones, each the
    // graph's own followed by those added.
    thread_local std::vector<GraphEdge> oldEdges;
    thread_local std::vector<std::uint32_t> oldAt;
    std::swap(m_edges, oldEdges);
    std::swap(m_at, oldAt);
    std::size_t total = oldAt.back();
    for (std::size_t v = 0; v < m_nodes.size(); ++v)
        total += addStrong[v].size() + addWeak[v].size();
    m_edges.clear();
    m_edges.reserve(total);
    m_at.resize(2 * m_nodes.size() + 1);
    const std::size_t own = std::size_t(m_firstAls);
    for (std::size_t v = 0; v < m_nodes.size(); ++v)
        for (std::size_t i = 2 * v; i < 2 * v + 2; ++i) {
            m_at[i] = std::uint32_t(m_edges.size());
            if (v < own)
                m_edges.insert(m_edges.end(), oldEdges.begin() + oldAt[i], oldEdges.begin() + oldAt[i + 1]);
            const auto& added = i == 2 * v ? addStrong[v] : addWeak[v];
            m_edges.insert(m_edges.end(), added.begin(), added.end());
        }
    m_at.back() = std::uint32_t(m_edges.size());
}

const LinkGraph& alsLinkGraph(const Context& ctx)
{
    struct Memo {
        bool valid = false;
        State state;
        LinkGraph graph;
        std::vector<CellSet> cells;
    };
    thread_local Memo memo;
    if (!memo.valid || !(memo.state == ctx.state())) {
        memo.valid = true;
        memo.state = ctx.state();
        memo.graph = linkGraph(ctx);
        memo.cells.clear();
        for (const Als& a : alsIndex(ctx).als)
            if (a.size() >= 2 && a.size() <= kMaxAlsNodeCells)
                memo.cells.push_back(a.cells);
        memo.graph.addAls(ctx, memo.cells);
    }
    return memo.graph;
}

} // namespace setwise
