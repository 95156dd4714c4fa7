// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The setup batch and rate share: one FILE argument, the technique settings,
// the stream options (--threads, --progress, --quiet), --time-limit, the
// input file and --shard / --resume over it; and the exit status at the end.

#include "app/cli/command.h"
#include "app/cli/input.h"
#include "app/cli/scale.h"
#include "app/cli/stream.h"

#include <optional>

namespace setwise::cli
{

struct FileRun {
    TechniqueSettings settings;
    StreamOptions stream; // its unit: "puzzles"
    double timeLimit = 0; // per line, 0: none
    LineInput input;
    ScaledRun scale;

    // The FILE argument (`command` names it in the error), --techniques and
    // the search limits, the stream options. A command reads its own options
    // between this and open(), so an error names the first bad option as before.
    std::optional<Error> readOptions(const Args& args, const char* command);
    // --time-limit, then FILE opened and --shard / --resume applied.
    std::optional<Error> open(const Args& args, Io& io);
    // Where the results go: standard output, or the --resume FILE.
    Io& out() { return scale.io(); }
    // The exit status once the stream ended: the read error that stopped it
    // (reported), the signal's status, else `status` (the lines' worst).
    static int finish(Io& io, const StreamEnd& end, int status);
};

} // namespace setwise::cli
