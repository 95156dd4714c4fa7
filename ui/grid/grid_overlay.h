// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the grid paints over or under the candidates besides the base/cover
// roles: a step's chain and the user's mistakes.
//
// Chain: every link is an arrow between the closest candidates of its two
// nodes (straight inside a cell, bent around other candidates), strong links
// solid, weak links dashed; a group node is boxed, the
// cells of an ALS node are shaded, a candidate node gets a ring.

#include "engine/state.h"
#include "ui/grid/grid_geometry.h"
#include "ui/grid/highlight.h"
#include "ui/grid/palette.h"

class QPainter;

namespace setwise::ui
{

// Under the candidates: the shading of the ALS nodes' cells and of a
// structure's cells by part (Exocet: base, target, cross-line cells).
void paintChainCells(QPainter& p, const GridGeometry& geo, const Highlight& h, const Palette& colours);
// Under the candidates: a Multi-Sector Locked Set's links (Highlight::houseLinks),
// each a band along its row or column from its first cell to its last,
// broken at the filled cells' digits; rows and columns in two colours.
void paintHouseLinks(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const Palette& colours);
// The colour of a house link's digits' chip (a row's or a column's) and,
// translucent, of its band.
QColor houseLinkColour(const Palette& colours, House house);
QColor houseLinkBand(const Palette& colours, House house);
// Over the candidates: node marks and link arrows (kept clear of the state's
// candidates), and a loop of groups (SK loop) as a ring through its groups in
// order with each joint's digits on it.
void paintChain(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const Palette& colours);

// Filled cells whose digit a filled peer holds too.
CellSet duplicateCells(const State& s);

// The loop alone (paintChain() draws it first).
void paintLoop(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const Palette& colours);

// The mistakes "check against the solution" shows (HoDoKu's show deviations).
struct Mistakes {
    CellSet wrongDigits; // filled cells whose digit differs from the solution
    CandidateSet wronglyRemoved; // the solution's candidate, eliminated in an empty cell
};
// solution: the puzzle's unique solution (81 digits).
Mistakes mistakesAgainst(const State& s, const std::array<Digit, kCells>& solution);

} // namespace setwise::ui
