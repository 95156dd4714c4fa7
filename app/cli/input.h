// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bounded input for setwise-cli (limits.h): a STATE from an argument, standard
// input or a file is read up to kMaxStateBytes and no further; files of
// puzzles are read line by line, each line at most kMaxLineBytes. A directory
// is refused by name before anything is read.

#include "engine/result.h"

#include <cstdint>
#include <fstream>
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
// limits::kMaxLineBytes bytes (reading stops there).
enum class LineRead { Line, End, TooLong };
LineRead readLine(std::istream& in, std::string& line);

// The error for a line that is too long, naming the limit.
Error lineTooLong(int lineNumber);

// A puzzle line of a file and its number.
struct FileLine {
    int number = 0; // from 1
    std::string text;
};

// A puzzle file or standard input ("-"), read line by line.
class LineInput
{
public:
    // An error when the file cannot be opened or is a directory.
    std::optional<Error> open(const std::string& path, std::istream& standardInput);
    // The next puzzle line (blank and '#' lines left out). False at the end,
    // or with `error` set when a line is over kMaxLineBytes.
    bool next(FileLine& line, std::optional<Error>& error);
    // The lines of a regular file, counted on a second reading (a 36 MB file
    // takes a fraction of a second); 0 for standard input or a pipe.
    long long countLines() const;

private:
    InputStream m_input;
    std::istream* m_in = nullptr;
    std::string m_path; // a regular file's, else empty
    int m_number = 0;
};

} // namespace setwise::cli
