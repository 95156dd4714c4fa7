// SPDX-License-Identifier: GPL-3.0-or-later
// Guide texts: singles, intersections (locked candidates) and subsets.
#include "ui/guide/guide_text.h"

#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

constexpr GuideEntry kEntries[] = {
    { "full-house",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A house (row, column or box) has one empty cell left, and exactly one digit is missing from it."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The house must hold the missing digit somewhere, and only one cell is left: one truth (the digit in the "
            "house) meets one link (the cell). The digit is placed.") },
    { "naked-single",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A cell has a single candidate left: every other digit already sees it in its row, column or "
            "box."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Every cell holds exactly one digit. The cell is a truth with one live candidate, so that candidate is "
            "true and is placed; its peers lose the digit when the step is applied.") },
    { "hidden-single",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Within one house a digit has only one place left, although that cell may still have other "
            "candidates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The digit in the house is a truth: it is true in exactly one of its places. With one place left it is "
            "placed there, and the cell's other candidates go.") },
    { "locked-candidates-pointing",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Inside a box, all candidates of a digit lie in one row (or one column): they point along that line."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The digit in the box is the truth; the line is the link that covers all of its candidates. The box's "
            "digit is in the line, so the line's other candidates of the digit, outside the box, are false.") },
    { "locked-candidates-claiming",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Inside a row or column, all candidates of a digit lie in one box: the line claims the digit for that "
            "box."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The digit in the line is the truth; the box is the link covering all of it. The line's digit falls in "
            "the box, so the box's other candidates of the digit are false.") },
    { "locked-pair",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two cells in the intersection of a line and a box hold only the same two candidates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A naked pair that lies in two houses at once: the two cells take both digits, so both digits leave the "
            "other cells of the line and of the box. The step has two readings, one per house.") },
    { "locked-triple",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three cells in the intersection of a line and a box hold only three digits between them."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A naked triple in two houses at once: the three cells take the three digits, so the digits leave the "
            "rest of the line and of the box.") },
    { "naked-pair",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Two cells of a house hold only the same two candidates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The two cells are truths: each holds one of the two digits. The two digits in the house are the links "
            "that cover them (rank 0). The two digits are used up by these cells, so they are removed from the "
            "house's other cells.") },
    { "naked-triple",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three cells of a house hold only three digits between them (not every cell needs all three)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three cells are three truths, covered by the three digits of the house as links (rank 0). The cells "
            "take all three digits, so no other cell of the house can hold them.") },
    { "naked-quadruple",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Four cells of a house hold only four digits between them."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Four cell truths covered by four digit links of the house (rank 0): the four digits go to these cells "
            "and leave the rest of the house.") },
    { "hidden-pair",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two digits can go in only the same two cells of a house; those cells may hold other "
            "candidates too."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The two digits in the house are the truths; the two cells are the links that cover them (rank 0). The "
            "two cells are filled by these digits, so their other candidates are eliminated.") },
    { "hidden-triple",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "Three digits are confined to the same three cells of a house."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three digit truths of the house, covered by three cell links (rank 0): the cells take these digits, so "
            "every other candidate in the three cells goes.") },
    { "hidden-quadruple",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Four digits are confined to the same four cells of a house."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Four digit truths covered by four cell links (rank 0): the four cells are used up by these digits and "
            "lose their other candidates.") },
    { "hidden-locked-pair",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two digits of a line are confined to two cells that also lie in one box (or two digits of a box to two "
            "cells of one line)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A hidden pair inside a box-line intersection: the two cells hold the two digits, so the cells lose their "
            "other candidates, and the digits leave the other house the cells share as well.") },
    { "hidden-locked-triple",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three digits of a house are confined to three cells of a box-line intersection."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A hidden triple whose cells lie in a second house too: the cells lose their other candidates, and the "
            "three digits are locked in the cells, so they leave the second house as well.") },
};

} // namespace

std::span<const GuideEntry> guideSinglesAndSubsets()
{
    return kEntries;
}

} // namespace setwise::ui
