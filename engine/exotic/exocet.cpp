// SPDX-License-Identifier: GPL-3.0-or-later
// Junior Exocet (David P. Bird, New Sudoku Players' Forum, "JExocet
// Compendium"), drawn here for a row band (the column form is the same with
// rows and columns exchanged):
//
//     B B e | . . . | . . .     r0: base cells B1, B2 in box X, third cell e
//     . . . | T m m | c . .     r1: target T1 in box Y; m m: T2's mirror node
//     . . . | c . . | T m m     r2: target T2 in box Z; m m: T1's mirror node
//     ------+-------+------
//     . . S | S . . | S . .     S: the cross-lines (columns of e, T1, T2)
//                               outside the band
// Conditions: the base cells hold 3 or 4 digits (the base digits) in all; the
// companions c hold no base digit; for every base digit, its candidates and
// placed digits in the S cells lie in at most two houses (the cover houses).
//
// Why the base digits go to the targets: say B1 = x. Column e needs an x, not
// in box X (x is in B1), so outside the band; columns t1 and t2 need one each;
// the S cells give at most two (two cover houses), so one of t1, t2 has its x
// in the band, not in row r0 (B1) and not on a companion: x is T1 or T2. The
// same for B2 = y, and a cell holds one digit: {T1, T2} = {x, y}.
// Mirror node: with T1 = x and T2 = y, row r2 needs its x in box Z (box X
// has it in r0, box Y in r1), not in T2: on T1's mirror node, the two other
// cells of T2's box in row r2 (and T2's mirror node in row r1 holds y).
//
// The step's conclusions are what the JExocet Compendium's rules give
// (exocet_rules.h, each with its premises: the step's pattern argument),
// cross-checked by the exact evaluation of the structure's sets: bases B1, B2
// and per base digit its three cross-lines and rows r1, r2; covers T1, T2,
// the mirror cells and per base digit row r0, boxes X, Y, Z, the cover
// houses and the houses the rules read.
#include "engine/exotic/exocet_rules.h"
#include "engine/exotic/exocet_shape.h"
#include "engine/exotic/exotic.h"

#include "engine/tables.h"
#include "engine/templates.h"

#include <algorithm>
#include <array>
#include <bit>

namespace setwise::exotic
{

namespace
{

// Digits live or placed in the cells, as a mask.
unsigned digitsIn(const State& s, const CellSet& cells)
{
    unsigned m = 0;
    for (Cell c : cells)
        m |= s.isEmpty(c) ? s.cellMask(c) : 1U << s.digit(c);
    return m;
}

// At most two houses (as digit-d constraints) holding every cell of `cells`;
// false when none do. Every cell here is outside the band, in a cross-line.
bool coverHouses(const CellSet& cells, Digit d, std::vector<Constraint>& out)
{
    if (cells.none())
        return true;
    std::vector<House> houses;
    for (Cell c : cells)
        for (House h : { rowOf(c), 9 + colOf(c), 18 + boxOf(c) })
            if (std::find(houses.begin(), houses.end(), h) == houses.end())
                houses.push_back(h);
    auto constraintOfHouse = [d](House h) {
        return houseConstraint(h < 9 ? ConstraintKind::Row
                : h < 18             ? ConstraintKind::Column
                                     : ConstraintKind::Box,
            d, h % 9);
    };
    for (std::size_t i = 0; i < houses.size(); ++i)
        for (std::size_t j = i; j < houses.size(); ++j)
            if (cells.isSubsetOf(houseCells(houses[i]) | houseCells(houses[j]))) {
                out.push_back(constraintOfHouse(houses[i]));
                if (j != i)
                    out.push_back(constraintOfHouse(houses[j]));
                return true;
            }
    return false;
}

// Base and target cells of a structure.
CellSet structureCells(const Exocet& x)
{
    CellSet out;
    for (Cell c : { x.b1, x.b2, x.target1, x.target2 })
        out.set(c);
    return out;
}

// The base cells: two empty cells of a mini-line (the third, at `skip`, is
// the cross-line e) holding 3 or 4 digits in all.
bool baseCells(const State& s, bool columns, int stack, int r0, int skip, Exocet& x)
{
    x.o = Orientation { columns };
    x.r0 = r0;
    x.e = 3 * stack + skip;
    x.b1 = x.o.at(r0, 3 * stack + (skip == 0 ? 1 : 0));
    x.b2 = x.o.at(r0, 3 * stack + (skip == 2 ? 1 : 2));
    if (!s.isEmpty(x.b1) || !s.isEmpty(x.b2))
        return false;
    x.digits = s.cellMask(x.b1) | s.cellMask(x.b2);
    return std::popcount(x.digits) >= 3 && std::popcount(x.digits) <= 4;
}

// The cover houses of each base digit's S cells (the cross-line cells outside
// the band, targets excepted), in base-digit order; false when a digit's S
// cells need more than two houses.
bool sCellCovers(const State& s, const Exocet& x, CoverHouses& coversOf)
{
    for (Digit d = 0; d < 9; ++d) {
        if (!(x.digits >> d & 1U))
            continue;
        CellSet cells;
        for (int line = 0; line < 9; ++line) {
            if (line / 3 == x.r0 / 3)
                continue;
            for (int pos : { x.e, x.t1, x.t2 }) {
                const Cell c = x.o.at(line, pos);
                if (c != x.target1 && c != x.target2 && (s.isEmpty(c) ? (s.cellMask(c) >> d & 1U) : s.digit(c) == d))
                    cells.set(c);
            }
        }
        coversOf.emplace_back();
        if (!coverHouses(cells, d, coversOf.back()))
            return false;
    }
    return true;
}

// A step's digits, drawing (base, targets, the cross-lines outside the band)
// and text.
void describe(Step& step, const Exocet& x, const char* justification)
{
    const std::string digits = exocetDigits(step, x.digits);
    step.structureBase.set(x.b1);
    step.structureBase.set(x.b2);
    step.structureTarget.set(x.target1);
    step.structureTarget.set(x.target2);
    std::string lines(1, x.o.columns ? 'r' : 'c');
    for (int i = 0; i < 9; ++i)
        if (i == x.e || i == x.t1 || i == x.t2)
            lines += char('1' + i);
    step.structureCrossLine = x.crossLineCells();
    step.structureMirror = x.mirror1 | x.mirror2;
    step.forcingText = std::string(x.senior ? "Senior" : "Junior") + " Exocet: base " + cellList(step.structureBase)
        + " (" + digits + "), targets " + cellList(step.structureTarget) + ", cross-lines " + lines + " => "
        + conclusionText(step);
    step.justification = justification;
}

// A target cell: empty, with a base digit.
bool usableTarget(const State& s, const Exocet& x, Cell c)
{
    return s.isEmpty(c) && (s.cellMask(c) & x.digits);
}

void emitExocet(
    const Context& ctx, const FinderRequest& req, StepSink& sink, const Exocet& x, const CoverHouses& coverHousesOf)
{
    const State& s = ctx.state();
    ExocetArgument arg = argueExocet(s, x, coverHousesOf);
    if (arg.rules.empty())
        return;
    std::vector<Constraint> bases, covers;
    exocetSets(s, x, coverHousesOf, bases, covers);
    covers.insert(covers.end(), arg.covers.begin(), arg.covers.end());
    auto step = provePattern(ctx, std::string(req.technique), bases, covers, std::move(arg.rules));
    if (!step)
        return;
    step->argument.structures.push_back(x.key());
    describe(*step, x, "the base cells' two digits are the two targets' digits");
    sink.add(std::move(*step));
}

// Every base (two cells of a mini-line, 3 or 4 digits) in both orientations,
// until the sink is full or the search is cancelled.
template <typename F> void forEachBase(const State& s, const FinderRequest& req, StepSink& sink, F&& f)
{
    for (bool columns : { false, true })
        for (int band = 0; band < 3; ++band)
            for (int stack = 0; stack < 3; ++stack)
                for (int r0 = 3 * band; r0 < 3 * band + 3; ++r0)
                    for (int skip = 0; skip < 3; ++skip) {
                        if (sink.full() || req.options.cancelled())
                            return;
                        Exocet x;
                        if (baseCells(s, columns, stack, r0, skip, x))
                            f(x, band, stack);
                    }
}

// The Senior's target positions: T1 in line r1 at position t1 of box Y's
// stack, T2 in r2 at t2 of box Z's stack, neither in r0, not both in the band
// (a Junior Exocet, or none); f returns false to stop.
template <typename F> void forEachSeniorTargets(const Exocet& x, int band, int stack, F&& f)
{
    const int sy = (stack + 1) % 3, sz = (stack + 2) % 3;
    for (int t1 = 3 * sy; t1 < 3 * sy + 3; ++t1)
        for (int t2 = 3 * sz; t2 < 3 * sz + 3; ++t2)
            for (int r1 = 0; r1 < 9; ++r1)
                for (int r2 = 0; r2 < 9; ++r2)
                    if (r1 != x.r0 && r2 != x.r0 && !(r1 / 3 == band && r2 / 3 == band) && !f(r1, t1, r2, t2))
                        return;
}

} // namespace

CellSet Exocet::crossLineCells() const
{
    CellSet out;
    for (int line = 0; line < 9; ++line)
        if (line / 3 != r0 / 3)
            for (int pos : { e, t1, t2 })
                out.set(o.at(line, pos));
    return out;
}

CellSet Exocet::sCells() const
{
    CellSet out = crossLineCells();
    out.reset(target1);
    out.reset(target2);
    return out;
}

std::array<House, 3> Exocet::crossLines() const
{
    const House base = o.columns ? 0 : 9; // the cross-lines are rows in the column form
    return { base + e, base + t1, base + t2 };
}

std::string Exocet::key() const
{
    return "Exocet base " + cellName(b1) + "," + cellName(b2) + ", targets " + cellName(target1) + ","
        + cellName(target2);
}

std::string exocetDigits(Step& step, unsigned digits)
{
    step.digits.clear();
    std::string out;
    for (Digit d = 0; d < 9; ++d)
        if (digits >> d & 1U) {
            step.digits.push_back(d);
            out += char('1' + d);
        }
    return out;
}

void exocetSets(const State& s, const Exocet& x, const CoverHouses& coverHousesOf, std::vector<Constraint>& bases,
    std::vector<Constraint>& covers)
{
    bases.push_back(cellConstraint(x.b1));
    bases.push_back(cellConstraint(x.b2));
    for (Cell c : x.mirror1 | x.mirror2 | structureCells(x))
        if (c != x.b1 && c != x.b2 && s.isEmpty(c))
            covers.push_back(cellConstraint(c));
    const Cell cross[3] = { x.o.at(x.r0, x.e), x.o.at(x.r1, x.t1), x.o.at(x.r2, x.t2) };
    std::size_t i = 0;
    for (Digit d = 0; d < 9; ++d) {
        if (!(x.digits >> d & 1U))
            continue;
        for (Cell c : cross)
            bases.push_back(constraintOf(candidateOf(c, d), x.o.crossKind()));
        if (!x.senior)
            for (Cell c : { x.target1, x.target2 })
                bases.push_back(constraintOf(candidateOf(c, d), x.o.lineKind()));
        covers.push_back(constraintOf(candidateOf(x.b1, d), x.o.lineKind()));
        for (Cell c : { x.b1, x.target1, x.target2 })
            covers.push_back(constraintOf(candidateOf(c, d), ConstraintKind::Box));
        covers.insert(covers.end(), coverHousesOf[i].begin(), coverHousesOf[i].end());
        ++i;
    }
}

void forEachJuniorExocet(const State& s, const FinderRequest& req, StepSink& sink,
    const std::function<void(const Exocet&, const CoverHouses&)>& f)
{
    // Step 1. The base cells: two of the three cells of a mini-line.
    forEachBase(s, req, sink, [&](Exocet x, int band, int stack) {
        const int ra = 3 * band + (x.r0 % 3 == 0 ? 1 : 0), rb = 3 * band + (x.r0 % 3 == 2 ? 1 : 2);
        const int sy = (stack + 1) % 3, sz = (stack + 2) % 3;
        // Step 2. The targets: one in each other box, in the two other lines.
        for (auto [r1, r2] : { std::pair { ra, rb }, std::pair { rb, ra } })
            for (int t1 = 3 * sy; t1 < 3 * sy + 3; ++t1)
                for (int t2 = 3 * sz; t2 < 3 * sz + 3; ++t2) {
                    x.setTargets(r1, t1, r2, t2);
                    if (!usableTarget(s, x, x.target1) || !usableTarget(s, x, x.target2))
                        continue;
                    CellSet companions;
                    companions.set(x.o.at(r2, t1));
                    companions.set(x.o.at(r1, t2));
                    if (digitsIn(s, companions) & x.digits)
                        continue;
                    // Step 3. The cover houses of each base digit's S cells.
                    CoverHouses coversOf;
                    if (!sCellCovers(s, x, coversOf))
                        continue;
                    x.mirror1.clear();
                    x.mirror2.clear();
                    // T1's mirror node in T2's box and line, T2's in T1's.
                    for (int j = 3 * sz; j < 3 * sz + 3; ++j)
                        if (j != t2)
                            x.mirror1.set(x.o.at(r2, j));
                    for (int j = 3 * sy; j < 3 * sy + 3; ++j)
                        if (j != t1)
                            x.mirror2.set(x.o.at(r1, j));
                    f(x, coversOf);
                    if (sink.full() || req.options.cancelled())
                        return;
                }
    });
}

void findJuniorExocet(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    forEachJuniorExocet(ctx.state(), req, sink,
        [&](const Exocet& x, const CoverHouses& coversOf) { emitExocet(ctx, req, sink, x, coversOf); });
}

// `shown`: the base and target cells of the cover-house form's structures.
void findSeniorExocetByTemplates(
    const Context& ctx, const FinderRequest& req, StepSink& sink, const std::vector<CellSet>& shown);

// Senior Exocet: the Junior Exocet's base cells and cross-lines, one target
// (or both) in its cross-line outside the band. The band cells of a target's
// cross-line other than the target and row r0 hold no base digit (they play
// the companions' part), so a cross-line that gets no base digit from its S
// cells gets it on its target; the Junior's proof then holds as it is. The
// mirror rule needs both targets in the band and is not used.
void findSeniorExocet(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    std::vector<CellSet> shown;
    forEachBase(s, req, sink, [&](Exocet x, int band, int stack) {
        x.senior = true;
        // A target's cross-line t: its band cells outside r0 and
        // the target hold no base digit.
        auto clean = [&](int t, int targetLine) {
            for (int line = 3 * band; line < 3 * band + 3; ++line) {
                const Cell c = x.o.at(line, t);
                const unsigned m = s.isEmpty(c) ? s.cellMask(c) : 1U << s.digit(c);
                if (line != x.r0 && line != targetLine && (m & x.digits))
                    return false;
            }
            return true;
        };
        forEachSeniorTargets(x, band, stack, [&](int r1, int t1, int r2, int t2) {
            if (!usableTarget(s, x, x.o.at(r1, t1)) || !clean(t1, r1) || !usableTarget(s, x, x.o.at(r2, t2))
                || !clean(t2, r2))
                return true;
            x.setTargets(r1, t1, r2, t2);
            CoverHouses coversOf;
            if (!sCellCovers(s, x, coversOf))
                return true;
            emitExocet(ctx, req, sink, x, coversOf);
            shown.push_back(structureCells(x));
            return !sink.full();
        });
    });
    findSeniorExocetByTemplates(ctx, req, sink, shown);
}

namespace
{

// Bits over a digit's templates: bit i set when template i holds the cell.
using TemplateBits = std::vector<std::uint64_t>;

// The template form's step: bases B1, B2 and each base digit's rows; covers
// T1, T2 and each base digit's columns and boxes (the digits' floors, whose
// solutions are their templates); proposed: the targets' other digits.
void emitTemplateExocet(
    const Context& ctx, const FinderRequest& req, StepSink& sink, const Exocet& x, const std::string& checked)
{
    const State& s = ctx.state();
    std::vector<Constraint> bases { cellConstraint(x.b1), cellConstraint(x.b2) };
    std::vector<Constraint> covers { cellConstraint(x.target1), cellConstraint(x.target2) };
    CandidateSet proposed;
    for (Cell t : { x.target1, x.target2 })
        for (Digit d = 0; d < 9; ++d)
            if ((s.cellMask(t) >> d & 1U) && !(x.digits >> d & 1U))
                proposed.set(candidateOf(t, d));
    for (Digit d = 0; d < 9; ++d)
        if (x.digits >> d & 1U)
            for (int h = 0; h < 9; ++h) {
                bases.push_back(houseConstraint(ConstraintKind::Row, d, h));
                covers.push_back(houseConstraint(ConstraintKind::Column, d, h));
                covers.push_back(houseConstraint(ConstraintKind::Box, d, h));
            }
    std::vector<ArgumentRule> rules { { "exocet-generic-condition",
        "champagne, \"Exocet pattern in hardest puzzles\", New Sudoku Players' Forum (the generic Exocet "
        "condition); JExocet Compendium, David P. Bird, 2012-2014",
        proposed, {},
        { exocetPremise(s, x),
            "every template of each base digit (one place in every row, column and box, on its candidates) that "
            "puts it in a base cell puts it in a target: "
                + checked,
            "so the targets hold the base cells' two digits; the targets' other digits are false" } } };
    auto step = provePattern(ctx, std::string(req.technique), bases, covers, std::move(rules));
    if (!step)
        return;
    step->argument.structures.push_back(x.key());
    describe(*step, x,
        "every placement of a base digit that puts it in a base cell puts it in a target, so the base cells' two "
        "digits are the two targets' digits");
    sink.add(std::move(*step));
}

} // namespace

// Senior Exocet by the forum's generic condition ("the digit solving the base
// is also in one of the target cells": champagne, "Exocet pattern in hardest
// puzzles", New Sudoku Players' Forum): the Junior's base cells, T1 in box
// Y's stack and T2 in box Z's stack, one of them outside the band, neither in
// row r0, not in one row; for every base digit d, every template of d (a
// placement of d in all nine rows consistent with the candidates) that puts
// d in B1 or B2 puts it in T1 or T2. That replaces the cover-house count of
// the S cells (which the template condition always includes: two cover
// houses leave the third cross-line's d to a target). Say B1 = x, B2 = y
// (x != y, one mini-line): x's template and y's template each meet a
// target, so {T1, T2} = {x, y} and the targets' other digits are false.
void findSeniorExocetByTemplates(
    const Context& ctx, const FinderRequest& req, StepSink& sink, const std::vector<CellSet>& shown)
{
    constexpr std::size_t kMaxTemplates = 4096;
    const State& s = ctx.state();
    std::array<std::vector<CellSet>, 9> templates;
    std::array<bool, 9> known {};
    forEachBase(s, req, sink, [&](Exocet x, int band, int stack) {
        x.senior = true;
        // Per base digit, the templates through a base cell, as bits per cell.
        std::array<std::vector<TemplateBits>, 9> has; // [d][cell]
        std::array<TemplateBits, 9> all;
        for (Digit d = 0; d < 9; ++d) {
            if (!(x.digits >> d & 1U))
                continue;
            if (!known[std::size_t(d)]) {
                templateCells(s, d, &templates[std::size_t(d)]);
                known[std::size_t(d)] = true;
            }
            std::vector<const CellSet*> through;
            for (const CellSet& t : templates[std::size_t(d)])
                if (t.test(x.b1) || t.test(x.b2))
                    through.push_back(&t);
            if (through.size() > kMaxTemplates)
                return;
            const std::size_t words = (through.size() + 63) / 64;
            has[std::size_t(d)].assign(kCells, TemplateBits(words, 0));
            all[std::size_t(d)].assign(words, 0);
            for (std::size_t i = 0; i < through.size(); ++i) {
                all[std::size_t(d)][i / 64] |= std::uint64_t(1) << (i % 64);
                for (Cell c : *through[i])
                    has[std::size_t(d)][std::size_t(c)][i / 64] |= std::uint64_t(1) << (i % 64);
            }
        }
        auto covered = [&](Cell a, Cell b) {
            for (Digit d = 0; d < 9; ++d) {
                if (!(x.digits >> d & 1U))
                    continue;
                const auto& ha = has[std::size_t(d)][std::size_t(a)];
                const auto& hb = has[std::size_t(d)][std::size_t(b)];
                for (std::size_t w = 0; w < ha.size(); ++w)
                    if (all[std::size_t(d)][w] & ~(ha[w] | hb[w]))
                        return false;
            }
            return true;
        };
        forEachSeniorTargets(x, band, stack, [&](int r1, int t1, int r2, int t2) {
            const Cell a = x.o.at(r1, t1), b = x.o.at(r2, t2);
            // Something to remove: a target's digit outside the base digits.
            if (r1 == r2 || !usableTarget(s, x, a) || !usableTarget(s, x, b)
                || !((s.cellMask(a) | s.cellMask(b)) & ~x.digits) || !covered(a, b))
                return true;
            x.setTargets(r1, t1, r2, t2);
            if (std::find(shown.begin(), shown.end(), structureCells(x)) == shown.end()) {
                std::string checked;
                for (Digit d = 0; d < 9; ++d) {
                    if (!(x.digits >> d & 1U))
                        continue;
                    int n = 0;
                    for (std::uint64_t word : all[std::size_t(d)])
                        n += std::popcount(word);
                    checked += (checked.empty() ? "" : ", ") + std::to_string(n) + " of " + char('1' + d);
                }
                emitTemplateExocet(ctx, req, sink, x, checked + " checked");
            }
            return !sink.full();
        });
    });
}

} // namespace setwise::exotic
