// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every setwise-cli command shares: parsed arguments, the streams, input
// reading (argument, "-" for standard input, "@file") and error reporting.

#include "app/cli/input.h"
#include "engine/result.h"
#include "engine/stepper.h"
#include "engine/techniques.h"

#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace setwise::cli
{

struct Args {
    std::vector<std::string> positional; // after the command name
    std::map<std::string, std::string> options; // "--threads 2" -> {"threads","2"}; flags map to ""
    bool has(const std::string& name) const { return options.count(name) > 0; }
    std::string option(const std::string& name, const std::string& fallback = {}) const;
};

struct Io {
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
    bool json = false;
};

// A whole-number option from lo to hi; absent: fallback. Anything else is an
// error naming the option and the range.
Result<int> intOption(const Args& args, const std::string& name, int fallback, int lo, int hi);
// The rank search's limits from --max (truths), --rank and --digits over `base`.
Result<SearchOptions> rankOptions(const Args& args, SearchOptions base = {});

// The STATE argument at `index` (cmd_logic.cpp).
Result<State> readState(const Args& args, Io& io, std::size_t index);
// --techniques (else `fallback`) with the rank search's limits.
Result<TechniqueSettings> readSettings(const Args& args, const TechniqueSettings& fallback);
// Both, as the one-state commands (solve, optimise) open: the first STATE
// argument and the settings over `fallback`.
struct StateAndSettings {
    State state;
    TechniqueSettings settings;
};
Result<StateAndSettings> readStateAndSettings(const Args& args, Io& io, const TechniqueSettings& fallback);

// Exit status of every command (README "Exit codes").
constexpr int kExitOk = 0; // success
constexpr int kExitNotFound = 1; // a complete search found nothing (explain, cover, alternatives)
constexpr int kExitError = 2; // bad input: usage, options, unreadable or over a limit
constexpr int kExitNoSolution = 3; // the puzzle or state has no solution
constexpr int kExitSeveral = 4; // the puzzle has several solutions
constexpr int kExitStuck = 5; // the enabled techniques stopped short of the (unique) solution
constexpr int kExitBudget = 6; // a budget (--time-limit, --nodes) ran out before the answer
constexpr int kExitInternal = 70; // out of memory or another internal failure
constexpr int kExitWrite = 74; // standard output could not be written (full disk, closed pipe)
constexpr int kExitSigint = 130; // batch, rate, generate: stopped by SIGINT (Ctrl-C) after the lines in hand
constexpr int kExitSigterm = 143; // batch, rate, generate: stopped by SIGTERM after the lines in hand

// The exit status of a one-puzzle outcome, for the commands that check the
// puzzle first: 3 no solution, 4 several, else 0 (solutions as counted up to 2).
inline int solutionsStatus(int solutions)
{
    return solutions == 0 ? kExitNoSolution : solutions >= 2 ? kExitSeveral : kExitOk;
}
// Of two statuses of a file's lines, the one the file exits with: bad input
// first, then no solution, several, stuck, budget (README "Exit codes").
inline int worseStatus(int a, int b)
{
    auto rank = [](int s) {
        return s == kExitOk        ? 0
            : s == kExitBudget     ? 1
            : s == kExitStuck      ? 2
            : s == kExitSeveral    ? 3
            : s == kExitNoSolution ? 4
                                   : 5;
    };
    return rank(b) > rank(a) ? b : a;
}
// --threads N; absent: the machine's cores.
Result<int> threadsOption(const Args& args);

// Prints {"error":...,"line":L,"column":C} (JSON) or "error: ..." and returns
// `status` (bad input unless said otherwise).
int reportError(Io& io, const Error& e, int status = kExitError);

// The commands; each returns the process exit status.
int cmdCheck(const Args& args, Io& io);
int cmdBench(const Args& args, Io& io);
int cmdSolve(const Args& args, Io& io);
int cmdHints(const Args& args, Io& io);
int cmdEval(const Args& args, Io& io);
int cmdBatch(const Args& args, Io& io);
int cmdRate(const Args& args, Io& io); // cmd_rate.cpp
int cmdOptimise(const Args& args, Io& io);

} // namespace setwise::cli
