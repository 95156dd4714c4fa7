// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/arrows.h"

#include "engine/tables.h"

#include <QLineF>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

namespace setwise::ui
{

namespace
{

// The point at t of the quadratic curve a -> b with that control point.
QPointF curveAt(QPointF a, QPointF b, QPointF control, qreal t)
{
    const qreal u = 1 - t;
    return u * u * a + 2 * u * t * control + t * t * b;
}

// Obstacles the curve passes within the clearance (each counted once), the
// ends' own candidates excepted.
int crossings(QPointF a, QPointF b, QPointF control, const Obstacles& o)
{
    const qreal c2 = o.clearance * o.clearance;
    const QRectF box = QRectF(a, b)
                           .normalized()
                           .united(QRectF(control, control))
                           .adjusted(-o.clearance, -o.clearance, o.clearance, o.clearance);
    int hits = 0;
    constexpr int kSamples = 24;
    for (const QPointF& q : o.points) {
        if (!box.contains(q) || QLineF(q, a).length() < 1 || QLineF(q, b).length() < 1)
            continue;
        for (int i = 1; i < kSamples; ++i) {
            const QPointF d = curveAt(a, b, control, qreal(i) / kSamples) - q;
            if (d.x() * d.x() + d.y() * d.y() < c2) {
                ++hits;
                break;
            }
        }
    }
    return hits;
}

} // namespace

Obstacles obstaclesOf(const GridGeometry& geo, const State& s)
{
    Obstacles o;
    o.side = geo.cellSide() / 3;
    o.clearance = o.side * 0.42;
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c)) {
            o.points.push_back(geo.cellRect(c).center());
            continue;
        }
        for (Digit d = 0; d < 9; ++d)
            if (s.isLive(candidateOf(c, d)))
                o.points.push_back(geo.candidateRect(candidateOf(c, d)).center());
    }
    return o;
}

QPolygonF routeArrow(QPointF a, QPointF b, const Obstacles& obstacles, qreal gap, bool bendable)
{
    const QLineF chord(a, b);
    const qreal length = chord.length();
    if (length < 1)
        return {};
    const QPointF normal(-chord.dy() / length, chord.dx() / length);
    // Offsets of the curve's middle from the chord, in candidate sides (half a
    // side runs between two rows of candidates), at most 0.4 of its length;
    // the control point of a quadratic curve lies twice as far out.
    static constexpr std::array<qreal, 9> kBends { 0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.5, -2.5 };
    QPointF control = (a + b) / 2;
    if (bendable) {
        int best = crossings(a, b, control, obstacles);
        for (std::size_t i = 1; i < kBends.size() && best > 0; ++i) {
            const qreal offset = std::clamp(kBends[i] * obstacles.side, -0.4 * length, 0.4 * length);
            const QPointF c = (a + b) / 2 + normal * (2 * offset);
            if (const int n = crossings(a, b, c, obstacles); n < best) {
                best = n;
                control = c;
            }
        }
    }
    // Sample the curve, leaving out `gap` pixels at both ends.
    constexpr int kSegments = 24;
    QPolygonF all;
    for (int i = 0; i <= kSegments; ++i)
        all << curveAt(a, b, control, qreal(i) / kSegments);
    QPolygonF out;
    for (const QPointF& q : all)
        if (QLineF(q, a).length() >= gap && QLineF(q, b).length() >= gap)
            out << q;
    if (out.size() < 2) { // very close candidates: a short straight stub between them
        const qreal g = std::min(gap, length * 0.3);
        out = { chord.pointAt(g / length), chord.pointAt(1 - g / length) };
    }
    return out;
}

void drawArrow(QPainter& p, const QPolygonF& route, const QColor& colour, qreal width, bool dashed, qreal head)
{
    if (route.size() < 2)
        return;
    QPen pen(colour, width, dashed ? Qt::DashLine : Qt::SolidLine);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(route);
    const QPointF tip = route.back();
    const QPointF from = route[route.size() - 2];
    const qreal angle = std::atan2(tip.y() - from.y(), tip.x() - from.x());
    const QPointF l = tip - QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * head;
    const QPointF r = tip - QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * head;
    p.setPen(QPen(colour, 1));
    p.setBrush(colour);
    p.drawPolygon(QPolygonF({ tip, l, r }));
}

} // namespace setwise::ui
