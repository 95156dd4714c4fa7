// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/technique_names.h"

#include "engine/catalogue.h"
#include "engine/techniques.h"
#include "ui/text/step_text.h"

#include <QCoreApplication>

#include <cstddef>

namespace setwise::ui
{

namespace
{

// The catalogue's UI texts (engine/catalogue.h, marked there for lupdate)
// and the names composed here share this context.
constexpr const char* kContext = "setwise::ui::TechniqueNames";
static_assert(std::string_view(kContext) == kUiNameContext);

struct Entry {
    std::string_view id;
    const char* name;
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

// The catalogue row's UI text of an id; null for the fish and unknown ids.
const char* uiName(std::string_view id)
{
    const CatalogueRow* row = findCatalogueRow(id);
    return row ? row->uiName : nullptr;
}

} // namespace

bool hasTechniqueDisplayName(std::string_view id)
{
    return uiName(id) || !fishName(id).isEmpty();
}

QString techniqueDisplayName(std::string_view id)
{
    if (const char* name = uiName(id))
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
