// SPDX-License-Identifier: GPL-3.0-or-later
// Chain set logic (engine/rank/chain_set_logic.cpp): registered before the
// forcing chains; at a top1465 state where the default path took a forcing
// net and HoDoKu takes a forcing chain contradiction (tests/data/
// chain_set_logic_top1465.txt), the step removes HoDoKu's candidate by
// counting; every step's counting is redone by the rank rule as the YAS
// manual states it (tests/rank_recount.h: every truth candidate in a link; a
// target in more links than the rank), and every step is sound along default
// paths of the hardest list and top1465, puzzles and random isomorphs.
#include "rank_recount.h"
#include "test_util.h"

#include <algorithm>

#include <QTest>

using namespace setwise;
using namespace setwise::test;

class TstChainSetLogic : public QObject
{
    Q_OBJECT
private slots:
    void registered()
    {
        const Technique* t = findTechnique("chain-set-logic");
        QVERIFY(t);
        QCOMPARE(t->family, std::string_view("chains"));
        const int kraken = registryIndex("kraken-fish-2"), mine = registryIndex("chain-set-logic"),
                  forcing = registryIndex("forcing-chain-contradiction");
        QVERIFY(kraken >= 0 && kraken < mine && mine < forcing);
    }

    // HoDoKu's forcing chain contradiction at a top1465 state, as counting.
    void hodokuState()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/chain_set_logic_top1465.txt");
        QCOMPARE(lines.size(), std::size_t(1));
        auto c = parseLibraryLine(lines.front());
        QVERIFY(c.ok());
        const auto [expected, none] = expectedConclusions(*c);
        const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
        QVERIFY(expected.any() && !expected.intersects(truth));
        bool found = false;
        for (const Step& s : findSteps(c->state, "chain-set-logic")) {
            const std::string why = recountRank(c->state, s, RankFins::None);
            QVERIFY2(why.empty(), why.c_str());
            QVERIFY2(!s.eliminations.intersects(truth), hodokuText(s).c_str());
            QCOMPARE(s.argument.kind, ArgumentKind::Counting);
            QVERIFY(s.branches.empty());
            found = found || expected.isSubsetOf(s.eliminations);
        }
        QVERIFY(found);
    }

    void soundAndCounted()
    {
        static const char* const kIds[] = { "chain-set-logic" };
        std::map<std::string, int> checked;
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt"), 8 * kSampleScale,
            TechniqueSettings::defaults(), 8, kIds, checked);
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/top1465.txt"), 113 * kSampleScale,
            TechniqueSettings::defaults(), 6, kIds, checked);
        qInfo("steps checked: %d", checked["chain-set-logic"]);
        QVERIFY(checked["chain-set-logic"] > 0);
        // The counting, redone, on the steps of a few states of those paths.
        int recounted = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/top1465.txt")) {
            if (recounted >= 40)
                break;
            auto parsed = parseState(firstField(line));
            QVERIFY(parsed.ok());
            for (const Step& s : findSteps(*parsed, "chain-set-logic")) {
                const std::string why = recountRank(*parsed, s, RankFins::None);
                QVERIFY2(why.empty(), (line + ": " + why).c_str());
                ++recounted;
            }
        }
        QVERIFY(recounted > 0);
    }
};

QTEST_GUILESS_MAIN(TstChainSetLogic)
#include "tst_chain_set_logic.moc"
