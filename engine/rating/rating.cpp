// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rating/rating.h"

#include "engine/solver.h"

namespace setwise
{

// SE's own techniques that the settings may leave off: XY- and XYZ-Wing (the
// rank family is off by default), Aligned Pair Exclusion and, when
// asked, the uniqueness techniques (SE 1.2.1's: rectangles, loops and BUG)
// (not the hidden rectangle and UR type 6, which SE lacks: where they were the
// hardest step, SE's rating was 0.7-2.6 higher on all 29 such puzzles of
// cbg000 lines 1-2000 and the Sudoku Exchange sample).
TechniqueSettings seTechniqueSettings(const TechniqueSettings& settings, bool uniqueness)
{
    TechniqueSettings se = settings;
    auto add = [&se](std::initializer_list<const char*> ids) {
        for (const char* id : ids)
            if (findTechnique(id) && !se.isEnabled(id))
                se.order.emplace_back(id);
    };
    add({ "xy-wing", "xyz-wing", "aligned-pair-exclusion", "aligned-triple-exclusion" });
    if (uniqueness) // SE 1.2.1's uniqueness techniques (inSe121 in se_rating.cpp)
        add({ "uniqueness-1", "uniqueness-2", "uniqueness-3", "uniqueness-4", "unique-loop-1", "unique-loop-2",
            "unique-loop-3", "unique-loop-4", "bug-plus-1", "bug-type-2", "bug-type-3", "bug-type-4" });
    return se;
}

PuzzleRating ratePuzzle(const State& puzzle, const RatingOptions& options, SePath* sePathOut)
{
    PuzzleRating r;
    r.solutions = countSolutions(puzzle, 2).solutions;
    if (r.solutions != 1) {
        r.problem = r.solutions == 0 ? "no solution" : "more than one solution";
        r.se.problem = r.problem;
        return r;
    }
    SePath se = sePath(puzzle, seTechniqueSettings(options.settings, options.seUniqueness), options.seVariant);
    r.se = seRating(se);
    if (options.seOnly) { // the result and steps are the SE path's
        r.pathResult = se.result;
        r.pathSteps = int(se.steps.size());
    }
    if (sePathOut)
        *sePathOut = std::move(se);
    if (options.seOnly)
        return r;
    r.pathRun = true;
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
        if (!o.cancel)
            o.cancel = options.settings.options.cancel; // one flag cancels everything
        r.optimised = optimisePath(puzzle, path, o);
    }
    return r;
}

} // namespace setwise
