// SPDX-License-Identifier: GPL-3.0-or-later
// ALS-XZ (HoDoKu's definition, reglib 0901) over the ALS index of engine/als/:
// two disjoint almost locked sets A and B with a restricted common x.
//
//   singly linked  x is true in at most one of A and B, so the other holds its
//                  n digits locked: a z common to both (not x) is true in A or
//                  in B. Truths: the cells of A and B; links: the x link, a z
//                  link through each target from each ALS, every other digit
//                  in its ALS's house: rank 1 (engine/als/ builds it, alsStep).
//   doubly linked  two RCCs x1, x2: A and B are locked together; every digit
//                  falls outside them. Links: the two RCC links and every other
//                  digit of each ALS in a house holding its cells: rank 0, every
//                  link eliminates; each choice of houses is a reading.
//
// Patterns are handed out fewest cells first. Three RCCs would mean the two
// ALSs cannot both hold (no solution); such a pair is skipped.
#include "engine/als/als.h"
#include "engine/wings/wings.h"

#include "engine/mask9.h"
#include "engine/tables.h"

#include <algorithm>
#include <bit>

namespace setwise
{

namespace
{

struct Pair {
    int a, b;
    unsigned rcc;
    unsigned z; // singly linked: the z digits with a target
    int cells;
};

CandidateSet candidatesIn(const Als& a, unsigned digits)
{
    CandidateSet out;
    for (unsigned m = digits & a.digits; m; m &= m - 1) {
        const Digit d = std::countr_zero(m);
        for (Cell c : a.cellsWith[std::size_t(d)])
            out.set(candidateOf(c, d));
    }
    return out;
}

// Whether a doubly linked pair removes anything: an RCC candidate seeing every
// one of it in A and B, or another digit seeing every one of it in its ALS.
bool doublyHasTargets(const AlsIndex& ix, const Als& a, const Als& b, unsigned rcc)
{
    for (Digit d = 0; d < 9; ++d) {
        const auto i = std::size_t(d);
        if (rcc >> d & 1U) {
            if ((ix.cellsWith[i] & a.seesAll[i] & b.seesAll[i]).any())
                return true;
            continue;
        }
        if (((a.digits >> d & 1U) && (ix.cellsWith[i] & a.seesAll[i]).any())
            || ((b.digits >> d & 1U) && (ix.cellsWith[i] & b.seesAll[i]).any()))
            return true;
    }
    return false;
}

Step doublyLinked(const AlsIndex& ix, const Als& a, const Als& b, unsigned rcc, std::string technique)
{
    std::vector<Constraint> truths;
    for (Cell c : a.cells | b.cells)
        truths.push_back(cellConstraint(c));
    std::vector<LinkNeed> needs;
    for (Digit d = 0; d < 9; ++d) {
        const auto i = std::size_t(d);
        if (rcc >> d & 1U) {
            needs.push_back({ d, a.cellsWith[i] | b.cellsWith[i] });
            continue;
        }
        if (a.digits >> d & 1U)
            needs.push_back({ d, a.cellsWith[i] });
        if (b.digits >> d & 1U)
            needs.push_back({ d, b.cellsWith[i] });
    }
    // A need of one cell has three houses, of cells in a box-line intersection two.
    std::vector<std::vector<Constraint>> lists;
    for (int option = 0; option < 3; ++option)
        lists.push_back(placeLinks(needs, option));
    Step step = wingStep(ix.state, std::move(technique), truths, std::move(lists));
    if (!step.hasConclusions())
        return step;
    // Drawn as a loop: A =x2= A -x1- B =x1= B -x2- A.
    const Digit x1 = std::countr_zero(rcc), x2 = std::countr_zero(rcc & (rcc - 1));
    using Kind = ChainNode::Kind;
    step.chainNodes
        = { { Kind::Als, candidatesIn(a, 1U << x2), a.cells }, { Kind::Als, candidatesIn(a, 1U << x1), a.cells },
              { Kind::Als, candidatesIn(b, 1U << x1), b.cells }, { Kind::Als, candidatesIn(b, 1U << x2), b.cells } };
    step.links = { { 0, 1, true }, { 1, 2, false }, { 2, 3, true }, { 3, 0, false } };
    return step;
}

void findAlsXz(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const AlsIndex& ix = alsIndex(ctx);
    // Step 1. Pairs with an elimination in sight, fewest cells first.
    std::vector<Pair> pairs;
    for (std::size_t i = 0; i < ix.als.size(); ++i)
        for (const AlsNeighbour& nb : ix.neighbours[i]) {
            if (nb.als < int(i))
                continue;
            const Als& a = ix.als[i];
            const Als& b = ix.als[std::size_t(nb.als)];
            const int n = kBits9[nb.rcc];
            if (n == 2) {
                if (doublyHasTargets(ix, a, b, nb.rcc))
                    pairs.push_back({ int(i), nb.als, nb.rcc, 0, a.size() + b.size() });
                continue;
            }
            if (n != 1)
                continue;
            unsigned z = 0;
            for (unsigned m = a.digits & b.digits & ~nb.rcc; m; m &= m - 1) {
                const auto d = std::size_t(std::countr_zero(m));
                if ((ix.cellsWith[d] & a.seesAll[d] & b.seesAll[d]).any())
                    z |= 1U << d;
            }
            if (z)
                pairs.push_back({ int(i), nb.als, nb.rcc, z, a.size() + b.size() });
        }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& p, const Pair& q) { return p.cells < q.cells; });
    // Step 2. Truths and links, evaluated.
    for (const Pair& p : pairs) {
        if (req.options.cancelled())
            return;
        Step step = p.z
            ? alsStep(ix, AlsPattern { -1, { p.a, p.b }, { Digit(std::countr_zero(p.rcc)) }, p.z, p.cells },
                std::string(req.technique))
            : doublyLinked(ix, ix.als[std::size_t(p.a)], ix.als[std::size_t(p.b)], p.rcc, std::string(req.technique));
        if (step.hasConclusions() && !sink.add(std::move(step)))
            return;
    }
}

} // namespace

std::span<const Technique> setWingTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::SueDeCoq, findSueDeCoq),
        technique(TechniqueId::AlsXz, findAlsXz),
    };
    return table;
}

} // namespace setwise
