// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The technique guide's texts: for each registry technique what its pattern
// is and why it eliminates, a few sentences each, in one table per family
// (guide_text_*.cpp). The texts are marked for translation in the context
// "setwise::ui::TechniqueGuide"; guideText() translates them.

#include <QString>

#include <span>
#include <string_view>

namespace setwise::ui
{

// One technique's text, in English (translated when shown).
struct GuideEntry {
    std::string_view id; // registry id
    const char* pattern; // what the pattern is
    const char* reason; // why it eliminates (truths and links, the counting rule)
};

// The family tables.
std::span<const GuideEntry> guideSinglesAndSubsets(); // singles, intersections, subsets
std::span<const GuideEntry> guideSingleDigit(); // single-digit patterns and colouring
std::span<const GuideEntry> guideFishExtras(); // kraken fish (other fish are composed: guide_text_fish.cpp)
std::span<const GuideEntry> guideUniqueness();
std::span<const GuideEntry> guideWingsAndAls(); // wings, ALS, aligned exclusion
std::span<const GuideEntry> guideChains();
std::span<const GuideEntry> guideHard(); // rank logic, templates, exotic patterns, forcing chains and nets

// A technique's two paragraphs, translated; empty when the guide has no text for the id.
struct GuideText {
    QString pattern;
    QString reason;
    bool isEmpty() const { return pattern.isEmpty(); }
};
GuideText guideText(std::string_view id);
// A fish id's text composed from its parts (size, kind, fins); empty for other ids.
GuideText fishGuideText(std::string_view id);

// Translates a guide string (context "setwise::ui::TechniqueGuide").
QString guideTr(const char* source);

} // namespace setwise::ui
