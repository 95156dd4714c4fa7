// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The forcing chains and nets of a solving path (issue 26), for batch: per
// line the forcing steps, the nested nets among them and the implications of
// their trees; over the file the paths with one and the means per path.

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

    PathForcing& operator+=(const PathForcing& o);
    // Per line: "forcing_steps", "nested_nets", "forcing_implications".
    void addLine(JsonObject& j) const;
    // Totals: "forcing_paths", "forcing_path_share" and the means per path.
    void addTotal(JsonObject& j) const;
};

PathForcing pathForcing(const std::vector<Step>& steps);

} // namespace setwise::cli
