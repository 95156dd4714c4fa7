// SPDX-License-Identifier: GPL-3.0-or-later
// The brute-force solver's deductions, each a few word operations on the
// layout of band_state.h (invariant: cand only shrinks, and every bit removed
// is a candidate no solution can use):
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
//   6. Triads (tdoku's word for the three digits of a minirow or minicolumn):
//      each minirow and minicolumn holds exactly three digits. Over the nine
//      words of a band: one that only three digits can reach takes them (they
//      leave the rest of its box); one to which three digits are locked in
//      their box takes no other digit. Run when rules 1-4 are quiet, on the
//      bands changed since its last run; not in the randomized fill.
// The light propagation (puzzles with many givens, search.cpp) leaves rules 5
// and 6 out, its column check included, and keeps no shapes (Node::shape):
// only rules 1-4. A column left without d is then no longer seen at once; it
// needs no check of its own, because a node is solved only when every cell
// holds one digit, and every placement took its digit from the cell's row,
// box and column (rule 2 on the placed word), so a solved node is a valid
// grid all the same. On the five benchmark lists no count, guess or first
// solution changed; the work per word update is about a tenth less.
//
// Speed notes: the givens are placed at once, four digits at a time with SSE2
// (placeGivens); the hot paths avoid unpredictable branches (clearBits marks a
// word dirty arithmetically; row singles are found for three rows at once with
// one add and one multiplication); updateWord is one function for all 27 words
// (a template per word reached through a switch was ~17 % slower on top1465:
// its indirect jump mispredicts on nearly every word); a placement leaves the
// band's other words in one SSE2 step (clearBandExcept); naked singles and
// triads count over a band's nine words in vectors; this file is built with
// -O3 (engine/CMakeLists.txt). Only the order and the rules fix the result:
// rule 5 reads the other bands as they stand, so a change of the update order
// can change the state at a choice (and the first solution reported).

#include "engine/solver/propagate.h"

#include <bit>
#if defined(__SSE2__)
#include <emmintrin.h> // baseline on x86-64; other targets take the plain loop
#endif

namespace setwise::brute
{

namespace
{

// Removes bits from the nine words of band b except word keep (a word of that
// band), marking dirty those that changed: the cells just placed by keep's
// digit leave the other digits. With SSE2 eight words at a time.
inline void clearBandExcept(Node& n, int b, int keep, Word bits)
{
    Word* w = n.cand.data() + 9 * b;
    const Word own = n.cand[std::size_t(keep)];
#if defined(__SSE2__)
    const __m128i x = _mm_set1_epi32(int(bits)), zero = _mm_setzero_si128();
    const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w));
    const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w + 4));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(w), _mm_andnot_si128(x, v0));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(w + 4), _mm_andnot_si128(x, v1));
    const int same0 = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v0, x), zero)));
    const int same1 = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(v1, x), zero)));
    Word changed = ~Word(same0 | (same1 << 4)) & 0xFF;
    changed |= Word((w[8] & bits) != 0) << 8;
    w[8] &= ~bits;
#else
    Word changed = 0;
    for (int k = 0; k < 9; ++k) {
        changed |= Word((w[k] & bits) != 0) << k;
        w[k] &= ~bits;
    }
#endif
    n.cand[std::size_t(keep)] = own;
    n.dirty |= (changed & ~(Word(1) << (keep - 9 * b))) << (9 * b);
}

// Rule 5 for one band: the cells to remove when its columns for d are mine and
// the other bands' are other (9-bit column masks): in each box holding a
// column no other band has, d keeps only that column.
inline Word claimedCells(Word mine, Word other)
{
    const Word only = mine & ~other;
    return (kT.boxColumns[only] & ~only & mine) * kColumnSpread;
}

// Rules 1 to 3, and 5 as far as this word goes, for one digit and band.
// Per word i = 9*b + d: its band, the words of its digit in the two other
// bands and the shift of its digit's rows in unsolvedRows (one table load
// instead of the arithmetic).
struct WordInfo {
    std::uint8_t band, other1, other2, rowShift;
};
constexpr auto kWordInfo = [] {
    std::array<WordInfo, 27> t {};
    for (int i = 0; i < 27; ++i) {
        const int b = i / 9, d = i % 9;
        t[std::size_t(i)] = { std::uint8_t(b), std::uint8_t(wordOf(d, b == 0 ? 1 : 0)),
            std::uint8_t(wordOf(d, b == 2 ? 1 : 2)), std::uint8_t(3 * d) };
    }
    return t;
}();

template <bool light> inline bool updateWord(Node& n, int i)
{
    const WordInfo info = kWordInfo[std::size_t(i)];
    const int b = info.band;
    Word a = n.cand[i];
    const Word shape = shapeOf(a);
    a &= kT.bandMask[shape];
    if (!a)
        return false;
    n.cand[i] = a;
    Word columns = columnsOf(a);
    const int o1 = info.other1, o2 = info.other2;
    if constexpr (!light) {
        // Rule 5 for this word: columns that only this band still has for d.
        const Word others = (n.shape[o1] | n.shape[o2]) >> 9;
        if ((columns | others) != 0x1FF)
            return false;
        if (const Word gone = claimedCells(columns, others)) {
            a &= ~gone;
            n.cand[i] = a;
            n.dirty |= Word(1) << i; // rule 1 again on the smaller word
            columns &= ~gone;
        }
        n.shape[i] = Word(kT.bandShape[shape]) | (columns << 9);
    }
    // Rule 2: columns locked in a box leave the other bands of d.
    const Word locked = kT.locked[columns] * kColumnSpread;
    clearBits(n, o1, locked);
    clearBits(n, o2, locked);
    // Rule 3: rows with one candidate left. Every row is non-empty here, so
    // subtracting 1 from each 9-bit row does not borrow across rows, and
    // a & (a - 1) per row is zero exactly for the rows with a single bit.
    const Word open = (n.unsolvedRows[b] >> info.rowShift) & 7;
    if (!open)
        return true;
    // Then a row of rest is non-empty when its low 8 bits plus 0xFF carry
    // into its top bit or that bit is set (no carry leaves the row), and one
    // multiplication gathers the three top bits (8, 17, 26) into bits 24-26.
    const Word rest = a & (a - kColumnSpread);
    const Word nonEmpty = (((rest & 0x3FDFEFF) + 0x3FDFEFF) | rest) & 0x4020100;
    const Word solvedRows = open & ~((nonEmpty * 0x10101u) >> 24);
    const Word singles = a & kT.rowBits[solvedRows];
    if (singles) {
        n.unsolvedRows[b] &= ~(solvedRows << info.rowShift);
        n.unsolvedCells[b] &= ~singles;
        clearBandExcept(n, b, i, singles);
    }
    return true;
}

// Rule 4 for the bands whose words changed; sets progress when a naked single
// was placed.
inline bool nakedSingles(Node& n, Word touched, bool& progress)
{
    for (int b = 0; b < 3; ++b) {
        const Word open = n.unsolvedCells[b];
        if (!open || !(touched & (kBandWords << (9 * b))))
            continue;
        const Word* w = n.cand.data() + 9 * b;
#if defined(__SSE2__)
        // Cells with at least one (two) digits: words 0-7 four lanes at a
        // time, the lanes folded in two steps, then word 8.
        const __m128i v0 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w));
        const __m128i v1 = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w + 4));
        __m128i one4 = _mm_or_si128(v0, v1), two4 = _mm_and_si128(v0, v1);
        __m128i o = _mm_shuffle_epi32(one4, 0x4E), t = _mm_shuffle_epi32(two4, 0x4E);
        two4 = _mm_or_si128(_mm_or_si128(two4, t), _mm_and_si128(one4, o));
        one4 = _mm_or_si128(one4, o);
        o = _mm_shuffle_epi32(one4, 0xB1);
        t = _mm_shuffle_epi32(two4, 0xB1);
        two4 = _mm_or_si128(_mm_or_si128(two4, t), _mm_and_si128(one4, o));
        one4 = _mm_or_si128(one4, o);
        Word one = Word(_mm_cvtsi128_si32(one4)), two = Word(_mm_cvtsi128_si32(two4));
        two |= one & w[8];
        one |= w[8];
#else
        Word one = 0, two = 0;
        for (int j = 0; j < 9; ++j) {
            two |= one & w[j];
            one |= w[j];
        }
#endif
        if (open & ~one)
            return false;
        for (Word singles = open & ~two; singles; singles &= singles - 1) {
            const int p = std::countr_zero(singles);
            const Word bit = Word(1) << p;
            int j = 9 * b;
            while (j < 9 * b + 9 && !(n.cand[j] & bit))
                ++j;
            if (j == 9 * b + 9) // emptied by an earlier single of this pass
                return false;
            clearBits(n, j, kT.peers[p]);
            // Placed: rule 3 need not find it again (no other digit has the cell).
            n.unsolvedCells[b] &= ~bit;
            n.unsolvedRows[b] &= ~(Word(1) << (3 * (j - 9 * b) + p / 9));
            progress = true;
        }
    }
    return true;
}

// Rule 5 in full for the digits whose words changed (the randomized fill).
inline bool claimColumns(Node& n, Word touched)
{
    for (int d = 0; d < 9; ++d) {
        if (!(touched & (kColumnSpread << d))) // bits 9*b + d
            continue;
        Word c[3];
        for (int b = 0; b < 3; ++b) {
            const Word a = n.cand[std::size_t(wordOf(d, b))];
            c[b] = (a | (a >> 9) | (a >> 18)) & 0x1FF;
        }
        if ((c[0] | c[1] | c[2]) != 0x1FF)
            return false;
        for (int b = 0; b < 3; ++b)
            clearBits(n, wordOf(d, b), claimedCells(c[b], c[(b + 1) % 3] | c[(b + 2) % 3]));
    }
    return true;
}

// Rule 6, triads: each minirow and each minicolumn of a box holds exactly three
// digits. Per band, over its nine digit words: a minirow (minicolumn) that only
// three digits can reach takes them, so they leave the rest of its box; one to
// which three digits are locked inside their box (their only minirow there)
// takes no other digit. Fewer than three digits for one, or more than three
// locked to one, is a contradiction. Only the bands in touched are looked at.
// A digit's word for triads: bits 0-8 the minirows it can reach (its band
// shape), 9-17 the minicolumns (its columns); bits 32-49 the same, locked in
// their box (the only one of the digit there).
inline std::uint64_t triadBits(Word sc)
{
    return sc | (std::uint64_t(kT.lockedRows[sc & 0x1FF] | (Word(kT.locked[sc >> 9]) << 9)) << 32);
}

#if defined(__SSE2__) && defined(__x86_64__)
// triadBits of four digits, as two vectors of two 64-bit lanes (digits 0 and
// 1, 2 and 3). Locked without tables: a minirow is alone in its box when the
// other two minirows of the box (rows rotated by one and by two) are empty, a
// minicolumn when the other two columns of its box (rotated inside their
// group of three) are.
inline void triadBits4(__m128i x, __m128i& lo, __m128i& hi)
{
    const __m128i s = _mm_and_si128(x, _mm_set1_epi32(0x1FF));
    const __m128i rows = _mm_or_si128(_mm_or_si128(_mm_srli_epi32(s, 3), _mm_slli_epi32(s, 6)),
        _mm_or_si128(_mm_slli_epi32(s, 3), _mm_srli_epi32(s, 6)));
    const __m128i c = _mm_srli_epi32(x, 9);
    const __m128i next = _mm_or_si128(_mm_and_si128(_mm_srli_epi32(c, 1), _mm_set1_epi32(0xDB)),
        _mm_and_si128(_mm_slli_epi32(c, 2), _mm_set1_epi32(0x124)));
    const __m128i prev = _mm_or_si128(_mm_and_si128(_mm_slli_epi32(c, 1), _mm_set1_epi32(0x1B6)),
        _mm_and_si128(_mm_srli_epi32(c, 2), _mm_set1_epi32(0x49)));
    const __m128i locked
        = _mm_or_si128(_mm_andnot_si128(rows, s), _mm_slli_epi32(_mm_andnot_si128(_mm_or_si128(next, prev), c), 9));
    lo = _mm_unpacklo_epi32(x, locked);
    hi = _mm_unpackhi_epi32(x, locked);
}
#endif

// Rule 6, triads: each minirow and each minicolumn of a box holds exactly three
// digits. Per band, over its nine digit words: a minirow (minicolumn) that only
// three digits can reach takes them, so they leave the rest of its box; one to
// which three digits are locked inside their box (their only minirow there)
// takes no other digit. Fewer than three digits for one, or more than three
// locked to one, is a contradiction. Only the bands in touched are looked at.
inline bool triads(Node& n, Word touched)
{
    for (int b = 0; b < 3; ++b) {
        if (!n.unsolvedCells[b] || !(touched & (kBandWords << (9 * b))))
            continue;
        const Word* sh = n.shape.data() + 9 * b;
        std::uint64_t a1, a2, a3, a4; // bits reached (locked) by at least 1, 2, 3, 4 digits
#if defined(__SSE2__) && defined(__x86_64__)
        {
            // Counters per 64-bit lane over digits 0-7, then the two lanes
            // merged (at least k of the union: i of one lane and k-i of the other).
            __m128i v[4];
            triadBits4(_mm_loadu_si128(reinterpret_cast<const __m128i*>(sh)), v[0], v[1]);
            triadBits4(_mm_loadu_si128(reinterpret_cast<const __m128i*>(sh + 4)), v[2], v[3]);
            __m128i c1 = v[0], c2 = _mm_and_si128(v[0], v[1]), c3, c4;
            c1 = _mm_or_si128(c1, v[1]);
            c3 = _mm_and_si128(c2, v[2]);
            c2 = _mm_or_si128(c2, _mm_and_si128(c1, v[2]));
            c1 = _mm_or_si128(c1, v[2]);
            c4 = _mm_and_si128(c3, v[3]);
            c3 = _mm_or_si128(c3, _mm_and_si128(c2, v[3]));
            c2 = _mm_or_si128(c2, _mm_and_si128(c1, v[3]));
            c1 = _mm_or_si128(c1, v[3]);
            const __m128i d1 = _mm_shuffle_epi32(c1, 0x4E), d2 = _mm_shuffle_epi32(c2, 0x4E),
                          d3 = _mm_shuffle_epi32(c3, 0x4E), d4 = _mm_shuffle_epi32(c4, 0x4E);
            const __m128i m4 = _mm_or_si128(_mm_or_si128(_mm_or_si128(c4, d4), _mm_and_si128(c3, d1)),
                _mm_or_si128(_mm_and_si128(c2, d2), _mm_and_si128(c1, d3)));
            const __m128i m3
                = _mm_or_si128(_mm_or_si128(_mm_or_si128(c3, d3), _mm_and_si128(c2, d1)), _mm_and_si128(c1, d2));
            const __m128i m2 = _mm_or_si128(_mm_or_si128(c2, d2), _mm_and_si128(c1, d1));
            const __m128i m1 = _mm_or_si128(c1, d1);
            a1 = std::uint64_t(_mm_cvtsi128_si64(m1));
            a2 = std::uint64_t(_mm_cvtsi128_si64(m2));
            a3 = std::uint64_t(_mm_cvtsi128_si64(m3));
            a4 = std::uint64_t(_mm_cvtsi128_si64(m4));
        }
        {
            const std::uint64_t v = triadBits(sh[8]);
            a4 |= a3 & v;
            a3 |= a2 & v;
            a2 |= a1 & v;
            a1 |= v;
        }
#else
        a1 = a2 = a3 = a4 = 0;
        for (int d = 0; d < 9; ++d) {
            const std::uint64_t v = triadBits(sh[d]);
            a4 |= a3 & v;
            a3 |= a2 & v;
            a2 |= a1 & v;
            a1 |= v;
        }
#endif
        if ((~a3 & 0x3FFFF) | (a4 >> 32))
            return false;
        const std::uint64_t exact = a3 & ~a4;
        // Exactly three reach it and exactly three are locked to it: nothing new.
        const Word work = Word(exact ^ (exact >> 32)) & 0x3FFFF;
        if (!work)
            continue;
        std::uint64_t x[9];
        for (int d = 0; d < 9; ++d)
            x[d] = triadBits(sh[d]);
        for (Word w = work; w; w &= w - 1) {
            const int m = std::countr_zero(w);
            const bool hidden = (exact >> (32 + m)) & 1;
            const bool row = m < 9;
            const Word cells = row ? minirowCells(m) : kColumnSpread << (m - 9);
            const int box = row ? m % 3 : (m - 9) / 3;
            const Word boxCells = (Word(7) << (3 * box)) * kColumnSpread;
            for (int d = 0; d < 9; ++d) {
                if (!((x[d] >> m) & 1))
                    continue;
                if (hidden) {
                    if (!((x[d] >> (32 + m)) & 1))
                        clearBits(n, wordOf(d, b), cells);
                } else {
                    clearBits(n, wordOf(d, b), boxCells & ~cells);
                }
            }
        }
    }
    return true;
}

// One instance per mode, so the mode's tests leave the hot loop.
template <bool fill, bool light> bool propagateIn(Node& n)
{
    // Words changed since the last naked-singles, claiming and triads pass.
    Word forSingles = 0, forClaims = 0, forTriads = 0;
    while (true) {
        while (n.dirty) {
            // The words dirty now, in a local copy: the next index does not
            // wait for the clears of the word before (words dirtied meanwhile
            // come in the next round), so the processor overlaps the updates.
            Word batch = n.dirty;
            forSingles |= batch;
            for (; batch; batch &= batch - 1) {
                const int i = std::countr_zero(batch);
                n.dirty &= ~(Word(1) << i);
                if (!updateWord<light>(n, i))
                    return false;
            }
        }
        forClaims |= forSingles;
        forTriads |= forSingles;
        bool progress = false;
        if (!nakedSingles(n, forSingles, progress))
            return false;
        forSingles = 0;
        if (progress)
            continue;
        if constexpr (fill) { // the randomized fill: its fixpoint stays that of rules 1-5
            if (!claimColumns(n, forClaims))
                return false;
            forClaims = 0;
        } else if constexpr (!light) {
            if (!triads(n, forTriads))
                return false;
            forTriads = 0;
        }
        if (!n.dirty)
            return true;
    }
}

} // namespace

bool propagate(Node& n, bool fill, bool light)
{
    if (fill)
        return propagateIn<true, false>(n);
    return light ? propagateIn<false, true>(n) : propagateIn<false, false>(n);
}

Node emptyNode()
{
    Node n;
    n.cand.fill(kBandBits);
    n.shape.fill(0x3FFFF);
    n.unsolvedCells.fill(kBandBits);
    n.unsolvedRows.fill(kBandBits);
    n.dirty = kBandBits;
    return n;
}

bool place(Node& n, Cell cell, Digit d)
{
    const int b = cell / 27, p = cell - 27 * b;
    const Word bit = Word(1) << p;
    const int i = wordOf(d, b);
    if (!(n.cand[i] & bit))
        return false;
    clearBits(n, i, kT.peers[p]);
    const Word column = kColumnSpread << (p % 9);
    for (int o = 0; o < 3; ++o)
        if (o != b)
            clearBits(n, wordOf(d, o), column);
    clearBandExcept(n, b, i, bit);
    n.unsolvedCells[b] &= ~bit;
    n.unsolvedRows[b] &= ~(Word(1) << (3 * d + p / 9));
    return true;
}

namespace
{

// Bit d of a 9-bit mask moved to bit 3*d (the digit's rows in unsolvedRows).
constexpr auto kEveryThird = [] {
    std::array<Word, 512> t {};
    for (Word x = 0; x < 512; ++x)
        for (int d = 0; d < 9; ++d)
            t[x] |= ((x >> d) & 1) << (3 * d);
    return t;
}();

constexpr Word kRowCells[3] = { 0x1FF, 0x1FF << 9, 0x1FF << 18 };
constexpr Word kBoxCells[3] = { 7 * kColumnSpread, (7 << 3) * kColumnSpread, (7 << 6) * kColumnSpread };

// The givens of one digit in one band (mine), scalar: sets bit r of rows when
// row r holds one, ORs into dup when a row or a box holds two, and returns the
// cells of the rows and boxes holding one.
inline Word givenReach(Word mine, Word& rows, Word& dup)
{
    Word seen = 0;
    rows = 0;
    for (int k = 0; k < 3; ++k) {
        const Word x = mine & kRowCells[k], y = mine & kBoxCells[k];
        dup |= (x & (x - 1)) | (y & (y - 1));
        seen |= (x ? kRowCells[k] : 0) | (y ? kBoxCells[k] : 0);
        rows |= Word(x != 0) << k;
    }
    return seen;
}

} // namespace

// Per digit and band: the givens' rows and boxes leave the digit's word (two
// givens in one row or box: false), the union of its givens' columns over the
// three bands leaves it too (a column twice: false), and every given cell
// leaves the other digits' words. With SSE2 four digits at a time.
bool placeGivens(Node& n, const Givens& g)
{
    Word any[3];
    for (int b = 0; b < 3; ++b) {
        Word x = 0;
        for (int d = 0; d < 9; ++d)
            x |= g.cells[std::size_t(wordOf(d, b))];
        any[b] = x;
    }
    Word dup = 0, bad = 0;
    Word present[3][3] = {}; // [band][row]: digits with a given in that row
    int first = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi32(1), low9 = _mm_set1_epi32(0x1FF);
    __m128i dupv = zero, okv = _mm_set1_epi32(-1);
    for (int q = 0; q < 8; q += 4) {
        __m128i v[3], cols = zero, twice = zero;
        for (int b = 0; b < 3; ++b) {
            v[b] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(g.cells.data() + 9 * b + q));
            const __m128i c = _mm_and_si128(
                _mm_or_si128(_mm_or_si128(v[b], _mm_srli_epi32(v[b], 9)), _mm_srli_epi32(v[b], 18)), low9);
            twice = _mm_or_si128(twice, _mm_and_si128(cols, c));
            cols = _mm_or_si128(cols, c);
        }
        dupv = _mm_or_si128(dupv, twice);
        const __m128i colCells = _mm_or_si128(_mm_or_si128(cols, _mm_slli_epi32(cols, 9)), _mm_slli_epi32(cols, 18));
        for (int b = 0; b < 3; ++b) {
            __m128i seen = colCells;
            for (int k = 0; k < 3; ++k) {
                const __m128i rowCells = _mm_set1_epi32(int(kRowCells[k])),
                              boxCells = _mm_set1_epi32(int(kBoxCells[k]));
                const __m128i x = _mm_and_si128(v[b], rowCells), y = _mm_and_si128(v[b], boxCells);
                dupv = _mm_or_si128(dupv,
                    _mm_or_si128(_mm_and_si128(x, _mm_sub_epi32(x, one)), _mm_and_si128(y, _mm_sub_epi32(y, one))));
                const __m128i noRow = _mm_cmpeq_epi32(x, zero);
                seen = _mm_or_si128(seen,
                    _mm_or_si128(
                        _mm_andnot_si128(noRow, rowCells), _mm_andnot_si128(_mm_cmpeq_epi32(y, zero), boxCells)));
                present[b][k] |= Word(~_mm_movemask_ps(_mm_castsi128_ps(noRow)) & 0xF) << q;
            }
            Word* w = n.cand.data() + 9 * b + q;
            const __m128i cand = _mm_loadu_si128(reinterpret_cast<const __m128i*>(w));
            okv = _mm_and_si128(okv, _mm_cmpeq_epi32(_mm_and_si128(cand, v[b]), v[b]));
            const __m128i gone = _mm_andnot_si128(v[b], _mm_or_si128(seen, _mm_set1_epi32(int(any[b]))));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(w), _mm_andnot_si128(gone, cand));
        }
    }
    dup |= Word(_mm_movemask_epi8(_mm_cmpeq_epi32(dupv, zero)) != 0xFFFF);
    bad |= Word(_mm_movemask_epi8(okv) != 0xFFFF);
    first = 8;
#endif
    for (int d = first; d < 9; ++d) {
        Word cols = 0;
        for (int b = 0; b < 3; ++b) {
            const Word c = columnsOf(g.cells[std::size_t(wordOf(d, b))]);
            dup |= cols & c;
            cols |= c;
        }
        for (int b = 0; b < 3; ++b) {
            const int i = wordOf(d, b);
            const Word mine = g.cells[std::size_t(i)];
            Word rows = 0;
            const Word seen = givenReach(mine, rows, dup);
            for (int k = 0; k < 3; ++k)
                present[b][k] |= ((rows >> k) & 1) << d;
            bad |= Word((n.cand[i] & mine) != mine);
            n.cand[i] &= ~((seen | cols * kColumnSpread | any[b]) & ~mine);
        }
    }
    if (dup | bad)
        return false;
    for (int b = 0; b < 3; ++b) {
        n.unsolvedRows[b]
            &= ~(kEveryThird[present[b][0]] | (kEveryThird[present[b][1]] << 1) | (kEveryThird[present[b][2]] << 2));
        n.unsolvedCells[b] &= ~any[b];
    }
    n.dirty = kBandBits;
    return true;
}

} // namespace setwise::brute
