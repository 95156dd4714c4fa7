// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/step_commands.h"

#include "engine/formats.h"
#include "engine/techniques.h"
#include "ui/app/actions.h"
#include "ui/app/banner.h"
#include "ui/app/display_controller.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/steps_panel.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include <QDockWidget>
#include <QInputDialog>
#include <QTimer>
#include <QTreeView>

#include <utility>

namespace setwise::ui
{

StepCommands::StepCommands(const Parts& parts, QWidget* window)
    : QObject(window)
    , m_parts(parts)
    , m_window(window)
    , m_allStepsTimer(new QTimer(this))
{
    m_allStepsTimer->setSingleShot(true);
    m_allStepsTimer->setInterval(0);
    Actions* a = parts.actions;
    HintController* hints = parts.hints;
    // (Plain [this] lambdas: a closure returned from a lambda and holding a
    // member-function pointer reads as null under GCC 12's UBSan.)
    a->on("progressiveHint", this, [this] { gatedHint(&HintController::progressiveHint); });
    a->on("nextHint", this, [this] { gatedHint(&HintController::nextHint); });
    a->on("apply", this, [this] { gatedHint(&HintController::applyHint); });
    a->on("solve", this, [this] { gatedHint(&HintController::solveToEnd); });
    a->on("allSteps", this, &StepCommands::findAllSteps);
    a->on("explain", this, &StepCommands::explainChosen);
    a->on("solveUpTo", this, &StepCommands::chooseSolveUpTo);

    connect(parts.session, &Session::stateChanged, this, [this] {
        if (m_parts.stepsDock->isVisible())
            m_allStepsTimer->start(); // once after a burst of changes (solve to end)
    });
    connect(m_allStepsTimer, &QTimer::timeout, hints, &HintController::findAllSteps);
    connect(parts.stepsDock, &QDockWidget::visibilityChanged, this, [hints](bool visible) {
        if (visible && !hints->hasAllSteps())
            hints->findAllSteps();
    });
    connect(hints, &HintController::allStepsChanged, this, [this, hints] {
        if (hints->hasAllSteps() && std::exchange(m_announceAllSteps, false))
            m_parts.display->showMessage(tr("%n step(s) available here.", nullptr, int(hints->allSteps().size())));
    });
    connect(hints, &HintController::explainFailed, this, [this](Candidate x, const QString& why) {
        m_parts.banner->showMessage(Banner::Kind::Info,
            tr("No structure found that removes %1.").arg(qs(candidateName(x))),
            why.isEmpty() ? tr("The search was cancelled or hit its limit.") : why,
            { m_parts.actions->get("settings") });
    });
}

void StepCommands::gatedHint(void (HintController::*slot)())
{
    if (!m_parts.display->refuseWhileUnsolvable())
        (m_parts.hints->*slot)();
}

void StepCommands::findAllSteps()
{
    m_parts.stepsDock->show();
    m_parts.stepsDock->raise();
    // The keyboard follows: the list takes the focus (Tab from there reaches its filter).
    if (auto* panel = qobject_cast<StepsPanel*>(m_parts.stepsDock->widget()))
        panel->view()->setFocus(Qt::ShortcutFocusReason);
    m_announceAllSteps = true;
    m_parts.hints->findAllSteps();
}

void StepCommands::explainChosen()
{
    // The chosen candidate: the one clicked in the grid (selection), else the
    // cursor cell with the filter digit, else ask.
    const State& s = m_parts.session->state();
    const GridWidget* grid = m_parts.grid;
    DisplayController* display = m_parts.display;
    Candidate x = -1;
    if (grid->selection().count() == 1)
        x = Candidate(grid->selection().first());
    else if (grid->selectedDigit() != kNoDigit && s.isLive(candidateOf(grid->cursorCell(), grid->selectedDigit())))
        x = candidateOf(grid->cursorCell(), grid->selectedDigit());
    if (x < 0) {
        bool ok = false;
        const QString text = QInputDialog::getText(m_window, tr("Explain a Candidate"),
            tr("Which candidate should be explained (for example 3r2c4)?"), QLineEdit::Normal, QString(), &ok);
        if (!ok || text.trimmed().isEmpty())
            return;
        auto parsed = parseCandidateNames(text.trimmed().toStdString());
        if (!parsed || parsed->size() != 1) {
            display->showMessage(tr("Not one candidate: %1").arg(text));
            return;
        }
        x = parsed->front();
    }
    if (!s.isLive(x)) {
        display->showMessage(tr("%1 is not a candidate in this state.").arg(qs(candidateName(x))));
        return;
    }
    const SolutionChecker* checker = m_parts.checker;
    if (checker->verdict() == SolutionChecker::Verdict::Unique
        && checker->solution()[std::size_t(cellOf(x))] == digitOf(x)) {
        // No limit would help: a true candidate has no structure that removes it.
        m_parts.banner->showMessage(Banner::Kind::Info,
            tr("%1 is true: nothing can remove it.").arg(qs(candidateName(x))),
            tr("%1 is the digit of %2 in the solution, so no set of truths and links proves it false. Choose "
               "another candidate of the cell to explain.")
                .arg(digitOf(x) + 1)
                .arg(qs(cellName(cellOf(x)))));
        return;
    }
    m_parts.banner->dismiss();
    display->showMessage(tr("Explaining %1…").arg(qs(candidateName(x))));
    m_parts.hints->explain(x);
}

void StepCommands::chooseSolveUpTo()
{
    if (m_parts.display->refuseWhileUnsolvable())
        return;
    QStringList names;
    QStringList ids;
    for (const Technique& t : techniques()) {
        names << techniqueDisplayName(t.id);
        ids << qs(t.id);
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(
        m_window, tr("Solve Up To"), tr("Apply steps until the next one uses this technique:"), names, 0, false, &ok);
    if (ok && names.contains(chosen))
        m_parts.hints->solveUpTo(ids[names.indexOf(chosen)]);
}

} // namespace setwise::ui
