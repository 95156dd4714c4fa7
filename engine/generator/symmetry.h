// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Symmetries of a puzzle's givens (the pattern of filled cells, not the
// digits), as Sudoku Explainer offers them. A symmetry is a group of cell maps
// given by its generators; the generator removes givens one orbit at a time,
// so the pattern keeps the symmetry.
//
//   rotational      180° turn           (r,c) -> (8-r, 8-c)
//   rotational-90   quarter turn        (r,c) -> (c, 8-r)
//   diagonal        main diagonal       (r,c) -> (c, r)
//   anti-diagonal   other diagonal      (r,c) -> (8-c, 8-r)
//   bi-diagonal     both diagonals
//   horizontal      horizontal axis     (r,c) -> (8-r, c)   (top and bottom mirror)
//   vertical        vertical axis       (r,c) -> (r, 8-c)   (left and right mirror; "mirror")
//   orthogonal      both axes
//   dihedral        all eight of the square's symmetries

#include "engine/types.h"

#include <array>
#include <bitset>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace setwise
{

enum class Symmetry {
    None,
    Rotational,
    Rotational90,
    Diagonal,
    AntiDiagonal,
    BiDiagonal,
    Horizontal,
    Vertical,
    Orthogonal,
    Dihedral,
};

std::span<const Symmetry> allSymmetries();
std::string_view symmetryName(Symmetry s); // "none", "rotational", ...
// The name or "mirror" (vertical); nullopt for anything else.
std::optional<Symmetry> symmetryFromName(std::string_view name);

// The cells in orbits under the symmetry's group, each orbit once, in cell order.
std::vector<std::vector<Cell>> symmetryOrbits(Symmetry s);
// Whether a pattern of filled cells is mapped onto itself by the symmetry.
bool hasSymmetry(const std::bitset<kCells>& filled, Symmetry s);

} // namespace setwise
