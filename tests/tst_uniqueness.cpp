// SPDX-License-Identifier: GPL-3.0-or-later
// Uniqueness techniques as virtual truths (engine/uniqueness/): evaluate()'s
// counting rule with a virtual base (hand-checked examples), HoDoKu's reglib
// codes 0600-0608 and 0610, refusal on states with several solutions (a
// sample of Serg's multi-solution benchmark walked along the default path),
// and soundness against the brute-force solution on samples of top1465 and
// the Sudoku Exchange sets. SETWISE_UNIQUENESS_FULL=1 runs the full files of
// ../shared/data/puzzles instead of the samples (minutes; for the notes).
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

bool fullRuns()
{
    const char* v = std::getenv("SETWISE_UNIQUENESS_FULL");
    return v && *v && *v != '0';
}

// The default techniques with the uniqueness family switched on, in registry order.
TechniqueSettings defaultsWithUniqueness()
{
    TechniqueSettings s;
    for (const Technique& t : techniques())
        if (t.defaultOn || t.family == "uniqueness")
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
};

QTEST_APPLESS_MAIN(TstUniqueness)
#include "tst_uniqueness.moc"
