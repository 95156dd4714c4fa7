// SPDX-License-Identifier: GPL-3.0-or-later
// Guide texts: Kraken fish, rank logic, templates, exotic patterns, forcing chains and nets.
#include "ui/guide/guide_text.h"

#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

constexpr GuideEntry kFish[] = {
    { "kraken-fish-1",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A finned fish whose fins do not see the target candidate directly: each fin reaches it "
            "through a chain instead."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Either the fish without fins stands, which eliminates the target as a cover candidate, or one fin is "
            "true and its chain makes the target false. Both ways the target goes.") },
    { "kraken-fish-2",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A finned fish where, for one cell of a cover set, the fish and every fin each force the "
            "same candidate of another digit false by a chain."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The fish (without fins) or one of its fins is true; each case proves the target false, so the target "
            "is eliminated. It is a forcing chain whose start is the fish's disjunction.") },
};

constexpr GuideEntry kEntries[] = {
    { "rank-0-logic",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Any set of truths (cells, or digits in rows, columns and boxes) covered by as many links, "
            "the links taking in every truth candidate; no classic name needed."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The truths hold exactly as many true candidates as there are truths, and each link holds at most one, "
            "so with equal numbers every link is filled by a truth candidate (rank 0). Every link candidate outside "
            "the truths is false. Setwise's rank search finds these structures across digits.") },
    { "rank-1-logic",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "Truths covered by one link more than there are truths (rank 1)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "With one spare link, one link may stay without a truth candidate. A candidate in two links is still "
            "false: if it were true it would take two links at once, and the remaining links could not "
            "hold every truth. Only such overlaps are eliminated.") },
    { "rank-2-logic", QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Truths covered with two spare links (rank 2)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two links may stay without a truth candidate, so a candidate is eliminated only where three links "
            "overlap on it; Setwise checks each conclusion, exactly where counting is not enough.") },
    { "chain-set-logic",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "Truths and links found by following chains from one candidate."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Were the candidate true, chains of single inferences would leave some cell or house without a "
            "candidate. Each inference rests on one truth or one link; together they make a structure whose "
            "counting removes the candidate, checked like any rank logic.") },
    { "large-set-logic",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A structure of many truths (cells and house-digits mixed) covered by as many links, or one more "
            "(rank 0 or 1)."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Each truth holds one true candidate and each link at most one, so with as many links as truths every "
            "link holds a truth's candidate and a link candidate outside the truths is false; with one link more, "
            "a candidate in two links is false. The truths are those a forcing net would use, with the links "
            "chosen anew and truths added that the links already hold: the net's conclusion by counting alone.") },
    { "triplet-set-logic",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Truths and links of a net from one candidate, counted case by case over their triplets."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A triplet is a candidate in three of the sets, a truth and two links: true, it fills one truth but "
            "takes two links; false, it leaves the count. In each case a part of the structure, a rank zone, "
            "removes the candidate by counting, so it is false in every case.") },
    { "template-set",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A template is one way of placing a digit nine times, once in each row, column and box. "
            "The templates compatible with the grid are enumerated."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If a candidate lies in every template that fits the digit's placed cells and candidates, the digit "
            "must go there in the solution: it is placed.") },
    { "template-delete",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "The same enumeration of a digit's compatible templates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A candidate that lies in no template that fits the grid cannot be part of the digit's solution and is "
            "eliminated.") },
    { "junior-exocet",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Two base cells in one box-line intersection holding three or four digits, two target "
            "cells in the other boxes of the band, and cross lines in which each base digit can "
            "appear in the cross-line cells at most twice."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The base digits are forced to reappear in the targets: the two true base digits lie in the two "
            "targets. So the targets lose every non-base digit, and other rules follow (a base digit absent from a "
            "target's mirror, ...). Setwise proves each conclusion by an exact check of the pattern.") },
    { "senior-exocet",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Like a junior exocet (two base cells, two target cells, cross lines), but one target lies outside the "
            "band of the base cells; the cross-line condition is checked with cover houses."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The same argument as for the junior exocet: the base digits are carried to the targets, and the targets "
            "lose the other digits.") },
    { "double-exocet",
        QT_TRANSLATE_NOOP(
            "setwise::ui::TechniqueGuide", "Two junior exocets in the same band that share their base digits."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Each exocet's rules apply, and together they remove more: the base digits are locked in both pairs "
            "of targets, so they leave the other cells the two exocets control.") },
    { "tridagon",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Twelve cells in four boxes (two bands, two stacks, as a rectangle of boxes) holding only "
            "the same three digits, plus one cell with extra candidates."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Three digits in that shape cannot be placed at all (the pattern has no solution), so the one cell with "
            "extras must take an extra digit: its three pattern digits are eliminated. This needs no uniqueness "
            "assumption.") },
    { "sk-loop",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A loop of sixteen cells in four boxes, where pairs of digits pass from each box-line "
            "intersection to the next."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "The digit pairs chain around the loop in alternation: each link holds its pair, so the pairs are "
            "locked along the loop's lines and boxes, and the other candidates of those digits there are "
            "eliminated (a rank-0 structure of sixteen truths).") },
    { "msls",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A multi-sector locked set: a group of cells and digits whose truths (the cells) are covered "
            "exactly by as many digit links in rows, columns and boxes."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Cell truths and digit links in equal numbers: rank 0. Every link is filled by the cells' digits, so "
            "the link candidates outside the cells are eliminated.") },
    { "forcing-chain-contradiction",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Assume a candidate true and follow the simple implications (singles, "
            "strong links) from it."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "If the assumption leads to a contradiction (a cell or a house without a candidate, or a digit twice in "
            "a house), the candidate was false and is eliminated. Setwise shows the implication tree.") },
    { "forcing-chain-verity",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Start from every candidate of a cell (or every place of a digit in a house) and "
            "follow the implications of each."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "One of them is true. If every branch leads to the same conclusion (a candidate true, or false), that "
            "conclusion holds whatever is true: it is placed or eliminated.") },
    { "forcing-net-contradiction",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "As a forcing chain contradiction, but the implications may combine: a "
            "candidate is forced when several earlier conclusions together remove its "
            "rivals."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A net explores more than a chain. When the assumption empties a cell or house, or doubles a digit, "
            "the assumed candidate is eliminated.") },
    { "forcing-net-verity",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Every candidate of a cell or every place of a digit in a house, each followed as a "
            "net."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Whatever the true one is, every branch ends with the same conclusion, so it holds.") },
    { "dynamic-forcing-net-plus",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A forcing net whose implications may themselves use small techniques "
            "(locked candidates, subsets) on the assumed state."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Under the assumption, any sound deduction is allowed; a contradiction eliminates the assumption, a "
            "common conclusion of all branches holds.") },
    { "nested-forcing-net",
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "A forcing net inside which further nets are used to find implications: the "
            "strongest, and last, technique of the registry."),
        QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
            "Each inner net proves an implication under the outer assumption; the outer net then reaches a "
            "contradiction or a verity as usual. Setwise shows the nested tree.") },
};

} // namespace

std::span<const GuideEntry> guideFishExtras()
{
    return kFish;
}

std::span<const GuideEntry> guideHard()
{
    return kEntries;
}

} // namespace setwise::ui
