// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/forcing_overlay.h"

#include "engine/tables.h"
#include "ui/grid/arrows.h"

#include <QPainter>
#include <QPicture>

#include <algorithm>

namespace setwise::ui
{

namespace
{

// The rectangle a constraint covers: a cell, or its row, column or box.
QRectF constraintRect(const GridGeometry& geo, Constraint k)
{
    const House h = constraintHouse(k);
    switch (kindOf(k)) {
    case ConstraintKind::Row:
        return geo.houseRect(h);
    case ConstraintKind::Column:
        return geo.houseRect(9 + h);
    case ConstraintKind::Box:
        return geo.houseRect(18 + h);
    case ConstraintKind::Cell:
        break;
    }
    return geo.cellRect(k);
}

QColor faded(QColor c, bool fade)
{
    if (fade)
        c.setAlpha(70);
    return c;
}

class ForcingPainter
{
public:
    ForcingPainter(QPainter& p, const GridGeometry& geo, const State& s, const Palette& colours,
        std::vector<ForcingArrow>* routes = nullptr)
        : m_p(p)
        , m_geo(geo)
        , m_colours(colours)
        , m_router(obstaclesOf(geo, s))
        , m_routes(routes)
        , m_side(geo.cellSide() / 3)
        , m_w(std::max<qreal>(1.6, geo.cellSide() / 22))
    {
    }

    QPointF centre(Candidate x) const { return m_geo.candidateRect(x).center(); }

    // The candidate an implication's premise p names: one of the branch's
    // implications, or its start (-1).
    static Candidate premise(const ForcingBranch& b, int p)
    {
        return p >= 0 && p < int(b.implications.size()) ? b.implications[std::size_t(p)].candidate : b.start;
    }

    // Whether premise p is a true candidate (the start is assumed true).
    static bool premiseOn(const ForcingBranch& b, int p)
    {
        return p < 0 || p >= int(b.implications.size()) || b.implications[std::size_t(p)].on;
    }

    void arrow(Candidate from, Candidate to, bool on, bool fade, bool strong)
    {
        if (from == to || from < 0 || to < 0)
            return;
        const bool inCell = cellOf(from) == cellOf(to);
        const QPolygonF route = m_router.route(centre(from), centre(to), m_side * 0.48, !inCell);
        if (m_routes)
            m_routes->push_back({ from, to, route });
        drawArrow(m_p, route, faded(on ? m_colours.chainOn : m_colours.chainOff, fade), strong ? m_w * 1.9 : m_w, !on,
            std::max<qreal>(5.0, m_side * (strong ? 0.55 : 0.42)));
    }

    static bool isNested(const ForcingBranch& b, const Implication& imp)
    {
        return !imp.on && imp.cause < 0 && imp.candidate != b.start;
    }

    void ring(Candidate x, bool on, bool fade, qreal widthScale = 1.0, qreal grow = 0)
    {
        QPen pen(faded(on ? m_colours.chainOn : m_colours.chainOff, fade), m_w * 1.1 * widthScale,
            on ? Qt::SolidLine : Qt::DashLine);
        m_p.setPen(pen);
        m_p.setBrush(Qt::NoBrush);
        const qreal inset = m_side * 0.02 - grow;
        m_p.drawEllipse(m_geo.candidateRect(x).adjusted(inset, inset, -inset, -inset));
    }

    // The assumed candidate: two rings and, at its upper left, a filled
    // pointer aimed at it.
    void start(Candidate x, bool fade)
    {
        const QColor c = faded(m_colours.chainOn, fade);
        const QRectF r = m_geo.candidateRect(x);
        const qreal out = m_side * 0.2;
        m_p.setPen(QPen(c, m_w));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawEllipse(r);
        m_p.drawEllipse(r.adjusted(-out, -out, out, out));
        const QPointF tip = r.topLeft() + QPointF(out * 0.2, out * 0.2);
        const qreal f = m_side * 0.55;
        m_p.setPen(QPen(c, 1));
        m_p.setBrush(c);
        m_p.drawPolygon(QPolygonF({ tip, tip - QPointF(f, f * 0.35), tip - QPointF(f * 0.35, f) }));
    }

    // Where a branch ends: the constraint framed with a cross badge.
    void contradiction(const ForcingBranch& b, bool fade)
    {
        if (b.contradictionAt < 0)
            return;
        const QColor c = faded(m_colours.forcingEnd, fade);
        const QRectF r = constraintRect(m_geo, b.contradictionAt);
        const qreal w = m_w * 1.5;
        m_p.setPen(QPen(c, w));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawRect(r.adjusted(w, w, -w, -w));
        // The badge: a filled disc with a cross, centred on the frame's upper
        // right corner (small, so it leaves the corner candidates readable).
        const qreal radius = m_side * 0.36;
        const QPointF centre = r.topRight();
        m_p.setPen(Qt::NoPen);
        m_p.setBrush(c);
        m_p.drawEllipse(centre, radius, radius);
        m_p.setPen(QPen(m_colours.board, std::max<qreal>(1.2, m_w * 0.7)));
        const qreal d = radius * 0.45;
        m_p.drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d));
        m_p.drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d));
        // Two true candidates in one constraint: both ringed in the end colour.
        if (!b.contradictionIsBase)
            for (Candidate x : members(b.contradictionAt))
                if (x == b.start
                    || std::any_of(b.implications.begin(), b.implications.end(),
                        [x](const Implication& imp) { return imp.on && imp.candidate == x; }))
                    endRing(x, fade);
    }

    // A conclusion every branch reaches (verity): framed in the end colour.
    void endRing(Candidate x, bool fade)
    {
        const qreal out = m_side * 0.28; // outside the start's second ring
        m_p.setPen(QPen(faded(m_colours.forcingEnd, fade), m_w * 1.5));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawRoundedRect(m_geo.candidateRect(x).adjusted(-out, -out, out, out), m_side * 0.2, m_side * 0.2);
    }

    // The arrows and rings of a branch's implications (an inner net's also
    // from the enclosing branch's implications it rests on, `outer`). `focus`
    // (-1 none) is the implication that stands out; the rest fades when there is one.
    void implications(const ForcingBranch& b, const ForcingBranch* outer, int focus)
    {
        const bool fade = focus >= 0;
        for (std::size_t i = 0; i < b.implications.size(); ++i) {
            const Implication& imp = b.implications[i];
            const bool focused = int(i) == focus;
            // A nested contradiction rests on facts all over the branch: its
            // arrows show with its inner net, when it is selected.
            if (isNested(b, imp) && !focused)
                continue;
            for (int p : imp.premises)
                arrow(premise(b, p), imp.candidate, imp.on, fade && !focused, focused);
            if (outer)
                for (int p : imp.outer)
                    arrow(premise(*outer, p), imp.candidate, imp.on, fade && !focused, focused);
        }
        for (std::size_t i = 0; i < b.implications.size(); ++i) {
            const Implication& imp = b.implications[i];
            if (imp.candidate == b.start)
                continue;
            ring(imp.candidate, imp.on, fade && int(i) != focus, int(i) == focus ? 1.8 : 1.0);
            if (isNested(b, imp)) // ringed twice: an inner net to open
                ring(imp.candidate, false, fade && int(i) != focus, 0.8, m_side * 0.16);
        }
        if (fade && focus < int(b.implications.size()))
            for (int p : b.implications[std::size_t(focus)].premises)
                ring(premise(b, p), premiseOn(b, p), false, 1.8);
    }

    // One branch: arrows, rings, start, end (see implications()).
    void branch(const ForcingBranch& b, const CandidateSet& conclusions, int focus)
    {
        const bool fade = focus >= 0;
        implications(b, nullptr, focus);
        start(b.start, fade);
        if (b.contradiction) {
            contradiction(b, fade);
        } else {
            for (const Implication& imp : b.implications)
                if (conclusions.test(imp.candidate))
                    endRing(imp.candidate, fade);
        }
    }

    // The inner net of a nested contradiction, drawn over its faded branch:
    // arrows from the branch's implications it rests on and inside it.
    void inner(const ForcingBranch& outer, const ForcingBranch& net, int focus)
    {
        implications(net, &outer, focus);
        start(net.start, false);
        if (net.contradiction)
            contradiction(net, false);
    }

private:
    QPainter& m_p;
    const GridGeometry& m_geo;
    const Palette& m_colours;
    ArrowRouter m_router; // each arrow keeps clear of the candidates and the arrows before it
    std::vector<ForcingArrow>* m_routes; // the arrows drawn, when asked for
    qreal m_side, m_w;
};

} // namespace

CandidateSet premiseCandidates(const ForcingBranch& branch, const Implication& imp)
{
    CandidateSet xs;
    for (int p : imp.premises)
        xs.set(p >= 0 && p < int(branch.implications.size()) ? branch.implications[std::size_t(p)].candidate
                                                             : branch.start);
    return xs;
}

namespace
{

// Draws the graph with `painter` (what paintForcing() and forcingArrows() share).
void drawForcing(ForcingPainter& painter, const Highlight& h, const ForcingFocus& focus)
{
    const CandidateSet conclusions = h.placements | h.eliminations;
    const int n = int(h.branches.size());
    if (focus.branch < 0 || focus.branch >= n) {
        for (const ForcingBranch& b : h.branches)
            painter.branch(b, conclusions, -1);
        return;
    }
    const ForcingBranch& b = h.branches[std::size_t(focus.branch)];
    const int m = int(b.implications.size());
    const int implication = focus.implication < m ? focus.implication : -1;
    const Implication* nestedImp = implication >= 0 ? &b.implications[std::size_t(implication)] : nullptr;
    if (nestedImp && nestedImp->nested >= 0 && nestedImp->nested < int(b.nested.size())) {
        // The inner net stands out over its faded branch.
        painter.branch(b, conclusions, m);
        painter.inner(b, b.nested[std::size_t(nestedImp->nested)], focus.inner);
    } else {
        painter.branch(b, conclusions, implication);
    }
}

} // namespace

void paintForcing(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus,
    const Palette& colours)
{
    if (h.branches.empty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    ForcingPainter painter(p, geo, s, colours);
    drawForcing(painter, h, focus);
    p.restore();
}

std::vector<ForcingArrow> forcingArrows(
    const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus)
{
    std::vector<ForcingArrow> out;
    if (h.branches.empty())
        return out;
    QPicture picture; // drawn and dropped: only the routes are wanted
    QPainter p(&picture);
    const Palette colours = Palette::make(ColourScheme::OkabeIto, false);
    ForcingPainter painter(p, geo, s, colours, &out);
    drawForcing(painter, h, focus);
    return out;
}

} // namespace setwise::ui
