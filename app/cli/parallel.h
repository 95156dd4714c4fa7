// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CPU time of the calling thread, which each puzzle of batch, rate and
// generate reports (batch and rate stream their lines: stream.h), and
// runParallel for work of a known size (generate).

#include <atomic>
#include <cstddef>
#include <ctime>
#include <thread>
#include <vector>

namespace setwise::cli
{

// CPU time of the calling thread, in ms (POSIX).
inline double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// Runs work(i) for i in [0, n) on `threads` threads (the caller is one of
// them); each index once, in no particular order.
template <typename Work> void runParallel(std::size_t n, int threads, Work work)
{
    std::atomic<std::size_t> next { 0 };
    auto worker = [&] {
        for (std::size_t i; (i = next.fetch_add(1)) < n;)
            work(i);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto& t : pool)
        t.join();
}

} // namespace setwise::cli
