// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Brute-force solver: counts solutions up to a limit and returns the first.
// It is the oracle of every soundness test and answers "unique / several /
// none" for the CLI and the GUI.

#include "engine/state.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace setwise
{

using Grid = std::array<Digit, kCells>; // kNoDigit for an empty cell

struct SolveResult {
    int solutions = 0; // 0, 1, ... up to the limit asked for
    Grid solution {}; // the first solution found, valid when solutions > 0
    std::uint64_t guesses = 0;
};

// Counts the solutions of the state that agree with its filled cells and its
// live candidates (an eliminated candidate stays eliminated), stopping at limit.
SolveResult countSolutions(const State& s, int limit = 2);
// The same for a bare puzzle of 81 characters: digits, anything else is empty.
// Faster entry point for benchmarks; no validation beyond the search itself.
SolveResult countSolutions(std::string_view puzzle81, int limit = 2);
// The same for a grid of givens (kNoDigit: empty), optionally with one
// candidate excluded: the generator's uniqueness test (engine/generator/) asks
// whether the givens without a cell have a solution with another digit there.
SolveResult countSolutions(const Grid& givens, int limit, Candidate excluded = -1);
// The randomized fill: a solution grid of the empty puzzle, every guess
// trying its digits in an order drawn from std::mt19937_64(seed).
Grid randomSolution(std::uint64_t seed);

} // namespace setwise
