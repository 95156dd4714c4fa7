// SPDX-License-Identifier: GPL-3.0-or-later
// WXYZ- to TUVWXYZ-Wings (engine/wings/bent_wings.cpp): SudokuWiki's WXYZ-Wing
// states (tests/data/wings_sudokuwiki.txt) found with exactly their
// eliminations, the truths and links of a step, and soundness of every size
// along top1465 paths, puzzles and random isomorphs.
#include "engine/isomorph.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{
const char* const kIds[] = { "wxyz-wing", "vwxyz-wing", "uvwxyz-wing", "tuvwxyz-wing" };
}

class TstBentWings : public QObject
{
    Q_OBJECT
private slots:
    void sudokuWikiWxyz()
    {
        int cases = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/wings_sudokuwiki.txt")) {
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), line.c_str());
            ++cases;
            const auto [expected, none] = expectedConclusions(*c);
            const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
            QVERIFY2(!expected.intersects(truth), line.c_str());
            CandidateSet found;
            for (const Step& s : findSteps(c->state, "wxyz-wing")) {
                // Four cell truths; rank = the z cells - 1 (evaluate()).
                const Evaluation& e = s.readings.front();
                QCOMPARE(e.bases.size(), std::size_t(4));
                for (Constraint k : e.bases)
                    QCOMPARE(kindOf(k), ConstraintKind::Cell);
                QVERIFY(e.rank >= 0 && e.rank <= 3);
                found |= s.eliminations;
            }
            QVERIFY2(found == expected, (line + ": " + hodokuCandidates(found)).c_str());
        }
        QCOMPARE(cases, 8);
    }

    void registered()
    {
        for (const char* id : kIds) {
            const Technique* t = findTechnique(id);
            QVERIFY2(t, id);
            QCOMPARE(t->family, std::string_view("wings"));
            QVERIFY(!t->defaultOn);
        }
    }

    // Every step of every size in the states along the default paths of
    // top1465 every 49th line, each also as a random isomorph (seed 21).
    void soundness()
    {
        std::map<std::string, int> checked;
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/top1465.txt"), 49 * kSampleScale,
            TechniqueSettings::defaults(), 4, kIds, checked);
        std::string counts;
        for (const auto& [id, k] : checked)
            counts += " " + id + "=" + std::to_string(k);
        qInfo("steps checked:%s", counts.c_str());
        QVERIFY(checked.size() == 4);
    }
};

QTEST_APPLESS_MAIN(TstBentWings)
#include "tst_bent_wings.moc"
