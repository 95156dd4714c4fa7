// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/forcing_overlay.h"

#include "engine/tables.h"
#include "ui/grid/arrows.h"
#include "ui/text/step_text.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLineF>
#include <QPainter>
#include <QPicture>

#include <algorithm>
#include <set>

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

// The candidate an implication's premise p names: one of the branch's
// implications, or its start (-1).
Candidate premiseOf(const ForcingBranch& b, int p)
{
    return p >= 0 && p < int(b.implications.size()) ? b.implications[std::size_t(p)].candidate : b.start;
}

// Whether premise p is a true candidate (the start is assumed true).
bool premiseOn(const ForcingBranch& b, int p)
{
    return p < 0 || p >= int(b.implications.size()) || b.implications[std::size_t(p)].on;
}

bool isNested(const ForcingBranch& b, const Implication& imp)
{
    return !imp.on && imp.cause < 0 && imp.candidate != b.start;
}

// The premise that made an implication follow: the one found last.
int trigger(const Implication& imp, int self)
{
    int best = -1;
    for (int p : imp.premises)
        if (p < self)
            best = std::max(best, p);
    return best;
}

// An arrow to draw: its ends, its kind, and how much it matters (the lower
// the tier, the sooner it is routed and the likelier at full strength).
struct ArrowSpec {
    Candidate from, to;
    bool on;
    int tier; // 0 the focused implication's, 1 the route to the end (before the walk latest first), 2 walked
              // (latest first), 3 the rest
    int order; // within the tier
    bool fade; // faded whatever its tier (the branch under an inner net)
};

class ForcingPainter
{
public:
    ForcingPainter(QPainter& p, const GridGeometry& geo, const State& s, const Palette& colours, ForcingPicture* out)
        : m_p(p)
        , m_geo(geo)
        , m_state(s)
        , m_colours(colours)
        , m_router(obstaclesOf(geo, s))
        , m_out(out)
        , m_side(geo.cellSide() / 3)
        , m_w(std::max<qreal>(1.6, geo.cellSide() / 22))
    {
        for (Cell c = 0; c < kCells; ++c)
            if (!s.isEmpty(c))
                m_digits.push_back(digitBox(geo, c));
    }

    QPointF centre(Candidate x) const { return m_geo.candidateRect(x).center(); }

    // One branch (or an inner net over its faded branch, `outer`): the
    // implications that show (the route to its end, those walked to, or all),
    // its start and its end. `focus`: the implication that stands out (-1
    // none); `fadeAll`: everything faded (the branch under its inner net).
    void branch(const ForcingBranch& b, const ForcingBranch* outer, const CandidateSet& conclusions, int focus,
        bool all, bool fadeAll)
    {
        const int m = int(b.implications.size());
        const std::vector<int> route = routeToEnd(b, conclusions);
        std::vector<char> onRoute(std::size_t(m), 0), shown(std::size_t(m), 0), allArrows(std::size_t(m), 0);
        for (int i : route)
            onRoute[std::size_t(i)] = shown[std::size_t(i)] = 1;
        for (int i = 0; i < m; ++i)
            if (all || i <= focus) {
                shown[std::size_t(i)] = 1;
                allArrows[std::size_t(i)] = 1;
            }
        const CandidateSet clash = clashCandidates(b);
        Pending pending { &b, {}, {}, fadeAll };
        for (int i = 0; i < m; ++i) {
            if (!shown[std::size_t(i)])
                continue;
            const Implication& imp = b.implications[std::size_t(i)];
            pending.rings.push_back(
                { i, imp.candidate, imp.on, i == focus, isNested(b, imp), clash.test(imp.candidate) });
            // A nested contradiction rests on facts all over the branch: its
            // arrows show with its inner net, when it is selected.
            if (isNested(b, imp) && i != focus)
                continue;
            int tier = 3, order = i;
            if (i == focus)
                tier = 0;
            else if (onRoute[std::size_t(i)])
                // Before the walk, the end (the contradiction) first: a
                // route of more than kFullArrows fades at its start.
                tier = 1, order = focus < 0 && !all ? -i : i;
            else if (!all)
                tier = 2, order = -i;
            if (allArrows[std::size_t(i)]) {
                for (int p : imp.premises)
                    pending.arrows.push_back({ premiseOf(b, p), imp.candidate, imp.on, tier, order, fadeAll });
                if (outer)
                    for (int p : imp.outer)
                        pending.arrows.push_back({ premiseOf(*outer, p), imp.candidate, imp.on, tier, order, fadeAll });
            } else if (const int t = trigger(imp, i); t >= 0 || !imp.premises.empty()) {
                pending.arrows.push_back({ premiseOf(b, t), imp.candidate, imp.on, tier, order, fadeAll });
            } else if (outer && !imp.outer.empty()) {
                pending.arrows.push_back(
                    { premiseOf(*outer, imp.outer.back()), imp.candidate, imp.on, tier, order, fadeAll });
            }
        }
        if (focus >= 0 && focus < m)
            for (int p : b.implications[std::size_t(focus)].premises)
                pending.premises.push_back({ premiseOf(b, p), premiseOn(b, p) });
        pending.conclusions = b.contradiction ? CandidateSet {} : conclusions;
        // Showing all with one implication singled out, the start fades
        // (unless a premise); walking, it stays: the walk starts there.
        pending.fadeStart = fadeAll || (all && focus >= 0 && focus < m);
        m_pending.push_back(std::move(pending));
    }

    // Routes every pending arrow (the most important first), then paints:
    // faded arrows, full ones, rings, starts, ends and captions.
    void finish()
    {
        struct Routed {
            ArrowSpec spec;
            QPolygonF route;
            bool full;
        };
        std::vector<const ArrowSpec*> order;
        for (const Pending& pd : m_pending)
            for (const ArrowSpec& a : pd.arrows)
                order.push_back(&a);
        std::stable_sort(order.begin(), order.end(), [](const ArrowSpec* a, const ArrowSpec* b) {
            if (a->fade != b->fade)
                return !a->fade;
            return a->tier != b->tier ? a->tier < b->tier : a->order < b->order;
        });
        std::set<Candidate> clashAll, ends;
        for (const Pending& pd : m_pending) {
            for (Candidate x : clashCandidates(*pd.branch))
                clashAll.insert(x);
            for (Candidate x : pd.conclusions)
                ends.insert(x);
        }
        std::vector<Routed> routed;
        std::set<Candidate> fullTargets;
        int full = 0;
        for (const ArrowSpec* a : order) {
            if (a->from == a->to || a->from < 0 || a->to < 0)
                continue;
            const bool inCell = cellOf(a->from) == cellOf(a->to);
            // Arrowheads stop at the target's ring (further out at a ring drawn wider).
            const qreal gap = ends.count(a->to) ? 0.78 : clashAll.count(a->to) ? 0.58 : 0.5;
            const QPolygonF route = m_router.route(centre(a->from), centre(a->to), m_side * gap, !inCell);
            const bool isFull = !a->fade && full < kFullArrows;
            if (isFull) {
                ++full;
                fullTargets.insert(a->to);
            }
            routed.push_back({ *a, route, isFull });
            if (m_out && route.size() >= 2) {
                m_out->arrows.push_back({ a->from, a->to, route, isFull });
                m_out->heads.push_back(route.back());
            }
        }
        // Faded first, the focused implication's last (on top). A route bent
        // round the board's edge, or its head, stays on the board: over the
        // labels it would hide them.
        m_p.save();
        m_p.setClipRect(m_geo.board(), Qt::IntersectClip);
        for (int pass = 0; pass < 3; ++pass)
            for (auto it = routed.rbegin(); it != routed.rend(); ++it) {
                const int p = !it->full ? 0 : it->spec.tier == 0 ? 2 : 1;
                if (p != pass)
                    continue;
                const bool strong = it->spec.tier == 0 && it->full;
                drawArrow(m_p, it->route, faded(it->spec.on ? m_colours.chainOn : m_colours.chainOff, !it->full),
                    strong ? m_w * 1.9 : m_w, !it->spec.on, std::max<qreal>(5.0, m_side * (strong ? 0.55 : 0.42)));
            }
        m_p.restore();
        for (const Pending& pd : m_pending) {
            const ForcingBranch& b = *pd.branch;
            for (const RingSpec& r : pd.rings) {
                if (r.candidate == b.start || r.clash)
                    continue;
                const bool fade = pd.fadeAll || (!r.focused && !fullTargets.count(r.candidate) && !r.nested);
                ring(r.candidate, r.on, fade, r.focused ? 1.8 : 1.0);
                if (r.nested) // ringed twice: an inner net to open
                    ring(r.candidate, false, fade, 0.8, m_side * 0.16);
            }
            for (const auto& [x, on] : pd.premises)
                ring(x, on, false, 1.8);
            start(b.start, pd.fadeStart);
            if (b.contradiction)
                contradiction(b, pd.fadeAll);
            else
                for (Candidate x : pd.conclusions)
                    endRing(x, pd.fadeAll);
        }
    }

private:
    struct RingSpec {
        int index;
        Candidate candidate;
        bool on, focused, nested, clash;
    };
    struct Pending {
        const ForcingBranch* branch;
        std::vector<ArrowSpec> arrows;
        std::vector<RingSpec> rings;
        bool fadeAll = false;
        std::vector<std::pair<Candidate, bool>> premises = {};
        CandidateSet conclusions = {};
        bool fadeStart = false;
    };

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
    // pointer aimed at it. Both stay on the board: next to its top or left
    // edge the pointer comes from below or from the right, and the outer
    // ring tucks under the board's frame rather than cover the labels.
    void start(Candidate x, bool fade)
    {
        const QColor c = faded(m_colours.chainOn, fade);
        const QRectF r = m_geo.candidateRect(x);
        const QRectF board = m_geo.board();
        const qreal out = m_side * 0.2;
        const qreal f = m_side * 0.55;
        m_p.save();
        m_p.setClipRect(board, Qt::IntersectClip);
        m_p.setPen(QPen(c, m_w));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawEllipse(r);
        m_p.drawEllipse(r.adjusted(-out, -out, out, out));
        const bool fromRight = r.left() - f < board.left();
        const bool fromBelow = r.top() - f < board.top();
        const qreal sx = fromRight ? -1 : 1, sy = fromBelow ? -1 : 1;
        const QPointF corner(fromRight ? r.right() : r.left(), fromBelow ? r.bottom() : r.top());
        const QPointF tip = corner + QPointF(sx * out * 0.2, sy * out * 0.2);
        m_p.setPen(QPen(c, 1));
        m_p.setBrush(c);
        m_p.drawPolygon(QPolygonF({ tip, tip - QPointF(sx * f, sy * f * 0.35), tip - QPointF(sx * f * 0.35, sy * f) }));
        m_p.restore();
    }

    QRectF endRingRect(Candidate x) const
    {
        const qreal out = m_side * 0.28; // outside the digit and the start's second ring
        return m_geo.candidateRect(x).adjusted(-out, -out, out, out);
    }

    // A conclusion every branch reaches, or a clashing candidate: framed
    // outside its digit in the end colour.
    void endRing(Candidate x, bool fade)
    {
        m_p.setPen(QPen(faded(m_colours.forcingEnd, fade), m_w * 1.5));
        m_p.setBrush(Qt::NoBrush);
        m_p.drawRoundedRect(endRingRect(x), m_side * 0.2, m_side * 0.2);
    }

    // Where a branch ends: the constraint framed with a cross badge, the
    // clashing candidates ringed and the contradiction named beside them.
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
        ForcingCaption caption;
        // The clashing candidates: a thick ring just outside each digit (two
        // of one cell sit side by side: their rings must not merge).
        for (Candidate x : clashCandidates(b)) {
            const qreal out = m_side * 0.06;
            const QRectF r = m_geo.candidateRect(x).adjusted(-out, -out, out, out);
            m_p.setPen(QPen(c, m_w * 1.4));
            m_p.setBrush(Qt::NoBrush);
            m_p.drawEllipse(r);
            caption.rings.push_back(r);
        }
        if (fade)
            return;
        caption.text
            = QGuiApplication::translate("setwise::ui::ForcingOverlay", "contradiction: %1").arg(contradictionText(b));
        QFont f = m_p.font();
        f.setPixelSize(std::max(9, int(m_side * 0.7)));
        f.setBold(true);
        const QFontMetricsF fm(f);
        const qreal pad = m_side * 0.15;
        const QSizeF size(fm.horizontalAdvance(caption.text) + 2 * pad, fm.height() + pad);
        caption.box = captionBox(r, size, caption.rings, b.contradictionAt);
        m_p.setFont(f);
        m_p.setPen(QPen(m_colours.board, 1));
        m_p.setBrush(c);
        m_p.drawRoundedRect(caption.box, pad, pad);
        m_p.drawText(caption.box, Qt::AlignCenter, caption.text);
        if (m_out)
            m_out->captions.push_back(std::move(caption));
    }

    // Where the caption goes: beside the framed constraint (above, below,
    // right or left of it, on the board), where it hides the fewest of the
    // clashing candidates' rings and the arrowheads, and none of the
    // candidates of the contradiction's cells (the reader checks them).
    QRectF captionBox(const QRectF& frame, QSizeF size, const std::vector<QRectF>& rings, Constraint at) const
    {
        // The digits of the live candidates in the contradiction's cells.
        std::vector<QRectF> ownDigits;
        for (Candidate y : members(at))
            for (Digit d = 0; d < 9; ++d)
                if (const Candidate x = candidateOf(cellOf(y), d); m_state.isLive(x)) {
                    const QRectF q = m_geo.candidateRect(x);
                    const qreal in = q.width() * 0.2;
                    const QRectF glyph = q.adjusted(in, in, -in, -in);
                    if (std::find(ownDigits.begin(), ownDigits.end(), glyph) == ownDigits.end())
                        ownDigits.push_back(glyph);
                }
        const QRectF board = m_geo.board();
        QPointF mid = frame.center();
        if (!rings.empty()) {
            QRectF all;
            for (const QRectF& q : rings)
                all = all.isNull() ? q : all.united(q);
            mid = all.center();
        }
        const qreal cell = 3 * m_side;
        // Every place on the board on a lattice of half a cell across and a
        // sixth of a cell down (the candidates' rows and the gaps between
        // them): the nearest to the clash that hides the least.
        std::vector<QPointF> corners;
        for (qreal y = board.top(); y + size.height() <= board.bottom() + 0.5; y += cell / 6)
            for (qreal x = board.left(); x + size.width() <= board.right() + 0.5; x += cell / 2)
                corners.push_back({ x, y });
        // Centred on the lines between rows: clear of the big digits.
        for (int row = 1; row < 9; ++row)
            for (qreal x = board.left(); x + size.width() <= board.right() + 0.5; x += cell / 2)
                corners.push_back({ x, board.top() + row * cell - size.height() / 2 });
        corners.push_back({ board.right() - size.width(), frame.top() - size.height() });
        corners.push_back({ board.right() - size.width(), frame.bottom() });
        QRectF best;
        qreal bestCost = 1e18;
        for (QPointF c : corners) {
            QRectF box(c, size);
            // Kept on the board.
            box.moveLeft(std::clamp(box.left(), board.left(), std::max(board.left(), board.right() - box.width())));
            box.moveTop(std::clamp(box.top(), board.top(), std::max(board.top(), board.bottom() - box.height())));
            qreal cost = QLineF(box.center(), mid).length() / cell; // near the clash
            for (const QRectF& q : rings)
                if (box.intersects(q))
                    cost += 1000 + (box & q).width() * (box & q).height();
            if (m_out)
                for (const QPointF& h : m_out->heads)
                    if (box.adjusted(-m_side * 0.3, -m_side * 0.3, m_side * 0.3, m_side * 0.3).contains(h))
                        cost += 400; // over an arrowhead: worse than over a candidate
            if (box.intersects(frame))
                cost += 4; // over the constraint's frame
            for (const QRectF& d : ownDigits)
                if (box.intersects(d))
                    cost += 200; // over a candidate of the contradiction's cells
            for (const QRectF& d : m_digits)
                if (box.intersects(d))
                    cost += 50; // over a given's or placed digit
            for (const Pending& pd : m_pending)
                for (const RingSpec& r : pd.rings)
                    if (box.intersects(m_geo.candidateRect(r.candidate)))
                        cost += 3; // over a ringed implication
            if (cost < bestCost) {
                bestCost = cost;
                best = box;
            }
        }
        return best;
    }

    QPainter& m_p;
    const GridGeometry& m_geo;
    const State& m_state;
    const Palette& m_colours;
    ArrowRouter m_router; // each arrow keeps clear of the candidates and the arrows before it
    ForcingPicture* m_out; // what was drawn, when asked for
    std::vector<Pending> m_pending;
    std::vector<QRectF> m_digits; // the filled cells' big digits
    qreal m_side, m_w;
};

// Draws the graph with `painter` (what paintForcing() and forcingPicture() share).
void drawForcing(ForcingPainter& painter, const Highlight& h, const ForcingFocus& focus)
{
    const CandidateSet conclusions = h.placements | h.eliminations;
    const int n = int(h.branches.size());
    if (focus.branch < 0 || focus.branch >= n) {
        for (const ForcingBranch& b : h.branches)
            painter.branch(b, nullptr, conclusions, -1, focus.all, false);
        painter.finish();
        return;
    }
    const ForcingBranch& b = h.branches[std::size_t(focus.branch)];
    const int m = int(b.implications.size());
    const int implication = focus.implication < m ? focus.implication : -1;
    const Implication* nestedImp = implication >= 0 ? &b.implications[std::size_t(implication)] : nullptr;
    if (nestedImp && nestedImp->nested >= 0 && nestedImp->nested < int(b.nested.size())) {
        // The inner net stands out over its faded branch, walked the same way.
        const ForcingBranch& net = b.nested[std::size_t(nestedImp->nested)];
        painter.branch(b, nullptr, conclusions, implication, focus.all, true);
        const int inner = focus.inner < int(net.implications.size()) ? focus.inner : -1;
        painter.branch(net, &b, {}, inner, focus.all, false);
    } else {
        painter.branch(b, nullptr, conclusions, implication, focus.all, false);
    }
    painter.finish();
}

} // namespace

CandidateSet premiseCandidates(const ForcingBranch& branch, const Implication& imp)
{
    CandidateSet xs;
    for (int p : imp.premises)
        xs.set(premiseOf(branch, p));
    return xs;
}

std::vector<int> routeToEnd(const ForcingBranch& b, const CandidateSet& conclusions)
{
    const int m = int(b.implications.size());
    std::vector<int> ends;
    if (b.contradiction && b.contradictionAt >= 0) {
        const Constraint k = b.contradictionAt;
        for (int i = 0; i < m; ++i) {
            const Implication& imp = b.implications[std::size_t(i)];
            if (constraintOf(imp.candidate, kindOf(k)) == k && imp.on == !b.contradictionIsBase)
                ends.push_back(i);
        }
    } else if (!b.contradiction) {
        // Each conclusion where it is first reached.
        CandidateSet seen;
        for (int i = 0; i < m; ++i) {
            const Candidate x = b.implications[std::size_t(i)].candidate;
            if (conclusions.test(x) && !seen.test(x)) {
                seen.set(x);
                ends.push_back(i);
            }
        }
    }
    if (ends.empty() && b.contradiction && m > 0)
        ends.push_back(m - 1); // no constraint named: the last fact
    std::vector<char> on(std::size_t(m), 0);
    for (int e : ends)
        for (int i = e; i >= 0 && i < m && !on[std::size_t(i)]; i = trigger(b.implications[std::size_t(i)], i))
            on[std::size_t(i)] = 1;
    std::vector<int> route;
    for (int i = 0; i < m; ++i)
        if (on[std::size_t(i)] && b.implications[std::size_t(i)].candidate != b.start)
            route.push_back(i);
    return route;
}

void paintForcing(QPainter& p, const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus,
    const Palette& colours)
{
    if (h.branches.empty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    ForcingPicture picture; // the captions keep clear of the arrowheads
    ForcingPainter painter(p, geo, s, colours, &picture);
    drawForcing(painter, h, focus);
    p.restore();
}

ForcingPicture forcingPicture(const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus)
{
    ForcingPicture out;
    if (h.branches.empty())
        return out;
    QPicture picture; // drawn and dropped: only the geometry is wanted
    QPainter p(&picture);
    const Palette colours = Palette::make(ColourScheme::OkabeIto, false);
    ForcingPainter painter(p, geo, s, colours, &out);
    drawForcing(painter, h, focus);
    return out;
}

std::vector<ForcingArrow> forcingArrows(
    const GridGeometry& geo, const State& s, const Highlight& h, const ForcingFocus& focus)
{
    return forcingPicture(geo, s, h, focus).arrows;
}

} // namespace setwise::ui
