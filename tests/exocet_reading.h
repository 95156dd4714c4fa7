// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The tests' own reading of the Exocet rules (docs/patterns.md: the JExocet
// Compendium, David P. Bird, 2012-2014, and SudokuWiki's Exocet and Double
// Exocet pages), written apart from engine/exotic/ on plain cell numbers and
// digit masks: from a Junior or Senior Exocet's cells and a state, the rules
// in the order docs/patterns.md gives, in rounds, each with its eliminations.
// tst_pattern_exocet compares that list with a step's pattern argument.

#include "engine/state.h"

#include <array>
#include <bit>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace setwise::test::exocet
{

using Elims = std::set<int>; // candidate numbers, cell * 9 + digit (0-based)

inline int rowOfCell(int c)
{
    return c / 9;
}
inline int colOfCell(int c)
{
    return c % 9;
}
inline int boxOfCell(int c)
{
    return c / 27 * 3 + c % 9 / 3;
}
inline bool same(int a, int b)
{
    return rowOfCell(a) == rowOfCell(b) || colOfCell(a) == colOfCell(b) || boxOfCell(a) == boxOfCell(b);
}
// Two different cells that share a row, column or box.
inline bool seeEach(int a, int b)
{
    return a != b && same(a, b);
}
// The cells of house h: rows 0-8, columns 9-17, boxes 18-26.
inline std::vector<int> houseOf(int h)
{
    std::vector<int> out;
    for (int c = 0; c < 81; ++c)
        if ((h < 9 && rowOfCell(c) == h) || (h >= 9 && h < 18 && colOfCell(c) == h - 9)
            || (h >= 18 && boxOfCell(c) == h - 18))
            out.push_back(c);
    return out;
}
inline bool inHouse(int h, int c)
{
    return h < 9 ? rowOfCell(c) == h : h < 18 ? colOfCell(c) == h - 9 : boxOfCell(c) == h - 18;
}

// The candidates: a mask of live digits per empty cell, the digit of a filled one.
struct Grid {
    std::array<unsigned, 81> live {};
    std::array<int, 81> filled {};
    bool has(int c, int d) const { return filled[c] >= 0 ? filled[c] == d : (live[c] >> d & 1U); }
    unsigned mask(int c) const { return filled[c] >= 0 ? 1U << filled[c] : live[c]; }
    bool empty(int c) const { return filled[c] < 0; }
    void drop(const Elims& xs)
    {
        for (int x : xs)
            live[x / 9] &= ~(1U << (x % 9));
    }
};

inline Grid gridOf(const State& s)
{
    Grid g;
    for (int c = 0; c < 81; ++c) {
        g.filled[c] = s.isEmpty(c) ? -1 : s.digit(c);
        if (s.isEmpty(c))
            for (int d = 0; d < 9; ++d)
                if (s.isLive(candidateOf(c, d)))
                    g.live[c] |= 1U << d;
    }
    return g;
}

// An Exocet read from its base cells and targets: the band is that of the
// base cells' mini-line; in a band of rows the cross-lines are columns.
struct Shape {
    bool rowBand = true;
    int b1 = 0, b2 = 0;
    std::array<int, 2> t {};
    int baseLine = 0; // the base cells' row (row band) or column
    std::array<int, 3> cross {}; // positions of the base box's cross-line, T1's, T2's
    bool senior = false;
    unsigned digits = 0; // the base cells' digits when read

    int line(int c) const { return rowBand ? rowOfCell(c) : colOfCell(c); }
    int pos(int c) const { return rowBand ? colOfCell(c) : rowOfCell(c); }
    int at(int ln, int ps) const { return rowBand ? ln * 9 + ps : ps * 9 + ln; }
    bool inBand(int c) const { return line(c) / 3 == baseLine / 3; }
    // Cross-line i as a house number.
    int crossHouse(int i) const { return rowBand ? 9 + cross[i] : cross[i]; }
    // The S cells: the cross-lines outside the band, targets excepted.
    std::vector<int> sCells() const
    {
        std::vector<int> out;
        for (int c = 0; c < 81; ++c)
            if (!inBand(c) && c != t[0] && c != t[1]
                && (pos(c) == cross[0] || pos(c) == cross[1] || pos(c) == cross[2]))
                out.push_back(c);
        return out;
    }
    // Target k's mirror node (Junior): the other target's box cells in the other target's line, but it.
    std::vector<int> mirror(int k) const
    {
        const int o = t[1 - k];
        std::vector<int> out;
        for (int c = 0; c < 81; ++c)
            if (c != o && line(c) == line(o) && boxOfCell(c) == boxOfCell(o))
                out.push_back(c);
        return out;
    }
};

inline Shape shapeOf(const State& s, int b1, int b2, int t1, int t2)
{
    Shape x;
    x.rowBand = rowOfCell(b1) == rowOfCell(b2);
    x.b1 = b1;
    x.b2 = b2;
    x.t = { t1, t2 };
    x.baseLine = x.line(b1);
    const int first = x.pos(b1) / 3 * 3;
    for (int p = first; p < first + 3; ++p)
        if (p != x.pos(b1) && p != x.pos(b2))
            x.cross[0] = p;
    x.cross[1] = x.pos(t1);
    x.cross[2] = x.pos(t2);
    x.senior = !x.inBand(t1) || !x.inBand(t2);
    x.digits = gridOf(s).mask(b1) | gridOf(s).mask(b2);
    return x;
}

// Whether all of `cells` lie in one house (true for none).
inline bool inOneHouse(const std::vector<int>& cells)
{
    if (cells.empty())
        return true;
    for (int h = 0; h < 27; ++h) {
        bool all = true;
        for (int c : cells)
            all = all && inHouse(h, c);
        if (all)
            return true;
    }
    return false;
}

// The pairs of houses that hold all of `cells` when no single house does.
inline std::vector<std::pair<int, int>> twoHouses(const std::vector<int>& cells)
{
    std::vector<std::pair<int, int>> out;
    if (inOneHouse(cells))
        return out;
    for (int a = 0; a < 27; ++a)
        for (int b = a + 1; b < 27; ++b) {
            bool all = true;
            for (int c : cells)
                all = all && (inHouse(a, c) || inHouse(b, c));
            if (all)
                out.emplace_back(a, b);
        }
    return out;
}

inline std::vector<int> sCellsOf(const Shape& x, const Grid& g, int d)
{
    std::vector<int> out;
    for (int c : x.sCells())
        if (g.has(c, d))
            out.push_back(c);
    return out;
}

// The pattern's conditions: empty base cells holding 3 or 4 digits, empty
// targets, clean companions (Junior) or clean band cells of the targets'
// cross-lines (Senior), each base digit's S cells in at most two houses.
inline bool holds(const Shape& x, const Grid& g)
{
    if (!g.empty(x.b1) || !g.empty(x.b2) || !g.empty(x.t[0]) || !g.empty(x.t[1]))
        return false;
    if (std::popcount(x.digits) < 3 || std::popcount(x.digits) > 4)
        return false;
    for (int k = 0; k < 2; ++k)
        for (int c = 0; c < 81; ++c)
            if (x.inBand(c) && x.pos(c) == x.cross[k + 1] && x.line(c) != x.baseLine && c != x.t[k]
                && (g.mask(c) & x.digits))
                return false;
    for (int d = 0; d < 9; ++d) {
        const auto cells = sCellsOf(x, g, d);
        if ((x.digits >> d & 1U) && !inOneHouse(cells) && twoHouses(cells).empty())
            return false;
    }
    return true;
}

struct RuleResult {
    std::string rule;
    Elims eliminations;
};

// One assignment: base cells' digits, then the targets'.
struct Assignment {
    int b1, b2, t1, t2;
};

// The compatibility test: each target can hold its digit, (Junior) so can its
// mirror node, and each digit u with T_k = u has an S cell in the base box's
// cross-line and one in the other target's cross-line in two different rows
// and columns and boxes (Senior: neither seeing T_k), the two digits using
// different cells of the base box's cross-line.
inline std::vector<Assignment> keptAssignments(const Shape& x, const Grid& g)
{
    auto startsOf = [&](int u, int k) {
        std::set<int> out;
        for (int p : sCellsOf(x, g, u)) {
            if (x.pos(p) != x.cross[0] || (x.senior && same(p, x.t[k])))
                continue;
            for (int q : sCellsOf(x, g, u))
                if (x.pos(q) == x.cross[2 - k] && !same(p, q) && !(x.senior && same(q, x.t[k])))
                    out.insert(p);
        }
        return out;
    };
    std::vector<Assignment> out;
    for (int a = 0; a < 9; ++a)
        for (int b = 0; b < 9; ++b) {
            if (a == b || !g.has(x.b1, a) || !g.has(x.b2, b))
                continue;
            for (int swap = 0; swap < 2; ++swap) {
                const int d[2] = { swap ? b : a, swap ? a : b };
                bool ok = g.has(x.t[0], d[0]) && g.has(x.t[1], d[1]);
                for (int k = 0; k < 2 && ok && !x.senior; ++k) {
                    bool held = false;
                    for (int m : x.mirror(k))
                        held = held || g.has(m, d[k]);
                    ok = held;
                }
                if (!ok)
                    continue;
                const auto s0 = startsOf(d[0], 0), s1 = startsOf(d[1], 1);
                std::set<int> both = s0;
                both.insert(s1.begin(), s1.end());
                if (!s0.empty() && !s1.empty() && both.size() >= 2)
                    out.push_back({ a, b, d[0], d[1] });
            }
        }
    return out;
}

// The cover-house rule for digit u, true in the Exocet: u is false in every
// cell of two houses holding u's S cells, outside them.
inline Elims coverHouseRule(const Shape& x, const Grid& g, int u)
{
    Elims out;
    const auto cells = sCellsOf(x, g, u);
    for (const auto& [a, b] : twoHouses(cells))
        for (int c = 0; c < 81; ++c)
            if ((inHouse(a, c) || inHouse(b, c)) && g.empty(c) && g.has(c, u)
                && std::find(cells.begin(), cells.end(), c) == cells.end())
                out.insert(c * 9 + u);
    return out;
}

// The rules of one round on the grid, in order, those that eliminate.
inline std::vector<RuleResult> oneRound(const Shape& x, const Grid& g)
{
    std::vector<RuleResult> out;
    auto add = [&](const char* id, const Elims& e) {
        if (!e.empty())
            out.push_back({ id, e });
    };
    auto live = [&](int c, int d) { return g.empty(c) && g.has(c, d); };
    const int cells4[4] = { x.b1, x.b2, x.t[0], x.t[1] };
    const unsigned baseNow = g.mask(x.b1) | g.mask(x.b2);
    Elims e;
    // target-non-base
    for (int k = 0; k < 2; ++k)
        for (int d = 0; d < 9; ++d)
            if (live(x.t[k], d) && !(baseNow >> d & 1U))
                e.insert(x.t[k] * 9 + d);
    add("exocet-target-non-base", e);
    // one-cover-house
    e.clear();
    for (int d = 0; d < 9; ++d)
        if ((x.digits >> d & 1U) && inOneHouse(sCellsOf(x, g, d)))
            for (int c : cells4)
                if (live(c, d))
                    e.insert(c * 9 + d);
    add("exocet-one-cover-house", e);
    // cross-line-cover-house
    e.clear();
    for (int k = 0; k < 2; ++k)
        for (int d = 0; d < 9; ++d) {
            if (!(x.digits >> d & 1U) || !live(x.t[k], d))
                continue;
            std::vector<int> on, off;
            for (int c : sCellsOf(x, g, d))
                (x.pos(c) == x.cross[k + 1] ? on : off).push_back(c);
            if (!on.empty() && inOneHouse(off))
                e.insert(x.t[k] * 9 + d);
        }
    add("exocet-cross-line-cover-house", e);
    // mirror-node
    e.clear();
    for (int k = 0; k < 2 && !x.senior; ++k)
        for (int d = 0; d < 9; ++d) {
            bool held = false;
            for (int m : x.mirror(k))
                held = held || g.has(m, d);
            if ((x.digits >> d & 1U) && live(x.t[k], d) && !held)
                e.insert(x.t[k] * 9 + d);
        }
    add("exocet-mirror-node", e);
    // other-target
    e.clear();
    for (int k = 0; k < 2; ++k) {
        const unsigned m = g.mask(x.t[k]) & x.digits;
        if (std::popcount(m) == 1 && live(x.t[1 - k], std::countr_zero(m)))
            e.insert(x.t[1 - k] * 9 + std::countr_zero(m));
    }
    add("exocet-other-target", e);
    // base-not-in-targets
    e.clear();
    for (int d = 0; d < 9; ++d)
        if (!g.has(x.t[0], d) && !g.has(x.t[1], d))
            for (int c : { x.b1, x.b2 })
                if (live(c, d))
                    e.insert(c * 9 + d);
    add("exocet-base-not-in-targets", e);
    // mirror-node-single-cell
    e.clear();
    for (int k = 0; k < 2 && !x.senior; ++k) {
        const unsigned tk = g.mask(x.t[k]) & baseNow;
        std::vector<int> holders;
        for (int m : x.mirror(k))
            if (g.mask(m) & tk)
                holders.push_back(m);
        if (holders.size() == 1 && g.empty(holders[0]))
            for (int d = 0; d < 9; ++d)
                if (live(holders[0], d) && !(tk >> d & 1U))
                    e.insert(holders[0] * 9 + d);
    }
    add("exocet-mirror-node-single-cell", e);
    // compatibility
    const auto kept = keptAssignments(x, g);
    if (kept.empty())
        return out;
    e.clear();
    for (int i = 0; i < 4; ++i)
        for (int d = 0; d < 9; ++d) {
            bool used = false;
            for (const Assignment& a : kept)
                used = used || (i == 0 ? a.b1 : i == 1 ? a.b2 : i == 2 ? a.t1 : a.t2) == d;
            if ((x.digits >> d & 1U) && live(cells4[i], d) && !used)
                e.insert(cells4[i] * 9 + d);
        }
    add("exocet-compatibility", e);
    unsigned known = 0x1FF;
    for (const Assignment& a : kept)
        known &= (1U << a.b1) | (1U << a.b2);
    if (!known)
        return out;
    // known-base-digit-peers
    e.clear();
    for (int d = 0; d < 9; ++d)
        for (int c = 0; c < 81; ++c)
            if ((known >> d & 1U) && live(c, d)
                && ((seeEach(c, x.b1) && seeEach(c, x.b2)) || (seeEach(c, x.t[0]) && seeEach(c, x.t[1]))))
                e.insert(c * 9 + d);
    add("exocet-known-base-digit-peers", e);
    // known-cover-house
    e.clear();
    for (int d = 0; d < 9; ++d)
        if (known >> d & 1U)
            for (int c : coverHouseRule(x, g, d))
                e.insert(c);
    add("exocet-known-cover-house", e);
    // known-s-cell
    e.clear();
    for (int d = 0; d < 9; ++d) {
        if (!(known >> d & 1U))
            continue;
        const auto cells = sCellsOf(x, g, d);
        for (int c : cells) {
            bool seesAll = true;
            for (int o : cells)
                seesAll = seesAll && (o == c || seeEach(o, c));
            if (g.empty(c) && seesAll)
                e.insert(c * 9 + d);
        }
    }
    add("exocet-known-s-cell", e);
    // known-mirror-non-base
    e.clear();
    for (int k = 0; k < 2 && !x.senior && std::popcount(known) == 2; ++k) {
        const auto m = x.mirror(k);
        if (!g.empty(m[0]) || !g.empty(m[1]))
            continue;
        const unsigned others = (g.mask(m[0]) | g.mask(m[1])) & ~known;
        if (std::popcount(others) != 1)
            continue;
        const int p = std::countr_zero(others);
        for (int c = 0; c < 81; ++c)
            if (live(c, p) && seeEach(c, m[0]) && seeEach(c, m[1]))
                e.insert(c * 9 + p);
    }
    add("exocet-known-mirror-non-base", e);
    return out;
}

// Every round until one eliminates nothing new.
inline std::vector<RuleResult> allRounds(const Shape& x, Grid g)
{
    std::vector<RuleResult> out;
    for (;;) {
        const auto round = oneRound(x, g);
        Elims given;
        for (const RuleResult& r : round)
            given.insert(r.eliminations.begin(), r.eliminations.end());
        if (given.empty())
            return out;
        out.insert(out.end(), round.begin(), round.end());
        g.drop(given);
    }
}

} // namespace setwise::test::exocet
