// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A forcing chain or net step's implication tree (Step::branches, step.h):
// its branches, their implications, nested nets and basic patterns.

#include "engine/types.h"

#include <string>
#include <vector>

namespace setwise
{

// One implication of a forcing branch: `candidate` becomes true (on) or false
// because of `cause`: for "true" a base whose other live candidates are all
// false; for "false" a cover that holds a true candidate (or, nested, the
// candidate's own assumption led to a contradiction: cause -1). `premises`
// index the implications of the same branch it follows from (-1: the start).
struct Implication {
    Candidate candidate;
    bool on;
    Constraint cause;
    std::vector<int> premises;
    int nested = -1; // removed by a nested contradiction: its inner net, in ForcingBranch::nested
    std::vector<int> outer = {}; // in an inner net: the enclosing branch's implications it rests on
    int pattern = -1; // removed by a basic pattern on the branch's grid: ForcingBranch::patterns
};

// A basic pattern a forcing branch finds on its own grid (a dynamic forcing
// net plus, engine/forcing/branch_patterns.h): the technique it is (e.g.
// "locked-candidates-pointing", "naked-pair", "x-wing") and its truths and
// links; the removals it rests on are its implication's premises.
struct BranchPattern {
    std::string technique;
    std::vector<Constraint> bases, covers;
};

// A forcing chain or net branch: the start candidate assumed true and the
// implications (in the order they were found) that lead to the conclusion.
// A nested net keeps the inner nets of its nested contradictions: each one a
// branch of its own (its start assumed inside the enclosing branch, ending in
// a contradiction), whose implications also rest on the enclosing ones (outer).
struct ForcingBranch {
    Candidate start;
    std::vector<Implication> implications;
    bool contradiction = false; // the branch ends in a contradiction ...
    Constraint contradictionAt = -1; // ... shown in this constraint: as a base (no candidate
    bool contradictionIsBase = true; // left) or as a cover (two true candidates)
    std::vector<ForcingBranch> nested = {};
    std::vector<BranchPattern> patterns = {}; // an implication's pattern indexes them
};

} // namespace setwise
