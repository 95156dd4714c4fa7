// SPDX-License-Identifier: GPL-3.0-or-later
// Isomorphs (engine/isomorph.h): the mapping is a bijection of cells and
// candidates that keeps "sees" (so it keeps every constraint); the brute-force
// solution of an isomorph is the mapped solution of the original; a whole
// state maps like its givens; isomorphFor() is reproducible.
#include "engine/formats.h"
#include "engine/isomorph.h"
#include "engine/tables.h"
#include "test_util.h"

#include <QTest>

#include <set>

using namespace setwise;
using namespace setwise::test;

class TstIsomorph : public QObject
{
    Q_OBJECT
private slots:
    void bijectionKeepsPeers()
    {
        std::mt19937 rng(7);
        for (int n = 0; n < 20; ++n) {
            const Isomorph iso = randomIsomorph(rng);
            std::set<Candidate> images;
            for (Candidate x = 0; x < kCandidates; ++x)
                images.insert(iso.mapCandidate(x));
            QCOMPARE(images.size(), std::size_t(kCandidates));
            for (Candidate a = 0; a < kCandidates; a += 7)
                for (Candidate b = 0; b < kCandidates; ++b)
                    QCOMPARE(sees(iso.mapCandidate(a), iso.mapCandidate(b)), sees(a, b));
        }
        // The identity maps every cell to itself; a transposition swaps rows and columns.
        Isomorph id;
        QCOMPARE(id.mapCell(cellAt(2, 7)), cellAt(2, 7));
        id.transpose = true;
        QCOMPARE(id.mapCell(cellAt(2, 7)), cellAt(7, 2));
    }

    // The second route: the solver on the isomorph finds the mapped solution.
    void solutionMaps()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/top1465.txt");
        int checked = 0;
        for (std::size_t i = 0; i < lines.size(); i += 100) {
            const std::string puzzle = firstField(lines[i]);
            const auto s = parseGivens81(puzzle);
            QVERIFY(bool(s));
            const SolveResult original = countSolutions(*s, 2);
            QCOMPARE(original.solutions, 1);
            const Isomorph iso = isomorphFor(1, i + 1);
            const std::string image = iso.mapGivens81(puzzle);
            QCOMPARE(std::count(image.begin(), image.end(), '.'), std::count(puzzle.begin(), puzzle.end(), '.'));
            const auto t = parseGivens81(image);
            QVERIFY(bool(t));
            QVERIFY(iso.map(*s) == *t); // a whole state maps as its givens do
            const SolveResult mapped = countSolutions(*t, 2);
            QCOMPARE(mapped.solutions, 1);
            QVERIFY(mapped.solution == iso.map(original.solution));
            ++checked;
        }
        QVERIFY(checked >= 14);
    }

    // A state with placed digits and eliminations maps candidate by candidate.
    void stateMaps()
    {
        auto s = parseGivens81(firstField(readLines(SETWISE_TEST_DATA "/top1465.txt").front()));
        QVERIFY(bool(s));
        State t = *s;
        const SolveResult sol = countSolutions(t, 2);
        t.place(cellAt(4, 4), sol.solution[std::size_t(cellAt(4, 4))]);
        Candidate gone = -1;
        for (Candidate x : t.live())
            if (x != candidateOf(cellOf(x), sol.solution[std::size_t(cellOf(x))])) {
                gone = x;
                break;
            }
        t.eliminate(gone);
        const Isomorph iso = isomorphFor(42, 3);
        const State image = iso.map(t);
        QCOMPARE(image.live().count(), t.live().count());
        for (Candidate x = 0; x < kCandidates; ++x)
            QCOMPARE(image.isLive(iso.mapCandidate(x)), t.isLive(x));
        QVERIFY(image.isPlaced(iso.mapCell(cellAt(4, 4))));
        QVERIFY(image.isGiven(iso.mapCell(s->givens().first())));
    }

    void reproducible()
    {
        const Isomorph a = isomorphFor(1, 17), b = isomorphFor(1, 17);
        QVERIFY(a.rows == b.rows && a.cols == b.cols && a.digits == b.digits && a.transpose == b.transpose);
        int differ = 0;
        for (std::uint64_t n = 1; n <= 20; ++n) {
            const Isomorph c = isomorphFor(1, n), d = isomorphFor(2, n);
            differ += c.rows != d.rows || c.digits != d.digits;
        }
        QVERIFY(differ >= 19);
    }
};

QTEST_APPLESS_MAIN(TstIsomorph)
#include "tst_isomorph.moc"
