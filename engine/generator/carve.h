// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The generator's first stage: a random solution grid and the givens carved
// out of it so that exactly one solution is left (carve.cpp documents the
// search). Everything here is brute force (engine/solver.h), no logic.

#include "engine/generator/symmetry.h"
#include "engine/solver.h"

#include <random>

namespace setwise
{

struct CarvedPuzzle {
    Grid givens {}; // kNoDigit: empty
    Grid solution {};
    int givenCount() const;
};

// A random solution grid (the solver's randomized fill) with every orbit of
// the symmetry removed, in random order, whose removal keeps one solution.
// With Symmetry::None the result is minimal; with another symmetry it is
// minimal among the patterns with that symmetry only.
CarvedPuzzle carvePuzzle(std::mt19937_64& rng, Symmetry symmetry);

// Whether the givens without cell c still have exactly one solution (the
// givens have one, `solution`): no solution with another digit in c.
bool isRemovable(const Grid& givens, const Grid& solution, Cell c);
// No given is removable (checks each).
bool isMinimal(const Grid& givens, const Grid& solution);

} // namespace setwise
