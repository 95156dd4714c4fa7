// SPDX-License-Identifier: GPL-3.0-or-later
// The link graph (engine/chains/link_graph.h) against a graph made here from
// its definition, in states along real solving paths: the same nodes in the
// same numbering, and per node the same strong and weak links in the same
// order (the order decides the chain searches' breadth-first order, hence
// which chains they find). The graph under test is built both fresh and
// by reusing one graph's memory from state to state (as the per-thread memo
// does), also across puzzles (candidates come back). The chain searches'
// reach bound (reach_bound.h) is checked against the graph's links.
#include "engine/chains/link_graph.h"
#include "engine/chains/reach_bound.h"
#include "test_util.h"

#include <QTest>

#include <numeric>

using namespace setwise;
using namespace setwise::test;

namespace
{

struct RefNode {
    CandidateSet cands, seen;
    Digit digit = 0;
    bool group = false;
    std::vector<GraphEdge> strong, weak;
};

// From the definitions: candidates 0..728, then per digit, box, row lines
// then column lines, the box-line intersections with two or three live
// candidates. Two disjoint nodes in one constraint are weakly linked, and
// strongly when they hold all its live candidates; two candidates of one
// box in one line are linked by the line alone, with the box as alt. A
// node's links are listed by constraint, then by the other node's number.
std::vector<RefNode> referenceGraph(const State& s)
{
    const CandidateSet live = s.live();
    std::vector<RefNode> nodes(kCandidates);
    for (Candidate x = 0; x < kCandidates; ++x) {
        nodes[std::size_t(x)].cands.set(x);
        nodes[std::size_t(x)].digit = digitOf(x);
        if (live.test(x))
            nodes[std::size_t(x)].seen = seenBy(x) & live;
    }
    for (Digit d = 0; d < 9; ++d)
        for (int box = 0; box < 9; ++box)
            for (const bool row : { true, false })
                for (int i = 0; i < 3; ++i) {
                    const int line = row ? 3 * (box / 3) + i : 3 * (box % 3) + i;
                    RefNode g;
                    g.digit = d;
                    g.group = true;
                    g.seen = live;
                    for (Cell c = 0; c < kCells; ++c)
                        if (boxOf(c) == box && (row ? rowOf(c) : colOf(c)) == line && live.test(candidateOf(c, d))) {
                            g.cands.set(candidateOf(c, d));
                            g.seen &= seenBy(candidateOf(c, d));
                        }
                    if (g.cands.count() >= 2)
                        nodes.push_back(g);
                }
    for (std::size_t u = 0; u < nodes.size(); ++u) {
        RefNode& a = nodes[u];
        if (!a.cands.intersects(live))
            continue;
        for (Constraint k = 0; k < kConstraints; ++k) {
            if (!a.cands.isSubsetOf(candidatesOf(k)))
                continue;
            const int liveK = int((live & candidatesOf(k)).count());
            for (std::size_t v = 0; v < nodes.size(); ++v) {
                const RefNode& b = nodes[v];
                if (v == u || !b.cands.intersects(live) || !b.cands.isSubsetOf(candidatesOf(k))
                    || a.cands.intersects(b.cands))
                    continue;
                if (int(a.cands.count() + b.cands.count()) == liveK)
                    a.strong.push_back({ int(v), k });
                const bool candidates = !a.group && !b.group;
                const Cell cu = cellOf(a.cands.first()), cv = cellOf(b.cands.first());
                const bool oneLine = rowOf(cu) == rowOf(cv) || colOf(cu) == colOf(cv);
                if (candidates && kindOf(k) == ConstraintKind::Box && oneLine)
                    continue;
                const bool inLine = kindOf(k) == ConstraintKind::Row || kindOf(k) == ConstraintKind::Column;
                const Constraint alt = candidates && inLine && boxOf(cu) == boxOf(cv)
                    ? houseConstraint(ConstraintKind::Box, a.digit, boxOf(cu))
                    : -1;
                a.weak.push_back({ int(v), k, alt });
            }
        }
    }
    return nodes;
}

std::string edgeText(const GraphEdge& e)
{
    return std::to_string(e.to) + "/" + std::to_string(e.k) + "/" + std::to_string(e.alt);
}

// Empty when g is the reference graph, else what differs first.
std::string difference(const LinkGraph& g, const std::vector<RefNode>& ref, const CandidateSet& live)
{
    if (g.size() != int(ref.size()) || g.firstAls() != g.size())
        return "size " + std::to_string(g.size()) + " vs " + std::to_string(ref.size());
    if (!(g.live() == live))
        return "live set";
    for (int v = 0; v < g.size(); ++v) {
        const GraphNode& n = g.node(v);
        const RefNode& r = ref[std::size_t(v)];
        const std::string at = "node " + std::to_string(v) + ": ";
        if (!(n.cands == r.cands) || !(n.seen == r.seen) || n.digit != r.digit || n.group != r.group
            || n.size != int(r.cands.count()) || n.als != -1)
            return at + "fields";
        std::uint64_t mask = 0;
        for (Candidate x : r.cands)
            mask |= std::uint64_t { 1 } << (x & 63);
        if (g.mask(v) != mask)
            return at + "mask";
        for (const bool strong : { true, false }) {
            const auto got = strong ? g.strong(v) : g.weak(v);
            const auto& want = strong ? r.strong : r.weak;
            const std::string kind = strong ? "strong " : "weak ";
            if (got.size() != want.size())
                return at + kind + std::to_string(got.size()) + " links vs " + std::to_string(want.size());
            for (std::size_t i = 0; i < got.size(); ++i)
                if (got[i].to != want[i].to || got[i].k != want[i].k || got[i].alt != want[i].alt)
                    return at + kind + "link " + std::to_string(i) + ": " + edgeText(got[i]) + " vs "
                        + edgeText(want[i]);
        }
    }
    return {};
}

// The four modes of the chain finders (chains.cpp): x, xy, AIC, grouped.
const ChainMode kModes[] = {
    { false, false, true, false, true },
    { false, true, false, false, true },
    {},
    { true },
};

// Empty when the bound's sets are the graph's own: the numbered nodes are
// those with a strong link of the mode (no group without groups), in node
// order; each one's strong and weak rows are its links of the mode to
// numbered nodes; seeing(x) holds the numbered nodes whose seen set holds x.
std::string boundDifference(const LinkGraph& g, const ModeLinks& links, const ReachBound& bound)
{
    const std::size_t n = bound.words();
    std::vector<int> numbered;
    for (int v = 0; v < g.size(); ++v) {
        bool strong = false;
        for (const GraphEdge& e : g.strong(v))
            strong = strong || links.keep(e, true);
        if (strong && links.allowed(v))
            numbered.push_back(v);
    }
    if (n != (numbered.size() + 63) / 64)
        return "words";
    const auto setOf = [&](const auto& nodes) {
        std::vector<std::uint64_t> set(n, 0);
        for (int v : nodes)
            bound.add(v, set.data());
        return set;
    };
    const auto same = [&](const std::uint64_t* row, const std::vector<std::uint64_t>& want) {
        return row && std::equal(want.begin(), want.end(), row);
    };
    std::vector<std::uint64_t> expect(n, 0);
    for (std::size_t i = 0; i < numbered.size(); ++i)
        expect[i / 64] |= std::uint64_t { 1 } << (i % 64);
    std::vector<int> all(std::size_t(g.size()));
    std::iota(all.begin(), all.end(), 0);
    if (setOf(all) != expect)
        return "numbered nodes";
    for (int v : numbered) {
        std::vector<int> strong, weak;
        for (const GraphEdge& e : g.strong(v))
            if (links.keep(e, true))
                strong.push_back(e.to);
        for (const GraphEdge& e : g.weak(v))
            if (links.keep(e, false))
                weak.push_back(e.to);
        if (!same(bound.strongFrom(v), setOf(strong)))
            return "strong row of " + std::to_string(v);
        if (!same(bound.weakFrom(v), setOf(weak)))
            return "weak row of " + std::to_string(v);
    }
    for (Candidate x : g.live()) {
        std::vector<int> seeing;
        for (int v : numbered)
            if (g.node(v).seen.test(x))
                seeing.push_back(v);
        if (!same(bound.seeing(x), setOf(seeing)))
            return "seeing row of " + std::to_string(x);
    }
    return {};
}

// Empty when the two graphs are the same, else what differs first.
std::string difference(const LinkGraph& g, const LinkGraph& h)
{
    std::vector<RefNode> ref(std::size_t(h.size()));
    for (int v = 0; v < h.size(); ++v) {
        ref[std::size_t(v)] = { h.node(v).cands, h.node(v).seen, h.node(v).digit, h.node(v).group,
            { h.strong(v).begin(), h.strong(v).end() }, { h.weak(v).begin(), h.weak(v).end() } };
    }
    return difference(g, ref, h.live());
}

} // namespace

class TstLinkGraph : public QObject
{
    Q_OBJECT
private slots:
    // States along the simplest-first paths of samples of cbg000, top1465
    // and the forum's hardest (many groups): the graph built fresh and the
    // graph rebuilt in one object's memory equal the reference graph.
    void graphIsItsDefinition()
    {
        const std::pair<const char*, std::size_t> samples[] = {
            { SETWISE_TEST_DATA "/cbg000_every50.txt", 40 },
            { SETWISE_TEST_DATA "/top1465.txt", 200 },
            { SETWISE_TEST_DATA "/forum_hardest_1106_skfr_heldout_every5.txt", 20 },
        };
        LinkGraph reused;
        int states = 0, groups = 0, strongLinks = 0;
        for (const auto& [file, every] : samples) {
            const auto lines = readLines(file);
            QVERIFY(!lines.empty());
            for (std::size_t i = 0; i < lines.size(); i += every * kSampleScale) {
                auto start = parseGivens81(firstField(lines[i]));
                QVERIFY(bool(start));
                State state = *start;
                const SolvePath path = solvePath(state, TechniqueSettings::defaults());
                for (std::size_t k = 0; k <= path.steps.size(); ++k) {
                    const Context ctx(state);
                    reused.build(ctx);
                    const LinkGraph fresh(ctx);
                    const std::string where = firstField(lines[i]) + " step " + std::to_string(k) + ", ";
                    if (k % 2 == 0 || k == path.steps.size()) {
                        const auto ref = referenceGraph(state);
                        const std::string a = difference(fresh, ref, state.live());
                        QVERIFY2(a.empty(), (where + "fresh: " + a).c_str());
                        const std::string b = difference(reused, ref, state.live());
                        QVERIFY2(b.empty(), (where + "reused: " + b).c_str());
                        ++states;
                        groups += fresh.size() - LinkGraph::kFirstGroup;
                        for (int v = 0; v < fresh.size(); ++v)
                            strongLinks += int(fresh.strong(v).size());
                    } else {
                        const std::string b = difference(reused, fresh);
                        QVERIFY2(b.empty(), (where + "reused against fresh: " + b).c_str());
                    }
                    if (k < path.steps.size())
                        state = apply(state, path.steps[k]);
                }
            }
        }
        qInfo("%d states, %d groups, %d strong links", states, groups, strongLinks);
        QVERIFY(states > 100);
        QVERIFY(groups > 1000);
    }

    // In states along simplest-first paths, per mode of the chain finders:
    // the reach bound's sets are the graph's links of the mode, whether the
    // mode notes its strong nodes (reset) or not; one bound object serves
    // every mode and state in turn.
    void reachBoundIsTheGraphs()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/top1465.txt");
        ReachBound reused;
        int bounds = 0, wide = 0;
        for (std::size_t i = 7; i < lines.size(); i += 150 * kSampleScale) {
            auto start = parseGivens81(firstField(lines[i]));
            QVERIFY(bool(start));
            State state = *start;
            const SolvePath path = solvePath(state, TechniqueSettings::defaults());
            for (std::size_t k = 0; k < path.steps.size(); k += 3) {
                for (std::size_t j = k; j < k + 3 && j < path.steps.size(); ++j)
                    state = apply(state, path.steps[j]);
                const Context ctx(state);
                const LinkGraph g(ctx);
                for (const ChainMode& mode : kModes) {
                    ModeLinks noted(mode);
                    noted.reset(mode, g);
                    const ModeLinks plain(mode);
                    for (const ModeLinks* links : { static_cast<const ModeLinks*>(&noted), &plain }) {
                        reused.build(g, *links);
                        const std::string d = boundDifference(g, *links, reused);
                        QVERIFY2(d.empty(), (firstField(lines[i]) + " step " + std::to_string(k) + ": " + d).c_str());
                        ++bounds;
                        wide += reused.words() > 1;
                    }
                }
            }
        }
        qInfo("%d bounds, %d of more than one word", bounds, wide);
        QVERIFY(bounds > 100);
        QVERIFY(wide > 10);
    }
};

QTEST_APPLESS_MAIN(TstLinkGraph)
#include "tst_link_graph.moc"
