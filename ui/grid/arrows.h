// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Arrows between candidates on the grid (chain links, forcing implications):
// a straight line where it passes no other candidate, else the gentlest bend
// to either side that passes the fewest (issue 26: links should not cross
// candidates where avoidable). Pure geometry and one drawing helper.

#include "engine/state.h"
#include "ui/grid/grid_geometry.h"

#include <QColor>
#include <QPolygonF>

#include <vector>

class QPainter;

namespace setwise::ui
{

// What an arrow must keep clear of: the centres of the live candidates and of
// the filled cells (their big digit), with the distance to keep (0.42 of a
// candidate's side).
struct Obstacles {
    std::vector<QPointF> points;
    qreal side = 0; // one candidate's side
    qreal clearance = 0;
};
Obstacles obstaclesOf(const GridGeometry& geo, const State& s);

// The arrow from a to b (centres), as a polyline that starts and stops `gap`
// short of them. A straight line when `bendable` is false (in-cell links) or
// when it crosses no obstacle; otherwise bent to the side crossing fewest.
QPolygonF routeArrow(QPointF a, QPointF b, const Obstacles& obstacles, qreal gap, bool bendable = true);

// Draws the route with a filled head at its last point.
void drawArrow(QPainter& p, const QPolygonF& route, const QColor& colour, qreal width, bool dashed, qreal head);

} // namespace setwise::ui
