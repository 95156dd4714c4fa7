// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/rating/rating.h"

#include "engine/solver.h"

namespace setwise
{

// SE's own techniques that the settings may leave off: XY- and XYZ-Wing (the
// rank family is off by default) and, when asked, the uniqueness techniques
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
    add({ "xy-wing", "xyz-wing" });
    if (uniqueness)
        add({ "uniqueness-1", "uniqueness-2", "uniqueness-3", "uniqueness-4", "uniqueness-5", "avoidable-rectangle-1",
            "avoidable-rectangle-2", "bug-plus-1" });
    return se;
}

PuzzleRating ratePuzzle(const State& puzzle, const RatingOptions& options)
{
    PuzzleRating r;
    r.solutions = countSolutions(puzzle, 2).solutions;
    if (r.solutions != 1) {
        r.problem = r.solutions == 0 ? "no solution" : "more than one solution";
        r.se.problem = r.problem;
        return r;
    }
    r.se = seRating(sePath(puzzle, seTechniqueSettings(options.settings, options.seUniqueness), options.seVariant));
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
