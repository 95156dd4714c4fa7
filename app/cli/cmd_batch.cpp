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
#include "app/cli/command.h"
#include "app/cli/json.h"
#include "app/cli/parallel.h"
#include "app/cli/path_forcing.h"
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

Result<TechniqueSettings> readSettings(const Args& args, const TechniqueSettings& fallback);

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
};

// An isomorph written as the input was: 81 givens when that is all it has,
// else the 729-character candidate line.
std::string isomorphText(const State& s)
{
    const std::string givens = writeGivens81(s);
    const auto back = parseGivens81(givens);
    return back && *back == s ? givens : writeCandidates729(s);
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

int cmdBatch(const Args& args, Io& io)
{
    if (args.positional.size() != 1)
        return reportError(io, Error { "batch takes one FILE argument" });
    auto settings = readSettings(args, TechniqueSettings::defaults());
    if (!settings)
        return reportError(io, settings.error());
    const auto threadCount = intOption(args, "threads", 1, 1, 256);
    if (!threadCount)
        return reportError(io, threadCount.error());
    const int threads = *threadCount;
    const auto isoSeed = intOption(args, "isomorph", 0, 0, 2147483647);
    if (!isoSeed)
        return reportError(io, isoSeed.error());
    const bool isomorphs = args.has("isomorph");

    // Every line is read before solving, each at most kMaxLineBytes, at most
    // kMaxBatchLines of them (limits.h).
    const bool verify = args.has("verify");
    auto lines = readPuzzleLines(args.positional[0]);
    if (!lines)
        return reportError(io, lines.error());
    std::vector<Outcome> work;
    for (const FileLine& line : *lines) {
        const std::string token = firstToken(line.text);
        if (token.empty())
            continue;
        Outcome o;
        o.line = line.number;
        o.puzzle = token;
        work.push_back(std::move(o));
    }

    const auto t0 = std::chrono::steady_clock::now();
    runParallel(work.size(), threads, [&](std::size_t i) {
        Outcome& o = work[i];
        const auto s0 = std::chrono::steady_clock::now();
        auto parsed = parseState(o.puzzle);
        if (!parsed) {
            o.error = parsed.error().message;
            o.column = parsed.error().column;
            return;
        }
        const State* state = &*parsed;
        State image;
        if (isomorphs) {
            image = isomorphFor(std::uint64_t(*isoSeed), std::uint64_t(o.line)).map(*parsed);
            state = &image;
            o.original = std::move(o.puzzle);
            o.puzzle = isomorphText(image);
        }
        const double c0 = threadCpuMs();
        const SolvePath path = solvePath(*state, *settings);
        o.cpuMs = threadCpuMs() - c0;
        o.result = path.result;
        o.steps = int(path.steps.size());
        o.forcing = pathForcing(path.steps);
        for (const Step& st : path.steps) {
            const Technique* t = findTechnique(st.technique);
            o.rankSteps += t && t->family == "rank";
            o.uniquenessSteps += st.assumesUniqueness;
            o.maxProofNodes = std::max(o.maxProofNodes, st.proofNodes);
            if (!st.branches.empty() && o.largest < netOf(st))
                o.largest = netOf(st);
        }
        if (verify) {
            const SolveResult brute = countSolutions(*state, 2);
            if (brute.solutions == 1) {
                o.verified = true;
                CandidateSet truth;
                for (Cell c = 0; c < kCells; ++c)
                    truth.set(candidateOf(c, brute.solution[std::size_t(c)]));
                for (const Step& st : path.steps) {
                    o.checked += st.eliminations.count() + st.placements.count();
                    o.unsound += st.eliminations.intersects(truth) || !st.placements.isSubsetOf(truth);
                }
            }
        }
        if (path.result == SolvePath::Result::Solved)
            o.solution = writeGivens81(path.final);
        o.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - s0).count();
    });
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

    int solved = 0, stuck = 0, invalid = 0, errors = 0, verified = 0, unsound = 0, largestLine = 0;
    LargestNet largest;
    long long steps = 0, rankSteps = 0, checked = 0, uniquenessSteps = 0;
    PathForcing forcing;
    for (const Outcome& o : work) {
        if (!o.error.empty()) {
            ++errors;
        } else {
            solved += o.result == SolvePath::Result::Solved;
            stuck += o.result == SolvePath::Result::Stuck;
            invalid += o.result == SolvePath::Result::Invalid;
            steps += o.steps;
            rankSteps += o.rankSteps;
            uniquenessSteps += o.uniquenessSteps;
            verified += o.verified;
            checked += o.checked;
            unsound += o.unsound;
            forcing += o.forcing;
            if (o.largest.branches > 0 && largest < o.largest) {
                largest = o.largest;
                largestLine = o.line;
            }
        }
        if (io.json) {
            JsonObject j;
            j.add("line", o.line).add("puzzle", o.puzzle);
            if (!o.error.empty())
                j.add("error", o.error).add("column", o.column);
            else
                j.add("result", resultName(o.result)).add("steps", o.steps).add("ms", o.ms).add("cpu_ms", o.cpuMs);
            if (o.error.empty())
                j.add("rank_steps", o.rankSteps).add("uniqueness_steps", o.uniquenessSteps);
            if (o.verified)
                j.add("unsound", o.unsound);
            if (!o.solution.empty())
                j.add("solution", o.solution);
            if (!o.original.empty())
                j.add("original", o.original);
            if (o.error.empty()) {
                j.add("max_proof_nodes", (long long)o.maxProofNodes);
                o.forcing.addLine(j);
                if (o.largest.branches > 0)
                    j.addRaw("largest_net", o.largest.json());
            }
            io.out << j.str() << '\n';
        } else {
            io.out << o.line << ' '
                   << (o.error.empty() ? resultName(o.result)
                                       : "error at column " + std::to_string(o.column) + ": " + printable(o.error))
                   << ' ' << o.steps << " steps\n";
        }
    }
    const double n = double(std::max<std::size_t>(1, work.size()));
    if (io.json) {
        JsonObject t;
        t.add("total", int(work.size()))
            .add("solved", solved)
            .add("stuck", stuck)
            .add("invalid", invalid)
            .add("errors", errors)
            .add("ms", ms)
            .add("puzzles_per_s", work.size() / (ms / 1000.0))
            .add("steps_per_puzzle", double(steps) / n)
            .add("solved_share", solved / n)
            .add("threads", threads)
            .add("rank_steps", rankSteps)
            .add("uniqueness_steps", uniquenessSteps);
        forcing.addTotal(t);
        // CPU ms per puzzle (mean, median, 99th percentile) and the peak resident memory.
        std::vector<double> cpu;
        for (const Outcome& o : work)
            if (o.error.empty())
                cpu.push_back(o.cpuMs);
        std::sort(cpu.begin(), cpu.end());
        const auto pct = [&](double p) { return cpu.empty() ? 0.0 : cpu[std::size_t(p * double(cpu.size() - 1))]; };
        double cpuSum = 0;
        for (double c : cpu)
            cpuSum += c;
        rusage ru {};
        getrusage(RUSAGE_SELF, &ru);
        t.add("cpu_ms_mean", cpuSum / double(std::max<std::size_t>(1, cpu.size())))
            .add("cpu_ms_median", pct(0.5))
            .add("cpu_ms_p99", pct(0.99))
            .add("peak_rss_mb", double(ru.ru_maxrss) / 1024.0);
        if (verify)
            t.add("verified", verified).add("verified_conclusions", checked).add("unsound", unsound);
        if (isomorphs)
            t.add("isomorph_seed", *isoSeed);
        if (largestLine > 0)
            t.addRaw("largest_net", largest.json()).add("largest_net_line", largestLine);
        io.out << t.str() << '\n';
    } else {
        io.out << "total " << work.size() << ": " << solved << " solved, " << stuck << " stuck, " << invalid
               << " invalid, " << errors << " errors; " << ms << " ms, " << work.size() / (ms / 1000.0)
               << " puzzles/s, " << double(steps) / n << " steps/puzzle, " << rankSteps << " rank steps\n";
        if (verify)
            io.out << "verified " << verified << " puzzles, " << checked << " conclusions: " << unsound
                   << " unsound steps\n";
    }
    return errors > 0 ? kExitError : kExitOk; // any line that is not a puzzle makes the run fail
}

} // namespace setwise::cli
