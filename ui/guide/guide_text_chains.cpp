// SPDX-License-Identifier: GPL-3.0-or-later
// Guide texts: chains and loops.
#include "ui/guide/guide_text.h"

#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

constexpr GuideEntry kEntries[] = {
    { "remote-pair",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A chain of bivalue cells all holding the same two digits, each cell seeing the next."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The cells alternate between the two digits along the chain. Two cells an odd number of links apart "
            "hold different digits, so a cell that sees both loses both digits.") },
    { "x-chain",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "An alternating chain on one digit: strong link, weak link, strong link, ..., starting and "
            "ending with a strong link."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If the first candidate is false, each strong link makes the next true and each weak link the next "
            "false, so the last candidate is true. Hence one of the two ends is true, and a candidate of the digit "
            "that sees both ends is eliminated.") },
    { "xy-chain",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A chain of bivalue cells, each joined to the next by a shared digit; the chain starts and "
            "ends with the same digit z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If the first cell is not z, it is its other digit, which forces the next cell, and so on until the last "
            "cell is z. So one end is z, and a z that sees both ends is eliminated.") },
    { "continuous-nice-loop",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "An alternating chain of strong and weak links that closes on itself with the "
            "alternation intact."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "In a closed loop every weak link becomes strong: of the two candidates it joins, exactly one is true. "
            "So every other candidate in a house or cell of a weak link is eliminated.") },
    { "discontinuous-nice-loop",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "An alternating loop with one break in the alternation: two strong links or "
            "two weak links meet at one candidate."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two weak links at a candidate: assuming it true leads back to itself being false, so it is "
            "eliminated. Two strong links at a candidate: assuming it false makes it true, so it is placed.") },
    { "aic",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "An alternating inference chain: strong and weak links between candidates of any digit and "
            "cell, starting and ending with a strong link."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the two ends is true. A candidate that sees both ends (or, if both ends are in one cell, any "
            "other candidate of that cell) is eliminated. Setwise draws the chain with solid strong and dashed "
            "weak links.") },
    { "grouped-continuous-nice-loop",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A continuous nice loop in which some nodes are groups: the candidates of "
            "one digit in a box-line intersection, treated as one node."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A group is true when one of its candidates is. With the loop closed every weak link acts as a strong "
            "one, and the candidates that see both ends of a weak link are eliminated.") },
    { "grouped-discontinuous-nice-loop",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "A discontinuous nice loop that uses group nodes."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "As in the plain loop, the candidate where the alternation breaks is eliminated (two weak links) or "
            "placed (two strong links).") },
    { "grouped-aic",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "An alternating inference chain with group nodes (a digit's candidates in a box-line "
            "intersection)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the ends is true; a candidate that sees every candidate of both end nodes is eliminated.") },
    { "grouped-continuous-nice-loop-als",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A continuous nice loop whose nodes may be groups and almost locked "
            "sets: an ALS enters on one digit and leaves on another."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "An ALS without the entering digit is a locked set and so holds the leaving digit: a strong link inside "
            "the ALS. With the loop closed, each weak link eliminates as in a continuous loop.") },
    { "grouped-discontinuous-nice-loop-als",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "A discontinuous nice loop that passes through almost locked sets."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The ALS links carry the inference; the candidate at the break is eliminated or placed as in a plain "
            "discontinuous loop.") },
    { "grouped-aic-als",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "An AIC whose nodes may be groups and almost locked sets."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One end is true, so a candidate seeing both ends is eliminated; inside an ALS the chain runs on the "
            "locked-set argument.") },
};

} // namespace

std::span<const GuideEntry> guideChains()
{
    return kEntries;
}

} // namespace setwise::ui
