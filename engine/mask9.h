// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bits set in a 9-bit mask (a house's positions, a cell's digits, a set of
// lines) by table: std::popcount is a library call in a generic x86-64 build
// (no -mpopcnt), and the finders count such masks in their inner loops.

#include <array>
#include <cstddef>

namespace setwise
{

inline constexpr std::array<unsigned char, 512> kBits9 = [] {
    std::array<unsigned char, 512> t {};
    for (std::size_t m = 1; m < 512; ++m)
        t[m] = static_cast<unsigned char>((m & 1U) + t[m >> 1]);
    return t;
}();

} // namespace setwise
