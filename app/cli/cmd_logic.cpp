// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli solve / hints / eval (docs/json.md).
#include "app/cli/budget.h"
#include "app/cli/command.h"
#include "app/cli/json.h"
#include "app/cli/step_json.h"
#include "engine/diagram.h"
#include "engine/formats.h"
#include "engine/solver.h"
#include "engine/stepper.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <iterator>
#include <ostream>

namespace setwise::cli
{

Result<State> readState(const Args& args, Io& io, std::size_t index)
{
    if (args.positional.size() <= index)
        return Error { "missing STATE argument" };
    auto text = readInput(args.positional[index], io.in);
    if (!text)
        return text.error();
    return parseState(*text);
}

Result<int> intOption(const Args& args, const std::string& name, int fallback, int lo, int hi)
{
    if (!args.has(name))
        return fallback;
    // Decimal digits only (an optional '-'): no sign '+', no spaces, no 0x, no trailing text.
    const std::string text = args.option(name);
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
        return Error { "--" + name + " takes a whole number from " + std::to_string(lo) + " to " + std::to_string(hi)
            + ", not " + quoteInput(text) };
    return int(value);
}

Result<SearchOptions> rankOptions(const Args& args, SearchOptions base)
{
    auto truths = intOption(args, "max", base.maxTruths, 1, 16);
    if (!truths)
        return truths.error();
    auto rank = intOption(args, "rank", base.maxRank, 0, 2);
    if (!rank)
        return rank.error();
    auto digits = intOption(args, "digits", base.maxDigits, 1, 9);
    if (!digits)
        return digits.error();
    auto nodes = intOption(args, "nodes", int(std::min<std::uint64_t>(base.maxNodes, 2'000'000'000)), 1, 2'000'000'000);
    if (!nodes)
        return nodes.error();
    base.maxNodes = std::uint64_t(*nodes);
    base.maxTruths = *truths;
    base.maxRank = *rank;
    base.maxDigits = *digits;
    return base;
}

Result<TechniqueSettings> readSettings(const Args& args, const TechniqueSettings& fallback)
{
    auto settings = args.has("techniques") ? TechniqueSettings::fromList(args.option("techniques"))
                                           : Result<TechniqueSettings>(fallback);
    if (!settings)
        return settings;
    auto limits = rankOptions(args, settings->options);
    if (!limits)
        return limits.error();
    TechniqueSettings out = *settings;
    out.options = *limits;
    return out;
}

Result<StateAndSettings> readStateAndSettings(const Args& args, Io& io, const TechniqueSettings& fallback)
{
    auto state = readState(args, io, 0);
    if (!state)
        return state.error();
    auto settings = readSettings(args, fallback);
    if (!settings)
        return settings.error();
    return StateAndSettings { *state, *settings };
}

namespace
{
std::string stateGrid(const State& s)
{
    Grid g {};
    for (Cell c = 0; c < kCells; ++c)
        g[c] = s.digit(c);
    return gridText(g);
}
} // namespace

int cmdSolve(const Args& args, Io& io)
{
    auto input = readStateAndSettings(args, io, TechniqueSettings::defaults());
    if (!input)
        return reportError(io, input.error());
    const State* state = &input->state;
    const TechniqueSettings* settings = &input->settings;
    // The brute-force count first: a path that stops is told apart from a
    // puzzle with no or several solutions (exit 3 / 4, "solutions" field).
    const int solutions = countSolutions(*state, 2).solutions;
    const auto limit = timeLimitOption(args, kDefaultTimeLimit);
    if (!limit)
        return reportError(io, limit.error());
    SearchReport report; // a search its node budget stopped on the way
    TechniqueSettings run = *settings;
    run.options.report = &report;
    const CpuBudget budget(*limit);
    run.options.cancel = budget.flag();
    const auto t0 = std::chrono::steady_clock::now();
    const SolvePath path = solvePath(*state, run);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    State before = *state; // each step's JSON carries the state it was found in
    for (std::size_t i = 0; i < path.steps.size(); ++i) {
        if (io.json)
            io.out << stepJson(path.steps[i], before) << '\n';
        else
            io.out << i + 1 << ". " << hodokuText(path.steps[i]) << '\n';
        before = apply(before, path.steps[i]);
    }
    const bool solved = path.result == SolvePath::Result::Solved;
    std::string problem = path.problem;
    if (solutions != 1 && problem.empty())
        problem = solutions == 0 ? "the puzzle has no solution" : "the puzzle has several solutions";
    else if (solutions != 1)
        problem += solutions == 0 ? "; the puzzle has no solution" : "; the puzzle has several solutions";
    if (io.json) {
        JsonObject o;
        o.add("result", resultName(path.result));
        if (solved)
            o.add("solution", stateGrid(path.final)).add("solution81", stateGrid(path.final));
        else
            o.addNull("solution").addNull("solution81");
        int score = 0;
        for (const Step& st : path.steps)
            score += bertScore(st);
        o.add("steps", int(path.steps.size())).add("ms", ms).add("wall_ms", ms).add("score", score);
        if (!solved)
            o.add("state", writeCandidates729(path.final));
        if (!problem.empty())
            o.add("problem", problem);
        o.add("solutions", solutions);
        o.addBool("search_cut", report.cut);
        if (report.cut)
            o.add("exhausted", report.lastCut);
        budgetJson(o, budget);
        if (path.result == SolvePath::Result::Stuck) {
            const StuckReport& r = path.stuck;
            JsonObject why;
            why.add("summary", r.summary()).add("solutions", r.solutions).addBool("step_limit", r.stepLimit);
            why.add("exhausted", r.exhausted).add("disabled", r.disabled).add("budget_cut", r.budgetCut);
            o.addRaw("stuck", why.str());
        }
        io.out << o.str() << '\n';
    } else {
        io.out << resultName(path.result) << " after " << path.steps.size() << " steps";
        if (!problem.empty())
            io.out << ": " << problem;
        io.out << '\n' << (solved ? stateGrid(path.final) : writeCandidates729(path.final)) << '\n';
        if (report.cut)
            io.out << "note: a search stopped at its node budget; the last: " << report.lastCut << '\n';
        budgetNote(io, budget);
    }
    if (solutions == 0 || path.result == SolvePath::Result::Invalid)
        return kExitNoSolution;
    if (solutions == 2)
        return kExitSeveral;
    return solved ? kExitOk : budget.cut() ? kExitBudget : kExitStuck;
}

// hints on a state with no solution lists nothing: every step found there
// would rest on a contradiction. It says so and exits 3. On a state with
// several solutions it lists the steps and exits 4 (a step that assumes a
// unique solution may be wrong there). A list its time budget cut exits 6.
int cmdHints(const Args& args, Io& io)
{
    auto state = readState(args, io, 0);
    if (!state)
        return reportError(io, state.error());
    const int solutions = countSolutions(*state, 2).solutions;
    if (solutions == 0)
        return reportError(io, Error { "the state has no solution; no hints are listed" }, kExitNoSolution);
    auto settings = args.has("technique") ? TechniqueSettings::fromList(args.option("technique"))
                                          : readSettings(args, TechniqueSettings::everything());
    if (!settings)
        return reportError(io, settings.error());
    const auto limit = timeLimitOption(args, kDefaultTimeLimit);
    if (!limit)
        return reportError(io, limit.error());
    SearchReport report; // a search its node budget stopped: the list may miss steps
    TechniqueSettings run = *settings;
    run.options.report = &report;
    const CpuBudget budget(*limit);
    run.options.cancel = budget.flag();
    // The rank family after the others, within kDeferredNodes
    // search nodes: the same list on every machine and load.
    std::vector<Step> steps = findQuickSteps(*state, run);
    std::vector<Step> deferred = findDeferredSteps(*state, run, steps, kDeferredNodes);
    steps.insert(steps.end(), std::make_move_iterator(deferred.begin()), std::make_move_iterator(deferred.end()));
    for (const Step& s : steps)
        io.out << (io.json ? stepJson(s) : hodokuText(s)) << '\n';
    if (io.json && (report.cut || budget.cut() || solutions > 1)) {
        JsonObject o;
        o.addBool("search_cut", report.cut);
        if (report.cut) {
            o.add("exhausted", report.lastCut);
            // "nodes": the node budget (the same on every machine); "time":
            // the wall-clock safety net (the list may differ by machine).
            o.add("search_cut_by", report.timeCut ? "time" : "nodes");
        }
        budgetJson(o, budget);
        o.add("solutions", solutions);
        io.out << o.str() << '\n';
    } else if (!io.json) {
        if (report.cut)
            io.out << "note: " << report.lastCut << '\n';
        budgetNote(io, budget);
    }
    if (solutions > 1) {
        io.err << "note: the state has several solutions; steps that assume uniqueness may be wrong\n";
        return kExitSeveral;
    }
    return budget.cut() ? kExitBudget : kExitOk;
}

int cmdEval(const Args& args, Io& io)
{
    auto state = readState(args, io, 0);
    if (!state)
        return reportError(io, state.error());
    if (args.positional.size() != 2)
        return reportError(io, Error { "eval takes STATE and \"BASES / COVERS\"" });
    auto choice = parseSetChoice(args.positional[1]);
    if (!choice)
        return reportError(io, choice.error());
    auto e = evaluate(*state, choice->bases, choice->covers);
    if (!e)
        return reportError(io, e.error());
    if (e->contradiction)
        return reportError(io, Error { "the bases cannot all be true: the state has no solution" }, kExitNoSolution);
    const Step step = makeStep("user", { std::move(*e) }, true);
    if (io.json)
        io.out << stepJson(step) << '\n';
    else
        io.out << hodokuText(step) << '\n' << truthsLinksText(step) << '\n' << renderText(makeDiagram(step));
    return 0;
}

} // namespace setwise::cli
