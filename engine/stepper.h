// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The stepper: every step available in a state ("all steps here"), the first
// step of the simplest enabled technique, and whole solution paths.

#include "engine/techniques.h"

#include <optional>
#include <string>
#include <vector>

namespace setwise
{

// Which techniques are on and in which order. Default: the registry's order
// and defaults.
struct TechniqueSettings {
    std::vector<std::string> order; // enabled technique ids, simplest first
    SearchOptions options;

    static TechniqueSettings defaults();
    // Every technique of the registry, in order (for "all steps here").
    static TechniqueSettings everything();
    // A comma-separated id list ("hidden-single,x-wing"); unknown ids give an error.
    static Result<TechniqueSettings> fromList(std::string_view list);
    bool isEnabled(std::string_view id) const;
};

// All steps of the enabled techniques, in technique order, every instance.
std::vector<Step> findAllSteps(const State& s, const TechniqueSettings& settings);
// All steps of one technique.
std::vector<Step> findSteps(const State& s, std::string_view technique, const SearchOptions& options = {});
// The first step of the simplest enabled technique that has one.
std::optional<Step> findNextStep(const State& s, const TechniqueSettings& settings);
std::optional<Step> findNextStep(const Context& ctx, const TechniqueSettings& settings);

struct SolvePath {
    enum class Result { Solved, Stuck, Invalid, Cancelled };
    Result result = Result::Stuck;
    std::vector<Step> steps;
    State final;
    std::string problem; // for Invalid: what is wrong with the state
};
SolvePath solvePath(const State& s, const TechniqueSettings& settings, std::size_t maxSteps = 2000);
const char* resultName(SolvePath::Result r);

} // namespace setwise
