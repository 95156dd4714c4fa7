// SPDX-License-Identifier: GPL-3.0-or-later
// Text formats (docs/architecture.md, Text formats): round trips on real puzzles and on every case of
// HoDoKu's regression library, hand-written known answers, and the position
// and wording of errors.
#include "engine/formats.h"
#include "engine/tables.h"

#include "test_util.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <fstream>
#include <sstream>

using namespace setwise;
using setwise::test::cand;

namespace
{

std::string readFile(const std::string& name)
{
    std::ifstream in(std::string(SETWISE_TEST_DATA) + "/" + name, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// Lines split at '\n' only: a CRLF file keeps its '\r'.
std::vector<std::string> readLines(const std::string& name)
{
    std::vector<std::string> lines;
    std::string all = readFile(name), line;
    std::istringstream in(all);
    while (std::getline(in, line))
        lines.push_back(line);
    return lines;
}

std::string firstField(const std::string& line)
{
    return line.substr(0, line.find(' '));
}

// What each format keeps of a state (formats.h), built with the State API only.
State digitsOnly(const State& s) // 81 characters
{
    State t;
    for (Cell c = 0; c < kCells; ++c)
        if (!s.isEmpty(c))
            t.place(c, s.digit(c), s.isGiven(c));
    return t;
}

State candidatesOnly(const State& s) // 729 characters: every cell empty
{
    State t;
    for (Candidate x = 0; x < kCandidates; ++x)
        if (!s.isLive(x) && s.digit(cellOf(x)) != digitOf(x))
            t.eliminate(x);
    return t;
}

// Pencilmarks: filled cells become givens; an empty cell with one candidate d
// becomes a given unless an empty cell that sees it has d as a candidate.
State pencilmarksModel(const State& s)
{
    State t;
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c)) {
            t.place(c, s.digit(c), true);
            continue;
        }
        const unsigned m = s.cellMask(c);
        if (std::popcount(m) != 1)
            continue;
        bool pending = false;
        for (Cell p : peers(c))
            pending = pending || (s.isEmpty(p) && (s.cellMask(p) & m));
        if (!pending)
            t.place(c, std::countr_zero(m), true);
    }
    for (Cell c = 0; c < kCells; ++c)
        if (t.isEmpty(c))
            for (Digit d = 0; d < 9; ++d)
                if (!s.isLive(candidateOf(c, d)))
                    t.eliminate(candidateOf(c, d));
    return t;
}

std::vector<Candidate> eliminatedSince(const State& from, const State& to)
{
    std::vector<Candidate> xs;
    for (Candidate x : from.live() - to.live())
        xs.push_back(x);
    return xs;
}

// Deterministic progress: drop the highest candidate of every empty cell with 3
// or more, so no cell falls below 2 candidates.
State withEliminations(State s)
{
    for (Cell c = 0; c < kCells; ++c) {
        const unsigned m = s.cellMask(c);
        if (s.isEmpty(c) && std::popcount(m) >= 3)
            s.eliminate(candidateOf(c, 31 - std::countl_zero(m)));
    }
    return s;
}

// With a known solution: place it in every third empty cell (as placed digits),
// then drop the highest wrong candidate of cells with 3 or more.
State withPlacements(State s, const std::string& solution)
{
    int n = 0;
    for (Cell c = 0; c < kCells; ++c)
        if (s.isEmpty(c) && n++ % 3 == 0)
            s.place(c, solution[c] - '1', false);
    for (Cell c = 0; c < kCells; ++c) {
        const unsigned m = s.cellMask(c) & ~(1u << (solution[c] - '1'));
        if (s.isEmpty(c) && std::popcount(s.cellMask(c)) >= 3 && m)
            s.eliminate(candidateOf(c, 31 - std::countl_zero(m)));
    }
    return s;
}

// Every line of a written grid is as long as the frame, and each '|' of a row
// sits under a corner of the border lines.
bool aligned(const std::string& grid)
{
    std::istringstream in(grid);
    std::string line, border;
    std::vector<std::string> lines;
    while (std::getline(in, line))
        lines.push_back(line);
    if (lines.size() != 13)
        return false;
    border = lines[4]; // ":---+---:" or "|---+---|": a corner above every '|'
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].size() != border.size())
            return false;
        if (i % 4 == 0)
            continue;
        for (std::size_t k = 0; k < border.size(); ++k)
            if ((lines[i][k] == '|') != (border[k] != '-'))
                return false;
    }
    return true;
}

const char* kSolution = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

// The known-answer state K: kSolution with r1c1, r1c2, r4c1, r4c2 empty; they
// hold {1,2} except r1c1, which holds only 1 (a pending naked single).
State knownState(bool lastRowPlaced)
{
    State s;
    for (Cell c = 0; c < kCells; ++c)
        if (c != 0 && c != 1 && c != 27 && c != 28)
            s.place(c, kSolution[c] - '1', !(lastRowPlaced && rowOf(c) == 8));
    s.eliminate(candidateOf(0, 1));
    return s;
}

// K in HoDoKu's layout, written by hand: columns 1 and 2 are 3 wide (widest
// cell 2, plus 1), the others 2 wide.
const char* kHoDoKuGrid = ".-----------.---------.---------.\n"
                          "| 1   12  3 | 4  5  6 | 7  8  9 |\n"
                          "| 4   5   6 | 7  8  9 | 1  2  3 |\n"
                          "| 7   8   9 | 1  2  3 | 4  5  6 |\n"
                          ":-----------+---------+---------:\n"
                          "| 12  12  4 | 3  6  5 | 8  9  7 |\n"
                          "| 3   6   5 | 8  9  7 | 2  1  4 |\n"
                          "| 8   9   7 | 2  1  4 | 3  6  5 |\n"
                          ":-----------+---------+---------:\n"
                          "| 5   3   1 | 6  4  2 | 9  7  8 |\n"
                          "| 6   4   2 | 9  7  8 | 5  3  1 |\n"
                          "| 9   7   8 | 5  3  1 | 6  4  2 |\n"
                          "'-----------'---------'---------'\n";

// K in Simple Sudoku's layout: every column 4 wide (widest cell 2, plus 2).
const char* kSimpleSudokuGrid = "*-----------------------------------------*\n"
                                "| 1   12  3   | 4   5   6   | 7   8   9   |\n"
                                "| 4   5   6   | 7   8   9   | 1   2   3   |\n"
                                "| 7   8   9   | 1   2   3   | 4   5   6   |\n"
                                "|-------------+-------------+-------------|\n"
                                "| 12  12  4   | 3   6   5   | 8   9   7   |\n"
                                "| 3   6   5   | 8   9   7   | 2   1   4   |\n"
                                "| 8   9   7   | 2   1   4   | 3   6   5   |\n"
                                "|-------------+-------------+-------------|\n"
                                "| 5   3   1   | 6   4   2   | 9   7   8   |\n"
                                "| 6   4   2   | 9   7   8   | 5   3   1   |\n"
                                "| 9   7   8   | 5   3   1   | 6   4   2   |\n"
                                "*-----------------------------------------*\n";

// A Simple Sudoku .ss file for K with row 9 placed: givens, filled cells, pencilmarks.
std::string simpleSudokuFile()
{
    return std::string("*-----------*\n"
                       "|..3|456|789|\n"
                       "|456|789|123|\n"
                       "|789|123|456|\n"
                       "|---+---+---|\n"
                       "|..4|365|897|\n"
                       "|365|897|214|\n"
                       "|897|214|365|\n"
                       "|---+---+---|\n"
                       "|531|642|978|\n"
                       "|642|978|531|\n"
                       "|...|...|...|\n"
                       "*-----------*\n"
                       "\n\n"
                       "*-----------*\n"
                       "|..3|456|789|\n"
                       "|456|789|123|\n"
                       "|789|123|456|\n"
                       "|---+---+---|\n"
                       "|..4|365|897|\n"
                       "|365|897|214|\n"
                       "|897|214|365|\n"
                       "|---+---+---|\n"
                       "|531|642|978|\n"
                       "|642|978|531|\n"
                       "|978|531|642|\n"
                       "*-----------*\n"
                       "\n\n")
        + kSimpleSudokuGrid;
}

std::string crlf(const std::string& s)
{
    std::string out;
    for (char ch : s)
        out += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
    return out;
}

std::string replaceOnce(std::string s, const std::string& from, const std::string& to)
{
    const auto at = s.find(from);
    Q_ASSERT(at != std::string::npos);
    return s.replace(at, from.size(), to);
}

QString describe(const Error& e)
{
    return QStringLiteral("%1:%2 %3").arg(e.line).arg(e.column).arg(QString::fromStdString(e.message));
}

template <typename T> QString why(const Result<T>& r)
{
    return r ? QString() : describe(r.error());
}

// Declares var = expr and fails the test unless it holds a value.
#define PARSES(var, expr)                                                                                              \
    auto var = (expr);                                                                                                 \
    QVERIFY2(var, qPrintable(why(var)))

const char* kTop1465First = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

} // namespace

class TstFormats : public QObject
{
    Q_OBJECT
private slots:
    // Round trips ------------------------------------------------------------------
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("solution");
        QTest::addColumn<int>("variant"); // 0 givens, 1 eliminations, 2 placed digits and eliminations
        const struct {
            const char* file;
            bool hasSolution;
        } files[] = { { "formats_top1465_sample.txt", false }, { "formats_cbg000_sample.txt", false },
            { "formats_sudoku_exchange_sample.txt", true } };
        for (const auto& f : files) {
            const auto lines = readLines(f.file);
            QVERIFY(lines.size() >= 50);
            for (std::size_t i = 0; i < lines.size(); ++i) {
                const std::string& line = lines[i];
                const std::string solution = f.hasSolution ? line.substr(82, 81) : std::string();
                for (int variant = 0; variant < (f.hasSolution ? 3 : 2); ++variant)
                    QTest::addRow("%s:%zu/%d", f.file, i + 1, variant)
                        << QByteArray::fromStdString(line) << QByteArray::fromStdString(solution) << variant;
            }
        }
    }
    void roundTrip()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, solution);
        QFETCH(int, variant);
        // The whole line, with its rating or solution fields, is the givens.
        PARSES(read, parseState(line.toStdString()));
        PARSES(bare, parseGivens81(firstField(line.toStdString())));
        QCOMPARE(*read, *bare);
        QCOMPARE(writeGivens81(*read), firstField(line.toStdString()));
        const State givens = *read;
        const State s = variant == 0 ? givens
            : variant == 1           ? withEliminations(givens)
                                     : withPlacements(givens, solution.toStdString());
        if (variant == 2) {
            QVERIFY(s.filledCells().count() > givens.filledCells().count());
            PARSES(solved, parseState(solution.toStdString()));
            QVERIFY(solved->isSolvedGrid());
        }
        if (variant == 1)
            QVERIFY(s.live().count() < digitsOnly(s).live().count());

        // 81 characters keep the digits.
        const std::string t81 = writeGivens81(s);
        QCOMPARE(detectFormat(t81), StateFormat::Givens81);
        PARSES(r81, parseState(t81));
        QCOMPARE(*r81, digitsOnly(s));
        // 729 characters keep the candidates.
        const std::string t729 = writeCandidates729(s);
        QCOMPARE(t729.size(), std::size_t(729));
        QCOMPARE(detectFormat(t729), StateFormat::Candidates729);
        PARSES(r729, parseState(t729));
        QCOMPARE(*r729, candidatesOnly(s));
        // Pencilmark grids keep filled cells (as givens) and candidates.
        for (auto style : { PencilmarkStyle::HoDoKu, PencilmarkStyle::SudokuExplainer }) {
            const std::string pm = writePencilmarks(s, style);
            QVERIFY2(aligned(pm), pm.c_str());
            QCOMPARE(detectFormat(pm), StateFormat::Pencilmarks);
            PARSES(back, parseState(pm));
            QCOMPARE(*back, pencilmarksModel(s));
            QCOMPARE(writePencilmarks(*back, style), pm);
        }
        // Simple Sudoku's file and the library line keep everything.
        const std::string ss = writePencilmarks(s, PencilmarkStyle::SimpleSudokuFile);
        QCOMPARE(detectFormat(ss), StateFormat::Pencilmarks);
        PARSES(rss, parseState(ss));
        QCOMPARE(*rss, s);
        const std::string lib = writeLibraryLine(s);
        QCOMPARE(detectFormat(lib), StateFormat::LibraryLine);
        PARSES(rlib, parseState(lib));
        QCOMPARE(*rlib, s);
        PARSES(rcase, parseLibraryLine(lib + "\r\n"));
        QCOMPARE(rcase->state, s);
        // The eliminations as a candidate list and as names.
        const auto elims = eliminatedSince(digitsOnly(s), s);
        if (variant == 0)
            QVERIFY(elims.empty());
        PARSES(list, parseCandidateList(writeCandidateList(elims)));
        State fromList = digitsOnly(s);
        for (Candidate x : *list)
            fromList.eliminate(x);
        QCOMPARE(fromList, s);
        PARSES(names, parseCandidateNames(writeCandidateNames(elims)));
        QCOMPARE(*names, elims);
    }

    // Every case of HoDoKu's regression library -----------------------------------
    void reglib_data()
    {
        QTest::addColumn<QByteArray>("line");
        const auto lines = readLines("reglib-1.3.txt");
        int cases = 0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            QVERIFY(lines[i].empty() || lines[i].back() == '\r'); // CRLF kept
            if (lines[i].size() > 1 && lines[i][0] == ':') {
                ++cases;
                QTest::addRow("line %zu", i + 1) << QByteArray::fromStdString(lines[i]);
            }
        }
        QCOMPARE(cases, 1112);
    }
    void reglib()
    {
        QFETCH(QByteArray, line);
        const std::string withCr = line.toStdString();
        const std::string text = withCr.substr(0, withCr.size() - 1);
        PARSES(c, parseLibraryLine(withCr));
        QCOMPARE(c->mustFail, c->code.ends_with("-x"));
        QCOMPARE(c->code, text.substr(1, text.find(':', 1) - 1));
        QCOMPARE(c->digits.size(), c->candidates.size());
        QVERIFY(!c->state.inconsistency());
        // Written again it is the same line: HoDoKu lists deleted candidates in
        // cell order, as writeLibraryLine does. Three lines lack <extra>.
        const std::string again = writeLibraryCase(*c);
        QVERIFY2(again == text || again == text + ":", again.c_str());
        // The state alone, and the line through parseState.
        PARSES(alone, parseLibraryLine(writeLibraryLine(c->state)));
        QCOMPARE(alone->state, c->state);
        PARSES(any, parseState(withCr));
        QCOMPARE(*any, c->state);
        PARSES(ss, parseState(writePencilmarks(c->state, PencilmarkStyle::SimpleSudokuFile)));
        QCOMPARE(*ss, c->state);
    }
    void reglibHeaderExamples()
    {
        // Example 1 of the library's header, with the strings it spells out.
        PARSES(c,
            parseLibraryLine(
                ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1."
                "+57...+44+2.6+3.+1+75:::829:"));
        QCOMPARE(c->code, std::string("0003"));
        QVERIFY(!c->mustFail);
        QCOMPARE(c->digits, std::vector<Digit> { 7 });
        QCOMPARE(c->placements, std::vector<Candidate> { cand(8, 2, 9) });
        QVERIFY(c->eliminations.empty());
        std::string real, all;
        for (Cell x = 0; x < kCells; ++x) {
            real += c->state.isGiven(x) ? char('1' + c->state.digit(x)) : '.';
            all += c->state.isEmpty(x) ? '.' : char('1' + c->state.digit(x));
        }
        QCOMPARE(
            real, std::string("6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5"));
        QCOMPARE(all, std::string("6...534.7....4256.254867391.4..96.1.162385749.3..14.5....42193..1.57...442.63.175"));
        QCOMPARE(c->state.live(), digitsOnly(c->state).live()); // nothing deleted

        // Example 2: deleted candidates, then two eliminations of digit 3.
        PARSES(d,
            parseLibraryLine(
                ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3...."
                "61+6+1...35+89:224 524 225 525 135 455 755 458 758 165 168 771 284 484 784 285 485 "
                "785:364 365::"));
        QCOMPARE(d->eliminations, (std::vector<Candidate> { cand(3, 6, 4), cand(3, 6, 5) }));
        QVERIFY(d->state.isGiven(cellAt(0, 0)));
        QVERIFY(d->state.isPlaced(cellAt(0, 2)));
        QCOMPARE(d->state.digit(cellAt(0, 2)), 7);
        // "r2c4<>25": r2c4 is empty and keeps neither 2 nor 5.
        QVERIFY(d->state.isEmpty(cellAt(1, 3)));
        QVERIFY(!d->state.isLive(cand(2, 2, 4)) && !d->state.isLive(cand(5, 2, 4)));
        QVERIFY(d->state.isLive(cand(3, 6, 4)) && d->state.isLive(cand(3, 6, 5)));
        // A fail case and HoDoKu's own ":0000:x:" for a state without a step.
        PARSES(x,
            parseLibraryLine(":0610-x::+9+5+2..+17+3+6..8+5+76+249476+9+2+3+18+5+78..92+5+61+69+17.5+42.2.+516.+97..2."
                             "+6.+981786+92+1+73+5+4..7...+6+9+2:391 392 494 395 495::"));
        QVERIFY(x->mustFail && x->digits.empty() && x->extra.empty());
        QCOMPARE(x->code, std::string("0610-x"));
        PARSES(y, parseLibraryLine(":0000:x:" + writeGivens81(d->state) + ":224::"));
        QVERIFY(y->digits.empty() && !y->state.isLive(cand(2, 2, 4)));
    }

    // Known answers, written by hand -------------------------------------------------
    void pencilmarksHoDoKu()
    {
        const State k = knownState(false);
        QCOMPARE(writePencilmarks(k, PencilmarkStyle::HoDoKu), std::string(kHoDoKuGrid));
        QCOMPARE(detectFormat(kHoDoKuGrid), StateFormat::Pencilmarks);
        PARSES(s, parsePencilmarks(kHoDoKuGrid));
        QCOMPARE(*s, k);
        // The pending naked single stays an empty cell; the lone 3 of r1c3 is a given.
        QVERIFY(s->isEmpty(cellAt(0, 0)));
        QCOMPARE(s->cellMask(cellAt(0, 0)), 0x1u);
        QCOMPARE(s->cellMask(cellAt(0, 1)), 0x3u);
        QCOMPARE(s->cellMask(cellAt(3, 0)), 0x3u);
        QVERIFY(s->isGiven(cellAt(0, 2)));
        QCOMPARE(s->digit(cellAt(0, 2)), 2);
        QCOMPARE(s->filledCells().count(), 77);
        // Without the frame, on one line, or with CRLF it reads the same.
        std::string bare;
        for (char ch : std::string(kHoDoKuGrid))
            bare += ch == '|' || ch == '-' || ch == '.' || ch == ':' || ch == '+' || ch == '\'' ? ' ' : ch;
        PARSES(unframed, parseState(bare)); // 9 lines of 9 groups
        QCOMPARE(*unframed, k);
        PARSES(windows, parseState(crlf(kHoDoKuGrid)));
        QCOMPARE(*windows, k);
        // '.' is a cell without candidates.
        PARSES(none, parsePencilmarks(replaceOnce(kHoDoKuGrid, "| 1   12", "| .   12")));
        QVERIFY(none->isEmpty(0));
        QCOMPARE(none->cellMask(0), 0u);
        // Lone digits that no cell lists among several candidates are givens.
        PARSES(filled,
            parsePencilmarks(
                replaceOnce(replaceOnce(kHoDoKuGrid, "| 1   12  3", "| 1   2   3"), "| 12  12  4", "| 2   1   4")));
        QVERIFY(filled->isSolvedGrid());
        QCOMPARE(filled->givens().count(), 81);
        // Two lone 5s in row 1 are not duplicate givens: every lone 5 that
        // another lone 5 sees (r1c1, r1c5, r2c2, r7c1) is an empty cell.
        PARSES(twice, parsePencilmarks(replaceOnce(kHoDoKuGrid, "| 1   12 ", "| 5   12 ")));
        for (Cell c : { cellAt(0, 0), cellAt(0, 4), cellAt(1, 1), cellAt(6, 0) }) {
            QVERIFY(twice->isEmpty(c));
            QCOMPARE(twice->cellMask(c), 1u << 4);
        }
        QCOMPARE(twice->filledCells().count(), 77 - 3); // r1c1 was empty already
    }
    void pencilmarksSimpleSudoku()
    {
        const State k = knownState(false);
        QCOMPARE(writePencilmarks(k, PencilmarkStyle::SudokuExplainer), std::string(kSimpleSudokuGrid));
        PARSES(grid, parseState(kSimpleSudokuGrid));
        QCOMPARE(*grid, k);
        // The .ss file tells placed digits (row 9) from givens.
        const State placed = knownState(true);
        QCOMPARE(writePencilmarks(placed, PencilmarkStyle::SimpleSudokuFile), simpleSudokuFile());
        PARSES(s, parseState(simpleSudokuFile()));
        QCOMPARE(*s, placed);
        QVERIFY(s->isPlaced(cellAt(8, 0)) && s->isGiven(cellAt(7, 0)));
        QVERIFY(s->isEmpty(0));
        // Givens grid and pencilmarks only: the givens are the filled cells.
        const std::string twoGrids = simpleSudokuFile().substr(simpleSudokuFile().find("\n\n\n") + 3);
        PARSES(two, parseState(twoGrids));
        QCOMPARE(*two, k);
    }
    void pencilmarksContradictions()
    {
        // A candidate that a filled cell excludes: with a filled-cells grid in
        // front, the filled cell wins and the candidate is dropped ...
        const std::string ss = replaceOnce(simpleSudokuFile(), "| 1   12  3   |", "| 1   128 3   |");
        PARSES(s, parseState(ss));
        QCOMPARE(*s, knownState(true));
        // ... in a lone grid the lone 8 of r3c2 becomes a pending single (HoDoKu's rule).
        const std::string pm = replaceOnce(kSimpleSudokuGrid, "| 1   12  3   |", "| 1   128 3   |");
        PARSES(t, parseState(pm));
        QVERIFY(t->isEmpty(cellAt(2, 1)) && t->isEmpty(cellAt(0, 7)));
        QCOMPARE(t->cellMask(cellAt(2, 1)), 1u << 7);
        QCOMPARE(t->cellMask(cellAt(0, 7)), 1u << 7);
        QCOMPARE(t->cellMask(cellAt(0, 1)), 0x83u);
        QCOMPARE(t->filledCells().count(), 75);
    }
    void candidates729()
    {
        // r1c1 holds only 1, r1c2 only 2, r1c3 nothing, every other cell all nine.
        std::string line = "1........" + std::string(".2.......") + std::string(".........");
        for (int c = 3; c < kCells; ++c)
            line += "123456789";
        QCOMPARE(detectFormat(line), StateFormat::Candidates729);
        PARSES(s, parseState(line));
        QCOMPARE(s->filledCells().count(), 0); // never auto-placed
        QCOMPARE(s->cellMask(0), 0x1u);
        QCOMPARE(s->cellMask(1), 0x2u);
        QCOMPARE(s->cellMask(2), 0u);
        QCOMPARE(s->cellMask(80), 0x1FFu);
        QCOMPARE(s->live().count(), 2 + 78 * 9);
        QCOMPARE(writeCandidates729(*s), line);
        // '0' for absent, blanks between cells, a rating after the line.
        std::string spaced;
        for (int c = 0; c < kCells; ++c)
            spaced += line.substr(9 * c, 9) + (c % 9 == 8 ? "\n" : " ");
        std::replace(spaced.begin(), spaced.begin() + 20, '.', '0');
        PARSES(s2, parseCandidates729(spaced));
        QCOMPARE(*s2, *s);
        PARSES(s3, parseState(line + "  9.1 #rated"));
        QCOMPARE(*s3, *s);
        // A filled cell is written as its digit alone and reads back as a candidate.
        State g;
        g.place(40, 4, true);
        PARSES(back, parseState(writeCandidates729(g)));
        QVERIFY(back->isEmpty(40));
        QCOMPARE(back->cellMask(40), 1u << 4);
        QVERIFY(!back->isLive(candidateOf(41, 4)));
    }
    void givens81Layouts_data()
    {
        QTest::addColumn<QByteArray>("text");
        const std::string p = kTop1465First;
        std::string lines9, spaced, compact = "*-----------*\n";
        for (int r = 0; r < 9; ++r) {
            const std::string row = p.substr(9 * r, 9);
            lines9 += row + "\n";
            for (int c = 0; c < 9; ++c)
                spaced += std::string(1, row[c]) + (c == 8 ? "\n" : c % 3 == 2 ? " | " : " ");
            if (r == 3 || r == 6)
                compact += "|---+---+---|\n";
            compact += "|" + row.substr(0, 3) + "|" + row.substr(3, 3) + "|" + row.substr(6, 3) + "|\n";
            if (r == 2 || r == 5)
                spaced += "------+-------+------\n";
        }
        compact += "*-----------*\n";
        std::string zeros = p;
        std::replace(zeros.begin(), zeros.end(), '.', '0');
        QTest::addRow("one line") << QByteArray::fromStdString(p);
        QTest::addRow("zeros") << QByteArray::fromStdString(zeros);
        QTest::addRow("rating after") << QByteArray::fromStdString(p + " 9.1 W7");
        QTest::addRow("comment lines") << QByteArray::fromStdString("# top1465 #1\n\n" + p + "  # first\n");
        QTest::addRow("9 lines of 9") << QByteArray::fromStdString(lines9);
        QTest::addRow("spaced with boxes") << QByteArray::fromStdString(spaced);
        QTest::addRow("simple sudoku") << QByteArray::fromStdString(compact);
        QTest::addRow("crlf") << QByteArray::fromStdString(crlf(lines9));
        QTest::addRow("byte order mark") << QByteArray::fromStdString("\xEF\xBB\xBF" + p);
        // HoDoKu's "values only, formatted": its PM frame around single characters.
        std::string framed = ".-------.-------.-------.\n";
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c)
                framed += std::string(c % 3 == 0 ? "| " : "") + p[9 * r + c] + ' ';
            framed += "|\n";
            if (r == 2 || r == 5)
                framed += ":-------+-------+-------:\n";
        }
        QTest::addRow("hodoku values") << QByteArray::fromStdString(framed + "'-------'-------'-------'\n");
    }
    void givens81Layouts()
    {
        QFETCH(QByteArray, text);
        QCOMPARE(detectFormat(text.toStdString()), StateFormat::Givens81);
        PARSES(s, parseState(text.toStdString()));
        QCOMPARE(writeGivens81(*s), std::string(kTop1465First));
        // r1c1 = 4 and r1c5 = 3 are givens; r1c2 keeps 1 2 5 6 9 (7 and 8 are in box 1 and column 2).
        QVERIFY(s->isGiven(0) && s->digit(0) == 3 && s->isGiven(4) && s->digit(4) == 2);
        QCOMPARE(s->cellMask(1), 0x133u);
        QCOMPARE(s->filledCells().count(), 18);
    }
    void seedGrids()
    {
        // The X-Wing example of the YAS manual: "+d" placed digits, then its elimination list.
        PARSES(s,
            parseState(
                "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8"
                "+24+1+6+97"));
        QVERIFY(s->isPlaced(0) && s->digit(0) == 0);
        QVERIFY(s->isGiven(1) && s->digit(1) == 6);
        QVERIFY(s->isEmpty(3));
        QCOMPARE(s->filledCells().count(), 81 - 31);
        PARSES(list, parseCandidateList("r2c4-=3;r2c9-=3;r4c9-=3;r6c4-=3;r6c9-=3;r8c4-=3"));
        QCOMPARE(*list,
            (std::vector<Candidate> {
                cand(3, 2, 4), cand(3, 2, 9), cand(3, 4, 9), cand(3, 6, 4), cand(3, 6, 9), cand(3, 8, 4) }));
        QCOMPARE(*parseCandidateList("r1c1-=37;r1c5-=578"),
            (std::vector<Candidate> { cand(3, 1, 1), cand(7, 1, 1), cand(5, 1, 5), cand(7, 1, 5), cand(8, 1, 5) }));
        QCOMPARE(*parseCandidateList(" r1c3-=9; r2c5-=3 , r236c6<>3 r7c46-=3 r8c5-=3"),
            (std::vector<Candidate> { cand(9, 1, 3), cand(3, 2, 5), cand(3, 2, 6), cand(3, 3, 6), cand(3, 6, 6),
                cand(3, 7, 4), cand(3, 7, 6), cand(3, 8, 5) }));
        QCOMPARE(*parseCandidateNames("3r2c4, 3r2c9 9r7c6"),
            (std::vector<Candidate> { cand(3, 2, 4), cand(3, 2, 9), cand(9, 7, 6) }));
        QCOMPARE(*parseCandidateNames("34r1c2"), (std::vector<Candidate> { cand(3, 1, 2), cand(4, 1, 2) }));
        QVERIFY(parseCandidateList("")->empty());
        QCOMPARE(writeCandidateList({ cand(3, 2, 4), cand(4, 8, 5), cand(3, 8, 5), cand(3, 2, 9) }),
            std::string("r2c4-=3;r8c5-=34;r2c9-=3"));
        QCOMPARE(writeCandidateNames({ cand(3, 2, 4), cand(9, 7, 6) }), std::string("3r2c4 9r7c6"));
        // The solution field of the same line is a complete grid with placed digits.
        PARSES(solved,
            parseState("+17+6+42958+394+5+8+3+6+7+1+2+8+3+2+1+7+5+96+44+816+5+3+2+7+9+7239+1+4+8+5+65+6+9+7+824"
                       "+3+1+2+9+7+36814+5+6+1+4+5+9+7+3+2+835+8+24+1+6+97"));
        QVERIFY(solved->isSolvedGrid());
        QCOMPARE(solved->live().count(), 0);
    }
    void detection_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("format");
        const std::string p = kTop1465First;
        QTest::addRow("81") << QByteArray::fromStdString(p) << int(StateFormat::Givens81);
        QTest::addRow("81 + solution") << QByteArray::fromStdString(p + " " + kSolution + " easy")
                                       << int(StateFormat::Givens81);
        QTest::addRow("81 + numbers") << QByteArray::fromStdString(p + " 10 11 12 13") << int(StateFormat::Givens81);
        QTest::addRow("library") << QByteArray("\n  # case\n:0000:1:" + QByteArray(kSolution) + ":::182:")
                                 << int(StateFormat::LibraryLine);
        QTest::addRow("729") << QByteArray(729, '.') << int(StateFormat::Candidates729);
        QTest::addRow("730") << QByteArray(730, '1') << int(StateFormat::Candidates729);
        QTest::addRow("pm") << QByteArray(kHoDoKuGrid) << int(StateFormat::Pencilmarks);
        QTest::addRow("ss") << QByteArray::fromStdString(simpleSudokuFile()) << int(StateFormat::Pencilmarks);
        QTest::addRow("solved ss grid") << QByteArray("|123|456|789|\n|456|789|123|") << int(StateFormat::Givens81);
        QTest::addRow("empty") << QByteArray() << int(StateFormat::Givens81);
    }
    void detection()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, format);
        QCOMPARE(int(detectFormat(text.toStdString())), format);
    }

    // Errors ---------------------------------------------------------------------------
    void errors_data()
    {
        QTest::addColumn<QString>("reader");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        const std::string p = kTop1465First; // cell 41 (column 41) is '.'
        auto at41
            = [&](const std::string& ch) { return QByteArray::fromStdString(p.substr(0, 40) + ch + p.substr(41)); };
        std::string lines9;
        for (int r = 0; r < 9; ++r)
            lines9 += p.substr(9 * r, r == 2 ? 8 : 9) + "\n";
        std::string l729(729, '.');
        const std::string lib = ":0000:1:" + std::string(kSolution) + ":::182:";
        const std::string pm = kHoDoKuGrid;

        QTest::addRow("81 short") << "auto" << QByteArray::fromStdString(p.substr(0, 80)) << 1 << 81
                                  << "found 80 cells; a grid needs 81";
        QTest::addRow("81 long") << "auto" << QByteArray::fromStdString(p + "5") << 1 << 82
                                 << "found 82 cells; a grid has 81";
        QTest::addRow("81 letter") << "auto" << at41("x") << 1 << 41 << "bad character 'x'";
        QTest::addRow("81 utf8") << "auto" << at41("é") << 1 << 41 << "bad character 'é' (U+00E9)";
        QTest::addRow("81 nul") << "auto" << at41(std::string(1, '\0')) << 1 << 41 << "bad character U+0000";
        QTest::addRow("81 byte") << "auto" << at41("\xFF") << 1 << 41 << "bad character byte 0xFF";
        QTest::addRow("81 plus") << "81" << at41("+.") << 1 << 42 << "expected a digit 1-9 after '+'";
        QTest::addRow("81 twice") << "auto" << QByteArray::fromStdString(p + "\n" + p) << 2 << 1
                                  << "unexpected text after the 81 cells";
        QTest::addRow("81 row short") << "auto" << QByteArray::fromStdString(lines9) << 3 << 1
                                      << "this line has 8 cells; a grid written over several lines needs 9";
        QTest::addRow("81 after comment") << "auto" << QByteArray::fromStdString("# puzzle\n" + at41("?").toStdString())
                                          << 2 << 41 << "bad character '?'";
        QTest::addRow("81 bom") << "auto" << QByteArray::fromStdString("\xEF\xBB\xBF" + at41("x").toStdString()) << 1
                                << 41 << "bad character 'x'";
        QTest::addRow("81 empty") << "auto" << QByteArray() << 1 << 1 << "found 0 cells";
        QTest::addRow("81 row dup") << "81" << QByteArray::fromStdString("11" + p.substr(2)) << 1 << 2
                                    << "digit 1 appears twice in row 1 (r1c1 and r1c2)";

        QTest::addRow("729 short") << "auto" << QByteArray::fromStdString(l729.substr(1) + "\n") << 1 << 729
                                   << "found 728 candidate characters; a candidate line needs 729";
        QTest::addRow("729 long") << "auto" << QByteArray::fromStdString(l729 + "..") << 1 << 730
                                  << "found 731 candidate characters; a candidate line has 729";
        QTest::addRow("729 misplaced") << "729"
                                       << QByteArray::fromStdString(replaceOnce(l729, "............", "...........5"))
                                       << 1 << 12 << "candidate 3 of r1c2 is written '5'; expected '3' or '.'";
        QTest::addRow("729 letter") << "729" << QByteArray::fromStdString("\n" + l729.substr(0, 99) + "x") << 2 << 100
                                    << "bad character 'x'; a candidate line holds digits 1-9";

        QTest::addRow("pm row short") << "auto" << QByteArray::fromStdString(replaceOnce(pm, "2  1  4 |", "2  1    |"))
                                      << 7 << 34 << "row 5 of the pencilmark grid has 8 cells; expected 9";
        QTest::addRow("pm row long") << "auto" << QByteArray::fromStdString(replaceOnce(pm, "1  2  3 |", "1  2  3 5 |"))
                                     << 3 << 33 << "row 2 of the pencilmark grid has 10 cells; expected 9";
        QTest::addRow("pm bar") << "auto"
                                << QByteArray::fromStdString(replaceOnce(pm, "| 4   5   6 | 7", "| 4   5 | 6   7")) << 3
                                << 9 << "box separator '|' after 2 cells of row 2; expected after 3 and 6";
        QTest::addRow("pm letter") << "auto" << QByteArray::fromStdString(replaceOnce(pm, "| 12  12", "| 1a  12")) << 6
                                   << 4 << "bad character 'a' in r4c1";
        QTest::addRow("pm repeat") << "pm" << QByteArray::fromStdString(replaceOnce(pm, "| 1   12 ", "| 1   122")) << 2
                                   << 9 << "digit 2 is listed twice in r1c2";
        QTest::addRow("pm rows") << "pm"
                                 << QByteArray::fromStdString(
                                        replaceOnce(pm, "| 9   7   8 | 5  3  1 | 6  4  2 |\n", ""))
                                 << 11 << 34 << "found 8 rows of cells; a pencilmark grid has 9";
        QTest::addRow("ss dup") << "auto"
                                << QByteArray::fromStdString(replaceOnce(simpleSudokuFile(), "|..3|", "|5.3|")) << 2
                                << 7 << "digit 5 appears twice in row 1 (r1c1 and r1c5)";
        QTest::addRow("ss given changed")
            << "auto"
            << QByteArray::fromStdString(replaceOnce(simpleSudokuFile(), "|642|978|531|\n|978", "|142|978|531|\n|978"))
            << 26 << 2 << "r8c1 is given as 6 but the filled-cells grid has '1'";

        QTest::addRow("lib short givens") << "auto" << QByteArray::fromStdString(replaceOnce(lib, "642:", "64:")) << 1
                                          << 89 << "found 80 cells; a grid needs 81";
        QTest::addRow("lib code") << "lib" << QByteArray::fromStdString(replaceOnce(lib, ":0000", ":00$0")) << 1 << 4
                                  << "bad character '$' in the technique code";
        QTest::addRow("lib triple") << "lib" << QByteArray::fromStdString(replaceOnce(lib, ":::182", ":12 436::182"))
                                    << 1 << 91 << "'12' in <deleted candidates> is not a candidate";
        QTest::addRow("lib triple char") << "lib" << QByteArray::fromStdString(replaceOnce(lib, ":::182", "::4a6:182"))
                                         << 1 << 93 << "bad character 'a' in <eliminations>";
        QTest::addRow("lib digits") << "lib" << QByteArray::fromStdString(replaceOnce(lib, ":1:", ":1a:")) << 1 << 8
                                    << "bad character 'a' in <candidate(s)>";
        QTest::addRow("lib fields") << "auto" << QByteArray(":0000:1") << 1 << 8 << "missing <givens>";
        QTest::addRow("lib dup") << "auto" << QByteArray::fromStdString(replaceOnce(lib, ":1:12", ":1:11")) << 1 << 10
                                 << "digit 1 appears twice in row 1 (r1c1 and r1c2)";
        QTest::addRow("lib after") << "auto" << QByteArray::fromStdString(lib + "\r\n" + lib) << 2 << 1
                                   << "unexpected text after the library line";
        QTest::addRow("lib colon") << "lib" << QByteArray("0000:1:") << 1 << 1 << "bad character '0'";

        QTest::addRow("list op") << "list" << QByteArray("r2c4-3") << 1 << 5 << "expected '-=' or '<>' after the cell";
        QTest::addRow("list row") << "list" << QByteArray("r0c4-=3") << 1 << 2
                                  << "expected a row (digits 1-9), found '0'";
        QTest::addRow("list start") << "list" << QByteArray("r2c4-=3;x") << 1 << 9 << "expected 'r' to start a cell";
        QTest::addRow("list sep") << "list" << QByteArray("r2c4-=3x") << 1 << 8 << "expected ';', ',' or a blank";
        QTest::addRow("list end") << "list" << QByteArray("r2c4-=") << 1 << 7 << "found the end of the text";
        QTest::addRow("names c") << "names" << QByteArray("3r2") << 1 << 4 << "expected 'c' after the row";
        QTest::addRow("names digit") << "names" << QByteArray("3r2c4\nr2c4") << 2 << 1 << "expected a digit";
    }
    void errors()
    {
        QFETCH(QString, reader);
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const std::string t = text.toStdString();
        std::optional<Error> e;
        auto take = [&](const auto& r) {
            if (!r)
                e = r.error();
        };
        if (reader == "auto")
            take(parseState(t));
        else if (reader == "81")
            take(parseGivens81(t));
        else if (reader == "729")
            take(parseCandidates729(t));
        else if (reader == "pm")
            take(parsePencilmarks(t));
        else if (reader == "lib")
            take(parseLibraryLine(t));
        else if (reader == "list")
            take(parseCandidateList(t));
        else
            take(parseCandidateNames(t));
        QVERIFY2(e, "parsed without an error");
        QVERIFY2(QString::fromStdString(e->message).contains(message), qPrintable(describe(*e)));
        QCOMPARE(e->line, line);
        QCOMPARE(e->column, column);
    }
    void invalidAndEdgeCases_data()
    {
        QTest::addColumn<QByteArray>("line");
        // Positions of the second equal digit, counted by hand on the three lines.
        QTest::addColumn<int>("column");
        const auto lines = readLines("formats_invalid_and_edge_cases.txt");
        QCOMPARE(lines.size(), std::size_t(17));
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const std::string& l = lines[i];
            const std::string label = l.substr(l.rfind(' ') + 1);
            const int column = label == "box_duplicate" ? 40
                : label == "column_duplicate"           ? 32
                : label == "row_duplicate"              ? 45
                                                        : 0;
            QTest::addRow("%zu %s", i + 1, label.c_str()) << QByteArray::fromStdString(l) << column;
        }
    }
    void invalidAndEdgeCases()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, column);
        const std::string l = line.toStdString();
        const std::string label = l.substr(l.rfind(' ') + 1);
        const auto s = parseState(l);
        if (label.ends_with("_duplicate")) {
            QVERIFY(!s);
            const std::string house = label.substr(0, label.find('_'));
            QVERIFY2(s.error().message.find("appears twice in " + house) != std::string::npos,
                qPrintable(describe(s.error())));
            QCOMPARE(s.error().line, 1);
            QCOMPARE(s.error().column, column);
            return;
        }
        // The unsolvable ones parse: only the solver can show they have no solution.
        QVERIFY2(s, qPrintable(why(s)));
        QCOMPARE(writeGivens81(*s), firstField(l));
        if (label == "complete_grid")
            QVERIFY(s->isSolvedGrid());
        if (label == "empty_grid")
            QCOMPARE(s->live().count(), kCandidates);
    }
};

QTEST_APPLESS_MAIN(TstFormats)
#include "tst_formats.moc"
