// SPDX-License-Identifier: GPL-3.0-or-later
// Aligned Pair and Aligned Triple Exclusion (see exclusion.h): the search for
// base cells and excluders, the combinations, and the step with its proof.
#include "engine/exclusion/exclusion.h"

#include "engine/forcing/exact.h"
#include "engine/forcing/forcing.h"
#include "engine/mask9.h"
#include "engine/tables.h"

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

// Base cells as masks: each one's candidates (a set of two base cells gets
// a third "cell" holding only bit 9, a digit no excluder has), which of them
// share a house, and the excluders that can rule out a combination.
struct Combinations {
    std::array<unsigned, 3> base {};
    std::array<std::array<bool, 3>, 3> see {};
    std::array<unsigned, 20> excl {}; // common excluders are peers of a base cell: 20 at most
    int count = 0;
};

int digitIndex(unsigned bit)
{
    return std::countr_zero(bit);
}

// Whether each candidate of the base cells lies in some possible
// combination. For each one not yet seen in one, a combination with it is
// looked for: digits x, y of the two other cells, no two equal in cells
// sharing a house, and no excluder holding only digits of the three; its
// three candidates are then seen (preferring x and y not yet seen).
bool allSurvive(const Combinations& x)
{
    std::array<unsigned, 10> pairWith {}; // pairWith[p]: digits q with an excluder {p, q}
    std::array<unsigned, 20> triples {};
    int nTriples = 0;
    for (int k = 0; k < x.count; ++k) {
        const unsigned m = x.excl[std::size_t(k)];
        if (kBits9[m] == 3) {
            triples[std::size_t(nTriples++)] = m;
            continue;
        }
        const unsigned p = m & -m, q = m & ~p;
        pairWith[std::size_t(digitIndex(p))] |= q;
        pairWith[std::size_t(digitIndex(q))] |= p;
    }
    static constexpr std::array<std::array<int, 2>, 3> kOthers { { { 1, 2 }, { 0, 2 }, { 0, 1 } } };
    std::array<unsigned, 3> seen {};
    for (std::size_t i = 0; i < 3; ++i) {
        const auto j = std::size_t(kOthers[i][0]), k = std::size_t(kOthers[i][1]);
        for (unsigned rest = x.base[i] & ~seen[i]; rest; rest = x.base[i] & ~seen[i]) {
            const unsigned d = rest & -rest;
            const unsigned withD = pairWith[std::size_t(digitIndex(d))];
            bool found = false;
            for (unsigned part : { x.base[j] & ~seen[j], x.base[j] & seen[j] }) {
                for (; part && !found; part &= part - 1) {
                    const unsigned e = part & -part;
                    if ((e == d && x.see[i][j]) || (withD & e))
                        continue;
                    unsigned ys = x.base[k] & ~withD & ~pairWith[std::size_t(digitIndex(e))];
                    if (x.see[i][k])
                        ys &= ~d;
                    if (x.see[j][k])
                        ys &= ~e;
                    if (e != d)
                        for (int t = 0; t < nTriples; ++t)
                            if ((triples[std::size_t(t)] & (d | e)) == (d | e))
                                ys &= ~(triples[std::size_t(t)] & ~(d | e));
                    if (!ys)
                        continue;
                    const unsigned fresh = ys & ~seen[k];
                    seen[i] |= d;
                    seen[j] |= e;
                    seen[k] |= fresh ? fresh & -fresh : ys & -ys;
                    found = true;
                }
                if (found)
                    break;
            }
            if (!found)
                return false;
        }
    }
    return true;
}

// The candidates of each base cell in some possible combination (one digit
// each, as a bit), looking at every combination: `used` gets bit k when
// excl[k] is the first excluder to rule one out.
std::array<unsigned, 3> survivors(const Combinations& x, unsigned& used)
{
    std::array<unsigned, 3> a {};
    for (unsigned r0 = x.base[0]; r0; r0 &= r0 - 1)
        for (unsigned r1 = x.base[1]; r1; r1 &= r1 - 1) {
            const unsigned d0 = r0 & -r0, d1 = r1 & -r1;
            if (d0 == d1 && x.see[0][1])
                continue;
            for (unsigned r2 = x.base[2]; r2; r2 &= r2 - 1) {
                const unsigned d2 = r2 & -r2;
                if ((d2 == d0 && x.see[0][2]) || (d2 == d1 && x.see[1][2]))
                    continue;
                const unsigned values = d0 | d1 | d2;
                int k = 0;
                while (k < x.count && (x.excl[std::size_t(k)] & ~values) != 0)
                    ++k;
                if (k < x.count) {
                    used |= 1U << k;
                    continue;
                }
                a[0] |= d0;
                a[1] |= d1;
                a[2] |= d2;
            }
        }
    return a;
}

// Step 3. The combinations of the base cells: which candidates of each
// survive, and which excluders rule something out; nothing when every
// candidate survives. Only an excluder whose candidates all lie in the base
// cells can take every candidate of a combination; with none of them two
// base cells cannot lose anything (each has two or more candidates, so one
// can always differ from the other's digit).
std::optional<Exclusion> combine(const Masks& mask, std::span<const Cell> cells, const CellSet& common)
{
    const std::size_t n = cells.size();
    Combinations x;
    x.base[2] = 1U << 9;
    unsigned digits = 0;
    for (std::size_t i = 0; i < n; ++i)
        digits |= x.base[i] = mask[std::size_t(cells[i])];
    std::array<Cell, 20> exclCell {};
    for (Cell e : common)
        if ((mask[std::size_t(e)] & ~digits) == 0) {
            exclCell[std::size_t(x.count)] = e;
            x.excl[std::size_t(x.count++)] = mask[std::size_t(e)];
        }
    if (x.count == 0 && n == 2)
        return std::nullopt;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < i; ++j)
            x.see[i][j] = x.see[j][i] = peers(cells[i]).test(cells[j]);
    if (allSurvive(x))
        return std::nullopt;
    unsigned used = 0;
    const std::array<unsigned, 3> allowed = survivors(x, used);
    if (allowed == x.base)
        return std::nullopt;
    Exclusion out { std::vector<Cell>(cells.begin(), cells.end()), {}, {} };
    for (std::size_t i = 0; i < n; ++i)
        for (Digit d = 0; d < 9; ++d)
            if (x.base[i] & ~allowed[i] & (1U << d))
                out.eliminations.set(candidateOf(cells[i], d));
    for (int k = 0; k < x.count; ++k)
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
// Of the third cells c of a < b, those for which (a, b) is that first pair:
//   c > b      all;
//   a < c < b  unless (a, c) reaches b: b is an excluder of a or of c;
//   c < a      unless (c, a) reaches b, or (c, b) reaches a.
// (x is an excluder of y when x is small and sees y.)
CellSet firstThirds(
    const std::array<CellSet, kCells>& excluders, const CellSet& small, Cell a, Cell b, const CellSet& thirds)
{
    CellSet after = thirds;
    after.resetBelow(b + 1);
    if (excluders[std::size_t(a)].test(b))
        return after;
    CellSet between = thirds - after;
    between.resetBelow(a + 1);
    CellSet before = thirds - after - between;
    if (small.test(b)) {
        between -= peers(b);
        before -= peers(b);
    }
    if (excluders[std::size_t(b)].test(a))
        before.clear();
    else if (small.test(a))
        before -= peers(a);
    return after | between | before;
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
        const int k = kBits9[mask[std::size_t(c)]];
        if (k >= 2 && k <= n)
            small.set(c);
    }
    for (Cell c = 0; c < kCells; ++c) {
        if (kBits9[mask[std::size_t(c)]] < 2)
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
            for (Cell c : firstThirds(excluders, small, a, b, twin)) {
                const CellSet common = ab & excluders[std::size_t(c)];
                if (!twoOrMore(common))
                    continue;
                const std::array<Cell, 3> cells = c < a ? std::array { c, a, b }
                    : c < b                             ? std::array { a, c, b }
                                                        : std::array { a, b, c };
                if (!tryCells(cells, common))
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
        technique(TechniqueId::AlignedPairExclusion, findAlignedExclusion),
        technique(TechniqueId::AlignedTripleExclusion, findAlignedExclusion),
    };
    return table;
}

} // namespace setwise
