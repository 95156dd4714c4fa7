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

#include "engine/mask9.h"
#include "engine/tables.h"

#include <algorithm>
#include <bit>

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

// The cell's candidate mask when it can be an ALS member (empty, two or more
// candidates), else 0. The per-house cache below keys on it too.
unsigned memberMask(const State& s, Cell c)
{
    const unsigned m = s.cellMask(c);
    return s.isEmpty(c) && kBits9[m] >= 2 ? m : 0;
}

void collectHouse(const State& s, House h, std::array<std::vector<Als>, 9>& bySize)
{
    // Step 1. Subsets of the house's member cells, digit masks by subset.
    std::array<Cell, 9> cells {};
    int k = 0;
    for (Cell c : houseCells(h))
        if (memberMask(s, c))
            cells[std::size_t(k++)] = c;
    std::array<unsigned, 512> mask {};
    for (unsigned sub = 1; sub < (1U << k); ++sub) {
        const int low = std::countr_zero(sub);
        mask[sub] = mask[sub & (sub - 1)] | s.cellMask(cells[std::size_t(low)]);
        const int n = kBits9[sub];
        if (kBits9[mask[sub]] != n + 1)
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
        bySize[std::size_t(n - 1)].push_back(a);
    }
}

void fillDigitSets(const std::array<CellSet, 9>& cellsWith, Als& a)
{
    // Step 3. Per digit: its cells and the cells outside seeing them all.
    for (unsigned m = a.digits; m; m &= m - 1) {
        const auto d = std::size_t(std::countr_zero(m));
        a.cellsWith[d] = a.cells & cellsWith[d];
        a.seesAll[d] = commonPeers(a.cellsWith[d]) - a.cells;
    }
}

// Fills `index` for state s, reusing its memory (and that of the lists
// below, per thread) from the last state's.
void buildIndex(const State& s, AlsIndex& index)
{
    index.state = s;
    index.als.clear();
    for (Digit d = 0; d < 9; ++d)
        index.cellsWith[std::size_t(d)] = s.cellsWith(d);
    // Steps 1-3 per house, by size. A house's ALSs (digit sets included)
    // depend only on the candidates of its cells, so each thread keeps them
    // per house and a house whose cells did not change since the last state
    // is not enumerated again (a step changes a few houses).
    struct HouseAls {
        std::array<unsigned, 9> key {}; // per cell of the house: memberMask()
        bool valid = false;
        std::array<std::vector<Als>, 9> bySize;
    };
    thread_local std::array<HouseAls, 27> houses;
    std::size_t total = 0;
    for (House h = 0; h < 27; ++h) {
        HouseAls& house = houses[std::size_t(h)];
        std::array<unsigned, 9> key {};
        int i = 0;
        for (Cell c : houseCells(h))
            key[std::size_t(i++)] = memberMask(s, c);
        if (!house.valid || house.key != key) {
            for (auto& bucket : house.bySize)
                bucket.clear();
            collectHouse(s, h, house.bySize);
            for (auto& bucket : house.bySize)
                for (Als& a : bucket)
                    fillDigitSets(index.cellsWith, a);
            house.key = key;
            house.valid = true;
        }
        for (const auto& bucket : house.bySize)
            total += bucket.size();
    }
    // Sizes ascending, house order within a size.
    index.als.reserve(total);
    for (std::size_t n = 0; n < 9; ++n)
        for (const HouseAls& house : houses)
            index.als.insert(index.als.end(), house.bySize[n].begin(), house.bySize[n].end());
    // Step 4. Restricted commons of disjoint pairs, per ALS i the ALSs j > i
    // in order. Digit d is an RCC of i and j when j's d cells all see i's
    // (restrictedCommons): they lie in i's seesAll[d]. So the ALSs holding d
    // are filed by their first d cell, and i looks only in the cells of
    // seesAll[d].
    const std::size_t n = index.als.size();
    index.neighbours.resize(n);
    for (auto& list : index.neighbours)
        list.clear();
    struct Holder {
        int als;
        CellSet dcells, cells;
    };
    constexpr std::size_t kBuckets = 9 * kCells; // digit, first d cell
    thread_local std::vector<int> at, fill;
    at.assign(kBuckets + 1, 0);
    for (const Als& a : index.als)
        for (unsigned m = a.digits; m; m &= m - 1) {
            const auto d = std::size_t(std::countr_zero(m));
            ++at[d * kCells + std::size_t(a.cellsWith[d].first()) + 1];
        }
    for (std::size_t k = 0; k < kBuckets; ++k)
        at[k + 1] += at[k];
    thread_local std::vector<Holder> holders;
    holders.resize(static_cast<std::size_t>(at[kBuckets]));
    {
        fill.assign(at.begin(), at.end() - 1);
        for (std::size_t i = 0; i < n; ++i)
            for (unsigned m = index.als[i].digits; m; m &= m - 1) {
                const auto d = std::size_t(std::countr_zero(m));
                const Als& a = index.als[i];
                holders[std::size_t(fill[d * kCells + std::size_t(a.cellsWith[d].first())]++)]
                    = { int(i), a.cellsWith[d], a.cells };
            }
    }
    thread_local std::vector<unsigned> rcc;
    thread_local std::vector<int> touched, degree;
    rcc.assign(n, 0);
    degree.assign(n, 0);
    struct Pair {
        int i, j;
        unsigned rcc;
    };
    thread_local std::vector<Pair> pairs;
    pairs.clear();
    for (std::size_t i = 0; i < n; ++i) {
        const Als& a = index.als[i];
        touched.clear();
        for (unsigned m = a.digits; m; m &= m - 1) {
            const auto d = std::size_t(std::countr_zero(m));
            const CellSet& sees = a.seesAll[d];
            // Holders are filed by a live d cell, in index order: from the
            // bucket's end down to the first ALS not above i.
            const CellSet live = sees & index.cellsWith[d];
            for (Cell c : live)
                for (int y = at[d * kCells + std::size_t(c) + 1] - 1; y >= at[d * kCells + std::size_t(c)]; --y) {
                    const Holder& h = holders[std::size_t(y)];
                    if (h.als <= int(i))
                        break;
                    if (!h.dcells.isSubsetOf(sees) || h.cells.intersects(a.cells))
                        continue;
                    if (!rcc[std::size_t(h.als)])
                        touched.push_back(h.als);
                    rcc[std::size_t(h.als)] |= 1U << d;
                }
        }
        std::sort(touched.begin(), touched.end());
        for (int j : touched) {
            pairs.push_back({ int(i), j, rcc[std::size_t(j)] });
            ++degree[i];
            ++degree[std::size_t(j)];
            rcc[std::size_t(j)] = 0;
        }
    }
    // Each list ascending: the ALSs below it (as they found it), then those
    // above (as it found them); sized once.
    for (std::size_t i = 0; i < n; ++i)
        index.neighbours[i].reserve(std::size_t(degree[i]));
    for (const Pair& p : pairs) {
        const Als& a = index.als[std::size_t(p.i)];
        const Als& b = index.als[std::size_t(p.j)];
        index.neighbours[std::size_t(p.i)].push_back({ p.j, p.rcc, b.digits, b.cells });
        index.neighbours[std::size_t(p.j)].push_back({ p.i, p.rcc, a.digits, a.cells });
    }
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
    thread_local AlsIndex memo;
    thread_local bool valid = false;
    if (!valid || !(memo.state == ctx.state())) {
        valid = true;
        buildIndex(ctx.state(), memo);
    }
    return memo;
}

} // namespace setwise
