// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The forcing chains and nets of a solving path, for batch: per
// line the forcing steps, the nested nets among them and the implications of
// their trees; over the file the paths with one and the means per path.
// The measure of expert structures: a path's first step beyond the chains is either an
// expert pattern (the exotic family: Exocets, Tridagon, SK loop, MSLS; and
// the Kraken fish) or a forcing step (one with an implication tree).

#include "app/cli/json.h"
#include "engine/step.h"

#include <vector>

namespace setwise::cli
{

struct PathForcing {
    int paths = 0; // paths counted (totals)
    int pathsWithForcing = 0; // paths with at least one forcing step
    long long forcingSteps = 0; // steps with an implication tree
    long long nestedNets = 0; // nested-forcing-net steps among them
    long long implications = 0; // over every branch of those steps
    int pathsBeyondChains = 0; // paths with an expert pattern or a forcing step
    int pathsExpertFirst = 0; // of those, paths whose first such step is an expert pattern

    PathForcing& operator+=(const PathForcing& o);
    // Per line: "forcing_steps", "nested_nets", "forcing_implications".
    void addLine(JsonObject& j) const;
    // Totals: "forcing_paths", "forcing_path_share" and the means per path;
    // "beyond_chain_paths", "expert_first_paths" and "expert_first_share"
    // (expert_first_paths / beyond_chain_paths, 0 when none).
    void addTotal(JsonObject& j) const;
};

PathForcing pathForcing(const std::vector<Step>& steps);

} // namespace setwise::cli
