// SPDX-License-Identifier: GPL-3.0-or-later
// Carving a puzzle out of a random solution grid.
//
// Step 1. A random solution grid S: the brute-force solver's randomized fill
//         of the empty grid (every guess tries its digits in a random order).
// Step 2. The cells are split into the orbits of the symmetry (symmetry.h)
//         and the orbits shuffled. Starting from the full grid, each orbit is
//         removed in turn and put back when the givens left have a second
//         solution.
//
// Uniqueness test. The givens G have the one solution S. G without a cell c
// has another solution exactly when it has a solution with a digit other than
// S[c] in c, so the test is one search with the candidate S[c] of c excluded,
// stopping at its first solution: it never has to find S again and then
// exhaust the rest of the tree, which is what a count to 2 does. An orbit of
// several cells is tested with a count to 2.
//
// Minimality. A cell whose removal left two solutions at some point still
// does later: fewer givens only add solutions. So with orbits of one cell
// (no symmetry) one pass leaves a minimal puzzle; with a symmetry the caller
// checks each given (isMinimal) when it asks for a minimal puzzle.
#include "engine/generator/carve.h"

namespace setwise
{

int CarvedPuzzle::givenCount() const
{
    int n = 0;
    for (Digit d : givens)
        n += d != kNoDigit;
    return n;
}

bool isRemovable(const Grid& givens, const Grid& solution, Cell c)
{
    Grid rest = givens;
    rest[std::size_t(c)] = kNoDigit;
    return countSolutions(rest, 1, candidateOf(c, solution[std::size_t(c)])).solutions == 0;
}

bool isMinimal(const Grid& givens, const Grid& solution)
{
    for (Cell c = 0; c < kCells; ++c)
        if (givens[std::size_t(c)] != kNoDigit && isRemovable(givens, solution, c))
            return false;
    return true;
}

CarvedPuzzle carvePuzzle(std::mt19937_64& rng, Symmetry symmetry)
{
    // Step 1. The solution grid.
    CarvedPuzzle p;
    p.solution = randomSolution(rng());
    p.givens = p.solution;
    // Step 2. Orbits in random order (Fisher-Yates with our own draw, so a seed
    // gives the same puzzle with every standard library).
    static const auto kOrbits = [] {
        std::array<std::vector<std::vector<Cell>>, 16> all;
        for (Symmetry s : allSymmetries())
            all[std::size_t(s)] = symmetryOrbits(s);
        return all;
    }();
    std::vector<std::vector<Cell>> orbits = kOrbits[std::size_t(symmetry)];
    for (std::size_t i = orbits.size() - 1; i > 0; --i)
        std::swap(orbits[i], orbits[std::size_t(rng() % (i + 1))]);
    for (const auto& orbit : orbits) {
        if (orbit.size() == 1) {
            if (isRemovable(p.givens, p.solution, orbit[0]))
                p.givens[std::size_t(orbit[0])] = kNoDigit;
            continue;
        }
        Grid rest = p.givens;
        for (Cell c : orbit)
            rest[std::size_t(c)] = kNoDigit;
        if (countSolutions(rest, 2).solutions == 1)
            p.givens = rest;
    }
    return p;
}

} // namespace setwise
