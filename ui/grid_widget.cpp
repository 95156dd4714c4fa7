// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid_widget.h"

#include "engine/tables.h"
#include "ui/step_text.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <bit>
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

// Digits 1-9 from a key event: the digit keys, the keypad, and the top row
// under Shift (X11 key codes 10..18), whatever symbols the layout puts there.
int digitFromKey(const QKeyEvent* e)
{
    if (e->key() >= Qt::Key_1 && e->key() <= Qt::Key_9)
        return e->key() - Qt::Key_1;
    if ((e->modifiers() & Qt::ShiftModifier) && e->nativeScanCode() >= 10 && e->nativeScanCode() <= 18)
        return int(e->nativeScanCode()) - 10;
    return kNoDigit;
}

} // namespace

GridWidget::GridWidget(QWidget* parent)
    : QWidget(parent)
    , m_colours(Palette::make(ColourScheme::OkabeIto, false))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("Candidate grid"));
}

void GridWidget::setState(const State& state)
{
    if (state == m_state)
        return;
    m_state = state;
    m_duplicates = duplicateCells(state);
    update();
}

void GridWidget::setHighlight(const Highlight& highlight)
{
    m_highlight = highlight;
    update();
}

void GridWidget::setSelection(const CandidateSet& selection)
{
    m_selection = selection;
    update();
}

void GridWidget::setColours(const Palette& palette)
{
    m_colours = palette;
    update();
}

void GridWidget::setCaption(const QString& caption)
{
    m_caption = caption;
    update();
}

void GridWidget::setCursorCell(Cell c)
{
    c = std::clamp(c, 0, kCells - 1);
    if (c == m_cursor)
        return;
    const GridGeometry geo = gridGeometry();
    update(geo.cellRect(m_cursor).toAlignedRect().adjusted(-2, -2, 2, 2));
    m_cursor = c;
    update(geo.cellRect(m_cursor).toAlignedRect().adjusted(-2, -2, 2, 2));
    emit cursorMoved(c);
}

void GridWidget::setSelectedDigit(Digit d)
{
    if (d == m_digit)
        return;
    m_digit = d;
    update();
}

void GridWidget::setBivalueFilter(bool on)
{
    if (on == m_bivalue)
        return;
    m_bivalue = on;
    update();
}

void GridWidget::setMistakes(const Mistakes& mistakes)
{
    m_mistakes = mistakes;
    update();
}

void GridWidget::setUserColours(const UserColours& colours)
{
    m_userColours = colours;
    update();
}

qreal GridWidget::labelMargin() const
{
    return std::max<qreal>(fontMetrics().height() * 1.3, std::min(width(), height()) * 0.05);
}

GridGeometry GridWidget::gridGeometry() const
{
    return GridGeometry(QRectF(rect()), labelMargin());
}

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

// ---------------------------------------------------------------- painting

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

    // Keyboard cursor.
    const QRectF cur = geo.cellRect(m_cursor).adjusted(3, 3, -3, -3);
    p.setPen(pen(m_colours.cursor, hasFocus() ? 2.5 : 1.2, hasFocus() ? Qt::SolidLine : Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(cur, 3, 3);

    paintChain(p, geo, m_highlight, m_colours);
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
    if (m_digit != kNoDigit && m_state.isLive(candidateOf(c, m_digit)))
        p.fillRect(r, m_colours.digitFocus);
    if (m_bivalue && m_state.isEmpty(c) && std::popcount(m_state.cellMask(c)) == 2)
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
        if (m_state.isLive(x)) {
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
    } else if (h.baseCandidates.test(x)) {
        fillDisc(Role::BaseCandidate);
    } else if (h.eliminations.test(x)) {
        fillDisc(Role::Elimination);
    }
    if (h.cannibals.test(x)) {
        // A cannibal keeps its base mark and gets the elimination's ring and stroke.
        const RolePaint rp = m_colours.role(Role::Cannibal);
        p.setPen(pen(rp.stroke, line * 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(disc.adjusted(-line, -line, line, line));
    }

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

// ---------------------------------------------------------------- input

bool GridWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QString GridWidget::toolTipAt(QPointF pos) const
{
    const GridGeometry geo = gridGeometry();
    if (const House h = geo.houseLabelAt(pos); h >= 0) {
        const int n = h % 9 + 1;
        const QString house = h < 9 ? tr("Row %1").arg(n) : h < 18 ? tr("Column %1").arg(n) : tr("Box %1").arg(n);
        return tr("%1 — click to use it for the selected digit").arg(house);
    }
    const Cell c = geo.cellAt(pos);
    if (c < 0)
        return {};
    const QString where = tr("row %1, column %2, box %3").arg(rowOf(c) + 1).arg(colOf(c) + 1).arg(boxOf(c) + 1);
    const Candidate x = m_state.isEmpty(c) ? geo.candidateAt(pos) : candidateOf(c, m_state.digit(c));
    QStringList names;
    for (Constraint k : constraintsOf(x))
        names << qs(constraintName(k));
    QString text;
    if (!m_state.isEmpty(c))
        text = (m_state.isGiven(c) ? tr("<b>%1</b> = %2, given, in %3") : tr("<b>%1</b> = %2, placed, in %3"))
                   .arg(qs(cellName(c)))
                   .arg(m_state.digit(c) + 1)
                   .arg(where);
    else if (m_state.isLive(x))
        text = tr("<b>%1</b>: candidate %2 in %3").arg(qs(candidateName(x))).arg(digitOf(x) + 1).arg(where);
    else
        text = tr("<b>%1</b>: %2 is no longer a candidate of %3")
                   .arg(qs(candidateName(x)))
                   .arg(digitOf(x) + 1)
                   .arg(qs(cellName(c)));
    text += QStringLiteral("<br>") + tr("Constraints: %1").arg(names.join(QStringLiteral(" · ")));
    Highlight h = m_highlight;
    h.selection |= m_selection;
    QStringList roles;
    for (Role r : h.rolesOf(x))
        roles << roleName(r);
    if (!roles.isEmpty())
        text += QStringLiteral("<br>") + tr("Role: %1").arg(roles.join(QStringLiteral(", ")));
    return text;
}

void GridWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const GridGeometry geo = gridGeometry();
    const QPointF pos = event->position();
    if (const House h = geo.houseLabelAt(pos); h >= 0) {
        emit houseClicked(h, event->modifiers());
        return;
    }
    const Cell c = geo.cellAt(pos);
    if (c < 0)
        return;
    setCursorCell(c);
    const Candidate x = m_state.isEmpty(c) ? geo.candidateAt(pos) : -1;
    if ((event->modifiers() & Qt::ControlModifier) && x >= 0) {
        emit candidateToggleRequested(x);
        return;
    }
    emit cellClicked(c, x, event->modifiers());
}

void GridWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    const GridGeometry geo = gridGeometry();
    const Cell c = geo.cellAt(event->position());
    if (event->button() == Qt::LeftButton && c >= 0 && m_state.isEmpty(c)) {
        const Candidate x = geo.candidateAt(event->position());
        if (m_state.isLive(x))
            emit placeRequested(x);
    }
}

void GridWidget::mouseMoveEvent(QMouseEvent* event)
{
    const GridGeometry geo = gridGeometry();
    const House h = geo.houseLabelAt(event->position());
    setCursor(h >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (h != m_hoverHouse) {
        if (m_hoverHouse >= 0)
            update(geo.houseLabelRect(m_hoverHouse).toAlignedRect());
        m_hoverHouse = h;
        if (h >= 0)
            update(geo.houseLabelRect(h).toAlignedRect());
    }
}

void GridWidget::leaveEvent(QEvent* event)
{
    if (m_hoverHouse >= 0) {
        update(gridGeometry().houseLabelRect(m_hoverHouse).toAlignedRect());
        m_hoverHouse = -1;
    }
    QWidget::leaveEvent(event);
}

void GridWidget::keyPressEvent(QKeyEvent* event)
{
    const int row = rowOf(m_cursor), col = colOf(m_cursor);
    switch (event->key()) {
    case Qt::Key_Left:
        setCursorCell(cellAt(row, (col + 8) % 9));
        return;
    case Qt::Key_Right:
        setCursorCell(cellAt(row, (col + 1) % 9));
        return;
    case Qt::Key_Up:
        setCursorCell(cellAt((row + 8) % 9, col));
        return;
    case Qt::Key_Down:
        setCursorCell(cellAt((row + 1) % 9, col));
        return;
    case Qt::Key_Home:
        setCursorCell(cellAt(row, 0));
        return;
    case Qt::Key_End:
        setCursorCell(cellAt(row, 8));
        return;
    case Qt::Key_0:
    case Qt::Key_Period:
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        emit clearRequested(m_cursor);
        return;
    default:
        break;
    }
    const Digit d = digitFromKey(event);
    if (d == kNoDigit) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier))
        emit candidateToggleRequested(candidateOf(m_cursor, d));
    else
        emit digitTyped(m_cursor, d);
}

void GridWidget::contextMenuEvent(QContextMenuEvent* event)
{
    const GridGeometry geo = gridGeometry();
    const Cell c = geo.cellAt(event->pos());
    if (c < 0)
        return;
    setCursorCell(c);
    QMenu menu(this);
    if (m_state.isEmpty(c)) {
        const Candidate x = geo.candidateAt(event->pos());
        const QString name = qs(candidateName(x));
        if (m_state.isLive(x)) {
            menu.addAction(tr("Place %1 in %2").arg(digitOf(x) + 1).arg(qs(cellName(c))), this,
                [this, x] { emit placeRequested(x); });
            menu.addAction(tr("Remove candidate %1").arg(name), this, [this, x] { emit candidateToggleRequested(x); });
        } else {
            menu.addAction(tr("Restore candidate %1").arg(name), this, [this, x] { emit candidateToggleRequested(x); });
        }
    } else if (!m_state.isGiven(c)) {
        menu.addAction(tr("Clear %1").arg(qs(cellName(c))), this, [this, c] { emit clearRequested(c); });
    }
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

} // namespace setwise::ui
