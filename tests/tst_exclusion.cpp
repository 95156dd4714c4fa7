// SPDX-License-Identifier: GPL-3.0-or-later
// Aligned Pair and Aligned Triple Exclusion (engine/exclusion/): SudokuWiki's
// APE examples (tests/data/exclusion_sudokuwiki.txt, see SOURCES.md), the
// truths and links behind each step and their proof, and soundness along
// top1465 paths with both techniques on.
#include "engine/isomorph.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{

CandidateSet eliminationsOf(const std::vector<Step>& steps)
{
    CandidateSet all;
    for (const Step& s : steps)
        all |= s.eliminations;
    return all;
}

} // namespace

class TstExclusion : public QObject
{
    Q_OBJECT
private slots:
    // Code 1000: Sudoku Explainer's APE (two or more bivalue excluders) finds
    // exactly SudokuWiki's eliminations; 1000-1: SudokuWiki also excludes
    // with ALSs or one cell, and SE's form finds a part of them, never more.
    void sudokuWikiExamples()
    {
        int exact = 0, subset = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/exclusion_sudokuwiki.txt")) {
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), line.c_str());
            const auto [expected, none] = expectedConclusions(*c);
            const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
            QVERIFY2(!expected.intersects(truth), line.c_str()); // the source's eliminations are false
            const auto steps = findSteps(c->state, "aligned-pair-exclusion");
            const CandidateSet found = eliminationsOf(steps);
            QVERIFY2(!found.intersects(truth), line.c_str());
            if (c->code == "1000") {
                QVERIFY2(found == expected, (line + ": " + hodokuCandidates(found)).c_str());
                ++exact;
            } else {
                QVERIFY2(found.isSubsetOf(expected), (line + ": " + hodokuCandidates(found)).c_str());
                subset += found.any();
            }
        }
        QCOMPARE(exact, 3);
        QVERIFY(subset >= 1);
    }

    // Sudoku Explainer's Aligned Triplet Exclusion (SOURCES.md): the state of
    // its own path on cbg000 line 455 (SER 7.5) before its step "Aligned
    // Triplet Exclusion: R4C3,R8C1,R6C3: r8c1<>5"; Setwise finds that one
    // step, on the same three cells, with exactly that elimination.
    void seAlignedTripleCase()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/exclusion_se_ate.txt");
        QCOMPARE(lines.size(), std::size_t(1));
        const State s = *parseState(lines.front());
        const auto steps = findSteps(s, "aligned-triple-exclusion");
        QCOMPARE(int(steps.size()), 1);
        CandidateSet expected;
        expected.set(cand(5, 8, 1));
        QCOMPARE(names(steps.front().eliminations), names(expected));
        QVERIFY(steps.front().placements.none());
        QCOMPARE(solverDisproves(s, steps.front()), std::string());
        QVERIFY2(
            hodokuText(steps.front()).find("r4c3,r6c3,r8c1") != std::string::npos, hodokuText(steps.front()).c_str());
    }

    // SudokuWiki's first example: r7c3 and r8c7 lose 8. Each step's truths
    // are its two base cells and its excluders (cells), its links the house
    // constraints they share; the exact evaluation proves what counting does not.
    void stepShape()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/exclusion_sudokuwiki.txt");
        auto c = parseLibraryLine(lines.front());
        QVERIFY(c.ok());
        const auto steps = findSteps(c->state, "aligned-pair-exclusion");
        QVERIFY(!steps.empty());
        for (const Step& s : steps) {
            const Evaluation& e = s.readings.front();
            QVERIFY(e.bases.size() >= 4); // two base cells, two or more excluders
            for (Constraint k : e.bases)
                QCOMPARE(kindOf(k), ConstraintKind::Cell);
            for (Constraint k : e.covers)
                QVERIFY(kindOf(k) != ConstraintKind::Cell);
            QVERIFY(s.beyondCounting.isSubsetOf(s.eliminations));
            QCOMPARE(s.rule == ProofRule::ExactEvaluation, s.beyondCounting.any());
            QVERIFY2(hodokuText(s).starts_with("Aligned Pair Exclusion: "), hodokuText(s).c_str());
            QVERIFY2(hodokuText(s).find(" with ") != std::string::npos, hodokuText(s).c_str());
        }
    }

    // Every step of both techniques along the default paths of a top1465
    // sample (every 49th line), each line also as a random isomorph (seed 21),
    // agrees with the brute-force solution.
    void soundness()
    {
        static const char* const kIds[] = { "aligned-pair-exclusion", "aligned-triple-exclusion" };
        std::map<std::string, int> checked;
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/top1465.txt"), 49 * kSampleScale,
            TechniqueSettings::defaults(), 3, kIds, checked);
        qInfo("%d APE and %d ATE steps checked", checked[kIds[0]], checked[kIds[1]]);
        QVERIFY(checked[kIds[0]] > 0 && checked[kIds[1]] > 0);
    }

    void registered()
    {
        for (const char* id : { "aligned-pair-exclusion", "aligned-triple-exclusion" }) {
            const Technique* t = findTechnique(id);
            QVERIFY(t);
            QCOMPARE(t->family, std::string_view("exclusion"));
            QVERIFY(!t->defaultOn);
        }
    }
};

QTEST_APPLESS_MAIN(TstExclusion)
#include "tst_exclusion.moc"
