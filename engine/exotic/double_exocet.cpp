// SPDX-License-Identifier: GPL-3.0-or-later
// Double Exocet (David P. Bird, JExocet Compendium; SudokuWiki, "Double
// Exocet"): two Junior Exocets with the same base digits whose base and
// target cells are apart, e.g. in one band (SudokuWiki's Unsolvable #165):
//
//     . . . | . . . | T . .     T: targets, B: base cells (of each Exocet:
//     . . T | B . B | . . .        bases in one box and line, targets in
//     . . T | . . . | B B .        the band's other boxes)
//
// Say Exocet 1 has base digits {a, b} = its targets' digits and Exocet 2
// {c, d}. When a target of Exocet 2 sees both base cells of Exocet 1 (and so
// on), {a, b} and {c, d} are apart: the four base cells hold all the base
// digits, and so do the four targets. Rule 1: a base digit is false in a cell
// that sees all four targets or all four base cells. Rule 2: each base digit
// then sits once in the band's cross-line cells (on its target), so twice in
// the S cells (the cross-lines outside the band); when the cover houses of
// the S cells need no more than that, the base digits are false in the
// cover houses' other cells.
//
// None of that is assumed here: the two Exocets' sets are joined (a
// constraint that is a base of one and a cover of the other stays a base,
// which is true of every live house and cell) and each rule's candidate is
// proven by the exact evaluation of the joined structure, as the Junior's.
#include "engine/exotic/exocet_shape.h"
#include "engine/exotic/exotic.h"

#include "engine/tables.h"

#include <utility>

namespace setwise::exotic
{

namespace
{

struct Found {
    Exocet x;
    CoverHouses covers;
};

CellSet baseCellsOf(const Exocet& x)
{
    CellSet out;
    out.set(x.b1);
    out.set(x.b2);
    return out;
}

CellSet targetsOf(const Exocet& x)
{
    CellSet out;
    out.set(x.target1);
    out.set(x.target2);
    return out;
}

// Rule 1 and rule 2's candidates for the pair: the base digits in cells
// seeing all four targets or all four base cells, and in the cover houses
// outside both Exocets' S cells, base cells and targets.
CandidateSet proposals(const State& s, const Found& one, const Found& two)
{
    const CellSet bases = baseCellsOf(one.x) | baseCellsOf(two.x);
    const CellSet targets = targetsOf(one.x) | targetsOf(two.x);
    CellSet cells = commonPeers(bases) | commonPeers(targets);
    const CellSet kept = bases | targets | one.x.crossLineCells() | two.x.crossLineCells();
    for (const Found* f : { &one, &two })
        for (const auto& houses : f->covers)
            for (Constraint k : houses)
                for (Candidate y : candidatesOf(k))
                    if (!kept.test(cellOf(y)))
                        cells.set(cellOf(y));
    CandidateSet out;
    for (Cell c : cells)
        if (s.isEmpty(c))
            for (Digit d = 0; d < 9; ++d)
                if ((one.x.digits >> d & 1U) && (s.cellMask(c) >> d & 1U))
                    out.set(candidateOf(c, d));
    return out;
}

void describeDouble(Step& step, const Exocet& a, const Exocet& b)
{
    const std::string digits = exocetDigits(step, a.digits);
    step.structureBase = baseCellsOf(a) | baseCellsOf(b);
    step.structureTarget = targetsOf(a) | targetsOf(b);
    step.structureCrossLine = a.crossLineCells() | b.crossLineCells();
    auto part = [](const Exocet& x) { return cellList(baseCellsOf(x)) + " / " + cellList(targetsOf(x)); };
    step.forcingText = "Double Exocet (" + digits + "): base / targets " + part(a) + " and " + part(b) + " => "
        + conclusionText(step);
    step.justification = "the two Exocets' four base cells hold all the base digits, and so do their four targets";
}

} // namespace

void findDoubleExocet(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    // Step 1. Every Junior Exocet of the state.
    std::vector<Found> found;
    forEachJuniorExocet(s, req, sink, [&](const Exocet& x, const CoverHouses& covers) {
        found.push_back({ x, covers });
    });
    // Step 2. Pairs with the same base digits and no shared base or target cell.
    for (std::size_t i = 0; i < found.size(); ++i)
        for (std::size_t j = i + 1; j < found.size(); ++j) {
            if (sink.full() || req.options.cancelled())
                return;
            const Found &one = found[i], &two = found[j];
            if (one.x.digits != two.x.digits
                || ((baseCellsOf(one.x) | targetsOf(one.x)) & (baseCellsOf(two.x) | targetsOf(two.x))).any())
                continue;
            const CandidateSet proposed = proposals(s, one, two);
            if (proposed.none())
                continue;
            // Step 3. The joined structure, each rule's candidate proven.
            std::vector<Constraint> bases, covers;
            exocetSets(s, one.x, one.covers, bases, covers);
            exocetSets(s, two.x, two.covers, bases, covers);
            auto step = proveStructure(ctx, std::string(req.technique), bases, covers, proposed, {});
            if (!step)
                continue;
            describeDouble(*step, one.x, two.x);
            sink.add(std::move(*step));
        }
}

} // namespace setwise::exotic
