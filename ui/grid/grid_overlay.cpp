// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/grid_overlay.h"

#include "engine/tables.h"
#include "ui/grid/arrows.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace setwise::ui
{

namespace
{

bool validLink(const Highlight& h, const ChainLink& link)
{
    const int n = int(h.chainNodes.size());
    return link.from >= 0 && link.to >= 0 && link.from < n && link.to < n && h.chainNodes[link.from].candidates.any()
        && h.chainNodes[link.to].candidates.any();
}

// The closest pair of candidate centres of two nodes (where the arrow runs).
QLineF closestPair(const GridGeometry& geo, const ChainNode& a, const ChainNode& b)
{
    QLineF best;
    qreal bestLength = std::numeric_limits<qreal>::max();
    for (Candidate x : a.candidates)
        for (Candidate y : b.candidates) {
            const QLineF l(geo.candidateRect(x).center(), geo.candidateRect(y).center());
            if (l.length() < bestLength) {
                bestLength = l.length();
                best = l;
            }
        }
    return best;
}

QRectF boundingRect(const GridGeometry& geo, const CandidateSet& xs)
{
    QRectF r;
    for (Candidate x : xs)
        r = r.isNull() ? geo.candidateRect(x) : r.united(geo.candidateRect(x));
    return r;
}

} // namespace

void paintChainCells(QPainter& p, const GridGeometry& geo, const Highlight& h, const Palette& colours)
{
    // Each ALS once, in the colour of its index (ChainNode::als).
    std::vector<int> painted;
    for (const ChainNode& node : h.chainNodes) {
        if (node.kind != ChainNode::Kind::Als || std::find(painted.begin(), painted.end(), node.als) != painted.end())
            continue;
        painted.push_back(node.als);
        const QColor fill = node.als >= 0 ? colours.alsCells[node.als % 4] : colours.alsCell;
        for (Cell c : node.alsCells)
            p.fillRect(geo.cellRect(c), fill);
    }
    // A structure's cells by part (Exocet): cross-lines, base and target cells each in their own shade.
    for (auto [cells, role] : { std::pair { &h.structureCrossLine, Role::StructureCrossLine },
             std::pair { &h.structureBase, Role::StructureBase },
             std::pair { &h.structureTarget, Role::StructureTarget } })
        for (Cell c : *cells)
            p.fillRect(geo.cellRect(c), colours.role(role).fill);
    // An Exocet's mirror cells: a dotted frame in the targets' colour (they
    // answer for the targets), nothing else boxed.
    if (h.structureMirror.any()) {
        const qreal w = std::max<qreal>(1.5, geo.cellSide() / 20);
        QPen pen(colours.role(Role::StructureTarget).stroke, w, Qt::DotLine);
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        for (Cell c : h.structureMirror)
            p.drawRoundedRect(geo.cellRect(c).adjusted(w * 2, w * 2, -w * 2, -w * 2), w * 2, w * 2);
        p.restore();
    }
    // The cells of a deadly pattern (a UR's corners): a dashed frame inside each.
    if (h.patternCells.any()) {
        const qreal w = std::max<qreal>(1.5, geo.cellSide() / 18);
        QPen pen(colours.role(Role::DeadlyPattern).stroke, w, Qt::DashLine);
        p.save();
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        for (Cell c : h.patternCells)
            p.drawRect(geo.cellRect(c).adjusted(w * 1.5, w * 1.5, -w * 1.5, -w * 1.5));
        p.restore();
    }
}

QColor houseLinkColour(const Palette& colours, House house)
{
    return colours.role(house < 9 ? Role::LinkStrong : Role::CoverConstraint).stroke;
}

QColor houseLinkBand(const Palette& colours, House house)
{
    QColor c = houseLinkColour(colours, house);
    c.setAlpha(colours.dark ? 100 : 95);
    return c;
}

void paintHouseLinks(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const Palette& colours)
{
    if (h.houseLinks.empty())
        return;
    const qreal w = geo.cellSide() * 0.2;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    for (const Highlight::HouseLink& link : h.houseLinks) {
        if (link.cells.none())
            continue;
        const bool row = link.house < 9;
        // From the first cell's outer edge to the last's, along the middle.
        QRectF span;
        for (Cell c : link.cells)
            span |= geo.cellRect(c);
        const QPointF from = row ? QPointF(span.left(), span.center().y()) : QPointF(span.center().x(), span.top());
        const QPointF to = row ? QPointF(span.right(), span.center().y()) : QPointF(span.center().x(), span.bottom());
        // Broken at each filled cell's digit on the way.
        std::vector<std::pair<qreal, qreal>> gaps; // along the line
        for (Cell c = 0; c < kCells; ++c) {
            if (s.isEmpty(c) || !span.contains(geo.cellRect(c).center()))
                continue;
            const QRectF box = digitBox(geo, c).adjusted(-w / 2, -w / 2, w / 2, w / 2);
            gaps.emplace_back(row ? box.left() : box.top(), row ? box.right() : box.bottom());
        }
        std::sort(gaps.begin(), gaps.end());
        QPen pen(houseLinkBand(colours, link.house), w);
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        qreal at = row ? from.x() : from.y();
        const qreal end = row ? to.x() : to.y();
        const auto point = [&](qreal t) { return row ? QPointF(t, from.y()) : QPointF(from.x(), t); };
        for (const auto& [a, b] : gaps) {
            if (a > at)
                p.drawLine(point(at), point(a));
            at = std::max(at, b);
        }
        if (end > at)
            p.drawLine(point(at), point(end));
    }
    p.restore();
}

void paintLoop(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const Palette& colours)
{
    const std::size_t n = h.loop.size();
    if (n < 2)
        return;
    const qreal side = geo.cellSide() / 3;
    const qreal w = std::max<qreal>(2.0, geo.cellSide() / 16);
    // Each group's two cells, the second the one nearer the next group: the
    // ring runs cell to cell, round the big digits (ArrowRouter).
    std::vector<std::pair<QPointF, QPointF>> ends;
    for (std::size_t g = 0; g < n; ++g) {
        std::vector<QPointF> cells;
        for (Cell c : h.loop[g])
            cells.push_back(geo.cellRect(c).center());
        if (cells.size() != 2)
            return;
        const auto distance = [&](QPointF q) {
            qreal best = 1e18;
            for (Cell c : h.loop[(g + 1) % n])
                best = std::min(best, QLineF(q, geo.cellRect(c).center()).length());
            return best;
        };
        if (distance(cells[0]) < distance(cells[1]))
            std::swap(cells[0], cells[1]);
        ends.emplace_back(cells[0], cells[1]);
    }
    ArrowRouter router(obstaclesOf(geo, s));
    std::vector<QPolygonF> joints;
    std::vector<QPolygonF> inside;
    for (std::size_t g = 0; g < n; ++g) {
        inside.push_back(router.route(ends[g].first, ends[g].second, side * 0.3));
        joints.push_back(router.route(ends[g].second, ends[(g + 1) % n].first, side * 0.3));
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    QColor ring = colours.role(Role::LinkStrong).stroke;
    ring.setAlpha(160);
    QPen pen(ring, w);
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    p.setBrush(Qt::NoBrush);
    // Within a group thin (its two cells), between groups thick (the links).
    for (const QPolygonF& line : inside) {
        QPen thin = pen;
        thin.setWidthF(w * 0.5);
        p.setPen(thin);
        p.drawPolyline(line);
    }
    p.setPen(pen);
    for (const QPolygonF& line : joints)
        p.drawPolyline(line);
    // The joints' digits, in order round the loop, on pills at the joints.
    QFont f = p.font();
    f.setPixelSize(std::max(8, int(side * 0.62)));
    f.setBold(true);
    p.setFont(f);
    const QFontMetricsF fm(f);
    for (std::size_t i = 0; i < n && i < h.loopJoints.size(); ++i) {
        QString digits;
        for (Digit d = 0; d < 9; ++d)
            if (h.loopJoints[i] >> d & 1U)
                digits += QChar(u'1' + d);
        if (digits.isEmpty() || joints[i].isEmpty())
            continue;
        const QPointF at = joints[i][joints[i].size() / 2];
        const QSizeF size(fm.horizontalAdvance(digits) + side * 0.4, fm.height() + side * 0.1);
        const QRectF pill(at - QPointF(size.width() / 2, size.height() / 2), size);
        p.setPen(QPen(colours.role(Role::LinkStrong).stroke, 1));
        p.setBrush(colours.board);
        p.drawRoundedRect(pill, size.height() / 2, size.height() / 2);
        p.setPen(colours.role(Role::LinkStrong).stroke);
        p.drawText(pill, Qt::AlignCenter, digits);
    }
    p.restore();
}

void paintChain(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const Palette& colours)
{
    paintLoop(p, geo, s, h, colours);
    if (h.links.empty() && h.chainNodes.empty())
        return;
    const qreal side = geo.cellSide() / 3; // one candidate
    const qreal w = std::max<qreal>(1.6, geo.cellSide() / 22);
    const QColor strong = colours.role(Role::LinkStrong).stroke;
    const QColor weak = colours.role(Role::LinkWeak).stroke;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);

    // Node marks: ring (candidate), box (group), box per ALS entry candidate;
    // on nodes solid in one colour, off nodes dashed in another, the start
    // node ringed twice.
    for (const ChainNode& node : h.chainNodes) {
        const bool on = node.parity == ChainNode::Parity::On, off = node.parity == ChainNode::Parity::Off;
        QPen pen(on   ? colours.chainOn
                : off ? colours.chainOff
                      : strong,
            w * (on || off ? 1.1 : 0.8), off ? Qt::DashLine : Qt::SolidLine);
        p.setBrush(Qt::NoBrush);
        if (node.kind == ChainNode::Kind::Group) {
            pen.setWidthF(w);
            p.setPen(pen);
            p.drawRoundedRect(boundingRect(geo, node.candidates).adjusted(1, 1, -1, -1), side * 0.2, side * 0.2);
            continue;
        }
        p.setPen(pen);
        for (Candidate x : node.candidates) {
            const QRectF r = geo.candidateRect(x);
            const qreal inset = side * 0.02;
            if (node.kind == ChainNode::Kind::Als)
                p.drawRect(r.adjusted(inset, inset, -inset, -inset));
            else
                p.drawEllipse(r.adjusted(inset, inset, -inset, -inset));
            if (node.start) {
                const qreal out = side * 0.14;
                QPen startPen = pen;
                startPen.setStyle(Qt::SolidLine);
                p.setPen(startPen);
                p.drawEllipse(r.adjusted(-out, -out, out, out));
                p.setPen(pen);
            }
        }
    }

    // Links: straight inside a cell, else straight or bent around the other
    // candidates and the links before it (arrows.h), with an arrow head at the
    // end node; on the board only (over the labels they would hide them).
    p.setClipRect(geo.board(), Qt::IntersectClip);
    ArrowRouter router(obstaclesOf(geo, s));
    for (const ChainLink& link : h.links) {
        if (!validLink(h, link))
            continue;
        const QLineF l = closestPair(geo, h.chainNodes[link.from], h.chainNodes[link.to]);
        if (l.length() < 1)
            continue;
        const bool inCell = geo.cellAt(l.p1()) == geo.cellAt(l.p2());
        const QPolygonF route = router.route(l.p1(), l.p2(), side * 0.48, !inCell);
        drawArrow(p, route, link.strong ? strong : weak, w, !link.strong,
            inCell ? std::max<qreal>(4.0, side * 0.3) : std::max<qreal>(5.0, side * 0.45));
    }
    p.restore();
}

CellSet duplicateCells(const State& s)
{
    CellSet out;
    for (Cell c = 0; c < kCells; ++c) {
        if (s.isEmpty(c))
            continue;
        for (Cell q : peers(c))
            if (!s.isEmpty(q) && s.digit(q) == s.digit(c)) {
                out.set(c);
                break;
            }
    }
    return out;
}

Mistakes mistakesAgainst(const State& s, const std::array<Digit, kCells>& solution)
{
    Mistakes m;
    for (Cell c = 0; c < kCells; ++c) {
        const Digit d = solution[std::size_t(c)];
        if (d == kNoDigit)
            continue;
        if (!s.isEmpty(c)) {
            if (s.digit(c) != d)
                m.wrongDigits.set(c);
        } else if (!s.isLive(candidateOf(c, d))) {
            m.wronglyRemoved.set(candidateOf(c, d));
        }
    }
    return m;
}

} // namespace setwise::ui
