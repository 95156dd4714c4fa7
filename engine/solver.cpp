// SPDX-License-Identifier: GPL-3.0-or-later
// Brute-force solver: bit-parallel propagation by digit and band, then a
// depth-first search that guesses on a bivalue cell.
//
// The design follows the idea of the band solvers (JCZSolve by Jean-Christophe
// Zanetti, Zhouyundong's solver), as described in tdoku's write-up
// (https://t-dillon.github.io/tdoku/); the code is written here from that
// description, nothing is copied.
//
// Data layout. One 27-bit word per digit d and band b (rows 3b..3b+2):
//
//            col 0 1 2   3 4 5   6 7 8
//   row 3b+0     0 1 2 | 3 4 5 | 6 7 8        bit = 9*(row%3) + col
//   row 3b+1     9 .   | . . . |   . 17           = cell - 27*b
//   row 3b+2    18 .   | . . . |   . 26
//                \___/
//                a "minirow": 3 cells of one row inside one box (9 per band)
//
//   cand[3*d + b]     cells of the band where d may still go; a placed d
//                     keeps its bit, every other bit of its row and box goes.
//   unsolvedCells[b]  cells of the band that hold no digit yet.
//   unsolvedRows[b]   bit 3*d + r: row r of the band has no d placed yet.
//   dirty             bit 3*d + b: cand[3*d + b] changed since its last update.
//
// Rules, each a few word operations (invariant: cand only shrinks, and every
// bit removed is a candidate no solution can use):
//   1. Band (per digit and band): d goes once into each of the 3 rows and each
//      of the 3 boxes, so the non-empty minirows must hold a perfect matching
//      rows <-> boxes. A minirow in no matching is removed (bandMask); no
//      matching at all is a contradiction. This is pointing and claiming inside
//      the band and finds the hidden singles of boxes.
//   2. Column: a box whose candidates for d lie in one column takes d from that
//      column in the two other bands (this also spreads placements).
//   3. Row single: an unsolved row with one candidate left places d there; the
//      cell leaves the 8 other digits.
//   4. Cell: an unsolved cell with no digit left is a contradiction; with one
//      digit left it is a naked single, placed through rule 3.
//   5. Column claiming: a column whose candidates for d lie in one band keeps d
//      of that band's box in the column; a column with no candidate for d is a
//      contradiction. The search applies it to a word when the word is updated
//      (rules 1-3), from the other two bands' words as they are then, which is
//      cheaper than a full pass and finds most of it; the randomized fill runs
//      the full pass over all three bands whenever 1-4 are quiet, so its
//      fixpoint, and with it every fill, stays the same.
// When nothing changes the search guesses on a bivalue cell with the most
// unsolved peers, tries each digit on a copy of the state and counts solutions
// up to the limit. Without a bivalue cell it branches on a digit and band, as
// tdoku's write-up describes for its band configurations: in the unfinished
// band with the fewest perfect matchings (rule 1) over its digits, the digit
// with the fewest, one branch per matching (the digit keeps only the 3
// minirows of that matching). The randomized fill always guesses on cells. A
// guess, as counted in SolveResult, is one such branching point. The copies
// live in the recursion, so the solver keeps no state outside its call and is
// reentrant.
//
// Speed notes: the givens are placed at once per digit (placeGivens); the hot
// paths avoid unpredictable branches (clearBits marks a word dirty
// arithmetically; row singles are found for three rows at once); updateBand is
// a template per word so every shift is a constant, reached through a switch
// (no indirect call); solver.cpp is built with -O3 (engine/CMakeLists.txt).

#include "engine/solver.h"

#include <bit>
#include <random>
#include <utility>

namespace setwise
{

namespace
{

using Word = std::uint32_t;

constexpr Word kBandBits = 0x7FFFFFF; // 27 bits
constexpr Word kColumnSpread = 0x40201; // bits 0, 9 and 18: one column of a band
constexpr Word kBandOfIndex = 0x1249249; // bits 3*d: the words of band 0

struct BandTables {
    std::array<std::uint8_t, 512> minirows {}; // 9 bits of a row -> 3 bits "minirow k non-empty"
    std::array<Word, 512> bandMask {}; // bit 3*r+k per non-empty minirow -> allowed cells
    std::array<std::uint16_t, 512> locked {}; // columns of a band -> columns alone in their box
    std::array<Word, 27> peers {}; // cell of a band -> other cells of its row and box
    std::array<Word, 8> rowBits {}; // 3 bits "row r" -> the cells of those rows
    std::array<std::uint8_t, 512> matchings {}; // non-empty minirows -> perfect matchings rows <-> boxes
    std::array<std::array<Word, 6>, 512> matchingCells {}; // the cells of each of them
};

constexpr BandTables buildBandTables()
{
    BandTables t;
    for (Word x = 0; x < 512; ++x) {
        for (int k = 0; k < 3; ++k) {
            const Word group = (x >> (3 * k)) & 7;
            if (group)
                t.minirows[x] |= std::uint8_t(1 << k);
            if (group && (group & (group - 1)) == 0)
                t.locked[x] |= std::uint16_t(group << (3 * k));
        }
        // The six ways to give each row of the band its own box.
        constexpr int kPerms[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
        Word allowed = 0;
        for (const auto& p : kPerms) {
            const Word used = (1u << p[0]) | (1u << (3 + p[1])) | (1u << (6 + p[2]));
            if ((x & used) == used) {
                allowed |= used;
                for (int r = 0; r < 3; ++r)
                    t.matchingCells[x][t.matchings[x]] |= Word(7) << (9 * r + 3 * p[r]);
                ++t.matchings[x];
            }
        }
        for (int r = 0; r < 3; ++r)
            for (int k = 0; k < 3; ++k)
                if (allowed & (1u << (3 * r + k)))
                    t.bandMask[x] |= Word(7) << (9 * r + 3 * k);
    }
    for (Word r = 0; r < 8; ++r)
        t.rowBits[r] = (r & 1) * 0x1FF | (r & 2) * (0x3FE00 / 2) | (r & 4) * (0x7FC0000 / 4);
    for (int p = 0; p < 27; ++p) {
        const int row = p / 9, box = (p % 9) / 3;
        t.peers[p] = ((Word(0x1FF) << (9 * row)) | ((Word(7) << (3 * box)) * kColumnSpread)) & ~(Word(1) << p);
    }
    return t;
}
constexpr BandTables kT = buildBandTables();

struct Node {
    std::array<Word, 27> cand;
    std::array<Word, 3> unsolvedCells;
    std::array<Word, 3> unsolvedRows;
    Word dirty;
};

struct Search {
    int limit;
    int count = 0;
    std::uint64_t guesses = 0;
    Grid first {};
    std::mt19937_64* rng = nullptr; // randomized fill: each guess tries its digits in a random order
};

Node emptyNode()
{
    Node n;
    n.cand.fill(kBandBits);
    n.unsolvedCells.fill(kBandBits);
    n.unsolvedRows.fill(kBandBits);
    n.dirty = kBandBits;
    return n;
}

// Removes bits from cand[i], marking it dirty when something went.
inline void clearBits(Node& n, int i, Word bits)
{
    const Word old = n.cand[i];
    n.cand[i] = old & ~bits;
    n.dirty |= Word((old & bits) != 0) << i;
}

// Places d in cell; false when d is no longer possible there.
bool place(Node& n, Cell cell, Digit d)
{
    const int b = cell / 27, p = cell - 27 * b;
    const Word bit = Word(1) << p;
    const int i = 3 * d + b;
    if (!(n.cand[i] & bit))
        return false;
    clearBits(n, i, kT.peers[p]);
    const Word column = kColumnSpread << (p % 9);
    for (int o = 3 * d; o < 3 * d + 3; ++o)
        if (o != i)
            clearBits(n, o, column);
    for (int j = b; j < 27; j += 3)
        if (j != i)
            clearBits(n, j, bit);
    n.unsolvedCells[b] &= ~bit;
    n.unsolvedRows[b] &= ~(Word(1) << (3 * d + p / 9));
    return true;
}

// The filled cells of a puzzle, one word per digit and band (the layout of cand).
struct Givens {
    std::array<Word, 27> cells {};
    void add(Cell c, Digit d) { cells[std::size_t(3 * d + c / 27)] |= Word(1) << (c % 27); }
};

// Places every given at once: per digit, the union of the givens' rows, boxes
// and columns leaves that digit's words, and the given cells leave the words of
// the other digits. False when two equal givens see each other or a given's own
// candidate was eliminated.
bool placeGivens(Node& n, const Givens& g)
{
    Word any[3] = { 0, 0, 0 };
    for (int i = 0; i < 27; ++i)
        any[i % 3] |= g.cells[std::size_t(i)];
    for (int d = 0; d < 9; ++d) {
        Word seen[3] = { 0, 0, 0 }; // row and box peers per band
        Word columns = 0;
        for (int b = 0; b < 3; ++b) {
            for (Word x = g.cells[std::size_t(3 * d + b)]; x; x &= x - 1) {
                const int p = std::countr_zero(x);
                const Word column = Word(1) << (p % 9);
                if ((seen[b] >> p) & 1 || columns & column)
                    return false;
                seen[b] |= kT.peers[p];
                columns |= column;
            }
        }
        for (int b = 0; b < 3; ++b) {
            const int i = 3 * d + b;
            const Word mine = g.cells[std::size_t(i)];
            if ((n.cand[i] & mine) != mine)
                return false;
            n.cand[i] &= ~((seen[b] | columns * kColumnSpread | any[b]) & ~mine);
            for (Word x = mine; x; x &= x - 1)
                n.unsolvedRows[b] &= ~(Word(1) << (3 * d + std::countr_zero(x) / 9));
        }
    }
    for (int b = 0; b < 3; ++b)
        n.unsolvedCells[b] &= ~any[b];
    n.dirty = kBandBits;
    return true;
}

// Band shape of a word: bit 3*r+k set when the minirow of row r in box k is non-empty.
inline Word shapeOf(Word a)
{
    return kT.minirows[a & 0x1FF] | (kT.minirows[(a >> 9) & 0x1FF] << 3) | (kT.minirows[a >> 18] << 6);
}

// Rule 5 for one band: the cells to remove when its columns for d are mine and
// the other bands' are other (9-bit column masks): in each box holding a
// column no other band has, d keeps only that column.
inline Word claimedCells(Word mine, Word other)
{
    const Word only = mine & ~other;
    const Word st = kT.minirows[only];
    const Word stacks = ((st & 1) * 7) | ((st & 2) * 28) | ((st & 4) * 112);
    return (stacks & ~only & mine) * kColumnSpread;
}

// Rules 1 to 3, and 5 as far as this word goes, for one digit and band.
template <int i> inline bool updateBand(Node& n)
{
    constexpr int d = i / 3, b = i - 3 * d;
    Word a = n.cand[i];
    a &= kT.bandMask[shapeOf(a)];
    if (!a)
        return false;
    n.cand[i] = a;
    // Rule 5 for this word: columns that only this band still has for d.
    const Word columns = (a | (a >> 9) | (a >> 18)) & 0x1FF;
    constexpr int o1 = 3 * d + (b == 0 ? 1 : 0), o2 = 3 * d + (b == 2 ? 1 : 2);
    const Word x1 = n.cand[o1], x2 = n.cand[o2];
    const Word others = (x1 | (x1 >> 9) | (x1 >> 18) | x2 | (x2 >> 9) | (x2 >> 18)) & 0x1FF;
    if ((columns | others) != 0x1FF)
        return false;
    if (const Word gone = claimedCells(columns, others)) {
        a &= ~gone;
        n.cand[i] = a;
        n.dirty |= Word(1) << i; // rule 1 again on the smaller word
    }
    // Rule 2: columns locked in a box leave the other bands of d.
    const Word locked = kT.locked[(a | (a >> 9) | (a >> 18)) & 0x1FF] * kColumnSpread;
    if constexpr (b != 0)
        clearBits(n, 3 * d, locked);
    if constexpr (b != 1)
        clearBits(n, 3 * d + 1, locked);
    if constexpr (b != 2)
        clearBits(n, 3 * d + 2, locked);
    // Rule 3: rows with one candidate left. Every row is non-empty here, so
    // subtracting 1 from each 9-bit row does not borrow across rows, and
    // a & (a - 1) per row is zero exactly for the rows with a single bit.
    const Word open = (n.unsolvedRows[b] >> (3 * d)) & 7;
    if (!open)
        return true;
    const Word rest = a & (a - kColumnSpread);
    const Word solvedRows
        = open & (Word((rest & 0x1FF) == 0) | (Word((rest & 0x3FE00) == 0) << 1) | (Word(rest < 0x40000) << 2));
    const Word singles = a & kT.rowBits[solvedRows];
    if (singles) {
        n.unsolvedRows[b] &= ~(solvedRows << (3 * d));
        n.unsolvedCells[b] &= ~singles;
        for (int j = b; j < 27; j += 3)
            if (j != i)
                clearBits(n, j, singles);
    }
    return true;
}

// Rule 4 for the bands whose words changed; sets progress when a naked single
// was placed.
inline bool nakedSingles(Node& n, Word touched, bool& progress)
{
    for (int b = 0; b < 3; ++b) {
        const Word open = n.unsolvedCells[b];
        if (!open || !(touched & (kBandOfIndex << b)))
            continue;
        Word one = 0, two = 0;
        for (int j = b; j < 27; j += 3) {
            two |= one & n.cand[j];
            one |= n.cand[j];
        }
        if (open & ~one)
            return false;
        for (Word singles = open & ~two; singles; singles &= singles - 1) {
            const int p = std::countr_zero(singles);
            const Word bit = Word(1) << p;
            int j = b;
            while (j < 27 && !(n.cand[j] & bit))
                j += 3;
            if (j >= 27) // emptied by an earlier single of this pass
                return false;
            clearBits(n, j, kT.peers[p]);
            progress = true;
        }
    }
    return true;
}

// Rule 5 in full for the digits whose words changed (the randomized fill).
inline bool claimColumns(Node& n, Word touched)
{
    for (int d = 0; d < 9; ++d) {
        if (!(touched & (Word(7) << (3 * d))))
            continue;
        const int i = 3 * d;
        Word c[3];
        for (int b = 0; b < 3; ++b) {
            const Word a = n.cand[i + b];
            c[b] = (a | (a >> 9) | (a >> 18)) & 0x1FF;
        }
        if ((c[0] | c[1] | c[2]) != 0x1FF)
            return false;
        for (int b = 0; b < 3; ++b)
            clearBits(n, i + b, claimedCells(c[b], c[(b + 1) % 3] | c[(b + 2) % 3]));
    }
    return true;
}

// updateBand<i> for a runtime index: a switch, so that each case is the
// constant-folded code inlined here (no indirect call on the hot path).
inline bool updateWord(Node& n, int i)
{
    // clang-format off
    switch (i) {
    case 0: return updateBand<0>(n);
    case 1: return updateBand<1>(n);
    case 2: return updateBand<2>(n);
    case 3: return updateBand<3>(n);
    case 4: return updateBand<4>(n);
    case 5: return updateBand<5>(n);
    case 6: return updateBand<6>(n);
    case 7: return updateBand<7>(n);
    case 8: return updateBand<8>(n);
    case 9: return updateBand<9>(n);
    case 10: return updateBand<10>(n);
    case 11: return updateBand<11>(n);
    case 12: return updateBand<12>(n);
    case 13: return updateBand<13>(n);
    case 14: return updateBand<14>(n);
    case 15: return updateBand<15>(n);
    case 16: return updateBand<16>(n);
    case 17: return updateBand<17>(n);
    case 18: return updateBand<18>(n);
    case 19: return updateBand<19>(n);
    case 20: return updateBand<20>(n);
    case 21: return updateBand<21>(n);
    case 22: return updateBand<22>(n);
    case 23: return updateBand<23>(n);
    case 24: return updateBand<24>(n);
    case 25: return updateBand<25>(n);
    default: return updateBand<26>(n);
    }
    // clang-format on
}

// Rules 1-5 until nothing changes (rule 5 in full only with fullClaims);
// false on a contradiction.
bool propagate(Node& n, bool fullClaims)
{
    // Words changed since the last naked-singles pass and the last claiming pass.
    Word forSingles = 0, forClaims = 0;
    while (true) {
        while (n.dirty) {
            forSingles |= n.dirty;
            const int i = std::countr_zero(n.dirty);
            n.dirty &= n.dirty - 1;
            if (!updateWord(n, i))
                return false;
        }
        forClaims |= forSingles;
        bool progress = false;
        if (!nakedSingles(n, forSingles, progress))
            return false;
        forSingles = 0;
        if (progress)
            continue;
        if (fullClaims && !claimColumns(n, forClaims))
            return false;
        forClaims = 0;
        if (!n.dirty)
            return true;
    }
}

struct Choice {
    int band;
    int bit;
    Word digits; // 9-bit mask
    bool bivalue;
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
    Choice best { -1, 0, 0, false };
    int bestScore = -1;
    for (int b = 0; b < 3; ++b) {
        const Word open = n.unsolvedCells[b];
        if (!open)
            continue;
        Word one = 0, two = 0, three = 0;
        for (int j = b; j < 27; j += 3) {
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
    best.bivalue = best.band >= 0;
    if (best.band < 0) {
        best.band = n.unsolvedCells[0] ? 0 : n.unsolvedCells[1] ? 1 : 2;
        best.bit = std::countr_zero(n.unsolvedCells[best.band]);
    }
    for (int d = 0; d < 9; ++d)
        best.digits |= ((n.cand[3 * d + best.band] >> best.bit) & 1) << d;
    return best;
}

Grid gridOf(const Node& n)
{
    Grid g;
    g.fill(kNoDigit);
    for (int i = 0; i < 27; ++i)
        for (Word x = n.cand[i]; x; x &= x - 1)
            g[27 * (i % 3) + std::countr_zero(x)] = i / 3;
    return g;
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

// The guess when no cell is bivalue (tdoku's band heuristic, see the top of
// the file): in the unfinished band with the fewest ways to place its digits,
// the digit with the fewest; -1 when every band is finished.
int chooseBandDigit(const Node& n)
{
    int ways[27];
    int total[3] = { 0, 0, 0 };
    for (int i = 0; i < 27; ++i) {
        ways[i] = kT.matchings[shapeOf(n.cand[i])];
        total[i % 3] += ways[i];
    }
    int band = -1;
    for (int b = 0; b < 3; ++b)
        if (total[b] > 9 && (band < 0 || total[b] < total[band]))
            band = b;
    if (band < 0)
        return -1;
    int best = -1;
    for (int i = band; i < 27; i += 3)
        if (ways[i] > 1 && (best < 0 || ways[i] < ways[best]))
            best = i;
    return best;
}

void search(Node& n, Search& s)
{
    if (!propagate(n, s.rng != nullptr))
        return;
    if (solved(n)) {
        if (s.count++ == 0)
            s.first = gridOf(n);
        return;
    }
    const Choice c = chooseCell(n);
    ++s.guesses;
    if (!c.bivalue && !s.rng) {
        if (const int i = chooseBandDigit(n); i >= 0) {
            // One branch per perfect matching: the digit's 3 minirows in the band.
            const Word a = n.cand[std::size_t(i)];
            const Word shape = shapeOf(a);
            const int ways = kT.matchings[shape];
            for (int w = 0; w + 1 < ways; ++w) {
                Node t = n;
                t.cand[std::size_t(i)] = a & kT.matchingCells[shape][std::size_t(w)];
                t.dirty |= Word(1) << i;
                search(t, s);
                if (s.count >= s.limit)
                    return;
            }
            n.cand[std::size_t(i)]
                = a & kT.matchingCells[shape][std::size_t(ways - 1)]; // the last way reuses this node
            n.dirty |= Word(1) << i;
            search(n, s);
            return;
        }
    }
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
    s.rng = rng;
    search(n, s);
    r.solutions = s.count;
    r.guesses = s.guesses;
    if (s.count > 0)
        r.solution = s.first;
    return r;
}

} // namespace

SolveResult countSolutions(std::string_view puzzle81, int limit)
{
    Givens g;
    const std::size_t size = puzzle81.size() < 81 ? puzzle81.size() : 81;
    for (std::size_t c = 0; c < size; ++c) {
        const char ch = puzzle81[c];
        if (ch >= '1' && ch <= '9')
            g.add(Cell(c), ch - '1');
    }
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
                n.cand[3 * d + b] &= ~(Word(1) << (c - 27 * b));
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
        n.cand[3 * digitOf(excluded) + b] &= ~(Word(1) << (c - 27 * b));
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
