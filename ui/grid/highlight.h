// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the grid highlights: the roles of DESIGN §5 as sets of constraints and
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

    bool isEmpty() const;
    bool hasChain() const { return !links.empty() || !chainNodes.empty() || !branches.empty(); }
    // Roles of one candidate, strongest first (for tooltips and tests).
    std::vector<Role> rolesOf(Candidate x) const;
};

Highlight highlightOf(const Step& step, HintLevel level = HintLevel::Full);
// A single's base and cover together name its cell and digit, the whole
// answer: the second hint level shows its bases only.
bool housesHintShowsBasesOnly(const Step& step);

// Which part of a forcing step's implication graph stands out: every branch
// (branch -1), one branch, or one implication of it (its arrows and premises);
// inner, for an implication removed by a nested contradiction, one
// implication of its inner net (-1: the whole inner net).
struct ForcingFocus {
    int branch = -1;
    int implication = -1;
    int inner = -1;
    bool operator==(const ForcingFocus&) const = default;
};

// View ▸ Chain: a chain step read as its chain (arrows), as its sets
// (base/cover shading) or both. Eliminations and placements always show; a
// step without a chain always shows its sets.
enum class ChainView { Both, Chain, Sets };
Highlight withChainView(Highlight h, ChainView view);

} // namespace setwise::ui
