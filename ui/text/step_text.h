// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Short texts about a step for lists and headers, in the user's language
// (technique names from technique_names.h, candidate notation from the engine),
// and the one conversion of engine strings to QString.

#include "engine/step.h"

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
// "X-Wing: 2 truths, 2 links, rank 0".
QString stepSummary(const Step& step);
// "r1c5=3, r2c4<>3, r2c9<>3": placements, then eliminations (HoDoKu notation).
QString conclusionText(const Step& step);
// "X-Wing: r2c4<>3, r2c9<>3, ...".
QString stepLine(const Step& step);

} // namespace setwise::ui
