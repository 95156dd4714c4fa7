// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fixed-size bit sets: the one place where words are split into bits.
//
//   BitSet<N> stores bit i in word i / 64, at position i % 64:
//
//     word 0            word 1                 word K-1
//     [63 .. 1 0]       [127 .. 65 64]   ...   [unused high bits are always 0]
//
// CellSet (81), CandidateSet (729) and ConstraintSet (324) are the three
// instances the engine uses (docs/architecture.md, Data model). Every operation is constexpr, so the
// constraint tables in tables.h can be built at compile time.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace setwise
{

// Population count without the library call that std::popcount becomes on the
// baseline x86-64 target (no POPCNT instruction assumed).
constexpr int popcount64(std::uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return int((x * 0x0101010101010101ULL) >> 56);
}

template <std::size_t N> class BitSet
{
public:
    static constexpr std::size_t kSize = N;
    static constexpr std::size_t kWords = (N + 63) / 64;

    constexpr BitSet() = default;

    static constexpr BitSet all()
    {
        BitSet s;
        for (std::size_t w = 0; w < kWords; ++w)
            s.m_words[w] = ~std::uint64_t { 0 };
        s.trim();
        return s;
    }

    constexpr bool test(int i) const { return (m_words[i >> 6] >> (i & 63)) & 1U; }
    constexpr void set(int i) { m_words[i >> 6] |= std::uint64_t { 1 } << (i & 63); }
    constexpr void reset(int i) { m_words[i >> 6] &= ~(std::uint64_t { 1 } << (i & 63)); }
    constexpr void set(int i, bool on) { on ? set(i) : reset(i); }
    constexpr void clear() { m_words = {}; }
    // Clears every bit below i.
    constexpr void resetBelow(int i)
    {
        for (std::size_t w = 0; w < kWords; ++w) {
            const int lo = int(w * 64);
            if (i >= lo + 64)
                m_words[w] = 0;
            else if (i > lo)
                m_words[w] &= ~std::uint64_t { 0 } << (i - lo);
        }
    }

    constexpr int count() const
    {
        int n = 0;
        for (auto w : m_words)
            n += popcount64(w);
        return n;
    }
    constexpr bool any() const
    {
        for (auto w : m_words)
            if (w)
                return true;
        return false;
    }
    constexpr bool none() const { return !any(); }

    // Index of the lowest set bit, or -1 when the set is empty.
    constexpr int first() const
    {
        for (std::size_t w = 0; w < kWords; ++w)
            if (m_words[w])
                return int(w * 64) + std::countr_zero(m_words[w]);
        return -1;
    }
    // Index of the lowest set bit above i, or -1.
    constexpr int next(int i) const
    {
        ++i;
        if (i >= int(N))
            return -1;
        std::size_t w = std::size_t(i) >> 6;
        std::uint64_t bits = m_words[w] & (~std::uint64_t { 0 } << (i & 63));
        while (true) {
            if (bits)
                return int(w * 64) + std::countr_zero(bits);
            if (++w == kWords)
                return -1;
            bits = m_words[w];
        }
    }

    constexpr bool intersects(const BitSet& o) const
    {
        for (std::size_t w = 0; w < kWords; ++w)
            if (m_words[w] & o.m_words[w])
                return true;
        return false;
    }
    constexpr bool isSubsetOf(const BitSet& o) const
    {
        for (std::size_t w = 0; w < kWords; ++w)
            if (m_words[w] & ~o.m_words[w])
                return false;
        return true;
    }

    constexpr BitSet& operator&=(const BitSet& o)
    {
        for (std::size_t w = 0; w < kWords; ++w)
            m_words[w] &= o.m_words[w];
        return *this;
    }
    constexpr BitSet& operator|=(const BitSet& o)
    {
        for (std::size_t w = 0; w < kWords; ++w)
            m_words[w] |= o.m_words[w];
        return *this;
    }
    constexpr BitSet& operator^=(const BitSet& o)
    {
        for (std::size_t w = 0; w < kWords; ++w)
            m_words[w] ^= o.m_words[w];
        return *this;
    }
    // Set difference: the bits of this set that are not in o.
    constexpr BitSet& operator-=(const BitSet& o)
    {
        for (std::size_t w = 0; w < kWords; ++w)
            m_words[w] &= ~o.m_words[w];
        return *this;
    }
    friend constexpr BitSet operator&(BitSet a, const BitSet& b) { return a &= b; }
    friend constexpr BitSet operator|(BitSet a, const BitSet& b) { return a |= b; }
    friend constexpr BitSet operator^(BitSet a, const BitSet& b) { return a ^= b; }
    friend constexpr BitSet operator-(BitSet a, const BitSet& b) { return a -= b; }
    constexpr BitSet operator~() const
    {
        BitSet s;
        for (std::size_t w = 0; w < kWords; ++w)
            s.m_words[w] = ~m_words[w];
        s.trim();
        return s;
    }
    friend constexpr bool operator==(const BitSet&, const BitSet&) = default;

    constexpr std::uint64_t word(std::size_t w) const { return m_words[w]; }
    constexpr void setWord(std::size_t w, std::uint64_t v)
    {
        m_words[w] = v;
        if (w == kWords - 1)
            trim();
    }

    // Iteration over the indices of set bits, lowest first:
    //   for (int c : set) ...
    class Iterator
    {
    public:
        constexpr Iterator(const BitSet* s, int i)
            : m_set(s)
            , m_i(i)
        {
        }
        constexpr int operator*() const { return m_i; }
        constexpr Iterator& operator++()
        {
            m_i = m_set->next(m_i);
            return *this;
        }
        friend constexpr bool operator==(const Iterator& a, const Iterator& b) { return a.m_i == b.m_i; }

    private:
        const BitSet* m_set;
        int m_i;
    };
    constexpr Iterator begin() const { return { this, first() }; }
    constexpr Iterator end() const { return { this, -1 }; }

private:
    constexpr void trim()
    {
        if constexpr (N % 64 != 0)
            m_words[kWords - 1] &= (std::uint64_t { 1 } << (N % 64)) - 1;
    }

    std::array<std::uint64_t, kWords> m_words {};
};

using CellSet = BitSet<81>;
using CandidateSet = BitSet<729>;
using ConstraintSet = BitSet<324>;

} // namespace setwise
