// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A forcing chain or net as a step: the facts its conclusion needs on each
// branch, their causes as bases and covers, the proof, the implication tree
// and HoDoKu's text.

#include "engine/forcing/net.h"
#include "engine/step.h"

#include <optional>
#include <string>
#include <vector>

namespace setwise
{

// One conclusion of a forcing chain or net before it becomes a step.
struct ForcingCandidate {
    std::string technique;
    Constraint truth = -1; // verity: the starting truth (cell or house-digit); -1 for a contradiction
    Candidate target = -1; // the first conclusion
    bool placement = false;
    std::vector<const Branch*> branches; // one per start candidate
    std::vector<std::vector<int>> needed; // per branch: the facts the conclusion needs
    int size = 0; // implications used, nested ones included
    // A verity's further conclusions on the same branches (the stepper's
    // bundle: every candidate its branches agree on); target is one of them.
    CandidateSet alsoEliminated, alsoPlaced;
    int largest = 0; // the largest branch's implications (its needed facts)
};

// The needed facts of each branch and the size, for a target (verity) or the
// branch's contradiction.
void traceConclusion(ForcingCandidate& c);

// Builds and proves the step: std::nullopt when neither rule proves it (which
// would be a bug in the propagation).
std::optional<Step> forcingStep(const State& s, const ForcingCandidate& c);

} // namespace setwise
