// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/stream.h"

#include "engine/limits.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <ostream>
#include <sstream>
#include <thread>

#include <unistd.h>

namespace setwise::cli
{

Result<StreamOptions> streamOptions(const Args& args)
{
    if (args.has("progress") && args.has("quiet"))
        return Error { "--progress and --quiet cannot both be given" };
    auto threads = threadsOption(args);
    if (!threads)
        return threads.error();
    StreamOptions o;
    o.threads = *threads;
    o.progress = args.has("progress") || (!args.has("quiet") && isatty(STDERR_FILENO));
    return o;
}

Result<int> threadsOption(const Args& args)
{
    const int cores = int(std::max(1u, std::min(256u, std::thread::hardware_concurrency())));
    return intOption(args, "threads", cores, 1, 256);
}

int StreamEnd::status() const
{
    return signal == SIGINT ? kExitSigint : signal == SIGTERM ? kExitSigterm : kExitOk;
}

namespace stream_detail
{

namespace
{
volatile std::sig_atomic_t g_caught = 0, g_count = 0;
std::atomic<bool> g_stopped { false }; // lock-free: safe to set in the handler
static_assert(std::atomic<bool>::is_always_lock_free);
struct sigaction g_oldInt {
}, g_oldTerm {};

// The first signal stops the stream; a third one (an impatient user; `timeout`
// delivers one signal twice) ends the process at once, as without the handler.
extern "C" void onSignal(int sig)
{
    if (g_caught == 0)
        g_caught = sig;
    g_stopped.store(true);
    g_count = g_count + 1;
    if (g_count >= 3) {
        std::signal(sig, SIG_DFL);
        std::raise(sig);
    }
}
} // namespace

SignalGuard::SignalGuard()
{
    g_caught = 0;
    g_count = 0;
    g_stopped.store(false);
    struct sigaction sa {
    };
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    // Restart interrupted reads and writes: no output is lost.
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, &g_oldInt);
    sigaction(SIGTERM, &sa, &g_oldTerm);
}

SignalGuard::~SignalGuard()
{
    sigaction(SIGINT, &g_oldInt, nullptr);
    sigaction(SIGTERM, &g_oldTerm, nullptr);
}

int SignalGuard::caught()
{
    return g_caught;
}

const std::atomic<bool>& SignalGuard::stopped()
{
    return g_stopped;
}

Progress::Progress(Io& io, const StreamOptions& o, const LineInput& in)
    : m_io(io)
    , m_on(o.progress)
    , m_size(o.progress ? in.size() : 0)
    , m_what(o.what)
    , m_start(std::chrono::steady_clock::now())
    , m_last(m_start)
{
}

// "1234 puzzles  line 1300 (0.9%)  ETA 2:35  120.5/s", rewritten in place at
// most 5 times a second; the share (bytes read of the file's size) and ETA
// when the input is a regular file.
void Progress::update(long long done, int line, long long offset, bool final)
{
    if (!m_on)
        return;
    m_line = std::max(m_line, line);
    m_offset = std::max(m_offset, offset);
    const auto now = std::chrono::steady_clock::now();
    if (!final && now - m_last < std::chrono::milliseconds(200))
        return;
    m_last = now;
    const double seconds = std::chrono::duration<double>(now - m_start).count();
    const double rate = seconds > 0 ? double(done) / seconds : 0;
    std::ostringstream os;
    os << '\r' << done << ' ' << m_what;
    if (m_line > 0)
        os << "  line " << m_line;
    if (m_size > 0) {
        const double share = std::min(1.0, double(m_offset) / double(m_size));
        os << " (" << int(share * 1000) / 10.0 << "%)";
        if (share > 0 && share < 1 && !final) {
            const long long left = (long long)(seconds / share * (1 - share));
            os << "  ETA " << left / 60 << ':' << (left % 60 < 10 ? "0" : "") << left % 60;
        }
    }
    os << "  " << int(rate * 10) / 10.0 << "/s" << (final ? "\n" : "   ");
    m_io.err << os.str() << std::flush;
}

} // namespace stream_detail

} // namespace setwise::cli
