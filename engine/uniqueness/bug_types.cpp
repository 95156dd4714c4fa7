// SPDX-License-Identifier: GPL-3.0-or-later
// BUG types 2-4 (Sudoku Explainer's BivalueUniversalGrave types 2-4, SE 5.7,
// 5.8-6.0 and 5.7; SudokuWiki's BUG+n) as virtual truths (see uniqueness.h).
//
// The extras E: candidates of the poly-valued cells whose removal leaves a
// bivalue universal grave (every empty cell two candidates, every
// house-digit two places or none). That grave has no solution or at least
// two (take every cell's other candidate), so a state with one solution uses
// some candidate of E: V = E (label "BUG"), the same truth as BUG+1's, with
// more than one candidate.
//   type 2  every extra is one digit x: each x that sees all of V goes
//           (seeAllReadings, as UR type 2/5).
//   type 3  the BUG cells share a house H; their extra digits U and k other
//           cells S of H hold exactly k + 1 digits Y: bases V and the cells
//           S, covers yH for y in Y, rank 0: Y goes from the rest of H (a
//           naked subset with V as one "cell").
//   type 4  two BUG cells in house H, a digit v (no extra) lives in H only
//           in them: bases vH and V, covers the two cells, rank 0: their
//           candidates other than v and the extras go.
#include "engine/mask9.h"
#include "engine/tables.h"
#include "engine/uniqueness/uniqueness.h"
#include "engine/wings/wings.h"

#include <bit>
#include <optional>

namespace setwise::uniqueness
{

namespace
{

constexpr int kMaxPolyCells = 8;
constexpr long kMaxChoices = 1 << 14;

// Calls f(k) for the house-digit constraint k (row, column, box) of each
// candidate of cell c in mask m.
template <class F> void forHouseDigits(Cell c, unsigned m, F&& f)
{
    for (; m; m &= m - 1)
        for (int k = 1; k < 4; ++k)
            f(constraintsOf(candidateOf(c, std::countr_zero(m)))[std::size_t(k)]);
}

// The choice of two kept candidates per poly cell that leaves every unsolved
// house-digit with two places or none. Choices are tried as the digits of a
// number counting up, the first poly cell's the lowest digit: the last
// cell's choice is fixed first, and a partial choice is dropped once some
// house-digit has three places, or one place that no cell still to choose
// can make two. The first choice found is that number's smallest.
struct GraveSearch {
    const Context& ctx;
    const std::vector<Cell>& poly;
    const std::vector<std::vector<unsigned>>& pairs;
    std::array<int, kConstraints> count; // places per house-digit so far
    std::array<int, kConstraints> open {}; // poly cells still to choose with a place there
    std::vector<std::size_t> at; // the choice of each poly cell

    bool fine(Constraint k) const
    {
        const int n = count[std::size_t(k)];
        return ctx.isSolved(k) || (n <= 2 && (n != 1 || open[std::size_t(k)] > 0));
    }

    // Chooses for poly cells i, i - 1, ..., 0.
    bool choose(int i)
    {
        if (i < 0)
            return true;
        const Cell c = poly[std::size_t(i)];
        const unsigned m = ctx.state().cellMask(c);
        forHouseDigits(c, m, [&](Constraint k) { --open[std::size_t(k)]; });
        for (std::size_t choice = 0; choice < pairs[std::size_t(i)].size(); ++choice) {
            const unsigned kept = pairs[std::size_t(i)][choice];
            forHouseDigits(c, kept, [&](Constraint k) { ++count[std::size_t(k)]; });
            bool ok = true;
            forHouseDigits(c, m, [&](Constraint k) { ok = ok && fine(k); });
            if (ok && choose(i - 1)) {
                at[std::size_t(i)] = choice;
                return true;
            }
            forHouseDigits(c, kept, [&](Constraint k) { --count[std::size_t(k)]; });
        }
        forHouseDigits(c, m, [&](Constraint k) { ++open[std::size_t(k)]; });
        return false;
    }
};

// Step 1. The extras: each poly cell keeps two candidates (GraveSearch); the
// others are the extras.
std::optional<CandidateSet> bugExtras(const Context& ctx)
{
    const State& s = ctx.state();
    std::vector<Cell> poly;
    std::array<int, kConstraints> count {}; // places per house-digit from the bivalue cells
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c))
            continue;
        const unsigned m = s.cellMask(c);
        if (kBits9[m] < 2)
            return std::nullopt; // a single or a broken cell: singles come first
        if (kBits9[m] > 2) {
            poly.push_back(c);
            continue;
        }
        forHouseDigits(c, m, [&](Constraint k) { ++count[std::size_t(k)]; });
    }
    if (poly.empty() || int(poly.size()) > kMaxPolyCells)
        return std::nullopt;
    // The kept pairs of each poly cell.
    std::vector<std::vector<unsigned>> pairs(poly.size());
    long choices = 1;
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const unsigned m = s.cellMask(poly[i]);
        for (unsigned p = m; p; p = (p - 1) & m)
            if (kBits9[p] == 2)
                pairs[i].push_back(p);
        choices *= long(pairs[i].size());
        if (choices > kMaxChoices)
            return std::nullopt;
    }
    GraveSearch search { ctx, poly, pairs, count, {}, std::vector<std::size_t>(poly.size(), 0) };
    for (Cell c : poly)
        forHouseDigits(c, s.cellMask(c), [&](Constraint k) { ++search.open[std::size_t(k)]; });
    for (Constraint k = kCells; k < kConstraints; ++k)
        if (!search.fine(k))
            return std::nullopt;
    if (!search.choose(int(poly.size()) - 1))
        return std::nullopt;
    CandidateSet extras;
    for (std::size_t i = 0; i < poly.size(); ++i)
        for (Digit d = 0; d < 9; ++d)
            if ((s.cellMask(poly[i]) & ~pairs[i][search.at[i]]) & (1U << d))
                extras.set(candidateOf(poly[i], d));
    return extras;
}

} // namespace

std::vector<Evaluation> subsetReadings(const Context& ctx, const VirtualBase& v, House h)
{
    const State& s = ctx.state();
    unsigned extraDigits = 0;
    for (Candidate x : v.candidates)
        extraDigits |= 1U << digitOf(x);
    std::vector<Cell> others;
    for (Cell c : houseCells(h))
        if (s.isEmpty(c) && !v.cells.test(c))
            others.push_back(c);
    std::vector<Evaluation> out;
    const int n = int(others.size());
    for (unsigned mask = 1; mask < (1U << n); ++mask) {
        if (kBits9[mask] > 3)
            continue;
        unsigned digits = extraDigits;
        std::vector<Constraint> bases;
        for (int i = 0; i < n; ++i)
            if (mask & (1U << i)) {
                digits |= s.cellMask(others[std::size_t(i)]);
                bases.push_back(cellConstraint(others[std::size_t(i)]));
            }
        if (kBits9[digits] != kBits9[mask] + 1)
            continue;
        std::vector<Constraint> covers;
        for (Digit y = 0; y < 9; ++y)
            if (digits & (1U << y))
                covers.push_back(digitLink(h, y));
        if (auto e = reading(ctx, bases, covers, v); e && e->eliminations.any())
            out.push_back(std::move(*e));
    }
    return out;
}

std::vector<Evaluation> lockedDigitReadings(const Context& ctx, const VirtualBase& v, House h)
{
    if (v.cells.count() != 2)
        return {};
    const Cell c1 = v.cells.first();
    Cell c2 = c1;
    for (Cell c : v.cells)
        c2 = c;
    unsigned extraDigits = 0;
    for (Candidate x : v.candidates)
        extraDigits |= 1U << digitOf(x);
    const unsigned both = ctx.state().cellMask(c1) & ctx.state().cellMask(c2) & ~extraDigits;
    std::vector<Evaluation> out;
    for (Digit d = 0; d < 9; ++d) {
        if (!(both & (1U << d)))
            continue;
        const Constraint k = digitLink(h, d);
        if (ctx.liveCount(k) != 2)
            continue; // d lives in the house only in the two cells
        if (auto e = reading(ctx, { k }, { cellConstraint(c1), cellConstraint(c2) }, v); e && e->eliminations.any())
            out.push_back(std::move(*e));
    }
    return out;
}

void findBugTypes(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const int type = req.technique.back() - '0';
    const auto extras = bugExtras(ctx);
    if (!extras || extras->count() < 2)
        return; // one extra is BUG+1
    VirtualBase v { *extras, "BUG", {}, 0 };
    for (Candidate x : *extras) {
        v.cells.set(cellOf(x));
        v.digits |= 1U << digitOf(x);
    }
    const std::string why = "without " + bertCandidates(*extras)
        + " every empty cell would have two candidates and every house-digit two places or none: a bivalue "
          "universal grave, which has no solution or at least two (take every cell's other candidate), so one of "
        + virtualBaseName(v) + " is true";
    if (type == 2) {
        if (kBits9[v.digits] == 1)
            emit(ctx, req, sink, Proposal { seeAllReadings(ctx, v), why });
        return;
    }
    // Types 3 and 4: a step per subset (or digit) in each house holding every BUG cell.
    for (House h : housesHolding(v.cells))
        for (Evaluation& e : type == 3 ? subsetReadings(ctx, v, h) : lockedDigitReadings(ctx, v, h))
            if (!emit(ctx, req, sink, Proposal { { std::move(e) }, why }))
                return;
}

} // namespace setwise::uniqueness
