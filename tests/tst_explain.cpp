// SPDX-License-Identifier: GPL-3.0-or-later
// explain and alternatives over the rank search and the chain and ALS finders
// (engine/explain.h): a target no rank structure of at most 6
// truths eliminates, but a chain of k strong links does, is explained by that
// chain with k truths (checked against evaluate() and the brute-force
// solution); where the rank search finds as few truths as a chain, explain
// gives no more truths than it; alternatives list the named structures.
#include "engine/explain.h"
#include "engine/limits.h"
#include "engine/solver.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{

struct LongChain {
    std::string where;
    State state;
    Candidate target = -1;
    int strongLinks = 0;
};

// tests/data/explain_long_chains.txt (SOURCES.md): line | step | state | target | k.
std::vector<LongChain> longChains()
{
    std::vector<LongChain> out;
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/explain_long_chains.txt")) {
        if (line.empty() || line[0] == '#')
            continue;
        const auto f = split(line, '|');
        out.push_back({ "top1465 line " + f[0] + " step " + f[1], parseState(f[2]).value(),
            parseCandidateNames(f[3]).value().front(), std::stoi(f[4]) });
    }
    return out;
}

SearchOptions explainOptions()
{
    SearchOptions o;
    o.maxNodes = limits::kDefaultSearchNodes; // the CLI's and the GUI's budget
    return o;
}

bool isChain(const std::string& id)
{
    return id == "x-chain" || id == "xy-chain" || id == "aic" || id == "discontinuous-nice-loop"
        || id.starts_with("grouped-");
}

} // namespace

class TstExplain : public QObject
{
    Q_OBJECT
private slots:
    void longChainBeatsTheRankSearch_data()
    {
        QTest::addColumn<int>("index");
        const auto cases = longChains();
        QVERIFY(cases.size() >= 2);
        for (std::size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i].where.c_str()) << int(i);
    }
    void longChainBeatsTheRankSearch()
    {
        QFETCH(int, index);
        const LongChain c = longChains()[std::size_t(index)];
        const SolveResult solved = countSolutions(c.state);
        QCOMPARE(solved.solutions, 1);
        QVERIFY(!solutionSet(solved.solution).test(c.target));

        // The rank search alone: nothing within its limits (6 truths), searched to the end.
        const RankSearchResult rank = explainCandidate(c.state, c.target, explainOptions());
        QVERIFY(rank.steps.empty());
        QVERIFY(rank.complete);

        const RankSearchResult r = explainTarget(c.state, c.target, explainOptions());
        QVERIFY(!r.steps.empty());
        const Step& step = r.steps.front();
        QVERIFY2(isChain(step.technique), step.technique.c_str());
        QCOMPARE(step.readings.size(), std::size_t(1));
        const Evaluation& e = step.readings.front();
        QCOMPARE(int(e.bases.size()), c.strongLinks);
        QCOMPARE(int(e.covers.size()), c.strongLinks + 1); // rank 1: the weak links and the two end links
        QVERIFY(step.eliminations.test(c.target));
        // The drawing: one node per end of each strong link, strong and weak alternating.
        QCOMPARE(int(step.chainNodes.size()), 2 * c.strongLinks);
        QCOMPARE(int(step.links.size()), 2 * c.strongLinks - 1);
        for (std::size_t i = 0; i < step.links.size(); ++i)
            QCOMPARE(step.links[i].strong, i % 2 == 0);
        // evaluate() on the same truths and links proves the same, and the solver agrees.
        const auto again = evaluate(c.state, e.bases, e.covers);
        QVERIFY(bool(again));
        QCOMPARE(names(again->eliminations), names(step.eliminations));
        QCOMPARE(again->rank, 1);
        QCOMPARE(solverDisproves(c.state, step), std::string());
    }

    // The YAS manual's XY-chain: the rank search finds it with four truths; explain
    // gives no more, the named xy-chain first (with its drawing).
    void tieGoesToTheNamedChain()
    {
        const State s = xyChainState();
        const Candidate x = cand(4, 6, 4);
        const RankSearchResult rank = explainCandidate(s, x, explainOptions());
        QVERIFY(!rank.steps.empty());
        const RankSearchResult r = explainTarget(s, x, explainOptions(), 3);
        QVERIFY(!r.steps.empty());
        const Step& first = r.steps.front();
        QCOMPARE(first.readings.front().bases.size(), rank.steps.front().readings.front().bases.size());
        QCOMPARE(first.technique, std::string("xy-chain"));
        QCOMPARE(int(first.chainNodes.size()), 8);
        QVERIFY(first.eliminations.test(x));
        // Simplest first, each structure once.
        for (std::size_t i = 1; i < r.steps.size(); ++i) {
            QVERIFY(r.steps[i - 1].baseSets().count() <= r.steps[i].baseSets().count());
            QVERIFY(!(r.steps[i - 1].baseSets() == r.steps[i].baseSets()
                && r.steps[i - 1].coverSets() == r.steps[i].coverSets()));
            QVERIFY(r.steps[i].eliminations.test(x));
        }
    }

    // Alternatives to a step: every one gives all its eliminations, the step
    // itself is left out, and the named chain is among them.
    void alternativesListNamedStructures()
    {
        const State s = xyChainState();
        const RankSearchResult explained = explainTarget(s, cand(4, 6, 4), explainOptions());
        QVERIFY(!explained.steps.empty());
        const Step original = explained.steps.front();
        const RankSearchResult r = explainAlternatives(s, original.eliminations, explainOptions(), 10, &original);
        QVERIFY(!r.steps.empty());
        bool named = false;
        for (const Step& st : r.steps) {
            QVERIFY(original.eliminations.isSubsetOf(st.eliminations));
            QVERIFY(!(st.baseSets() == original.baseSets() && st.coverSets() == original.coverSets()));
            named = named || !st.chainNodes.empty();
        }
        QVERIFY(named);
    }
};

QTEST_APPLESS_MAIN(TstExplain)
#include "tst_explain.moc"
