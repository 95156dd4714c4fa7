// SPDX-License-Identifier: GPL-3.0-or-later
// The technique registry: family tables joined in the default simplest-first
// order (CSP-Rules' salience ordering; HoDoKu's default order within a family).
// Single-digit patterns follow the subsets and basic fish; uniqueness (off by
// default) and the wings (XY, XYZ, W; as HoDoKu places them), colouring and
// chains follow the fish of size 4, then the aligned exclusions (off by
// default; SE rates them 6.2 and 7.5, among the chains); then Sue de Coq and ALS-XZ at the start of
// the ALS family (cheap, so before the rank search: 4x less CPU on top1465
// paths for the same puzzles solved), the rank family (off by default), the
// larger fish; templates, the exotic structures (Junior Exocet, Tridagon, SK
// loop: only reached where everything simpler fails, so that a
// hardest puzzle's path takes one of them before a net), Kraken fish (a
// fish's fins tied to the target by chains: a forcing chain from a fish's
// disjunction), chain set logic, triplet set logic, then large set logic
// (both count a structure that a net's contradiction rests on, triplets by
// cases; on the hardest lists their steps have about as many truths, and the
// large set logic's seeded search costs several times as much, so it runs
// only where triplets find nothing), forcing chains, MSLS and forcing nets
// come last.
#include "engine/exclusion/exclusion.h"
#include "engine/forcing/argue.h"
#include "engine/setlogic/large_set_logic.h"
#include "engine/techniques.h"
#include "engine/wings/wings.h"

#include <array>
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
    // A step the counting rule proves is argued by its readings.
    if (step.argument.kind == ArgumentKind::None && step.rule == ProofRule::CountingRule) {
        step.argument.kind = ArgumentKind::Counting;
        step.argument.counting = "rank";
    }
    if (m_state && !coverByArgument(*m_state, step))
        return true;
    m_steps.push_back(std::move(step));
    return !full();
}

std::span<const Technique> techniques()
{
    static const std::vector<Technique> all = [] {
        std::vector<Technique> v;
        for (auto table : { singlesTechniques(), intersectionTechniques(), subsetAndBasicFishTechniques(),
                 singleDigitTechniques(), smallFishTechniques(), uniquenessTechniques(), wingTechniques(),
                 colouringTechniques(), chainTechniques(), exclusionTechniques(), setWingTechniques(),
                 bentWingTechniques(), alsTechniques(), rankTechniques(), largeFishTechniques(), templateTechniques(),
                 exoticTechniques(), krakenFishTechniques(), chainSetLogicTechniques(), tripletSetLogicTechniques(),
                 largeSetLogicTechniques(), forcingChainTechniques(), mslsTechniques(), forcingNetTechniques() })
            v.insert(v.end(), table.begin(), table.end());
        return v;
    }();
    return all;
}

// The registry's technique of each catalogue row (null: no finder; the last,
// for no row, too): the path asks for a technique by id on every finder call,
// and the catalogue's compile-time hash finds the row's index in a few
// instructions and one comparison.
const Technique* findTechnique(std::string_view id)
{
    static const std::array<const Technique*, kCatalogue.size() + 1> byRow = [] {
        std::array<const Technique*, kCatalogue.size() + 1> out {};
        for (const Technique& t : techniques())
            if (const std::size_t r = catalogueIndexOf(t.id); !out[r])
                out[r] = &t;
        out.back() = nullptr;
        return out;
    }();
    return byRow[catalogueIndexOf(id)];
}

} // namespace setwise
