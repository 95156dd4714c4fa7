// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Templates and forcing chains and nets (HoDoKu's template set/delete, forcing
// chains and nets; Sudoku Explainer's dynamic and nested forcing chains), each
// step proven as set logic: evaluate()'s counting rule where it suffices, else
// the exact evaluation of its bases and covers (exact.h), labelled (ProofRule).

#include "engine/techniques.h"

#include <cstdint>

namespace setwise
{

// Sets a step's conclusions to those an exact rule proved: the ones its
// readings' counting rule does not give go to beyondCounting, and the rule is
// the counting rule when that gives them all.
void labelExact(
    Step& step, const CandidateSet& eliminations, const CandidateSet& placements, ProofRule rule, std::uint64_t nodes);

} // namespace setwise
