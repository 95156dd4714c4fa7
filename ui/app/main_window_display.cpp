// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part 3: what the grid, the diagram, the status bar and the
// banner show. refreshDisplay() decides the grid and the diagram; the banner
// explains dead ends and contradictions where the user looks.
#include "ui/app/main_window.h"

#include "engine/formats.h"
#include "ui/app/banner.h"
#include "ui/app/banner_texts.h"
#include "ui/app/filter_bar.h"
#include "ui/app/status_area.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/panels/path_model.h"
#include "ui/panels/path_panel.h"
#include "ui/panels/sets_panel.h"
#include "ui/panels/steps_panel.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"
#include "ui/work/hint_controller.h"
#include "ui/work/mistake_marker.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QProgressBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

namespace setwise::ui
{

const Step* MainWindow::shownStep() const
{
    switch (m_source) {
    case Source::Hint:
        return m_hints->hint() ? &*m_hints->hint() : nullptr;
    case Source::AllSteps:
        return m_steps->selectedStep();
    case Source::Path:
        if (m_pathRow >= 0 && m_pathRow < m_session->historySize()) { // a history index
            const HistoryEntry& e = m_session->historyEntry(m_pathRow);
            return e.step ? &*e.step : nullptr;
        }
        return nullptr;
    case Source::Sets:
        return m_sets->step() ? &*m_sets->step() : nullptr;
    case Source::None:
        break;
    }
    return nullptr;
}

void MainWindow::setSource(Source source)
{
    m_source = source;
    if (source != Source::Path)
        m_pathRow = -1;
    refreshDisplay();
}

void MainWindow::refreshDisplay()
{
    const bool viewingPath = m_source == Source::Path && m_pathRow >= 0 && m_pathRow < m_session->historySize();
    m_grid->setState(viewingPath ? m_session->historyEntry(m_pathRow).before : m_session->state());
    const bool givens = action(QStringLiteral("enterGivens"))->isChecked();
    if (viewingPath)
        m_grid->setCaption(tr("Viewing the state before entry %1 of the path. Esc returns.")
                               .arg(m_path->model()->rowOfHistoryIndex(m_pathRow) + 1));
    else if (givens)
        m_grid->setCaption(tr("Entering givens: type digits, arrows move, '.' or Delete clears."));
    else
        m_grid->setCaption({});

    updateFacts(); // the counts of the state shown, also when an earlier one is viewed
    updateMistakes();
    const Step* step = shownStep();
    const HintLevel level = m_source == Source::Hint ? m_hints->level() : HintLevel::Full;
    m_grid->setSelection({});
    if (!step) {
        m_grid->setHighlight({});
        m_diagram->clear(viewingPath ? tr("<i>This entry is no step.</i>") : QString());
        m_forcingTree->clear();
        m_status->showStep({}, rankExplanation());
        return;
    }
    m_grid->setHighlight(withChainView(highlightOf(*step, level), m_chainView));
    m_diagram->setStep(*step, level);
    m_forcingTree->setStep(*step, level);
    if (!step->branches.empty() && level == HintLevel::Full)
        m_forcingDock->raise(); // a forcing step reads best as its tree
    const QString facts = level == HintLevel::Full ? stepSummary(*step) : techniqueDisplayName(step->technique);
    m_status->showStep(facts, QStringLiteral("<p><b>%1</b></p>").arg(facts.toHtmlEscaped()) + rankExplanation());
    if (m_source == Source::Hint && level == HintLevel::Name)
        showMessage(tr("Hint: look for this technique: %1.").arg(techniqueDisplayName(step->technique)));
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

void MainWindow::updateFacts()
{
    m_status->showCounts(m_grid->state());
    // Mistakes on request: the status bar says the puzzle's count, not whether the state still has a solution.
    const SolutionChecker* checker = m_mistakes->announcesAtOnce() ? m_checker : m_puzzleChecker;
    const SolutionChecker::Verdict v = checker->verdict();
    const bool bad = v == SolutionChecker::Verdict::None;
    m_status->showSolutions(v == SolutionChecker::Verdict::Several && checker->solutionCount() > 1
            ? (checker->solutionCount() >= SolutionChecker::kCountLimit
                    ? tr("at least %L1 solutions").arg(checker->solutionCount())
                    : tr("%L1 solutions").arg(checker->solutionCount()))
            : verdictText(v),
        bad, bad ? checker->problem() : QString());
}

void MainWindow::showMessage(const QString& text, int ms)
{
    m_status->showMessage(text, ms);
}

void MainWindow::setChainView(ChainView view)
{
    m_chainView = view;
    const char* names[] = { "viewBoth", "viewChain", "viewSets" };
    action(QString::fromLatin1(names[int(view)]))->setChecked(true);
    refreshDisplay();
}

// ---------------------------------------------------------------- banner

void MainWindow::showDeadEnd()
{
    if (m_puzzleChecker->verdict() == SolutionChecker::Verdict::Several) {
        showSeveralSolutions(); // no technique can finish such a puzzle: more would not help
        return;
    }
    ui::showDeadEnd(m_banner, m_hints->deadEndSettings(), action(QStringLiteral("moreTechniques")),
        { action(QStringLiteral("explain")), action(QStringLiteral("settings")) });
}

void MainWindow::showSeveralSolutions()
{
    ui::showSeveralSolutions(m_banner, m_puzzleChecker->solutionCount(), SolutionChecker::kCountLimit,
        { action(QStringLiteral("enterGivens")), action(QStringLiteral("undo")) });
}

void MainWindow::showNoSolution()
{
    const Mistakes wrong = m_grid->mistakes();
    ui::showNoSolution(m_banner, m_checker->problem(), wrong.wrongDigits | duplicateCells(m_session->state()),
        wrong.wronglyRemoved, { action(QStringLiteral("undo")), action(QStringLiteral("checkSolution")) });
}

void MainWindow::gatedHint(void (HintController::*slot)())
{
    if (!refuseWhileUnsolvable())
        (m_hints->*slot)();
}

bool MainWindow::refuseWhileUnsolvable()
{
    if (m_checker->verdict() != SolutionChecker::Verdict::None)
        return false;
    showNoSolution();
    return true;
}

// ---------------------------------------------------------------- mistakes

void MainWindow::updateMistakes()
{
    // Deviations from the puzzle's solution show when asked for, and always
    // while the state has no solution (so the cause is marked on the grid).
    // (MistakeMarker: or, with mistakes on request, only when asked.)
    const bool viewingPath = m_source == Source::Path;
    m_grid->setMistakes(viewingPath
            ? Mistakes {}
            : m_mistakes->mistakes(m_grid->state(), action(QStringLiteral("checkSolution"))->isChecked(),
                m_checker->verdict() == SolutionChecker::Verdict::None));
    if (action(QStringLiteral("checkSolution"))->isChecked()
        && m_puzzleChecker->verdict() == SolutionChecker::Verdict::Several)
        showMessage(tr("The givens have several solutions: there is no one solution to check against."));
}

// ---------------------------------------------------------------- filter, tools

void MainWindow::setDigitFilter(Digit d, bool bivalue)
{
    m_grid->setSelectedDigit(d);
    m_grid->setBivalueFilter(bivalue);
    m_sets->setDigit(d);
    m_filter->sync(d, bivalue);
}

void MainWindow::resetForNewPuzzle()
{
    // Nothing of the previous puzzle carries over: highlights, picks, sets, hints.
    m_banner->dismiss();
    m_hints->clearHint();
    m_sets->setPicking(false);
    m_sets->clear();
    m_steps->view()->clearSelection();
    setDigitFilter(kNoDigit, false);
    m_source = Source::None;
    m_pathRow = -1;
}

void MainWindow::enableAllTechniques()
{
    AppSettings s = m_settings;
    s.disabled.clear();
    s.hintDisabled.clear();
    s.save();
    applySettings(s);
    m_banner->dismiss();
    showMessage(tr("Every technique is on now (Settings lists them)."));
    if (!refuseWhileUnsolvable())
        m_hints->nextHint();
}

void MainWindow::explainChosen()
{
    // The chosen candidate: the one clicked in the grid (selection), else the
    // cursor cell with the filter digit, else ask.
    const State& s = m_session->state();
    Candidate x = -1;
    if (m_grid->selection().count() == 1)
        x = Candidate(m_grid->selection().first());
    else if (m_grid->selectedDigit() != kNoDigit
        && s.isLive(candidateOf(m_grid->cursorCell(), m_grid->selectedDigit())))
        x = candidateOf(m_grid->cursorCell(), m_grid->selectedDigit());
    if (x < 0) {
        bool ok = false;
        const QString text = QInputDialog::getText(this, tr("Explain a Candidate"),
            tr("Which candidate should be explained (for example 3r2c4)?"), QLineEdit::Normal, QString(), &ok);
        if (!ok || text.trimmed().isEmpty())
            return;
        auto parsed = parseCandidateNames(text.trimmed().toStdString());
        if (!parsed || parsed->size() != 1) {
            showMessage(tr("Not one candidate: %1").arg(text));
            return;
        }
        x = parsed->front();
    }
    if (!s.isLive(x)) {
        showMessage(tr("%1 is not a candidate in this state.").arg(qs(candidateName(x))));
        return;
    }
    if (m_checker->verdict() == SolutionChecker::Verdict::Unique
        && m_checker->solution()[std::size_t(cellOf(x))] == digitOf(x)) {
        // No limit would help: a true candidate has no structure that removes it.
        m_banner->showMessage(Banner::Kind::Info, tr("%1 is true: nothing can remove it.").arg(qs(candidateName(x))),
            tr("%1 is the digit of %2 in the solution, so no set of truths and links proves it false. Choose "
               "another candidate of the cell to explain.")
                .arg(digitOf(x) + 1)
                .arg(qs(cellName(cellOf(x)))));
        return;
    }
    m_banner->dismiss();
    showMessage(tr("Explaining %1…").arg(qs(candidateName(x))));
    m_hints->explain(x);
}

void MainWindow::chooseSolveUpTo()
{
    if (refuseWhileUnsolvable())
        return;
    QStringList names;
    QStringList ids;
    for (const Technique& t : techniques()) {
        names << techniqueDisplayName(t.id);
        ids << qs(t.id);
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        this, tr("Solve Up To"), tr("Apply steps until the next one uses this technique:"), names, 0, false, &ok);
    if (ok && names.contains(chosen))
        m_hints->solveUpTo(ids[names.indexOf(chosen)]);
}

} // namespace setwise::ui
