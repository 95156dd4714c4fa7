// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The BERT scores of steps and paths as the optimiser (bert_optimiser.h)
// counts them, and the counting rule on one reading in bit operations, with
// which the optimiser scores a pool entry in a state (bert_score.cpp).

#include "engine/step.h"

#include <string_view>
#include <vector>

namespace setwise
{

// A step's BERT score as the optimiser counts it (BERT chapter 5 has no
// rule for a conclusion the counting rule does not give; this is Setwise's):
//   counted  bertScore(): the additions and subtractions of the step's truths
//            and links as one calculation. For a forcing chain or net these
//            are the truths and links of the whole net (nested nets
//            included), its rank and fins: what a counting-rule step with the
//            same truths and links scores. A step that is not set logic (no
//            equations) counts one point per chain node and link.
//   proof    bertProofScore(), only for conclusions beyond the counting rule
//            (exact evaluation, templates) and steps that are not set logic:
//            the calculation over those equations does not give them, so it
//            is split into cases, one calculation per branch (the assumed
//            candidate of a contradiction, each candidate of a verity's
//            truth). Each implication of a branch is one more operation
//            (a link subtracted or a truth reduced to a single, principle 1),
//            and joining k branches' results costs k - 1 additions (5.1.1).
//            A net's truths and links are the causes of its implications, so
//            this is at least about one point per truth and link.
//            An exact evaluation without an implication tree (a Kraken fish
//            whose chains share links, Tridagon, exocets, aligned exclusion):
//            the same lower bound, one point per truth and link (a case split
//            that left a set unused would not need it), plus one per node of
//            its search beyond the first (each node a case, joined like
//            branches). Exocets and the Tridagon (provedByPatternTheorem):
//            their sets only. A reader proves them by the pattern's published
//            theorem once its sets are checked; the exact evaluation is the
//            program's check of that theorem, and its node count (summed over
//            one search per conclusion, a median of about 4,000 for a Junior
//            Exocet on the hardest lists) would price the pattern above the
//            nested nets it replaces. Templates: one point per template
//            walked, at least 1.
// So a step beyond the counting rule scores more than a counting-rule step
// with its truths and links by at least their number: the optimiser does not
// replace counting-rule steps by a net or an exact evaluation of similar size
// scored cheaper, and such a step pays for the cases a reader has to follow.
// (Until session 9 an exact evaluation paid its search nodes only: a Kraken
// fish of 14 truths and 13 links, 33 nodes, scored 87 beside a 108-point ALS
// chain of 14 truths on top1465 #1's path; now 113.)
bool provedByPatternTheorem(std::string_view technique);
int bertProofScore(const Step& step);
int bertStepScore(const Step& step);
int bertPathScore(const std::vector<Step>& steps);

// The counting rule of evaluate.h on one reading, in bit operations and no
// allocation, for the common case: a state where no base is down to one
// candidate or none and no fin is forced (every base keeps a candidate
// that is no fin). It gives the eliminations among `targets` (where they can
// lie, Entry::reach) and the reading's bertScore(); `exact` is false in the
// other cases, where the full evaluate() answers. The step itself always
// comes from evaluate() (the one rule); this only spares evaluating, and
// building steps of, entries the look-ahead does not take.
struct Counted {
    CandidateSet eliminations;
    int score = 0;
    bool exact = true;
};

Counted countReading(const CandidateSet& live, const Evaluation& r, CandidateSet targets);

} // namespace setwise
