// SPDX-License-Identifier: GPL-3.0-or-later
// Guide texts: uniqueness (unique rectangles and loops, avoidable rectangles, BUG).
#include "ui/guide/guide_text.h"

#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

// Every uniqueness step rests on one assumption, said once per page.
constexpr GuideEntry kEntries[] = {
    { "uniqueness-1",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Four cells at the corners of a rectangle, in two rows, two columns and two boxes, all hold "
            "the digits a and b; three corners hold nothing else."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If all four corners were reduced to a and b, the two digits could be swapped and the puzzle would have "
            "two solutions (a deadly pattern). Assuming one solution, the extra candidates of the fourth corner are "
            "a virtual truth (\"UR ≥ 1\"): one of them is true, so a and b are eliminated from that corner.") },
    { "uniqueness-2",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique rectangle on a and b where two corners in one line or box hold one extra "
            "candidate c and nothing else."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "To avoid the deadly pattern one of the two extra candidates c is true (the virtual truth). Whichever "
            "it is, c is removed from every cell that sees both of them.") },
    { "uniqueness-3",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique rectangle on a and b where two corners in one house hold extra candidates that, "
            "read as one virtual cell, form a naked subset with other cells of that house."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the extra candidates must be true, so the two corners act like a single cell holding the extra "
            "digits. With the other cells it locks those digits in the house, and they are eliminated from the rest "
            "of the house.") },
    { "uniqueness-4",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique rectangle on a and b where the two corners with extra candidates share a house "
            "in which the digit a is confined to these two corners."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the two corners must be a (the house needs it there), and the pattern forbids both being a or "
            "b only. So b in those two corners would complete the deadly pattern: b is eliminated from both.") },
    { "uniqueness-5",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique rectangle on a and b where two or three corners hold the same extra candidate c, "
            "in corners that are not all in one house."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the c's in the corners must be true to avoid the deadly pattern, so any candidate c that sees "
            "all of them is false.") },
    { "uniqueness-6",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique rectangle on a and b with extra candidates in two diagonal corners, where the "
            "digit a is confined to the rectangle's corners in both of its rows (or columns)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The strong links on a force either the one diagonal or the other to hold a. If the diagonal with the "
            "extra candidates held a, the other diagonal would hold a and b only and complete the deadly pattern; "
            "so a is eliminated from the two extra corners.") },
    { "hidden-rectangle",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique rectangle on a and b whose one corner is bivalue (only a and b), and the "
            "opposite corner sees strong links on one digit in its row and column."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If the opposite corner took the other digit, the strong links would force the remaining corners into "
            "the deadly pattern. Assuming one solution, that digit is eliminated from the opposite corner.") },
    { "hidden-unique-rectangle-2",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique rectangle on a and b with two bivalue corners (the floor) and two corners with extra candidates "
            "(the roof) in one line; in the line crossing one roof corner, a lies only in that corner and its floor "
            "corner."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If the other roof corner were b, its floor corner would be a, the strong link would put a in the first "
            "roof corner, and the four corners would hold only a and b: the deadly pattern. So b is eliminated from "
            "the other roof corner.") },
    { "extended-unique-rectangle",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Six cells in three rows and two columns (or two rows and three columns), "
            "in three boxes, holding only three digits apart from a few extra "
            "candidates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three digits in that shape could be permuted into a second solution. One of the extra candidates is "
            "therefore true (a virtual truth), which eliminates as the unique rectangle of the same type does.") },
    { "unique-loop-1",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A loop of an even number of cells (six or more), joined alternately in rows, columns or "
            "boxes, all holding the same two digits; one cell has extra candidates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Reduced to the two digits the loop could swap them: two solutions. So one extra candidate of the one "
            "cell is true, and the two loop digits are eliminated from it.") },
    { "unique-loop-2",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique loop whose extra candidates are one and the same digit c, in several cells."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the c's is true (the virtual truth), so a c that sees all of them is eliminated.") },
    { "unique-loop-3",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique loop whose extra candidates in two cells of one house form a naked subset with "
            "other cells of that house."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The two cells act as one virtual cell holding the extra digits; the subset it forms eliminates those "
            "digits from the rest of the house.") },
    { "unique-loop-4",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A unique loop whose two cells with extra candidates share a house in which one loop "
            "digit is confined to them."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "That digit is in one of the two cells; if the other loop digit were in the other, the loop would be "
            "deadly. So the other loop digit is eliminated from both cells.") },
    { "avoidable-rectangle-1",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A rectangle in two boxes whose three corners are solved, none of them a given: "
            "a in one corner, b in the two corners next to it. The fourth corner is open."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If the fourth corner took a, the four solved digits could be swapped into a second solution with the "
            "same givens. Assuming one solution, a is eliminated from the fourth corner.") },
    { "avoidable-rectangle-2",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "An avoidable rectangle with two placed corners and two open corners that hold "
            "the other digits plus one extra candidate c."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the two c's must be true, or the placed digits could be swapped; a c that sees both is "
            "eliminated.") },
    { "bug-plus-1",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A bivalue universal grave plus one: every unsolved cell holds two candidates and every "
            "digit appears twice in each house, except one cell with three candidates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A grave of only bivalue cells has zero or two solutions. With one solution, the extra cell must take "
            "the digit that appears three times in its houses: it is placed there.") },
    { "bug-type-2",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A BUG with several cells of three candidates, all with the same extra digit."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the extra candidates is true, or the grave would stand: a candidate of that digit that sees "
            "all of them is eliminated.") },
    { "bug-type-3",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A BUG whose extra candidates lie in cells of one house and form a naked subset with other "
            "cells there."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One extra candidate is true, so the extra cells act as one cell; the subset it completes eliminates "
            "its digits from the rest of the house.") },
    { "bug-type-4",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A BUG with two extra cells in one house, where one grave digit is confined to those two "
            "cells in that house."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of the two cells holds the confined digit; the other grave digit in both would rebuild the grave, "
            "so it is eliminated from them.") },
};

} // namespace

std::span<const GuideEntry> guideUniqueness()
{
    return kEntries;
}

} // namespace setwise::ui
