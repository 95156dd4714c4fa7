// SPDX-License-Identifier: GPL-3.0-or-later
// The uniqueness techniques named after SudokuWiki and Sudoku Explainer
// SudokuWiki's Hidden Unique Rectangles of types 1, 2 and 2B
// (hidden-rectangle, hidden-unique-rectangle-2), its Extended (2x3) Unique
// Rectangles (tests/data/uniqueness_sudokuwiki.txt) and the BUG types 2-4, each a virtual truth plus
// constraints; soundness of every step offered along default paths with the
// uniqueness family on, puzzles and random isomorphs.
#include "engine/isomorph.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{

const char* const kNamed[] = { "hidden-unique-rectangle-2", "extended-unique-rectangle", "unique-loop-1",
    "unique-loop-2", "unique-loop-3", "unique-loop-4", "bug-type-2", "bug-type-3", "bug-type-4" };

TechniqueSettings defaultsWithUniqueness()
{
    TechniqueSettings s;
    for (const Technique& t : techniques())
        if ((t.defaultOn && t.family != "rank") || t.family == "uniqueness")
            s.order.emplace_back(t.id);
    return s;
}

} // namespace

class TstUniquenessNamed : public QObject
{
    Q_OBJECT
private slots:
    // SudokuWiki's six states: the hidden rectangle (type 1) and type 2 (2B
    // included) together find exactly the eliminations of the examples (12 of
    // the source's 13: see the data file's note on the 13th).
    void hiddenUniqueRectangles()
    {
        int expectedTotal = 0, foundTotal = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/uniqueness_sudokuwiki.txt")) {
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), line.c_str());
            if (c->code != "0606")
                continue;
            const auto [expected, none] = expectedConclusions(*c);
            const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
            QVERIFY2(!expected.intersects(truth), line.c_str());
            CandidateSet found;
            for (const char* id : { "hidden-rectangle", "hidden-unique-rectangle-2" })
                for (const Step& s : findSteps(c->state, id)) {
                    QVERIFY(s.assumesUniqueness);
                    QVERIFY(!s.readings.front().virtualBases.empty());
                    found |= s.eliminations;
                }
            QVERIFY2(found == expected, (line + ": " + hodokuCandidates(found)).c_str());
            expectedTotal += expected.count();
            foundTotal += (found & expected).count();
        }
        QCOMPARE(expectedTotal, 12);
        QCOMPARE(foundTotal, 12);
    }

    // SudokuWiki's three Extended Unique Rectangle states: exactly their
    // eliminations (a placement stands for its cell's other candidates).
    void extendedUniqueRectangles()
    {
        int cases = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/uniqueness_sudokuwiki.txt")) {
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), line.c_str());
            if (c->code != "0600-e")
                continue;
            ++cases;
            const auto [expected, none] = expectedConclusions(*c);
            const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
            QVERIFY2(!expected.intersects(truth), line.c_str());
            CandidateSet found;
            for (const Step& s : findSteps(c->state, "extended-unique-rectangle")) {
                QVERIFY(s.assumesUniqueness);
                QCOMPARE(s.readings.front().virtualBases.front().cells.count(), 6);
                found |= s.eliminations;
                for (Candidate p : s.placements) {
                    found |= c->state.live() & candidatesOf(cellConstraint(cellOf(p)));
                    found.reset(p);
                }
            }
            QVERIFY2(found == expected, (line + ": " + hodokuCandidates(found)).c_str());
        }
        QCOMPARE(cases, 3);
    }

    // Type 2's truths and links: cell F_S, the strong link, the virtual
    // truth; links: b across S, a along the floor, the roof cells; rank 1.
    void hiddenType2Shape()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/uniqueness_sudokuwiki.txt");
        auto c = parseLibraryLine(lines[2]); // type 2, first state
        QVERIFY(c.ok());
        const auto steps = findSteps(c->state, "hidden-unique-rectangle-2");
        QVERIFY(!steps.empty());
        for (const Step& s : steps) {
            const Evaluation& e = s.readings.front();
            QCOMPARE(e.bases.size(), std::size_t(2));
            QCOMPARE(e.virtualBases.size(), std::size_t(1));
            QCOMPARE(e.covers.size(), std::size_t(4));
            QCOMPARE(e.rank, 1);
            QCOMPARE(s.eliminations.count(), 1);
        }
    }

    // Sudoku Explainer 1.2.1's own unique loop and BUG steps (SOURCES.md): on
    // the state before each, a step of the Setwise id has exactly SE's
    // eliminations (a placement standing for its cell's other candidates),
    // true by the brute-force solver. SE's "BUG type 1" with two extra digits
    // in one cell is Setwise's BUG type 3 of that cell.
    void sudokuExplainerCases()
    {
        int matched = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/uniqueness_se_paths.txt")) {
            const auto f = split(line, '|');
            QCOMPARE(f.size(), std::size_t(3));
            auto trim = [](const std::string& x) {
                const std::size_t a = x.find_first_not_of(' ');
                return x.substr(a, x.find_last_not_of(' ') + 1 - a);
            };
            const std::string id = trim(f[0]);
            CandidateSet expected;
            for (const std::string& x : split(trim(f[1]), ' '))
                expected.set(cand(x[0] - '0', x[2] - '0', x[4] - '0'));
            const State s = *parseState(trim(f[2]));
            bool found = false;
            for (const Step& st : findSteps(s, id)) {
                CandidateSet effective = st.eliminations;
                for (Candidate p : st.placements)
                    for (Digit d = 0; d < 9; ++d)
                        if (d != digitOf(p) && s.isLive(candidateOf(cellOf(p), d)))
                            effective.set(candidateOf(cellOf(p), d));
                if (effective == expected) {
                    QCOMPARE(solverDisproves(s, st), std::string());
                    found = true;
                }
            }
            QVERIFY2(found, (id + ": " + names(expected)).c_str());
            ++matched;
        }
        QCOMPARE(matched, 8);
    }

    void registered()
    {
        for (const char* id : kNamed) {
            const Technique* t = findTechnique(id);
            QVERIFY2(t, id);
            QCOMPARE(t->family, std::string_view("uniqueness"));
            QVERIFY(!t->defaultOn);
        }
    }

    // Every step of the named techniques offered in any state along the
    // default path (uniqueness on) of top1465 every 7th line and of the SE
    // rating sample, each also as a random isomorph (seed 21), agrees with the
    // brute-force solution.
    void soundness()
    {
        const TechniqueSettings settings = defaultsWithUniqueness();
        std::map<std::string, int> offered;
        for (const auto& [file, stride] :
            { std::pair { "/top1465.txt", 7 }, std::pair { "/se_rating_sample_every100.txt", 2 } })
            checkStepsAlongPaths(readLines(std::string(SETWISE_TEST_DATA) + file), std::size_t(stride) * kSampleScale,
                settings, 1, kNamed, offered);
        std::string counts;
        for (const auto& [id, k] : offered)
            counts += " " + id + "=" + std::to_string(k);
        qInfo("steps offered and checked:%s", counts.c_str());
        QVERIFY(offered.size() >= 2);
    }
};

QTEST_APPLESS_MAIN(TstUniquenessNamed)
#include "tst_uniqueness_named.moc"
