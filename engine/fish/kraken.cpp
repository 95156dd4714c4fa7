// SPDX-License-Identifier: GPL-3.0-or-later
// Kraken fish (HoDoKu's "Kraken Fish", after Hobiwan's Ultimate Fish Guide):
// a finned basic fish whose fins are tied to a target by chains.
//
//   type 1  a candidate x of the fish digit in a cover, outside the bases,
//           that does not see every fin (so the finned fish alone keeps
//           it): when every fin, if true, makes x false by a chain, x is
//           false (either no fin is true and the fish removes x, or a fin
//           is).
//   type 2  one cover C of the fish: the fish puts a true candidate in C
//           unless a fin is true, so one of C's base candidates or a fin is
//           true. A candidate x (any digit) that each of them makes false is
//           false.
//
// As truths and links: the fish's bases and covers (type 2: without C), and
// per fin (type 2: per disjunct) y the chain y - w = ... - x read from y
// assumed true, its strong links as truths and its weak links (the first one
// holding y) as links; an ALS on the chain gives its cells as truths and a
// link per digit the chain does not enter or leave it by (chainSetsOf). With disjoint chains this is rank F (F chains)
// and x lies in F + 1 links: the counting rule removes it. Chains that share links fall short of that count; the step
// then rests on the exact evaluation of the same sets (labelled), which proves x all the same (engine/exotic:
// proveStructure).
//
// The search: basic fish of sizes 2-4 (rows or columns as bases) with 1-4
// fins; per target, one breadth-first search from x assumed true over the
// link graph with ALS nodes (alsLinkGraph: groups and almost locked sets of
// up to 4 cells as nodes, chains of at most kKrakenLinks links: the
// ALS nodes free 139 of the 268 top1465 paths that still took a forcing net
// after the Kraken of plain and grouped chains) from each
// disjunct assumed true gives the candidates it makes false (a bitset per
// candidate, kept for the state and shared by every fish with that fin); the
// targets are what all of them make false. A fish whose fins together make
// no possible target false is dropped before anything else is built for it.
#include "engine/chains/chain_search.h"
#include "engine/exotic/exotic.h"
#include "engine/fish/fish.h"
#include "engine/forcing/argue.h"
#include "engine/mask9.h"
#include "engine/rating/bert_score.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace setwise
{

namespace
{

constexpr int kKrakenLinks = 15;
constexpr int kMaxKrakenFins = 4;

// What x true makes false, per state (the chains themselves are found again
// for the few targets that make a step: see chainTo).
struct Reach {
    CandidateSet off;
    CellSet sameDigit; // the cells of off's candidates of x's digit (type 1 reads only these)
    bool known = false;
};
struct ReachCache;

// A node as text: r4c2(9), a group r1c5/r1c6(3), an ALS node
// ALS[r2c1/r2c3/r2c5](1) (its digit true in one of the ALS's cells).
std::string nodeText(const LinkGraph& g, int v)
{
    const CandidateSet& cs = g.node(v).cands;
    std::string cells;
    if (g.isAls(v))
        for (Cell c : g.alsSet(g.node(v).als).cells)
            cells += (cells.empty() ? "" : "/") + cellName(c);
    else
        for (Candidate y : cs)
            cells += (cells.empty() ? "" : "/") + cellName(cellOf(y));
    const std::string digit = std::string("(") + char('1' + digitOf(*cs.begin())) + ")";
    return g.isAls(v) ? "ALS[" + cells + "]" + digit : cells + digit;
}

// Whether node `to` shares a candidate with a node on the search's path
// ending at state st (searchChains' simple-path test).
bool onPath(const LinkGraph& g, const std::vector<int>& parent, int st, int to)
{
    const bool group = to >= LinkGraph::kFirstGroup;
    for (int t = st; t >= 0; t = parent[std::size_t(t)]) {
        const int v = t / 2;
        if (v < LinkGraph::kFirstGroup
                ? (group ? g.node(to).cands.test(v) : v == to)
                : (group ? g.node(v).cands.intersects(g.node(to).cands) : g.node(v).cands.test(to)))
            return true;
    }
    return false;
}

// The breadth-first tree of searchChains from x's weak neighbours, each
// taken false, by the same tests in the same order (groups allowed, no node
// holding x, a simple path of at most kKrakenLinks links), without building
// a chain a state: per state its parent (-2 unvisited, -1 a source) and the
// link that reached it.
struct ChainTree {
    std::vector<int> parent;
    std::vector<GraphEdge> via;
};

void growTree(const LinkGraph& g, Candidate x, ChainTree& tree)
{
    const std::size_t n = std::size_t(g.size()) * 2;
    std::vector<int>& parent = tree.parent;
    thread_local std::vector<int> queue, depth;
    thread_local std::vector<std::uint64_t> pathMask;
    parent.assign(n, -2);
    tree.via.assign(n, GraphEdge { 0, 0 });
    depth.resize(n);
    pathMask.resize(n);
    queue.clear();
    // A node's mask misses x's bit when it cannot hold x: most groups and ALS
    // nodes are let through without reading the node.
    const std::uint64_t xBit = std::uint64_t { 1 } << (x & 63);
    const auto allowed
        = [&](int v) { return v < LinkGraph::kFirstGroup ? v != x : !(g.mask(v) & xBit) || !g.node(v).cands.test(x); };
    for (const GraphEdge& e : g.weak(x)) {
        const std::size_t st = 2 * std::size_t(e.to);
        if (allowed(e.to) && parent[st] == -2) {
            parent[st] = -1;
            depth[st] = 0;
            pathMask[st] = g.mask(e.to);
            queue.push_back(int(st));
        }
    }
    for (std::size_t qi = 0; qi < queue.size(); ++qi) {
        const int st = queue[qi];
        const bool on = st & 1;
        if (depth[std::size_t(st)] >= kKrakenLinks)
            continue;
        for (const GraphEdge& e : on ? g.weak(st / 2) : g.strong(st / 2)) {
            const std::size_t ns = 2 * std::size_t(e.to) + (on ? 0 : 1);
            if (parent[ns] != -2 || !allowed(e.to))
                continue;
            const std::uint64_t mask = g.mask(e.to);
            if ((pathMask[std::size_t(st)] & mask) && onPath(g, parent, st, e.to))
                continue;
            parent[ns] = st;
            tree.via[ns] = e;
            depth[ns] = depth[std::size_t(st)] + 1;
            pathMask[ns] = pathMask[std::size_t(st)] | mask;
            queue.push_back(int(ns));
        }
    }
}

// The link graph as read by reachSearch, per state: per state st = 2 * node
// + on, the states its links lead to (on: weak links, to 2 * to; off: strong
// links, to 2 * to + 1), 4 bytes a link instead of a GraphEdge's 12; and per
// candidate the groups and ALS nodes holding it (a reach from x never enters
// them: their states are marked visited up front instead of testing each
// link's end).
struct ReachGraph {
    std::vector<std::uint32_t> at; // per state, where its list begins in next; then the end
    std::vector<std::int32_t> next;
    std::vector<std::uint32_t> holdAt; // per candidate, where its list begins in holders; then the end
    std::vector<std::int32_t> holders;
    // Per node, bits x % 128 of its candidates: a path whose mask misses
    // them shares no candidate with the node (a finer filter than
    // GraphNode::mask, which an ALS node sets for its whole ALS).
    struct Mask {
        std::uint64_t lo, hi;
    };
    std::vector<Mask> masks;

    void build(const LinkGraph& g)
    {
        const std::size_t states = std::size_t(g.size()) * 2;
        at.resize(states + 1);
        next.clear();
        for (std::size_t st = 0; st < states; ++st) {
            at[st] = std::uint32_t(next.size());
            const int v = int(st / 2);
            const bool on = st & 1;
            for (const GraphEdge& e : on ? g.weak(v) : g.strong(v))
                next.push_back(2 * e.to + (on ? 0 : 1));
        }
        at[states] = std::uint32_t(next.size());
        holdAt.assign(kCandidates + 1, 0);
        for (int v = LinkGraph::kFirstGroup; v < g.size(); ++v)
            for (Candidate y : g.node(v).cands)
                ++holdAt[std::size_t(y) + 1];
        for (std::size_t y = 0; y < std::size_t(kCandidates); ++y)
            holdAt[y + 1] += holdAt[y];
        masks.assign(std::size_t(g.size()), Mask { 0, 0 });
        for (int v = 0; v < g.size(); ++v)
            for (Candidate y : g.node(v).cands)
                (y & 64 ? masks[std::size_t(v)].hi : masks[std::size_t(v)].lo) |= std::uint64_t { 1 } << (y & 63);
        holders.resize(holdAt[kCandidates]);
        std::vector<std::uint32_t> fill(holdAt.begin(), holdAt.end() - 1);
        for (int v = LinkGraph::kFirstGroup; v < g.size(); ++v)
            for (Candidate y : g.node(v).cands)
                holders[fill[std::size_t(y)]++] = v;
    }
};

struct ReachCache {
    std::array<Reach, kCandidates> reach;
    ReachGraph graph; // built on the first reach searched in the state
    bool graphBuilt = false;
};

// The candidates x true makes false beyond its weak neighbours: those its
// tree reaches false. The states of growTree in the same order, kept as a
// list (a state's parent is its index in the list), so that nothing the size
// of the graph is filled per search but a bitset of the states visited.
void reachSearch(const LinkGraph& g, const ReachGraph& rg, Candidate x, CandidateSet& off)
{
    struct Item {
        std::uint64_t lo, hi; // ReachGraph::masks of the path's nodes
        int st; // 2 * node + on
        int parent; // index into items, -1 for a source
    };
    // Each state is listed once at most: the list never outgrows 2 * g.size()
    // and is written through a plain pointer, as is the visited bitset.
    thread_local std::vector<Item> items;
    thread_local std::vector<std::uint64_t> visited;
    const std::size_t states = std::size_t(g.size()) * 2;
    if (items.size() < states)
        items.resize(states);
    visited.assign((states + 63) / 64, 0);
    Item* const list = items.data();
    std::uint64_t* const vis = visited.data();
    const std::uint32_t* const at = rg.at.data();
    const std::int32_t* const next = rg.next.data();
    std::size_t count = 0;
    const auto seen = [&](std::size_t st) { return vis[st >> 6] >> (st & 63) & 1U; };
    const auto mark = [&](std::size_t st) { vis[st >> 6] |= std::uint64_t { 1 } << (st & 63); };
    // x's own states and those of the groups and ALS nodes holding x count as
    // visited: no path from x enters them, and no link's end needs a test of
    // its own.
    mark(2 * std::size_t(x));
    mark(2 * std::size_t(x) + 1);
    for (std::uint32_t h = rg.holdAt[std::size_t(x)]; h < rg.holdAt[std::size_t(x) + 1]; ++h) {
        mark(2 * std::size_t(rg.holders[h]));
        mark(2 * std::size_t(rg.holders[h]) + 1);
    }
    // Whether node `to` shares a candidate with the path ending at item i
    // (onPath; two groups compare their digits and masks before their
    // candidates: a group's or ALS node's candidates are all of its digit).
    const ReachGraph::Mask* const masks = rg.masks.data();
    const auto clashes = [&](int i, int to) {
        const bool group = to >= LinkGraph::kFirstGroup;
        const GraphNode& nt = g.node(to);
        const ReachGraph::Mask mask = masks[to];
        for (int t = i; t >= 0; t = list[t].parent) {
            const int v = list[t].st >> 1;
            if (v < LinkGraph::kFirstGroup
                    ? (group ? nt.cands.test(v) : v == to)
                    : (group ? ((masks[v].lo & mask.lo) | (masks[v].hi & mask.hi)) && g.node(v).digit == nt.digit
                                && g.node(v).cands.intersects(nt.cands)
                             : g.node(v).cands.test(to)))
                return true;
        }
        return false;
    };
    // x's weak neighbours, taken false (the states of x on).
    for (std::uint32_t k = at[2 * std::size_t(x) + 1]; k < at[2 * std::size_t(x) + 2]; ++k) {
        const auto st = std::size_t(next[k]);
        if (!seen(st)) {
            mark(st);
            list[count++] = { masks[st >> 1].lo, masks[st >> 1].hi, int(st), -1 };
        }
    }
    // The list holds the states depth by depth (breadth first): those of
    // `depth` end at levelEnd, and none past kKrakenLinks links is extended.
    std::size_t levelEnd = count;
    int depth = 0;
    for (std::size_t qi = 0; qi < count; ++qi) {
        if (qi == levelEnd) {
            ++depth;
            levelEnd = count;
        }
        if (depth >= kKrakenLinks)
            break;
        const Item it = list[qi];
        for (std::uint32_t k = at[it.st], end = at[it.st + 1]; k < end; ++k) {
            const auto ns = std::size_t(next[k]);
            if (seen(ns))
                continue;
            const int to = int(ns >> 1);
            const ReachGraph::Mask mask = masks[to];
            if (((it.lo & mask.lo) | (it.hi & mask.hi)) && clashes(int(qi), to))
                continue;
            mark(ns);
            list[count++] = { it.lo | mask.lo, it.hi | mask.hi, int(ns), int(qi) };
            if (ns < 2 * std::size_t(LinkGraph::kFirstGroup) && !(ns & 1))
                off.set(Candidate(to));
        }
    }
}

const Reach& reachFrom(const LinkGraph& g, Candidate x, ReachCache& cache)
{
    Reach& r = cache.reach[std::size_t(x)];
    if (r.known)
        return r;
    r.known = true;
    r.off.clear();
    if (!cache.graphBuilt) {
        cache.graph.build(g);
        cache.graphBuilt = true;
    }
    reachSearch(g, cache.graph, x, r.off);
    for (const GraphEdge& e : g.weak(x))
        if (e.to < LinkGraph::kFirstGroup)
            r.off.set(Candidate(e.to));
    r.sameDigit.clear();
    for (Candidate y : r.off& digitCandidates(digitOf(x)))
        r.sameDigit.set(cellOf(y));
    return r;
}

// The trees of the sources asked for in this state (a step's chains come
// from few fins and base candidates), per thread; at most kTrees kept.
const ChainTree& chainTree(const Context& ctx, const LinkGraph& g, Candidate x)
{
    constexpr std::size_t kTrees = 48;
    thread_local CandidateSet live;
    thread_local std::vector<std::pair<Candidate, ChainTree>> trees;
    if (!(live == ctx.state().live()) || trees.size() >= kTrees) {
        live = ctx.state().live();
        trees.clear();
    }
    for (const auto& [source, tree] : trees)
        if (source == x)
            return tree;
    trees.emplace_back(x, ChainTree {});
    growTree(g, x, trees.back().second);
    return trees.back().second;
}

// The chain from x's weak neighbour by which x true makes t false (t in
// reachFrom(x)): the first such chain searchChains reports from x's weak
// neighbours (its first state of t false; each state is visited once, so
// that is the path of parents to it in x's tree), else x's weak link to t.
// No chain is built for the states before it (searchChains builds one a
// state, which made a Kraken step's chains cost more than finding it).
Chain chainTo(const Context& ctx, const LinkGraph& g, Candidate x, Candidate t)
{
    const ChainTree& tree = chainTree(ctx, g, x);
    const int goal = 2 * int(t);
    if (tree.parent[std::size_t(goal)] < 0)
        return Chain { { t }, {} };
    Chain c;
    for (int s = goal; s >= 0; s = tree.parent[std::size_t(s)]) {
        c.nodes.push_back(s / 2);
        if (tree.parent[std::size_t(s)] >= 0)
            c.links.push_back(tree.via[std::size_t(s)]);
    }
    std::reverse(c.nodes.begin(), c.nodes.end());
    std::reverse(c.links.begin(), c.links.end());
    return c;
}

thread_local int tScoreBound = -1; // KrakenScoreBound's (-1: none)

struct KrakenFish {
    Digit d;
    bool columns; // bases are columns
    unsigned baseLines = 0, coverLines = 0; // 9-bit masks
    int size = 0, finCount = 0;
    bool type1 = false; // a cover holds the digit outside the bases (type 1's targets)
};

// The branch "y true" traced to "x false" by argueBranch(), as it appends to
// an empty argument (ids from 0, its inner nets as lemmas 0, 1, ...); a
// state's Kraken fish share fins and targets, so each pair is traced once
// per state (and options) and its copy shifted into each argument: the ids
// by the argument's next id, the lemma citations by its lemmas, which is
// what argueBranch() appending to that argument gives.
struct TracedBranch {
    bool argued = false;
    Argument part;
};

struct BranchMemo {
    CandidateSet live; // the state the entries are of
    std::unordered_map<std::uint64_t, TracedBranch> entries; // by (y, x, nested)
};

bool argueBranchOnce(const State& s, Candidate y, Candidate x, bool nested, Argument& arg)
{
    thread_local BranchMemo memo;
    if (memo.live != s.live()) {
        memo.live = s.live();
        memo.entries.clear();
    }
    const std::uint64_t key = (std::uint64_t(y) * kCandidates + std::uint64_t(x)) * 2 + (nested ? 1 : 0);
    auto [it, fresh] = memo.entries.try_emplace(key);
    TracedBranch& t = it->second;
    if (fresh) {
        const ArgueLiteral start { y, true };
        t.argued = argueBranch(
            s, std::span(&start, 1), ArgueOptions { 0x1FF, false, nested }, t.part, ArgueLiteral { x, false });
    }
    if (!t.argued)
        return false;
    const int idShift = arg.nextId, lemmaShift = int(arg.lemmas.size());
    const auto shiftBranch = [&](ArgumentBranch& b) {
        for (ArgumentImplication& i : b.implications) {
            i.id += idShift;
            for (int& f : i.from)
                f += f >= 0 ? idShift : 0;
            if (i.cites.kind == ArgumentCite::Kind::Lemma)
                i.cites.lemma += lemmaShift;
        }
        for (int& f : b.contradictionFrom)
            f += f >= 0 ? idShift : 0;
    };
    for (const ArgumentLemma& l : t.part.lemmas) {
        arg.lemmas.push_back(l);
        shiftBranch(arg.lemmas.back().net);
    }
    for (const ArgumentBranch& b : t.part.branches) {
        arg.branches.push_back(b);
        shiftBranch(arg.branches.back());
    }
    arg.nextId += t.part.nextId;
    return true;
}

// The implications argument (engine/argument.h): the fish as a lemma, and a
// branch per disjunct (fin, or type 2's base candidate of the cover) that
// makes x false by a net; type 1 also the branch with every fin false, where
// the fish removes x. Left without one (StepSink::add then tries nets on x
// itself) when a disjunct's net does not reach x.
void argueKraken(
    const State& s, const KrakenFish& f, Candidate x, const CandidateSet& disjunction, int droppedCover, Step& step)
{
    const ConstraintKind baseKind = f.columns ? ConstraintKind::Column : ConstraintKind::Row;
    const ConstraintKind coverKind = f.columns ? ConstraintKind::Row : ConstraintKind::Column;
    Argument arg;
    arg.kind = ArgumentKind::Implications;
    ArgumentLemma fish;
    fish.kind = ArgumentLemma::Kind::Pattern;
    fish.technique = "fish";
    for (int i = 0; i < 9; ++i) {
        if (f.baseLines >> i & 1U)
            fish.bases.push_back(houseConstraint(baseKind, f.d, i));
        if (f.coverLines >> i & 1U)
            fish.covers.push_back(houseConstraint(coverKind, f.d, i));
    }
    arg.lemmas.push_back(std::move(fish));
    arg.disjunction.kind = droppedCover < 0 ? ArgumentDisjunction::Kind::Fins : ArgumentDisjunction::Kind::FishCover;
    arg.disjunction.constraint = droppedCover < 0 ? -1 : houseConstraint(coverKind, f.d, droppedCover);
    arg.disjunction.lemma = 0;
    for (Candidate y : disjunction) {
        bool argued = false;
        for (bool nested : { false, true })
            if (!argued)
                argued = argueBranchOnce(s, y, x, nested, arg);
        if (!argued)
            return;
    }
    if (droppedCover < 0) {
        ArgumentBranch none;
        ArgumentImplication last;
        for (Candidate y : disjunction) {
            ArgumentImplication fin;
            fin.id = arg.nextId++;
            fin.candidate = y;
            fin.on = false;
            last.from.push_back(fin.id);
            none.implications.push_back(std::move(fin));
        }
        last.id = arg.nextId++;
        last.candidate = x;
        last.cites.kind = ArgumentCite::Kind::Lemma;
        last.cites.lemma = 0;
        none.implications.push_back(std::move(last));
        arg.branches.push_back(std::move(none));
    }
    // The structure's other conclusions its readings count are argued so.
    CandidateSet counted;
    for (const Evaluation& e : step.readings)
        counted |= e.eliminations | e.placements;
    CandidateSet others = step.eliminations | step.placements;
    others.reset(x);
    if (others.intersects(counted))
        arg.counting = "rank";
    step.argument = std::move(arg);
}

// The step: the fish's sets (less `dropped` for type 2), each disjunct's
// chain to x, proven as a structure. False when it is not handed out.
// A branch of at most this many implications a person follows (as the
// forcing nets' kSmallBranch): a step whose argument has a larger one waits
// until every fish of the state was tried, and is handed out only when no
// fish made its target false within it.
constexpr int kSmallBranch = 60;

struct DeferredKraken {
    Candidate target;
    int largest;
    Step step;
};

bool emitKraken(const Context& ctx, const LinkGraph& g, const FinderRequest& req, const KrakenFish& f, Candidate x,
    const CandidateSet& disjunction, int droppedCover, StepSink& sink, std::vector<DeferredKraken>& deferred)
{
    const ConstraintKind baseKind = f.columns ? ConstraintKind::Column : ConstraintKind::Row;
    const ConstraintKind coverKind = f.columns ? ConstraintKind::Row : ConstraintKind::Column;
    std::vector<Constraint> bases, covers;
    for (int i = 0; i < 9; ++i) {
        if (f.baseLines >> i & 1U)
            bases.push_back(houseConstraint(baseKind, f.d, i));
        if ((f.coverLines >> i & 1U) && i != droppedCover)
            covers.push_back(houseConstraint(coverKind, f.d, i));
    }
    Step drawing;
    std::string chainsText;
    for (Candidate y : disjunction) {
        const Chain c = chainTo(ctx, g, y, x);
        const Constraint first = g.endLink(y, c.nodes.front(), {});
        if (first < 0)
            return false;
        covers.push_back(first);
        if (!chainSetsOf(g, c, bases, covers))
            return false;
        // Drawn from the disjunct: y - w = ... - x.
        drawing.chainNodes.push_back(chainNodeOf(g, y));
        int prev = int(drawing.chainNodes.size()) - 1;
        std::string text = nodeText(g, y);
        for (std::size_t i = 0; i < c.nodes.size(); ++i) {
            const int v = c.nodes[i];
            drawing.chainNodes.push_back(chainNodeOf(g, v));
            const int at = int(drawing.chainNodes.size()) - 1;
            const bool strong = i > 0 && (i - 1) % 2 == 0;
            drawing.links.push_back({ prev, at, strong });
            text += (strong ? " = " : " - ") + nodeText(g, v);
            prev = at;
        }
        chainsText += "\n" + text;
    }
    CandidateSet target;
    target.set(x);
    auto step = exotic::proveStructure(ctx, std::string(req.technique), bases, covers, target, {});
    if (!step || !step->eliminations.test(x))
        return false;
    if (tScoreBound >= 0) {
        // Too dear for the caller, whatever its argument leaves: a step
        // with conclusions the counting rule gives may keep only those
        // (then its proof is not scored).
        const bool countedOnes = (step->eliminations | step->placements) != step->beyondCounting;
        if ((countedOnes ? bertScore(*step) : bertStepScore(*step)) > tScoreBound)
            return true;
    }
    step->digits = { f.d };
    step->chainNodes = std::move(drawing.chainNodes);
    step->links = std::move(drawing.links);
    std::string lines(1, f.columns ? 'c' : 'r'), coverText(1, f.columns ? 'r' : 'c'), fins;
    for (int i = 0; i < 9; ++i) {
        if (f.baseLines >> i & 1U)
            lines += char('1' + i);
        if (f.coverLines >> i & 1U)
            coverText += char('1' + i);
    }
    for (Candidate y : disjunction)
        if (!(f.coverLines >> (f.columns ? rowOf(cellOf(y)) : colOf(cellOf(y))) & 1U))
            fins += " f" + cellName(cellOf(y));
    static constexpr const char* kSize[] = { "", "", "X-Wing", "Swordfish", "Jellyfish" };
    const int size = std::popcount(f.baseLines);
    step->forcingText = std::string("Kraken Fish Type ") + (droppedCover < 0 ? "1" : "2") + ": Finned " + kSize[size]
        + ": " + char('1' + f.d) + " " + lines + " " + coverText + fins + " => " + exotic::conclusionText(*step)
        + chainsText;
    step->justification = droppedCover < 0 ? "the fish or a fin is true, and each makes the target false"
                                           : "a fin or a base candidate of the cover is true, and each makes the "
                                             "target false";
    argueKraken(ctx.state(), f, x, disjunction, droppedCover, *step);
    if (step->argument.kind == ArgumentKind::Implications) {
        if (const int largest = largestBranch(step->argument); largest > kSmallBranch) {
            deferred.push_back({ x, largest, std::move(*step) });
            return false;
        }
    }
    const std::size_t before = sink.steps().size();
    sink.add(std::move(*step));
    return sink.steps().size() > before;
}

// Step 1. Every finned basic fish of sizes 2-4 with 1-4 fins: n base lines
// of digit d, n cover lines among their positions, the rest fins.
// Collected per size and fin count: smaller fish first, then fewer fins
// (HoDoKu's preference); each bucket in the order found.
constexpr int kBuckets = 3 * kMaxKrakenFins;
using FishBuckets = std::array<std::vector<KrakenFish>, kBuckets>;

// The base line sets of 2 to 4 lines, increasing.
const std::vector<unsigned>& baseLineSets()
{
    static const std::vector<unsigned> sets = [] {
        std::vector<unsigned> v;
        for (unsigned m = 1; m < 512; ++m)
            if (kBits9[m] >= 2 && kBits9[m] <= 4)
                v.push_back(m);
        return v;
    }();
    return sets;
}

void collectFish(const Context& ctx, Digit d, bool columns, FishBuckets& out)
{
    const ConstraintKind baseKind = columns ? ConstraintKind::Column : ConstraintKind::Row;
    std::array<unsigned, 9> pos {}; // per line, its positions of d
    for (int i = 0; i < 9; ++i)
        pos[std::size_t(i)] = ctx.liveMask(houseConstraint(baseKind, d, i));
    unsigned nonEmpty = 0; // lines holding d
    for (int i = 0; i < 9; ++i)
        nonEmpty |= unsigned(pos[std::size_t(i)] != 0) << i;
    for (const unsigned baseLines : baseLineSets()) {
        if (baseLines & ~nonEmpty)
            continue;
        const int n = kBits9[baseLines];
        if (n < 2 || n > 4)
            continue; // (never: baseLineSets; tells the compiler the bucket index's range)
        unsigned all = 0;
        for (unsigned m = baseLines; m; m &= m - 1)
            all |= pos[std::size_t(std::countr_zero(m))];
        // Each position left uncovered holds a fin: at most n + kMaxKrakenFins positions.
        if (kBits9[all] <= n || kBits9[all] > n + kMaxKrakenFins)
            continue;
        // Covers: n of the positions; fins = base candidates minus those covered.
        std::array<int, 9> count {}; // per position, the base lines holding it
        int total = 0;
        for (unsigned m = baseLines; m; m &= m - 1) {
            const unsigned line = pos[std::size_t(std::countr_zero(m))];
            total += kBits9[line];
            for (unsigned p = line; p; p &= p - 1)
                ++count[std::size_t(std::countr_zero(p))];
        }
        unsigned outsideMask = 0; // positions holding d outside the base lines
        for (int i = 0; i < 9; ++i)
            if (!(baseLines >> i & 1U))
                outsideMask |= pos[std::size_t(i)];
        // most[j][k]: the most base candidates k covers among positions j.. hold
        // (below 0: fewer than k positions), to skip covers leaving over
        // kMaxKrakenFins fins.
        std::array<std::array<int, 5>, 10> most {};
        for (int k = 1; k <= 4; ++k)
            most[9][std::size_t(k)] = -100;
        for (int j = 8; j >= 0; --j)
            for (int k = 0; k <= 4; ++k) {
                int best = most[std::size_t(j + 1)][std::size_t(k)];
                if (k > 0 && (all >> j & 1U))
                    best = std::max(best, count[std::size_t(j)] + most[std::size_t(j + 1)][std::size_t(k - 1)]);
                most[std::size_t(j)][std::size_t(k)] = best;
            }
        auto choose = [&](auto&& self, int from, int left, unsigned covers, int covered) -> void {
            if (covered + most[std::size_t(from)][std::size_t(left)] < total - kMaxKrakenFins)
                return;
            if (left == 0) {
                const int fins = total - covered;
                if (fins >= 1 && fins <= kMaxKrakenFins)
                    out[std::size_t((n - 2) * kMaxKrakenFins + fins - 1)].push_back(
                        { d, columns, baseLines, covers, n, fins, (outsideMask & covers) != 0 });
                return;
            }
            for (int j = from; j < 9; ++j)
                if (all >> j & 1U)
                    self(self, j + 1, left - 1, covers | 1U << j, covered + count[std::size_t(j)]);
        };
        choose(choose, 0, n, 0U, 0);
    }
}

// The cells of a set of lines (a 9-bit mask): rows, or columns when
// `columns`; one table read instead of a union per line.
const auto kLineCells = [] {
    std::array<std::array<CellSet, 512>, 2> t {};
    for (std::size_t o = 0; o < 2; ++o)
        for (unsigned m = 1; m < 512; ++m) {
            const int i = std::countr_zero(m);
            t[o][m] = t[o][m & (m - 1)] | houseCells(o ? 9 + i : i);
        }
    return t;
}();

const CellSet& lineCells(bool columns, unsigned lines)
{
    return kLineCells[columns ? 1 : 0][lines];
}

// The candidates of a fish's bases.
CandidateSet baseCandidates(const Context& ctx, const KrakenFish& f)
{
    // From each base line's positions (a few bits each) rather than a union of
    // 729-bit sets.
    const ConstraintKind baseKind = f.columns ? ConstraintKind::Column : ConstraintKind::Row;
    CandidateSet baseCands;
    for (unsigned m = f.baseLines; m; m &= m - 1) {
        const int i = std::countr_zero(m);
        for (unsigned p = ctx.liveMask(houseConstraint(baseKind, f.d, i)); p; p &= p - 1) {
            const int j = std::countr_zero(p);
            baseCands.set(candidateOf(f.columns ? cellAt(j, i) : cellAt(i, j), f.d));
        }
    }
    return baseCands;
}

// Its fins: the base candidates outside the cover lines.
CandidateSet finsOf(const KrakenFish& f, const CandidateSet& baseCands)
{
    CandidateSet fins;
    for (Candidate y : baseCands)
        if (!(f.coverLines >> (f.columns ? rowOf(cellOf(y)) : colOf(cellOf(y))) & 1U))
            fins.set(y);
    return fins;
}

// The reach of each candidate, per state and thread: both types and every
// fish of a state share it.
ReachCache& reachCache(const Context& ctx)
{
    thread_local CandidateSet live;
    thread_local ReachCache cache;
    if (!(live == ctx.state().live())) {
        live = ctx.state().live();
        for (Reach& r : cache.reach)
            r.known = false;
        cache.graphBuilt = false;
    }
    return cache;
}

// The fish of a state, per thread: both types read them (type 1 those
// marked type1, in the same order). A digit's fish with rows (columns) as
// bases depend only on that digit's positions in the rows (columns), so each
// of those 18 lists is kept with the positions it was built from and built
// again only when they changed (a step changes a few digits).
struct LineFish {
    std::array<unsigned, 9> pos {}; // per line, its positions of the digit
    bool valid = false;
    FishBuckets buckets;
};
using StateFish = std::array<LineFish, 18>; // digit d, rows (2d) or columns (2d + 1)

const StateFish& fishOf(const Context& ctx)
{
    thread_local StateFish fish;
    for (Digit d = 0; d < 9; ++d)
        for (bool columns : { false, true }) {
            LineFish& lf = fish[std::size_t(2 * d + (columns ? 1 : 0))];
            const ConstraintKind baseKind = columns ? ConstraintKind::Column : ConstraintKind::Row;
            std::array<unsigned, 9> pos {};
            for (int i = 0; i < 9; ++i)
                pos[std::size_t(i)] = ctx.liveMask(houseConstraint(baseKind, d, i));
            if (lf.valid && lf.pos == pos)
                continue;
            lf.valid = true;
            lf.pos = pos;
            for (std::vector<KrakenFish>& bucket : lf.buckets)
                bucket.clear();
            collectFish(ctx, d, columns, lf.buckets);
        }
    return fish;
}

} // namespace

void findKrakenFish(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const LinkGraph& g = alsLinkGraph(ctx);
    const bool type2 = req.technique == "kraken-fish-2";
    ReachCache& cache = reachCache(ctx);
    CandidateSet done; // targets already proven
    std::array<CellSet, 9> doneCells; // their cells, per digit
    std::vector<DeferredKraken> deferred; // steps with a branch over kSmallBranch
    const StateFish& fish = fishOf(ctx);
    // Per digit and base orientation, each line's positions; per digit, its candidates.
    std::array<std::array<std::array<unsigned, 9>, 2>, 9> pos {};
    std::array<CellSet, 9> digitCells; // per digit, the cells holding it
    for (Digit d = 0; d < 9; ++d)
        for (int i = 0; i < 9; ++i) {
            pos[std::size_t(d)][0][std::size_t(i)] = ctx.liveMask(houseConstraint(ConstraintKind::Row, d, i));
            pos[std::size_t(d)][1][std::size_t(i)] = ctx.liveMask(houseConstraint(ConstraintKind::Column, d, i));
            for (Candidate y : ctx.liveIn(houseConstraint(ConstraintKind::Row, d, i)))
                digitCells[std::size_t(d)].set(cellOf(y));
        }
    // Bucket by bucket (size, then fins), each in digit and orientation order.
    for (std::size_t k = 0; k < kBuckets; ++k)
        for (const LineFish& lf : fish)
            for (const KrakenFish& f : lf.buckets[k]) {
                if (!type2 && !f.type1)
                    continue;
                // What every fin makes false (of digit d for type 1): most fish stop here.
                const auto& linePos = pos[std::size_t(f.d)][f.columns ? 1 : 0];
                // The fins (base candidates outside the covers), in line order.
                std::array<Candidate, kMaxKrakenFins> finList {};
                std::size_t finCount = 0;
                for (unsigned b = f.baseLines; b != 0; b &= b - 1) {
                    const int i = std::countr_zero(b);
                    for (unsigned m = linePos[std::size_t(i)] & ~f.coverLines; m != 0 && finCount < finList.size();
                         m &= m - 1) {
                        const int j = std::countr_zero(m);
                        finList[finCount++] = candidateOf(f.columns ? cellAt(j, i) : cellAt(i, j), f.d);
                    }
                }
                // The fins whose reach this state already knows first: the
                // intersection is the same in any order, and a fish whose known
                // fins already leave nothing needs no new search.
                const auto forEachFin = [&](auto&& use) {
                    std::array<Candidate, kMaxKrakenFins> unknown;
                    std::size_t unknownCount = 0;
                    for (std::size_t k = 0; k < finCount; ++k) {
                        const Candidate y = finList[k];
                        if (!cache.reach[std::size_t(y)].known)
                            unknown[unknownCount++] = y;
                        else if (!use(cache.reach[std::size_t(y)]))
                            return;
                    }
                    for (std::size_t k = 0; k < unknownCount; ++k)
                        if (!use(reachFrom(g, unknown[k], cache)))
                            return;
                };
                // Type 1: cells of digit d (2 words instead of 12 per fin),
                // narrowed first to what step 2 keeps: in a cover, outside the
                // bases, not done, not seeing every fin (the finned fish's own
                // elimination, skipped in step 3); then to what every fin makes
                // false.
                CellSet cells;
                if (!type2) {
                    cells = digitCells[std::size_t(f.d)];
                    cells &= lineCells(!f.columns, f.coverLines);
                    cells -= lineCells(f.columns, f.baseLines);
                    cells -= doneCells[std::size_t(f.d)];
                    CellSet seeingEveryFin = peers(cellOf(finList[0]));
                    for (std::size_t k = 1; k < finCount; ++k)
                        seeingEveryFin &= peers(cellOf(finList[k]));
                    cells -= seeingEveryFin;
                    if (cells.none())
                        continue;
                    forEachFin([&](const Reach& r) {
                        cells &= r.sameDigit;
                        return cells.any();
                    });
                    if (cells.none())
                        continue;
                }
                CandidateSet finOff, baseCands;
                if (type2) {
                    // Narrowed first to what step 2 keeps (outside the bases, not
                    // done): the base candidates cleared one by one (the set of
                    // them is built only for a fish that gets past the fins).
                    finOff = s.live() - done;
                    for (unsigned b = f.baseLines; b != 0; b &= b - 1) {
                        const int i = std::countr_zero(b);
                        for (unsigned m = linePos[std::size_t(i)]; m != 0; m &= m - 1) {
                            const int j = std::countr_zero(m);
                            finOff.reset(candidateOf(f.columns ? cellAt(j, i) : cellAt(i, j), f.d));
                        }
                    }
                    forEachFin([&](const Reach& r) {
                        finOff &= r.off;
                        return finOff.any();
                    });
                } else {
                    for (Cell c : cells)
                        finOff.set(candidateOf(c, f.d));
                }
                if (finOff.none())
                    continue;
                baseCands = baseCandidates(ctx, f);
                const CandidateSet fins = finsOf(f, baseCands);
                const ConstraintKind coverKind = f.columns ? ConstraintKind::Row : ConstraintKind::Column;
                std::array<CandidateSet, 9> coverCands;
                CandidateSet coverAll;
                for (int j = 0; j < 9; ++j)
                    if (f.coverLines >> j & 1U) {
                        coverCands[std::size_t(j)] = ctx.liveIn(houseConstraint(coverKind, f.d, j));
                        coverAll |= coverCands[std::size_t(j)];
                    }
                if (!type2)
                    finOff &= coverAll;
                finOff -= baseCands;
                finOff -= done;
                if (finOff.none())
                    continue; // no cover has a target
                // Step 2. Per cover, the disjunction and the targets all of it makes false.
                for (int j = 0; j < 9; ++j) {
                    if (!(f.coverLines >> j & 1U))
                        continue;
                    const CandidateSet& cover = coverCands[std::size_t(j)];
                    const CandidateSet coveredBase = cover & baseCands;
                    const CandidateSet disjunction = type2 ? fins | coveredBase : fins;
                    CandidateSet targets = ((type2 ? s.live() - cover : cover) - baseCands - done) & finOff;
                    if (type2) {
                        // Known reaches first, as for the fins.
                        for (Candidate y : coveredBase)
                            if (cache.reach[std::size_t(y)].known)
                                targets &= cache.reach[std::size_t(y)].off;
                        for (Candidate y : coveredBase) {
                            if (targets.none())
                                break;
                            if (!cache.reach[std::size_t(y)].known)
                                targets &= reachFrom(g, y, cache).off;
                        }
                    }
                    // Step 3. Each target's structure, proven.
                    for (Candidate x : targets) {
                        if (!type2 && fins.isSubsetOf(seenBy(x)))
                            continue; // the finned fish's own elimination
                        if (emitKraken(ctx, g, req, f, x, disjunction, type2 ? j : -1, sink, deferred)) {
                            done.set(x);
                            doneCells[std::size_t(digitOf(x))].set(cellOf(x));
                        }
                        if (sink.full() || req.options.cancelled())
                            return;
                    }
                }
            }
    // The steps with a larger branch, smallest first, for the targets no fish
    // made false within kSmallBranch.
    std::stable_sort(deferred.begin(), deferred.end(),
        [](const DeferredKraken& a, const DeferredKraken& b) { return a.largest < b.largest; });
    for (DeferredKraken& d : deferred) {
        if (done.test(d.target))
            continue;
        const std::size_t before = sink.steps().size();
        sink.add(std::move(d.step));
        if (sink.steps().size() > before)
            done.set(d.target);
        if (sink.full() || req.options.cancelled())
            return;
    }
}

KrakenScoreBound::KrakenScoreBound(int most)
    : m_before(tScoreBound)
{
    tScoreBound = std::max(0, most);
}

KrakenScoreBound::~KrakenScoreBound()
{
    tScoreBound = m_before;
}

std::span<const Technique> krakenFishTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::KrakenFish1, findKrakenFish),
        technique(TechniqueId::KrakenFish2, findKrakenFish),
    };
    return table;
}

} // namespace setwise
