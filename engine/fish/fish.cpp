// SPDX-License-Identifier: GPL-3.0-or-later
// Fish family: names derived from the sets, the technique table and the
// finders that run fish_search.cpp for one technique id.
//
// Siamese fish (HoDoKu codes 03111, 03121, 03211, 03221, 03411, 03421, 03621):
// two fish of one category (same shape, both finned) on the same bases with
// different eliminations are one step with two readings. Such a step carries
// the id of the technique it was asked for (for "finned-swordfish", a pair in
// which at least one fish is a Finned Swordfish); the notation writes
// "Siamese" for a fish step with two readings.
#include "engine/fish/fish.h"
#include "engine/tables.h"

#include <array>
#include <optional>

namespace setwise
{

namespace
{

constexpr std::array<std::string_view, 6> kSizeIds
    = { "x-wing", "swordfish", "jellyfish", "squirmbag", "whale", "leviathan" };
constexpr std::array<std::string_view, 6> kSizeNames
    = { "X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan" };

std::string_view prefixId(const FishClass& c)
{
    if (c.shape == FishShape::Basic)
        return c.sashimi ? "sashimi-" : c.finned ? "finned-" : "";
    if (c.shape == FishShape::Franken)
        return c.finned ? "finned-franken-" : "franken-";
    return c.finned ? "finned-mutant-" : "mutant-";
}

std::string_view prefixName(const FishClass& c)
{
    if (c.shape == FishShape::Basic)
        return c.sashimi ? "Sashimi " : c.finned ? "Finned " : "";
    if (c.shape == FishShape::Franken)
        return c.finned ? "Finned Franken " : "Franken ";
    return c.finned ? "Finned Mutant " : "Mutant ";
}

} // namespace

unsigned fishKindMask(std::span<const Constraint> houses)
{
    unsigned m = 0;
    for (Constraint k : houses)
        m |= 1U << (int(kindOf(k)) - 1);
    return m;
}

FishClass classifyFish(unsigned baseKinds, unsigned coverKinds, int size, bool finned, bool sashimi)
{
    constexpr unsigned row = 1, col = 2, box = 4;
    FishClass c;
    c.size = size;
    c.finned = finned;
    if ((baseKinds == row && coverKinds == col) || (baseKinds == col && coverKinds == row)) {
        c.shape = FishShape::Basic;
        c.sashimi = finned && sashimi;
    } else if (((baseKinds | box) == (row | box) && (coverKinds | box) == (col | box))
        || ((baseKinds | box) == (col | box) && (coverKinds | box) == (row | box))) {
        c.shape = FishShape::Franken;
    } else {
        c.shape = FishShape::Mutant;
    }
    return c;
}

FishClass classifyFish(const Evaluation& e)
{
    bool sashimi = false;
    if (e.fins.any())
        for (Constraint k : e.bases)
            sashimi = sashimi || ((e.baseCandidates & candidatesOf(k)) - e.fins).count() <= 1;
    return classifyFish(fishKindMask(e.bases), fishKindMask(e.covers), int(e.bases.size()), e.fins.any(), sashimi);
}

std::string fishId(const FishClass& c)
{
    return std::string(prefixId(c)) + std::string(kSizeIds[c.size - 2]);
}

std::string fishName(const FishClass& c)
{
    return std::string(prefixName(c)) + std::string(kSizeNames[c.size - 2]);
}

int fishRank(const FishClass& c)
{
    static const auto table = [] {
        std::array<int, 3 * 6 * 2 * 2> t {};
        const auto all = techniques();
        for (int shape = 0; shape < 3; ++shape)
            for (int size = 2; size <= 7; ++size)
                for (int f = 0; f < 4; ++f) {
                    const FishClass k { FishShape(shape), size, (f & 1) != 0, (f & 2) != 0 };
                    const std::string id = fishId(k);
                    int rank = int(all.size());
                    for (std::size_t i = 0; i < all.size(); ++i)
                        if (all[i].id == id)
                            rank = int(i);
                    t[((shape * 6) + size - 2) * 4 + f] = rank;
                }
        return t;
    }();
    return table[((int(c.shape) * 6) + c.size - 2) * 4 + (c.finned ? 1 : 0) + (c.sashimi ? 2 : 0)];
}

bool FishQuery::accept(const FishClass& c) const
{
    return (shapes >> int(c.shape) & 1U) && c.size >= minSize && c.size <= maxSize && (c.finned ? finned : unfinned);
}

namespace
{

// The class named by a technique id of the table below.
std::optional<FishClass> classOfId(std::string_view id)
{
    for (int shape = 0; shape < 3; ++shape)
        for (int size = 2; size <= 7; ++size)
            for (int f = 0; f < 3; ++f) {
                if (f == 2 && shape != 0)
                    continue;
                FishClass c { FishShape(shape), size, f > 0, f == 2 };
                if (fishId(c) == id)
                    return c;
            }
    return std::nullopt;
}

void findFish(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const auto want = classOfId(req.technique);
    if (!want)
        return;
    FishQuery q;
    q.shapes = 1U << int(want->shape);
    q.minSize = q.maxSize = want->size;
    q.unfinned = !want->finned;
    q.finned = want->finned;
    const std::string id(req.technique);
    searchFish(ctx, q, req.options, [&](FishHit&& hit) {
        if (hit.cls != *want && hit.second != *want)
            return !sink.full();
        hit.step.technique = id;
        return sink.add(std::move(hit.step));
    });
}

constexpr Technique fish(TechniqueId which)
{
    return technique(which, findFish);
}

// Simplest first: finned and sashimi basic fish up to size 4, small Franken
// fish (HoDoKu's defaults, on), Franken jellyfish and Mutant fish up to size 4
// (off), then sizes 5-7 (off).
constexpr std::array kFish = {
    fish(TechniqueId::FinnedXWing),
    fish(TechniqueId::SashimiXWing),
    fish(TechniqueId::FinnedSwordfish),
    fish(TechniqueId::SashimiSwordfish),
    fish(TechniqueId::FrankenXWing),
    fish(TechniqueId::FinnedFrankenXWing),
    fish(TechniqueId::FinnedJellyfish),
    fish(TechniqueId::SashimiJellyfish),
    fish(TechniqueId::FrankenSwordfish),
    fish(TechniqueId::FinnedFrankenSwordfish),
    fish(TechniqueId::FrankenJellyfish),
    fish(TechniqueId::FinnedFrankenJellyfish),
    fish(TechniqueId::MutantXWing),
    fish(TechniqueId::FinnedMutantXWing),
    fish(TechniqueId::MutantSwordfish),
    fish(TechniqueId::FinnedMutantSwordfish),
    fish(TechniqueId::MutantJellyfish),
    fish(TechniqueId::FinnedMutantJellyfish),
    // kSmallFish ends here: sizes 2-4; the rank family follows (registry.cpp)
    fish(TechniqueId::Squirmbag),
    fish(TechniqueId::FinnedSquirmbag),
    fish(TechniqueId::SashimiSquirmbag),
    fish(TechniqueId::Whale),
    fish(TechniqueId::FinnedWhale),
    fish(TechniqueId::SashimiWhale),
    fish(TechniqueId::Leviathan),
    fish(TechniqueId::FinnedLeviathan),
    fish(TechniqueId::SashimiLeviathan),
    fish(TechniqueId::FrankenSquirmbag),
    fish(TechniqueId::FinnedFrankenSquirmbag),
    fish(TechniqueId::FrankenWhale),
    fish(TechniqueId::FinnedFrankenWhale),
    fish(TechniqueId::FrankenLeviathan),
    fish(TechniqueId::FinnedFrankenLeviathan),
    fish(TechniqueId::MutantSquirmbag),
    fish(TechniqueId::FinnedMutantSquirmbag),
    fish(TechniqueId::MutantWhale),
    fish(TechniqueId::FinnedMutantWhale),
    fish(TechniqueId::MutantLeviathan),
    fish(TechniqueId::FinnedMutantLeviathan),
};

} // namespace

constexpr std::size_t kSmallFish = 18; // the entries of sizes 2-4

std::span<const Technique> fishTechniques()
{
    return kFish;
}

std::span<const Technique> smallFishTechniques()
{
    return std::span<const Technique>(kFish).first(kSmallFish);
}

std::span<const Technique> largeFishTechniques()
{
    return std::span<const Technique>(kFish).subspan(kSmallFish);
}

std::vector<Step> findAllFish(const State& s, const SearchOptions& options)
{
    const Context ctx(s);
    FishQuery q;
    q.siamese = false;
    q.onePerElimination = true;
    std::vector<Step> out;
    searchFish(ctx, q, options, [&](FishHit&& hit) {
        out.push_back(std::move(hit.step));
        return true;
    });
    return out;
}

} // namespace setwise
