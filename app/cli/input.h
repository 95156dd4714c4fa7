// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bounded input for setwise-cli (limits.h): a STATE from an argument, standard
// input or a file is read up to kMaxStateBytes and no further; files of
// puzzles are read line by line, each line at most kMaxLineBytes. A directory
// is refused by name before anything is read.

#include "engine/result.h"

#include <cstdint>
#include <fstream>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace setwise::cli
{

// The text of a STATE argument: the argument itself, standard input for "-",
// or a file's contents for "@path"; at most limits::kMaxStateBytes bytes.
Result<std::string> readInput(const std::string& arg, std::istream& in);

// Opens a puzzle file for reading; an error when it cannot be opened or is a directory.
std::optional<Error> openInputFile(const std::string& path, std::ifstream& file);

// A FILE argument opened for reading: the file, or standard input for "-".
struct InputStream {
    std::ifstream file;
    std::istream* stream = nullptr;
    // An error when the file cannot be opened or is a directory.
    std::optional<Error> open(const std::string& path, std::istream& standardInput);
};

// The next line of a puzzle file, without its line break (and without a
// trailing '\r'). End: no more lines. TooLong: the line has more than
// limits::kMaxLineBytes bytes; the rest of it is skipped (in bounded memory),
// so the next call reads the line after it. Failed: the system could not read
// the file (readFailure() says why); nothing more can be read.
enum class LineRead { Line, End, TooLong, Failed };
// consumed: the bytes taken from the stream, line break and skipped rest included.
LineRead readLine(std::istream& in, std::string& line, long long* consumed = nullptr);
// The system's reason for the last Failed read on this thread ("Input/output error").
std::string readFailure();

// The error for a line that is too long, naming the limit.
Error lineTooLong(int lineNumber);
// The error for a file that could not be read at a line, with the system's reason.
Error lineUnreadable(int lineNumber);

// A puzzle line of a file and its number.
struct FileLine {
    int number = 0; // from 1
    std::string text;
    // The line could not be taken (over the line limit): the command reports
    // it as this line's error and goes on with the next line.
    std::optional<Error> error;
    // Where the line ends in the file (bytes read so far); for progress.
    long long offset = 0;
};

// A puzzle file or standard input ("-"), read line by line.
class LineInput
{
public:
    // An error when the file cannot be opened or is a directory.
    std::optional<Error> open(const std::string& path, std::istream& standardInput);
    // The next puzzle line (blank and '#' lines left out). A line over
    // kMaxLineBytes comes back with its `error` set. False at the end, or with
    // `error` set when the file could not be read (the system's reason).
    bool next(FileLine& line, std::optional<Error>& error);
    // The size of a regular file in bytes (never read ahead for it); 0 for
    // standard input or a pipe.
    long long size() const { return m_size; }
    // Only the lines whose numbers `keep` accepts are handed out (--shard,
    // --resume); the others are read past.
    void select(std::function<bool(int)> keep) { m_keep = std::move(keep); }
    // Line numbers start at offset + 1 (--line-offset: a piece of a larger
    // file, e.g. a GNU parallel --pipe block, keeps the whole file's numbers).
    void offsetLines(int offset) { m_number = offset; }

private:
    std::function<bool(int)> m_keep;
    InputStream m_input;
    std::istream* m_in = nullptr;
    long long m_size = 0;
    long long m_offset = 0;
    int m_number = 0;
};

} // namespace setwise::cli
