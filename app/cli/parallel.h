// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CPU time of the calling thread, which each puzzle of batch and rate
// reports (their threads: stream.h).

#include <ctime>

namespace setwise::cli
{

// CPU time of the calling thread, in ms (POSIX).
inline double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

} // namespace setwise::cli
