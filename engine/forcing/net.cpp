// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/forcing/net.h"
#include "engine/forcing/branch_patterns.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>

namespace setwise
{

namespace
{

class Propagator
{
public:
    Propagator(const State& s, Branch& b, NetLevel level)
        : m_s(s)
        , m_b(b)
        , m_level(level)
    {
    }

    void assume(Candidate x, Constraint cause, std::span<const int> premises)
    {
        if (m_b.contradiction || m_b.on.test(x))
            return;
        if (!m_b.live.test(x)) {
            std::vector<int> facts(premises.begin(), premises.end());
            facts.push_back(m_b.factOf[x]);
            contradict(cause, true, facts);
            return;
        }
        m_b.on.set(x);
        for (Constraint k : constraintsOf(x))
            m_b.done.set(k);
        m_queue.push_back(addFact(x, true, cause, premises));
    }

    // Step 1. Drains the queue of true facts: each removes its peers, and the
    // constraints those peers leave with one candidate make it true.
    void run()
    {
        for (std::size_t q = 0; q < m_queue.size() && !m_b.contradiction; ++q) {
            const int f = m_queue[q];
            const Candidate x = m_b.facts[f].candidate;
            for (Constraint k : constraintsOf(x)) {
                // The constraint's other live candidates, ascending (only
                // this loop removes candidates while it runs).
                for (Candidate y : members(k)) {
                    if (y == x || !m_b.live.test(y))
                        continue;
                    if (m_b.contradiction)
                        return;
                    if (m_b.on.test(y)) {
                        contradict(k, false, { f, m_b.factOf[y] });
                        return;
                    }
                    const int premise[] = { f };
                    eliminate(y, k, premise, -1);
                }
            }
        }
        m_queue.clear();
    }

    // Removes y on the branch and looks at the constraints it leaves short.
    void eliminate(Candidate y, Constraint cause, std::span<const int> premises, int nested)
    {
        m_b.live.reset(y);
        const int f = addFact(y, false, cause, premises);
        m_b.facts[f].nested = nested;
        for (Constraint k : constraintsOf(y))
            --m_b.count[k];
        for (Constraint k : constraintsOf(y))
            check(k);
    }

    // Removes a basic pattern's candidates on the branch (Plus), then looks
    // at the constraints they leave short.
    void eliminatePattern(const BranchPatternFound& found, int pattern)
    {
        for (const auto& [y, cause] : found.eliminations) {
            m_b.live.reset(y);
            m_b.facts[addFact(y, false, cause, found.premises)].pattern = pattern;
            for (Constraint k : constraintsOf(y))
                --m_b.count[k];
        }
        for (const auto& [y, cause] : found.eliminations)
            for (Constraint k : constraintsOf(y))
                check(k);
    }

private:
    void check(Constraint k)
    {
        const int n = m_b.count[k];
        if (n > 1 || m_b.contradiction || m_b.done.test(k))
            return;
        // The candidates live in the state: those the branch removed are the
        // premises; the one left (n == 1) becomes true.
        int premises[9];
        int np = 0, before = 0;
        Candidate rest = -1;
        for (Candidate y : members(k)) {
            if (!m_s.isLive(y))
                continue;
            ++before;
            if (m_b.live.test(y))
                rest = rest < 0 ? y : rest;
            else
                premises[np++] = m_b.factOf[y];
        }
        if (m_level == NetLevel::Chain && n == 1 && before != 2)
            return; // a chain takes strong links only
        if (n == 0) {
            contradict(k, true, { premises, premises + np });
            return;
        }
        assume(rest, k, std::span<const int>(premises, np));
    }

    int addFact(Candidate x, bool on, Constraint cause, std::span<const int> premises)
    {
        const int begin = int(m_b.premises.size());
        m_b.premises.insert(m_b.premises.end(), premises.begin(), premises.end());
        // Filled in place, field by field (a Fact built aside and copied in
        // stalled on the copy: it was a third of the propagation's time).
        Fact& fact = m_b.facts.emplace_back();
        fact.candidate = x;
        fact.on = on;
        fact.cause = cause;
        fact.premiseBegin = begin;
        fact.premiseEnd = int(m_b.premises.size());
        const int f = int(m_b.facts.size() - 1);
        m_b.factOf[x] = std::int16_t(f);
        return f;
    }

    void contradict(Constraint at, bool isBase, std::vector<int> facts)
    {
        m_b.contradiction = true;
        m_b.contradictionAt = at;
        m_b.contradictionIsBase = isBase;
        m_b.contradictionFacts = std::move(facts);
        m_queue.clear();
    }

    const State& m_s;
    Branch& m_b;
    NetLevel m_level;
    std::vector<int> m_queue;
};

// Step 2 (Nested). Every undecided candidate y is assumed inside the branch and
// propagated as a Net; a contradiction eliminates y on the branch, with the
// branch facts it used as premises. The inner facts are rolled back.
bool nestOnce(const State& s, Branch& b, std::uint64_t& budget)
{
    bool changed = false;
    for (Candidate y : b.live - b.on) {
        if (b.contradiction || budget == 0)
            break;
        if (!b.live.test(y))
            continue;
        --budget;
        const std::size_t facts = b.facts.size(), premises = b.premises.size();
        const CandidateSet live = b.live, on = b.on;
        const ConstraintSet done = b.done;
        const auto count = b.count;
        Propagator inner(s, b, NetLevel::Net);
        inner.assume(y, -1, std::span<const int>());
        inner.run();
        const bool bad = b.contradiction;
        NestedProof proof { y, {}, {}, 0 };
        std::vector<int> outer;
        if (bad) {
            const std::vector<int> needed = trace(b, b.contradictionFacts);
            std::vector<int> innerIndex; // branch fact -> index in proof.facts
            for (int f : needed) {
                if (f < int(facts)) {
                    outer.push_back(f);
                    continue;
                }
                const Fact& fact = b.facts[f];
                if (fact.cause >= 0)
                    (fact.on ? proof.bases : proof.covers).push_back(fact.cause);
                ++proof.size;
                // The inner fact kept to draw, its premises renumbered.
                innerIndex.resize(std::size_t(f - int(facts)) + 1, -1);
                innerIndex[std::size_t(f - int(facts))] = int(proof.facts.size());
                Fact kept = fact;
                kept.premiseBegin = int(proof.premises.size());
                for (int i = fact.premiseBegin; i < fact.premiseEnd; ++i) {
                    const int q = b.premises[i];
                    if (q >= 0)
                        proof.premises.push_back(q < int(facts) ? -1 - q : innerIndex[std::size_t(q - int(facts))]);
                }
                kept.premiseEnd = int(proof.premises.size());
                proof.facts.push_back(kept);
            }
            (b.contradictionIsBase ? proof.bases : proof.covers).push_back(b.contradictionAt);
            proof.contradictionAt = b.contradictionAt;
            proof.contradictionIsBase = b.contradictionIsBase;
        }
        // Roll the inner facts back.
        for (std::size_t f = facts; f < b.facts.size(); ++f)
            b.factOf[b.facts[f].candidate] = -1;
        b.facts.resize(facts);
        b.premises.resize(premises);
        b.live = live;
        b.on = on;
        b.done = done;
        b.count = count;
        b.contradiction = false;
        b.contradictionFacts.clear();
        if (!bad)
            continue;
        changed = true;
        b.nestedProofs.push_back(std::move(proof));
        Propagator outerProp(s, b, NetLevel::Nested);
        outerProp.eliminate(y, -1, outer, int(b.nestedProofs.size() - 1));
        outerProp.run();
    }
    return changed;
}

} // namespace

Branch propagate(const Context& ctx, Candidate start, NetLevel level, std::uint64_t* nestedBudget)
{
    const State& s = ctx.state();
    // The branch grows in a per-thread scratch branch whose vectors keep their
    // capacity (and stay in cache) from one start to the next; the result is
    // a copy of the size it needs (an analysis keeps one branch per live
    // candidate).
    thread_local Branch b;
    b.start = start;
    b.live = s.live();
    b.on.clear();
    b.facts.clear();
    b.premises.clear();
    b.nestedProofs.clear();
    b.patterns.clear();
    b.factOf.fill(-1);
    b.done.clear();
    b.contradiction = false;
    b.contradictionAt = -1;
    b.contradictionIsBase = true;
    b.contradictionFacts.clear();
    for (Constraint k = 0; k < kConstraints; ++k)
        b.count[k] = std::uint8_t(ctx.liveCount(k));
    Propagator p(s, b, level);
    p.assume(start, -1, std::span<const int>());
    p.run();
    while (level == NetLevel::Plus && !b.contradiction) {
        BranchPatternFound found;
        if (!findBranchPattern(s, b, found))
            break;
        b.patterns.push_back(std::move(found.pattern));
        p.eliminatePattern(found, int(b.patterns.size()) - 1);
        p.run();
    }
    if (level == NetLevel::Nested && nestedBudget)
        while (!b.contradiction && *nestedBudget > 0 && nestOnce(s, b, *nestedBudget)) { }
    return b;
}

std::vector<int> trace(const Branch& b, const std::vector<int>& from)
{
    std::vector<char> seen(b.facts.size(), 0);
    std::vector<int> stack = from, out;
    while (!stack.empty()) {
        const int f = stack.back();
        stack.pop_back();
        if (f < 0 || seen[f])
            continue;
        seen[f] = 1;
        out.push_back(f);
        for (int i = b.facts[f].premiseBegin; i < b.facts[f].premiseEnd; ++i)
            stack.push_back(b.premises[i]);
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace setwise
