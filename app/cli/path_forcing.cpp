// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/path_forcing.h"

#include "engine/techniques.h"

#include <algorithm>

namespace setwise::cli
{

PathForcing pathForcing(const std::vector<Step>& steps)
{
    PathForcing p;
    p.paths = 1;
    for (const Step& st : steps) {
        const Technique* t = findTechnique(st.technique);
        const bool expert = (t && t->family == "exotic") || st.technique.starts_with("kraken-fish");
        if (!p.pathsBeyondChains && (expert || !st.branches.empty())) {
            p.pathsBeyondChains = 1;
            p.pathsExpertFirst = expert;
        }
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
    pathsBeyondChains += o.pathsBeyondChains;
    pathsExpertFirst += o.pathsExpertFirst;
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
        .add("forcing_implications_per_puzzle", double(implications) / n)
        .add("beyond_chain_paths", pathsBeyondChains)
        .add("expert_first_paths", pathsExpertFirst)
        .add("expert_first_share", pathsExpertFirst / double(std::max(1, pathsBeyondChains)));
}

} // namespace setwise::cli
