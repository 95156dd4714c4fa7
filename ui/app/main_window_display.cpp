// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part 3: what the grid, the diagram, the status bar and the
// banner show. refreshDisplay() decides the grid and the diagram; the banner
// explains dead ends and contradictions where the user looks.
#include "ui/app/main_window.h"

#include "engine/formats.h"
#include "ui/app/banner.h"
#include "ui/diagram/diagram_view.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"
#include "ui/panels/path_model.h"
#include "ui/work/session.h"
#include "ui/panels/sets_panel.h"
#include "ui/work/solution_checker.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QProgressBar>
#include <QTableView>
#include <QTimer>
#include <QToolButton>

namespace setwise::ui
{

const Step* MainWindow::shownStep() const
{
    switch (m_source) {
    case Source::Hint:
        return m_hints->hint() ? &*m_hints->hint() : nullptr;
    case Source::AllSteps:
        return m_previewStep ? &*m_previewStep : nullptr;
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
                               .arg(m_pathModel->rowOfHistoryIndex(m_pathRow) + 1));
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
        m_stepFacts->clear();
        return;
    }
    m_grid->setHighlight(withChainView(highlightOf(*step, level), m_chainView));
    m_diagram->setStep(*step, level);
    m_forcingTree->setStep(*step, level);
    if (!step->branches.empty() && level == HintLevel::Full)
        m_forcingDock->raise(); // a forcing step reads best as its tree
    const QString facts = level == HintLevel::Full ? stepSummary(*step) : techniqueDisplayName(step->technique);
    m_stepFacts->setText(
        m_stepFacts->fontMetrics().elidedText(facts, Qt::ElideRight, m_stepFacts->maximumWidth() - 14));
    m_stepFacts->setToolTip(QStringLiteral("<p><b>%1</b></p>").arg(facts.toHtmlEscaped()) + rankExplanation());
    if (m_source == Source::Hint && level == HintLevel::Name)
        showMessage(tr("Hint: look for a %1.").arg(techniqueDisplayName(step->technique)));
}

QString MainWindow::factsText() const
{
    return m_facts->text();
}
QString MainWindow::solutionText() const
{
    return m_solutions->text();
}
QString MainWindow::stepFactsText() const
{
    return m_stepFacts->text();
}

void MainWindow::updateFacts()
{
    const State& s = m_grid->state();
    const int givens = s.givens().count();
    const int placed = s.filledCells().count() - givens;
    m_facts->setText(tr("%1 givens · %2 placed · %3 candidates").arg(givens).arg(placed).arg(s.live().count()));
    m_facts->setToolTip(m_facts->text());
    const SolutionChecker::Verdict v = m_checker->verdict();
    m_solutions->setText(verdictText(v));
    const bool bad = v == SolutionChecker::Verdict::None;
    m_solutions->setStyleSheet(bad ? QStringLiteral("color: #D55E00; font-weight: bold;") : QString());
    m_solutions->setToolTip(bad ? m_checker->problem() : QString());
}

void MainWindow::updateBusy()
{
    TaskBase* running = nullptr;
    for (TaskBase* task : m_hints->tasks())
        if (task->isRunning())
            running = task;
    const bool show = running && !m_busyTimer->isActive();
    if (running) {
        const quint64 nodes = running->progress();
        m_busyLabel->setText(nodes == 0 ? running->description() + QStringLiteral("…")
                                        : tr("%1… %L2 search nodes").arg(running->description()).arg(nodes));
        m_busyLabel->setToolTip(m_busyLabel->text());
    }
    // While busy, the label follows the search's progress.
    if (show && !m_progressTimer->isActive())
        m_progressTimer->start();
    else if (!show)
        m_progressTimer->stop();
    for (QWidget* w :
        { static_cast<QWidget*>(m_busyLabel), static_cast<QWidget*>(m_busyBar), static_cast<QWidget*>(m_busyCancel) })
        w->setVisible(show);
}

void MainWindow::showMessage(const QString& text, int ms)
{
    m_message->setText(text);
    m_message->setToolTip(text);
    m_messageTimer->start(ms);
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
    const TechniqueSettings& t = m_hints->settings();
    QStringList families;
    for (const std::string& id : t.order)
        if (const Technique* tech = findTechnique(id)) {
            const QString f = familyDisplayName(tech->family);
            if (!families.contains(f))
                families << f;
        }
    QString text = tr("Searched %n enabled technique(s) in these families: %1.", nullptr, int(t.order.size()))
                       .arg(families.join(QStringLiteral(", ")));
    if (t.isEnabled("rank-0-logic") || t.isEnabled("rank-1-logic"))
        text += QLatin1Char(' ')
            + tr("The rank search tried up to %1 truths of rank %2 or less.")
                  .arg(t.options.maxTruths)
                  .arg(t.options.maxRank);
    const int off = int(techniques().size()) - int(t.order.size());
    if (off > 0)
        text += QLatin1Char(' ') + tr("%n technique(s) are switched off.", nullptr, off);
    text += QLatin1Char(' ')
        + tr("Turn on more techniques, ask why a candidate is false (choose it first: click it or its digit and "
             "cell), or raise the search limits in the settings.");
    QAction* more = action(QStringLiteral("moreTechniques"));
    more->setEnabled(off > 0);
    m_banner->showMessage(Banner::Kind::Warning, tr("No step found: the enabled techniques are exhausted here."), text,
        { more, action(QStringLiteral("explain")), action(QStringLiteral("settings")) });
}

void MainWindow::showNoSolution()
{
    QString text = m_checker->problem().isEmpty() ? tr("A digit or a removed candidate contradicts the givens.")
                                                  : m_checker->problem() + QLatin1Char('.');
    const Mistakes wrong = m_grid->mistakes();
    QStringList cells;
    for (Cell c : wrong.wrongDigits | duplicateCells(m_session->state()))
        cells << qs(cellName(c));
    if (!cells.isEmpty())
        text += QLatin1Char(' ') + tr("Marked in red: %1.").arg(cells.join(QStringLiteral(", ")));
    if (wrong.wronglyRemoved.any())
        text += QLatin1Char(' ')
            + tr("Wrongly removed: %1 (ringed in red).").arg(qs(hodokuCandidates(wrong.wronglyRemoved)));
    text += QLatin1Char(' ') + tr("Hints pause until you undo or correct it.");
    m_banner->showMessage(Banner::Kind::Error, tr("This state has no solution."), text,
        { action(QStringLiteral("undo")), action(QStringLiteral("checkSolution")) });
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
    const bool viewingPath = m_source == Source::Path;
    const bool show = !viewingPath
        && (action(QStringLiteral("checkSolution"))->isChecked()
            || m_checker->verdict() == SolutionChecker::Verdict::None)
        && m_puzzleChecker->verdict() == SolutionChecker::Verdict::Unique;
    m_grid->setMistakes(show ? mistakesAgainst(m_grid->state(), m_puzzleChecker->solution()) : Mistakes {});
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
    syncFilterActions();
}

void MainWindow::syncFilterActions()
{
    const Digit d = m_grid->selectedDigit();
    for (QAction* a : m_filterGroup->actions()) {
        const bool bivalue = a->objectName() == QLatin1String("filterBivalue");
        a->setChecked(bivalue ? m_grid->bivalueFilter() : a->objectName() == QStringLiteral("filter%1").arg(d + 1));
    }
}

void MainWindow::resetForNewPuzzle()
{
    // Nothing of the previous puzzle carries over: highlights, picks, sets, hints.
    m_banner->dismiss();
    m_hints->clearHint();
    m_sets->setPicking(false);
    m_sets->clear();
    m_previewStep.reset();
    m_stepsView->clearSelection();
    setDigitFilter(kNoDigit, false);
    m_source = Source::None;
    m_pathRow = -1;
}

void MainWindow::enableAllTechniques()
{
    AppSettings s = m_settings;
    s.disabled.clear();
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
