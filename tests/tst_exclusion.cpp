// SPDX-License-Identifier: GPL-3.0-or-later
// Aligned Pair and Aligned Triple Exclusion (engine/exclusion/): SudokuWiki's
// APE examples (tests/data/exclusion_sudokuwiki.txt, see SOURCES.md), the
// truths and links behind each step and their proof, and soundness along
// top1465 paths with both techniques on.
#include "engine/isomorph.h"
#include "engine/stepper.h"
#include "engine/tables.h"
#include "test_util.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <bit>

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

// What one set of base cells excludes, by the definition (exclusion.h).
struct Expected {
    std::vector<Cell> cells, excluders;
    CandidateSet eliminations;
};

// Every combination of the cells, one digit each: it is impossible when two
// cells sharing a house take the same digit, or when some common excluder has
// only digits it takes (the first such excluder, in cell order, is used).
Expected exclude(const State& s, const std::vector<Cell>& cells, const std::vector<Cell>& common)
{
    const std::size_t n = cells.size();
    std::vector<unsigned> allowed(n, 0);
    std::vector<bool> used(common.size(), false);
    std::vector<Digit> digits(n, 0);
    const auto walk = [&](const auto& self, std::size_t i) -> void {
        if (i == n) {
            for (std::size_t a = 0; a < n; ++a)
                for (std::size_t b = 0; b < a; ++b)
                    if (digits[a] == digits[b] && peers(cells[a]).test(cells[b]))
                        return;
            for (std::size_t e = 0; e < common.size(); ++e) {
                bool covered = true;
                for (Digit d = 0; d < 9; ++d)
                    if (s.isLive(candidateOf(common[e], d)))
                        covered = covered && std::find(digits.begin(), digits.end(), d) != digits.end();
                if (covered) {
                    used[e] = true;
                    return;
                }
            }
            for (std::size_t a = 0; a < n; ++a)
                allowed[a] |= 1U << digits[a];
            return;
        }
        for (Digit d = 0; d < 9; ++d)
            if (s.isLive(candidateOf(cells[i], d))) {
                digits[i] = d;
                self(self, i + 1);
            }
    };
    walk(walk, 0);
    Expected out { cells, {}, {} };
    for (std::size_t e = 0; e < common.size(); ++e)
        if (used[e])
            out.excluders.push_back(common[e]);
    for (std::size_t a = 0; a < n; ++a)
        for (Digit d = 0; d < 9; ++d)
            if (s.isLive(candidateOf(cells[a], d)) && !(allowed[a] & (1U << d)))
                out.eliminations.set(candidateOf(cells[a], d));
    return out;
}

// The sets of n base cells with two or more common excluders (cells with 2..n
// candidates seeing every base cell), each with what it excludes, in the
// order the finder tries them: pairs of cells in cell order; a set of three
// comes from its first pair (in that order) whose excluders, the cells with
// 2..3 candidates seeing one of them, include the third, after the sets of
// earlier pairs and of lower third cells.
std::vector<Expected> expectedExclusions(const State& s, int n)
{
    const auto count = [&](Cell c) { return s.isEmpty(c) ? std::popcount(s.cellMask(c)) : 0; };
    const auto excluder = [&](Cell e, Cell of) { return count(e) >= 2 && count(e) <= n && peers(of).test(e); };
    std::vector<Cell> cells;
    for (Cell c = 0; c < kCells; ++c)
        if (count(c) >= 2)
            cells.push_back(c);
    std::vector<std::pair<std::array<Cell, 3>, Expected>> found; // (first pair, third) and the set
    const auto consider = [&](std::vector<Cell> set, std::array<Cell, 3> key) {
        std::vector<Cell> common;
        for (Cell e = 0; e < kCells; ++e)
            if (std::all_of(set.begin(), set.end(), [&](Cell c) { return excluder(e, c); }))
                common.push_back(e);
        if (common.size() < 2)
            return;
        Expected x = exclude(s, set, common);
        if (x.eliminations.any())
            found.emplace_back(key, std::move(x));
    };
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
            if (n == 2) {
                consider({ cells[i], cells[j] }, { cells[i], cells[j], 0 });
                continue;
            }
            for (std::size_t k = j + 1; k < cells.size(); ++k) {
                const Cell x = cells[i], y = cells[j], z = cells[k];
                const auto reaches = [&](Cell p, Cell q, Cell r) { return excluder(r, p) || excluder(r, q); };
                std::array<Cell, 3> key;
                if (reaches(x, y, z))
                    key = { x, y, z };
                else if (reaches(x, z, y))
                    key = { x, z, y };
                else if (reaches(y, z, x))
                    key = { y, z, x };
                else
                    continue;
                consider({ x, y, z }, key);
            }
        }
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Expected> out;
    for (auto& f : found)
        out.push_back(std::move(f.second));
    return out;
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

    // Both techniques against the definition computed directly (every set of
    // base cells, every combination: expectedExclusions above) in the states
    // along the default paths of a top1465 sample: the same sets of base cells
    // in the same order, with the same excluders and eliminations (a set
    // eliminating what an earlier one did is no new step: StepSink).
    void matchesDefinition()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/top1465.txt");
        int compared = 0;
        for (std::size_t i = 0; i < lines.size(); i += 98 * kSampleScale) {
            const State start = *parseState(firstField(lines[i]));
            const SolvePath path = solvePath(start, TechniqueSettings::defaults());
            State st = start;
            for (std::size_t at = 0; at < path.steps.size(); st = apply(st, path.steps[at++])) {
                if (at % 4 != 0)
                    continue;
                for (int n : { 2, 3 }) {
                    const auto steps = findSteps(st, n == 2 ? "aligned-pair-exclusion" : "aligned-triple-exclusion");
                    std::vector<Expected> expected;
                    for (Expected& x : expectedExclusions(st, n))
                        if (std::none_of(expected.begin(), expected.end(),
                                [&](const Expected& y) { return y.eliminations == x.eliminations; }))
                            expected.push_back(std::move(x));
                    QCOMPARE(steps.size(), expected.size());
                    for (std::size_t k = 0; k < steps.size(); ++k) {
                        const auto& bases = steps[k].readings.front().bases;
                        std::vector<Cell> cells, excluders;
                        for (std::size_t b = 0; b < bases.size(); ++b)
                            (b < std::size_t(n) ? cells : excluders).push_back(Cell(bases[b]));
                        QCOMPARE(cells, expected[k].cells);
                        QCOMPARE(excluders, expected[k].excluders);
                        QCOMPARE(names(steps[k].eliminations), names(expected[k].eliminations));
                        ++compared;
                    }
                }
            }
        }
        qInfo("%d steps compared", compared);
        QVERIFY(compared > 100);
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
