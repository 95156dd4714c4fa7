// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's rating of a path from its techniques' scores and levels (HoDoKu's
// default solver configuration, in their catalogue rows: engine/catalogue.h).
#include "engine/rating/hodoku_rating.h"

#include <algorithm>

namespace setwise
{

namespace
{

using L = HodokuLevel;

constexpr int kLevelMax[] = { 800, 1000, 1600, 1800 }; // Easy .. Unfair; Extreme unbounded

} // namespace

const char* hodokuLevelName(HodokuLevel level)
{
    static const char* const names[] = { "Easy", "Medium", "Hard", "Unfair", "Extreme" };
    return names[int(level)];
}

HodokuTechnique hodokuTechnique(std::string_view technique)
{
    // HoDoKu's defaults, "~" where HoDoKu lacks the technique: its catalogue row.
    if (const CatalogueRow* row = findCatalogueRow(technique); row && row->hodoku.score)
        return { row->hodoku.score, row->hodoku.level };
    return { 10000, L::Extreme }; // unknown: HoDoKu's last resort (brute force)
}

HodokuRating hodokuRating(const SolvePath& path)
{
    HodokuRating r;
    if (path.result != SolvePath::Result::Solved)
        return r;
    int score = 0;
    HodokuLevel level = L::Easy;
    for (const Step& step : path.steps) {
        const HodokuTechnique t = hodokuTechnique(step.technique);
        score += t.score;
        level = std::max(level, t.level);
    }
    while (level < L::Extreme && score > kLevelMax[int(level)])
        level = HodokuLevel(int(level) + 1);
    r.score = score;
    r.level = level;
    return r;
}

} // namespace setwise
