// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/arrows.h"

#include "engine/tables.h"

#include <QLineF>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace setwise::ui
{

namespace
{

constexpr int kSegments = 24; // a curve is sampled at this many segments

// The point at t of the quadratic curve a -> b with that control point.
QPointF curveAt(QPointF a, QPointF b, QPointF control, qreal t)
{
    const qreal u = 1 - t;
    return u * u * a + 2 * u * t * control + t * t * b;
}

QPolygonF sampled(QPointF a, QPointF b, QPointF control)
{
    QPolygonF curve;
    for (int i = 0; i <= kSegments; ++i)
        curve << curveAt(a, b, control, qreal(i) / kSegments);
    return curve;
}

// Obstacles the sampled curve passes within the clearance (each counted
// once), the ends' own candidates excepted.
int crossings(const QPolygonF& curve, const Obstacles& o)
{
    const qreal c2 = o.clearance * o.clearance;
    const QPointF a = curve.front(), b = curve.back();
    const QRectF box = curve.boundingRect().adjusted(-o.clearance, -o.clearance, o.clearance, o.clearance);
    int hits = 0;
    for (const QPointF& q : o.points) {
        if (!box.contains(q) || QLineF(q, a).length() < 1 || QLineF(q, b).length() < 1)
            continue;
        for (qsizetype i = 1; i + 1 < curve.size(); ++i) {
            const QPointF d = curve[i] - q;
            if (d.x() * d.x() + d.y() * d.y() < c2) {
                ++hits;
                break;
            }
        }
    }
    return hits;
}

qreal distanceToSegment(QPointF q, QPointF s, QPointF t)
{
    const QPointF d = t - s;
    const qreal l2 = d.x() * d.x() + d.y() * d.y();
    const qreal u = l2 > 0 ? std::clamp(((q.x() - s.x()) * d.x() + (q.y() - s.y()) * d.y()) / l2, 0.0, 1.0) : 0.0;
    return QLineF(q, s + u * d).length();
}

qreal distanceToPolyline(QPointF q, const QPolygonF& line)
{
    qreal best = std::numeric_limits<qreal>::max();
    for (qsizetype i = 1; i < line.size(); ++i)
        best = std::min(best, distanceToSegment(q, line[i - 1], line[i]));
    return best;
}

bool samePoint(QPointF p, QPointF q)
{
    return QLineF(p, q).length() < 1;
}

} // namespace

Obstacles obstaclesOf(const GridGeometry& geo, const State& s)
{
    Obstacles o;
    o.side = geo.cellSide() / 3;
    o.clearance = o.side * 0.42;
    o.board = geo.board();
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

ArrowRouter::ArrowRouter(Obstacles obstacles)
    : m_obstacles(std::move(obstacles))
{
}

int ArrowRouter::cost(QPointF a, QPointF b, QPointF control, int bound) const
{
    // Weights: a candidate passed hides a digit, and so does a curve that
    // leaves the board (the labels); an arrow crossed at an angle still
    // reads; running along another arrow (each sample closer than `along`)
    // makes the two one line. Counting stops at `bound` (a better route is known).
    constexpr int kCandidate = 6, kOffBoard = 12, kCrossing = 4;
    const QPolygonF curve = sampled(a, b, control);
    int total = kCandidate * crossings(curve, m_obstacles);
    if (!m_obstacles.board.isEmpty()
        && std::any_of(curve.begin(), curve.end(), [&](QPointF q) { return !m_obstacles.board.contains(q); }))
        total += kOffBoard;
    const qreal along = m_obstacles.side * 0.3;
    const qreal endZone = m_obstacles.side; // arrows that share an end meet there
    const QRectF box = curve.boundingRect().adjusted(-along, -along, along, along);
    for (const Placed& p : m_placed) {
        if (total >= bound)
            return total;
        if (!p.box.intersects(box))
            continue;
        QPolygonF shared;
        for (QPointF end : { a, b })
            if (samePoint(end, p.a) || samePoint(end, p.b))
                shared << end;
        const auto nearShared = [&](QPointF q) {
            return std::any_of(
                shared.begin(), shared.end(), [&](QPointF e) { return QLineF(q, e).length() < endZone; });
        };
        const QRectF near = p.box.adjusted(-along, -along, along, along);
        for (int i = 1; i < kSegments; ++i)
            if (near.contains(curve[i]) && !nearShared(curve[i]) && distanceToPolyline(curve[i], p.curve) < along)
                ++total;
        for (qsizetype i = 1; i < curve.size(); ++i) {
            const QLineF s(curve[i - 1], curve[i]);
            if (!p.box.intersects(QRectF(s.p1(), s.p2()).normalized().adjusted(-1, -1, 1, 1)))
                continue;
            for (qsizetype j = 1; j < p.curve.size(); ++j) {
                QPointF at;
                if (s.intersects(QLineF(p.curve[j - 1], p.curve[j]), &at) == QLineF::BoundedIntersection
                    && !nearShared(at))
                    total += kCrossing;
            }
        }
    }
    return total;
}

QPolygonF ArrowRouter::route(QPointF a, QPointF b, qreal gap, bool bendable)
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
        int best = cost(a, b, control, std::numeric_limits<int>::max());
        for (std::size_t i = 1; i < kBends.size() && best > 0; ++i) {
            const qreal offset = std::clamp(kBends[i] * m_obstacles.side, -0.4 * length, 0.4 * length);
            const QPointF c = (a + b) / 2 + normal * (2 * offset);
            if (const int n = cost(a, b, c, best); n < best) {
                best = n;
                control = c;
            }
        }
    }
    const QPolygonF all = sampled(a, b, control);
    m_placed.push_back({ a, b, all, all.boundingRect() });
    // Leave out `gap` pixels at both ends.
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

QPolygonF routeArrow(QPointF a, QPointF b, const Obstacles& obstacles, qreal gap, bool bendable)
{
    return ArrowRouter(obstacles).route(a, b, gap, bendable);
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
