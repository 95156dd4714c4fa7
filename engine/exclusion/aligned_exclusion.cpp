// SPDX-License-Identifier: GPL-3.0-or-later
// Aligned Pair and Aligned Triple Exclusion (see exclusion.h): the search for
// base cells and excluders, the combinations, and the step with its proof.
#include "engine/exclusion/exclusion.h"

#include "engine/forcing/exact.h"
#include "engine/forcing/forcing.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <span>
#include <vector>

namespace setwise
{

namespace
{

// Each cell's live candidates (9 bits), read once per search.
using Masks = std::array<unsigned, kCells>;

// One candidate set of base cells and what it excludes.
struct Exclusion {
    std::vector<Cell> cells; // base cells
    std::vector<Cell> excluders; // those that rule out some combination
    CandidateSet eliminations;
};

// Two or more cells in s (the common excluders), without counting them all.
bool twoOrMore(const CellSet& s)
{
    static_assert(CellSet::kWords == 2);
    const std::uint64_t w0 = s.word(0), w1 = s.word(1);
    return (w0 & (w0 - 1)) != 0 || (w1 & (w1 - 1)) != 0 || (w0 != 0 && w1 != 0);
}

// Step 3. The combinations of the base cells (one digit each, as a bit):
// which candidates of each survive, and which excluders rule something out;
// nothing when every candidate survives. Only an excluder whose candidates
// all lie in the base cells can take every candidate of a combination; with
// none of them two base cells cannot lose anything (each has two or more
// candidates, so one can always differ from the other's digit). The search
// stops as soon as every candidate is seen to survive.
std::optional<Exclusion> combine(const Masks& mask, std::span<const Cell> cells, const CellSet& common)
{
    const std::size_t n = cells.size();
    std::array<unsigned, 3> base {};
    unsigned digits = 0;
    for (std::size_t i = 0; i < n; ++i)
        digits |= base[i] = mask[std::size_t(cells[i])];
    std::array<unsigned, 20> excl {}; // common excluders are peers of a base cell: 20 at most
    std::array<Cell, 20> exclCell {};
    int count = 0;
    for (Cell e : common)
        if ((mask[std::size_t(e)] & ~digits) == 0) {
            exclCell[std::size_t(count)] = e;
            excl[std::size_t(count++)] = mask[std::size_t(e)];
        }
    if (count == 0 && n == 2)
        return std::nullopt;
    unsigned used = 0; // bit k: excl[k] is the first to rule out some combination
    const auto survives = [&](unsigned values) {
        for (int k = 0; k < count; ++k)
            if ((excl[std::size_t(k)] & ~values) == 0) {
                used |= 1U << k;
                return false;
            }
        return true;
    };
    const bool see01 = peers(cells[0]).test(cells[1]);
    unsigned allowed0 = 0, allowed1 = 0, allowed2 = 0;
    if (n == 2) {
        for (unsigned r0 = base[0]; r0; r0 &= r0 - 1)
            for (unsigned r1 = base[1]; r1; r1 &= r1 - 1) {
                const unsigned d0 = r0 & -r0, d1 = r1 & -r1;
                if ((d0 == d1 && see01) || !survives(d0 | d1))
                    continue;
                allowed0 |= d0;
                allowed1 |= d1;
                if (allowed0 == base[0] && allowed1 == base[1])
                    return std::nullopt;
            }
    } else {
        const bool see02 = peers(cells[0]).test(cells[2]), see12 = peers(cells[1]).test(cells[2]);
        for (unsigned r0 = base[0]; r0; r0 &= r0 - 1)
            for (unsigned r1 = base[1]; r1; r1 &= r1 - 1) {
                const unsigned d0 = r0 & -r0, d1 = r1 & -r1;
                if (d0 == d1 && see01)
                    continue;
                for (unsigned r2 = base[2]; r2; r2 &= r2 - 1) {
                    const unsigned d2 = r2 & -r2;
                    if ((d2 == d0 && see02) || (d2 == d1 && see12) || !survives(d0 | d1 | d2))
                        continue;
                    allowed0 |= d0;
                    allowed1 |= d1;
                    allowed2 |= d2;
                    if (allowed0 == base[0] && allowed1 == base[1] && allowed2 == base[2])
                        return std::nullopt;
                }
            }
    }
    const std::array<unsigned, 3> allowed { allowed0, allowed1, allowed2 };
    Exclusion out { std::vector<Cell>(cells.begin(), cells.end()), {}, {} };
    for (std::size_t i = 0; i < n; ++i)
        for (Digit d = 0; d < 9; ++d)
            if (base[i] & ~allowed[i] & (1U << d))
                out.eliminations.set(candidateOf(cells[i], d));
    for (int k = 0; k < count; ++k)
        if (used & (1U << k))
            out.excluders.push_back(exclCell[std::size_t(k)]);
    return out;
}

// The house constraint holding digit d in both cells (row, column, then box).
Constraint sharedLink(Cell a, Cell b, Digit d)
{
    for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
        if (Constraint k = sharedConstraint(candidateOf(a, d), candidateOf(b, d), kind); k >= 0)
            return k;
    return -1;
}

// Step 4. Truths, links and the proof of each conclusion.
std::optional<Step> exclusionStep(const State& s, std::string_view technique, const Exclusion& x)
{
    std::vector<Constraint> bases;
    for (Cell c : x.cells)
        bases.push_back(cellConstraint(c));
    for (Cell e : x.excluders)
        bases.push_back(cellConstraint(e));
    ConstraintSet links;
    const auto link = [&](Cell a, Cell b) {
        for (Digit d = 0; d < 9; ++d)
            if (s.cellMask(a) & s.cellMask(b) & (1U << d))
                if (Constraint k = sharedLink(a, b, d); k >= 0)
                    links.set(k);
    };
    for (std::size_t i = 0; i < x.cells.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j)
            link(x.cells[i], x.cells[j]);
        for (Cell e : x.excluders)
            link(x.cells[i], e);
    }
    std::vector<Constraint> covers;
    for (Constraint k : links)
        covers.push_back(k);
    auto e = evaluate(s, bases, covers);
    if (!e || e->contradiction)
        return std::nullopt;
    Step step = makeStep(std::string(technique), { std::move(*e) });
    const CandidateSet counted = step.readings.front().eliminations;
    CandidateSet proven;
    std::uint64_t nodes = 0;
    for (Candidate t : x.eliminations) {
        if (counted.test(t)) {
            proven.set(t);
            continue;
        }
        const ExactProof p = proveExact(s, bases, covers, t, false);
        nodes += p.nodes;
        if (p.proven)
            proven.set(t);
    }
    if (proven.none())
        return std::nullopt;
    labelExact(step, proven, {}, ProofRule::ExactEvaluation, nodes);
    return step;
}

// A set of three base cells comes up from each of its pairs whose excluders
// include the third; it is tried from the first of them (pairs in order of
// their cells), so that each set is tried once, in the order of that pair.
bool firstPairOf(const std::array<CellSet, kCells>& excluders, Cell a, Cell b, Cell c)
{
    const auto reaches = [&](Cell p, Cell q, Cell r) {
        return excluders[std::size_t(p)].test(r) || excluders[std::size_t(q)].test(r);
    };
    if (c > b)
        return true; // (a, b) comes first
    if (c > a)
        return !reaches(a, c, b);
    return !reaches(c, a, b) && !reaches(c, b, a);
}

void findAlignedExclusion(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const int n = req.technique == "aligned-triple-exclusion" ? 3 : 2;
    // Step 1. Base cells (two or more candidates) and each one's excluders
    // (peers with 2..n candidates).
    Masks mask {};
    std::vector<Cell> base;
    std::array<CellSet, kCells> excluders {};
    CellSet small, isBase;
    for (Cell c = 0; c < kCells; ++c) {
        mask[std::size_t(c)] = s.isEmpty(c) ? s.cellMask(c) : 0;
        const int k = std::popcount(mask[std::size_t(c)]);
        if (k >= 2 && k <= n)
            small.set(c);
    }
    for (Cell c = 0; c < kCells; ++c) {
        if (std::popcount(mask[std::size_t(c)]) < 2)
            continue;
        excluders[std::size_t(c)] = peers(c) & small;
        if (excluders[std::size_t(c)].any()) {
            base.push_back(c);
            isBase.set(c);
        }
    }
    // Step 2. Sets of n base cells with two or more common excluders (a set
    // of three has no more than any two of its cells).
    const auto tryCells = [&](std::span<const Cell> cells, const CellSet& common) {
        std::optional<Exclusion> x = combine(mask, cells, common);
        if (!x)
            return true;
        if (auto step = exclusionStep(s, req.technique, *x))
            return sink.add(std::move(*step));
        return true;
    };
    for (std::size_t i = 0; i < base.size(); ++i)
        for (std::size_t j = i + 1; j < base.size(); ++j) {
            if (req.options.cancelled())
                return;
            const Cell a = base[i], b = base[j];
            const CellSet ab = excluders[std::size_t(a)] & excluders[std::size_t(b)];
            if (!twoOrMore(ab))
                continue;
            if (n == 2) {
                if (!tryCells(std::array { a, b }, ab))
                    return;
                continue;
            }
            CellSet twin = (excluders[std::size_t(a)] | excluders[std::size_t(b)]) & isBase;
            twin.reset(a);
            twin.reset(b);
            for (Cell c : twin) {
                if (!firstPairOf(excluders, a, b, c))
                    continue;
                const CellSet common = ab & excluders[std::size_t(c)];
                if (!twoOrMore(common))
                    continue;
                std::array<Cell, 3> key { a, b, c };
                std::sort(key.begin(), key.end());
                if (!tryCells(key, common))
                    return;
            }
        }
}

} // namespace

std::string exclusionText(const Step& step, std::string_view name)
{
    const Evaluation& e = step.readings.front();
    const std::size_t n = step.technique == "aligned-triple-exclusion" ? 3 : 2;
    std::string cells, excl;
    for (std::size_t i = 0; i < e.bases.size(); ++i)
        (i < n ? cells : excl) += ((i < n ? cells : excl).empty() ? "" : ",") + cellName(e.bases[i]);
    return std::string(name) + ": " + cells + " with " + excl + " => " + hodokuCandidates(step.eliminations);
}

std::span<const Technique> exclusionTechniques()
{
    static const Technique table[] = {
        { "aligned-pair-exclusion", "Aligned Pair Exclusion", "exclusion", false, findAlignedExclusion },
        { "aligned-triple-exclusion", "Aligned Triple Exclusion", "exclusion", false, findAlignedExclusion },
    };
    return table;
}

} // namespace setwise
