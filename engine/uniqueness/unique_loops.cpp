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
#include "engine/tables.h"
#include "engine/uniqueness/uniqueness.h"

#include <bit>
#include <set>

namespace setwise::uniqueness
{

namespace
{

constexpr int kMaxLoop = 14; // cells

struct LoopSearch {
    explicit LoopSearch(const CellSet& cells)
        : ab(cells)
    {
    }
    CellSet ab; // cells holding a and b
    unsigned abMask = 0;
    const State* state = nullptr;
    int maxExtraCells = 2; // types 1, 3, 4: the cells with extras the type allows
    bool oneExtraDigit = false; // type 2: every extra one digit
    int extraCells = 0;
    unsigned extraDigits = 0;
    std::array<int, 27> count {}; // loop cells per house
    std::vector<Cell> path;
    CellSet in;
    std::set<std::vector<std::uint64_t>> found; // loops as cell-set words
    std::vector<CellSet> loops;

    static std::array<House, 3> housesOf(Cell c) { return { rowOf(c), 9 + colOf(c), 18 + boxOf(c) }; }

    void add(Cell c, int delta)
    {
        for (House h : housesOf(c))
            count[std::size_t(h)] += delta;
        in.set(c, delta > 0);
        if (delta > 0)
            path.push_back(c);
        else
            path.pop_back();
    }

    bool closed() const
    {
        for (int k : count)
            if (k != 0 && k != 2)
                return false;
        return true;
    }

    void extend()
    {
        if (int(path.size()) >= 6 && closed()) {
            std::vector<std::uint64_t> key;
            for (std::size_t w = 0; w < CellSet::kWords; ++w)
                key.push_back(in.word(w));
            if (found.insert(key).second)
                loops.push_back(in);
            return;
        }
        if (int(path.size()) >= kMaxLoop)
            return;
        const Cell c = path.back();
        for (House h : housesOf(c)) {
            if (count[std::size_t(h)] != 1)
                continue; // the step goes along a house holding only c so far
            for (Cell n : houseCells(h) & ab) {
                if (in.test(n) || n < path.front())
                    continue; // the first cell is the loop's smallest
                bool fits = true;
                for (House hn : housesOf(n))
                    fits = fits && count[std::size_t(hn)] < 2;
                if (!fits)
                    continue;
                // The type's limit on the cells with extras prunes the search.
                const unsigned extra = state->cellMask(n) & ~abMask;
                const unsigned digits = extraDigits | extra;
                if ((extra && extraCells + 1 > maxExtraCells) || (oneExtraDigit && std::popcount(digits) > 1))
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
    } else if (type == 2 && withExtras.count() >= 2 && std::popcount(extraDigits) == 1) {
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

} // namespace

void findUniqueLoops(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const int type = req.technique.back() - '0';
    const State& s = ctx.state();
    for (Digit a = 0; a < 9; ++a)
        for (Digit b = a + 1; b < 9; ++b) {
            LoopSearch search(ctx.cellsWith(a) & ctx.cellsWith(b));
            if (search.ab.count() < 6)
                continue;
            search.abMask = (1U << a) | (1U << b);
            search.state = &s;
            search.maxExtraCells = type == 1 ? 1 : type == 2 ? 81 : 2;
            search.oneExtraDigit = type == 2;
            for (Cell start : search.ab) {
                const unsigned extra = s.cellMask(start) & ~search.abMask;
                search.extraCells = extra != 0;
                search.extraDigits = extra;
                if ((type == 2 && std::popcount(extra) > 1) || search.extraCells > search.maxExtraCells)
                    continue;
                search.add(start, 1);
                search.extend();
                search.add(start, -1);
            }
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
