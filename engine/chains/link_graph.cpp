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
    const CandidateSet removed = was - m_live;
    // A state with candidates removed from the last one built (the next
    // state of a path, most often one or two less) changes only the links
    // of the nodes in the constraints that lost a candidate: update().
    if (!fresh && m_firstAls == int(m_nodes.size()) && m_live.isSubsetOf(was)) {
        update(ctx, removed);
        return;
    }
    m_nodes.resize(kCandidates);
    if (fresh) {
        m_masks.resize(kCandidates);
        for (Candidate x = 0; x < kCandidates; ++x) {
            GraphNode& nd = m_nodes[std::size_t(x)];
            nd = GraphNode();
            nd.cands.set(x);
            nd.digit = digitOf(x);
            m_masks[std::size_t(x)] = std::uint64_t { 1 } << (x & 63);
        }
    }
    forEachIn(removed, [&](Candidate x) { m_nodes[std::size_t(x)].seen = CandidateSet(); });
    forEachIn(m_live, [&](Candidate x) { m_nodes[std::size_t(x)].seen = seenBy(x) & m_live; });
    // The groups in order of digit, box, rows then columns, line; read from
    // the box's live mask (bit 3 * row + column within the box).
    m_groupMasks.clear();
    m_masks.resize(kCandidates);
    for (Digit d = 0; d < 9; ++d)
        for (int box = 0; box < 9; ++box) {
            const Constraint kb = houseConstraint(ConstraintKind::Box, d, box);
            const unsigned live = ctx.liveMask(kb);
            if (ctx.liveCount(kb) < 2)
                continue;
            for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column })
                for (int i = 0; i < 3; ++i) {
                    const bool row = kind == ConstraintKind::Row;
                    const unsigned inBox = live & (row ? 7U << (3 * i) : 0x49U << i);
                    if (std::popcount(inBox) < 2)
                        continue;
                    const int line = row ? 3 * (box / 3) + i : 3 * (box % 3) + i;
                    GraphNode& g = m_nodes.emplace_back();
                    g.digit = d;
                    g.group = true;
                    m_masks.push_back(0);
                    m_groupMasks.push_back({ 0, 0, std::int16_t(houseConstraint(kind, d, line)), std::int16_t(kb), 0 });
                    setGroup(int(m_nodes.size()) - 1, inBox);
                }
        }
    listGroups();
    writeLinks(ctx, nullptr);
}

void LinkGraph::setGroup(int v, unsigned inBox)
{
    GraphNode& g = m_nodes[std::size_t(v)];
    GroupMasks& gm = m_groupMasks[std::size_t(v - kFirstGroup)];
    const bool row = gm.lineK < houseConstraint(ConstraintKind::Column, 0, 0);
    const int box = constraintHouse(gm.boxK);
    g.cands = CandidateSet();
    g.size = std::popcount(inBox);
    std::uint64_t mask = 0;
    unsigned inLine = 0;
    bool first = true;
    for (unsigned bits = inBox; bits; bits &= bits - 1) {
        const int at = std::countr_zero(bits); // (cells in order)
        const Candidate x = members(gm.boxK)[std::size_t(at)];
        g.cands.set(x);
        // (live ones that see the first, then every other)
        if (first)
            g.seen = m_nodes[std::size_t(x)].seen;
        else
            g.seen &= seenBy(x);
        first = false;
        mask |= std::uint64_t { 1 } << (x & 63);
        inLine |= 1U << (row ? 3 * (box % 3) + at % 3 : 3 * (box / 3) + at / 3);
    }
    m_masks[std::size_t(v)] = mask;
    gm.line = std::uint16_t(inLine);
    gm.box = std::uint16_t(inBox);
    gm.size = g.size;
}

void LinkGraph::listGroups()
{
    m_groupCount.fill(0);
    for (int v = kFirstGroup; v < int(m_nodes.size()); ++v)
        for (const Constraint k :
            { m_groupMasks[std::size_t(v - kFirstGroup)].boxK, m_groupMasks[std::size_t(v - kFirstGroup)].lineK })
            m_groupsIn[std::size_t(k)][m_groupCount[std::size_t(k)]++] = v;
}

void LinkGraph::update(const Context& ctx, const CandidateSet& removed)
{
    // The removed candidates' seen sets go, and they leave those of the
    // live candidates (and groups of their digits) that see them.
    ConstraintSet dirty; // the constraints that lost a candidate
    unsigned digits = 0;
    forEachIn(removed, [&](Candidate x) {
        m_nodes[std::size_t(x)].seen = CandidateSet();
        for (const Constraint k : constraintsOf(x))
            dirty.set(k);
        digits |= 1U << digitOf(x);
        forEachIn(seenBy(x) & m_live, [&](Candidate y) { m_nodes[std::size_t(y)].seen.reset(x); });
    });
    // Groups in a box that lost a candidate shrink or go; no group comes.
    // The others keep their candidates (and lose the removed ones from
    // their seen sets). m_groupFrom: each group's number in the last build.
    const int groups = int(m_nodes.size()) - kFirstGroup;
    m_groupTo.assign(std::size_t(groups), -1);
    m_groupFrom.clear();
    int kept = kFirstGroup;
    for (int v = kFirstGroup; v < kFirstGroup + groups; ++v) {
        const GroupMasks gm = m_groupMasks[std::size_t(v - kFirstGroup)];
        const unsigned inBox = gm.box & ctx.liveMask(gm.boxK);
        if (std::popcount(inBox) < 2)
            continue;
        if (kept != v) {
            m_nodes[std::size_t(kept)] = m_nodes[std::size_t(v)];
            m_masks[std::size_t(kept)] = m_masks[std::size_t(v)];
            m_groupMasks[std::size_t(kept - kFirstGroup)] = gm;
        }
        if (inBox != gm.box)
            setGroup(kept, inBox);
        else if (digits >> m_nodes[std::size_t(kept)].digit & 1U)
            m_nodes[std::size_t(kept)].seen &= m_live;
        m_groupTo[std::size_t(v - kFirstGroup)] = kept;
        m_groupFrom.push_back(v);
        ++kept;
    }
    m_nodes.resize(std::size_t(kept));
    m_masks.resize(std::size_t(kept));
    m_groupMasks.resize(std::size_t(kept - kFirstGroup));
    listGroups();
    writeLinks(ctx, &dirty);
}

void LinkGraph::writeLinks(const Context& ctx, const ConstraintSet* dirty)
{
    // Step 2. Links per constraint: every disjoint pair is weak; a pair whose
    // union is all the constraint's live candidates is also strong. Both
    // nodes lie in the constraint, so the union is all of it when their
    // sizes add up to its live count. A pair meets in a second constraint
    // only when it is two candidates of one box in one line: the line's link
    // gets that box as alt, and the box adds no weak link. Each node lists
    // its strong links, then its weak ones, each by constraint, then by the
    // other end (the constraint's live candidates, then its groups).
    // With `dirty`, a node in none of those constraints has the links it had
    // in the last build (m_edges, m_at then): they are copied, with the
    // groups' new numbers.
    if (dirty) {
        std::swap(m_edges, m_lastEdges);
        std::swap(m_at, m_lastAt);
    }
    const bool renumber = dirty && m_groupFrom.size() != m_groupTo.size();
    m_firstAls = int(m_nodes.size());
    m_als.clear();
    m_at.resize(2 * m_nodes.size() + 1);
    std::uint32_t used = 0; // links written
    std::size_t next = 0; // the first node whose lists are not written
    const auto noLinks = [&](std::size_t upTo) {
        for (; next < upTo; ++next)
            m_at[2 * next] = m_at[2 * next + 1] = used;
    };
    // (m_edges only grows: its size is the room, m_at.back() the links.)
    const auto room = [&] {
        if (m_edges.size() < used + kMostLinks)
            m_edges.resize(2 * std::size_t(used) + kMostLinks);
    };
    const auto copy = [&](int from, int to) {
        const std::uint32_t* at = m_lastAt.data() + 2 * std::size_t(from);
        m_at[2 * std::size_t(to)] = used;
        m_at[2 * std::size_t(to) + 1] = used + (at[1] - at[0]);
        GraphEdge* out = std::copy(m_lastEdges.data() + at[0], m_lastEdges.data() + at[2], m_edges.data() + used);
        if (renumber)
            for (GraphEdge* e = m_edges.data() + used; e != out; ++e)
                if (e->to >= kFirstGroup)
                    e->to = m_groupTo[std::size_t(e->to - kFirstGroup)];
        used = std::uint32_t(out - m_edges.data());
    };
    forEachIn(m_live, [&](Candidate x) {
        noLinks(std::size_t(x));
        room();
        const auto& ks = constraintsOf(x);
        if (dirty && !dirty->test(ks[0]) && !dirty->test(ks[1]) && !dirty->test(ks[2]) && !dirty->test(ks[3]))
            copy(x, x);
        else
            used = addCandidateLinks(ctx, x, used);
        ++next;
    });
    noLinks(std::size_t(kFirstGroup));
    for (int v = kFirstGroup; v < m_firstAls; ++v) {
        room();
        const GroupMasks& gm = m_groupMasks[std::size_t(v - kFirstGroup)];
        if (dirty && !dirty->test(gm.lineK) && !dirty->test(gm.boxK))
            copy(m_groupFrom[std::size_t(v - kFirstGroup)], v);
        else
            used = addGroupLinks(ctx, v, used);
    }
    m_at.back() = used;
}

std::uint32_t LinkGraph::addCandidateLinks(const Context& ctx, Candidate x, std::uint32_t used)
{
    GraphEdge* const edges = m_edges.data();
    GraphEdge* out = edges + used;
    const auto& ks = constraintsOf(x);
    const auto& at = memberIndices(x);
    m_at[2 * std::size_t(x)] = used;
    for (std::size_t kind = 0; kind < 4; ++kind) { // (constraints in order: cell, row, column, box)
        const Constraint k = ks[kind];
        const int liveK = ctx.liveCount(k);
        if (liveK == 2)
            *out++ = { members(k)[std::size_t(std::countr_zero(ctx.liveMask(k) & ~(1U << at[kind])))], k };
        else if (liveK <= 4) // (a group and x: 3 or 4)
            for (int i = 0; i < m_groupCount[std::size_t(k)]; ++i) {
                const int h = m_groupsIn[std::size_t(k)][std::size_t(i)];
                const GroupMasks& hm = m_groupMasks[std::size_t(h - kFirstGroup)];
                if (hm.size + 1 == liveK && !((kind == 3 ? hm.box : hm.line) >> at[kind] & 1U))
                    *out++ = { h, k };
            }
    }
    m_at[2 * std::size_t(x) + 1] = std::uint32_t(out - edges);
    for (std::size_t kind = 0; kind < 4; ++kind) {
        const Constraint k = ks[kind];
        const unsigned self = at[kind];
        unsigned others = ctx.liveMask(k) & ~(1U << self);
        if (kind == 3) // (those in x's row or column of the box: the line's link)
            others &= ~((7U << (self / 3 * 3)) | (0x49U << (self % 3)));
        if (kind == 1 || kind == 2) // (in a line, those in x's box carry the box)
            for (; others; others &= others - 1) {
                const unsigned i = unsigned(std::countr_zero(others));
                *out++ = { members(k)[i], k, i / 3 == self / 3 ? ks[3] : -1 };
            }
        else
            for (; others; others &= others - 1)
                *out++ = { members(k)[std::size_t(std::countr_zero(others))], k };
        for (int i = 0; i < m_groupCount[std::size_t(k)]; ++i) {
            const int h = m_groupsIn[std::size_t(k)][std::size_t(i)];
            const GroupMasks& hm = m_groupMasks[std::size_t(h - kFirstGroup)];
            if (!((kind == 3 ? hm.box : hm.line) >> self & 1U))
                *out++ = { h, k };
        }
    }
    return std::uint32_t(out - edges);
}

std::uint32_t LinkGraph::addGroupLinks(const Context& ctx, int v, std::uint32_t used)
{
    GraphEdge* const edges = m_edges.data();
    GraphEdge* out = edges + used;
    const GroupMasks& gm = m_groupMasks[std::size_t(v - kFirstGroup)];
    // Its line, then its box (constraint order), with its members' positions there.
    const Constraint ks[2] = { gm.lineK, gm.boxK };
    const unsigned own[2] = { gm.line, gm.box };
    for (const bool strong : { true, false }) {
        m_at[2 * std::size_t(v) + (strong ? 0 : 1)] = std::uint32_t(out - edges);
        for (std::size_t j = 0; j < 2; ++j) {
            const Constraint k = ks[j];
            const int liveK = ctx.liveCount(k);
            if (!strong || gm.size + 1 == liveK)
                for (unsigned bits = ctx.liveMask(k) & ~own[j]; bits; bits &= bits - 1)
                    *out++ = { members(k)[std::size_t(std::countr_zero(bits))], k };
            for (int i = 0; i < m_groupCount[std::size_t(k)]; ++i) {
                const int h = m_groupsIn[std::size_t(k)][std::size_t(i)];
                const GroupMasks& hm = m_groupMasks[std::size_t(h - kFirstGroup)];
                if (h != v && !((j == 1 ? hm.box : hm.line) & own[j]) && (!strong || gm.size + hm.size == liveK))
                    *out++ = { h, k };
            }
        }
    }
    return std::uint32_t(out - edges);
}

void LinkGraph::fillInConstraint(std::vector<std::vector<int>>& out) const
{
    out.resize(kConstraints);
    for (auto& ns : out)
        ns.clear();
    forEachIn(m_live, [&](Candidate x) {
        for (Constraint k : constraintsOf(x))
            out[std::size_t(k)].push_back(x);
    });
    for (Constraint k = 0; k < kConstraints; ++k)
        for (int i = 0; i < m_groupCount[std::size_t(k)]; ++i)
            out[std::size_t(k)].push_back(m_groupsIn[std::size_t(k)][std::size_t(i)]);
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
