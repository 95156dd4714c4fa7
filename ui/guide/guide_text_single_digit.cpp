// SPDX-License-Identifier: GPL-3.0-or-later
// Guide texts: single-digit patterns (skyscraper, kite, empty rectangle, ...) and colouring.
#include "ui/guide/guide_text.h"

#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

constexpr GuideEntry kEntries[] = {
    { "skyscraper",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "For one digit, two parallel lines each hold the digit in exactly two cells. One end of each "
            "line lies in a common crossing line (the base of the skyscraper); the other two ends, the "
            "roofs, are not aligned."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Each line is a strong link: one of its two cells is true. The base line holds the digit at most once, "
            "so at most one of the two base ends is true, and therefore at least one roof is true. Any candidate of "
            "the digit that sees both roofs is false. As sets: the two lines are truths; the base line and two houses "
            "that each hold one roof are links (rank 1), and a candidate in both of those houses is eliminated.") },
    { "two-string-kite",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "For one digit, a row and a column each hold the digit in exactly two cells, and one "
            "end of the row and one end of the column share a box."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The row and the column are strong links; inside the box the two ends see each other, so at most one "
            "of them is true. Then one of the two far ends is true, and a candidate of the digit that sees both far "
            "ends is eliminated.") },
    { "turbot-fish",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A chain of four candidates of one digit: strong link, weak link, strong link. The "
            "skyscraper and the kite are turbot fish with a particular shape."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One end of the first strong link or the other end of the second one must be true, because the weak "
            "link in the middle allows only one of the inner candidates. A candidate seeing both ends is false.") },
    { "empty-rectangle",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "In one box the candidates of a digit all lie in one row and one column of the box (an "
            "L or a cross, the rest of the box empty). Outside the box, a line holds the digit in "
            "two cells, one of them in line with the box's row or column."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The box is a truth: its digit lies in its row part or in its column part. Together with the strong "
            "link outside, the candidate where the box's other line meets the far end of that link is false either "
            "way: one of the two lines through the box, or the strong link, removes it.") },
    { "dual-two-string-kite",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two 2-string kites on the same digit that share their box, or two kites of different digits whose "
            "links in the box join the same two cells."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Each kite eliminates on its own (see 2-String Kite); Setwise gives both as one step, as HoDoKu does, "
            "because they share the box.") },
    { "dual-empty-rectangle",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two empty rectangles on the same digit and box, each with its own strong link "
            "outside the box."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Each empty rectangle eliminates on its own; the step shows both eliminations at once, as HoDoKu "
            "does.") },
    { "simple-colors-trap",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "For one digit, the strong links (houses with exactly two candidates) are joined "
            "into a cluster and its candidates coloured in two alternating colours."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One colour is all true, the other all false, though we do not know which. A candidate of the digit "
            "outside the cluster that sees one candidate of each colour is false in either case (a trap).") },
    { "simple-colors-wrap",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A cluster of strong links on one digit, coloured in two alternating colours, in "
            "which two candidates of the same colour see each other."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two candidates of one colour in one house cannot both be true, so that colour is false everywhere "
            "(a wrap): all of its candidates are eliminated, and the other colour is true.") },
    { "multi-colors-1",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two separate colour clusters on the same digit, where one colour of the first sees "
            "both colours of the second."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If that colour of the first cluster were true, it would remove both colours of the second cluster, "
            "and that cluster must have one true colour. So the colour is false and all its candidates go.") },
    { "multi-colors-2",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two colour clusters on the same digit, where one colour of each cluster sees the other "
            "(a weak link between the clusters)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The two linked colours cannot both be true, so at least one of the two other colours is true. A "
            "candidate of the digit that sees a candidate of each of those two other colours is false.") },
    { "3d-medusa",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Colouring across digits: strong links within houses and bivalue cells (a cell with two "
            "candidates) join candidates of several digits into one cluster of two colours."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One colour is all true. A colour with two candidates in one cell or one house, or one that would "
            "empty a cell, is false; a candidate that sees both colours, or sits in a cell with one colour and "
            "sees the other on its digit, is eliminated. Setwise names the rule that applies.") },
};

} // namespace

std::span<const GuideEntry> guideSingleDigit()
{
    return kEntries;
}

} // namespace setwise::ui
