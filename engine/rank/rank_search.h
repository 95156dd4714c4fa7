// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rank search (Allan Barker's truths and links, as XSudo does it; the YAS manual,
// BERT §3.3-3.9): base/cover structures over any of the 324 constraints and
// any digits, rank 0 and 1 (2 on request), every result through evaluate().
// The set-logic assistant is built on the same search:
//   proposeCovers      (a) the fewest covers for bases a user picked
//   explainCandidate   (b) the structure with the fewest truths removing one candidate
//   rankAlternatives   (c) other structures giving a step's elimination, simplest first
// The order, the pruning and what "exhausted" means are documented in rank_search.cpp.

#include "engine/techniques.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace setwise
{

struct RankSearchResult {
    std::vector<Step> steps; // fewest truths first, then lowest rank; distinct eliminations
    bool complete = true; // false when cancelled or when the step limit stopped it
    bool cut = false; // the node budget stopped it: `exhausted` says what it searched
    bool timeCut = false; // of a cut: the wall-clock safety net (SearchOptions::rankDeadline) stopped it
    std::uint64_t nodes = 0; // search nodes visited (for benchmarks)
    std::string exhausted; // what was searched, e.g. "no rank-0 or rank-1 structure
                           // with at most 6 truths on digits 1-9 exists in this state"
};

// Every structure with eliminations within options.maxTruths / maxRank / maxDigits
// whose truths hold at most maxBaseCandidates live candidates each (9: any size,
// the class explain searches). maxNodes bounds the work: when reached, the
// result is incomplete, cut is set and `exhausted` says what was searched.
// shapes: keep only steps of these technique ids (rankFamilyId of rankShape;
// empty: every one). The steps carry the rank family's ids.
RankSearchResult rankSearch(const State& s, const SearchOptions& options, std::size_t limit = SIZE_MAX,
    std::uint64_t maxNodes = UINT64_MAX, int maxBaseCandidates = 9, std::span<const std::string> shapes = {});

// (b) Structures eliminating `target`, fewest truths first, then lowest rank.
RankSearchResult explainCandidate(
    const State& s, Candidate target, const SearchOptions& options, std::size_t limit = 1);

// (a) The fewest covers (at most |bases| + maxRank) covering every live base
// candidate; among equally few, the first with the most eliminations.
// Among the pending base candidates, the one with the fewest constraints
// outside `excluded`: its options are written to `best` and their number is
// returned (0 when some candidate has none: it can never be covered). With
// stopAtSingle the scan ends at the first candidate with one option.
int fewestCoverOptions(
    const CandidateSet& pending, const ConstraintSet& excluded, std::array<Constraint, 4>& best, bool stopAtSingle);

struct CoverProposal {
    bool found = false;
    Step step; // technique "user", when found
    CandidateSet uncovered; // when not found: candidates no allowed cover set reaches
    bool searchCut = false; // the node budget ran out: a found set may not be the fewest, and
                            // when none is found one may still exist
    std::string message;
};
Result<CoverProposal> proposeCovers(const State& s, std::span<const Constraint> bases, int maxRank = 2);

// (c) Structures that eliminate every candidate `eliminations` names (at
// least one must), simplest first; the given bases/covers themselves excluded.
RankSearchResult rankAlternatives(
    const State& s, const CandidateSet& eliminations, const SearchOptions& options, std::size_t limit = 10);

// The well-known shape of a rank structure, as a technique id ("xy-wing",
// "xyz-wing", "w-wing", "remote-pair", "xy-chain", "als-xz", "sue-de-coq",
// "msls"), else "rank-0-logic" / "rank-1-logic" / "rank-2-logic" (rank_names.cpp).
std::string rankShape(const State& s, const Evaluation& e);
// The registry ids of the rank family, in default order.
std::span<const std::string_view> rankTechniqueIds();
// The rank family's id for a structure of this shape: the shape when it is a
// rank id (msls), else rank-R-logic (the wings' shapes are engine/wings/ ids).
std::string rankFamilyId(const Evaluation& e, std::string shape);

} // namespace setwise
