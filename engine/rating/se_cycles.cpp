// SPDX-License-Identifier: GPL-3.0-or-later
// SE 1.2.1's Y-cycles for the SE path (se_rating.h): loops whose strong links
// all join the two digits of a bivalue cell.
#include "engine/chains/chain_search.h"
#include "engine/rating/se_rating.h"

namespace setwise
{

// SE's cycle search with Y links only (strong links in bivalue cells, weak
// links between cells on one digit) is a breadth-first search from each
// candidate of a bivalue cell: a node reached true that sees the start closes
// a loop. SE rates such a loop as an X-cycle, 6.5 plus its length, while
// Setwise's nice-loop search keeps the shortest chain between two ends, which
// is often a mixed loop (7.0 and up) through a bilocal digit. The loop is
// proved by evaluate() like any continuous nice loop (chainStep).
std::optional<Step> seEasiestYCycle(const Context& ctx, int below)
{
    const LinkGraph& g = linkGraph(ctx);
    const ChainMode mode { false, true, false, false, true };
    const State& s = ctx.state();
    std::optional<Step> best;
    int bestTenths = below;
    const CandidateSet none;
    for (Candidate x : g.live()) {
        if ((s.live() & candidatesOf(cellConstraint(cellOf(x)))).count() != 2)
            continue;
        const int source = int(x);
        searchChains(g, mode, std::span<const int>(&source, 1), 2 * kCells, none, [&](const Chain& c) {
            // A loop of n nodes is SE's cycle of n potentials, length n - 2.
            const int nodes = int(c.nodes.size());
            if (c.length() < 3 || c.length() % 2 == 0 || 65 + seLengthTenths(nodes - 2) >= bestTenths)
                return true;
            if (!closesLoop(g, c))
                return true;
            if (std::optional<Step> step = chainStep(ctx, g, c, "continuous-nice-loop", {}, true)) {
                const int tenths = seStepTenths(*step);
                if (tenths < bestTenths) {
                    bestTenths = tenths;
                    best = std::move(step);
                }
            }
            return true;
        });
    }
    return best;
}

} // namespace setwise
