// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text formats of a resolution state (DESIGN §7), read and written.
//
//   81 characters   digits, '.' or '0' for empty, "+d" for a placed digit,
//                   '#' starts a comment; white space between cells is allowed.
//   729 characters  sukaku candidate line: per cell 9 characters, digit or '.'.
//   pencilmarks     boxed grid of candidate groups per cell, in HoDoKu's and in
//                   Sudoku Explainer's (Simple Sudoku) layout.
//   library line    HoDoKu ":code:cands:givens:deleted:elims:placements:extra".
//   candidate list  "r2c4-=3;r2c9-=3", "r8c5-=348", "r1c5-=578".
//
// Every reader returns a value or an Error naming the 1-based line and column
// of the first problem; nothing half-parsed escapes.

#include "engine/result.h"
#include "engine/state.h"

#include <string>
#include <string_view>
#include <vector>

namespace setwise {

enum class StateFormat { Givens81, Candidates729, Pencilmarks, LibraryLine };
enum class PencilmarkStyle { HoDoKu, SudokuExplainer };

// Reads any of the formats above, detected from the text. A state read from
// givens only has every candidate that no filled cell excludes.
Result<State> parseState(std::string_view text);
Result<State> parseGivens81(std::string_view text);
Result<State> parseCandidates729(std::string_view text);
Result<State> parsePencilmarks(std::string_view text);

// "81 characters with +d for placed digits", givens as digits, '.' for empty.
std::string writeGivens81(const State& s);
std::string writeCandidates729(const State& s);
std::string writePencilmarks(const State& s, PencilmarkStyle style = PencilmarkStyle::HoDoKu);

// A HoDoKu regression library case.
struct LibraryCase {
    std::string code;                   // e.g. "0300", "03111", "0110-1" (variant kept)
    bool mustFail = false;              // variant "x": nothing must be found
    std::vector<Candidate> candidates;  // the <candidate(s)> field: digits (as candidates of cell 0)
    std::vector<Digit> digits;          // the digits named in <candidate(s)>
    State state;                        // givens, placed digits, then deleted candidates
    std::vector<Candidate> eliminations;
    std::vector<Candidate> placements;
    std::string extra;
};
Result<LibraryCase> parseLibraryLine(std::string_view line);
// The state part of a library line (code and conclusions left empty): ":0000::givens:deleted::::".
std::string writeLibraryLine(const State& s, std::string_view code = "0000");

// "r2c4-=3;r2c9-=3" or "r8c5-=348" (also "r1c3-=9; r2c5-=3").
Result<std::vector<Candidate>> parseCandidateList(std::string_view text);
// Candidates written as "3r2c4" separated by spaces or commas.
Result<std::vector<Candidate>> parseCandidateNames(std::string_view text);

} // namespace setwise
