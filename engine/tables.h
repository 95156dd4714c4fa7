// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Constant tables between the 729 candidates and the 324 constraints, built
// at compile time from types.h. "Sees" is derived from them: two distinct
// candidates see each other when they share a constraint.

#include "engine/bitset.h"
#include "engine/types.h"

#include <array>

namespace setwise
{

namespace detail
{
struct Tables {
    std::array<std::array<Candidate, 9>, kConstraints> members {};
    std::array<std::array<Constraint, 4>, kCandidates> constraints {};
    std::array<std::array<unsigned char, 4>, kCandidates> memberIndex {}; // position of x in each constraint
    std::array<CandidateSet, kConstraints> constraintMask {};
    std::array<CellSet, 27> houseCells {};
    std::array<CellSet, kCells> peers {};
};

constexpr Tables buildTables()
{
    Tables t;
    for (Constraint k = 0; k < kConstraints; ++k)
        for (int i = 0; i < 9; ++i) {
            t.members[k][i] = constraintMember(k, i);
            t.memberIndex[t.members[k][i]][int(kindOf(k))] = static_cast<unsigned char>(i);
            t.constraintMask[k].set(t.members[k][i]);
        }
    for (Candidate x = 0; x < kCandidates; ++x)
        for (int kind = 0; kind < 4; ++kind)
            t.constraints[x][kind] = constraintOf(x, ConstraintKind(kind));
    for (Cell c = 0; c < kCells; ++c) {
        t.houseCells[rowOf(c)].set(c);
        t.houseCells[9 + colOf(c)].set(c);
        t.houseCells[18 + boxOf(c)].set(c);
    }
    for (Cell c = 0; c < kCells; ++c) {
        t.peers[c] = t.houseCells[rowOf(c)] | t.houseCells[9 + colOf(c)] | t.houseCells[18 + boxOf(c)];
        t.peers[c].reset(c);
    }
    return t;
}
inline constexpr Tables kTables = buildTables();
} // namespace detail

// The 9 candidates of a constraint.
constexpr const std::array<Candidate, 9>& members(Constraint k)
{
    return detail::kTables.members[k];
}
constexpr const CandidateSet& candidatesOf(Constraint k)
{
    return detail::kTables.constraintMask[k];
}
// The 4 constraints of a candidate (cell, row, column, box).
constexpr const std::array<Constraint, 4>& constraintsOf(Candidate x)
{
    return detail::kTables.constraints[x];
}
// Position (0..8) of x among the members of its constraint of each kind.
constexpr const std::array<unsigned char, 4>& memberIndices(Candidate x)
{
    return detail::kTables.memberIndex[x];
}
// Cells of house h: rows 0..8, columns 9..17, boxes 18..26.
constexpr const CellSet& houseCells(House h)
{
    return detail::kTables.houseCells[h];
}
// The 20 cells that share a house with c.
constexpr const CellSet& peers(Cell c)
{
    return detail::kTables.peers[c];
}
// The cells seeing every cell of `cells` (none of them; every cell when empty).
inline CellSet commonPeers(const CellSet& cells)
{
    CellSet s = CellSet::all();
    for (Cell c : cells)
        s &= peers(c);
    return s;
}

// Every candidate that shares a constraint with x, x itself excluded.
const CandidateSet& seenBy(Candidate x);
constexpr bool sees(Candidate a, Candidate b)
{
    if (a == b)
        return false;
    const auto& ka = constraintsOf(a);
    const auto& kb = constraintsOf(b);
    for (int i = 0; i < 4; ++i)
        if (ka[i] == kb[i])
            return true;
    return false;
}

// The constraint of a given kind containing both a and b, or -1.
constexpr Constraint sharedConstraint(Candidate a, Candidate b, ConstraintKind kind)
{
    const int i = int(kind);
    return constraintsOf(a)[i] == constraintsOf(b)[i] ? constraintsOf(a)[i] : -1;
}

} // namespace setwise
