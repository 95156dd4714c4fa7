// SPDX-License-Identifier: GPL-3.0-or-later
// Soundness: along the solution path of real puzzles, every conclusion of
// every step of the set-logic issue's techniques (singles, intersections,
// subsets, basic fish) agrees with
// the brute-force solution. Sets: top1465 (all), the first 5,000 17-clue
// puzzles, and samples of the SE-rated sets (see tests/data/SOURCES.md).
// The expensive optional searches (large and Mutant fish, rank search) have
// soundness tests of their own on smaller samples.
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

class TstSoundness : public QObject
{
    Q_OBJECT
private slots:
    void paths_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("stride");
        QTest::addRow("top1465") << "top1465.txt" << 1;
        QTest::addRow("sudoku17 first 5000") << "sudoku17_first5000.txt" << 1;
        QTest::addRow("se rating sample") << "se_rating_sample_every100.txt" << 1;
        QTest::addRow("cbg000 sample") << "cbg000_every50.txt" << 1;
    }
    void paths()
    {
        QFETCH(QString, file);
        QFETCH(int, stride);
        const auto lines = readLines(std::string(SETWISE_TEST_DATA "/") + file.toStdString());
        QVERIFY(!lines.empty());
        TechniqueSettings all;
        for (auto table : { singlesTechniques(), intersectionTechniques(), subsetAndBasicFishTechniques() })
            for (const Technique& t : table)
                all.order.emplace_back(t.id);
        const TechniqueSettings& path = all;
        long states = 0, steps = 0, conclusions = 0, solved = 0;
        for (std::size_t i = 0; i < lines.size(); i += std::size_t(stride) * kSampleScale) {
            auto start = parseGivens81(firstField(lines[i]));
            QVERIFY(start.ok());
            const SolveResult sol = countSolutions(*start, 2);
            QCOMPARE(sol.solutions, 1);
            const CandidateSet truth = solutionSet(sol.solution);
            State s = *start;
            for (int guard = 0; guard < 400; ++guard) {
                ++states;
                for (const Step& st : findAllSteps(s, all)) {
                    ++steps;
                    conclusions += st.eliminations.count() + st.placements.count();
                    if (st.eliminations.intersects(truth) || !st.placements.isSubsetOf(truth))
                        QFAIL(qPrintable(QStringLiteral("unsound %1 in line %2: %3")
                                             .arg(QString::fromStdString(st.technique))
                                             .arg(i + 1)
                                             .arg(QString::fromStdString(hodokuText(st)))));
                }
                auto next = findNextStep(s, path);
                if (!next)
                    break;
                s = apply(s, *next);
                if (s.emptyCount() == 0) {
                    ++solved;
                    break;
                }
            }
        }
        qInfo("%s: %ld states, %ld steps, %ld conclusions checked, %ld of %zu solved by these techniques",
            qPrintable(file), states, steps, conclusions, solved, lines.size());
    }
};

QTEST_APPLESS_MAIN(TstSoundness)
#include "tst_soundness.moc"
