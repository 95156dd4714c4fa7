// SPDX-License-Identifier: GPL-3.0-or-later
// The fish benchmark: per state of each default path, one exhaustive
// fish search, timed; prints median, 99th percentile and mean per state, and
// how many eliminations the fish that are off by default (sizes 5-7, Franken
// 4+, Mutant) add over the default ones in the same state.
#include "app/cli/cmd_fish.h"
#include "app/cli/json.h"
#include "engine/fish/fish.h"
#include "engine/formats.h"
#include "engine/stepper.h"

#include <algorithm>
#include <chrono>
#include <fstream>
#include <ostream>
#include <string>
#include <vector>

namespace setwise::cli
{

int benchFish(const Args& args, Io& io)
{
    const std::string file = args.has("fish") && !args.option("fish").empty() ? args.option("fish")
        : args.positional.empty()                                             ? std::string()
                                                                              : args.positional.front();
    if (file.empty())
        return reportError(io, Error { "bench --fish takes a puzzle FILE" });
    const auto maxOption = intOption(args, "max", 1'000'000, 1, 1'000'000);
    if (!maxOption)
        return reportError(io, maxOption.error());
    const long long maxPuzzles = *maxOption;
    InputStream input;
    if (auto e = input.open(file, io.in))
        return reportError(io, *e);
    std::istream& in = *input.stream;

    const TechniqueSettings settings = TechniqueSettings::defaults();
    std::vector<double> ms;
    long long puzzles = 0, steps = 0, extraElims = 0, extraStates = 0;
    int lineNo = 0;
    for (std::string line;;) {
        ++lineNo;
        const LineRead read = readLine(in, line);
        if (read == LineRead::End)
            break;
        if (read == LineRead::Failed)
            return reportError(io, lineUnreadable(lineNo));
        if (read == LineRead::TooLong)
            return reportError(io, lineTooLong(lineNo));
        if (line.size() < 81 || line[0] == '#')
            continue;
        if (maxPuzzles >= 0 && puzzles >= maxPuzzles)
            break;
        auto state = parseState(line.substr(0, 81));
        if (!state) {
            Error e = state.error();
            e.line = lineNo;
            return reportError(io, e);
        }
        ++puzzles;
        State s = *state;
        for (int i = 0; i < 1000 && s.emptyCount() > 0; ++i) {
            const auto t0 = std::chrono::steady_clock::now();
            const auto fish = findAllFish(s);
            ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            steps += (long long)fish.size();
            CandidateSet byDefault, byOthers;
            for (const Step& st : fish) {
                const Technique* t = findTechnique(st.technique);
                (t && t->defaultOn ? byDefault : byOthers) |= st.eliminations;
            }
            const int extra = (byOthers - byDefault).count();
            extraElims += extra;
            extraStates += extra > 0;
            auto next = findNextStep(s, settings);
            if (!next)
                break;
            s = apply(s, *next);
        }
    }
    if (ms.empty())
        return reportError(io, Error { "no puzzle in " + file });
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double x : ms)
        sum += x;
    const double median = sorted[sorted.size() / 2];
    const double p99 = sorted[std::min(sorted.size() - 1, sorted.size() * 99 / 100)];
    const double mean = sum / double(ms.size());
    if (io.json) {
        JsonObject o;
        o.add("puzzles", puzzles);
        o.add("states", (long long)ms.size());
        o.add("steps", steps);
        o.add("median_ms", median);
        o.add("p99_ms", p99);
        o.add("mean_ms", mean);
        o.add("max_ms", sorted.back());
        o.add("wall_ms_median", median)
            .add("wall_ms_p99", p99)
            .add("wall_ms_mean", mean)
            .add("wall_ms_max", sorted.back());
        o.add("extra_eliminations", extraElims);
        o.add("extra_states", extraStates);
        io.out << o.str() << '\n';
    } else {
        io.out << "fish bench: " << puzzles << " puzzles, " << ms.size() << " states, " << steps << " fish steps\n"
               << "per state: median " << median << " ms, p99 " << p99 << " ms, mean " << mean << " ms, max "
               << sorted.back() << " ms\n"
               << "fish off by default add " << extraElims << " eliminations in " << extraStates << " states\n";
    }
    return 0;
}

} // namespace setwise::cli
