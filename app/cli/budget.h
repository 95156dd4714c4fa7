// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The total budget of a command's searches: CPU seconds of the
// thread that runs them. A watchdog thread raises the cancel flag every engine
// search polls (SearchOptions::cancel) once the thread has used its seconds;
// the command then reports the cut (JSON "budget_cut", text "note:") and exits 6.
// For batch and rate the budget is per line, on the worker thread that has it.

#include "app/cli/command.h"

#include <atomic>
#include <condition_variable>
#include <ctime>
#include <mutex>
#include <thread>

namespace setwise::cli
{

// The default of the one-state commands: an interactive call ends within a few
// seconds on any legal state.
#ifdef SETWISE_SANITIZE
inline constexpr double kDefaultTimeLimit = 50.0; // the sanitizers run several times slower
#else
inline constexpr double kDefaultTimeLimit = 5.0;
#endif

class CpuBudget
{
public:
    // seconds <= 0: no budget (no watchdog, flag() is null).
    explicit CpuBudget(double seconds);
    ~CpuBudget();
    CpuBudget(const CpuBudget&) = delete;
    CpuBudget& operator=(const CpuBudget&) = delete;

    // For SearchOptions::cancel; null when there is no budget.
    const std::atomic<bool>* flag() const { return m_seconds > 0 ? &m_cancel : nullptr; }
    // The budget ran out (the searches were told to stop).
    bool cut() const { return m_cancel.load(std::memory_order_relaxed); }
    double seconds() const { return m_seconds; }

private:
    void watch();

    double m_seconds;
    std::atomic<bool> m_cancel { false };
    clockid_t m_clock {};
    double m_start = 0;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_watchdog;
};

class JsonObject;
// The budget in a result object: "budget_cut" (bool) and "time_limit" (seconds, 0: none).
void budgetJson(JsonObject& o, const CpuBudget& budget);
// In text: a "note:" line when the budget ran out.
void budgetNote(Io& io, const CpuBudget& budget);

// --time-limit S (CPU seconds, 0: none, up to a day); absent: fallback.
Result<double> timeLimitOption(const Args& args, double fallback);

} // namespace setwise::cli
