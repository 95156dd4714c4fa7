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
// disjunction), forcing chains, MSLS
// and forcing nets come last.
#include "engine/exclusion/exclusion.h"
#include "engine/forcing/argue.h"
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

namespace
{

// The ids by a hash of their length and three of their characters, open
// addressing in a table many times the ids' number: the path asks for a
// technique by id on every finder call, and this costs a few instructions
// and one comparison where the walk through the list compared dozens.
class IdTable
{
public:
    IdTable()
    {
        for (const Technique& t : techniques()) {
            std::size_t i = slot(t.id);
            while (m_slots[i] && m_slots[i]->id != t.id)
                i = (i + 1) & kMask;
            if (!m_slots[i]) // (the ids are unique: tst_registry)
                m_slots[i] = &t;
        }
    }
    const Technique* find(std::string_view id) const
    {
        for (std::size_t i = slot(id); m_slots[i]; i = (i + 1) & kMask)
            if (m_slots[i]->id == id)
                return m_slots[i];
        return nullptr;
    }

private:
    static constexpr std::size_t kSize = 2048;
    static constexpr std::size_t kMask = kSize - 1;
    static std::size_t slot(std::string_view id)
    {
        if (id.empty())
            return 0;
        const auto at = [&id](std::size_t i) { return std::size_t(static_cast<unsigned char>(id[i])); };
        return (id.size() * 977 + at(0) * 31 + at(id.size() / 2) * 131 + at(id.size() - 1) * 8191) & kMask;
    }
    std::array<const Technique*, kSize> m_slots {};
};

} // namespace

const Technique* findTechnique(std::string_view id)
{
    static const IdTable table;
    return table.find(id);
}

} // namespace setwise
