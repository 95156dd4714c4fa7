// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stepping: hints (full or progressive), applying a step, solving to the end
// and "all steps here". Every search runs on a worker (docs/architecture.md, Habits), can be
// cancelled, and answers for the state it was asked about; changes go through
// the session.

#include "engine/rank/rank_search.h"
#include "engine/stepper.h"
#include "ui/grid/highlight.h"
#include "ui/work/task.h"

#include <QObject>

#include <optional>
#include <vector>

namespace setwise::ui
{

class Session;

// "Solve up to": the steps applied on the way and the first step of the chosen technique.
struct SolveUpTo {
    std::vector<Step> applied;
    std::optional<Step> next;
    SolvePath::Result result = SolvePath::Result::Stuck;
};

class HintController : public QObject
{
    Q_OBJECT
public:
    explicit HintController(Session* session, QObject* parent = nullptr);

    // Both sets at once (solving and hints).
    void setSettings(const TechniqueSettings& settings) { m_settings = m_hintSettings = settings; }
    // The Solve set: Solve to End, Solve Up To (and the search limits of Explain).
    void setSolveSettings(const TechniqueSettings& settings) { m_settings = settings; }
    const TechniqueSettings& settings() const { return m_settings; }
    // The Hints set: Hint, Next Step, Apply Step and All Steps.
    void setHintSettings(const TechniqueSettings& settings) { m_hintSettings = settings; }
    const TechniqueSettings& hintSettings() const { return m_hintSettings; }
    // The set of the search that last got stuck (what the dead-end banner names).
    const TechniqueSettings& deadEndSettings() const { return m_deadEndHints ? m_hintSettings : m_settings; }

    // The step shown as a hint for the current state, and how much of it.
    const std::optional<Step>& hint() const { return m_hint; }
    HintLevel level() const { return m_level; }
    // Every step of every technique in the current state (after findAllSteps()).
    const std::vector<Step>& allSteps() const { return m_allSteps; }
    bool hasAllSteps() const { return m_allStepsValid; }
    // Search nodes All Steps gives the rank structures after the others
    // (they stream in; about 1 s of CPU; the CLI's hints gives them
    // kDeferredNodes); 0: the rank search's own node budget.
    static constexpr std::uint64_t kAllStepsRankNodes = 4'000'000;
    void setAllStepsRankNodes(std::uint64_t nodes) { m_allStepsRankNodes = nodes; }

    QList<TaskBase*> tasks() const { return { m_hintTask, m_allTask, m_solveTask, m_explainTask, m_upToTask }; }
    bool isBusy() const;

public slots:
    void nextHint();
    void progressiveHint();
    // Applies the shown hint; with none shown, finds the next step and applies it.
    void applyHint();
    void solveToEnd();
    void findAllSteps();
    // Solves step by step until the next step would use `technique` (shown as the hint).
    void solveUpTo(const QString& technique);
    // The structure with the fewest truths that removes x (explainTarget: the
    // rank search and the chain and ALS finders), shown as the hint.
    void explain(Candidate x);
    void clearHint();
    void cancelAll();

signals:
    void hintChanged();
    void allStepsChanged();
    void message(const QString& text);
    // The enabled techniques find nothing in an unsolved state (a hint, an
    // apply or solve to the end got stuck).
    void deadEnd();
    // explain() found no structure; `why` says what was searched.
    void explainFailed(Candidate x, const QString& why);

private:
    enum class Then { Show, Progress, Apply };
    // Next Step, Hint and Apply: the next step of a replaced path the user
    // walks (Session::plannedStep), else the stepper's, on a worker.
    void searchHint(Then then);
    void showOrApply(const State& state, Then then, std::optional<Step> step);
    void onStateChanged();

    Session* m_session;
    TechniqueSettings m_settings = TechniqueSettings::defaults();
    TechniqueSettings m_hintSettings = TechniqueSettings::defaults();
    bool m_deadEndHints = false;
    std::optional<Step> m_hint;
    State m_hintState; // the state m_hint belongs to
    HintLevel m_level = HintLevel::Full;
    std::vector<Step> m_allSteps;
    bool m_allStepsValid = false;
    std::uint64_t m_allStepsRankNodes = kAllStepsRankNodes;
    Task<std::optional<Step>>* m_hintTask;
    Task<std::vector<Step>>* m_allTask;
    Task<SolvePath>* m_solveTask;
    Task<RankSearchResult>* m_explainTask;
    Task<SolveUpTo>* m_upToTask;
};

} // namespace setwise::ui
