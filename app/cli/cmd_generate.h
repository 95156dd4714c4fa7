// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// setwise-cli generate: new puzzles by level, SE range, technique and
// symmetry (engine/generator/), reproducible from --seed.

#include "app/cli/command.h"

namespace setwise::cli
{

int cmdGenerate(const Args& args, Io& io);

} // namespace setwise::cli
