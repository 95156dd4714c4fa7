// SPDX-License-Identifier: GPL-3.0-or-later
// Singles (seed 003; seed 000 "single order patterns"): one base with one live
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

namespace setwise
{

namespace
{

void emit(const Context& ctx, const std::string_view id, Constraint base, Constraint cover, StepSink& sink)
{
    const Constraint bases[] = { base };
    const Constraint covers[] = { cover };
    auto e = evaluate(ctx.state(), bases, covers);
    if (e && e->placements.any())
        sink.add(makeStep(std::string(id), { std::move(*e) }));
}

void findFullHouse(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    // A house with 8 solved digits has one empty cell; its missing digit is
    // the one live candidate of the remaining digit constraint.
    for (int kind = 1; kind <= 3 && !sink.full(); ++kind)
        for (int h = 0; h < 9 && !sink.full(); ++h) {
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
    for (Cell c = 0; c < kCells && !sink.full(); ++c)
        if (ctx.state().isEmpty(c) && ctx.liveCount(cellConstraint(c)) == 1) {
            const Digit d = std::countr_zero(ctx.state().cellMask(c));
            emit(ctx, req.technique, cellConstraint(c), houseConstraint(ConstraintKind::Row, d, rowOf(c)), sink);
        }
}

void findHiddenSingle(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    // Boxes first, then rows, then columns (the order people scan in).
    for (ConstraintKind kind : { ConstraintKind::Box, ConstraintKind::Row, ConstraintKind::Column })
        for (Digit d = 0; d < 9; ++d)
            for (int h = 0; h < 9; ++h) {
                if (sink.full())
                    return;
                const Constraint k = houseConstraint(kind, d, h);
                if (ctx.liveCount(k) != 1 || ctx.isSolved(k))
                    continue;
                const Candidate x = ctx.liveIn(k).first();
                // A cell with one candidate is a naked single, not a hidden one.
                if (ctx.liveCount(cellConstraint(cellOf(x))) == 1)
                    continue;
                emit(ctx, req.technique, k, cellConstraint(cellOf(x)), sink);
            }
}

constexpr std::array kSingles = {
    Technique { "full-house", "Full House", "singles", true, findFullHouse },
    Technique { "naked-single", "Naked Single", "singles", true, findNakedSingle },
    Technique { "hidden-single", "Hidden Single", "singles", true, findHiddenSingle },
};

} // namespace

std::span<const Technique> singlesTechniques()
{
    return kSingles;
}

} // namespace setwise
