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
// The step also takes what each of the two Exocets' own rules give
// (exocet_rules.h), first: the pair is one step on a path, before either
// Exocet alone (double-exocet comes before junior-exocet in the registry).
//
// The rules need the pair established: every way the two Exocets'
// compatible assignments (exocet_known.cpp) fit together, their base and
// target cells seeing each other, keeps their true digits apart, and the
// base digits are four. Rule 2 is the cover-house rule of the Exocet in
// which a digit is true; a digit that may be true in either loses only what
// both Exocets' rule takes.
#include "engine/exotic/exocet_rules.h"
#include "engine/exotic/exocet_shape.h"
#include "engine/exotic/exotic.h"

#include "engine/tables.h"

#include <array>
#include <bit>
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

constexpr const char* kSource = "JExocet Compendium, David P. Bird, 2012-2014; SudokuWiki.org, Double Exocet (Andrew "
                                "Stuart), rule ";

// The pair's cells in order: B1, B2, T1, T2 of one, then of two.
std::array<Cell, 8> pairCells(const Exocet& a, const Exocet& b)
{
    return { a.b1, a.b2, a.target1, a.target2, b.b1, b.b2, b.target1, b.target2 };
}

// Whether every way the two Exocets' assignments fit together keeps their
// true digits apart; `inOne` / `inTwo`: the digits true in each in some way.
bool established(const State& s, const Exocet& a, const Exocet& b, unsigned& inOne, unsigned& inTwo)
{
    const auto one = compatibleAssignments(s, s.live(), a), two = compatibleAssignments(s, s.live(), b);
    const auto cells = pairCells(a, b);
    bool any = false;
    inOne = inTwo = 0;
    for (const ExocetAssignment& p : one)
        for (const ExocetAssignment& q : two) {
            const Digit d[8] = { p.b1, p.b2, p.t1, p.t2, q.b1, q.b2, q.t1, q.t2 };
            bool fits = true;
            for (int i = 0; i < 4 && fits; ++i)
                for (int j = 4; j < 8 && fits; ++j)
                    fits = cells[std::size_t(i)] == cells[std::size_t(j)]
                        ? d[i] == d[j]
                        : !(d[i] == d[j] && peers(cells[std::size_t(i)]).test(cells[std::size_t(j)]));
            if (!fits)
                continue;
            const unsigned m1 = (1U << p.b1) | (1U << p.b2), m2 = (1U << q.b1) | (1U << q.b2);
            if (m1 & m2)
                return false;
            any = true;
            inOne |= m1;
            inTwo |= m2;
        }
    return any;
}

// Rule 1 and rule 2 for the pair, in order; none when the pair is not established.
std::vector<ArgumentRule> doubleRules(
    const State& s, const Found& one, const Found& two, std::vector<Constraint>& covers)
{
    unsigned inOne = 0, inTwo = 0;
    const unsigned digits = one.x.digits;
    if (std::popcount(digits) != 4 || !established(s, one.x, two.x, inOne, inTwo))
        return {};
    std::string seeing;
    const auto cells = pairCells(one.x, two.x);
    for (int i = 0; i < 4; ++i)
        for (int j = 4; j < 8; ++j)
            if (peers(cells[std::size_t(i)]).test(cells[std::size_t(j)]))
                seeing += (seeing.empty() ? "" : ", ") + cellName(cells[std::size_t(i)]) + "-"
                    + cellName(cells[std::size_t(j)]);
    const std::vector<std::string> structure { exocetPremise(s, one.x), exocetPremise(s, two.x),
        "every way their compatible assignments fit together (cells that see each other: "
            + (seeing.empty() ? std::string("none") : seeing)
            + ") keeps their true digits apart: the four base cells hold " + digitsText(digits)
            + ", and so do the four targets" };
    std::vector<ArgumentRule> out;
    CandidateSet live = s.live();
    // Rule 1: each base digit is in one of the four base cells and one of the four targets.
    CandidateSet first;
    const CellSet seen
        = commonPeers(baseCellsOf(one.x) | baseCellsOf(two.x)) | commonPeers(targetsOf(one.x) | targetsOf(two.x));
    for (Cell c : seen)
        for (Digit d = 0; d < 9; ++d)
            if ((digits >> d & 1U) && live.test(candidateOf(c, d)))
                first.set(candidateOf(c, d));
    if (first.any()) {
        auto premises = structure;
        premises.push_back("each eliminated candidate's cell sees all four base cells or all four targets");
        out.push_back({ "double-exocet-rule-1", std::string(kSource) + "1", first, {}, std::move(premises) });
        live -= first;
    }
    // Rule 2: a digit true in an Exocet takes one S cell in each of its cover houses.
    CandidateSet second;
    std::vector<std::string> why;
    for (Digit d = 0; d < 9; ++d) {
        if (!(digits >> d & 1U))
            continue;
        CandidateSet here = live;
        for (const auto& [x, in] : { std::pair { &one.x, inOne }, std::pair { &two.x, inTwo } })
            if (in >> d & 1U)
                here &= coverHouseEliminations(s, live, *x, d, covers);
        if (here.none() || here == live)
            continue;
        second |= here;
        why.push_back(std::string(1, char('1' + d)) + " is true in "
            + ((inOne & inTwo) >> d & 1U ? "one of them"
                    : (inOne >> d & 1U)  ? "the first"
                                         : "the second")
            + ": it takes one S cell in each of two houses holding its S cells there, so none elsewhere in them"
            + ((inOne & inTwo) >> d & 1U ? " (in both Exocets' houses)" : ""));
    }
    if (second.any()) {
        auto premises = structure;
        if (first.any())
            premises.push_back("rule 1 has removed its candidates");
        premises.insert(premises.end(), why.begin(), why.end());
        out.push_back({ "double-exocet-rule-2", std::string(kSource) + "2", second, {}, std::move(premises) });
    }
    return out;
}

void describeDouble(Step& step, const Exocet& a, const Exocet& b)
{
    const std::string digits = exocetDigits(step, a.digits);
    step.structureBase = baseCellsOf(a) | baseCellsOf(b);
    step.structureTarget = targetsOf(a) | targetsOf(b);
    step.structureCrossLine = a.crossLineCells() | b.crossLineCells();
    step.structureMirror = a.mirror1 | a.mirror2 | b.mirror1 | b.mirror2;
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
            // Step 3. The rules, cross-checked on the joined structure: each
            // Exocet's own rules first (the pair is one step: its two Exocets
            // are not taken again on their own), then the pair's.
            std::vector<Constraint> bases, covers;
            auto pair = doubleRules(s, one, two, covers);
            if (pair.empty())
                continue;
            std::vector<ArgumentRule> rules;
            for (const Found* f : { &one, &two }) {
                ExocetArgument own = argueExocet(s, f->x, f->covers);
                rules.insert(rules.end(), own.rules.begin(), own.rules.end());
                covers.insert(covers.end(), own.covers.begin(), own.covers.end());
            }
            rules.insert(rules.end(), pair.begin(), pair.end());
            exocetSets(s, one.x, one.covers, bases, covers);
            exocetSets(s, two.x, two.covers, bases, covers);
            auto step = provePattern(ctx, std::string(req.technique), bases, covers, std::move(rules));
            if (!step)
                continue;
            step->argument.structures = { one.x.key(), two.x.key() };
            describeDouble(*step, one.x, two.x);
            sink.add(std::move(*step));
        }
}

} // namespace setwise::exotic
