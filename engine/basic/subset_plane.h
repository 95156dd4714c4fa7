// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The N-of-N search of Pike's "Related Sets" algorithm over a 9x9 plane of the
// constraint space: 9 truths (rows) and 9 links (columns), member i of every
// truth in link i. N open truths with 2..N live members whose union is exactly
// N links lock those links. Naked and hidden subsets and basic fish are such
// planes (subsets.cpp on the state, forcing/branch_patterns.cpp on a forcing
// branch's grid):
//
//   plane                 truths                    links
//   naked, house H        the 9 cells of H          the 9 digit constraints of H
//   hidden, house H       the 9 digit constraints   the 9 cells of H
//   fish on rows, digit d the rows dR1..dR9         the columns dC1..dC9
//   fish on cols, digit d the columns dC1..dC9      the rows dR1..dR9

#include "engine/bitset.h"
#include "engine/mask9.h"
#include "engine/tables.h"

#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace setwise
{

enum class PlaneKind { Naked, Hidden, Fish };

struct Plane {
    PlaneKind kind;
    std::array<Constraint, 9> bases {};
    std::array<Constraint, 9> covers {};
    std::array<unsigned, 9> rows {}; // bit j set: base i meets cover j in a live candidate
    std::array<bool, 9> open {}; // base i is unsolved
};

// The plane's truths and links (rows and open left empty). Cell constraints
// list digits in order and house constraints list cells in house order, so a
// truth's live mask is its plane row directly.
inline Plane housePlaneShape(ConstraintKind kind, int h, bool hidden)
{
    Plane p;
    p.kind = hidden ? PlaneKind::Hidden : PlaneKind::Naked;
    const auto& cells = members(houseConstraint(kind, 0, h));
    std::array<Constraint, 9> cellKs {}, digitKs {};
    for (int i = 0; i < 9; ++i) {
        cellKs[i] = cellConstraint(cellOf(cells[i]));
        digitKs[i] = houseConstraint(kind, i, h);
    }
    p.bases = hidden ? digitKs : cellKs;
    p.covers = hidden ? cellKs : digitKs;
    return p;
}

// Row r: bit c = column c; column c: bit r = row r.
inline Plane fishPlaneShape(Digit d, bool columns)
{
    Plane p;
    p.kind = PlaneKind::Fish;
    const ConstraintKind baseKind = columns ? ConstraintKind::Column : ConstraintKind::Row;
    const ConstraintKind coverKind = columns ? ConstraintKind::Row : ConstraintKind::Column;
    for (int i = 0; i < 9; ++i) {
        p.bases[i] = houseConstraint(baseKind, d, i);
        p.covers[i] = houseConstraint(coverKind, d, i);
    }
    return p;
}

// Calls f(baseIndices, coverMask) for every N-of-N set in the plane, in
// increasing index order, until f returns false.
template <typename F> void nOfN(const Plane& p, int n, F&& f)
{
    std::array<int, 9> eligible {};
    std::array<unsigned, 9> rows {}; // the eligible truths' rows (9 bits)
    int m = 0;
    for (int i = 0; i < 9; ++i) {
        // Written unconditionally, kept by advancing m: no unpredictable branch.
        const unsigned row = p.rows[i] & 511U;
        const unsigned c = kBits9[row];
        eligible[m] = i;
        rows[m] = row;
        m += int(p.open[i] & (c - 2U <= unsigned(n - 2)));
    }
    if (m < n)
        return;
    std::array<int, 9> pick {};
    // Depth-first over increasing index combinations, pruning when the union
    // already has more than n columns.
    auto rec = [&](auto& self, int depth, int from, unsigned unionMask) -> bool {
        if (depth == n)
            return kBits9[unionMask] == n ? f(std::span<const int>(pick.data(), n), unionMask) : true;
        for (int j = from; j <= m - (n - depth); ++j) {
            const unsigned u = unionMask | rows[j];
            if (kBits9[u] > n)
                continue;
            pick[depth] = eligible[j];
            if (!self(self, depth + 1, j + 1, u))
                return false;
        }
        return true;
    };
    rec(rec, 0, 0, 0U);
}

// The links of the chosen truths' plane holding a live member of another open
// truth: with none, the subset or fish concludes nothing.
inline unsigned othersInCovers(const Plane& p, std::span<const int> picks, unsigned coverMask)
{
    unsigned others = 0;
    for (int i = 0, k = 0; i < 9; ++i) {
        if (k < int(picks.size()) && picks[std::size_t(k)] == i)
            ++k;
        else
            others |= p.rows[std::size_t(i)];
    }
    return others & coverMask;
}

// The chosen truths and their links as constraint lists.
inline void chosenSets(const Plane& p, std::span<const int> picks, unsigned coverMask, std::vector<Constraint>& bases,
    std::vector<Constraint>& covers)
{
    for (int i : picks)
        bases.push_back(p.bases[i]);
    for (int j = 0; j < 9; ++j)
        if (coverMask & (1U << j))
            covers.push_back(p.covers[j]);
}

inline std::string_view subsetId(PlaneKind kind, int n)
{
    static constexpr std::string_view naked[] = { "naked-pair", "naked-triple", "naked-quadruple" };
    static constexpr std::string_view hidden[] = { "hidden-pair", "hidden-triple", "hidden-quadruple" };
    static constexpr std::string_view fish[] = { "x-wing", "swordfish", "jellyfish" };
    switch (kind) {
    case PlaneKind::Naked:
        return naked[n - 2];
    case PlaneKind::Hidden:
        return hidden[n - 2];
    case PlaneKind::Fish:
        return fish[n - 2];
    }
    return {};
}

} // namespace setwise
