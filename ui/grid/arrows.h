// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Arrows between candidates on the grid (chain links, forcing implications):
// a straight line where it passes no other candidate and no other arrow, else
// the gentlest bend to either side that passes the fewest (links
// should not cross candidates, nor run over each other, where avoidable).
// Pure geometry and one drawing helper.

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
// candidate's side), and the board an arrow stays on (over the labels it
// would hide them; empty: anywhere).
struct Obstacles {
    std::vector<QPointF> points;
    // The big digits of the filled cells (givens, placed): an arrow never
    // crosses one where any of its routes can keep clear.
    std::vector<QRectF> solid;
    QRectF board;
    qreal side = 0; // one candidate's side
    qreal clearance = 0;
};
Obstacles obstaclesOf(const GridGeometry& geo, const State& s);

// Routes arrows one after another: each keeps clear of the candidates and of
// the arrows routed before it. Arrows that share an end meet there; away from
// it (a candidate's side and more) a later arrow bends off an earlier one
// instead of running along it or crossing it, when a bend can. The order
// decides: the first arrows get the straightest routes.
class ArrowRouter
{
public:
    explicit ArrowRouter(Obstacles obstacles);

    // The arrow from a to b (centres), as a polyline that starts and stops
    // `gap` short of them. A straight line when `bendable` is false (in-cell
    // links) or when nothing is in its way; otherwise bent to the side with
    // the least in the way. Remembered for the arrows routed after it.
    QPolygonF route(QPointF a, QPointF b, qreal gap, bool bendable = true);

private:
    struct Placed {
        QPointF a, b; // the centres it joins
        QPolygonF curve; // the whole curve, centre to centre
        QRectF box; // the curve's bounding box
    };
    // How much is in the way of the curve a -> b through `control`: the
    // candidates it passes, the earlier arrows it crosses or runs close to
    // (counted up to `bound` at least).
    int cost(QPointF a, QPointF b, QPointF control, int bound) const;
    int costOf(const QPolygonF& curve, int bound) const;
    // Routes along the lines between the cells (which no digit crosses): from
    // a corner of a's cell to a corner of b's, round one bend; the least in
    // the way of them. For an arrow no curve gets past a big digit.
    QPolygonF streetRoute(QPointF a, QPointF b, int* best) const;

    Obstacles m_obstacles;
    std::vector<Placed> m_placed;
};

// The box of a filled cell's big digit (what no arrow may cross).
QRectF digitBox(const GridGeometry& geo, Cell c);
// Whether a polyline crosses a box (a segment meets it).
bool crossesBox(const QPolygonF& line, const QRectF& box);

// One arrow alone (nothing routed before it).
QPolygonF routeArrow(QPointF a, QPointF b, const Obstacles& obstacles, qreal gap, bool bendable = true);

// Draws the route with a filled head at its last point.
void drawArrow(QPainter& p, const QPolygonF& route, const QColor& colour, qreal width, bool dashed, qreal head);

} // namespace setwise::ui
