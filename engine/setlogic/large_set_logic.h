// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Large set logic: rank-0 and rank-1 structures of many truths (cells,
// house-digits, digits mixed; up to kMaxTruths), seeded by the forcing
// analysis of the state, tried where everything simpler has failed and before
// the forcing chains and nets. Every step is proven by evaluate()'s counting
// rule (argument kind "counting", "rank"); the search only finds the sets.
// large_set_logic.cpp describes the search and its budget.

#include "engine/techniques.h"

#include <cstdint>
#include <vector>

namespace setwise
{

// The search's work (seed propagations, cover search nodes, evaluations)
// counted in units, never in time: the same state gives the same steps and
// the same cut on every machine.
// 30,000 units: on top1465.txt every 4th line the same steps as 400,000
// (forcing paths 25 -> 21 either way) at 15 ms of path CPU a puzzle, not 23.
inline constexpr std::uint64_t kLargeSetLogicBudget = 30'000;

struct LargeSetLogicResult {
    std::vector<Step> steps; // fewest truths first, then lowest rank; distinct eliminations
    bool cut = false; // the work budget stopped the search before every seed was tried
    std::uint64_t work = 0; // units spent
    int seeds = 0; // seeds (forcing contradictions) tried
};

// Every structure the search finds in the context's state, within `budget`.
// simplestOnly (a path's one step): the seeds are tried fewest truths first,
// contradictions before verities, and once a seed gives a step only seeds of
// no more truths follow.
LargeSetLogicResult largeSetLogicSearch(const Context& ctx, std::uint64_t budget = kLargeSetLogicBudget,
    const SearchOptions* options = nullptr, bool simplestOnly = false);

std::span<const Technique> largeSetLogicTechniques();

} // namespace setwise
