// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sudoku Explainer's nesting levels, searched as SE searches them, for the SE
// estimate of a state that needs a nested forcing net (ratings 9.0 and up).
//
// SE's dynamic forcing chains propagate an assumption with naked and hidden
// singles on the branch (Setwise's Net level, engine/forcing/net.h). Their
// levels add "advanced" eliminations on the branch, made by a nested rule on
// the branch's grid, and SE tries the levels in turn, taking the easiest hint
// of the first level that has one:
//   level 1  9.0   locking, naked and hidden pairs, X-Wing (here: a static
//                  propagation that ends in a contradiction within two
//                  implications)
//   level 2  9.5   forcing chains (a static chain from the candidate back to
//                  its own negation; followed as SE's implication closure:
//                  on through a candidate reached both true and false, with
//                  the strong links of the branch's grid; the start counted
//                  once in the chain's complexity)
//   level 3 10.0   multiple forcing chains (any static propagation that ends
//                  in a contradiction)
//   level 4 10.5   dynamic forcing chains (a dynamic propagation)
// A hint's difficulty is its level's base plus the length increment
// (seLengthTenths) of its complexity less 2: per chain, the potentials its
// conclusion rests on (a contradiction: both of the clashing potentials'
// chains), plus each distinct nested chain's own complexity.
//
// The search here is the rater's own (propagation as in net.h, the nested
// rules above; its branches are se_level_net.h's); it finds contradictions
// and cell or house forcing chains (every candidate of a cell or of a digit
// in a house removes the same candidate). The SE path takes the hint as its
// step (seLevelStep: a nested forcing net proven by forcing_step.h) instead
// of Setwise's own nested net.

#include "engine/context.h"
#include "engine/step.h"

#include <cstdint>
#include <optional>

namespace setwise
{

struct SeLevelHint {
    int level = 0; // 1 to 4
    int complexity = 0; // SE's count: flat plus nested
    int tenths = 0; // level base + length increment
    Candidate eliminated = -1; // its conclusion (SE's easiest, one of them)
    Constraint truth = -1; // a cell or house forcing chain's cell or house; -1 a contradiction
    int nested = 0; // the nested chains' part of the complexity
};

// The easiest SE hint of the first nesting level that has one, or the first
// hint found that is no harder than `enough` (tenths: it cannot change the
// rating); std::nullopt when no level has one within the work budget (inner
// propagations, all levels together).
std::optional<SeLevelHint> seEasiestNested(const Context& ctx, int enough = 0, std::uint64_t budget = 400'000);

// The hint as a proven step (a nested forcing net: its branches, their nested
// contradictions, bases and covers); std::nullopt if the proof fails.
std::optional<Step> seLevelStep(const Context& ctx, const SeLevelHint& hint);

} // namespace setwise
