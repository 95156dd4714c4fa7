// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HoDoKu's score and level of a solution path (HoDoKu 2.2's defaults): each
// technique has a base score and a level; a path scores the sum of its steps'
// base scores; its level is the highest level of its techniques, raised while
// the score exceeds that level's maximum (Easy 800, Medium 1000, Hard 1600,
// Unfair 1800, Extreme unbounded). A path that does not reach the solution has
// no level (HoDoKu: "incomplete").

#include "engine/catalogue.h"
#include "engine/stepper.h"

#include <optional>
#include <string_view>

namespace setwise
{

// HodokuLevel: engine/catalogue.h (each technique's level is in its row).
const char* hodokuLevelName(HodokuLevel level); // "Easy", ..., "Extreme"

struct HodokuTechnique {
    int score; // HoDoKu's base score
    HodokuLevel level;
};
// HoDoKu's base score and level of a technique id; techniques HoDoKu lacks get
// the values of its nearest technique (see hodoku_rating.cpp).
HodokuTechnique hodokuTechnique(std::string_view technique);

struct HodokuRating {
    std::optional<int> score; // absent when the path is not solved
    std::optional<HodokuLevel> level;
};
HodokuRating hodokuRating(const SolvePath& path);

} // namespace setwise
