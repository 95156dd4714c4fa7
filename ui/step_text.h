// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Short texts about a step for lists and headers, in the user's language
// (technique names from technique_names.h, candidate notation from the engine).

#include "engine/step.h"

#include <QString>

namespace setwise::ui
{

// "X-Wing: 2 truths, 2 links, rank 0".
QString stepSummary(const Step& step);
// "r1c5=3, r2c4<>3, r2c9<>3": placements, then eliminations (HoDoKu notation).
QString conclusionText(const Step& step);
// "X-Wing: r2c4<>3, r2c9<>3, ...".
QString stepLine(const Step& step);

} // namespace setwise::ui
