// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A step's argument: what a person checks, by hand, to redo each of the
// step's conclusions. It stands beside the machine proof (Step::rule, the
// counting rule or an exact search) that stays as a cross-check. Three kinds:
//
//   counting      the step's readings (bases and covers) prove every
//                 conclusion by counting: the rank rule of evaluate(), or a
//                 named extension of it (`counting` says which);
//   implications  the argument's implication tree (disjunction, branches,
//                 lemmas below; a forcing step's is its Step::branches)
//                 proves every conclusion; each implication cites one
//                 constraint (a cell or a house-digit) or one lemma (an inner
//                 net, a basic pattern on the branch's grid), each lemma
//                 argued the same way;
//   pattern       named, published rules (`rules`), each with the
//                 conclusions it gives and the premises it rests on; their
//                 union is exactly the step's conclusions.
//
// A step whose argument does not cover a conclusion does not make it
// (StepSink::add drops it, argumentCovers()).

#include "engine/bitset.h"
#include "engine/types.h"

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

// What one implication rests on: the branch's assumption, one constraint (a
// cell or a house-digit: for a true candidate its other live candidates are
// all false, for a false one another of its candidates is true), or one lemma
// of Argument::lemmas.
struct ArgumentCite {
    enum class Kind : std::uint8_t { Assumption, Constraint, Lemma };
    Kind kind = Kind::Assumption;
    Constraint constraint = -1;
    int lemma = -1;
    friend bool operator==(const ArgumentCite&, const ArgumentCite&) = default;
};

// One implication: `candidate` is true (on) or false, because of `cites`,
// from the implications `from` (ids, unique in the argument; an inner net's
// implication may name its enclosing branch's).
struct ArgumentImplication {
    int id = 0;
    Candidate candidate = -1;
    bool on = false;
    ArgumentCite cites;
    std::vector<int> from;
    friend bool operator==(const ArgumentImplication&, const ArgumentImplication&) = default;
};

// A branch: its assumptions first (cites Assumption), then what follows, in
// order; it may end in a contradiction in one constraint: as a base (every
// live candidate false) or as a cover (two true), from those implications.
struct ArgumentBranch {
    std::vector<ArgumentImplication> implications;
    Constraint contradiction = -1;
    bool contradictionIsBase = true;
    std::vector<int> contradictionFrom;
    friend bool operator==(const ArgumentBranch&, const ArgumentBranch&) = default;
};

// A lemma an implication cites: an inner net (its one assumption, made
// inside the enclosing branch, ends in a contradiction, so that candidate is
// false there) or a basic pattern counted on the branch's grid (its truths
// and links: every live candidate of the bases, less the false ones the
// citing implication rests on, lies in the covers, as many as the bases;
// the covers' other candidates are false).
struct ArgumentLemma {
    enum class Kind : std::uint8_t { Net, Pattern };
    Kind kind = Kind::Net;
    ArgumentBranch net; // Net
    std::string technique; // Pattern: e.g. "x-wing", "naked-pair", "fish"
    std::vector<Constraint> bases, covers; // Pattern
    friend bool operator==(const ArgumentLemma&, const ArgumentLemma&) = default;
};

// Why the branches of an implications argument cover every case:
//   Each        each branch stands alone: its assumption leads to a
//               contradiction, so the opposite is a conclusion;
//   Constraint  the branches assume in turn each live candidate of one
//               constraint (a cell or a house-digit: one is true);
//   Fins        Kraken fish: one branch per fin (that fin true) and one
//               with every fin false, in which the fish (a lemma) holds;
//   FishCover   Kraken fish type 2: the fins and the base candidates of one
//               cover (`constraint`), one branch each: when no fin is true
//               the fish (`lemma`) fills that cover from its bases.
// For all but Each, a conclusion holds in every branch that does not end in
// a contradiction.
struct ArgumentDisjunction {
    enum class Kind : std::uint8_t { Each, Constraint, Fins, FishCover };
    Kind kind = Kind::Each;
    Constraint constraint = -1;
    int lemma = -1;
    friend bool operator==(const ArgumentDisjunction&, const ArgumentDisjunction&) = default;
};

// One case of a counting argument by cases (Allan Barker's triplets and rank
// zones, docs/arguments.md, Counting by cases): under its assumptions, made in
// order, the zone (truths and links of the step's reading) is counted by the
// rank rule on what the assumptions leave live. An assumption sets a triplet
// (a candidate in three or more of the reading's sets) true or false: true,
// every other live candidate of each reading set holding it is false and those
// sets leave the count (satisfied, used); false, it is removed. The cases are
// the leaves of a tree of such splits, so one of them holds in every solution.
struct ArgumentCase {
    struct Assumption {
        CandidateSet candidates; // one candidate (a triplet)
        bool on = false;
        friend bool operator==(const Assumption&, const Assumption&) = default;
    };
    // How the case removes the target: Count, the rank rule on the zone;
    // EmptyTruth, a zone truth has no live candidate left (the case cannot
    // hold); Assumption, the target is false by the assumptions themselves.
    enum class Closes : std::uint8_t { Count, EmptyTruth, Assumption };
    std::vector<Assumption> assumptions;
    std::vector<Constraint> bases, covers; // the zone
    int rank = 0; // links less truths of the zone
    Closes closes = Closes::Count;
    friend bool operator==(const ArgumentCase&, const ArgumentCase&) = default;
};

struct Argument {
    ArgumentKind kind = ArgumentKind::None;
    // Counting: the counting rule used, a stable id: "rank" (evaluate()'s rank
    // rule on the readings), or an extension's id (see docs/arguments.md).
    // Implications with "rank": the readings count some conclusions too.
    std::string counting;
    // Counting "triplets": the cases (ArgumentCase) and what every one of
    // them proves false, beside what the readings count.
    std::vector<ArgumentCase> cases;
    CandidateSet caseEliminations;
    std::vector<ArgumentRule> rules; // Pattern: the rules, in the order given
    // Pattern: keys of the structures the rules rest on ("Exocet base r1c1,r1c2,
    // targets r2c4,r3c7"), one a structure. A path's later step with a key an
    // earlier step has cites that step (stepper.cpp): the same structure, not a
    // new one.
    std::vector<std::string> structures;
    // Implications: the disjunction, its branches and the lemmas they cite.
    ArgumentDisjunction disjunction;
    std::vector<ArgumentBranch> branches;
    std::vector<ArgumentLemma> lemmas;
    int nextId = 0; // the next implication id to give
    friend bool operator==(const Argument&, const Argument&) = default;
};

// "counting", "implications", "pattern" ("none" for ArgumentKind::None).
const char* argumentKindName(ArgumentKind kind);
const char* disjunctionKindName(ArgumentDisjunction::Kind kind); // "each", "constraint", "fins", "fish-cover"

// What an argument proves of a step (the step supplies the readings a
// counting argument counts). A step's conclusions outside them are not made.
struct ArgumentConclusions {
    CandidateSet eliminations, placements;
};
struct Step;
ArgumentConclusions argumentConclusions(const Step& step);
// The number of implications (lemmas' included) and the largest branch's.
int argumentSize(const Argument& a);
int largestBranch(const Argument& a);
// A nested net's inner nets (lemmas of kind Net).
int netLemmas(const Argument& a);

} // namespace setwise
