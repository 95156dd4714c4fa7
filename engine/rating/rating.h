// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A puzzle's ratings in one call, for the CLI's `rate` and the GUI's Summary:
// the Sudoku Explainer estimate (ER/EP/ED, se_rating.h), HoDoKu's score and
// level (hodoku_rating.h), the BERT score of the simplest-first path and of
// the optimised path (bert_optimiser.h). Runs on the caller's thread; a GUI
// calls it from a worker and may cancel through settings.options.cancel
// (a cancelled rating has no ER and an unsolved path).

#include "engine/rating/bert_optimiser.h"
#include "engine/rating/hodoku_rating.h"
#include "engine/rating/se_rating.h"

#include <optional>

namespace setwise
{

struct RatingOptions {
    TechniqueSettings settings = TechniqueSettings::defaults();
    bool optimise = true; // run the BERT optimiser (the slow part)
    // Only the SE estimate (ER/EP/ED), as serate and skfr give it: no
    // simplest-first path, so no HoDoKu score, BERT score or optimised path.
    bool seOnly = false;
    // SE uses unique rectangles and BUG: ER/EP/ED are computed with the
    // registered uniqueness techniques on (the puzzle is checked unique first).
    bool seUniqueness = true;
    SeVariant seVariant = SeVariant::Se121; // the SE difficulty table (se_rating.h)
    OptimiserOptions optimiser; // its settings are replaced by `settings`
};

struct PuzzleRating {
    int solutions = 0; // brute force, stops at 2; ratings need exactly 1
    SeRating se; // ER/EP/ED in tenths
    HodokuRating hodoku;
    // The simplest-first path's result and steps (with RatingOptions::seOnly,
    // the SE path's: pathRun is false then, and without a unique solution).
    SolvePath::Result pathResult = SolvePath::Result::Stuck;
    bool pathRun = false;
    int pathSteps = 0;
    int bertScore = 0; // BERT score of the simplest-first path (bertPathScore)
    std::optional<OptimisedPath> optimised; // when asked for and the path is solved
    std::string problem; // no unique solution, stuck, ...
};

// The settings the SE path runs with: `settings` plus SE's techniques they
// leave off (XY- and XYZ-Wing, Aligned Pair Exclusion; with `uniqueness`, unique
// rectangles and loops and the BUG of types 1-4).
TechniqueSettings seTechniqueSettings(const TechniqueSettings& settings, bool uniqueness = true);

// With `sePathOut`, the SE path the rating was read from is kept there (it is
// left alone when the puzzle has no unique solution: there is no rating).
PuzzleRating ratePuzzle(const State& puzzle, const RatingOptions& options = {}, SePath* sePathOut = nullptr);

} // namespace setwise
