// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/technique_names.h"

#include "engine/techniques.h"
#include "ui/text/step_text.h"

#include <QCoreApplication>

#include <cstddef>

namespace setwise::ui
{

namespace
{

constexpr const char* kContext = "setwise::ui::TechniqueNames";

struct Entry {
    std::string_view id;
    const char* name;
};

// id -> English display name, marked for lupdate. Fish sizes and prefixes are
// composed below so that e.g. "finned-franken-whale" needs no own line.
constexpr Entry kNames[] = {
    { "full-house", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Full House") },
    { "naked-single", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Naked Single") },
    { "hidden-single", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Single") },
    { "locked-candidates-pointing",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Locked Candidates Type 1 (Pointing)") },
    { "locked-candidates-claiming",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Locked Candidates Type 2 (Claiming)") },
    { "locked-pair", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Locked Pair") },
    { "locked-triple", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Locked Triple") },
    { "naked-pair", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Naked Pair") },
    { "naked-triple", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Naked Triple") },
    { "naked-quadruple", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Naked Quadruple") },
    { "hidden-pair", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Pair") },
    { "hidden-triple", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Triple") },
    { "hidden-quadruple", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Quadruple") },
    { "skyscraper", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Skyscraper") },
    { "two-string-kite", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "2-String Kite") },
    { "turbot-fish", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Turbot Fish") },
    { "empty-rectangle", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Empty Rectangle") },
    { "dual-two-string-kite", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Dual 2-String Kite") },
    { "dual-empty-rectangle", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Dual Empty Rectangle") },
    { "simple-colors-trap", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Simple Colors Trap") },
    { "simple-colors-wrap", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Simple Colors Wrap") },
    { "multi-colors-1", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Multi-Colors 1") },
    { "multi-colors-2", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Multi-Colors 2") },
    { "3d-medusa", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "3D Medusa") },
    { "xy-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "XY-Wing") },
    { "xyz-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "XYZ-Wing") },
    { "w-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "W-Wing") },
    { "remote-pair", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Remote Pair") },
    { "x-chain", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "X-Chain") },
    { "xy-chain", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "XY-Chain") },
    { "aic", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "AIC") },
    { "nice-loop", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Nice Loop") },
    { "continuous-nice-loop", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Continuous Nice Loop") },
    { "discontinuous-nice-loop", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Discontinuous Nice Loop") },
    { "grouped-continuous-nice-loop",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Grouped Continuous Nice Loop") },
    { "grouped-discontinuous-nice-loop",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Grouped Discontinuous Nice Loop") },
    { "grouped-aic", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Grouped AIC") },
    { "als-xz", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "ALS-XZ") },
    { "als-xy-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "ALS-XY-Wing") },
    { "als-xy-chain", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "ALS-XY-Chain") },
    { "death-blossom", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Death Blossom") },
    { "sue-de-coq", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Sue de Coq") },
    { "uniqueness-1", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Uniqueness Test 1") },
    { "uniqueness-2", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Uniqueness Test 2") },
    { "uniqueness-3", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Uniqueness Test 3") },
    { "uniqueness-4", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Uniqueness Test 4") },
    { "uniqueness-5", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Uniqueness Test 5") },
    { "uniqueness-6", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Uniqueness Test 6") },
    { "hidden-rectangle", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Rectangle") },
    { "avoidable-rectangle-1", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Avoidable Rectangle Type 1") },
    { "avoidable-rectangle-2", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Avoidable Rectangle Type 2") },
    { "bug-plus-1", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "BUG+1") },
    { "msls", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Multi-Sector Locked Set") },
    { "rank-0-logic", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Rank-0 logic") },
    { "rank-1-logic", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Rank-1 logic") },
    { "rank-2-logic", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Rank-2 logic") },
    { "forcing-chain", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Forcing Chain") },
    { "forcing-net", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Forcing Net") },
    { "template-set", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Template Set") },
    { "template-delete", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Template Delete") },
    { "junior-exocet", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Junior Exocet") },
    { "senior-exocet", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Senior Exocet") },
    { "double-exocet", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Double Exocet") },
    { "tridagon", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Tridagon") },
    { "kraken-fish-1", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Kraken Fish Type 1") },
    { "kraken-fish-2", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Kraken Fish Type 2") },
    { "sk-loop", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "SK Loop") },
    { "forcing-chain-contradiction", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Forcing Chain Contradiction") },
    { "forcing-chain-verity", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Forcing Chain Verity") },
    { "forcing-net-contradiction", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Forcing Net Contradiction") },
    { "forcing-net-verity", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Forcing Net Verity") },
    { "dynamic-forcing-net-plus", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Dynamic Forcing Net (+)") },
    { "nested-forcing-net", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Nested Forcing Net") },
    { "grouped-continuous-nice-loop-als",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Grouped Continuous Loop (ALS)") },
    { "grouped-discontinuous-nice-loop-als",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Grouped Discontinuous Loop (ALS)") },
    { "grouped-aic-als", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Grouped AIC (ALS)") },
    { "aligned-pair-exclusion", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Aligned Pair Exclusion") },
    { "aligned-triple-exclusion", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Aligned Triple Exclusion") },
    { "hidden-unique-rectangle-2", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Unique Rectangle Type 2") },
    { "bug-type-2", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "BUG Type 2") },
    { "bug-type-3", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "BUG Type 3") },
    { "bug-type-4", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "BUG Type 4") },
    { "extended-unique-rectangle", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Extended Unique Rectangle") },
    { "unique-loop-1", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Unique Loop Type 1") },
    { "unique-loop-2", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Unique Loop Type 2") },
    { "unique-loop-3", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Unique Loop Type 3") },
    { "unique-loop-4", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Unique Loop Type 4") },
    { "hidden-locked-pair", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Locked Pair") },
    { "hidden-locked-triple", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Hidden Locked Triple") },
    { "wxyz-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "WXYZ-Wing") },
    { "vwxyz-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "VWXYZ-Wing") },
    { "uvwxyz-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "UVWXYZ-Wing") },
    { "tuvwxyz-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "TUVWXYZ-Wing") },
    { "brute-force", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Brute Force") },
    { "user", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "User Sets") },
};

// Fish: [finned-|sashimi-][franken-|mutant-]<size>, e.g. "finned-mutant-whale".
constexpr Entry kFishSizes[] = {
    { "x-wing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "X-Wing") },
    { "swordfish", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Swordfish") },
    { "jellyfish", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Jellyfish") },
    { "squirmbag", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Squirmbag") },
    { "whale", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Whale") },
    { "leviathan", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Leviathan") },
    { "kraken", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Kraken") },
};
constexpr Entry kFishPrefixes[] = {
    // Prefixes of fish names; %1 is the rest of the name, e.g. "Finned %1" + "X-Wing".
    { "finned-", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Finned %1") },
    { "sashimi-", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Sashimi %1") },
    { "franken-", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Franken %1") },
    { "mutant-", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Mutant %1") },
    { "siamese-", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Siamese %1") },
};

constexpr Entry kFamilies[] = {
    { "singles", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Singles") },
    { "intersections", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Intersections") },
    { "subsets", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Subsets") },
    { "single-digit", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Single-Digit Patterns") },
    { "colouring", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Colouring") },
    { "fish", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Fish") },
    { "rank", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Rank Logic") },
    { "wings", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Wings") },
    { "chains", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Chains") },
    { "als", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Almost Locked Sets") },
    { "uniqueness", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Uniqueness") },
    { "exotic", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Exotic Patterns") },
    { "exclusion", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Aligned Exclusion") },
    { "brute-force", QT_TRANSLATE_NOOP("setwise::ui::TechniqueNames", "Brute Force") },
};

template <std::size_t N> const char* lookup(const Entry (&table)[N], std::string_view id)
{
    for (const auto& [key, name] : table)
        if (key == id)
            return name;
    return nullptr;
}

QString tr(const char* source)
{
    return QCoreApplication::translate(kContext, source);
}

// Composes a fish name from its prefixes; an empty string when id is no fish.
QString fishName(std::string_view id)
{
    if (const char* size = lookup(kFishSizes, id))
        return tr(size);
    for (const auto& [prefix, pattern] : kFishPrefixes)
        if (id.starts_with(prefix)) {
            const QString rest = fishName(id.substr(prefix.size()));
            return rest.isEmpty() ? QString() : tr(pattern).arg(rest);
        }
    return {};
}

} // namespace

bool hasTechniqueDisplayName(std::string_view id)
{
    return lookup(kNames, id) || !fishName(id).isEmpty();
}

QString techniqueDisplayName(std::string_view id)
{
    if (const char* name = lookup(kNames, id))
        return tr(name);
    if (QString fish = fishName(id); !fish.isEmpty())
        return fish;
    if (const Technique* t = findTechnique(id))
        return qs(t->name);
    return qs(id);
}

int registryPosition(std::string_view id)
{
    const auto all = techniques();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].id == id)
            return int(i);
    return int(all.size());
}

QString familyDisplayName(std::string_view family)
{
    if (const char* name = lookup(kFamilies, family))
        return tr(name);
    return qs(family);
}

} // namespace setwise::ui
