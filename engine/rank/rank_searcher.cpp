// SPDX-License-Identifier: GPL-3.0-or-later
// The depth-first search of one layer of the rank search, and the layers in
// order (rank_searcher.h; what is searched, the order and the pruning are
// described in rank_search.cpp).
#include "engine/rank/rank_searcher.h"

#include "engine/rank/rank_keys.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <functional>

namespace setwise::rank_search
{
namespace
{

// A truth more costs about this many times the nodes of the last truth count
// (5.5 to 6.5 on the hard states of tests/data/hints_hard_states.txt from 3
// to 6 truths; 8 leaves a margin).
constexpr std::uint64_t kLayerGrowth = 8;

class Searcher
{
public:
    Searcher(const Context& ctx, const SearchOptions& options)
        : m_ctx(ctx)
        , m_options(options)
        , m_live(kConstraints)
        , m_nbr(kConstraints)
        , m_wanted(options.rankTargets ? *options.rankTargets : CandidateSet::all())
    {
        // Per state: each constraint's live candidates as a set and as a list,
        // and the constraints sharing a live candidate with it.
        for (Constraint k = 0; k < kConstraints; ++k) {
            m_live[std::size_t(k)] = ctx.liveIn(k);
            int n = 0;
            for (Candidate x : m_live[std::size_t(k)]) {
                m_list[std::size_t(k)][std::size_t(n++)] = std::int16_t(x);
                for (Constraint j : constraintsOf(x))
                    if (j != k)
                        m_nbr[std::size_t(k)].set(j);
            }
            m_listSize[std::size_t(k)] = std::uint8_t(n);
        }
        for (Constraint k = 0; k < kConstraints; ++k)
            if (m_listSize[std::size_t(k)] >= 2)
                for (Constraint c : m_nbr[std::size_t(k)])
                    if (m_live[std::size_t(k)].isSubsetOf(m_live[std::size_t(c)]))
                        m_maxPointing = std::max(m_maxPointing, ++m_pointing[std::size_t(c)]);
    }

    // Called for each evaluated structure with eliminations; return false to stop.
    std::function<bool(Evaluation&&)> onFound;
    bool cancelled = false;
    bool stopped = false;
    bool outOfNodes = false;
    bool outOfTime = false; // SearchOptions::rankDeadline passed
    std::uint64_t nodes = 0;
    std::uint64_t maxNodes = UINT64_MAX;
    int maxBaseLive = 9; // bases with more live candidates are not tried

    // One layer: exactly n truths and n + rLow .. n + r covers (rLow = r: one
    // rank; rLow = 0: every rank up to r in one pass). target < 0: every structure.
    void runLayer(int n, int r, Candidate target, int rLow)
    {
        m_n = n;
        m_r = r;
        m_rLow = rLow;
        m_target = target;
        m_emitted.clear();
        m_sized.clear();
        for (Constraint k = 0; k < kConstraints; ++k)
            if (!m_ctx.isSolved(k) && m_listSize[std::size_t(k)] >= 2 && m_listSize[std::size_t(k)] <= maxBaseLive)
                m_sized.set(k);
        if (target < 0) {
            m_firstMin = true;
            for (Constraint k = 0; k < kConstraints && !stopped; ++k)
                if (eligibleBase(k)) {
                    pushBase(k);
                    step();
                    popBase();
                }
            return;
        }
        // R + 1 of the target's four constraints as the first covers.
        m_firstMin = false;
        const auto& ks = constraintsOf(target);
        for (unsigned mask = 1; mask < 16 && !stopped; ++mask) {
            if (std::popcount(mask) != r + 1)
                continue;
            for (int i = 0; i < 4; ++i)
                if (mask & (1U << i))
                    pushCover(ks[i]);
            step();
            for (int i = 3; i >= 0; --i)
                if (mask & (1U << i))
                    popCover();
        }
    }

private:
    // The constraints among ks that may become the next base: unsolved, 2 to
    // maxBaseLive live candidates, neither base, cover nor barred, sharing no
    // candidate with a base, without the target, within the digit limit.
    ConstraintSet eligibleAmong(ConstraintSet ks) const
    {
        ks &= m_sized;
        ks -= m_bases;
        ks -= m_covers;
        ks -= m_barredBases;
        ks -= m_touched;
        if (m_target >= 0 || m_options.maxDigits < 9)
            for (Constraint k : ks)
                if (!passesTargetAndDigits(k))
                    ks.reset(k);
        return ks;
    }
    bool eligibleBase(Constraint k) const
    {
        ConstraintSet one;
        one.set(k);
        return eligibleAmong(one).any();
    }
    bool passesTargetAndDigits(Constraint k) const
    {
        const std::size_t i = std::size_t(k);
        unsigned digits = m_digits;
        for (std::size_t j = 0; j < m_listSize[i]; ++j) {
            if (m_list[i][j] == m_target)
                return false;
            digits |= 1U << digitOf(m_list[i][j]);
        }
        return std::popcount(digits) <= m_options.maxDigits;
    }

    // The live candidates of k all lie in xs.
    bool liveInside(Constraint k, const CandidateSet& xs) const
    {
        const std::size_t i = std::size_t(k);
        for (std::size_t j = 0; j < m_listSize[i]; ++j)
            if (!xs.test(m_list[i][j]))
                return false;
        return true;
    }

    // Greedy count of candidates pairwise sharing no non-base constraint; stops at cap.
    int lowerBound(const CandidateSet& xs, int cap) const
    {
        std::array<Candidate, 16> picked {};
        int n = 0;
        for (Candidate x : xs) {
            bool independent = true;
            for (int i = 0; i < n && independent; ++i) {
                const auto& a = constraintsOf(x);
                const auto& b = constraintsOf(picked[i]);
                for (int j = 0; j < 4; ++j)
                    if (a[j] == b[j] && !m_bases.test(a[j])) {
                        independent = false;
                        break;
                    }
            }
            if (independent) {
                picked[n++] = x;
                if (n >= cap || n == int(picked.size()))
                    return n;
            }
        }
        return n;
    }

    void pushBase(Constraint k)
    {
        m_baseList.push_back(k);
        m_bases.set(k);
        toggleKey(std::size_t(k));
        m_buStack.push_back(m_bu);
        m_touchedStack.push_back(m_touched);
        m_touched |= m_nbr[std::size_t(k)];
        m_touched.set(k);
        m_digitStack.push_back(m_digits);
        m_bu |= m_live[std::size_t(k)];
        for (std::size_t j = 0; j < m_listSize[std::size_t(k)]; ++j)
            m_digits |= 1U << digitOf(m_list[std::size_t(k)][j]);
    }
    void popBase()
    {
        m_bases.reset(m_baseList.back());
        toggleKey(std::size_t(m_baseList.back()));
        m_baseList.pop_back();
        m_bu = m_buStack.back();
        m_buStack.pop_back();
        m_touched = m_touchedStack.back();
        m_touchedStack.pop_back();
        m_digits = m_digitStack.back();
        m_digitStack.pop_back();
    }
    void pushCover(Constraint k)
    {
        m_coverList.push_back(k);
        m_covers.set(k);
        toggleKey(std::size_t(kConstraints + k));
        m_coveredStack.push_back(m_covered);
        m_covered |= m_live[std::size_t(k)];
        m_nextStack.push_back(m_next);
        m_next |= m_nbr[std::size_t(k)];
    }
    void popCover()
    {
        m_covers.reset(m_coverList.back());
        toggleKey(std::size_t(kConstraints + m_coverList.back()));
        m_coverList.pop_back();
        m_covered = m_coveredStack.back();
        m_coveredStack.pop_back();
        m_next = m_nextStack.back();
        m_nextStack.pop_back();
    }

    void toggleKey(std::size_t slot)
    {
        const PairKey& z = zobrist().keys[slot];
        m_key.a ^= z.a;
        m_key.b ^= z.b;
    }
    PairKey key() const { return m_key; }

    void emit()
    {
        if (!m_emitted.insert(key()))
            return;
        auto e = evaluate(m_ctx.state(), m_baseList, m_coverList);
        if (!e || e->contradiction || e->eliminations.none())
            return;
        if (m_target >= 0 && !e->eliminations.test(m_target))
            return;
        if (!e->eliminations.intersects(m_wanted))
            return;
        if (!onFound(std::move(e).value()))
            stopped = true;
    }

    // The bases still to add lie inside the final covers: the covers placed,
    // the options of the pending candidates (they need all the budget but
    // `spare` covers) and, with spare = 1, one constraint c more. False when
    // fewer than `bases` eligible constraints fit. A future base meets a cover
    // when it is added, so it meets the covers placed or an option, or it lies
    // inside c (a line and a box of one digit: m_pointing counts those).
    bool roomForBases(const CandidateSet& pending, int bases, int spare)
    {
        CandidateSet room = m_covered;
        ConstraintSet near = m_next;
        const ConstraintSet excluded = m_bases | m_barredCovers;
        for (Candidate x : pending)
            for (Constraint k : constraintsOf(x))
                if (!excluded.test(k)) {
                    room |= m_live[std::size_t(k)];
                    near |= m_nbr[std::size_t(k)];
                }
        if (m_firstMin && !m_baseList.empty())
            near.resetBelow(m_baseList.front());
        int inside = 0, best = spare > 0 ? m_maxPointing : 0;
        std::size_t tallied = 0;
        for (Constraint k : eligibleAmong(near)) {
            const std::size_t i = std::size_t(k);
            std::array<Candidate, 9> out {};
            std::size_t nOut = 0;
            for (std::size_t j = 0; j < m_listSize[i]; ++j)
                if (!room.test(m_list[i][j]))
                    out[nOut++] = m_list[i][j];
            if (nOut == 0) {
                if (++inside + best >= bases)
                    break;
                continue;
            }
            if (spare < 1)
                continue;
            // The constraints c (not k, a base or a barred cover) holding every candidate of k outside the room.
            for (Constraint c : constraintsOf(out[0])) {
                if (c == k || excluded.test(c))
                    continue;
                bool holds = true;
                for (std::size_t j = 1; j < nOut && holds; ++j)
                    holds = m_live[std::size_t(c)].test(out[j]);
                if (!holds)
                    continue;
                if (m_tally[std::size_t(c)]++ == 0)
                    m_tallied[tallied++] = c;
                best = std::max(best, m_tally[std::size_t(c)] + m_pointing[std::size_t(c)]);
            }
            if (inside + best >= bases)
                break;
        }
        for (std::size_t t = 0; t < tallied; ++t)
            m_tally[std::size_t(m_tallied[t])] = 0;
        return inside + best >= bases;
    }

    // A complete structure can eliminate only what evaluate() allows: with
    // m(x) final, k_b = the least m over base b's candidates and the effective
    // rank R' = |C| - sum k_b (evaluate.h), some live x outside BU needs
    // m(x) >= R' + 1, or a base candidate m(x) >= R' + 2. R' < 0 is a
    // contradiction, which the search does not report either.
    bool canEliminate() const
    {
        std::array<CandidateSet, 4> atLeast {}; // atLeast[i]: m(x) >= i + 1
        for (Constraint k : m_coverList) {
            const CandidateSet& in = m_live[std::size_t(k)];
            for (std::size_t i = 3; i > 0; --i)
                atLeast[i] |= atLeast[i - 1] & in;
            atLeast[0] |= in;
        }
        int slots = 0;
        for (Constraint k : m_baseList) {
            const CandidateSet& in = m_live[std::size_t(k)];
            int least = 1;
            while (least < 4 && in.isSubsetOf(atLeast[std::size_t(least)]))
                ++least;
            slots += least;
        }
        const int effective = int(m_coverList.size()) - slots;
        if (effective < 0 || effective > 3)
            return false;
        return ((atLeast[std::size_t(effective)] - m_bu) & m_wanted).any()
            || (effective < 3 && (atLeast[std::size_t(effective + 1)] & m_wanted).intersects(m_bu));
    }

    // Every cover placed: the multiplicities m(x) are final and the bases
    // still to add take only candidates covered once or more, outside BU.
    // Some completion can eliminate only when a candidate outside BU has
    // m(x) >= R + 1, some candidate m(x) >= R + 2, or the effective rank can
    // fall below R (a base, present or future, with every candidate covered
    // twice); R = |C| - n, the rank of every completion.
    bool completionCanEliminate() const
    {
        std::array<CandidateSet, 4> atLeast {};
        for (Constraint k : m_coverList) {
            const CandidateSet& in = m_live[std::size_t(k)];
            for (std::size_t i = 3; i > 0; --i)
                atLeast[i] |= atLeast[i - 1] & in;
            atLeast[0] |= in;
        }
        const int r = int(m_coverList.size()) - m_n;
        // Only a candidate in some cover can fall, and only a wanted one counts.
        if (!atLeast[0].intersects(m_wanted))
            return false;
        if (r < 0 || r >= 3 || atLeast[std::size_t(r + 1)].intersects(m_wanted)
            || ((atLeast[std::size_t(r)] - m_bu) & m_wanted).any())
            return true;
        if (r >= 1 && (atLeast[1] - m_bu).any())
            return true; // a future base might be covered twice
        for (Constraint k : m_baseList)
            if (m_live[std::size_t(k)].isSubsetOf(atLeast[1]))
                return true;
        return false;
    }

    void step()
    {
        if (stopped)
            return;
        if ((++nodes & 1023) == 0) {
            if (m_options.progress)
                m_options.progress->fetch_add(1024, std::memory_order_relaxed);
            if (m_options.cancelled()) {
                cancelled = stopped = true;
                return;
            }
            if (m_options.rankDeadline != std::chrono::steady_clock::time_point {}
                && std::chrono::steady_clock::now() >= m_options.rankDeadline) {
                outOfTime = stopped = true;
                return;
            }
        }
        if (nodes > maxNodes) {
            outOfNodes = stopped = true;
            return;
        }
        const int nb = int(m_baseList.size());
        const int nc = int(m_coverList.size());
        // Step 1. Cover the uncovered base candidate with the fewest options.
        const CandidateSet pending = m_bu - m_covered;
        if (pending.any()) {
            const int budget = m_n + m_r - nc;
            if (budget <= 0)
                return;
            const int needed = lowerBound(pending, budget + 1);
            if (needed > budget)
                return;
            std::array<Constraint, 4> best {};
            const int bestCount = fewestCoverOptions(pending, m_bases | m_barredCovers, best, true);
            if (bestCount == 0)
                return; // a fin: not in this class
            if (nb < m_n && needed >= budget - 1 && (needed < budget || pending.count() > 1)
                && !roomForBases(pending, m_n - nb, budget - needed))
                return;
            // Branch i: best[i] is a cover and best[0..i-1] are not.
            for (int i = 0; i < bestCount && !stopped; ++i) {
                pushCover(best[i]);
                step();
                popCover();
                m_barredCovers.set(best[i]);
            }
            for (int i = 0; i < bestCount; ++i)
                m_barredCovers.reset(best[i]);
            return;
        }
        // Step 2. Evaluate a complete structure, or add a connected base.
        if (nb == m_n) {
            if (nc >= m_n + m_rLow && canEliminate())
                emit();
            return;
        }
        const int excess = nc - nb;
        const int toAdd = m_n - nb;
        if (excess - toAdd > m_r)
            return;
        // Constraints sharing a candidate with a cover; those holding a base
        // candidate are not eligible, so the rest meet a cover outside BU.
        ConstraintSet next = m_next;
        // Branch on k: k is a base and the bases tried before it here are not.
        next -= m_barredBases;
        if (m_firstMin && !m_baseList.empty())
            next.resetBelow(m_baseList.front());
        // With every cover placed, the bases still to add lie inside the
        // covered candidates: fewer such bases than needed is a dead end.
        next = eligibleAmong(next);
        const bool coversPlaced = nc >= m_n + m_r;
        if (nc == m_n + m_r - 1 && toAdd >= 2 && !roomForBases({}, toAdd, 1))
            return;
        if (coversPlaced) {
            if (!completionCanEliminate())
                return;
            ConstraintSet inside;
            for (Constraint k : next)
                if (liveInside(k, m_covered))
                    inside.set(k);
            if (int(inside.count()) < toAdd)
                return;
            next = inside;
        }
        ConstraintSet barredHere;
        for (Constraint k : next) {
            if (stopped)
                break;
            if (!coversPlaced) {
                const int q = lowerBound(m_live[std::size_t(k)] - m_covered, m_n + m_r + 1);
                if (excess + q - 1 > m_r + toAdd - 1 || nc + q > m_n + m_r)
                    continue;
            }
            pushBase(k);
            step();
            popBase();
            m_barredBases.set(k);
            barredHere.set(k);
        }
        m_barredBases -= barredHere;
    }

    const Context& m_ctx;
    const SearchOptions& m_options;
    int m_n = 0, m_r = 0, m_rLow = 0;
    Candidate m_target = -1;
    bool m_firstMin = true;
    std::vector<Constraint> m_baseList, m_coverList;
    ConstraintSet m_bases, m_covers;
    ConstraintSet m_barredBases, m_barredCovers; // excluded by earlier sibling branches
    CandidateSet m_bu, m_covered;
    unsigned m_digits = 0;
    std::vector<CandidateSet> m_buStack, m_coveredStack;
    std::vector<CandidateSet> m_live; // per constraint: its live candidates
    std::array<std::array<std::int16_t, 9>, kConstraints> m_list {}; // the same as lists
    std::array<std::uint8_t, kConstraints> m_listSize {};
    std::vector<ConstraintSet> m_nbr; // per constraint: constraints sharing a live candidate
    ConstraintSet m_next; // constraints sharing a live candidate with a cover
    ConstraintSet m_touched; // the bases and the constraints sharing a live candidate with one
    ConstraintSet m_sized; // unsolved constraints of 2 to maxBaseLive live candidates
    // roomForBases: per constraint c, the constraints of 2 or more live
    // candidates all inside c; their largest number; a tally per constraint.
    std::array<int, kConstraints> m_pointing {};
    int m_maxPointing = 0;
    std::array<int, kConstraints> m_tally {};
    std::array<Constraint, 4 * kConstraints> m_tallied {};
    std::vector<ConstraintSet> m_touchedStack;
    std::vector<ConstraintSet> m_nextStack;
    std::vector<unsigned> m_digitStack;
    CandidateSet m_wanted; // SearchOptions::rankTargets, else every candidate
    PairKey m_key;
    KeySet m_emitted; // explain: one structure reached from two first-cover choices
};

} // namespace

// Runs the layers in order; keep(e) decides what is kept and returns false to stop.
// onePass: each truth count's ranks in one pass, results handed on by rank
// afterwards (for searches that keep everything: a rank-0 layer is then not
// searched again as part of the rank-1 layer).
RankSearchResult runLayers(const State& s, const SearchOptions& options, Candidate target,
    const std::function<bool(Evaluation&&, RankSearchResult&)>& keep, std::uint64_t maxNodes, int maxBaseLive,
    bool onePass)
{
    const SearchOptions o = clamp(options);
    maxNodes = std::min(maxNodes, options.maxNodes);
    const Context ctx(s);
    RankSearchResult result;
    Searcher searcher(ctx, o);
    searcher.maxNodes = maxNodes;
    searcher.maxBaseLive = std::clamp(maxBaseLive, 2, 9);
    int doneTruths = 0;
    std::array<std::vector<Evaluation>, 3> byRank;
    bool buffered = false; // one pass: held back until the pass ends
    searcher.onFound = [&](Evaluation&& e) {
        if (!buffered)
            return keep(std::move(e), result);
        byRank[std::size_t(std::clamp(e.rank, 0, 2))].push_back(std::move(e));
        return true;
    };
    bool kept = true;
    std::uint64_t lastLayerNodes = 0;
    bool forecastStop = false; // rankWholeLayers: the next truth count would not fit
    for (int n = 1; n <= o.maxTruths && !searcher.stopped; ++n) {
        if (o.rankWholeLayers && maxNodes != UINT64_MAX && n > 1
            && lastLayerNodes * kLayerGrowth > maxNodes - std::min(maxNodes, searcher.nodes)) {
            forecastStop = searcher.stopped = true;
            break;
        }
        // Under a node budget, one pass only while the budget left is ample
        // for it (a truth more costs about 8 times the nodes; 20 is the
        // margin): a budget running out inside a pass would lose that truth
        // count's rank-0 structures, which separate passes find first.
        const std::uint64_t before = searcher.nodes;
        const bool ample = maxNodes == UINT64_MAX || o.rankWholeLayers
            || (maxNodes - before) / 20 >= std::max<std::uint64_t>(lastLayerNodes, 1);
        buffered = onePass && ample;
        if (buffered) {
            searcher.runLayer(n, o.maxRank, target, 0);
            for (auto& found : byRank) {
                for (Evaluation& e : found)
                    if (kept)
                        kept = keep(std::move(e), result);
                found.clear();
            }
            if (!kept)
                searcher.stopped = true;
        } else {
            for (int r = 0; r <= o.maxRank && !searcher.stopped; ++r)
                searcher.runLayer(n, r, target, r);
        }
        lastLayerNodes = searcher.nodes - before;
        if (!searcher.stopped)
            doneTruths = n;
    }
    result.nodes = searcher.nodes;
    result.complete = !searcher.stopped;
    result.cut = searcher.outOfNodes || searcher.outOfTime || forecastStop;
    result.timeCut = searcher.outOfTime;
    if (searcher.cancelled)
        result.exhausted = "search cancelled before exhausting every " + limitsText(o, searcher.maxBaseLive);
    if (result.cut) {
        SearchOptions done = o;
        done.maxTruths = doneTruths;
        std::string why;
        if (searcher.outOfTime)
            why = "search stopped at its wall-clock safety net after " + std::to_string(searcher.nodes) + " nodes";
        else if (forecastStop)
            why = "search stopped at its node budget of " + std::to_string(maxNodes) + " after "
                + std::to_string(searcher.nodes) + " nodes (" + std::to_string(doneTruths + 1) + " truths, about "
                + std::to_string(lastLayerNodes * kLayerGrowth) + " nodes, not started)";
        else
            why = "search stopped after " + std::to_string(maxNodes) + " nodes";
        result.exhausted = why + "; "
            + (doneTruths ? "exhausted every " + limitsText(done, searcher.maxBaseLive) : "no layer exhausted");
        if (o.rankTargets)
            result.exhausted += " eliminating a candidate no other step concludes";
    }
    return result;
}

} // namespace setwise::rank_search
