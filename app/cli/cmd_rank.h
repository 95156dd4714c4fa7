// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// setwise-cli commands of the rank search and the set-logic assistant:
//   explain STATE 3r2c4 [--max N] [--rank R] [--count K]   fewest truths removing a candidate
//     (the rank search, the shortest chains and the chain-family and ALS finders: engine/explain.h)
//   cover STATE "BASES" [--rank R]                          fewest covers for chosen bases
//   alternatives STATE "BASES / COVERS"|TECHNIQUE-ID [--max N] [--count K]
//   bench --rank FILE [--max N] [--puzzles P] [--nodes M] [--base K]  cost per state, solve counts

#include "app/cli/command.h"

namespace setwise::cli
{

int cmdExplain(const Args& args, Io& io);
int cmdCover(const Args& args, Io& io);
int cmdAlternatives(const Args& args, Io& io);
int benchRank(const Args& args, Io& io);

} // namespace setwise::cli
