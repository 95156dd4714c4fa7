// SPDX-License-Identifier: GPL-3.0-or-later
// 3D Medusa (SudokuWiki, "3D Medusa"): simple colouring lifted into the third
// dimension. A cluster is a connected set of live candidates joined by strong
// links of any kind, a bivalue cell or a bilocal house-digit, coloured in two
// alternating colours; exactly one colour is all true. SudokuWiki's six rules:
//
//   1  twice in a cell       two candidates of one colour in one cell
//   2  twice in a unit       two candidates of one colour and digit in a house
//   3  two colours in a cell the cell's other candidates are false
//   4  two colours elsewhere a candidate seeing both colours (its digit) is false
//   5  two colours unit+cell a candidate seeing one colour in a house and the
//                            other in its own cell is false
//   6  cell emptied by colour an uncoloured cell whose every candidate sees
//                            (same digit) one colour: that colour is false
//
// Rules 1, 2 and 6 make a colour false (and the other true). They are proven
// by the exact evaluation of the cluster's strong links as bases (each holds
// exactly its two coloured candidates, so the sub-puzzle has the two
// colourings only) with the clash as a cover (rule 6: the emptied cell as a
// base and, per candidate of it, the house holding it and the colour it sees
// as a cover). Rules 3-5 eliminate candidates outside the cluster seeing both
// colours (a cell-mate or a same-digit peer); each is proven by the shortest
// alternating chain inside the cluster whose ends see it (an AIC: counting
// rule, rank 1), as simple colours are (colouring.cpp).
#include "engine/chains/chains.h"
#include "engine/exotic/exotic.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace setwise
{

namespace
{

struct MedusaCluster {
    CandidateSet colour[2];
    std::vector<Constraint> links; // the strong links (bivalue cells, bilocal house-digits)
    std::vector<Candidate> order; // the candidates in colouring order
    CandidateSet all() const { return colour[0] | colour[1]; }
};

// Clusters over every strong link; a cluster with an odd cycle is dropped
// (its colouring is not two-sided; the forcing finders see such states).
std::vector<MedusaCluster> medusaClusters(const Context& ctx)
{
    const CandidateSet& live = ctx.state().live();
    std::vector<MedusaCluster> out;
    CandidateSet done;
    std::array<signed char, kCandidates> colourOf {};
    colourOf.fill(-1);
    std::vector<Candidate> stack;
    for (Candidate start : live) {
        if (done.test(start))
            continue;
        // A candidate with no conjugate link is a cluster of one colour (dropped below).
        const auto& ks = constraintsOf(start);
        if (std::none_of(ks.begin(), ks.end(), [&](Constraint k) { return ctx.liveCount(k) == 2; })) {
            done.set(start);
            continue;
        }
        MedusaCluster c;
        ConstraintSet used;
        bool odd = false;
        stack.assign(1, start);
        done.set(start);
        colourOf[std::size_t(start)] = 0;
        while (!stack.empty()) {
            const Candidate y = stack.back();
            stack.pop_back();
            const int col = colourOf[std::size_t(y)];
            c.colour[col].set(y);
            c.order.push_back(y);
            for (Constraint k : constraintsOf(y)) {
                if (ctx.liveCount(k) != 2)
                    continue;
                if (!used.test(k)) {
                    used.set(k);
                    c.links.push_back(k);
                }
                // The other live candidate of k (two live: y and z).
                const std::array<Candidate, 9>& member = members(k);
                for (unsigned m = ctx.liveMask(k); m; m &= m - 1) {
                    const Candidate z = member[std::size_t(std::countr_zero(m))];
                    if (z == y)
                        continue;
                    if (!done.test(z)) {
                        done.set(z);
                        colourOf[std::size_t(z)] = static_cast<signed char>(1 - col);
                        stack.push_back(z);
                    } else if (colourOf[std::size_t(z)] == col)
                        odd = true;
                }
            }
        }
        if (!odd && c.colour[1].any())
            out.push_back(std::move(c));
    }
    return out;
}

// A house-digit constraint holding two candidates of one digit that see each other.
Constraint houseHolding(Candidate a, Candidate b)
{
    for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
        if (const Constraint k = sharedConstraint(a, b, kind); k >= 0)
            return k;
    return -1;
}

// The cluster drawn as nodes (the false colour first when one is known) and
// its strong links.
void drawCluster(const MedusaCluster& c, int falseColour, Step& step)
{
    std::vector<Candidate> order;
    for (Candidate x : c.order)
        if (c.colour[falseColour].test(x)) {
            order.push_back(x);
            break;
        }
    for (Candidate x : c.order)
        if (order.empty() || x != order.front())
            order.push_back(x);
    std::array<int, kCandidates> index {};
    index.fill(-1);
    step.chainNodes.clear();
    step.links.clear();
    for (Candidate x : order) {
        index[std::size_t(x)] = int(step.chainNodes.size());
        CandidateSet one;
        one.set(x);
        step.chainNodes.push_back({ ChainNode::Kind::Candidate, one, {} });
    }
    for (Constraint k : c.links) {
        std::vector<int> ends;
        for (Candidate x : candidatesOf(k))
            if (index[std::size_t(x)] >= 0 && c.all().test(x))
                ends.push_back(index[std::size_t(x)]);
        if (ends.size() == 2)
            step.links.push_back({ std::min(ends[0], ends[1]), std::max(ends[0], ends[1]), true });
    }
    // The first link leaves the first node, so parity starts from it.
    for (std::size_t i = 0; i < step.links.size(); ++i)
        if (step.links[i].from == 0 || step.links[i].to == 0) {
            std::swap(step.links[i], step.links.front());
            if (step.links.front().from != 0)
                std::swap(step.links.front().from, step.links.front().to);
            break;
        }
}

// Rules 1, 2 and 6: colour k is false. `clash` holds the covers that make it
// so; `emptied` the cell that colour k empties (rule 6), or -1.
bool emitWrap(const Context& ctx, const MedusaCluster& c, int k, int rule, const std::vector<Constraint>& clash,
    Cell emptied, std::string_view id, StepSink& sink)
{
    std::vector<Constraint> bases = c.links;
    if (emptied >= 0)
        bases.push_back(cellConstraint(emptied));
    auto step = exotic::proveStructure(ctx, std::string(id), bases, clash, c.colour[k], c.colour[1 - k]);
    if (!step)
        return true;
    drawCluster(c, k, *step);
    step->justification = "3D Medusa rule " + std::to_string(rule) + ": one colour would "
        + (rule == 1        ? "fill a cell twice"
                : rule == 2 ? "fill a house twice"
                            : "empty " + cellName(emptied))
        + ", so the other colour is true";
    step->forcingText = "3D Medusa (rule " + std::to_string(rule) + "): " + exotic::conclusionText(*step);
    return sink.add(std::move(*step));
}

// Rules 3-5: candidates outside the cluster seeing both colours.
bool emitTrap(const Context& ctx, const LinkGraph& g, const MedusaCluster& c, int rule, const CandidateSet& targets,
    std::string_view id, StepSink& sink)
{
    if (targets.none())
        return true;
    ChainMode mode;
    const CandidateSet allowed = c.all();
    mode.allowed = &allowed;
    auto step = targetsStep(ctx, g, mode, targets, std::string(id));
    if (!step)
        return true;
    step->justification = "3D Medusa rule " + std::to_string(rule) + ": "
        + (rule == 3        ? "both colours in the cell"
                : rule == 4 ? "the candidate sees both colours"
                            : "the candidate sees one colour in a house and the other in its cell");
    return sink.add(std::move(*step));
}

} // namespace

void findMedusa(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const std::string_view id = req.technique;
    for (const MedusaCluster& c : medusaClusters(ctx)) {
        if (sink.full() || req.options.cancelled())
            return;
        // Per colour and digit its cells, per colour and cell its candidates.
        std::array<std::array<CellSet, 9>, 2> colourCells {};
        std::array<std::array<std::uint8_t, kCells>, 2> inCell {};
        CellSet clusterCells; // the cells holding a candidate of the cluster
        for (std::size_t k = 0; k < 2; ++k)
            for (Candidate x : c.colour[k]) {
                colourCells[k][std::size_t(digitOf(x))].set(cellOf(x));
                ++inCell[k][std::size_t(cellOf(x))];
                clusterCells.set(cellOf(x));
            }
        // Step 1. A colour twice in a cell (rule 1) or in a house (rule 2).
        const auto twice = [&](std::size_t k, Candidate x, Constraint h) {
            const Cell cell = cellOf(x);
            switch (kindOf(h)) {
            case ConstraintKind::Cell:
                return inCell[k][std::size_t(cell)] > 1;
            case ConstraintKind::Row:
                return (colourCells[k][std::size_t(digitOf(x))] & houseCells(rowOf(cell))).count() > 1;
            case ConstraintKind::Column:
                return (colourCells[k][std::size_t(digitOf(x))] & houseCells(9 + colOf(cell))).count() > 1;
            default:
                return (colourCells[k][std::size_t(digitOf(x))] & houseCells(18 + boxOf(cell))).count() > 1;
            }
        };
        bool wrapped = false;
        for (int k = 0; k < 2 && !wrapped; ++k)
            for (Candidate x : c.colour[k]) {
                for (Constraint h : constraintsOf(x))
                    if (twice(std::size_t(k), x, h)) {
                        wrapped = true;
                        if (!emitWrap(ctx, c, k, kindOf(h) == ConstraintKind::Cell ? 1 : 2, { h }, -1, id, sink))
                            return;
                        break;
                    }
                if (wrapped)
                    break;
            }
        // Step 2. A cell emptied by one colour (rule 6): z's same-digit peers
        // of colour k are peers(z's cell) among the colour's cells of z's digit.
        // Only empty cells without a candidate of the cluster can be emptied.
        std::vector<Constraint> clash;
        for (Cell cell : ctx.emptyCells() - clusterCells) {
            if (wrapped)
                break;
            for (int k = 0; k < 2 && !wrapped; ++k) {
                clash.clear();
                // The cell's live candidates in order (its members are its digits).
                for (unsigned m = ctx.liveMask(cellConstraint(cell)); m; m &= m - 1) {
                    const Candidate z = members(cellConstraint(cell))[std::size_t(std::countr_zero(m))];
                    const CellSet seen = peers(cell) & colourCells[std::size_t(k)][std::size_t(digitOf(z))];
                    if (seen.none())
                        break;
                    clash.push_back(houseHolding(z, candidateOf(seen.first(), digitOf(z))));
                }
                if (int(clash.size()) != ctx.liveCount(cellConstraint(cell)))
                    continue;
                wrapped = true;
                if (!emitWrap(ctx, c, k, 6, clash, cell, id, sink))
                    return;
            }
        }
        if (wrapped)
            continue;
        // Step 3. Candidates seeing both colours, by rule.
        // (x sees a candidate of a colour when that candidate sees x: the
        // candidates each colour sees, one union per colour candidate.)
        const CandidateSet all = c.all();
        CandidateSet rules[3], seen[2];
        for (std::size_t k = 0; k < 2; ++k)
            for (Candidate y : c.colour[k])
                seen[k] |= seenBy(y);
        for (Candidate x : (s.live() - all) & seen[0] & seen[1]) {
            // x is outside the cluster: its cell holds both colours (rule 3),
            // or its digit's peers do (rule 4), from the per-colour tables.
            const auto cell = std::size_t(cellOf(x));
            const auto digit = std::size_t(digitOf(x));
            if (inCell[0][cell] > 0 && inCell[1][cell] > 0)
                rules[0].set(x);
            else if (peers(cellOf(x)).intersects(colourCells[0][digit])
                && peers(cellOf(x)).intersects(colourCells[1][digit]))
                rules[1].set(x);
            else
                rules[2].set(x);
        }
        const LinkGraph& g = linkGraph(ctx);
        for (int r = 0; r < 3; ++r)
            if (!emitTrap(ctx, g, c, r + 3, rules[r], id, sink))
                return;
    }
}

} // namespace setwise
