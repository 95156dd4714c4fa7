// SPDX-License-Identifier: GPL-3.0-or-later
// Extended (2x3) unique rectangles, type 1 (SudokuWiki's Extended Unique
// Rectangles), as a virtual truth (see uniqueness.h).
//
// Six empty cells: two lines of one band (or stack) crossed by three lines
// of different stacks (bands), so three boxes, each holding one crossing's
// two cells. Were the six cells to hold only three digits x y z, the two
// lines would hold two permutations differing in every crossing, and
// swapping the lines keeps every row, column and box: a second solution.
// So when one line's three cells hold exactly x y z and the other line's
// cells hold only x y z but for one cell C with extras, V = the extras of C
// (label "UR"): base V, cover cell C, rank 0: x y z go from C (one extra
// left: it is placed). When some cell misses one of x y z, the swap may
// leave the state, so the givens must have one solution too (uniqueness.h).
#include "engine/tables.h"
#include "engine/uniqueness/uniqueness.h"

#include <bit>

namespace setwise::uniqueness
{

namespace
{

// The cell at crossing `line` x `across` of the given orientation.
Cell crossing(bool rows, int line, int across)
{
    return rows ? cellAt(line, across) : cellAt(across, line);
}

} // namespace

void findExtendedRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    for (bool rows : { true, false })
        for (int band = 0; band < 3; ++band)
            for (int l1 = 3 * band; l1 < 3 * band + 3; ++l1)
                for (int l2 = l1 + 1; l2 < 3 * band + 3; ++l2)
                    // One crossing line per stack (band): three boxes.
                    for (int a = 0; a < 3; ++a)
                        for (int b = 3; b < 6; ++b)
                            for (int c = 6; c < 9; ++c) {
                                const int across[3] = { a, b, c };
                                std::array<Cell, 3> one {}, two {};
                                bool empty = true;
                                unsigned m1 = 0, m2 = 0;
                                for (int i = 0; i < 3; ++i) {
                                    one[std::size_t(i)] = crossing(rows, l1, across[i]);
                                    two[std::size_t(i)] = crossing(rows, l2, across[i]);
                                    empty = empty && s.isEmpty(one[std::size_t(i)]) && s.isEmpty(two[std::size_t(i)]);
                                    if (empty) {
                                        m1 |= s.cellMask(one[std::size_t(i)]);
                                        m2 |= s.cellMask(two[std::size_t(i)]);
                                    }
                                }
                                if (!empty)
                                    continue;
                                for (int side = 0; side < 2; ++side) {
                                    const unsigned xyz = side ? m2 : m1, other = side ? m1 : m2;
                                    const auto& cells = side ? one : two;
                                    if (std::popcount(xyz) != 3 || (other & xyz) != xyz || other == xyz)
                                        continue;
                                    // Exactly one cell of the other line with extras.
                                    Cell extraCell = -1;
                                    int withExtras = 0;
                                    for (Cell cell : cells)
                                        if (s.cellMask(cell) & ~xyz) {
                                            extraCell = cell;
                                            ++withExtras;
                                        }
                                    if (withExtras != 1)
                                        continue;
                                    VirtualBase v { {}, "UR", {}, xyz };
                                    bool complete = true;
                                    for (int i = 0; i < 3; ++i) {
                                        v.cells.set(one[std::size_t(i)]);
                                        v.cells.set(two[std::size_t(i)]);
                                        complete = complete && (s.cellMask(one[std::size_t(i)]) & xyz) == xyz
                                            && (s.cellMask(two[std::size_t(i)]) & xyz) == xyz;
                                    }
                                    for (Digit d = 0; d < 9; ++d)
                                        if (s.cellMask(extraCell) & ~xyz & (1U << d))
                                            v.candidates.set(candidateOf(extraCell, d));
                                    Proposal p;
                                    if (auto e = reading(ctx, {}, { cellConstraint(extraCell) }, v))
                                        p.readings.push_back(std::move(*e));
                                    p.justification = "the six cells " + cellsText(v.cells)
                                        + " cannot hold only three digits (swapping their two lines would give a "
                                          "second solution), so one of "
                                        + virtualBaseName(v) + " is true";
                                    p.givensCheck = !complete;
                                    if (!emit(ctx, req, sink, std::move(p)))
                                        return;
                                }
                            }
}

} // namespace setwise::uniqueness
