// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A step's argument: what a person checks, by hand, to redo each of the
// step's conclusions. It stands beside the machine proof (Step::rule, the
// counting rule or an exact search) that stays as a cross-check. Three kinds:
//
//   counting      the step's readings (bases and covers) prove every
//                 conclusion by counting: the rank rule of evaluate(), or a
//                 named extension of it (`counting` says which);
//   implications  the step's implication tree (Step::branches) proves every
//                 conclusion; each implication cites one constraint (a cell
//                 or a house-digit) or one lemma (an inner net, a basic
//                 pattern on the branch's grid), each lemma argued the same way;
//   pattern       named, published rules (`rules`), each with the
//                 conclusions it gives and the premises it rests on; their
//                 union is exactly the step's conclusions.
//
// A step whose argument does not cover a conclusion does not make it.

#include "engine/bitset.h"

#include <cstdint>
#include <string>
#include <vector>

namespace setwise
{

enum class ArgumentKind : std::uint8_t {
    None, // not argued yet (a step handed out has one of the three below)
    Counting,
    Implications,
    Pattern,
};

// One published rule of a pattern argument, e.g. an Exocet's "base digits in
// the targets" (rule: a stable kebab-case id; source: where it is published).
struct ArgumentRule {
    std::string rule;
    std::string source;
    CandidateSet eliminations;
    CandidateSet placements;
    // What the rule rests on, in the step's own notation ("base cells r5c4,r5c6
    // hold 245", "the Exocet of step 17"): read by a person, not parsed.
    std::vector<std::string> premises;
    friend bool operator==(const ArgumentRule&, const ArgumentRule&) = default;
};

struct Argument {
    ArgumentKind kind = ArgumentKind::None;
    // Counting: the counting rule used, a stable id: "rank" (evaluate()'s rank
    // rule on the readings), or an extension's id (see docs/arguments.md).
    std::string counting;
    std::vector<ArgumentRule> rules; // Pattern: the rules, in the order given
    // Pattern: keys of the structures the rules rest on ("Exocet base r1c1,r1c2,
    // targets r2c4,r3c7"), one a structure. A path's later step with a key an
    // earlier step has cites that step (stepper.cpp): the same structure, not a
    // new one.
    std::vector<std::string> structures;
    friend bool operator==(const Argument&, const Argument&) = default;
};

// "counting", "implications", "pattern" ("none" for ArgumentKind::None).
const char* argumentKindName(ArgumentKind kind);

} // namespace setwise
