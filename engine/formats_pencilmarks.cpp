// SPDX-License-Identifier: GPL-3.0-or-later
// Pencilmark grids, read and written (docs/architecture.md, Text formats).
//
// HoDoKu (Sudoku2.getSudoku, ClipboardMode.PM_GRID): each column as wide as
// its widest cell plus one, cells one blank apart, '.' for an empty cell
// without candidates (the grid of tst_formats):
//
//   .-----------.---------.---------.
//   | 1   12  3 | 4  5  6 | 7  8  9 |
//   ...
//   :-----------+---------+---------:
//   | 12  12  4 | 3  6  5 | 8  9  7 |
//   ...
//   '-----------'---------'---------'
//
// Simple Sudoku, as Sudoku Explainer and HoDoKu read it: every column as wide
// as the widest cell of the grid plus two, cells back to back; a .ss file puts
// a givens grid and a filled-cells grid ("|8..|4..|...|") in front of it:
//
//   *-----------------------------------------*
//   | 1   12  3   | 4   5   6   | 7   8   9   |
//   ...
//   |-------------+-------------+-------------|
//   ...
//   *-----------------------------------------*
//
// Reading ignores the frame: rows are the lines that are not blank, not '#'
// comments and not "---" border lines; cells are split at blanks and '|'.
#include "engine/formats.h"

#include "engine/formats_text.h"
#include "engine/tables.h"

#include <algorithm>
#include <bit>

namespace setwise
{

using namespace formats_detail;

namespace
{

struct Token {
    std::size_t begin;
    std::size_t end;
};

struct Row {
    Line line;
    std::vector<Token> tokens;
    std::vector<std::pair<std::size_t, int>> bars; // offset of each '|', cells before it
};

Row tokenize(std::string_view text, const Line& line)
{
    Row row { line, {}, {} };
    for (std::size_t p = line.begin; p < line.end;) {
        if (text[p] == '|') {
            row.bars.emplace_back(p, int(row.tokens.size()));
            ++p;
        } else if (isBlank(text[p])) {
            ++p;
        } else {
            std::size_t q = p;
            while (q < line.end && !isBlank(text[q]) && text[q] != '|')
                ++q;
            row.tokens.push_back({ p, q });
            p = q;
        }
    }
    return row;
}

std::size_t firstNonBlank(std::string_view text, const Line& line)
{
    std::size_t p = line.begin;
    while (p < line.end && isBlank(text[p]))
        ++p;
    return p;
}

// One pencilmark cell: its digits as a mask; "." or "0" for none.
Result<unsigned> readCellMask(std::string_view text, const Token& t, Cell c)
{
    if (t.end - t.begin == 1 && (text[t.begin] == '.' || text[t.begin] == '0'))
        return 0u;
    unsigned mask = 0;
    for (std::size_t p = t.begin; p < t.end; ++p) {
        if (!isDigit19(text[p]))
            return errorAt(text, p,
                "bad character " + quoted(text, p) + " in " + cellName(c)
                    + "; a pencilmark cell lists digits 1-9, or '.' for none",
                ErrorCode::PencilmarkBadCharacter, { foundArg(text, p), cellName(c) });
        const unsigned bit = 1u << (text[p] - '1');
        if (mask & bit)
            return errorAt(text, p, std::string("digit ") + text[p] + " is listed twice in " + cellName(c),
                ErrorCode::PencilmarkDigitTwice, { std::string(1, text[p]), cellName(c) });
        mask |= bit;
    }
    return mask;
}

// A row of a compact grid (Simple Sudoku's givens and filled-cells grids): 9 of 1-9, '.', '0'.
std::optional<Error> readCompactRow(std::string_view text, const Line& line, int row, CellDigits& grid)
{
    int col = 0;
    for (std::size_t p = line.begin; p < line.end; ++p) {
        const char ch = text[p];
        if (isBlank(ch) || ch == '|')
            continue;
        if (!isDigit19(ch) && ch != '.' && ch != '0')
            return errorAt(text, p, "bad character " + quoted(text, p) + "; a givens grid row holds 1-9, '.' or '0'",
                ErrorCode::BadCellCharacter, { foundArg(text, p) });
        if (col == 9)
            return errorAt(text, p, "a givens grid row has 9 cells; this is the 10th");
        const Cell c = cellAt(row, col++);
        grid.digit[c] = isDigit19(ch) ? ch - '1' : kNoDigit;
        grid.given[c] = isDigit19(ch);
        grid.offset[c] = p;
    }
    if (col != 9)
        return errorAt(text, line.end, "found " + std::to_string(col) + " cells; a givens grid row has 9");
    return std::nullopt;
}

// The pencilmark grid's 9 rows: one mask per cell.
std::optional<Error> readPencilmarkRows(std::string_view text, const Line* lines, std::array<unsigned, kCells>& mask,
    std::array<std::size_t, kCells>& offset)
{
    for (int r = 0; r < 9; ++r) {
        const Row row = tokenize(text, lines[r]);
        const int n = int(row.tokens.size());
        if (n != 9)
            return errorAt(text, n > 9 ? row.tokens[9].begin : lines[r].end,
                "row " + std::to_string(r + 1) + " of the pencilmark grid has " + std::to_string(n)
                    + " cells; expected 9",
                ErrorCode::PencilmarkRowCells, { std::to_string(r + 1), std::to_string(n) });
        for (const auto& [at, before] : row.bars)
            if (before % 3 != 0)
                return errorAt(text, at,
                    "box separator '|' after " + std::to_string(before) + " cells of row " + std::to_string(r + 1)
                        + "; expected after 3 and 6",
                    ErrorCode::PencilmarkBoxSeparator, { std::to_string(before), std::to_string(r + 1) });
        for (int col = 0; col < 9; ++col) {
            const Cell c = cellAt(r, col);
            auto m = readCellMask(text, row.tokens[col], c);
            if (!m)
                return m.error();
            mask[c] = *m;
            offset[c] = row.tokens[col].begin;
        }
    }
    return std::nullopt;
}

} // namespace

Result<State> parsePencilmarks(std::string_view text)
{
    if (auto e = tooLong(text))
        return *e;
    std::vector<Line> rows;
    for (const Line& line : splitLines(text, 0, text.size()))
        if (!line.empty() && !isBorderLine(text.substr(line.begin, line.end - line.begin)))
            rows.push_back(line);
    const int n = int(rows.size());
    if (n != 9 && n != 18 && n != 27) {
        const std::string found = "found " + std::to_string(n) + " rows of cells; a pencilmark grid has 9";
        if (n < 9)
            return errorAt(text, rows.empty() ? text.size() : rows.back().end, found);
        return errorAt(text, firstNonBlank(text, rows[9]),
            found + " (18 or 27 with Simple Sudoku's givens and filled-cells grids in front)");
    }
    const int grids = n / 9;

    // Step 1. Simple Sudoku's compact grids: the givens, then every filled cell.
    CellDigits compact[2];
    for (int g = 0; g + 1 < grids; ++g)
        for (int r = 0; r < 9; ++r)
            if (auto e = readCompactRow(text, rows[9 * g + r], r, compact[g]))
                return *e;

    // Step 2. The pencilmark grid.
    std::array<unsigned, kCells> mask {};
    std::array<std::size_t, kCells> offset {};
    if (auto e = readPencilmarkRows(text, &rows[9 * (grids - 1)], mask, offset))
        return *e;

    // Step 3. Which cells are filled.
    CellDigits filled;
    if (grids == 1) {
        // HoDoKu's rule (Sudoku2.setSudoku): a lone digit is a filled cell unless
        // a cell that sees it lists that digit too; then it is a naked single
        // not yet placed. Two equal lone digits in a house are thus two empty
        // cells, a contradiction left to the solver, never duplicate givens.
        for (Cell c = 0; c < kCells; ++c) {
            if (std::popcount(mask[c]) != 1)
                continue;
            bool pending = false;
            for (Cell p : peers(c))
                pending = pending || (mask[p] & mask[c]);
            if (!pending) {
                filled.digit[c] = std::countr_zero(mask[c]);
                filled.given[c] = true;
                filled.offset[c] = offset[c];
            }
        }
    } else {
        const CellDigits& givens = compact[0];
        if (auto e = duplicateError(text, givens))
            return *e;
        if (grids == 3)
            for (Cell c = 0; c < kCells; ++c)
                if (givens.digit[c] != kNoDigit && compact[1].digit[c] != givens.digit[c])
                    return errorAt(text, compact[1].offset[c],
                        cellName(c) + " is given as " + std::to_string(givens.digit[c] + 1)
                            + " but the filled-cells grid has " + quoted(text, compact[1].offset[c]),
                        ErrorCode::GivenConflict,
                        { cellName(c), std::to_string(givens.digit[c] + 1), foundArg(text, compact[1].offset[c]) });
        filled = compact[grids - 2];
        for (Cell c = 0; c < kCells; ++c) {
            filled.given[c] = givens.digit[c] != kNoDigit;
            const Digit d = filled.digit[c];
            if (d != kNoDigit && mask[c] != 1u << d)
                return errorAt(text, offset[c],
                    cellName(c) + " holds " + std::to_string(d + 1)
                        + " in the grid above but the pencilmark grid lists other candidates",
                    ErrorCode::FilledConflict, { cellName(c), std::to_string(d + 1) });
        }
    }
    if (auto e = duplicateError(text, filled))
        return *e; // only a filled-cells grid can hold duplicates here

    // Step 4. Filled cells first; a listed candidate that a filled cell excludes
    // is dropped (as HoDoKu does), the others are the live candidates.
    State s;
    for (Cell c = 0; c < kCells; ++c)
        if (filled.digit[c] != kNoDigit)
            s.place(c, filled.digit[c], filled.given[c]);
    for (Cell c = 0; c < kCells; ++c)
        if (s.isEmpty(c))
            for (Digit d = 0; d < 9; ++d)
                if (!(mask[c] >> d & 1))
                    s.eliminate(candidateOf(c, d));
    return s;
}

// Writing ------------------------------------------------------------------------

namespace
{

std::string cellText(const State& s, Cell c)
{
    if (!s.isEmpty(c))
        return std::string(1, char('1' + s.digit(c)));
    std::string t;
    for (Digit d = 0; d < 9; ++d)
        if (s.isLive(candidateOf(c, d)))
            t += char('1' + d);
    return t.empty() ? "." : t;
}

void pad(std::string& out, const std::string& cell, std::size_t width)
{
    out += cell;
    out.append(width > cell.size() ? width - cell.size() : 0, ' ');
}

// A cell takes width[col] characters (its text, then blanks); cells of a box
// are gap blanks apart and the box starts with "| ".
std::string writeGrid(const State& s, const std::array<std::size_t, 9>& width, std::size_t gap, bool hodoku)
{
    auto border = [&](int line) {
        // HoDoKu: ". . ." on top, ": + :" between bands, "' ' '" below; Simple Sudoku: "*---*", "|-+-|".
        const bool outer = line == 0 || line == 9;
        const char edge = hodoku ? (line == 0 ? '.' : line == 9 ? '\'' : ':') : (outer ? '*' : '|');
        const char middle = hodoku ? (line == 0 ? '.' : line == 9 ? '\'' : '+') : (outer ? '-' : '+');
        std::string out(1, edge);
        for (int box = 0; box < 3; ++box) {
            if (box > 0)
                out += middle;
            out.append(1 + width[3 * box] + width[3 * box + 1] + width[3 * box + 2] + 2 * gap, '-');
        }
        return out + edge + '\n';
    };
    std::string out;
    for (int r = 0; r < 9; ++r) {
        if (r % 3 == 0)
            out += border(r);
        for (int col = 0; col < 9; ++col) {
            if (col % 3 == 0)
                out += "| ";
            else
                out.append(gap, ' ');
            pad(out, cellText(s, cellAt(r, col)), width[col]);
        }
        out += "|\n";
    }
    return out + border(9);
}

// Simple Sudoku's compact grid of one digit per cell.
std::string writeCompactGrid(const State& s, bool givensOnly)
{
    std::string out = "*-----------*\n";
    for (int r = 0; r < 9; ++r) {
        if (r == 3 || r == 6)
            out += "|---+---+---|\n";
        for (int col = 0; col < 9; ++col) {
            const Cell c = cellAt(r, col);
            if (col % 3 == 0)
                out += '|';
            out += s.isEmpty(c) || (givensOnly && !s.isGiven(c)) ? '.' : char('1' + s.digit(c));
        }
        out += "|\n";
    }
    return out + "*-----------*\n";
}

} // namespace

std::string writePencilmarks(const State& s, PencilmarkStyle style)
{
    std::array<std::size_t, 9> widest {};
    for (Cell c = 0; c < kCells; ++c)
        widest[colOf(c)] = std::max(widest[colOf(c)], cellText(s, c).size());
    std::array<std::size_t, 9> width {};
    if (style == PencilmarkStyle::HoDoKu) {
        // HoDoKu's fieldLength is the widest cell + 2: one blank before the cell, one after.
        for (int col = 0; col < 9; ++col)
            width[col] = widest[col] + 1;
        return writeGrid(s, width, 1, true);
    }
    // Simple Sudoku: one width, the widest cell of the grid + 2, cells back to back.
    width.fill(*std::max_element(widest.begin(), widest.end()) + 2);
    std::string grid = writeGrid(s, width, 0, false);
    if (style == PencilmarkStyle::SimpleSudokuFile)
        return writeCompactGrid(s, true) + "\n\n" + writeCompactGrid(s, false) + "\n\n" + grid;
    return grid;
}

} // namespace setwise
