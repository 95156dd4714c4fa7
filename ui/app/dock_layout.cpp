// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/dock_layout.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QToolBar>

#include <QTimer>

#include <algorithm>
#include <utility>

namespace setwise::ui
{

DockLayout::DockLayout(QMainWindow* window, const Panels& panels)
    : QObject(window)
    , m_window(window)
{
    auto dock = [window](const char* name, const QString& title, QWidget* content, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, window);
        d->setObjectName(QString::fromLatin1(name));
        d->setWidget(content);
        // Screen readers name the dock and the panel in it by its title.
        d->setAccessibleName(title);
        content->setAccessibleName(title);
        window->addDockWidget(area, d);
        return d;
    };
    m_path = dock("pathDock", tr("Solution Path"), panels.path, Qt::LeftDockWidgetArea);
    m_steps = dock("stepsDock", tr("All Steps Here"), panels.steps, Qt::LeftDockWidgetArea);
    window->tabifyDockWidget(m_path, m_steps);
    m_path->raise();

    m_diagram = dock("diagramDock", tr("Equation Diagram"), panels.diagram, Qt::RightDockWidgetArea);
    m_sets = dock("setsDock", tr("Sets"), panels.sets, Qt::RightDockWidgetArea);
    // The implication tree of a forcing step, under the diagram (tabbed with the sets).
    m_forcing = dock("forcingDock", tr("Implication Tree"), panels.forcingTree, Qt::RightDockWidgetArea);
    window->tabifyDockWidget(m_sets, m_forcing);
    m_sets->raise();

    // Summary of the current puzzle's path and its ratings.
    m_summary = dock("summaryDock", tr("Summary"), panels.summary, Qt::LeftDockWidgetArea);

    // Docks give way before the grid does: small minimums, the grid keeps its own.
    for (QDockWidget* d : mainDocks())
        d->widget()->setMinimumWidth(170);
    panels.forcingTree->setMinimumWidth(170);
    window->installEventFilter(this); // the first show applies the default layout
}

void DockLayout::fillViewMenu(QMenu* view)
{
    for (QDockWidget* d : mainDocks())
        view->addAction(d->toggleViewAction());
    view->addAction(m_forcing->toggleViewAction());
    view->addSeparator();
    view->addAction(m_window->findChild<QToolBar*>(QStringLiteral("mainToolBar"))->toggleViewAction());
    view->addAction(m_window->findChild<QToolBar*>(QStringLiteral("filterToolBar"))->toggleViewAction());
    view->addAction(tr("&Reset Layout"), this, &DockLayout::applyDefault);
}

QSize firstStartSize(const QRect& available, const QMargins& frame)
{
    // A window manager's frame not known yet (before the first show): room for a title bar and borders.
    const QMargins f = frame.isNull() ? QMargins(4, 36, 4, 4) : frame;
    const int width = available.width() - f.left() - f.right();
    const int height = available.height() - f.top() - f.bottom();
    return { std::min(width, 1600), std::min(height, 1000) };
}

void DockLayout::restore()
{
    QSettings q;
    const QByteArray geometry = q.value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty() || !m_window->restoreGeometry(geometry)) {
        // First start: most of the screen, up to a comfortable size; the frame, not
        // only the client area, fits the available area (the status bar stays on screen).
        const QScreen* screen = m_window->screen();
        const QRect avail = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 820);
        m_window->resize(firstStartSize(avail, {}));
        m_window->move(avail.topLeft());
    }
    m_restored = m_window->restoreState(q.value(QStringLiteral("window/state")).toByteArray());
}

void DockLayout::save() const
{
    QSettings q;
    q.setValue(QStringLiteral("window/geometry"), m_window->saveGeometry());
    q.setValue(QStringLiteral("window/state"), m_window->saveState());
}

bool DockLayout::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Show && std::exchange(m_firstShow, false) && !m_restored)
        applyDefault();
    return QObject::eventFilter(watched, event);
}

void DockLayout::roomForForcingTree()
{
    // After the raise has made the tree the current tab and the layout has settled.
    QTimer::singleShot(0, this, [this] { growForcingTree(); });
}

void DockLayout::growForcingTree()
{
    constexpr int kWanted = 420; // about a dozen tree rows (some wrapped) under the step's text
    QMainWindow* w = m_window;
    if (m_forcing->isFloating() || m_diagram->isFloating() || !m_forcing->isVisible() || !m_diagram->isVisible()
        || w->dockWidgetArea(m_forcing) != w->dockWidgetArea(m_diagram)
        || w->tabifiedDockWidgets(m_forcing).contains(m_diagram) || m_forcing->height() >= kWanted)
        return;
    const int total = m_diagram->height() + m_forcing->height();
    const int forcing = std::min(kWanted, total * 2 / 3);
    if (forcing > m_forcing->height())
        w->resizeDocks({ m_diagram, m_forcing }, { total - forcing, forcing }, Qt::Vertical);
}

void DockLayout::applyDefault()
{
    // Small windows (1024 wide): one side column, the docks tabbed in two
    // groups (diagram | sets over path | steps | summary), icons without text.
    // Wider ones: the path family on the left, the diagram over the sets on the right.
    QMainWindow* w = m_window;
    const int width = w->width(), h = w->height();
    const bool small = width < 1200;
    // Moving the docks around raises the window's minimum size for a moment
    // (all stacked in one column), which makes the window taller: the size
    // asked for comes back at the end.
    struct KeepSize {
        QMainWindow* window;
        QSize size;
        ~KeepSize() { window->resize(size); }
    } keep { w, w->size() };
    auto* bar = w->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(small ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextUnderIcon);
    // The filter bar gets a row of its own when both bars do not fit in one
    // (German labels are long): no button ever goes into an overflow menu.
    auto* filter = w->findChild<QToolBar*>(QStringLiteral("filterToolBar"));
    w->removeToolBarBreak(filter);
    if (bar->sizeHint().width() + filter->sizeHint().width() + 24 > width)
        w->insertToolBarBreak(filter);
    for (QDockWidget* d : mainDocks()) {
        d->setFloating(false);
        d->show();
    }
    m_forcing->setFloating(false);
    m_forcing->show();
    if (small) {
        for (QDockWidget* d : { m_diagram, m_sets, m_path, m_steps, m_summary })
            w->addDockWidget(Qt::RightDockWidgetArea, d);
        w->splitDockWidget(m_diagram, m_path, Qt::Vertical);
        w->tabifyDockWidget(m_diagram, m_sets);
        w->tabifyDockWidget(m_diagram, m_forcing);
        w->tabifyDockWidget(m_path, m_steps);
        w->tabifyDockWidget(m_path, m_summary);
        m_diagram->raise();
        m_path->raise();
        w->resizeDocks({ m_diagram }, { std::max(300, width - std::max(420, h - 90)) }, Qt::Horizontal);
        w->resizeDocks({ m_diagram, m_path }, { h * 55 / 100, h * 45 / 100 }, Qt::Vertical);
        return;
    }
    for (QDockWidget* d : { m_path, m_steps, m_summary })
        w->addDockWidget(Qt::LeftDockWidgetArea, d);
    w->splitDockWidget(m_path, m_summary, Qt::Vertical);
    w->tabifyDockWidget(m_path, m_steps);
    for (QDockWidget* d : { m_diagram, m_sets })
        w->addDockWidget(Qt::RightDockWidgetArea, d);
    w->splitDockWidget(m_diagram, m_sets, Qt::Vertical);
    w->tabifyDockWidget(m_sets, m_forcing);
    m_sets->raise();
    m_path->raise();
    // The right column holds the Sets panel's buttons (German labels are long); the path list needs less.
    // The left column is wide enough for All Steps' full technique names.
    const bool wide = width >= 1800;
    w->resizeDocks({ m_path, m_diagram }, { wide ? 480 : 400, wide ? 520 : 400 }, Qt::Horizontal);
    w->resizeDocks({ m_path, m_summary }, { h * 62 / 100, h * 24 / 100 }, Qt::Vertical);
    w->resizeDocks({ m_diagram, m_sets }, { h * 55 / 100, h * 30 / 100 }, Qt::Vertical);
}

} // namespace setwise::ui
