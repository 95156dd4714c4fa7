// SPDX-License-Identifier: GPL-3.0-or-later
// The guide's text lookup, and the fish pages composed from their parts: a
// fish id is [finned-|sashimi-][franken-|mutant-]<size>, so its page says
// what kind of sets it uses, what its fins do and how large it is.
#include "ui/guide/guide_text.h"

#include <QCoreApplication>

#include <array>

namespace setwise::ui
{

namespace
{

struct FishSize {
    std::string_view name;
    int size;
    const char* word; // the size in words, for the pattern's sentence
};
constexpr FishSize kSizes[] = { { "x-wing", 2, QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "two") },
    { "swordfish", 3, QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "three") },
    { "jellyfish", 4, QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "four") },
    { "squirmbag", 5, QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "five") },
    { "whale", 6, QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "six") },
    { "leviathan", 7, QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "seven") } };

const char* const kBasicPattern = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
    "For one digit, %1 rows hold all their candidates of the digit within %1 "
    "columns (or %1 columns within %1 rows). The %1 rows are the base sets "
    "(truths), the %1 columns the cover sets (links).");
const char* const kFrankenPattern = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
    "A fish whose %1 base sets, or cover sets, for one digit mix boxes with rows (or with columns). As in "
    "every fish the base sets do not overlap, and the cover sets take in every base candidate.");
const char* const kMutantPattern = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
    "A fish whose %1 base sets and %1 cover sets for one digit are any mix of rows, columns and boxes, "
    "rows and columns even on the same side. The base sets must not share a candidate; the cover sets must "
    "take in every base candidate.");
const char* const kFinnedPattern
    = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Some base candidates, the fins, lie in no cover set.");
const char* const kSashimiPattern = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
    "Some base candidates, the fins, lie in no cover set, and without the fins one "
    "base set would be left with a single candidate or none: the fish is "
    "incomplete without them.");
const char* const kLargeNote = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
    "A basic fish of this size always comes with a smaller fish of the other "
    "direction on the same digit, so large fish are off by default; finned, Franken "
    "and Mutant ones can be new.");
const char* const kPlainReason = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
    "Each base set holds the digit exactly once, so the digit is true %1 times in "
    "the base sets. Every one of those candidates lies in a cover set, and a cover "
    "set holds the digit at most once: %1 truths fill %1 links (rank 0). So no "
    "other candidate of the digit in a cover set can be true, and Setwise "
    "eliminates them all.");
const char* const kFinReason = QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
    "Either a fin is true, or all fins are false and the fish without them stands "
    "(rank 0 on its truths and links). A candidate is eliminated only if it is "
    "false both ways: it lies in a cover set outside the bases and sees every fin. "
    "In the diagram the fins are the column \"≥ 1\".");

template <typename... Args> QString trArg(const char* text, Args... args)
{
    QString s = guideTr(text);
    ((s = s.arg(args)), ...);
    return s;
}

} // namespace

GuideText fishGuideText(std::string_view id)
{
    bool finned = false;
    bool sashimi = false;
    if (id.starts_with("finned-")) {
        finned = true;
        id.remove_prefix(7);
    } else if (id.starts_with("sashimi-")) {
        sashimi = true;
        id.remove_prefix(8);
    }
    const char* pattern = kBasicPattern;
    if (id.starts_with("franken-")) {
        pattern = kFrankenPattern;
        id.remove_prefix(8);
    } else if (id.starts_with("mutant-")) {
        pattern = kMutantPattern;
        id.remove_prefix(7);
    }
    const FishSize* fish = nullptr;
    for (const FishSize& f : kSizes)
        if (id == f.name)
            fish = &f;
    if (!fish)
        return {};
    const int size = fish->size;
    GuideText t;
    t.pattern = trArg(pattern, guideTr(fish->word));
    if (finned)
        t.pattern += u' ' + guideTr(kFinnedPattern);
    if (sashimi)
        t.pattern += u' ' + guideTr(kSashimiPattern);
    if (size >= 5)
        t.pattern += u' ' + guideTr(kLargeNote);
    t.reason = (finned || sashimi) ? guideTr(kFinReason) : trArg(kPlainReason, size);
    return t;
}

GuideText guideText(std::string_view id)
{
    for (auto table : { guideSinglesAndSubsets(), guideSingleDigit(), guideFishExtras(), guideUniqueness(),
             guideWingsAndAls(), guideChains(), guideHard() })
        for (const GuideEntry& e : table)
            if (e.id == id)
                return { guideTr(e.pattern), guideTr(e.reason) };
    return fishGuideText(id);
}

} // namespace setwise::ui
