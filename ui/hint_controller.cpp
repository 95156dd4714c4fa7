// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/hint_controller.h"

#include "ui/session.h"
#include "ui/step_text.h"

namespace setwise::ui
{

HintController::HintController(Session* session, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_hintTask(new Task<std::optional<Step>>(tr("Searching for the next step"), this))
    , m_allTask(new Task<std::vector<Step>>(tr("Searching for all steps"), this))
    , m_solveTask(new Task<SolvePath>(tr("Solving"), this))
{
    connect(session, &Session::stateChanged, this, &HintController::onStateChanged);
}

bool HintController::isBusy() const
{
    return m_hintTask->isRunning() || m_allTask->isRunning() || m_solveTask->isRunning();
}

void HintController::onStateChanged()
{
    if (m_hint && !(m_hintState == m_session->state()))
        clearHint();
    m_hintTask->cancel();
    m_allTask->cancel();
    m_solveTask->cancel();
    if (m_allStepsValid || !m_allSteps.empty()) {
        m_allSteps.clear();
        m_allStepsValid = false;
        emit allStepsChanged();
    }
}

void HintController::clearHint()
{
    m_hintTask->cancel();
    if (!m_hint)
        return;
    m_hint.reset();
    emit hintChanged();
}

void HintController::cancelAll()
{
    for (TaskBase* t : tasks())
        if (t->isRunning()) {
            t->cancel();
            emit message(tr("Cancelled."));
        }
}

void HintController::nextHint()
{
    if (m_hint && m_hintState == m_session->state()) {
        m_level = HintLevel::Full;
        emit hintChanged();
        return;
    }
    searchHint(Then::Show);
}

void HintController::progressiveHint()
{
    if (m_hint && m_hintState == m_session->state()) {
        if (m_level != HintLevel::Full)
            m_level = HintLevel(int(m_level) + 1);
        emit hintChanged();
        return;
    }
    searchHint(Then::Progress);
}

void HintController::applyHint()
{
    if (m_hint && m_hintState == m_session->state()) {
        const Step step = *m_hint;
        m_session->applyStep(step); // clears the hint through stateChanged
        emit message(tr("Applied: %1").arg(stepLine(step)));
        return;
    }
    searchHint(Then::Apply);
}

void HintController::searchHint(Then then)
{
    const State state = m_session->state();
    TechniqueSettings settings = m_settings;
    m_hintTask->start(
        [state, settings](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress) mutable {
            settings.options.cancel = &cancel;
            settings.options.progress = &progress;
            return findNextStep(state, settings);
        },
        [this, state, then](std::optional<Step> step) {
            if (!(state == m_session->state()))
                return;
            if (!step) {
                emit message(state.isSolvedGrid() ? tr("The puzzle is solved.")
                                                  : tr("The enabled techniques find no step here."));
                return;
            }
            if (then == Then::Apply) {
                m_session->applyStep(*step);
                emit message(tr("Applied: %1").arg(stepLine(*step)));
                return;
            }
            m_hint = std::move(step);
            m_hintState = state;
            m_level = then == Then::Progress ? HintLevel::Name : HintLevel::Full;
            emit hintChanged();
        });
}

void HintController::solveToEnd()
{
    const State state = m_session->state();
    TechniqueSettings settings = m_settings;
    m_solveTask->start(
        [state, settings](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress) mutable {
            settings.options.cancel = &cancel;
            settings.options.progress = &progress;
            return solvePath(state, settings);
        },
        [this, state](SolvePath path) {
            if (!(state == m_session->state()))
                return;
            for (const Step& step : path.steps)
                m_session->applyStep(step);
            const int n = int(path.steps.size());
            switch (path.result) {
            case SolvePath::Result::Solved:
                emit message(tr("Solved in %n step(s).", nullptr, n));
                break;
            case SolvePath::Result::Stuck:
                emit message(tr("Stuck after %n step(s): the enabled techniques find nothing more.", nullptr, n));
                break;
            case SolvePath::Result::Invalid:
                emit message(tr("The state is invalid: %1").arg(QString::fromStdString(path.problem)));
                break;
            case SolvePath::Result::Cancelled:
                emit message(tr("Cancelled."));
                break;
            }
        });
}

void HintController::findAllSteps()
{
    const State state = m_session->state();
    TechniqueSettings settings = m_settings; // every step of the enabled techniques
    m_allTask->start(
        [state, settings](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress) mutable {
            settings.options.cancel = &cancel;
            settings.options.progress = &progress;
            return setwise::findAllSteps(state, settings);
        },
        [this, state](std::vector<Step> steps) {
            if (!(state == m_session->state()))
                return;
            m_allSteps = std::move(steps);
            m_allStepsValid = true;
            emit allStepsChanged();
        });
}

} // namespace setwise::ui
