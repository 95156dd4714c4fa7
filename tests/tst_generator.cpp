// SPDX-License-Identifier: GPL-3.0-or-later
// The generator (engine/generator/): every puzzle has one solution (counted
// to 2 by the solver on its 81 characters), is minimal when asked (each given
// removed in turn leaves two solutions), keeps its symmetry (checked cell by
// cell with the maps written out here), passes its filters (rated again here
// with solvePath, hodokuRating and seRating), and the same seed and number
// give the same puzzle.
#include "engine/generator/generator.h"
#include "engine/rating/rating.h"
#include "test_util.h"

#include <QTest>

#include <set>

using namespace setwise;

namespace
{

std::string givens81(const Grid& g)
{
    std::string s(81, '.');
    for (Cell c = 0; c < kCells; ++c)
        if (g[std::size_t(c)] != kNoDigit)
            s[std::size_t(c)] = char('1' + g[std::size_t(c)]);
    return s;
}

bool validSolution(const Grid& g)
{
    for (int h = 0; h < 9; ++h) {
        std::set<Digit> row, col, box;
        for (int i = 0; i < 9; ++i) {
            row.insert(g[std::size_t(cellAt(h, i))]);
            col.insert(g[std::size_t(cellAt(i, h))]);
            box.insert(g[std::size_t(boxCell(h, i))]);
        }
        for (const auto* s : { &row, &col, &box })
            if (s->size() != 9 || *s->begin() != 0 || *s->rbegin() != 8)
                return false;
    }
    return true;
}

// One solution, and it is the one the generator reports.
void checkUnique(const GeneratedPuzzle& p)
{
    const SolveResult r = countSolutions(givens81(p.carved.givens), 2);
    QCOMPARE(r.solutions, 1);
    QVERIFY(r.solution == p.carved.solution);
    QCOMPARE(writeGivens81(p.puzzle), givens81(p.carved.givens));
}

// Removing any one given leaves several solutions.
void checkMinimal(const GeneratedPuzzle& p)
{
    std::string s = givens81(p.carved.givens);
    for (std::size_t c = 0; c < 81; ++c) {
        if (s[c] == '.')
            continue;
        const char digit = s[c];
        s[c] = '.';
        QCOMPARE(countSolutions(s, 2).solutions, 2);
        s[c] = digit;
    }
}

GeneratedPuzzle make(const GeneratorRequest& r, std::uint64_t seed, std::uint64_t index)
{
    auto p = generatePuzzle(r, seed, index);
    if (!p)
        qFatal("generatePuzzle: %s", p.error().message.c_str());
    return *p;
}

} // namespace

class TstGenerator : public QObject
{
    Q_OBJECT
private slots:
    void randomSolutionIsAGridAndReproducible()
    {
        std::set<Grid> grids;
        for (std::uint64_t seed = 0; seed < 20; ++seed) {
            const Grid g = randomSolution(seed);
            QVERIFY(validSolution(g));
            QVERIFY(g == randomSolution(seed));
            grids.insert(g);
        }
        QCOMPARE(grids.size(), std::size_t(20));
    }

    void orbitCounts()
    {
        // Burnside: the orbits of a group are the average number of fixed cells.
        // 180°: (81 + 1) / 2; quarter turns: (81 + 1 + 1 + 1) / 4; a diagonal
        // (81 + 9) / 2; the dihedral group (81 + 3 * 1 + 4 * 9) / 8.
        QCOMPARE(symmetryOrbits(Symmetry::None).size(), std::size_t(81));
        QCOMPARE(symmetryOrbits(Symmetry::Rotational).size(), std::size_t(41));
        QCOMPARE(symmetryOrbits(Symmetry::Rotational90).size(), std::size_t(21));
        QCOMPARE(symmetryOrbits(Symmetry::Diagonal).size(), std::size_t(45));
        QCOMPARE(symmetryOrbits(Symmetry::Orthogonal).size(), std::size_t(25));
        QCOMPARE(symmetryOrbits(Symmetry::Dihedral).size(), std::size_t(15));
        for (Symmetry s : allSymmetries())
            QCOMPARE(symmetryFromName(symmetryName(s)), std::optional<Symmetry>(s));
        QCOMPARE(symmetryFromName("mirror"), std::optional<Symmetry>(Symmetry::Vertical));
        QVERIFY(!symmetryFromName("spiral"));
    }

    void randomPuzzlesAreUniqueAndMinimal()
    {
        GeneratorRequest r;
        for (std::uint64_t i = 0; i < 6; ++i) {
            const GeneratedPuzzle p = make(r, 42, i);
            checkUnique(p);
            checkMinimal(p);
            QCOMPARE(p.attempts, std::uint64_t(1)); // no filter rejects anything
        }
    }

    void symmetryHolds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("minimal");
        QTest::newRow("rotational") << "rotational" << false;
        QTest::newRow("rotational minimal") << "rotational" << true;
        QTest::newRow("rotational-90") << "rotational-90" << false;
        QTest::newRow("diagonal") << "diagonal" << false;
        QTest::newRow("anti-diagonal") << "anti-diagonal" << false;
        QTest::newRow("horizontal") << "horizontal" << false;
        QTest::newRow("mirror") << "mirror" << true;
        QTest::newRow("dihedral") << "dihedral" << false;
    }
    void symmetryHolds()
    {
        QFETCH(QString, name);
        QFETCH(bool, minimal);
        GeneratorRequest r;
        r.symmetry = *symmetryFromName(name.toStdString());
        r.minimal = minimal;
        // The maps, written out again: each cell's images under the generators.
        auto images = [&](int row, int col) -> std::vector<std::pair<int, int>> {
            if (name == "rotational")
                return { { 8 - row, 8 - col } };
            if (name == "rotational-90")
                return { { col, 8 - row } };
            if (name == "diagonal")
                return { { col, row } };
            if (name == "anti-diagonal")
                return { { 8 - col, 8 - row } };
            if (name == "horizontal")
                return { { 8 - row, col } };
            if (name == "mirror")
                return { { row, 8 - col } };
            return { { col, 8 - row }, { col, row } }; // dihedral
        };
        for (std::uint64_t i = 0; i < 2; ++i) {
            const GeneratedPuzzle p = make(r, 7, i);
            checkUnique(p);
            if (minimal)
                checkMinimal(p);
            for (int row = 0; row < 9; ++row)
                for (int col = 0; col < 9; ++col)
                    for (auto [r2, c2] : images(row, col))
                        QCOMPARE(p.puzzle.isEmpty(cellAt(row, col)), p.puzzle.isEmpty(cellAt(r2, c2)));
        }
    }

    void sameSeedSamePuzzles()
    {
        GeneratorRequest r;
        r.symmetry = Symmetry::Rotational;
        std::set<std::string> seen;
        for (std::uint64_t i = 0; i < 4; ++i) {
            const auto a = make(r, 123, i), b = make(r, 123, i);
            QCOMPARE(writeGivens81(a.puzzle), writeGivens81(b.puzzle));
            seen.insert(writeGivens81(a.puzzle));
            // Another seed gives another puzzle.
            QVERIFY(writeGivens81(make(r, 124, i).puzzle) != writeGivens81(a.puzzle));
        }
        QCOMPARE(seen.size(), std::size_t(4));
        QVERIFY(puzzleSeed(1, 0) != puzzleSeed(0, 1));
    }

    void levelFilter_data()
    {
        QTest::addColumn<int>("level");
        QTest::newRow("easy") << int(HodokuLevel::Easy);
        QTest::newRow("medium") << int(HodokuLevel::Medium);
        QTest::newRow("hard") << int(HodokuLevel::Hard);
    }
    void levelFilter()
    {
        QFETCH(int, level);
        GeneratorRequest r;
        r.level = HodokuLevel(level);
        const GeneratedPuzzle p = make(r, 5, 0);
        checkUnique(p);
        const SolvePath path = solvePath(p.puzzle, TechniqueSettings::defaults());
        QCOMPARE(int(path.result), int(SolvePath::Result::Solved));
        QCOMPARE(int(*hodokuRating(path).level), level);
        QCOMPARE(int(*p.hodoku->level), level);
    }

    void techniqueOnThePathAndPractice_data()
    {
        QTest::addColumn<QString>("technique");
        QTest::addColumn<bool>("needs");
        QTest::newRow("hidden-pair") << "hidden-pair" << false;
        QTest::newRow("family intersections, needed") << "intersections" << true;
        QTest::newRow("x-wing") << "x-wing" << false;
    }
    void techniqueOnThePathAndPractice()
    {
        QFETCH(QString, technique);
        QFETCH(bool, needs);
        GeneratorRequest r;
        r.techniques = { technique.toStdString() };
        r.needs = needs;
        const std::vector<std::string> ids = expandTechnique(technique.toStdString());
        QVERIFY(!ids.empty());
        const GeneratedPuzzle p = make(r, 11, 0);
        checkUnique(p);
        const auto used = [&](const std::string& id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); };
        const TechniqueSettings defaults = TechniqueSettings::defaults();
        const SolvePath path = solvePath(p.puzzle, defaults);
        QCOMPARE(int(path.result), int(SolvePath::Result::Solved));
        QVERIFY(std::any_of(path.steps.begin(), path.steps.end(), [&](const Step& s) { return used(s.technique); }));
        // Practice: the stepper's next step in the practice state is the
        // technique's first step on the path.
        QVERIFY(p.practice && p.practiceStep);
        const auto next = findNextStep(*p.practice, defaults);
        QVERIFY(next);
        QVERIFY(used(next->technique));
        QCOMPARE(next->eliminations, p.practiceStep->eliminations);
        QCOMPARE(next->placements, p.practiceStep->placements);
        if (!needs)
            return;
        // The default techniques up to the hardest on the path, without the
        // requested ones, get stuck.
        std::size_t hardest = 0;
        const auto all = techniques();
        for (const Step& s : path.steps)
            for (std::size_t i = 0; i < all.size(); ++i)
                if (all[i].id == s.technique)
                    hardest = std::max(hardest, i);
        TechniqueSettings without;
        for (std::size_t i = 0; i <= hardest; ++i)
            if (defaults.isEnabled(all[i].id) && !used(std::string(all[i].id)))
                without.order.emplace_back(all[i].id);
        QVERIFY(solvePath(p.puzzle, without).result != SolvePath::Result::Solved);
    }

    void seRange()
    {
        GeneratorRequest r;
        r.seMin = 25;
        r.seMax = 40;
        const GeneratedPuzzle p = make(r, 3, 0);
        checkUnique(p);
        RatingOptions o;
        o.optimise = false;
        const PuzzleRating rating = ratePuzzle(p.puzzle, o);
        QVERIFY(rating.se.er);
        QVERIFY(*rating.se.er >= 25 && *rating.se.er <= 40);
        QCOMPARE(p.se->er, rating.se.er);
    }

    void rateFillsEverything()
    {
        GeneratorRequest r;
        r.rate = true;
        const GeneratedPuzzle p = make(r, 9, 0);
        QVERIFY(p.hodoku && p.se && p.pathResult);
        QCOMPARE(int(*p.pathResult), int(SolvePath::Result::Solved));
        QVERIFY(!p.pathTechniques.empty());
        QCOMPARE(p.pathTechniques.front(), solvePath(p.puzzle, TechniqueSettings::defaults()).steps.front().technique);
    }

    void errorsAreValues()
    {
        GeneratorRequest r;
        r.techniques = { "no-such-technique" };
        QVERIFY(!generatePuzzle(r, 1, 0));
        r.techniques.clear();
        r.needs = true;
        QVERIFY(!generatePuzzle(r, 1, 0));
        r.needs = false;
        r.seMin = 80;
        r.seMax = 70;
        QVERIFY(!generatePuzzle(r, 1, 0));
        // Nothing rates 11.9 or more: the attempts run out.
        r.seMin = 119;
        r.seMax = std::nullopt;
        r.maxAttempts = 3;
        const auto none = generatePuzzle(r, 1, 0);
        QVERIFY(!none);
        QVERIFY(none.error().message.find("3 attempts") != std::string::npos);
        // A set cancel flag stops at once.
        std::atomic<bool> cancel { true };
        GeneratorRequest any;
        QCOMPARE(
            generatePuzzle(any, 1, 0, GeneratorControl { &cancel, nullptr }).error().message, std::string("cancelled"));
    }
};

QTEST_APPLESS_MAIN(TstGenerator)
#include "tst_generator.moc"
