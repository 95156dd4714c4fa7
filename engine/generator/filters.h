// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The generator's second stage (inside engine/generator/): whether a carved
// puzzle passes the request's filters, rating it only as far as they need.

#include "engine/generator/generator.h"

namespace setwise
{

// `wanted`: the request's techniques, families expanded. Fills the ratings it
// computes into p; false as soon as one filter fails.
bool passesFilters(const GeneratorRequest& request, const std::vector<std::string>& wanted, GeneratedPuzzle& p,
    const SearchOptions& options);

// Records a walked path in p: result, techniques, HoDoKu rating, practice state.
void notePath(GeneratedPuzzle& p, const SolvePath& path, const std::vector<std::string>& wanted);

} // namespace setwise
