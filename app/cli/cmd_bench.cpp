// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli bench --brute-force FILE [--limit N] [--json]: throughput of the
// brute-force solver on a file of puzzles, one per line (first 81 characters;
// empty lines and lines starting with '#' are skipped). Only the solving is
// timed, on one thread, after the whole file has been read; wall-clock and
// processor time are both reported.
#include "app/cli/command.h"
#include "app/cli/input.h"
#include "app/cli/json.h"
#include "engine/limits.h"
#include "engine/solver.h"

#include <charconv>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <ostream>
#include <string>
#include <vector>

namespace setwise::cli
{

namespace
{

int benchBruteForce(const std::string& file, const Args& args, Io& io)
{
    // Step 1. Options.
    int limit = 2;
    if (args.has("limit")) {
        const std::string text = args.option("limit");
        int value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || value < 1 || value > 1000000)
            return reportError(io, Error { "--limit needs a whole number from 1 to 1000000, not '" + text + "'" });
        limit = value;
    }

    // Step 2. Read every puzzle before the clock starts.
    InputStream input;
    if (auto e = input.open(file, io.in))
        return reportError(io, *e);
    std::istream& in = *input.stream;
    std::vector<std::string> puzzles;
    long long invalidLines = 0; // not a puzzle: reported, never counted or timed
    std::optional<Error> firstInvalid;
    int lineNumber = 0;
    for (std::string line;;) {
        ++lineNumber;
        const LineRead read = readLine(in, line);
        if (read == LineRead::End)
            break;
        if (read == LineRead::Failed)
            return reportError(io, lineUnreadable(lineNumber));
        if (read == LineRead::TooLong) { // reported like a line that is not a puzzle; the next lines go on
            if (!firstInvalid)
                firstInvalid = lineTooLong(lineNumber);
            ++invalidLines;
            continue;
        }
        if (std::size_t(lineNumber) > limits::kMaxBatchLines)
            return reportError(
                io, Error { "more than " + std::to_string(limits::kMaxBatchLines) + " lines", lineNumber, 1 });
        if (line.empty() || line[0] == '#')
            continue;
        if (line.size() < 81)
            return reportError(io, Error { "a puzzle line needs 81 characters", lineNumber, int(line.size()) + 1 });
        // 81 givens: digits 1-9 and '.' or '0' for an empty cell (a plain loop:
        // find_first_not_of searched its 11 characters once per cell).
        std::size_t bad = 0;
        while (bad < 81 && ((line[bad] >= '0' && line[bad] <= '9') || line[bad] == '.'))
            ++bad;
        if (bad < 81) {
            if (!firstInvalid)
                firstInvalid = Error { "not a puzzle: '" + printable(line.substr(bad, 1)) + "' is not a digit or '.'",
                    lineNumber, int(bad) + 1 };
            ++invalidLines;
            continue;
        }
        puzzles.push_back(line.substr(0, 81));
    }

    // Step 3. Solve and count.
    std::uint64_t guesses = 0;
    long long none = 0, unique = 0, several = 0;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    for (const std::string& p : puzzles) {
        const SolveResult r = countSolutions(p, limit);
        guesses += r.guesses;
        (r.solutions == 0 ? none : r.solutions == 1 ? unique : several) += 1;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Processor time as well: on a busy machine it stays close to the quiet figure.
    const double cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;

    // Step 4. Report.
    const double n = double(puzzles.size());
    const double perSecond = seconds > 0 ? n / seconds : 0.0;
    const double perCpuSecond = cpuSeconds > 0 ? n / cpuSeconds : 0.0;
    const double guessesPerPuzzle = n > 0 ? double(guesses) / n : 0.0;
    if (io.json) {
        JsonObject o;
        o.add("mode", "brute-force")
            .add("file", file)
            .add("limit", limit)
            .add("puzzles", (long long)puzzles.size())
            .add("seconds", seconds)
            .add("wall_ms", seconds * 1000)
            .add("puzzles_per_second", perSecond)
            .add("cpu_seconds", cpuSeconds)
            .add("cpu_ms", cpuSeconds * 1000)
            .add("puzzles_per_cpu_second", perCpuSecond)
            .add("guesses", (long long)guesses)
            .add("guesses_per_puzzle", guessesPerPuzzle)
            .add("no_solution", none)
            .add("one_solution", unique)
            .add("several_solutions", several)
            .add("invalid_lines", invalidLines);
        io.out << o.str() << '\n';
    } else {
        io.out << "brute force: " << file << " (limit " << limit << ")\n"
               << "puzzles            " << puzzles.size() << '\n'
               << "seconds            " << seconds << '\n'
               << "puzzles/s          " << (long long)(perSecond + 0.5) << '\n'
               << "cpu seconds        " << cpuSeconds << '\n'
               << "puzzles/cpu-s      " << (long long)(perCpuSecond + 0.5) << '\n'
               << "guesses/puzzle     " << guessesPerPuzzle << '\n'
               << "no solution        " << none << '\n'
               << "one solution       " << unique << '\n'
               << "2+ solutions       " << several << '\n'
               << "invalid lines      " << invalidLines << '\n';
    }
    if (firstInvalid) // the lines that are not puzzles make the run fail (as batch)
        return reportError(io, *firstInvalid);
    return 0;
}

} // namespace

int cmdBench(const Args& args, Io& io)
{
    const std::string file = !args.option("brute-force").empty() ? args.option("brute-force")
        : args.positional.empty()                                ? std::string()
                                                                 : args.positional.front();
    if (!args.has("brute-force") || file.empty())
        return reportError(io, Error { "bench needs --brute-force FILE" });
    return benchBruteForce(file, args, io);
}

} // namespace setwise::cli
