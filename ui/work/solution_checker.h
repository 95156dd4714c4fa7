// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Counts the solutions of the current state (none / unique / several) with
// the brute-force solver on a worker thread. A quick consistency check runs
// at once; the count follows when the worker is done. Bursts of changes
// (solve to end) are checked once, after the burst.

#include "engine/solver.h"
#include "ui/work/task.h"

#include <QObject>
#include <QTimer>

namespace setwise::ui
{

class SolutionChecker : public QObject
{
    Q_OBJECT
public:
    enum class Verdict { Checking, None, Unique, Several };

    explicit SolutionChecker(QObject* parent = nullptr);

    void check(const State& state);
    Verdict verdict() const { return m_verdict; }
    // The state the verdict is about (a result for an older state is dropped).
    const State& checkedState() const { return m_state; }
    // Why the state has no solution, when a quick check can tell.
    const QString& problem() const { return m_problem; }
    // The solution, when there is exactly one.
    const Grid& solution() const { return m_solution; }
    // How many solutions were counted (up to kCountLimit); 0 while checking.
    int solutionCount() const { return m_count; }
    static constexpr int kCountLimit = 1000;
    TaskBase* task() const { return m_task; }

signals:
    void verdictChanged(Verdict verdict);

private:
    void start();
    void setVerdict(Verdict v);

    State m_state;
    bool m_known = false; // m_verdict belongs to m_state
    Verdict m_verdict = Verdict::Checking;
    QString m_problem;
    Grid m_solution {};
    int m_count = 0;
    QTimer m_debounce;
    Task<SolveResult>* m_task;
};

QString verdictText(SolutionChecker::Verdict verdict);

} // namespace setwise::ui
