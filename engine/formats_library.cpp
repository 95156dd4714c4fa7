// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu regression library lines (reglib-1.3.txt header; docs/architecture.md, Text formats), read and written.
//
//   :<technique>:<candidate(s)>:<givens>:<deleted candidates>:<eliminations>:<placements>:<extra>
//   :0603:3:14+8..+9+72+5.+3...(81 cells):224 524 225 ...:364 365::
//
// <givens> is 81 cells with '+' before a placed (not given) digit. Deleted
// candidates, eliminations and placements are "drc" triples (digit, row,
// column) separated by blanks: "436 257" = 4r3c6, 2r5c7. The technique may carry
// a variant after '-'; the variant "x" marks a fail case (nothing must be found).
// The state is built as HoDoKu does: givens and placed digits, then the deleted
// candidates removed. HoDoKu itself writes ":0000:x:" when there is no step.
#include "engine/formats.h"

#include "engine/formats_text.h"
#include "engine/tables.h"

#include <cctype>

namespace setwise
{

using namespace formats_detail;

namespace
{

struct Field {
    std::size_t begin;
    std::size_t end;
};

constexpr const char* kLayout = "a library line is ':code:candidates:givens:deleted:eliminations:placements:extra'";

bool isAlnum(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

std::optional<Error> readCode(std::string_view text, Field f, LibraryCase& out)
{
    if (f.begin == f.end)
        return errorAt(text, f.begin, std::string("missing technique code; ") + kLayout);
    std::size_t dash = std::string_view::npos;
    for (std::size_t p = f.begin; p < f.end; ++p) {
        if (text[p] == '-' && dash == std::string_view::npos && p > f.begin && p + 1 < f.end)
            dash = p;
        else if (!isAlnum(text[p]))
            return errorAt(
                text, p, "bad character " + quoted(text, p) + " in the technique code; expected e.g. 0300 or 0110-1");
    }
    out.code = std::string(text.substr(f.begin, f.end - f.begin));
    out.mustFail = dash != std::string_view::npos && text.substr(dash + 1, f.end - dash - 1) == "x";
    return std::nullopt;
}

std::optional<Error> readDigits(std::string_view text, Field f, LibraryCase& out)
{
    if (text.substr(f.begin, f.end - f.begin) == "x") // HoDoKu's "no step"
        return std::nullopt;
    for (std::size_t p = f.begin; p < f.end; ++p) {
        if (!isDigit19(text[p]))
            return errorAt(text, p, "bad character " + quoted(text, p) + " in <candidate(s)>; expected digits 1-9");
        out.digits.push_back(text[p] - '1');
        out.candidates.push_back(candidateOf(0, text[p] - '1'));
    }
    return std::nullopt;
}

// Blank-separated "drc" triples.
Result<std::vector<Candidate>> readTriples(std::string_view text, Field f, const char* name)
{
    std::vector<Candidate> out;
    for (std::size_t p = f.begin; p < f.end;) {
        if (isBlank(text[p])) {
            ++p;
            continue;
        }
        std::size_t q = p;
        while (q < f.end && !isBlank(text[q])) {
            if (!isDigit19(text[q]))
                return errorAt(text, q,
                    "bad character " + quoted(text, q) + " in " + name
                        + "; candidates are digit-row-column triples such as 436");
            ++q;
        }
        if (q - p != 3)
            return errorAt(text, p,
                "'" + std::string(text.substr(p, q - p)) + "' in " + name
                    + " is not a candidate; expected a digit-row-column triple such as 436");
        out.push_back(candidateOf(cellAt(text[p + 1] - '1', text[p + 2] - '1'), text[p] - '1'));
        p = q;
    }
    return out;
}

std::string triple(Candidate x)
{
    const Cell c = cellOf(x);
    return { char('1' + digitOf(x)), char('1' + rowOf(c)), char('1' + colOf(c)) };
}

std::string triples(const std::vector<Candidate>& xs)
{
    std::string out;
    for (Candidate x : xs) {
        if (!out.empty())
            out += ' ';
        out += triple(x);
    }
    return out;
}

// Candidates of empty cells that no filled cell excludes but that are not live.
std::string deletedField(const State& s)
{
    std::vector<Candidate> deleted;
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c))
            continue;
        unsigned blocked = 0; // the digits of the cell's filled peers
        for (Cell p : peers(c))
            if (!s.isEmpty(p))
                blocked |= 1u << s.digit(p);
        for (Digit d = 0; d < 9; ++d)
            if (!(blocked >> d & 1u) && !s.isLive(candidateOf(c, d)))
                deleted.push_back(candidateOf(c, d));
    }
    return triples(deleted);
}

bool isCommentOrBlank(std::string_view text, const Line& line)
{
    std::size_t p = line.begin;
    while (p < line.end && isBlank(text[p]))
        ++p;
    return p == line.end || text[p] == '#';
}

} // namespace

Result<LibraryCase> parseLibraryLine(std::string_view text)
{
    if (auto e = tooLong(text))
        return *e;
    // Step 1. The line itself; blank and '#' lines may surround it.
    const auto lines = splitLines(text, 0, text.size(), false);
    std::size_t index = 0;
    while (index < lines.size() && isCommentOrBlank(text, lines[index]))
        ++index;
    if (index == lines.size())
        return errorAt(text, text.size(), std::string("no library line found; ") + kLayout);
    const Line line = lines[index];
    for (std::size_t i = index + 1; i < lines.size(); ++i)
        if (!isCommentOrBlank(text, lines[i]))
            return errorAt(text, lines[i].begin, "unexpected text after the library line");
    std::size_t begin = line.begin;
    while (isBlank(text[begin]))
        ++begin;
    if (text[begin] != ':')
        return errorAt(text, begin, "bad character " + quoted(text, begin) + "; " + kLayout);

    // Step 2. Fields at ':'; <extra> is the rest of the line.
    std::vector<Field> fields;
    for (std::size_t p = begin + 1;;) {
        if (fields.size() == 6) {
            fields.push_back({ p, line.end });
            break;
        }
        const std::size_t q = text.substr(0, line.end).find(':', p);
        if (q == std::string_view::npos) {
            fields.push_back({ p, line.end });
            break;
        }
        fields.push_back({ p, q });
        p = q + 1;
    }
    if (fields.size() < 3)
        return errorAt(text, line.end, std::string("missing <givens>; ") + kLayout);

    // Step 3. Each field.
    LibraryCase out;
    if (auto e = readCode(text, fields[0], out))
        return *e;
    if (auto e = readDigits(text, fields[1], out))
        return *e;
    auto cells = scanGivens(text, fields[2].begin, fields[2].end, false);
    if (!cells)
        return cells.error();
    if (auto e = duplicateError(text, *cells))
        return *e;
    static constexpr const char* kNames[] = { "<deleted candidates>", "<eliminations>", "<placements>" };
    std::vector<Candidate> lists[3];
    for (int i = 0; i < 3 && 3 + i < int(fields.size()); ++i) {
        auto xs = readTriples(text, fields[3 + i], kNames[i]);
        if (!xs)
            return xs.error();
        lists[i] = std::move(*xs);
    }
    if (fields.size() > 6)
        out.extra = std::string(text.substr(fields[6].begin, fields[6].end - fields[6].begin));

    // Step 4. Givens and placed digits, then the deleted candidates.
    for (Cell c = 0; c < kCells; ++c)
        if (cells->digit[c] != kNoDigit)
            out.state.place(c, cells->digit[c], cells->given[c]);
    for (Candidate x : lists[0])
        out.state.eliminate(x);
    out.eliminations = std::move(lists[1]);
    out.placements = std::move(lists[2]);
    return out;
}

std::string writeLibraryLine(const State& s, std::string_view code)
{
    return ':' + std::string(code) + "::" + writeGivens81(s) + ':' + deletedField(s) + ":::";
}

std::string writeLibraryCase(const LibraryCase& c)
{
    std::string digits;
    for (Digit d : c.digits)
        digits += char('1' + d);
    return ':' + c.code + ':' + digits + ':' + writeGivens81(c.state) + ':' + deletedField(c.state) + ':'
        + triples(c.eliminations) + ':' + triples(c.placements) + ':' + c.extra;
}

} // namespace setwise
