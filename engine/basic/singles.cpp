// SPDX-License-Identifier: GPL-3.0-or-later
// Singles (CSP-Rules; the YAS manual's "single order patterns"): one base with one live
// candidate. The base is the constraint that has a single candidate; the cover
// is the constraint that the finder names as the other view of it, so the
// diagram shows the classic picture:
//   full house     base: the house-digit of a house's last empty cell, cover: the cell
//   hidden single  base: a house-digit with one live candidate,       cover: the cell
//   naked single   base: a cell with one live candidate,              cover: its row-digit
// evaluate() turns a one-candidate base into the placement.
#include "engine/tables.h"
#include "engine/techniques.h"

#include <array>
#include <bit>
#include <cstdint>

namespace setwise
{

namespace
{

void emit(const Context& ctx, const std::string_view id, Constraint base, Constraint cover, StepSink& sink)
{
    auto e = evaluateSingle(ctx.state(), base, cover);
    if (!e || e->placements.none())
        return;
    // makeStep() of the one reading, built directly: the placement, its
    // digit, no elimination (the cover's other candidates all see the
    // placement, so they are implied; tst_setlogic::singleReadingIsEvaluate).
    Step step;
    step.technique = std::string(id);
    step.placements = e->placements;
    step.digits.assign(1, digitOf(e->placements.first()));
    step.readings.reserve(1);
    step.readings.push_back(std::move(e).value());
    sink.add(std::move(step));
}

// The context's one-live-candidate constraints of one kind, in constraint
// order (digit by digit, house by house).
template <typename F> void eachOneLive(const Context& ctx, ConstraintKind kind, F f)
{
    const ConstraintSet& one = ctx.oneLive();
    const Constraint first = houseConstraint(kind, 0, 0);
    for (Constraint k = first; k < first + 81; ++k) {
        // Skip ahead to the next set bit of this word.
        const std::uint64_t rest = one.word(std::size_t(k) / 64) >> (k % 64);
        if (!rest) {
            k = (k / 64 + 1) * 64 - 1;
            continue;
        }
        k += std::countr_zero(rest);
        if (k < first + 81 && !f(k))
            return;
    }
}

void findFullHouse(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    // A house with 8 solved digits has one empty cell; its missing digit is
    // the one live candidate of the remaining digit constraint. Houses in
    // order: rows, columns, boxes (kinds 1 to 3).
    for (unsigned houses = ctx.housesWithOneEmptyCell(); houses && !sink.full(); houses &= houses - 1) {
        const int kind = 1 + std::countr_zero(houses) / 9, h = std::countr_zero(houses) % 9;
        int solved = 0;
        Digit missing = kNoDigit;
        for (Digit d = 0; d < 9 && d - solved < 2; ++d) { // two digits missing: not a full house
            if (ctx.isSolved(houseConstraint(ConstraintKind(kind), d, h)))
                ++solved;
            else
                missing = d;
        }
        const Constraint k = houseConstraint(ConstraintKind(kind), missing == kNoDigit ? 0 : missing, h);
        if (solved != 8 || ctx.liveCount(k) != 1)
            continue;
        const Cell last = cellOf(members(k)[std::countr_zero(ctx.liveMask(k))]);
        if (!ctx.state().isEmpty(last) || ctx.liveCount(cellConstraint(last)) != 1)
            continue;
        emit(ctx, req.technique, k, cellConstraint(last), sink);
    }
}

void findNakedSingle(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    eachOneLive(ctx, ConstraintKind::Cell, [&](Constraint k) {
        if (sink.full())
            return false;
        const Cell c = Cell(k);
        if (ctx.state().isEmpty(c)) {
            const Digit d = std::countr_zero(ctx.state().cellMask(c));
            emit(ctx, req.technique, cellConstraint(c), houseConstraint(ConstraintKind::Row, d, rowOf(c)), sink);
        }
        return true;
    });
}

void findHiddenSingle(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    // Boxes first, then rows, then columns (the order people scan in; the SE
    // path takes the first as the easiest: tst_rating sePathTakesTheEasiestSingle).
    for (ConstraintKind kind : { ConstraintKind::Box, ConstraintKind::Row, ConstraintKind::Column }) {
        bool more = true;
        eachOneLive(ctx, kind, [&](Constraint k) {
            if (sink.full())
                return more = false;
            if (ctx.isSolved(k))
                return true;
            const Candidate x = members(k)[std::countr_zero(ctx.liveMask(k))];
            // A cell with one candidate is a naked single, not a hidden one.
            if (ctx.liveCount(cellConstraint(cellOf(x))) != 1)
                emit(ctx, req.technique, k, cellConstraint(cellOf(x)), sink);
            return true;
        });
        if (!more)
            return;
    }
}

constexpr std::array kSingles = {
    technique(TechniqueId::FullHouse, findFullHouse),
    technique(TechniqueId::NakedSingle, findNakedSingle),
    technique(TechniqueId::HiddenSingle, findHiddenSingle),
};

} // namespace

std::span<const Technique> singlesTechniques()
{
    return kSingles;
}

} // namespace setwise
