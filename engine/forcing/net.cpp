// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/forcing/net.h"
#include "engine/forcing/branch_patterns.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <memory>

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
        , m_queue(queue())
    {
        m_queue.clear();
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
        addFact(x, true, cause, premises);
        m_queue.push_back(x);
    }

    // Step 1. Drains the queue of true facts: each removes its peers, and the
    // constraints those peers leave with one candidate make it true.
    void run()
    {
        for (std::size_t q = 0; q < m_queue.size() && !m_b.contradiction; ++q) {
            const Candidate x = m_queue[q];
            const int f = m_b.factOf[x];
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
    std::vector<Candidate>& m_queue;

    // One queue per thread, its memory kept: one propagator runs at a time
    // (each drains it before the next starts).
    static std::vector<Candidate>& queue()
    {
        thread_local std::vector<Candidate> q;
        return q;
    }
};

// A nested net's inner test: the Net rules of Propagator (a true candidate
// removes its live peers; a constraint left with one live candidate and none
// true makes it true; none left, or two true, is a contradiction) without
// facts, on 9-bit masks of each constraint's live candidates on the branch.
// The rules are monotone, so whether they end in a contradiction does not
// depend on their order: the answer is Propagator's. A contradiction is then
// propagated again by Propagator, with its facts.
class InnerTest
{
public:
    // The branch as it stands (after each change of its facts).
    void load(const Context& ctx, const Branch& b)
    {
        m_stateLoaded = false;
        for (Constraint k = 0; k < kConstraints; ++k)
            m_branch[std::size_t(k)] = std::uint16_t(ctx.liveMask(k));
        for (Candidate x : ctx.state().live() - b.live)
            clear(m_branch, x);
        m_branchOn = b.on;
        m_branchDone = b.done;
        m_chainOf = nullptr;
    }

    // The state itself, no facts yet. With `chain`, a constraint left with
    // one candidate makes it true only when it had exactly two in the state
    // (the chain level's strong links).
    void loadState(const Context& ctx, bool chain)
    {
        m_chainOf = chain ? &ctx : nullptr;
        // The masks are those of the live candidates: loaded already when the
        // last load was of a state with the same ones (a forcing search tests
        // every candidate of one state).
        if (m_stateLoaded && ctx.state().live() == m_stateLive)
            return;
        for (Constraint k = 0; k < kConstraints; ++k)
            m_branch[std::size_t(k)] = std::uint16_t(ctx.liveMask(k));
        m_branchOn.clear();
        m_branchDone.clear();
        m_stateLive = ctx.state().live();
        m_stateLoaded = true;
    }

    // True when y ends in a contradiction; otherwise on(), off() and
    // touched() say what the test added.
    bool contradicts(Candidate y)
    {
        m_mask = m_branch;
        m_on = m_branchOn;
        m_done = m_branchDone;
        m_made.clear();
        m_off.clear();
        m_touched.clear();
        m_queue.clear();
        assume(y);
        for (std::size_t q = 0; q < m_queue.size(); ++q) {
            const Candidate x = m_queue[q];
            const auto& ks = constraintsOf(x);
            const auto& at = memberIndices(x);
            for (int i = 0; i < 4; ++i) {
                const Constraint k = ks[std::size_t(i)];
                for (unsigned m = m_mask[std::size_t(k)] & ~(1U << at[std::size_t(i)]); m; m &= m - 1) {
                    const Candidate z = members(k)[std::size_t(std::countr_zero(m))];
                    if (m_on.test(z) || eliminate(z))
                        return true;
                }
            }
        }
        return false;
    }

    const CandidateSet& on() const { return m_made; }
    const CandidateSet& off() const { return m_off; }
    const ConstraintSet& touched() const { return m_touched; }
    std::span<const Candidate> made() const { return m_queue; }

private:
    using Masks = std::array<std::uint16_t, kConstraints>;

    static void clear(Masks& masks, Candidate x)
    {
        const auto& ks = constraintsOf(x);
        const auto& at = memberIndices(x);
        for (int i = 0; i < 4; ++i)
            masks[std::size_t(ks[std::size_t(i)])] &= std::uint16_t(~(1U << at[std::size_t(i)]));
    }

    void assume(Candidate x)
    {
        m_on.set(x);
        m_made.set(x);
        for (Constraint k : constraintsOf(x)) {
            m_done.set(k);
            m_touched.set(k);
        }
        m_queue.push_back(x);
    }

    // Removes z; true on a contradiction.
    bool eliminate(Candidate z)
    {
        clear(m_mask, z);
        m_off.set(z);
        for (Constraint k : constraintsOf(z))
            m_touched.set(k);
        for (Constraint k : constraintsOf(z)) {
            if (m_done.test(k))
                continue;
            const unsigned m = m_mask[std::size_t(k)];
            if (m == 0)
                return true;
            if ((m & (m - 1)) == 0 && (!m_chainOf || m_chainOf->liveCount(k) == 2))
                assume(members(k)[std::size_t(std::countr_zero(m))]);
        }
        return false;
    }

    const Context* m_chainOf = nullptr; // loadState(ctx, true)
    bool m_stateLoaded = false; // m_branch* hold the state with live candidates m_stateLive
    CandidateSet m_stateLive;
    Masks m_branch, m_mask;
    CandidateSet m_branchOn, m_on, m_made, m_off;
    ConstraintSet m_branchDone, m_done, m_touched;
    std::vector<Candidate> m_queue;
};

// What the inner tests that end in no contradiction leave for later ones.
// A test only says "no contradiction"; one whose answer is known is skipped
// (the budget counts it as run). The rules are monotone: adding assumptions
// only adds facts, so
// - a candidate z a clean test of y made true is clean too (the closure of z
//   lies in that of y);
// - between branches of one state: before its first nested elimination the
//   branch of x is the closure of x, and y's test there the closure of
//   {x, y}: every two candidates true in a clean one are clean on each
//   other's first closure;
// - on one branch, after outer facts were added (nested eliminations and
//   what they imply): y's closure stays what it was, so clean, when each new
//   outer fact is one of its facts or lies in none of the constraints its
//   test touched (which hold all the branch state it read).
struct CleanTest {
    int epoch = 0;
    CandidateSet on, off; // the facts the test added
    ConstraintSet touched; // their constraints
};

struct InnerMemo {
    // Per state: cleanPair[x] holds the y clean on x's first closure.
    State state;
    std::array<CandidateSet, kCandidates> cleanPair;
    // Per branch: the clean test that covers each candidate (-1: none), and
    // the branch at the start of each epoch (one per nested elimination).
    std::array<std::int32_t, kCandidates> testOf;
    std::vector<CleanTest> tests;
    std::vector<CandidateSet> onAt, liveAt;

    int epoch() const { return int(onAt.size()) - 1; }

    void startEpoch(const Branch& b)
    {
        onAt.push_back(b.on);
        liveAt.push_back(b.live);
    }

    bool knownClean(const Branch& b, Candidate y) const
    {
        if (epoch() == 0 && cleanPair[y].test(b.start))
            return true;
        const int t = testOf[y];
        if (t < 0)
            return false;
        const CleanTest& c = tests[std::size_t(t)];
        if (c.epoch == epoch())
            return true;
        const CandidateSet fresh = ((b.on - onAt[c.epoch]) - c.on) | ((liveAt[c.epoch] - b.live) - c.off);
        for (Candidate x : fresh)
            for (Constraint k : constraintsOf(x))
                if (c.touched.test(k))
                    return false;
        return true;
    }

    // A clean test on the branch as it stands.
    void noteClean(const Branch& b, const InnerTest& test)
    {
        CleanTest& c = tests.emplace_back();
        c.epoch = epoch();
        c.on = test.on();
        c.off = test.off();
        c.touched = test.touched();
        for (Candidate z : test.made())
            testOf[z] = std::int32_t(tests.size() - 1);
        if (c.epoch == 0) {
            const CandidateSet together = b.on | c.on;
            for (Candidate z : together)
                cleanPair[z] |= together;
        }
    }
    InnerTest test;
};

// The memo of this thread, its pairs cleared when the state is another.
InnerMemo& innerMemo(const Context& ctx, const Branch& b)
{
    const State& s = ctx.state();
    thread_local std::unique_ptr<InnerMemo> memo;
    if (!memo) {
        memo = std::make_unique<InnerMemo>();
        memo->state = s;
    } else if (!(memo->state == s)) {
        memo->state = s;
        for (CandidateSet& c : memo->cleanPair)
            c.clear();
    }
    memo->testOf.fill(-1);
    memo->tests.clear();
    memo->onAt.clear();
    memo->liveAt.clear();
    memo->startEpoch(b);
    memo->test.load(ctx, b);
    return *memo;
}

// Step 2 (Nested). Every undecided candidate y is assumed inside the branch and
// propagated as a Net; a contradiction eliminates y on the branch, with the
// branch facts it used as premises. The inner facts are rolled back.
bool nestOnce(const Context& ctx, Branch& b, std::uint64_t& budget, InnerMemo& memo)
{
    const State& s = ctx.state();
    bool changed = false;
    for (Candidate y : b.live - b.on) {
        if (b.contradiction || budget == 0)
            break;
        if (!b.live.test(y))
            continue;
        --budget;
        if (memo.knownClean(b, y))
            continue;
        // Step 1. The test without facts (most end in no contradiction).
        if (!memo.test.contradicts(y)) {
            memo.noteClean(b, memo.test);
            continue;
        }
        // Step 2. Its facts, and what the contradiction needs.
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
        memo.startEpoch(b);
        memo.test.load(ctx, b);
    }
    return changed;
}

// Rebuilds a traced branch so that each fact rests on as few facts as it can
// (a shortest-first propagation): the branch's rules, including the nested
// eliminations it found (each resting on the facts its inner net needs), are
// applied in the order of the facts each new fact would need in all (its
// cone), smallest first; every fact takes the derivation with the smallest
// cone when it is decided. A fact's premises are decided before it (its cone
// is larger than each premise's), so the implications stay acyclic. The
// closure is the branch's own (the rules are monotone); a contradiction is
// the one with the smallest cone met before every fact left is larger.
// The first-found derivation of the plain propagation often passes through
// long detours (on forum_hardest_1106 a branch of 150 facts where 60 do).
class Shortener
{
public:
    // A fact's cone: the facts it needs in all, itself included, as bits
    // over the facts' decision order (a fact's premises are decided before
    // it, so its cone has no bit above its own: fact i keeps i / 64 + 1
    // words). A literal is decided once, so the count is the literals'.
    static constexpr std::size_t kConeWords = (2 * kCandidates + 63) / 64;

    void run(const Context& ctx, Branch& b, NetLevel level)
    {
        const State& s = ctx.state();
        m_ctx = &ctx;
        m_state = &s;
        m_chain = level == NetLevel::Chain;
        // Step 1. The nested eliminations as rules, their premises as literals.
        m_rules.clear();
        m_rulePremises.clear();
        m_byPremise.clear();
        for (const Fact& f : b.facts) {
            if (f.nested < 0 || f.on)
                continue;
            Rule r { f.candidate, f.nested, int(m_rulePremises.size()), 0, 0 };
            for (int i = f.premiseBegin; i < f.premiseEnd; ++i) {
                const int q = b.premises[std::size_t(i)];
                if (q < 0)
                    continue;
                const Fact& p = b.facts[std::size_t(q)];
                m_rulePremises.push_back(literal(p.candidate, p.on));
            }
            r.premiseEnd = int(m_rulePremises.size());
            r.pending = r.premiseEnd - r.premiseBegin;
            for (int i = r.premiseBegin; i < r.premiseEnd; ++i)
                m_byPremise.emplace_back(m_rulePremises[std::size_t(i)], int(m_rules.size()));
            m_rules.push_back(r);
        }
        std::sort(m_byPremise.begin(), m_byPremise.end());
        // Step 2. Shortest first.
        m_factOfLit.fill(-1);
        m_best.fill(std::numeric_limits<int>::max());
        m_offLeft.fill(0);
        m_onIn.fill(-1);
        for (Constraint k = 0; k < kConstraints; ++k)
            m_offLeft[std::size_t(k)] = std::uint8_t(ctx.liveCount(k));
        m_order.clear();
        m_coneAt.clear();
        m_coneWords.clear();
        m_heap.clear();
        m_bestContradiction = std::numeric_limits<int>::max();
        m_contradiction = {};
        push({ 1, literal(b.start, true), -1, -1, Entry::Start });
        for (std::size_t r = 0; r < m_rules.size(); ++r)
            if (m_rules[r].pending == 0) // an inner net resting on no fact of the branch
                push({ 1, literal(m_rules[r].y, false), -1, int(r), Entry::Nested });
        while (!m_heap.empty()) {
            std::pop_heap(m_heap.begin(), m_heap.end(), later);
            const Entry e = m_heap.back();
            m_heap.pop_back();
            if (e.cost >= m_bestContradiction)
                break;
            if (m_factOfLit[std::size_t(e.lit)] >= 0)
                continue;
            decide(s, e);
        }
        // Step 3. The branch, its facts in the order they were decided; the
        // inner nets' premises on the branch renumbered.
        std::vector<NestedProof> nested = std::move(b.nestedProofs);
        for (NestedProof& proof : nested)
            for (int& q : proof.premises)
                if (q < 0) {
                    const Fact& old = b.facts[std::size_t(-1 - q)];
                    q = -1 - std::max(0, m_factOfLit[std::size_t(literal(old.candidate, old.on))]);
                }
        b.facts.clear();
        b.premises.clear();
        b.nestedProofs = std::move(nested);
        b.factOf.fill(-1);
        b.live = s.live();
        b.on.clear();
        b.done.clear();
        for (std::size_t i = 0; i < m_order.size(); ++i) {
            const Entry& e = m_order[i];
            const Candidate x = e.lit >> 1;
            const bool on = e.lit & 1;
            Fact& f = b.facts.emplace_back();
            f.candidate = x;
            f.on = on;
            f.cause = e.cause;
            f.premiseBegin = int(b.premises.size());
            for (int q : premisesOf(e))
                b.premises.push_back(m_factOfLit[std::size_t(q)]);
            f.premiseEnd = int(b.premises.size());
            if (e.kind == Entry::Nested)
                f.nested = m_rules[std::size_t(e.rule)].proof;
            if (b.factOf[x] < 0)
                b.factOf[x] = std::int16_t(i);
            if (on) {
                b.on.set(x);
                for (Constraint k : constraintsOf(x))
                    b.done.set(k);
            } else {
                b.live.reset(x);
            }
        }
        for (Constraint k = 0; k < kConstraints; ++k)
            b.count[std::size_t(k)] = std::uint8_t((candidatesOf(k) & b.live).count());
        b.contradiction = m_bestContradiction < std::numeric_limits<int>::max();
        b.contradictionFacts.clear();
        if (b.contradiction) {
            b.contradictionAt = m_contradiction.at;
            b.contradictionIsBase = m_contradiction.isBase;
            for (int q : m_contradiction.lits)
                b.contradictionFacts.push_back(m_factOfLit[std::size_t(q)]);
        }
    }

private:
    struct Entry {
        int cost;
        int lit;
        Constraint cause; // a base (true) or a cover (false); -1: the start or nested
        int rule; // Cover: the true literal; Nested: the rule
        enum Kind : std::uint8_t { Start, Base, Cover, Nested } kind;
    };
    struct Rule {
        Candidate y;
        int proof;
        int premiseBegin, premiseEnd;
        int pending;
    };
    struct Contradiction {
        Constraint at = -1;
        bool isBase = true;
        std::vector<int> lits;
    };

    static int literal(Candidate x, bool on) { return 2 * x + (on ? 1 : 0); }
    static bool later(const Entry& a, const Entry& b) { return a.cost != b.cost ? a.cost > b.cost : a.lit > b.lit; }

    void push(const Entry& e)
    {
        int& best = m_best[std::size_t(e.lit)];
        if (e.cost >= best || m_factOfLit[std::size_t(e.lit)] >= 0)
            return;
        best = e.cost;
        m_heap.push_back(e);
        std::push_heap(m_heap.begin(), m_heap.end(), later);
    }

    // The literals a decided entry rests on (all decided).
    const std::vector<int>& premisesOf(const Entry& e)
    {
        std::vector<int>& out = m_premises;
        out.clear();
        switch (e.kind) {
        case Entry::Start:
            break;
        case Entry::Cover:
            out.push_back(e.rule);
            break;
        case Entry::Base:
            for (Candidate y : members(e.cause))
                if (y != (e.lit >> 1) && m_state->isLive(y))
                    out.push_back(literal(y, false));
            break;
        case Entry::Nested: {
            const Rule& r = m_rules[std::size_t(e.rule)];
            out.assign(m_rulePremises.begin() + r.premiseBegin, m_rulePremises.begin() + r.premiseEnd);
            break;
        }
        }
        return out;
    }

    // ORs the cone of decided literal q into u (its words up to fact q's);
    // returns the number of words it has.
    std::size_t uniteCone(int q, std::uint64_t* u) const
    {
        const std::size_t fact = std::size_t(m_factOfLit[std::size_t(q)]);
        const std::size_t n = fact / 64 + 1;
        const std::uint64_t* from = m_coneWords.data() + m_coneAt[fact];
        for (std::size_t w = 0; w < n; ++w)
            u[w] |= from[w];
        return n;
    }

    // The size of the union of the decided literals' cones, plus one for
    // `extra` (a literal not decided yet, so in no cone) unless it is -1.
    int unionCost(std::span<const int> lits, int extra) const
    {
        std::array<std::uint64_t, kConeWords> u {};
        std::size_t n = 0;
        for (int q : lits)
            n = std::max(n, uniteCone(q, u.data()));
        int count = extra >= 0 ? 1 : 0;
        for (std::size_t w = 0; w < n; ++w)
            count += popcount64(u[w]);
        return count;
    }

    void noteContradiction(Constraint at, bool isBase, std::vector<int> lits)
    {
        const int cost = unionCost(lits, -1);
        if (cost < m_bestContradiction) {
            m_bestContradiction = cost;
            m_contradiction = { at, isBase, std::move(lits) };
        }
    }

    void decide(const State& s, const Entry& e)
    {
        const std::size_t fact = m_order.size();
        const std::size_t words = fact / 64 + 1;
        const std::size_t at = m_coneWords.size();
        m_coneAt.push_back(at);
        m_coneWords.resize(at + words, 0);
        for (int q : premisesOf(e))
            uniteCone(q, m_coneWords.data() + at);
        m_coneWords[at + fact / 64] |= std::uint64_t { 1 } << (fact % 64);
        int cost = 0;
        for (std::size_t w = 0; w < words; ++w)
            cost += popcount64(m_coneWords[at + w]);
        m_factOfLit[std::size_t(e.lit)] = int(fact);
        m_order.push_back(e);
        const Candidate x = e.lit >> 1;
        if (e.lit & 1) {
            // x true: a second true candidate of a constraint contradicts;
            // its other live candidates are false.
            for (Constraint k : constraintsOf(x)) {
                if (const int z = m_onIn[std::size_t(k)]; z >= 0)
                    noteContradiction(k, false, { literal(z, true), e.lit });
                else
                    m_onIn[std::size_t(k)] = x;
            }
            for (Constraint k : constraintsOf(x))
                for (Candidate y : members(k))
                    if (y != x && s.isLive(y))
                        push({ cost + 1, literal(y, false), k, e.lit, Entry::Cover });
        } else {
            // x false: a constraint left with one candidate makes it true,
            // with none it contradicts.
            for (Constraint k : constraintsOf(x)) {
                const int left = --m_offLeft[std::size_t(k)];
                if (left > 1 || (left == 1 && m_chain && m_ctx->liveCount(k) != 2))
                    continue;
                std::vector<int>& offs = m_offs;
                offs.clear();
                Candidate rest = -1;
                for (Candidate y : members(k)) {
                    if (!s.isLive(y))
                        continue;
                    if (m_factOfLit[std::size_t(literal(y, false))] >= 0)
                        offs.push_back(literal(y, false));
                    else
                        rest = y;
                }
                if (left == 0)
                    noteContradiction(k, true, offs);
                else if (m_factOfLit[std::size_t(literal(rest, true))] < 0)
                    push({ unionCost(offs, literal(rest, true)), literal(rest, true), k, -1, Entry::Base });
            }
        }
        // Nested eliminations resting on it.
        const auto from = std::lower_bound(m_byPremise.begin(), m_byPremise.end(), std::pair(e.lit, 0));
        for (auto it = from; it != m_byPremise.end() && it->first == e.lit; ++it) {
            const int r = it->second;
            Rule& rule = m_rules[std::size_t(r)];
            if (--rule.pending != 0)
                continue;
            push({ unionCost(
                       std::span<const int>(m_rulePremises)
                           .subspan(std::size_t(rule.premiseBegin), std::size_t(rule.premiseEnd - rule.premiseBegin)),
                       literal(rule.y, false)),
                literal(rule.y, false), -1, r, Entry::Nested });
        }
    }

    bool m_chain = false;
    const Context* m_ctx = nullptr;
    const State* m_state = nullptr;
    std::vector<Rule> m_rules;
    std::vector<int> m_rulePremises;
    std::vector<std::pair<int, int>> m_byPremise; // (premise literal, rule), sorted
    std::vector<int> m_premises, m_offs;
    std::array<int, 2 * kCandidates> m_factOfLit {}, m_best {};
    std::array<std::uint8_t, kConstraints> m_offLeft {};
    std::array<int, kConstraints> m_onIn {};
    std::vector<Entry> m_order, m_heap;
    std::vector<std::size_t> m_coneAt; // per fact decided, where its cone starts in m_coneWords
    std::vector<std::uint64_t> m_coneWords;
    int m_bestContradiction = 0;
    Contradiction m_contradiction;
};

void shorten(const Context& ctx, Branch& b, NetLevel level)
{
    thread_local Shortener s;
    if (!b.contradiction) {
        s.run(ctx, b, level);
        return;
    }
    // A contradiction keeps the first derivations where they need fewer
    // facts (the shortest-first order is a heuristic, not a minimum).
    thread_local Branch first;
    first = b;
    s.run(ctx, b, level);
    if (trace(first, first.contradictionFacts).size() < trace(b, b.contradictionFacts).size())
        b = first;
}

} // namespace

Branch propagate(const Context& ctx, Candidate start, NetLevel level, std::uint64_t* nestedBudget, bool shortest)
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
    if (level == NetLevel::Nested && nestedBudget && !b.contradiction) {
        InnerMemo& memo = innerMemo(ctx, b);
        while (!b.contradiction && *nestedBudget > 0 && nestOnce(ctx, b, *nestedBudget, memo)) { }
    }
    if (shortest && level != NetLevel::Plus)
        shorten(ctx, b, level);
    return b;
}

void propagateQuiet(const Context& ctx, Candidate start, NetLevel level, Branch& out)
{
    // InnerTest's rules from the state, with the chain's strong links.
    thread_local InnerTest test;
    test.loadState(ctx, level == NetLevel::Chain);
    if (test.contradicts(start)) {
        out = propagate(ctx, start, level);
        return;
    }
    out.start = start;
    out.live = ctx.state().live() - test.off();
    out.on = test.on();
    out.traced = false;
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
