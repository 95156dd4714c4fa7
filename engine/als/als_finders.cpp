// SPDX-License-Identifier: GPL-3.0-or-later
// The ALS family in the registry (after the rank family, before the large
// fish). Each finder searches the ALS index of the state (als.cpp) for a
// pattern, and als_step.cpp turns the pattern into truths and links for
// evaluate(). Patterns are handed out smallest first (fewest ALSs, then fewest
// cells); ALSs of one pattern never share a cell, except the two ends of an
// ALS chain.
//
//   id             pattern (HoDoKu's rules, reglib 0902-0904)
//   als-xy-wing    A -x- C -y- B, x != y; z common to A and B, no RCC of A-C
//                  or C-B; targets: z candidates seeing every z of A and B
//   als-xy-chain   A1 -r1- A2 -r2- ... Ak, 4 <= k <= 6, r(i) != r(i+1);
//                  z common to A1 and Ak, z != r1, r(k-1); targets as above
//   death-blossom  a stem cell; per stem digit d an ALS whose d cells all see
//                  the stem; z common to all ALSs and not a stem digit;
//                  targets: z candidates seeing every z of every ALS
//
// Search limits: chains as in als_chain.cpp; blossoms within 200,000 ALS
// choices a call (kBlossomNodes), stems of any size. When a budget runs out
// the finder reports what it found so far (and says so, StepSink).
#include "engine/als/als_search.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace setwise
{

namespace
{

constexpr std::uint64_t kBlossomNodes = 200'000;

// A digit of each mask, the two different (x from A-C, y from C-B).
bool pickDifferent(unsigned xs, unsigned ys, Digit& x, Digit& y)
{
    for (; xs; xs &= xs - 1)
        if (const unsigned rest = ys & ~(xs & -xs)) {
            x = std::countr_zero(xs);
            y = std::countr_zero(rest);
            return true;
        }
    return false;
}

void findAlsXyWing(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const AlsIndex& ix = alsIndex(ctx);
    std::vector<AlsPattern> found;
    for (std::size_t c = 0; c < ix.als.size() && !req.options.cancelled(); ++c) {
        const auto& nb = ix.neighbours[c];
        for (std::size_t i = 0; i < nb.size(); ++i)
            for (std::size_t j = i + 1; j < nb.size(); ++j) {
                // The neighbours' copies of digits and cells first: most
                // pairs fail there, without reading the ALSs themselves.
                const unsigned zs = nb[i].digits & nb[j].digits & ~(nb[i].rcc | nb[j].rcc);
                if (!zs || nb[i].cells.intersects(nb[j].cells))
                    continue;
                Digit x = -1, y = -1;
                if (!pickDifferent(nb[i].rcc, nb[j].rcc, x, y))
                    continue;
                const Als& a = ix.als[std::size_t(nb[i].als)];
                const Als& b = ix.als[std::size_t(nb[j].als)];
                const unsigned z = zWithTargets(ix, a, b, zs);
                if (!z)
                    continue;
                found.push_back(
                    { -1, { nb[i].als, int(c), nb[j].als }, { x, y }, z, a.size() + b.size() + ix.als[c].size() });
            }
    }
    emit(ix, found, req.technique, sink);
}

// Depth-first choice of one ALS per stem digit.
struct BlossomSearch {
    explicit BlossomSearch(const AlsIndex& index)
        : ix(index)
    {
    }
    const AlsIndex& ix;
    std::uint64_t nodes = 0;
    Cell stem = -1;
    std::vector<std::vector<int>> petals; // per stem digit (in `digits` order)
    std::vector<Digit> digits;
    std::vector<int> chosen;
    CellSet used;
    std::vector<AlsPattern> found;

    // targets[z]: cells seeing every z cell of the ALSs chosen so far.
    void extend(std::size_t i, unsigned zMask, const std::array<CellSet, 9>& targets)
    {
        if (i == digits.size()) {
            // The petals in stem digit order, as HoDoKu lists them.
            AlsPattern p { stem, {}, {}, zMask, used.count() };
            for (Digit d = 0; d < 9; ++d)
                for (std::size_t j = 0; j < digits.size(); ++j)
                    if (digits[j] == d) {
                        p.als.push_back(chosen[j]);
                        p.rcc.push_back(d);
                    }
            found.push_back(std::move(p));
            return;
        }
        for (int pi : petals[i]) {
            if (++nodes > kBlossomNodes)
                return;
            const Als& a = ix.als[std::size_t(pi)];
            if (a.cells.intersects(used))
                continue;
            std::array<CellSet, 9> next {};
            unsigned z = 0;
            for (unsigned m = zMask & a.digits; m; m &= m - 1) {
                const auto d = std::size_t(std::countr_zero(m));
                next[d] = targets[d] & a.seesAll[d] & ix.cellsWith[d];
                if ((next[d] - used).any())
                    z |= 1U << d;
            }
            if (!z)
                continue;
            chosen.push_back(pi);
            used |= a.cells;
            extend(i + 1, z, next);
            used -= a.cells;
            chosen.pop_back();
        }
    }
};

void findDeathBlossom(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const AlsIndex& ix = alsIndex(ctx);
    const State& s = ctx.state();
    BlossomSearch search(ix);
    // The ALSs whose d cells all see cell t, by (d, t), in index order. A
    // stem's digits are live in it, so only the cells where d is live are
    // filed. Per-thread lists, reused from call to call.
    thread_local std::vector<int> at, seers, fill;
    at.assign(9 * kCells + 1, 0);
    for (const Als& a : ix.als)
        for (unsigned m = a.digits; m; m &= m - 1) {
            const auto d = std::size_t(std::countr_zero(m));
            for (Cell t : a.seesAll[d] & ix.cellsWith[d])
                ++at[d * kCells + std::size_t(t) + 1];
        }
    for (std::size_t k = 0; k < 9 * kCells; ++k)
        at[k + 1] += at[k];
    seers.resize(std::size_t(at.back()));
    fill.assign(at.begin(), at.end() - 1);
    for (std::size_t i = 0; i < ix.als.size(); ++i)
        for (unsigned m = ix.als[i].digits; m; m &= m - 1) {
            const auto d = std::size_t(std::countr_zero(m));
            for (Cell t : ix.als[i].seesAll[d] & ix.cellsWith[d])
                seers[std::size_t(fill[d * kCells + std::size_t(t)]++)] = int(i);
        }
    for (Cell stem = 0; stem < kCells && search.nodes <= kBlossomNodes; ++stem) {
        const unsigned stemDigits = s.cellMask(stem);
        if (!s.isEmpty(stem) || std::popcount(stemDigits) < 2 || req.options.cancelled())
            continue;
        // Petals per stem digit, the digit with the fewest first.
        std::vector<std::pair<Digit, std::vector<int>>> byDigit;
        for (unsigned m = stemDigits; m; m &= m - 1) {
            const Digit d = std::countr_zero(m);
            std::vector<int> list;
            const std::size_t k = std::size_t(d) * kCells + std::size_t(stem);
            for (int y = at[k]; y < at[k + 1]; ++y)
                if (ix.als[std::size_t(seers[std::size_t(y)])].digits & ~stemDigits)
                    list.push_back(seers[std::size_t(y)]);
            byDigit.emplace_back(d, std::move(list));
        }
        std::stable_sort(byDigit.begin(), byDigit.end(),
            [](const auto& a, const auto& b) { return a.second.size() < b.second.size(); });
        if (byDigit.front().second.empty())
            continue;
        search.stem = stem;
        search.digits.clear();
        search.petals.clear();
        for (auto& [d, list] : byDigit) {
            search.digits.push_back(d);
            search.petals.push_back(std::move(list));
        }
        search.used = CellSet();
        search.used.set(stem);
        std::array<CellSet, 9> all;
        all.fill(CellSet::all());
        search.extend(0, 0x1FFU & ~stemDigits, all);
    }
    if (search.nodes > kBlossomNodes)
        sink.noteBudgetCut();
    emit(ix, search.found, req.technique, sink);
}

} // namespace

unsigned zWithTargets(const AlsIndex& ix, const Als& a, const Als& b, unsigned candidates)
{
    unsigned z = 0;
    for (unsigned m = candidates; m; m &= m - 1) {
        const auto d = std::size_t(std::countr_zero(m));
        if ((ix.cellsWith[d] & a.seesAll[d] & b.seesAll[d]).any())
            z |= 1U << d;
    }
    return z;
}

bool emit(const AlsIndex& ix, std::vector<AlsPattern>& patterns, std::string_view technique, StepSink& sink)
{
    std::stable_sort(patterns.begin(), patterns.end(),
        [](const AlsPattern& a, const AlsPattern& b) { return a.cellCount < b.cellCount; });
    for (const AlsPattern& p : patterns) {
        Step step = alsStep(ix, p, std::string(technique));
        if (step.hasConclusions() && !sink.add(std::move(step)))
            return false;
    }
    return !sink.full();
}

std::span<const Technique> alsTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::AlsXyWing, findAlsXyWing),
        technique(TechniqueId::AlsXyChain, findAlsXyChain),
        technique(TechniqueId::DeathBlossom, findDeathBlossom),
    };
    return table;
}

} // namespace setwise
