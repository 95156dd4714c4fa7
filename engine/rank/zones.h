// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Counting by cases: Allan Barker's triplets and rank zones (docs/arguments.md,
// Counting by cases). A structure of truths and links whose plain rank rule
// (evaluate.h) does not remove a target may still remove it by counting once
// the structure is split on its triplets: candidates lying in three or more of
// its sets (a truth and two links, or two truths and a link). Such a candidate
// true fills one truth but takes two links (or two truths with one link), so
// the rank of the rest changes; false, it leaves the count, and a smaller zone
// of the structure (its "minor branch") may reach rank 0. Each case of the
// split is counted by the plain rank rule on a zone of the structure's sets,
// over the candidates its assumptions leave live; the target falls when it
// falls in every case. This is the "summing of rank effects" of Barker's
// Easter Monster and Golden Nugget solutions, each case a count a person
// redoes by hand.

#include "engine/argument.h"
#include "engine/state.h"

#include <optional>
#include <span>
#include <vector>

namespace setwise
{

// What a case's assumptions leave (ArgumentCase): the live candidates and the
// structure's sets still counted. onDead: an "on" assumption named a candidate
// already false (the case's assumptions contradict each other).
struct CaseView {
    CandidateSet live;
    std::vector<Constraint> bases, covers;
    bool onDead = false;
};
CaseView applyAssumptions(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    std::span<const ArgumentCase::Assumption> assumptions);

// True when every case removes target as it says and the cases are the leaves
// of one tree of true/false splits (so one of them holds in every solution).
bool casesProve(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    std::span<const ArgumentCase> cases, Candidate target);

// A split of the structure's triplets, at most maxCases cases, each removing
// target by counting; nullopt when none is found within the limits. order:
// the structure's candidates in the order to try them as triplets where no
// contradiction inside the structure orders them.
std::optional<std::vector<ArgumentCase>> countByCases(const State& s, std::span<const Constraint> bases,
    std::span<const Constraint> covers, Candidate target, int maxCases, std::span<const Candidate> order = {});

} // namespace setwise
