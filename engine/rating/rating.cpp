// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rating/rating.h"

#include "engine/solver.h"

namespace setwise
{

PuzzleRating ratePuzzle(const State& puzzle, const RatingOptions& options)
{
    PuzzleRating r;
    r.solutions = countSolutions(puzzle, 2).solutions;
    if (r.solutions != 1) {
        r.problem = r.solutions == 0 ? "no solution" : "more than one solution";
        r.se.problem = r.problem;
        return r;
    }
    r.se = seRating(sePath(puzzle, options.settings));
    const SolvePath path = solvePath(puzzle, options.settings);
    r.pathResult = path.result;
    r.pathSteps = int(path.steps.size());
    r.hodoku = hodokuRating(path);
    r.bertScore = bertPathScore(path.steps);
    if (path.result != SolvePath::Result::Solved)
        r.problem = "the simplest-first path is " + std::string(resultName(path.result));
    else if (options.optimise) {
        OptimiserOptions o = options.optimiser;
        o.settings = options.settings;
        r.optimised = optimisePath(puzzle, path, o);
    }
    return r;
}

} // namespace setwise
