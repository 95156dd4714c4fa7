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
//   ALS       as grouped, with ALS nodes         the grouped-*-als ids (an ALS on
//             (alsLinkGraph), two paths per      it): ids of their own, off on the
//             state                              default path (HoDoKu's default)
//
// Each search starts at every node, so every pair of ends gets its shortest
// chain. The searches advance one layer (one link) at a time for all start
// nodes (layered_search.h), and a finder asks for the next layer only when
// the shorter chains gave it no step: the single-digit shapes never build
// more than three links, and a chain found at length 5 stops the build there.
// Chains are kept shortest first and turned into steps (evaluate()) only when
// a finder asks, so the stepper evaluates one or two per state.
//
// Most searches give no entry at all: the searches but the ALS one stop as
// soon as no end whose chain could give one is left within reach (reach_bound.h),
// and a start's noPass pass is not run while it would repeat its first pass.
// Both only leave out chains that give no entry, so the entries and their
// order are those of the full searches.
#include "engine/chains/chains.h"

#include "engine/chains/key_set.h"
#include "engine/chains/layered_search_advance.h"
#include "engine/chains/reach_bound.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>

namespace setwise
{

namespace
{

enum ModeId { ModeX, ModeXY, ModeAic, ModeGrouped, ModeAls, kModes };

// Paths per state in the ALS search (LayeredSearch's visits).
constexpr int kAlsVisits = 2;

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
    case ModeAls:
        return { true };
    default:
        return {};
    }
}

struct Entry {
    int chain; // index into ModeMemo::chains
    std::string_view technique;
    CandidateSet targets;
    bool loop = false;
    bool forced = false; // an even chain returning to its start: the start is true
};

// The chains of one search mode in one state, built layer by layer (chain
// length) on demand: entries[] is always the shortest-first list, one entry
// per technique and target set (the shortest chain), for the lengths built.
struct ModeMemo {
    // Starts the memo of mode m on g's state, keeping this memo's memory.
    void start(const LinkGraph& g, ModeId m);
    // Builds the next layer; false when every chain is built.
    bool nextLayer(const LinkGraph& g);
    // Adds an entry unless one with its key is in; `stored` is the chain's
    // index in chains[] once kept (-1 before).
    void add(const LinkGraph& g, const Chain& c, int& stored, std::string_view technique, const CandidateSet& targets,
        bool loop = false, bool forced = false);

    ModeId id = ModeX;
    int maxLinks = 0;
    ModeLinks links { ChainMode {} };
    std::vector<int> sources; // the start nodes
    std::vector<LayeredSearch> searches; // per start node: all chains, then the noPass pass
    std::vector<std::uint32_t> active; // the starts (index in searches) with a search left, in order
    // The searches (but the ALS search) stop when they can reach no more of
    // the ends whose chains may give an entry (entryEnds; reach_bound.h).
    bool prune = false;
    ReachBound bound;
    std::vector<std::uint64_t> ends; // per start node: the ends reached true, then false (bound's sets)
    int layer = 0;
    bool complete = false;
    std::vector<Chain> chains;
    std::vector<Entry> entries; // shortest first
    std::vector<std::optional<Step>> steps; // evaluated on demand
    std::vector<char> done;
    HashKeySet seen; // technique and target keys of entries
    Chain scratch;
};

void ModeMemo::add(const LinkGraph& g, const Chain& c, int& stored, std::string_view technique,
    const CandidateSet& targets, bool loop, bool forced)
{
    std::size_t key;
    if (loop) {
        CandidateSet cs;
        for (int v : c.nodes)
            cs |= g.node(v).cands;
        key = hashKey(technique, cs);
    } else {
        key = hashKey(forced ? "forced" : technique, targets);
    }
    if (!seen.insert(key))
        return;
    if (stored < 0) {
        chains.push_back(c);
        stored = int(chains.size()) - 1;
    }
    entries.push_back({ stored, technique, targets, loop, forced });
}

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

// Whether two nodes share a constraint (a weak link): two candidates
// compare their constraints, a group looks through the links.
bool weaklyLinked(const LinkGraph& g, int s, int q)
{
    if (s < LinkGraph::kFirstGroup && q < LinkGraph::kFirstGroup) {
        for (int kind = 0; kind < 4; ++kind)
            if (constraintsOf(s)[std::size_t(kind)] == constraintsOf(q)[std::size_t(kind)])
                return s != q;
        return false;
    }
    return std::any_of(g.weak(q).begin(), g.weak(q).end(), [&](const GraphEdge& e) { return e.to == s; });
}

// The id of a chain kind in a mode: "aic" plain, "grouped-aic" with a group,
// "grouped-aic-als" with an ALS node.
std::string_view kindId(ModeId m, int kind)
{
    static constexpr std::string_view ids[3][3] = {
        { "continuous-nice-loop", "discontinuous-nice-loop", "aic" },
        { "grouped-continuous-nice-loop", "grouped-discontinuous-nice-loop", "grouped-aic" },
        { "grouped-continuous-nice-loop-als", "grouped-discontinuous-nice-loop-als", "grouped-aic-als" },
    };
    return ids[m == ModeAls ? 2 : m == ModeGrouped ? 1 : 0][kind];
}
enum ChainKind { KindCnl, KindDnl, KindAic };

bool sameCellEnds(const LinkGraph& g, int s, int q)
{
    const GraphNode& a = g.node(s);
    const GraphNode& b = g.node(q);
    return !a.group && !b.group && cellOf(a.cands.first()) == cellOf(b.cands.first());
}

// The entries of a chain s ... q of `length` links. The checks on the ends
// come first; chain() gives the chain's nodes and links when an entry needs
// them. weakEnds: whether s and q are weakly linked.
template <class GetChain>
void classify(ModeId m, const LinkGraph& g, int s, int q, int length, bool grouped, bool weakEnds, GetChain&& chain,
    ModeMemo& out, bool shapes = false)
{
    if ((m == ModeGrouped || m == ModeAls) && !grouped)
        return;
    int stored = -1;
    if (length % 2 == 0) {
        if (std::any_of(g.strong(q).begin(), g.strong(q).end(), [&](const GraphEdge& e) { return e.to == s; }))
            out.add(g, chain(), stored, kindId(m, KindDnl), g.node(s).cands, false, true);
        return;
    }
    // A chain whose ends share a constraint is a continuous loop (rank 0);
    // HoDoKu also lists it as the open chain it is (targets seeing both ends).
    if (m != ModeX && m != ModeXY && length >= 3 && weakEnds)
        out.add(g, chain(), stored, kindId(m, KindCnl), {}, true);
    if (s > q)
        return; // the reverse chain is the same
    const CandidateSet both = g.node(s).seen & g.node(q).seen;
    if (both.none())
        return;
    const Chain& c = chain();
    const CandidateSet targets = chainTargets(g, c);
    if (targets.none())
        return;
    switch (m) {
    case ModeX:
        if (c.length() == 3 && shapes)
            out.add(g, c, stored, threeLinkShape(c), targets);
        out.add(g, c, stored, "x-chain", targets);
        break;
    case ModeXY:
        if (g.node(s).digit == g.node(q).digit)
            out.add(g, c, stored, "xy-chain", targets);
        break;
    default: {
        const std::string_view dnl = kindId(m, KindDnl);
        if (sameCellEnds(g, s, q)) {
            out.add(g, c, stored, dnl, targets);
            break;
        }
        out.add(g, c, stored, kindId(m, KindAic), targets);
        // Each target x closes the chain into a loop x - s ... q - x with
        // two weak links at x: the discontinuous nice loop eliminating x.
        for (Candidate x : targets) {
            CandidateSet one;
            one.set(x);
            out.add(g, c, stored, dnl, one);
        }
    }
    }
}

// The ends whose chains from node s classify() may turn into an entry, by
// its tests on the ends alone, into `on` (reached true) and `off` (reached
// false): an even chain's end with a strong link to s; an odd chain's end
// weakly linked to s (a loop; not in the x and xy searches), or after s and
// seeing a candidate that s sees (in the xy search of s's digit). The
// grouped search keeps only chains through a group (mayReach's throughGroup).
// on = the union of bound.seeing(x) over x in `seen`; N is the word count
// when fixed (the loops unroll), 0 when not.
template <std::size_t N> void seeingAny(const CandidateSet& seen, const ReachBound& bound, std::uint64_t* on)
{
    const std::size_t n = N != 0 ? N : bound.words();
    std::array<std::uint64_t, N != 0 ? N : 1> acc {};
    std::uint64_t* to = N != 0 ? acc.data() : on;
    if constexpr (N == 0)
        std::fill(on, on + n, 0);
    for (std::size_t cw = 0; cw < CandidateSet::kWords; ++cw) // (its candidates, word by word)
        for (std::uint64_t bits = seen.word(cw); bits; bits &= bits - 1) {
            const std::uint64_t* row = bound.seeing(Candidate(cw * 64 + std::size_t(std::countr_zero(bits))));
            for (std::size_t w = 0; w < n; ++w)
                to[w] |= row[w];
        }
    if constexpr (N != 0)
        std::copy(acc.begin(), acc.end(), on);
}

void entryEnds(const LinkGraph& g, ModeId m, int s, const ReachBound& bound, std::uint64_t* on, std::uint64_t* off)
{
    const std::size_t n = bound.words();
    std::fill(off, off + n, 0);
    const CandidateSet& seen = g.node(s).seen;
    switch (n) {
    case 1:
        seeingAny<1>(seen, bound, on);
        break;
    case 2:
        seeingAny<2>(seen, bound, on);
        break;
    default:
        seeingAny<0>(seen, bound, on);
    }
    bound.keepAfter(s, on);
    if (m == ModeXY)
        for (std::size_t w = 0; w < n; ++w)
            on[w] &= bound.digit(g.node(s).digit)[w];
    if (m == ModeAic || m == ModeGrouped) {
        for (const GraphEdge& e : g.weak(s))
            bound.add(e.to, on);
        for (const GraphEdge& e : g.strong(s))
            bound.add(e.to, off);
    }
}

// A start's second pass keeps the chains off the candidates that see the
// start (the targets' side): the shortest chain between two ends may pass
// through targets, a longer one that avoids them proves them all.
CandidateSet noPassOf(const LinkGraph& g, int s)
{
    CandidateSet noPass = g.node(s).seen;
    for (const GraphEdge& e : g.strong(s))
        if (e.to < LinkGraph::kFirstGroup)
            noPass.reset(e.to);
        else
            noPass -= g.node(e.to).cands;
    return noPass;
}

void ModeMemo::start(const LinkGraph& g, ModeId m)
{
    id = m;
    maxLinks = m == ModeGrouped || m == ModeAls ? kMaxGroupedLinks : kMaxLinks;
    links.reset(modeOf(m), g);
    searches.clear();
    layer = 0;
    complete = false;
    chains.clear();
    entries.clear();
    steps.clear();
    done.clear();
    seen.clear();
    const bool reportFalse = m == ModeAic || m == ModeGrouped || m == ModeAls;
    const int markFrom = m == ModeAls ? g.firstAls() : LinkGraph::kFirstGroup;
    const int visits = m == ModeAls ? kAlsVisits : 1;
    // The sources: the nodes with a strong link of the mode (a candidate
    // that has one is live), but for groups outside the grouped searches and
    // ALS nodes, in node order.
    const bool groups = m == ModeGrouped || m == ModeAls;
    sources.clear();
    const std::span<const std::uint64_t> strongNodes = links.strongNodes();
    for (std::size_t w = 0; w < strongNodes.size(); ++w)
        for (std::uint64_t bits = strongNodes[w]; bits; bits &= bits - 1) {
            const int s = int(w * 64) + std::countr_zero(bits);
            if (s < LinkGraph::kFirstGroup || (groups && !g.isAls(s)))
                sources.push_back(s);
        }
    const std::size_t count = sources.size();
    searches.reserve(2 * count);
    active.clear();
    prune = m != ModeAls;
    ends.clear();
    if (prune) {
        bound.build(g, links);
        ends.resize(2 * bound.words() * count);
    }
    for (const int s : sources) {
        if (prune) {
            std::uint64_t* on = ends.data() + searches.size() * bound.words();
            entryEnds(g, m, s, bound, on, on + bound.words());
        }
        searches.emplace_back(g, links, s, reportFalse, nullptr, markFrom, visits);
        searches.emplace_back(searches.back()); // (its noPass set: noPassOf, when first needed)
        active.push_back(std::uint32_t(searches.size() - 2));
    }
}

bool ModeMemo::nextLayer(const LinkGraph& g)
{
    if (complete)
        return false;
    ++layer;
    // Single-digit patterns: every chain of three links (the breadth-first
    // search keeps one chain per pair of ends, and the shapes differ between
    // chains with the same ends). They sort before the searched chains of
    // the same length.
    // (Only the x search's sources start or end one; built when classify asks.)
    // (The x search has no loops, and keeps the ends' sets: prune.)
    if (id == ModeX && layer == 3)
        for (std::size_t k = 0; k < sources.size(); ++k) {
            const int s = sources[k];
            const std::uint64_t* on = ends.data() + 2 * k * bound.words(); // (entryEnds)
            for (const GraphEdge& e1 : g.strong(s))
                if (e1.k >= kCells && e1.to < LinkGraph::kFirstGroup)
                    for (const GraphEdge& w : g.weak(e1.to))
                        if (w.k >= kCells && w.to < LinkGraph::kFirstGroup && w.to != s && links.hasStrong(g, w.to))
                            for (const GraphEdge& e2 : g.strong(w.to))
                                if (e2.k >= kCells && e2.to < LinkGraph::kFirstGroup && e2.to != s && e2.to != e1.to
                                    && e2.k != e1.k && bound.holds(on, e2.to)) {
                                    const auto chain = [&]() -> const Chain& {
                                        scratch.nodes.assign({ s, e1.to, w.to, e2.to });
                                        scratch.links.assign({ e1, w, e2 });
                                        return scratch;
                                    };
                                    classify(id, g, s, e2.to, 3, false, false, chain, *this, true);
                                }
        }
    // Breadth-first from every node, one more link.
    const bool loops = id == ModeAic || id == ModeGrouped || id == ModeAls;
    const bool grouped = id == ModeGrouped || id == ModeAls;
    bool more = false;
    // endSets: the start's entry ends (reached true, then false), when pruning.
    const auto run = [&](LayeredSearch& search, const std::uint64_t* endSets) {
        const int s = search.source();
        search.advance(g, links, layer, maxLinks, [&](const LayeredSearch::Found& f) {
            if (grouped && !f.hasGroup())
                return; // classify keeps only chains with a group (or an ALS node) here
            const int q = f.back();
            // (An odd chain's end is reached true.)
            if (endSets && !bound.holds(f.length() % 2 == 1 ? endSets : endSets + bound.words(), q))
                return; // classify would add no entry

            bool built = false;
            const auto chain = [&]() -> const Chain& {
                if (!built)
                    f.build(scratch);
                built = true;
                return scratch;
            };
            // Whether the ends are weakly linked (closesLoop), asked only where classify reads it.
            const bool weakEnds = loops && f.length() % 2 == 1 && f.length() >= 3 && weaklyLinked(g, s, q);
            classify(id, g, s, q, f.length(), f.hasGroup(), weakEnds, chain, *this);
        });
        more = more || !search.exhausted();
    };
    // Per start node the search and its noPass pass. While the noPass pass
    // follows the first, its chains are some of the first's, so its entries
    // (keyed by technique and targets, or a loop's candidates) are all in.
    // (A start leaves `active` once its searches are exhausted, a following
    // noPass pass counting as exhausted when its lead is.)
    std::size_t kept = 0;
    for (const std::uint32_t i : active) {
        LayeredSearch& lead = searches[i];
        LayeredSearch& noPass = searches[i + 1];
        // Tried once: most searches that give nothing end there, the x and
        // xy searches at once, the others once the start's strong links are
        // taken (its strong partners are ends of loops); a later try costs
        // about what it saves.
        if (prune && layer == (id == ModeX || id == ModeXY ? 1 : 2)) {
            // (A following noPass pass can reach no more than its lead, and
            // reports nothing reached false.)
            // (No end at all: nothing to flood for.)
            const std::uint64_t* on = ends.data() + i * bound.words();
            const std::uint64_t* off = on + bound.words();
            const bool none = std::all_of(on, off + bound.words(), [](std::uint64_t w) { return w == 0; });
            if (!lead.exhausted() && (none || !bound.mayReach(lead, on, off, grouped)))
                lead.stop();
            if (!noPass.follows() && !noPass.exhausted() && (none || !bound.mayReach(noPass, on, nullptr, grouped)))
                noPass.stop();
        }
        // (While the lead holds its source alone, nothing diverges: the source
        // is never in noPass.)
        if (noPass.follows()) {
            if (lead.exhausted())
                continue; // (dropped from active)
            if (layer >= 2) {
                if (!noPass.hasNoPass())
                    noPass.setNoPass(noPassOf(g, lead.source()));
                if (noPass.divergesFrom(g, lead, maxLinks))
                    noPass.fork(lead);
            }
        }
        const std::uint64_t* startEnds = prune ? ends.data() + i * bound.words() : nullptr;
        if (!lead.exhausted())
            run(lead, startEnds);
        if (!noPass.follows() && !noPass.exhausted())
            run(noPass, startEnds);
        if (!lead.exhausted() || (!noPass.follows() && !noPass.exhausted()))
            active[kept++] = i;
    }
    active.resize(kept);
    complete = layer >= maxLinks || (!more && (id != ModeX || layer >= 3));
    steps.resize(entries.size());
    done.resize(entries.size(), 0);
    return true;
}

const LinkGraph& graphOf(const Context& ctx, ModeId m)
{
    return m == ModeAls ? alsLinkGraph(ctx) : linkGraph(ctx);
}

ModeMemo& modeMemo(const Context& ctx, ModeId m)
{
    // Every mode's memo belongs to one state: a new state drops them all.
    // (Each memo's memory is kept for the next state's.)
    struct Memos {
        bool valid = false;
        State state;
        std::array<ModeMemo, kModes> modes;
        std::array<bool, kModes> started {};
    };
    thread_local Memos memos;
    if (!memos.valid || !(memos.state == ctx.state())) {
        memos.valid = true;
        memos.state = ctx.state();
        memos.started.fill(false);
    }
    ModeMemo& memo = memos.modes[std::size_t(m)];
    if (!memos.started[std::size_t(m)]) {
        memos.started[std::size_t(m)] = true;
        memo.start(graphOf(ctx, m), m);
    }
    return memo;
}

ModeId modeFor(std::string_view id)
{
    if (id == "xy-chain")
        return ModeXY;
    if (id == "x-chain" || id == "skyscraper" || id == "two-string-kite" || id == "turbot-fish")
        return ModeX;
    if (id.starts_with("grouped-"))
        return id.ends_with("-als") ? ModeAls : ModeGrouped;
    return ModeAic;
}

} // namespace

namespace
{
// The steps of one mode's chains for req's technique, shortest first, of
// chains of at most maxLinks links; false when the sink wants no more.
bool findInMode(const Context& ctx, const FinderRequest& req, StepSink& sink, ModeId m, int maxLinks = INT_MAX)
{
    ModeMemo& memo = modeMemo(ctx, m);
    const LinkGraph& g = graphOf(ctx, m);
    // The shapes are chains of three links: no later layer holds one.
    const bool shape = m == ModeX && req.technique != "x-chain";
    for (std::size_t i = 0;; ++i) {
        while (i >= memo.entries.size())
            if ((shape && memo.layer >= 3) || memo.layer >= maxLinks || !memo.nextLayer(g))
                return true;
        const Entry& e = memo.entries[i];
        if (int(memo.chains[std::size_t(e.chain)].links.size()) > maxLinks)
            return true; // (entries come by layer: a longer chain's layer was built before)
        if (e.technique != req.technique)
            continue;
        if (!memo.done[i]) {
            memo.done[i] = 1;
            const Chain& c = memo.chains[std::size_t(e.chain)];
            memo.steps[i] = e.forced ? forcedStartStep(ctx, g, c, std::string(e.technique))
                                     : chainStep(ctx, g, c, std::string(e.technique), e.targets, e.loop);
        }
        if (memo.steps[i] && !sink.add(*memo.steps[i]))
            return false;
        if (req.options.cancelled())
            return false;
    }
}
} // namespace

void findChains(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    // One mode per id: the chains through ALS nodes have ids of their own
    // (grouped-*-als), so solve and hints mean the same by every id.
    findInMode(ctx, req, sink, modeFor(req.technique));
}

int chainSearchOf(std::string_view id)
{
    const Technique* t = findTechnique(id);
    return t && t->finder == findChains ? int(modeFor(id)) : -1;
}

void findChainsUpTo(const Context& ctx, const FinderRequest& req, StepSink& sink, int maxLinks)
{
    findInMode(ctx, req, sink, modeFor(req.technique), maxLinks);
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
        technique(TechniqueId::Skyscraper, findChains),
        technique(TechniqueId::TwoStringKite, findChains),
        technique(TechniqueId::TurbotFish, findChains),
        technique(TechniqueId::EmptyRectangle, findEmptyRectangles),
        technique(TechniqueId::DualTwoStringKite, findDualPatterns),
        technique(TechniqueId::DualEmptyRectangle, findDualPatterns),
    };
    return table;
}

std::span<const Technique> chainTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::RemotePair, findRemotePairs),
        technique(TechniqueId::XChain, findChains),
        technique(TechniqueId::XyChain, findChains),
        technique(TechniqueId::ContinuousNiceLoop, findChains),
        technique(TechniqueId::DiscontinuousNiceLoop, findChains),
        technique(TechniqueId::Aic, findChains),
        technique(TechniqueId::GroupedContinuousNiceLoop, findChains),
        technique(TechniqueId::GroupedDiscontinuousNiceLoop, findChains),
        technique(TechniqueId::GroupedAic, findChains),
        // Through almost locked sets too (als_nodes.cpp): off on the default
        // path, as in HoDoKu, because they multiply the top1465 CPU time by 2.4.
        technique(TechniqueId::GroupedContinuousNiceLoopAls, findChains),
        technique(TechniqueId::GroupedDiscontinuousNiceLoopAls, findChains),
        technique(TechniqueId::GroupedAicAls, findChains),
    };
    return table;
}

} // namespace setwise
