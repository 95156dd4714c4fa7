// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stepper.h"

#include "engine/solver.h"
#include "engine/tables.h"

#include <algorithm>

namespace setwise
{

TechniqueSettings TechniqueSettings::defaults()
{
    TechniqueSettings s;
    for (const Technique& t : techniques())
        if (t.defaultOn)
            s.order.emplace_back(t.id);
    return s;
}

TechniqueSettings TechniqueSettings::everything()
{
    TechniqueSettings s;
    for (const Technique& t : techniques())
        s.order.emplace_back(t.id);
    return s;
}

Result<TechniqueSettings> TechniqueSettings::fromList(std::string_view list)
{
    TechniqueSettings s;
    std::size_t i = 0;
    while (i <= list.size()) {
        std::size_t j = list.find(',', i);
        if (j == std::string_view::npos)
            j = list.size();
        std::string_view id = list.substr(i, j - i);
        while (!id.empty() && id.front() == ' ')
            id.remove_prefix(1);
        while (!id.empty() && id.back() == ' ')
            id.remove_suffix(1);
        if (!id.empty()) {
            if (!findTechnique(id))
                return Error { "unknown technique '" + std::string(id) + "'", 1, int(i) + 1 };
            s.order.emplace_back(id);
        }
        i = j + 1;
    }
    if (s.order.empty())
        return Error { "no technique named" };
    return s;
}

bool TechniqueSettings::isEnabled(std::string_view id) const
{
    for (const auto& t : order)
        if (t == id)
            return true;
    return false;
}

namespace
{
void runFinder(const Context& ctx, std::string_view id, const SearchOptions& options, StepSink& sink,
    std::span<const std::string> enabled = {}, bool pathStep = false)
{
    const Technique* t = findTechnique(id);
    if (!t || options.cancelled())
        return;
    sink.setState(&ctx.state());
    t->finder(ctx, FinderRequest { id, options, enabled, pathStep }, sink);
}
} // namespace

bool isDeferred(std::string_view technique)
{
    const Technique* t = findTechnique(technique);
    return t && t->family == "rank";
}

std::vector<Step> findQuickSteps(const State& s, const TechniqueSettings& settings)
{
    const Context ctx(s);
    StepSink sink;
    for (const auto& id : settings.order)
        if (!isDeferred(id))
            runFinder(ctx, id, settings.options, sink);
    return std::move(sink.steps());
}

std::vector<Step> findDeferredSteps(
    const State& s, const TechniqueSettings& settings, const std::vector<Step>& quick, std::uint64_t nodes)
{
    std::vector<std::string> ids;
    bool others = false;
    for (const auto& id : settings.order) {
        if (isDeferred(id))
            ids.push_back(id);
        else
            others = true;
    }
    if (ids.empty())
        return {};
    const Context ctx(s);
    SearchOptions options = settings.options;
    // Step 1. What the quick steps conclude; a placement concludes its cell's
    // other candidates and its digit's peers.
    CandidateSet targets = s.live();
    if (others) {
        for (const Step& st : quick) {
            targets -= st.eliminations;
            for (Candidate x : st.placements)
                for (Constraint k : constraintsOf(x))
                    targets -= candidatesOf(k);
        }
        // Step 2. Only false candidates can fall.
        const SolveResult solved = countSolutions(s, 2);
        if (solved.solutions == 1)
            for (Cell c = 0; c < kCells; ++c)
                targets.reset(candidateOf(c, solved.solution[std::size_t(c)]));
        if (targets.none())
            return {};
        options.rankTargets = &targets;
        // Step 3. The budget in nodes, whole truth counts only; the clock
        // only as a safety net.
        if (nodes > 0)
            options.maxNodes = std::min(options.maxNodes, nodes);
        options.rankWholeLayers = true;
        options.rankDeadline = std::chrono::steady_clock::now()
            + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                std::chrono::duration<double>(kDeferredSafetySeconds));
    }
    // Step 4. The rank ids, one search for all of them (rank.cpp's memo;
    // rank-2-logic searches on its own with a twentieth of the nodes; the cut
    // reported is the rank-0/1 search's when both are cut).
    StepSink sink;
    SearchReport rank2;
    for (const auto& id : ids) {
        SearchOptions o = options;
        if (id == "rank-2-logic" && options.report)
            o.report = &rank2;
        runFinder(ctx, id, o, sink);
    }
    if (rank2.cut && !options.report->cut)
        *options.report = rank2;
    return std::move(sink.steps());
}

std::vector<Step> findAllSteps(const State& s, const TechniqueSettings& settings)
{
    const Context ctx(s);
    StepSink sink;
    for (const auto& id : settings.order)
        runFinder(ctx, id, settings.options, sink);
    return std::move(sink.steps());
}

std::vector<Step> findSteps(const State& s, std::string_view technique, const SearchOptions& options)
{
    const Context ctx(s);
    StepSink sink;
    runFinder(ctx, technique, options, sink);
    return std::move(sink.steps());
}

std::optional<Step> findNextStep(const State& s, const TechniqueSettings& settings)
{
    return findNextStep(Context(s), settings);
}

std::optional<Step> findNextStep(const Context& ctx, const TechniqueSettings& settings)
{
    for (const auto& id : settings.order) {
        StepSink sink(1);
        runFinder(ctx, id, settings.options, sink, settings.order, true);
        if (!sink.steps().empty())
            return std::move(sink.steps().front());
    }
    return std::nullopt;
}

const char* resultName(SolvePath::Result r)
{
    switch (r) {
    case SolvePath::Result::Solved:
        return "solved";
    case SolvePath::Result::Stuck:
        return "stuck";
    case SolvePath::Result::Invalid:
        return "invalid";
    case SolvePath::Result::Cancelled:
        return "cancelled";
    }
    return "";
}

std::string StuckReport::summary() const
{
    std::string out;
    if (solutions == 0)
        out = "no solution (solver): the state contradicts itself";
    else if (solutions >= 2)
        out = "several solutions (solver): logic cannot decide";
    else if (stepLimit)
        out = "step limit reached";
    else
        out = "one solution (solver); the enabled techniques find nothing";
    if (solutions != 0 && !stepLimit) {
        out += "; " + std::to_string(exhausted.size()) + " techniques exhausted";
        if (!disabled.empty())
            out += ", " + std::to_string(disabled.size()) + " off";
        if (!budgetCut.empty()) {
            out += "; search budget cut:";
            for (const auto& id : budgetCut)
                out += " " + id;
        }
    }
    return out;
}

namespace
{
// The stuck report of a final state: every enabled finder runs once more (the
// memoised families answer from their memo) to see which stopped at a budget.
StuckReport explainStuck(const Context& ctx, const TechniqueSettings& settings, bool stepLimit)
{
    StuckReport r;
    r.stepLimit = stepLimit;
    for (const Technique& t : techniques()) {
        if (!settings.isEnabled(t.id)) {
            r.disabled.emplace_back(t.id);
            continue;
        }
        if (stepLimit)
            continue;
        StepSink sink(1);
        runFinder(ctx, t.id, settings.options, sink, settings.order);
        if (sink.steps().empty())
            r.exhausted.emplace_back(t.id);
        if (sink.budgetCut())
            r.budgetCut.emplace_back(t.id);
    }
    r.solutions = countSolutions(ctx.state(), 2).solutions;
    return r;
}
} // namespace

namespace
{
// A step resting on a structure an earlier step of the path took (the same
// key in Argument::structures: the same Exocet, later conclusions of it) cites
// that step in each of its rules' premises.
void citeEarlierStructures(const std::vector<Step>& earlier, Step& step)
{
    for (const std::string& key : step.argument.structures)
        for (std::size_t i = 0; i < earlier.size(); ++i) {
            const auto& keys = earlier[i].argument.structures;
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                continue;
            for (ArgumentRule& r : step.argument.rules)
                r.premises.insert(r.premises.begin(), "the " + key + " of step " + std::to_string(i + 1));
            break;
        }
}
} // namespace

std::optional<SolvePath::Result> pathEnd(const Context& ctx, const SearchOptions& options, std::string& problem)
{
    if (auto bad = ctx.inconsistency()) {
        problem = bad->describe();
        return SolvePath::Result::Invalid;
    }
    if (ctx.emptyCount() == 0)
        return SolvePath::Result::Solved;
    if (options.cancelled())
        return SolvePath::Result::Cancelled;
    return std::nullopt;
}

SolvePath walkPath(const State& s, const TechniqueSettings& settings, const std::function<bool(SolvePath&)>& keepGoing,
    std::size_t maxSteps)
{
    SolvePath path;
    path.final = s;
    path.steps.reserve(std::min<std::size_t>(maxSteps, kCells));
    std::optional<Context> advancing; // each step's context is the last one's, updated in place
    while (path.steps.size() < maxSteps) {
        if (advancing) // path.final = apply() of the last step unless keepGoing changed it
            advancing->advance(path.final, keepGoing ? nullptr : &path.steps.back().placements);
        else
            advancing.emplace(path.final);
        const Context& ctx = *advancing;
        if (auto end = pathEnd(ctx, settings.options, path.problem)) {
            path.result = *end;
            return path;
        }
        auto step = findNextStep(ctx, settings);
        if (!step) {
            path.result = settings.options.cancelled() ? SolvePath::Result::Cancelled : SolvePath::Result::Stuck;
            return path;
        }
        citeEarlierStructures(path.steps, *step);
        path.final = apply(path.final, *step);
        path.steps.push_back(std::move(*step));
        if (keepGoing && !keepGoing(path)) {
            path.result = SolvePath::Result::Cancelled;
            return path;
        }
    }
    path.result = SolvePath::Result::Stuck;
    return path;
}

SolvePath solvePath(const State& s, const TechniqueSettings& settings, std::size_t maxSteps)
{
    SolvePath path = walkPath(s, settings, {}, maxSteps);
    if (path.result == SolvePath::Result::Stuck)
        path.stuck = explainStuck(Context(path.final), settings, path.steps.size() >= maxSteps);
    return path;
}

} // namespace setwise
