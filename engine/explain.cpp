// SPDX-License-Identifier: GPL-3.0-or-later
// explain and alternatives over the rank search and the named finders (see
// explain.h). The named side costs a few chain searches and one run of each
// chain-family and ALS finder (milliseconds); it goes first, so the rank
// search, which grows with the number of truths, only looks for structures no
// larger than the simplest named one.
#include "engine/explain.h"

#include "engine/chains/chains.h"

#include <algorithm>
#include <set>

namespace setwise
{

namespace
{

// The families whose finders are set logic proven by the counting rule and
// have shapes the rank search may not reach ("wings": engine/wings/ when present).
constexpr std::string_view kNamedFamilies[] = { "single-digit", "colouring", "chains", "als", "wings" };

struct ChainKind {
    ChainMode mode;
    bool grouped;
};

// X-chain (one digit), XY-chain (bivalue cells), AIC, grouped AIC.
const ChainKind kChainKinds[] = {
    { { false, false, true, false, true }, false },
    { { false, true, false, false, true }, false },
    { {}, false },
    { { true }, true },
};

int truthCount(const Step& step)
{
    return step.baseSets().count();
}

// A step's truths and links, as a key for "listed once".
std::vector<Constraint> setsKey(const Step& step)
{
    std::vector<Constraint> key;
    for (Constraint k : step.baseSets())
        key.push_back(k);
    key.push_back(-1);
    for (Constraint k : step.coverSets())
        key.push_back(k);
    return key;
}

// The name of a chain found by proveTarget for target x (HoDoKu's names).
std::string chainName(const LinkGraph& g, const Chain& c, const ChainKind& kind, std::size_t index, Candidate x)
{
    const GraphNode& a = g.node(c.nodes.front());
    const GraphNode& b = g.node(c.nodes.back());
    if (index == 0)
        return "x-chain";
    if (index == 1 && a.digit == digitOf(x) && b.digit == digitOf(x))
        return "xy-chain";
    const auto inCell = [&](const GraphNode& n) { return !n.group && cellOf(n.cands.first()) == cellOf(x); };
    const std::string base = inCell(a) || inCell(b) ? "discontinuous-nice-loop" : "aic";
    return kind.grouped ? "grouped-" + base : base;
}

// The shortest chain of each kind proving x false, as steps for the targets
// `targets` (x alone for explain, every target of the chain for alternatives).
std::vector<Step> shortestChains(const Context& ctx, Candidate x, bool allTargets)
{
    const LinkGraph& g = linkGraph(ctx);
    std::vector<Step> out;
    for (std::size_t i = 0; i < std::size(kChainKinds); ++i) {
        const ChainKind& kind = kChainKinds[i];
        const std::optional<Chain> c = proveTarget(g, kind.mode, x, kMaxLinks);
        if (!c)
            continue;
        if (kind.grouped && std::none_of(c->nodes.begin(), c->nodes.end(), [&](int v) { return g.node(v).group; }))
            continue; // the AIC kind has it
        CandidateSet targets;
        targets.set(x);
        if (allTargets)
            targets |= chainTargets(g, *c);
        if (auto step = chainStep(ctx, g, *c, chainName(g, *c, kind, i, x), targets, false))
            out.push_back(std::move(*step));
    }
    return out;
}

// Every step of the named finders in this state (set logic by the counting rule).
std::vector<Step> namedSteps(const Context& ctx, const SearchOptions& options)
{
    std::vector<Step> out;
    for (const Technique& t : techniques()) {
        if (std::find(std::begin(kNamedFamilies), std::end(kNamedFamilies), t.family) == std::end(kNamedFamilies))
            continue;
        if (options.cancelled())
            break;
        StepSink sink;
        t.finder(ctx, FinderRequest { t.id, options }, sink);
        for (Step& step : sink.steps())
            if (step.setLogic && !step.assumesUniqueness && step.rule == ProofRule::CountingRule)
                out.push_back(std::move(step));
    }
    return out;
}

// The step reduced to its simplest reading eliminating x (fewest truths, then
// lowest rank), its chain drawing kept.
std::optional<Step> focus(const Step& step, Candidate x)
{
    const Evaluation* best = nullptr;
    for (const Evaluation& e : step.readings)
        if (e.eliminations.test(x)
            && (!best || std::pair(e.baseCount(), e.rank) < std::pair(best->baseCount(), best->rank)))
            best = &e;
    if (!best)
        return std::nullopt;
    Step out = makeStep(step.technique, { *best });
    out.chainNodes = step.chainNodes;
    out.links = step.links;
    return out;
}

// Named structures first, then the rank search's, sorted by (truths, rank)
// (stable: a named one wins a full tie), each set of truths and links once.
RankSearchResult merge(
    std::vector<Step> named, RankSearchResult rank, std::size_t limit, const Step* original = nullptr)
{
    std::stable_sort(named.begin(), named.end(), [](const Step& a, const Step& b) {
        return std::pair(truthCount(a), a.rank()) < std::pair(truthCount(b), b.rank());
    });
    std::vector<Step> all = std::move(named);
    for (Step& st : rank.steps)
        all.push_back(std::move(st));
    std::stable_sort(all.begin(), all.end(), [](const Step& a, const Step& b) {
        return std::pair(truthCount(a), a.rank()) < std::pair(truthCount(b), b.rank());
    });
    std::set<std::vector<Constraint>> seen;
    if (original)
        seen.insert(setsKey(*original));
    rank.steps.clear();
    for (Step& st : all)
        if (rank.steps.size() < limit && seen.insert(setsKey(st)).second)
            rank.steps.push_back(std::move(st));
    if (!rank.steps.empty() && rank.complete)
        rank.exhausted.clear(); // "no rank structure ..." would read as "nothing"
    return rank;
}

// The rank search's truth limit: no more truths than the limit-th named structure has.
SearchOptions lowered(SearchOptions options, const std::vector<Step>& named, std::size_t limit)
{
    if (named.size() < limit)
        return options;
    std::vector<int> truths;
    for (const Step& st : named)
        truths.push_back(truthCount(st));
    std::nth_element(truths.begin(), truths.begin() + std::ptrdiff_t(limit - 1), truths.end());
    options.maxTruths = std::max(1, std::min(options.maxTruths, truths[limit - 1]));
    return options;
}

} // namespace

RankSearchResult explainTarget(const State& s, Candidate target, const SearchOptions& options, std::size_t limit)
{
    const Context ctx(s);
    std::vector<Step> named = shortestChains(ctx, target, false);
    for (const Step& step : namedSteps(ctx, options))
        if (step.eliminations.test(target))
            if (auto f = focus(step, target))
                named.push_back(std::move(*f));
    // Duplicates (a finder's chain and proveTarget's) go in merge().
    RankSearchResult rank = explainCandidate(s, target, lowered(options, named, limit), limit);
    return merge(std::move(named), std::move(rank), limit);
}

RankSearchResult explainAlternatives(const State& s, const CandidateSet& eliminations, const SearchOptions& options,
    std::size_t limit, const Step* original)
{
    if (eliminations.none())
        return rankAlternatives(s, eliminations, options, limit);
    const Context ctx(s);
    std::vector<Step> named;
    for (Step& step : shortestChains(ctx, eliminations.first(), true))
        if (eliminations.isSubsetOf(step.eliminations))
            named.push_back(std::move(step));
    for (Step& step : namedSteps(ctx, options))
        if (eliminations.isSubsetOf(step.eliminations))
            named.push_back(std::move(step));
    RankSearchResult rank = rankAlternatives(s, eliminations, lowered(options, named, limit + 1), limit + 1);
    return merge(std::move(named), std::move(rank), limit, original);
}

} // namespace setwise
