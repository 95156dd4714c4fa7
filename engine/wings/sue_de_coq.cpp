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

#include <array>
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

// The open cells (empty, two or more candidates) of one side and the digit
// mask of each of their subsets, built once per line and box.
struct Subsets {
    std::array<Cell, 6> cells {};
    std::array<unsigned, 64> mask {};
    unsigned count = 0; // number of subsets: 2^cells
};

Subsets subsets(const State& s, const CellSet& within)
{
    Subsets out;
    int n = 0;
    for (Cell c : within)
        if (s.isEmpty(c) && std::popcount(s.cellMask(c)) >= 2)
            out.cells[std::size_t(n++)] = c;
    out.count = 1U << n;
    for (unsigned sub = 1; sub < out.count; ++sub)
        out.mask[sub] = out.mask[sub & (sub - 1)] | s.cellMask(out.cells[std::size_t(std::countr_zero(sub))]);
    return out;
}

// Every non-empty subset that takes at least one digit off v (gain >= 1).
std::vector<Side> sides(const Subsets& sub, unsigned v)
{
    std::vector<Side> out;
    for (unsigned bits = 1; bits < sub.count; ++bits) {
        const int gain = std::popcount(bits) - std::popcount(sub.mask[bits] & ~v);
        if (gain < 1)
            continue;
        Side side { {}, sub.mask[bits], gain };
        for (unsigned b = bits; b; b &= b - 1)
            side.cells.set(sub.cells[std::size_t(std::countr_zero(b))]);
        out.push_back(side);
    }
    return out;
}

// Whether a link of digit d in house h has a live candidate outside the truths.
bool eliminates(const Context& ctx, House h, Digit d, const CellSet& truths)
{
    return ((ctx.cellsWith(d) & houseCells(h)) - truths).any();
}

// Step 3. One pattern: C, L, B as truths, the two readings of the free digits.
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
            const Subsets inner = subsets(s, cross);
            if (inner.count < 4)
                continue;
            const Subsets lineRest = subsets(s, houseCells(line) - cross);
            const Subsets boxRest = subsets(s, houseCells(box) - cross);
            if (lineRest.count < 2 || boxRest.count < 2)
                continue;
            for (unsigned sub = 1; sub < inner.count; ++sub) {
                const int n = std::popcount(sub);
                const unsigned v = inner.mask[sub];
                const int surplus = std::popcount(v) - n;
                if (n < 2 || surplus < 2)
                    continue;
                CellSet c;
                for (unsigned bits = sub; bits; bits &= bits - 1)
                    c.set(inner.cells[std::size_t(std::countr_zero(bits))]);
                const std::vector<Side> ls = sides(lineRest, v);
                if (ls.empty())
                    continue;
                const std::vector<Side> bs = sides(boxRest, v);
                for (const Side& l : ls)
                    for (const Side& b : bs) {
                        if ((l.digits & b.digits) || l.gain + b.gain != surplus)
                            continue;
                        // Step 2. Only a pattern with a candidate outside it in one of its links.
                        const CellSet all = c | l.cells | b.cells;
                        bool any = false;
                        for (Digit d = 0; d < 9 && !any; ++d) {
                            const bool inL = (l.digits | (v & ~b.digits)) >> d & 1U;
                            const bool inB = (b.digits | (v & ~l.digits)) >> d & 1U;
                            any = (inL && eliminates(ctx, line, d, all)) || (inB && eliminates(ctx, box, d, all));
                        }
                        if (!any)
                            continue;
                        Step step = sueDeCoqStep(s, line, box, all, v, l, b, std::string(req.technique));
                        if (step.hasConclusions() && !sink.add(std::move(step)))
                            return;
                    }
            }
        }
}

} // namespace setwise
