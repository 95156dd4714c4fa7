// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every setwise-cli command shares: parsed arguments, the streams, input
// reading (argument, "-" for standard input, "@file") and error reporting.

#include "engine/result.h"
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

// The text of a STATE argument: the argument itself, standard input for "-",
// or a file's contents for "@path".
Result<std::string> readInput(const std::string& arg, std::istream& in);

// A whole-number option from lo to hi; absent: fallback. Anything else is an
// error naming the option and the range.
Result<int> intOption(const Args& args, const std::string& name, int fallback, int lo, int hi);
// The rank search's limits from --max (truths), --rank and --digits over `base`.
Result<SearchOptions> rankOptions(const Args& args, SearchOptions base = {});

// Prints {"error":...,"line":L,"column":C} (JSON) or "error: ..." and returns
// the exit status for errors.
int reportError(Io& io, const Error& e);
constexpr int kExitError = 2;

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
