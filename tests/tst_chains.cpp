// SPDX-License-Identifier: GPL-3.0-or-later
// The chain family (engine/chains/): the YAS manual's XY-chain as truths and links,
// registry order and defaults, the layered search against searchChains(),
// the reach bound, and soundness of the default path on a sample of top1465
// and on random isomorphs of a sample of the diabolical set.
#include "engine/chains/chains.h"
#include "engine/chains/layered_search_advance.h"
#include "engine/chains/reach_bound.h"
#include "engine/isomorph.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <thread>

using namespace setwise;
using namespace setwise::test;

namespace
{

// Every conclusion of every step on the default path agrees with the solution;
// returns the number of steps checked and counts the chain family's.
int checkPath(const std::string& puzzle, int& chainSteps)
{
    auto start = parseGivens81(puzzle);
    if (!start)
        qFatal("bad puzzle %s", puzzle.c_str());
    const auto solved = countSolutions(*start, 2);
    if (solved.solutions != 1)
        return 0;
    const CandidateSet truth = solutionSet(solved.solution);
    const SolvePath path = solvePath(*start, TechniqueSettings::defaults());
    for (const Step& s : path.steps) {
        const std::string_view family = findTechnique(s.technique)->family;
        chainSteps += family == "chains" || family == "colouring" || family == "single-digit";
        if (s.eliminations.intersects(truth) || !s.placements.isSubsetOf(truth))
            qFatal("unsound step in %s: %s", puzzle.c_str(), hodokuText(s).c_str());
    }
    return int(path.steps.size());
}

// Calls f(g) with the link graph of the states k = at, at + every, ... along
// the default paths of top1465's lines first, first + step, ... below 400.
template <class F> void forPathGraphs(std::size_t first, std::size_t step, std::size_t every, std::size_t at, F&& f)
{
    const auto top = readLines(SETWISE_TEST_DATA "/top1465.txt");
    for (std::size_t i = first; i < top.size() && i < 400; i += step) {
        auto start = parseGivens81(firstField(top[i]));
        if (!start)
            qFatal("bad puzzle on line %zu", i + 1);
        State state = *start;
        const SolvePath path = solvePath(state, TechniqueSettings::defaults());
        for (std::size_t k = 0; k < path.steps.size(); ++k) {
            if (k % every == at) {
                const Context ctx(state);
                f(linkGraph(ctx));
            }
            state = apply(state, path.steps[k]);
        }
    }
}

// checkBound(): every search of the mode from a node with a strong link.
void checkBound(const LinkGraph& g, const ChainMode& mode, bool grouped, int& noes, int& reports)
{
    const ModeLinks links(mode);
    ReachBound bound;
    bound.build(g, links);
    const std::size_t n = bound.words();
    for (int s = 0; s < g.size(); ++s) {
        if ((s < LinkGraph::kFirstGroup && !g.live().test(s)) || !links.allowed(s) || !links.hasStrong(g, s))
            continue;
        LayeredSearch search(g, links, s, true, nullptr);
        search.advance(g, links, 1, 21, [](const LayeredSearch::Found&) {});
        if (search.exhausted())
            continue;
        // Per node: may it still be reached true, reached false?
        std::vector<std::array<bool, 2>> may(std::size_t(g.size()), { true, true });
        for (int t = 0; t < g.size(); ++t) {
            std::vector<std::uint64_t> one(n, 0), none(n, 0);
            bound.add(t, one.data());
            if (one == none)
                continue; // not numbered: no strong link of the mode, never reached true
            may[std::size_t(t)] = { bound.mayReach(search, one.data(), none.data(), grouped),
                bound.mayReach(search, none.data(), one.data(), grouped) };
            noes += !may[std::size_t(t)][0] + !may[std::size_t(t)][1];
        }
        search.advance(g, links, 22, 21, [&](const LayeredSearch::Found& f) {
            if (grouped && !f.hasGroup())
                return;
            ++reports;
            const bool on = f.length() % 2 == 1;
            if (!may[std::size_t(f.back())][on ? 0 : 1])
                qFatal("node %d reached %s from %d after the bound said no", f.back(), on ? "true" : "false", s);
        });
    }
}

// The chains a search reports, as "nodes / links" lines in order.
std::string chainLine(const Chain& c)
{
    std::string out;
    for (int v : c.nodes)
        out += std::to_string(v) + ' ';
    out += '/';
    for (const GraphEdge& e : c.links)
        out += ' ' + std::to_string(e.to) + ':' + std::to_string(e.k) + ':' + std::to_string(e.alt);
    return out;
}

// checkLayers(): per node with a strong link of the mode, the layered
// search (run one layer at a time, before its first layer read as its
// source alone) reports the chains searchChains() reports from that node,
// in the same order, with and without a noPass set.
void checkLayers(const LinkGraph& g, const ChainMode& mode, int& chains)
{
    const ModeLinks links(mode);
    for (int s = 0; s < g.size(); ++s) {
        if ((s < LinkGraph::kFirstGroup && !g.live().test(s)) || !links.allowed(s) || !links.hasStrong(g, s))
            continue;
        const CandidateSet noPass = g.node(s).seen; // (the start's peers: the chains around them)
        for (const CandidateSet* avoid : { static_cast<const CandidateSet*>(nullptr), &noPass }) {
            const bool reportFalse = avoid == nullptr;
            std::vector<std::string> expected, got;
            const int source[] = { s };
            searchChains(
                g, mode, source, kMaxLinks, CandidateSet {},
                [&](const Chain& c) {
                    expected.push_back(chainLine(c));
                    return true;
                },
                reportFalse, avoid);
            LayeredSearch search(g, links, s, reportFalse, avoid);
            if (search.items().size() != 1 || search.frontier().front().node != s || search.exhausted())
                qFatal("a new search from %d does not hold its source alone", s);
            Chain c;
            for (int layer = 1; !search.exhausted(); ++layer)
                search.advance(g, links, layer, kMaxLinks, [&](const LayeredSearch::Found& f) {
                    f.build(c);
                    if (f.back() != c.nodes.back() || f.length() != c.length() || f.front() != s)
                        qFatal("a found chain's ends or length differ from its nodes");
                    got.push_back(chainLine(c));
                });
            if (got != expected)
                qFatal("from %d the layered search reports %zu chains, searchChains %zu (or in another order)", s,
                    got.size(), expected.size());
            chains += int(got.size());
        }
    }
}

} // namespace

class TstChains : public QObject
{
    Q_OBJECT
private slots:
    // The chain finders keep per-thread memos and a per-thread buffer pool;
    // a worker thread that ends (as QThreadPool's do) destroys them in either
    // order. Before the fix the memos returned buffers to the destroyed pool:
    // a double free at thread exit (seen in tst_ui_paste under CI).
    void threadExitAfterChainSearch()
    {
        const auto top = readLines(SETWISE_TEST_DATA "/top1465.txt");
        for (int round = 0; round < 8; ++round) {
            bool solved = false;
            std::thread worker([&] {
                const auto start = parseGivens81(firstField(top[std::size_t(round)]));
                solved = start && solvePath(*start, TechniqueSettings::defaults()).result == SolvePath::Result::Solved;
            });
            worker.join();
            QVERIFY(solved);
        }
    }

    // YAS manual: the XY-chain r1c4 {3,4}, r5c4 {2,3}, r5c7 {1,2}, r6c8 {1,4} is
    // four cell truths and five links (3C4, 2R5, 1B6 and the end links 4C4,
    // 4R6 through 4r6c4), rank 1, eliminating 4r6c4.
    void seedXYChain()
    {
        const auto steps = findSteps(xyChainState(), "xy-chain");
        QVERIFY(!steps.empty());
        const std::vector<Constraint> truths { cellAt(0, 3), cellAt(4, 3), cellAt(4, 6), cellAt(5, 7) };
        const std::vector<std::string> links { "1B6", "2R5", "3C4", "4C4", "4R6" };
        bool found = false;
        for (const Step& s : steps)
            for (const Evaluation& e : s.readings) {
                std::vector<Constraint> bases = e.bases;
                if (bases.front() != truths.front())
                    std::reverse(bases.begin(), bases.end()); // either direction, in chain order
                std::vector<std::string> covers;
                for (Constraint k : e.covers)
                    covers.push_back(constraintName(k));
                std::sort(covers.begin(), covers.end());
                if (bases == truths && covers == links && e.rank == 1) {
                    found = true;
                    QVERIFY(e.eliminations.test(cand(4, 6, 4)));
                    QCOMPARE(s.chainNodes.size(), std::size_t(8));
                    QCOMPARE(s.links.size(), std::size_t(7));
                }
            }
        QVERIFY(found);
    }
    // HoDoKu's reglib 0710-3, first line: a grouped discontinuous nice loop
    // through two almost locked sets, r3c7 =9= r79c7 -9- ALS:r7c89 -7-
    // ALS:r139c9 =9= r3c7 (the ALS r139c9 without 7 forces r3c7 to 9), which
    // eliminates 1 and 4 from r3c7. A step with exactly those eliminations is
    // found, drawn with ALS nodes whose cells are truths of its readings, and
    // no step of the technique concludes against the solution. Chains through
    // ALS nodes have ids of their own (grouped-*-als); the grouped ids have none.
    void alsNodesInGroupedLoop()
    {
        std::optional<LibraryCase> lib;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/reglib-1.3.txt"))
            if (line.starts_with(":0710-3:14:")) {
                if (auto c = parseLibraryLine(line))
                    lib = *c;
                break;
            }
        QVERIFY(lib.has_value());
        const CandidateSet truth = solutionSet(countSolutions(lib->state, 2).solution);
        CandidateSet expected;
        expected.set(cand(1, 3, 7));
        expected.set(cand(4, 3, 7));
        const auto hasAls = [](const Step& s) {
            return std::any_of(s.chainNodes.begin(), s.chainNodes.end(),
                [](const ChainNode& n) { return n.kind == ChainNode::Kind::Als; });
        };
        for (const Step& s : findSteps(lib->state, "grouped-discontinuous-nice-loop"))
            QVERIFY2(!hasAls(s), hodokuText(s).c_str());
        bool found = false;
        const auto withAls = findSteps(lib->state, "grouped-discontinuous-nice-loop-als");
        QVERIFY(!withAls.empty());
        for (const Step& s : withAls) {
            QVERIFY2(!s.eliminations.intersects(truth) && s.placements.isSubsetOf(truth), hodokuText(s).c_str());
            QVERIFY2(hasAls(s), hodokuText(s).c_str());
            std::vector<CellSet> als;
            for (const ChainNode& n : s.chainNodes)
                if (n.kind == ChainNode::Kind::Als) {
                    QVERIFY(n.alsCells.count() >= 2 && n.candidates.any());
                    als.push_back(n.alsCells);
                }
            if (s.eliminations != expected || als.empty())
                continue;
            found = true;
            for (const Evaluation& e : s.readings)
                for (const CellSet& cells : als)
                    for (Cell c : cells)
                        QVERIFY(std::find(e.bases.begin(), e.bases.end(), cellConstraint(c)) != e.bases.end());
            QVERIFY2(hodokuText(s).find("ALS:") != std::string::npos, hodokuText(s).c_str());
        }
        QVERIFY(found);
    }
    // Single-digit patterns follow the subsets and basic fish, colouring and
    // chains follow the small fish and precede the rank family; all on but
    // the chains through ALS nodes.
    void registryOrder()
    {
        const auto all = techniques();
        auto at = [&](std::string_view id) {
            for (std::size_t i = 0; i < all.size(); ++i)
                if (all[i].id == id)
                    return int(i);
            return -1;
        };
        QVERIFY(at("x-wing") < at("skyscraper") && at("dual-empty-rectangle") < at("finned-x-wing"));
        QVERIFY(at("finned-jellyfish") < at("simple-colors-trap"));
        QVERIFY(at("multi-colors-2") < at("remote-pair") && at("grouped-aic") < at("sue-de-coq"));
        for (std::string_view f : { "single-digit", "colouring", "chains" })
            for (const Technique& t : all)
                if (t.family == f)
                    QVERIFY(t.defaultOn != t.id.ends_with("-als")); // through ALS nodes: off, as in HoDoKu
        QCOMPARE(findTechnique("xy-chain")->family, std::string_view("chains"));
        QCOMPARE(findTechnique("remote-pair")->family, std::string_view("chains"));
    }
    // Shortest first: where the default path takes a chain step (the chains
    // are built one length at a time and the stepper stops at the first
    // length with a step), every step of the open-chain techniques in that
    // state comes in nondecreasing chain length, and the path's step is the
    // first of its technique.
    void shortestFirst()
    {
        const auto top = readLines(SETWISE_TEST_DATA "/top1465.txt");
        int checked = 0;
        for (std::size_t i = 7; i < top.size() && checked < 12; i += 97) {
            auto start = parseGivens81(firstField(top[i]));
            QVERIFY(bool(start));
            State state = *start;
            for (const Step& s : solvePath(state, TechniqueSettings::defaults()).steps) {
                if (findTechnique(s.technique)->family == "chains" && s.technique != "remote-pair") {
                    const std::vector<Step> all = findSteps(state, s.technique);
                    QVERIFY(!all.empty());
                    QCOMPARE(all.front().eliminations, s.eliminations);
                    QCOMPARE(all.front().placements, s.placements);
                    for (std::string_view id : { "x-chain", "xy-chain", "aic", "grouped-aic" }) {
                        const std::vector<Step> open = findSteps(state, id);
                        for (std::size_t k = 1; k < open.size(); ++k)
                            QVERIFY(open[k - 1].chainNodes.size() <= open[k].chainNodes.size());
                    }
                    ++checked;
                }
                state = apply(state, s);
            }
        }
        QVERIFY(checked > 0);
    }
    // ReachBound's "no" is sure: in states along default paths, per search
    // (AIC links; grouped links, counting only states reached through a
    // group) and per node t, when the bound says before layer 2 that t
    // cannot be reached true (or false) any more, the search run to its end
    // never reports t so. It does say no, often.
    void reachBoundIsSure()
    {
        int noes = 0, reports = 0;
        forPathGraphs(3, 131, 6, 3, [&](const LinkGraph& g) {
            for (const bool grouped : { false, true })
                checkBound(g, ChainMode { grouped }, grouped, noes, reports);
        });
        QVERIFY(reports > 0);
        QVERIFY(noes > 0);
    }
    // The layered search is searchChains() cut into layers: in states along
    // default paths, per mode and start node, the same chains in the same
    // order (the chain finders keep the first chain per pair of ends, so the
    // order decides their steps).
    void layersMatchSearchChains()
    {
        int chains = 0;
        forPathGraphs(5, 197, 9, 4, [&](const LinkGraph& g) {
            // x, xy, AIC and grouped links (chains.cpp's modes)
            for (const ChainMode& mode : { ChainMode { false, false, true, false, true },
                     ChainMode { false, true, false, false, true }, ChainMode {}, ChainMode { true } })
                checkLayers(g, mode, chains);
        });
        qInfo("%d chains compared", chains);
        QVERIFY(chains > 1000);
    }
    // Soundness on the default path: a sample of top1465 and random isomorphs
    // of a sample of the diabolical set (the full runs are in the report).
    void soundness()
    {
        int steps = 0, chainSteps = 0;
        const auto top = readLines(SETWISE_TEST_DATA "/top1465.txt");
        for (std::size_t i = 0; i < top.size(); i += 150)
            steps += checkPath(firstField(top[i]), chainSteps);
        std::mt19937 rng(20261122);
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/diabolical_sample.txt"))
            steps += checkPath(randomIsomorph(rng).mapGivens81(firstField(line)), chainSteps);
        qInfo("%d steps checked, %d of the chain family", steps, chainSteps);
        QVERIFY(chainSteps > 0);
    }
};

QTEST_APPLESS_MAIN(TstChains)
#include "tst_chains.moc"
