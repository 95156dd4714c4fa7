// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/link_graph.h"

#include <array>
#include <bit>

namespace setwise
{

namespace
{
// Calls f(x) for every candidate x of cs, in order (word by word).
template <class F> void forEachIn(const CandidateSet& cs, F&& f)
{
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
        for (std::uint64_t bits = cs.word(w); bits; bits &= bits - 1)
            f(Candidate(w * 64 + std::size_t(std::countr_zero(bits))));
}
} // namespace

void LinkGraph::build(const Context& ctx)
{
    // Step 1. Candidate nodes, then groups (box-line intersections with 2-3
    // live candidates). The candidate nodes stay from the last build but for
    // their seen sets (empty when not live): only those are written.
    const bool fresh = m_nodes.size() < std::size_t(kCandidates);
    const CandidateSet was = fresh ? CandidateSet() : m_live;
    m_live = ctx.state().live();
    m_nodes.resize(kCandidates);
    if (fresh)
        for (Candidate x = 0; x < kCandidates; ++x) {
            GraphNode& nd = m_nodes[std::size_t(x)];
            nd = GraphNode();
            nd.cands.set(x);
            nd.digit = digitOf(x);
        }
    forEachIn(was - m_live, [&](Candidate x) { m_nodes[std::size_t(x)].seen = CandidateSet(); });
    forEachIn(m_live, [&](Candidate x) { m_nodes[std::size_t(x)].seen = seenBy(x) & m_live; });
    auto& inConstraint = m_inConstraint;
    inConstraint.resize(kConstraints);
    for (auto& ns : inConstraint)
        ns.clear();
    forEachIn(m_live, [&](Candidate x) {
        for (Constraint k : constraintsOf(x))
            inConstraint[std::size_t(k)].push_back(x);
    });
    for (Digit d = 0; d < 9; ++d)
        for (int box = 0; box < 9; ++box)
            for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column })
                for (int i = 0; i < 3; ++i) {
                    const int line = kind == ConstraintKind::Row ? 3 * (box / 3) + i : 3 * (box % 3) + i;
                    // The live candidates first: most box-line cells hold fewer than two.
                    std::array<Candidate, 3> in {};
                    int size = 0;
                    for (int j = 0; j < 3; ++j) { // the box's cells in the line, in cell order
                        const Cell c = kind == ConstraintKind::Row ? cellAt(line, 3 * (box % 3) + j)
                                                                   : cellAt(3 * (box / 3) + j, line);
                        if (m_live.test(candidateOf(c, d)))
                            in[std::size_t(size++)] = candidateOf(c, d);
                    }
                    if (size < 2)
                        continue;
                    const int id = int(m_nodes.size());
                    GraphNode& g = m_nodes.emplace_back();
                    g.digit = d;
                    g.group = true;
                    g.seen = m_nodes[std::size_t(in[0])].seen; // (live ones that see the first)
                    g.cands.set(in[0]);
                    for (int i = 1; i < size; ++i) {
                        g.cands.set(in[std::size_t(i)]);
                        g.seen &= seenBy(in[std::size_t(i)]);
                    }
                    g.size = size;
                    inConstraint[std::size_t(houseConstraint(ConstraintKind::Box, d, box))].push_back(id);
                    inConstraint[std::size_t(houseConstraint(kind, d, line))].push_back(id);
                }
    m_masks.resize(m_nodes.size()); // (the candidates' stay from the last build)
    for (std::size_t v = fresh ? 0 : std::size_t(kFirstGroup); v < m_nodes.size(); ++v)
        if (v < std::size_t(kFirstGroup)) {
            m_masks[v] = std::uint64_t { 1 } << (v & 63);
        } else {
            m_masks[v] = 0;
            for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
                for (std::uint64_t bits = m_nodes[v].cands.word(w); bits; bits &= bits - 1)
                    m_masks[v] |= std::uint64_t { 1 } << ((int(w) * 64 + std::countr_zero(bits)) & 63);
        }

    // Step 2. Links per constraint: every disjoint pair is weak; a pair whose
    // union is all the constraint's live candidates is also strong. Both
    // nodes lie in the constraint, so the union is all of it when their
    // sizes add up to its live count. Two candidates are always disjoint, a
    // candidate and a group when the group lacks it. A pair meets in a
    // second constraint only when it is two candidates of one box in one
    // line (the line comes first): the line's link gets that box as alt, and
    // the box adds no weak link. The links are listed in this order, then
    // sorted by node (stable): each node's strong links, then its weak ones.
    m_pending.clear();
    for (Constraint k = 0; k < kConstraints; ++k) {
        const auto& ns = inConstraint[std::size_t(k)];
        const int liveK = ctx.liveCount(k);
        const ConstraintKind kind = kindOf(k);
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
                const Cell cu = cellOf(u), cv = cellOf(v); // (for two candidates)
                if (!candidates || kind != ConstraintKind::Box || (rowOf(cu) != rowOf(cv) && colOf(cu) != colOf(cv))) {
                    const bool line = kind == ConstraintKind::Row || kind == ConstraintKind::Column;
                    const Constraint alt = candidates && line && boxOf(cu) == boxOf(cv)
                        ? houseConstraint(ConstraintKind::Box, a.digit, boxOf(cu))
                        : -1;
                    m_pending.push_back({ u, false, { v, k, alt } });
                    m_pending.push_back({ v, false, { u, k, alt } });
                }
                if (a.size + b.size == liveK) {
                    m_pending.push_back({ u, true, { v, k } });
                    m_pending.push_back({ v, true, { u, k } });
                }
            }
    }
    m_firstAls = int(m_nodes.size());
    m_als.clear();
    m_at.assign(2 * m_nodes.size() + 1, 0);
    for (const PendingEdge& p : m_pending)
        ++m_at[2 * std::size_t(p.from) + (p.strong ? 0 : 1)];
    std::uint32_t at = 0;
    for (std::uint32_t& n : m_at) {
        const std::uint32_t count = n;
        n = at;
        at += count;
    }
    m_edges.resize(m_pending.size());
    std::vector<std::uint32_t>& next = m_next;
    next.assign(m_at.begin(), m_at.end() - 1);
    for (const PendingEdge& p : m_pending)
        m_edges[next[2 * std::size_t(p.from) + (p.strong ? 0 : 1)]++] = p.e;
}

void LinkGraph::unpack()
{
    m_strong.resize(m_nodes.size());
    m_weak.resize(m_nodes.size());
    for (std::size_t v = 0; v < m_nodes.size(); ++v) {
        m_strong[v].assign(strong(int(v)).begin(), strong(int(v)).end());
        m_weak[v].assign(weak(int(v)).begin(), weak(int(v)).end());
    }
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
