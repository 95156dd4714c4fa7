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
// holding y) as links. With disjoint chains this is rank F (F chains) and x
// lies in F + 1 links: the counting rule removes it. Chains that share links
// fall short of that count; the step then rests on the exact evaluation of
// the same sets (labelled), which proves x all the same (engine/exotic:
// proveStructure).
//
// The search: basic fish of sizes 2-4 (rows or columns as bases) with 1-4
// fins; per target, one breadth-first search from x assumed true over the
// link graph (groups allowed, chains of at most kKrakenLinks links) from each
// disjunct assumed true gives the candidates it makes false (shared by every
// fish with that fin); the targets are what all of them make false.
#include "engine/chains/chain_search.h"
#include "engine/exotic/exotic.h"
#include "engine/fish/fish.h"
#include "engine/tables.h"

#include <array>
#include <bit>
#include <map>
#include <memory>

namespace setwise
{

namespace
{

constexpr int kKrakenLinks = 15;
constexpr int kMaxKrakenFins = 4;

// What x true makes false: per candidate, the chain from x's weak neighbour.
struct Reach {
    CandidateSet off;
    std::map<Candidate, Chain> chains;
};
using ReachCache = std::map<Candidate, std::unique_ptr<Reach>>;

std::string nodeText(const LinkGraph& g, int v)
{
    const CandidateSet& cs = g.node(v).cands;
    std::string cells;
    for (Candidate y : cs)
        cells += (cells.empty() ? "" : "/") + cellName(cellOf(y));
    return cells + "(" + char('1' + digitOf(*cs.begin())) + ")";
}

const Reach& reachFrom(const LinkGraph& g, Candidate x, ReachCache& cache)
{
    auto& slot = cache[x];
    if (slot)
        return *slot;
    slot = std::make_unique<Reach>();
    Reach& r = *slot;
    std::vector<int> sources;
    for (const GraphEdge& e : g.weak(x))
        sources.push_back(e.to);
    CandidateSet excluded;
    excluded.set(x);
    ChainMode mode;
    mode.groups = true;
    searchChains(
        g, mode, sources, kKrakenLinks, excluded,
        [&](const Chain& c) {
            const int v = c.nodes.back();
            if (c.length() % 2 == 0 && v < LinkGraph::kFirstGroup && !r.off.test(Candidate(v))) {
                r.off.set(Candidate(v));
                r.chains.emplace(Candidate(v), c);
            }
            return true;
        },
        true);
    for (const GraphEdge& e : g.weak(x))
        if (e.to < LinkGraph::kFirstGroup && !r.chains.count(Candidate(e.to))) {
            r.off.set(Candidate(e.to));
            r.chains.emplace(Candidate(e.to), Chain { { e.to }, {} });
        }
    return r;
}

struct KrakenFish {
    Digit d;
    bool columns; // bases are columns
    unsigned baseLines = 0, coverLines = 0; // 9-bit masks
    CandidateSet baseCands, fins;
};

// The step: the fish's sets (less `dropped` for type 2), each disjunct's
// chain to x, proven as a structure.
void emitKraken(const Context& ctx, const LinkGraph& g, const FinderRequest& req, const KrakenFish& f, Candidate x,
    const CandidateSet& disjunction, ReachCache& cache, int droppedCover, StepSink& sink)
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
        const Chain& c = reachFrom(g, y, cache).chains.at(x);
        const Constraint first = g.endLink(y, c.nodes.front(), {});
        if (first < 0)
            return;
        covers.push_back(first);
        for (std::size_t i = 0; i < c.links.size(); ++i)
            (i % 2 == 0 ? bases : covers).push_back(c.links[i].k);
        // Drawn from the disjunct: y - w = ... - x.
        drawing.chainNodes.push_back({ ChainNode::Kind::Candidate, {}, {} });
        drawing.chainNodes.back().candidates.set(y);
        int prev = int(drawing.chainNodes.size()) - 1;
        std::string text = nodeText(g, y);
        for (std::size_t i = 0; i < c.nodes.size(); ++i) {
            const int v = c.nodes[i];
            drawing.chainNodes.push_back(
                { g.node(v).group ? ChainNode::Kind::Group : ChainNode::Kind::Candidate, g.node(v).cands, {} });
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
        return;
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
    for (Candidate y : f.fins)
        fins += " f" + cellName(cellOf(y));
    static constexpr const char* kSize[] = { "", "", "X-Wing", "Swordfish", "Jellyfish" };
    const int size = std::popcount(f.baseLines);
    step->forcingText = std::string("Kraken Fish Type ") + (droppedCover < 0 ? "1" : "2") + ": Finned " + kSize[size]
        + ": " + char('1' + f.d) + " " + lines + " " + coverText + fins + " => " + exotic::conclusionText(*step)
        + chainsText;
    step->justification = droppedCover < 0 ? "the fish or a fin is true, and each makes the target false"
                                           : "a fin or a base candidate of the cover is true, and each makes the "
                                             "target false";
    sink.add(std::move(*step));
}

// Step 1-3 for one digit, orientation, size and fin count; false once the
// sink is full or the search cancelled.
bool searchFish(const Context& ctx, const LinkGraph& g, const FinderRequest& req, Digit d, bool columns, int size,
    int finsWanted, bool type2, ReachCache& cache, CandidateSet& done, StepSink& sink)
{
    const State& s = ctx.state();
    const ConstraintKind baseKind = columns ? ConstraintKind::Column : ConstraintKind::Row;
    // Step 1. Per line, its positions of d (a 9-bit mask).
    std::array<unsigned, 9> pos {};
    for (int i = 0; i < 9; ++i)
        pos[std::size_t(i)] = ctx.liveMask(houseConstraint(baseKind, d, i));
    for (unsigned baseLines = 1; baseLines < 512; ++baseLines) {
        const int n = std::popcount(baseLines);
        if (n != size)
            continue;
        unsigned all = 0;
        bool empty = false;
        for (int i = 0; i < 9; ++i)
            if (baseLines >> i & 1U) {
                all |= pos[std::size_t(i)];
                empty = empty || pos[std::size_t(i)] == 0;
            }
        if (empty || std::popcount(all) <= n)
            continue;
        // Step 2. n cover lines among the base positions; the rest are fins.
        for (unsigned covers = all; covers; covers = (covers - 1) & all) {
            if (std::popcount(covers) != n)
                continue;
            int finCount = 0;
            for (int i = 0; i < 9; ++i)
                if (baseLines >> i & 1U)
                    finCount += std::popcount(pos[std::size_t(i)] & ~covers);
            if (finCount != finsWanted)
                continue;
            KrakenFish f { d, columns, baseLines, covers, {}, {} };
            for (int i = 0; i < 9; ++i)
                if (baseLines >> i & 1U)
                    for (int j = 0; j < 9; ++j)
                        if (pos[std::size_t(i)] >> j & 1U) {
                            const Candidate y = candidateOf(columns ? cellAt(j, i) : cellAt(i, j), d);
                            f.baseCands.set(y);
                            if (!(covers >> j & 1U))
                                f.fins.set(y);
                        }
            // Step 3. Targets and the disjunction each must make false.
            for (int j = 0; j < 9; ++j) {
                if (!(covers >> j & 1U))
                    continue;
                const Constraint cover = houseConstraint(columns ? ConstraintKind::Row : ConstraintKind::Column, d, j);
                const CandidateSet disjunction = type2 ? f.fins | (ctx.liveIn(cover) & f.baseCands) : f.fins;
                // What every disjunct makes false.
                CandidateSet targets
                    = type2 ? s.live() - f.baseCands - ctx.liveIn(cover) : ctx.liveIn(cover) - f.baseCands;
                for (Candidate y : disjunction) {
                    targets &= reachFrom(g, y, cache).off;
                    if (targets.none())
                        break;
                }
                for (Candidate x : targets - done) {
                    if (!type2 && f.fins.isSubsetOf(seenBy(x)))
                        continue; // the finned fish's own elimination
                    const std::size_t before = sink.steps().size();
                    emitKraken(ctx, g, req, f, x, disjunction, cache, type2 ? j : -1, sink);
                    if (sink.steps().size() > before)
                        done.set(x);
                    if (sink.full() || req.options.cancelled())
                        return false;
                }
            }
        }
    }
    return true;
}

} // namespace

void findKrakenFish(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const LinkGraph& g = linkGraph(ctx);
    const bool type2 = req.technique == "kraken-fish-2";
    ReachCache cache;
    CandidateSet done; // targets already proven
    // Smaller fish first, then fewer fins (HoDoKu's preference).
    for (int size = 2; size <= 4; ++size)
        for (int finsWanted = 1; finsWanted <= kMaxKrakenFins; ++finsWanted)
            for (Digit d = 0; d < 9; ++d)
                for (bool columns : { false, true }) {
                    if (!searchFish(ctx, g, req, d, columns, size, finsWanted, type2, cache, done, sink))
                        return;
                }
}

std::span<const Technique> krakenFishTechniques()
{
    static const Technique table[] = {
        { "kraken-fish-1", "Kraken Fish Type 1", "fish", true, findKrakenFish },
        { "kraken-fish-2", "Kraken Fish Type 2", "fish", true, findKrakenFish },
    };
    return table;
}

} // namespace setwise
