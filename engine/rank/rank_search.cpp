// SPDX-License-Identifier: GPL-3.0-or-later
// The rank search: base/cover structures of any constraints and digits (Allan
// Barker's truths and links; the YAS manual's rank rules, BERT §3.3-3.9).
//
// What is searched. A structure is n bases (truths) and n + R covers (links),
// R = 0, 1 (2 on request), such that
//   - the bases are unsolved constraints with at least two live candidates and
//     pairwise disjoint live candidates (no endo fins),
//   - every live base candidate lies in some cover (no fins: a fin is expressed
//     as one more cover, which is how a finned fish becomes rank 1),
//   - the bases and covers form one connected block (a structure made of two
//     blocks gives nothing its blocks do not give alone),
//   - the digits of the base candidates number at most maxDigits,
//   - bases of any size (rankSearch can be asked for smaller ones, as the
//     bench does; "exhausted" names that limit when it applies).
// evaluate() then decides the eliminations; only structures with some are kept.
//
// Order. Layers by number of truths n = 1..maxTruths, and within a layer by rank
// R = 0..maxRank, so the first structure found has the fewest truths and, among
// those, the lowest rank. Within a layer the order is deterministic: first base
// by constraint index, then depth first as below.
//
// The depth-first step, from a partial (bases B, covers C):
//   Step 1. If a base candidate is uncovered, take the one with the fewest
//           possible covers (its constraints that are neither bases nor barred)
//           and branch on them: branch i makes option i a cover and bars
//           options 1..i-1 as covers below it. A candidate with no option is a
//           dead end.
//   Step 2. All covered: at n bases with n + R covers, evaluate. Otherwise add a
//           base that meets a live cover candidate outside the bases (that is the
//           connectivity), never below the first base (each block is grown from
//           its lowest base only); branch j adds the j-th such base and bars the
//           earlier ones as bases below it. Then go to Step 1.
// The barring makes the branches of a node disjoint, so no (B, C) is built
// twice and no record of visited pairs is needed. A cover enters only to cover
// a candidate that has none yet (Step 1), so covers that merely cover base
// candidates a second time are not part of the class; dropping such a cover
// leaves a structure with the same truths, one cover fewer and the same
// eliminations or more, which the search does find. (Checked against the
// earlier search without barring on the paths of top1465: same eliminations
// per state, each with the same fewest truths.)
// Pruning (all sound for the class above):
//   - covers only grow, so |C| + LB(uncovered) <= n + R, where LB is a greedy
//     set of uncovered candidates no two of which share a non-base constraint
//     (each needs its own cover);
//   - a new base adds one truth and LB(its uncovered candidates) covers, so
//     (|C| - |B|) + LB - 1 <= R + (truths still to add) - 1;
//   - once all n + R covers are placed, the bases still to add lie inside the
//     covered candidates: fewer eligible constraints there than bases missing
//     ends the branch; and when the uncovered candidates take the whole cover
//     budget, the same count is made over the candidates of their options;
//   - with one cover to spare (all but one of the n + R covers placed or
//     claimed by the uncovered candidates), the bases still to add lie inside
//     those candidates plus one constraint c more: the count is made per c
//     (roomForBases; this and the next cut the nodes of a 6-truth rank-1
//     search on stuck top1465 states by 1.6 to 2.3, same structures);
//   - once all covers are placed, m(x) is final: a completion can eliminate
//     only if some candidate outside BU has m(x) >= R + 1, some m(x) >= R + 2,
//     or a base can be covered twice (completionCanEliminate);
//   - a complete structure is evaluated only when evaluate() could eliminate
//     something (canEliminate: some x outside BU with m(x) >= R' + 1 or a base
//     candidate with m(x) >= R' + 2, R' the effective rank); the rest have
//     no eliminations and were never kept.
// One pass per truth count (rankSearch keeping everything): ranks 0..maxRank of
// n truths are searched in one depth-first pass (cover budget n + maxRank, each
// complete structure taken at its own rank) and handed on rank by rank when
// the pass ends, so the rank-0 tree is not searched again inside the rank-1
// one. The structures and the order of the results are those of separate
// passes. Under a node budget a truth count gets one pass only when the budget
// left is at least 20 times the previous truth count's nodes; otherwise its
// ranks run separately as above, so a budget running out still leaves the
// lower rank exhausted first.
// Readings (docs/architecture.md, The one rule): each step found is completed with every other cover set
// of its truths of the same size and rank that adds eliminations; the step's
// conclusions are the union (HoDoKu's wings and remote pairs list that union).
// With a target candidate t (explain), the layer starts from R + 1 of t's
// constraints as covers (t must lie in R + 1 covers to fall), bases never hold
// t, and the first-base rule is dropped (the sibling barring keeps the
// branches disjoint; a structure holding more of t's constraints than the
// first covers is reached once per such choice and evaluated once).
//
// Exhausted means exactly this class: "no structure" is reported only after
// every layer ran to the end without cancellation.
//
// Layout: the depth-first search of a layer (Searcher) and the layers in
// order (runLayers) are in rank_searcher.cpp, the keys of the structures it
// evaluated in rank_keys.h; this file holds the readings and the searches of
// rank_search.h.
#include "engine/rank/rank_search.h"

#include "engine/rank/rank_searcher.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <functional>

namespace setwise
{

namespace rank_search
{

std::string limitsText(const SearchOptions& o, int maxBaseLive)
{
    std::string ranks = "rank-0";
    for (int r = 1; r <= o.maxRank; ++r)
        ranks += r == o.maxRank ? " or rank-" + std::to_string(r) : ", rank-" + std::to_string(r);
    std::string digits = o.maxDigits >= 9 ? "digits 1-9" : "at most " + std::to_string(o.maxDigits) + " digits";
    std::string text = ranks + " structure with at most " + std::to_string(o.maxTruths) + " truths on " + digits;
    if (maxBaseLive < 9)
        text += " (truths of at most " + std::to_string(maxBaseLive) + " candidates)";
    return text;
}

SearchOptions clamp(SearchOptions o)
{
    o.maxTruths = std::clamp(o.maxTruths, 1, 16);
    o.maxRank = std::clamp(o.maxRank, 0, 2);
    o.maxDigits = std::clamp(o.maxDigits, 1, 9);
    return o;
}

} // namespace rank_search

using rank_search::clamp;
using rank_search::limitsText;
using rank_search::runLayers;

namespace
{

std::vector<Constraint> sorted(std::vector<Constraint> ks)
{
    std::sort(ks.begin(), ks.end());
    return ks;
}

// Readings (docs/architecture.md, The one rule) of the same truths (same bases, same rank) with other
// covers form one step whose conclusions are their union. Adds e to such a step
// of `steps` when there is one (a reading adding no elimination is dropped) and
// returns true; false when e has truths of its own.
bool mergeReading(std::vector<Step>& steps, Evaluation& e)
{
    const auto bases = sorted(e.bases);
    for (Step& st : steps) {
        const Evaluation& first = st.readings.front();
        if (first.rank != e.rank || first.bases.size() != e.bases.size() || sorted(first.bases) != bases)
            continue;
        if (!e.eliminations.isSubsetOf(st.eliminations)) {
            std::vector<Evaluation> readings = std::move(st.readings);
            readings.push_back(std::move(e));
            st = makeStep(std::move(st.technique), std::move(readings));
        }
        return true;
    }
    return false;
}

// Every other cover set of the step's truths, of the same size, each covering
// every live base candidate (the search's class), whose evaluation adds
// eliminations, becomes one more reading of the step. Depth first: the
// uncovered base candidate with the fewest options, each option branched once
// with the earlier options barred, so no cover set is built twice.
void completeReadings(const State& s, Step& step)
{
    const Evaluation& first = step.readings.front();
    const std::vector<Constraint> bases = first.bases;
    const std::size_t size = first.covers.size();
    const int rank = first.rank;
    ConstraintSet baseSet, barred;
    for (Constraint k : bases)
        baseSet.set(k);
    const CandidateSet bu = first.baseCandidates;
    std::vector<Constraint> covers;
    std::vector<Evaluation> extra;
    int budget = 4096;
    std::function<void(const CandidateSet&)> run = [&](const CandidateSet& covered) {
        if (--budget < 0)
            return;
        const CandidateSet pending = bu - covered;
        if (pending.none()) {
            if (covers.size() != size)
                return;
            auto e = evaluate(s, bases, covers);
            if (e && !e->contradiction && e->rank == rank && !e->eliminations.isSubsetOf(step.eliminations)) {
                step.eliminations |= e->eliminations;
                extra.push_back(std::move(e).value());
            }
            return;
        }
        if (covers.size() >= size)
            return;
        std::array<Constraint, 4> best {};
        const int bestCount = fewestCoverOptions(pending, baseSet | barred, best, false);
        for (int i = 0; i < bestCount; ++i) {
            covers.push_back(best[i]);
            run(covered | (s.live() & candidatesOf(best[i])));
            covers.pop_back();
            barred.set(best[i]);
        }
        for (int i = 0; i < bestCount; ++i)
            barred.reset(best[i]);
    };
    run({});
    if (extra.empty())
        return;
    std::vector<Evaluation> readings = std::move(step.readings);
    for (Evaluation& e : extra)
        readings.push_back(std::move(e));
    step = makeStep(std::move(step.technique), std::move(readings));
}

} // namespace

RankSearchResult rankSearch(const State& s, const SearchOptions& options, std::size_t limit, std::uint64_t maxNodes,
    int maxBaseCandidates, std::span<const std::string> shapes)
{
    auto result = runLayers(
        s, options, -1,
        [&](Evaluation&& e, RankSearchResult& r) {
            if (mergeReading(r.steps, e))
                return true;
            std::string id = rankFamilyId(e, rankShape(s, e));
            if (!shapes.empty() && std::find(shapes.begin(), shapes.end(), id) == shapes.end())
                return true;
            // A simpler step of the same id gives exactly these. (Across ids
            // both are kept, so every id lists what the stepper would take
            // with that id alone: an MSLS is not hidden by a rank-0 step.)
            for (const Step& st : r.steps)
                if (st.eliminations == e.eliminations && st.technique == id)
                    return true;
            r.steps.push_back(makeStep(std::move(id), { std::move(e) }));
            completeReadings(s, r.steps.back());
            return r.steps.size() < limit;
        },
        maxNodes, maxBaseCandidates, limit == SIZE_MAX);
    if (result.complete && result.steps.empty())
        result.exhausted = "no " + limitsText(clamp(options), std::clamp(maxBaseCandidates, 2, 9))
            + (options.rankTargets ? " eliminating a candidate no other step concludes" : "") + " exists in this state";
    return result;
}

RankSearchResult explainCandidate(const State& s, Candidate target, const SearchOptions& options, std::size_t limit)
{
    auto result = runLayers(s, options, target, [&](Evaluation&& e, RankSearchResult& r) {
        if (mergeReading(r.steps, e))
            return true;
        std::string id = rankShape(s, e);
        r.steps.push_back(makeStep(std::move(id), { std::move(e) }));
        completeReadings(s, r.steps.back());
        return r.steps.size() < limit;
    });
    if (result.complete && result.steps.empty())
        result.exhausted
            = "no " + limitsText(clamp(options)) + " eliminates " + candidateName(target) + " in this state";
    return result;
}

RankSearchResult rankAlternatives(
    const State& s, const CandidateSet& eliminations, const SearchOptions& options, std::size_t limit)
{
    RankSearchResult result;
    if (eliminations.none()) {
        result.exhausted = "the step eliminates nothing";
        return result;
    }
    result = runLayers(s, options, eliminations.first(), [&](Evaluation&& e, RankSearchResult& r) {
        if (!eliminations.isSubsetOf(e.eliminations))
            return true;
        std::string id = rankShape(s, e);
        r.steps.push_back(makeStep(std::move(id), { std::move(e) }));
        return r.steps.size() < limit;
    });
    if (result.complete && result.steps.empty())
        result.exhausted = "no " + limitsText(clamp(options)) + " gives these eliminations in this state";
    return result;
}

int fewestCoverOptions(
    const CandidateSet& pending, const ConstraintSet& excluded, std::array<Constraint, 4>& best, bool stopAtSingle)
{
    int bestCount = 5;
    for (Candidate x : pending) {
        std::array<Constraint, 4> opts {};
        int count = 0;
        for (Constraint k : constraintsOf(x))
            if (!excluded.test(k))
                opts[count++] = k;
        if (count == 0)
            return 0;
        if (count < bestCount) {
            bestCount = count;
            best = opts;
            if (stopAtSingle && count == 1)
                break;
        }
    }
    return bestCount;
}

} // namespace setwise
