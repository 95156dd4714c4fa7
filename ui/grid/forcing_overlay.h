// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A forcing chain or net drawn as its implication graph, over the
// candidates:
//
//   start      the assumed candidate: ringed twice in the "on" colour, with a
//              filled flag at its upper left
//   r4c5=6     an implication that sets a candidate: solid arrow(s) from its
//              premise(s), solid ring, both in the "on" colour
//   r4c6<>6    one that removes a candidate: dashed arrow and ring, "off" colour
//   nested     one removed by a nested contradiction: ringed twice, dashed; its
//              arrows (from the facts its inner net rests on) only when selected
//   the end    the contradiction's cell or house framed, with a cross badge
//              (and the two true candidates of a clash ringed), or the common
//              conclusion framed, in the "end" colour
//
// ForcingFocus picks one branch, or one implication: then the rest fades and
// the implication's arrows and premises stand out; an implication removed by a
// nested contradiction shows its inner net (Implication::nested).

#include "engine/state.h"
#include "ui/grid/grid_geometry.h"
#include "ui/grid/highlight.h"
#include "ui/grid/palette.h"

#include <QPolygonF>

#include <vector>

class QPainter;

namespace setwise::ui
{

void paintForcing(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus,
    const Palette& colours);

// The arrows paintForcing() draws, in drawing order (ArrowRouter: each keeps
// clear of the candidates and of the arrows before it).
struct ForcingArrow {
    Candidate from;
    Candidate to;
    QPolygonF route;
};
std::vector<ForcingArrow> forcingArrows(
    const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus);

// The candidates an implication rests on: its premises' candidates (the
// branch's start for premise -1).
CandidateSet premiseCandidates(const ForcingBranch& branch, const Implication& imp);

} // namespace setwise::ui
