// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Alternating inference chains over the link graph, and their set-logic
// readings. A chain
//
//   s =S1= n1 -W1- n2 =S2= ... -W(k-1)- n(2k-2) =Sk= q
//
// ("s false => q true") starts and ends with a strong link. Its truths are
// S1..Sk (each has exactly two live nodes), its links are W1..W(k-1) plus,
// per target x seeing both ends, the constraints holding x and s and x and
// q: k truths, k + 1 links, rank 1, and x lies in two links. When the ends
// themselves share a constraint the chain closes into a continuous nice loop:
// that constraint is the k-th link and the rank is 0 (every weak link's other
// candidates fall). evaluate() proves every elimination; the search only
// proposes the sets.

#include "engine/chains/link_graph.h"
#include "engine/step.h"

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace setwise
{

// Which links a search may use.
struct ChainMode {
    bool groups = false; // group nodes
    bool cellStrong = true; // bivalue cells
    bool houseStrong = true; // bilocal house-digits
    bool cellWeak = true; // two digits of one cell
    bool houseWeak = true; // one digit in one house
    const CandidateSet* allowed = nullptr; // when set, nodes must lie in it
};

struct Chain {
    std::vector<int> nodes; // graph nodes in chain order
    std::vector<GraphEdge> links; // links[i] joins nodes[i], nodes[i+1]; even i strong
    int length() const { return int(links.size()); }
};

// Breadth-first search over (node, true/false) from the sources (each taken
// as false), along simple paths (no candidate twice); calls found(chain) the
// first time each node is reached true, shortest first per source set.
// found returns false to stop. With reportFalse, nodes reached false (by a
// weak link: chains of even length) are reported too. Nodes inside noPass
// may end a chain but are not passed through.
void searchChains(const LinkGraph& g, const ChainMode& mode, std::span<const int> sources, int maxLinks,
    const CandidateSet& excluded, const std::function<bool(const Chain&)>& found, bool reportFalse = false,
    const CandidateSet* noPass = nullptr);

// Candidates every end of the chain sees (the targets of an open chain).
CandidateSet chainTargets(const LinkGraph& g, const Chain& c);
// Whether the chain's ends share a constraint (a weak link closes a loop).
bool closesLoop(const LinkGraph& g, const Chain& c);

// The step of a chain: an open chain's readings for the targets (grouped by
// their end links), or a loop's readings (one more per weak link that has a
// second constraint). nullopt when no reading has a conclusion.
std::optional<Step> chainStep(const Context& ctx, const LinkGraph& g, const Chain& c, std::string technique,
    const CandidateSet& targets, bool loop);

// A chain s =S= ... -W- q (even length) whose end q has a strong link back
// to s: s false forces s true, so s is true (a discontinuous nice loop with
// two strong links at s). Truths: the strong links and the closing one (s in
// two truths, an endo fin), links: the weak links and s's cell, rank -1:
// every other candidate of s's cell falls. nullopt when it does not apply.
std::optional<Step> forcedStartStep(const Context& ctx, const LinkGraph& g, const Chain& c, std::string technique);

// Readings of one chain for the given targets (open chains), appended to out.
void chainReadings(
    const Context& ctx, const LinkGraph& g, const Chain& c, const CandidateSet& targets, std::vector<Evaluation>& out);

// A chain's truths (strong links; an ALS's strong link: its cells) and links
// (weak links; per ALS on it, a link per digit it is not entered or left
// by), appended to bases and covers; false when a constraint would be used
// twice in the chain.
bool chainSetsOf(const LinkGraph& g, const Chain& c, std::vector<Constraint>& bases, std::vector<Constraint>& covers);

// A graph node as a step's chain node (its kind, candidates and an ALS's cells).
ChainNode chainNodeOf(const LinkGraph& g, int v);
// Fills step.chainNodes and step.links from the chain (closing link for loops).
void drawChain(const LinkGraph& g, const Chain& c, bool loop, Step& step);

// The shortest chain proving x false: ends that both see x, x not on it.
std::optional<Chain> proveTarget(const LinkGraph& g, const ChainMode& mode, Candidate x, int maxLinks);

} // namespace setwise
