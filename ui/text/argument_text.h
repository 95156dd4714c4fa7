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

// Counting by cases (Argument::cases, docs/arguments.md, Counting by cases).
// Whether the step is argued so (a counting argument with cases).
bool hasCases(const Step& step);
// Plain text: why the cases cover every solution and what each removes ("The
// 2 cases split on the triplet 7r2c2, true or false, so one of them holds;
// each removes r1c3<>2"); empty without cases.
QString casesText(const Step& step);
// A case's assumptions in order: "r2c2<>7", "r2c2=7, r5c2<>5".
QString caseAssumptions(const ArgumentCase& c);
// A case's zone counted (docs/arguments.md, Counting by cases): its fins
// (zone truths' candidates the assumptions leave, in no zone link or in two
// zone truths) and its effective rank (the links less, per truth, the fewest
// links through one of its candidates that is no fin); a truth of fins alone
// (finOnly). Without a fin, a truth of fins alone or an effective rank below
// 0 leaves too few link slots: the case cannot hold.
struct CaseCount {
    CandidateSet fins;
    int rank = 0, effectiveRank = 0;
    bool finOnly = false;
    bool cannotHold() const { return fins.none() && (finOnly || effectiveRank < 0); }
};
CaseCount caseCount(const Step& step, const ArgumentCase& c);
// How a case closes, in a few words: "counting 7 truths and 7 links, rank 0",
// "2 truths but 1 link: cannot hold", "4 truths, 4 links, effective rank -1:
// cannot hold", "7 in box 1 empty: cannot hold", "by its assumptions".
QString caseClosing(const Step& step, const ArgumentCase& c);
// Why the case removes the step's case eliminations, in a sentence: "7 truths
// and 7 links, rank 0: r1c3<>2 lies in 1 of the links, so it is false."; "2
// truths but only 1 link: too few link slots, so this case cannot hold."; "7
// in box 1 has no candidate left, so this case cannot hold."; "r9c2=3 is
// true in cell r9c2, so r9c2<>1."
QString caseReason(const Step& step, const ArgumentCase& c);
// What a true assumption does: "7 in box 1, 7 in row 2, 7 in column 2 and
// cell r2c2 leave the count; their other candidates are false"; a false one:
// "assumed false".
QString assumptionEffect(const Step& step, const ArgumentCase::Assumption& a);
// The constraints as the diagram names them: "7B1, R1C3".
QString constraintNames(const std::vector<Constraint>& ks);

} // namespace setwise::ui
