// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part 1: building the window (actions, menus, toolbar, docks,
// status bar) and remembering its layout. Behaviour is in main_window_ops.cpp.
#include "ui/app/main_window.h"

#include "ui/app/banner.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"
#include "ui/app/icons.h"
#include "ui/panels/path_model.h"
#include "ui/panels/rating_panel.h"
#include "ui/work/session.h"
#include "ui/panels/sets_panel.h"
#include "ui/work/solution_checker.h"
#include "ui/panels/steps_model.h"
#include "ui/panels/summary_model.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
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
    , m_pathModel(new PathModel(m_session, this))
    , m_stepsModel(new StepsModel(this))
    , m_stepsProxy(new QSortFilterProxyModel(this))
    , m_busyTimer(new QTimer(this))
    , m_allStepsTimer(new QTimer(this))
    , m_settings(AppSettings::load())
{
    m_summaryModel = new SummaryModel(m_session, this);
    m_ratingPanel = new RatingPanel(m_session, this);
    m_allStepsTimer->setSingleShot(true);
    m_allStepsTimer->setInterval(0);
    setWindowIcon(themedIcon(QStringLiteral("app")));
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
    createFilterBar();
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
    connect(makeAction("about", tr("&About Setwise")), &QAction::triggered, this, &MainWindow::about);
    connect(makeAction("keys", tr("&Keyboard and Mouse"), {}, QKeySequence(Qt::Key_F1)), &QAction::triggered, this,
        &MainWindow::showKeyReference);
    connect(makeAction("diagramHelp", tr("Reading the &Diagram and Colours")), &QAction::triggered, this,
        &MainWindow::showDiagramHelp);
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
    connect(makeAction("exportGrid", tr("Export &Grid…")), &QAction::triggered, this, &MainWindow::exportGridAs);
    connect(
        makeAction("exportDiagram", tr("Export &Diagram…")), &QAction::triggered, this, &MainWindow::exportDiagramAs);
    connect(makeAction("print", tr("&Print…"), {}, QKeySequence::Print), &QAction::triggered, this, &MainWindow::print);
    connect(makeAction("copyBBCode", tr("Step as Forum Text (&BBCode)")), &QAction::triggered, this,
        [this] { copyForumText(false); });
    connect(makeAction("copyMarkdown", tr("Step as Forum Text (&Markdown)")), &QAction::triggered, this,
        [this] { copyForumText(true); });

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

void MainWindow::createFilterBar()
{
    // The digit filter: one button per digit (Alt+1 … Alt+9) and one for bivalue cells (Alt+0).
    QToolBar* bar = addToolBar(tr("Filter"));
    bar->setObjectName(QStringLiteral("filterToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon); // digits as text, colours as swatch and letter
    m_filterGroup = new QActionGroup(this);
    m_filterGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    for (int d = 0; d <= 9; ++d) {
        const bool bivalue = d == 9;
        const QString name = bivalue ? QStringLiteral("filterBivalue") : QStringLiteral("filter%1").arg(d + 1);
        auto* a = new QAction(bivalue ? tr("bi") : QString::number(d + 1), this);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::ALT | (bivalue ? Qt::Key_0 : Qt::Key(Qt::Key_1 + d))));
        a->setToolTip(bivalue ? tr("Highlight the cells with two candidates (%1)")
                                    .arg(a->shortcut().toString(QKeySequence::NativeText))
                              : tr("Highlight the candidates %1 (%2)")
                                    .arg(d + 1)
                                    .arg(a->shortcut().toString(QKeySequence::NativeText)));
        m_filterGroup->addAction(a);
        bar->addAction(a);
        addAction(a);
        connect(a, &QAction::triggered, this, [this, a, d, bivalue] {
            setDigitFilter(a->isChecked() && !bivalue ? d : kNoDigit, a->isChecked() && bivalue);
        });
    }

    // Colouring: with a colour chosen, a click colours the candidate, Shift+click the cell.
    bar->addSeparator();
    auto* colours = new QActionGroup(this);
    colours->setObjectName(QStringLiteral("colourGroup"));
    colours->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    const Palette palette = Palette::make(m_settings.scheme, false);
    const QString names[]
        = { tr("Colour A"), tr("Colour a (partner of A)"), tr("Colour B"), tr("Colour b (partner of B)") };
    for (int i = 0; i < 4; ++i) {
        QPixmap swatch(16, 16);
        QColor c = palette.userColour[i];
        c.setAlpha(255);
        swatch.fill(c);
        auto* a = new QAction(QIcon(swatch), names[i], this);
        a->setIconText(
            QStringList { QStringLiteral("A"), QStringLiteral("a"), QStringLiteral("B"), QStringLiteral("b") }[i]);
        a->setObjectName(QStringLiteral("colour%1").arg(i + 1));
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key(Qt::Key_1 + i)));
        a->setToolTip(tr("%1: click a candidate to colour it, Shift+click a cell (%2)")
                          .arg(names[i], a->shortcut().toString(QKeySequence::NativeText)));
        colours->addAction(a);
        bar->addAction(a);
        addAction(a);
    }
    QAction* clear = makeAction("clearColours", tr("Clear Colours"));
    clear->setIconText(tr("Clear"));
    connect(clear, &QAction::triggered, m_session, &Session::clearColours);
    bar->addAction(clear);
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
    file->addAction(action(QStringLiteral("exportGrid")));
    file->addAction(action(QStringLiteral("exportDiagram")));
    file->addAction(action(QStringLiteral("print")));
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
