// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/chain_search.h"

#include <algorithm>
#include <array>
#include <span>
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

// The candidates of every node of the chain (an ALS node: its ALS's).
CandidateSet chainExtent(const LinkGraph& g, const Chain& c)
{
    CandidateSet all;
    for (int v : c.nodes)
        all |= g.extent(v);
    return all;
}

// The sets of a chain: truths (strong links; an ALS's strong link is its
// cells) and links (weak links; per ALS on it, a link per digit other than
// the two the chain enters and leaves by), each link with up to two other
// constraints holding the same candidates (alts, -1 when none). False when a
// constraint would be used twice. Weak links with a second constraint take
// it when the first is taken.
struct ChainSets {
    std::vector<Constraint> bases, covers;
    std::vector<std::array<Constraint, 2>> alts;
    ConstraintSet used;
    void clear()
    {
        bases.clear();
        covers.clear();
        alts.clear();
        used.clear();
    }
};

bool useTruth(Constraint k, ChainSets& out)
{
    if (out.used.test(k))
        return false;
    out.used.set(k);
    out.bases.push_back(k);
    return true;
}

// The truths of an ALS's strong link (its cells; a forcing link's cell too).
bool alsTruths(const LinkGraph& g, int alsNode, Candidate forced, ChainSets& out)
{
    for (Cell cell : g.alsSet(g.node(alsNode).als).cells)
        if (!useTruth(cellConstraint(cell), out))
            return false;
    return forced < 0 || useTruth(cellConstraint(cellOf(forced)), out);
}

// The links of an ALS on a chain: one per digit but those of node `in` and
// node `out` (-1: none), each the first free house holding its candidates
// (the others as alts). With a forcing link to `forced`, the other
// candidates of its cell join the links of their digits.
bool alsCovers(const LinkGraph& g, int in, int out, Candidate forced, ChainSets& sets)
{
    const GraphAls& a = g.alsSet(g.node(in).als);
    for (int v = a.first; v < a.first + a.count; ++v) {
        if (v == in || v == out)
            continue;
        CandidateSet xs = g.node(v).cands;
        if (forced >= 0) {
            const Candidate y = candidateOf(cellOf(forced), g.node(v).digit);
            if (y != forced && g.live().test(y))
                xs.set(y);
        }
        std::array<Constraint, 3> ks {};
        int n = 0;
        for (int kind = 1; kind < 4; ++kind) {
            const Constraint k = constraintsOf(xs.first())[std::size_t(kind)];
            if (!sets.used.test(k) && xs.isSubsetOf(candidatesOf(k)))
                ks[std::size_t(n++)] = k;
        }
        if (n == 0)
            return false;
        sets.used.set(ks[0]);
        sets.covers.push_back(ks[0]);
        sets.alts.push_back({ n > 1 ? ks[1] : -1, n > 2 ? ks[2] : -1 });
    }
    return true;
}

// The ALS node and the forced candidate of a forcing link between a and b.
std::pair<int, Candidate> forcing(const LinkGraph& g, int a, int b)
{
    return g.isAls(a) ? std::pair { a, Candidate(b) } : std::pair { b, Candidate(a) };
}

bool chainSets(const LinkGraph& g, const Chain& c, ChainSets& out)
{
    for (std::size_t i = 0; i < c.links.size(); i += 2) {
        const Constraint k = c.links[i].k;
        const bool ok = k == kAlsLink ? alsTruths(g, c.nodes[i], -1, out)
            : k == kAlsForce          ? alsTruths(
                           g, forcing(g, c.nodes[i], c.nodes[i + 1]).first, forcing(g, c.nodes[i], c.nodes[i + 1]).second, out)
                             : useTruth(k, out);
        if (!ok)
            return false;
    }
    for (std::size_t i = 1; i < c.links.size(); i += 2) {
        const GraphEdge& e = c.links[i];
        const Constraint k = !out.used.test(e.k) ? e.k : (e.alt >= 0 && !out.used.test(e.alt)) ? e.alt : -1;
        if (k < 0)
            return false;
        out.used.set(k);
        out.covers.push_back(k);
        out.alts.push_back({ k == e.k ? e.alt : e.k, -1 });
    }
    for (std::size_t i = 0; i < c.links.size(); i += 2) {
        const Constraint k = c.links[i].k;
        if (k == kAlsLink && !alsCovers(g, c.nodes[i], c.nodes[i + 1], -1, out))
            return false;
        if (k == kAlsForce) {
            const auto [als, forced] = forcing(g, c.nodes[i], c.nodes[i + 1]);
            if (!alsCovers(g, als, -1, forced, out))
                return false;
        }
    }
    return true;
}

void addReading(const Context& ctx, std::span<const Constraint> bases, std::span<const Constraint> covers,
    std::vector<Evaluation>& out)
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

bool chainSetsOf(const LinkGraph& g, const Chain& c, std::vector<Constraint>& bases, std::vector<Constraint>& covers)
{
    ChainSets sets;
    if (!chainSets(g, c, sets))
        return false;
    bases.insert(bases.end(), sets.bases.begin(), sets.bases.end());
    covers.insert(covers.end(), sets.covers.begin(), sets.covers.end());
    return true;
}

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
    return (g.node(c.nodes.front()).seen & g.node(c.nodes.back()).seen) - chainExtent(g, c);
}

bool closesLoop(const LinkGraph& g, const Chain& c)
{
    return c.links.size() >= 3 && weakLink(g, c.nodes.back(), c.nodes.front());
}

void chainReadings(
    const Context& ctx, const LinkGraph& g, const Chain& c, const CandidateSet& targets, std::vector<Evaluation>& out)
{
    // Per-thread buffers, reused (nothing below comes back here).
    thread_local ChainSets sets;
    thread_local std::vector<std::array<Constraint, 3>> ends;
    thread_local std::vector<Constraint> cv;
    sets.clear();
    if (!chainSets(g, c, sets))
        return;
    const ConstraintSet& used = sets.used;
    // Targets with the same pair of end links share one reading. When both
    // ends share the target's constraint (the chain closes into a loop there),
    // a third link through the target keeps the reading at rank 1, so it
    // proves the target alone (a loop's rank-0 reading is chainStep's).
    // Readings in the order of their end links.
    ends.clear();
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
            ends.push_back({ c1, c2, c3 });
    }
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    for (const auto& key : ends) {
        cv.assign(sets.covers.begin(), sets.covers.end());
        cv.push_back(key[0]);
        cv.push_back(key[1] != key[0] ? key[1] : key[2]);
        addReading(ctx, sets.bases, cv, out);
    }
}

std::optional<Step> chainStep(const Context& ctx, const LinkGraph& g, const Chain& c, std::string technique,
    const CandidateSet& targets, bool loop)
{
    std::vector<Evaluation> readings;
    if (loop) {
        // Per-thread buffers, reused (nothing below comes back here).
        thread_local ChainSets sets;
        thread_local std::vector<Constraint> cv;
        sets.clear();
        const GraphEdge* closing = weakLink(g, c.nodes.back(), c.nodes.front());
        if (!closing || !chainSets(g, c, sets))
            return std::nullopt;
        const Constraint k = !sets.used.test(closing->k) ? closing->k : closing->alt;
        if (k < 0 || sets.used.test(k))
            return std::nullopt;
        sets.used.set(k);
        sets.covers.push_back(k);
        sets.alts.push_back({ k == closing->k ? closing->alt : closing->k, -1 });
        addReading(ctx, sets.bases, sets.covers, readings);
        // A link that another constraint holds too (a weak link in a row and
        // a box, an ALS digit in a line and a box) kills in both: one more
        // reading per such constraint.
        for (std::size_t i = 0; i < sets.covers.size(); ++i)
            for (Constraint other : sets.alts[i]) {
                if (other < 0 || sets.used.test(other))
                    continue;
                cv.assign(sets.covers.begin(), sets.covers.end());
                cv[i] = other;
                addReading(ctx, sets.bases, cv, readings);
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
    ChainSets sets;
    if (!chainSets(g, c, sets) || sets.used.test(cellOf(s)))
        return std::nullopt;
    for (const GraphEdge& e : g.strong(q)) {
        if (e.to != s || e.k == kAlsLink || (e.k != kAlsForce && sets.used.test(e.k)))
            continue;
        // A forcing link from q's ALS to s: the ALS's cells and links (s's
        // cell is the link that closes every reading here).
        ChainSets closed = sets;
        if (e.k == kAlsForce
                ? !alsTruths(g, q, -1, closed) || !alsCovers(g, q, -1, s, closed) || closed.used.test(cellOf(s))
                : !useTruth(e.k, closed))
            continue;
        closed.covers.push_back(cellConstraint(cellOf(s)));
        std::vector<Evaluation> readings;
        addReading(ctx, closed.bases, closed.covers, readings);
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

ChainNode chainNodeOf(const LinkGraph& g, int v)
{
    ChainNode n;
    n.kind = g.isAls(v) ? ChainNode::Kind::Als : g.node(v).group ? ChainNode::Kind::Group : ChainNode::Kind::Candidate;
    n.candidates = g.node(v).cands;
    if (g.isAls(v))
        n.alsCells = g.alsSet(g.node(v).als).cells;
    return n;
}

void drawChain(const LinkGraph& g, const Chain& c, bool loop, Step& step)
{
    step.chainNodes.clear();
    step.links.clear();
    step.chainNodes.reserve(c.nodes.size());
    step.links.reserve(c.links.size() + (loop ? 1 : 0));
    for (int v : c.nodes)
        step.chainNodes.push_back(chainNodeOf(g, v));
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
