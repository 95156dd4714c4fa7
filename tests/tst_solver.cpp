// SPDX-License-Identifier: GPL-3.0-or-later
// The brute-force solver: solution counts on sampled puzzle sets, agreement
// with an independent plain backtracking solver, states with eliminated
// candidates and placed digits, contradictory input, reentrancy.
#include "engine/solver.h"
#include "engine/tables.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using namespace setwise;

namespace
{

// The independent oracle: plain recursive backtracking over an array of 81
// digits with a 9-bit "used" mask per row, column and box and a 9-bit
// "allowed" mask per cell (the live candidates). It branches on a hidden
// single when there is one, else on the empty cell with fewest digits. It
// shares no code with engine/solver/ (only houseCells from the tables).
struct Oracle {
    std::array<int, 81> grid {};
    std::array<unsigned, 81> allowed {};
    std::array<unsigned, 9> rows {}, cols {}, boxes {};
    int limit = 2;
    std::vector<std::array<int, 81>> solutions;

    static int box(int c) { return 3 * (c / 27) + (c % 9) / 3; }

    Oracle()
    {
        grid.fill(-1);
        allowed.fill(0x1FF);
    }

    bool put(int c, int d)
    {
        const unsigned bit = 1u << d;
        if (!(allowed[c] & bit) || ((rows[c / 9] | cols[c % 9] | boxes[box(c)]) & bit))
            return false;
        grid[c] = d;
        rows[c / 9] |= bit;
        cols[c % 9] |= bit;
        boxes[box(c)] |= bit;
        return true;
    }
    void take(int c)
    {
        const unsigned bit = 1u << grid[c];
        grid[c] = -1;
        rows[c / 9] &= ~bit;
        cols[c % 9] &= ~bit;
        boxes[box(c)] &= ~bit;
    }
    void solve()
    {
        // Step 1. The digits left for each empty cell; the cell with fewest first.
        std::array<unsigned, 81> left {};
        int best = -1, bestCount = 10;
        unsigned bestMask = 0;
        for (int c = 0; c < 81; ++c) {
            if (grid[c] >= 0)
                continue;
            left[c] = allowed[c] & ~(rows[c / 9] | cols[c % 9] | boxes[box(c)]);
            const int n = std::popcount(left[c]);
            if (n < bestCount) {
                best = c, bestCount = n, bestMask = left[c];
                if (n == 0)
                    return;
            }
        }
        if (best < 0) {
            solutions.push_back(grid);
            return;
        }
        // Step 2. A digit with one place left in a house beats any cell (hidden
        // single); a digit with no place left is a dead end.
        for (int h = 0; h < 27 && bestCount > 1; ++h) {
            unsigned one = 0, two = 0, used = 0;
            for (Cell c : houseCells(h)) {
                if (grid[c] >= 0) {
                    used |= 1u << grid[c];
                    continue;
                }
                two |= one & left[c];
                one |= left[c];
            }
            const unsigned needed = ~used & 0x1FF;
            if (needed & ~one)
                return;
            if (const unsigned single = needed & ~two) {
                const unsigned bit = single & (0u - single);
                for (Cell c : houseCells(h))
                    if (grid[c] < 0 && (left[c] & bit))
                        best = c, bestCount = 1, bestMask = bit;
            }
        }
        // Step 3. Try each digit.
        for (unsigned m = bestMask; m; m &= m - 1) {
            put(best, std::countr_zero(m));
            solve();
            take(best);
            if (int(solutions.size()) >= limit)
                return;
        }
    }
};

std::vector<std::array<int, 81>> oracleSolve(std::string_view puzzle, int limit)
{
    Oracle o;
    o.limit = limit;
    for (int c = 0; c < 81; ++c)
        if (puzzle[c] >= '1' && puzzle[c] <= '9' && !o.put(c, puzzle[c] - '1'))
            return {};
    o.solve();
    return o.solutions;
}

std::vector<std::array<int, 81>> oracleSolve(const State& s, int limit)
{
    Oracle o;
    o.limit = limit;
    for (Cell c = 0; c < kCells; ++c)
        o.allowed[c] = s.isEmpty(c) ? s.cellMask(c) : 0x1FFu;
    for (Cell c = 0; c < kCells; ++c)
        if (!s.isEmpty(c) && !o.put(c, s.digit(c)))
            return {};
    o.solve();
    return o.solutions;
}

std::vector<std::string> readLines(const QString& name)
{
    std::ifstream f(QByteArray(SETWISE_TEST_DATA "/" + name.toUtf8()).constData());
    std::vector<std::string> lines;
    for (std::string line; std::getline(f, line);)
        if (!line.empty() && line[0] != '#')
            lines.push_back(line);
    return lines;
}

bool isCompleteGrid(const Grid& g)
{
    for (House h = 0; h < 27; ++h) {
        unsigned seen = 0;
        for (Cell c : houseCells(h))
            if (g[c] >= 0 && g[c] < 9)
                seen |= 1u << g[c];
        if (seen != 0x1FF)
            return false;
    }
    return true;
}

bool agreesWithGivens(const Grid& g, std::string_view puzzle)
{
    for (Cell c = 0; c < kCells; ++c)
        if (puzzle[c] >= '1' && puzzle[c] <= '9' && g[c] != puzzle[c] - '1')
            return false;
    return true;
}

bool sameGrid(const Grid& g, const std::array<int, 81>& o)
{
    return std::equal(g.begin(), g.end(), o.begin());
}

State stateOf(std::string_view puzzle)
{
    State s;
    for (Cell c = 0; c < kCells; ++c)
        if (puzzle[c] >= '1' && puzzle[c] <= '9')
            s.place(c, puzzle[c] - '1', true);
    return s;
}

// A small deterministic generator for the random elimination test.
struct Lcg {
    std::uint64_t x;
    unsigned next(unsigned n)
    {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return unsigned((x >> 33) % n);
    }
};

void addPuzzleRows(const char* file, const char* tag)
{
    const auto lines = readLines(QString::fromLatin1(file));
    QVERIFY2(lines.size() > 10, file);
    for (std::size_t i = 0; i < lines.size(); ++i)
        QTest::addRow("%s:%d", tag, int(i + 1)) << QString::fromStdString(lines[i].substr(0, 81));
}

const char* const kUnique = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

} // namespace

class TstSolver : public QObject
{
    Q_OBJECT
private slots:
    // Proper puzzles: one solution, a valid grid agreeing with the givens,
    // the same grid as the oracle's.
    void uniquePuzzles_data()
    {
        QTest::addColumn<QString>("puzzle");
        addPuzzleRows("solver_top1465.txt", "top1465");
        addPuzzleRows("solver_sudoku17.txt", "sudoku17");
        addPuzzleRows("solver_forum_hardest.txt", "forum_hardest");
    }
    void uniquePuzzles()
    {
        QFETCH(QString, puzzle);
        const std::string p = puzzle.toStdString();
        const SolveResult r = countSolutions(p, 2);
        QCOMPARE(r.solutions, 1);
        QVERIFY(isCompleteGrid(r.solution));
        QVERIFY(agreesWithGivens(r.solution, p));
        const auto o = oracleSolve(p, 2);
        QCOMPARE(int(o.size()), 1);
        QVERIFY(sameGrid(r.solution, o[0]));
        // The State entry point agrees with the string one.
        const SolveResult s = countSolutions(stateOf(p), 2);
        QCOMPARE(s.solutions, 1);
        QVERIFY(s.solution == r.solution);
    }

    // Serg's benchmark: every line has two or more solutions.
    void multiSolutionPuzzles_data()
    {
        QTest::addColumn<QString>("puzzle");
        addPuzzleRows("solver_serg_multisolution.txt", "serg");
    }
    void multiSolutionPuzzles()
    {
        QFETCH(QString, puzzle);
        const std::string p = puzzle.toStdString();
        const SolveResult r = countSolutions(p, 2);
        QCOMPARE(r.solutions, 2);
        QVERIFY(isCompleteGrid(r.solution));
        QVERIFY(agreesWithGivens(r.solution, p));
        QCOMPARE(int(oracleSolve(p, 2).size()), 2);
        QCOMPARE(countSolutions(p, 1).solutions, 1);
    }

    // Sudopedia's invalid and valid test cases with their labelled counts.
    void labelledCases_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("count"); // exact count, 1000 for "1000 or more"
        const auto lines = readLines(QStringLiteral("solver_invalid_and_edge_cases.txt"));
        QCOMPARE(lines.size(), std::size_t(17));
        for (const std::string& line : lines) {
            const QStringList f = QString::fromStdString(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QCOMPARE(f.size(), 3);
            int count = 0;
            if (f[1] == QLatin1String("unique"))
                count = 1;
            else if (f[1].startsWith(QLatin1String("multi:")))
                count = f[1].mid(6).remove(QLatin1Char('+')).toInt();
            else
                QCOMPARE(f[1], QStringLiteral("nosolution"));
            QTest::addRow("%s %s", qPrintable(f[2]), qPrintable(f[0].left(12))) << f[0] << count;
        }
    }
    void labelledCases()
    {
        QFETCH(QString, puzzle);
        QFETCH(int, count);
        const std::string p = puzzle.toStdString();
        for (int limit : { 1, 2, 1000 }) {
            const SolveResult r = countSolutions(p, limit);
            QCOMPARE(r.solutions, std::min(count, limit));
            if (r.solutions > 0) {
                QVERIFY(isCompleteGrid(r.solution));
                QVERIFY(agreesWithGivens(r.solution, p));
            }
        }
        QCOMPARE(int(oracleSolve(p, 1000).size()), count);
        QCOMPARE(countSolutions(stateOf(p), 1000).solutions, count);
    }

    // Many solutions, counted exactly: hard puzzles with two givens dropped
    // leave states without bivalue cells, where the solver branches on the
    // placements of a digit in a band (one branch per perfect matching of its
    // minirows); a branch that overlapped or missed one would change the count.
    void exactCountsWithManySolutions()
    {
        const auto lines = readLines(QStringLiteral("solver_forum_hardest.txt"));
        Lcg rng { 2026 };
        int over10 = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            std::string p = lines[i].substr(0, 81);
            for (int k = 0; k < 2; ++k)
                p[rng.next(81)] = '.';
            const int expected = int(oracleSolve(p, 1000).size());
            QCOMPARE(countSolutions(p, 1000).solutions, expected);
            QCOMPARE(countSolutions(stateOf(p), 1000).solutions, expected);
            QCOMPARE(countSolutions(p, 2).solutions, std::min(expected, 2));
            over10 += expected > 10 && expected < 1000;
        }
        QVERIFY2(over10 > 5, qPrintable(QString::number(over10)));
    }

    // Many solutions, counted exactly, on puzzles with many givens (Serg's
    // list, 46 or 47 empty cells): there the solver branches on bivalue
    // cells, the lower digit first, and leaves triads out. Counts equal the oracle's, the solution
    // reported is one of the oracle's, and limits 1 and 2 and both entry
    // points report the same one (the same search order).
    void exactCountsOnBivalueCells()
    {
        const auto lines = readLines(QStringLiteral("solver_serg_multisolution.txt"));
        int checked = 0, over10 = 0;
        for (std::size_t i = 0; i < lines.size(); i += 8) {
            const std::string p = lines[i].substr(0, 81);
            QVERIFY(std::count_if(p.begin(), p.end(), [](char ch) { return ch < '1' || ch > '9'; }) <= 47);
            const auto all = oracleSolve(p, 1000);
            const int expected = int(all.size());
            const SolveResult r = countSolutions(p, 1000);
            QCOMPARE(r.solutions, expected);
            QCOMPARE(countSolutions(stateOf(p), 1000).solutions, expected);
            QVERIFY(std::any_of(all.begin(), all.end(), [&r](const auto& o) { return sameGrid(r.solution, o); }));
            const SolveResult one = countSolutions(p, 1), two = countSolutions(p, 2);
            QCOMPARE(one.solutions, 1);
            QCOMPARE(two.solutions, 2);
            QVERIFY(one.solution == r.solution && two.solution == r.solution);
            QVERIFY(countSolutions(stateOf(p), 2).solution == r.solution);
            ++checked;
            over10 += expected > 10;
        }
        QVERIFY(checked >= 30);
        QVERIFY2(over10 > 5, qPrintable(QString::number(over10)));
    }

    // Many givens and no solution: Serg's lines with one given added that no
    // equal given sees (so the givens alone clash nowhere). The bivalue-cell
    // search then runs its light propagation (rules 1-4 only, no check that a
    // column still has every digit) and must still find no solution, or the
    // oracle's count, at every limit and through both entry points.
    void manyGivensWithoutSolution()
    {
        const auto lines = readLines(QStringLiteral("solver_serg_multisolution.txt"));
        Lcg rng { 17 };
        int none = 0, some = 0;
        for (std::size_t i = 0; i < lines.size(); i += 2) {
            std::string p = lines[i].substr(0, 81);
            int c = int(rng.next(81));
            while (p[std::size_t(c)] >= '1' && p[std::size_t(c)] <= '9')
                c = (c + 1) % 81;
            unsigned seen = 0; // the digits of the givens c sees
            for (int k = 0; k < 81; ++k)
                if (k != c && (k / 9 == c / 9 || k % 9 == c % 9 || (k / 27 == c / 27 && k % 9 / 3 == c % 9 / 3))
                    && p[std::size_t(k)] >= '1' && p[std::size_t(k)] <= '9')
                    seen |= 1u << (p[std::size_t(k)] - '1');
            const unsigned free = 0x1FF & ~seen;
            if (!free)
                continue;
            int d = int(rng.next(9));
            while (!(free & (1u << d)))
                d = (d + 1) % 9;
            p[std::size_t(c)] = char('1' + d);
            const auto all = oracleSolve(p, 1000);
            const int expected = int(all.size());
            for (int limit : { 1, 2, 1000 }) {
                const SolveResult r = countSolutions(p, limit);
                QCOMPARE(r.solutions, std::min(expected, limit));
                if (r.solutions > 0)
                    QVERIFY(
                        std::any_of(all.begin(), all.end(), [&r](const auto& o) { return sameGrid(r.solution, o); }));
            }
            QCOMPARE(countSolutions(stateOf(p), 2).solutions, std::min(expected, 2));
            (expected == 0 ? none : some) += 1;
        }
        QVERIFY2(none >= 10 && some >= 10, qPrintable(QStringLiteral("%1 %2").arg(none).arg(some)));
    }

    // Two puzzles of 34 givens (taken at random from random solution grids)
    // whose bivalue-cell search reaches nodes without a bivalue cell: there
    // it branches on a digit's pattern, from shapes rebuilt out of the words
    // (the light propagation keeps none). Counts equal the oracle's.
    void manyGivensWithoutBivalueCell_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::newRow("a") << QStringLiteral(
            "4.7...1951..87.3245.3....76.........3...9.68..7821.45.83..5....29..8...3...32....");
        QTest::newRow("b") << QStringLiteral(
            "...95..8..1.4...39389.17.4.1.7...36.5..16.497...3.9.1..............94.2.9.3.28.7.");
    }
    void manyGivensWithoutBivalueCell()
    {
        QFETCH(QString, puzzle);
        const std::string p = puzzle.toStdString();
        const auto all = oracleSolve(p, 1000);
        const int expected = int(all.size());
        QVERIFY(expected > 10);
        for (int limit : { 1, 2, 1000 }) {
            const SolveResult r = countSolutions(p, limit);
            QCOMPARE(r.solutions, std::min(expected, limit));
            QVERIFY(std::any_of(all.begin(), all.end(), [&r](const auto& o) { return sameGrid(r.solution, o); }));
        }
        QCOMPARE(countSolutions(stateOf(p), 1000).solutions, expected);
    }

    // The generator's entry point: a grid of givens with one candidate excluded.
    void gridEntryExcludedCandidate()
    {
        const auto lines = readLines(QStringLiteral("solver_top1465.txt"));
        for (std::size_t i = 0; i < lines.size(); i += 10) {
            const std::string p = lines[i].substr(0, 81);
            const auto solution = oracleSolve(p, 1)[0];
            Grid givens;
            for (Cell c = 0; c < kCells; ++c)
                givens[c] = p[c] >= '1' && p[c] <= '9' ? Digit(p[c] - '1') : kNoDigit;
            QCOMPARE(countSolutions(givens, 2).solutions, 1);
            Cell empty = 0;
            while (givens[empty] != kNoDigit)
                ++empty;
            // Excluding the solution's digit leaves no solution; another digit changes nothing.
            QCOMPARE(countSolutions(givens, 2, candidateOf(empty, solution[empty])).solutions, 0);
            const Digit other = Digit((solution[empty] + 1) % 9);
            const SolveResult r = countSolutions(givens, 2, candidateOf(empty, other));
            QCOMPARE(r.solutions, 1);
            QVERIFY(sameGrid(r.solution, solution));
            // Excluding a given's own digit is a contradiction.
            Cell given = 0;
            while (givens[given] == kNoDigit)
                ++given;
            QCOMPARE(countSolutions(givens, 2, candidateOf(given, givens[given])).solutions, 0);
        }
    }

    void emptyGrid()
    {
        const std::string empty(81, '.');
        const auto start = std::chrono::steady_clock::now();
        const SolveResult r = countSolutions(empty, 2);
        const auto ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        QCOMPARE(r.solutions, 2);
        QVERIFY(isCompleteGrid(r.solution));
        QVERIFY2(ms < 500, qPrintable(QString::number(ms)));
        QCOMPARE(countSolutions(State(), 2).solutions, 2);
        QCOMPARE(countSolutions(empty, 1000).solutions, 1000);
        // Short input: the missing cells are empty; other characters are empty too.
        QCOMPARE(countSolutions(std::string_view(), 2).solutions, 2);
        QCOMPARE(countSolutions(std::string(81, '0'), 2).solutions, 2);
    }

    void contradictoryInput_data()
    {
        QTest::addColumn<QString>("puzzle");
        std::string p = kUnique;
        p[1] = '4'; // r1c2 = 4 next to r1c1 = 4
        QTest::newRow("row duplicate") << QString::fromStdString(p);
        p = kUnique;
        p[9] = '4'; // r2c1 = 4 under r1c1 = 4
        QTest::newRow("column duplicate") << QString::fromStdString(p);
        p = kUnique;
        p[10] = '4'; // r2c2 = 4, same box
        QTest::newRow("box duplicate") << QString::fromStdString(p);
        // r1c1 sees 1-8 in its row and 9 in its column: no digit left.
        QTest::newRow("dead cell") << QStringLiteral(".12345678.........9") + QString(62, QLatin1Char('.'));
        QTest::newRow("complete grid with a swap")
            << QStringLiteral("213456789456789123789123456312645978645978312978312645231564897564897231897231564");
    }
    void contradictoryInput()
    {
        QFETCH(QString, puzzle);
        const std::string p = puzzle.toStdString();
        QCOMPARE(countSolutions(p, 2).solutions, 0);
        QCOMPARE(countSolutions(p, 1000).solutions, 0);
        QCOMPARE(int(oracleSolve(p, 2).size()), 0);
        // The grid entry point places the same givens at once and finds the clash too.
        Grid givens;
        for (Cell c = 0; c < kCells; ++c)
            givens[c] = c < Cell(p.size()) && p[c] >= '1' && p[c] <= '9' ? Digit(p[c] - '1') : kNoDigit;
        QCOMPARE(countSolutions(givens, 2).solutions, 0);
    }

    // Eliminated candidates stay eliminated; placed digits are respected.
    void stateEliminations()
    {
        const State start = stateOf(kUnique);
        const SolveResult base = countSolutions(start, 2);
        QCOMPARE(base.solutions, 1);
        for (Cell c = 0; c < kCells; ++c) {
            if (!start.isEmpty(c))
                continue;
            for (Digit d = 0; d < 9; ++d) {
                const Candidate x = candidateOf(c, d);
                if (!start.isLive(x))
                    continue;
                State s = start;
                s.eliminate(x);
                const SolveResult r = countSolutions(s, 2);
                if (d == base.solution[c]) {
                    QCOMPARE(r.solutions, 0);
                } else {
                    QCOMPARE(r.solutions, 1);
                    QVERIFY(r.solution == base.solution);
                }
            }
        }
    }
    void statePlacedDigits()
    {
        const State start = stateOf(kUnique);
        const Grid solution = countSolutions(start, 2).solution;
        int placedRight = 0, placedWrong = 0;
        for (Cell c = 0; c < kCells; ++c) {
            if (!start.isEmpty(c))
                continue;
            State right = start;
            right.place(c, solution[c]);
            QVERIFY(right.isPlaced(c));
            QCOMPARE(countSolutions(right, 2).solutions, 1);
            ++placedRight;
            for (Digit d = 0; d < 9; ++d) {
                if (d == solution[c] || !start.isLive(candidateOf(c, d)))
                    continue;
                State wrong = start;
                wrong.place(c, d);
                QCOMPARE(countSolutions(wrong, 2).solutions, 0);
                ++placedWrong;
            }
        }
        QVERIFY(placedRight > 50 && placedWrong > 50);
        // A placed digit that clashes with a given (State::place does not check).
        State clash = start;
        clash.place(1, 3); // 4 in r1c2 next to the given 4 in r1c1
        QCOMPARE(countSolutions(clash, 2).solutions, 0);
    }
    // A placed digit picks one of the solutions of a multi-solution puzzle.
    void statePlacedDigitPicksSolution()
    {
        const auto lines = readLines(QStringLiteral("solver_serg_multisolution.txt"));
        for (std::size_t i = 0; i < lines.size(); i += 10) {
            const std::string p = lines[i].substr(0, 81);
            const auto both = oracleSolve(p, 2);
            QCOMPARE(int(both.size()), 2);
            Cell differ = 0;
            while (both[0][differ] == both[1][differ])
                ++differ;
            for (int k = 0; k < 2; ++k) {
                State s = stateOf(p);
                s.place(differ, both[k][differ]);
                const auto expected = oracleSolve(s, 1000);
                const SolveResult r = countSolutions(s, 1000);
                QCOMPARE(r.solutions, int(expected.size()));
                QVERIFY(r.solutions >= 1);
                QVERIFY(std::find_if(expected.begin(), expected.end(), [&](const auto& g) {
                    return sameGrid(r.solution, g);
                }) != expected.end());
            }
        }
    }
    // Random states: a puzzle with up to two givens dropped, then one cut at
    // a digit of its solution or none, then up to three random candidates.
    // Counts and solutions agree with the oracle.
    void stateRandomEliminations()
    {
        const auto lines = readLines(QStringLiteral("solver_top1465.txt"));
        Lcg rng { 12345 };
        int seen[3] = {};
        for (std::size_t i = 0; i < lines.size(); ++i) {
            std::string p = lines[i].substr(0, 81);
            const auto solution = oracleSolve(p, 1)[0];
            for (int k = int(rng.next(3)); k > 0; --k)
                p[rng.next(81)] = '.';
            State s = stateOf(p);
            if (rng.next(2)) {
                Cell c = Cell(rng.next(81));
                while (!s.isEmpty(c))
                    c = (c + 1) % kCells;
                s.eliminate(candidateOf(c, solution[c]));
            }
            for (int k = int(rng.next(4)); k > 0; --k)
                s.eliminate(Candidate(rng.next(kCandidates)));
            const auto expected = oracleSolve(s, 5);
            const SolveResult r = countSolutions(s, 5);
            QCOMPARE(r.solutions, int(expected.size()));
            if (r.solutions == 1)
                QVERIFY(sameGrid(r.solution, expected[0]));
            ++seen[std::min(r.solutions, 2)];
        }
        // The sample reaches all three outcomes.
        QVERIFY2(seen[0] > 10 && seen[1] > 10 && seen[2] > 10,
            qPrintable(QStringLiteral("%1 %2 %3").arg(seen[0]).arg(seen[1]).arg(seen[2])));
    }

    void guessCounts()
    {
        // A complete grid and a singles-only puzzle need no guess.
        const char* complete = "123456789456789123789123456312645978645978312978312645231564897564897231897231564";
        QCOMPARE(countSolutions(complete, 2).guesses, std::uint64_t(0));
        QVERIFY(countSolutions(kUnique, 2).guesses > 0);
    }

    // Two threads solving the same list get the same answers (no shared state).
    void reentrant()
    {
        std::vector<std::string> puzzles;
        for (const auto& l : readLines(QStringLiteral("solver_top1465.txt")))
            puzzles.push_back(l.substr(0, 81));
        const auto run = [&puzzles](std::vector<SolveResult>& out) {
            for (const auto& p : puzzles)
                out.push_back(countSolutions(p, 2));
        };
        std::vector<SolveResult> a, b, c;
        run(a);
        std::thread t1(run, std::ref(b)), t2(run, std::ref(c));
        t1.join();
        t2.join();
        QCOMPARE(b.size(), a.size());
        QCOMPARE(c.size(), a.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            QVERIFY(a[i].solution == b[i].solution && a[i].solution == c[i].solution);
            QVERIFY(a[i].guesses == b[i].guesses && a[i].guesses == c[i].guesses);
        }
    }
};

QTEST_APPLESS_MAIN(TstSolver)
#include "tst_solver.moc"
