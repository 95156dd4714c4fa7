// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The equation diagram of a step (docs/architecture.md, The equation diagram), as pure data. One table per
// reading: bases as rows, covers as columns, a fin column ("≥ 1") and an
// elimination row. The GUI and the CLI only render it.
//
//                 | 3C4      | 3C9      | ≥ 1
//   3R1           | 314      | 319      |
//   3R7           | 374      | 379      |
//   eliminations  | 3(268)4  | 3(246)9  |

#include "engine/step.h"

#include <string>
#include <vector>

namespace setwise
{

// Virtual bases (uniqueness) are extra rows after the constraint bases: cells
// and fins have bases.size() + virtualBases.size() rows, and the text
// rendering heads them "UR{...}" with a '≥1' mark (at least one true, by the
// unique-solution assumption, not by a Sudoku constraint).
struct DiagramTable {
    std::vector<Constraint> bases; // row headers
    std::vector<VirtualBase> virtualBases; // further rows, drawn apart (Role::VirtualBase)
    std::vector<Constraint> covers; // column headers
    std::vector<std::vector<CandidateSet>> cells; // [base][cover]: live candidates in both
    std::vector<CandidateSet> fins; // [base]: uncovered and endo fins ("≥ 1")
    std::vector<CandidateSet> coverEliminations; // [cover]: what that cover eliminates
    CandidateSet otherEliminations; // eliminations in no cover (fin-only logic)
    CandidateSet multiplyCovered; // base candidates in two or more covers
    CandidateSet placements;
    // Conclusions an exact rule proved beyond the counting rule (Step::
    // beyondCounting): in coverEliminations / otherEliminations / placements
    // like the rest, listed here to be marked apart.
    CandidateSet exact;
    int rank = 0;
    int effectiveRank = 0;
};

struct Diagram {
    std::string technique; // id
    std::string header; // "x-wing: 2 truths, 2 links, rank 0"; uniqueness adds
                        // "(1 virtual; assumes a unique solution)"
    std::string bert; // "[3R17 | 3C49] = [3(268)4, 3(246)9]"
    // The rule in words when the counting rule alone does not give the step's
    // conclusions: "exact evaluation, 5381 nodes" (also in the header).
    std::string rule;
    std::vector<DiagramTable> tables;
};

Diagram makeDiagram(const Step& step);
DiagramTable makeDiagramTable(const Evaluation& e);
// Plain-text rendering (CLI, tests, "copy as text" in the GUI). Cells with a
// multiply covered candidate carry a '*'.
std::string renderText(const Diagram& d);
// One cell's text in BERT nrc form with groups, e.g. "3(268)4".
std::string cellText(const CandidateSet& xs);

} // namespace setwise
