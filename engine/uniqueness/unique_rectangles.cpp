// SPDX-License-Identifier: GPL-3.0-or-later
// Unique rectangles, types 1-6, and the hidden rectangle (HoDoKu's Uniqueness
// Tests 1-6 and Hidden Rectangle), each as a virtual truth plus constraints.
//
// A UR: four empty cells of a rectangle in two boxes, digits a and b live in
// all four (or, HoDoKu's "missing candidates", one of them gone from some
// corner). The four cells cannot hold only a and b (a b / b a, the deadly
// pattern: its swap is a second solution of the state, or of the givens when
// a corner misses a or b; uniqueness.h), so
//
//     V = the live candidates of the four cells other than a and b
//
// holds at least one true candidate: the virtual truth (label "UR"). Each
// type below is V plus ordinary constraints, proved by the counting rule of
// evaluate() (R' is the effective rank of evaluate.h). C and D name the
// corners holding extras, A and B the bivalue ones.
//
//   type 1  only C has extras: V = extras of C. Base V, cover cell C: rank 0,
//           a and b go from C (one extra left: it is placed).
//   type 2  C and D share a house and have the same single extra x: V =
//           {xC, xD}. Base V, cover xH for each house H they share: rank 0
//           each (one reading per house), x goes from the rest of H.
//   type 5  two diagonal or three corners with the same single extra x:
//           V = x in them. Each x that sees all of V: base V, covers the
//           fewest of its own constraints holding V (seeAllReadings).
//   type 3  C and D share house H; their extras U and k-1 other cells S of H
//           hold exactly k digits Y (no a, b): bases V and the cells S,
//           covers yH for y in Y, rank 0: Y goes from the rest of H (a naked
//           subset with V as one "cell").
//   type 4  C and D share house H where a lives only in C and D: bases aH
//           and V, covers cells C and D, rank 0: b goes from C and D.
//   type 6  C and D diagonal, a lives in both rows (or both columns) only in
//           the rectangle. For C: base aR(D), V; covers aC(C), cells C, D:
//           rank 1, aC is in two covers (aC(C) and cell C): a goes from C.
//           The same for D; one reading each.
//   hidden  A bivalue, D its diagonal, a lives in D's row and column only in
//           the rectangle: bases aR(D), aC(D), V; covers the cells of B, C,
//           D: rank 0, aD is an endo fin; bD sees it and lies in cell D's
//           cover, so b goes from D.
// No type needs more than evaluate()'s rule (type 5 with three corners uses
// its effective rank, the hidden rectangle its fin clause); the one premise
// beyond the Sudoku rules is the virtual truth.
#include "engine/mask9.h"
#include "engine/tables.h"
#include "engine/uniqueness/uniqueness.h"

#include <algorithm>
#include <bit>
#include <map>

namespace setwise::uniqueness
{

namespace
{

struct Ur {
    Rectangle rect;
    Digit a, b;
    std::array<unsigned, 4> extra {}; // digits other than a, b per corner
    unsigned extraDigits = 0;
    int withExtras = 0;
    bool complete = true; // a and b live in all four corners
    VirtualBase truth;
};

std::string describe(const Ur& u)
{
    return "the cells " + cellName(u.rect.cells[0]) + ", " + cellName(u.rect.cells[1]) + ", "
        + cellName(u.rect.cells[2]) + ", " + cellName(u.rect.cells[3]) + " cannot hold only " + char('1' + u.a)
        + " and " + char('1' + u.b) + " (a deadly pattern: the puzzle would have a second solution), so one of "
        + virtualBaseName(u.truth) + " is true";
}

// True when constraint k's live candidates all lie in the rectangle.
bool onlyInRectangle(const Context& ctx, const Ur& u, Constraint k)
{
    for (Candidate x : ctx.liveIn(k))
        if (!u.truth.cells.test(cellOf(x)))
            return false;
    return true;
}

Candidate at(const Ur& u, int corner, Digit d)
{
    return candidateOf(u.rect.cells[std::size_t(corner)], d);
}

// The row and column constraints shared by corners i and j (and the box when
// they share one), for digit d.
std::vector<Constraint> sharedHouses(const Ur& u, int i, int j, Digit d)
{
    std::vector<Constraint> out;
    const Candidate x = at(u, i, d), y = at(u, j, d);
    for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
        if (Constraint k = sharedConstraint(x, y, kind); k >= 0)
            out.push_back(k);
    return out;
}

// The two corners with extras, when exactly two have them.
std::pair<int, int> extraPair(const Ur& u)
{
    int i = -1, j = -1;
    for (int k = 0; k < 4; ++k)
        if (u.extra[std::size_t(k)])
            (i < 0 ? i : j) = k;
    return { i, j };
}

Proposal type1(const Context& ctx, const Ur& u)
{
    Proposal p;
    for (int i = 0; i < 4; ++i)
        if (u.extra[std::size_t(i)])
            if (auto e = reading(ctx, {}, { cellConstraint(u.rect.cells[std::size_t(i)]) }, u.truth))
                p.readings.push_back(std::move(*e));
    return p;
}

std::vector<Proposal> type2(const Context& ctx, const Ur& u)
{
    const auto [i, j] = extraPair(u);
    if (diagonal(i) == j || kBits9[u.extraDigits] != 1)
        return {};
    Proposal p;
    const Digit x = std::countr_zero(u.extraDigits);
    for (Constraint k : sharedHouses(u, i, j, x))
        if (auto e = reading(ctx, {}, { k }, u.truth); e && e->eliminations.any())
            p.readings.push_back(std::move(*e));
    return { std::move(p) };
}

std::vector<Proposal> type5(const Context& ctx, const Ur& u)
{
    if (kBits9[u.extraDigits] != 1)
        return {};
    if (u.withExtras == 2) {
        const auto [i, j] = extraPair(u);
        if (diagonal(i) != j)
            return {};
    }
    return { Proposal { seeAllReadings(ctx, u.truth), {} } };
}

std::vector<Proposal> type3(const Context& ctx, const Ur& u)
{
    const auto [i, j] = extraPair(u);
    if (diagonal(i) == j)
        return {};
    const unsigned ab = (1U << u.a) | (1U << u.b);
    // The same subset (cells and digits) in the line and the box is one step
    // with a reading per house, like a locked pair.
    std::map<std::pair<unsigned, std::vector<Cell>>, Proposal> found;
    for (Constraint hk : sharedHouses(u, i, j, u.a)) {
        // The other empty cells of the house whose digits avoid a and b.
        const auto& ms = members(hk);
        std::vector<Cell> others;
        for (Candidate m : ms) {
            const Cell c = cellOf(m);
            if (c != u.rect.cells[std::size_t(i)] && c != u.rect.cells[std::size_t(j)] && ctx.state().isEmpty(c)
                && !(ctx.state().cellMask(c) & ab))
                others.push_back(c);
        }
        const int n = int(others.size());
        for (unsigned mask = 1; mask < (1U << n); ++mask) {
            unsigned digits = u.extraDigits;
            std::vector<Constraint> bases;
            std::vector<Cell> cells;
            for (int s = 0; s < n; ++s)
                if (mask & (1U << s)) {
                    digits |= ctx.state().cellMask(others[std::size_t(s)]);
                    bases.push_back(cellConstraint(others[std::size_t(s)]));
                    cells.push_back(others[std::size_t(s)]);
                }
            if (kBits9[digits] != kBits9[mask] + 1)
                continue;
            std::vector<Constraint> covers;
            for (Digit y = 0; y < 9; ++y)
                if (digits & (1U << y))
                    covers.push_back(houseConstraint(kindOf(hk), y, constraintHouse(hk)));
            if (auto e = reading(ctx, bases, covers, u.truth); e && e->eliminations.any())
                found[{ digits, cells }].readings.push_back(std::move(*e));
        }
    }
    std::vector<Proposal> out;
    for (auto& [key, p] : found)
        out.push_back(std::move(p));
    return out;
}

std::vector<Proposal> type4(const Context& ctx, const Ur& u)
{
    const auto [i, j] = extraPair(u);
    if (diagonal(i) == j)
        return {};
    std::vector<Proposal> out;
    for (Digit d : { u.a, u.b })
        for (Constraint hk : sharedHouses(u, i, j, d)) {
            if (!ctx.liveIn(hk).isSubsetOf(candidatesOf(cellConstraint(u.rect.cells[std::size_t(i)]))
                    | candidatesOf(cellConstraint(u.rect.cells[std::size_t(j)]))))
                continue; // d lives in the house only in the two corners
            const std::vector<Constraint> covers { cellConstraint(u.rect.cells[std::size_t(i)]),
                cellConstraint(u.rect.cells[std::size_t(j)]) };
            if (auto e = reading(ctx, { hk }, covers, u.truth); e && e->eliminations.any())
                out.push_back(Proposal { { std::move(*e) }, {} });
        }
    return out;
}

std::vector<Proposal> type6(const Context& ctx, const Ur& u)
{
    const auto [i, j] = extraPair(u);
    if (diagonal(i) != j)
        return {};
    std::vector<Proposal> out;
    for (Digit d : { u.a, u.b }) {
        for (ConstraintKind lines : { ConstraintKind::Row, ConstraintKind::Column }) {
            const ConstraintKind cross = lines == ConstraintKind::Row ? ConstraintKind::Column : ConstraintKind::Row;
            bool xWing = true;
            for (int k : { 0, 3 })
                xWing = xWing && onlyInRectangle(ctx, u, digitConstraint(lines, d, u.rect.cells[std::size_t(k)]));
            if (!xWing)
                continue;
            Proposal p;
            for (const auto& [c, other] : { std::pair { i, j }, std::pair { j, i } }) {
                const Cell cc = u.rect.cells[std::size_t(c)], dc = u.rect.cells[std::size_t(other)];
                const std::vector<Constraint> covers { digitConstraint(cross, d, cc), cellConstraint(cc),
                    cellConstraint(dc) };
                if (auto e = reading(ctx, { digitConstraint(lines, d, dc) }, covers, u.truth);
                    e && e->eliminations.any())
                    p.readings.push_back(std::move(*e));
            }
            out.push_back(std::move(p));
        }
    }
    return out;
}

std::vector<Proposal> hidden(const Context& ctx, const Ur& u)
{
    std::vector<Proposal> out;
    for (int i = 0; i < 4; ++i) {
        if (u.extra[std::size_t(i)])
            continue;
        const int dIndex = diagonal(i);
        const Cell dc = u.rect.cells[std::size_t(dIndex)];
        for (Digit d : { u.a, u.b }) {
            const Constraint row = digitConstraint(ConstraintKind::Row, d, dc);
            const Constraint col = digitConstraint(ConstraintKind::Column, d, dc);
            if (!onlyInRectangle(ctx, u, row) || !onlyInRectangle(ctx, u, col))
                continue;
            const std::vector<Constraint> covers { cellConstraint(u.rect.cells[std::size_t(rowMate(dIndex))]),
                cellConstraint(u.rect.cells[std::size_t(columnMate(dIndex))]), cellConstraint(dc) };
            if (auto e = reading(ctx, { row, col }, covers, u.truth); e && e->eliminations.any())
                out.push_back(Proposal { { std::move(*e) }, {} });
        }
    }
    return out;
}

// SudokuWiki's Hidden Unique Rectangle type 2 (and 2B): two bivalue corners
// (the floor) and two corners with extras (the roof) in one line. When a lives
// in the cross line of roof R only in R and its floor F_R, the other roof S
// cannot be b: S = b puts a in S's floor F_S (its cell), so a leaves F_R (the
// floor line) and goes to R (the strong link), and R = a, S = b leaves V
// empty. Truths: cell F_S, aH (H the cross line of R), V; links: b in the
// cross line of S, a in the floor line, cells R and S: rank 1, bS lies in two.
std::vector<Proposal> hiddenType2(const Context& ctx, const Ur& u)
{
    const auto [i, j] = extraPair(u);
    if (diagonal(i) == j)
        return {};
    // The roofs share a row (i, j = rowMate) or a column; each roof's floor mate
    // is across the other line.
    const bool rowRoof = rowMate(i) == j;
    const ConstraintKind cross = rowRoof ? ConstraintKind::Column : ConstraintKind::Row;
    const ConstraintKind floorLine = rowRoof ? ConstraintKind::Row : ConstraintKind::Column;
    const auto mate = [&](int k) { return rowRoof ? columnMate(k) : rowMate(k); };
    std::vector<Proposal> out;
    for (const auto& [r, sRoof] : { std::pair { i, j }, std::pair { j, i } })
        for (Digit d : { u.a, u.b }) {
            const Digit e = d == u.a ? u.b : u.a;
            const Cell rc = u.rect.cells[std::size_t(r)], sc = u.rect.cells[std::size_t(sRoof)];
            const Cell fr = u.rect.cells[std::size_t(mate(r))], fs = u.rect.cells[std::size_t(mate(sRoof))];
            const Constraint strong = digitConstraint(cross, d, rc);
            if (ctx.liveCount(strong) != 2 || !ctx.state().isLive(candidateOf(fr, d))
                || !ctx.state().isLive(candidateOf(sc, e)))
                continue;
            const std::vector<Constraint> covers { digitConstraint(cross, e, sc), digitConstraint(floorLine, d, fr),
                cellConstraint(rc), cellConstraint(sc) };
            if (auto ev = reading(ctx, { cellConstraint(fs), strong }, covers, u.truth); ev && ev->eliminations.any())
                out.push_back(Proposal { { std::move(*ev) }, {} });
        }
    return out;
}

// Every UR of the state: four empty cells, each holding a or b, one of them
// exactly a and b (HoDoKu's starting corner). Corners that miss a or b (an
// earlier step removed it) are allowed, as in HoDoKu: the swap is then a
// second solution of the givens rather than of the state (see uniqueness.h).
// Calls f with each UR that `wants` (its corners with extras, and whether a
// and b live in all four) until f returns false.
template <typename W, typename F> void forEachUr(const Context& ctx, W wants, F f)
{
    const State& s = ctx.state();
    // Each cell's live digits (a cell constraint's members are its digits in
    // order), and a code: bit 0 for an empty cell, bit 1 for an empty
    // bivalue one. A rectangle needs four empty corners, and one bivalue
    // corner for a pair: the others are passed over at once.
    std::array<unsigned, kCells> masks {};
    std::array<unsigned char, kCells> code {};
    for (Cell c = 0; c < kCells; ++c) {
        masks[std::size_t(c)] = ctx.liveMask(cellConstraint(c));
        code[std::size_t(c)]
            = static_cast<unsigned char>(s.isEmpty(c) ? 1U | unsigned(kBits9[masks[std::size_t(c)]] == 2) << 1 : 0U);
    }
    for (const Rectangle& r : rectangles()) {
        const unsigned c0 = code[std::size_t(r.cells[0])], c1 = code[std::size_t(r.cells[1])],
                       c2 = code[std::size_t(r.cells[2])], c3 = code[std::size_t(r.cells[3])];
        if (!(c0 & c1 & c2 & c3 & 1U) || !((c0 | c1 | c2 | c3) & 2U))
            continue;
        // The pairs: the digits of each bivalue corner (HoDoKu's starting corner).
        std::array<unsigned, 4> pairs {};
        int n = 0;
        for (Cell c : r.cells) {
            const unsigned ab = masks[std::size_t(c)];
            if (kBits9[ab] == 2 && std::find(pairs.begin(), pairs.begin() + n, ab) == pairs.begin() + n)
                pairs[std::size_t(n++)] = ab;
        }
        for (int p = 0; p < n; ++p) {
            const unsigned ab = pairs[std::size_t(p)];
            Ur u;
            u.rect = r;
            u.a = std::countr_zero(ab);
            u.b = 31 - std::countl_zero(ab);
            bool each = true;
            for (int k = 0; k < 4; ++k) {
                const unsigned m = masks[std::size_t(r.cells[std::size_t(k)])];
                each = each && (m & ab);
                u.complete = u.complete && (m & ab) == ab;
                u.extra[std::size_t(k)] = m & ~ab;
                u.extraDigits |= u.extra[std::size_t(k)];
                u.withExtras += u.extra[std::size_t(k)] != 0;
            }
            if (!each || u.withExtras == 0)
                continue; // no UR, or a deadly pattern already (the state has no solution or several)
            if (!wants(u))
                continue;
            for (int k = 0; k < 4; ++k)
                for (Digit d = 0; d < 9; ++d)
                    if (u.extra[std::size_t(k)] & (1U << d))
                        u.truth.candidates.set(candidateOf(r.cells[std::size_t(k)], d));
            u.truth.label = "UR";
            u.truth.cells = r.cellSet();
            u.truth.digits = ab;
            if (!f(u))
                return;
        }
    }
}

} // namespace

void findUniqueRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const int type = req.technique.back() - '0';
    const auto wants = [&](const Ur& u) {
        return type == 1 ? u.withExtras == 1 : type == 5 ? u.withExtras == 2 || u.withExtras == 3 : u.withExtras == 2;
    };
    forEachUr(ctx, wants, [&](const Ur& u) {
        std::vector<Proposal> ps;
        if (type == 1 && u.withExtras == 1)
            ps.push_back(type1(ctx, u));
        else if (type == 2 && u.withExtras == 2)
            ps = type2(ctx, u);
        else if (type == 3 && u.withExtras == 2)
            ps = type3(ctx, u);
        else if (type == 4 && u.withExtras == 2)
            ps = type4(ctx, u);
        else if (type == 5 && (u.withExtras == 2 || u.withExtras == 3))
            ps = type5(ctx, u);
        else if (type == 6 && u.withExtras == 2)
            ps = type6(ctx, u);
        for (Proposal& p : ps) {
            p.justification = describe(u);
            p.givensCheck = !u.complete;
            if (!emit(ctx, req, sink, std::move(p)))
                return false;
        }
        return true;
    });
}

void findHiddenRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const bool type2 = req.technique == "hidden-unique-rectangle-2";
    const auto wants = [&](const Ur& u) { return !type2 || (u.withExtras == 2 && u.complete); };
    forEachUr(ctx, wants, [&](const Ur& u) {
        if (type2 && (u.withExtras != 2 || !u.complete))
            return true;
        for (Proposal& p : type2 ? hiddenType2(ctx, u) : hidden(ctx, u)) {
            p.justification = describe(u);
            p.givensCheck = !u.complete;
            if (!emit(ctx, req, sink, std::move(p)))
                return false;
        }
        return true;
    });
}

} // namespace setwise::uniqueness
