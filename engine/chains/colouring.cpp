// SPDX-License-Identifier: GPL-3.0-or-later
// Colouring (HoDoKu's simple colours and multi-colours) and remote pairs.
//
// A cluster is a connected set of candidates of one digit joined by
// conjugate pairs (bilocal houses), coloured in two alternating colours;
// exactly one colour is true. The rules, as HoDoKu applies them:
//
//   simple-colors-trap  a candidate seeing both colours of a cluster is false
//   simple-colors-wrap  a colour with two candidates in one house is false
//   multi-colors-1      colours a (cluster 1) and c (cluster 2) see each other:
//                       a candidate (in the clusters too) seeing both a' and c'
//                       (their opposites) is false
//   multi-colors-2      a colour seeing both colours of another cluster is false
//   remote-pair         bivalue cells with one pair of digits, joined by seeing
//                       each other and coloured alike: a candidate of the pair
//                       seeing both colours is false (four cells or more)
//
// None of these rules is itself a count of truths and links. Each target is
// proved instead by the shortest alternating chain over the cluster's links
// whose ends both see it (proveTarget): a wrap's colour falls because the
// chain from a neighbour of the target through the clashing house and back to
// another neighbour is an AIC (rank 1, the target in two links). A target no
// chain proves within the limits is dropped, so the rules only choose targets.
// The step draws every target's chain (drawEveryChain), not only the first.
#include "engine/chains/chains.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

namespace setwise
{

namespace
{

struct Cluster {
    CandidateSet colour[2];
    CandidateSet all() const { return colour[0] | colour[1]; }
};

// Clusters of digit d from the graph's bilocal house links, into out.
void clusters(const LinkGraph& g, Digit d, std::vector<Cluster>& out)
{
    out.clear();
    thread_local std::vector<std::pair<Candidate, int>> stack; // reused, no allocation per cluster
    CandidateSet done;
    for (Candidate x : g.live() & digitCandidates(d)) {
        if (done.test(x) || g.strong(x).empty())
            continue;
        Cluster c;
        stack.assign(1, { x, 0 });
        done.set(x);
        while (!stack.empty()) {
            auto [y, col] = stack.back();
            stack.pop_back();
            c.colour[col].set(y);
            for (const GraphEdge& e : g.strong(y))
                if (e.to < LinkGraph::kFirstGroup && e.k >= kCells && !done.test(e.to)) {
                    done.set(e.to);
                    stack.push_back({ e.to, 1 - col });
                }
        }
        if (c.colour[1].any())
            out.push_back(c);
    }
}

// Per thread and digit: the clusters of the cells holding the digit when they
// were last computed. A digit's clusters come from its bilocal houses, so
// they depend on those cells only (the four colouring ids, and the next
// states of a path, mostly meet the same ones).
const std::vector<Cluster>& clustersOf(const Context& ctx, const LinkGraph& g, Digit d)
{
    struct Memo {
        std::optional<CellSet> cells;
        std::vector<Cluster> clusters;
    };
    thread_local std::array<Memo, 9> memo;
    Memo& m = memo[std::size_t(d)];
    if (m.cells != ctx.cellsWith(d)) {
        clusters(g, d, m.clusters);
        m.cells = ctx.cellsWith(d);
    }
    return m.clusters;
}

// Live candidates of digit d outside `outside` seeing some of a and some of b
// (x sees a candidate y when y sees x: the union of what a's candidates see).
CandidateSet seeingBoth(
    const LinkGraph& g, Digit d, const CandidateSet& a, const CandidateSet& b, const CandidateSet& outside)
{
    // a and b hold candidates of digit d: of that digit, y sees the
    // candidates in its cell's peers (81-bit cell sets, not 729-bit ones).
    CellSet seenA, seenB;
    for (Candidate y : a)
        seenA |= peers(cellOf(y));
    for (Candidate y : b)
        seenB |= peers(cellOf(y));
    CandidateSet out;
    for (Cell c : seenA& seenB)
        if (const Candidate x = candidateOf(c, d); g.live().test(x) && !outside.test(x))
            out.set(x);
    return out;
}

// A colour whose candidates see each other (two in one house).
bool clashes(const CandidateSet& colour)
{
    for (Candidate x : colour)
        if (seenBy(x).intersects(colour))
            return true;
    return false;
}

// Every target's proving chain on one drawing, so each elimination is
// explained on the grid: the nodes once each (the first chain's first, in
// chain order, so the text follows it), the links once each (strong when any
// chain uses the pair strongly).
void drawEveryChain(const LinkGraph& g, const ChainMode& mode, const CandidateSet& targets, Step& step)
{
    std::vector<ChainNode> nodes;
    std::vector<ChainLink> links;
    std::map<int, int> at; // graph node -> drawing node
    std::map<std::pair<int, int>, std::size_t> linkOf; // drawing nodes (lower first) -> link
    for (Candidate x : targets) {
        const std::optional<Chain> c = proveTarget(g, mode, x, kMaxLinks);
        if (!c)
            continue;
        std::vector<int> index;
        for (int v : c->nodes) {
            const auto [it, fresh] = at.emplace(v, int(nodes.size()));
            if (fresh)
                nodes.push_back(
                    { g.node(v).group ? ChainNode::Kind::Group : ChainNode::Kind::Candidate, g.node(v).cands, {} });
            index.push_back(it->second);
        }
        for (std::size_t i = 0; i + 1 < index.size(); ++i) {
            const bool strong = i % 2 == 0;
            const auto key = std::minmax(index[i], index[i + 1]);
            const auto [it, fresh] = linkOf.emplace(key, links.size());
            if (fresh)
                links.push_back({ index[i], index[i + 1], strong });
            else
                links[it->second].strong = links[it->second].strong || strong;
        }
    }
    if (links.empty())
        return;
    step.chainNodes = std::move(nodes);
    step.links = std::move(links);
}

bool emit(const Context& ctx, const LinkGraph& g, const CandidateSet& allowed, bool xy, const CandidateSet& targets,
    std::string_view id, StepSink& sink)
{
    if (targets.none())
        return true;
    ChainMode mode;
    mode.cellStrong = xy;
    mode.houseStrong = !xy;
    mode.cellWeak = false;
    mode.allowed = &allowed;
    auto step = targetsStep(ctx, g, mode, targets, std::string(id));
    if (!step)
        return true;
    drawEveryChain(g, mode, targets & step->eliminations, *step);
    return sink.add(std::move(*step));
}

} // namespace

void findColouring(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const LinkGraph& g = linkGraph(ctx);
    const std::string_view id = req.technique;
    // A per-thread buffer, reused for each digit (emit() does not come back here).
    thread_local std::vector<std::array<CandidateSet, 2>> sees;
    for (Digit d = 0; d < 9; ++d) {
        const std::vector<Cluster>& cs = clustersOf(ctx, g, d);
        // What each colour sees (multi-colours only, and only with two clusters).
        sees.clear();
        if (id.starts_with("multi-colors") && cs.size() > 1) {
            sees.resize(cs.size());
            for (std::size_t i = 0; i < cs.size(); ++i)
                for (int a = 0; a < 2; ++a)
                    for (Candidate x : cs[i].colour[a])
                        sees[i][std::size_t(a)] |= seenBy(x);
        }
        for (std::size_t i = 0; i < cs.size(); ++i) {
            const Cluster& c = cs[i];
            if (id == "simple-colors-trap"
                && !emit(ctx, g, c.all(), false, seeingBoth(g, d, c.colour[0], c.colour[1], c.all()), id, sink))
                return;
            if (id == "simple-colors-wrap")
                for (int k = 0; k < 2; ++k)
                    if (clashes(c.colour[k]) && !emit(ctx, g, c.all(), false, c.colour[k], id, sink))
                        return;
            if (!id.starts_with("multi-colors"))
                continue;
            for (std::size_t j = 0; j < cs.size(); ++j) {
                if (j == i)
                    continue;
                const Cluster& o = cs[j];
                const CandidateSet both = c.all() | o.all();
                CandidateSet trap; // multi-colors-1: over every pair of colours that see each other
                for (int a = 0; a < 2; ++a) {
                    const CandidateSet& seenA = sees[i][std::size_t(a)];
                    if (id == "multi-colors-2" && seenA.intersects(o.colour[0]) && seenA.intersects(o.colour[1])
                        && !emit(ctx, g, both, false, c.colour[a], id, sink))
                        return;
                    for (int b = 0; b < 2 && j > i; ++b)
                        if (seenA.intersects(o.colour[b]))
                            trap |= seeingBoth(g, d, c.colour[1 - a], o.colour[1 - b], CandidateSet());
                }
                if (id == "multi-colors-1" && !emit(ctx, g, both, false, trap, id, sink))
                    return;
            }
        }
    }
}

void findRemotePairs(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const LinkGraph& g = linkGraph(ctx);
    const State& s = ctx.state();
    // Per cell its live digits (a cell constraint's members are its digits in order).
    std::array<unsigned, kCells> mask {};
    for (Cell c = 0; c < kCells; ++c)
        mask[std::size_t(c)] = ctx.liveMask(cellConstraint(c));
    CellSet done;
    for (Cell start = 0; start < kCells; ++start) {
        const unsigned m = mask[std::size_t(start)];
        if (!s.isEmpty(start) || popcount64(m) != 2 || done.test(start))
            continue;
        // Step 1. The component of cells with this pair, coloured by seeing.
        CellSet colour[2];
        std::vector<std::pair<Cell, int>> stack { { start, 0 } };
        done.set(start);
        while (!stack.empty()) {
            auto [c, col] = stack.back();
            stack.pop_back();
            colour[col].set(c);
            for (Cell p : peers(c))
                if (!done.test(p) && mask[std::size_t(p)] == m && s.isEmpty(p)) {
                    done.set(p);
                    stack.push_back({ p, 1 - col });
                }
        }
        if ((colour[0] | colour[1]).count() < 4)
            continue;
        // Step 2. Candidates of the pair seeing a cell of each colour.
        CandidateSet allowed, targets;
        for (Cell c : colour[0] | colour[1])
            for (Digit d = 0; d < 9; ++d)
                if (m >> d & 1U)
                    allowed.set(candidateOf(c, d));
        for (Candidate x : g.live()) {
            const Cell c = cellOf(x);
            if (!(m >> digitOf(x) & 1U) || colour[0].test(c) || colour[1].test(c))
                continue;
            if (peers(c).intersects(colour[0]) && peers(c).intersects(colour[1]))
                targets.set(x);
        }
        if (!emit(ctx, g, allowed, true, targets, req.technique, sink))
            return;
    }
}

std::span<const Technique> colouringTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::SimpleColorsTrap, findColouring),
        technique(TechniqueId::SimpleColorsWrap, findColouring),
        technique(TechniqueId::MultiColors1, findColouring),
        technique(TechniqueId::MultiColors2, findColouring),
        technique(TechniqueId::Medusa3d, findMedusa),
    };
    return table;
}

} // namespace setwise
