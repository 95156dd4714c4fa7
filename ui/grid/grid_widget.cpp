// SPDX-License-Identifier: GPL-3.0-or-later
// GridWidget: its setters and input (keys, mouse, tool tips, the context
// menu); the painting is grid_paint.cpp's.
#include "ui/grid/grid_widget.h"

#include "engine/tables.h"
#include "ui/grid/grid_accessible.h"
#include "ui/text/step_text.h"

#include <QAccessible>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>

namespace setwise::ui
{

namespace
{

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
    installGridAccessibility(); // before anything asks for the grid's accessible interface
    setAccessibleName(tr("Candidate grid"));
    setAccessibleDescription(tr("A table of 9 rows and 9 columns; arrows move the cursor, 1-9 type a digit"));
}

void GridWidget::announceCell(int event)
{
    // A screen reader reads the cell under the cursor: when it moves (focus on
    // the cell while the grid has the focus) and when its content changes.
    if (event == QAccessible::Focus && !hasFocus())
        event = QAccessible::Selection;
    QAccessibleEvent e(this, QAccessible::Event(event));
    e.setChild(m_cursor);
    sendGridAccessibleEvent(&e);
}

void GridWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    announceCell(QAccessible::Focus);
}

void GridWidget::setState(const State& state)
{
    if (state == m_state)
        return;
    m_state = state;
    m_duplicates = duplicateCells(state);
    if (!m_stepHighlight.cases.empty())
        updateCase();
    if (m_manual)
        setManualMarks(true, m_userMarks);
    update();
    announceCell(QAccessible::NameChanged);
}

void GridWidget::setHighlight(const Highlight& highlight)
{
    m_stepHighlight = highlight;
    updateCase();
}

void GridWidget::updateCase()
{
    m_highlight = m_stepHighlight.cases.empty() ? m_stepHighlight
                                                : caseHighlight(m_stepHighlight, m_state, m_forcingFocus.branch);
    if (m_manual)
        setManualMarks(true, m_userMarks);
    update();
}

void GridWidget::setManualMarks(bool on, const CandidateSet& marks)
{
    m_manual = on;
    m_userMarks = on ? marks : CandidateSet {};
    const Highlight& h = m_highlight;
    m_marks = on ? m_userMarks
            | ((h.placements | h.baseCandidates | h.fins | h.endoFins | h.virtualCandidates | h.cannibals)
                & m_state.live())
                 : CandidateSet {};
    update();
}

bool GridWidget::shows(Candidate x) const
{
    return m_manual ? m_marks.test(x) && m_state.isEmpty(cellOf(x)) : m_state.isLive(x);
}

void GridWidget::setSelection(const CandidateSet& selection)
{
    m_selection = selection;
    update();
}

void GridWidget::setForcingFocus(const ForcingFocus& focus)
{
    if (focus == m_forcingFocus)
        return;
    m_forcingFocus = focus;
    if (!m_stepHighlight.cases.empty())
        updateCase();
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
    announceCell(QAccessible::Focus);
    emit cursorMoved(c);
}

void GridWidget::setCursorShown(bool shown)
{
    m_cursorShown = shown;
    update();
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
    else if (shows(x))
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
    if (const QString why = conclusionReason(h, x); !why.isEmpty())
        text += QStringLiteral("<br>") + why;
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
    const Candidate x = m_state.isEmpty(c) ? geo.candidateAt(pos) : -1;
    if ((event->modifiers() & Qt::ControlModifier) && x >= 0) {
        setCursorCell(c);
        emit candidateToggleRequested(x);
        return;
    }
    emit cellClicked(c, x, event->modifiers()); // before the cursor moves: a second click on a cell differs
    setCursorCell(c);
}

void GridWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    const GridGeometry geo = gridGeometry();
    const Cell c = geo.cellAt(event->position());
    if (event->button() == Qt::LeftButton && c >= 0 && m_state.isEmpty(c)) {
        const Candidate x = geo.candidateAt(event->position());
        if (shows(x))
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
        if (shows(x)) {
            menu.addAction(tr("Place %1 in %2").arg(digitOf(x) + 1).arg(qs(cellName(c))), this,
                [this, x] { emit placeRequested(x); });
            menu.addAction(m_manual ? tr("Unmark %1").arg(name) : tr("Remove candidate %1").arg(name), this,
                [this, x] { emit candidateToggleRequested(x); });
        } else {
            menu.addAction(m_manual ? tr("Mark %1").arg(name) : tr("Restore candidate %1").arg(name), this,
                [this, x] { emit candidateToggleRequested(x); });
        }
    } else if (!m_state.isGiven(c)) {
        menu.addAction(tr("Clear %1").arg(qs(cellName(c))), this, [this, c] { emit clearRequested(c); });
    }
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

} // namespace setwise::ui
