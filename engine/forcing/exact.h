// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The exact evaluation of a base/cover structure (docs/architecture.md, The one rule, BERT
// §2.4): the sub-puzzle whose constraints are the bases (exactly one live
// candidate true) and the covers (at most one true), over the live candidates
// they hold. Every solution of the puzzle restricted to those candidates is a
// solution of the sub-puzzle, so what holds in every solution of the
// sub-puzzle holds in the puzzle.
//
// proveExact() decides one conclusion by search (Knuth's algorithm X with the
// bases as primary and the covers as secondary columns): an elimination is
// proven when no solution has the target true, a placement when no solution
// has it false.

#include "engine/state.h"

#include <cstdint>
#include <span>

namespace setwise
{

struct ExactProof {
    bool proven = false;
    bool budgetCut = false; // the search stopped at the node budget: not proven
    std::uint64_t nodes = 0; // search nodes visited
};

ExactProof proveExact(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    Candidate target, bool placement, std::uint64_t budget = 2'000'000);

} // namespace setwise
