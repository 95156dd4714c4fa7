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
// A targeted search over the 511 x 511 row and column sets (8 to 20 cells),
// not a blind rank search: per digit and row the columns holding it are a
// 9-bit mask, so a pair (R, C) costs a few word operations per digit.
#include "engine/exotic/exotic.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>

namespace setwise::exotic
{

namespace
{

constexpr int kMinCells = 8, kMaxCells = 20;

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
        const int nr = std::popcount(rows), nc = std::popcount(cols);
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
    auto step = proveStructure(ctx, std::string(req.technique), bases, covers, {}, {});
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
    return step;
}

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
    // Smaller structures first: by number of rows plus columns.
    for (int size = 4; size <= 14; ++size)
        for (int nr = 2; nr <= 7 && nr <= size - 2; ++nr)
            for (unsigned R : setsBySize()[std::size_t(nr)]) {
                if (size - nr > 7)
                    continue;
                if (req.options.cancelled() || sink.full())
                    return;
                for (unsigned C : setsBySize()[std::size_t(size - nr)]) {
                    // Every row and column of the sets holds a cell (else a smaller pair says it).
                    int cells = 0;
                    unsigned usedCols = 0;
                    bool everyRow = true;
                    for (unsigned r = R; r; r &= r - 1) {
                        const unsigned m = g.empty[std::size_t(std::countr_zero(r))] & C;
                        everyRow = everyRow && m;
                        usedCols |= m;
                        cells += std::popcount(m);
                    }
                    if (!everyRow || usedCols != C || cells < kMinCells || cells > kMaxCells)
                        continue;
                    unsigned byRows = 0;
                    if (!rankZero(g, R, C, cells, byRows))
                        continue;
                    if (auto step = mslsStep(ctx, req, g, R, C); step && !sink.add(std::move(*step)))
                        return;
                }
            }
}

} // namespace setwise::exotic
