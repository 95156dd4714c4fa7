// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/work/solution_checker.h"

#include "ui/common/error_text.h"

namespace setwise::ui
{

SolutionChecker::SolutionChecker(QObject* parent)
    : QObject(parent)
    , m_task(new Task<SolveResult>(tr("Counting solutions"), this))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(30);
    connect(&m_debounce, &QTimer::timeout, this, &SolutionChecker::start);
}

void SolutionChecker::check(const State& state)
{
    if (m_known && state == m_state)
        return;
    m_state = state;
    m_known = false;
    m_count = 0;
    m_problem.clear();
    if (const auto bad = state.inconsistency()) {
        // Said at once, without the worker.
        m_task->cancel();
        m_debounce.stop();
        m_problem = inconsistencyText(*bad);
        m_known = true;
        setVerdict(Verdict::None);
        return;
    }
    setVerdict(Verdict::Checking);
    m_debounce.start();
}

void SolutionChecker::start()
{
    const State state = m_state;
    m_task->start(
        [state](const std::atomic<bool>&, std::atomic<std::uint64_t>&) {
            return countSolutions(state, kCountLimit); // several: how many is worth saying
        },
        [this, state](SolveResult r) {
            if (!(state == m_state))
                return;
            m_known = true;
            m_solution = r.solution;
            m_count = r.solutions;
            setVerdict(r.solutions == 0 ? Verdict::None : r.solutions == 1 ? Verdict::Unique : Verdict::Several);
        });
}

void SolutionChecker::setVerdict(Verdict v)
{
    m_verdict = v;
    emit verdictChanged(v);
}

QString verdictText(SolutionChecker::Verdict verdict)
{
    switch (verdict) {
    case SolutionChecker::Verdict::Checking:
        return SolutionChecker::tr("solutions: checking…");
    case SolutionChecker::Verdict::None:
        return SolutionChecker::tr("no solution");
    case SolutionChecker::Verdict::Unique:
        return SolutionChecker::tr("unique solution");
    case SolutionChecker::Verdict::Several:
        return SolutionChecker::tr("several solutions");
    }
    return {};
}

} // namespace setwise::ui
