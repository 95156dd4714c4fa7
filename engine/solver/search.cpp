// SPDX-License-Identifier: GPL-3.0-or-later
// Brute-force solver: bit-parallel propagation by digit and band
// (propagate.cpp), then a depth-first search.
//
// The design follows the idea of the band solvers (JCZSolve by Jean-Christophe
// Zanetti, Zhouyundong's solver) and tdoku's triads and band configurations,
// as described in tdoku's write-up (https://t-dillon.github.io/tdoku/); the
// code is written here from that description, nothing is copied.
//
// When nothing changes the search branches on one digit in one unit, as
// tdoku's write-up describes for its band configurations: a digit goes once
// into each row and each box of a band (each column and each box of a stack),
// so its candidates there are a union of perfect matchings rows <-> boxes
// (bands <-> columns). In the unfinished band or stack with the fewest
// matchings over its digits, the digit with the fewest; one branch per
// matching, on a copy of the state, counting solutions up to the limit. A
// puzzle with few empty cells is searched on bivalue cells instead while
// there is one, with a lighter propagation (see kCellGuessesUpTo). The
// randomized fill guesses on cells too (a bivalue cell with the most unsolved
// peers, else the first unsolved cell), trying the digits in a random order.
// A guess, as counted in SolveResult, is one branching point. The copies live
// in the recursion, so the solver keeps no state outside its call and is
// reentrant.

#include "engine/solver.h"
#include "engine/solver/propagate.h"

#include <bit>
#include <cstring>
#include <random>
#if defined(__SSE2__)
#include <emmintrin.h> // baseline on x86-64; elsewhere a plain loop
#endif

namespace setwise
{

using namespace brute;

namespace
{

// A puzzle with at most this many empty cells (34 givens or more, as in Serg's
// multi-solution benchmark) is searched on bivalue cells first, the lower
// digit first, with the light propagation (rules 1-4: no triads, no column
// claiming or column check, no shapes kept):
// there a placement spreads further than a digit's pattern, and triads cost
// more than the guesses they save (column claiming changed no result on
// Serg's list). Measured on Serg's list: ~18 % less CPU than patterns and
// full propagation, 6.42 guesses a puzzle instead of 6.93. The other lists have more empty cells
// (17-clue, top1465, forum_hardest, SE 11+ but one line); there patterns and
// triads are much better (bivalue cells alone: top1465 14.1 guesses a
// puzzle instead of 9.6, forum_hardest 244 instead of 92).
constexpr int kCellGuessesUpTo = 47;

struct Search {
    int limit;
    int count = 0;
    std::uint64_t guesses = 0;
    Grid* first = nullptr; // where the first solution goes (the result's grid)
    std::mt19937_64* rng = nullptr; // randomized fill: each guess tries its digits in a random order
    bool cellGuesses = false; // bivalue cells first, light propagation (see kCellGuessesUpTo)
};

struct Choice {
    int band;
    int bit;
    Word digits; // 9-bit mask
};

// Bits set in x; std::popcount is a library call without -mpopcnt.
inline int bitCount(std::uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return int((x * 0x0101010101010101ull) >> 56);
}
// The cell to guess on: a bivalue cell with the most unsolved peers, so that
// either digit spreads far; with no bivalue cell, the first unsolved cell.
Choice chooseCell(const Node& n)
{
    Choice best { -1, 0, 0 };
    int bestScore = -1;
    for (int b = 0; b < 3; ++b) {
        const Word open = n.unsolvedCells[b];
        if (!open)
            continue;
        Word one = 0, two = 0, three = 0;
        for (int j = 9 * b; j < 9 * b + 9; ++j) {
            const Word x = n.cand[j];
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        const Word other1 = n.unsolvedCells[b == 0 ? 1 : 0], other2 = n.unsolvedCells[b == 2 ? 1 : 2];
        for (Word pairs = open & two & ~three; pairs; pairs &= pairs - 1) {
            const int p = std::countr_zero(pairs);
            // Row and box peers in the band (bits 0..26), column peers of the two
            // other bands (bits 32..52, the second band shifted by one).
            const Word column = kColumnSpread << (p % 9);
            const int score
                = bitCount((open & kT.peers[p]) | (std::uint64_t((other1 & column) | ((other2 & column) << 1)) << 32));
            if (score > bestScore) {
                bestScore = score;
                best.band = b;
                best.bit = p;
            }
        }
    }
    if (best.band < 0) {
        best.band = n.unsolvedCells[0] ? 0 : n.unsolvedCells[1] ? 1 : 2;
        best.bit = std::countr_zero(n.unsolvedCells[best.band]);
    }
    for (int d = 0; d < 9; ++d)
        best.digits |= ((n.cand[std::size_t(wordOf(d, best.band))] >> best.bit) & 1) << d;
    return best;
}

// Writes the solution of a solved node into g.
void writeGrid(const Node& n, Grid& g)
{
    // A solved node has one digit per cell, so every word holds exactly three
    // cells of its band (one a row): three lowest bits each, no loop. Written
    // straight into g: a copy from a buffer right after its scattered stores
    // waited on store forwarding. Bit 26 keeps the index of a word with fewer
    // bits (never on a solved node) inside the band.
    Digit* out = g.data();
    for (int b = 0; b < 3; ++b, out += 27)
        for (int d = 0; d < 9; ++d) {
            Word x = n.cand[std::size_t(wordOf(d, b))] | (Word(1) << 26);
            out[std::countr_zero(x)] = d;
            x &= x - 1;
            out[std::countr_zero(x | (Word(1) << 26))] = d;
            x &= x - 1;
            out[std::countr_zero(x | (Word(1) << 26))] = d;
        }
}

bool solved(const Node& n)
{
    return !(n.unsolvedCells[0] | n.unsolvedCells[1] | n.unsolvedCells[2]);
}

// One of the digits of the mask, each equally likely.
Digit randomDigit(Word digits, std::mt19937_64& rng)
{
    for (int skip = int(rng() % std::uint64_t(bitCount(digits))); skip > 0; --skip)
        digits &= digits - 1;
    return std::countr_zero(digits);
}

// A digit's pattern in a unit: unit 0-2 the band of that index (rows <->
// boxes), 3-5 the stack of index unit-3 (bands <-> columns); shape is the
// pattern as a band shape (bit 3*r+k: row or band r, box or column k).
struct Pattern {
    int digit = -1;
    int unit = -1;
    Word shape = 0;
};

// A digit's stack shapes from its columns per band (bits 9*b + column): the
// 3x3 transpose of 3-bit groups, so bits 9*st + 3*b + j say band b has column
// 3*st + j.
inline Word stackShapes(Word c)
{
    return (c & 0x7007007) | ((c & 0x38038) << 6) | ((c >> 6) & 0x38038) | ((c & 0x1C0) << 12) | ((c >> 12) & 0x1C0);
}

// A unit's weight for the choice: 64 per digit with more than one way there,
// plus the number of ways of every digit (9 when the unit is finished).
constexpr int kUnitWeight[7] = { 0, 1, 2 + 64, 3 + 64, 4 + 64, 5 + 64, 6 + 64 };
// The same by pattern (one load instead of two).
constexpr auto kPatternWeight = [] {
    std::array<std::uint8_t, 512> w {};
    for (std::size_t x = 0; x < 512; ++x)
        w[x] = std::uint8_t(kUnitWeight[kT.matchings[x]]);
    return w;
}();

// The guess (after tdoku's band heuristic, see the top of the file): in the
// unfinished band or stack with the fewest digits not yet fixed there (ties:
// the fewest ways over its digits), the digit with the fewest ways; digit -1
// when every unit is finished.
Pattern choosePattern(const Node& n)
{
    // shapes[u][d]: digit d's pattern in unit u (bands 0-2, stacks 3-5).
    alignas(16) Word shapes[6][12];
    const Word* s = n.shape.data();
#if defined(__SSE2__)
    // Digits 0-7 four at a time: the bands' shapes are the low 9 bits, the
    // stacks' the 3x3 transpose of the columns (bits 9-17) of the three bands.
    const __m128i low9 = _mm_set1_epi32(0x1FF), low3 = _mm_set1_epi32(7), mid3 = _mm_set1_epi32(0x38),
                  high3 = _mm_set1_epi32(0x1C0);
    for (int d = 0; d < 8; d += 4) {
        const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + d));
        const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + 9 + d));
        const __m128i v2 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + 18 + d));
        _mm_store_si128(reinterpret_cast<__m128i*>(&shapes[0][d]), _mm_and_si128(v0, low9));
        _mm_store_si128(reinterpret_cast<__m128i*>(&shapes[1][d]), _mm_and_si128(v1, low9));
        _mm_store_si128(reinterpret_cast<__m128i*>(&shapes[2][d]), _mm_and_si128(v2, low9));
        const __m128i c0 = _mm_srli_epi32(v0, 9), c1 = _mm_srli_epi32(v1, 9), c2 = _mm_srli_epi32(v2, 9);
        const __m128i st0
            = _mm_or_si128(_mm_or_si128(_mm_and_si128(c0, low3), _mm_slli_epi32(_mm_and_si128(c1, low3), 3)),
                _mm_slli_epi32(_mm_and_si128(c2, low3), 6));
        const __m128i st1
            = _mm_or_si128(_mm_or_si128(_mm_and_si128(_mm_srli_epi32(c0, 3), low3), _mm_and_si128(c1, mid3)),
                _mm_slli_epi32(_mm_and_si128(c2, mid3), 3));
        const __m128i st2 = _mm_or_si128(
            _mm_or_si128(_mm_srli_epi32(c0, 6), _mm_and_si128(_mm_srli_epi32(c1, 3), mid3)), _mm_and_si128(c2, high3));
        _mm_store_si128(reinterpret_cast<__m128i*>(&shapes[3][d]), st0);
        _mm_store_si128(reinterpret_cast<__m128i*>(&shapes[4][d]), st1);
        _mm_store_si128(reinterpret_cast<__m128i*>(&shapes[5][d]), st2);
    }
    constexpr int kFirstScalar = 8;
#else
    constexpr int kFirstScalar = 0;
#endif
    for (int d = kFirstScalar; d < 9; ++d) {
        const Word s0 = s[wordOf(d, 0)], s1 = s[wordOf(d, 1)], s2 = s[wordOf(d, 2)];
        const Word stacks = stackShapes((s0 >> 9) | ((s1 >> 9) << 9) | ((s2 >> 9) << 18));
        shapes[0][d] = s0 & 0x1FF;
        shapes[1][d] = s1 & 0x1FF;
        shapes[2][d] = s2 & 0x1FF;
        shapes[3][d] = stacks & 0x1FF;
        shapes[4][d] = (stacks >> 9) & 0x1FF;
        shapes[5][d] = stacks >> 18;
    }
    int total[6];
    for (int u = 0; u < 6; ++u) {
        const Word* x = shapes[u];
        total[u] = kPatternWeight[x[0]] + kPatternWeight[x[1]] + kPatternWeight[x[2]] + kPatternWeight[x[3]]
            + kPatternWeight[x[4]] + kPatternWeight[x[5]] + kPatternWeight[x[6]] + kPatternWeight[x[7]]
            + kPatternWeight[x[8]];
    }
    // Minima of (key, index) packed in one integer: no unpredictable branch.
    int unitKey = 1 << 30;
    for (int u = 0; u < 6; ++u) {
        const int key = total[u] > 9 ? total[u] * 8 + u : 1 << 30;
        unitKey = key < unitKey ? key : unitKey;
    }
    Pattern best;
    if (unitKey == 1 << 30)
        return best;
    best.unit = unitKey & 7;
    int digitKey = 255;
    for (int d = 0; d < 9; ++d) {
        const int ways = kT.matchings[shapes[best.unit][d]];
        const int key = ways > 1 ? ways * 16 + d : 255;
        digitKey = key < digitKey ? key : digitKey;
    }
    best.digit = digitKey & 15;
    best.shape = shapes[best.unit][best.digit];
    return best;
}

// Keeps only the way w of the digit's pattern in the unit.
void applyWay(Node& n, const Pattern& p, int w)
{
    const Word cells = kT.matchingCells[p.shape][std::size_t(w)];
    if (p.unit < 3) {
        const int i = wordOf(p.digit, p.unit);
        n.cand[std::size_t(i)] &= cells;
        n.dirty |= Word(1) << i;
        return;
    }
    const int st = 3 * (p.unit - 3);
    const Word stack = (Word(7) << st) * kColumnSpread;
    for (int b = 0; b < 3; ++b) {
        const int j = std::countr_zero((cells >> (9 * b)) & 0x1FF) / 3;
        clearBits(n, wordOf(p.digit, b), stack & ~(kColumnSpread << (st + j)));
    }
}

// The first bivalue cell (band order, then cell order) and its two digits;
// band -1 when there is none.
Choice firstBivalue(const Node& n)
{
    for (int b = 0; b < 3; ++b) {
        const Word* w = n.cand.data() + 9 * b;
        Word one, two, three;
#if defined(__SSE2__)
        {
            const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w));
            const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w + 4));
            // Per lane the cells in one, two, three or more of words k and
            // k + 4, then the lanes folded in two steps.
            __m128i o = _mm_or_si128(v0, v1), t = _mm_and_si128(v0, v1), h = _mm_setzero_si128();
            for (const int sh : { 0x4E, 0xB1 }) {
                const __m128i o2 = sh == 0x4E ? _mm_shuffle_epi32(o, 0x4E) : _mm_shuffle_epi32(o, 0xB1);
                const __m128i t2 = sh == 0x4E ? _mm_shuffle_epi32(t, 0x4E) : _mm_shuffle_epi32(t, 0xB1);
                const __m128i h2 = sh == 0x4E ? _mm_shuffle_epi32(h, 0x4E) : _mm_shuffle_epi32(h, 0xB1);
                h = _mm_or_si128(_mm_or_si128(h, h2), _mm_or_si128(_mm_and_si128(t, o2), _mm_and_si128(o, t2)));
                t = _mm_or_si128(_mm_or_si128(t, t2), _mm_and_si128(o, o2));
                o = _mm_or_si128(o, o2);
            }
            one = Word(_mm_cvtsi128_si32(o));
            two = Word(_mm_cvtsi128_si32(t));
            three = Word(_mm_cvtsi128_si32(h));
            three |= two & w[8];
            two |= one & w[8];
            one |= w[8];
            if (const Word pairs = n.unsolvedCells[b] & two & ~three) {
                // The cell's digits: its bit of each word moved to the sign
                // bit, four words per movemask.
                const int p = std::countr_zero(pairs);
                const __m128i up = _mm_cvtsi32_si128(31 - p);
                const Word digits = Word(_mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(v0, up))))
                    | Word(_mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(v1, up)))) << 4 | ((w[8] >> p) & 1) << 8;
                return { b, p, digits };
            }
        }
#else
        one = two = three = 0;
        for (int j = 0; j < 9; ++j) {
            three |= two & w[j];
            two |= one & w[j];
            one |= w[j];
        }
        if (const Word pairs = n.unsolvedCells[b] & two & ~three) {
            const int p = std::countr_zero(pairs);
            Word digits = 0;
            for (int d = 0; d < 9; ++d)
                digits |= ((w[d] >> p) & 1) << d;
            return { b, p, digits };
        }
#endif
    }
    return { -1, 0, 0 };
}

// place() for a bivalue cell (bit p of band b, digits d and other): the
// cell leaves only the other digit's word, no pass over the band.
inline void placeInPair(Node& n, int b, int p, Digit d, Digit other)
{
    const Word bit = Word(1) << p;
    clearBits(n, wordOf(d, b), kT.peers[p]);
    const Word column = kColumnSpread << (p % 9);
    clearBits(n, wordOf(d, b == 0 ? 1 : 0), column);
    clearBits(n, wordOf(d, b == 2 ? 1 : 2), column);
    n.cand[std::size_t(wordOf(other, b))] &= ~bit;
    n.dirty |= Word(1) << wordOf(other, b);
    n.unsolvedCells[b] &= ~bit;
    n.unsolvedRows[b] &= ~(Word(1) << (3 * d + p / 9));
}

void search(Node& n, Search& s)
{
    if (!propagate(n, s.rng != nullptr, s.cellGuesses))
        return;
    if (solved(n)) {
        if (s.count++ == 0)
            writeGrid(n, *s.first);
        return;
    }
    ++s.guesses;
    if (!s.rng) {
        if (const Choice c = s.cellGuesses ? firstBivalue(n) : Choice { -1, 0, 0 }; c.band >= 0) {
            // Two branches: the cell's lower digit on a copy, then the higher one.
            const Digit low = std::countr_zero(c.digits), high = std::countr_zero(c.digits & (c.digits - 1));
            Node t = n;
            placeInPair(t, c.band, c.bit, low, high);
            search(t, s);
            if (s.count >= s.limit)
                return;
            placeInPair(n, c.band, c.bit, high, low);
            search(n, s);
            return;
        }
        if (s.cellGuesses) // the light propagation keeps no shapes: from the words (none is dirty)
            for (int i = 0; i < 27; ++i)
                n.shape[std::size_t(i)]
                    = Word(kT.bandShape[shapeOf(n.cand[std::size_t(i)])]) | (columnsOf(n.cand[std::size_t(i)]) << 9);
        if (const Pattern p = choosePattern(n); p.digit >= 0) {
            // One branch per perfect matching: the digit's minirows (minicolumns) in the unit.
            const int ways = kT.matchings[p.shape];
            for (int w = 0; w + 1 < ways; ++w) {
                Node t = n;
                applyWay(t, p, w);
                search(t, s);
                if (s.count >= s.limit)
                    return;
            }
            applyWay(n, p, ways - 1); // the last way reuses this node
            search(n, s);
            return;
        }
    }
    const Choice c = chooseCell(n); // the randomized fill (and a fallback never reached)
    const Cell cell = 27 * c.band + c.bit;
    for (Word m = c.digits; m;) {
        const Digit d = s.rng ? randomDigit(m, *s.rng) : std::countr_zero(m);
        m &= ~(Word(1) << d);
        if (!m) { // the last digit reuses this node
            place(n, cell, d);
            search(n, s);
            return;
        }
        Node t = n;
        place(t, cell, d);
        search(t, s);
        if (s.count >= s.limit)
            return;
    }
}

SolveResult finish(Node& n, int limit, bool consistent, std::mt19937_64* rng = nullptr)
{
    SolveResult r;
    if (!consistent)
        return r;
    Search s { limit < 1 ? 1 : limit };
    s.first = &r.solution;
    s.rng = rng;
    s.cellGuesses = !rng
        && bitCount(n.unsolvedCells[0]) + bitCount(n.unsolvedCells[1]) + bitCount(n.unsolvedCells[2])
            <= kCellGuessesUpTo;
    search(n, s);
    r.solutions = s.count;
    r.guesses = s.guesses;
    return r;
}

} // namespace

SolveResult countSolutions(std::string_view puzzle81, int limit)
{
    Givens g;
    const std::size_t size = puzzle81.size() < 81 ? puzzle81.size() : 81;
#if defined(__SSE2__)
    // Per band and digit, the 27 cells holding it as one compare of 32
    // characters (a padded copy: the last band reads past character 81).
    char text[96];
    std::memset(text, '.', sizeof text);
    if (size > 0) // an empty view may have no data (memcpy from null is undefined)
        std::memcpy(text, puzzle81.data(), size);
    for (int b = 0; b < 3; ++b) {
        const __m128i lo = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + 27 * b));
        const __m128i hi = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + 27 * b + 16));
        for (int d = 0; d < 9; ++d) {
            const __m128i digit = _mm_set1_epi8(char('1' + d));
            const Word cells = Word(_mm_movemask_epi8(_mm_cmpeq_epi8(lo, digit)))
                | (Word(_mm_movemask_epi8(_mm_cmpeq_epi8(hi, digit))) << 16);
            g.cells[std::size_t(wordOf(d, b))] = cells & kBandBits;
        }
    }
#else
    for (std::size_t c = 0; c < size; ++c) {
        const char ch = puzzle81[c];
        if (ch >= '1' && ch <= '9')
            g.add(Cell(c), ch - '1');
    }
#endif
    Node n = emptyNode();
    return finish(n, limit, placeGivens(n, g));
}

SolveResult countSolutions(const State& s, int limit)
{
    Node n = emptyNode();
    // Step 1. Eliminated candidates of empty cells stay eliminated.
    Givens g;
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c)) {
            g.add(c, s.digit(c));
            continue;
        }
        const unsigned mask = s.cellMask(c);
        const int b = c / 27;
        for (Digit d = 0; d < 9; ++d)
            if (!(mask & (1u << d)))
                n.cand[std::size_t(wordOf(d, b))] &= ~(Word(1) << (c - 27 * b));
    }
    // Step 2. Filled cells (givens and placed digits) are placed; a clash is no solution.
    return finish(n, limit, placeGivens(n, g));
}

SolveResult countSolutions(const Grid& givens, int limit, Candidate excluded)
{
    Node n = emptyNode();
    if (excluded >= 0) {
        const Cell c = cellOf(excluded);
        const int b = c / 27;
        n.cand[std::size_t(wordOf(digitOf(excluded), b))] &= ~(Word(1) << (c - 27 * b));
    }
    Givens g;
    for (Cell c = 0; c < kCells; ++c)
        if (givens[std::size_t(c)] != kNoDigit)
            g.add(c, givens[std::size_t(c)]);
    return finish(n, limit, placeGivens(n, g));
}

Grid randomSolution(std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    Node n = emptyNode();
    return finish(n, 1, true, &rng).solution;
}

} // namespace setwise
