// SPDX-License-Identifier: GPL-3.0-or-later
// Assistant (a): the fewest covers for bases a user picked. Iterative deepening
// on the number of covers, 1 .. |bases| + maxRank; at each size a depth-first
// search covers the uncovered base candidate with the fewest options first
// (its constraints that are not bases). Among the cover sets of the smallest
// size, the first with the most eliminations wins (ties: search order). The
// deepening starts at a packing bound: base candidates that pairwise share no
// non-base constraint each need a cover of their own. The search stops after
// kCoverNodes nodes; a greedy cover of the largest size then either is the
// answer (valid, not proven fewest) or names the candidates left over.
#include "engine/rank/rank_search.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <optional>

namespace setwise
{

namespace
{

constexpr std::size_t kCoverNodes = 200000;

// A lower bound on the number of covers: base candidates chosen so that no two
// share a constraint that is not a base; every cover holds at most one of them.
int packingBound(const CandidateSet& bu, const ConstraintSet& baseSet)
{
    ConstraintSet used;
    int count = 0;
    for (Candidate x : bu) {
        bool free = true;
        for (Constraint k : constraintsOf(x))
            free = free && (baseSet.test(k) || !used.test(k));
        if (!free)
            continue;
        ++count;
        for (Constraint k : constraintsOf(x))
            if (!baseSet.test(k))
                used.set(k);
    }
    return count;
}

struct CoverSearch {
    const State& s;
    const std::vector<Constraint>& bases;
    ConstraintSet baseSet;
    CandidateSet bu;
    int size = 0;
    std::vector<Constraint> covers;
    std::vector<std::vector<Constraint>> found;
    std::size_t nodes = 0;
    bool cut = false; // the node budget ran out

    void run(const CandidateSet& covered)
    {
        if (found.size() >= 256)
            return;
        if (++nodes > kCoverNodes) {
            cut = true;
            return;
        }
        const CandidateSet pending = bu - covered;
        if (pending.none()) {
            std::vector<Constraint> sorted = covers;
            std::sort(sorted.begin(), sorted.end());
            if (std::find(found.begin(), found.end(), sorted) == found.end())
                found.push_back(sorted);
            return;
        }
        if (int(covers.size()) >= size)
            return;
        std::array<Constraint, 4> best {};
        const int bestCount = fewestCoverOptions(pending, baseSet, best, false);
        for (int i = 0; i < bestCount; ++i) {
            covers.push_back(best[i]);
            run(covered | (s.live() & candidatesOf(best[i])));
            covers.pop_back();
        }
    }
};

} // namespace

Result<CoverProposal> proposeCovers(const State& s, std::span<const Constraint> bases, int maxRank)
{
    auto check = evaluate(s, bases, {});
    if (!check)
        return check.error();
    CoverProposal out;
    const std::vector<Constraint> baseList(bases.begin(), bases.end());
    CoverSearch search { s, baseList, {}, check->baseCandidates, 0, {}, {}, 0 };
    for (Constraint k : bases)
        search.baseSet.set(k);
    // Candidates whose four constraints are all bases can never be covered.
    for (Candidate x : search.bu) {
        bool open = false;
        for (Constraint k : constraintsOf(x))
            open = open || !search.baseSet.test(k);
        if (!open)
            out.uncovered.set(x);
    }
    const int maxCovers = int(bases.size()) + std::max(0, maxRank);
    if (out.uncovered.none()) {
        for (int size = std::max(1, packingBound(search.bu, search.baseSet)); size <= maxCovers && !search.cut;
             ++size) {
            search.size = size;
            search.run({});
            if (search.found.empty())
                continue;
            std::optional<Evaluation> best;
            for (const auto& covers : search.found) {
                auto e = evaluate(s, bases, covers);
                if (e && (!best || e->eliminations.count() > best->eliminations.count()))
                    best = std::move(e).value();
            }
            if (!best)
                continue;
            out.found = true;
            out.step = makeStep("user", { std::move(*best) }, true);
            out.message = std::to_string(size) + " covers, rank " + std::to_string(out.step.rank());
            return out;
        }
        // Greedy: the covers that reach the most uncovered candidates.
        CandidateSet pending = search.bu;
        std::vector<Constraint> greedy;
        for (int i = 0; i < maxCovers && pending.any(); ++i) {
            Constraint bestK = -1;
            int bestGain = 0;
            for (Constraint k = 0; k < kConstraints; ++k) {
                if (search.baseSet.test(k))
                    continue;
                const int gain = (pending & candidatesOf(k)).count();
                if (gain > bestGain) {
                    bestGain = gain;
                    bestK = k;
                }
            }
            if (bestK < 0)
                break;
            pending -= candidatesOf(bestK);
            greedy.push_back(bestK);
        }
        out.searchCut = search.cut;
        if (pending.none()) {
            // Reached only when the search was cut: a full search of every size
            // would have found this set or a smaller one.
            auto e = evaluate(s, bases, greedy);
            if (e) {
                out.found = true;
                out.step = makeStep("user", { std::move(e).value() }, true);
                out.message = std::to_string(greedy.size()) + " covers, rank " + std::to_string(out.step.rank())
                    + " (the search stopped after " + std::to_string(kCoverNodes) + " nodes; fewer covers may exist)";
                return out;
            }
        }
        out.uncovered = pending;
        out.message = "no set of at most " + std::to_string(maxCovers) + " covers (rank " + std::to_string(maxRank)
            + ") covers every base candidate";
        if (search.cut)
            out.message += " (the search stopped after " + std::to_string(kCoverNodes) + " nodes)";
        return out;
    }
    out.message = "these base candidates lie in no constraint that is not a base";
    return out;
}

} // namespace setwise
