// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Equality of the engine's technique settings for the UI, which must tell
// whether a new set changes anything (the Summary rates again when it does):
// every field counts, the ids and their order, every search limit, and the
// search's hooks. A field added to SearchOptions stops the build here until
// it is compared too (on 64-bit machines).

#include "engine/stepper.h"

#include <tuple>

namespace setwise::ui
{

inline bool sameOptions(const SearchOptions& a, const SearchOptions& b)
{
    // 5 ints, the node budget, the deadline and 4 pointers on a 64-bit machine.
    static_assert(sizeof(void*) != 8 || sizeof(SearchOptions) == 72, "SearchOptions changed: compare its new field");
    const auto fields = [](const SearchOptions& o) {
        return std::tie(o.maxFins, o.maxEndoFins, o.maxTruths, o.maxRank, o.maxDigits, o.maxNodes, o.rankDeadline,
            o.rankTargets, o.cancel, o.progress, o.report);
    };
    return fields(a) == fields(b);
}

inline bool sameSettings(const TechniqueSettings& a, const TechniqueSettings& b)
{
    return a.order == b.order && sameOptions(a.options, b.options);
}

} // namespace setwise::ui
