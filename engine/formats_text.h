// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pieces shared by the text readers in formats*.cpp; not part of the engine API.
//
// Every reader works on the whole input text and byte offsets into it, so an
// error found inside a field (a library line's givens, one pencilmark row) is
// reported at its line and column in the text the user gave.

#include "engine/result.h"
#include "engine/types.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace setwise::formats_detail
{

// An Error at a byte offset: 1-based line, 1-based column counted in code points.
Error errorAt(std::string_view text, std::size_t offset, std::string message, ErrorCode code = ErrorCode::Unreadable,
    std::vector<std::string> args = {});

// The character at offset for a message: 'x' when printable ASCII, 'é' (U+00E9)
// for a UTF-8 sequence, U+0000 for a control character, byte 0xFF otherwise.
std::string quoted(std::string_view text, std::size_t offset);
// The same as an Error argument, without quotes or English words: "x", "é (U+00E9)",
// "U+0000", "0xFF"; "" at the end of the text.
std::string foundArg(std::string_view text, std::size_t offset);

// Blank within a line; '\n' ends a line and is not blank here.
constexpr bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}
constexpr bool isDigit19(char c)
{
    return c >= '1' && c <= '9';
}

// An error when text is longer than limits::kMaxStateBytes (checked by every
// public reader before it looks further), naming the limit; column 1 of the
// line holding the first byte past it.
std::optional<Error> tooLong(std::string_view text);

// A UTF-8 byte order mark at the start of a text is skipped, and not counted
// as a column.
std::size_t bomLength(std::string_view text);

// One line of text as [begin, end): no line break, no '#' comment, no trailing blanks.
struct Line {
    std::size_t begin = 0;
    std::size_t end = 0;
    bool empty() const { return begin == end; }
};
std::vector<Line> splitLines(std::string_view text, std::size_t begin, std::size_t end, bool comments = true);

// A box-drawing line: "---" (or "===") and nothing but - = + * . : ' | and blanks,
// e.g. ".-------.-------.", "|---+---+---|", "*-----------*", "------+-------+------".
bool isBorderLine(std::string_view line);

// Filled cells as read, before they become a State; offsets point at each digit.
struct CellDigits {
    std::array<Digit, kCells> digit;
    std::array<bool, kCells> given {};
    std::array<std::size_t, kCells> offset {};
    CellDigits() { digit.fill(kNoDigit); }
};

// The first filled cell, in reading order, whose digit an earlier cell of its
// row, column or box already holds: "digit 5 appears twice in row 3 (r3c2 and r3c7)".
std::optional<Error> duplicateError(std::string_view text, const CellDigits& cells);

// Reads the 81 cells of a givens grid from text[begin, end). With layout, the
// cells may be spread over lines (one line of 81, or 9 lines of 9) with blanks,
// '|', border lines and '#' comments, and fields after the 81st cell on its line
// are ignored; without, exactly the cell characters are allowed (library field).
Result<CellDigits> scanGivens(std::string_view text, std::size_t begin, std::size_t end, bool layout);

} // namespace setwise::formats_detail
