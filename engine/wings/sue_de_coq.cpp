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

#include "engine/mask9.h"
#include "engine/tables.h"

#include <array>
#include <bit>

namespace setwise
{

namespace
{

struct Side {
    unsigned bits; // the subset of the open cells
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
        if (s.isEmpty(c) && kBits9[s.cellMask(c)] >= 2)
            out.cells[std::size_t(n++)] = c;
    out.count = 1U << n;
    for (unsigned sub = 1; sub < out.count; ++sub)
        out.mask[sub] = out.mask[sub & (sub - 1)] | s.cellMask(out.cells[std::size_t(std::countr_zero(sub))]);
    return out;
}

// The non-empty subsets that take at least one digit off v (gain >= 1),
// ordered by gain: those of gain g are items[start[g]] .. items[start[g + 1] - 1].
struct Sides {
    std::array<Side, 64> items {};
    std::array<int, 8> start {};
};

Sides sides(const Subsets& sub, unsigned v)
{
    std::array<Side, 64> found {};
    int n = 0;
    std::array<int, 8> count {};
    for (unsigned bits = 1; bits < sub.count; ++bits) {
        const int gain = kBits9[bits] - kBits9[sub.mask[bits] & ~v];
        if (gain >= 1) {
            found[std::size_t(n++)] = { bits, sub.mask[bits], gain };
            ++count[std::size_t(gain)];
        }
    }
    Sides out;
    for (std::size_t g = 1; g < 7; ++g)
        out.start[g + 1] = out.start[g] + count[g];
    std::array<int, 8> at = out.start;
    for (int i = 0; i < n; ++i)
        out.items[std::size_t(at[std::size_t(found[std::size_t(i)].gain)]++)] = found[std::size_t(i)];
    return out;
}

CellSet cellsOf(const Subsets& sub, unsigned bits)
{
    CellSet out;
    for (; bits; bits &= bits - 1)
        out.set(sub.cells[std::size_t(std::countr_zero(bits))]);
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
                const int n = kBits9[sub];
                const unsigned v = inner.mask[sub];
                const int surplus = kBits9[v] - n;
                if (n < 2 || surplus < 2)
                    continue;
                CellSet c;
                for (unsigned bits = sub; bits; bits &= bits - 1)
                    c.set(inner.cells[std::size_t(std::countr_zero(bits))]);
                const Sides ls = sides(lineRest, v);
                if (ls.start[7] == 0)
                    continue;
                const Sides bs = sides(boxRest, v);
                for (int i = 0; i < ls.start[7]; ++i) {
                    const Side& l = ls.items[std::size_t(i)];
                    const int want = surplus - l.gain; // the box side's gain
                    if (want < 1 || want > 6)
                        continue;
                    for (int j = bs.start[std::size_t(want)]; j < bs.start[std::size_t(want) + 1]; ++j) {
                        const Side& b = bs.items[std::size_t(j)];
                        if (l.digits & b.digits)
                            continue;
                        // Step 2. Only a pattern with a candidate outside it in one of its links.
                        const CellSet lc = cellsOf(lineRest, l.bits), bc = cellsOf(boxRest, b.bits);
                        const CellSet all = c | lc | bc;
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
}

} // namespace setwise
