// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A step: one deduction with its base/cover readings, its conclusions, its
// technique and its text forms (docs/architecture.md). Steps are plain values.

#include "engine/argument.h"
#include "engine/evaluate.h"
#include "engine/forcing_branch.h"

#include <cstdint>
#include <string>
#include <vector>

namespace setwise
{

// Highlight roles (docs/architecture.md, Highlight roles). The engine tags; only ui/ maps roles to colours.
enum class Role {
    BaseConstraint,
    CoverConstraint,
    BaseCandidate,
    Fin,
    EndoFin,
    Cannibal,
    Elimination,
    Placement,
    VirtualBase, // candidates of a virtual truth (uniqueness: "at least one is true")
    DeadlyPattern, // the deadly pattern behind a virtual truth (a UR's a and b in its four corners)
    StructureBase, // a structure's base cells (Junior Exocet: the two base cells), Step::structureBase
    StructureTarget, // its target cells (Exocet: the two targets), Step::structureTarget
    StructureCrossLine, // its cross-line cells (Exocet: the S cells), Step::structureCrossLine
    LinkStrong,
    LinkWeak,
    UserSelection,
};

// A chain as drawn and written (chains, ALS chains, forcing chains): its nodes
// in chain order and the links between them. A node is one candidate, a group
// (the live candidates of one digit in a box-line intersection, drawn boxed)
// or an almost locked set (the ALS candidates the link enters or leaves by,
// with the ALS cells shaded).
// markChain() fills the last three fields of every step a finder hands out
// (StepSink::add): which ALS a node belongs to, and the node's truth along
// the chain read from its start (Eureka: the first node false when the first
// link is strong, true when it is weak, as a death blossom's stem; each link
// flips it).
struct ChainNode {
    enum class Kind { Candidate, Group, Als };
    enum class Parity : std::uint8_t { Unknown, On, Off };
    Kind kind = Kind::Candidate;
    CandidateSet candidates; // where the link arrows start and end
    CellSet alsCells; // Kind::Als: every cell of the ALS
    int als = -1; // Kind::Als: the step's ALS index, 0, 1, ... (nodes of one ALS share it)
    Parity parity = Parity::Unknown; // on (true) or off (false) along the chain
    bool start = false; // the chain's first node
};

struct ChainLink {
    int from; // index into Step::chainNodes
    int to;
    bool strong; // strong (solid) or weak (dashed)
};

// Which rule proved a step's conclusions (docs/architecture.md, The one rule). The counting rule is
// evaluate()'s; the two exact rules search the sub-puzzle of the step's bases
// (exactly one true) and covers (at most one true) over their live candidates
// and find every conclusion holding in every solution of it.
enum class ProofRule {
    CountingRule,
    ExactEvaluation, // engine/forcing/exact.h: the target false (placement true) in every solution
    Template, // every placement of one digit (one per row, column and box) enumerated
};
const char* proofRuleName(ProofRule rule); // "counting rule", "exact evaluation", "exact (template)"

struct Step {
    std::string technique; // stable id, e.g. "x-wing", "user"
    std::vector<Evaluation> readings; // one base/cover reading each (a locked pair has two)
    std::vector<Digit> digits; // digits of the pattern, ascending
    CandidateSet eliminations; // the step's conclusions ...
    CandidateSet placements; // ... (union over readings, see makeStep)
    std::vector<ChainNode> chainNodes; // optional chain drawing: nodes in chain order ...
    std::vector<ChainLink> links; // ... and the links between them
    bool setLogic = true; // false for brute force
    // Uniqueness steps: a virtual base rests on the assumption that the puzzle
    // has one solution (shown as "assumes a unique solution"); justification
    // then says which deadly pattern the virtual truth avoids.
    bool assumesUniqueness = false;
    std::string justification; // for steps that are not set logic, and for virtual truths
    ProofRule rule = ProofRule::CountingRule; // what proved the conclusions
    CandidateSet beyondCounting; // conclusions the counting rule alone does not give
    std::uint64_t proofNodes = 0; // exact rules: search nodes (templates: templates walked)
    std::vector<ForcingBranch> branches; // forcing chains and nets: the implication tree
    std::string forcingText; // forcing chains and nets: HoDoKu's text, chain lines included
    // A structure's cells by part, drawn apart from its sets (Junior Exocet:
    // the base cells, the targets, the cross-line cells outside the band, the
    // targets' mirror nodes).
    CellSet structureBase, structureTarget, structureCrossLine, structureMirror;
    // What a person checks to redo the conclusions (argument.h). StepSink::add
    // gives a step proven by the counting rule the counting argument "rank".
    Argument argument;

    int rank() const { return readings.empty() ? 0 : readings.front().rank; }
    CandidateSet fins() const;
    CandidateSet endoFins() const;
    CandidateSet cannibals() const;
    CandidateSet baseCandidates() const;
    CandidateSet virtualCandidates() const; // live candidates of the virtual bases (Role::VirtualBase)
    // The deadly pattern behind the virtual bases: each one's digits in each of
    // its cells (a UR's a and b in its four corners; Role::DeadlyPattern). Not
    // necessarily live: a corner may miss a digit.
    CandidateSet patternCandidates() const;
    ConstraintSet baseSets() const;
    ConstraintSet coverSets() const;
    bool hasConclusions() const { return eliminations.any() || placements.any(); }
};

// Builds a step from evaluated readings. Its conclusions are the union of the
// readings' placements and eliminations, less the eliminations that a
// placement of the same step implies (a single concludes its placement; the
// peers follow when it is applied, as in HoDoKu). A user-chosen set keeps every
// elimination the rule gives (keepImplied), so "eval" shows them all.
Step makeStep(std::string technique, std::vector<Evaluation> readings, bool keepImplied = false);

// Fills the chain nodes' ALS indices, parity and start mark (see ChainNode).
void markChain(Step& step);

// The state after a step: placements are placed, eliminations removed.
State apply(const State& s, const Step& step);

// Text forms (docs/architecture.md, Techniques).
std::string hodokuText(const Step& step); // "X-Wing: 3 r17 c49 => r2c4<>3, ..."
std::string truthsLinksText(const Step& step); // "2 Truths = {3R1 3R7}  2 Links = {3C4 3C9}  rank 0"
std::string bertText(const Step& step); // "[3R17 | 3C49] = [3(268)4, 3(246)9]"
// A virtual base in the truths/links and BERT forms: "UR{2(89)7}" (label and
// its candidates in BERT nrc form); the diagram uses it as the row header.
std::string virtualBaseName(const VirtualBase& v);
int bertScore(const Step& step); // BERT chapter 5, see scoring.cpp
// Eureka notation of a chain, AIC or ALS step's (first) chain, a strong link
// "=", a weak one " - ", nodes of one cell or ALS in one bracket:
// "(5=3)r2c1 - (3=6)r2c7 - (6)r5c7=(6)r5c1 => r2c1<>6"; empty without a chain drawing.
std::string eurekaNotation(const Step& step);
// A forcing chain or net in HoDoKu's arrows, one line per branch:
// "r1c1=5 -> r1c2<>5 -> r3c2=5 => contradiction in r3"; empty for other steps.
std::vector<std::string> forcingChainLines(const Step& step);

// Grouped notations shared by the text forms and the diagram.
std::string bertConstraints(const std::vector<Constraint>& ks); // "3R17", "R1C389"
std::string bertCandidates(const CandidateSet& xs); // "3(268)4, 3(246)9"
std::string hodokuCandidates(const CandidateSet& xs); // "r2c4<>3, r2c9<>3"

} // namespace setwise
