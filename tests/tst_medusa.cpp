// SPDX-License-Identifier: GPL-3.0-or-later
// 3D Medusa (engine/chains/medusa.cpp): SudokuWiki's six rules on
// its own examples (tests/data/medusa_sudokuwiki.txt), each rule's result
// exactly; every step sound along default paths of the hardest lists and
// top1465, puzzles and random isomorphs.
#include "engine/rating/hodoku_rating.h"
#include "engine/rating/se_rating.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

class TstMedusa : public QObject
{
    Q_OBJECT
private slots:
    void registered()
    {
        const Technique* t = findTechnique("3d-medusa");
        QVERIFY(t);
        QCOMPARE(t->family, std::string_view("colouring"));
        QVERIFY(t->defaultOn);
        QVERIFY(seBaseTenths("3d-medusa", SeVariant::Se121) > 0);
        QVERIFY(!seHasTechnique("3d-medusa", SeVariant::Se121));
        QVERIFY(hodokuTechnique("3d-medusa").score > 0);
    }

    // Each example: the steps of its rule conclude exactly the source's
    // result (rules 1, 2, 6: the true colour placed; rules 3-5: the
    // eliminations), which the brute-force solution confirms.
    void sudokuWikiExamples()
    {
        int cases = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/medusa_sudokuwiki.txt")) {
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), line.c_str());
            const auto [eliminations, placements] = expectedConclusions(*c);
            const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
            QVERIFY2(!eliminations.intersects(truth) && placements.isSubsetOf(truth), line.c_str());
            const std::string rule = "3D Medusa rule " + c->code.substr(c->code.find('-') + 1);
            CandidateSet foundEliminations, foundPlacements, rule3;
            for (const Step& s : findSteps(c->state, "3d-medusa")) {
                QVERIFY2(!s.eliminations.intersects(truth) && s.placements.isSubsetOf(truth), line.c_str());
                if (s.justification.starts_with("3D Medusa rule 3"))
                    rule3 |= s.eliminations;
                if (!s.justification.starts_with(rule))
                    continue;
                foundEliminations |= s.eliminations;
                foundPlacements |= s.placements;
            }
            if (placements.any())
                QVERIFY2(foundPlacements == placements, (line + ": " + names(foundPlacements)).c_str());
            else {
                // The rules overlap: a candidate whose own cell holds both
                // colours is rule 3 here (SudokuWiki's rule 5 example 3 also
                // lists r8c9<>2, whose cell holds both colours).
                QVERIFY2(foundEliminations.isSubsetOf(eliminations), (line + ": " + names(foundEliminations)).c_str());
                QVERIFY2(eliminations.isSubsetOf(foundEliminations | rule3),
                    (line + ": " + names(foundEliminations | rule3)).c_str());
                QVERIFY(foundEliminations.any());
            }
            ++cases;
        }
        QCOMPARE(cases, 20);
    }

    // The colour drawn: every node of a wrap's cluster has a parity, the
    // false colour off.
    void wrapDrawsColours()
    {
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/medusa_sudokuwiki.txt")) {
            auto c = parseLibraryLine(line);
            QVERIFY(c.ok());
            if (c->code != "medusa-1")
                continue;
            for (const Step& s : findSteps(c->state, "3d-medusa")) {
                if (!s.justification.starts_with("3D Medusa rule 1"))
                    continue;
                QVERIFY(!s.chainNodes.empty());
                for (const ChainNode& n : s.chainNodes) {
                    QVERIFY(n.parity != ChainNode::Parity::Unknown);
                    QCOMPARE(n.parity == ChainNode::Parity::On, n.candidates.isSubsetOf(s.placements));
                }
            }
        }
    }

    void soundness()
    {
        static const char* const kIds[] = { "3d-medusa" };
        std::map<std::string, int> checked;
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt"), 3 * kSampleScale,
            TechniqueSettings::defaults(), 3, kIds, checked);
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/top1465.txt"), 49 * kSampleScale,
            TechniqueSettings::defaults(), 2, kIds, checked);
        qInfo("3d-medusa steps checked: %d", checked["3d-medusa"]);
        QVERIFY(checked["3d-medusa"] > 0);
    }
};

QTEST_GUILESS_MAIN(TstMedusa)
#include "tst_medusa.moc"
