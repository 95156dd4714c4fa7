// SPDX-License-Identifier: GPL-3.0-or-later
// WXYZ- to TUVWXYZ-Wings (SukakuExplainer's bent sets of 4 to 7 cells, SE
// 5.5 to 7.5 in its table; SudokuWiki's WXYZ-Wing): n cells holding n digits
// between them (WXYZ: any four cells, as SudokuWiki; more: within a box and a
// line crossing it, or a row and a column). A digit whose cells
// in the set all see each other (share a house) is restricted; when all but
// one digit z are, the set cannot hold n distinct digits without z, so a z
// of the set is true and every z seeing all of them goes.
//
// Truths: the n cells; links: each restricted digit in a house holding its
// cells, and per target t a z link through t from each z cell of the set:
// rank |z cells| - 1 with t in |z cells| links, the counting rule.
#include "engine/wings/wings.h"

#include "engine/tables.h"

#include <algorithm>
#include <bit>
#include <set>

namespace setwise
{

namespace
{

struct BentSearch {
    const Context& ctx;
    const FinderRequest& req;
    StepSink& sink;
    int n;
    std::vector<Cell> pool;
    std::vector<Cell> pick;
    std::set<std::vector<std::uint64_t>> seen;

    // Step 2. One set of n cells with n digits: its restricted digits, z, the
    // targets and the step. False once the sink is full.
    bool offerSet(unsigned digits)
    {
        CellSet set;
        for (Cell c : pick)
            set.set(c);
        std::vector<std::uint64_t> key;
        for (std::size_t w = 0; w < CellSet::kWords; ++w)
            key.push_back(set.word(w));
        if (!seen.insert(key).second)
            return true;
        const State& s = ctx.state();
        std::vector<LinkNeed> restricted;
        int loose = 0;
        Digit z = 0;
        CellSet zCells;
        for (Digit d = 0; d < 9; ++d) {
            if (!(digits >> d & 1U))
                continue;
            CellSet in;
            for (Cell c : pick)
                if (s.cellMask(c) >> d & 1U)
                    in.set(c);
            if (!housesHolding(in).empty()) {
                restricted.push_back({ d, in });
            } else {
                ++loose;
                z = d;
                zCells = in;
            }
        }
        if (loose != 1)
            return true;
        const CellSet targets = (ctx.cellsWith(z) - set) & commonPeers(zCells);
        if (targets.none())
            return true;
        std::vector<std::vector<Constraint>> lists;
        for (Cell t : targets) {
            std::vector<LinkNeed> needs = restricted;
            for (Cell c : zCells) {
                CellSet two;
                two.set(c);
                two.set(t);
                needs.push_back({ z, two });
            }
            lists.push_back(placeLinks(needs));
        }
        std::vector<Constraint> truths;
        for (Cell c : pick)
            truths.push_back(cellConstraint(c));
        Step step = wingStep(s, std::string(req.technique), truths, std::move(lists));
        return !step.hasConclusions() || sink.add(std::move(step));
    }

    // Step 1. Sets of n cells of the pool whose digits number at most n.
    bool choose(std::size_t from, unsigned digits)
    {
        if (int(pick.size()) == n)
            return std::popcount(digits) != n || offerSet(digits);
        for (std::size_t i = from; i < pool.size(); ++i) {
            const unsigned u = digits | ctx.state().cellMask(pool[i]);
            if (std::popcount(u) > n)
                continue;
            pick.push_back(pool[i]);
            const bool more = choose(i + 1, u);
            pick.pop_back();
            if (!more || req.options.cancelled())
                return false;
        }
        return true;
    }
};

void findBentWings(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    static constexpr std::string_view ids[] = { "wxyz-wing", "vwxyz-wing", "uvwxyz-wing", "tuvwxyz-wing" };
    const int n = 4 + int(std::find(std::begin(ids), std::end(ids), req.technique) - std::begin(ids));
    const State& s = ctx.state();
    BentSearch search { ctx, req, sink, n, {}, {}, {} };
    // WXYZ: any four cells (SudokuWiki's definition); larger sets: within two
    // crossing houses (a box and a line through it, or a row and a column).
    if (n == 4) {
        for (Cell c = 0; c < kCells; ++c) {
            const int m = s.isEmpty(c) ? std::popcount(s.cellMask(c)) : 0;
            if (m >= 2 && m <= n)
                search.pool.push_back(c);
        }
        search.choose(0, 0);
        return;
    }
    std::vector<std::pair<House, House>> shapes;
    for (int box = 0; box < 9; ++box)
        for (int k = 0; k < 3; ++k) {
            shapes.push_back({ House(18 + box), House(3 * (box / 3) + k) });
            shapes.push_back({ House(18 + box), House(9 + 3 * (box % 3) + k) });
        }
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c)
            shapes.push_back({ House(r), House(9 + c) });
    for (const auto& [h1, h2] : shapes) {
        search.pool.clear();
        for (Cell c : houseCells(h1) | houseCells(h2)) {
            const int m = s.isEmpty(c) ? std::popcount(s.cellMask(c)) : 0;
            if (m >= 2 && m <= n)
                search.pool.push_back(c);
        }
        if (!search.choose(0, 0))
            return;
    }
}

} // namespace

std::span<const Technique> bentWingTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::WxyzWing, findBentWings),
        technique(TechniqueId::VwxyzWing, findBentWings),
        technique(TechniqueId::UvwxyzWing, findBentWings),
        technique(TechniqueId::TuvwxyzWing, findBentWings),
    };
    return table;
}

} // namespace setwise
