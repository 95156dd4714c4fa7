// SPDX-License-Identifier: GPL-3.0-or-later
// Avoidable rectangles (types 1 and 2) and BUG+1 as virtual truths (see
// uniqueness.h).
//
// Avoidable rectangle: a rectangle in two boxes with no given, some corners
// filled by placed digits. Were it to end as a b / b a, swapping would give a
// second solution of the givens; so the empty corners cannot all take the
// digit the pattern needs there (label "AR"). This swaps placed digits, which
// the state holds fixed, so the step also needs the givens alone to have one
// solution (then the state's solution is the puzzle's).
//   type 1  three corners placed, A = a diagonal to the empty D, B = C = b:
//           V = D's candidates other than a. Base V, cover cell D: a goes.
//   type 2  two corners placed in one line (a and b), the empty corners hold
//           exactly the digit the pattern needs there and the same extra x:
//           V = {x, x}. Every x seeing both goes (seeAllReadings, as UR 2/5).
//
// BUG+1: every empty cell has two candidates but one, T, has three, and
// every house-digit has two places or none but the three houses of T for one
// digit x of T, which have three. Without xT the state is a bivalue universal
// grave: taking the other candidate of every cell turns any solution into a
// second one, so it has none or at least two. A state with one solution thus
// uses xT: V = {xT} (label "BUG"). Base V, cover cell T: xT is placed.
#include "engine/mask9.h"
#include "engine/tables.h"
#include "engine/uniqueness/uniqueness.h"

#include <bit>

namespace setwise::uniqueness
{

namespace
{

std::string arText(const Rectangle& r, const VirtualBase& v)
{
    return "the cells " + cellName(r.cells[0]) + ", " + cellName(r.cells[1]) + ", " + cellName(r.cells[2]) + ", "
        + cellName(r.cells[3]) + " (no given) cannot end as a deadly pattern (the givens would have a second "
        + "solution), so one of " + virtualBaseName(v) + " is true";
}

Proposal avoidable1(const Context& ctx, const Rectangle& r, int emptyCorner)
{
    const State& s = ctx.state();
    const Cell dc = r.cells[std::size_t(emptyCorner)];
    const Digit a = s.digit(r.cells[std::size_t(diagonal(emptyCorner))]);
    const Digit b = s.digit(r.cells[std::size_t(rowMate(emptyCorner))]);
    if (b != s.digit(r.cells[std::size_t(columnMate(emptyCorner))]) || a == b || !s.isLive(candidateOf(dc, a)))
        return {};
    VirtualBase v { ctx.liveIn(cellConstraint(dc)), "AR", r.cellSet(), (1U << a) | (1U << b) };
    v.candidates.reset(candidateOf(dc, a));
    if (v.candidates.none())
        return {};
    Proposal p;
    if (auto e = reading(ctx, {}, { cellConstraint(dc) }, v))
        p.readings.push_back(std::move(*e));
    p.justification = arText(r, v);
    return p;
}

Proposal avoidable2(const Context& ctx, const Rectangle& r, int e1, int e2)
{
    const State& s = ctx.state();
    if (diagonal(e1) == e2)
        return {}; // the placed corners are diagonal: the needed digit is not fixed
    // The digit each empty corner needs: that of its diagonal corner.
    const Digit need1 = s.digit(r.cells[std::size_t(diagonal(e1))]);
    const Digit need2 = s.digit(r.cells[std::size_t(diagonal(e2))]);
    const unsigned m1 = s.cellMask(r.cells[std::size_t(e1)]), m2 = s.cellMask(r.cells[std::size_t(e2)]);
    if (need1 == need2 || !(m1 & (1U << need1)) || !(m2 & (1U << need2)))
        return {};
    const unsigned x1 = m1 & ~(1U << need1), x2 = m2 & ~(1U << need2);
    if (x1 != x2 || kBits9[x1] != 1)
        return {};
    const Digit x = std::countr_zero(x1);
    VirtualBase v { {}, "AR", r.cellSet(), (1U << need1) | (1U << need2) };
    v.candidates.set(candidateOf(r.cells[std::size_t(e1)], x));
    v.candidates.set(candidateOf(r.cells[std::size_t(e2)], x));
    return Proposal { seeAllReadings(ctx, v), arText(r, v), true };
}

} // namespace

void findAvoidableRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const int type = req.technique.back() - '0';
    const State& s = ctx.state();
    for (const Rectangle& r : rectangles()) {
        std::vector<int> empty;
        bool given = false;
        for (int k = 0; k < 4; ++k) {
            given = given || s.isGiven(r.cells[std::size_t(k)]);
            if (s.isEmpty(r.cells[std::size_t(k)]))
                empty.push_back(k);
        }
        if (given)
            continue;
        Proposal p;
        if (type == 1 && empty.size() == 1)
            p = avoidable1(ctx, r, empty[0]);
        else if (type == 2 && empty.size() == 2)
            p = avoidable2(ctx, r, empty[0], empty[1]);
        p.givensCheck = true;
        if (!emit(ctx, req, sink, std::move(p)))
            return;
    }
}

void findBugPlusOne(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    // Step 1. Every empty cell bivalue but one trivalue cell T.
    Cell t = -1;
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c))
            continue;
        const int n = kBits9[s.cellMask(c)];
        if (n == 3 && t < 0)
            t = c;
        else if (n != 2)
            return;
    }
    if (t < 0)
        return;
    // Step 2. The extra digit x: three places in each house of T; T's other
    // digits and every other house-digit have two places or none.
    Digit x = kNoDigit;
    for (Digit d = 0; d < 9; ++d) {
        if (!(s.cellMask(t) & (1U << d)))
            continue;
        int threes = 0;
        for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
            threes += ctx.liveCount(digitConstraint(kind, d, t)) == 3;
        if (threes == 3 && x == kNoDigit)
            x = d;
        else if (threes != 0)
            return;
    }
    if (x == kNoDigit)
        return;
    for (Constraint k = kCells; k < kConstraints; ++k) {
        const bool ofX = constraintDigit(k) == x && candidatesOf(k).test(candidateOf(t, x));
        const int n = ctx.liveCount(k);
        if (ofX ? n != 3 : (n != 0 && n != 2))
            return;
    }
    // Step 3. The virtual truth {xT}: base V, cover cell T.
    CellSet cells;
    cells.set(t);
    VirtualBase truth { CandidateSet {}, "BUG", cells, 1U << x };
    truth.candidates.set(candidateOf(t, x));
    Proposal p;
    if (auto e = reading(ctx, {}, { cellConstraint(t) }, truth))
        p.readings.push_back(std::move(*e));
    p.justification = "without " + candidateName(candidateOf(t, x))
        + " every empty cell would have two candidates and every house-digit two places: a bivalue universal "
          "grave, which has no solution or at least two (take every cell's other candidate), so "
        + candidateName(candidateOf(t, x)) + " is true";
    emit(ctx, req, sink, std::move(p));
}

} // namespace setwise::uniqueness
