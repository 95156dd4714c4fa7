// SPDX-License-Identifier: GPL-3.0-or-later
// Multi-Sector Locked Set, the row-by-column form (Obi-Wahn's MSLS, Allan
// Barker's rank-0 "intersections"): a set R of rows and C of columns, the
// empty cells of R x C as truths; each digit is linked either by the rows of R
// where it has a candidate among those cells or by such columns, whichever
// are fewer. When the links number exactly the truths the structure is rank 0
// and the counting rule eliminates every other candidate of a link.
//
//     sum over digits d of min(rows(d), columns(d)) = |cells|
//
// A targeted search over the row and column sets (2 to 5 each, 8 to 20
// cells), not a blind rank search: per row set the column sets are walked in
// increasing order, each one column more than one already seen, so its cells
// and rows come from that one; per digit a pair (R, C) costs a few word
// operations.
#include "engine/exotic/exotic.h"
#include "engine/mask9.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h> // baseline on x86-64; elsewhere a plain loop per digit
#endif

namespace setwise::exotic
{

namespace
{

constexpr int kMinCells = 8, kMaxCells = 20;
// Rows and columns a structure may span, each (the forum's MSLS are mostly
// 4 x 4; 5 x 5 keeps the search at about 1.5 ms a state).
constexpr int kMaxLines = 5;

struct Grid9 {
    std::array<std::array<unsigned, 9>, 9> cols {}; // [d][row]: columns of the row where d is live
    std::array<unsigned, 9> empty {}; // [row]: empty columns
};

Grid9 gridOf(const State& s)
{
    Grid9 g;
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c))
            continue;
        g.empty[std::size_t(rowOf(c))] |= 1U << colOf(c);
        for (Digit d = 0; d < 9; ++d)
            if (s.cellMask(c) >> d & 1U)
                g.cols[std::size_t(d)][std::size_t(rowOf(c))] |= 1U << colOf(c);
    }
    return g;
}

// The links of a rank-0 structure on R x C, or an empty list. Per digit the
// rows (bit d of `byRows`) or the columns.
bool rankZero(const Grid9& g, unsigned R, unsigned C, int cells, unsigned& byRows)
{
    int links = 0;
    byRows = 0;
    for (std::size_t d = 0; d < 9 && links <= cells; ++d) {
        unsigned rows = 0, cols = 0;
        for (unsigned r = R; r; r &= r - 1) {
            const unsigned m = g.cols[d][std::size_t(std::countr_zero(r))] & C;
            cols |= m;
            rows |= unsigned(m != 0) << std::countr_zero(r);
        }
        const int nr = kBits9[rows], nc = kBits9[cols];
        links += nr < nc ? nr : nc;
        if (nr < nc)
            byRows |= 1U << d;
    }
    return links == cells;
}

std::optional<Step> mslsStep(const Context& ctx, const FinderRequest& req, const Grid9& g, unsigned R, unsigned C)
{
    std::vector<Constraint> bases, covers;
    CellSet cells;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
            if ((R >> r & 1U) && (C >> c & 1U) && (g.empty[std::size_t(r)] >> c & 1U)) {
                bases.push_back(cellConstraint(cellAt(r, c)));
                cells.set(cellAt(r, c));
            }
    unsigned byRows = 0;
    rankZero(g, R, C, int(bases.size()), byRows);
    std::vector<Digit> digits;
    for (Digit d = 0; d < 9; ++d) {
        bool used = false;
        for (int r = 0; r < 9; ++r) {
            const unsigned m = (R >> r & 1U) ? g.cols[std::size_t(d)][std::size_t(r)] & C : 0;
            if (!m)
                continue;
            used = true;
            if (byRows >> d & 1U)
                covers.push_back(houseConstraint(ConstraintKind::Row, d, r));
            else
                for (unsigned x = m; x; x &= x - 1)
                    covers.push_back(houseConstraint(ConstraintKind::Column, d, std::countr_zero(x)));
        }
        if (used)
            digits.push_back(d);
    }
    std::sort(covers.begin(), covers.end());
    covers.erase(std::unique(covers.begin(), covers.end()), covers.end());
    auto step = proveCounting(ctx, std::string(req.technique), bases, covers);
    if (!step)
        return std::nullopt;
    step->digits = digits;
    std::string rows, cols, rowDigits, colDigits;
    for (int i = 0; i < 9; ++i) {
        if (R >> i & 1U)
            rows += char('1' + i);
        if (C >> i & 1U)
            cols += char('1' + i);
    }
    for (Digit d : digits)
        ((byRows >> d & 1U) ? rowDigits : colDigits) += char('1' + d);
    step->forcingText = "Multi-Sector Locked Set: " + std::to_string(bases.size()) + " cells r" + rows + "c" + cols
        + ", digits " + (rowDigits.empty() ? "-" : rowDigits) + " in rows, " + (colDigits.empty() ? "-" : colDigits)
        + " in columns => " + conclusionText(*step);
    arguePatternByCounting(*step, "msls",
        "Obi-Wahn, Multi-Sector Locked Sets (Sudoku Players' Forum); Allan Barker, rank-0 set logic (SudokuOne)",
        { "the " + std::to_string(bases.size()) + " empty cells of rows " + rows + " and columns " + cols,
            "each digit is linked by the rows or by the columns where it lives among them, whichever are fewer: "
                + (rowDigits.empty() ? "-" : rowDigits) + " by rows, " + (colDigits.empty() ? "-" : colDigits)
                + " by columns" });
    return step;
}

#if defined(__SSE2__)
// The bits set in each 16-bit lane (each holds at most 9 bits).
inline __m128i laneCounts(__m128i x)
{
    x = _mm_sub_epi16(x, _mm_and_si128(_mm_srli_epi16(x, 1), _mm_set1_epi16(0x5555)));
    x = _mm_add_epi16(
        _mm_and_si128(x, _mm_set1_epi16(0x3333)), _mm_and_si128(_mm_srli_epi16(x, 2), _mm_set1_epi16(0x3333)));
    x = _mm_and_si128(_mm_add_epi16(x, _mm_srli_epi16(x, 4)), _mm_set1_epi16(0x0F0F));
    return _mm_and_si128(_mm_add_epi16(x, _mm_srli_epi16(x, 8)), _mm_set1_epi16(0x1F));
}

// The sum of the eight 16-bit lanes.
inline int laneSum(__m128i x)
{
    __m128i s = _mm_madd_epi16(x, _mm_set1_epi16(1)); // four 32-bit sums of pairs
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(1, 0, 3, 2)));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(2, 3, 0, 1)));
    return _mm_cvtsi128_si32(s);
}
#endif

// The line sets of each size.
const std::array<std::vector<unsigned>, 10>& setsBySize()
{
    static const std::array<std::vector<unsigned>, 10> sets = [] {
        std::array<std::vector<unsigned>, 10> v;
        for (unsigned m = 1; m < 512; ++m)
            v[std::size_t(std::popcount(m))].push_back(m);
        return v;
    }();
    return sets;
}

} // namespace

void findMsls(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const Grid9 g = gridOf(ctx.state());
    // The grid by columns: rows of column c that are empty, and hold digit d.
    std::array<unsigned, 9> emptyRows {};
    std::array<std::array<unsigned, 9>, 9> rowsOf {}; // [d][c]
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            if (g.empty[std::size_t(r)] >> c & 1U)
                emptyRows[std::size_t(c)] |= 1U << r;
            for (std::size_t d = 0; d < 9; ++d)
                if (g.cols[d][std::size_t(r)] >> c & 1U)
                    rowsOf[d][std::size_t(c)] |= 1U << r;
        }
    struct Hit {
        unsigned rows, cols;
        int size;
    };
    std::vector<Hit> hits;
    std::array<unsigned char, 512> cellsOf {};
    std::array<unsigned short, 512> rowsCovered {};
#if defined(__SSE2__)
    // [C]: per digit the rows of R where it is in C, digits 0-7 in the 16-bit
    // lanes of a vector and digit 8 apart: each pair (R, C) then counts the
    // rows and columns of eight digits at once.
    __m128i digitRows[512]; // (a plain array: std::array drops the vector type's attributes)
    std::array<unsigned, 512> digitRows8 {};
    digitRows[0] = _mm_setzero_si128();
#else
    // [C]: per digit the rows of R where it is in C, 10 bits a digit (digits
    // 0-5 in the first word, 6-8 in the second): two ORs a column set.
    std::array<std::array<std::uint64_t, 2>, 512> digitRows {};
#endif
    for (int nr = 2; nr <= kMaxLines; ++nr)
        for (unsigned R : setsBySize()[std::size_t(nr)]) {
            if (req.options.cancelled())
                return;
            // Step 1. Per column set C (of columns holding a cell of R, by
            // increasing value so C minus its lowest column comes first): the
            // cells of R x C and the rows they reach.
            unsigned usable = 0;
            std::array<unsigned, 9> digitCols {};
            for (int c = 0; c < 9; ++c)
                if (emptyRows[std::size_t(c)] & R)
                    usable |= 1U << c;
            for (unsigned r = R; r; r &= r - 1)
                for (std::size_t d = 0; d < 9; ++d)
                    digitCols[d] |= g.cols[d][std::size_t(std::countr_zero(r))];
#if defined(__SSE2__)
            __m128i packed[9]; // [c]: rowsOf[d][c] & R, digits 0-7
            std::array<unsigned, 9> packed8 {}; // the same for digit 8
            for (std::size_t c = 0; c < 9; ++c) {
                packed[c] = _mm_and_si128(
                    _mm_setr_epi16(short(rowsOf[0][c]), short(rowsOf[1][c]), short(rowsOf[2][c]), short(rowsOf[3][c]),
                        short(rowsOf[4][c]), short(rowsOf[5][c]), short(rowsOf[6][c]), short(rowsOf[7][c])),
                    _mm_set1_epi16(short(R)));
                packed8[c] = rowsOf[8][c] & R;
            }
            const __m128i cols
                = _mm_setr_epi16(short(digitCols[0]), short(digitCols[1]), short(digitCols[2]), short(digitCols[3]),
                    short(digitCols[4]), short(digitCols[5]), short(digitCols[6]), short(digitCols[7]));
#else
            std::array<std::array<std::uint64_t, 2>, 9> packed {}; // [c]: rowsOf[d][c] & R, packed
            for (std::size_t c = 0; c < 9; ++c)
                for (std::size_t d = 0; d < 9; ++d)
                    packed[c][d / 6] |= std::uint64_t(rowsOf[d][c] & R) << (10 * (d % 6));
#endif
            for (unsigned C = (0U - usable) & usable; C; C = (C - usable) & usable) {
                // Over kMaxLines columns: neither a structure nor (C minus its
                // lowest column) of one, so nothing below is read for it.
                if (kBits9[C] > kMaxLines)
                    continue;
                const int low = std::countr_zero(C);
                const unsigned prev = C & (C - 1);
                cellsOf[C] = static_cast<unsigned char>(cellsOf[prev] + kBits9[emptyRows[std::size_t(low)] & R]);
                rowsCovered[C] = static_cast<unsigned short>(rowsCovered[prev] | (emptyRows[std::size_t(low)] & R));
#if defined(__SSE2__)
                digitRows[C] = _mm_or_si128(digitRows[prev], packed[std::size_t(low)]);
                digitRows8[C] = digitRows8[prev] | packed8[std::size_t(low)];
#else
                digitRows[C][0] = digitRows[prev][0] | packed[std::size_t(low)][0];
                digitRows[C][1] = digitRows[prev][1] | packed[std::size_t(low)][1];
#endif
                const int nc = kBits9[C];
                if (nc < 2 || nc > kMaxLines || cellsOf[C] < kMinCells || cellsOf[C] > kMaxCells || rowsCovered[C] != R)
                    continue;
                    // Step 2. Per digit the fewer of its rows and its columns (all
                    // nine at once: the sum only grows, so no early stop is needed).
#if defined(__SSE2__)
                const __m128i fewer = _mm_min_epi16(
                    laneCounts(digitRows[C]), laneCounts(_mm_and_si128(cols, _mm_set1_epi16(short(C)))));
                const int links = laneSum(fewer) + std::min(kBits9[digitRows8[C]], kBits9[C & digitCols[8]]);
#else
                const std::uint64_t w0 = digitRows[C][0], w1 = digitRows[C][1];
                int links = 0;
                for (std::size_t d = 0; d < 6; ++d)
                    links += std::min(kBits9[(w0 >> (10 * d)) & 511U], kBits9[C & digitCols[d]]);
                for (std::size_t d = 6; d < 9; ++d)
                    links += std::min(kBits9[(w1 >> (10 * (d - 6))) & 511U], kBits9[C & digitCols[d]]);
#endif
                if (links == cellsOf[C])
                    hits.push_back({ R, C, nr + nc });
            }
        }
    // Step 3. Smaller structures first (rows plus columns).
    std::stable_sort(hits.begin(), hits.end(), [](const Hit& x, const Hit& y) { return x.size < y.size; });
    for (const Hit& h : hits)
        if (auto step = mslsStep(ctx, req, g, h.rows, h.cols); step && !sink.add(std::move(*step)))
            return;
}

} // namespace setwise::exotic
