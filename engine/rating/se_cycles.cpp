// SPDX-License-Identifier: GPL-3.0-or-later
// SE 1.2.1's Y-cycles for the SE path (se_rating.h): loops whose strong links
// all join the two digits of a bivalue cell.
#include "engine/chains/chain_search.h"
#include "engine/mask9.h"
#include "engine/rating/se_rating.h"

#include <algorithm>
#include <array>
#include <bit>
#include <span>

namespace setwise
{

namespace
{

// SE's cycle search with Y links only, as its documentation describes it: a
// breadth-first search from one candidate assumed true, alternating "true ->
// false" (the other candidates of its houses) and "false -> true" (the other
// digit of a bivalue cell). Each candidate is reached true once (its first
// premise is kept), a candidate may be reached false from several true ones
// (not from its own descendants); the search finds a cycle whenever the
// start's own cell partner, reached false, makes the start true again.
class YCycleSearch
{
public:
    explicit YCycleSearch(const State& s)
        : m_s(s)
    {
        m_partner.fill(-1);
        for (Cell c = 0; c < kCells; ++c) {
            const unsigned digits = s.cellMask(c);
            if (kBits9[digits] != 2)
                continue;
            const Candidate a = candidateOf(c, Digit(std::countr_zero(digits)));
            const Candidate b = candidateOf(c, Digit(31 - std::countl_zero(digits)));
            m_partner[std::size_t(a)] = b;
            m_partner[std::size_t(b)] = a;
        }
        m_offAt.fill(-1);
        m_onParent.fill(-2);
    }

    // Whether live candidate x lies in a bivalue cell.
    bool bivalue(Candidate x) const { return m_partner[std::size_t(x)] >= 0; }

    // The cycles from `start` (its potentials in order: start true, then
    // alternately false and true, the start's partner false last).
    template <class Found> void run(Candidate start, Found&& found)
    {
        // (The last run's true candidates are the only ones set.)
        for (Candidate x : m_reached)
            m_onParent[std::size_t(x)] = -2;
        m_reached.assign(1, start);
        m_off.clear();
        std::vector<Candidate>& pendingOn = m_pendingOn;
        std::vector<Candidate>& nextOn = m_nextOn;
        std::vector<int>& pendingOff = m_pendingOff;
        pendingOn.assign(1, start);
        m_onParent[std::size_t(start)] = -1;
        int length = 0;
        while (!pendingOn.empty()) {
            ++length;
            pendingOff.clear();
            for (Candidate q : pendingOn)
                for (Candidate x : offFrom(q))
                    if (!offAncestor(q, x)) {
                        m_off.push_back({ x, q });
                        pendingOff.push_back(int(m_off.size()) - 1);
                    }
            ++length;
            nextOn.clear();
            for (int i : pendingOff) {
                const Candidate x = m_off[std::size_t(i)].candidate;
                const Candidate y = m_partner[std::size_t(x)]; // the other digit of a bivalue cell
                if (y < 0)
                    continue;
                if (length >= 4 && y == start)
                    found(potentials(i));
                if (m_onParent[std::size_t(y)] == -2) {
                    m_onParent[std::size_t(y)] = i;
                    m_reached.push_back(y);
                    nextOn.push_back(y);
                }
            }
            std::swap(pendingOn, nextOn);
        }
    }

private:
    struct Off {
        Candidate candidate;
        Candidate parent; // the true candidate it follows from
    };

    // The candidates a true candidate makes false: its cell's other digits,
    // then its digit in its box, row and column (each once). Listed once per
    // state (every start of the state reads the same lists).
    std::span<const Candidate> offFrom(Candidate q)
    {
        if (m_offAt[std::size_t(q)] < 0) {
            m_offAt[std::size_t(q)] = int(m_offLists.size());
            CandidateSet seen;
            for (ConstraintKind kind :
                { ConstraintKind::Cell, ConstraintKind::Box, ConstraintKind::Row, ConstraintKind::Column })
                for (Candidate x : m_s.live() & candidatesOf(constraintOf(q, kind)))
                    if (x != q && !seen.test(x)) {
                        seen.set(x);
                        m_offLists.push_back(x);
                    }
            m_offLists.push_back(-1); // the end of q's list
        }
        const Candidate* first = m_offLists.data() + m_offAt[std::size_t(q)];
        const Candidate* last = first;
        while (*last >= 0)
            ++last;
        return { first, last };
    }

    // Whether `x` false is among the premises of `q` true.
    bool offAncestor(Candidate q, Candidate x) const
    {
        for (int i = m_onParent[std::size_t(q)]; i >= 0;) {
            const Off& o = m_off[std::size_t(i)];
            if (o.candidate == x)
                return true;
            i = m_onParent[std::size_t(o.parent)];
        }
        return false;
    }

    std::vector<Candidate> potentials(int offIndex) const
    {
        std::vector<Candidate> out;
        for (int i = offIndex; i >= 0;) {
            const Off& o = m_off[std::size_t(i)];
            out.push_back(o.candidate);
            out.push_back(o.parent);
            i = m_onParent[std::size_t(o.parent)];
        }
        std::reverse(out.begin(), out.end());
        return out;
    }

    const State& m_s;
    std::array<int, kCandidates> m_onParent {};
    std::vector<Off> m_off;
    std::array<Candidate, kCandidates> m_partner {}; // the other candidate of a bivalue cell, or -1
    std::array<int, kCandidates> m_offAt {}; // where offFrom's list starts in m_offLists, or -1
    std::vector<Candidate> m_offLists;
    std::vector<Candidate> m_pendingOn, m_nextOn;
    std::vector<Candidate> m_reached; // the candidates reached true (m_onParent set)
    std::vector<int> m_pendingOff;
};

const GraphEdge* edgeBetween(std::span<const GraphEdge> edges, int to)
{
    for (const GraphEdge& e : edges)
        if (e.to == to)
            return &e;
    return nullptr;
}

// A Setwise chain through the candidates in order, its links strong and weak
// in turn from a strong one (nullopt when the graph lacks one of them).
std::optional<Chain> chainThrough(const LinkGraph& g, const std::vector<Candidate>& nodes)
{
    Chain c;
    c.nodes.reserve(nodes.size());
    c.links.reserve(nodes.size());
    for (Candidate x : nodes)
        c.nodes.push_back(int(x));
    for (std::size_t i = 0; i + 1 < c.nodes.size(); ++i) {
        const bool strong = i % 2 == 0;
        const GraphEdge* e = edgeBetween(strong ? g.strong(c.nodes[i]) : g.weak(c.nodes[i]), c.nodes[i + 1]);
        if (!e)
            return std::nullopt;
        c.links.push_back(*e);
    }
    return c;
}

// The step of a cycle (its potentials: the start true, then false and true
// in turn). A bidirectional cycle holds one way round or the other: its
// conclusions are the candidates false both ways. Those on a weak link's
// house are the continuous nice loop's (chainStep); a candidate that sees a
// candidate true one way and one true the other way (same digit) falls by
// the chain between those two along the loop (an open chain's reading).
std::optional<Step> cycleStep(const Context& ctx, const LinkGraph& g, const std::vector<Candidate>& cycle)
{
    const std::size_t n = cycle.size();
    std::vector<Candidate> order { cycle.back() }; // the start's partner false =S= the start true ...
    order.insert(order.end(), cycle.begin(), cycle.end() - 1);
    const std::optional<Chain> loop = chainThrough(g, order);
    if (!loop)
        return std::nullopt;
    std::vector<Evaluation> readings;
    if (std::optional<Step> st = chainStep(ctx, g, *loop, "continuous-nice-loop", {}, true))
        readings = std::move(st->readings);
    CandidateSet onLoop, seenTrue[2];
    for (std::size_t i = 0; i < n; ++i) {
        onLoop.set(cycle[i]);
        seenTrue[i % 2] |= g.node(int(cycle[i])).seen;
    }
    for (Candidate z : (seenTrue[0] & seenTrue[1]) - onLoop) {
        std::size_t a = n, b = n; // true one way (even index), the other way (odd)
        for (std::size_t i = 0; i < n; ++i)
            if (g.node(int(cycle[i])).seen.test(z))
                (i % 2 == 0 ? a : b) = std::min(i % 2 == 0 ? a : b, i);
        if (a == n || b == n)
            continue;
        std::vector<Candidate> segment; // b false =S= ... a true, forward round the loop
        for (std::size_t i = b;; i = (i + 1) % n) {
            segment.push_back(cycle[i]);
            if (i == a)
                break;
        }
        if (const std::optional<Chain> c = chainThrough(g, segment)) {
            CandidateSet target;
            target.set(z);
            chainReadings(ctx, g, *c, target, readings);
        }
    }
    if (readings.empty())
        return std::nullopt;
    Step step = makeStep("continuous-nice-loop", std::move(readings));
    if (!step.hasConclusions())
        return std::nullopt;
    drawChain(g, *loop, true, step);
    return step;
}

} // namespace

// SE's cycle search with Y links finds these loops and rates them as
// X-cycles, 6.5 plus length, while Setwise's nice-loop search keeps the
// shortest chain between two ends, which is often a mixed loop (7.0 and up)
// through a bilocal digit. The loop is proved by evaluate() like any
// continuous nice loop (chainStep).
std::optional<Step> seEasiestYCycle(const Context& ctx, int below)
{
    const LinkGraph& g = linkGraph(ctx);
    const State& s = ctx.state();
    std::optional<Step> best;
    int bestTenths = below;
    YCycleSearch search(s);
    for (Candidate x : s.live()) {
        if (!search.bivalue(x))
            continue;
        search.run(x, [&](const std::vector<Candidate>& cycle) {
            // A cycle of n potentials: SE's length n - 2.
            if (65 + seLengthTenths(int(cycle.size()) - 2) >= bestTenths)
                return;
            if (std::optional<Step> step = cycleStep(ctx, g, cycle)) {
                const int tenths = seStepTenths(*step);
                if (tenths < bestTenths) {
                    bestTenths = tenths;
                    best = std::move(step);
                }
            }
        });
    }
    return best;
}

} // namespace setwise
