// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/isomorph.h"

#include <numeric>

namespace setwise
{

namespace
{

// Fisher-Yates with our own draw (std::shuffle's draws differ between
// standard libraries; this keeps an isomorph the same everywhere).
template <std::size_t N> void shuffle(std::array<int, N>& a, std::mt19937& rng)
{
    for (std::size_t i = N - 1; i > 0; --i)
        std::swap(a[i], a[std::size_t(rng() % (i + 1))]);
}

} // namespace

Cell Isomorph::mapCell(Cell c) const
{
    int r = 0, k = 0;
    while (rows[std::size_t(r)] != rowOf(c))
        ++r;
    while (cols[std::size_t(k)] != colOf(c))
        ++k;
    return transpose ? cellAt(k, r) : cellAt(r, k);
}

Grid Isomorph::map(const Grid& g) const
{
    Grid out {};
    for (Cell c = 0; c < kCells; ++c)
        out[std::size_t(mapCell(c))] = mapDigit(g[std::size_t(c)]);
    return out;
}

State Isomorph::map(const State& s) const
{
    State out;
    for (Cell c = 0; c < kCells; ++c)
        if (!s.isEmpty(c))
            out.place(mapCell(c), mapDigit(s.digit(c)), s.isGiven(c));
    for (Cell c = 0; c < kCells; ++c)
        if (s.isEmpty(c))
            for (Digit d = 0; d < 9; ++d)
                if (!s.isLive(candidateOf(c, d)))
                    out.eliminate(mapCandidate(candidateOf(c, d)));
    return out;
}

std::string Isomorph::mapGivens81(const std::string& givens) const
{
    std::string out(81, '.');
    for (Cell c = 0; c < kCells && std::size_t(c) < givens.size(); ++c) {
        const char ch = givens[std::size_t(c)];
        if (ch >= '1' && ch <= '9')
            out[std::size_t(mapCell(c))] = char('1' + mapDigit(ch - '1'));
    }
    return out;
}

Isomorph randomIsomorph(std::mt19937& rng)
{
    auto perm3 = [&] {
        std::array<int, 3> a { 0, 1, 2 };
        shuffle(a, rng);
        return a;
    };
    Isomorph iso;
    const auto bands = perm3(), stacks = perm3();
    for (std::size_t b = 0; b < 3; ++b) {
        const auto r = perm3(), c = perm3();
        for (std::size_t i = 0; i < 3; ++i) {
            iso.rows[3 * b + i] = 3 * bands[b] + r[i];
            iso.cols[3 * b + i] = 3 * stacks[b] + c[i];
        }
    }
    std::array<int, 9> digits {};
    std::iota(digits.begin(), digits.end(), 0);
    shuffle(digits, rng);
    iso.digits = digits;
    iso.transpose = rng() & 1U;
    return iso;
}

Isomorph isomorphFor(std::uint64_t seed, std::uint64_t number)
{
    std::seed_seq seq { std::uint32_t(seed), std::uint32_t(seed >> 32), std::uint32_t(number),
        std::uint32_t(number >> 32) };
    std::mt19937 rng(seq);
    return randomIsomorph(rng);
}

} // namespace setwise
