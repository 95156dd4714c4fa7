// SPDX-License-Identifier: GPL-3.0-or-later
// The generator's loop: carve (carve.cpp), filter (filters.cpp), repeat with
// the same random stream until a puzzle passes.
#include "engine/generator/generator.h"

#include "engine/generator/filters.h"
#include "engine/rating/rating.h"

#include <algorithm>

namespace setwise
{

std::vector<std::string> expandTechnique(std::string_view idOrFamily)
{
    std::vector<std::string> ids;
    if (findTechnique(idOrFamily))
        ids.emplace_back(idOrFamily);
    else
        for (const Technique& t : techniques())
            if (t.family == idOrFamily && t.defaultOn)
                ids.emplace_back(t.id);
    return ids;
}

std::optional<Error> validateRequest(const GeneratorRequest& request)
{
    for (const std::string& t : request.techniques)
        if (expandTechnique(t).empty())
            return Error { "unknown technique or family '" + t + "'", 0, 0, ErrorCode::UnknownTechnique, { t } };
    if (request.needs && request.techniques.empty())
        return Error { "--needs needs --technique" };
    if (request.seMin && request.seMax && *request.seMin > *request.seMax)
        return Error { "the SE range is empty" };
    return std::nullopt;
}

std::uint64_t puzzleSeed(std::uint64_t seed, std::uint64_t index)
{
    // splitmix64 (Steele, Lea, Flood 2014) of the pair.
    std::uint64_t z = seed + (index + 1) * 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

Result<GeneratedPuzzle> generatePuzzle(
    const GeneratorRequest& request, std::uint64_t seed, std::uint64_t index, const GeneratorControl& control)
{
    if (auto e = validateRequest(request))
        return *e;
    std::vector<std::string> wanted;
    for (const std::string& t : request.techniques)
        for (std::string& id : expandTechnique(t))
            if (std::find(wanted.begin(), wanted.end(), id) == wanted.end())
                wanted.push_back(std::move(id));
    SearchOptions options;
    options.cancel = control.cancel;
    std::mt19937_64 rng(puzzleSeed(seed, index));
    for (std::uint64_t attempt = 1; request.maxAttempts == 0 || attempt <= request.maxAttempts; ++attempt) {
        if (control.cancel && control.cancel->load(std::memory_order_relaxed))
            return Error { "cancelled", 0, 0, ErrorCode::Cancelled };
        if (control.attempts)
            control.attempts->fetch_add(1, std::memory_order_relaxed);
        GeneratedPuzzle p;
        p.attempts = attempt;
        p.carved = carvePuzzle(rng, request.symmetry);
        if (request.minimal && request.symmetry != Symmetry::None && !isMinimal(p.carved.givens, p.carved.solution))
            continue;
        for (Cell c = 0; c < kCells; ++c)
            if (p.carved.givens[std::size_t(c)] != kNoDigit)
                p.puzzle.place(c, p.carved.givens[std::size_t(c)], true);
        if (!passesFilters(request, wanted, p, options))
            continue;
        if (control.cancel && control.cancel->load(std::memory_order_relaxed))
            return Error { "cancelled", 0, 0, ErrorCode::Cancelled }; // a filter may have stopped half-way
        if (request.rate)
            rateGenerated(p, options);
        return p;
    }
    return Error { "no puzzle passed the filters in " + std::to_string(request.maxAttempts) + " attempts", 0, 0,
        ErrorCode::NoPuzzleFound, { std::to_string(request.maxAttempts) } };
}

void rateGenerated(GeneratedPuzzle& p, const SearchOptions& options)
{
    TechniqueSettings defaults = TechniqueSettings::defaults();
    defaults.options = options;
    if (!p.pathResult)
        notePath(p, walkPath(p.puzzle, defaults), {});
    if (!p.se)
        p.se = seRating(sePath(p.puzzle, seTechniqueSettings(defaults, true)));
}

} // namespace setwise
