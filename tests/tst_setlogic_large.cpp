// SPDX-License-Identifier: GPL-3.0-or-later
// Large set logic (engine/setlogic/large_set_logic.cpp): registered after
// chain set logic and before the forcing chains and nets; at hard states where
// a path took a forcing step (tests/data/forcing_*.txt, setlogic_*.txt) it
// finds big structures whose every conclusion the test re-counts by its own
// reading of the rank rule (tests/rank_recount.h, fins allowed) and checks
// against the brute-force solution; the search gives the same steps twice and
// reports when its work budget cut it.
#include "engine/context.h"
#include "engine/setlogic/large_set_logic.h"
#include "rank_recount.h"
#include "test_util.h"

#include <algorithm>

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{

// The states of a fixture whose `field`-th field (from 0) is a state; the
// fields are separated by `sep`.
std::vector<State> statesOf(const std::string& path, std::size_t field, char sep = ' ')
{
    std::vector<State> out;
    for (const std::string& line : readLines(path)) {
        std::istringstream in(line);
        std::string f;
        for (std::size_t i = 0; i <= field; ++i)
            std::getline(in, f, sep);
        auto parsed = parseState(f);
        if (!parsed.ok())
            qFatal("bad state in %s: %s", path.c_str(), line.c_str());
        out.push_back(*parsed);
    }
    return out;
}

std::vector<State> hardStates()
{
    std::vector<State> out = statesOf(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt", 1);
    for (const State& s : statesOf(SETWISE_TEST_DATA "/forcing_small_branch_nested_states.txt", 0))
        out.push_back(s);
    for (const State& s : statesOf(SETWISE_TEST_DATA "/setlogic_forcing_states.txt", 0, '|'))
        out.push_back(s);
    return out;
}

} // namespace

class TstSetLogicLarge : public QObject
{
    Q_OBJECT
private slots:
    void registered()
    {
        const int chainSetLogic = registryIndex("chain-set-logic"), mine = registryIndex("large-set-logic"),
                  forcing = registryIndex("forcing-chain-contradiction"),
                  nets = registryIndex("forcing-net-contradiction");
        QVERIFY(chainSetLogic >= 0 && chainSetLogic < mine && mine < forcing && forcing < nets);
        QVERIFY(findTechnique("large-set-logic")->defaultOn);
    }

    // At states where a path took a forcing step: every step re-counted and
    // sound; some step found, some with more truths than the rank search's
    // reach (8).
    void hardStatesCounted()
    {
        const std::vector<State> states = hardStates();
        QVERIFY(states.size() >= 40);
        int steps = 0, large = 0, statesWithStep = 0;
        for (const State& st : states) {
            const CandidateSet truth = solutionSet(countSolutions(st, 2).solution);
            const LargeSetLogicResult r = largeSetLogicSearch(Context(st));
            statesWithStep += !r.steps.empty();
            for (const Step& s : r.steps) {
                const std::string why = recountRank(st, s, RankFins::Allowed);
                QVERIFY2(why.empty(), (why + ": " + truthsLinksText(s)).c_str());
                QVERIFY2(!s.eliminations.intersects(truth) && s.placements.isSubsetOf(truth), hodokuText(s).c_str());
                QVERIFY(s.rank() <= 1);
                QCOMPARE(s.technique, std::string("large-set-logic"));
                ++steps;
                large += s.readings.front().bases.size() > 8;
            }
        }
        qInfo(
            "states %d, with a step %d, steps %d, over 8 truths %d", int(states.size()), statesWithStep, steps, large);
        QVERIFY(steps > 0);
        QVERIFY(large > 0);
    }

    // The steps come simplest first, the same twice; a small budget cuts the
    // search and says so.
    void deterministicAndCut()
    {
        const std::vector<State> states = hardStates();
        int cuts = 0;
        for (std::size_t i = 0; i < states.size(); i += 4) {
            const Context ctx(states[i]);
            const LargeSetLogicResult a = largeSetLogicSearch(ctx), b = largeSetLogicSearch(ctx);
            QCOMPARE(a.work, b.work);
            QCOMPARE(a.cut, b.cut);
            QCOMPARE(a.steps.size(), b.steps.size());
            for (std::size_t j = 0; j < a.steps.size(); ++j) {
                QVERIFY(a.steps[j].readings.front().bases == b.steps[j].readings.front().bases);
                QVERIFY(a.steps[j].readings.front().covers == b.steps[j].readings.front().covers);
                QVERIFY(a.steps[j].eliminations == b.steps[j].eliminations);
                if (j > 0) {
                    const auto& p = a.steps[j - 1].readings.front();
                    const auto& q = a.steps[j].readings.front();
                    QVERIFY(p.bases.size() < q.bases.size() || (p.bases.size() == q.bases.size() && p.rank <= q.rank));
                }
            }
            QVERIFY(a.work <= kLargeSetLogicBudget);
            const LargeSetLogicResult small = largeSetLogicSearch(ctx, 500);
            QVERIFY(small.work <= 500);
            cuts += small.cut;
            QVERIFY(small.cut || small.work < 500);
        }
        QVERIFY(cuts > 0);
    }

    // Sound along default paths of the hardest list, puzzles and isomorphs.
    void soundAlongPaths()
    {
        static const char* const kIds[] = { "large-set-logic" };
        std::map<std::string, int> checked;
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt"), 16 * kSampleScale,
            TechniqueSettings::defaults(), 6, kIds, checked);
        qInfo("steps checked: %d", checked["large-set-logic"]);
        QVERIFY(checked["large-set-logic"] > 0);
    }
};

QTEST_GUILESS_MAIN(TstSetLogicLarge)
#include "tst_setlogic_large.moc"
