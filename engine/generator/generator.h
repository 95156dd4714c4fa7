// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The puzzle generator: puzzles with exactly one solution, carved
// out of random solution grids under a symmetry (carve.h), kept when they
// pass the request's filters (filters.cpp): HoDoKu level, SE rating range,
// techniques on the simplest-first path. Reproducible: puzzle number i of a
// seed is drawn from std::mt19937_64(puzzleSeed(seed, i)) alone, so the same
// seed gives the same puzzles whatever the number of threads.

#include "engine/generator/carve.h"
#include "engine/rating/hodoku_rating.h"
#include "engine/rating/se_rating.h"
#include "engine/result.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace setwise
{

struct GeneratorRequest {
    Symmetry symmetry = Symmetry::None;
    bool minimal = false; // no given removable (always so with Symmetry::None)
    std::optional<HodokuLevel> level; // HoDoKu level of the simplest-first path
    std::optional<int> seMin, seMax; // ER range in tenths, both ends included
    // Technique ids or family names ("fish", "chains", ...): the simplest-first
    // path with the default techniques uses at least one of them.
    std::vector<std::string> techniques;
    // And the default techniques up to the hardest one that path uses (in the
    // registry's order), with the requested ones switched off, do not solve it.
    bool needs = false;
    bool rate = false; // rate every puzzle (HoDoKu, SE, path) even when no filter needs it
    std::uint64_t maxAttempts = 0; // carved puzzles tried per puzzle; 0: no limit
};

// An unknown technique or family, an empty SE range, --needs without techniques.
std::optional<Error> validateRequest(const GeneratorRequest& request);
// The technique ids a request's entry stands for (a family expands to its
// techniques); empty for an unknown name.
std::vector<std::string> expandTechnique(std::string_view idOrFamily);

struct GeneratedPuzzle {
    CarvedPuzzle carved;
    State puzzle; // the givens as a state
    std::uint64_t attempts = 0; // carved puzzles tried for this one
    // Ratings: set when a filter needed them or the request asked to rate.
    std::optional<HodokuRating> hodoku;
    std::optional<SeRating> se;
    std::optional<SolvePath::Result> pathResult; // the simplest-first path
    std::vector<std::string> pathTechniques; // distinct, in the order of first use
    int pathSteps = 0;
    // With techniques requested: the state just before the path's first step
    // of one of them, and that step (Practice mode: the stepper's next step there).
    std::optional<State> practice;
    std::optional<Step> practiceStep;
};

struct GeneratorControl {
    const std::atomic<bool>* cancel = nullptr; // set to stop: the result is an error "cancelled"
    std::atomic<std::uint64_t>* attempts = nullptr; // incremented per carved puzzle tried
};

// Puzzle i's own seed: splitmix64 of the seed and the number.
std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index);

// Puzzle number `index` of `seed` for the request (validated first); an error
// when cancelled or after maxAttempts.
Result<GeneratedPuzzle> generatePuzzle(
    const GeneratorRequest& request, std::uint64_t seed, std::uint64_t index, const GeneratorControl& control = {});

// Fills the ratings a generated puzzle lacks (HoDoKu, SE, the path).
void rateGenerated(GeneratedPuzzle& p, const SearchOptions& options = {});

} // namespace setwise
