// SPDX-License-Identifier: GPL-3.0-or-later
// Guide texts: wings, almost locked sets, Sue de Coq and aligned exclusion.
#include "ui/guide/guide_text.h"

#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

constexpr GuideEntry kEntries[] = {
    { "xy-wing",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three bivalue cells: a pivot with xy, one pincer with xz that sees the pivot, another with yz "
            "that sees it too."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The pivot is x or y; either way one pincer becomes z. A z that sees both pincers is false. As sets: "
            "the three cells are truths; the links are x and y where the pivot meets each pincer and z around "
            "each pincer: one link more than truths (rank 1), so a z in two links is eliminated.") },
    { "xyz-wing",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "A pivot with xyz and two pincers, xz and yz, that both see it."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Whatever the pivot holds, z is true in the pivot or in a pincer. A z that sees all three cells is "
            "eliminated; usually it lies in the pivot's box and line.") },
    { "w-wing",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two bivalue cells with the same digits x and y that do not see each other, plus a strong link "
            "on x whose two ends each see one of the cells."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If both cells were x, the strong link would lose both its ends; so at least one cell is y. A y that "
            "sees both cells is eliminated.") },
    { "wxyz-wing",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Four cells holding four digits between them, in which only one digit z is not locked: every "
            "other digit's candidates see each other."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The four cells need four different digits from four, so all but z are used up where they stand and z "
            "is true in one of its cells. A z that sees every z of the wing is eliminated.") },
    { "vwxyz-wing",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A wing of five cells with five digits, all restricted (their candidates see each other) "
            "except z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The five cells take the five digits; z is true in one of the wing's z cells, so a z seeing them all "
            "is eliminated.") },
    { "uvwxyz-wing",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "A wing of six cells with six digits, all restricted except z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "As for the smaller wings: the cells use up their digits, z lands in one of its cells, and a z that "
            "sees all of them is eliminated.") },
    { "tuvwxyz-wing",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "A wing of seven cells with seven digits, all restricted except z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The seven cells take the seven digits; a z that sees every z of the wing is eliminated.") },
    { "sue-de-coq",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two or three cells in a box-line intersection with four or more candidates, together with "
            "a bivalue cell (or small ALS) in the line and another in the box that split the digits "
            "between them."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The intersection cells must take digits from both the line set and the box set, which lock their "
            "digits: the line set's digits leave the rest of the line, the box set's the rest of the box. In "
            "Setwise the cells are truths and the digit links of the line and the box cover them at rank 0.") },
    { "als-xz",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two almost locked sets (N cells with N+1 digits) A and B, sharing a digit x whose candidates "
            "in both all see each other (restricted common), and another common digit z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "x can be true in at most one of them, so the other becomes a locked set holding z. Either way z is true "
            "in A or in B, and a z that sees every z of both is eliminated. In Setwise the cells of both sets "
            "are truths and their digits the links, one link more (rank 1): a z in two links is eliminated.") },
    { "als-xy-wing",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three almost locked sets: a pivot C shares restricted digits x with A and y with B, and A "
            "and B share a digit z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "C cannot lose both x and y, so A or B becomes locked and holds z. A z that sees the z's of both A and "
            "B is eliminated.") },
    { "als-xy-chain",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A chain of almost locked sets, each joined to the next by a restricted common digit, "
            "the first and the last sharing a digit z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Along the chain each set, locked by its neighbour, passes the lock on; one end's set is always "
            "locked, so z is true at one end or the other. A z that sees both ends' z's is eliminated.") },
    { "death-blossom",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A stem cell whose every candidate is a restricted common digit with one of several "
            "almost locked sets (the petals), which share a digit z."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The stem holds one of its digits, which locks the petal of that digit; z is then true in one of the "
            "petals. A z that sees the z's of all petals is eliminated.") },
    { "aligned-pair-exclusion",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two cells that see each other or share peers, and bivalue cells or ALS that "
            "each see both of them."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "List every pair of digits the two cells could hold together. A pair is ruled out when the digits are "
            "equal in one house, or when they would empty a cell (or a set) both cells see. A candidate that "
            "appears in no remaining pair is eliminated.") },
    { "aligned-triple-exclusion",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three cells, and the small cells or sets that see all their possible "
            "combinations."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Every combination of digits for the three cells is checked against the cells they see; a candidate "
            "that belongs to no surviving combination is eliminated.") },
};

} // namespace

std::span<const GuideEntry> guideWingsAndAls()
{
    return kEntries;
}

} // namespace setwise::ui
