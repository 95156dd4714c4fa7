// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part 1: building the window (actions, menus, toolbar, docks,
// status bar) and remembering its layout. Behaviour is in main_window_ops.cpp.
#include "ui/main_window.h"

#include "ui/diagram_view.h"
#include "ui/grid_widget.h"
#include "ui/hint_controller.h"
#include "ui/icons.h"
#include "ui/path_model.h"
#include "ui/session.h"
#include "ui/sets_panel.h"
#include "ui/solution_checker.h"
#include "ui/steps_model.h"

#include <QAction>
#include <QApplication>
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
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace setwise::ui
{

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_session(new Session(this))
    , m_hints(new HintController(m_session, this))
    , m_checker(new SolutionChecker(this))
    , m_grid(new GridWidget(this))
    , m_diagram(new DiagramView(this))
    , m_sets(new SetsPanel(m_session, this))
    , m_pathModel(new PathModel(m_session, this))
    , m_stepsModel(new StepsModel(this))
    , m_stepsProxy(new QSortFilterProxyModel(this))
    , m_busyTimer(new QTimer(this))
    , m_allStepsTimer(new QTimer(this))
    , m_settings(AppSettings::load())
{
    m_allStepsTimer->setSingleShot(true);
    m_allStepsTimer->setInterval(0);
    setWindowIcon(themedIcon(QStringLiteral("app")));
    setCentralWidget(m_grid);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);
    createActions();
    createMenus();
    createToolBar();
    createDocks();
    createStatusBar();
    connectParts();
    applySettings(m_settings);
    resize(1280, 820);
    m_defaultLayout = saveState();
    restoreLayout();

    updateFacts();
    updateTitle();
    m_grid->setFocus();
}

MainWindow::~MainWindow()
{
    m_hints->cancelAll();
}

void MainWindow::loadFirstExample()
{
    const auto examples = examplePuzzles();
    if (!examples.isEmpty())
        loadText(examples.first().second, nullptr, examples.first().first);
}

QAction* MainWindow::makeAction(
    const char* name, const QString& text, const QString& icon, const QKeySequence& shortcut)
{
    auto* a = new QAction(text, this);
    a->setObjectName(QString::fromLatin1(name));
    if (!icon.isEmpty())
        a->setIcon(themedIcon(icon));
    if (!shortcut.isEmpty()) {
        a->setShortcut(shortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(
            QString(text).remove(QLatin1Char('&')), shortcut.toString(QKeySequence::NativeText)));
    }
    addAction(a); // shortcuts work while menus and toolbar are hidden
    return a;
}

QAction* MainWindow::action(const QString& name) const
{
    return findChild<QAction*>(name);
}

void MainWindow::createActions()
{
    // File
    connect(makeAction("new", tr("&New Puzzle"), QStringLiteral("new"), QKeySequence::New), &QAction::triggered, this,
        &MainWindow::newPuzzle);
    connect(makeAction("open", tr("&Open…"), QStringLiteral("open"), QKeySequence::Open), &QAction::triggered, this,
        &MainWindow::open);
    connect(makeAction("save", tr("&Save"), QStringLiteral("save"), QKeySequence::Save), &QAction::triggered, this,
        &MainWindow::save);
    connect(makeAction("saveAs", tr("Save &As…"), {}, QKeySequence::SaveAs), &QAction::triggered, this,
        &MainWindow::saveAs);
    connect(makeAction("quit", tr("&Quit"), {}, QKeySequence::Quit), &QAction::triggered, this, &QWidget::close);

    // Edit
    QUndoStack* undo = m_session->undoStack();
    QAction* undoAction = makeAction("undo", tr("&Undo"), QStringLiteral("undo"), QKeySequence::Undo);
    QAction* redoAction = makeAction("redo", tr("&Redo"), QStringLiteral("redo"), QKeySequence::Redo);
    connect(undoAction, &QAction::triggered, undo, &QUndoStack::undo);
    connect(redoAction, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, undoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, undoAction, [undoAction](const QString& text) {
        undoAction->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(undo, &QUndoStack::redoTextChanged, redoAction, [redoAction](const QString& text) {
        redoAction->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    undoAction->setEnabled(false);
    redoAction->setEnabled(false);
    connect(makeAction("copy", tr("&Copy"), QStringLiteral("copy"), QKeySequence::Copy), &QAction::triggered, this,
        [this] { copyAs(TextFormat::Givens81); });
    connect(makeAction("paste", tr("&Paste"), QStringLiteral("paste"), QKeySequence::Paste), &QAction::triggered, this,
        &MainWindow::paste);
    QAction* givens
        = makeAction("enterGivens", tr("Enter &Givens"), QStringLiteral("givens"), QKeySequence(Qt::CTRL | Qt::Key_G));
    givens->setCheckable(true);
    givens->setStatusTip(tr("Typed digits become givens; candidates follow from the givens"));
    connect(givens, &QAction::toggled, this, &MainWindow::refreshDisplay);
    connect(makeAction("restart", tr("Res&tart from the Givens")), &QAction::triggered, this, [this] {
        if (!m_session->restart())
            showMessage(tr("The state holds only givens already."));
    });

    // Step
    connect(makeAction("progressiveHint", tr("&Hint"), QStringLiteral("hint"), QKeySequence(Qt::Key_F2)),
        &QAction::triggered, m_hints, &HintController::progressiveHint);
    connect(makeAction("nextHint", tr("&Next Step"), QStringLiteral("next"), QKeySequence(Qt::Key_F3)),
        &QAction::triggered, m_hints, &HintController::nextHint);
    connect(makeAction("apply", tr("&Apply Step"), QStringLiteral("apply"), QKeySequence(Qt::Key_F4)),
        &QAction::triggered, m_hints, &HintController::applyHint);
    connect(makeAction("solve", tr("Solve to &End"), QStringLiteral("solve"), QKeySequence(Qt::SHIFT | Qt::Key_F4)),
        &QAction::triggered, m_hints, &HintController::solveToEnd);
    connect(makeAction("allSteps", tr("Find All &Steps Here"), QStringLiteral("steps"), QKeySequence(Qt::Key_F5)),
        &QAction::triggered, this, [this] {
            m_stepsDock->show();
            m_stepsDock->raise();
            m_announceAllSteps = true;
            m_hints->findAllSteps();
        });
    connect(
        makeAction("escape", tr("Sto&p / Clear Highlights"), QStringLiteral("cancel"), QKeySequence(Qt::Key_Escape)),
        &QAction::triggered, this, &MainWindow::escape);

    // Settings and help
    connect(makeAction("settings", tr("&Settings…"), QStringLiteral("settings"), QKeySequence::Preferences),
        &QAction::triggered, this, &MainWindow::openSettings);
    connect(makeAction("about", tr("&About Setwise")), &QAction::triggered, this, &MainWindow::about);
    action(QStringLiteral("progressiveHint"))
        ->setStatusTip(tr("Progressive hint: first the technique, then its houses, then the whole step"));
    action(QStringLiteral("nextHint"))->setStatusTip(tr("Show the next step; nothing changes until you apply it"));
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("new")));
    file->addAction(action(QStringLiteral("open")));
    m_examplesMenu = file->addMenu(tr("&Examples"));
    for (const auto& [name, puzzle] : examplePuzzles())
        m_examplesMenu->addAction(
            name, this, [this, name = name, puzzle = puzzle] { loadText(puzzle, nullptr, name); });
    file->addSeparator();
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("saveAs")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(action(QStringLiteral("undo")));
    edit->addAction(action(QStringLiteral("redo")));
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("copy")));
    QMenu* copyAsMenu = edit->addMenu(tr("Copy &As"));
    for (TextFormat f : kAllTextFormats)
        copyAsMenu->addAction(formatName(f), this, [this, f] { copyAs(f); });
    edit->addAction(action(QStringLiteral("paste")));
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("enterGivens")));
    edit->addAction(action(QStringLiteral("restart")));

    QMenu* step = menuBar()->addMenu(tr("&Step"));
    for (const char* name : { "progressiveHint", "nextHint", "apply", "solve", "allSteps", "escape" })
        step->addAction(action(QString::fromLatin1(name)));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));

    QMenu* settings = menuBar()->addMenu(tr("Se&ttings"));
    settings->addAction(action(QStringLiteral("settings")));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("about")));
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Main Toolbar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    bar->setIconSize(QSize(22, 22));
    // Short labels under the icons; the menus keep the full texts.
    const std::pair<const char*, QString> items[] = { { "new", tr("New") }, { "open", tr("Open") },
        { "save", tr("Save") }, { "", {} }, { "undo", tr("Undo") }, { "redo", tr("Redo") }, { "", {} },
        { "paste", tr("Paste") }, { "enterGivens", tr("Givens") }, { "", {} }, { "progressiveHint", tr("Hint") },
        { "nextHint", tr("Next") }, { "apply", tr("Apply") }, { "solve", tr("Solve") }, { "allSteps", tr("All Steps") },
        { "escape", tr("Stop") }, { "", {} }, { "settings", tr("Settings") } };
    for (const auto& [name, label] : items) {
        if (!*name) {
            bar->addSeparator();
            continue;
        }
        QAction* a = action(QString::fromLatin1(name));
        a->setIconText(label);
        bar->addAction(a);
    }
}

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
            m_session->undoStack()->setIndex(index.row());
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
    m_stepsView->horizontalHeader()->setStretchLastSection(true);
    m_stepsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
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
    resizeDocks({ m_pathDock }, { 300 }, Qt::Horizontal);
    resizeDocks({ m_diagramDock }, { 380 }, Qt::Horizontal);

    QMenu* view = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    for (QDockWidget* d : { m_pathDock, m_stepsDock, m_diagramDock, m_setsDock })
        view->addAction(d->toggleViewAction());
    view->addSeparator();
    view->addAction(findChild<QToolBar*>(QStringLiteral("mainToolBar"))->toggleViewAction());
    view->addAction(tr("&Reset Layout"), this, [this] { restoreState(m_defaultLayout); });
}

void MainWindow::createStatusBar()
{
    m_facts = new QLabel(this);
    m_solutions = new QLabel(this);
    m_stepFacts = new QLabel(this);
    m_busyLabel = new QLabel(this);
    m_busyBar = new QProgressBar(this);
    m_busyBar->setRange(0, 0); // the engine reports no fraction: a busy indicator
    m_busyBar->setMaximumWidth(120);
    m_busyBar->setTextVisible(false);
    m_busyCancel = new QToolButton(this);
    m_busyCancel->setIcon(themedIcon(QStringLiteral("cancel")));
    m_busyCancel->setToolTip(tr("Cancel the search (Esc)"));
    connect(m_busyCancel, &QToolButton::clicked, m_hints, &HintController::cancelAll);
    for (QWidget* w :
        { static_cast<QWidget*>(m_busyLabel), static_cast<QWidget*>(m_busyBar), static_cast<QWidget*>(m_busyCancel) }) {
        w->setVisible(false);
        statusBar()->addWidget(w);
    }
    // The live facts sit in sunken panels, so neighbouring facts read apart.
    for (QLabel* fact : { m_stepFacts, m_facts, m_solutions }) {
        fact->setFrameStyle(QFrame::StyledPanel | QFrame::Sunken);
        fact->setContentsMargins(6, 0, 6, 0);
        statusBar()->addPermanentWidget(fact);
    }
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
    restoreGeometry(q.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(q.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings q;
    q.setValue(QStringLiteral("window/geometry"), saveGeometry());
    q.setValue(QStringLiteral("window/state"), saveState());
    m_hints->cancelAll();
    QMainWindow::closeEvent(event);
}

} // namespace setwise::ui
