// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The index spaces of the engine (docs/architecture.md, Data model). All indices are 0-based inside;
// text uses digits, rows, columns and boxes 1..9.
//
//   cell       = 9*row + col                    0..80
//   candidate  = 9*cell + digit                 0..728
//   constraint = cell                           0..80    (R2C4: exactly one digit)
//              = 81*kind + 9*digit + house      81..323  (kind 1 row, 2 column, 3 box)
//
//   boxes:  0 1 2     box of a cell = 3*(row/3) + col/3
//           3 4 5
//           6 7 8

#include <string>

namespace setwise
{

using Digit = int; // 0..8
using Cell = int; // 0..80
using Candidate = int; // 0..728
using Constraint = int; // 0..323
using House = int; // 0..26: rows 0..8, columns 9..17, boxes 18..26

enum class ConstraintKind { Cell = 0, Row = 1, Column = 2, Box = 3 };

constexpr int kCells = 81;
constexpr int kCandidates = 729;
constexpr int kConstraints = 324;
constexpr Digit kNoDigit = -1;

constexpr int rowOf(Cell c)
{
    return c / 9;
}
constexpr int colOf(Cell c)
{
    return c % 9;
}
constexpr int boxOf(Cell c)
{
    return 3 * (c / 27) + (c % 9) / 3;
}
constexpr Cell cellAt(int row, int col)
{
    return 9 * row + col;
}
constexpr Cell boxCell(int box, int i)
{
    return cellAt(3 * (box / 3) + i / 3, 3 * (box % 3) + i % 3);
}

constexpr Candidate candidateOf(Cell c, Digit d)
{
    return 9 * c + d;
}
constexpr Cell cellOf(Candidate x)
{
    return x / 9;
}
constexpr Digit digitOf(Candidate x)
{
    return x % 9;
}

constexpr ConstraintKind kindOf(Constraint k)
{
    return ConstraintKind(k / 81);
}
constexpr Constraint cellConstraint(Cell c)
{
    return c;
}
constexpr Constraint houseConstraint(ConstraintKind kind, Digit d, int house)
{
    return 81 * int(kind) + 9 * d + house;
}
// For a digit constraint: its digit and its house number 0..8 within the kind.
constexpr Digit constraintDigit(Constraint k)
{
    return k < 81 ? kNoDigit : (k % 81) / 9;
}
constexpr int constraintHouse(Constraint k)
{
    return k % 9;
}

// The four constraints of a candidate, in kind order (cell, row, column, box).
constexpr Constraint constraintOf(Candidate x, ConstraintKind kind)
{
    const Cell c = cellOf(x);
    const Digit d = digitOf(x);
    switch (kind) {
    case ConstraintKind::Cell:
        return cellConstraint(c);
    case ConstraintKind::Row:
        return houseConstraint(kind, d, rowOf(c));
    case ConstraintKind::Column:
        return houseConstraint(kind, d, colOf(c));
    case ConstraintKind::Box:
        return houseConstraint(kind, d, boxOf(c));
    }
    return -1;
}

// The i-th (0..8) candidate of a constraint: for a cell the digits in order,
// for a house the cells in row-major order.
constexpr Candidate constraintMember(Constraint k, int i)
{
    const ConstraintKind kind = kindOf(k);
    if (kind == ConstraintKind::Cell)
        return candidateOf(k, i);
    const Digit d = constraintDigit(k);
    const int h = constraintHouse(k);
    switch (kind) {
    case ConstraintKind::Row:
        return candidateOf(cellAt(h, i), d);
    case ConstraintKind::Column:
        return candidateOf(cellAt(i, h), d);
    default:
        return candidateOf(boxCell(h, i), d);
    }
}

// Text forms: "3r2c4" for a candidate, "r2c4" for a cell, "3R2", "3C4", "3B5"
// and "R2C4" for constraints (docs/architecture.md, Vocabulary; docs/json.md).
std::string cellName(Cell c);
std::string candidateName(Candidate x);
std::string constraintName(Constraint k);

} // namespace setwise
