// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli batch FILE [--threads N] [--techniques LIST] [--verify]: solves
// every line of a puzzle file with the stepper; one summary per puzzle, then a
// total. --verify also solves each puzzle by brute force and checks every
// conclusion of every step against the solution (puzzles with one solution):
// "unsound" counts the steps that remove a true candidate or place a false one.
// --isomorph SEED replaces each line by a random isomorph drawn from the seed
// and the line number (reproducible); "puzzle" is then the one solved.
// Per line the largest forcing chain or net of the path (most implications)
// is reported, and over the file the largest of all.
// Exit status 2 when any line is an error (the others are still solved).
#include "app/cli/budget.h"
#include "app/cli/command.h"
#include "app/cli/file_run.h"
#include "app/cli/json.h"
#include "app/cli/parallel.h"
#include "app/cli/path_forcing.h"
#include "app/cli/scale.h"
#include "app/cli/stream.h"
#include "engine/forcing/argue.h"
#include "engine/formats.h"
#include "engine/isomorph.h"
#include "engine/limits.h"
#include "engine/solver.h"
#include "engine/stepper.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <ostream>
#include <tuple>
#include <vector>

#include <sys/resource.h>

namespace setwise::cli
{

namespace
{

// The largest forcing chain or net of a path: most implications over its branches.
struct LargestNet {
    std::string technique;
    int branches = 0, implications = 0, truths = 0, links = 0;
    ProofRule rule = ProofRule::CountingRule;
    std::uint64_t proofNodes = 0;
    bool operator<(const LargestNet& o) const
    {
        return std::tie(implications, proofNodes) < std::tie(o.implications, o.proofNodes);
    }
    std::string json() const
    {
        JsonObject j;
        j.add("technique", technique)
            .add("branches", branches)
            .add("implications", implications)
            .add("truths", truths)
            .add("links", links)
            .add("rule", proofRuleName(rule))
            .add("proof_nodes", (long long)proofNodes);
        return j.str();
    }
};

LargestNet netOf(const Step& st)
{
    LargestNet n;
    n.technique = st.technique;
    n.branches = int(st.branches.size());
    for (const ForcingBranch& b : st.branches)
        n.implications += int(b.implications.size());
    if (!st.readings.empty()) {
        n.truths = int(st.readings.front().bases.size());
        n.links = int(st.readings.front().covers.size());
    }
    n.rule = st.rule;
    n.proofNodes = st.proofNodes;
    return n;
}

// The path's arguments (engine/argument.h): steps per kind, the largest
// implications argument (implications, lemmas' included; its largest branch),
// the most truths of a counting argument, the inner nets cited as lemmas and
// the conclusions the finders found but no argument covered (dropped).
struct ArgumentStats {
    long long counting = 0, implications = 0, pattern = 0, none = 0;
    int largestImplications = 0, largestBranch = 0, largestTruths = 0;
    long long netLemmas = 0, dropped = 0, droppedSteps = 0;
    int paths = 0, pathsWithForcing = 0;
    void add(const Step& st)
    {
        switch (st.argument.kind) {
        case ArgumentKind::Counting:
            ++counting;
            for (const Evaluation& e : st.readings)
                largestTruths = std::max(largestTruths, int(e.bases.size()));
            break;
        case ArgumentKind::Implications:
            ++implications;
            largestImplications = std::max(largestImplications, argumentSize(st.argument));
            largestBranch = std::max(largestBranch, setwise::largestBranch(st.argument));
            netLemmas += setwise::netLemmas(st.argument);
            break;
        case ArgumentKind::Pattern:
            ++pattern;
            break;
        case ArgumentKind::None:
            ++none;
            break;
        }
    }
    ArgumentStats& operator+=(const ArgumentStats& o)
    {
        counting += o.counting;
        implications += o.implications;
        pattern += o.pattern;
        none += o.none;
        largestImplications = std::max(largestImplications, o.largestImplications);
        largestBranch = std::max(largestBranch, o.largestBranch);
        largestTruths = std::max(largestTruths, o.largestTruths);
        netLemmas += o.netLemmas;
        dropped += o.dropped;
        droppedSteps += o.droppedSteps;
        paths += o.paths;
        pathsWithForcing += o.pathsWithForcing;
        return *this;
    }
    std::string json(bool total) const
    {
        JsonObject k;
        k.add("counting", counting).add("implications", implications).add("pattern", pattern).add("none", none);
        JsonObject j;
        j.addRaw("steps_by_kind", k.str())
            .add("largest_implications", largestImplications)
            .add("largest_branch", largestBranch)
            .add("largest_truths", largestTruths)
            .add("net_lemmas", netLemmas)
            .add("dropped_conclusions", dropped)
            .add("dropped_steps", droppedSteps);
        if (total)
            j.add("paths_needing_forcing", pathsWithForcing)
                .add("forcing_share", double(pathsWithForcing) / double(std::max(1, paths)));
        else
            j.addBool("needs_forcing", pathsWithForcing > 0);
        return j.str();
    }
};

struct Outcome {
    int line = 0;
    std::string puzzle;
    std::string original; // --isomorph: the line as read
    std::string error;
    int column = 0; // of the error within the puzzle
    SolvePath::Result result = SolvePath::Result::Stuck;
    int steps = 0;
    int rankSteps = 0; // steps of the rank family
    int uniquenessSteps = 0; // steps that assume a unique solution
    long long checked = 0; // --verify: conclusions compared with the solution
    int unsound = 0; // --verify: steps with a false conclusion
    bool verified = false; // --verify and the puzzle has one solution
    double ms = 0;
    double cpuMs = 0; // CPU time of the solving thread
    std::string solution;
    LargestNet largest; // branches 0: no forcing step on the path
    std::uint64_t maxProofNodes = 0; // over every step of the path
    PathForcing forcing; // the path's forcing steps (path_forcing.h)
    ArgumentStats arguments;
    int solutions = 1; // by brute force, up to 2
    bool cut = false; // --time-limit ran out on this line
    int status() const // the line's exit status (README "Exit codes")
    {
        if (!error.empty())
            return kExitError;
        if (solutions != 1 || result == SolvePath::Result::Invalid)
            return solutionsStatus(result == SolvePath::Result::Invalid ? 0 : solutions);
        if (cut)
            return kExitBudget;
        return result == SolvePath::Result::Solved ? kExitOk : kExitStuck;
    }
};

// The totals over the lines written so far.
struct Totals {
    long long total = 0, solved = 0, stuck = 0, invalid = 0, errors = 0, verified = 0, unsound = 0, cut = 0;
    long long none = 0, several = 0;
    long long steps = 0, rankSteps = 0, checked = 0, uniquenessSteps = 0;
    int largestLine = 0, status = kExitOk;
    LargestNet largest;
    Percentiles cpu;
    PathForcing forcing;
    ArgumentStats arguments;
    void add(const Outcome& o)
    {
        ++total;
        status = worseStatus(status, o.status());
        if (!o.error.empty()) {
            ++errors;
            return;
        }
        solved += o.result == SolvePath::Result::Solved;
        stuck += o.result == SolvePath::Result::Stuck;
        invalid += o.result == SolvePath::Result::Invalid;
        none += o.solutions == 0;
        several += o.solutions >= 2;
        cut += o.cut;
        steps += o.steps;
        rankSteps += o.rankSteps;
        uniquenessSteps += o.uniquenessSteps;
        verified += o.verified;
        checked += o.checked;
        unsound += o.unsound;
        forcing += o.forcing;
        arguments += o.arguments;
        cpu.add(o.cpuMs);
        if (o.largest.branches > 0 && largest < o.largest) {
            largest = o.largest;
            largestLine = o.line;
        }
    }
};

// An isomorph written as the input was: 81 givens when that is all it has,
// else the 729-character candidate line.
std::string isomorphText(const State& s)
{
    const std::string givens = writeGivens81(s);
    const auto back = parseGivens81(givens);
    return back && *back == s ? givens : writeCandidates729(s);
}

// The 81 digits of a solution written with '+' before each placed digit.
std::string solution81(const std::string& marked)
{
    std::string digits;
    for (const char c : marked)
        if (c != '+')
            digits += c;
    return digits;
}

std::string firstToken(const std::string& line)
{
    if (!line.empty() && line[0] == ':')
        return line; // a HoDoKu library line has spaces inside its fields
    const auto start = line.find_first_not_of(" \t");
    if (start == std::string::npos)
        return {};
    const auto end = line.find_first_of(" \t\r", start);
    return line.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

} // namespace

namespace
{

struct BatchOptions {
    TechniqueSettings settings;
    bool verify = false, isomorphs = false;
    int isoSeed = 0;
    double timeLimit = 0; // per line, 0: none
};

Outcome solveLine(const FileLine& line, const BatchOptions& b)
{
    Outcome o;
    o.line = line.number;
    o.puzzle = firstToken(line.text);
    if (line.error) { // over the line limit: this line's error, the next lines go on
        o.error = line.error->message;
        o.column = line.error->column;
        return o;
    }
    const auto s0 = std::chrono::steady_clock::now();
    auto parsed = parseState(o.puzzle);
    if (!parsed) {
        o.error = boundMessage(parsed.error().message);
        o.column = parsed.error().column;
        return o;
    }
    const State* state = &*parsed;
    State image;
    if (b.isomorphs) {
        image = isomorphFor(std::uint64_t(b.isoSeed), std::uint64_t(o.line)).map(*parsed);
        state = &image;
        o.original = std::move(o.puzzle);
        o.puzzle = isomorphText(image);
    }
    const double c0 = threadCpuMs();
    const SolveResult brute = countSolutions(*state, 2);
    o.solutions = brute.solutions;
    const CpuBudget budget(b.timeLimit);
    TechniqueSettings run = b.settings;
    run.options.cancel = budget.flag();
    const ArgumentCuts cuts0 = argumentCutsHere();
    const SolvePath path = solvePath(*state, run);
    const ArgumentCuts cuts1 = argumentCutsHere();
    o.arguments.dropped = (long long)(cuts1.conclusions - cuts0.conclusions);
    o.arguments.droppedSteps = (long long)(cuts1.steps - cuts0.steps);
    o.arguments.paths = 1;
    o.cpuMs = threadCpuMs() - c0;
    o.cut = budget.cut();
    o.result = path.result;
    o.steps = int(path.steps.size());
    o.forcing = pathForcing(path.steps);
    for (const Step& st : path.steps) {
        const Technique* t = findTechnique(st.technique);
        o.rankSteps += t && t->family == "rank";
        o.uniquenessSteps += st.assumesUniqueness;
        o.maxProofNodes = std::max(o.maxProofNodes, st.proofNodes);
        o.arguments.add(st);
        o.arguments.pathsWithForcing = std::max(o.arguments.pathsWithForcing, int(!st.branches.empty()));
        if (!st.branches.empty() && o.largest < netOf(st))
            o.largest = netOf(st);
    }
    if (b.verify && brute.solutions == 1) {
        o.verified = true;
        CandidateSet truth;
        for (Cell c = 0; c < kCells; ++c)
            truth.set(candidateOf(c, brute.solution[std::size_t(c)]));
        for (const Step& st : path.steps) {
            o.checked += st.eliminations.count() + st.placements.count();
            o.unsound += st.eliminations.intersects(truth) || !st.placements.isSubsetOf(truth);
        }
    }
    if (path.result == SolvePath::Result::Solved)
        o.solution = writeGivens81(path.final);
    o.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s0).count();
    return o;
}

void writeLine(Io& io, const Outcome& o)
{
    if (io.json) {
        JsonObject j;
        j.add("line", o.line).add("puzzle", o.puzzle);
        if (!o.error.empty())
            j.add("error", o.error).add("column", o.column);
        else
            j.add("result", resultName(o.result))
                .add("steps", o.steps)
                .add("ms", o.ms)
                .add("cpu_ms", o.cpuMs)
                .add("wall_ms", o.ms);
        if (o.error.empty())
            j.add("rank_steps", o.rankSteps).add("uniqueness_steps", o.uniquenessSteps);
        if (o.verified)
            j.add("unsound", o.unsound);
        if (!o.solution.empty())
            j.add("solution", o.solution).add("solution81", solution81(o.solution));
        if (!o.original.empty())
            j.add("original", o.original);
        if (o.error.empty()) {
            j.add("max_proof_nodes", (long long)o.maxProofNodes);
            o.forcing.addLine(j);
            j.addRaw("arguments", o.arguments.json(false));
            if (o.largest.branches > 0)
                j.addRaw("largest_net", o.largest.json());
            j.add("solutions", o.solutions).addBool("budget_cut", o.cut);
        }
        io.out << j.str() << '\n';
    } else {
        io.out << o.line << ' '
               << (o.error.empty() ? resultName(o.result)
                                   : "error at column " + std::to_string(o.column) + ": " + printable(o.error))
               << ' ' << o.steps << " steps";
        if (o.error.empty() && o.solutions != 1)
            io.out << (o.solutions == 0 ? " (no solution)" : " (several solutions)");
        if (o.cut)
            io.out << " (time limit)";
        io.out << '\n';
    }
}

void writeTotal(Io& io, const Totals& w, double ms, const BatchOptions& b, int threads, const StreamEnd& end,
    const ScaledRun& scale)
{
    const double n = double(std::max<long long>(1, w.total));
    if (io.json) {
        JsonObject t;
        t.add("total", w.total)
            .add("solved", w.solved)
            .add("stuck", w.stuck)
            .add("invalid", w.invalid)
            .add("errors", w.errors)
            .add("ms", ms)
            .add("wall_ms", ms)
            .add("puzzles_per_s", double(w.total) / (ms / 1000.0))
            .add("steps_per_puzzle", double(w.steps) / n)
            .add("solved_share", double(w.solved) / n)
            .add("threads", threads)
            .add("rank_steps", w.rankSteps)
            .add("uniqueness_steps", w.uniquenessSteps);
        w.forcing.addTotal(t);
        t.addRaw("arguments", w.arguments.json(true));
        // CPU ms per puzzle (mean, median, 99th percentile) and the peak resident memory.
        rusage ru {};
        getrusage(RUSAGE_SELF, &ru);
        t.add("cpu_ms_mean", w.cpu.sum() / double(std::max<long long>(1, w.cpu.count())))
            .add("cpu_ms_median", w.cpu.at(0.5))
            .add("cpu_ms_p99", w.cpu.at(0.99))
            .add("peak_rss_mb", double(ru.ru_maxrss) / 1024.0);
        if (b.verify)
            t.add("verified", w.verified).add("verified_conclusions", w.checked).add("unsound", w.unsound);
        if (b.isomorphs)
            t.add("isomorph_seed", b.isoSeed);
        if (w.largestLine > 0)
            t.addRaw("largest_net", w.largest.json()).add("largest_net_line", w.largestLine);
        t.add("no_solution", w.none).add("several_solutions", w.several).add("budget_cut", w.cut);
        t.add("time_limit", b.timeLimit).addBool("interrupted", end.signal != 0);
        scale.addTotal(t);
        io.out << t.str() << '\n';
    } else {
        io.out << "total " << w.total << ": " << w.solved << " solved, " << w.stuck << " stuck, " << w.invalid
               << " invalid, " << w.errors << " errors; " << ms << " ms, " << double(w.total) / (ms / 1000.0)
               << " puzzles/s, " << double(w.steps) / n << " steps/puzzle, " << w.rankSteps << " rank steps";
        if (w.none || w.several)
            io.out << "; " << w.none << " with no solution, " << w.several << " with several";
        if (w.cut)
            io.out << "; " << w.cut << " cut by the time limit";
        if (end.signal)
            io.out << "; interrupted";
        io.out << scale.textNote() << '\n';
        if (b.verify)
            io.out << "verified " << w.verified << " puzzles, " << w.checked << " conclusions: " << w.unsound
                   << " unsound steps\n";
    }
}

} // namespace

int cmdBatch(const Args& args, Io& io)
{
    FileRun run; // FILE, --techniques, the stream, --time-limit, --shard, --resume
    if (auto e = run.readOptions(args, "batch"))
        return reportError(io, *e);
    BatchOptions b;
    b.settings = run.settings;
    const auto isoSeed = intOption(args, "isomorph", 0, 0, 2147483647);
    if (!isoSeed)
        return reportError(io, isoSeed.error());
    b.isoSeed = *isoSeed;
    b.isomorphs = args.has("isomorph");
    b.verify = args.has("verify");
    if (auto e = run.open(args, io))
        return reportError(io, *e);
    b.timeLimit = run.timeLimit;
    Io& out = run.out();

    // Lines are read as they go; each result is written once it and every
    // earlier line are done.
    Totals totals;
    const auto t0 = std::chrono::steady_clock::now();
    const StreamEnd end = streamLines<Outcome>(
        out, run.input, run.stream, [&](const FileLine& line) { return solveLine(line, b); },
        [&](const Outcome& o) {
            writeLine(out, o);
            out.out.flush(); // each result as soon as it is written
            totals.add(o);
        });
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    writeTotal(out, totals, ms, b, run.stream.threads, end, run.scale);
    return FileRun::finish(io, end, totals.status);
}

} // namespace setwise::cli
