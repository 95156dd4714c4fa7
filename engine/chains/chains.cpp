// SPDX-License-Identifier: GPL-3.0-or-later
// The chain finders in the registry. Four breadth-first searches over the
// link graph, each run once per state and kept per thread:
//
//   search    links used                         ids
//   X         one digit: bilocal houses, houses  skyscraper, two-string-kite,
//                                                turbot-fish (3 links), x-chain
//   XY        bivalue cells, one digit between   xy-chain (ends on one digit)
//   AIC       every candidate link               continuous-nice-loop (ends
//                                                weakly linked), discontinuous-
//                                                nice-loop (ends in one cell, or
//                                                one target seeing both ends), aic
//   grouped   as AIC, with group nodes           the grouped-* ids (a group on it)
//
// Each search starts at every node, so every pair of ends gets its shortest
// chain; chains are kept shortest first and turned into steps (evaluate())
// only when a finder asks, so the stepper evaluates one or two per state.
#include "engine/chains/chains.h"

#include <algorithm>
#include <array>
#include <memory>
#include <unordered_set>

namespace setwise
{

namespace
{

enum ModeId { ModeX, ModeXY, ModeAic, ModeGrouped, kModes };

ChainMode modeOf(ModeId m)
{
    switch (m) {
    case ModeX:
        return { false, false, true, false, true };
    case ModeXY:
        return { false, true, false, false, true };
    case ModeAic:
        return {};
    case ModeGrouped:
        return { true };
    default:
        return {};
    }
}

struct Entry {
    Chain chain;
    std::string_view technique;
    CandidateSet targets;
    bool loop = false;
    bool forced = false; // an even chain returning to its start: the start is true
};

struct ModeMemo {
    State state;
    std::vector<Entry> entries; // shortest first
    std::vector<std::optional<Step>> steps; // evaluated on demand
    std::vector<char> done;
};

// A single-digit chain of three links named by its shape (HoDoKu's names):
//   skyscraper       both strong links in parallel lines, the weak link a line
//   two-string-kite  one strong link a row, one a column, the weak link a box
//   turbot-fish      any other (a strong link in a box)
std::string_view threeLinkShape(const Chain& c)
{
    const ConstraintKind s1 = kindOf(c.links[0].k), s2 = kindOf(c.links[2].k);
    const GraphEdge& w = c.links[1];
    const bool weakBox = kindOf(w.k) == ConstraintKind::Box || (w.alt >= 0 && kindOf(w.alt) == ConstraintKind::Box);
    const bool weakLine = kindOf(w.k) != ConstraintKind::Box;
    if (s1 == s2 && s1 != ConstraintKind::Box && weakLine)
        return "skyscraper";
    if (s1 != s2 && s1 != ConstraintKind::Box && s2 != ConstraintKind::Box && weakBox)
        return "two-string-kite";
    return "turbot-fish";
}

bool sameCellEnds(const LinkGraph& g, const Chain& c)
{
    const GraphNode& a = g.node(c.nodes.front());
    const GraphNode& b = g.node(c.nodes.back());
    return !a.group && !b.group && cellOf(a.cands.first()) == cellOf(b.cands.first());
}

void classify(ModeId m, const LinkGraph& g, const Chain& c, std::vector<Entry>& out, bool shapes = false)
{
    const bool grouped = std::any_of(c.nodes.begin(), c.nodes.end(), [&](int v) { return g.node(v).group; });
    if (m == ModeGrouped && !grouped)
        return;
    if (c.length() % 2 == 0) {
        const int s = c.nodes.front(), q = c.nodes.back();
        if (std::any_of(g.strong(q).begin(), g.strong(q).end(), [&](const GraphEdge& e) { return e.to == s; }))
            out.push_back({ c, m == ModeAic ? "discontinuous-nice-loop" : "grouped-discontinuous-nice-loop",
                g.node(s).cands, false, true });
        return;
    }
    // A chain whose ends share a constraint is a continuous loop (rank 0);
    // HoDoKu also lists it as the open chain it is (targets seeing both ends).
    if ((m == ModeAic || m == ModeGrouped) && closesLoop(g, c))
        out.push_back({ c, m == ModeAic ? "continuous-nice-loop" : "grouped-continuous-nice-loop", {}, true });
    if (c.nodes.front() > c.nodes.back())
        return; // the reverse chain is the same
    const CandidateSet targets = chainTargets(g, c);
    if (targets.none())
        return;
    switch (m) {
    case ModeX:
        if (c.length() == 3 && shapes)
            out.push_back({ c, threeLinkShape(c), targets });
        out.push_back({ c, "x-chain", targets });
        break;
    case ModeXY:
        if (g.node(c.nodes.front()).digit == g.node(c.nodes.back()).digit)
            out.push_back({ c, "xy-chain", targets });
        break;
    default: {
        const bool aic = m == ModeAic;
        const std::string_view dnl = aic ? "discontinuous-nice-loop" : "grouped-discontinuous-nice-loop";
        if (sameCellEnds(g, c)) {
            out.push_back({ c, dnl, targets });
            break;
        }
        out.push_back({ c, aic ? "aic" : "grouped-aic", targets });
        // Each target x closes the chain into a loop x - s ... q - x with
        // two weak links at x: the discontinuous nice loop eliminating x.
        for (Candidate x : targets) {
            CandidateSet one;
            one.set(x);
            out.push_back({ c, dnl, one });
        }
    }
    }
}

std::size_t hashKey(std::string_view id, const CandidateSet& xs)
{
    std::size_t h = std::hash<std::string_view> {}(id);
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
        h = h * 1000003u ^ std::hash<std::uint64_t> {}(xs.word(w));
    return h;
}

ModeMemo& searchMode(const Context& ctx, ModeId m)
{
    thread_local std::array<std::unique_ptr<ModeMemo>, kModes> memos;
    auto& memo = memos[m];
    if (memo && memo->state == ctx.state())
        return *memo;
    memo = std::make_unique<ModeMemo>();
    memo->state = ctx.state();
    const LinkGraph& g = linkGraph(ctx);
    const ChainMode mode = modeOf(m);
    const int maxLinks = m == ModeGrouped ? kMaxGroupedLinks : kMaxLinks;
    std::vector<Entry> entries;
    const CandidateSet none;
    // Step 1. Single-digit patterns: every chain of three links (the
    // breadth-first search keeps one chain per pair of ends, and the shapes
    // differ between chains with the same ends).
    if (m == ModeX)
        for (Candidate s : g.live())
            for (const GraphEdge& e1 : g.strong(s))
                if (e1.k >= kCells && e1.to < LinkGraph::kFirstGroup)
                    for (const GraphEdge& w : g.weak(e1.to))
                        if (w.k >= kCells && w.to < LinkGraph::kFirstGroup && w.to != s)
                            for (const GraphEdge& e2 : g.strong(w.to))
                                if (e2.k >= kCells && e2.to < LinkGraph::kFirstGroup && e2.to != s && e2.to != e1.to
                                    && e2.k != e1.k)
                                    classify(m, g, Chain { { s, e1.to, w.to, e2.to }, { e1, w, e2 } }, entries, true);
    // Step 2. Breadth-first from every node.
    for (int s = 0; s < g.size(); ++s) {
        if (s < LinkGraph::kFirstGroup ? !g.live().test(s) : !mode.groups)
            continue;
        if (g.strong(s).empty())
            continue;
        const int src[] = { s };
        const auto collect = [&](const Chain& c) {
            classify(m, g, c, entries);
            return true;
        };
        searchChains(g, mode, src, maxLinks, none, collect, m == ModeAic || m == ModeGrouped);
        // A second pass keeps the chains off the candidates that see the start
        // (the targets' side): the shortest chain between two ends may pass
        // through targets, a longer one that avoids them proves them all.
        CandidateSet noPass = g.node(s).seen;
        for (const GraphEdge& e : g.strong(s))
            noPass -= g.node(e.to).cands;
        searchChains(g, mode, src, maxLinks, none, collect, false, &noPass);
    }
    std::stable_sort(entries.begin(), entries.end(),
        [](const Entry& a, const Entry& b) { return a.chain.length() < b.chain.length(); });
    // One entry per technique and target set: the shortest chain.
    std::unordered_set<std::size_t> seen;
    for (Entry& e : entries) {
        const std::size_t key = e.loop ? hashKey(e.technique,
                                    [&] {
                                        CandidateSet cs;
                                        for (int v : e.chain.nodes)
                                            cs |= g.node(v).cands;
                                        return cs;
                                    }())
                                       : hashKey(e.forced ? "forced" : e.technique, e.targets);
        if (seen.insert(key).second)
            memo->entries.push_back(std::move(e));
    }
    memo->steps.resize(memo->entries.size());
    memo->done.assign(memo->entries.size(), 0);
    return *memo;
}

ModeId modeFor(std::string_view id)
{
    if (id == "xy-chain")
        return ModeXY;
    if (id == "x-chain" || id == "skyscraper" || id == "two-string-kite" || id == "turbot-fish")
        return ModeX;
    if (id.starts_with("grouped-"))
        return ModeGrouped;
    return ModeAic;
}

} // namespace

void findChains(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    ModeMemo& memo = searchMode(ctx, modeFor(req.technique));
    const LinkGraph& g = linkGraph(ctx);
    for (std::size_t i = 0; i < memo.entries.size(); ++i) {
        const Entry& e = memo.entries[i];
        if (e.technique != req.technique)
            continue;
        if (!memo.done[i]) {
            memo.done[i] = 1;
            memo.steps[i] = e.forced ? forcedStartStep(ctx, g, e.chain, std::string(e.technique))
                                     : chainStep(ctx, g, e.chain, std::string(e.technique), e.targets, e.loop);
        }
        if (memo.steps[i] && !sink.add(*memo.steps[i]))
            return;
        if (req.options.cancelled())
            return;
    }
}

std::optional<Step> targetsStep(
    const Context& ctx, const LinkGraph& g, const ChainMode& mode, const CandidateSet& targets, std::string technique)
{
    std::vector<Evaluation> readings;
    std::optional<Chain> first;
    for (Candidate x : targets) {
        auto c = proveTarget(g, mode, x, kMaxLinks);
        if (!c)
            continue;
        CandidateSet one;
        one.set(x);
        chainReadings(ctx, g, *c, one, readings);
        if (!first)
            first = c;
    }
    if (readings.empty())
        return std::nullopt;
    Step step = makeStep(std::move(technique), std::move(readings));
    drawChain(g, *first, false, step);
    return step;
}

std::span<const Technique> singleDigitTechniques()
{
    static const Technique table[] = {
        { "skyscraper", "Skyscraper", "single-digit", true, findChains },
        { "two-string-kite", "2-String Kite", "single-digit", true, findChains },
        { "turbot-fish", "Turbot Fish", "single-digit", true, findChains },
        { "empty-rectangle", "Empty Rectangle", "single-digit", true, findEmptyRectangles },
        { "dual-two-string-kite", "Dual 2-String Kite", "single-digit", true, findDualPatterns },
        { "dual-empty-rectangle", "Dual Empty Rectangle", "single-digit", true, findDualPatterns },
    };
    return table;
}

std::span<const Technique> chainTechniques()
{
    static const Technique table[] = {
        { "remote-pair", "Remote Pair", "chains", true, findRemotePairs },
        { "x-chain", "X-Chain", "chains", true, findChains },
        { "xy-chain", "XY-Chain", "chains", true, findChains },
        { "continuous-nice-loop", "Continuous Nice Loop", "chains", true, findChains },
        { "discontinuous-nice-loop", "Discontinuous Nice Loop", "chains", true, findChains },
        { "aic", "AIC", "chains", true, findChains },
        { "grouped-continuous-nice-loop", "Grouped Continuous Nice Loop", "chains", true, findChains },
        { "grouped-discontinuous-nice-loop", "Grouped Discontinuous Nice Loop", "chains", true, findChains },
        { "grouped-aic", "Grouped AIC", "chains", true, findChains },
    };
    return table;
}

} // namespace setwise
