// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/budget.h"

#include "app/cli/json.h"

#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ostream>

#include <pthread.h>

namespace setwise::cli
{

namespace
{
double clockSeconds(clockid_t clock)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}
} // namespace

CpuBudget::CpuBudget(double seconds)
    : m_seconds(seconds)
{
    if (m_seconds <= 0)
        return;
    if (pthread_getcpuclockid(pthread_self(), &m_clock) != 0)
        m_clock = CLOCK_PROCESS_CPUTIME_ID; // the whole process: a budget all the same
    m_start = clockSeconds(m_clock);
    m_watchdog = std::thread([this] { watch(); });
}

CpuBudget::~CpuBudget()
{
    if (!m_watchdog.joinable())
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_watchdog.join();
}

void CpuBudget::watch()
{
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        const double used = clockSeconds(m_clock) - m_start;
        if (used >= m_seconds) {
            m_cancel.store(true, std::memory_order_relaxed);
            return;
        }
        // Sleep at most 20 ms, and no longer than the budget left can last.
        const double wait = std::min(0.02, m_seconds - used);
        m_wake.wait_for(lock, std::chrono::duration<double>(wait), [this] { return m_stop; });
    }
}

void budgetJson(JsonObject& o, const CpuBudget& budget)
{
    o.addBool("budget_cut", budget.cut()).add("time_limit", budget.seconds());
}

void budgetNote(Io& io, const CpuBudget& budget)
{
    if (budget.cut())
        io.out << "note: the time limit of " << budget.seconds()
               << " CPU seconds ran out (--time-limit S changes it); the result is partial\n";
}

Result<double> timeLimitOption(const Args& args, double fallback)
{
    if (!args.has("time-limit"))
        return fallback;
    const std::string text = args.option("time-limit");
    // Plain decimal seconds ("10", "2.5"): no sign, no hexadecimal, no exponent, nothing after.
    double value = -1;
    const bool digits = !text.empty() && text.find_first_not_of("0123456789.") == std::string::npos;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed);
    if (!digits || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < 0
        || value > 86400)
        return Error { "--time-limit takes CPU seconds from 0 (no limit) to 86400, not " + quoteInput(text) };
    return value;
}

} // namespace setwise::cli
