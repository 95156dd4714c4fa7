// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Short texts about a step for lists and headers, in the user's language
// (technique names from technique_names.h, candidate notation from the engine),
// and the one conversion of engine strings to QString.

#include "engine/step.h"
#include "ui/grid/highlight.h"

#include <QString>

#include <string_view>

namespace setwise::ui
{

// An engine string (UTF-8: names, notation, messages) as a QString.
inline QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}
// The step's name: the technique's display name, except that a rank structure
// without a classic name says what it is: "Rank-0 logic: 4 truths on digits
// 2, 5 (3 cells, 1 row)".
QString stepName(const Step& step);
// What rank and effective rank mean (a tooltip for every place that shows them).
QString rankExplanation();
// "X-Wing: 2 truths, 2 links, rank 0"; a step argued by implications whose
// sets have fewer links than truths (a net): "Nested Forcing Net: 158 truths,
// 54 links, argued by its implications, not by counting".
QString stepSummary(const Step& step);
// "r1c5=3, r2c4<>3, r2c9<>3": placements, then eliminations (HoDoKu notation).
QString conclusionText(const Step& step);
// "X-Wing: r2c4<>3, r2c9<>3, ...".
QString stepLine(const Step& step);
// One rule of an argument by its id, in words.
QString ruleName(const std::string& rule);

// Why a conclusion shown on the grid holds (rich text for its tooltip): the
// pattern rules that give it, with their premises, or the forcing step's
// branches; empty for a candidate that is no conclusion, or without either.
QString conclusionReason(const Highlight& h, Candidate x);

// Where a forcing branch ends, the digit named: "no 9 left in column 4", "two
// 8s in column 7: r3c7, r5c7", "no candidate left in r4c5", "two digits in
// r4c5: 3, 7" (empty when the branch has no contradiction).
QString contradictionText(const ForcingBranch& branch);
// The candidates true on a branch in its contradiction's constraint (the two
// that clash; none for a constraint left without a candidate).
CandidateSet clashCandidates(const ForcingBranch& branch);

} // namespace setwise::ui
