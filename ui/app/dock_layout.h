// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's docks and their arrangement: first-start layouts by window
// size (the grid keeps priority; docks shrink and tabify first), the layout
// saved on close and restored at start, View ▸ Reset Layout.

#include <QList>
#include <QMargins>
#include <QObject>
#include <QRect>
#include <QSize>

class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace setwise::ui
{

// The first start's window size (client area) whose frame fits the available
// area; a null frame stands for a typical window manager's frame.
QSize firstStartSize(const QRect& available, const QMargins& frame);

class DockLayout : public QObject
{
    Q_OBJECT
public:
    // The panels that live in docks.
    struct Panels {
        QWidget* path;
        QWidget* steps;
        QWidget* diagram;
        QWidget* sets;
        QWidget* forcingTree;
        QWidget* summary;
    };
    DockLayout(QMainWindow* window, const Panels& panels);

    QDockWidget* pathDock() const { return m_path; }
    QDockWidget* stepsDock() const { return m_steps; }
    QDockWidget* setsDock() const { return m_sets; }
    QDockWidget* forcingDock() const { return m_forcing; }

    // The docks' and toolbars' toggles and Reset Layout.
    void fillViewMenu(QMenu* view);
    // The saved geometry and dock state, or a first-start size (the layout then follows at the first show).
    void restore();
    void save() const;
    // The first-start layout for a window of this size (docks tabified on small screens).
    void applyDefault();
    // A forcing step is shown: when the Implication Tree sits below the
    // diagram with too little height for its rows, it gets the larger share
    // (the diagram keeps at least a third). The user's larger sizes stay.
    void roomForForcingTree();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void growForcingTree();
    QList<QDockWidget*> mainDocks() const { return { m_path, m_steps, m_diagram, m_sets, m_summary }; }

    QMainWindow* m_window;
    QDockWidget* m_path;
    QDockWidget* m_steps;
    QDockWidget* m_diagram;
    QDockWidget* m_sets;
    QDockWidget* m_forcing;
    QDockWidget* m_summary;
    bool m_restored = false; // a saved layout was restored at start
    bool m_firstShow = true;
};

} // namespace setwise::ui
