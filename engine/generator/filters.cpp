// SPDX-License-Identifier: GPL-3.0-or-later
// The generator's filters, cheapest first; each rejects as early as it can.
//
// Step 1. SE minimum: the techniques Sudoku Explainer rates below it, with
//         a rating that does not grow with the step (chains do: a long one
//         rates above its base), must not solve the puzzle. SE's path takes
//         the easiest step each time, so such a puzzle nearly always rates
//         below the minimum and would fail Step 4 at a higher cost. Most
//         carved puzzles stop here.
// Step 2. The simplest-first path with the default techniques, when a level
//         or techniques are asked for. It stops as soon as the HoDoKu level so
//         far exceeds the one asked for (score and level only grow along a
//         path) and, unless the request reaches that far (level Extreme, an SE
//         minimum, a requested technique of these families), at the first
//         template, forcing or rank step: a practice puzzle stays within the
//         reach of the technique it practises, and such paths are the slow ones.
//         (Those techniques end the default order, so the walk simply leaves
//         them off instead of searching for a step it would reject.)
// Step 3. --needs: the default techniques up to the hardest one on the path
//         (registry order), with the requested ones off, must get stuck.
//         (All default techniques would include forcing nets, which solve
//         nearly every puzzle, so nothing would ever pass.)
// Step 4. The SE rating (SE's own easiest-step path) within the range.
#include "engine/generator/filters.h"

#include "engine/rating/rating.h"

#include <algorithm>

namespace setwise
{

namespace
{

std::size_t orderIndex(std::string_view id)
{
    const auto all = techniques();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].id == id)
            return i;
    return all.size();
}

bool isCostly(std::string_view id)
{
    const Technique* t = findTechnique(id);
    return t && (t->family == "templates" || t->family == "forcing" || t->family == "rank");
}

bool contains(const std::vector<std::string>& v, std::string_view id)
{
    return std::find(v.begin(), v.end(), id) != v.end();
}

TechniqueSettings defaultsWith(const SearchOptions& options)
{
    TechniqueSettings s = TechniqueSettings::defaults();
    s.options = options;
    return s;
}

// The running HoDoKu level of a path so far (as if it ended here).
HodokuLevel levelSoFar(SolvePath& path)
{
    const auto result = path.result;
    path.result = SolvePath::Result::Solved;
    const HodokuRating r = hodokuRating(path);
    path.result = result;
    return r.level.value_or(HodokuLevel::Extreme);
}

} // namespace

void notePath(GeneratedPuzzle& p, const SolvePath& path, const std::vector<std::string>& wanted)
{
    p.pathResult = path.result;
    p.pathSteps = int(path.steps.size());
    p.pathTechniques.clear();
    for (const Step& step : path.steps)
        if (!contains(p.pathTechniques, step.technique))
            p.pathTechniques.push_back(step.technique);
    p.hodoku = hodokuRating(path);
    State s = p.puzzle;
    for (const Step& step : path.steps) {
        if (contains(wanted, step.technique)) {
            p.practice = s;
            p.practiceStep = step;
            break;
        }
        s = apply(s, step);
    }
}

bool passesFilters(const GeneratorRequest& request, const std::vector<std::string>& wanted, GeneratedPuzzle& p,
    const SearchOptions& options)
{
    const TechniqueSettings defaults = defaultsWith(options);
    const TechniqueSettings seSettings = seTechniqueSettings(defaults, true);
    // Step 1. Below the SE minimum.
    if (request.seMin) {
        TechniqueSettings easier;
        easier.options = options;
        for (const std::string& id : seSettings.order)
            if (seBaseTenths(id) > 0 && seBaseTenths(id) < *request.seMin && !seGrows(id, SeVariant::Se121))
                easier.order.push_back(id);
        if (walkPath(p.puzzle, easier).result == SolvePath::Result::Solved)
            return false;
    }
    // Step 2. The simplest-first path.
    if (request.level || !wanted.empty()) {
        const bool costlyAllowed = request.level == HodokuLevel::Extreme || request.seMin
            || std::any_of(wanted.begin(), wanted.end(), [](const std::string& id) { return isCostly(id); });
        // The costly techniques end the default order, so leaving off a tail of
        // them that would reject the path anyway changes no earlier step: the
        // walk gets stuck where it would have found one, without its search.
        TechniqueSettings walk = defaults;
        while (!walk.order.empty() && isCostly(walk.order.back())
            && (!costlyAllowed || (request.level && hodokuTechnique(walk.order.back()).level > *request.level)))
            walk.order.pop_back();
        const SolvePath path = walkPath(p.puzzle, walk, [&](SolvePath& sofar) {
            if (request.level && levelSoFar(sofar) > *request.level)
                return false;
            return costlyAllowed || !isCostly(sofar.steps.back().technique);
        });
        if (path.result != SolvePath::Result::Solved)
            return false;
        notePath(p, path, wanted);
        if (request.level && p.hodoku->level != request.level)
            return false;
        if (!wanted.empty() && !p.practiceStep)
            return false;
        // Step 3. The requested techniques are needed.
        if (request.needs) {
            std::size_t hardest = 0;
            for (const std::string& id : p.pathTechniques)
                hardest = std::max(hardest, orderIndex(id));
            TechniqueSettings without;
            without.options = options;
            for (const std::string& id : defaults.order)
                if (orderIndex(id) <= hardest && !contains(wanted, id))
                    without.order.push_back(id);
            if (walkPath(p.puzzle, without).result == SolvePath::Result::Solved)
                return false;
        }
    }
    // Step 4. The SE range.
    if (request.seMin || request.seMax) {
        p.se = seRating(sePath(p.puzzle, seSettings));
        if (!p.se->er || (request.seMin && *p.se->er < *request.seMin) || (request.seMax && *p.se->er > *request.seMax))
            return false;
    }
    return true;
}

} // namespace setwise
