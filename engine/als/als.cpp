// SPDX-License-Identifier: GPL-3.0-or-later
// Enumeration of the almost locked sets of a state and of their restricted
// commons (definitions in als.h).
//
// Step 1. Per house, every subset of its empty cells with two or more
//         candidates (a cell with one is a naked single, not an ALS member),
//         at most 2^9 - 1 subsets, each with its
//         digit mask built from the subset minus its lowest cell. A subset of n
//         cells with n + 1 digits is an ALS.
// Step 2. Each cell set once: single cells come from the rows, sets of two or
//         more from rows, columns, and from boxes when not inside one row or
//         column (those were found in the line already).
// Step 3. Per ALS and digit, the cells seeing all of its digit-d cells.
// Step 4. Per pair of disjoint ALSs with a common digit, the RCC mask.
#include "engine/als/als.h"

#include "engine/tables.h"

#include <algorithm>
#include <bit>
#include <optional>

namespace setwise
{

namespace
{

bool withinOneLine(const CellSet& cells)
{
    const int r = rowOf(cells.first()), c = colOf(cells.first());
    bool sameRow = true, sameCol = true;
    for (Cell x : cells) {
        sameRow = sameRow && rowOf(x) == r;
        sameCol = sameCol && colOf(x) == c;
    }
    return sameRow || sameCol;
}

void collectHouse(const State& s, House h, std::vector<Als>& out)
{
    // Step 1. Subsets of the house's empty cells, digit masks by subset.
    std::array<Cell, 9> cells {};
    int k = 0;
    for (Cell c : houseCells(h))
        if (s.isEmpty(c) && std::popcount(s.cellMask(c)) >= 2)
            cells[std::size_t(k++)] = c;
    std::array<unsigned, 512> mask {};
    for (unsigned sub = 1; sub < (1U << k); ++sub) {
        const int low = std::countr_zero(sub);
        mask[sub] = mask[sub & (sub - 1)] | s.cellMask(cells[std::size_t(low)]);
        const int n = std::popcount(sub);
        if (std::popcount(mask[sub]) != n + 1)
            continue;
        // Step 2. Each cell set once.
        if ((n == 1 && h >= 9) || n == 9)
            continue;
        Als a;
        for (unsigned bits = sub; bits; bits &= bits - 1)
            a.cells.set(cells[std::size_t(std::countr_zero(bits))]);
        if (h >= 18 && withinOneLine(a.cells))
            continue;
        a.digits = mask[sub];
        a.house = h;
        out.push_back(a);
    }
}

void fillDigitSets(const State& s, Als& a)
{
    // Step 3. Per digit: its cells and the cells outside seeing them all.
    for (Digit d = 0; d < 9; ++d) {
        if (!(a.digits >> d & 1U))
            continue;
        CellSet see = CellSet::all();
        for (Cell c : a.cells)
            if (s.isLive(candidateOf(c, d))) {
                a.cellsWith[std::size_t(d)].set(c);
                see &= peers(c);
            }
        a.seesAll[std::size_t(d)] = see - a.cells;
    }
}

AlsIndex buildIndex(const State& s)
{
    AlsIndex index;
    index.state = s;
    for (Digit d = 0; d < 9; ++d)
        index.cellsWith[std::size_t(d)] = s.cellsWith(d);
    for (House h = 0; h < 27; ++h)
        collectHouse(s, h, index.als);
    std::stable_sort(
        index.als.begin(), index.als.end(), [](const Als& a, const Als& b) { return a.size() < b.size(); });
    for (Als& a : index.als)
        fillDigitSets(s, a);
    // Step 4. Restricted commons of disjoint pairs.
    const std::size_t n = index.als.size();
    index.neighbours.assign(n, {});
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const Als &a = index.als[i], &b = index.als[j];
            if (!(a.digits & b.digits) || a.cells.intersects(b.cells))
                continue;
            if (const unsigned rcc = restrictedCommons(a, b)) {
                index.neighbours[i].push_back({ int(j), rcc, b.digits, b.cells });
                index.neighbours[j].push_back({ int(i), rcc, a.digits, a.cells });
            }
        }
    return index;
}

} // namespace

unsigned restrictedCommons(const Als& a, const Als& b)
{
    unsigned rcc = 0;
    for (unsigned common = a.digits & b.digits; common; common &= common - 1) {
        const auto d = std::size_t(std::countr_zero(common));
        if (b.cellsWith[d].isSubsetOf(a.seesAll[d]))
            rcc |= 1U << d;
    }
    return rcc;
}

const AlsIndex& alsIndex(const Context& ctx)
{
    // The three finders ask in turn for the same state: one build serves them.
    thread_local std::optional<AlsIndex> memo;
    if (!memo || !(memo->state == ctx.state()))
        memo = buildIndex(ctx.state());
    return *memo;
}

} // namespace setwise
