// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text formats of a resolution state (docs/architecture.md, Text formats), read and written.
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
//
// What each format keeps (a reader never invents data, a writer drops only this):
//   81          givens and placed digits; candidates become "all not excluded".
//   729         live candidates only: every cell reads back as an empty cell (a
//               filled cell is written as its digit alone, and a cell with one
//               candidate is never placed by the reader).
//   pencilmarks filled cells and candidates; every filled cell reads back as a
//               given. A lone digit d in a cell is a filled cell unless another
//               cell of its row, column or box lists d too: then it is an empty
//               cell with one candidate (HoDoKu's rule, Sudoku2.setSudoku), so a
//               pending naked single survives; only an empty cell whose one
//               candidate no other cell of its houses lists comes back filled.
//               SimpleSudokuFile adds the givens and the filled-cells grids in
//               front and keeps everything; there, a listed candidate that a
//               filled cell excludes is dropped (as HoDoKu does).
//   library     everything (givens, placed digits, deleted candidates).

#include "engine/result.h"
#include "engine/state.h"

#include <string>
#include <string_view>
#include <vector>

namespace setwise
{

enum class StateFormat { Givens81, Candidates729, Pencilmarks, LibraryLine };
// HoDoKu: ".---.---." frame, each column as wide as its widest cell.
// SudokuExplainer: Simple Sudoku's "*---*" frame, every column equally wide
// (Sudoku Explainer and HoDoKu read it).
// SimpleSudokuFile: Simple Sudoku's .ss file: a givens grid, a filled-cells grid
// and the SudokuExplainer pencilmark grid; the only lossless pencilmark form.
enum class PencilmarkStyle { HoDoKu, SudokuExplainer, SimpleSudokuFile };

// Which reader parseState uses: a text whose first character (blanks and '#'
// comment lines aside) is ':' is a library line; a token of 405 or more digits
// and dots (past half-way to 729) is a candidate line; box drawing ('|' or a
// "---" line) or 9 lines of 4+ groups, with a group of two or more digits, is a
// pencilmark grid; anything else is read as 81 characters.
StateFormat detectFormat(std::string_view text);

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
std::string writeState(const State& s, StateFormat format, PencilmarkStyle style = PencilmarkStyle::HoDoKu);

// A HoDoKu regression library case.
struct LibraryCase {
    std::string code; // e.g. "0300", "03111", "0110-1" (variant kept)
    bool mustFail = false; // variant "x": nothing must be found
    std::vector<Candidate> candidates; // the <candidate(s)> field: digits (as candidates of cell 0)
    std::vector<Digit> digits; // the digits named in <candidate(s)>
    State state; // givens, placed digits, then deleted candidates
    std::vector<Candidate> eliminations;
    std::vector<Candidate> placements;
    std::string extra;
};
// One line; a trailing "\r\n", blank lines and '#' comment lines around it are
// allowed. Fields after <givens> may be missing.
Result<LibraryCase> parseLibraryLine(std::string_view line);
// The state part of a library line (code and conclusions left empty):
// ":0000::givens:deleted:::", the deleted candidates in cell order.
std::string writeLibraryLine(const State& s, std::string_view code = "0000");
// A whole case: ":code:digits:givens:deleted:eliminations:placements:extra".
std::string writeLibraryCase(const LibraryCase& c);

// "r2c4-=3;r2c9-=3" or "r8c5-=348" (also "r1c3-=9; r2c5-=3", "r236c6-=3" for
// several cells, "r2c4<>3"). Each candidate once, in order of appearance.
Result<std::vector<Candidate>> parseCandidateList(std::string_view text);
// Candidates written as "3r2c4" separated by spaces or commas ("3r2c49" names two).
Result<std::vector<Candidate>> parseCandidateNames(std::string_view text);
// "r2c4-=3;r8c5-=348": one item per cell in order of first appearance.
std::string writeCandidateList(const std::vector<Candidate>& xs);
// "3r2c4 3r2c9".
std::string writeCandidateNames(const std::vector<Candidate>& xs);

} // namespace setwise
