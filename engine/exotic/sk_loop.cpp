// SPDX-License-Identifier: GPL-3.0-or-later
// SK loop (Steve Kurzhals, Easter Monster, 2007; Allan Barker's 16 truths and
// 16 links): four boxes on two bands and two stacks, a row of each band and a
// column of each stack. Their four crossings are the pivots (usually givens);
// in each box the two other cells of the pivot's row and the two other cells
// of its column are two groups, eight groups of two cells around a ring:
//
//     . g0 g0 | . g1 g1      g0 -row rA- g1 -box- g2 -column cY- g3 -box- g4
//     g7 .  . | g2 .  .      -row rB- g5 -box- g6 -column cX- g7 -box- g0
//     g7 .  . | g2 .  .
//     --------+--------      truths: the 16 cells; links: per joint (row,
//     g6 .  . | g3 .  .      box, column, box, ...) the digits the two groups
//     g6 .  . | g3 .  .      it joins have in common, 16 in all: rank 0,
//     . g5 g5 | . g4 g4      proven by the counting rule.
//
// A joint's digits are both groups' candidates; when there are more than 16,
// joint digits that every candidate can do without are dropped until 16.
#include "engine/exotic/exotic.h"

#include "engine/tables.h"

#include <array>
#include <bit>
#include <optional>
#include <vector>

namespace setwise::exotic
{

namespace
{

struct Ring {
    std::array<std::array<Cell, 2>, 8> groups;
    std::array<House, 8> joints; // joint i between group i and group i + 1
    std::array<int, 2> rows, cols; // rA, rB and cX, cY (the pivots' lines)
};

Constraint houseDigit(House h, Digit d)
{
    return houseConstraint(h < 9 ? ConstraintKind::Row
            : h < 18             ? ConstraintKind::Column
                                 : ConstraintKind::Box,
        d, h % 9);
}

Ring ringOf(int bandA, int bandB, int stackX, int stackY, int rA, int rB, int cX, int cY)
{
    auto others = [](int line) {
        const int b = line / 3 * 3;
        std::array<int, 2> out {};
        int n = 0;
        for (int i = b; i < b + 3; ++i)
            if (i != line)
                out[std::size_t(n++)] = i;
        return out;
    };
    Ring r;
    auto rowGroup = [&](int row, int col) {
        const auto o = others(col);
        return std::array<Cell, 2> { cellAt(row, o[0]), cellAt(row, o[1]) };
    };
    auto colGroup = [&](int row, int col) {
        const auto o = others(row);
        return std::array<Cell, 2> { cellAt(o[0], col), cellAt(o[1], col) };
    };
    r.groups = { rowGroup(rA, cX), rowGroup(rA, cY), colGroup(rA, cY), colGroup(rB, cY), rowGroup(rB, cY),
        rowGroup(rB, cX), colGroup(rB, cX), colGroup(rA, cX) };
    r.joints = { rA, 18 + 3 * bandA + stackY, 9 + cY, 18 + 3 * bandB + stackY, rB, 18 + 3 * bandB + stackX, 9 + cX,
        18 + 3 * bandA + stackX };
    r.rows = { rA, rB };
    r.cols = { cX, cY };
    return r;
}

// Every candidate of group g covered by joint g - 1 or joint g.
bool covered(const State& s, const Ring& r, const std::array<unsigned, 8>& joint)
{
    for (int g = 0; g < 8; ++g)
        for (Cell c : r.groups[std::size_t(g)])
            if (s.cellMask(c) & ~(joint[std::size_t(g)] | joint[std::size_t((g + 7) % 8)]))
                return false;
    return true;
}

// Drops `excess` optional joint digits (a list of (joint, digit)) keeping
// every candidate covered; false when no choice does.
bool trim(const State& s, const Ring& r, std::array<unsigned, 8>& joint, std::vector<std::pair<int, Digit>>& optional,
    std::size_t from, int excess)
{
    if (excess == 0)
        return covered(s, r, joint);
    for (std::size_t i = from; i < optional.size(); ++i) {
        auto [j, d] = optional[i];
        joint[std::size_t(j)] &= ~(1U << d);
        if (covered(s, r, joint) && trim(s, r, joint, optional, i + 1, excess - 1))
            return true;
        joint[std::size_t(j)] |= 1U << d;
    }
    return false;
}

} // namespace

namespace
{

// The 729 rings: two bands and two stacks, a row of each band, a column of each stack.
const std::vector<Ring>& allRings()
{
    static const std::vector<Ring> rings = [] {
        std::vector<Ring> v;
        for (int bandA = 0; bandA < 3; ++bandA)
            for (int bandB = bandA + 1; bandB < 3; ++bandB)
                for (int stackX = 0; stackX < 3; ++stackX)
                    for (int stackY = stackX + 1; stackY < 3; ++stackY)
                        for (int i = 0; i < 81; ++i)
                            v.push_back(ringOf(bandA, bandB, stackX, stackY, 3 * bandA + i % 3, 3 * bandB + i / 3 % 3,
                                3 * stackX + i / 9 % 3, 3 * stackY + i / 27));
        return v;
    }();
    return rings;
}

std::optional<Step> skLoopStep(const Context& ctx, const FinderRequest& req, const Ring& r)
{
    const State& s = ctx.state();
    // Step 1. The ring: sixteen empty cells.
    std::array<unsigned, 8> digits {};
    for (int g = 0; g < 8; ++g)
        for (Cell c : r.groups[std::size_t(g)]) {
            if (!s.isEmpty(c))
                return std::nullopt;
            digits[std::size_t(g)] |= s.cellMask(c);
        }
    // Step 2. The joints' digits, trimmed to 16 links.
    std::array<unsigned, 8> joint {};
    int links = 0;
    for (std::size_t j = 0; j < 8; ++j) {
        joint[j] = digits[j] & digits[(j + 1) % 8];
        links += std::popcount(joint[j]);
    }
    if (links < 16 || links > 24 || !covered(s, r, joint))
        return std::nullopt;
    std::vector<std::pair<int, Digit>> optional;
    for (int j = 0; j < 8; ++j)
        for (Digit d = 0; d < 9; ++d)
            if (joint[std::size_t(j)] >> d & 1U) {
                joint[std::size_t(j)] &= ~(1U << d);
                if (covered(s, r, joint))
                    optional.emplace_back(j, d);
                joint[std::size_t(j)] |= 1U << d;
            }
    if (!trim(s, r, joint, optional, 0, links - 16))
        return std::nullopt;
    // Step 3. Truths and links, by the counting rule.
    std::vector<Constraint> bases, covers;
    CellSet cells;
    for (const auto& g : r.groups)
        for (Cell c : g) {
            bases.push_back(cellConstraint(c));
            cells.set(c);
        }
    for (std::size_t j = 0; j < 8; ++j)
        for (Digit d = 0; d < 9; ++d)
            if (joint[j] >> d & 1U)
                covers.push_back(houseDigit(r.joints[j], d));
    auto step = proveCounting(ctx, std::string(req.technique), bases, covers);
    if (!step)
        return std::nullopt;
    unsigned all = 0;
    std::string ring;
    for (std::size_t j = 0; j < 8; ++j) {
        all |= joint[j];
        for (Digit d = 0; d < 9; ++d)
            if (joint[j] >> d & 1U)
                ring += char('1' + d);
        ring += j < 7 ? "-" : "";
    }
    step->digits.clear();
    for (Digit d = 0; d < 9; ++d)
        if (all >> d & 1U)
            step->digits.push_back(d);
    const std::string where = "r" + std::string(1, char('1' + r.rows[0])) + char('1' + r.rows[1]) + "c"
        + char('1' + r.cols[0]) + char('1' + r.cols[1]);
    step->forcingText
        = "SK Loop: " + where + " (" + cellList(cells) + "), links " + ring + " => " + conclusionText(*step);
    arguePatternByCounting(*step, "sk-loop",
        "Steve Kurzhals, SK loop (Easter Monster, Sudoku Players' Forum, 2007); Allan Barker, its 16 truths and 16 "
        "links; SudokuWiki.org, SK Loops (Andrew Stuart)",
        { "the sixteen cells " + cellList(cells) + " around the crossings of " + where
                + ", two by two in four boxes: a ring of eight groups",
            "each joint (a row, box or column between two groups) links the digits the two groups share: " + ring });
    return step;
}

} // namespace

void findSkLoop(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    for (const Ring& r : allRings()) {
        if (sink.full() || req.options.cancelled())
            return;
        if (auto step = skLoopStep(ctx, req, r); step && !sink.add(std::move(*step)))
            return;
    }
}

} // namespace setwise::exotic
