// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The stepper: every step available in a state ("all steps here"), the first
// step of the simplest enabled technique, and whole solution paths.

#include "engine/techniques.h"

#include <cstdint>
#include <functional>
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
    // The ids, their order and every search option.
    bool operator==(const TechniqueSettings&) const = default;
};

// All steps of the enabled techniques, in technique order, every instance.
std::vector<Step> findAllSteps(const State& s, const TechniqueSettings& settings);
// "All steps here" in two phases, for a caller that shows the first
// before the second is done (the GUI's All Steps). The rank family's search
// can take seconds where the others take milliseconds, so it is deferred:
// findQuickSteps runs every enabled technique but the rank family, in
// technique order. findDeferredSteps then runs the enabled rank ids, keeping
// only structures that eliminate a candidate no quick step concludes (a
// candidate true in the solution can never fall, so on a state with one
// solution only the false ones are looked for; with none left the search is
// skipped), within `nodes` search nodes (0: the settings' node budget alone),
// whole truth counts only (SearchOptions::rankWholeLayers): what it lists
// depends on the state and the budget, never on the machine or its load. A
// wall-clock safety net of kDeferredSafetySeconds stops a search a loaded
// machine would keep running far past its budget; its cut says so
// (SearchReport::timeCut). A cut is reported like the node budget's. With no
// quick technique enabled (the rank ids asked for alone) it is the plain rank
// search, node budget only.
bool isDeferred(std::string_view technique);
std::vector<Step> findQuickSteps(const State& s, const TechniqueSettings& settings);
std::vector<Step> findDeferredSteps(
    const State& s, const TechniqueSettings& settings, const std::vector<Step>& quick, std::uint64_t nodes);
// The CLI's hints: the deferred phase's nodes (about 0.1 s of CPU; on the
// hard states of tests/data/hints_hard_states.txt every structure of up to 4
// truths, 170,000 to 260,000 nodes, then 5 truths not started).
inline constexpr std::uint64_t kDeferredNodes = 400'000;
inline constexpr double kDeferredSafetySeconds = 10.0;
// All steps of one technique.
std::vector<Step> findSteps(const State& s, std::string_view technique, const SearchOptions& options = {});
// The first step of the simplest enabled technique that has one.
std::optional<Step> findNextStep(const State& s, const TechniqueSettings& settings);
std::optional<Step> findNextStep(const Context& ctx, const TechniqueSettings& settings);

// Why a path stopped before the solution, as data.
struct StuckReport {
    std::vector<std::string> exhausted; // enabled techniques run on the final state, none with a step
    std::vector<std::string> disabled; // registry techniques the settings leave off
    std::vector<std::string> budgetCut; // techniques whose search stopped at a budget there
    bool stepLimit = false; // the path stopped at maxSteps
    int solutions = -1; // brute-force count of the final state (0, 1, or 2 = several); -1 not checked
    std::string summary() const; // one line, e.g. "several solutions (solver): logic cannot decide"
};

struct SolvePath {
    enum class Result { Solved, Stuck, Invalid, Cancelled };
    Result result = Result::Stuck;
    std::vector<Step> steps;
    State final;
    std::string problem; // for Invalid: what is wrong with the state
    StuckReport stuck; // for Stuck: what was exhausted and what the solver says
};
SolvePath solvePath(const State& s, const TechniqueSettings& settings, std::size_t maxSteps = 2000);
// The same path without the stuck report (which runs every finder once more),
// stopped with Result::Cancelled as soon as keepGoing(path so far) says no
// after a step (the generator's filters, engine/generator/filters.cpp).
SolvePath walkPath(const State& s, const TechniqueSettings& settings,
    const std::function<bool(SolvePath&)>& keepGoing = {}, std::size_t maxSteps = 2000);
// Whether a path ends in the context's state before a step is looked for:
// Invalid (with `problem` set), Solved or Cancelled; nullopt when it goes on.
// Shared by every path walker (solvePath, the SE rating's path).
std::optional<SolvePath::Result> pathEnd(const Context& ctx, const SearchOptions& options, std::string& problem);
const char* resultName(SolvePath::Result r);

} // namespace setwise
