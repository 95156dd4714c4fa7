// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow: builds the parts and wires their signals. Behaviour lives in
// the parts (see main_window.h); what is left here is the window's own:
// closing, drops, the settings dialog, new and generated puzzles.
#include "ui/app/main_window.h"

#include "ui/app/actions.h"
#include "ui/app/banner.h"
#include "ui/app/display_controller.h"
#include "ui/app/dock_layout.h"
#include "ui/app/edit_controller.h"
#include "ui/app/filter_bar.h"
#include "ui/app/help_pages.h"
#include "ui/app/manual_marks.h"
#include "ui/app/settings_controller.h"
#include "ui/app/status_area.h"
#include "ui/app/step_commands.h"
#include "ui/common/icons.h"
#include "ui/diagram/diagram_view.h"
#include "ui/documents/documents.h"
#include "ui/export/exporter.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/panels/path_panel.h"
#include "ui/panels/rating_panel.h"
#include "ui/panels/sets_panel.h"
#include "ui/panels/steps_panel.h"
#include "ui/panels/summary_panel.h"
#include "ui/work/hint_controller.h"
#include "ui/work/mistake_marker.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLineEdit>
#include <QStatusBar>
#include <QTreeView>
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
    , m_summary(new SummaryPanel(m_session, this)) // before the menus: the Step menu lists its rating actions
    , m_path(new PathPanel(m_session, this))
    , m_steps(new StepsPanel(m_hints, this))
    , m_forcingTree(new ForcingTreeView(this))
    , m_actions(new Actions(this))
{
    const AppSettings settings = AppSettings::load();
    m_exporter = new Exporter(this, m_grid, m_diagram, [this] { return m_display->shownStep(); });
    m_manualMarks = new ManualMarks(m_session, m_grid, this); // before the menus: they list its actions
    m_mistakes = new MistakeMarker(m_session, m_puzzleChecker, this);
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

    m_actions->trackUndoRedo(m_session);
    m_actions->createMenus(m_documents);
    m_actions->createToolBar();
    m_filter = new FilterBar(Palette::make(settings.scheme, false), this);
    addToolBar(m_filter);
    m_layout = new DockLayout(this, { m_path, m_steps, m_diagram, m_sets, m_forcingTree, m_summary });
    m_layout->fillViewMenu(m_actions->viewMenu());
    m_actions->finishViewMenu();
    m_status = new StatusArea(statusBar(), m_hints, this);

    m_display = new DisplayController(
        { m_session, m_hints, m_checker, m_puzzleChecker, m_grid, m_banner, m_diagram, m_forcingTree, m_status, m_path,
            m_steps, m_sets, m_filter, m_layout->setsDock(), m_layout->forcingDock(), m_actions, m_mistakes },
        this);
    m_commands = new StepCommands(
        { m_session, m_hints, m_checker, m_grid, m_banner, m_display, m_layout->stepsDock(), m_actions }, this);
    new EditController(m_session, m_grid, m_sets, m_filter, m_display, m_actions->get("enterGivens"), this);
    m_settings = new SettingsController(
        { this, m_hints, m_summary->ratingPanel(), m_mistakes, m_grid, m_diagram, m_sets, m_banner, m_display },
        settings, this);
    connectParts();
    m_settings->apply(settings);
    m_layout->restore();

    m_display->updateFacts();
    setWindowTitle(m_documents->windowTitle());
    // Tab from the grid: All Steps' list and filter, the Solution Path, the diagram, the Sets panel.
    QWidget* order[] = { m_grid, m_steps->view(), m_steps->filterEdit(),
        m_path->findChild<QWidget*>(QStringLiteral("pathView")), m_diagram, m_sets };
    for (std::size_t i = 1; i < std::size(order); ++i)
        if (order[i - 1] && order[i])
            setTabOrder(order[i - 1], order[i]);
    m_grid->setFocus();
}

MainWindow::~MainWindow()
{
    m_hints->cancelAll();
}

void MainWindow::connectParts()
{
    Actions* a = m_actions;
    // File
    a->on("new", this, &MainWindow::newPuzzle);
    a->on("generate", this, &MainWindow::generatePuzzle);
    a->on("open", m_documents, &Documents::open);
    a->on("save", m_documents, &Documents::save);
    a->on("saveAs", m_documents, &Documents::saveAs);
    a->on("quit", this, &QWidget::close);
    a->on("exportGrid", m_exporter, &Exporter::exportGridAs);
    a->on("exportDiagram", m_exporter, &Exporter::exportDiagramAs);
    a->on("print", m_exporter, &Exporter::print);
    // Edit; undo and redo go through the session: a replaced path is undone and redone as a whole.
    a->on("undo", m_session, &Session::undo);
    a->on("redo", m_session, &Session::redo);
    a->on("copy", m_documents, [this] { m_documents->copyAs(TextFormat::Givens81); });
    a->on("paste", m_documents, &Documents::paste);
    a->on("restart", this, [this] {
        if (!m_session->restart())
            m_display->showMessage(tr("The state holds only givens already."));
    });
    a->on("copyBBCode", m_exporter, [this] { m_exporter->copyForumText(false); });
    a->on("copyMarkdown", m_exporter, [this] { m_exporter->copyForumText(true); });
    // Step (the hints and searches are wired by StepCommands), settings and help.
    a->on("escape", m_display, &DisplayController::escape);
    a->on("moreTechniques", m_settings, &SettingsController::enableAllTechniques);
    a->on("settings", m_settings, &SettingsController::openDialog);
    a->on("about", this, [this] { showAbout(this); });
    a->on("keys", this, [this] { showKeyReference(this); });
    a->on("stepHelp", this, [this] { showStepHelp(this, m_display->shownStep()); });
    m_diagram->setTechniqueLinkShown(true);
    connect(
        m_diagram, &DiagramView::techniqueHelpRequested, this, [this] { showStepHelp(this, m_display->shownStep()); });
    a->on("techniqueGuide", this, [this] { showTechniqueIndex(this); });
    a->on("diagramHelp", this, [this] { showDiagramHelp(this); });

    connect(m_steps, &StepsPanel::applyRequested, m_session, &Session::applyStep);
    connect(m_filter, &FilterBar::clearColoursRequested, m_session, &Session::clearColours);
    connect(m_documents, &Documents::aboutToLoad, this, [this] {
        m_actions->get("enterGivens")->setChecked(false);
        m_display->resetForNewPuzzle();
    });
    connect(m_documents, &Documents::message, m_display, &DisplayController::showMessage);
    connect(m_display, &DisplayController::forcingStepShown, m_layout, &DockLayout::roomForForcingTree);
    connect(m_documents, &Documents::titleChanged, this, [this] { setWindowTitle(m_documents->windowTitle()); });
    connect(m_documents, &Documents::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_exporter, &Exporter::message, this, [this](const QString& text) { m_display->showMessage(text); });
    connect(m_manualMarks, &ManualMarks::message, this, [this](const QString& text) { m_display->showMessage(text); });
}

// ---------------------------------------------------------------- for tests

QListView* MainWindow::pathView() const
{
    return m_path->view();
}
QTreeView* MainWindow::stepsView() const
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
QString MainWindow::factsText() const
{
    return m_status->countsText();
}
QString MainWindow::solutionText() const
{
    return m_status->solutionText();
}
QString MainWindow::stepFactsText() const
{
    return m_status->stepText();
}
QAction* MainWindow::action(const QString& name) const
{
    return m_actions->get(name);
}
QDockWidget* MainWindow::dock(const QString& name) const
{
    return findChild<QDockWidget*>(name);
}
ChainView MainWindow::chainView() const
{
    return m_display->chainView();
}
void MainWindow::setChainView(ChainView view)
{
    m_display->setChainView(view);
}
void MainWindow::applyDefaultLayout()
{
    m_layout->applyDefault();
}

// ---------------------------------------------------------------- documents

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

void MainWindow::newPuzzle()
{
    if (!m_documents->newDocument())
        return;
    m_actions->get("enterGivens")->setChecked(true);
    m_grid->setCursorCell(0);
    m_grid->setFocus();
}

void MainWindow::generatePuzzle()
{
    m_documents->generate();
    m_grid->setFocus();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (Documents::acceptsDrop(event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (m_documents->drop(event->mimeData()))
        event->acceptProposedAction();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_documents->maybeSave()) {
        event->ignore();
        return;
    }
    m_layout->save();
    m_hints->cancelAll();
    QMainWindow::closeEvent(event);
}

void MainWindow::applySettings(const AppSettings& settings)
{
    m_settings->apply(settings);
}

} // namespace setwise::ui
