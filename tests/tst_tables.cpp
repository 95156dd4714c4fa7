// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants of the constraint tables (docs/architecture.md, Data model) and of the bit sets.
#include "engine/bitset.h"
#include "engine/tables.h"

#include <QTest>

using namespace setwise;

class TstTables : public QObject
{
    Q_OBJECT
private slots:
    void everyCandidateInFourConstraints()
    {
        for (Candidate x = 0; x < kCandidates; ++x) {
            int n = 0;
            for (Constraint k = 0; k < kConstraints; ++k)
                n += candidatesOf(k).test(x);
            QCOMPARE(n, 4);
            // one of each kind
            for (int kind = 0; kind < 4; ++kind)
                QCOMPARE(int(kindOf(constraintsOf(x)[kind])), kind);
        }
    }
    void tablesAgreeBothWays()
    {
        for (Constraint k = 0; k < kConstraints; ++k) {
            QCOMPARE(candidatesOf(k).count(), 9);
            for (Candidate x : members(k)) {
                const auto& ks = constraintsOf(x);
                QVERIFY(std::find(ks.begin(), ks.end(), k) != ks.end());
            }
        }
        for (Candidate x = 0; x < kCandidates; ++x)
            for (Constraint k : constraintsOf(x))
                QVERIFY(candidatesOf(k).test(x));
    }
    void indexFormulas()
    {
        // docs/architecture.md, Data model: cand = 9*cell + digit, row-digit constraint 81 + 9*d + row.
        QCOMPARE(candidateOf(cellAt(1, 3), 2), 9 * 12 + 2);
        QCOMPARE(constraintName(houseConstraint(ConstraintKind::Row, 2, 1)), std::string("3R2"));
        QCOMPARE(houseConstraint(ConstraintKind::Row, 2, 1), 81 + 18 + 1);
        QCOMPARE(houseConstraint(ConstraintKind::Column, 2, 3), 162 + 18 + 3);
        QCOMPARE(houseConstraint(ConstraintKind::Box, 2, 4), 243 + 18 + 4);
        QCOMPARE(constraintName(cellAt(1, 3)), std::string("R2C4"));
        QCOMPARE(constraintName(houseConstraint(ConstraintKind::Box, 2, 4)), std::string("3B5"));
        QCOMPARE(candidateName(candidateOf(cellAt(1, 3), 2)), std::string("3r2c4"));
        QCOMPARE(boxOf(cellAt(4, 7)), 5);
        QCOMPARE(boxOf(cellAt(8, 0)), 6);
    }
    void seesIsSymmetricAndMatchesPeers()
    {
        for (Candidate a = 0; a < kCandidates; ++a) {
            QVERIFY(!seenBy(a).test(a));
            // a candidate sees 8 others in its cell and 3*8 - 4 of its digit in its houses
            QCOMPARE(seenBy(a).count(), 8 + 20);
            for (Candidate b : seenBy(a)) {
                QVERIFY(seenBy(b).test(a));
                QVERIFY(sees(a, b));
            }
        }
        for (Cell c = 0; c < kCells; ++c)
            QCOMPARE(peers(c).count(), 20);
    }
    void bitSetOperations()
    {
        CandidateSet a, b;
        a.set(0);
        a.set(63);
        a.set(64);
        a.set(728);
        b.set(64);
        b.set(700);
        QCOMPARE(a.count(), 4);
        QCOMPARE((a & b).count(), 1);
        QCOMPARE((a | b).count(), 5);
        QCOMPARE((a - b).count(), 3);
        QCOMPARE((~a).count(), 729 - 4);
        QCOMPARE(CandidateSet::all().count(), 729);
        QVERIFY((a & b).isSubsetOf(a));
        QVERIFY(a.intersects(b));
        std::vector<int> seen;
        for (int i : a)
            seen.push_back(i);
        QCOMPARE(seen, (std::vector<int> { 0, 63, 64, 728 }));
        QCOMPARE(a.next(64), 728);
        QCOMPARE(a.next(728), -1);
        QCOMPARE(CandidateSet().first(), -1);
    }
};

QTEST_APPLESS_MAIN(TstTables)
#include "tst_tables.moc"
