// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// All Steps grouped (HoDoKu's All Steps tree): one group per technique, in
// the registry's order; in each, one row per distinct conclusion. Steps with
// the same conclusions (the same eliminations and placements) make one row:
// its representative is the simplest of them, the rest are its equivalents.
//
//   Simplest: the earliest technique in the registry (simplest first), then
//   the lowest BERT score (BERT ch. 5), then the one the engine found
//   first. A row sits in the group of its representative's technique, so a
//   long chain that only repeats a Skyscraper is folded under the Skyscraper.
//
//   Skyscraper (2)                  group
//     Skyscraper  (+1 equivalent)   row: step 4, equivalents {9}
//       X-Chain                     equivalent: step 9
//     Skyscraper                    row: step 5

#include "engine/step.h"

#include <string>
#include <vector>

namespace setwise::ui
{

struct StepRow {
    int step = -1; // index into the steps: the representative
    std::vector<int> equivalents; // same conclusions, simplest first
};

struct StepGroup {
    std::string technique; // the representatives' technique id
    std::vector<StepRow> rows; // in the order the engine found the representatives
};

std::vector<StepGroup> groupSteps(const std::vector<Step>& steps);

} // namespace setwise::ui
