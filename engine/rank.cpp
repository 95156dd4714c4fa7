// SPDX-License-Identifier: GPL-3.0-or-later
// The rank family in the registry (after fish). One search (rank_search.cpp)
// serves every id: a step's technique is its shape (rank_names.cpp), and each
// id's finder keeps the steps of its shape. The search of the last state is
// memoised per thread, so enabling all the ids costs one search per state.
//
//   id             default  what
//   sue-de-coq     off      rank 0, cells, one line and one box
//   msls           off      rank 0, cells, covers over three or more houses
//   rank-0-logic   off      any other rank-0 structure
//   xy-wing ... als-xz      rank-1 shapes (see rank_names.cpp)
//   rank-1-logic   off      any other rank-1 structure
//   rank-2-logic   off      rank 2 (searched only when this id runs)
//
// Off by default: the search up to 6 truths costs more than the 20 ms per state
// budget of solving paths (see benchRank); "all steps here" lists them all.
#include "engine/rank_search.h"

#include <algorithm>
#include <optional>

namespace setwise
{

namespace
{

constexpr std::uint64_t kFinderNodes = 3'000'000;

struct Memo {
    State state;
    int maxTruths = 0, maxRank = 0, maxDigits = 0;
    std::vector<Step> steps;
};

const std::vector<Step>* searchMemoised(const State& s, const SearchOptions& o)
{
    thread_local std::optional<Memo> memo;
    if (memo && memo->state == s && memo->maxTruths == o.maxTruths && memo->maxRank == o.maxRank
        && memo->maxDigits == o.maxDigits)
        return &memo->steps;
    // A node budget keeps "all steps here" responsive (about 2-4 s at most);
    // within it the simplest structures come first, so only big ones are lost.
    RankSearchResult r = rankSearch(s, o, SIZE_MAX, kFinderNodes);
    if (o.cancelled())
        return nullptr; // cancelled: nothing to keep
    memo = Memo { s, o.maxTruths, o.maxRank, o.maxDigits, std::move(r.steps) };
    return &memo->steps;
}

void findRank(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    SearchOptions o = req.options;
    if (req.technique == "rank-2-logic")
        o.maxRank = 2;
    else
        o.maxRank = std::min(o.maxRank, 1);
    const std::vector<Step>* steps = searchMemoised(ctx.state(), o);
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
        { "sue-de-coq", "Sue de Coq", "rank", false, findRank },
        { "msls", "Multi-Sector Locked Set", "rank", false, findRank },
        { "rank-0-logic", "Rank-0 logic", "rank", false, findRank },
        { "xy-wing", "XY-Wing", "rank", false, findRank },
        { "xyz-wing", "XYZ-Wing", "rank", false, findRank },
        { "w-wing", "W-Wing", "rank", false, findRank },
        { "remote-pair", "Remote Pair", "rank", false, findRank },
        { "xy-chain", "XY-Chain", "rank", false, findRank },
        { "als-xz", "ALS-XZ", "rank", false, findRank },
        { "rank-1-logic", "Rank-1 logic", "rank", false, findRank },
        { "rank-2-logic", "Rank-2 logic", "rank", false, findRank },
    };
    return table;
}

} // namespace setwise
