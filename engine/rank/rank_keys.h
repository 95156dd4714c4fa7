// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rank search's record of the structures it has evaluated
// (rank_searcher.cpp): each (bases, covers) pair as a Zobrist key, and a set
// of the keys.

#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace setwise::rank_search
{

// A (bases, covers) pair as a 128-bit Zobrist key, kept up to date on every
// push and pop; a collision (two pairs with one key, odds about 2^-100 per
// search) would drop one structure, the only way the key could be wrong.
struct PairKey {
    std::uint64_t a = 0, b = 0;
    friend bool operator==(const PairKey&, const PairKey&) = default;
};

struct Zobrist {
    std::array<PairKey, 2 * kConstraints> keys {}; // bases, then covers
    Zobrist()
    {
        std::uint64_t x = 0x5e7715e5eedULL;
        auto next = [&x] {
            std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            return z ^ (z >> 31);
        };
        for (PairKey& k : keys) {
            k.a = next();
            k.b = next();
        }
    }
};

inline const Zobrist& zobrist()
{
    static const Zobrist z;
    return z;
}

// Open-addressing set of keys (linear probing, power-of-two size, half full at most).
class KeySet
{
public:
    void clear()
    {
        if (m_count)
            std::fill(m_slots.begin(), m_slots.end(), PairKey {});
        m_count = 0;
    }
    // True when k was not in the set.
    bool insert(PairKey k)
    {
        if (k == PairKey {})
            k.a = 1; // the empty slot's value
        if (2 * (m_count + 1) > m_slots.size())
            grow();
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = std::size_t(k.a) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == k)
                return false;
            if (m_slots[i] == PairKey {}) {
                m_slots[i] = k;
                ++m_count;
                return true;
            }
        }
    }

private:
    void grow()
    {
        std::vector<PairKey> old(std::max<std::size_t>(1024, 2 * m_slots.size()));
        old.swap(m_slots);
        const std::size_t mask = m_slots.size() - 1;
        for (const PairKey& k : old)
            if (!(k == PairKey {})) {
                std::size_t i = std::size_t(k.a) & mask;
                while (!(m_slots[i] == PairKey {}))
                    i = (i + 1) & mask;
                m_slots[i] = k;
            }
    }
    std::vector<PairKey> m_slots;
    std::size_t m_count = 0;
};

} // namespace setwise::rank_search
