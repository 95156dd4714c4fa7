// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli explain / cover / alternatives / bench --rank (see cmd_rank.h).
#include "app/cli/cmd_rank.h"

#include "app/cli/budget.h"
#include "app/cli/json.h"
#include "app/cli/step_json.h"
#include "engine/diagram.h"
#include "engine/explain.h"
#include "engine/formats.h"
#include "engine/limits.h"
#include "engine/rank/rank_search.h"
#include "engine/solver.h"
#include "engine/stepper.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <ostream>

namespace setwise::cli
{

Result<State> readState(const Args& args, Io& io, std::size_t index); // cmd_logic.cpp

namespace
{

// The rank limits and --count (how many structures to list).
struct SearchLimits {
    SearchOptions options;
    std::size_t count = 1;
    double seconds = kDefaultTimeLimit; // --time-limit
};
Result<SearchLimits> searchLimits(const Args& args, int defaultCount)
{
    auto options = rankOptions(args);
    if (!options)
        return options.error();
    auto count = intOption(args, "count", defaultCount, 1, 1000);
    if (!count)
        return count.error();
    auto nodes = intOption(args, "nodes", int(limits::kDefaultSearchNodes), 1, int(limits::kMaxSearchNodes));
    if (!nodes)
        return nodes.error();
    auto seconds = timeLimitOption(args, kDefaultTimeLimit);
    if (!seconds)
        return seconds.error();
    SearchLimits out { *options, std::size_t(*count), *seconds };
    out.options.maxNodes = std::uint64_t(*nodes);
    return out;
}

void printStep(Io& io, const Step& step)
{
    if (io.json) {
        io.out << stepJson(step) << '\n';
        return;
    }
    io.out << hodokuText(step) << '\n' << truthsLinksText(step) << '\n' << renderText(makeDiagram(step)) << '\n';
}

// Exit status: 0 found, 1 nothing found by a complete search, 6 the node
// budget (--nodes) ran out first; the message names the budget.
int printResult(Io& io, const RankSearchResult& r, const SearchOptions& options, const CpuBudget& budget)
{
    for (const Step& s : r.steps)
        printStep(io, s);
    const bool outOfNodes = (!r.complete && r.nodes > options.maxNodes) || budget.cut();
    const std::string budgetText = budget.cut() ? " (the time limit; --time-limit S changes it)"
        : outOfNodes                            ? " (the node budget; --nodes N changes it)"
                                                : "";
    if (r.steps.empty() || !r.exhausted.empty() || budget.cut()) {
        if (io.json) {
            JsonObject o;
            o.addBool("found", !r.steps.empty())
                .addBool("complete", r.complete)
                .add("exhausted", r.exhausted + budgetText)
                .add("nodes", (long long)r.nodes)
                .add("node_budget", (long long)options.maxNodes);
            budgetJson(o, budget);
            io.out << o.str() << '\n';
        } else if (!r.exhausted.empty()) {
            io.out << r.exhausted << budgetText << '\n';
        }
        if (!io.json)
            budgetNote(io, budget);
    }
    return !r.steps.empty() ? kExitOk : outOfNodes ? kExitBudget : kExitNotFound;
}

// The state's solutions (up to 2): none is refused (every structure would rest
// on a contradiction, exit 3); several is worked on, then exits 4.
int finalStatus(Io& io, int solutions, int status)
{
    if (solutions < 2)
        return status;
    io.err << "note: the state has several solutions; structures that assume uniqueness may be wrong\n";
    return kExitSeveral;
}

} // namespace

int cmdExplain(const Args& args, Io& io)
{
    auto state = readState(args, io, 0);
    if (!state)
        return reportError(io, state.error());
    const int solutions = countSolutions(*state, 2).solutions;
    if (solutions == 0)
        return reportError(io, Error { "the state has no solution; nothing is explained" }, kExitNoSolution);
    if (args.positional.size() != 2)
        return reportError(io, Error { "explain takes STATE and a candidate like 3r2c4" });
    auto target = parseCandidateNames(args.positional[1]);
    if (!target)
        return reportError(io, target.error());
    if (target->size() != 1)
        return reportError(io, Error { "explain takes exactly one candidate" });
    const Candidate x = target->front();
    if (!state->isLive(x))
        return reportError(io, Error { candidateName(x) + " is not a live candidate" });
    auto limits = searchLimits(args, 1);
    if (!limits)
        return reportError(io, limits.error());
    const CpuBudget budget(limits->seconds);
    SearchOptions options = limits->options;
    options.cancel = budget.flag();
    return finalStatus(
        io, solutions, printResult(io, explainTarget(*state, x, options, limits->count), options, budget));
}

int cmdCover(const Args& args, Io& io)
{
    auto state = readState(args, io, 0);
    if (!state)
        return reportError(io, state.error());
    const int solutions = countSolutions(*state, 2).solutions;
    if (solutions == 0)
        return reportError(io, Error { "the state has no solution; no covers are proposed" }, kExitNoSolution);
    if (args.positional.size() != 2)
        return reportError(io, Error { "cover takes STATE and \"BASES\"" });
    auto bases = parseConstraintList(args.positional[1]);
    if (!bases)
        return reportError(io, bases.error());
    auto rank = intOption(args, "rank", 2, 0, 2);
    if (!rank)
        return reportError(io, rank.error());
    auto p = proposeCovers(*state, *bases, *rank);
    if (!p)
        return reportError(io, p.error());
    if (p->found) {
        printStep(io, p->step);
        if (p->searchCut && !io.json)
            io.out << "note: " << p->message << '\n';
        return finalStatus(io, solutions, kExitOk);
    }
    if (io.json) {
        JsonObject o;
        o.addBool("found", false).add("message", p->message).add("uncovered", candidateNames(p->uncovered));
        o.addBool("search_cut", p->searchCut);
        io.out << o.str() << '\n';
    } else {
        io.out << p->message << "; uncovered: " << candidateNames(p->uncovered) << '\n';
    }
    return finalStatus(io, solutions, kExitNotFound);
}

int cmdAlternatives(const Args& args, Io& io)
{
    auto state = readState(args, io, 0);
    if (!state)
        return reportError(io, state.error());
    const int solutions = countSolutions(*state, 2).solutions;
    if (solutions == 0)
        return reportError(io, Error { "the state has no solution; no alternatives are listed" }, kExitNoSolution);
    if (args.positional.size() != 2)
        return reportError(io, Error { "alternatives takes STATE and \"BASES / COVERS\" or a technique id" });
    const std::string& what = args.positional[1];
    CandidateSet elims;
    Step original; // left out of the list
    if (what.find_first_of("/|") != std::string::npos) {
        auto choice = parseSetChoice(what);
        if (!choice)
            return reportError(io, choice.error());
        auto e = evaluate(*state, choice->bases, choice->covers);
        if (!e)
            return reportError(io, e.error());
        elims = e->eliminations;
        original = makeStep("user", { *e });
    } else {
        if (!findTechnique(what))
            return reportError(io, Error { "unknown technique '" + what + "'" });
        const auto steps = findSteps(*state, what);
        if (steps.empty())
            return reportError(io, Error { "no " + what + " step in this state" });
        elims = steps.front().eliminations;
        original = steps.front();
    }
    if (elims.none())
        return reportError(io, Error { "the step eliminates nothing" });
    auto limits = searchLimits(args, 10);
    if (!limits)
        return reportError(io, limits.error());
    const CpuBudget budget(limits->seconds);
    SearchOptions options = limits->options;
    options.cancel = budget.flag();
    if (!io.json)
        io.out << "alternatives for " << candidateNames(elims) << ":\n";
    return finalStatus(io, solutions,
        printResult(io, explainAlternatives(*state, elims, options, limits->count, &original), options, budget));
}

namespace
{

template <typename T> T percentile(std::vector<T> v, double p)
{
    if (v.empty())
        return T {};
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

// CPU time of this thread in milliseconds (wall time misleads on a shared machine).
double cpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// The states to measure: the states of the default paths (rank family
// included) of the puzzles read, or with --states each line as it is (e.g.
// the states where the default path stops).
std::vector<State> benchStates(const std::vector<State>& starts, bool asIs, int& solvedRank)
{
    if (asIs)
        return starts;
    std::vector<State> states;
    for (const State& s : starts) {
        const SolvePath path = solvePath(s, TechniqueSettings::defaults());
        solvedRank += path.result == SolvePath::Result::Solved;
        State cur = s;
        states.push_back(cur);
        for (const Step& st : path.steps) {
            cur = apply(cur, st);
            if (cur.emptyCount() > 0)
                states.push_back(cur);
        }
    }
    return states;
}

} // namespace

// bench --rank FILE: (1) the rank search's cost per state (wall and CPU
// milliseconds, nodes: median and p99) over the states of the default paths
// (rank family included) of P puzzles (--puzzles, default 20; every --every'th
// line, default 1), or with --states over the lines of FILE taken as states;
// configurations: "first" (rank <= 1 up to --max (6) truths, stopping at the
// first structure: the stepper's search), rank 0 up to --max and 8 truths,
// rank <= 1 up to --max (every structure: "all steps here"); --config NAME
// runs one. Each is capped at --nodes (default SearchOptions::maxNodes) nodes, truths
// of at most --base (default 9: any) live candidates. (2) Without --states:
// how many of those puzzles the default path solves without and with the
// rank family.
int benchRank(const Args& args, Io& io)
{
    const std::string file = !args.option("rank").empty() ? args.option("rank")
        : args.positional.empty()                         ? std::string()
                                                          : args.positional.front();
    InputStream input;
    if (auto e = input.open(file, io.in))
        return reportError(io, *e);
    std::istream& in = *input.stream;
    const auto maxTruths = intOption(args, "max", 6, 1, 16);
    const auto puzzles = intOption(args, "puzzles", 20, 1, 1'000'000);
    const auto nodeCap = intOption(args, "nodes", int(SearchOptions {}.maxNodes), 1, 2'000'000'000);
    const auto baseCandidates = intOption(args, "base", 9, 2, 9);
    const auto every = intOption(args, "every", 1, 1, 1'000'000);
    for (const Result<int>* r : { &maxTruths, &puzzles, &nodeCap, &baseCandidates, &every })
        if (!*r)
            return reportError(io, r->error());
    const bool asIs = args.has("states");
    const std::string only = args.option("config");
    const std::uint64_t nodes = std::uint64_t(*nodeCap);
    std::vector<State> starts;
    int index = 0;
    int lineNumber = 0;
    for (std::string line; int(starts.size()) < *puzzles;) {
        const LineRead read = readLine(in, line);
        ++lineNumber;
        if (read == LineRead::End)
            break;
        if (read == LineRead::Failed)
            return reportError(io, lineUnreadable(lineNumber));
        if (read == LineRead::TooLong)
            return reportError(io, lineTooLong(lineNumber));
        if (line.empty() || line[0] == '#')
            continue;
        if (index++ % *every != 0)
            continue;
        auto s = parseState(line.substr(0, line.find_first_of(" \t")));
        if (!s) // a line that is not a puzzle is an error, not skipped
            return reportError(io, Error { s.error().message, lineNumber, s.error().column });
        starts.push_back(*s);
    }
    if (starts.empty())
        return reportError(io, Error { "no puzzle in '" + file + "'" });
    int solvedRank = 0;
    const std::vector<State> states = benchStates(starts, asIs, solvedRank);
    struct Config {
        std::string name;
        int truths, rank;
        std::size_t limit;
    };
    const Config configs[] = { { "first", *maxTruths, 1, 1 }, { "rank0", *maxTruths, 0, SIZE_MAX },
        { "rank0", 8, 0, SIZE_MAX }, { "rank1", *maxTruths, 1, SIZE_MAX } };
    for (const Config& c : configs) {
        if (!only.empty() && only != c.name)
            continue;
        std::vector<double> ms, cpu;
        std::vector<long long> perState;
        int capped = 0, found = 0;
        std::uint64_t totalNodes = 0;
        for (const State& s : states) {
            SearchOptions o;
            o.maxTruths = c.truths;
            o.maxRank = c.rank;
            const auto t0 = std::chrono::steady_clock::now();
            const double c0 = cpuMs();
            const auto r = rankSearch(s, o, c.limit, nodes, *baseCandidates);
            cpu.push_back(cpuMs() - c0);
            ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            capped += r.cut;
            found += !r.steps.empty();
            totalNodes += r.nodes;
            perState.push_back((long long)r.nodes);
        }
        JsonObject o;
        o.add("bench", "rank")
            .add("config", c.name + " truths<=" + std::to_string(c.truths))
            .add("states", int(states.size()))
            .add("median_ms", percentile(ms, 0.5))
            .add("p99_ms", percentile(ms, 0.99))
            .add("median_cpu_ms", percentile(cpu, 0.5))
            .add("p99_cpu_ms", percentile(cpu, 0.99))
            .add("wall_ms_median", percentile(ms, 0.5))
            .add("wall_ms_p99", percentile(ms, 0.99))
            .add("cpu_ms_median", percentile(cpu, 0.5))
            .add("cpu_ms_p99", percentile(cpu, 0.99))
            .add("median_nodes", percentile(perState, 0.5))
            .add("p99_nodes", percentile(perState, 0.99))
            .add("states_found", found)
            .add("capped_states", capped)
            .add("node_cap", (long long)nodes)
            .add("base_candidates", *baseCandidates)
            .add("nodes", (long long)totalNodes);
        io.out << o.str() << '\n';
        io.out.flush();
    }
    if (asIs)
        return 0;
    TechniqueSettings plain = TechniqueSettings::defaults();
    std::erase_if(plain.order, [](const std::string& id) { return findTechnique(id)->family == "rank"; });
    int solvedPlain = 0;
    for (const State& s : starts)
        solvedPlain += solvePath(s, plain).result == SolvePath::Result::Solved;
    JsonObject o;
    o.add("bench", "rank-solve")
        .add("file", file)
        .add("puzzles", int(starts.size()))
        .add("solved_default", solvedPlain)
        .add("solved_with_rank", solvedRank);
    io.out << o.str() << '\n';
    return 0;
}

} // namespace setwise::cli
