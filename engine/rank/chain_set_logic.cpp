// SPDX-License-Identifier: GPL-3.0-or-later
// Chain set logic: a structure of truths and links (Allan Barker's set logic,
// docs/architecture.md, The one rule) found by following chains from one
// candidate, tried where everything simpler has failed and before the forcing
// chains and nets.
//
// The search: assume a candidate x true and follow single inferences, each
// resting on one constraint: a true node makes every other live candidate of
// each constraint holding it false (that constraint becomes a link); a false
// node leaves one node in a constraint, which is true (that constraint
// becomes a truth). Nodes are candidates and groups (the live candidates of
// one digit in the intersection of a box and a line). When every live
// candidate of some constraint C (x not among them) is reached false, the
// truths are C and the truths of the inferences leading to C's candidates,
// the links are their links. Each inference reached is on one path from x,
// so every truth's candidates lie in links; when only x's own inferences
// branch, x lies in rank + 1 links (the rank: links less truths) and the
// counting rule removes it. The step is made only when evaluate() proves x
// false that way (an inference that branches again adds a link x is not in):
// its argument is the count of its truths and links, which a person redoes by
// hand. No implication tree is needed: the chains only found the sets.
//
// The search is bounded by kMaxInferences inferences from x; among the
// structures found, the one with the fewest truths (then the lowest rank)
// comes first.
#include "engine/context.h"
#include "engine/evaluate.h"
#include "engine/tables.h"
#include "engine/techniques.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

namespace setwise
{

namespace
{

constexpr int kMaxInferences = 16;

// A node: one candidate, or a group of 2-3 candidates of one digit in a
// box-line intersection. cons: the constraints holding all of its candidates
// (ncons of them), mask: its candidates among each one's members (a bit per
// member; members() lists them in ascending order).
struct Node {
    CandidateSet cands;
    std::array<Constraint, 4> cons {};
    std::array<std::uint16_t, 4> mask {};
    int ncons = 0;
};

std::uint16_t memberBit(Candidate y, Constraint k)
{
    return std::uint16_t(1U << memberIndices(y)[std::size_t(kindOf(k))]);
}

struct Graph {
    std::vector<Node> nodes; // first the live candidates (by candidate), then groups
    std::array<int, kCandidates> single {}; // candidate -> node, -1 when not live
    // Node of exactly these members of constraint k (a 9-bit mask), or -1 (a single or a group).
    int find(Constraint k, unsigned m) const
    {
        const int n = std::popcount(m);
        if (n == 1)
            return single[std::size_t(members(k)[std::size_t(std::countr_zero(m))])];
        if (n < 2 || n > 3)
            return -1;
        for (const auto& [i, gm] : groupsIn[std::size_t(k)])
            if (gm == m)
                return i;
        return -1;
    }
    // The groups inside each house-digit, with their mask there.
    std::array<std::vector<std::pair<int, std::uint16_t>>, kConstraints> groupsIn;
    std::size_t firstGroup = 0;
};

Graph buildGraph(const State& s)
{
    Graph g;
    g.single.fill(-1);
    const CandidateSet& live = s.live();
    for (Candidate x : live) {
        g.single[std::size_t(x)] = int(g.nodes.size());
        Node n;
        n.cands.set(x);
        for (Constraint k : constraintsOf(x)) {
            n.cons[std::size_t(n.ncons)] = k;
            n.mask[std::size_t(n.ncons++)] = memberBit(x, k);
        }
        g.nodes.push_back(std::move(n));
    }
    g.firstGroup = g.nodes.size();
    for (int d = 0; d < 9; ++d)
        for (int b = 0; b < 9; ++b) {
            const Constraint bk = houseConstraint(ConstraintKind::Box, Digit(d), b);
            const CandidateSet inBox = candidatesOf(bk) & live;
            for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column })
                for (int line = 0; line < 9; ++line) {
                    const Constraint lk = houseConstraint(kind, Digit(d), line);
                    const CandidateSet cs = inBox & candidatesOf(lk);
                    if (cs.count() < 2)
                        continue;
                    Node n;
                    n.cands = cs;
                    n.cons = { lk, bk, 0, 0 };
                    n.ncons = 2;
                    for (Candidate y : cs) {
                        n.mask[0] |= memberBit(y, lk);
                        n.mask[1] |= memberBit(y, bk);
                    }
                    g.groupsIn[std::size_t(lk)].emplace_back(int(g.nodes.size()), n.mask[0]);
                    g.groupsIn[std::size_t(bk)].emplace_back(int(g.nodes.size()), n.mask[1]);
                    g.nodes.push_back(std::move(n));
                }
        }
    return g;
}

struct Found {
    Candidate x;
    std::vector<Constraint> bases, covers;
};

// From x assumed true: the inferences (state = 2 * node + value), each with
// its parent state and its constraint, breadth first, until every live
// candidate of some constraint (x not among them) is false. Returns that
// contradiction's sets, if any.
std::optional<Found> contradictionFrom(const Context& ctx, const Graph& g, Candidate x)
{
    const CandidateSet& live = ctx.state().live();
    const std::size_t states = g.nodes.size() * 2;
    thread_local std::vector<int> parent, depth, queue;
    thread_local std::vector<Constraint> via;
    parent.assign(states, -2);
    depth.assign(states, 0);
    via.assign(states, 0);
    queue.clear();
    std::array<int, kConstraints> falseCount {};
    Constraint empty = -1;
    const int start = 2 * g.single[std::size_t(x)] + 1;
    parent[std::size_t(start)] = -1;
    queue.push_back(start);
    const auto reach = [&](int node, bool value, int from, Constraint k) {
        if (node < 0 || g.nodes[std::size_t(node)].cands.test(x))
            return;
        const std::size_t st = std::size_t(2 * node + (value ? 1 : 0));
        if (parent[st] != -2)
            return;
        parent[st] = from;
        via[st] = k;
        depth[st] = depth[std::size_t(from)] + 1;
        queue.push_back(int(st));
        if (!value && std::size_t(node) < g.firstGroup) {
            const Candidate y = *g.nodes[std::size_t(node)].cands.begin();
            for (Constraint c : constraintsOf(y))
                if (++falseCount[std::size_t(c)] == ctx.liveCount(c) && !candidatesOf(c).test(x) && empty < 0)
                    empty = c;
        }
    };
    for (std::size_t qi = 0; qi < queue.size() && empty < 0; ++qi) {
        const int st = queue[qi];
        if (depth[std::size_t(st)] >= kMaxInferences)
            continue;
        const Node& n = g.nodes[std::size_t(st / 2)];
        const bool value = st & 1;
        for (int c = 0; c < n.ncons; ++c) {
            const Constraint k = n.cons[std::size_t(c)];
            const unsigned rest = ctx.liveMask(k) & ~unsigned(n.mask[std::size_t(c)]);
            if (value) {
                // Every other candidate of k is false, and each group inside k.
                for (unsigned m = rest; m != 0; m &= m - 1)
                    reach(g.single[std::size_t(members(k)[std::size_t(std::countr_zero(m))])], false, st, k);
                for (const auto& [i, gm] : g.groupsIn[std::size_t(k)])
                    if ((gm & ~rest) == 0)
                        reach(i, false, st, k);
            } else if (rest != 0) {
                reach(g.find(k, rest), true, st, k);
            }
        }
    }
    if (empty < 0)
        return std::nullopt;
    // The truths: the constraint left empty and those of the inferences on
    // the way to its candidates; the links: theirs.
    std::vector<Constraint> bases { empty }, covers;
    for (Candidate y : candidatesOf(empty) & live)
        for (int st = 2 * g.single[std::size_t(y)]; parent[std::size_t(st)] >= 0; st = parent[std::size_t(st)]) {
            std::vector<Constraint>& into = (st & 1) ? bases : covers;
            if (std::find(into.begin(), into.end(), via[std::size_t(st)]) == into.end())
                into.push_back(via[std::size_t(st)]);
        }
    for (Constraint b : bases)
        if (std::find(covers.begin(), covers.end(), b) != covers.end())
            return std::nullopt;
    return Found { x, std::move(bases), std::move(covers) };
}

void findChainSetLogic(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const Graph g = buildGraph(s);
    std::vector<Step> steps;
    for (Candidate x : s.live()) {
        if (req.options.cancelled())
            return;
        auto f = contradictionFrom(ctx, g, x);
        if (!f)
            continue;
        auto e = evaluate(s, f->bases, f->covers);
        if (!e || !e->eliminations.test(x))
            continue;
        steps.push_back(makeStep(std::string(req.technique), { std::move(*e) }));
    }
    std::stable_sort(steps.begin(), steps.end(), [](const Step& a, const Step& b) {
        const std::size_t na = a.readings.front().bases.size(), nb = b.readings.front().bases.size();
        return na != nb ? na < nb : a.rank() < b.rank();
    });
    for (Step& st : steps)
        if (!sink.add(std::move(st)))
            return;
}

} // namespace

std::span<const Technique> chainSetLogicTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::ChainSetLogic, findChainSetLogic),
    };
    return table;
}

} // namespace setwise
