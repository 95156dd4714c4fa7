// SPDX-License-Identifier: GPL-3.0-or-later
// Large set logic (large_set_logic.h): a search for big rank-0 and rank-1
// structures where a path would otherwise take a forcing chain or net.
//
// Blind enumeration of truth sets stops at 7-8 truths in reach of a person's
// patience and a path's time; the structures that replace nets are bigger.
// So the search is seeded. Each live candidate x is propagated as a forcing
// net would (engine/forcing/net.h, Net level); where x true ends in a
// contradiction, the facts that contradiction needs name a structure:
//
//   truths  the constraint of each fact made true (its last live candidate)
//           and the constraint left with no candidate
//   links   the constraint of each fact made false
//
// A verity seeds one too: a cell or house-digit C of two or three live
// candidates each of whose branches removes t (or ends in a contradiction)
// gives C and each branch's sets up to t's removal.
//
// That structure's rank under the counting rule grows with the net's
// branching (each true node that removes candidates through two links adds
// one), so it rarely proves anything itself. The search re-chooses the links
// and the truths:
//
//   covers    the fewest links covering every live candidate of the truths
//             (an exact search, fewest covers first, at most rank 1; the
//             net's own links are tried first), so a truth set that needs
//             fewer links than the net used gets them;
//   absorb    a constraint whose live candidates all lie in the links and in
//             no truth joins the truths: one more truth, no more links, the
//             rank falls by one; repeated until none is left;
//   peel      without a cover of rank <= 1, the truth with the most private
//             links (links holding no other truth's candidate; a truth
//             sharing a candidate with another first) is left out, and the
//             covers found again, up to kPeelRounds times;
//   drop      then each truth in turn is left out: a rank-0 or rank-1
//             sub-structure of a structure of rank 2 or more.
//
// Truths may share a candidate: it is a fin (evaluate()), and a conclusion
// must see every fin. The nested nets' contradictions were tried as seeds
// too (their inner nets' truths and links joined): on forum_hardest_1106
// every 5th line they found no step at 7 times the path's CPU, so they are
// not searched.
//
// Each structure goes to evaluate(); a step is kept when the counting rule
// proves something. Steps come out with the fewest truths first, then the
// lowest rank, one step per set of eliminations.
//
// The budget is counted in work units (a candidate decided in a seed's
// propagation, a cover search node, an evaluation counts 20), never in time:
// every machine finds the same steps and the same cut.
#include "engine/setlogic/large_set_logic.h"

#include "engine/context.h"
#include "engine/evaluate.h"
#include "engine/forcing/net.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <optional>

namespace setwise
{

namespace
{

constexpr int kMaxTruths = 40; // truths of a structure (after absorbing)
constexpr int kMaxSeedTruths = 80; // a seed with more truths is not tried
constexpr std::size_t kMaxDropTruths = 24; // sub-structures without one truth, up to this size
constexpr std::uint64_t kCoverNodes = 4'000; // cover search nodes per truth set
constexpr std::uint64_t kEvaluateWork = 20;
constexpr int kMaxVerityBranches = 3; // verity seeds: truths of 2-3 live candidates
constexpr int kTargetsPerVerity = 4; // verity seeds: candidates removed, per truth
constexpr int kPeelRounds = 12; // truths peeled from one seed at most

struct Budget {
    std::uint64_t left;
    std::uint64_t spent = 0;
    bool cut = false;
    bool take(std::uint64_t n)
    {
        if (n > left) {
            spent += left;
            left = 0;
            cut = true;
            return false;
        }
        left -= n;
        spent += n;
        return true;
    }
};

// The live candidates of a truth set.
CandidateSet liveOf(const State& s, const std::vector<Constraint>& ks)
{
    CandidateSet out;
    for (Constraint k : ks)
        out |= candidatesOf(k) & s.live();
    return out;
}

// The fewest covers (constraints outside `truths`) holding every candidate of
// `pending`, at most `maxCovers`; `preferred` covers are tried first.
class CoverSearch
{
public:
    CoverSearch(const ConstraintSet& truths, const ConstraintSet& preferred, Budget& budget)
        : m_truths(truths)
        , m_preferred(preferred)
        , m_budget(budget)
    {
    }

    std::optional<std::vector<Constraint>> fewest(const CandidateSet& pending, int minCovers, int maxCovers)
    {
        m_nodes = 0;
        for (int size = std::max(minCovers, lowerBound(pending)); size <= maxCovers; ++size) {
            m_limit = size;
            m_chosen.clear();
            if (run(pending))
                return m_chosen;
            if (m_stopped)
                return std::nullopt;
        }
        return std::nullopt;
    }
    bool stopped() const { return m_stopped; }

private:
    // Candidates no two of which share a constraint outside the truths: each
    // needs a cover of its own.
    int lowerBound(const CandidateSet& pending) const
    {
        ConstraintSet used;
        int n = 0;
        for (Candidate x : pending) {
            bool free = true;
            for (Constraint k : constraintsOf(x))
                free = free && (m_truths.test(k) || !used.test(k));
            if (!free)
                continue;
            ++n;
            for (Constraint k : constraintsOf(x))
                used.set(k);
        }
        return n;
    }

    bool run(const CandidateSet& pending)
    {
        if (pending.none())
            return true;
        if (++m_nodes > kCoverNodes || !m_budget.take(1)) {
            m_stopped = true;
            return false;
        }
        if (int(m_chosen.size()) + lowerBound(pending) > m_limit)
            return false;
        // The pending candidate with the fewest options.
        std::array<Constraint, 4> best {};
        int bestCount = 5;
        for (Candidate x : pending) {
            std::array<Constraint, 4> opts {};
            int n = 0;
            for (Constraint k : constraintsOf(x))
                if (!m_truths.test(k))
                    opts[std::size_t(n++)] = k;
            if (n < bestCount) {
                bestCount = n;
                best = opts;
                if (n <= 1)
                    break;
            }
        }
        if (bestCount == 0)
            return false;
        // The net's own links first, then the covers reaching the most.
        std::array<std::pair<int, Constraint>, 4> order {};
        for (int i = 0; i < bestCount; ++i) {
            const Constraint k = best[std::size_t(i)];
            const int gain = (pending & candidatesOf(k)).count() + (m_preferred.test(k) ? 100 : 0);
            order[std::size_t(i)] = { -gain, k };
        }
        std::sort(order.begin(), order.begin() + bestCount);
        for (int i = 0; i < bestCount; ++i) {
            const Constraint k = order[std::size_t(i)].second;
            m_chosen.push_back(k);
            if (run(pending - candidatesOf(k)))
                return true;
            m_chosen.pop_back();
            if (m_stopped)
                return false;
        }
        return false;
    }

    const ConstraintSet& m_truths;
    const ConstraintSet& m_preferred;
    Budget& m_budget;
    std::vector<Constraint> m_chosen;
    int m_limit = 0;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
};

struct Structure {
    std::vector<Constraint> truths, links;
};

class Searcher
{
public:
    Searcher(const Context& ctx, Budget& budget)
        : m_ctx(ctx)
        , m_s(ctx.state())
        , m_budget(budget)
    {
    }

    std::vector<Evaluation> found;

    // A truth set from a seed, with the seed's links as the preferred covers.
    void tryTruths(std::vector<Constraint> truths, const ConstraintSet& preferred)
    {
        std::sort(truths.begin(), truths.end());
        truths.erase(std::unique(truths.begin(), truths.end()), truths.end());
        if (truths.empty() || int(truths.size()) > kMaxSeedTruths)
            return;
        if (coverAndAbsorb(truths, preferred))
            return;
        // No cover of rank <= 1: peel. The net's covers (any, greedy) give
        // each truth its private links (holding no other truth's candidate);
        // a truth with two or more costs rank: the one with the most goes,
        // until a cover of rank <= 1 exists or nothing is left to peel.
        for (int round = 0; round < kPeelRounds && truths.size() > 2 && !m_budget.cut; ++round) {
            const std::vector<Constraint> links = greedyCover(truths, preferred);
            int worst = -1, worstPrivate = 1;
            for (std::size_t i = 0; i < truths.size(); ++i) {
                CandidateSet others;
                for (std::size_t j = 0; j < truths.size(); ++j)
                    if (j != i)
                        others |= candidatesOf(truths[j]) & m_s.live();
                // A truth sharing a candidate with others goes first.
                int priv = (candidatesOf(truths[i]) & m_s.live()).intersects(others) ? 100 : 0;
                for (Constraint k : links)
                    priv += (candidatesOf(k) & candidatesOf(truths[i]) & m_s.live()).any()
                        && !(candidatesOf(k) & others).any();
                if (priv > worstPrivate) {
                    worstPrivate = priv;
                    worst = int(i);
                }
            }
            if (worst < 0)
                break;
            truths.erase(truths.begin() + worst);
            if (coverAndAbsorb(truths, preferred))
                return;
        }
        // Then the sub-structures without one truth.
        for (std::size_t i = 0; i < truths.size() && truths.size() <= kMaxDropTruths && !m_budget.cut; ++i) {
            std::vector<Constraint> less = truths;
            less.erase(less.begin() + std::ptrdiff_t(i));
            coverAndAbsorb(less, preferred);
        }
    }

private:
    // A cover of every truth candidate, not the fewest: the preferred covers
    // first, then the one reaching the most pending candidates.
    std::vector<Constraint> greedyCover(const std::vector<Constraint>& truths, const ConstraintSet& preferred)
    {
        ConstraintSet truthSet;
        for (Constraint k : truths)
            truthSet.set(k);
        CandidateSet pending = liveOf(m_s, truths);
        std::vector<Constraint> out;
        while (pending.any() && m_budget.take(1)) {
            const Candidate x = *pending.begin();
            Constraint best = -1;
            int bestGain = -1;
            for (Constraint k : constraintsOf(x)) {
                if (truthSet.test(k))
                    continue;
                const int gain = (pending & candidatesOf(k)).count() + (preferred.test(k) ? 100 : 0);
                if (gain > bestGain) {
                    bestGain = gain;
                    best = k;
                }
            }
            if (best < 0)
                break;
            out.push_back(best);
            pending -= candidatesOf(best);
        }
        return out;
    }

    // The constraints holding a candidate of `cs`.
    static ConstraintSet touching(const CandidateSet& cs)
    {
        ConstraintSet out;
        for (Candidate x : cs)
            for (Constraint k : constraintsOf(x))
                out.set(k);
        return out;
    }

    // Absorb: constraints wholly inside the links and outside the truths join
    // the truths, until none is left.
    void absorb(std::vector<Constraint>& truths, ConstraintSet& truthSet, CandidateSet& bu,
        const ConstraintSet& linkSet, const CandidateSet& covered)
    {
        for (bool grew = true; grew && int(truths.size()) < kMaxTruths;) {
            grew = false;
            for (Constraint k : touching(covered)) {
                if (int(truths.size()) >= kMaxTruths)
                    break;
                if (truthSet.test(k) || linkSet.test(k) || m_ctx.liveCount(k) == 0)
                    continue;
                const CandidateSet live = m_ctx.liveIn(k);
                if (!live.isSubsetOf(covered) || live.intersects(bu))
                    continue;
                truths.push_back(k);
                truthSet.set(k);
                bu |= live;
                grew = true;
            }
        }
    }

    // Covers of rank <= 1, then absorbed truths; evaluated, and kept when the
    // counting rule concludes something. False when no cover of rank <= 1
    // was found.
    bool coverAndAbsorb(std::vector<Constraint> truths, const ConstraintSet& preferred)
    {
        ConstraintSet truthSet;
        CandidateSet bu;
        for (Constraint k : truths) {
            truthSet.set(k);
            bu |= candidatesOf(k) & m_s.live();
        }
        CoverSearch cs(truthSet, preferred, m_budget);
        auto covers = cs.fewest(bu, 1, int(truths.size()) + 1);
        if (!covers)
            return false;
        ConstraintSet linkSet;
        CandidateSet covered;
        for (Constraint k : *covers) {
            linkSet.set(k);
            covered |= candidatesOf(k) & m_s.live();
        }
        std::vector<Constraint> links = *covers;
        absorb(truths, truthSet, bu, linkSet, covered);
        if (!m_budget.take(kEvaluateWork))
            return true;
        auto e = evaluate(m_s, truths, links);
        if (e && (e->eliminations.any() || e->placements.any()))
            found.push_back(std::move(e).value());
        return true;
    }

    const Context& m_ctx;
    const State& m_s;
    Budget& m_budget;
};

} // namespace

namespace
{
// A seed's sets: the constraints its needed facts were made true by as
// truths, the rest as the preferred links.
struct Seed {
    std::vector<Constraint> truths;
    ConstraintSet links;

    void addFacts(const Branch& b, const std::vector<int>& from)
    {
        for (int f : trace(b, from)) {
            const Fact& fact = b.facts[std::size_t(f)];
            if (fact.cause < 0)
                continue;
            if (fact.on)
                truths.push_back(fact.cause);
            else
                links.set(fact.cause);
        }
    }
    // A branch's contradiction: its facts and the constraint it shows in.
    void addContradiction(const Branch& b)
    {
        addFacts(b, b.contradictionFacts);
        if (b.contradictionAt >= 0) {
            if (b.contradictionIsBase)
                truths.push_back(b.contradictionAt);
            else
                links.set(b.contradictionAt);
        }
    }
    void tryIn(Searcher& searcher)
    {
        for (Constraint k : truths)
            links.reset(k);
        searcher.tryTruths(std::move(truths), links);
    }
};
} // namespace

LargeSetLogicResult largeSetLogicSearch(
    const Context& ctx, std::uint64_t budgetUnits, const SearchOptions* options, bool simplestOnly)
{
    const State& s = ctx.state();
    LargeSetLogicResult out;
    Budget budget { budgetUnits };
    Searcher searcher(ctx, budget);
    const auto stopped = [&] { return budget.cut || (options && options->cancelled()); };
    // The seeds of one kind, fewest truths first; with simplestOnly, once one
    // gives a step only seeds of no more truths follow.
    const auto trySeeds = [&](std::vector<Seed>& seeds) {
        for (Seed& seed : seeds) {
            std::sort(seed.truths.begin(), seed.truths.end());
            seed.truths.erase(std::unique(seed.truths.begin(), seed.truths.end()), seed.truths.end());
        }
        std::stable_sort(
            seeds.begin(), seeds.end(), [](const Seed& a, const Seed& b) { return a.truths.size() < b.truths.size(); });
        std::size_t foundAt = SIZE_MAX;
        for (Seed& seed : seeds) {
            if (stopped() || seed.truths.size() > foundAt)
                break;
            ++out.seeds;
            const std::size_t size = seed.truths.size();
            seed.tryIn(searcher);
            if (simplestOnly && !searcher.found.empty())
                foundAt = std::min(foundAt, size);
        }
    };
    // Every live candidate's Net branch: what it removes, whether it ends in
    // a contradiction.
    std::vector<CandidateSet> removed(static_cast<std::size_t>(kCandidates));
    CandidateSet contradicted;
    // A branch ending in a contradiction comes from propagate() (traced, its
    // facts shortened): kept, so the seeds below read it instead of
    // propagating it again (the same branch; the work units are counted as
    // if it were propagated again, so the budget's cut does not move).
    std::vector<Branch> traced;
    std::vector<int> tracedAt(static_cast<std::size_t>(kCandidates), -1);
    {
        Branch q;
        for (Candidate x : s.live()) {
            if (stopped())
                break;
            q = Branch {};
            propagateQuiet(ctx, x, NetLevel::Net, q);
            if (!budget.take(std::uint64_t((s.live() - q.live).count() + q.on.count()) + 1))
                break;
            removed[std::size_t(x)] = s.live() - q.live;
            if (q.contradiction) {
                contradicted.set(x);
                tracedAt[std::size_t(x)] = int(traced.size());
                traced.push_back(std::move(q));
            }
        }
    }
    // The traced branch of y: kept, else propagated (and kept).
    const auto branchOf = [&](Candidate y) -> const Branch& {
        if (tracedAt[std::size_t(y)] < 0) {
            tracedAt[std::size_t(y)] = int(traced.size());
            traced.push_back(propagate(ctx, y, NetLevel::Net));
        }
        return traced[std::size_t(tracedAt[std::size_t(y)])];
    };
    // Contradictions.
    {
        std::vector<Seed> seeds;
        for (Candidate x : contradicted) {
            if (stopped())
                break;
            const Branch& b = branchOf(x);
            if (!budget.take(b.facts.size()))
                break;
            seeds.emplace_back().addContradiction(b);
        }
        trySeeds(seeds);
    }
    // Verities (with simplestOnly, where no contradiction gave a step): a cell or house-digit of
    // two or three live candidates each of whose branches removes t (or ends
    // in a contradiction): the truth, and each branch's sets up to t's removal.
    if ((!simplestOnly || searcher.found.empty()) && !stopped()) {
        CandidateSet charged; // the branches this phase has paid for
        const auto tracedBranch = [&](Candidate y) -> const Branch* {
            const Branch& b = branchOf(y);
            if (charged.test(y))
                return &b;
            charged.set(y);
            if (!budget.take(b.facts.size() + 1))
                return nullptr;
            return &b;
        };
        std::vector<Seed> seeds;
        for (Constraint c = 0; c < kConstraints && !stopped(); ++c) {
            const int n = ctx.liveCount(c);
            if (n < 2 || n > kMaxVerityBranches)
                continue;
            CandidateSet common = s.live();
            bool any = false;
            for (Candidate y : ctx.liveIn(c)) {
                if (contradicted.test(y))
                    continue;
                any = true;
                common &= removed[std::size_t(y)];
            }
            if (!any)
                continue;
            common -= ctx.liveIn(c);
            int taken = 0;
            for (Candidate target : common) {
                if (taken++ >= kTargetsPerVerity || stopped())
                    break;
                Seed seed;
                seed.truths.push_back(c);
                bool ok = true;
                for (Candidate y : ctx.liveIn(c)) {
                    const Branch* b = tracedBranch(y);
                    if (!b) {
                        ok = false;
                        break;
                    }
                    if (b->contradiction)
                        seed.addContradiction(*b);
                    else if (b->factOf[std::size_t(target)] >= 0)
                        seed.addFacts(*b, { int(b->factOf[std::size_t(target)]) });
                    else
                        ok = false;
                }
                if (ok)
                    seeds.push_back(std::move(seed));
            }
        }
        trySeeds(seeds);
    }
    out.cut = budget.cut;
    out.work = budget.spent;
    // Fewest truths first, then the lowest rank; one step per set of eliminations.
    std::stable_sort(searcher.found.begin(), searcher.found.end(), [](const Evaluation& a, const Evaluation& b) {
        return a.bases.size() != b.bases.size() ? a.bases.size() < b.bases.size() : a.rank < b.rank;
    });
    std::vector<CandidateSet> seen;
    for (Evaluation& e : searcher.found) {
        const CandidateSet key = e.eliminations | e.placements;
        if (std::find(seen.begin(), seen.end(), key) != seen.end())
            continue;
        seen.push_back(key);
        out.steps.push_back(makeStep(std::string(techniqueIdString(TechniqueId::LargeSetLogic)), { std::move(e) }));
    }
    return out;
}

namespace
{

void findLargeSetLogic(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    // A path's step (one step wanted): the simplest seeds only.
    LargeSetLogicResult r = largeSetLogicSearch(ctx, kLargeSetLogicBudget, &req.options, sink.limit() <= 1);
    if (r.cut)
        sink.noteBudgetCut();
    for (Step& st : r.steps)
        if (!sink.add(std::move(st)))
            return;
}

} // namespace

std::span<const Technique> largeSetLogicTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::LargeSetLogic, findLargeSetLogic),
    };
    return table;
}

} // namespace setwise
