// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/path_forcing.h"

#include <algorithm>

namespace setwise::cli
{

PathForcing pathForcing(const std::vector<Step>& steps)
{
    PathForcing p;
    p.paths = 1;
    for (const Step& st : steps) {
        if (st.branches.empty())
            continue;
        ++p.forcingSteps;
        p.nestedNets += st.technique == "nested-forcing-net";
        for (const ForcingBranch& b : st.branches)
            p.implications += (long long)b.implications.size();
    }
    p.pathsWithForcing = p.forcingSteps > 0;
    return p;
}

PathForcing& PathForcing::operator+=(const PathForcing& o)
{
    paths += o.paths;
    pathsWithForcing += o.pathsWithForcing;
    forcingSteps += o.forcingSteps;
    nestedNets += o.nestedNets;
    implications += o.implications;
    return *this;
}

void PathForcing::addLine(JsonObject& j) const
{
    j.add("forcing_steps", forcingSteps).add("nested_nets", nestedNets).add("forcing_implications", implications);
}

void PathForcing::addTotal(JsonObject& j) const
{
    const double n = double(std::max(1, paths));
    j.add("forcing_paths", pathsWithForcing)
        .add("forcing_path_share", pathsWithForcing / n)
        .add("forcing_steps_per_puzzle", double(forcingSteps) / n)
        .add("nested_nets_per_puzzle", double(nestedNets) / n)
        .add("forcing_implications_per_puzzle", double(implications) / n);
}

} // namespace setwise::cli
