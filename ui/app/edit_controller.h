// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Input from the grid: clicks on cells and house labels, typed digits,
// clearing, toggling and placing candidates. Changes go to the session;
// clicks colour (with a user colour chosen), pick sets (while picking),
// select the shown step's diagram cells, or choose the filter digit.

#include "engine/types.h"

#include <QObject>

class QAction;

namespace setwise::ui
{

class DisplayController;
class FilterBar;
class GridWidget;
class Session;
class SetsPanel;

class EditController : public QObject
{
    Q_OBJECT
public:
    // enterGivens: the checkable Edit ▸ Enter Givens (typed digits become givens).
    EditController(Session* session, GridWidget* grid, SetsPanel* sets, FilterBar* filter, DisplayController* display,
        QAction* enterGivens, QObject* parent);

private:
    void onCellClicked(Cell c, Candidate x, Qt::KeyboardModifiers modifiers);
    void onHouseClicked(House h, Qt::KeyboardModifiers modifiers);
    // A typed digit, or kNoDigit to clear the cell.
    void onDigitTyped(Cell c, Digit d);
    void onToggleCandidate(Candidate x);
    // True (and the current state shown again) while an earlier state of the path is viewed.
    bool leavePathView();
    // True (and a message) for a given outside Enter Givens.
    bool refuseGiven(Cell c);

    Session* m_session;
    GridWidget* m_grid;
    SetsPanel* m_sets;
    FilterBar* m_filter;
    DisplayController* m_display;
    QAction* m_enterGivens;
};

} // namespace setwise::ui
