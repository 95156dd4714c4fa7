// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stepping: hints (full or progressive), applying a step, solving to the end
// and "all steps here". Every search runs on a worker (STYLE habit 9), can be
// cancelled, and answers for the state it was asked about; changes go through
// the session.

#include "engine/stepper.h"
#include "ui/highlight.h"
#include "ui/task.h"

#include <QObject>

#include <optional>
#include <vector>

namespace setwise::ui
{

class Session;

class HintController : public QObject
{
    Q_OBJECT
public:
    explicit HintController(Session* session, QObject* parent = nullptr);

    void setSettings(const TechniqueSettings& settings) { m_settings = settings; }
    const TechniqueSettings& settings() const { return m_settings; }

    // The step shown as a hint for the current state, and how much of it.
    const std::optional<Step>& hint() const { return m_hint; }
    HintLevel level() const { return m_level; }
    // Every step of every technique in the current state (after findAllSteps()).
    const std::vector<Step>& allSteps() const { return m_allSteps; }
    bool hasAllSteps() const { return m_allStepsValid; }

    QList<TaskBase*> tasks() const { return { m_hintTask, m_allTask, m_solveTask }; }
    bool isBusy() const;

public slots:
    void nextHint();
    void progressiveHint();
    // Applies the shown hint; with none shown, finds the next step and applies it.
    void applyHint();
    void solveToEnd();
    void findAllSteps();
    void clearHint();
    void cancelAll();

signals:
    void hintChanged();
    void allStepsChanged();
    void message(const QString& text);

private:
    enum class Then { Show, Progress, Apply };
    void searchHint(Then then);
    void onStateChanged();

    Session* m_session;
    TechniqueSettings m_settings = TechniqueSettings::defaults();
    std::optional<Step> m_hint;
    State m_hintState; // the state m_hint belongs to
    HintLevel m_level = HintLevel::Full;
    std::vector<Step> m_allSteps;
    bool m_allStepsValid = false;
    Task<std::optional<Step>>* m_hintTask;
    Task<std::vector<Step>>* m_allTask;
    Task<SolvePath>* m_solveTask;
};

} // namespace setwise::ui
