// SPDX-License-Identifier: GPL-3.0-or-later
// XY-Wing, XYZ-Wing and W-Wing (HoDoKu's definitions, reglib 0800, 0801, 0803)
// as three cell or house truths and four links, rank 1: a target lies in two
// links of its digit and falls (docs/architecture.md, The one rule). Each target gets the links through
// it; targets with the same links share a reading, and the step is the union.
//
//   XY-Wing            XYZ-Wing              W-Wing
//   pivot  {xy}        pivot  {xyz}          A {xy} .. e1 ==x== e2 .. B {xy}
//   pincer {xz} -x-    pincer {xz} -x-       A sees e1, B sees e2, A not B;
//   pincer {yz} -y-    pincer {yz} -y-       e1, e2 the only x of a house
//   z gone from cells  z gone from cells     y gone from cells seeing A and B
//   seeing both        seeing all three
//   pincers
//
// As chains (drawn by the GUI): z p1 = x p1 - x pivot = y pivot - y p2 = z p2
// and y A = x A - x e1 = x e2 - x B = y B. The XYZ-Wing is no chain (its pivot
// has three digits): it is shown by its sets only.
#include "engine/wings/wings.h"

#include "engine/mask9.h"
#include "engine/tables.h"

#include <bit>

namespace setwise
{

namespace
{

// A cell's live digits (bit d), from the context: a cell constraint's
// members are its digits in order (State::cellMask without the call).
unsigned maskOf(const Context& ctx, Cell c)
{
    return ctx.liveMask(cellConstraint(c));
}

std::vector<Cell> bivalueCells(const Context& ctx)
{
    std::vector<Cell> out;
    for (Cell c = 0; c < kCells; ++c)
        if (ctx.state().isEmpty(c) && kBits9[maskOf(ctx, c)] == 2)
            out.push_back(c);
    return out;
}

Digit digitOfMask(unsigned m)
{
    return std::countr_zero(m);
}

CellSet cells(std::initializer_list<Cell> cs)
{
    CellSet out;
    for (Cell c : cs)
        out.set(c);
    return out;
}

// One wing: the links each target needs (`needs`), evaluated with the truths
// into one step, drawn as `chain` (candidates, strong and weak links
// alternating from a strong one; empty: no chain) and handed to the sink.
// False once the sink is full.
template <typename Needs>
bool offer(const State& s, std::string_view technique, std::vector<Constraint> truths, const CellSet& targets,
    Needs needs, const std::vector<Candidate>& chain, StepSink& sink)
{
    std::vector<std::vector<Constraint>> lists;
    for (Cell t : targets)
        lists.push_back(placeLinks(needs(t)));
    Step step = wingStep(s, std::string(technique), truths, std::move(lists));
    if (!step.hasConclusions())
        return true;
    for (std::size_t i = 0; i < chain.size(); ++i) {
        CandidateSet x;
        x.set(chain[i]);
        step.chainNodes.push_back({ ChainNode::Kind::Candidate, x, {} });
        if (i > 0)
            step.links.push_back({ int(i) - 1, int(i), i % 2 == 1 });
    }
    return sink.add(std::move(step));
}

// pivot {xy}, p1 {xz}, p2 {yz}: x is the pivot's lower digit, so each wing is
// found once.
void findXyWing(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const std::vector<Cell> bivalue = bivalueCells(ctx);
    for (Cell pivot : bivalue) {
        const unsigned m = maskOf(ctx, pivot);
        const Digit x = digitOfMask(m), y = digitOfMask(m & (m - 1));
        for (Cell p1 : bivalue) {
            const unsigned m1 = maskOf(ctx, p1);
            if (!peers(pivot).test(p1) || (m1 & m) != (1U << x))
                continue;
            const Digit z = digitOfMask(m1 & ~m);
            for (Cell p2 : bivalue) {
                if (!peers(pivot).test(p2) || maskOf(ctx, p2) != ((1U << y) | (1U << z)))
                    continue;
                const CellSet targets = ctx.cellsWith(z) & peers(p1) & peers(p2);
                if (targets.none() || req.options.cancelled())
                    continue;
                auto needs = [&](Cell t) {
                    return std::vector<LinkNeed> { { x, cells({ pivot, p1 }) }, { y, cells({ pivot, p2 }) },
                        { z, cells({ p1, t }) }, { z, cells({ p2, t }) } };
                };
                if (!offer(s, req.technique, { cellConstraint(pivot), cellConstraint(p1), cellConstraint(p2) }, targets,
                        needs,
                        { candidateOf(p1, z), candidateOf(p1, x), candidateOf(pivot, x), candidateOf(pivot, y),
                            candidateOf(p2, y), candidateOf(p2, z) },
                        sink))
                    return;
            }
        }
    }
}

// pivot {xyz}, pincers {xz} and {yz} seeing it (p1 < p2); the pivot's z
// shares the z link of the pincer in its house with the target.
void findXyzWing(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const std::vector<Cell> bivalue = bivalueCells(ctx);
    for (Cell pivot = 0; pivot < kCells; ++pivot) {
        const unsigned m = maskOf(ctx, pivot);
        if (!s.isEmpty(pivot) || kBits9[m] != 3)
            continue;
        std::vector<Cell> pincers;
        for (Cell c : bivalue)
            if (peers(pivot).test(c) && (maskOf(ctx, c) & ~m) == 0)
                pincers.push_back(c);
        for (std::size_t i = 0; i < pincers.size(); ++i)
            for (std::size_t j = i + 1; j < pincers.size(); ++j) {
                const Cell p1 = pincers[i], p2 = pincers[j];
                const unsigned m1 = maskOf(ctx, p1), m2 = maskOf(ctx, p2);
                if (m1 == m2)
                    continue;
                const Digit z = digitOfMask(m1 & m2);
                const Digit x = digitOfMask(m1 & ~m2), y = digitOfMask(m2 & ~m1);
                const CellSet targets = ctx.cellsWith(z) & peers(pivot) & peers(p1) & peers(p2);
                if (targets.none() || req.options.cancelled())
                    continue;
                auto needs = [&](Cell t) {
                    const bool withP1 = !housesHolding(cells({ pivot, p1, t })).empty();
                    return std::vector<LinkNeed> { { x, cells({ pivot, p1 }) }, { y, cells({ pivot, p2 }) },
                        { z, withP1 ? cells({ pivot, p1, t }) : cells({ p1, t }) },
                        { z, withP1 ? cells({ p2, t }) : cells({ pivot, p2, t }) } };
                };
                if (!offer(s, req.technique, { cellConstraint(pivot), cellConstraint(p1), cellConstraint(p2) }, targets,
                        needs, {}, sink))
                    return;
            }
    }
}

// A strong link: digit d's only two live cells in house h.
struct StrongLink {
    House h;
    Cell e1, e2;
};

void findWWing(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const std::vector<Cell> bivalue = bivalueCells(ctx);
    std::array<std::vector<StrongLink>, 9> strong;
    for (Digit d = 0; d < 9; ++d)
        for (House h = 0; h < 27; ++h) {
            const CellSet in = ctx.cellsWith(d) & houseCells(h);
            if (in.count() == 2) {
                const Cell e1 = in.first();
                strong[std::size_t(d)].push_back({ h, e1, (in - cells({ e1 })).first() });
            }
        }
    for (std::size_t i = 0; i < bivalue.size(); ++i)
        for (std::size_t j = i + 1; j < bivalue.size(); ++j) {
            const Cell a = bivalue[i], b = bivalue[j];
            const unsigned m = maskOf(ctx, a);
            if (maskOf(ctx, b) != m || peers(a).test(b))
                continue;
            for (unsigned xs = m; xs; xs &= xs - 1) {
                const Digit x = digitOfMask(xs), y = digitOfMask(m & ~(1U << x));
                const CellSet targets = ctx.cellsWith(y) & peers(a) & peers(b);
                if (targets.none() || req.options.cancelled())
                    continue;
                for (const StrongLink& l : strong[std::size_t(x)]) {
                    if (l.e1 == a || l.e1 == b || l.e2 == a || l.e2 == b)
                        continue;
                    Cell ea = l.e1, eb = l.e2; // ea sees a, eb sees b
                    if (!(peers(a).test(ea) && peers(b).test(eb)))
                        std::swap(ea, eb);
                    if (!(peers(a).test(ea) && peers(b).test(eb)))
                        continue;
                    auto needs = [&](Cell t) {
                        return std::vector<LinkNeed> { { x, cells({ a, ea }) }, { x, cells({ b, eb }) },
                            { y, cells({ a, t }) }, { y, cells({ b, t }) } };
                    };
                    if (!offer(s, req.technique, { cellConstraint(a), cellConstraint(b), digitLink(l.h, x) }, targets,
                            needs,
                            { candidateOf(a, y), candidateOf(a, x), candidateOf(ea, x), candidateOf(eb, x),
                                candidateOf(b, x), candidateOf(b, y) },
                            sink))
                        return;
                }
            }
        }
}

} // namespace

std::span<const Technique> wingTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::XyWing, findXyWing),
        technique(TechniqueId::XyzWing, findXyzWing),
        technique(TechniqueId::WWing, findWWing),
    };
    return table;
}

} // namespace setwise
