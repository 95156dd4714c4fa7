// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The chain family's finders: single-digit patterns, colouring and
// chains, all over one link graph per state (link_graph.h), every elimination
// proved by evaluate() on the chain's truths and links (chain_search.h).
//
// Search limits (per state): chains of at most kMaxLinks inferences (strong
// plus weak links; 8 strong links), grouped chains kMaxGroupedLinks; each
// breadth-first search visits every (node, true/false) state at most once per
// start node, so a search costs at most starts x states x degree.

#include "engine/chains/chain_search.h"
#include "engine/techniques.h"

namespace setwise
{

inline constexpr int kMaxLinks = 21;
inline constexpr int kMaxGroupedLinks = 21;

// The readings proving each target (a chain per target, found by
// proveTarget in the given mode), joined into one step; nullopt when no
// target is proven. Used by colouring and remote pairs.
std::optional<Step> targetsStep(
    const Context& ctx, const LinkGraph& g, const ChainMode& mode, const CandidateSet& targets, std::string technique);

// Finders outside chains.cpp: patterns.cpp (empty rectangles, the dual
// patterns) and colouring.cpp (simple colours, multi-colours, remote pairs).
void findEmptyRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findDualPatterns(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findColouring(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findRemotePairs(const Context& ctx, const FinderRequest& req, StepSink& sink);
// medusa.cpp: 3D Medusa (SudokuWiki's six rules).
void findMedusa(const Context& ctx, const FinderRequest& req, StepSink& sink);
// Runs a chains.cpp finder (x-chain, two-string-kite, ...) into the sink.
void findChains(const Context& ctx, const FinderRequest& req, StepSink& sink);
// The search of a findChains() id (the chains sharing one search share its
// layers): 0 x, 1 xy, 2 AIC, 3 grouped, 4 grouped with ALS nodes; -1 for an
// id findChains() does not find.
int chainSearchOf(std::string_view id);
// findChains() handing out only the steps of chains of at most maxLinks
// links (the chains it hands out come shortest first: the same steps, cut
// where the longer chains begin; such a step's drawn chain has at least
// maxLinks + 2 nodes). The longer chains' layers are not built (a later call
// builds them, the same chains in the same order).
void findChainsUpTo(const Context& ctx, const FinderRequest& req, StepSink& sink, int maxLinks);

// Chain text (HoDoKu's nice-loop form and Eureka for AICs), for hodokuText().
std::string chainText(const Step& step, std::string_view name);

} // namespace setwise
