// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's sentences for the engine's errors: built with tr() from the
// error's code and arguments, never from its English message (which is the
// CLI's and the logs'), so a translated screen shows no English engine text.

#include "engine/result.h"
#include "engine/state.h"

#include <QString>

namespace setwise::ui
{

// What is wrong, one sentence ("Digit 3 appears twice in row 5 (r5c1 and r5c7).").
QString errorSentence(const Error& error);
// The same with the position when the error has one ("Line 1, column 12: …").
QString errorText(const Error& error);
// Why a state has no solution ("Digit 3 appears twice in row 5.").
QString inconsistencyText(const Inconsistency& problem);

} // namespace setwise::ui
