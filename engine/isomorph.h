// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sudoku isomorphs: the symmetries that keep every puzzle's solution count and
// logic (digits relabelled; bands, stacks, rows within a band and columns
// within a stack permuted; the grid maybe transposed). An Isomorph is the
// mapping itself, so a state, a grid or a solution maps the same way; a
// random one is drawn from a std::mt19937, and a reproducible one from a seed
// and a number (the CLI's `batch --isomorph SEED`: the line number).

#include "engine/solver.h"
#include "engine/state.h"

#include <array>
#include <cstdint>
#include <random>
#include <string>

namespace setwise
{

struct Isomorph {
    // Row r of the image (before the transposition) is row rows[r] of the
    // original, column c is column cols[c]; digit d becomes digits[d].
    std::array<int, 9> rows { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
    std::array<int, 9> cols { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
    std::array<Digit, 9> digits { 0, 1, 2, 3, 4, 5, 6, 7, 8 };
    bool transpose = false;

    // Where the original cell, digit and candidate go.
    Cell mapCell(Cell c) const;
    Digit mapDigit(Digit d) const { return d == kNoDigit ? kNoDigit : digits[std::size_t(d)]; }
    Candidate mapCandidate(Candidate x) const { return candidateOf(mapCell(cellOf(x)), mapDigit(digitOf(x))); }

    // The image of a grid (a solution), of a whole state (givens, placed digits
    // and live candidates) and of an 81-character givens line ('.' for empty).
    Grid map(const Grid& g) const;
    State map(const State& s) const;
    std::string mapGivens81(const std::string& givens) const;
};

// A random isomorph; each of the 9! digit relabellings, 6^8 row and column
// orders and 2 transpositions equally likely.
Isomorph randomIsomorph(std::mt19937& rng);
// The isomorph for a seed and a number (reproducible across runs and platforms
// as far as std::mt19937 and std::seed_seq are; the shuffles are our own).
Isomorph isomorphFor(std::uint64_t seed, std::uint64_t number);

} // namespace setwise
