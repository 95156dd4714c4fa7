// SPDX-License-Identifier: GPL-3.0-or-later
// An ALS pattern as truths and links, evaluated by the one rule (docs/architecture.md, The one rule).
//
// Truths: every cell of every ALS (and the stem cell of a blossom). Links, per
// ALS, one house-digit constraint for each of its n + 1 digits:
//
//   RCC digit x of A -x- B    the house holding the x cells of A and B (they all
//                             see each other, so one house holds them: the
//                             maximal cliques of the Sudoku graph are houses)
//   stem digit d of a petal   the house holding the stem and the petal's d cells
//   target digit z of an end  the house holding the end's z cells and the target
//                             (again a clique: the target sees them all)
//   any other digit           the ALS's own house (or a line or box holding
//                             the digit's cells, see below)
//
// Counting, for a chain of k ALSs with N cells: sum(n_i + 1) = N + k links less
// the k - 1 shared RCC links gives N + 1: rank 1, and a target lies in the z
// links of both ends. For a blossom with m stem digits: N + 1 truths (stem
// included) and N + m links: rank m - 1, and a target lies in the m z links of
// the petals. evaluate() proves the eliminations; a target that needs other z
// links (another house of the ends) gets a reading of its own, and the step's
// conclusions are the union of its readings.
//
// Choice of houses: where a need has several houses (cells in a box-line
// intersection), placeLinks takes one that no other link of the pattern uses,
// then the one whose live candidates outside the truths cross the fewest other
// links of their digit: every crossing (a candidate in two links of a rank-1
// pattern) is an extra elimination evaluate() proves but HoDoKu does not list
// (an ALS-XZ inside the wing). Links that cannot be told apart are listed once:
// a lower rank (an ALS loop), proven the same way.
//
// The YAS manual's XY-chain (four cell truths, five links, rank 1) is the case where
// every ALS is one bivalue cell.
#include "engine/als/als.h"

#include "engine/tables.h"

#include <algorithm>
#include <climits>

namespace setwise
{

namespace
{

// A link to place: digit d, the cells it must hold, the house to try first.
struct LinkNeed {
    Digit d;
    CellSet cells;
    House preferred;
};

Constraint digitLink(House h, Digit d)
{
    return houseConstraint(ConstraintKind(1 + h / 9), d, h % 9);
}

// The houses holding every cell of a need: preferred first, then the row,
// column and box of its first cell.
std::vector<House> housesFor(const LinkNeed& n)
{
    std::vector<House> out;
    const Cell c = n.cells.first();
    for (House h : { n.preferred, House(rowOf(c)), House(9 + colOf(c)), House(18 + boxOf(c)) })
        if (h >= 0 && n.cells.isSubsetOf(houseCells(h)) && std::find(out.begin(), out.end(), h) == out.end())
            out.push_back(h);
    return out;
}

// One house-digit constraint per need, the needs with the fewest houses first.
// Among a need's houses not taken yet, the one adding the fewest live
// candidates outside the truths to those already covered (each such crossing
// is an extra elimination beyond the pattern's own, e.g. an ALS-XZ inside a
// wing); when every house is taken, the need shares it (a lower rank, proven
// the same way). Empty when some need has no house (cannot happen for the
// cliques we build).
std::vector<Constraint> placeLinks(const std::vector<LinkNeed>& needs, const CandidateSet& outside)
{
    std::vector<std::vector<House>> options;
    std::vector<std::size_t> order;
    for (const LinkNeed& n : needs) {
        order.push_back(options.size());
        options.push_back(housesFor(n));
        if (options.back().empty())
            return {};
    }
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return options[a].size() < options[b].size(); });
    std::vector<Constraint> out;
    CandidateSet covered;
    for (std::size_t i : order) {
        Constraint pick = digitLink(options[i].front(), needs[i].d);
        int best = INT_MAX;
        for (House h : options[i]) {
            const Constraint k = digitLink(h, needs[i].d);
            if (std::find(out.begin(), out.end(), k) != out.end())
                continue;
            const int crossings = (candidatesOf(k) & covered & outside).count();
            if (crossings < best) {
                best = crossings;
                pick = k;
            }
        }
        if (std::find(out.begin(), out.end(), pick) == out.end()) {
            out.push_back(pick);
            covered |= candidatesOf(pick);
        }
    }
    return out;
}

CandidateSet candidatesIn(const Als& a, unsigned digits)
{
    CandidateSet out;
    for (Digit d = 0; d < 9; ++d)
        if (digits >> d & 1U)
            for (Cell c : a.cellsWith[std::size_t(d)])
                out.set(candidateOf(c, d));
    return out;
}

} // namespace

Step alsStep(const AlsIndex& index, const AlsPattern& p, std::string technique)
{
    const bool blossom = p.stem >= 0;
    const std::size_t k = p.als.size();
    auto als = [&](std::size_t i) -> const Als& { return index.als[std::size_t(p.als[i])]; };
    auto isEnd = [&](std::size_t i) { return blossom || i == 0 || i + 1 == k; };

    // Step 1. Truths: the stem, then every ALS cell in pattern order.
    std::vector<Constraint> bases;
    CellSet used;
    if (blossom) {
        bases.push_back(cellConstraint(p.stem));
        used.set(p.stem);
    }
    for (std::size_t i = 0; i < k; ++i)
        for (Cell c : als(i).cells - used) { // the ends of a chain may share cells: one truth each
            bases.push_back(cellConstraint(c));
            used.set(c);
        }

    // Step 2. The links every reading shares: RCC (or stem) links first;
    // the digits each ALS covers in its own house are added per reading.
    std::vector<LinkNeed> shared;
    std::vector<unsigned> homeDigits(k);
    for (std::size_t i = 0; i < k; ++i) {
        const Als& a = als(i);
        unsigned linked = 0;
        if (blossom) {
            const Digit d = p.rcc[i];
            CellSet cells = a.cellsWith[std::size_t(d)];
            cells.set(p.stem);
            shared.push_back({ d, cells, a.house });
            linked = 1U << d;
        } else {
            if (i > 0)
                linked |= 1U << p.rcc[i - 1];
            if (i + 1 < k) {
                const Digit x = p.rcc[i];
                shared.push_back({ x, a.cellsWith[std::size_t(x)] | als(i + 1).cellsWith[std::size_t(x)], a.house });
                linked |= 1U << x;
            }
        }
        homeDigits[i] = a.digits & ~linked;
    }

    // Step 3. Per target (digit z, cell t): the z links holding t with the z
    // cells of each end ALS, then the home links. Targets with the same links
    // share one reading.
    CandidateSet outside = index.state.live();
    for (Constraint b : bases)
        outside -= candidatesOf(b);
    std::vector<std::vector<Constraint>> groups;
    std::vector<Digit> groupDigit;
    for (Digit z = 0; z < 9; ++z) {
        if (!(p.zMask >> z & 1U))
            continue;
        CellSet targets = index.cellsWith[std::size_t(z)];
        for (std::size_t i = 0; i < k; ++i)
            if (isEnd(i))
                targets &= als(i).seesAll[std::size_t(z)];
        if (blossom)
            targets -= used;
        for (Cell t : targets) {
            std::vector<LinkNeed> needs = shared;
            for (std::size_t i = 0; i < k; ++i)
                if (isEnd(i)) {
                    CellSet cells = als(i).cellsWith[std::size_t(z)];
                    cells.set(t);
                    needs.push_back({ z, cells, als(i).house });
                }
            for (std::size_t i = 0; i < k; ++i)
                for (Digit d = 0; d < 9; ++d)
                    if ((homeDigits[i] >> d & 1U) && !(isEnd(i) && d == z))
                        needs.push_back({ d, als(i).cellsWith[std::size_t(d)], als(i).house });
            std::vector<Constraint> covers = placeLinks(needs, outside);
            if (covers.empty())
                continue;
            std::sort(covers.begin(), covers.end());
            if (std::find(groups.begin(), groups.end(), covers) == groups.end()) {
                groups.push_back(std::move(covers));
                groupDigit.push_back(z);
            }
        }
    }

    // Step 4. One evaluation per group.
    std::vector<Evaluation> readings;
    unsigned zUsed = 0;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        auto e = evaluate(index.state, bases, groups[g]);
        if (!e || e->eliminations.none())
            continue;
        zUsed |= 1U << groupDigit[g];
        readings.push_back(std::move(*e));
    }
    if (readings.empty())
        return {};
    Step step = makeStep(std::move(technique), std::move(readings));

    // Step 5. Chain nodes for drawing and the one-liners: a chain is, per ALS,
    // the node it is entered by and the node it is left by (strong inside the
    // ALS, weak between ALSs); a blossom is the stem, then per petal its stem
    // digit node (weak to the stem) and its z node (strong inside the petal).
    using Kind = ChainNode::Kind;
    if (blossom) {
        step.chainNodes.push_back({ Kind::Candidate, index.state.live() & candidatesOf(cellConstraint(p.stem)), {} });
        for (std::size_t i = 0; i < k; ++i) {
            const int at = int(step.chainNodes.size());
            step.chainNodes.push_back({ Kind::Als, candidatesIn(als(i), 1U << p.rcc[i]), als(i).cells });
            step.chainNodes.push_back({ Kind::Als, candidatesIn(als(i), zUsed), als(i).cells });
            step.links.push_back({ 0, at, false });
            step.links.push_back({ at, at + 1, true });
        }
    } else {
        for (std::size_t i = 0; i < k; ++i) {
            const unsigned in = i == 0 ? zUsed : 1U << p.rcc[i - 1];
            const unsigned out = i + 1 == k ? zUsed : 1U << p.rcc[i];
            const int at = int(step.chainNodes.size());
            step.chainNodes.push_back({ Kind::Als, candidatesIn(als(i), in), als(i).cells });
            step.chainNodes.push_back({ Kind::Als, candidatesIn(als(i), out), als(i).cells });
            if (i > 0)
                step.links.push_back({ at - 1, at, false });
            step.links.push_back({ at, at + 1, true });
        }
    }
    return step;
}

} // namespace setwise
