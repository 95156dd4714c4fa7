// SPDX-License-Identifier: GPL-3.0-or-later
// The technique catalogue's consistency, checked by the compiler: what a run
// would only find later (a missing or misplaced row, a duplicate id, a
// technique without a rating) stops the build here.
#include "engine/catalogue.h"

#include <array>

namespace setwise
{

namespace
{

constexpr bool rowsIndexedByEnum()
{
    for (std::size_t i = 0; i < kCatalogue.size(); ++i)
        if (std::size_t(kCatalogue[i].which) != i)
            return false;
    return true;
}

constexpr bool kebabCase(std::string_view id)
{
    if (id.empty() || id.front() == '-' || id.back() == '-')
        return false;
    for (std::size_t i = 0; i < id.size(); ++i) {
        const char c = id[i];
        const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c == '-' && id[i - 1] != '-');
        if (!ok)
            return false;
    }
    return true;
}

constexpr bool idsUniqueAndKebab()
{
    for (std::size_t i = 0; i < kCatalogue.size(); ++i) {
        if (!kebabCase(kCatalogue[i].id))
            return false;
        for (std::size_t j = 0; j < i; ++j)
            if (kCatalogue[i].id == kCatalogue[j].id)
                return false;
    }
    return true;
}

constexpr bool everyIdFindsItsRow()
{
    for (std::size_t i = 0; i < kCatalogue.size(); ++i)
        if (catalogueIndexOf(kCatalogue[i].id) != i || techniqueIdOf(kCatalogue[i].id) != kCatalogue[i].which)
            return false;
    return true;
}

// Whether the lookup finds a row (by index: see techniqueIdOf).
constexpr bool found(std::string_view id)
{
    return catalogueIndexOf(id) < kCatalogue.size();
}

// The lookup of a string that is no id (a prefix, the id and more, a near
// miss of the same length) finds nothing.
constexpr bool nearMissesFindNothing()
{
    const auto isId = [](std::string_view s) {
        for (const CatalogueRow& row : kCatalogue)
            if (row.id == s)
                return true;
        return false;
    };
    for (const CatalogueRow& row : kCatalogue) {
        std::array<char, 64> buffer {};
        if (row.id.size() + 1 > buffer.size())
            return false;
        for (std::size_t i = 0; i < row.id.size(); ++i)
            buffer[i] = row.id[i];
        buffer[row.id.size()] = 's';
        const std::string_view longer(buffer.data(), row.id.size() + 1);
        const std::string_view prefix = row.id.substr(0, row.id.size() - 1);
        for (std::string_view other : { longer, prefix })
            if (found(other) && !isId(other))
                return false;
        char& middle = buffer[row.id.size() / 2];
        middle = middle == 'q' ? 'j' : 'q';
        if (found(std::string_view(buffer.data(), row.id.size())))
            return false;
    }
    return !found("") && !found("x") && !found("Hidden Single");
}

// The longest run of probes the lookup walks: a few, so a lookup stays a few
// instructions and a comparison or two.
constexpr std::size_t longestProbe()
{
    std::size_t longest = 0;
    for (const CatalogueRow& row : kCatalogue) {
        std::size_t n = 1;
        for (std::size_t i = catalogue_detail::slot(row.id);
             catalogue_detail::kIdSlots[i] - 1U != std::size_t(row.which); i = (i + 1) & (catalogue_detail::kSlots - 1))
            ++n;
        longest = n > longest ? n : longest;
    }
    return longest;
}

// Every row a finder produces has a name, a family, an SE difficulty and a
// HoDoKu score; SukakuExplainer's own values only beside an SE value;
// SE's raters only for what SE rates; a UI text for every row but the fish.
constexpr bool rowsComplete()
{
    for (const CatalogueRow& row : kCatalogue) {
        if (row.name.empty() || row.family.empty())
            return false;
        const bool finder = row.origin == TechniqueOrigin::Finder;
        if (finder != (row.se.tenths > 0) || finder != (row.hodoku.score > 0))
            return false;
        if (row.se.tenths && (row.se.tenths < 10 || row.se.tenths > 120))
            return false;
        if ((row.sukaku.rule == SukakuRule::AsSe121) != (row.sukaku.tenths == 0))
            return false;
        if (row.sukaku.tenths && !row.se.tenths)
            return false;
        if (row.seRater != SeRater::Neither && !row.se.tenths)
            return false;
        if (!finder && row.defaultOn)
            return false;
        if (!row.uiName && row.family != "fish")
            return false;
    }
    return true;
}

// The rows a finder produces come first, the others after them.
constexpr bool findersFirst()
{
    bool others = false;
    for (const CatalogueRow& row : kCatalogue) {
        if (row.origin != TechniqueOrigin::Finder)
            others = true;
        else if (others)
            return false;
    }
    return true;
}

static_assert(kCatalogue.size() == std::size_t(TechniqueId::Count), "one row for every TechniqueId");
static_assert(rowsIndexedByEnum(), "row i is TechniqueId i: rows in the enum's order");
static_assert(idsUniqueAndKebab(), "ids unique and kebab-case");
static_assert(everyIdFindsItsRow(), "every id finds its row");
static_assert(nearMissesFindNothing(), "no near miss finds a row");
static_assert(longestProbe() <= 4, "the id lookup stays short: change catalogue_detail::slot()");
static_assert(rowsComplete(), "every finder's row rated and named");
static_assert(findersFirst(), "the finders' rows first");
static_assert(catalogue_detail::kSlots > 4 * kCatalogue.size(), "the lookup table stays sparse");

} // namespace

} // namespace setwise
