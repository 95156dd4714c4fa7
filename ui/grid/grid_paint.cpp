// SPDX-License-Identifier: GPL-3.0-or-later
// GridWidget's painting (docs/architecture.md, Habits: paintEvent only paints): cell
// backgrounds, givens and candidates with their highlight roles, house
// outlines and labels; the chain and mistake overlays are grid_overlay.cpp's.
// Input and the setters are in grid_widget.cpp.
#include "ui/grid/grid_widget.h"

#include "engine/tables.h"
#include "ui/grid/forcing_overlay.h"

#include <QFontMetricsF>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace setwise::ui
{

namespace
{

// The label house of a digit constraint (rows 0..8, columns 9..17, boxes 18..26), or -1 for a cell.
House houseOfConstraint(Constraint k)
{
    switch (kindOf(k)) {
    case ConstraintKind::Row:
        return constraintHouse(k);
    case ConstraintKind::Column:
        return 9 + constraintHouse(k);
    case ConstraintKind::Box:
        return 18 + constraintHouse(k);
    case ConstraintKind::Cell:
        break;
    }
    return -1;
}

bool constraintHoldsCell(Constraint k, Cell c)
{
    for (Candidate x : members(k))
        if (cellOf(x) == c)
            return true;
    return false;
}

QPen pen(const QColor& c, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen p(c, width, style);
    p.setCapStyle(Qt::FlatCap);
    p.setJoinStyle(Qt::MiterJoin);
    return p;
}

} // namespace

std::optional<Role> GridWidget::houseRole(House h) const
{
    for (Constraint k : m_highlight.bases)
        if (houseOfConstraint(k) == h)
            return Role::BaseConstraint;
    for (Constraint k : m_highlight.covers)
        if (houseOfConstraint(k) == h)
            return Role::CoverConstraint;
    return std::nullopt;
}

void GridWidget::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(event->rect(), m_colours.window);

    const GridGeometry geo = gridGeometry();
    const QRectF board = geo.board();
    if (board.isEmpty())
        return;
    p.fillRect(board, m_colours.board);

    // Layers: house shading, house outlines, then digits and candidate marks on top.
    for (Cell c = 0; c < kCells; ++c)
        if (event->rect().intersects(geo.cellRect(c).toAlignedRect()))
            paintCellBackground(p, geo, c);
    paintChainCells(p, geo, m_highlight, m_colours);
    paintHouseLinks(p, geo, m_state, m_highlight, m_colours);
    paintHouseOutlines(p, geo);
    for (Cell c = 0; c < kCells; ++c)
        if (event->rect().intersects(geo.cellRect(c).toAlignedRect()))
            paintCellContent(p, geo, c);

    // Grid lines: thin between cells, thick between boxes; whole pixels stay crisp.
    const qreal s = geo.cellSide();
    const qreal thick = std::max<qreal>(2.0, std::round(s / 22));
    p.setRenderHint(QPainter::Antialiasing, false);
    for (int i = 1; i < 9; ++i) {
        if (i % 3 == 0)
            continue;
        p.setPen(pen(m_colours.gridLine, 1));
        p.drawLine(QPointF(board.left() + i * s, board.top()), QPointF(board.left() + i * s, board.bottom()));
        p.drawLine(QPointF(board.left(), board.top() + i * s), QPointF(board.right(), board.top() + i * s));
    }
    p.setPen(pen(m_colours.boxLine, thick));
    for (int i = 0; i <= 9; i += 3) {
        p.drawLine(QPointF(board.left() + i * s, board.top() - thick / 2),
            QPointF(board.left() + i * s, board.bottom() + thick / 2));
        p.drawLine(QPointF(board.left() - thick / 2, board.top() + i * s),
            QPointF(board.right() + thick / 2, board.top() + i * s));
    }
    p.setRenderHint(QPainter::Antialiasing, true);

    // Keyboard cursor (not in exports).
    if (m_cursorShown) {
        const QRectF cur = geo.cellRect(m_cursor).adjusted(3, 3, -3, -3);
        p.setPen(pen(m_colours.cursor, hasFocus() ? 2.5 : 1.2, hasFocus() ? Qt::SolidLine : Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(cur, 3, 3);
    }

    paintChain(p, geo, m_state, m_highlight, m_colours);
    paintForcing(p, geo, m_state, m_highlight, m_forcingFocus, m_colours);
    paintLabels(p, geo);

    if (!m_caption.isEmpty()) {
        QFont f = font();
        f.setPixelSize(std::max(9, int(labelMargin() * 0.42)));
        f.setItalic(true);
        p.setFont(f);
        p.setPen(m_colours.label);
        const QRectF strip(board.left(), board.bottom() + 2, board.width(), rect().bottom() - board.bottom() - 2);
        p.drawText(strip, Qt::AlignCenter | Qt::TextSingleLine,
            QFontMetrics(f).elidedText(m_caption, Qt::ElideRight, int(strip.width())));
    }
}

void GridWidget::paintCellBackground(QPainter& p, const GridGeometry& geo, Cell c) const
{
    const QRectF r = geo.cellRect(c);
    if (const int u = m_userColours.cells[std::size_t(c)]; u > 0)
        p.fillRect(r, m_colours.userColour[u - 1]);
    // Base and cover houses in two colours; where they overlap the two blend.
    for (Constraint k : m_highlight.bases)
        if (constraintHoldsCell(k, c)) {
            p.fillRect(r, m_colours.baseHouse);
            break;
        }
    for (Constraint k : m_highlight.covers)
        if (constraintHoldsCell(k, c)) {
            p.fillRect(r, m_colours.coverHouse);
            break;
        }
    if (m_digit != kNoDigit && shows(candidateOf(c, m_digit)))
        p.fillRect(r, m_colours.digitFocus);
    auto shown = [this, c] {
        int n = 0;
        for (Digit d = 0; d < 9; ++d)
            n += shows(candidateOf(c, d));
        return n;
    };
    if (m_bivalue && m_state.isEmpty(c) && shown() == 2)
        p.fillRect(r, m_colours.digitFocus);
    if (m_duplicates.test(c) || m_mistakes.wrongDigits.test(c))
        p.fillRect(r, m_colours.mistakeCell);
}

void GridWidget::paintCellContent(QPainter& p, const GridGeometry& geo, Cell c) const
{
    const QRectF r = geo.cellRect(c);
    if (!m_state.isEmpty(c)) {
        QFont f = font();
        f.setPixelSize(std::max(8, int(r.height() * 0.64)));
        const bool given = m_state.isGiven(c);
        // Givens bold and black, placed digits regular and blue: weight and hue both tell them apart.
        f.setWeight(given ? QFont::DemiBold : QFont::Normal);
        p.setFont(f);
        const bool wrong = m_duplicates.test(c) || m_mistakes.wrongDigits.test(c);
        p.setPen(wrong ? m_colours.mistake : given ? m_colours.given : m_colours.placed);
        p.drawText(r, Qt::AlignCenter, QString::number(m_state.digit(c) + 1));
        if (wrong) {
            // Shape cue besides the colour: a bar under the digit.
            const qreal w = std::max<qreal>(2.0, r.height() / 16);
            p.fillRect(QRectF(r.left() + r.width() * 0.25, r.bottom() - r.height() * 0.14, r.width() * 0.5, w),
                m_colours.mistake);
        }
        return;
    }
    for (Digit d = 0; d < 9; ++d) {
        const Candidate x = candidateOf(c, d);
        if (shows(x)) {
            paintCandidate(p, geo.candidateRect(x), x);
        } else if (m_mistakes.wronglyRemoved.test(x)) {
            // The solution's digit was removed: shown in the mistake colour, ringed dashed.
            const QRectF cr = geo.candidateRect(x);
            QFont f = font();
            f.setPixelSize(std::max(6, int(cr.height() * 0.78)));
            p.setFont(f);
            p.setPen(m_colours.mistake);
            p.drawText(cr, Qt::AlignCenter, QString::number(d + 1));
            p.setPen(pen(m_colours.mistake, std::max<qreal>(1.0, cr.width() / 14), Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(cr.adjusted(1, 1, -1, -1));
        }
    }
}

void GridWidget::paintCandidate(QPainter& p, const QRectF& r, Candidate x) const
{
    const Highlight& h = m_highlight;
    const QPointF centre = r.center();
    const qreal radius = r.width() * 0.44;
    const QRectF disc(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    const qreal line = std::max<qreal>(1.0, r.width() / 16);
    QColor textColour = m_colours.candidate;
    bool bold = digitOf(x) == m_digit;

    auto fillDisc = [&](Role role) {
        const RolePaint rp = m_colours.role(role);
        p.setPen(pen(rp.stroke, line));
        p.setBrush(rp.fill);
        p.drawEllipse(disc);
        textColour = rp.text;
    };
    auto fillBox = [&](Role role, bool twice) {
        const RolePaint rp = m_colours.role(role);
        const QRectF box = disc.adjusted(-radius * 0.05, -radius * 0.05, radius * 0.05, radius * 0.05);
        p.setPen(pen(rp.stroke, line * 1.4));
        p.setBrush(rp.fill);
        p.drawRect(box);
        if (twice) {
            p.setBrush(Qt::NoBrush);
            p.drawRect(box.adjusted(line * 2.2, line * 2.2, -line * 2.2, -line * 2.2));
        }
        textColour = rp.text;
    };

    if (m_selection.test(x) || h.selection.test(x)) {
        const RolePaint rp = m_colours.role(Role::UserSelection);
        p.fillRect(r, rp.fill);
    }
    if (const int u = m_userColours.candidates[std::size_t(x)]; u > 0) {
        // The user's colour: a square under the digit, so step discs stay readable on top.
        QColor c = m_colours.userColour[u - 1];
        c.setAlpha(std::min(255, c.alpha() * 2));
        p.fillRect(r.adjusted(1, 1, -1, -1), c);
    }
    if (h.placements.test(x)) {
        fillDisc(Role::Placement);
        bold = true;
    } else if (h.endoFins.test(x)) {
        fillBox(Role::EndoFin, true);
    } else if (h.fins.test(x)) {
        fillBox(Role::Fin, false);
    } else if (h.virtualCandidates.test(x)) {
        fillDisc(Role::VirtualBase);
    } else if (h.baseCandidates.test(x)) {
        fillDisc(Role::BaseCandidate);
    } else if (h.eliminations.test(x)) {
        fillDisc(Role::Elimination);
    } else if (h.pattern.test(x)) {
        fillDisc(Role::DeadlyPattern);
    }
    if (h.cannibals.test(x)) {
        // A cannibal keeps its base mark and gets the elimination's ring and stroke.
        const RolePaint rp = m_colours.role(Role::Cannibal);
        p.setPen(pen(rp.stroke, line * 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(disc.adjusted(-line, -line, line, line));
    }

    // A case of counting by cases: what its true assumptions make false fades.
    if (h.assumedOut.test(x))
        textColour.setAlpha(std::max(60, textColour.alpha() * 2 / 5));
    QFont f = font();
    f.setPixelSize(std::max(6, int(r.height() * 0.78)));
    f.setBold(bold);
    p.setFont(f);
    p.setPen(textColour);
    p.drawText(r, Qt::AlignCenter, QString::number(digitOf(x) + 1));

    if (h.eliminations.test(x)) {
        // Shape cue for eliminations: struck through, not only coloured.
        const RolePaint rp = m_colours.role(h.cannibals.test(x) ? Role::Cannibal : Role::Elimination);
        p.setPen(pen(rp.stroke, line * 1.8));
        const qreal d = radius * 0.78;
        p.drawLine(QPointF(centre.x() - d, centre.y() + d), QPointF(centre.x() + d, centre.y() - d));
    }
    if (m_selection.test(x) || h.selection.test(x)) {
        const RolePaint rp = m_colours.role(Role::UserSelection);
        p.setPen(pen(rp.stroke, line * 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(disc.adjusted(-line * 1.5, -line * 1.5, line * 1.5, line * 1.5));
    }
    // Counting by cases (over the selection ring): the assumptions ringed twice (true solid in the "on"
    // colour, false dashed in the "off" colour), what they make false ringed
    // dashed once; with no case shown, the triplets ringed dotted.
    const auto ring = [&](const QColor& c, Qt::PenStyle style, qreal grow) {
        p.setPen(pen(c, line * 1.3, style));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(disc.adjusted(-grow, -grow, grow, grow));
    };
    if (h.assumedOn.test(x) || h.assumedOff.test(x)) {
        const bool on = h.assumedOn.test(x);
        const QColor c = on ? m_colours.chainOn : m_colours.chainOff;
        ring(c, on ? Qt::SolidLine : Qt::DashLine, line * 0.5);
        ring(c, on ? Qt::SolidLine : Qt::DashLine, line * 2.6);
    } else if (h.assumedOut.test(x)) {
        ring(m_colours.chainOff, Qt::DashLine, line * 0.5);
    } else if (h.triplets.test(x)) {
        ring(m_colours.chainOn, Qt::DotLine, line * 1.5);
    }
}

void GridWidget::paintHouseOutlines(QPainter& p, const GridGeometry& geo) const
{
    // Shape cue for the two house roles: bases outlined solid, covers dashed,
    // both just inside the house so they stay clear of the candidates.
    const qreal w = std::max<qreal>(1.5, geo.cellSide() / 26);
    auto outline = [&](Constraint k, Role role, qreal inset, Qt::PenStyle style) {
        const House h = houseOfConstraint(k);
        const QRectF r = h >= 0 ? geo.houseRect(h) : geo.cellRect(k);
        p.setPen(pen(m_colours.role(role).stroke, w, style));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(inset, inset, -inset, -inset));
    };
    for (Constraint k : m_highlight.bases)
        outline(k, Role::BaseConstraint, w * 1.2, Qt::SolidLine);
    for (Constraint k : m_highlight.covers)
        outline(k, Role::CoverConstraint, w * 1.2, Qt::DashLine);
}

void GridWidget::paintLabels(QPainter& p, const GridGeometry& geo) const
{
    QFont f = font();
    f.setPixelSize(std::max(8, int(std::min(labelMargin() * 0.5, geo.cellSide() * 0.32))));
    for (House h = 0; h < 27; ++h) {
        const QRectF r = geo.houseLabelRect(h);
        // A house link (Multi-Sector Locked Set): its digits on a chip in
        // place of the label, in its line's colour, widened off the board.
        const auto link = std::find_if(m_highlight.houseLinks.begin(), m_highlight.houseLinks.end(),
            [h](const Highlight::HouseLink& l) { return l.house == h; });
        if (link != m_highlight.houseLinks.end()) {
            QString digits;
            for (Digit d = 0; d < 9; ++d)
                if (link->digits >> d & 1U)
                    digits += QChar(u'1' + d);
            QFont bf = f;
            bf.setBold(true);
            const qreal height = std::min(r.width(), r.height()) * 0.86;
            // A row's chip fits the strip left of the board: a smaller font
            // for many digits, then past the strip up to the widget's edge.
            const qreal room = h < 9 ? r.right() - 2 - std::max<qreal>(0, rect().left()) : r.width();
            qreal width = 0;
            for (int px = bf.pixelSize(); px >= 7; --px) {
                bf.setPixelSize(px);
                width = QFontMetricsF(bf).horizontalAdvance(digits) + QFontMetricsF(bf).height() * 0.5;
                if (width <= room)
                    break;
            }
            p.setFont(bf);
            QRectF chip(0, 0, std::min(std::max(width, height), std::max(room, height)), height);
            if (h < 9) // a row's: right-aligned to the board
                chip.moveCenter(QPointF(r.right() - 2 - chip.width() / 2, r.center().y()));
            else
                chip.moveCenter(r.center());
            const QColor colour = houseLinkColour(m_colours, h);
            p.setPen(pen(colour, 1.5));
            p.setBrush(m_colours.board);
            p.drawRoundedRect(chip, height / 2, height / 2);
            p.setPen(colour);
            p.drawText(chip, Qt::AlignCenter, digits);
            continue;
        }
        const std::optional<Role> role = houseRole(h);
        if (role) {
            const RolePaint rp = m_colours.role(*role);
            const qreal side = std::min(r.width(), r.height()) * 0.86;
            const QRectF chip(r.center().x() - side / 2, r.center().y() - side / 2, side, side);
            p.setPen(pen(rp.stroke, 1.2, *role == Role::CoverConstraint ? Qt::DashLine : Qt::SolidLine));
            p.setBrush(rp.fill);
            p.drawRoundedRect(chip, 4, 4);
        }
        QFont lf = f;
        lf.setUnderline(h == m_hoverHouse);
        lf.setBold(role.has_value());
        p.setFont(lf);
        p.setPen(h == m_hoverHouse ? m_colours.hover : m_colours.label);
        const char kind = h < 9 ? 'r' : h < 18 ? 'c' : 'b';
        p.drawText(r, Qt::AlignCenter, QStringLiteral("%1%2").arg(QLatin1Char(kind)).arg(h % 9 + 1));
    }
}

} // namespace setwise::ui
