// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part 2: the docks, the status bar and the layout: first-start
// layouts by window size (the grid keeps priority; docks shrink and tabify
// first), saved and restored layouts.
#include "ui/app/main_window.h"

#include "ui/diagram/diagram_view.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"
#include "ui/app/icons.h"
#include "ui/panels/path_model.h"
#include "ui/panels/rating_panel.h"
#include "ui/work/session.h"
#include "ui/panels/sets_panel.h"
#include "ui/text/step_text.h"
#include "ui/panels/steps_model.h"
#include "ui/panels/summary_model.h"

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
    auto* pathPage = new QWidget(this);
    m_pathView = new QListView(pathPage);
    m_pathView->setModel(m_pathModel);
    m_pathView->setUniformItemSizes(true);
    m_pathView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_pathView->setToolTip(tr("Click an entry to see the state before it; double-click to go back there"));
    auto* goBack = new QPushButton(tr("&Go Back Here"), pathPage);
    auto* current = new QPushButton(tr("&Current State"), pathPage);
    connect(goBack, &QPushButton::clicked, this, [this] {
        const QModelIndex index = m_pathView->currentIndex();
        if (index.isValid())
            m_session->setIndex(m_pathModel->historyIndexOf(index.row()));
    });
    connect(current, &QPushButton::clicked, this, [this] { setSource(Source::None); });
    auto* pathButtons = new QHBoxLayout;
    pathButtons->addWidget(goBack);
    pathButtons->addWidget(current);
    auto* pathLayout = new QVBoxLayout(pathPage);
    pathLayout->setContentsMargins(4, 4, 4, 4);
    pathLayout->addWidget(m_pathView, 1);
    pathLayout->addLayout(pathButtons);
    m_pathDock = dock("pathDock", tr("Solution Path"), pathPage, Qt::LeftDockWidgetArea);

    // All steps here.
    auto* stepsPage = new QWidget(this);
    m_stepsProxy->setSourceModel(m_stepsModel);
    m_stepsProxy->setSortRole(StepsModel::SortRole);
    m_stepsView = new QTableView(stepsPage);
    m_stepsView->setModel(m_stepsProxy);
    m_stepsView->setSortingEnabled(true);
    m_stepsView->sortByColumn(StepsModel::TechniqueColumn, Qt::AscendingOrder);
    m_stepsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_stepsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_stepsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_stepsView->verticalHeader()->hide();
    m_stepsView->verticalHeader()->setDefaultSectionSize(m_stepsView->fontMetrics().height() + 8);
    // The two text columns share the width and elide (their tooltips hold the whole text); the counts fit.
    QHeaderView* header = m_stepsView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(StepsModel::TechniqueColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(StepsModel::ConclusionsColumn, QHeaderView::Stretch);
    header->setMinimumSectionSize(40);
    m_stepsView->setTextElideMode(Qt::ElideRight);
    m_stepsView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_stepsView->setWordWrap(false);
    auto* find = new QPushButton(themedIcon(QStringLiteral("steps")), tr("&Find"), stepsPage);
    auto* applySelected = new QPushButton(themedIcon(QStringLiteral("apply")), tr("A&pply"), stepsPage);
    connect(find, &QPushButton::clicked, m_hints, &HintController::findAllSteps);
    connect(applySelected, &QPushButton::clicked, this, [this] {
        if (m_previewStep && m_source == Source::AllSteps)
            m_session->applyStep(*m_previewStep);
    });
    auto* stepsButtons = new QHBoxLayout;
    stepsButtons->addWidget(find);
    stepsButtons->addStretch();
    stepsButtons->addWidget(applySelected);
    auto* stepsLayout = new QVBoxLayout(stepsPage);
    stepsLayout->setContentsMargins(4, 4, 4, 4);
    stepsLayout->addWidget(m_stepsView, 1);
    stepsLayout->addLayout(stepsButtons);
    m_stepsDock = dock("stepsDock", tr("All Steps Here"), stepsPage, Qt::LeftDockWidgetArea);
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

    // Summary of the current puzzle's path.
    auto* summaryPage = new QWidget(this);
    auto* summaryView = new QTableView(summaryPage);
    summaryView->setModel(m_summaryModel);
    summaryView->verticalHeader()->hide();
    summaryView->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    summaryView->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    summaryView->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    summaryView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    summaryView->setObjectName(QStringLiteral("summaryView"));
    auto* summaryTotal = new QLabel(summaryPage);
    summaryTotal->setObjectName(QStringLiteral("summaryTotal"));
    summaryTotal->setWordWrap(true);
    summaryTotal->setToolTip(tr("The path score adds the steps' scores (seed 001, chapter 5); the hardest step has "
                                "the highest score."));
    connect(m_summaryModel, &QAbstractItemModel::modelReset, summaryTotal,
        [this, summaryTotal] { summaryTotal->setText(m_summaryModel->totalText()); });
    summaryTotal->setText(m_summaryModel->totalText());
    auto* summaryLayout = new QVBoxLayout(summaryPage);
    summaryLayout->setContentsMargins(4, 4, 4, 4);
    m_ratingPanel->setParent(summaryPage);
    summaryLayout->addWidget(m_ratingPanel);
    summaryLayout->addWidget(summaryView, 1);
    summaryLayout->addWidget(summaryTotal);
    m_summaryDock = dock("summaryDock", tr("Summary"), summaryPage, Qt::LeftDockWidgetArea);

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
}

void MainWindow::createStatusBar()
{
    // Messages have a label of their own and the search progress sits apart
    // as permanent widgets, so the two can never be drawn over each other.
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("messageLabel"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setMinimumWidth(80);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_message, 1);
    m_messageTimer = new QTimer(this);
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, m_message, &QLabel::clear);

    m_facts = new QLabel(this);
    m_solutions = new QLabel(this);
    m_stepFacts = new QLabel(this);
    m_stepFacts->setToolTip(rankExplanation());
    m_busyLabel = new QLabel(this);
    m_busyLabel->setObjectName(QStringLiteral("busyLabel"));
    m_busyBar = new QProgressBar(this);
    m_busyBar->setRange(0, 0); // the engine reports no fraction: a busy indicator
    m_busyBar->setMaximumWidth(90);
    m_busyBar->setTextVisible(false);
    m_busyCancel = new QToolButton(this);
    m_busyCancel->setIcon(themedIcon(QStringLiteral("cancel")));
    m_busyCancel->setToolTip(tr("Cancel the search (Esc)"));
    connect(m_busyCancel, &QToolButton::clicked, m_hints, &HintController::cancelAll);
    for (QWidget* w :
        { static_cast<QWidget*>(m_busyLabel), static_cast<QWidget*>(m_busyBar), static_cast<QWidget*>(m_busyCancel) }) {
        w->setVisible(false);
        statusBar()->addPermanentWidget(w);
    }
    // The live facts sit in sunken panels, so neighbouring facts read apart.
    for (QLabel* fact : { m_stepFacts, m_facts, m_solutions }) {
        fact->setFrameStyle(QFrame::StyledPanel | QFrame::Sunken);
        fact->setContentsMargins(6, 0, 6, 0);
        statusBar()->addPermanentWidget(fact);
    }
    m_stepFacts->setMaximumWidth(420);
    // Everything in the status bar may shrink (clipped; the tooltips hold the whole text),
    // so nothing is ever pushed over its neighbour on a narrow window.
    for (QLabel* l : { m_busyLabel, m_stepFacts, m_facts })
        l->setMinimumWidth(60);
    m_busyLabel->setMaximumWidth(320);
    // Long searches show progress after a moment, not for every quick answer.
    m_busyTimer->setSingleShot(true);
    m_busyTimer->setInterval(350);
    connect(m_busyTimer, &QTimer::timeout, this, &MainWindow::updateBusy);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(400);
    connect(m_progressTimer, &QTimer::timeout, this, &MainWindow::updateBusy);
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
    auto* bar = findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(small ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextUnderIcon);
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
    const bool wide = w >= 1800;
    resizeDocks({ m_pathDock, m_diagramDock }, { wide ? 380 : 260, wide ? 470 : 410 }, Qt::Horizontal);
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
