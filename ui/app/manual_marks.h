// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Manual candidate mode (HoDoKu's "show all candidates" off): View ▸ Own
// Pencilmarks switches the grid to the user's own marks, kept by the session;
// Edit ▸ Fill All Candidates and Remove Impossible Candidates act on them.
// The choice is remembered (QSettings "candidates/manual").
//
// What the engine works on: hints, All Steps, Solve and the checks use the
// session's state (givens, placed digits, applied steps), never the marks,
// because a user's marks may lack a true candidate and set logic on them
// would prove false things. A hint is shown against the marks: its
// placements and pattern candidates always, its eliminations where the user
// has the mark; applying it removes its eliminations from the marks.

#include <QObject>

class QAction;
class QWidget;

namespace setwise::ui
{

class GridWidget;
class Session;

class ManualMarks : public QObject
{
    Q_OBJECT
public:
    // Makes the three actions (children of window, added to it for their
    // shortcuts) and keeps the grid's marks in step with the session.
    ManualMarks(Session* session, GridWidget* grid, QWidget* window);

    QAction* toggleAction() const { return m_toggle; } // View ▸ Own Pencilmarks
    QAction* fillAction() const { return m_fill; } // Edit ▸ Fill All Candidates
    QAction* removeImpossibleAction() const { return m_removeImpossible; }

    static bool storedChoice();

signals:
    void message(const QString& text);

private:
    void setOn(bool on);
    void showMarks();

    Session* m_session;
    GridWidget* m_grid;
    QAction* m_toggle;
    QAction* m_fill;
    QAction* m_removeImpossible;
};

} // namespace setwise::ui
