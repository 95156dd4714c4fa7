// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part 2: behaviour. Input from the grid and the docks goes to the
// session (changes) or the hint controller (searches); refreshDisplay()
// decides what the grid and the diagram show.
#include "ui/app/main_window.h"

#include "ui/app/banner.h"
#include "ui/diagram/diagram_view.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"
#include "ui/panels/path_model.h"
#include "ui/work/session.h"
#include "ui/panels/sets_panel.h"
#include "ui/app/settings_dialog.h"
#include "ui/work/solution_checker.h"
#include "ui/text/step_text.h"
#include "ui/panels/steps_model.h"
#include "ui/text/technique_names.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QProgressBar>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

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
        m_previewStep.reset();
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
    connect(m_puzzleChecker, &SolutionChecker::verdictChanged, this, [this] {
        updateMistakes();
        if (m_checker->verdict() == SolutionChecker::Verdict::None)
            showNoSolution(); // now with the wrong cells named
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
        m_stepsModel->setSteps(m_hints->allSteps());
        if (m_hints->hasAllSteps() && std::exchange(m_announceAllSteps, false))
            showMessage(tr("%n step(s) available here.", nullptr, int(m_hints->allSteps().size())));
    });
    for (TaskBase* task : m_hints->tasks())
        connect(task, &TaskBase::runningChanged, this, [this](bool running) {
            if (running)
                m_busyTimer->start();
            updateBusy();
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

    connect(m_stepsView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &MainWindow::onStepsSelectionChanged);
    connect(m_stepsView, &QTableView::doubleClicked, this, [this] {
        if (m_previewStep)
            m_session->applyStep(*m_previewStep);
    });
    connect(m_pathView, &QListView::clicked, this, &MainWindow::onPathActivated);
    connect(m_pathView, &QListView::doubleClicked, this, [this](const QModelIndex& index) {
        m_session->setIndex(m_pathModel->historyIndexOf(index.row()));
    });
    connect(m_session, &Session::historyChanged, this, [this] {
        const int row = m_pathModel->rowOfHistoryIndex(m_session->historyIndex() - 1);
        m_pathView->scrollTo(m_pathModel->index(std::max(0, row)));
    });
}

// ---------------------------------------------------------------- grid input

void MainWindow::onCellClicked(Cell c, Candidate x, Qt::KeyboardModifiers modifiers)
{
    if (QAction* colour = findChild<QActionGroup*>(QStringLiteral("colourGroup"))->checkedAction()) {
        const int k = colour->objectName().back().digitValue();
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
    const QModelIndexList rows = m_stepsView->selectionModel()->selectedRows();
    const Step* step = rows.isEmpty() ? nullptr : m_stepsModel->stepAt(m_stepsProxy->mapToSource(rows.first()).row());
    if (!step) {
        m_previewStep.reset();
        if (m_source == Source::AllSteps)
            setSource(Source::None);
        return;
    }
    m_previewStep = *step;
    setSource(Source::AllSteps);
}

void MainWindow::onPathActivated(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    m_pathRow = m_pathModel->historyIndexOf(index.row());
    m_source = Source::Path;
    refreshDisplay();
}

// ---------------------------------------------------------------- files and clipboard

bool MainWindow::loadText(const QString& text, QString* error, const QString& name)
{
    auto state = readState(text);
    if (!state) {
        const QString msg = describeError(state.error());
        if (error)
            *error = msg;
        showMessage(tr("Nothing changed. %1").arg(msg), 12000);
        return false;
    }
    action(QStringLiteral("enterGivens"))->setChecked(false);
    resetForNewPuzzle();
    m_session->load(*state, name.isEmpty() ? tr("New puzzle") : tr("New puzzle: %1").arg(name));
    return true;
}

void MainWindow::newPuzzle()
{
    m_filePath.clear();
    resetForNewPuzzle();
    m_session->load(State(), tr("Empty grid"));
    action(QStringLiteral("enterGivens"))->setChecked(true);
    m_grid->setCursorCell(0);
    m_grid->setFocus();
    updateTitle();
}

bool MainWindow::openFile(const QString& path)
{
    QString text, error;
    if (!loadTextFile(path, &text, &error)) {
        showMessage(tr("Cannot open %1: %2").arg(path, error), 12000);
        return false;
    }
    if (!loadText(text, &error, QFileInfo(path).fileName()))
        return false;
    m_filePath = path;
    updateTitle();
    return true;
}

void MainWindow::open()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Puzzle"), QFileInfo(m_filePath).path(), tr("Puzzles (*.txt *.sdk *.ss *.hsol);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::saveFile(const QString& path, TextFormat format)
{
    QString error;
    if (!saveTextFile(path, stateText(m_session->state(), format) + QLatin1Char('\n'), &error)) {
        showMessage(tr("Cannot save %1: %2").arg(path, error), 12000);
        return false;
    }
    m_filePath = path;
    updateTitle();
    showMessage(tr("Saved %1.").arg(path));
    return true;
}

bool MainWindow::save()
{
    return m_filePath.isEmpty() ? saveAs() : saveFile(m_filePath);
}

bool MainWindow::saveAs()
{
    // The lossless formats first: they keep givens, placed digits and eliminations.
    const TextFormat order[] = { TextFormat::LibraryLine, TextFormat::SimpleSudokuFile, TextFormat::Givens81,
        TextFormat::Candidates729, TextFormat::PencilmarksHoDoKu, TextFormat::PencilmarksSudokuExplainer };
    QStringList filters;
    for (TextFormat f : order)
        filters << formatName(f)
                + (f == TextFormat::SimpleSudokuFile ? QStringLiteral(" (*.ss)") : QStringLiteral(" (*.txt)"));
    QString selected = filters.first();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save State"), m_filePath, filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return false;
    const qsizetype chosen = std::max<qsizetype>(0, filters.indexOf(selected));
    return saveFile(path, order[chosen]);
}

void MainWindow::paste()
{
    QString error;
    if (loadText(QApplication::clipboard()->text(), &error, tr("pasted")))
        showMessage(tr("Pasted a new puzzle."));
}

void MainWindow::copyAs(TextFormat format)
{
    QApplication::clipboard()->setText(stateText(m_session->state(), format));
    showMessage(tr("Copied the state as %1.").arg(formatName(format)));
}

void MainWindow::updateTitle()
{
    setWindowTitle(m_filePath.isEmpty() ? tr("Setwise") : tr("%1 — Setwise").arg(QFileInfo(m_filePath).fileName()));
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

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Setwise"),
        tr("<h3>Setwise %1</h3><p>A Sudoku resolution workbench: every step as base sets and cover sets "
           "(truths and links), on the grid and as an equation diagram.</p>"
           "<p><b>Keys:</b> arrows move; 1–9 place a digit; Ctrl+1–9 or Shift+1–9 toggle a candidate; "
           "'.', 0 or Delete clear; F2 hint (press again for more); F3 next step; F4 apply; "
           "Shift+F4 solve to the end; F5 all steps here; Esc stops and clears.</p>"
           "<p><b>Mouse:</b> click a candidate to pick its digit, Ctrl+click to remove or restore it, "
           "double-click to place it; click row, column and box labels to select their sets.</p>"
           "<p>Licensed under the GNU GPL, version 3 or later.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::escape()
{
    m_hints->cancelAll();
    m_hints->clearHint();
    m_sets->setPicking(false);
    m_stepsView->clearSelection();
    if (m_banner->kind() != Banner::Kind::Error)
        m_banner->dismiss();
    setDigitFilter(kNoDigit, false);
    setSource(Source::None);
}

} // namespace setwise::ui
