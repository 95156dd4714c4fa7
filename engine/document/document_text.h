// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pieces shared by the document reader and writer (document.cpp and
// document_step.cpp); not part of the engine API.
//
// A document line is a key and blank-separated tokens; a token may be
// `name=value`; lists inside a token are comma-separated. Free text (entry
// texts, names, justifications) runs to the end of the line with '\' escapes
// for '\', line breaks and (in tokens) blanks.

#include "engine/bitset.h"
#include "engine/result.h"
#include "engine/step.h"
#include "engine/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace setwise::document_detail
{

struct Token {
    std::string_view text;
    std::size_t offset = 0; // byte offset in the whole document
};

struct DocLine {
    std::string_view key;
    std::size_t keyOffset = 0;
    std::vector<Token> tokens; // after the key
    std::string_view rest; // everything after the key and one blank
    std::size_t restOffset = 0;
    // The value of the `name=` token, if any.
    std::optional<Token> value(std::string_view name) const;
};

std::string escapeText(std::string_view text, bool blanks = false);
std::string unescapeText(std::string_view text);

// "3r2c4,3r2c9" (sep ','), "3r2c4 3r2c9" (sep ' ').
std::string candidatesText(const CandidateSet& xs, char sep);
std::string cellsText(const CellSet& cs, char sep);

// Readers of one token; errors name the token's position in `doc`.
Result<CandidateSet> readCandidates(std::string_view doc, const Token& t);
Result<CellSet> readCells(std::string_view doc, const Token& t);
Result<Constraint> readConstraint(std::string_view doc, const Token& t); // "-" reads as -1
Result<long long> readInteger(std::string_view doc, const Token& t, long long low, long long high);
// Every token of the line as candidates (a blank-separated list).
Result<CandidateSet> readCandidateLine(std::string_view doc, const DocLine& l);

Error errorAtOffset(std::string_view doc, std::size_t offset, std::string message);

// The step part of an entry: fed line by line after a `step <id>` line.
class StepReader
{
public:
    explicit StepReader(std::string technique);
    // Handles a step key; std::nullopt (and handled = false) for a key that is not a step key.
    std::optional<Error> read(std::string_view doc, const DocLine& l, bool& handled);
    Step take();

private:
    Step m_step;
    bool m_inReading = false;
    int m_alsCount = 0; // ALS indices given so far (0..m_alsCount-1)
};

std::string writeStepLines(const Step& step, int indent);

} // namespace setwise::document_detail
