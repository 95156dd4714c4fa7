// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The per-line CPU times of batch, summed up in memory that does not grow with the file.

#include <cstdint>
#include <vector>

namespace setwise::cli
{

// Percentiles of per-line CPU times in bounded memory: log buckets 1 % wide
// from 1 microsecond to 10^7 ms (a value is reported within 1 % of itself).
class Percentiles
{
public:
    Percentiles();
    void add(double ms);
    double at(double p) const; // p in [0, 1]; 0 when empty
    long long count() const { return m_count; }
    double sum() const { return m_sum; }

private:
    std::vector<std::uint32_t> m_buckets;
    long long m_count = 0;
    double m_sum = 0;
};

} // namespace setwise::cli
