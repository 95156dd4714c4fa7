// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: building the window (actions, menus, toolbar). The docks and
// the layout are in main_window_layout.cpp, the wiring in main_window_ops.cpp,
// what the grid shows in main_window_display.cpp; documents, exports and help
// pages have classes of their own.
#include "ui/app/main_window.h"

#include "ui/app/documents.h"
#include "ui/app/exporter.h"
#include "ui/app/filter_bar.h"
#include "ui/app/help_pages.h"
#include "ui/app/status_area.h"
#include "ui/panels/path_panel.h"
#include "ui/panels/steps_panel.h"
#include "ui/panels/summary_panel.h"

#include "ui/app/banner.h"
#include "ui/app/icons.h"
#include "ui/app/savepoints.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/path_model.h"
#include "ui/panels/rating_panel.h"
#include "ui/panels/sets_panel.h"
#include "ui/panels/steps_model.h"
#include "ui/panels/summary_model.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPixmap>
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
    , m_puzzleChecker(new SolutionChecker(this))
    , m_grid(new GridWidget(this))
    , m_banner(new Banner(this))
    , m_diagram(new DiagramView(this))
    , m_sets(new SetsPanel(m_session, this))
    , m_documents(new Documents(m_session, this))
    , m_allStepsTimer(new QTimer(this))
    , m_settings(AppSettings::load())
{
    m_summary = new SummaryPanel(m_session, this); // early: the Step menu lists its rating panel's actions
    m_exporter = new Exporter(this, m_grid, m_diagram, [this] { return shownStep(); });
    m_allStepsTimer->setSingleShot(true);
    m_allStepsTimer->setInterval(0);
    setWindowIcon(themedIcon(QStringLiteral("app")));
    setAcceptDrops(true);
    m_documents->setSetsPanel(m_sets);
    // The banner sits over the grid, where the user looks; the grid takes the rest.
    auto* centre = new QWidget(this);
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(m_banner);
    centreLayout->addWidget(m_grid, 1);
    setCentralWidget(centre);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);
    createActions();
    createToolsActions();
    createMenus();
    createToolBar();
    m_filter = new FilterBar(Palette::make(m_settings.scheme, false), this);
    addToolBar(m_filter);
    createDocks();
    createStatusBar();
    connectParts();
    applySettings(m_settings);
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

bool MainWindow::loadText(const QString& text, QString* error, const QString& name)
{
    return m_documents->loadText(text, error, name);
}

bool MainWindow::openFile(const QString& path)
{
    return m_documents->openFile(path);
}

bool MainWindow::saveFile(const QString& path, TextFormat format)
{
    return m_documents->saveFile(path, format);
}

QListView* MainWindow::pathView() const
{
    return m_path->view();
}

QTableView* MainWindow::stepsView() const
{
    return m_steps->view();
}

StepsModel* MainWindow::stepsModel() const
{
    return m_steps->model();
}

RatingPanel* MainWindow::ratingPanel() const
{
    return m_summary->ratingPanel();
}

QLabel* MainWindow::messageLabel() const
{
    return m_status->messageLabel();
}

QLabel* MainWindow::busyLabel() const
{
    return m_status->busyLabel();
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
    connect(makeAction("generate", tr("&Generate…"), {}, QKeySequence(tr("Ctrl+Shift+N"))), &QAction::triggered, this,
        &MainWindow::generatePuzzle);
    connect(makeAction("open", tr("&Open…"), QStringLiteral("open"), QKeySequence::Open), &QAction::triggered,
        m_documents, &Documents::open);
    connect(makeAction("save", tr("&Save"), QStringLiteral("save"), QKeySequence::Save), &QAction::triggered,
        m_documents, &Documents::save);
    connect(makeAction("saveAs", tr("Save &As…"), {}, QKeySequence::SaveAs), &QAction::triggered, m_documents,
        &Documents::saveAs);
    connect(makeAction("quit", tr("&Quit"), {}, QKeySequence::Quit), &QAction::triggered, this, &QWidget::close);

    // Edit
    QAction* undoAction = makeAction("undo", tr("&Undo"), QStringLiteral("undo"), QKeySequence::Undo);
    QAction* redoAction = makeAction("redo", tr("&Redo"), QStringLiteral("redo"), QKeySequence::Redo);
    // Through the session: a replaced path is undone and redone as a whole.
    connect(undoAction, &QAction::triggered, m_session, &Session::undo);
    connect(redoAction, &QAction::triggered, m_session, &Session::redo);
    auto updateUndoRedo = [this, undoAction, redoAction] {
        const QString undoText = m_session->undoText();
        const QString redoText = m_session->redoText();
        undoAction->setEnabled(m_session->undoStack()->canUndo());
        redoAction->setEnabled(m_session->undoStack()->canRedo());
        undoAction->setText(undoText.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoText));
        redoAction->setText(redoText.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoText));
    };
    connect(m_session, &Session::historyChanged, this, updateUndoRedo);
    updateUndoRedo();
    connect(makeAction("copy", tr("&Copy"), QStringLiteral("copy"), QKeySequence::Copy), &QAction::triggered, this,
        [this] { m_documents->copyAs(TextFormat::Givens81); });
    connect(makeAction("paste", tr("&Paste"), QStringLiteral("paste"), QKeySequence::Paste), &QAction::triggered,
        m_documents, &Documents::paste);
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
    // Hints pause while the state has no solution: the banner says why instead.
    // (Plain [this] lambdas: a closure returned from a lambda and holding a
    // member-function pointer reads as null under GCC 12's UBSan.)
    connect(makeAction("progressiveHint", tr("&Hint"), QStringLiteral("hint"), QKeySequence(Qt::Key_F2)),
        &QAction::triggered, this, [this] { gatedHint(&HintController::progressiveHint); });
    connect(makeAction("nextHint", tr("&Next Step"), QStringLiteral("next"), QKeySequence(Qt::Key_F3)),
        &QAction::triggered, this, [this] { gatedHint(&HintController::nextHint); });
    connect(makeAction("apply", tr("&Apply Step"), QStringLiteral("apply"), QKeySequence(Qt::Key_F4)),
        &QAction::triggered, this, [this] { gatedHint(&HintController::applyHint); });
    connect(makeAction("solve", tr("Solve to &End"), QStringLiteral("solve"), QKeySequence(Qt::SHIFT | Qt::Key_F4)),
        &QAction::triggered, this, [this] { gatedHint(&HintController::solveToEnd); });
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
    connect(makeAction("about", tr("&About Setwise")), &QAction::triggered, this, [this] { showAbout(this); });
    connect(makeAction("keys", tr("&Keyboard and Mouse"), {}, QKeySequence(Qt::Key_F1)), &QAction::triggered, this,
        [this] { showKeyReference(this); });
    connect(makeAction("diagramHelp", tr("Reading the &Diagram and Colours")), &QAction::triggered, this,
        [this] { showDiagramHelp(this); });
    action(QStringLiteral("progressiveHint"))
        ->setStatusTip(tr("Progressive hint: first the technique, then its houses, then the whole step"));
    action(QStringLiteral("nextHint"))->setStatusTip(tr("Show the next step; nothing changes until you apply it"));
}

void MainWindow::createToolsActions()
{
    // Step: explain, more techniques, solve up to.
    connect(makeAction("explain", tr("E&xplain a Candidate…"), {}, QKeySequence(Qt::Key_F6)), &QAction::triggered, this,
        &MainWindow::explainChosen);
    action(QStringLiteral("explain"))
        ->setStatusTip(tr("Find the simplest truths and links that remove the chosen candidate"));
    connect(makeAction("moreTechniques", tr("Turn On &All Techniques")), &QAction::triggered, this,
        &MainWindow::enableAllTechniques);
    connect(makeAction("solveUpTo", tr("Solve &Up To…"), {}, QKeySequence(Qt::CTRL | Qt::Key_F4)), &QAction::triggered,
        this, &MainWindow::chooseSolveUpTo);

    // File: export and print; Edit: forum text.
    connect(makeAction("exportGrid", tr("Export &Grid…")), &QAction::triggered, m_exporter, &Exporter::exportGridAs);
    connect(makeAction("exportDiagram", tr("Export &Diagram…")), &QAction::triggered, m_exporter,
        &Exporter::exportDiagramAs);
    connect(
        makeAction("print", tr("&Print…"), {}, QKeySequence::Print), &QAction::triggered, m_exporter, &Exporter::print);
    connect(makeAction("copyBBCode", tr("Step as Forum Text (&BBCode)")), &QAction::triggered, m_exporter,
        [this] { m_exporter->copyForumText(false); });
    connect(makeAction("copyMarkdown", tr("Step as Forum Text (&Markdown)")), &QAction::triggered, m_exporter,
        [this] { m_exporter->copyForumText(true); });

    // View: how chain steps are drawn, mistakes.
    auto* chainGroup = new QActionGroup(this);
    const std::pair<const char*, QString> views[] = { { "viewBoth", tr("Chain &and Sets") },
        { "viewChain", tr("&Chain Only") }, { "viewSets", tr("&Sets Only") } };
    for (int i = 0; i < 3; ++i) {
        QAction* a = makeAction(views[i].first, views[i].second);
        a->setCheckable(true);
        a->setChecked(i == 0);
        chainGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, i] { setChainView(ChainView(i)); });
    }
    QAction* check
        = makeAction("checkSolution", tr("Check Against the &Solution"), {}, QKeySequence(Qt::CTRL | Qt::Key_K));
    check->setCheckable(true);
    check->setStatusTip(tr("Mark wrong digits and wrongly removed candidates (HoDoKu's \"show deviations\")"));
    connect(check, &QAction::toggled, this, &MainWindow::updateMistakes);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QMenu* newMenu = file->addMenu(tr("&New"));
    newMenu->addAction(action(QStringLiteral("new")));
    newMenu->addAction(action(QStringLiteral("generate")));
    file->addAction(action(QStringLiteral("open")));
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("recentMenu"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] {
        recent->clear();
        for (const QString& path : m_documents->recentFiles())
            recent->addAction(
                QDir::toNativeSeparators(path), m_documents, [this, path] { m_documents->openAsking(path); });
        if (recent->isEmpty())
            recent->addAction(tr("No recent files"))->setEnabled(false);
    });
    m_examplesMenu = file->addMenu(tr("&Examples"));
    for (const auto& [name, puzzle] : examplePuzzles())
        m_examplesMenu->addAction(
            name, this, [this, name = name, puzzle = puzzle] { loadText(puzzle, nullptr, name); });
    file->addSeparator();
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("saveAs")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("exportGrid")));
    file->addAction(action(QStringLiteral("exportDiagram")));
    file->addAction(action(QStringLiteral("print")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(action(QStringLiteral("undo")));
    edit->addAction(action(QStringLiteral("redo")));
    m_documents->savepoints()->addToMenu(edit);
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("copy")));
    QMenu* copyAsMenu = edit->addMenu(tr("Copy &As"));
    for (TextFormat f : kAllTextFormats)
        copyAsMenu->addAction(formatName(f), this, [this, f] { m_documents->copyAs(f); });
    copyAsMenu->addSeparator();
    copyAsMenu->addAction(action(QStringLiteral("copyBBCode")));
    copyAsMenu->addAction(action(QStringLiteral("copyMarkdown")));
    edit->addAction(action(QStringLiteral("paste")));
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("enterGivens")));
    edit->addAction(action(QStringLiteral("restart")));

    QMenu* step = menuBar()->addMenu(tr("&Step"));
    for (const char* name : { "progressiveHint", "nextHint", "apply", "solve", "solveUpTo", "allSteps",
             "replaceByOptimised", "stepThroughOptimised", "", "explain", "moreTechniques", "", "escape" }) {
        if (*name)
            step->addAction(action(QString::fromLatin1(name)));
        else
            step->addSeparator();
    }

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));

    QMenu* settings = menuBar()->addMenu(tr("Se&ttings"));
    settings->addAction(action(QStringLiteral("settings")));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("keys")));
    help->addAction(action(QStringLiteral("diagramHelp")));
    help->addSeparator();
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

} // namespace setwise::ui
