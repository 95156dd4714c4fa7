// SPDX-License-Identifier: GPL-3.0-or-later
// The technique registry: family tables joined in the default simplest-first
// order (seed 003's salience ordering; HoDoKu's default order within a family).
// Single-digit patterns follow the subsets and basic fish; uniqueness (off by
// default) and the wings (XY, XYZ, W; as HoDoKu places them), colouring and
// chains follow the fish of size 4, then the aligned exclusions (off by
// default; SE rates them 6.2 and 7.5, among the chains); then Sue de Coq and ALS-XZ at the start of
// the ALS family (cheap, so before the rank search: 4x less CPU on top1465
// paths for the same puzzles solved), the rank family (off by default), the
// larger fish; templates, the exotic structures (Junior Exocet, Tridagon, SK
// loop: issue 21, only reached where everything simpler fails, so that a
// hardest puzzle's path takes one of them before a net), Kraken fish (a
// fish's fins tied to the target by chains: a forcing chain from a fish's
// disjunction), forcing chains, MSLS
// and forcing nets come last.
#include "engine/exclusion/exclusion.h"
#include "engine/techniques.h"
#include "engine/wings/wings.h"

#include <unordered_map>
#include <vector>

namespace setwise
{

bool StepSink::add(Step step)
{
    if (full())
        return false;
    if (!step.hasConclusions())
        return true;
    // The same conclusions from the same technique are one step (a hidden
    // single seen from its row and its box, a hidden pair in a line and a box).
    for (const Step& s : m_steps)
        if (s.technique == step.technique && s.eliminations == step.eliminations && s.placements == step.placements)
            return true;
    markChain(step);
    m_steps.push_back(std::move(step));
    return !full();
}

std::span<const Technique> techniques()
{
    static const std::vector<Technique> all = [] {
        std::vector<Technique> v;
        for (auto table :
            { singlesTechniques(), intersectionTechniques(), subsetAndBasicFishTechniques(), singleDigitTechniques(),
                smallFishTechniques(), uniquenessTechniques(), wingTechniques(), colouringTechniques(),
                chainTechniques(), exclusionTechniques(), setWingTechniques(), bentWingTechniques(), alsTechniques(),
                rankTechniques(), largeFishTechniques(), templateTechniques(), exoticTechniques(),
                krakenFishTechniques(), forcingChainTechniques(), mslsTechniques(), forcingNetTechniques() })
            v.insert(v.end(), table.begin(), table.end());
        return v;
    }();
    return all;
}

// The path asks for a technique by id on every finder call: one hash lookup
// instead of a walk through the list.
const Technique* findTechnique(std::string_view id)
{
    static const std::unordered_map<std::string_view, const Technique*> byId = [] {
        std::unordered_map<std::string_view, const Technique*> m;
        for (const Technique& t : techniques())
            m.emplace(t.id, &t); // the first of an id, as the walk found it
        return m;
    }();
    const auto it = byId.find(id);
    return it == byId.end() ? nullptr : it->second;
}

} // namespace setwise
