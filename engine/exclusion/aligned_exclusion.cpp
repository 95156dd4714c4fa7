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
#include <unordered_set>
#include <vector>

namespace setwise
{

namespace
{

// One candidate set of base cells and what it excludes.
struct Exclusion {
    std::vector<Cell> cells; // base cells
    std::vector<Cell> excluders; // those that rule out some combination
    CandidateSet eliminations;
};

// Step 3. The combinations of the base cells: which candidates of each
// survive, and which excluders rule something out.
Exclusion combine(const State& s, std::vector<Cell> cells, const CellSet& common)
{
    const int n = int(cells.size());
    std::array<std::array<Digit, 9>, 3> digits {};
    std::array<int, 3> counts {};
    for (int i = 0; i < n; ++i)
        for (Digit d = 0; d < 9; ++d)
            if (s.cellMask(cells[std::size_t(i)]) & (1U << d))
                digits[std::size_t(i)][std::size_t(counts[std::size_t(i)]++)] = d;
    std::vector<std::pair<Cell, unsigned>> excl;
    for (Cell e : common)
        excl.emplace_back(e, s.cellMask(e));
    std::array<unsigned, 3> allowed {};
    CellSet used;
    std::array<int, 3> at {};
    const int total = n == 2 ? counts[0] * counts[1] : counts[0] * counts[1] * counts[2];
    for (int k = 0; k < total; ++k) {
        int rest = k;
        for (int i = 0; i < n; ++i) {
            at[std::size_t(i)] = rest % counts[std::size_t(i)];
            rest /= counts[std::size_t(i)];
        }
        unsigned values = 0;
        bool ok = true;
        for (int i = 0; i < n && ok; ++i) {
            const Digit di = digits[std::size_t(i)][std::size_t(at[std::size_t(i)])];
            for (int j = 0; j < i && ok; ++j)
                ok = !(digits[std::size_t(j)][std::size_t(at[std::size_t(j)])] == di
                    && peers(cells[std::size_t(i)]).test(cells[std::size_t(j)]));
            values |= 1U << di;
        }
        if (!ok)
            continue;
        for (const auto& [e, mask] : excl)
            if ((mask & ~values) == 0) {
                used.set(e);
                ok = false;
                break;
            }
        if (!ok)
            continue;
        for (int i = 0; i < n; ++i)
            allowed[std::size_t(i)] |= 1U << digits[std::size_t(i)][std::size_t(at[std::size_t(i)])];
    }
    Exclusion out { std::move(cells), {}, {} };
    for (int i = 0; i < n; ++i) {
        const Cell c = out.cells[std::size_t(i)];
        for (Digit d = 0; d < 9; ++d)
            if ((s.cellMask(c) & (1U << d)) && !(allowed[std::size_t(i)] & (1U << d)))
                out.eliminations.set(candidateOf(c, d));
    }
    for (Cell e : used)
        out.excluders.push_back(e);
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

void findAlignedExclusion(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const int n = req.technique == "aligned-triple-exclusion" ? 3 : 2;
    // Step 1. Base cells (two or more candidates) and each one's excluders
    // (peers with 2..n candidates).
    std::vector<Cell> base;
    std::array<CellSet, kCells> excluders {};
    CellSet small, isBase;
    for (Cell c = 0; c < kCells; ++c) {
        const int k = s.isEmpty(c) ? std::popcount(s.cellMask(c)) : 0;
        if (k >= 2 && k <= n)
            small.set(c);
    }
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c) || std::popcount(s.cellMask(c)) < 2)
            continue;
        excluders[std::size_t(c)] = peers(c) & small;
        if (excluders[std::size_t(c)].any()) {
            base.push_back(c);
            isBase.set(c);
        }
    }
    // Step 2. Sets of n base cells with two or more common excluders.
    std::unordered_set<std::uint32_t> seen;
    const auto tryCells = [&](std::vector<Cell> cells, const CellSet& common) {
        if (common.count() < 2)
            return true;
        Exclusion x = combine(s, std::move(cells), common);
        if (x.eliminations.none())
            return true;
        if (auto step = exclusionStep(s, req.technique, x))
            return sink.add(std::move(*step));
        return true;
    };
    for (std::size_t i = 0; i < base.size(); ++i)
        for (std::size_t j = i + 1; j < base.size(); ++j) {
            if (req.options.cancelled())
                return;
            const Cell a = base[i], b = base[j];
            const CellSet ab = excluders[std::size_t(a)] & excluders[std::size_t(b)];
            if (n == 2) {
                if (!tryCells({ a, b }, ab))
                    return;
                continue;
            }
            CellSet twin = (excluders[std::size_t(a)] | excluders[std::size_t(b)]) & isBase;
            twin.reset(a);
            twin.reset(b);
            for (Cell c : twin) {
                std::array<Cell, 3> key { a, b, c };
                std::sort(key.begin(), key.end());
                if (!seen.insert(std::uint32_t(key[0] * 6561 + key[1] * 81 + key[2])).second)
                    continue;
                if (!tryCells({ key[0], key[1], key[2] }, ab & excluders[std::size_t(c)]))
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
