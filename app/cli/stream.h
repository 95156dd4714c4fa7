// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Streaming file commands (batch, rate): lines are read as they go
// (a bounded window in memory, not the file), worked on by N threads, and each
// result is written as soon as it and every earlier line are done (input
// order kept). Progress goes to standard error; SIGINT/SIGTERM stop reading,
// the lines already started are finished and written, and the caller prints
// its total and exits 130/143.

#include "app/cli/command.h"
#include "app/cli/percentiles.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace setwise::cli
{

// Progress on standard error: --progress / --quiet, else when it is a terminal.
struct StreamOptions {
    int threads = 1;
    bool progress = false;
    const char* what = "lines"; // the progress line's unit
};
Result<StreamOptions> streamOptions(const Args& args);

// How the stream ended: 0, or the signal (SIGINT, SIGTERM) that stopped it.
struct StreamEnd {
    int signal = 0;
    std::optional<Error> error; // a line over the limit stopped the reading
    long long lines = 0; // lines worked on and written
    int status() const; // 130 / 143 for a signal, else 0
};

namespace stream_detail
{
// SIGINT/SIGTERM caught while a stream runs (a third one kills as usual).
class SignalGuard
{
public:
    SignalGuard();
    ~SignalGuard();
    static int caught(); // the signal number, 0 when none
    static const std::atomic<bool>& stopped(); // set by the first signal (a cancel flag for the engine)
};
class Progress
{
public:
    // The share done is the bytes read of a regular file's size (the file is
    // never read ahead to count its lines).
    Progress(Io& io, const StreamOptions& o, const LineInput& in);
    // done results written, the last one from line `line` of the file, which
    // ends at byte `offset`.
    void update(long long done, int line, long long offset, bool final = false);

private:
    Io& m_io;
    bool m_on;
    long long m_size = 0; // of the file; 0: unknown
    long long m_offset = 0;
    int m_line = 0;
    const char* m_what;
    std::chrono::steady_clock::time_point m_start, m_last;
};
} // namespace stream_detail

// Runs `work(const FileLine&) -> R` on the lines of `input` with o.threads
// threads and hands each result to `emit(R&)` on the calling thread, in input
// order. R must be default-constructible and movable.
template <typename R, typename Work, typename Emit>
StreamEnd streamLines(Io& io, LineInput& input, const StreamOptions& o, Work work, Emit emit)
{
    struct Slot {
        FileLine line;
        R result {};
        bool done = false;
    };
    std::mutex mutex;
    std::condition_variable haveWork, haveResult;
    std::deque<Slot> window; // the lines in memory, oldest first
    std::size_t first = 0, taken = 0; // sequence numbers: window.front(), the next line to take
    bool inputDone = false, stopping = false;
    std::exception_ptr failure; // a worker's exception, rethrown here
    // Lines in memory: enough that the threads rarely wait for the writer on a
    // busy machine, few enough that memory does not grow with the file.
    const std::size_t cap = std::size_t(o.threads) * 64 + 64;

    auto worker = [&] {
        std::unique_lock lock(mutex);
        for (;;) {
            haveWork.wait(lock, [&] { return stopping || taken < first + window.size() || inputDone; });
            if (stopping || taken >= first + window.size())
                return; // stopped, or the input is done and every line taken
            Slot* slot = &window[taken++ - first];
            lock.unlock();
            R r;
            try {
                r = work(slot->line);
            } catch (...) { // out of memory: stop, and the caller rethrows it (exit 70)
                lock.lock();
                if (!failure)
                    failure = std::current_exception();
                stopping = true;
                haveWork.notify_all();
                haveResult.notify_one();
                return;
            }
            lock.lock();
            slot->result = std::move(r);
            slot->done = true;
            haveResult.notify_one();
        }
    };
    stream_detail::SignalGuard signals;
    stream_detail::Progress progress(io, o, input);
    StreamEnd end;
    std::vector<std::thread> pool;
    try {
        for (int t = 0; t < o.threads; ++t)
            pool.emplace_back(worker);
    } catch (...) { // a thread could not be started: stop the others, then fail (exit 70)
        {
            std::lock_guard stop(mutex);
            stopping = true;
        }
        haveWork.notify_all();
        for (auto& t : pool)
            t.join();
        throw;
    }

    std::unique_lock lock(mutex);
    for (;;) {
        if (!stopping && stream_detail::SignalGuard::caught()) {
            stopping = true; // lines not yet started are dropped
            end.signal = stream_detail::SignalGuard::caught();
            haveWork.notify_all();
        }
        while (!stopping && !inputDone && window.size() < cap) {
            FileLine line;
            lock.unlock();
            const bool more = input.next(line, end.error);
            lock.lock();
            if (!more)
                inputDone = true;
            else
                window.push_back(Slot { std::move(line) });
            haveWork.notify_one();
        }
        if (inputDone)
            haveWork.notify_all();
        while (!window.empty() && window.front().done) {
            R r = std::move(window.front().result);
            const int lineNumber = window.front().line.number;
            const long long offset = window.front().line.offset;
            window.pop_front();
            ++first;
            lock.unlock();
            emit(r);
            ++end.lines;
            progress.update(end.lines, lineNumber, offset);
            lock.lock();
            if (!io.out) { // standard output failed: stop; the command exits 74
                stopping = true;
                haveWork.notify_all();
            }
        }
        if (window.empty() && (inputDone || stopping))
            break;
        if (failure)
            break;
        if (stopping && first >= taken)
            break; // every line started is written
        haveResult.wait_for(lock, std::chrono::milliseconds(100));
    }
    stopping = true;
    haveWork.notify_all();
    lock.unlock();
    for (auto& t : pool)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
    progress.update(end.lines, 0, 0, true);
    return end;
}

} // namespace setwise::cli
