// SPDX-License-Identifier: GPL-3.0-or-later
// Text formats (docs/architecture.md, Text formats): the shared reader pieces, the 81- and 729-character
// lines and format detection. Pencilmark grids live in formats_pencilmarks.cpp,
// HoDoKu library lines in formats_library.cpp, candidate lists in formats_lists.cpp.
#include "engine/formats.h"

#include "engine/formats_text.h"
#include "engine/limits.h"
#include "engine/tables.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace setwise
{

namespace formats_detail
{

std::size_t bomLength(std::string_view text)
{
    return text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
}

Error errorAt(
    std::string_view text, std::size_t offset, std::string message, ErrorCode code, std::vector<std::string> args)
{
    offset = std::max(std::min(offset, text.size()), bomLength(text));
    int line = 1;
    std::size_t lineStart = bomLength(text);
    for (std::size_t i = 0; i < offset; ++i)
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    int column = 1;
    for (std::size_t i = lineStart; i < offset; ++i)
        column += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80; // count code points
    return Error { std::move(message), line, column, code, std::move(args) };
}

std::optional<Error> tooLong(std::string_view text)
{
    if (text.size() <= limits::kMaxStateBytes)
        return std::nullopt;
    Error e = errorAt(text, limits::kMaxStateBytes,
        "the text is " + std::to_string(text.size()) + " bytes long; the limit is "
            + std::to_string(limits::kMaxStateBytes) + " bytes",
        ErrorCode::TextTooLong, { std::to_string(text.size()), std::to_string(limits::kMaxStateBytes) });
    return e;
}

std::string foundArg(std::string_view text, std::size_t offset)
{
    if (offset >= text.size())
        return {};
    std::string q = quoted(text, offset);
    if (q.size() >= 2 && q.front() == '\'' && q.back() == '\'')
        return q.substr(1, q.size() - 2);
    if (q.starts_with("byte "))
        return q.substr(5);
    return q;
}

std::string quoted(std::string_view text, std::size_t offset)
{
    if (offset >= text.size())
        return "the end of the text";
    const auto b = static_cast<unsigned char>(text[offset]);
    char buf[48];
    if (b >= 0x20 && b < 0x7F)
        return std::string { '\'', char(b), '\'' };
    if (b < 0x80) {
        std::snprintf(buf, sizeof buf, "U+%04X", unsigned(b));
        return buf;
    }
    // A well-formed UTF-8 sequence is shown as itself and its code point.
    const int len = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
    if (len > 0 && offset + len <= text.size()) {
        std::uint32_t cp = b & (0x7Fu >> len);
        bool ok = true;
        for (int i = 1; i < len; ++i) {
            const auto c = static_cast<unsigned char>(text[offset + i]);
            ok = ok && (c & 0xC0) == 0x80;
            cp = (cp << 6) | (c & 0x3Fu);
        }
        ok = ok && !(len == 3 && cp < 0x800) && !(len == 4 && (cp < 0x10000 || cp > 0x10FFFF))
            && !(cp >= 0xD800 && cp <= 0xDFFF);
        if (ok && cp < 0xA0) { // C1 control: the code point alone
            std::snprintf(buf, sizeof buf, "U+%04X", unsigned(cp));
            return buf;
        }
        if (ok) {
            std::snprintf(buf, sizeof buf, " (U+%04X)", unsigned(cp));
            return '\'' + std::string(text.substr(offset, len)) + '\'' + buf;
        }
    }
    std::snprintf(buf, sizeof buf, "byte 0x%02X", unsigned(b));
    return buf;
}

std::vector<Line> splitLines(std::string_view text, std::size_t begin, std::size_t end, bool comments)
{
    std::vector<Line> lines;
    std::size_t pos = begin == 0 ? bomLength(text) : begin;
    while (pos <= end) {
        std::size_t stop = pos;
        while (stop < end && text[stop] != '\n')
            ++stop;
        Line line { pos, stop };
        if (comments)
            for (std::size_t i = pos; i < stop; ++i)
                if (text[i] == '#') {
                    line.end = i;
                    break;
                }
        while (line.end > line.begin && isBlank(text[line.end - 1]))
            --line.end;
        lines.push_back(line);
        if (stop == end)
            break;
        pos = stop + 1;
    }
    return lines;
}

bool isBorderLine(std::string_view line)
{
    if (line.find("---") == std::string_view::npos && line.find("===") == std::string_view::npos)
        return false;
    return line.find_first_not_of("-=+*.:'| \t\r") == std::string_view::npos;
}

std::optional<Error> duplicateError(std::string_view text, const CellDigits& cells)
{
    static constexpr const char* kHouseKinds[] = { "row", "column", "box" };
    for (Cell c = 0; c < kCells; ++c) {
        const Digit d = cells.digit[c];
        if (d == kNoDigit)
            continue;
        const int houses[3] = { rowOf(c), 9 + colOf(c), 18 + boxOf(c) };
        for (int k = 0; k < 3; ++k)
            for (Cell p : houseCells(houses[k])) {
                if (p >= c)
                    break;
                if (cells.digit[p] == d)
                    return errorAt(text, cells.offset[c],
                        "digit " + std::to_string(d + 1) + " appears twice in " + kHouseKinds[k] + ' '
                            + std::to_string(houses[k] % 9 + 1) + " (" + cellName(p) + " and " + cellName(c)
                            + "); the givens contradict each other",
                        ErrorCode::DuplicateGiven,
                        { std::to_string(d + 1), kHouseKinds[k], std::to_string(houses[k] % 9 + 1), cellName(p),
                            cellName(c) });
            }
    }
    return std::nullopt;
}

namespace
{

// One cell of a givens grid: a digit, "+d", '.' or '0'; advances pos.
std::optional<Error> readGivensCell(
    std::string_view text, std::size_t& pos, std::size_t end, Digit& digit, bool& placed)
{
    const std::size_t at = pos;
    placed = text[pos] == '+';
    if (placed) {
        ++pos;
        if (pos >= end || !isDigit19(text[pos]))
            return errorAt(text, pos, "expected a digit 1-9 after '+' (a placed digit), found " + quoted(text, pos),
                ErrorCode::ExpectedDigitAfterPlus, { foundArg(text, pos) });
    }
    const char ch = text[pos];
    if (isDigit19(ch))
        digit = ch - '1';
    else if (ch == '.' || ch == '0')
        digit = kNoDigit;
    else
        return errorAt(text, at, "bad character " + quoted(text, at) + "; a cell is a digit 1-9, '.' or '0'",
            ErrorCode::BadCellCharacter, { foundArg(text, at) });
    ++pos;
    return std::nullopt;
}

std::string cellsFound(int n)
{
    return "found " + std::to_string(n) + (n == 1 ? " cell" : " cells");
}

} // namespace

Result<CellDigits> scanGivens(std::string_view text, std::size_t begin, std::size_t end, bool layout)
{
    CellDigits cells;
    int count = 0;
    std::size_t extraOffset = end; // where cell 82 starts
    auto store = [&](Digit d, bool placed, std::size_t at) {
        if (count < kCells) {
            cells.digit[count] = d;
            cells.given[count] = d != kNoDigit && !placed;
            cells.offset[count] = at;
        } else if (count == kCells) {
            extraOffset = at;
        }
        ++count;
    };

    if (!layout) {
        for (std::size_t pos = begin; pos < end;) {
            const std::size_t at = pos;
            Digit d;
            bool placed;
            if (auto e = readGivensCell(text, pos, end, d, placed))
                return *e;
            store(d, placed, at);
        }
        if (count > kCells)
            return errorAt(text, extraOffset, cellsFound(count) + "; a grid has 81", ErrorCode::TooManyCells,
                { std::to_string(count) });
        if (count < kCells)
            return errorAt(
                text, end, cellsFound(count) + "; a grid needs 81", ErrorCode::TooFewCells, { std::to_string(count) });
        return cells;
    }

    // Step 1. Cells line by line; once 81 are read, a blank ends the grid and the
    // rest of that line (a rating, a solution) is ignored.
    struct CellLine {
        std::size_t firstCell;
        int count;
    };
    std::vector<CellLine> cellLines;
    std::optional<std::size_t> textAfter;
    std::size_t lastEnd = begin;
    for (const Line& line : splitLines(text, begin, end)) {
        if (line.empty() || isBorderLine(text.substr(line.begin, line.end - line.begin)))
            continue;
        if (count >= kCells) {
            textAfter = line.begin;
            while (isBlank(text[*textAfter]))
                ++*textAfter;
            break;
        }
        CellLine cl { line.end, 0 };
        for (std::size_t pos = line.begin; pos < line.end;) {
            const char ch = text[pos];
            if (isBlank(ch)) {
                if (count >= kCells)
                    break;
                ++pos;
                continue;
            }
            if (ch == '|') {
                ++pos;
                continue;
            }
            const std::size_t at = pos;
            Digit d;
            bool placed;
            if (auto e = readGivensCell(text, pos, line.end, d, placed))
                return *e;
            if (cl.count++ == 0)
                cl.firstCell = at;
            store(d, placed, at);
        }
        if (cl.count > 0) {
            cellLines.push_back(cl);
            lastEnd = line.end;
        }
    }
    // Step 2. A grid over several lines is 9 lines of 9 cells.
    if (cellLines.size() > 1)
        for (const CellLine& cl : cellLines)
            if (cl.count != 9)
                return errorAt(text, cl.firstCell,
                    "this line has " + std::to_string(cl.count)
                        + " cells; a grid written over several lines needs 9 cells per line",
                    ErrorCode::LineCellCount, { std::to_string(cl.count) });
    // Step 3. 81 cells and nothing after them.
    if (count > kCells)
        return errorAt(text, extraOffset, cellsFound(count) + "; a grid has 81", ErrorCode::TooManyCells,
            { std::to_string(count) });
    if (count < kCells)
        return errorAt(
            text, lastEnd, cellsFound(count) + "; a grid needs 81", ErrorCode::TooFewCells, { std::to_string(count) });
    if (textAfter)
        return errorAt(text, *textAfter, "unexpected text after the 81 cells of the grid", ErrorCode::TextAfterGrid);
    return cells;
}

} // namespace formats_detail

using namespace formats_detail;

namespace
{

State stateFromDigits(const CellDigits& cells)
{
    State s;
    for (Cell c = 0; c < kCells; ++c)
        if (cells.digit[c] != kNoDigit)
            s.place(c, cells.digit[c], cells.given[c]);
    return s;
}

bool isCellChar(char c)
{
    return (c >= '0' && c <= '9') || c == '.';
}

// A token of digits and dots this long is a candidate line, even a broken one:
// past half-way from 81 to 729, so the error speaks of the format meant.
constexpr int kCandidateLineMinimum = (kCells + kCandidates) / 2;

} // namespace

Result<State> parseGivens81(std::string_view text)
{
    if (auto e = tooLong(text))
        return *e;
    auto cells = scanGivens(text, 0, text.size(), true);
    if (!cells)
        return cells.error();
    if (auto e = duplicateError(text, *cells))
        return *e;
    return stateFromDigits(*cells);
}

Result<State> parseCandidates729(std::string_view text)
{
    if (auto e = tooLong(text))
        return *e;
    // Character i belongs to cell i / 9 and stands for digit i % 9: that digit,
    // or '.' / '0' when it is not a candidate. Blanks and line breaks may
    // separate characters; after all 729, the rest of the line is ignored.
    std::array<bool, kCandidates> present {};
    int count = 0;
    std::size_t extraOffset = text.size();
    std::optional<std::size_t> textAfter;
    std::size_t lastEnd = 0;
    for (const Line& line : splitLines(text, 0, text.size())) {
        if (line.empty())
            continue;
        if (count >= kCandidates) {
            textAfter = line.begin;
            while (isBlank(text[*textAfter]))
                ++*textAfter;
            break;
        }
        for (std::size_t pos = line.begin; pos < line.end; ++pos) {
            const char ch = text[pos];
            if (isBlank(ch)) {
                if (count >= kCandidates)
                    break;
                continue;
            }
            if (!isCellChar(ch))
                return errorAt(text, pos,
                    "bad character " + quoted(text, pos) + "; a candidate line holds digits 1-9, '.' or '0'",
                    ErrorCode::BadCandidateCharacter, { foundArg(text, pos) });
            if (count >= kCandidates) {
                if (count == kCandidates)
                    extraOffset = pos;
                ++count;
                continue;
            }
            const Digit d = count % 9;
            if (ch != '.' && ch != '0') {
                if (ch - '1' != d)
                    return errorAt(text, pos,
                        "candidate " + std::to_string(d + 1) + " of " + cellName(count / 9) + " is written "
                            + quoted(text, pos) + "; expected '" + char('1' + d)
                            + "' or '.' (each cell lists digits 1-9 in order)",
                        ErrorCode::CandidateOutOfOrder,
                        { std::to_string(d + 1), cellName(count / 9), foundArg(text, pos) });
                present[count] = true;
            }
            ++count;
        }
        lastEnd = line.end;
    }
    if (count > kCandidates)
        return errorAt(text, extraOffset,
            "found " + std::to_string(count) + " candidate characters; a candidate line has 729 (9 per cell)",
            ErrorCode::TooManyCandidateCharacters, { std::to_string(count) });
    if (count < kCandidates)
        return errorAt(text, lastEnd,
            "found " + std::to_string(count) + " candidate characters; a candidate line needs 729 (9 per cell)",
            ErrorCode::TooFewCandidateCharacters, { std::to_string(count) });
    if (textAfter)
        return errorAt(text, *textAfter, "unexpected text after the 729 characters of the candidate line",
            ErrorCode::TextAfterCandidates);
    State s;
    for (Candidate x = 0; x < kCandidates; ++x)
        if (!present[x])
            s.eliminate(x);
    return s;
}

StateFormat detectFormat(std::string_view text)
{
    text = text.substr(0, limits::kMaxStateBytes); // the readers refuse the rest
    const auto lines = splitLines(text, 0, text.size());
    // A library line: the first character that is not blank or comment is ':'.
    for (const Line& line : lines) {
        std::size_t p = line.begin;
        while (p < line.end && isBlank(text[p]))
            ++p;
        if (p < line.end) {
            if (text[p] == ':')
                return StateFormat::LibraryLine;
            break;
        }
    }
    bool boxDrawing = false;
    bool multiDigitGroup = false;
    int wideLines = 0;
    for (const Line& line : lines) {
        const std::string_view sv = text.substr(line.begin, line.end - line.begin);
        if (isBorderLine(sv)) {
            boxDrawing = true;
            continue;
        }
        boxDrawing = boxDrawing || sv.find('|') != std::string_view::npos;
        // Tokens split at blanks and '|'.
        int tokens = 0;
        bool group = false;
        for (std::size_t p = 0; p < sv.size();) {
            if (isBlank(sv[p]) || sv[p] == '|') {
                ++p;
                continue;
            }
            std::size_t q = p;
            bool cellChars = true;
            bool digits = true;
            while (q < sv.size() && !isBlank(sv[q]) && sv[q] != '|') {
                cellChars = cellChars && isCellChar(sv[q]);
                digits = digits && isDigit19(sv[q]);
                ++q;
            }
            if (cellChars && q - p >= std::size_t(kCandidateLineMinimum))
                return StateFormat::Candidates729;
            group = group || (digits && q - p >= 2 && q - p <= 9);
            ++tokens;
            p = q;
        }
        if (tokens >= 4) {
            ++wideLines;
            multiDigitGroup = multiDigitGroup || group;
        }
    }
    if (multiDigitGroup && (boxDrawing || wideLines >= 9))
        return StateFormat::Pencilmarks;
    return StateFormat::Givens81;
}

Result<State> parseState(std::string_view text)
{
    if (auto e = tooLong(text))
        return *e;
    switch (detectFormat(text)) {
    case StateFormat::LibraryLine: {
        auto c = parseLibraryLine(text);
        if (!c)
            return c.error();
        return c->state;
    }
    case StateFormat::Candidates729:
        return parseCandidates729(text);
    case StateFormat::Pencilmarks:
        return parsePencilmarks(text);
    case StateFormat::Givens81:
        break;
    }
    return parseGivens81(text);
}

std::string writeGivens81(const State& s)
{
    std::string out;
    out.reserve(2 * kCells);
    for (Cell c = 0; c < kCells; ++c) {
        if (s.isPlaced(c))
            out += '+';
        out += s.isEmpty(c) ? '.' : char('1' + s.digit(c));
    }
    return out;
}

std::string writeCandidates729(const State& s)
{
    std::string out(kCandidates, '.');
    for (Cell c = 0; c < kCells; ++c)
        for (Digit d = 0; d < 9; ++d)
            if (s.digit(c) == d || s.isLive(candidateOf(c, d)))
                out[candidateOf(c, d)] = char('1' + d);
    return out;
}

std::string writeState(const State& s, StateFormat format, PencilmarkStyle style)
{
    switch (format) {
    case StateFormat::Givens81:
        return writeGivens81(s);
    case StateFormat::Candidates729:
        return writeCandidates729(s);
    case StateFormat::Pencilmarks:
        return writePencilmarks(s, style);
    case StateFormat::LibraryLine:
        return writeLibraryLine(s);
    }
    return {};
}

} // namespace setwise
