// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/link_graph.h"

#include <array>
#include <bit>

namespace setwise
{

namespace
{
// Cells of box b in its line: rows (kind Row) or columns (kind Column).
CellSet boxLine(int box, ConstraintKind kind, int line)
{
    return houseCells(18 + box) & houseCells(kind == ConstraintKind::Row ? line : 9 + line);
}
} // namespace

void LinkGraph::build(const Context& ctx)
{
    m_live = ctx.state().live();
    // Step 1. Candidate nodes, then groups (box-line intersections with 2-3 live candidates).
    m_nodes.resize(kCandidates);
    for (Candidate x = 0; x < kCandidates; ++x) {
        GraphNode& nd = m_nodes[std::size_t(x)];
        nd.cands = CandidateSet();
        nd.cands.set(x);
        nd.digit = digitOf(x);
        nd.group = false;
        nd.size = 1;
        nd.als = -1;
        nd.seen = m_live.test(x) ? seenBy(x) & m_live : CandidateSet();
    }
    auto& inConstraint = m_inConstraint;
    inConstraint.resize(kConstraints);
    for (auto& ns : inConstraint)
        ns.clear();
    for (Candidate x : m_live)
        for (Constraint k : constraintsOf(x))
            inConstraint[std::size_t(k)].push_back(x);
    for (Digit d = 0; d < 9; ++d)
        for (int box = 0; box < 9; ++box)
            for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column })
                for (int i = 0; i < 3; ++i) {
                    const int line = kind == ConstraintKind::Row ? 3 * (box / 3) + i : 3 * (box % 3) + i;
                    // The live candidates first: most box-line cells hold fewer than two.
                    std::array<Candidate, 3> in {};
                    int size = 0;
                    for (Cell c : boxLine(box, kind, line))
                        if (m_live.test(candidateOf(c, d)))
                            in[std::size_t(size++)] = candidateOf(c, d);
                    if (size < 2)
                        continue;
                    GraphNode g;
                    g.digit = d;
                    g.group = true;
                    g.seen = m_live;
                    for (int i = 0; i < size; ++i) {
                        g.cands.set(in[std::size_t(i)]);
                        g.seen &= seenBy(in[std::size_t(i)]);
                    }
                    g.size = size;
                    const int id = int(m_nodes.size());
                    m_nodes.push_back(g);
                    inConstraint[std::size_t(houseConstraint(ConstraintKind::Box, d, box))].push_back(id);
                    inConstraint[std::size_t(houseConstraint(kind, d, line))].push_back(id);
                }
    m_masks.resize(m_nodes.size());
    for (std::size_t v = 0; v < m_nodes.size(); ++v)
        if (v < std::size_t(kFirstGroup)) {
            m_masks[v] = std::uint64_t { 1 } << (v & 63);
        } else {
            m_masks[v] = 0;
            for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
                for (std::uint64_t bits = m_nodes[v].cands.word(w); bits; bits &= bits - 1)
                    m_masks[v] |= std::uint64_t { 1 } << ((int(w) * 64 + std::countr_zero(bits)) & 63);
        }
    m_strong.resize(m_nodes.size());
    m_weak.resize(m_nodes.size());
    for (auto& es : m_strong)
        es.clear();
    for (auto& es : m_weak)
        es.clear();

    // Step 2. Links per constraint: every disjoint pair is weak; a pair whose
    // union is all the constraint's live candidates is also strong. Both
    // nodes lie in the constraint, so the union is all of it when their
    // sizes add up to its live count. Two candidates are always disjoint, a
    // candidate and a group when the group lacks it. A pair meets in a
    // second constraint only when it is two candidates of one box in one
    // line (the line came first): then the link gains that box as alt.
    for (Constraint k = 0; k < kConstraints; ++k) {
        const auto& ns = inConstraint[std::size_t(k)];
        const int liveK = ctx.liveCount(k);
        const bool box = kindOf(k) == ConstraintKind::Box;
        for (std::size_t i = 0; i < ns.size(); ++i)
            for (std::size_t j = i + 1; j < ns.size(); ++j) {
                const int u = ns[i], v = ns[j];
                const GraphNode& a = m_nodes[std::size_t(u)];
                const GraphNode& b = m_nodes[std::size_t(v)];
                const bool candidates = !a.group && !b.group;
                if (!candidates
                    && (a.group && b.group
                            ? (m_masks[std::size_t(u)] & m_masks[std::size_t(v)]) && a.cands.intersects(b.cands)
                            : (a.group ? a.cands.test(v) : b.cands.test(u))))
                    continue;
                if (box && candidates
                    && (rowOf(cellOf(u)) == rowOf(cellOf(v)) || colOf(cellOf(u)) == colOf(cellOf(v)))) {
                    addWeak(u, v, k);
                    addWeak(v, u, k);
                } else {
                    m_weak[std::size_t(u)].push_back({ v, k });
                    m_weak[std::size_t(v)].push_back({ u, k });
                }
                if (a.size + b.size == liveK) {
                    m_strong[std::size_t(u)].push_back({ v, k });
                    m_strong[std::size_t(v)].push_back({ u, k });
                }
            }
    }
    m_firstAls = int(m_nodes.size());
    m_als.clear();
    pack();
}

void LinkGraph::pack()
{
    m_edges.clear();
    m_at.resize(2 * m_nodes.size() + 1);
    for (std::size_t v = 0; v < m_nodes.size(); ++v) {
        m_at[2 * v] = std::uint32_t(m_edges.size());
        m_edges.insert(m_edges.end(), m_strong[v].begin(), m_strong[v].end());
        m_at[2 * v + 1] = std::uint32_t(m_edges.size());
        m_edges.insert(m_edges.end(), m_weak[v].begin(), m_weak[v].end());
    }
    m_at.back() = std::uint32_t(m_edges.size());
}

void LinkGraph::addWeak(int a, int b, Constraint k)
{
    for (GraphEdge& e : m_weak[std::size_t(a)])
        if (e.to == b) {
            e.alt = k;
            return;
        }
    m_weak[std::size_t(a)].push_back({ b, k });
}

Constraint LinkGraph::endLink(Candidate target, int i, const ConstraintSet& avoid) const
{
    const CandidateSet& cs = node(i).cands;
    if (cs.test(target))
        return -1;
    for (Constraint k : constraintsOf(target))
        if (!avoid.test(k) && cs.isSubsetOf(candidatesOf(k)))
            return k;
    return -1;
}

const CandidateSet& digitCandidates(Digit d)
{
    static const std::array<CandidateSet, 9> table = [] {
        std::array<CandidateSet, 9> t {};
        for (Digit e = 0; e < 9; ++e)
            for (int i = 0; i < 9; ++i)
                t[std::size_t(e)] |= candidatesOf(houseConstraint(ConstraintKind::Row, e, i));
        return t;
    }();
    return table[std::size_t(d)];
}

const LinkGraph& linkGraph(const Context& ctx)
{
    struct Memo {
        bool valid = false;
        State state;
        LinkGraph graph;
    };
    thread_local Memo memo;
    if (!memo.valid || !(memo.state == ctx.state())) {
        memo.valid = true;
        memo.state = ctx.state();
        memo.graph.build(ctx);
    }
    return memo.graph;
}

} // namespace setwise
