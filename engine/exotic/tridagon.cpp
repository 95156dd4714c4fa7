// SPDX-License-Identifier: GPL-3.0-or-later
// Tridagon (Denis Berthier's name for the pattern found on the New Sudoku
// Players' Forum in 2022, "Tridagon" thread): three digits a, b, c in twelve
// cells of four boxes that form a rectangle (two bands by two stacks), three
// cells a box, one in each row and column of the box:
//
//     box TL         box TR          the rows of TL are the rows of TR,
//     X . .    |     . X .           the columns of TL those of BL, and so on;
//     . X .    |     X . .           each box's cells are a permutation
//     . . X    |     . . X           (row i -> column p[i]).
//     ---------+---------
//     box BL         box BR
//
// For some combinations of the four permutations no assignment of a, b, c to
// the twelve cells keeps every row, column and box free of repeats (Berthier:
// when an odd number of the boxes hold the anti-diagonal sense). Which ones is
// not assumed here: the table below is built by trying every assignment.
// So in a solution some cell holds a digit other than a, b, c: one of the
// guardians (the pattern cells' other candidates) is true. No uniqueness is
// assumed. One guardian is placed; a candidate that sees every guardian is
// eliminated: the step's pattern argument (Denis Berthier's tridagon rule),
// cross-checked by the exact evaluation of the twelve cells (bases) with the
// rows, columns and boxes of a, b, c and the constraints that join each target
// to the guardians (covers).
//
// Guardians as one truth of a chain (the forum's tridagon forcing chains: "one
// guardian is true" as a virtual truth that the counting rule counts like any
// base, evaluate.h) were tried ahead of the forcing families and left out: at
// every state where the default path reaches this finder without a simpler
// step (forum_hardest_1106: 573 states, top1465: 302, top95: 12), each
// tridagon has 12 or more guardians (forum_hardest_1905_11plus, every 400th
// line: 277 states, 11 or more), and no candidate is made false by chains of
// up to four strong links from every guardian of any of them.
// Measured again with each guardian propagated as a dynamic forcing net
// (engine/forcing/net.h, Chain and Net levels), a pattern cell allowed to hold
// a single one of the three digits: on forum_hardest_1106 every 5th line (the
// first 75), no state of the 75 default paths (6,061) has a tridagon with 2 to
// 6 guardians (the fewest: 7, at states where the path takes a single or
// another simple step); at the 41 states where a path takes its first
// forcing step the fewest is 15, and with up to 40 guardians no candidate is
// false (or true) in every guardian's net. Of the 517 states where a path
// takes a Kraken fish or a later step, those of 7 paths have a tridagon whose
// guardians' nets all remove a candidate (16 to 24 guardians, up to 55
// implications a net), each at a Kraken fish's state; none at a set logic or
// forcing state (forum_hardest_1905_11plus every 2000th line: none at its 13
// first forcing states either). So "tridagon with guardians" as a step after
// the Kraken fish would change no path.
#include "engine/exotic/exotic.h"

#include "engine/mask9.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>

namespace setwise::exotic
{

namespace
{

constexpr int kPerms[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };

// impossible[p0 + 6 p1 + 36 p2 + 216 p3] for boxes TL, TR, BL, BR: no
// assignment exists. An assignment gives each box a bijection row -> digit.
std::array<bool, 1296> buildImpossible()
{
    std::array<bool, 1296> out {};
    for (int code = 0; code < 1296; ++code) {
        const int p[4] = { code % 6, code / 6 % 6, code / 36 % 6, code / 216 };
        // The digit in column j of box k under bijection s: s[row of column j].
        auto columnDigit = [&](int k, int s, int j) {
            for (int i = 0; i < 3; ++i)
                if (kPerms[p[k]][i] == j)
                    return kPerms[s][i];
            return -1;
        };
        // Renaming the digits maps assignments to assignments: box TL's
        // bijection can be taken as the identity (216 assignments, not 1296).
        bool possible = false;
        for (int s = 0; s < 216 && !possible; ++s) {
            const int q[4] = { 0, s % 6, s / 6 % 6, s / 36 };
            bool ok = true;
            for (int i = 0; i < 3 && ok; ++i) {
                ok = kPerms[q[0]][i] != kPerms[q[1]][i] && kPerms[q[2]][i] != kPerms[q[3]][i];
                ok = ok && columnDigit(0, q[0], i) != columnDigit(2, q[2], i)
                    && columnDigit(1, q[1], i) != columnDigit(3, q[3], i);
            }
            possible = ok;
        }
        out[std::size_t(code)] = !possible;
    }
    return out;
}

const std::array<bool, 1296>& impossibleTable()
{
    static const std::array<bool, 1296> table = buildImpossible();
    return table;
}

struct Found {
    CellSet cells;
    std::array<Digit, 3> digits;
    std::array<int, 4> boxes;
    CandidateSet guardians;
};

} // namespace

void findTridagon(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const auto& impossible = impossibleTable();
    std::vector<Found> found;
    // Step 1. Every rectangle of boxes and digit triple; per box the
    // permutations whose three cells are empty and hold two of the digits.
    for (int b1 = 0; b1 < 3; ++b1)
        for (int b2 = b1 + 1; b2 < 3; ++b2)
            for (int s1 = 0; s1 < 3; ++s1)
                for (int s2 = s1 + 1; s2 < 3; ++s2) {
                    const int bands[4] = { b1, b1, b2, b2 }, stacks[4] = { s1, s2, s1, s2 };
                    for (Digit a = 0; a < 9; ++a)
                        for (Digit b = a + 1; b < 9; ++b)
                            for (Digit c = b + 1; c < 9; ++c) {
                                const unsigned abc = (1U << a) | (1U << b) | (1U << c);
                                std::array<std::vector<int>, 4> ok;
                                bool any = true;
                                for (int k = 0; k < 4 && any; ++k) {
                                    for (int p = 0; p < 6; ++p) {
                                        bool good = true;
                                        for (int i = 0; i < 3 && good; ++i) {
                                            const Cell cell = cellAt(3 * bands[k] + i, 3 * stacks[k] + kPerms[p][i]);
                                            good = s.isEmpty(cell) && kBits9[s.cellMask(cell) & abc] >= 2;
                                        }
                                        if (good)
                                            ok[k].push_back(p);
                                    }
                                    any = !ok[k].empty();
                                }
                                if (!any)
                                    continue;
                                for (int p0 : ok[0])
                                    for (int p1 : ok[1])
                                        for (int p2 : ok[2])
                                            for (int p3 : ok[3]) {
                                                if (!impossible[std::size_t(p0 + 6 * p1 + 36 * p2 + 216 * p3)])
                                                    continue;
                                                const int p[4] = { p0, p1, p2, p3 };
                                                Found f { {}, { a, b, c }, {}, {} };
                                                for (int k = 0; k < 4; ++k) {
                                                    f.boxes[std::size_t(k)] = 3 * bands[k] + stacks[k];
                                                    for (int i = 0; i < 3; ++i) {
                                                        const Cell cell
                                                            = cellAt(3 * bands[k] + i, 3 * stacks[k] + kPerms[p[k]][i]);
                                                        f.cells.set(cell);
                                                        for (Digit d = 0; d < 9; ++d)
                                                            if ((s.cellMask(cell) >> d & 1U) && !(abc >> d & 1U))
                                                                f.guardians.set(candidateOf(cell, d));
                                                    }
                                                }
                                                if (f.guardians.any())
                                                    found.push_back(f);
                                            }
                            }
                }
    // Step 2. Fewest guardians first; each as a step when something is proven.
    std::stable_sort(found.begin(), found.end(),
        [](const Found& x, const Found& y) { return x.guardians.count() < y.guardians.count(); });
    for (const Found& f : found) {
        if (sink.full() || req.options.cancelled())
            return;
        // One guardian is placed (its peers follow when it is applied).
        CandidateSet targets, placements;
        if (f.guardians.count() == 1) {
            placements = f.guardians;
        } else {
            targets = s.live() - f.guardians;
            for (Candidate g : f.guardians)
                targets &= seenBy(g);
        }
        if (targets.none() && placements.none())
            continue;
        std::vector<Constraint> bases, covers;
        for (Cell c : f.cells)
            bases.push_back(cellConstraint(c));
        for (Digit d : f.digits)
            for (Cell c : f.cells)
                for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
                    covers.push_back(constraintOf(candidateOf(c, d), kind));
        // The constraints that join each target to each guardian.
        for (Candidate x : targets)
            for (Candidate g : f.guardians)
                for (Constraint k : constraintsOf(x))
                    if (candidatesOf(k).test(g)) {
                        covers.push_back(k);
                        break;
                    }
        std::sort(covers.begin(), covers.end());
        covers.erase(std::unique(covers.begin(), covers.end()), covers.end());
        std::string boxes;
        for (int k : f.boxes)
            boxes += char('1' + k);
        std::string guardians;
        for (Candidate g : f.guardians)
            guardians += (guardians.empty() ? "" : " ") + candidateName(g);
        const std::string abc
            = std::string(1, char('1' + f.digits[0])) + char('1' + f.digits[1]) + char('1' + f.digits[2]);
        std::vector<std::string> premises { abc + " in the twelve cells " + cellList(f.cells) + " of boxes " + boxes
                + ", three a box, one in each of its rows and columns",
            "no assignment of " + abc
                + " to the twelve cells keeps every row, column and box free of a repeat (the boxes' three-cell "
                  "diagonals turn an odd number of times the other way)",
            "so a guardian (a candidate of the twelve cells other than " + abc
                + ") is true: " + (f.guardians.count() > 1 ? "one of " : "") + guardians };
        if (targets.any())
            premises.push_back("each eliminated candidate sees every guardian");
        std::vector<ArgumentRule> rules { { "tridagon",
            "Denis Berthier, \"The tridagon rule\", New Sudoku Players' Forum, 2022; SudokuWiki.org, Tridagons "
            "(Andrew Stuart)",
            targets, placements, std::move(premises) } };
        auto step = provePattern(ctx, std::string(req.technique), bases, covers, std::move(rules));
        if (!step)
            continue;
        step->digits = { f.digits[0], f.digits[1], f.digits[2] };
        step->forcingText = "Tridagon: " + std::string(1, char('1' + f.digits[0])) + char('1' + f.digits[1])
            + char('1' + f.digits[2]) + " in b" + boxes + " (" + cellList(f.cells) + "), guardian"
            + (f.guardians.count() > 1 ? "s " : " ") + guardians + " => " + conclusionText(*step);
        step->justification = "no assignment of " + std::to_string(f.digits[0] + 1) + std::to_string(f.digits[1] + 1)
            + std::to_string(f.digits[2] + 1) + " to the twelve cells is a solution: a guardian is true";
        if (!sink.add(std::move(*step)))
            return;
    }
}

} // namespace setwise::exotic
