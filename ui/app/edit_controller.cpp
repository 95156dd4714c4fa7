// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/edit_controller.h"

#include "engine/step.h"
#include "ui/app/display_controller.h"
#include "ui/app/filter_bar.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/sets_panel.h"
#include "ui/text/step_text.h"
#include "ui/work/session.h"

#include <QAction>

#include <algorithm>

namespace setwise::ui
{

namespace
{

ConstraintKind kindOfHouse(House h)
{
    return h < 9 ? ConstraintKind::Row : h < 18 ? ConstraintKind::Column : ConstraintKind::Box;
}

} // namespace

EditController::EditController(Session* session, GridWidget* grid, SetsPanel* sets, FilterBar* filter,
    DisplayController* display, QAction* enterGivens, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_grid(grid)
    , m_sets(sets)
    , m_filter(filter)
    , m_display(display)
    , m_enterGivens(enterGivens)
{
    connect(grid, &GridWidget::cellClicked, this, &EditController::onCellClicked);
    connect(grid, &GridWidget::houseClicked, this, &EditController::onHouseClicked);
    connect(grid, &GridWidget::digitTyped, this, &EditController::onDigitTyped);
    connect(grid, &GridWidget::clearRequested, this, [this](Cell c) { onDigitTyped(c, kNoDigit); });
    connect(grid, &GridWidget::candidateToggleRequested, this, &EditController::onToggleCandidate);
    connect(grid, &GridWidget::placeRequested, this, [this](Candidate x) {
        if (m_display->source() == DisplayController::Source::Path)
            m_display->setSource(DisplayController::Source::None);
        m_session->placeDigit(cellOf(x), digitOf(x));
    });
}

void EditController::onCellClicked(Cell c, Candidate x, Qt::KeyboardModifiers modifiers)
{
    if (const int k = m_filter->checkedColour()) {
        const bool cell = (modifiers & Qt::ShiftModifier) || x < 0 || !m_session->state().isLive(x);
        m_session->colour(c, cell ? -1 : x, k);
        return;
    }
    if (m_sets->isPicking()) {
        m_sets->toggleConstraint(cellConstraint(c), modifiers & Qt::ShiftModifier);
        return;
    }
    if (x < 0 || !m_grid->shows(x)) {
        m_grid->setSelection({});
        return;
    }
    // A candidate of the shown step selects its diagram cells; any other picks its digit.
    const Step* step = m_display->shownStep();
    DiagramView* view = m_display->shownDiagram();
    if (step && view->diagram().tables.size() > 0 && (step->baseCandidates() | step->eliminations).test(x)) {
        view->selectCandidate(x);
        return;
    }
    // The first click moves the cursor; a click on a candidate of the cursor cell picks (or drops) its digit.
    if (c != m_grid->cursorCell())
        return;
    const Digit d = digitOf(x) == m_grid->selectedDigit() ? kNoDigit : digitOf(x);
    m_display->setDigitFilter(d, false);
}

void EditController::onHouseClicked(House h, Qt::KeyboardModifiers modifiers)
{
    const ConstraintKind kind = kindOfHouse(h);
    const Step* step = m_display->shownStep();
    Digit d = m_grid->selectedDigit();
    if (d == kNoDigit && step && step->digits.size() == 1)
        d = step->digits.front();
    if (m_sets->isPicking()) {
        if (d == kNoDigit) {
            m_display->showMessage(tr("Choose a digit first (in the Sets panel, or click one of its candidates)."));
            return;
        }
        m_sets->toggleConstraint(houseConstraint(kind, d, h % 9), modifiers & Qt::ShiftModifier);
        return;
    }
    if (!step)
        return;
    // Select the diagram row (base) or column (cover) of a constraint on this house.
    DiagramView* view = m_display->shownDiagram();
    const ConstraintSet on = step->baseSets() | step->coverSets();
    for (Constraint k : on)
        if (kindOf(k) == kind && constraintHouse(k) == h % 9 && (d == kNoDigit || constraintDigit(k) == d)) {
            view->selectConstraint(k);
            return;
        }
}

bool EditController::leavePathView()
{
    if (m_display->source() != DisplayController::Source::Path)
        return false;
    m_display->setSource(DisplayController::Source::None);
    return true;
}

bool EditController::refuseGiven(Cell c)
{
    if (!m_session->state().isGiven(c))
        return false;
    m_display->showMessage(tr("%1 is a given. Use Edit ▸ Enter Givens to change givens.").arg(qs(cellName(c))));
    return true;
}

void EditController::onDigitTyped(Cell c, Digit d)
{
    if (leavePathView())
        return;
    if (m_enterGivens->isChecked()) {
        m_session->setGiven(c, d);
        m_grid->setCursorCell(std::min(c + 1, kCells - 1));
        return;
    }
    if (refuseGiven(c))
        return;
    if (d == kNoDigit)
        m_session->clearCell(c);
    else
        m_session->placeDigit(c, d);
}

void EditController::onToggleCandidate(Candidate x)
{
    if (leavePathView())
        return;
    if (!m_session->toggleCandidate(x) && m_session->state().isEmpty(cellOf(x)))
        m_display->showMessage(
            tr("%1 cannot come back: a cell it sees holds %2.").arg(qs(candidateName(x))).arg(digitOf(x) + 1));
}

} // namespace setwise::ui
