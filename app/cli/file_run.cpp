// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/file_run.h"

#include "app/cli/budget.h"

namespace setwise::cli
{

std::optional<Error> FileRun::readOptions(const Args& args, const char* command)
{
    if (args.positional.size() != 1)
        return Error { std::string(command) + " takes one FILE argument" };
    auto read = readSettings(args, TechniqueSettings::defaults());
    if (!read)
        return read.error();
    settings = *read;
    const Result<StreamOptions> streamRead = streamOptions(args);
    if (!streamRead)
        return streamRead.error();
    stream = *streamRead;
    stream.what = "puzzles";
    return std::nullopt;
}

std::optional<Error> FileRun::open(const Args& args, Io& io)
{
    const auto limit = timeLimitOption(args, 0);
    if (!limit)
        return limit.error();
    timeLimit = *limit;
    if (auto e = input.open(args.positional[0], io.in))
        return e;
    return scale.open(args, io, input);
}

int FileRun::finish(Io& io, const StreamEnd& end, int status)
{
    if (end.error) // the file could not be read on
        return reportError(io, *end.error);
    if (end.signal)
        return end.status();
    return status;
}

} // namespace setwise::cli
