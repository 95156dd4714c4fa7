// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/chain_search.h"

#include <algorithm>
#include <array>
#include <map>
#include <utility>

namespace setwise
{

namespace
{

bool allowedNode(const LinkGraph& g, const ChainMode& mode, int v, const CandidateSet& excluded)
{
    const GraphNode& nd = g.node(v);
    if (nd.group && !mode.groups)
        return false;
    if (nd.cands.intersects(excluded))
        return false;
    return !mode.allowed || nd.cands.isSubsetOf(*mode.allowed);
}

bool linkAllowed(const ChainMode& mode, const GraphEdge& e, bool strong)
{
    const bool cell = e.k < kCells;
    if (strong)
        return cell ? mode.cellStrong : mode.houseStrong;
    return cell ? mode.cellWeak : mode.houseWeak;
}

// The candidates of every node of the chain.
CandidateSet chainCandidates(const LinkGraph& g, const Chain& c)
{
    CandidateSet all;
    for (int v : c.nodes)
        all |= g.node(v).cands;
    return all;
}

// Truths (strong links) and links (weak links) of a chain, in chain order;
// false when a constraint would be used twice. Weak links with a second
// constraint take it when the first is taken.
bool chainSets(const Chain& c, std::vector<Constraint>& bases, std::vector<Constraint>& covers, ConstraintSet& used)
{
    for (std::size_t i = 0; i < c.links.size(); i += 2) {
        const Constraint k = c.links[i].k;
        if (used.test(k))
            return false;
        used.set(k);
        bases.push_back(k);
    }
    for (std::size_t i = 1; i < c.links.size(); i += 2) {
        const GraphEdge& e = c.links[i];
        const Constraint k = !used.test(e.k) ? e.k : (e.alt >= 0 && !used.test(e.alt)) ? e.alt : -1;
        if (k < 0)
            return false;
        used.set(k);
        covers.push_back(k);
    }
    return true;
}

void addReading(
    const Context& ctx, std::vector<Constraint> bases, std::vector<Constraint> covers, std::vector<Evaluation>& out)
{
    auto e = evaluate(ctx.state(), bases, covers);
    if (e && (e->eliminations.any() || e->placements.any()))
        out.push_back(std::move(*e));
}

// The weak link from node a to node b, if any.
const GraphEdge* weakLink(const LinkGraph& g, int a, int b)
{
    for (const GraphEdge& e : g.weak(a))
        if (e.to == b)
            return &e;
    return nullptr;
}

} // namespace

void searchChains(const LinkGraph& g, const ChainMode& mode, std::span<const int> sources, int maxLinks,
    const CandidateSet& excluded, const std::function<bool(const Chain&)>& found, bool reportFalse,
    const CandidateSet* noPass)
{
    // States are 2 * node + (1 when the node is reached true). parent: -2
    // unvisited, -1 a source.
    const std::size_t n = std::size_t(g.size()) * 2;
    thread_local std::vector<int> parent, depth;
    thread_local std::vector<GraphEdge> via;
    thread_local std::vector<int> queue;
    parent.assign(n, -2);
    depth.resize(n);
    via.resize(n, GraphEdge { 0, 0 });
    queue.clear();
    for (int s : sources)
        if (allowedNode(g, mode, s, excluded) && parent[std::size_t(2 * s)] == -2) {
            parent[std::size_t(2 * s)] = -1;
            depth[std::size_t(2 * s)] = 0;
            queue.push_back(2 * s);
        }
    Chain chain;
    for (std::size_t qi = 0; qi < queue.size(); ++qi) {
        const int st = queue[qi];
        const int v = st / 2;
        const bool on = st & 1;
        if (depth[std::size_t(st)] >= maxLinks)
            continue;
        if (noPass && parent[std::size_t(st)] >= 0 && g.node(v).cands.isSubsetOf(*noPass))
            continue;
        for (const GraphEdge& e : on ? g.weak(v) : g.strong(v)) {
            const int ns = 2 * e.to + (on ? 0 : 1);
            if (parent[std::size_t(ns)] != -2 || !linkAllowed(mode, e, !on) || !allowedNode(g, mode, e.to, excluded))
                continue;
            const CandidateSet& to = g.node(e.to).cands;
            bool clash = false;
            for (int t = st; t >= 0 && !clash; t = parent[std::size_t(t)])
                clash = g.node(t / 2).cands.intersects(to);
            if (clash)
                continue;
            parent[std::size_t(ns)] = st;
            via[std::size_t(ns)] = e;
            depth[std::size_t(ns)] = depth[std::size_t(st)] + 1;
            queue.push_back(ns);
            if (on && !reportFalse)
                continue;
            chain.nodes.clear();
            chain.links.clear();
            for (int t = ns; t >= 0; t = parent[std::size_t(t)]) {
                chain.nodes.push_back(t / 2);
                if (parent[std::size_t(t)] >= 0)
                    chain.links.push_back(via[std::size_t(t)]);
            }
            std::reverse(chain.nodes.begin(), chain.nodes.end());
            std::reverse(chain.links.begin(), chain.links.end());
            if (!found(chain))
                return;
        }
    }
}

CandidateSet chainTargets(const LinkGraph& g, const Chain& c)
{
    return (g.node(c.nodes.front()).seen & g.node(c.nodes.back()).seen) - chainCandidates(g, c);
}

bool closesLoop(const LinkGraph& g, const Chain& c)
{
    return c.links.size() >= 3 && weakLink(g, c.nodes.back(), c.nodes.front());
}

void chainReadings(
    const Context& ctx, const LinkGraph& g, const Chain& c, const CandidateSet& targets, std::vector<Evaluation>& out)
{
    std::vector<Constraint> bases, covers;
    ConstraintSet used;
    if (!chainSets(c, bases, covers, used))
        return;
    // Targets with the same pair of end links share one reading. When both
    // ends share the target's constraint (the chain closes into a loop there),
    // a third link through the target keeps the reading at rank 1, so it
    // proves the target alone (a loop's rank-0 reading is chainStep's).
    std::map<std::array<Constraint, 3>, int> ends;
    for (Candidate x : targets) {
        const Constraint c1 = g.endLink(x, c.nodes.front(), used);
        const Constraint c2 = g.endLink(x, c.nodes.back(), used);
        if (c1 < 0 || c2 < 0)
            continue;
        Constraint c3 = -1;
        if (c1 == c2)
            for (Constraint k : constraintsOf(x))
                if (k != c1 && !used.test(k)) {
                    c3 = k;
                    break;
                }
        if (c1 != c2 || c3 >= 0)
            ends.emplace(std::array { c1, c2, c3 }, 0);
    }
    for (const auto& [key, unused] : ends) {
        std::vector<Constraint> cv = covers;
        cv.push_back(key[0]);
        cv.push_back(key[1] != key[0] ? key[1] : key[2]);
        addReading(ctx, bases, std::move(cv), out);
    }
}

std::optional<Step> chainStep(const Context& ctx, const LinkGraph& g, const Chain& c, std::string technique,
    const CandidateSet& targets, bool loop)
{
    std::vector<Evaluation> readings;
    if (loop) {
        std::vector<Constraint> bases, covers;
        ConstraintSet used;
        const GraphEdge* closing = weakLink(g, c.nodes.back(), c.nodes.front());
        if (!closing || !chainSets(c, bases, covers, used))
            return std::nullopt;
        const Constraint k = !used.test(closing->k) ? closing->k : closing->alt;
        if (k < 0 || used.test(k))
            return std::nullopt;
        used.set(k);
        covers.push_back(k);
        addReading(ctx, bases, covers, readings);
        // A weak link inside two constraints (a row and a box) kills in both:
        // one more reading per such link, with its other constraint.
        std::vector<GraphEdge> weak;
        for (std::size_t i = 1; i < c.links.size(); i += 2)
            weak.push_back(c.links[i]);
        weak.push_back(*closing);
        for (std::size_t i = 0; i < weak.size(); ++i) {
            const GraphEdge& e = weak[i];
            const Constraint other = covers[i] == e.k ? e.alt : e.k;
            if (other < 0 || used.test(other))
                continue;
            std::vector<Constraint> cv = covers;
            cv[i] = other;
            addReading(ctx, bases, std::move(cv), readings);
        }
    } else {
        chainReadings(ctx, g, c, targets, readings);
    }
    if (readings.empty())
        return std::nullopt;
    Step step = makeStep(std::move(technique), std::move(readings));
    if (!step.hasConclusions())
        return std::nullopt;
    drawChain(g, c, loop, step);
    return step;
}

std::optional<Step> forcedStartStep(const Context& ctx, const LinkGraph& g, const Chain& c, std::string technique)
{
    const int s = c.nodes.front(), q = c.nodes.back();
    if (c.links.size() < 2 || c.links.size() % 2 || g.node(s).group)
        return std::nullopt;
    std::vector<Constraint> bases, covers;
    ConstraintSet used;
    if (!chainSets(c, bases, covers, used) || used.test(cellOf(s)))
        return std::nullopt;
    for (const GraphEdge& e : g.strong(q)) {
        if (e.to != s || used.test(e.k))
            continue;
        std::vector<Constraint> b = bases, cv = covers;
        b.push_back(e.k);
        cv.push_back(cellConstraint(cellOf(s)));
        std::vector<Evaluation> readings;
        addReading(ctx, std::move(b), std::move(cv), readings);
        if (readings.empty())
            return std::nullopt;
        Step step = makeStep(std::move(technique), std::move(readings));
        Chain loop = c;
        loop.nodes.push_back(s);
        loop.links.push_back(e);
        drawChain(g, loop, false, step);
        return step;
    }
    return std::nullopt;
}

void drawChain(const LinkGraph& g, const Chain& c, bool loop, Step& step)
{
    step.chainNodes.clear();
    step.links.clear();
    for (int v : c.nodes) {
        ChainNode n;
        n.kind = g.node(v).group ? ChainNode::Kind::Group : ChainNode::Kind::Candidate;
        n.candidates = g.node(v).cands;
        step.chainNodes.push_back(n);
    }
    for (std::size_t i = 0; i < c.links.size(); ++i)
        step.links.push_back({ int(i), int(i) + 1, i % 2 == 0 });
    if (loop)
        step.links.push_back({ int(c.nodes.size()) - 1, 0, false });
}

std::optional<Chain> proveTarget(const LinkGraph& g, const ChainMode& mode, Candidate x, int maxLinks)
{
    std::vector<int> sources;
    for (int v = 0; v < g.size(); ++v)
        if (g.node(v).seen.test(x) && (v >= LinkGraph::kFirstGroup || g.live().test(v)))
            sources.push_back(v);
    CandidateSet excluded;
    excluded.set(x);
    std::optional<Chain> out;
    searchChains(g, mode, sources, maxLinks, excluded, [&](const Chain& c) {
        if (!g.node(c.nodes.back()).seen.test(x))
            return true;
        out = c;
        return false;
    });
    return out;
}

} // namespace setwise
