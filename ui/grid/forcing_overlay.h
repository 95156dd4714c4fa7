// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A forcing chain or net drawn as its implication graph, over the candidates:
//
//   start      the assumed candidate: ringed twice in the "on" colour, with a
//              filled flag at its upper left
//   r4c5=6     an implication that sets a candidate: solid arrow(s) from its
//              premise(s), solid ring, both in the "on" colour
//   r4c6<>6    one that removes a candidate: dashed arrow and ring, "off" colour
//   nested     one removed by a nested contradiction: ringed twice, dashed; its
//              arrows (from the facts its inner net rests on) only when selected
//   the end    the contradiction's cell or house framed, with a cross badge and
//              a caption naming the digit ("two 8s in column 7: r3c7, r5c7");
//              the two true candidates of a clash ringed outside their digits;
//              or the common conclusion framed, in the "end" colour
//
// ForcingFocus (highlight.h) says what shows: a net is walked, first each
// drawn branch's route from its assumption to its end alone, then implication
// by implication; or everything at once (ForcingFocus::all). One implication
// stands out with its arrows and its premises ringed; an implication removed
// by a nested contradiction shows its inner net (Implication::nested), walked
// the same way.

#include "engine/state.h"
#include "ui/grid/grid_geometry.h"
#include "ui/grid/highlight.h"
#include "ui/grid/palette.h"

#include <QPolygonF>
#include <QString>

#include <vector>

class QPainter;

namespace setwise::ui
{

void paintForcing(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus,
    const Palette& colours);

// The arrows paintForcing() draws, in routing order (ArrowRouter: each keeps
// clear of the candidates and of the arrows before it); `full`: at full
// strength (else faded).
struct ForcingArrow {
    Candidate from;
    Candidate to;
    QPolygonF route;
    bool full = true;
};
// A caption paintForcing() draws (the contradiction named) and the rings of
// the candidates it is about.
struct ForcingCaption {
    QString text;
    QRectF box;
    std::vector<QRectF> rings;
};
struct ForcingPicture {
    std::vector<ForcingArrow> arrows;
    std::vector<ForcingCaption> captions;
    std::vector<QPointF> heads; // the arrowheads' tips
};
ForcingPicture forcingPicture(const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus);
std::vector<ForcingArrow> forcingArrows(
    const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus);

// The candidates an implication rests on: its premises' candidates (the
// branch's start for premise -1).
CandidateSet premiseCandidates(const ForcingBranch& branch, const Implication& imp);

// A branch's route to its end: the implications (ascending) from its
// assumption to its contradiction (each clashing candidate, or each removed
// candidate of the emptied constraint) or to the conclusions it reaches,
// following from each the premise found last (the one that made it follow).
std::vector<int> routeToEnd(const ForcingBranch& branch, const CandidateSet& conclusions);

} // namespace setwise::ui
