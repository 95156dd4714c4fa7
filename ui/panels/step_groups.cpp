// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/step_groups.h"

#include "ui/text/technique_names.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace setwise::ui
{

namespace
{

// The conclusions as one comparable key: eliminations, a separator, placements.
std::vector<int> conclusionKey(const Step& s)
{
    std::vector<int> key;
    for (int x : s.eliminations)
        key.push_back(x);
    key.push_back(-1);
    for (int x : s.placements)
        key.push_back(x);
    return key;
}

} // namespace

std::vector<StepGroup> groupSteps(const std::vector<Step>& steps)
{
    // Step 1. Simplicity of each step: registry position, BERT score, index.
    std::vector<std::tuple<int, int, int>> rank;
    rank.reserve(steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i)
        rank.emplace_back(registryPosition(steps[i].technique), bertScore(steps[i]), int(i));

    // Step 2. Steps by conclusions, simplest first in each class.
    std::map<std::vector<int>, std::vector<int>> classes;
    for (std::size_t i = 0; i < steps.size(); ++i)
        classes[conclusionKey(steps[i])].push_back(int(i));
    std::vector<StepRow> rows;
    for (auto& [key, members] : classes) {
        std::sort(
            members.begin(), members.end(), [&](int a, int b) { return rank[std::size_t(a)] < rank[std::size_t(b)]; });
        rows.push_back({ members.front(), std::vector<int>(members.begin() + 1, members.end()) });
    }
    std::sort(rows.begin(), rows.end(), [](const StepRow& a, const StepRow& b) { return a.step < b.step; });

    // Step 3. Rows into groups by their representative's technique, groups in registry order.
    std::vector<StepGroup> groups;
    for (StepRow& row : rows) {
        const std::string& id = steps[std::size_t(row.step)].technique;
        auto g = std::find_if(groups.begin(), groups.end(), [&](const StepGroup& x) { return x.technique == id; });
        if (g == groups.end())
            g = groups.insert(groups.end(), StepGroup { id, {} });
        g->rows.push_back(std::move(row));
    }
    std::stable_sort(groups.begin(), groups.end(), [](const StepGroup& a, const StepGroup& b) {
        return registryPosition(a.technique) < registryPosition(b.technique);
    });
    return groups;
}

} // namespace setwise::ui
