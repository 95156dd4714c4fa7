// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's technique scores and levels (its default solver configuration).
#include "engine/rating/hodoku_rating.h"

#include <algorithm>
#include <array>

namespace setwise
{

namespace
{

using L = HodokuLevel;

struct HodokuEntry {
    std::string_view id;
    int score;
    HodokuLevel level;
};

// HoDoKu's defaults; "~" marks techniques HoDoKu does not have, given the
// values of the HoDoKu technique closest to them.
constexpr std::array kTable = {
    HodokuEntry { "full-house", 4, L::Easy }, HodokuEntry { "naked-single", 4, L::Easy },
    HodokuEntry { "hidden-single", 14, L::Easy }, HodokuEntry { "locked-pair", 40, L::Medium },
    HodokuEntry { "locked-triple", 60, L::Medium },
    HodokuEntry { "hidden-locked-pair", 40, L::Medium }, // HoDoKu's locked pair
    HodokuEntry { "hidden-locked-triple", 60, L::Medium }, // HoDoKu's locked triple
    HodokuEntry { "locked-candidates-pointing", 50, L::Medium },
    HodokuEntry { "locked-candidates-claiming", 50, L::Medium }, HodokuEntry { "naked-pair", 60, L::Medium },
    HodokuEntry { "naked-triple", 80, L::Medium }, HodokuEntry { "hidden-pair", 70, L::Medium },
    HodokuEntry { "hidden-triple", 100, L::Medium }, HodokuEntry { "naked-quadruple", 120, L::Hard },
    HodokuEntry { "hidden-quadruple", 150, L::Hard }, HodokuEntry { "x-wing", 140, L::Hard },
    HodokuEntry { "swordfish", 150, L::Hard }, HodokuEntry { "jellyfish", 160, L::Hard },
    HodokuEntry { "squirmbag", 470, L::Unfair }, HodokuEntry { "whale", 470, L::Unfair },
    HodokuEntry { "leviathan", 470, L::Unfair }, HodokuEntry { "remote-pair", 110, L::Hard },
    HodokuEntry { "bug-plus-1", 100, L::Hard },
    HodokuEntry { "bug-type-2", 100, L::Hard }, // ~ BUG+1 (HoDoKu has only BUG+1)
    HodokuEntry { "bug-type-3", 100, L::Hard }, // ~ BUG+1
    HodokuEntry { "bug-type-4", 100, L::Hard }, // ~ BUG+1
    HodokuEntry { "hidden-unique-rectangle-2", 100, L::Hard }, // ~ hidden rectangle
    HodokuEntry { "extended-unique-rectangle", 100, L::Hard }, // ~ uniqueness test 1
    HodokuEntry { "unique-loop-1", 100, L::Hard }, // ~ uniqueness tests 1-4 (HoDoKu has no unique loops)
    HodokuEntry { "unique-loop-2", 100, L::Hard }, // ditto
    HodokuEntry { "unique-loop-3", 100, L::Hard }, // ditto
    HodokuEntry { "unique-loop-4", 100, L::Hard }, // ditto
    HodokuEntry { "skyscraper", 130, L::Hard }, HodokuEntry { "two-string-kite", 150, L::Hard },
    HodokuEntry { "turbot-fish", 120, L::Hard }, HodokuEntry { "empty-rectangle", 120, L::Hard },
    HodokuEntry { "dual-two-string-kite", 150, L::Hard }, // ~ two-string kite
    HodokuEntry { "dual-empty-rectangle", 120, L::Hard }, // ~ empty rectangle
    HodokuEntry { "w-wing", 150, L::Hard }, HodokuEntry { "xy-wing", 160, L::Hard },
    HodokuEntry { "xyz-wing", 180, L::Hard }, HodokuEntry { "uniqueness-1", 100, L::Hard },
    HodokuEntry { "uniqueness-2", 100, L::Hard }, HodokuEntry { "uniqueness-3", 100, L::Hard },
    HodokuEntry { "uniqueness-4", 100, L::Hard }, HodokuEntry { "uniqueness-5", 100, L::Hard },
    HodokuEntry { "uniqueness-6", 100, L::Hard }, HodokuEntry { "hidden-rectangle", 100, L::Hard },
    HodokuEntry { "avoidable-rectangle-1", 100, L::Hard }, HodokuEntry { "avoidable-rectangle-2", 100, L::Hard },
    HodokuEntry { "simple-colors-trap", 150, L::Hard }, HodokuEntry { "simple-colors-wrap", 150, L::Hard },
    HodokuEntry { "multi-colors-1", 200, L::Hard }, HodokuEntry { "multi-colors-2", 200, L::Hard },
    HodokuEntry { "3d-medusa", 260, L::Unfair }, // ~ XY-chain (HoDoKu lacks 3D Medusa)
    HodokuEntry { "finned-x-wing", 130, L::Hard }, HodokuEntry { "sashimi-x-wing", 150, L::Hard },
    HodokuEntry { "finned-swordfish", 200, L::Unfair }, HodokuEntry { "sashimi-swordfish", 240, L::Unfair },
    HodokuEntry { "finned-jellyfish", 250, L::Unfair }, HodokuEntry { "sashimi-jellyfish", 260, L::Unfair },
    HodokuEntry { "finned-squirmbag", 470, L::Unfair }, HodokuEntry { "sashimi-squirmbag", 470, L::Unfair },
    HodokuEntry { "finned-whale", 470, L::Unfair }, HodokuEntry { "sashimi-whale", 470, L::Unfair },
    HodokuEntry { "finned-leviathan", 470, L::Unfair }, HodokuEntry { "sashimi-leviathan", 470, L::Unfair },
    HodokuEntry { "sue-de-coq", 250, L::Unfair }, HodokuEntry { "x-chain", 260, L::Unfair },
    HodokuEntry { "xy-chain", 260, L::Unfair }, HodokuEntry { "continuous-nice-loop", 280, L::Unfair },
    HodokuEntry { "discontinuous-nice-loop", 280, L::Unfair }, HodokuEntry { "aic", 280, L::Unfair },
    HodokuEntry { "grouped-continuous-nice-loop", 300, L::Unfair },
    HodokuEntry { "grouped-discontinuous-nice-loop", 300, L::Unfair }, HodokuEntry { "grouped-aic", 300, L::Unfair },
    HodokuEntry { "grouped-continuous-nice-loop-als", 300, L::Unfair }, // HoDoKu: a grouped loop with an ALS
    HodokuEntry { "grouped-discontinuous-nice-loop-als", 300, L::Unfair },
    HodokuEntry { "grouped-aic-als", 300, L::Unfair },
    HodokuEntry { "aligned-pair-exclusion", 300, L::Unfair }, // ~ ALS-XZ (HoDoKu lists APE, has no finder)
    HodokuEntry { "aligned-triple-exclusion", 320, L::Unfair }, // ~ ALS-XY-Wing
    HodokuEntry { "wxyz-wing", 300, L::Unfair }, // ~ ALS-XZ (HoDoKu lists WXYZ-Wing, has no finder)
    HodokuEntry { "vwxyz-wing", 300, L::Unfair }, // ~ ALS-XZ
    HodokuEntry { "uvwxyz-wing", 300, L::Unfair }, // ~ ALS-XZ
    HodokuEntry { "tuvwxyz-wing", 300, L::Unfair }, // ~ ALS-XZ
    HodokuEntry { "als-xz", 300, L::Unfair }, HodokuEntry { "als-xy-wing", 320, L::Unfair },
    HodokuEntry { "als-xy-chain", 340, L::Unfair }, HodokuEntry { "death-blossom", 360, L::Unfair },
    HodokuEntry { "rank-0-logic", 300, L::Unfair }, // ~ ALS-XZ
    HodokuEntry { "rank-1-logic", 340, L::Unfair }, // ~ ALS chain
    HodokuEntry { "msls", 360, L::Unfair }, // ~ death blossom
    // The expert structures (HoDoKu lacks them): SK loop ~ a large MSLS, Tridagon and
    // Junior Exocet ~ HoDoKu's extreme patterns, below its forcing chains.
    HodokuEntry { "sk-loop", 400, L::Unfair }, HodokuEntry { "tridagon", 450, L::Extreme },
    HodokuEntry { "junior-exocet", 480, L::Extreme }, HodokuEntry { "senior-exocet", 480, L::Extreme },
    HodokuEntry { "double-exocet", 490, L::Extreme }, // two Junior Exocets: just above one, below Kraken fish
    HodokuEntry { "kraken-fish-1", 500, L::Extreme }, // HoDoKu's Kraken Fish (500, extreme)
    HodokuEntry { "kraken-fish-2", 500, L::Extreme },
    HodokuEntry { "rank-2-logic", 500, L::Extreme }, // ~ forcing chain
    HodokuEntry { "franken-x-wing", 300, L::Unfair }, HodokuEntry { "franken-swordfish", 350, L::Unfair },
    HodokuEntry { "franken-jellyfish", 370, L::Unfair }, HodokuEntry { "franken-squirmbag", 470, L::Extreme },
    HodokuEntry { "franken-whale", 470, L::Extreme }, HodokuEntry { "franken-leviathan", 470, L::Extreme },
    HodokuEntry { "finned-franken-x-wing", 390, L::Unfair }, HodokuEntry { "finned-franken-swordfish", 410, L::Unfair },
    HodokuEntry { "finned-franken-jellyfish", 430, L::Unfair },
    HodokuEntry { "finned-franken-squirmbag", 470, L::Extreme },
    HodokuEntry { "finned-franken-whale", 470, L::Extreme },
    HodokuEntry { "finned-franken-leviathan", 470, L::Extreme }, HodokuEntry { "mutant-x-wing", 450, L::Extreme },
    HodokuEntry { "mutant-swordfish", 450, L::Extreme }, HodokuEntry { "mutant-jellyfish", 450, L::Extreme },
    HodokuEntry { "mutant-squirmbag", 470, L::Extreme }, HodokuEntry { "mutant-whale", 470, L::Extreme },
    HodokuEntry { "mutant-leviathan", 470, L::Extreme }, HodokuEntry { "finned-mutant-x-wing", 470, L::Extreme },
    HodokuEntry { "finned-mutant-swordfish", 470, L::Extreme },
    HodokuEntry { "finned-mutant-jellyfish", 470, L::Extreme },
    HodokuEntry { "finned-mutant-squirmbag", 470, L::Extreme }, HodokuEntry { "finned-mutant-whale", 470, L::Extreme },
    HodokuEntry { "finned-mutant-leviathan", 470, L::Extreme }, HodokuEntry { "template-set", 10000, L::Extreme },
    HodokuEntry { "template-delete", 10000, L::Extreme },
    HodokuEntry { "forcing-chain-contradiction", 500, L::Extreme },
    HodokuEntry { "forcing-chain-verity", 500, L::Extreme },
    HodokuEntry { "forcing-net-contradiction", 700, L::Extreme }, HodokuEntry { "forcing-net-verity", 700, L::Extreme },
    HodokuEntry { "dynamic-forcing-net-plus", 700, L::Extreme }, // ~ forcing net
    HodokuEntry { "nested-forcing-net", 700, L::Extreme }, // ~ forcing net
};

constexpr int kLevelMax[] = { 800, 1000, 1600, 1800 }; // Easy .. Unfair; Extreme unbounded

} // namespace

const char* hodokuLevelName(HodokuLevel level)
{
    static const char* const names[] = { "Easy", "Medium", "Hard", "Unfair", "Extreme" };
    return names[int(level)];
}

HodokuTechnique hodokuTechnique(std::string_view technique)
{
    for (const HodokuEntry& e : kTable)
        if (e.id == technique)
            return { e.score, e.level };
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
