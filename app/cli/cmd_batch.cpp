// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli batch FILE [--threads N] [--techniques LIST] [--verify]: solves
// every line of a puzzle file with the stepper; one summary per puzzle, then a
// total. --verify also solves each puzzle by brute force and checks every
// conclusion of every step against the solution (puzzles with one solution):
// "unsound" counts the steps that remove a true candidate or place a false one.
// Exit status 2 when any line is an error (the others are still solved).
#include "app/cli/command.h"
#include "app/cli/json.h"
#include "app/cli/parallel.h"
#include "engine/formats.h"
#include "engine/limits.h"
#include "engine/solver.h"
#include "engine/stepper.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <ostream>
#include <vector>

#include <sys/resource.h>

namespace setwise::cli
{

namespace
{

struct Outcome {
    int line = 0;
    std::string puzzle;
    std::string error;
    int column = 0; // of the error within the puzzle
    SolvePath::Result result = SolvePath::Result::Stuck;
    int steps = 0;
    int rankSteps = 0; // steps of the rank family
    long long checked = 0; // --verify: conclusions compared with the solution
    int unsound = 0; // --verify: steps with a false conclusion
    bool verified = false; // --verify and the puzzle has one solution
    double ms = 0;
    double cpuMs = 0; // CPU time of the solving thread
    std::string solution;
};

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
        auto state = parseState(o.puzzle);
        if (!state) {
            o.error = state.error().message;
            o.column = state.error().column;
            return;
        }
        const double c0 = threadCpuMs();
        const SolvePath path = solvePath(*state, *settings);
        o.cpuMs = threadCpuMs() - c0;
        o.result = path.result;
        o.steps = int(path.steps.size());
        for (const Step& st : path.steps) {
            const Technique* t = findTechnique(st.technique);
            o.rankSteps += t && t->family == "rank";
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

    int solved = 0, stuck = 0, invalid = 0, errors = 0, verified = 0, unsound = 0;
    long long steps = 0, rankSteps = 0, checked = 0;
    for (const Outcome& o : work) {
        if (!o.error.empty()) {
            ++errors;
        } else {
            solved += o.result == SolvePath::Result::Solved;
            stuck += o.result == SolvePath::Result::Stuck;
            invalid += o.result == SolvePath::Result::Invalid;
            steps += o.steps;
            rankSteps += o.rankSteps;
            verified += o.verified;
            checked += o.checked;
            unsound += o.unsound;
        }
        if (io.json) {
            JsonObject j;
            j.add("line", o.line).add("puzzle", o.puzzle);
            if (!o.error.empty())
                j.add("error", o.error).add("column", o.column);
            else
                j.add("result", resultName(o.result)).add("steps", o.steps).add("ms", o.ms).add("cpu_ms", o.cpuMs);
            if (o.error.empty())
                j.add("rank_steps", o.rankSteps);
            if (o.verified)
                j.add("unsound", o.unsound);
            if (!o.solution.empty())
                j.add("solution", o.solution);
            io.out << j.str() << '\n';
        } else {
            io.out << o.line << ' '
                   << (o.error.empty() ? resultName(o.result)
                                       : "error at column " + std::to_string(o.column) + ": " + o.error)
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
            .add("rank_steps", rankSteps);
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
