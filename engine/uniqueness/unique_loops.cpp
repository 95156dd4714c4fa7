// SPDX-License-Identifier: GPL-3.0-or-later
// Unique loops of 6 or more cells, types 1-4 (Sudoku Explainer's UniqueLoops,
// SE 4.6 for 6 cells, 4.7 for 8, 5.0 from 10), as virtual truths (see
// uniqueness.h).
//
// A loop: 6, 8, ... empty cells, each with a and b live, such that every row,
// column and box holding one of them holds exactly two (so consecutive cells
// share a house, and no house holds three). Were they to hold only a and b,
// each house's two cells would hold a and b, and swapping a and b in all of
// them keeps every house: a second solution of the state. So
//
//     V = the live candidates of the loop's cells other than a and b
//
// holds a true candidate (label "UL"). The types are those of the rectangle:
//   type 1  one cell C with extras: base V, cover cell C, rank 0.
//   type 2  every extra is one digit x: each x seeing all of V goes.
//   type 3  two cells with extras in one house: V as one cell of a naked
//           subset of that house (subsetReadings).
//   type 4  two cells with extras in one house where a (or b) lives only in
//           them: b (or a) goes from both (lockedDigitReadings).
// The search: from each cell, paths through the cells holding a and b, each
// step along a house that holds one cell of the path so far, no house three;
// a path whose houses all hold two cells is a loop.
#include "engine/mask9.h"
#include "engine/tables.h"
#include "engine/uniqueness/uniqueness.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <optional>

namespace setwise::uniqueness
{

namespace
{

constexpr int kMaxLoop = 14; // cells

// The cells of each house by position, ascending (row: by column, column: by
// row, box: row by row).
constexpr auto kHouseCell = [] {
    std::array<std::array<Cell, 9>, 27> t {};
    for (int i = 0; i < 9; ++i)
        for (int j = 0; j < 9; ++j) {
            t[std::size_t(i)][std::size_t(j)] = cellAt(i, j);
            t[std::size_t(9 + i)][std::size_t(j)] = cellAt(j, i);
            t[std::size_t(18 + i)][std::size_t(j)] = boxCell(i, j);
        }
    return t;
}();

// A cell's houses (row, column, box) and its position in each.
struct Place {
    House house;
    int position;
};
constexpr std::array<Place, 3> placesOf(Cell c)
{
    const int r = rowOf(c), col = colOf(c);
    return { { { r, col }, { 9 + col, r }, { 18 + boxOf(c), 3 * (r % 3) + col % 3 } } };
}

struct LoopSearch {
    // The cells the loops may use: those holding a and b, less every cell
    // alone in one of its houses among them (a loop holds two cells of each of
    // its houses), until none is.
    explicit LoopSearch(const CellSet& cells)
    {
        for (Cell c : cells)
            for (const Place& p : placesOf(c))
                usable[std::size_t(p.house)] |= 1U << p.position;
        size = cells.count();
        for (Cell c : cells)
            if (isUsable(c) && !isLoopCell(c))
                drop(c);
    }
    std::array<unsigned, 27> usable {}; // the usable cells of each house, by position
    int size = 0; // how many
    bool isUsable(Cell c) const
    {
        const Place p = placesOf(c)[0];
        return usable[std::size_t(p.house)] & (1U << p.position);
    }
    bool isLoopCell(Cell c) const
    {
        for (const Place& p : placesOf(c))
            if (kBits9[usable[std::size_t(p.house)]] < 2)
                return false;
        return true;
    }
    // c is no longer usable, nor the cells then alone in a house.
    void drop(Cell c)
    {
        --size;
        for (const Place& p : placesOf(c))
            usable[std::size_t(p.house)] &= ~(1U << p.position);
        for (const Place& p : placesOf(c))
            if (const unsigned rest = usable[std::size_t(p.house)]; kBits9[rest] == 1)
                drop(kHouseCell[std::size_t(p.house)][std::size_t(std::countr_zero(rest))]);
    }
    unsigned abMask = 0;
    const std::array<unsigned, kCells>* masks = nullptr; // each cell's live candidates
    int maxExtraCells = 2; // types 1, 3, 4: the cells with extras the type allows
    bool oneExtraDigit = false; // type 2: every extra one digit
    int extraCells = 0;
    unsigned extraDigits = 0;
    std::array<int, 27> count {}; // loop cells per house (0, 1 or 2)
    std::array<unsigned, 27> inIn {}; // those cells, by position
    int open = 0; // houses holding one loop cell
    std::vector<Cell> path;
    CellSet in;
    std::vector<CellSet> loops; // in the order found, each once

    void add(Cell c, int delta)
    {
        for (const Place& p : placesOf(c)) {
            int& k = count[std::size_t(p.house)];
            open -= k == 1;
            k += delta;
            open += k == 1;
            inIn[std::size_t(p.house)] ^= 1U << p.position;
        }
        in.set(c, delta > 0);
        if (delta > 0)
            path.push_back(c);
        else
            path.pop_back();
    }

    // Each house holding loop cells holds two.
    bool closed() const { return open == 0; }

    void extend()
    {
        if (int(path.size()) >= 6 && closed()) {
            if (std::find(loops.begin(), loops.end(), in) == loops.end())
                loops.push_back(in);
            return;
        }
        // A cell added along a house holding one cell closes that house and
        // at most its two others: a path that cannot close every open house
        // within kMaxLoop cells is no loop's beginning.
        if (int(path.size()) + (open + 2) / 3 > kMaxLoop)
            return;
        for (const Place& at : placesOf(path.back())) {
            const auto h = std::size_t(at.house);
            if (count[h] != 1)
                continue; // the step goes along a house holding only the last cell so far
            for (unsigned next = usable[h] & ~inIn[h]; next; next &= next - 1) {
                const Cell n = kHouseCell[h][std::size_t(std::countr_zero(next))];
                if (n < path.front())
                    continue; // the first cell is the loop's smallest
                bool fits = true;
                for (const Place& p : placesOf(n))
                    fits = fits && count[std::size_t(p.house)] < 2;
                if (!fits)
                    continue;
                // The type's limit on the cells with extras prunes the search.
                const unsigned extra = (*masks)[std::size_t(n)] & ~abMask;
                const unsigned digits = extraDigits | extra;
                if ((extra && extraCells + 1 > maxExtraCells) || (oneExtraDigit && kBits9[digits] > 1))
                    continue;
                const unsigned before = extraDigits;
                extraCells += extra != 0;
                extraDigits = digits;
                add(n, 1);
                extend();
                add(n, -1);
                extraCells -= extra != 0;
                extraDigits = before;
            }
        }
    }
};

// The proposals of one loop for the type asked.
std::vector<Proposal> loopProposals(const Context& ctx, int type, const CellSet& loop, const VirtualBase& v)
{
    CellSet withExtras;
    unsigned extraDigits = 0;
    for (Candidate x : v.candidates) {
        withExtras.set(cellOf(x));
        extraDigits |= 1U << digitOf(x);
    }
    std::vector<Proposal> out;
    if (type == 1 && withExtras.count() == 1) {
        if (auto e = reading(ctx, {}, { cellConstraint(withExtras.first()) }, v))
            out.push_back(Proposal { { std::move(*e) }, {} });
    } else if (type == 2 && withExtras.count() >= 2 && kBits9[extraDigits] == 1) {
        out.push_back(Proposal { seeAllReadings(ctx, v), {} });
    } else if ((type == 3 || type == 4) && withExtras.count() == 2) {
        VirtualBase inTwo = v;
        inTwo.cells = withExtras; // the house search and the digit test read the two cells
        for (House h : { rowOf(withExtras.first()), 9 + colOf(withExtras.first()), 18 + boxOf(withExtras.first()) }) {
            if (!(withExtras - houseCells(h)).none())
                continue;
            for (Evaluation& e : type == 3 ? subsetReadings(ctx, inTwo, h) : lockedDigitReadings(ctx, inTwo, h)) {
                e.virtualBases.front().cells = loop; // drawn as the whole loop
                out.push_back(Proposal { { std::move(e) }, {} });
            }
        }
    }
    return out;
}

// Per thread, per search kind (type 1, type 2, types 3 and 4: the search
// differs only in the limits on extras) and digit pair: the cells holding
// both digits, with their live digits, the last time the search found no
// loop. The search reads nothing else (LoopSearch: the cells, their masks,
// the kind's limits), so the same cells with the same digits find no loop
// again, and are not searched.
class NoLoopMemo
{
public:
    struct Key {
        CellSet cells;
        std::array<std::uint64_t, 12> masks {}; // the cells' masks in cell order, 7 to a word
        friend bool operator==(const Key&, const Key&) = default;
    };
    static Key keyOf(const CellSet& cells, const std::array<unsigned, kCells>& masks)
    {
        Key key { cells, {} };
        int i = 0;
        for (Cell c : cells) {
            key.masks[std::size_t(i / 7)] |= std::uint64_t(masks[std::size_t(c)]) << (9 * (i % 7));
            ++i;
        }
        return key;
    }
    std::optional<Key>& at(int type, Digit a, Digit b)
    {
        const int kind = type == 1 ? 0 : type == 2 ? 1 : 2;
        return m_keys[std::size_t(kind)][std::size_t(a * 9 + b)];
    }

private:
    std::array<std::array<std::optional<Key>, 81>, 3> m_keys {};
};

thread_local NoLoopMemo t_noLoops;

} // namespace

void findUniqueLoops(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const int type = req.technique.back() - '0';
    const State& s = ctx.state();
    std::array<unsigned, kCells> masks {}; // a cell constraint's members are its digits in order
    for (Cell c = 0; c < kCells; ++c)
        masks[std::size_t(c)] = ctx.liveMask(cellConstraint(c));
    for (Digit a = 0; a < 9; ++a)
        for (Digit b = a + 1; b < 9; ++b) {
            const CellSet both = ctx.cellsWith(a) & ctx.cellsWith(b);
            if (both.count() < 6)
                continue;
            const NoLoopMemo::Key key = NoLoopMemo::keyOf(both, masks);
            std::optional<NoLoopMemo::Key>& noLoops = t_noLoops.at(type, a, b);
            if (noLoops == key)
                continue;
            LoopSearch search(both);
            search.abMask = (1U << a) | (1U << b);
            search.masks = &masks;
            search.maxExtraCells = type == 1 ? 1 : type == 2 ? 81 : 2;
            search.oneExtraDigit = type == 2;
            // The loops whose smallest cell is `start` use the cells from it
            // on: each start is dropped after its turn.
            for (Cell start : both) {
                if (search.size < 6)
                    break;
                if (!search.isUsable(start))
                    continue;
                const unsigned extra = masks[std::size_t(start)] & ~search.abMask;
                search.extraCells = extra != 0;
                search.extraDigits = extra;
                if ((type != 2 || kBits9[extra] <= 1) && search.extraCells <= search.maxExtraCells) {
                    search.add(start, 1);
                    search.extend();
                    search.add(start, -1);
                }
                search.drop(start);
            }
            if (search.loops.empty())
                noLoops = key;
            for (const CellSet& loop : search.loops) {
                VirtualBase v { {}, "UL", loop, (1U << a) | (1U << b) };
                for (Cell c : loop)
                    for (Digit d = 0; d < 9; ++d)
                        if (d != a && d != b && (s.cellMask(c) & (1U << d)))
                            v.candidates.set(candidateOf(c, d));
                if (v.candidates.none())
                    continue; // a deadly pattern already: no solution or several
                std::vector<Proposal> ps = loopProposals(ctx, type, loop, v);
                if (ps.empty())
                    continue;
                const std::string why = "the cells " + cellsText(loop) + " cannot hold only " + char('1' + a) + " and "
                    + char('1' + b) + " (each house holding one of them holds two: swapping " + char('1' + a) + " and "
                    + char('1' + b) + " would give a second solution), so one of " + virtualBaseName(v) + " is true";
                for (Proposal& p : ps) {
                    p.justification = why;
                    if (!emit(ctx, req, sink, std::move(p)))
                        return;
                }
            }
        }
}

} // namespace setwise::uniqueness
