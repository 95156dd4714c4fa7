// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A step's argument (Step::argument, engine/argument.h) in words, for the
// diagram's header and the implication tree: what covers every case (the
// disjunction), where each branch leads, what an implication cites, and the
// rules of a pattern argument or the counts of a counting one.

#include "engine/argument.h"
#include "engine/step.h"

#include <QString>

namespace setwise::ui
{

// The argument in a sentence or two, rich text (empty for a step without one):
//   implications  "Each of the 3 candidates of r5c4 leads to r8c4<>5: branch 1
//                 r5c4=3 ⇒ r8c4<>5 (4 implications); … (12 implications)";
//   pattern       its structures and each rule with its conclusions;
//   counting      its truths, links and rank (or the counting rule's name).
// `branches` false: without the branch list (a net's diagram lists them apart).
QString argumentText(const Step& step, bool branches = true);
// Plain text: why the branches cover every case ("Each of the 3 candidates
// of r5c4 leads to r8c4<>5", "The fish or one of its 2 fins is true; each
// leads to r4c2<>9"); empty unless an implications argument.
QString disjunctionText(const Step& step);
// The assumptions a branch starts from: "r5c4=3", "r1c5<>9, r6c3<>9".
QString branchAssumptions(const ArgumentBranch& branch);
// Where a branch ends: its contradiction, the digit named ("two 8s in column
// 7: r3c7, r5c7"), or the step's conclusion ("r8c4<>5").
QString branchEnd(const Step& step, const ArgumentBranch& branch);
// "X-Wing", "Swordfish" ... for a pattern lemma (the fish by its size).
QString lemmaName(const ArgumentLemma& lemma);
// "row 4", "cell r4c5", "box 5", "5 in column 3" (the digit with `digit`).
QString constraintPlace(Constraint k, bool digit = false);
// "r4c5=6" / "r4c5<>6".
QString literalText(Candidate x, bool on);

} // namespace setwise::ui
