// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/arrows.h"

#include "engine/tables.h"

#include <QLineF>
#include <QPainter>
#include <QRectF>

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
constexpr int kSolid = 1000; // the cost of crossing a given's or placed digit

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
            o.solid.push_back(digitBox(geo, c));
            continue;
        }
        for (Digit d = 0; d < 9; ++d)
            if (s.isLive(candidateOf(c, d)))
                o.points.push_back(geo.candidateRect(candidateOf(c, d)).center());
    }
    return o;
}

QRectF digitBox(const GridGeometry& geo, Cell c)
{
    // The digit is drawn at 0.64 of the cell's height (grid_paint.cpp): its
    // glyph is about 0.46 of the cell high and 0.34 wide.
    const QRectF r = geo.cellRect(c);
    const qreal w = r.width() * 0.4, h = r.height() * 0.52;
    return QRectF(r.center().x() - w / 2, r.center().y() - h / 2, w, h);
}

bool crossesBox(const QPolygonF& line, const QRectF& box)
{
    if (line.isEmpty() || !line.boundingRect().adjusted(-1, -1, 1, 1).intersects(box))
        return false;
    const std::array<QLineF, 4> sides { QLineF(box.topLeft(), box.topRight()),
        QLineF(box.topRight(), box.bottomRight()), QLineF(box.bottomRight(), box.bottomLeft()),
        QLineF(box.bottomLeft(), box.topLeft()) };
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (box.contains(line[i]))
            return true;
        if (i == 0)
            continue;
        const QLineF seg(line[i - 1], line[i]);
        for (const QLineF& side : sides)
            if (seg.intersects(side, nullptr) == QLineF::BoundedIntersection)
                return true;
    }
    return false;
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
    return costOf(sampled(a, b, control), bound);
}

int ArrowRouter::costOf(const QPolygonF& curve, int bound) const
{
    constexpr int kCandidate = 6, kOffBoard = 12, kCrossing = 4;
    const QPointF a = curve.front(), b = curve.back();
    const int segments = int(curve.size()) - 1;
    int total = kCandidate * crossings(curve, m_obstacles);
    // A given's or placed digit crossed: worse than anything else.
    const qreal pad = m_obstacles.side * 0.08; // the arrow's own width
    for (const QRectF& box : m_obstacles.solid)
        if (crossesBox(curve, box.adjusted(-pad, -pad, pad, pad)))
            total += kSolid;
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
        for (int i = 1; i < segments; ++i)
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
    // Further out (and up to 0.7 of its length) only to get round a big digit.
    static constexpr std::array<qreal, 8> kWideBends { 0.75, -0.75, 2, -2, 3.5, -3.5, 5, -5 };
    QPointF control = (a + b) / 2;
    if (bendable) {
        int best = cost(a, b, control, std::numeric_limits<int>::max());
        const auto tryBend = [&](qreal bend, qreal limit) {
            const qreal offset = std::clamp(bend * m_obstacles.side, -limit * length, limit * length);
            const QPointF c = (a + b) / 2 + normal * (2 * offset);
            if (const int n = cost(a, b, c, best); n < best) {
                best = n;
                control = c;
            }
        };
        for (std::size_t i = 1; i < kBends.size() && best > 0; ++i)
            tryBend(kBends[i], 0.4);
        for (std::size_t i = 0; i < kWideBends.size() && best >= kSolid; ++i)
            tryBend(kWideBends[i], 0.7);
    }
    QPolygonF all = sampled(a, b, control);
    if (bendable && costOf(all, std::numeric_limits<int>::max()) >= kSolid) {
        int streetCost = std::numeric_limits<int>::max();
        if (QPolygonF street = streetRoute(a, b, &streetCost); street.size() >= 2 && streetCost < kSolid)
            all = street;
    }
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

QPolygonF ArrowRouter::streetRoute(QPointF a, QPointF b, int* best) const
{
    const qreal cell = 3 * m_obstacles.side;
    const QRectF board = m_obstacles.board;
    if (cell <= 0 || board.isEmpty())
        return {};
    // The corners of the cell a point lies in.
    const auto corners = [&](QPointF q) {
        const qreal x0 = board.left() + std::floor((q.x() - board.left()) / cell) * cell;
        const qreal y0 = board.top() + std::floor((q.y() - board.top()) / cell) * cell;
        return std::array<QPointF, 4> { QPointF(x0, y0), QPointF(x0 + cell, y0), QPointF(x0, y0 + cell),
            QPointF(x0 + cell, y0 + cell) };
    };
    // Dense points along a polyline (the cost samples points).
    const auto dense = [&](const QPolygonF& line) {
        QPolygonF out { line.front() };
        for (qsizetype i = 1; i < line.size(); ++i) {
            const QLineF seg(line[i - 1], line[i]);
            const int n = std::max(1, int(std::ceil(seg.length() / (m_obstacles.side * 0.5))));
            for (int k = 1; k <= n; ++k)
                out << seg.pointAt(qreal(k) / n);
        }
        return out;
    };
    QPolygonF chosen;
    for (QPointF ca : corners(a))
        for (QPointF cb : corners(b))
            for (const QPointF bend : { QPointF(ca.x(), cb.y()), QPointF(cb.x(), ca.y()) }) {
                QPolygonF line { a, ca };
                if (!samePoint(bend, ca) && !samePoint(bend, cb))
                    line << bend;
                if (!samePoint(cb, ca))
                    line << cb;
                line << b;
                const QPolygonF d = dense(line);
                if (const int n = costOf(d, *best); n < *best) {
                    *best = n;
                    chosen = d;
                }
            }
    return chosen;
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
