// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hash keys of the chain finders' entries (chains.cpp): a technique and a
// candidate set, kept in a set without an allocation per key.

#include "engine/bitset.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace setwise
{

inline std::size_t hashKey(std::string_view id, const CandidateSet& xs)
{
    std::size_t h = std::hash<std::string_view> {}(id);
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
        h = h * 1000003u ^ std::hash<std::uint64_t> {}(xs.word(w));
    return h;
}

// A set of hash keys (open addressing), without an allocation per key.
class HashKeySet
{
public:
    // Empties the set, keeping its table.
    void clear()
    {
        std::fill(m_table.begin(), m_table.end(), 0);
        m_count = 0;
        m_zero = false;
    }
    bool insert(std::size_t key)
    {
        if (key == 0) {
            const bool fresh = !m_zero;
            m_zero = true;
            return fresh;
        }
        if (2 * (m_count + 1) > m_table.size())
            grow();
        const std::size_t mask = m_table.size() - 1;
        for (std::size_t i = key & mask;; i = (i + 1) & mask) {
            if (m_table[i] == key)
                return false;
            if (m_table[i] == 0) {
                m_table[i] = key;
                ++m_count;
                return true;
            }
        }
    }

private:
    void grow()
    {
        std::vector<std::size_t> old(std::max<std::size_t>(64, m_table.size() * 2), 0);
        old.swap(m_table);
        m_count = 0;
        for (std::size_t k : old)
            if (k)
                insert(k);
    }
    std::vector<std::size_t> m_table;
    std::size_t m_count = 0;
    bool m_zero = false;
};

} // namespace setwise
