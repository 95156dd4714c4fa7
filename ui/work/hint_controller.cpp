// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/work/hint_controller.h"

#include "engine/explain.h"
#include "engine/limits.h"

#include <algorithm>
#include <initializer_list>
#include <iterator>

#include "ui/text/step_text.h"
#include "ui/work/session.h"

#include <algorithm>

namespace setwise::ui
{

namespace
{
// The technique an explained structure is, when its sets have a basic
// named shape (what the solving path would call it), else its own id:
//   1 box-digit truth, 1 line-digit link          pointing
//   1 line-digit truth, 1 box-digit link          claiming
//   n row-digit truths, n column-digit links       X-Wing, Swordfish, Jellyfish (and transposed), no fins
std::string shapeTechnique(const Step& step)
{
    if (step.readings.size() != 1 || !step.readings.front().virtualBases.empty())
        return step.technique;
    const Evaluation& e = step.readings.front();
    if (e.bases.empty() || e.bases.size() != e.covers.size() || e.fins.any() || e.rank != 0)
        return step.technique;
    const Digit d = constraintDigit(e.bases.front());
    auto allOf = [d](const std::vector<Constraint>& ks, std::initializer_list<ConstraintKind> kinds) {
        return std::all_of(ks.begin(), ks.end(), [&](Constraint k) {
            return kindOf(k) != ConstraintKind::Cell && constraintDigit(k) == d
                && std::find(kinds.begin(), kinds.end(), kindOf(k)) != kinds.end();
        });
    };
    using K = ConstraintKind;
    const K base = kindOf(e.bases.front());
    if (e.bases.size() == 1 && base == K::Box && allOf(e.covers, { K::Row, K::Column }))
        return "locked-candidates-pointing";
    if (e.bases.size() == 1 && base != K::Box && base != K::Cell && allOf(e.covers, { K::Box }))
        return "locked-candidates-claiming";
    static constexpr const char* fish[] = { "x-wing", "swordfish", "jellyfish" };
    const std::size_t n = e.bases.size();
    if (n >= 2 && n <= 4 && (base == K::Row || base == K::Column)) {
        const K cover = base == K::Row ? K::Column : K::Row;
        if (allOf(e.bases, { base }) && allOf(e.covers, { cover }))
            return fish[n - 2];
    }
    return step.technique;
}

} // namespace

HintController::HintController(Session* session, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_hintTask(new Task<std::optional<Step>>(tr("Searching for the next step"), this))
    , m_allTask(new Task<std::vector<Step>>(tr("Searching for all steps"), this))
    , m_solveTask(new Task<SolvePath>(tr("Solving"), this))
    , m_explainTask(new Task<RankSearchResult>(tr("Explaining a candidate"), this))
    , m_upToTask(new Task<SolveUpTo>(tr("Solving up to a technique"), this))
{
    connect(session, &Session::stateChanged, this, &HintController::onStateChanged);
}

bool HintController::isBusy() const
{
    for (TaskBase* t : tasks())
        if (t->isRunning())
            return true;
    return false;
}

void HintController::onStateChanged()
{
    if (m_hint && !(m_hintState == m_session->state()))
        clearHint();
    m_hintTask->cancel();
    m_allTask->cancel();
    m_solveTask->cancel();
    m_explainTask->cancel();
    m_upToTask->cancel();
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
    if (auto planned = m_session->plannedStep()) { // walking a replaced (optimised) path: its next step
        if (then != Then::Apply)
            emit message(tr("The next step of the replaced path (a different step leaves that path)."));
        showOrApply(state, then, std::move(planned));
        return;
    }
    TechniqueSettings settings = m_hintSettings;
    m_hintTask->start(
        [state, settings](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress) mutable {
            settings.options.cancel = &cancel;
            settings.options.progress = &progress;
            return findNextStep(state, settings);
        },
        [this, state, then](std::optional<Step> step) { showOrApply(state, then, std::move(step)); });
}

void HintController::showOrApply(const State& state, Then then, std::optional<Step> step)
{
    if (!(state == m_session->state()))
        return;
    if (!step) {
        if (state.isSolvedGrid()) {
            emit message(tr("The puzzle is solved."));
        } else {
            m_deadEndHints = true;
            emit deadEnd();
        }
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
}

void HintController::solveToEnd()
{
    const State state = m_session->state();
    TechniqueSettings settings = m_settings;
    m_solveTask->start(
        [state, settings](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress,
            std::atomic<std::uint64_t>& steps) mutable {
            settings.options.cancel = &cancel;
            settings.options.progress = &progress;
            // solvePath's walk, counting its steps for the status bar (the
            // reason a path is stuck is not shown here, so it is not asked for).
            return walkPath(state, settings, [&steps](SolvePath& path) {
                steps.store(path.steps.size(), std::memory_order_relaxed);
                return true;
            });
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
                m_deadEndHints = false;
                emit deadEnd();
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

void HintController::solveUpTo(const QString& technique)
{
    const State state = m_session->state();
    TechniqueSettings settings = m_settings;
    const std::string id = technique.toStdString();
    if (!settings.isEnabled(id))
        settings.order.push_back(id); // the user asked for it: look for it after the rest
    m_upToTask->start(
        [state, settings, id](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress,
            std::atomic<std::uint64_t>& steps) mutable {
            settings.options.cancel = &cancel;
            settings.options.progress = &progress;
            SolveUpTo r;
            State s = state;
            for (int i = 0; i < 2000; ++i) {
                std::optional<Step> step = findNextStep(s, settings);
                if (cancel.load()) {
                    r.result = SolvePath::Result::Cancelled;
                    return r;
                }
                if (!step) {
                    r.result = s.isSolvedGrid() ? SolvePath::Result::Solved : SolvePath::Result::Stuck;
                    return r;
                }
                if (step->technique == id) {
                    r.next = std::move(step);
                    return r;
                }
                s = apply(s, *step);
                r.applied.push_back(std::move(*step));
                steps.store(r.applied.size(), std::memory_order_relaxed);
            }
            return r;
        },
        [this, state](SolveUpTo r) {
            if (!(state == m_session->state()))
                return;
            for (const Step& step : r.applied)
                m_session->applyStep(step);
            const int n = int(r.applied.size());
            if (r.next) {
                m_hint = std::move(r.next);
                m_hintState = m_session->state();
                m_level = HintLevel::Full;
                emit hintChanged();
                emit message(tr("Applied %n step(s); the chosen technique is next.", nullptr, n));
            } else if (r.result == SolvePath::Result::Solved) {
                emit message(tr("Solved in %n step(s); the chosen technique was not needed.", nullptr, n));
            } else if (r.result == SolvePath::Result::Stuck) {
                emit message(tr("Stuck after %n step(s) before the chosen technique.", nullptr, n));
                m_deadEndHints = false;
                emit deadEnd();
            }
        });
}

void HintController::explain(Candidate x)
{
    const State state = m_session->state();
    SearchOptions options = m_settings.options;
    options.maxNodes = limits::kDefaultSearchNodes; // the budget the CLI's explain has; the result names it
    m_explainTask->start(
        [state, x, options](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress) mutable {
            options.cancel = &cancel;
            options.progress = &progress;
            return explainTarget(state, x, options, 1);
        },
        [this, state, x](RankSearchResult r) {
            if (!(state == m_session->state()))
                return;
            if (r.steps.empty()) {
                emit explainFailed(x, QString::fromStdString(r.exhausted));
                return;
            }
            m_hint = std::move(r.steps.front());
            m_hint->technique = shapeTechnique(*m_hint); // named as the path names it
            m_hintState = state;
            m_level = HintLevel::Full;
            emit hintChanged();
        });
}

void HintController::findAllSteps()
{
    const State state = m_session->state();
    // Every step of the Hints set's techniques, as checked: the chains
    // through ALS nodes ("-als") only when their own box is checked.
    TechniqueSettings settings = m_hintSettings;
    // Two phases: the list without the rank family first, then
    // the rank structures that add a conclusion, appended when they come.
    m_allTask->start(
        [state, settings](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress) mutable {
            settings.options.cancel = &cancel;
            settings.options.progress = &progress;
            return setwise::findQuickSteps(state, settings);
        },
        [this, state, settings](std::vector<Step> steps) {
            if (!(state == m_session->state()))
                return;
            m_allSteps = std::move(steps);
            m_allStepsValid = true;
            emit allStepsChanged();
            if (std::none_of(settings.order.begin(), settings.order.end(), isDeferred))
                return;
            m_allTask->start(
                [state, settings, quick = m_allSteps, nodes = m_allStepsRankNodes](
                    const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress) mutable {
                    settings.options.cancel = &cancel;
                    settings.options.progress = &progress;
                    return findDeferredSteps(state, settings, quick, nodes);
                },
                [this, state](std::vector<Step> more) {
                    if (!(state == m_session->state()) || more.empty())
                        return;
                    m_allSteps.insert(
                        m_allSteps.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
                    emit allStepsChanged();
                });
        });
}

} // namespace setwise::ui
