// SPDX-License-Identifier: GPL-3.0-or-later
// Candidate lists (docs/architecture.md, Text formats): eliminations as the YAS manual and BERT write them,
// "r2c4-=3;r8c5-=348" (several rows or columns name every cell they cross:
// "r236c6-=3"; HoDoKu's "r2c4<>3" works too), and candidate names "3r2c4".
#include "engine/formats.h"

#include "engine/formats_text.h"
#include "engine/tables.h"

namespace setwise
{

using namespace formats_detail;

namespace
{

bool isSeparator(char c)
{
    return isBlank(c) || c == '\n' || c == ';' || c == ',';
}

// A run of digits 1-9 as a 9-bit mask; what names the run in an error.
Result<unsigned> readDigitRun(std::string_view text, std::size_t& pos, const char* what)
{
    unsigned mask = 0;
    const std::size_t start = pos;
    while (pos < text.size() && isDigit19(text[pos]))
        mask |= 1u << (text[pos++] - '1');
    if (pos == start)
        return errorAt(text, pos, std::string("expected ") + what + " (digits 1-9), found " + quoted(text, pos));
    return mask;
}

std::optional<Error> expectLetter(std::string_view text, std::size_t& pos, char lower, const char* what)
{
    if (pos < text.size() && (text[pos] == lower || text[pos] == lower - 'a' + 'A')) {
        ++pos;
        return std::nullopt;
    }
    return errorAt(text, pos, std::string("expected '") + lower + "' " + what + ", found " + quoted(text, pos));
}

std::optional<Error> expectItemEnd(std::string_view text, std::size_t pos)
{
    if (pos < text.size() && !isSeparator(text[pos]))
        return errorAt(text, pos, "expected ';', ',' or a blank between items, found " + quoted(text, pos));
    return std::nullopt;
}

// Appends digits x rows x cols once each, in row, column, digit order.
void expand(std::vector<Candidate>& out, CandidateSet& seen, unsigned digits, unsigned rows, unsigned cols)
{
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
            for (Digit d = 0; d < 9; ++d)
                if ((rows >> r & 1) && (cols >> c & 1) && (digits >> d & 1)) {
                    const Candidate x = candidateOf(cellAt(r, c), d);
                    if (!seen.test(x)) {
                        seen.set(x);
                        out.push_back(x);
                    }
                }
}

// One item's digits, rows and columns as 9-bit masks.
struct Item {
    unsigned digits = 0, rows = 0, cols = 0;
};

// Items between separators, each read by readItem at pos and expanded to its
// candidates (once each, in order of first appearance).
template <typename ReadItem> Result<std::vector<Candidate>> readItems(std::string_view text, ReadItem readItem)
{
    if (auto e = tooLong(text))
        return *e;
    std::vector<Candidate> out;
    CandidateSet seen;
    std::size_t pos = bomLength(text);
    while (true) {
        while (pos < text.size() && isSeparator(text[pos]))
            ++pos;
        if (pos == text.size())
            return out;
        Result<Item> item = readItem(pos);
        if (!item)
            return item.error();
        if (auto e = expectItemEnd(text, pos))
            return *e;
        expand(out, seen, item->digits, item->rows, item->cols);
    }
}

} // namespace

Result<std::vector<Candidate>> parseCandidateList(std::string_view text)
{
    return readItems(text, [text](std::size_t& pos) -> Result<Item> {
        if (auto e = expectLetter(text, pos, 'r', "to start a cell such as r2c4"))
            return *e;
        auto rows = readDigitRun(text, pos, "a row");
        if (!rows)
            return rows.error();
        if (auto e = expectLetter(text, pos, 'c', "after the rows"))
            return *e;
        auto cols = readDigitRun(text, pos, "a column");
        if (!cols)
            return cols.error();
        const std::string_view op = text.substr(pos, 2);
        if (op != "-=" && op != "<>")
            return errorAt(text, pos, "expected '-=' or '<>' after the cell, found " + quoted(text, pos));
        pos += 2;
        auto digits = readDigitRun(text, pos, "the eliminated digits");
        if (!digits)
            return digits.error();
        return Item { *digits, *rows, *cols };
    });
}

Result<std::vector<Candidate>> parseCandidateNames(std::string_view text)
{
    return readItems(text, [text](std::size_t& pos) -> Result<Item> {
        auto digits = readDigitRun(text, pos, "a digit");
        if (!digits)
            return digits.error();
        if (auto e = expectLetter(text, pos, 'r', "after the digit"))
            return *e;
        auto rows = readDigitRun(text, pos, "a row");
        if (!rows)
            return rows.error();
        if (auto e = expectLetter(text, pos, 'c', "after the row"))
            return *e;
        auto cols = readDigitRun(text, pos, "a column");
        if (!cols)
            return cols.error();
        return Item { *digits, *rows, *cols };
    });
}

std::string writeCandidateList(const std::vector<Candidate>& xs)
{
    // One item per cell, cells in order of first appearance, digits ascending.
    std::vector<Cell> order;
    std::array<unsigned, kCells> digits {};
    for (Candidate x : xs) {
        if (!digits[cellOf(x)])
            order.push_back(cellOf(x));
        digits[cellOf(x)] |= 1u << digitOf(x);
    }
    std::string out;
    for (Cell c : order) {
        if (!out.empty())
            out += ';';
        out += cellName(c) + "-=";
        for (Digit d = 0; d < 9; ++d)
            if (digits[c] >> d & 1)
                out += char('1' + d);
    }
    return out;
}

std::string writeCandidateNames(const std::vector<Candidate>& xs)
{
    std::string out;
    for (Candidate x : xs) {
        if (!out.empty())
            out += ' ';
        out += candidateName(x);
    }
    return out;
}

} // namespace setwise
