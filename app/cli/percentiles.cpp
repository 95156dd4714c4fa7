// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/percentiles.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace setwise::cli
{

namespace
{
constexpr double kLowMs = 1e-3, kStep = 1.01;
const double kLogStep = std::log(kStep);
constexpr std::size_t kBuckets = 2320; // 1.01^2320 > 10^10
} // namespace

Percentiles::Percentiles()
    : m_buckets(kBuckets, 0)
{
}

void Percentiles::add(double ms)
{
    const double x = std::max(ms, kLowMs);
    const auto b = std::min(kBuckets - 1, std::size_t(std::log(x / kLowMs) / kLogStep));
    ++m_buckets[b];
    ++m_count;
    m_sum += ms;
}

double Percentiles::at(double p) const
{
    if (m_count == 0)
        return 0;
    const long long rank = (long long)(p * double(m_count - 1)); // as the sorted vector's index
    long long seen = 0;
    for (std::size_t b = 0; b < kBuckets; ++b) {
        seen += m_buckets[b];
        if (seen > rank)
            return kLowMs * std::exp((double(b) + 0.5) * kLogStep);
    }
    return 0;
}

} // namespace setwise::cli
