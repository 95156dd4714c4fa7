// SPDX-License-Identifier: GPL-3.0-or-later
// Sue de Coq (HoDoKu's definition, reglib 1101): in the intersection of a line
// and a box, cells C (2 or 3, empty) holding digits V with |V| >= |C| + 2; in
// the rest of the line cells L with digits VL, in the rest of the box cells B
// with digits VB, VL and VB disjoint, and as many digits as cells in all:
//
//       box              line
//     +-------+-------+-------+
//     | B . . | C C C | L . L |      |C| + |L| + |B| = |V u VL u VB|
//     | . B . |       |       |
//
// Truths: every cell of C, L and B. Links: each digit of VL in the line, each
// digit of VB in the box, each other digit of V in the line or in the box (C
// lies in both): as many links as truths, rank 0, so every link eliminates
// outside the truths. The two readings put the other digits of V in the line
// and in the box; the step is their union.
//
// Counting per side: with gain(L) = |L| - |VL \ V| (what L takes off V), the
// count holds when gain(L) + gain(B) = |V| - |C|; each side must gain at
// least one (a side gaining nothing is a naked subset of its own, and the
// rest a smaller pattern).
#include "engine/wings/wings.h"

#include "engine/tables.h"

#include <bit>

namespace setwise
{

namespace
{

struct Side {
    CellSet cells;
    unsigned digits; // VL or VB
    int gain;
};

// Empty cells with two or more candidates.
std::vector<Cell> openCells(const State& s, const CellSet& within)
{
    std::vector<Cell> out;
    for (Cell c : within)
        if (s.isEmpty(c) && std::popcount(s.cellMask(c)) >= 2)
            out.push_back(c);
    return out;
}

// Every non-empty subset of `cells` that gains at least one digit of v.
std::vector<Side> sides(const State& s, const std::vector<Cell>& cells, unsigned v)
{
    std::vector<Side> out;
    const auto n = unsigned(cells.size());
    std::vector<unsigned> mask(1U << n, 0);
    for (unsigned sub = 1; sub < (1U << n); ++sub) {
        const int low = std::countr_zero(sub);
        mask[sub] = mask[sub & (sub - 1)] | s.cellMask(cells[std::size_t(low)]);
        const int gain = std::popcount(sub) - std::popcount(mask[sub] & ~v);
        if (gain < 1)
            continue;
        Side side { {}, mask[sub], gain };
        for (unsigned bits = sub; bits; bits &= bits - 1)
            side.cells.set(cells[std::size_t(std::countr_zero(bits))]);
        out.push_back(side);
    }
    return out;
}

// Step 2. One pattern: C, L, B as truths, the two readings of the free digits.
Step sueDeCoqStep(const State& s, House line, House box, const CellSet& all, unsigned v, const Side& l, const Side& b,
    std::string technique)
{
    std::vector<Constraint> truths;
    for (Cell c : all)
        truths.push_back(cellConstraint(c));
    const unsigned free = v & ~(l.digits | b.digits);
    std::vector<std::vector<Constraint>> lists(free ? 2 : 1);
    for (std::size_t r = 0; r < lists.size(); ++r)
        for (Digit d = 0; d < 9; ++d) {
            const bool inLine = (l.digits >> d & 1U) || ((free >> d & 1U) && r == 0);
            const bool inBox = (b.digits >> d & 1U) || ((free >> d & 1U) && r == 1);
            if (inLine || inBox)
                lists[r].push_back(digitLink(inLine ? line : box, d));
        }
    return wingStep(s, std::move(technique), truths, std::move(lists));
}

} // namespace

void findSueDeCoq(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    for (House line = 0; line < 18; ++line)
        for (House box = 18; box < 27; ++box) {
            const CellSet cross = houseCells(line) & houseCells(box);
            if (cross.none() || req.options.cancelled())
                continue;
            // Step 1. The intersection cells, then the sides that fit them.
            const std::vector<Cell> inner = openCells(s, cross);
            const std::vector<Cell> lineRest = openCells(s, houseCells(line) - cross);
            const std::vector<Cell> boxRest = openCells(s, houseCells(box) - cross);
            if (inner.size() < 2 || lineRest.empty() || boxRest.empty())
                continue;
            for (unsigned sub = 1; sub < (1U << inner.size()); ++sub) {
                const int n = std::popcount(sub);
                if (n < 2)
                    continue;
                CellSet c;
                unsigned v = 0;
                for (unsigned bits = sub; bits; bits &= bits - 1) {
                    const Cell cell = inner[std::size_t(std::countr_zero(bits))];
                    c.set(cell);
                    v |= s.cellMask(cell);
                }
                const int surplus = std::popcount(v) - n;
                if (surplus < 2)
                    continue;
                const std::vector<Side> ls = sides(s, lineRest, v);
                const std::vector<Side> bs = sides(s, boxRest, v);
                for (const Side& l : ls)
                    for (const Side& b : bs) {
                        if ((l.digits & b.digits) || l.gain + b.gain != surplus)
                            continue;
                        Step step
                            = sueDeCoqStep(s, line, box, c | l.cells | b.cells, v, l, b, std::string(req.technique));
                        if (step.hasConclusions() && !sink.add(std::move(step)))
                            return;
                    }
            }
        }
}

} // namespace setwise
