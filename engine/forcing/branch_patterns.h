// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The basic patterns a dynamic forcing net plus (NetLevel::Plus, net.h) finds
// on a branch's grid once its singles run out, as Sudoku Explainer's "Dynamic
// Forcing Chains (+)" does: locked candidates (pointing and claiming), naked
// and hidden pairs, triples and quadruples, X-Wing, Swordfish and Jellyfish.
//
// Each is n truths whose live candidates on the branch lie in n links (rank
// 0): a pattern's truths are a box-digit and its link a row- or column-digit
// (or the other way round); n cells of a house and the house's n digits;
// n digits of a house and n cells; n rows of a digit and n columns (or the
// other way round). Every other live candidate of the links is false on the
// branch. The removals on the branch that confined the truths to the links
// (state candidates of the truths outside the links) are its premises; the
// truths and links join the step's bases and covers (forcing_step.h).

#include "engine/forcing/net.h"

#include <utility>
#include <vector>

namespace setwise
{

struct BranchPatternFound {
    BranchPattern pattern;
    std::vector<std::pair<Candidate, Constraint>> eliminations; // each with the link it lies in
    std::vector<int> premises; // facts of the branch
};

// The first pattern (locked candidates, then size 2, 3 and 4: naked subsets,
// hidden subsets, fish) that removes a live candidate of the branch; false
// when there is none. The branch must have no contradiction and no pending
// singles (after a propagation's run).
bool findBranchPattern(const State& s, const Branch& b, BranchPatternFound& out);

// "Locked Candidates Type 1 (Pointing) [3B4 | 3R2]": the technique's name and
// the pattern's truths and links (a branch line of the step's text).
std::string branchPatternText(const BranchPattern& p);

} // namespace setwise
