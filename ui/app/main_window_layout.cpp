// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's docks, status bar and layout: first-start layouts by window
// size (the grid keeps priority; docks shrink and tabify first), saved and
// restored layouts.
#include "ui/app/main_window.h"

#include "ui/app/documents.h"
#include "ui/app/icons.h"
#include "ui/app/status_area.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/panels/path_panel.h"
#include "ui/panels/rating_panel.h"
#include "ui/panels/sets_panel.h"
#include "ui/panels/steps_model.h"
#include "ui/panels/steps_panel.h"
#include "ui/panels/summary_model.h"
#include "ui/panels/summary_panel.h"
#include "ui/text/step_text.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace setwise::ui
{

void MainWindow::createDocks()
{
    auto dock = [this](const char* name, const QString& title, QWidget* content, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(content);
        addDockWidget(area, d);
        return d;
    };

    // Solution path.
    m_path = new PathPanel(m_session, this);
    m_pathDock = dock("pathDock", tr("Solution Path"), m_path, Qt::LeftDockWidgetArea);

    // All steps here.
    m_steps = new StepsPanel(m_hints, this);
    m_stepsDock = dock("stepsDock", tr("All Steps Here"), m_steps, Qt::LeftDockWidgetArea);
    tabifyDockWidget(m_pathDock, m_stepsDock);
    m_pathDock->raise();

    m_diagramDock = dock("diagramDock", tr("Equation Diagram"), m_diagram, Qt::RightDockWidgetArea);
    m_setsDock = dock("setsDock", tr("Sets"), m_sets, Qt::RightDockWidgetArea);
    // The implication tree of a forcing step, under the diagram (tabbed with the sets).
    m_forcingTree = new ForcingTreeView(this);
    m_forcingDock = dock("forcingDock", tr("Implication Tree"), m_forcingTree, Qt::RightDockWidgetArea);
    m_forcingTree->setMinimumWidth(170);
    tabifyDockWidget(m_setsDock, m_forcingDock);
    m_setsDock->raise();

    // Summary of the current puzzle's path and its ratings.
    m_summaryDock = dock("summaryDock", tr("Summary"), m_summary, Qt::LeftDockWidgetArea);

    // Docks give way before the grid does: small minimums, the grid keeps its own.
    for (QDockWidget* d : { m_pathDock, m_stepsDock, m_diagramDock, m_setsDock, m_summaryDock })
        d->widget()->setMinimumWidth(170);

    QMenu* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    for (QDockWidget* d : { m_pathDock, m_stepsDock, m_diagramDock, m_setsDock, m_summaryDock })
        view->addAction(d->toggleViewAction());
    view->addAction(m_forcingDock->toggleViewAction());
    view->addSeparator();
    view->addAction(findChild<QToolBar*>(QStringLiteral("mainToolBar"))->toggleViewAction());
    view->addAction(findChild<QToolBar*>(QStringLiteral("filterToolBar"))->toggleViewAction());
    view->addAction(tr("&Reset Layout"), this, &MainWindow::applyDefaultLayout);
    view->addSeparator();
    QMenu* chain = view->addMenu(tr("C&hain Steps Show"));
    for (const char* name : { "viewBoth", "viewChain", "viewSets" })
        chain->addAction(action(QString::fromLatin1(name)));
    view->addAction(action(QStringLiteral("checkSolution")));
    view->addAction(action(QStringLiteral("showMistakesNow")));
    view->addAction(action(QStringLiteral("manualMarks")));
}

void MainWindow::createStatusBar()
{
    m_status = new StatusArea(statusBar(), m_hints, this);
}

void MainWindow::restoreLayout()
{
    QSettings q;
    const QByteArray geometry = q.value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        // First start: most of the screen, up to a comfortable size.
        const QRect avail = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 820);
        resize(std::min(avail.width(), 1600), std::min(avail.height(), 1000));
    }
    m_layoutRestored = restoreState(q.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::applyDefaultLayout()
{
    // Small windows (1024 wide): one side column, the docks tabbed in two
    // groups (diagram | sets over path | steps | summary), icons without text.
    // Wider ones: the path family on the left, the diagram over the sets on the right.
    const int w = width(), h = height();
    const bool small = w < 1200;
    // Moving the docks around raises the window's minimum size for a moment
    // (all stacked in one column), which makes the window taller: the size
    // asked for comes back at the end.
    struct KeepSize {
        MainWindow* window;
        QSize size;
        ~KeepSize() { window->resize(size); }
    } keep { this, size() };
    auto* bar = findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(small ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextUnderIcon);
    // The filter bar gets a row of its own when both bars do not fit in one
    // (German labels are long): no button ever goes into an overflow menu.
    auto* filter = findChild<QToolBar*>(QStringLiteral("filterToolBar"));
    removeToolBarBreak(filter);
    if (bar->sizeHint().width() + filter->sizeHint().width() + 24 > w)
        insertToolBarBreak(filter);
    for (QDockWidget* d : { m_pathDock, m_stepsDock, m_diagramDock, m_setsDock, m_summaryDock }) {
        d->setFloating(false);
        d->show();
    }
    m_forcingDock->setFloating(false);
    m_forcingDock->show();
    if (small) {
        for (QDockWidget* d : { m_diagramDock, m_setsDock, m_pathDock, m_stepsDock, m_summaryDock })
            addDockWidget(Qt::RightDockWidgetArea, d);
        splitDockWidget(m_diagramDock, m_pathDock, Qt::Vertical);
        tabifyDockWidget(m_diagramDock, m_setsDock);
        tabifyDockWidget(m_diagramDock, m_forcingDock);
        tabifyDockWidget(m_pathDock, m_stepsDock);
        tabifyDockWidget(m_pathDock, m_summaryDock);
        m_diagramDock->raise();
        m_pathDock->raise();
        resizeDocks({ m_diagramDock }, { std::max(300, w - std::max(420, h - 90)) }, Qt::Horizontal);
        resizeDocks({ m_diagramDock, m_pathDock }, { h * 55 / 100, h * 45 / 100 }, Qt::Vertical);
        return;
    }
    for (QDockWidget* d : { m_pathDock, m_stepsDock, m_summaryDock })
        addDockWidget(Qt::LeftDockWidgetArea, d);
    splitDockWidget(m_pathDock, m_summaryDock, Qt::Vertical);
    tabifyDockWidget(m_pathDock, m_stepsDock);
    for (QDockWidget* d : { m_diagramDock, m_setsDock })
        addDockWidget(Qt::RightDockWidgetArea, d);
    splitDockWidget(m_diagramDock, m_setsDock, Qt::Vertical);
    tabifyDockWidget(m_setsDock, m_forcingDock);
    m_setsDock->raise();
    m_pathDock->raise();
    // The right column holds the Sets panel's buttons (German labels are long); the path list needs less.
    // The left column is wide enough for All Steps' full technique names.
    const bool wide = w >= 1800;
    resizeDocks({ m_pathDock, m_diagramDock }, { wide ? 480 : 400, wide ? 520 : 400 }, Qt::Horizontal);
    resizeDocks({ m_pathDock, m_summaryDock }, { h * 62 / 100, h * 24 / 100 }, Qt::Vertical);
    resizeDocks({ m_diagramDock, m_setsDock }, { h * 55 / 100, h * 30 / 100 }, Qt::Vertical);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (std::exchange(m_firstShow, false) && !m_layoutRestored)
        applyDefaultLayout();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_documents->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings q;
    q.setValue(QStringLiteral("window/geometry"), saveGeometry());
    q.setValue(QStringLiteral("window/state"), saveState());
    m_hints->cancelAll();
    QMainWindow::closeEvent(event);
}

QDockWidget* MainWindow::dock(const QString& name) const
{
    return findChild<QDockWidget*>(name);
}

} // namespace setwise::ui
