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

// Builds the index of a state. A house's ALSs (digit sets included) depend
// only on the candidates of its cells, so the builder keeps them per house
// and a house whose cells did not change since the last state is not
// enumerated again (a step changes a few houses). The RCC of two ALSs
// depends only on the two, so when `index` is the one it built last, only
// the pairs with an ALS of a changed house are searched; the other lists are
// the last ones, renumbered (the ALSs of an unchanged house keep their order
// among themselves).
class IndexBuilder
{
public:
    void build(const State& s, AlsIndex& index);

private:
    struct HouseAls {
        std::array<unsigned, 9> key {}; // per cell of the house: memberMask()
        bool valid = false;
        std::array<std::vector<Als>, 9> bySize;
    };
    std::array<HouseAls, 27> m_houses;
    const AlsIndex* m_last = nullptr; // the index built last (its lists are the last state's)
    // Per size and house, the ALSs of the last index.
    std::array<std::array<int, 27>, 9> m_count {};
    // Working memory, kept from state to state.
    std::vector<int> m_at, m_fill, m_oldToNew, m_newToOld, m_pairAt;
    std::vector<unsigned> m_rcc;
    std::vector<int> m_touched;
    std::vector<char> m_fresh;
    struct Holder {
        int als;
        CellSet dcells, cells;
    };
    std::vector<Holder> m_holders;
    struct Pair {
        int i, j;
        unsigned rcc;
    };
    std::vector<Pair> m_pairs, m_byNode;
    std::vector<std::vector<AlsNeighbour>> m_old;
};

void IndexBuilder::build(const State& s, AlsIndex& index)
{
    const bool incremental = m_last == &index;
    m_last = &index;
    index.state = s;
    for (Digit d = 0; d < 9; ++d)
        index.cellsWith[std::size_t(d)] = s.cellsWith(d);
    // Steps 1-3 per house whose cells changed.
    std::array<bool, 27> changed {};
    for (House h = 0; h < 27; ++h) {
        HouseAls& house = m_houses[std::size_t(h)];
        std::array<unsigned, 9> key {};
        int i = 0;
        for (Cell c : houseCells(h))
            key[std::size_t(i++)] = memberMask(s, c);
        if (!house.valid || house.key != key) {
            changed[std::size_t(h)] = true;
            for (auto& bucket : house.bySize)
                bucket.clear();
            collectHouse(s, h, house.bySize);
            for (auto& bucket : house.bySize)
                for (Als& a : bucket)
                    fillDigitSets(index.cellsWith, a);
            house.key = key;
            house.valid = true;
        }
    }
    // Sizes ascending, house order within a size; an ALS of an unchanged
    // house is mapped from its last place to its new one, the others are fresh.
    std::size_t total = 0, oldTotal = 0;
    for (std::size_t n = 0; n < 9; ++n)
        for (std::size_t h = 0; h < 27; ++h) {
            total += m_houses[h].bySize[n].size();
            oldTotal += std::size_t(m_count[n][h]);
        }
    m_oldToNew.assign(incremental ? oldTotal : 0, -1);
    m_newToOld.assign(total, -1);
    m_fresh.assign(total, 1);
    index.als.clear();
    index.als.reserve(total);
    {
        std::size_t oldPos = 0;
        for (std::size_t n = 0; n < 9; ++n)
            for (std::size_t h = 0; h < 27; ++h) {
                const auto& bucket = m_houses[h].bySize[n];
                if (incremental && !changed[h])
                    for (std::size_t k = 0; k < bucket.size(); ++k) {
                        m_oldToNew[oldPos + k] = int(index.als.size() + k);
                        m_newToOld[index.als.size() + k] = int(oldPos + k);
                        m_fresh[index.als.size() + k] = 0;
                    }
                oldPos += std::size_t(m_count[n][h]);
                m_count[n][h] = int(bucket.size());
                index.als.insert(index.als.end(), bucket.begin(), bucket.end());
            }
    }
    // Step 4. Restricted commons of disjoint pairs with a fresh ALS i: the
    // ALSs j above i, and the ones below it that are not fresh (a pair of
    // two fresh ALSs is found from the lower one). Digit d is an RCC of i
    // and j when j's d cells all see i's (restrictedCommons): they lie in
    // i's seesAll[d]. So the ALSs holding d are filed by their first d cell,
    // and i looks only in the cells of seesAll[d].
    const std::size_t n = index.als.size();
    constexpr std::size_t kBuckets = 9 * kCells; // digit, first d cell
    m_at.assign(kBuckets + 1, 0);
    for (const Als& a : index.als)
        for (unsigned m = a.digits; m; m &= m - 1) {
            const auto d = std::size_t(std::countr_zero(m));
            ++m_at[d * kCells + std::size_t(a.cellsWith[d].first()) + 1];
        }
    for (std::size_t k = 0; k < kBuckets; ++k)
        m_at[k + 1] += m_at[k];
    m_holders.resize(static_cast<std::size_t>(m_at[kBuckets]));
    m_fill.assign(m_at.begin(), m_at.end() - 1);
    for (std::size_t i = 0; i < n; ++i)
        for (unsigned m = index.als[i].digits; m; m &= m - 1) {
            const auto d = std::size_t(std::countr_zero(m));
            const Als& a = index.als[i];
            m_holders[std::size_t(m_fill[d * kCells + std::size_t(a.cellsWith[d].first())]++)]
                = { int(i), a.cellsWith[d], a.cells };
        }
    m_rcc.assign(n, 0);
    m_pairs.clear();
    for (std::size_t i = 0; i < n; ++i) {
        if (!m_fresh[i])
            continue;
        const Als& a = index.als[i];
        m_touched.clear();
        for (unsigned m = a.digits; m; m &= m - 1) {
            const auto d = std::size_t(std::countr_zero(m));
            const CellSet& sees = a.seesAll[d];
            // Holders are filed by a live d cell, in index order: from the
            // bucket's end down (to the first ALS not above i when every
            // ALS is fresh).
            const CellSet live = sees & index.cellsWith[d];
            for (Cell c : live)
                for (int y = m_at[d * kCells + std::size_t(c) + 1] - 1; y >= m_at[d * kCells + std::size_t(c)]; --y) {
                    const Holder& h = m_holders[std::size_t(y)];
                    if (h.als <= int(i)) {
                        if (!incremental)
                            break;
                        if (h.als == int(i) || m_fresh[std::size_t(h.als)])
                            continue;
                    }
                    if (!h.dcells.isSubsetOf(sees) || h.cells.intersects(a.cells))
                        continue;
                    if (!m_rcc[std::size_t(h.als)])
                        m_touched.push_back(h.als);
                    m_rcc[std::size_t(h.als)] |= 1U << d;
                }
        }
        for (int j : m_touched) {
            m_pairs.push_back({ int(i), j, m_rcc[std::size_t(j)] });
            m_rcc[std::size_t(j)] = 0;
        }
    }
    // The pairs found, per ALS (both ends), each ALS's ascending.
    m_pairAt.assign(n + 1, 0);
    for (const Pair& p : m_pairs) {
        ++m_pairAt[std::size_t(p.i) + 1];
        ++m_pairAt[std::size_t(p.j) + 1];
    }
    for (std::size_t i = 0; i < n; ++i)
        m_pairAt[i + 1] += m_pairAt[i];
    m_byNode.resize(std::size_t(m_pairAt[n]));
    m_fill.assign(m_pairAt.begin(), m_pairAt.end() - 1);
    for (const Pair& p : m_pairs) {
        m_byNode[std::size_t(m_fill[std::size_t(p.i)]++)] = { p.i, p.j, p.rcc };
        m_byNode[std::size_t(m_fill[std::size_t(p.j)]++)] = { p.j, p.i, p.rcc };
    }
    for (std::size_t i = 0; i < n; ++i)
        std::sort(m_byNode.begin() + m_pairAt[i], m_byNode.begin() + m_pairAt[i + 1],
            [](const Pair& x, const Pair& y) { return x.j < y.j; });
    // Each list: the last one renumbered (for an ALS of an unchanged house,
    // less the ALSs of changed houses) merged with the pairs found now.
    std::swap(m_old, index.neighbours);
    index.neighbours.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        auto& list = index.neighbours[i];
        list.clear();
        const Pair* p = m_byNode.data() + m_pairAt[i];
        const Pair* const pEnd = m_byNode.data() + m_pairAt[i + 1];
        const auto addFound = [&](const Pair& q) {
            const Als& b = index.als[std::size_t(q.j)];
            list.push_back({ q.j, q.rcc, b.digits, b.cells });
        };
        if (m_newToOld[i] >= 0) {
            for (const AlsNeighbour& nb : m_old[std::size_t(m_newToOld[i])]) {
                const int j = m_oldToNew[std::size_t(nb.als)];
                if (j < 0)
                    continue;
                for (; p != pEnd && p->j < j; ++p)
                    addFound(*p);
                list.push_back({ j, nb.rcc, nb.digits, nb.cells });
            }
        }
        for (; p != pEnd; ++p)
            addFound(*p);
    }
}

} // namespace

AlsIndex buildAlsIndex(const State& s)
{
    IndexBuilder builder;
    AlsIndex index;
    builder.build(s, index);
    return index;
}

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
    thread_local IndexBuilder builder;
    thread_local bool valid = false;
    if (!valid || !(memo.state == ctx.state())) {
        valid = true;
        builder.build(ctx.state(), memo);
    }
    return memo;
}

} // namespace setwise
