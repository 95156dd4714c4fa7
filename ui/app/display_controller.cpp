// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/display_controller.h"

#include "engine/formats.h"
#include "ui/app/actions.h"
#include "ui/app/banner.h"
#include "ui/app/banner_texts.h"
#include "ui/app/filter_bar.h"
#include "ui/app/status_area.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/panels/path_model.h"
#include "ui/panels/path_panel.h"
#include "ui/panels/rating_panel.h"
#include "ui/panels/sets_panel.h"
#include "ui/panels/steps_panel.h"
#include "ui/text/argument_text.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"
#include "ui/work/hint_controller.h"
#include "ui/work/mistake_marker.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include <QDockWidget>
#include <QTableView>
#include <QTreeView>

namespace setwise::ui
{

namespace
{

// The puzzle whose solutions the puzzle checker counts: the givens alone; a
// puzzle loaded without givens (a candidate grid) is its candidates as
// loaded, not the empty grid its givens would make.
State puzzleOf(const Session& session)
{
    const State givens = rebuiltFromDigits(session.state(), false);
    for (Cell c = 0; c < kCells; ++c)
        if (givens.isGiven(c))
            return givens;
    return ratedState(session); // the puzzle as loaded, as the Summary rates it
}

} // namespace

DisplayController::DisplayController(const Parts& parts, QObject* parent)
    : QObject(parent)
    , m_parts(parts)
{
    connectParts();
}

void DisplayController::connectParts()
{
    const Parts& p = m_parts;
    connect(p.session, &Session::stateChanged, this, [this, p] {
        if (m_source == Source::Path || m_source == Source::AllSteps)
            m_source = Source::None;
        if (p.banner->kind() != Banner::Kind::Error)
            p.banner->dismiss(); // a dead end is about the state before
        p.checker->check(p.session->state());
        p.puzzleChecker->check(puzzleOf(*p.session));
        // "No solution" was said of the state before: it goes until the check of this one says it again.
        if (p.banner->kind() == Banner::Kind::Error && p.checker->verdict() != SolutionChecker::Verdict::None)
            p.banner->dismiss();
        refreshDisplay();
    });
    // A new puzzle's Load entry is on the history only after its stateChanged.
    connect(p.session, &Session::historyChanged, this, [p] { p.puzzleChecker->check(puzzleOf(*p.session)); });
    connect(p.session, &Session::coloursChanged, this, [p] { p.grid->setUserColours(p.session->colours()); });
    // With own pencilmarks shown, the status bar counts them.
    connect(p.session, &Session::marksChanged, this, &DisplayController::updateFacts);
    connect(p.session, &Session::manualMarksChanged, this, &DisplayController::updateFacts);
    connect(p.checker, &SolutionChecker::verdictChanged, this, [this, p](SolutionChecker::Verdict v) {
        updateFacts();
        updateMistakes();
        if (v == SolutionChecker::Verdict::None && p.mistakes->announcesAtOnce()
            && p.checker->checkedState() == p.session->state())
            showNoSolution(); // stays until the state is solvable again
        else if (v != SolutionChecker::Verdict::Checking && p.banner->kind() == Banner::Kind::Error)
            p.banner->dismiss();
    });
    connect(p.puzzleChecker, &SolutionChecker::verdictChanged, this, [this, p](SolutionChecker::Verdict v) {
        updateMistakes();
        updateFacts();
        if (p.checker->verdict() == SolutionChecker::Verdict::None && p.mistakes->announcesAtOnce()
            && p.checker->checkedState() == p.session->state())
            showNoSolution(); // now with the wrong cells named
        else if (v == SolutionChecker::Verdict::Several)
            showSeveralSolutions(); // said at once, not after a solve that cannot end
    });
    connect(p.hints, &HintController::hintChanged, this, [this, p] {
        if (p.hints->hint()) {
            setDigitFilter(kNoDigit, false); // an earlier click's digit would hide the step's colours
            p.banner->dismiss();
            setSource(Source::Hint);
        } else if (m_source == Source::Hint)
            setSource(Source::None);
    });
    connect(p.hints, &HintController::message, this, [this](const QString& text) { showMessage(text); });
    connect(p.hints, &HintController::deadEnd, this, &DisplayController::showDeadEnd);

    connect(p.diagram, &DiagramView::candidatesSelected, p.grid, &GridWidget::setSelection);
    connect(p.sets->diagram(), &DiagramView::candidatesSelected, p.grid, &GridWidget::setSelection);
    connect(p.forcingTree, &ForcingTreeView::candidatesSelected, p.grid, &GridWidget::setSelection);
    connect(p.forcingTree, &ForcingTreeView::focusChanged, p.grid, &GridWidget::setForcingFocus);
    connect(p.sets, &SetsPanel::stepChanged, this, [this, p] {
        if (!p.sets->choice().bases.empty() || !p.sets->choice().covers.empty())
            setSource(Source::Sets);
        else if (m_source == Source::Sets)
            setSource(Source::None);
    });
    connect(p.sets, &SetsPanel::digitChanged, p.grid, &GridWidget::setSelectedDigit);
    connect(p.sets, &SetsPanel::pickingChanged, this, [this, p](bool on) {
        if (on) {
            p.setsDock->show();
            p.setsDock->raise();
            showMessage(tr("Picking sets: click cells, or row/column/box labels for the chosen digit."));
        }
    });
    connect(p.steps, &StepsPanel::selectionChanged, this, [this, p] {
        if (p.steps->selectedStep())
            setSource(Source::AllSteps);
        else if (m_source == Source::AllSteps)
            setSource(Source::None);
    });
    connect(p.filter, &FilterBar::filterChosen, this, &DisplayController::setDigitFilter);
    connect(p.path, &PathPanel::entryViewed, this, &DisplayController::viewPathEntry);
    connect(p.path, &PathPanel::currentStateRequested, this, [this] { setSource(Source::None); });

    connect(p.actions->get("enterGivens"), &QAction::toggled, this, &DisplayController::refreshDisplay);
    connect(p.actions->get("checkSolution"), &QAction::toggled, this, &DisplayController::updateMistakes);
    p.actions->on("showMistakesNow", p.mistakes, &MistakeMarker::showNow);
    connect(p.mistakes, &MistakeMarker::changed, this, &DisplayController::updateMistakes);
    connect(p.mistakes, &MistakeMarker::message, this, [this](const QString& text) { showMessage(text); });
    const char* views[] = { "viewBoth", "viewChain", "viewSets" };
    for (int i = 0; i < 3; ++i)
        p.actions->on(views[i], this, [this, i] { setChainView(ChainView(i)); });
}

const Step* DisplayController::shownStep() const
{
    switch (m_source) {
    case Source::Hint:
        return m_parts.hints->hint() ? &*m_parts.hints->hint() : nullptr;
    case Source::AllSteps:
        return m_parts.steps->selectedStep();
    case Source::Path:
        if (m_pathRow >= 0 && m_pathRow < m_parts.session->historySize()) { // a history index
            const HistoryEntry& e = m_parts.session->historyEntry(m_pathRow);
            return e.step ? &*e.step : nullptr;
        }
        return nullptr;
    case Source::Sets:
        return m_parts.sets->step() ? &*m_parts.sets->step() : nullptr;
    case Source::None:
        break;
    }
    return nullptr;
}

DiagramView* DisplayController::shownDiagram() const
{
    return m_source == Source::Sets ? m_parts.sets->diagram() : m_parts.diagram;
}

void DisplayController::setSource(Source source)
{
    m_source = source;
    if (source != Source::Path)
        m_pathRow = -1;
    refreshDisplay();
}

void DisplayController::viewPathEntry(int historyIndex)
{
    m_pathRow = historyIndex;
    m_source = Source::Path;
    refreshDisplay();
}

void DisplayController::refreshDisplay()
{
    const Parts& p = m_parts;
    const bool viewingPath = m_source == Source::Path && m_pathRow >= 0 && m_pathRow < p.session->historySize();
    p.grid->setState(viewingPath ? p.session->historyEntry(m_pathRow).before : p.session->state());
    const bool givens = p.actions->get("enterGivens")->isChecked();
    if (viewingPath)
        p.grid->setCaption(tr("Viewing the state before entry %1 of the path. Esc returns.")
                               .arg(p.path->model()->rowOfHistoryIndex(m_pathRow) + 1));
    else if (givens)
        p.grid->setCaption(tr("Entering givens: type digits, arrows move, '.' or Delete clears."));
    else
        p.grid->setCaption({});

    updateFacts(); // the counts of the state shown, also when an earlier one is viewed
    updateMistakes();
    const Step* step = shownStep();
    const HintLevel level = m_source == Source::Hint ? p.hints->level() : HintLevel::Full;
    p.grid->setSelection({});
    if (!step) {
        p.grid->setHighlight({});
        p.diagram->clear(viewingPath ? tr("<i>This entry is no step.</i>") : QString());
        p.forcingTree->clear();
        p.status->showStep({}, rankExplanation());
        return;
    }
    p.grid->setHighlight(withChainView(highlightOf(*step, level), m_chainView));
    p.diagram->setStep(*step, level);
    p.forcingTree->setStep(*step, level);
    if ((!step->branches.empty() || hasCases(*step)) && level == HintLevel::Full) {
        p.forcingDock->raise(); // a forcing step reads best as its tree, a step counted by cases as its cases
        emit forcingStepShown();
    }
    const QString facts = level == HintLevel::Full ? stepSummary(*step) : techniqueDisplayName(step->technique);
    p.status->showStep(facts, QStringLiteral("<p><b>%1</b></p>").arg(facts.toHtmlEscaped()) + rankExplanation());
    if (m_source == Source::Hint && level == HintLevel::Name)
        showMessage(tr("Hint: look for this technique: %1.").arg(techniqueDisplayName(step->technique)));
}

void DisplayController::updateFacts()
{
    // Mistakes on request: the status bar says the puzzle's count, not whether the state still has a solution.
    const SolutionChecker* checker = m_parts.mistakes->announcesAtOnce() ? m_parts.checker : m_parts.puzzleChecker;
    const Session* session = m_parts.session;
    m_parts.status->showCounts(m_parts.grid->state(), session->manualMarks() ? &session->marks() : nullptr);
    const SolutionChecker::Verdict v = checker->verdict();
    const bool bad = v == SolutionChecker::Verdict::None;
    m_parts.status->showSolutions(v == SolutionChecker::Verdict::Several && checker->solutionCount() > 1
            ? (checker->solutionCount() >= SolutionChecker::kCountLimit
                    ? tr("at least %L1 solutions").arg(checker->solutionCount())
                    : tr("%L1 solutions").arg(checker->solutionCount()))
            : verdictText(v),
        bad, bad ? checker->problem() : QString());
}

void DisplayController::showMessage(const QString& text, int ms)
{
    m_parts.status->showMessage(text, ms);
}

void DisplayController::setChainView(ChainView view)
{
    m_chainView = view;
    const char* names[] = { "viewBoth", "viewChain", "viewSets" };
    m_parts.actions->get(names[int(view)])->setChecked(true);
    refreshDisplay();
}

// ---------------------------------------------------------------- banner

void DisplayController::showDeadEnd()
{
    if (m_parts.puzzleChecker->verdict() == SolutionChecker::Verdict::Several) {
        showSeveralSolutions(); // no technique can finish such a puzzle: more would not help
        return;
    }
    const Actions* a = m_parts.actions;
    ui::showDeadEnd(m_parts.banner, m_parts.hints->deadEndSettings(), a->get("moreTechniques"),
        { a->get("explain"), a->get("settings") });
}

void DisplayController::showSeveralSolutions()
{
    ui::showSeveralSolutions(m_parts.banner, m_parts.puzzleChecker->solutionCount(), SolutionChecker::kCountLimit,
        { m_parts.actions->get("enterGivens"), m_parts.actions->get("undo") });
}

void DisplayController::showNoSolution()
{
    const Mistakes wrong = m_parts.grid->mistakes();
    ui::showNoSolution(m_parts.banner, m_parts.checker->problem(),
        wrong.wrongDigits | duplicateCells(m_parts.session->state()), wrong.wronglyRemoved,
        { m_parts.actions->get("undo"), m_parts.actions->get("checkSolution") });
}

bool DisplayController::refuseWhileUnsolvable()
{
    if (m_parts.checker->verdict() != SolutionChecker::Verdict::None)
        return false;
    showNoSolution();
    return true;
}

// ---------------------------------------------------------------- mistakes, filter

void DisplayController::updateMistakes()
{
    // Deviations from the puzzle's solution show when asked for, and always
    // while the state has no solution (so the cause is marked on the grid);
    // with mistakes on request (MistakeMarker), only when asked.
    const SolutionChecker* puzzle = m_parts.puzzleChecker;
    const bool asked = m_parts.actions->get("checkSolution")->isChecked();
    m_parts.grid->setMistakes(m_source == Source::Path
            ? Mistakes {}
            : m_parts.mistakes->mistakes(
                m_parts.grid->state(), asked, m_parts.checker->verdict() == SolutionChecker::Verdict::None));
    if (asked && puzzle->verdict() == SolutionChecker::Verdict::Several)
        showMessage(tr("The givens have several solutions: there is no one solution to check against."));
}

void DisplayController::setDigitFilter(Digit d, bool bivalue)
{
    m_parts.grid->setSelectedDigit(d);
    m_parts.grid->setBivalueFilter(bivalue);
    m_parts.sets->setDigit(d);
    m_parts.filter->sync(d, bivalue);
}

void DisplayController::resetForNewPuzzle()
{
    m_parts.banner->dismiss();
    m_parts.hints->clearHint();
    m_parts.sets->setPicking(false);
    m_parts.sets->clear();
    m_parts.steps->view()->clearSelection();
    setDigitFilter(kNoDigit, false);
    m_source = Source::None;
    m_pathRow = -1;
}

void DisplayController::escape()
{
    m_parts.hints->cancelAll();
    m_parts.hints->clearHint();
    m_parts.sets->setPicking(false);
    m_parts.steps->view()->clearSelection();
    if (m_parts.banner->kind() != Banner::Kind::Error)
        m_parts.banner->dismiss();
    setDigitFilter(kNoDigit, false);
    setSource(Source::None);
}

} // namespace setwise::ui
