// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rank search's layers (rank_searcher.cpp: the depth-first search of one
// layer, as rank_search.cpp's comment describes it), for the searches of
// rank_search.h (rank_search.cpp), and what both say about the limits.

#include "engine/rank/rank_search.h"

#include <cstdint>
#include <functional>
#include <string>

namespace setwise::rank_search
{

// What a search with these options covers, as words ("rank-0 or rank-1
// structure with at most 4 truths on digits 1-9").
std::string limitsText(const SearchOptions& o, int maxBaseLive = 9);
// The options within the search's bounds.
SearchOptions clamp(SearchOptions o);

// Runs the layers in order; keep(e) decides what is kept and returns false to stop.
// onePass: each truth count's ranks in one pass, results handed on by rank
// afterwards (for searches that keep everything: a rank-0 layer is then not
// searched again as part of the rank-1 layer).
RankSearchResult runLayers(const State& s, const SearchOptions& options, Candidate target,
    const std::function<bool(Evaluation&&, RankSearchResult&)>& keep, std::uint64_t maxNodes = UINT64_MAX,
    int maxBaseLive = 9, bool onePass = false);

} // namespace setwise::rank_search
