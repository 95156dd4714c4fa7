// SPDX-License-Identifier: GPL-3.0-or-later
// The rank family in the registry (after fish). One search (rank_search.cpp)
// serves every id: a step's technique is its shape (rank_names.cpp), and each
// id's finder keeps the steps of its shape. The search of the last state is
// memoised per thread, so enabling all the ids costs one search per state.
//
//   id             what
//   rank-0-logic   any other rank-0 structure
//   rank-1-logic   any other rank-1 structure
//   rank-2-logic   rank 2 (searched only when this id runs, with a twentieth
//                  of the node budget)
//
// MSLS has a targeted finder (engine/exotic/msls.cpp, id msls); a structure
// of its shape the search finds is listed under rank-0-logic.
// Sue de Coq, XY-, XYZ-, W-Wing and ALS-XZ have finders of their own, on by
// default (engine/wings/); XY-chains and remote pairs are the chains family's
// (engine/chains/). A structure of such a shape that the search finds is
// listed under rank-0-logic / rank-1-logic (rankFamilyId); explain and
// alternatives still name it by its shape.
//
// Off by default in the solving path (the user turns them on in the settings,
// or with --techniques; explain, cover and alternatives use the search
// directly): with chains, ALS, templates and forcing nets ahead of it no
// puzzle needs it, and on a 98-puzzle sample of top1465 the default path costs
// 40 ms of CPU a puzzle without it, 290 ms with it at up to 4 truths (13 rank
// steps) and about 1.3 s at 6. Placed after the ALS family and before the
// larger fish (registry.cpp). Nor does it replace nets on the hardest lists:
// placed before Kraken fish and the forcing families (up to 6 truths, 3,000,000
// nodes a state), the first 39 paths of forum_hardest_1106 every 5th line took
// 29 rank steps but not one forcing step or nested net fewer, for 140 times
// the CPU. The states where those paths first need a net come within their
// first 14 steps (42 of 75 paths); in the six tried no rank-0 or rank-1
// structure of up to 5 truths exists within 4,000,000 nodes, and in the 42 no
// multi-digit fish (2-7 digits in 2-7 rows or columns, linked by cross lines,
// cells and up to two boxes) eliminates anything. The stepper gets the
// simplest structure of any enabled rank shape (fewest truths, then lowest
// rank) from one search that stops at the first structure; "all steps here"
// gets every structure within the limits. Both search the class explain
// searches (truths of any size) within SearchOptions::maxNodes nodes a state;
// a search the budget stops says so through SearchOptions::report.
#include "engine/rank/rank_search.h"

#include <algorithm>
#include <optional>

namespace setwise
{

namespace
{

struct Memo {
    State state;
    int maxTruths = 0, maxRank = 0, maxDigits = 0;
    std::uint64_t maxNodes = 0;
    std::chrono::steady_clock::time_point deadline;
    bool wholeLayers = false;
    std::optional<CandidateSet> targets;
    std::vector<std::string> shapes; // the first-step search: the enabled rank ids
    std::vector<Step> steps;
    std::string cut; // when the node budget stopped the search: what it exhausted
    bool timeCut = false; // the wall-clock safety net stopped it
    bool matches(const State& s, const SearchOptions& o, std::span<const std::string> wanted) const
    {
        return state == s && maxTruths == o.maxTruths && maxRank == o.maxRank && maxDigits == o.maxDigits
            && maxNodes == o.maxNodes && deadline == o.rankDeadline && wholeLayers == o.rankWholeLayers
            && targets.has_value() == bool(o.rankTargets) && (!targets || *targets == *o.rankTargets)
            && std::equal(shapes.begin(), shapes.end(), wanted.begin(), wanted.end());
    }
};

// The search of the last state, per thread: every structure ("all steps
// here"), or with `shapes` the first (simplest) one of those shapes (the stepper).
// A search the budget stopped is reported on every call, memoised or not.
const std::vector<Step>* searchMemoised(const State& s, const SearchOptions& o, std::span<const std::string> shapes)
{
    thread_local std::optional<Memo> all, first;
    std::optional<Memo>& memo = shapes.empty() ? all : first;
    if (!memo || !memo->matches(s, o, shapes)) {
        RankSearchResult r = rankSearch(s, o, shapes.empty() ? SIZE_MAX : 1, o.maxNodes, 9, shapes);
        if (o.cancelled())
            return nullptr; // cancelled: nothing to keep
        memo = Memo { s, o.maxTruths, o.maxRank, o.maxDigits, o.maxNodes, o.rankDeadline, o.rankWholeLayers,
            o.rankTargets ? std::optional(*o.rankTargets) : std::nullopt, { shapes.begin(), shapes.end() },
            std::move(r.steps), r.cut ? std::move(r.exhausted) : std::string(), r.timeCut };
    }
    if (!memo->cut.empty() && o.report) {
        o.report->cut = true;
        o.report->lastCut = memo->cut;
        o.report->timeCut = memo->timeCut;
    }
    return &memo->steps;
}

void findRank(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    SearchOptions o = req.options;
    // The stepper wants one step: the simplest structure of any enabled rank
    // shape (fewest truths, then lowest rank), whichever rank id asks first.
    std::vector<std::string> shapes;
    if (sink.limit() == 1)
        for (const std::string& id : req.enabled)
            if (std::find(rankTechniqueIds().begin(), rankTechniqueIds().end(), id) != rankTechniqueIds().end())
                shapes.push_back(id);
    const bool rank2
        = req.technique == "rank-2-logic" || std::find(shapes.begin(), shapes.end(), "rank-2-logic") != shapes.end();
    o.maxRank = rank2 ? 2 : std::min(o.maxRank, 1);
    // Rank 2 (off by default, in "all steps here" through everything()) grows
    // fastest: it gets a twentieth of the budget (3M nodes by default).
    if (rank2)
        o.maxNodes = std::max<std::uint64_t>(1, o.maxNodes / 20);
    const std::vector<Step>* steps = searchMemoised(ctx.state(), o, shapes);
    if (!steps)
        return;
    for (const Step& step : *steps)
        if (step.technique == req.technique && !sink.add(step))
            return;
}

} // namespace

std::span<const Technique> rankTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::Rank0Logic, findRank),
        technique(TechniqueId::Rank1Logic, findRank),
        technique(TechniqueId::Rank2Logic, findRank),
    };
    return table;
}

} // namespace setwise
