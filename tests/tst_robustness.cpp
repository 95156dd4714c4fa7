// SPDX-License-Identifier: GPL-3.0-or-later
// The text readers under fire: 20,000 deterministic random mutations of every
// format (substituted, deleted and inserted characters, truncations, swapped
// and repeated lines, NUL, UTF-8 and stray bytes, and plain random bytes) go to
// every reader. Each call must return an Error with a position inside the text,
// or a State that keeps State's invariants, writes back and reads back equal,
// and that the brute-force solver counts without trouble.
#include "engine/formats.h"
#include "engine/solver.h"
#include "engine/tables.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>

using namespace setwise;

namespace
{

constexpr int kMutations = 20000;

// SplitMix64: the same sequence with every compiler and standard library.
class Rng
{
public:
    explicit Rng(std::uint64_t seed)
        : m_s(seed)
    {
    }
    std::uint64_t next()
    {
        std::uint64_t z = (m_s += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return n ? std::size_t(next() % n) : 0; }

private:
    std::uint64_t m_s;
};

std::vector<std::string> readLines(const std::string& name)
{
    std::ifstream in(std::string(SETWISE_TEST_DATA) + "/" + name, std::ios::binary);
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(in, line))
        lines.push_back(line);
    return lines;
}

// Pieces a mutation inserts or substitutes: cell and frame characters, blanks,
// line breaks, NUL, UTF-8 (é, a box-drawing line, an emoji, a byte order mark),
// a lone lead byte and bytes that are never UTF-8.
const char* const kPieces[] = { "0", "1", "5", "9", ".", "+", "|", "-", "---", ":", "#", " ", "\t", "\n", "\r\n", "\r",
    "\0" /* NUL */, "x", "r", "c", ";", ",", "=", "-=", "<>", "*", "'", "\xC3\xA9", "\xE2\x94\x80", "\xF0\x9F\x98\x80",
    "\xEF\xBB\xBF", "\xC3", "\xFF", "\x80", "123", "\x7F" };
constexpr std::size_t kPieceCount = sizeof(kPieces) / sizeof(kPieces[0]);

std::string piece(Rng& rng)
{
    const char* p = kPieces[rng.below(kPieceCount)];
    return *p ? std::string(p) : std::string(1, '\0');
}

std::vector<std::string> splitKeep(const std::string& text)
{
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i)
        if (i == text.size() || text[i] == '\n') {
            lines.push_back(text.substr(start, i - start + (i < text.size())));
            start = i + 1;
        }
    return lines;
}

std::string mutate(std::string text, Rng& rng)
{
    if (rng.below(40) == 0) { // plain random bytes
        std::string junk(rng.below(800), '\0');
        for (char& ch : junk)
            ch = char(rng.next());
        return junk;
    }
    const std::size_t ops = 1 + rng.below(3);
    for (std::size_t op = 0; op < ops; ++op) {
        const std::size_t at = rng.below(text.size() + 1);
        switch (rng.below(7)) {
        case 0: // substitute
            if (at < text.size())
                text.replace(at, 1, piece(rng));
            break;
        case 1: // delete 1-3 characters
            text.erase(std::min(at, text.size()), 1 + rng.below(3));
            break;
        case 2: // insert
            text.insert(at, piece(rng));
            break;
        case 3: // truncate
            text.resize(at);
            break;
        case 4:
        case 5: { // swap two lines, or repeat one
            auto lines = splitKeep(text);
            const std::size_t a = rng.below(lines.size()), b = rng.below(lines.size());
            if (rng.below(2))
                std::swap(lines[a], lines[b]);
            else
                lines.insert(lines.begin() + a, lines[b]);
            text.clear();
            for (const auto& l : lines)
                text += l;
            break;
        }
        default: // a random byte
            if (at < text.size())
                text[at] = char(rng.next());
        }
    }
    return text;
}

std::string escaped(const std::string& text)
{
    std::string out;
    for (unsigned char ch : text.substr(0, 1200)) {
        if (ch == '\n')
            out += "\\n";
        else if (ch >= 0x20 && ch < 0x7F)
            out += char(ch);
        else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", unsigned(ch));
            out += buf;
        }
    }
    return out;
}

// An error points into the text: a line that exists and a column at most one
// past its last code point.
bool sanePosition(const Error& e, const std::string& text)
{
    if (e.message.empty() || e.line < 1 || e.column < 1)
        return false;
    int line = 1, column = 1;
    for (unsigned char ch : text) {
        if (line == e.line && ch == '\n')
            break;
        if (ch == '\n') {
            ++line;
            column = 1;
        } else if (line == e.line && (ch & 0xC0) != 0x80) {
            ++column;
        }
    }
    return line == e.line && e.column <= column;
}

// State's invariants: filled cells have no candidates and hold a digit no cell
// they see holds; no live candidate has the digit of a filled cell it sees.
bool keepsInvariants(const State& s)
{
    for (Cell c = 0; c < kCells; ++c) {
        if (s.isEmpty(c)) {
            if (s.isGiven(c))
                return false;
            continue;
        }
        if (s.digit(c) < 0 || s.digit(c) > 8 || s.cellMask(c) != 0)
            return false;
        for (Cell p : peers(c))
            if (s.digit(p) == s.digit(c) || s.isLive(candidateOf(p, s.digit(c))))
                return false;
    }
    return true;
}

// The solver's answer fits the state: a solution keeps every filled cell and
// uses only live candidates.
bool solverAgrees(const State& s)
{
    const SolveResult r = countSolutions(s, 2);
    if (r.solutions < 0 || r.solutions > 2)
        return false;
    if (r.solutions == 0)
        return true;
    for (Cell c = 0; c < kCells; ++c) {
        const Digit d = r.solution[c];
        if (d < 0 || d > 8 || (s.isEmpty(c) ? !s.isLive(candidateOf(c, d)) : d != s.digit(c)))
            return false;
    }
    return true;
}

std::vector<Candidate> sorted(std::vector<Candidate> xs)
{
    std::sort(xs.begin(), xs.end());
    return xs;
}

} // namespace

class TstRobustness : public QObject
{
    Q_OBJECT
private slots:
    void mutations_data()
    {
        // Seed texts: real puzzles in every format, with placed digits and
        // eliminations; library lines; candidate lists.
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("count");
        std::vector<std::pair<std::string, std::string>> seeds; // name, text
        const auto top = readLines("formats_top1465_sample.txt");
        const auto exchange = readLines("formats_sudoku_exchange_sample.txt");
        std::vector<std::string> reglib;
        for (const auto& line : readLines("reglib-1.3.txt"))
            if (line.size() > 1 && line[0] == ':')
                reglib.push_back(line);
        QVERIFY(top.size() >= 200 && exchange.size() >= 50 && reglib.size() > 1000);
        for (int i = 0; i < 4; ++i) {
            const std::string& line = exchange[12 * i];
            State s = *parseGivens81(line.substr(0, 81));
            int n = 0;
            for (Cell c = 0; c < kCells; ++c)
                if (s.isEmpty(c) && n++ % 4 == 0)
                    s.place(c, line[82 + c] - '1', false);
            for (Cell c = 0; c < kCells; c += 2)
                if (s.isEmpty(c) && std::popcount(s.cellMask(c)) > 2)
                    s.eliminate(candidateOf(c, 31 - std::countl_zero(s.cellMask(c) & ~(1u << (line[82 + c] - '1')))));
            const std::string id = "exchange" + std::to_string(12 * i + 1);
            seeds.emplace_back(id + " 81", writeGivens81(s));
            seeds.emplace_back(id + " 729", writeCandidates729(s));
            seeds.emplace_back(id + " hodoku", writePencilmarks(s, PencilmarkStyle::HoDoKu));
            seeds.emplace_back(id + " explainer", writePencilmarks(s, PencilmarkStyle::SudokuExplainer));
            seeds.emplace_back(id + " ss file", writePencilmarks(s, PencilmarkStyle::SimpleSudokuFile));
            seeds.emplace_back(id + " library", writeLibraryLine(s) + "\r\n");
            std::vector<Candidate> elims;
            for (Candidate x : parseGivens81(writeGivens81(s))->live() - s.live())
                elims.push_back(x);
            seeds.emplace_back(id + " list", writeCandidateList(elims));
            seeds.emplace_back(id + " names", writeCandidateNames(elims));
        }
        for (int i = 0; i < 4; ++i) {
            seeds.emplace_back("top" + std::to_string(50 * i + 1), top[50 * i] + "  # rated\n");
            seeds.emplace_back("reglib" + std::to_string(250 * i + 100), reglib[250 * i + 100]);
        }
        const int per = kMutations / int(seeds.size());
        for (const auto& [name, text] : seeds)
            QTest::addRow("%s", name.c_str()) << QByteArray::fromStdString(text) << per;
    }
    void mutations()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, count);
        const std::string seed = text.toStdString();
        std::uint64_t fnv = 0xCBF29CE484222325ull; // FNV-1a of the seed: one fixed stream per row
        for (unsigned char ch : seed)
            fnv = (fnv ^ ch) * 0x100000001B3ull;
        Rng rng(fnv);
        int parsed = 0; // inputs some reader accepted
        for (int i = 0; i < count; ++i) {
            const std::string t = i == 0 ? seed : mutate(seed, rng);
            const QByteArray where = QByteArray::fromStdString("mutation " + std::to_string(i) + ": " + escaped(t));
            auto checkState = [&](const Result<State>& r, const char* reader) -> bool {
                if (!r) {
                    if (!sanePosition(r.error(), t))
                        qWarning(
                            "%s: error %d:%d %s", reader, r.error().line, r.error().column, r.error().message.c_str());
                    return sanePosition(r.error(), t);
                }
                if (!keepsInvariants(*r))
                    return false;
                // Lossless writers read back equal.
                auto lib = parseState(writeLibraryLine(*r));
                auto ss = parseState(writePencilmarks(*r, PencilmarkStyle::SimpleSudokuFile));
                return lib && *lib == *r && ss && *ss == *r;
            };
            detectFormat(t);
            auto any = parseState(t);
            QVERIFY2(checkState(any, "parseState"), where.constData());
            if (any) {
                QVERIFY2(solverAgrees(*any), where.constData());
            }
            // Each reader on its own, and its writer once more.
            parsed += any || parseLibraryLine(t) || parseCandidateList(t) || parseCandidateNames(t);
            auto g = parseGivens81(t);
            QVERIFY2(checkState(g, "givens"), where.constData());
            if (g) {
                auto again = parseGivens81(writeGivens81(*g));
                QVERIFY2(again && *again == *g, where.constData());
            }
            auto c = parseCandidates729(t);
            QVERIFY2(checkState(c, "729"), where.constData());
            if (c) {
                auto again = parseCandidates729(writeCandidates729(*c));
                QVERIFY2(again && *again == *c, where.constData());
                QVERIFY2(solverAgrees(*c), where.constData());
            }
            auto p = parsePencilmarks(t);
            QVERIFY2(checkState(p, "pencilmarks"), where.constData());
            if (p)
                for (auto style : { PencilmarkStyle::HoDoKu, PencilmarkStyle::SudokuExplainer }) {
                    // One trip may turn placed digits into givens; then it is stable.
                    const std::string once = writePencilmarks(*p, style);
                    auto q = parsePencilmarks(once);
                    QVERIFY2(q && writePencilmarks(*q, style) == once, where.constData());
                    auto r = parsePencilmarks(writePencilmarks(*q, style));
                    QVERIFY2(r && *r == *q, where.constData());
                }
            auto l = parseLibraryLine(t);
            if (!l)
                QVERIFY2(sanePosition(l.error(), t), where.constData());
            else {
                QVERIFY2(keepsInvariants(l->state), where.constData());
                auto again = parseLibraryLine(writeLibraryCase(*l));
                QVERIFY2(again && again->state == l->state && again->code == l->code
                        && again->eliminations == l->eliminations && again->placements == l->placements
                        && again->digits == l->digits && again->mustFail == l->mustFail,
                    where.constData());
            }
            for (int k = 0; k < 2; ++k) {
                auto xs = k == 0 ? parseCandidateList(t) : parseCandidateNames(t);
                if (!xs) {
                    QVERIFY2(sanePosition(xs.error(), t), where.constData());
                    continue;
                }
                for (Candidate x : *xs)
                    QVERIFY2(x >= 0 && x < kCandidates, where.constData());
                auto again = k == 0 ? parseCandidateList(writeCandidateList(*xs))
                                    : parseCandidateNames(writeCandidateNames(*xs));
                QVERIFY2(again && sorted(*again) == sorted(*xs), where.constData());
            }
        }
        // The seed itself parses, and so do some of its mutations.
        QVERIFY(parsed > 1);
    }
};

QTEST_APPLESS_MAIN(TstRobustness)
#include "tst_robustness.moc"
