// SPDX-License-Identifier: GPL-3.0-or-later
// Single-digit templates (see templates.h).
#include "engine/templates.h"

#include "engine/tables.h"

#include <array>

namespace setwise
{

namespace
{

// Depth-first over rows, one cell per row,
// distinct columns and boxes, through placed cells of the digit.
struct TemplateWalk {
    std::array<unsigned, 9> rowCols {}; // per row, the columns of allowed cells (live or holding the digit)
    CellSet possible; // cells of some template
    CellSet always = CellSet::all(); // cells of every template
    std::uint64_t count = 0;
    std::vector<CellSet>* list = nullptr; // every template, when wanted
    void walk(int row, unsigned cols, unsigned boxes, const CellSet& t)
    {
        if (row == 9) {
            possible |= t;
            always &= t;
            ++count;
            if (list)
                list->push_back(t);
            return;
        }
        for (unsigned m = rowCols[std::size_t(row)] & ~cols; m; m &= m - 1) {
            const int c = std::countr_zero(m);
            const int b = (row / 3) * 3 + c / 3;
            if (boxes >> b & 1U)
                continue;
            CellSet next = t;
            next.set(cellAt(row, c));
            walk(row + 1, cols | 1U << c, boxes | 1U << b, next);
        }
    }
};

} // namespace

TemplateCells templateCells(const State& s, Digit d, std::vector<CellSet>* list)
{
    TemplateWalk w;
    w.list = list;
    CellSet allowed = s.cellsWith(d);
    for (Cell c = 0; c < kCells; ++c)
        if (s.digit(c) == d)
            allowed.set(c);
    for (Cell c : allowed)
        w.rowCols[std::size_t(rowOf(c))] |= 1U << colOf(c);
    w.walk(0, 0U, 0U, CellSet {});
    if (w.possible.none())
        w.always.clear();
    return { w.possible, w.always, w.count };
}

} // namespace setwise
