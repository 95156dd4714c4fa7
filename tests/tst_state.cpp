// SPDX-License-Identifier: GPL-3.0-or-later
// The resolution state: place, eliminate, restore, consistency.
#include "engine/context.h"
#include "engine/fish/fish.h"
#include "engine/state.h"
#include "engine/tables.h"

#include <QTest>

using namespace setwise;

class TstState : public QObject
{
    Q_OBJECT
private slots:
    void placeRemovesPeers()
    {
        State s;
        QCOMPARE(s.live().count(), 729);
        s.place(cellAt(0, 0), 4, true);
        QVERIFY(s.isGiven(0));
        QCOMPARE(s.digit(0), 4);
        QCOMPARE(s.cellMask(0), 0u);
        // 9 candidates of the cell and 20 peers lose digit 5
        QCOMPARE(s.live().count(), 729 - 9 - 20);
        for (Cell p : peers(0))
            QVERIFY(!s.isLive(candidateOf(p, 4)));
        QVERIFY(s.isLive(candidateOf(cellAt(4, 4), 4)));
        QVERIFY(s.isSolved(houseConstraint(ConstraintKind::Box, 4, 0)));
        QVERIFY(!s.isSolved(houseConstraint(ConstraintKind::Box, 4, 1)));
    }
    void cellMaskAcrossWordBoundary()
    {
        State s;
        // cell 7 has candidates 63..71: bits straddle words 0 and 1
        s.eliminate(candidateOf(7, 0));
        s.eliminate(candidateOf(7, 8));
        QCOMPARE(s.cellMask(7), 0x1FEu & ~0x100u);
        QCOMPARE(s.cellMask(80), 0x1FFu);
    }
    void restoreRespectsFilledPeers()
    {
        State s;
        s.place(0, 2);
        QVERIFY(s.isPlaced(0));
        const Candidate x = candidateOf(1, 2);
        QVERIFY(!s.isLive(x));
        QVERIFY(!s.restore(x)); // r1c1 holds 3
        const Candidate y = candidateOf(1, 5);
        s.eliminate(y);
        QVERIFY(!s.isLive(y));
        QVERIFY(s.restore(y));
        QVERIFY(s.isLive(y));
        QVERIFY(!s.restore(candidateOf(0, 1))); // a filled cell has no candidates
        s.clearCell(0);
        QVERIFY(s.isEmpty(0));
        QCOMPARE(s.cellMask(0), 0x1FFu);
    }
    void inconsistencies()
    {
        State s;
        QVERIFY(!s.inconsistency());
        State dup = s;
        dup.place(cellAt(0, 0), 3, true);
        dup.place(cellAt(0, 5), 3, true);
        auto e = dup.inconsistency();
        QVERIFY(e);
        QCOMPARE(int(e->kind), int(Inconsistency::Kind::DuplicateDigit));
        QCOMPARE(constraintName(e->constraint), std::string("4R1"));
        QCOMPARE(e->describe(), std::string("digit 4 appears twice in R1"));

        State emptyCell = s;
        for (Digit d = 0; d < 9; ++d)
            emptyCell.eliminate(candidateOf(cellAt(2, 2), d));
        e = emptyCell.inconsistency();
        QVERIFY(e);
        QCOMPARE(int(e->kind), int(Inconsistency::Kind::EmptyCell));
        QCOMPARE(constraintName(e->constraint), std::string("R3C3"));

        State noPlace = s;
        for (int c = 0; c < 9; ++c)
            noPlace.eliminate(candidateOf(cellAt(c, 6), 8));
        e = noPlace.inconsistency();
        QVERIFY(e);
        QCOMPARE(constraintName(e->constraint), std::string("9C7"));
        QCOMPARE(e->describe(), std::string("digit 9 has no place left in C7"));
    }
    // The context derives the same consistency verdict as the state itself.
    void contextAgreesOnConsistency()
    {
        std::uint64_t seed = 12345;
        auto next = [&] {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            return unsigned(seed >> 33);
        };
        int problems = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            State s;
            const int places = int(next() % 30), cuts = int(next() % 400);
            for (int i = 0; i < places; ++i) {
                const Cell c = Cell(next() % 81);
                if (s.isEmpty(c))
                    s.place(c, Digit(next() % 9), next() % 2 == 0);
            }
            for (int i = 0; i < cuts; ++i)
                s.eliminate(Candidate(next() % 729));
            const auto a = s.inconsistency();
            const auto b = Context(s).inconsistency();
            QCOMPARE(bool(a), bool(b));
            if (a) {
                ++problems;
                QCOMPARE(int(a->kind), int(b->kind));
                QCOMPARE(a->constraint, b->constraint);
            }
            const Context ctx(s);
            for (Constraint k = 0; k < kConstraints; ++k) {
                QCOMPARE(ctx.isSolved(k), s.isSolved(k));
                QCOMPARE(ctx.liveIn(k), s.live() & candidatesOf(k));
                QCOMPARE(ctx.liveCount(k), (s.live() & candidatesOf(k)).count());
            }
        }
        QVERIFY(problems > 100 && problems < 2900); // both verdicts occur
    }
    // A context advanced in place along random changes (placements, cuts, a
    // candidate back now and then, broken states) answers as a fresh one.
    void advancedContextIsFresh()
    {
        std::uint64_t seed = 777;
        auto next = [&] {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            return unsigned(seed >> 33);
        };
        int compared = 0, broken = 0;
        for (int trial = 0; trial < 200; ++trial) {
            State s;
            Context ctx(s);
            for (int move = 0; move < 60; ++move) {
                // Odd trials name the placements as a path walker does (only
                // removals and placements of live candidates then).
                const bool named = trial % 2 == 1;
                CandidateSet placed;
                const unsigned what = next() % 20;
                if (what < 8) {
                    const Cell c = Cell(next() % 81);
                    const Digit d = Digit(next() % 9);
                    if (s.isEmpty(c) && (s.isLive(candidateOf(c, d)) || (what == 0 && !named))) {
                        s.place(c, d);
                        placed.set(candidateOf(c, d));
                    }
                } else if (what < 19 || named) {
                    for (int i = int(next() % 12); i > 0; --i)
                        s.eliminate(Candidate(next() % 729));
                } else {
                    s.restore(Candidate(next() % 729));
                }
                ctx.advance(s, named ? &placed : nullptr);
                const Context fresh(s);
                QCOMPARE(ctx.state(), s);
                QCOMPARE(ctx.emptyCount(), s.emptyCount());
                QCOMPARE(bool(ctx.inconsistency()), bool(s.inconsistency()));
                broken += bool(s.inconsistency());
                for (Cell c = 0; c < kCells; ++c)
                    QCOMPARE(ctx.emptyCells().test(c), s.isEmpty(c));
                for (Digit d = 0; d < 9; ++d) {
                    // The template filter (memoised per context and carried
                    // over between states) is the one of this state.
                    if (trial < 12 && !s.inconsistency() && (move + d) % 3 == 0)
                        QCOMPARE(templateEliminations(ctx, d), s.cellsWith(d) - templateCells(s, d).some);
                    QCOMPARE(ctx.cellsWith(d), fresh.cellsWith(d));
                    QCOMPARE(ctx.cellsWith(d), s.cellsWith(d));
                    QCOMPARE(ctx.placedCells(d), fresh.placedCells(d));
                }
                for (Constraint k = 0; k < kConstraints; ++k) {
                    QCOMPARE(ctx.isSolved(k), s.isSolved(k));
                    QCOMPARE(ctx.liveMask(k), fresh.liveMask(k));
                    QCOMPARE(ctx.liveCount(k), (s.live() & candidatesOf(k)).count());
                    QCOMPARE(ctx.filledCount(k), fresh.filledCount(k));
                }
                ++compared;
            }
        }
        QCOMPARE(compared, 200 * 60);
        QVERIFY(broken > 100 && broken < compared - 100); // both kinds of state occur
    }
};

QTEST_APPLESS_MAIN(TstState)
#include "tst_state.moc"
