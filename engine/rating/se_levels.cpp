// SPDX-License-Identifier: GPL-3.0-or-later
// SE's nesting levels as a search of the rater's own (se_levels.h): the
// search over the levels and the hint's step; the branches it runs are
// se_level_net.h's.
#include "engine/rating/se_levels.h"

#include "engine/forcing/forcing_step.h"
#include "engine/rating/se_level_net.h"
#include "engine/rating/se_rating.h"
#include "engine/tables.h"

#include <climits>
#include <vector>

namespace setwise
{

using se_levels::asBranch;
using se_levels::branch;
using se_levels::complexity;
using se_levels::Net;
using se_levels::startNet;

std::optional<SeLevelHint> seEasiestNested(const Context& ctx, int enough, std::uint64_t budget)
{
    const State& s = ctx.state();
    if (s.emptyCount() == 0 || ctx.inconsistency())
        return std::nullopt;
    const Net start = startNet(ctx);
    std::vector<Net> branches(kCandidates), fixed; // fixed: the branches at level 1, where the others go on from
    thread_local std::vector<se_levels::BranchMemos> memos; // per start, what its branches at level 1 and 2 learnt
    memos.resize(kCandidates);
    for (int level = 1; level <= 4; ++level) {
        int best = INT_MAX, bestNested = 0;
        Candidate target = -1;
        Constraint truth = -1;
        auto offer = [&](int complexity, int nested, Candidate t, Constraint k) {
            if (complexity < best) {
                best = complexity;
                bestNested = nested;
                target = t;
                truth = k;
            }
        };
        auto done = [&] { return best != INT_MAX && 85 + 5 * level + seLengthTenths(best - 2) <= enough; };
        for (Candidate x : s.live()) {
            if (budget == 0)
                return std::nullopt;
            Net& n = branches[std::size_t(x)];
            n = level == 1 ? branch(ctx, start, x, level, budget, false, false, &memos[std::size_t(x)])
                           : branch(ctx, fixed[std::size_t(x)], x, level, budget, false, true, &memos[std::size_t(x)]);
            if (n.contradiction) {
                int nested = 0;
                const int c = complexity(n, n.clash, nullptr, &nested);
                offer(c, nested, x, -1);
            }
            if (done())
                break;
        }
        // Cell and house forcing chains: every start of a constraint removes t.
        for (Constraint k = 0; k < kConstraints && !done(); ++k) {
            const CandidateSet starts = s.live() & candidatesOf(k);
            if (starts.count() < 2)
                continue;
            CandidateSet common = s.live() - starts;
            for (Candidate x : starts) {
                const Net& n = branches[std::size_t(x)];
                if (n.contradiction || n.facts.empty())
                    common.clear();
                else
                    common -= n.live;
                common &= s.live();
            }
            for (Candidate t : common) {
                int sum = 0, nested = 0;
                for (Candidate x : starts) {
                    const Net& n = branches[std::size_t(x)];
                    int part = 0;
                    sum += complexity(n, { int(n.offOf[t]) }, nullptr, &part);
                    nested += part;
                }
                offer(sum, nested, t, k);
            }
        }
        if (level == 1) {
            fixed = std::move(branches);
            branches.assign(kCandidates, Net {});
        }
        if (best != INT_MAX)
            return SeLevelHint { level, best, 85 + 5 * level + seLengthTenths(best - 2), target, truth, bestNested };
    }
    return std::nullopt;
}

std::optional<Step> seLevelStep(const Context& ctx, const SeLevelHint& hint)
{
    const State& s = ctx.state();
    const Net start = startNet(ctx);
    std::uint64_t budget = 400'000;
    CandidateSet starts;
    if (hint.truth >= 0)
        starts = s.live() & candidatesOf(hint.truth);
    else
        starts.set(hint.eliminated);
    std::vector<Branch> branches;
    branches.reserve(std::size_t(starts.count()));
    for (Candidate x : starts)
        branches.push_back(asBranch(branch(ctx, start, x, hint.level, budget, true), x));
    ForcingCandidate c { "nested-forcing-net", hint.truth, hint.eliminated, false, {}, {}, 0, {}, {} };
    for (const Branch& b : branches)
        c.branches.push_back(&b);
    traceConclusion(c);
    return forcingStep(s, c);
}

} // namespace setwise
