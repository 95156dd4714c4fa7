// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An Exocet's published rules (David P. Bird, "JExocet Compendium", New
// Sudoku Players' Forum, 2012-2014; SudokuWiki's "Exocet" page by Andrew
// Stuart gives a readable account of them): each rule with the eliminations
// it gives and the premises it rests on. docs/patterns.md states every rule,
// why it holds and how a person checks it.
//
// The rules rest on the Exocet's theorem: the base cells' two digits are the
// targets' two digits (exocet.cpp proves it). They are applied in a fixed
// order, each to the candidates the rules before it left, until none gives
// more; what no rule gives is not concluded.

#include "engine/argument.h"
#include "engine/exotic/exocet_shape.h"

#include <string>
#include <vector>

namespace setwise::exotic
{

// What an Exocet's rules give in a state.
struct ExocetArgument {
    std::vector<ArgumentRule> rules; // in the order applied, each with what it adds
    CandidateSet eliminations; // their union
    // House-digit constraints the rules read beyond the structure's own sets
    // (other cover houses, a mirror node's house): covers for the diagram and
    // the exact cross-check.
    std::vector<Constraint> covers;
};

// `coversOf`: the cover houses the finder found, per base digit in digit order.
ExocetArgument argueExocet(const State& s, const Exocet& x, const CoverHouses& coversOf);

// One assignment of the base digits the compatibility test keeps: the base
// cells B1 = b1, B2 = b2 and the targets T1 = t1, T2 = t2 ({t1, t2} = {b1, b2}).
struct ExocetAssignment {
    Digit b1, b2, t1, t2;
};
// The compatible assignments, with `live` as the live candidates (the
// state's, less what is already concluded).
std::vector<ExocetAssignment> compatibleAssignments(const State& s, const CandidateSet& live, const Exocet& x);

// The cover-house rule for base digit d, true in the Exocet: d takes one S
// cell in each house of every two covering its S cells, so it is false in
// those houses' other cells. Adds the houses read to `covers`.
CandidateSet coverHouseEliminations(
    const State& s, const CandidateSet& live, const Exocet& x, Digit d, std::vector<Constraint>& covers);

// "r5", "c4", "b3" (tables.h numbering); "1359" for a digit mask.
std::string houseName(House h);
std::string digitsText(unsigned mask);
// The structure, for every rule's first premise: "Junior Exocet: base cells
// r1c1,r1c2 hold 1359, targets r2c4,r3c7, cross-lines c3,c4,c7".
std::string exocetPremise(const State& s, const Exocet& x);

} // namespace setwise::exotic
