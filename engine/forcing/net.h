// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Propagation of one assumption (a branch of a forcing chain or net). Its own
// propagation, not the chains family's link graph:
//
//   x true   every other live candidate of x's four constraints is false
//            (cause: that constraint, used as a cover)
//   y false  a constraint with one live candidate left makes it true (cause:
//            that constraint, used as a base); with none left and no true
//            candidate, or a false candidate that is true, the branch ends in
//            a contradiction
//
// Levels: Chain takes a constraint's last candidate only when the constraint
// had two live candidates in the state (a strong link: every implication has
// one premise); Net takes it whenever the branch's own eliminations leave one
// (dynamic: naked and hidden singles on the branch); Nested also eliminates on
// the branch every candidate whose assumption, propagated as a Net inside the
// branch, ends in a contradiction. Plus (a dynamic forcing net plus) is a Net
// that, whenever its singles run out, also applies the basic patterns of
// branch_patterns.h (locked candidates, naked and hidden subsets, basic fish)
// to the branch's grid, each removal resting on the removals that made the
// pattern.
//
// Every fact records its premises, so a conclusion traces back to the facts it
// needs, and those name the bases and covers of the step's set logic.

#include "engine/context.h"
#include "engine/step.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace setwise
{

enum class NetLevel { Chain, Net, Nested, Plus };

struct Fact {
    Candidate candidate;
    bool on; // true or false on the branch
    Constraint cause; // base (on) or cover (off); -1: the start, or a nested contradiction
    int premiseBegin = 0, premiseEnd = 0; // range in Branch::premises (indices of facts)
    int nested = -1; // off by a nested contradiction: index into Branch::nestedProofs
    int pattern = -1; // off by a basic pattern on the branch's grid: index into Branch::patterns
};

// The bases and covers of a nested contradiction, its size, and its inner
// net to draw: the inner facts it needs in order (premises: >= 0 an inner
// fact of this list, -1 - f the enclosing branch's fact f) and where it ends.
struct NestedProof {
    Candidate start;
    std::vector<Constraint> bases, covers;
    int size = 0;
    std::vector<Fact> facts = {};
    std::vector<int> premises = {};
    Constraint contradictionAt = -1;
    bool contradictionIsBase = true;
};

struct Branch {
    Candidate start = -1;
    CandidateSet live; // the state's live candidates less the branch's eliminations
    CandidateSet on; // candidates true on the branch
    std::vector<Fact> facts;
    std::vector<int> premises;
    std::vector<NestedProof> nestedProofs;
    std::vector<BranchPattern> patterns;
    std::array<std::int16_t, kCandidates> factOf {}; // per candidate: the fact that decided it, -1
    std::array<std::uint8_t, kConstraints> count {}; // live candidates per constraint on the branch
    ConstraintSet done; // constraints holding a true candidate
    // The contradiction, when there is one: the constraint it shows in, used as
    // a base (no candidate left) or a cover (two true), and the facts it needs.
    bool contradiction = false;
    Constraint contradictionAt = -1;
    bool contradictionIsBase = true;
    std::vector<int> contradictionFacts;
    // False for a branch propagateQuiet() answered: live, on and contradiction
    // are set, the facts (and factOf, count, done) are not; propagate() builds
    // them, the same, when a conclusion needs them.
    bool traced = true;
};

// Propagates `start` true from the context's state at the given level; budget
// bounds the nested work (inner propagations). Except at the Plus level the
// facts are then rebuilt shortest first (each resting on the fewest facts
// found, net.cpp); `shortest` false keeps the first derivations met.
Branch propagate(
    const Context& ctx, Candidate start, NetLevel level, std::uint64_t* nestedBudget = nullptr, bool shortest = true);

// The Chain or Net level's branch without its facts: live, on and
// contradiction as propagate() gives them (the rules are monotone, so the
// closure without a contradiction does not depend on their order), found on
// each constraint's mask of live candidates. A branch that ends in a
// contradiction comes from propagate() (its facts stop where it stopped).
// `out`: a new branch (default-constructed), filled in place.
void propagateQuiet(const Context& ctx, Candidate start, NetLevel level, Branch& out);

// The facts a set of facts needs (their premises, transitively), ascending.
std::vector<int> trace(const Branch& b, const std::vector<int>& from);

} // namespace setwise
