// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// setwise-cli bench --fish FILE [--max N]: times the exhaustive fish search
// (all digits, all shapes, sizes 2-7, fins <= 5, endo fins <= 2) on every
// state of the default solution path of each puzzle in FILE.

#include "app/cli/command.h"

namespace setwise::cli
{

int benchFish(const Args& args, Io& io);

} // namespace setwise::cli
