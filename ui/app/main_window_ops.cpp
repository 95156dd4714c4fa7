// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's wiring: input from the grid and the docks goes to the session
// (changes) or the hint controller (searches); refreshDisplay()
// (main_window_display.cpp) decides what the grid and the diagram show.
#include "ui/app/main_window.h"

#include "ui/app/banner.h"
#include "ui/app/documents.h"
#include "ui/app/exporter.h"
#include "ui/app/filter_bar.h"
#include "ui/app/settings_dialog.h"
#include "ui/diagram/diagram_view.h"
#include "ui/generate/generate_dialog.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/panels/path_panel.h"
#include "ui/panels/sets_panel.h"
#include "ui/panels/steps_model.h"
#include "ui/panels/steps_panel.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>

#include <utility>

namespace setwise::ui
{

namespace
{

ConstraintKind kindOfHouse(House h)
{
    return h < 9 ? ConstraintKind::Row : h < 18 ? ConstraintKind::Column : ConstraintKind::Box;
}
} // namespace

void MainWindow::connectParts()
{
    connect(m_session, &Session::stateChanged, this, [this] {
        if (m_source == Source::Path || m_source == Source::AllSteps)
            m_source = Source::None;
        if (m_banner->kind() != Banner::Kind::Error)
            m_banner->dismiss(); // a dead end is about the state before
        m_checker->check(m_session->state());
        m_puzzleChecker->check(rebuiltFromDigits(m_session->state(), false));
        refreshDisplay();
        if (m_stepsDock->isVisible())
            m_allStepsTimer->start(); // once after a burst of changes (solve to end)
    });
    connect(m_allStepsTimer, &QTimer::timeout, m_hints, &HintController::findAllSteps);
    connect(m_session, &Session::coloursChanged, this, [this] { m_grid->setUserColours(m_session->colours()); });
    connect(m_checker, &SolutionChecker::verdictChanged, this, [this](SolutionChecker::Verdict v) {
        updateFacts();
        updateMistakes();
        if (v == SolutionChecker::Verdict::None)
            showNoSolution(); // stays until the state is solvable again
        else if (v != SolutionChecker::Verdict::Checking && m_banner->kind() == Banner::Kind::Error)
            m_banner->dismiss();
    });
    connect(m_puzzleChecker, &SolutionChecker::verdictChanged, this, [this](SolutionChecker::Verdict v) {
        updateMistakes();
        updateFacts();
        if (m_checker->verdict() == SolutionChecker::Verdict::None)
            showNoSolution(); // now with the wrong cells named
        else if (v == SolutionChecker::Verdict::Several)
            showSeveralSolutions(); // said at once, not after a solve that cannot end
    });
    connect(m_hints, &HintController::hintChanged, this, [this] {
        if (m_hints->hint()) {
            setDigitFilter(kNoDigit, false); // an earlier click's digit would hide the step's colours
            m_banner->dismiss();
            setSource(Source::Hint);
        } else if (m_source == Source::Hint)
            setSource(Source::None);
    });
    connect(m_hints, &HintController::message, this, [this](const QString& text) { showMessage(text); });
    connect(m_hints, &HintController::deadEnd, this, &MainWindow::showDeadEnd);
    connect(m_hints, &HintController::explainFailed, this, [this](Candidate x, const QString& why) {
        m_banner->showMessage(Banner::Kind::Info, tr("No structure found that removes %1.").arg(qs(candidateName(x))),
            why.isEmpty() ? tr("The search was cancelled or hit its limit.") : why,
            { action(QStringLiteral("settings")) });
    });
    connect(m_hints, &HintController::allStepsChanged, this, [this] {
        if (m_hints->hasAllSteps() && std::exchange(m_announceAllSteps, false))
            showMessage(tr("%n step(s) available here.", nullptr, int(m_hints->allSteps().size())));
    });
    connect(m_stepsDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && !m_hints->hasAllSteps())
            m_hints->findAllSteps();
    });

    connect(m_grid, &GridWidget::cellClicked, this, &MainWindow::onCellClicked);
    connect(m_grid, &GridWidget::houseClicked, this, &MainWindow::onHouseClicked);
    connect(m_grid, &GridWidget::digitTyped, this, &MainWindow::onDigitTyped);
    connect(m_grid, &GridWidget::clearRequested, this, &MainWindow::onClearRequested);
    connect(m_grid, &GridWidget::candidateToggleRequested, this, &MainWindow::onToggleCandidate);
    connect(m_grid, &GridWidget::placeRequested, this, [this](Candidate x) {
        if (m_source == Source::Path)
            setSource(Source::None);
        m_session->placeDigit(cellOf(x), digitOf(x));
    });

    connect(m_diagram, &DiagramView::candidatesSelected, m_grid, &GridWidget::setSelection);
    connect(m_sets->diagram(), &DiagramView::candidatesSelected, m_grid, &GridWidget::setSelection);
    connect(m_forcingTree, &ForcingTreeView::candidatesSelected, m_grid, &GridWidget::setSelection);
    connect(m_sets, &SetsPanel::stepChanged, this, [this] {
        if (!m_sets->choice().bases.empty() || !m_sets->choice().covers.empty())
            setSource(Source::Sets);
        else if (m_source == Source::Sets)
            setSource(Source::None);
    });
    connect(m_sets, &SetsPanel::digitChanged, m_grid, &GridWidget::setSelectedDigit);
    connect(m_sets, &SetsPanel::pickingChanged, this, [this](bool on) {
        if (on) {
            m_setsDock->show();
            m_setsDock->raise();
            showMessage(tr("Picking sets: click cells, or row/column/box labels for the chosen digit."));
        }
    });

    connect(m_steps, &StepsPanel::selectionChanged, this, &MainWindow::onStepsSelectionChanged);
    connect(m_steps, &StepsPanel::applyRequested, m_session, &Session::applyStep);
    connect(m_filter, &FilterBar::filterChosen, this, &MainWindow::setDigitFilter);
    connect(m_filter, &FilterBar::clearColoursRequested, m_session, &Session::clearColours);
    connect(m_path, &PathPanel::entryViewed, this, &MainWindow::viewPathEntry);
    connect(m_path, &PathPanel::currentStateRequested, this, [this] { setSource(Source::None); });

    connect(m_documents, &Documents::aboutToLoad, this, [this] {
        action(QStringLiteral("enterGivens"))->setChecked(false);
        resetForNewPuzzle();
    });
    connect(m_documents, &Documents::message, this, &MainWindow::showMessage);
    connect(m_documents, &Documents::titleChanged, this, &MainWindow::updateTitle);
    connect(m_exporter, &Exporter::message, this, [this](const QString& text) { showMessage(text); });
}

// ---------------------------------------------------------------- grid input

void MainWindow::onCellClicked(Cell c, Candidate x, Qt::KeyboardModifiers modifiers)
{
    if (const int k = m_filter->checkedColour()) {
        const bool cell = (modifiers & Qt::ShiftModifier) || x < 0 || !m_session->state().isLive(x);
        m_session->colour(c, cell ? -1 : x, k);
        return;
    }
    if (m_sets->isPicking()) {
        m_sets->toggleConstraint(cellConstraint(c), modifiers & Qt::ShiftModifier);
        return;
    }
    if (x < 0 || !m_grid->state().isLive(x)) {
        m_grid->setSelection({});
        return;
    }
    // A candidate of the shown step selects its diagram cells; any other picks its digit.
    const Step* step = shownStep();
    DiagramView* view = m_source == Source::Sets ? m_sets->diagram() : m_diagram;
    if (step && view->diagram().tables.size() > 0 && (step->baseCandidates() | step->eliminations).test(x)) {
        view->selectCandidate(x);
        return;
    }
    // The first click moves the cursor; a click on a candidate of the cursor cell picks (or drops) its digit.
    if (c != m_grid->cursorCell())
        return;
    const Digit d = digitOf(x) == m_grid->selectedDigit() ? kNoDigit : digitOf(x);
    setDigitFilter(d, false);
}

void MainWindow::onHouseClicked(House h, Qt::KeyboardModifiers modifiers)
{
    const ConstraintKind kind = kindOfHouse(h);
    const Step* step = shownStep();
    Digit d = m_grid->selectedDigit();
    if (d == kNoDigit && step && step->digits.size() == 1)
        d = step->digits.front();
    if (m_sets->isPicking()) {
        if (d == kNoDigit) {
            showMessage(tr("Choose a digit first (in the Sets panel, or click one of its candidates)."));
            return;
        }
        m_sets->toggleConstraint(houseConstraint(kind, d, h % 9), modifiers & Qt::ShiftModifier);
        return;
    }
    if (!step)
        return;
    // Select the diagram row (base) or column (cover) of a constraint on this house.
    DiagramView* view = m_source == Source::Sets ? m_sets->diagram() : m_diagram;
    const ConstraintSet on = step->baseSets() | step->coverSets();
    for (Constraint k : on)
        if (kindOf(k) == kind && constraintHouse(k) == h % 9 && (d == kNoDigit || constraintDigit(k) == d)) {
            view->selectConstraint(k);
            return;
        }
}

void MainWindow::onDigitTyped(Cell c, Digit d)
{
    if (m_source == Source::Path) {
        setSource(Source::None);
        return;
    }
    if (action(QStringLiteral("enterGivens"))->isChecked()) {
        m_session->setGiven(c, d);
        m_grid->setCursorCell(std::min(c + 1, kCells - 1));
        return;
    }
    if (m_session->state().isGiven(c))
        showMessage(tr("%1 is a given. Use Edit ▸ Enter Givens to change givens.").arg(qs(cellName(c))));
    else
        m_session->placeDigit(c, d);
}

void MainWindow::onClearRequested(Cell c)
{
    if (m_source == Source::Path) {
        setSource(Source::None);
        return;
    }
    if (action(QStringLiteral("enterGivens"))->isChecked()) {
        m_session->setGiven(c, kNoDigit);
        m_grid->setCursorCell(std::min(c + 1, kCells - 1));
        return;
    }
    if (m_session->state().isGiven(c))
        showMessage(tr("%1 is a given. Use Edit ▸ Enter Givens to change givens.").arg(qs(cellName(c))));
    else
        m_session->clearCell(c);
}

void MainWindow::onToggleCandidate(Candidate x)
{
    if (m_source == Source::Path) {
        setSource(Source::None);
        return;
    }
    if (!m_session->toggleCandidate(x) && m_session->state().isEmpty(cellOf(x)))
        showMessage(tr("%1 cannot come back: a cell it sees holds %2.").arg(qs(candidateName(x))).arg(digitOf(x) + 1));
}

// ---------------------------------------------------------------- docks

void MainWindow::onStepsSelectionChanged()
{
    if (m_steps->selectedStep())
        setSource(Source::AllSteps);
    else if (m_source == Source::AllSteps)
        setSource(Source::None);
}

void MainWindow::viewPathEntry(int historyIndex)
{
    m_pathRow = historyIndex;
    m_source = Source::Path;
    refreshDisplay();
}

// ---------------------------------------------------------------- files

void MainWindow::newPuzzle()
{
    if (!m_documents->newDocument())
        return;
    action(QStringLiteral("enterGivens"))->setChecked(true);
    m_grid->setCursorCell(0);
    m_grid->setFocus();
}

// File > New > Generate...: a new puzzle from the generator; with Practice it
// opens at the state just before the chosen technique's first step.
void MainWindow::generatePuzzle()
{
    if (!m_documents->maybeSave())
        return;
    GenerateDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || !dialog.result())
        return;
    const GenerateResult& r = *dialog.result();
    const QString what
        = r.practiceStep ? tr("Practice: %1").arg(techniqueDisplayName(r.practiceStep->technique)) : QString();
    m_documents->newGenerated(r.puzzle, r.practice ? &*r.practice : nullptr, what);
    if (r.practice)
        showMessage(tr("Practice: Hint (F2) reveals the next step in three levels."), 12000);
    m_grid->setFocus();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() || event->mimeData()->hasText())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QMimeData* data = event->mimeData();
    for (const QUrl& url : data->urls())
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            m_documents->openAsking(url.toLocalFile());
            return;
        }
    if (data->hasText()) {
        event->acceptProposedAction();
        m_documents->loadText(data->text(), nullptr, tr("dropped"));
    }
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_documents->windowTitle());
}

// ---------------------------------------------------------------- settings, help, escape

void MainWindow::applySettings(const AppSettings& settings)
{
    m_settings = settings;
    m_hints->setSettings(settings.techniqueSettings());
    QApplication::setPalette(applicationPalette(settings.theme));
    const Palette colours = Palette::make(settings.scheme, isDarkTheme(settings.theme));
    m_grid->setColours(colours);
    m_diagram->setColours(colours);
    m_sets->setColours(colours);
    m_banner->setDark(colours.dark);
}

void MainWindow::openSettings()
{
    SettingsDialog dialog(m_settings, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AppSettings s = dialog.settings();
    s.save();
    applySettings(s);
}

void MainWindow::escape()
{
    m_hints->cancelAll();
    m_hints->clearHint();
    m_sets->setPicking(false);
    m_steps->view()->clearSelection();
    if (m_banner->kind() != Banner::Kind::Error)
        m_banner->dismiss();
    setDigitFilter(kNoDigit, false);
    setSource(Source::None);
}

} // namespace setwise::ui
