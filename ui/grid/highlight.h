// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the grid highlights: the roles (docs/architecture.md, Highlight roles) as sets of constraints and
// candidates. Built from a step (and how much of it a progressive hint may
// reveal); the grid maps each role to the palette.

#include "engine/step.h"

#include <array>
#include <cstdint>
#include <vector>

namespace setwise::ui
{

// Progressive hints: first only the technique's name, then its houses, then
// the whole step.
enum class HintLevel { Name = 1, Houses = 2, Full = 3 };

// The user's colouring (HoDoKu's colour pairs): 0 none, 1..4 the colours A, a,
// B, b (two pairs of partner colours) on cells and on candidates.
struct UserColours {
    std::array<std::uint8_t, kCells> cells {};
    std::array<std::uint8_t, kCandidates> candidates {};
    bool operator==(const UserColours&) const = default;
    bool isEmpty() const { return *this == UserColours {}; }
};

struct Highlight {
    ConstraintSet bases;
    ConstraintSet covers;
    CandidateSet baseCandidates;
    CandidateSet virtualCandidates; // candidates of virtual truths (uniqueness), drawn apart from base candidates
    CandidateSet pattern; // the deadly pattern behind them (Step::patternCandidates)
    CellSet patternCells; // its cells (a UR's four corners), framed
    // A structure's cells by part (Exocet: base, target, cross-line cells), each shaded apart.
    CellSet structureBase, structureTarget, structureCrossLine;
    CandidateSet fins; // plain fins (endo fins are in endoFins only)
    CandidateSet endoFins;
    CandidateSet cannibals;
    CandidateSet eliminations;
    CandidateSet placements;
    CandidateSet selection; // user selection (a diagram cell, a sets-panel pick)
    std::vector<ChainNode> chainNodes; // the step's chain, when it has one
    std::vector<ChainLink> links;
    std::vector<ForcingBranch> branches; // a forcing step's implication tree, drawn as arrows
    CellSet structureMirror; // an Exocet's mirror cells (Step::structureMirror), framed dotted
    // A loop of cell groups (SK loop: eight pairs of cells in ring order) and,
    // per joint between group i and i + 1, the digits that link them (a mask).
    std::vector<CellSet> loop;
    std::vector<unsigned> loopJoints;
    // A Multi-Sector Locked Set's links: per row or column of the structure
    // that links digits (house 0..8 a row, 9..17 a column), the structure's
    // cells in it and the digits it links (a mask). Drawn as a line along the
    // house through its cells with the digits at its label: rows and columns
    // cross at the cells, each link a line.
    struct HouseLink {
        House house = 0;
        CellSet cells;
        unsigned digits = 0;
    };
    std::vector<HouseLink> houseLinks;
    // Why each elimination holds, for the grid's tooltip: the pattern
    // argument's rules, or a forcing step's chain lines (one per branch).
    std::vector<ArgumentRule> rules;
    std::vector<std::string> chainLines;
    bool keepSetsWithChain = false; // a Kraken fish: its fish shows in the Chain view too
    // A counting argument by cases (Argument::cases): the cases, the step's
    // reading (the sets a true assumption takes out of the count) and what
    // every case removes; caseHighlight() shows one case.
    std::vector<ArgumentCase> cases;
    std::vector<Constraint> readingBases, readingCovers;
    CandidateSet caseEliminations;
    // The case shown: its assumptions true (ringed twice, "on" colour) and
    // false (ringed twice, dashed, "off" colour), and the candidates its true
    // ones make false (ringed dashed, their digits faded). With no case
    // shown, the triplets the cases split on (ringed dotted).
    CandidateSet assumedOn, assumedOff, assumedOut, triplets;

    bool isEmpty() const;
    bool hasChain() const { return !links.empty() || !chainNodes.empty() || !branches.empty(); }
    // Roles of one candidate, strongest first (for tooltips and tests).
    std::vector<Role> rolesOf(Candidate x) const;
};

Highlight highlightOf(const Step& step, HintLevel level = HintLevel::Full);
// One case of a counting argument by cases as the grid shows it (`index`
// into h.cases; h itself for another index or a highlight without cases):
// the case's zone, its truths and links, shaded; the zone truths' candidates
// its assumptions leave live as base candidates (those in no zone link as
// fins); its assumptions and what they make false marked; the case
// eliminations crossed out. `s`: the state the step was found in.
Highlight caseHighlight(const Highlight& h, const State& s, int index);
// The candidates live in a case after its assumptions (docs/arguments.md,
// Counting by cases): false removes the candidate; true removes the other
// candidates of every reading set holding it.
CandidateSet caseLive(const State& s, const ArgumentCase& c, const std::vector<Constraint>& readingBases,
    const std::vector<Constraint>& readingCovers);

// A single's base and cover together name its cell and digit, the whole
// answer: the second hint level shows its bases only.
bool housesHintShowsBasesOnly(const Step& step);

// The implication graph the grid draws for a step: its forcing branches, or,
// for a step without them whose implications argument assumes one candidate
// per branch (a template's nets, cases of one cell or house), the argument's
// branches as forcing branches: implication i of argument branch k is
// implication i of branch k, an inner net (a lemma) its nested net, a basic
// pattern its pattern. Empty otherwise (a Kraken fish draws its fin chains).
std::vector<ForcingBranch> drawnBranches(const Step& step);

// What the picture of a step may show eliminated: exactly what applying it
// removes, that is its eliminations and, of what its readings eliminate, only
// what its placements imply (a single's peers). A reading may prove more (a
// forcing chain's sets may also rule out a candidate the step does not take).
CandidateSet drawnEliminations(const Step& step);
// The step with its readings cut to that (for the diagram and its equation).
Step asApplied(Step step);

// Which part of a forcing step's implication graph stands out: every branch
// (branch -1), one branch, or one implication of it (its arrows and premises);
// inner, for an implication removed by a nested contradiction, one
// implication of its inner net (-1: the whole inner net).
//
// A net is walked (all false, the default): at first each drawn branch shows
// only its route from the assumption to its end (the contradiction or the
// conclusion); walking to implication i adds the branch's implications up to
// i, the i-th with all its arrows and its premises ringed. At most
// kFullArrows arrows are drawn at full strength, the rest faded. With all
// true every implication of the drawn branches shows at once ("Show all").
struct ForcingFocus {
    int branch = -1;
    int implication = -1;
    int inner = -1;
    bool all = false;
    bool operator==(const ForcingFocus&) const = default;
};
inline constexpr int kFullArrows = 15;

// View ▸ Chain: a chain step read as its chain (arrows), as its sets
// (base/cover shading) or both. Eliminations and placements always show; a
// step without a chain always shows its sets.
enum class ChainView { Both, Chain, Sets };
Highlight withChainView(Highlight h, ChainView view);

} // namespace setwise::ui
