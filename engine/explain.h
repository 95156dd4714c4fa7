// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// explain and alternatives over every set-logic search: the
// rank search (engine/rank/rank_search.h) and the named chain-family and ALS
// finders, whose structures may be far simpler than anything the rank search
// reaches within its truth limit and node budget. A chain of k strong links
// is k truths and k + 1 links; an ALS is its cells as truths.
//
// Order of the results: fewest truths, then lowest rank (the rank search's
// own order); on a full tie a named structure (with its chain drawing) comes
// before a rank-search one. Structures with the same truths and links are
// listed once.

#include "engine/rank/rank_search.h"

namespace setwise
{

// The structures eliminating `target`, simplest first (at most `limit`):
// for each chain kind (X-chain, XY-chain, AIC, grouped AIC) the shortest
// chain proving it, every step of the chain-family and ALS finders that
// eliminates it (reduced to its simplest reading that does), and the rank
// search's (explainCandidate), whose truth limit is lowered to what the named
// structures already reach. Each step keeps its chain drawing data.
RankSearchResult explainTarget(const State& s, Candidate target, const SearchOptions& options, std::size_t limit = 1);

// Structures eliminating every candidate of `eliminations`, simplest first
// (at most `limit`): the named finders' steps and the shortest chains of
// each kind that give them all, and the rank search's (rankAlternatives).
// A structure with the same truths and links as `original` is left out.
RankSearchResult explainAlternatives(const State& s, const CandidateSet& eliminations, const SearchOptions& options,
    std::size_t limit = 10, const Step* original = nullptr);

} // namespace setwise
