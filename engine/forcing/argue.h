// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Implications arguments (engine/argument.h) built by a small propagation of
// its own, for the steps whose finder proves them another way (3D Medusa's
// colour clashes, templates, Kraken fish, any step left without an argument)
// and from a forcing step's own tree.
//
// A branch assumes literals (a candidate true or false) on the state and
// applies two rules until nothing changes, each implication citing its one
// constraint:
//   x true   every other live candidate of x's constraints is false (cover)
//   a constraint left with one live candidate (none true) makes it true
//            (base); with none, or with two true, the branch contradicts
// Options narrow it: to some digits (a single-digit net: the digit's
// house-digits only, no cell), to strong links (a constraint makes its last
// candidate true only when it had two in the state: colouring), and allow
// inner nets (a candidate whose assumption inside the branch contradicts is
// false there, citing that net as a lemma), to a given depth.

#include "engine/argument.h"
#include "engine/forcing_branch.h"
#include "engine/state.h"

#include <cstdint>
#include <optional>
#include <span>

namespace setwise
{

struct Step;

struct ArgueOptions {
    unsigned digits = 0x1FF; // the digits whose constraints propagate (all: cells too)
    bool strongOnly = false;
    bool nested = false; // inner nets as lemmas ...
    int depth = 1; // ... nested this deep (an inner net's own inner nets: 2)
    int innerBudget = 400; // inner propagations a branch may spend, all depths
};

struct ArgueLiteral {
    Candidate candidate;
    bool on;
};

// Propagates the assumptions; appends to `arg` the branch traced to its
// contradiction (or, with a goal, to the goal's implication) and its lemmas.
// False when it reaches neither (arg unchanged).
bool argueBranch(const State& s, std::span<const ArgueLiteral> assumptions, const ArgueOptions& options, Argument& arg,
    std::optional<ArgueLiteral> goal = std::nullopt);

// An argument of kind Each for these conclusions: per elimination x the
// branch "x true" contradicts, per placement p the branch "p false" does.
// `argued` gets the conclusions it argues (the others have no branch).
Argument argueByContradiction(const State& s, const CandidateSet& eliminations, const CandidateSet& placements,
    const ArgueOptions& options, ArgumentConclusions& argued);

// The implications argument of a forcing step's tree (Step::branches): the
// disjunction is the step's starting truth (`truth`, -1: each branch alone).
void argueFromForcingBranches(const State& s, Constraint truth, Step& step);

// A step with no argument yet gets one by contradiction nets (Medusa's
// strong links, then nets, then nested nets), for the conclusions that have
// one; the step's conclusions are cut to them. False when none is argued.
bool argueByNets(const State& s, Step& step);

// StepSink::add's check: a step without an argument is argued by nets
// (argueByNets); then its conclusions are cut to those its argument covers
// (argumentConclusions), the cut counted. False when none is left.
bool coverByArgument(const State& s, Step& step);

// Conclusions and steps coverByArgument left out, on this thread and on all.
struct ArgumentCuts {
    std::uint64_t conclusions = 0, steps = 0;
};
ArgumentCuts argumentCutsHere(); // this thread's (a path measures its own by difference)
ArgumentCuts argumentCutsTotal();

} // namespace setwise
