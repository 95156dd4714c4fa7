// SPDX-License-Identifier: GPL-3.0-or-later
// Uniqueness techniques as virtual truths (engine/uniqueness/): evaluate()'s
// counting rule with a virtual base (hand-checked examples), HoDoKu's reglib
// codes 0600-0608 and 0610, refusal on states with several solutions (a
// sample of Serg's multi-solution benchmark walked along the default path),
// and soundness against the brute-force solution on samples of top1465 and
// the Sudoku Exchange sets (samples in tests/data; the full files are checked
// with `setwise-cli batch FILE --verify`, see the README's two commands).
// SETWISE_UNIQUENESS_RANK=1 keeps the rank family on the soundness paths.
#include "engine/diagram.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <bit>
#include <cstdlib>

using namespace setwise;
using namespace setwise::test;

namespace
{

const std::map<std::string, std::string> kCodes = {
    { "0600", "uniqueness-1" },
    { "0601", "uniqueness-2" },
    { "0602", "uniqueness-3" },
    { "0603", "uniqueness-4" },
    { "0604", "uniqueness-5" },
    { "0605", "uniqueness-6" },
    { "0606", "hidden-rectangle" },
    { "0607", "avoidable-rectangle-1" },
    { "0608", "avoidable-rectangle-2" },
    { "0610", "bug-plus-1" },
};

template <typename Range> CandidateSet of(const Range& xs)
{
    CandidateSet out;
    for (Candidate x : xs)
        out.set(x);
    return out;
}
CandidateSet of(std::initializer_list<Candidate> xs)
{
    return of<std::initializer_list<Candidate>>(xs);
}

bool envFlag(const char* name)
{
    const char* v = std::getenv(name);
    return v && *v && *v != '0';
}

// The default techniques with the uniqueness family switched on, in registry
// order. Without the rank family unless asked: it follows uniqueness in the
// order (so it changes nothing before a state where uniqueness finds
// nothing) and costs seconds a state where the path gets stuck.
TechniqueSettings defaultsWithUniqueness(bool withRank = false)
{
    TechniqueSettings s;
    for (const Technique& t : techniques())
        if ((t.defaultOn && (withRank || t.family != "rank")) || t.family == "uniqueness")
            s.order.emplace_back(t.id);
    return s;
}

bool isUniqueness(const Step& st)
{
    const Technique* t = findTechnique(st.technique);
    return t && t->family == "uniqueness";
}

// What a step does to the candidates of the cells it touches: its
// eliminations plus, for each placement, the other live candidates of its
// cell. HoDoKu writes UR type 1 with one extra and BUG+1 as those
// eliminations; Setwise places the one candidate of the virtual truth.
CandidateSet cellEffect(const State& s, const CandidateSet& elims, const CandidateSet& places)
{
    CandidateSet out = elims;
    for (Candidate p : places)
        for (Digit d = 0; d < 9; ++d)
            if (d != digitOf(p) && s.isLive(candidateOf(cellOf(p), d)))
                out.set(candidateOf(cellOf(p), d));
    return out;
}

// An independent look for UR shapes (four empty cells of a two-box
// rectangle sharing two digits, some but not all corners with more): shows
// that the multi-solution walk meets patterns the finders must refuse.
int urShapes(const State& s)
{
    int n = 0;
    for (int r1 = 0; r1 < 9; ++r1)
        for (int r2 = r1 + 1; r2 < 9; ++r2)
            for (int c1 = 0; c1 < 9; ++c1)
                for (int c2 = c1 + 1; c2 < 9; ++c2) {
                    if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3))
                        continue;
                    const Cell cs[] = { cellAt(r1, c1), cellAt(r1, c2), cellAt(r2, c1), cellAt(r2, c2) };
                    unsigned common = 0x1FF;
                    for (Cell c : cs)
                        common = s.isEmpty(c) ? common & s.cellMask(c) : 0;
                    for (Digit a = 0; a < 9; ++a)
                        for (Digit b = a + 1; b < 9; ++b) {
                            const unsigned ab = (1U << a) | (1U << b);
                            if ((common & ab) != ab)
                                continue;
                            int extra = 0;
                            for (Cell c : cs)
                                extra += (s.cellMask(c) & ~ab) != 0;
                            n += extra > 0 && extra < 4;
                        }
                }
    return n;
}

} // namespace

class TstUniqueness : public QObject
{
    Q_OBJECT
private slots:
    // Step 1. The counting rule with a virtual base, on the open grid (every
    // candidate live) so each figure can be checked by hand.
    void virtualBaseInOneCell()
    {
        // "1 or 2 is true in r1c1" covered by the cell: rank 0, r1c1's other seven digits go.
        const State s;
        const VirtualBase v[] = { { of({ cand(1, 1, 1), cand(2, 1, 1) }), "UR", {}, 0 } };
        const Constraint covers[] = { cellConstraint(cellAt(0, 0)) };
        auto e = evaluate(s, {}, covers, v);
        QVERIFY(e.ok());
        QCOMPARE(e->rank, 0);
        QCOMPARE(e->baseCount(), 1);
        QCOMPARE(e->eliminations.count(), 7);
        for (int d = 3; d <= 9; ++d)
            QVERIFY(e->eliminations.test(cand(d, 1, 1)));
        QVERIFY(e->fins.none());
        QVERIFY(e->placements.none());
    }
    void virtualBaseWithConstraintBase()
    {
        // 1 lives in row 1 only in r1c1 and r1c2; the virtual truth says 3 is in
        // one of them. Bases 1R1 and V, covers the two cells: rank 0, both
        // cells lose 2 and 4..9 (14 candidates). Without V the same covers are
        // rank 1 and prove nothing.
        State s;
        for (int c = 3; c <= 9; ++c)
            s.eliminate(cand(1, 1, c));
        const VirtualBase v[] = { { of({ cand(3, 1, 1), cand(3, 1, 2) }), "UR", {}, 0 } };
        const Constraint bases[] = { houseConstraint(ConstraintKind::Row, 0, 0) };
        const Constraint covers[] = { cellConstraint(cellAt(0, 0)), cellConstraint(cellAt(0, 1)) };
        auto e = evaluate(s, bases, covers, v);
        QVERIFY(e.ok());
        QCOMPARE(e->rank, 0);
        QCOMPARE(e->eliminations.count(), 14);
        QVERIFY(e->eliminations.test(cand(2, 1, 1)) && e->eliminations.test(cand(9, 1, 2)));
        QVERIFY(!e->eliminations.test(cand(3, 1, 1)) && !e->eliminations.test(cand(1, 1, 2)));
        auto without = evaluate(s, bases, covers);
        QVERIFY(without.ok());
        QCOMPARE(without->rank, 1);
        QVERIFY(without->eliminations.none());
    }
    void virtualBaseSeenFromTwoHouses()
    {
        // V = {5r1c1, 5r2c5}. Covers 5R1 and 5B2: rank 1, each V candidate in
        // one cover, so only candidates in both covers fall: 5r1c4-6. With no
        // cover at all V is all fins and everything seeing both falls:
        // 5r1c4-6 (row 1, box 2) and 5r2c1-3 (box 1, row 2).
        const State s;
        const VirtualBase v[] = { { of({ cand(5, 1, 1), cand(5, 2, 5) }), "UR", {}, 0 } };
        const Constraint covers[]
            = { houseConstraint(ConstraintKind::Row, 4, 0), houseConstraint(ConstraintKind::Box, 4, 1) };
        auto e = evaluate(s, {}, covers, v);
        QVERIFY(e.ok());
        QCOMPARE(e->rank, 1);
        QCOMPARE(names(e->eliminations), std::string("5r1c4 5r1c5 5r1c6"));
        auto bare = evaluate(s, {}, {}, v);
        QVERIFY(bare.ok());
        QCOMPARE(bare->fins.count(), 2);
        QCOMPARE(names(bare->eliminations), std::string("5r1c4 5r1c5 5r1c6 5r2c1 5r2c2 5r2c3"));
    }
    void virtualBaseSingleAndErrors()
    {
        // A virtual base with one live candidate is a placement; its peers
        // (8 in the cell, 8 in the row, 8 in the column, 4 more in the box) fall.
        State s;
        const VirtualBase one[] = { { of({ cand(7, 5, 5) }), "BUG", {}, 0 } };
        auto e = evaluate(s, {}, {}, one);
        QVERIFY(e.ok());
        QCOMPARE(names(e->placements), std::string("7r5c5"));
        QCOMPARE(e->eliminations.count(), 28);
        s.eliminate(cand(7, 5, 5));
        QVERIFY(!evaluate(s, {}, {}, one).ok()); // no live candidate
        QVERIFY(!evaluate(s, {}, {}, {}).ok()); // no base at all
    }
    void textForms()
    {
        const State s;
        const VirtualBase v[] = { { of({ cand(1, 1, 1), cand(2, 1, 1) }), "UR", {}, 0 } };
        const Constraint covers[] = { cellConstraint(cellAt(0, 0)) };
        auto e = evaluate(s, {}, covers, v);
        QVERIFY(e.ok());
        const Step st = makeStep("uniqueness-1", { *e });
        QCOMPARE(truthsLinksText(st), std::string("1 Truths = {UR{(12)11}}  1 Links = {R1C1}  rank 0"));
        QVERIFY(bertText(st).starts_with("[UR{(12)11} | R1C1] = ["));
        const Diagram d = makeDiagram(st);
        QVERIFY(d.header.find("assumes a unique solution") != std::string::npos);
        QCOMPARE(d.tables.front().cells.size(), std::size_t(1));
        QVERIFY(renderText(d).find("≥1 UR{(12)11}") != std::string::npos);
    }

    // Step 2. Registry: ids, off by default, after the small fish.
    void registry()
    {
        const TechniqueSettings defaults = TechniqueSettings::defaults();
        int prev = -1;
        for (const auto& [code, id] : kCodes) {
            const Technique* t = findTechnique(id);
            QVERIFY2(t, id.c_str());
            QCOMPARE(std::string(t->family), std::string("uniqueness"));
            QVERIFY(!defaults.isEnabled(id));
            const int pos = int(t - techniques().data());
            QVERIFY(pos > prev);
            prev = pos;
        }
        const int first = int(findTechnique("uniqueness-1") - techniques().data());
        QVERIFY(first > int(findTechnique("finned-jellyfish") - techniques().data()));
    }

    // Step 3. HoDoKu's regression library.
    void reglib()
    {
        const ReglibTally tally
            = runReglib(SETWISE_TEST_DATA "/reglib-1.3.txt", [](const LibraryCase& c) -> std::optional<std::string> {
                  const auto it = kCodes.find(c.code.substr(0, 4));
                  if (it == kCodes.end())
                      return std::nullopt;
                  const CandidateSet want = cellEffect(c.state, of(c.eliminations), of(c.placements));
                  const auto steps = findSteps(c.state, it->second);
                  if (c.mustFail)
                      return steps.empty() ? "" : " [found " + hodokuText(steps.front()) + "]";
                  std::string got;
                  for (const Step& st : steps) {
                      if (cellEffect(c.state, st.eliminations, st.placements) == want)
                          return std::string();
                      got += " | " + hodokuText(st);
                  }
                  return " [want " + names(want) + "; got" + (got.empty() ? " nothing" : got)
                      + "; solutions: " + std::to_string(countSolutions(c.state, 2).solutions) + "]";
              });
        QVERIFY2(tally.unparsed.empty(), joinLines(tally.unparsed).c_str());
        qInfo("per code:\n%s", tally.table([](const std::string& code) { return kCodes.at(code); }).c_str());
        QVERIFY2(tally.failures.empty(), joinLines(tally.failures).c_str());
    }

    // Step 4. Refused on a state with several solutions: a multi-solution
    // state that holds the very pattern of a reglib UR type 1 case.
    void refusedWithSeveralSolutions()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/reglib-1.3.txt");
        const auto line
            = std::find_if(lines.begin(), lines.end(), [](const std::string& l) { return l.starts_with(":0600-1:"); });
        QVERIFY(line != lines.end());
        auto c = parseLibraryLine(*line);
        QVERIFY(c.ok());
        QCOMPARE(findSteps(c->state, "uniqueness-1").size(), std::size_t(1));
        // Outside the rectangle, empty filled cells and give empty cells back
        // their candidates, in cell order, until the state has several
        // solutions (the case's solution stays one of them). The rectangle
        // keeps its candidates, so the UR type 1 pattern is still there.
        State s = c->state;
        const CellSet rect = findSteps(c->state, "uniqueness-1").front().readings.front().virtualBases.front().cells;
        for (Cell cell = 0; cell < kCells && countSolutions(s, 2).solutions < 2; ++cell) {
            if (rect.test(cell))
                continue;
            if (!s.isEmpty(cell))
                s.clearCell(cell);
            for (Digit d = 0; d < 9; ++d)
                s.restore(candidateOf(cell, d));
        }
        QCOMPARE(countSolutions(s, 2).solutions, 2);
        for (Cell cell : rect)
            QCOMPARE(s.cellMask(cell), c->state.cellMask(cell));
        for (const auto& [code, id] : kCodes)
            QVERIFY2(findSteps(s, id).empty(), id.c_str());
    }

    // Step 4b. When the swap leaves the state (a UR corner misses a or b, or
    // an avoidable rectangle's placed digits), the givens alone must have one
    // solution too. The same state with every filled cell turned into a
    // placed digit (no givens left) still has one solution: a complete UR is
    // still found, the other two are refused.
    void givensCheckedWhenTheSwapLeavesTheState_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("technique");
        QTest::addColumn<bool>("foundWithoutGivens");
        QTest::addRow("UR 1, all candidates") << ":0600-1:"
                                              << "uniqueness-1" << true;
        QTest::addRow("UR 1, missing candidates") << ":0600-2:"
                                                  << "uniqueness-1" << false;
        QTest::addRow("avoidable rectangle 1") << ":0607-1:"
                                               << "avoidable-rectangle-1" << false;
    }
    void givensCheckedWhenTheSwapLeavesTheState()
    {
        QFETCH(QString, code);
        QFETCH(QString, technique);
        QFETCH(bool, foundWithoutGivens);
        const auto lines = readLines(SETWISE_TEST_DATA "/reglib-1.3.txt");
        const auto line = std::find_if(
            lines.begin(), lines.end(), [&](const std::string& l) { return l.starts_with(code.toStdString()); });
        QVERIFY(line != lines.end());
        auto c = parseLibraryLine(*line);
        QVERIFY(c.ok());
        const std::string id = technique.toStdString();
        QVERIFY(!findSteps(c->state, id).empty());
        State noGivens;
        for (Cell cell = 0; cell < kCells; ++cell)
            if (!c->state.isEmpty(cell))
                noGivens.place(cell, c->state.digit(cell));
        for (Candidate x = 0; x < kCandidates; ++x)
            if (noGivens.isLive(x) && !c->state.isLive(x))
                noGivens.eliminate(x);
        QCOMPARE(noGivens.live(), c->state.live());
        QVERIFY(noGivens.givens().none());
        QCOMPARE(countSolutions(noGivens, 2).solutions, 1);
        QCOMPARE(!findSteps(noGivens, id).empty(), foundWithoutGivens);
    }

    // Step 5. Serg's multi-solution benchmark: along the default path with
    // uniqueness on (rank family left out), no state offers a uniqueness step
    // (the sample in tests/data).
    void noneOnMultiSolutionPuzzles()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/solver_serg_multisolution.txt");
        QVERIFY(!lines.empty());
        const TechniqueSettings settings = defaultsWithUniqueness();
        long states = 0, shapes = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            auto start = parseGivens81(firstField(lines[i]));
            QVERIFY(start.ok());
            QVERIFY(countSolutions(*start, 2).solutions == 2);
            State st = *start;
            for (int guard = 0; guard < 200 && st.emptyCount() > 0; ++guard) {
                ++states;
                shapes += urShapes(st) > 0;
                for (const auto& [code, id] : kCodes)
                    if (!findSteps(st, id).empty())
                        QFAIL(qPrintable(QStringLiteral("%1 offered in line %2").arg(id.c_str()).arg(i + 1)));
                auto next = findNextStep(st, settings);
                if (!next)
                    break;
                QVERIFY(!isUniqueness(*next));
                st = apply(st, *next);
            }
        }
        qInfo("%zu multi-solution puzzles, %ld states walked, %ld of them with a UR shape, no uniqueness step",
            lines.size(), states, shapes);
        QVERIFY(shapes > 0); // the refusal was exercised
    }

    // Step 6. Soundness with uniqueness on: every conclusion on the default
    // path, and every uniqueness step offered in any state along it, agrees
    // with the brute-force solution.
    void soundness_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("stride");
        QTest::addRow("top1465 every 10th") << SETWISE_TEST_DATA "/top1465.txt" << 10;
        QTest::addRow("sudoku exchange rating sample every 2nd")
            << SETWISE_TEST_DATA "/se_rating_sample_every100.txt" << 2;
    }
    void soundness()
    {
        QFETCH(QString, file);
        QFETCH(int, stride);
        const auto lines = readLines(file.toStdString());
        QVERIFY(!lines.empty());
        const TechniqueSettings settings = defaultsWithUniqueness(envFlag("SETWISE_UNIQUENESS_RANK"));
        long puzzles = 0, onPath = 0, offered = 0, solved = 0;
        std::map<std::string, int> used;
        for (std::size_t i = 0; i < lines.size(); i += std::size_t(stride)) {
            auto start = parseGivens81(firstField(lines[i]));
            QVERIFY(start.ok());
            const SolveResult sol = countSolutions(*start, 2);
            QCOMPARE(sol.solutions, 1);
            const CandidateSet truth = solutionSet(sol.solution);
            ++puzzles;
            auto check = [&](const Step& st) {
                if (st.eliminations.intersects(truth) || !st.placements.isSubsetOf(truth))
                    QFAIL(qPrintable(QStringLiteral("unsound %1 in line %2: %3")
                                         .arg(QString::fromStdString(st.technique))
                                         .arg(i + 1)
                                         .arg(QString::fromStdString(hodokuText(st)))));
            };
            State st = *start;
            for (int guard = 0; guard < 400 && st.emptyCount() > 0; ++guard) {
                auto next = findNextStep(st, settings);
                if (!next)
                    break;
                check(*next);
                ++onPath;
                if (isUniqueness(*next)) {
                    ++used[next->technique];
                    for (const auto& [code, id] : kCodes)
                        for (const Step& u : findSteps(st, id)) {
                            check(u);
                            ++offered;
                        }
                }
                st = apply(st, *next);
            }
            solved += st.emptyCount() == 0;
        }
        std::string perTechnique;
        for (const auto& [id, n] : used)
            perTechnique += " " + id + "=" + std::to_string(n);
        qInfo("%ld puzzles (%ld solved), %ld path steps, uniqueness on the path:%s; %ld uniqueness steps offered "
              "there, all checked",
            puzzles, solved, onPath, perTechnique.c_str(), offered);
        QVERIFY(!used.empty());
    }
};

QTEST_APPLESS_MAIN(TstUniqueness)
#include "tst_uniqueness.moc"
