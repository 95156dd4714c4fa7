// SPDX-License-Identifier: GPL-3.0-or-later
// The branches of SE's nesting levels: propagation and nested rules (se_level_net.h).
#include "engine/rating/se_level_net.h"

#include "engine/rating/se_quiet.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <span>
#include <vector>

namespace setwise::se_levels
{

namespace
{

// How an inner net may propagate (the nested rule of a level).
struct Rule {
    bool staticOnly = false; // a constraint's last candidate only when one inner fact left it so
    int maxDepth = INT_MAX; // implications from the start
    bool backToStart = false; // only a contradiction on the start itself (a forcing chain)
    bool basicShapes = false; // only a locking, naked or hidden pair or X-Wing (see clash)
    // Chains go on through a clash that is not the contradiction sought (a
    // candidate true and false both lead on), with the strong links of the
    // branch's grid: SE's forcing chains, followed as an implication closure.
    bool through = false;
};

Rule ruleOf(int level)
{
    switch (level) {
    case 1:
        return { true, 2, false, true };
    case 2:
        return { true, INT_MAX, true, false, true };
    case 3:
        return { true, INT_MAX, false };
    default:
        return {};
    }
}

class Propagator
{
public:
    Propagator(const State& s, Net& n, const Net* outer, Rule rule)
        : m_s(s)
        , m_n(n)
        , m_outer(outer)
        , m_rule(rule)
    {
    }

    void assume(Candidate x) { setOn(x, {}, 0, -1); }

    // A removal by a nested rule: its parents are facts of this net.
    void nestedOff(Candidate y, std::span<const int> parents, int weight, int proof)
    {
        setOff(y, parents, 0, weight, -1, proof);
    }

    void run()
    {
        while (m_next < m_queue.size() && !m_n.contradiction) {
            const int f = m_queue[m_next++];
            const Potential fact = m_n.facts[std::size_t(f)];
            if (fact.depth >= m_rule.maxDepth)
                continue;
            const int parent[] = { f };
            for (int j = 0; j < 4; ++j) {
                const Constraint k = constraintsOf(fact.candidate)[j];
                const auto& member = members(k);
                for (unsigned bits = m_n.mask[k] & ~(1U << memberIndices(fact.candidate)[j]);
                     bits && !m_n.contradiction; bits &= bits - 1)
                    setOff(member[std::size_t(std::countr_zero(bits))], parent, fact.depth + 1, 0, k);
            }
        }
    }

private:
    // The fact that removed z (this net's, else the outer net's, encoded).
    int offFact(Candidate z) const
    {
        if (m_n.offOf[z] >= 0)
            return m_n.offOf[z];
        return m_outer && m_outer->offOf[z] >= 0 ? -1 - m_outer->offOf[z] : INT_MIN;
    }
    int onFact(Candidate z) const
    {
        if (m_n.onOf[z] >= 0)
            return m_n.onOf[z];
        return m_outer && m_outer->onOf[z] >= 0 ? -1 - m_outer->onOf[z] : INT_MIN;
    }

    int add(
        Candidate x, bool on, std::span<const int> parents, int depth, int weight, Constraint cause, int nested = -1)
    {
        const int begin = int(m_n.parents.size());
        m_n.parents.insert(m_n.parents.end(), parents.begin(), parents.end());
        m_n.facts.push_back({ x, on, begin, int(m_n.parents.size()), depth, weight, cause, nested });
        const int f = int(m_n.facts.size()) - 1;
        (on ? m_n.onOf : m_n.offOf)[x] = std::int16_t(f);
        return f;
    }

    // SE's level-1 rules as contradictions within two implications of the
    // start: a locking (the start's removals empty a constraint, all inside
    // one constraint with the start), or a naked or hidden pair or an X-Wing
    // (two true candidates in a constraint, neither the start).
    bool basicShape(const std::vector<int>& facts) const
    {
        int on = 0;
        for (int f : facts) {
            if (f == 0)
                return false;
            on += f > 0 && m_n.facts[std::size_t(f)].on;
        }
        std::vector<Candidate> removed; // by the start, in one of its constraints
        if (on == 0) { // removed on the branch already: the branch's grid
            for (int f : facts)
                if (f > 0)
                    removed.push_back(m_n.facts[std::size_t(f)].candidate);
        } else if (on == 2 && facts.size() == 2) { // the two true ones rest on one removal each
            for (int f : facts) {
                const Potential& fact = m_n.facts[std::size_t(f)];
                for (int i = fact.parentBegin; i < fact.parentEnd; ++i)
                    if (const int q = m_n.parents[std::size_t(i)]; q >= 0)
                        removed.push_back(m_n.facts[std::size_t(q)].candidate);
            }
            if (removed.size() != 2)
                return false;
        } else {
            return false;
        }
        const Candidate start = m_n.facts.front().candidate;
        for (Constraint k : constraintsOf(start)) {
            bool inside = true;
            for (Candidate x : removed)
                inside = inside && candidatesOf(k).test(x);
            if (inside)
                return true;
        }
        return false;
    }

    // A contradiction of these facts; with backToStart only one on the start.
    void clash(std::vector<int> facts, Constraint at, bool isBase)
    {
        if (m_rule.backToStart && std::find(facts.begin(), facts.end(), 0) == facts.end())
            return;
        if (m_rule.basicShapes && !basicShape(facts))
            return;
        m_n.contradiction = true;
        m_n.clash = std::move(facts);
        m_n.clashAt = at;
        m_n.clashIsBase = isBase;
    }

    void setOn(Candidate x, std::span<const int> parents, int depth, Constraint cause)
    {
        if (m_n.on.test(x))
            return;
        if (!m_n.live.test(x)) { // removed already: x true and the one that removed it
            const int off = offFact(x);
            const Constraint at = off >= 0 ? m_n.facts[std::size_t(off)].cause
                : off != INT_MIN           ? m_outer->facts[std::size_t(-1 - off)].cause
                                           : -1;
            const int f = add(x, true, parents, depth, 0, cause);
            clash({ off, f }, at, false);
            if (!m_rule.through || off < 0 || m_n.contradiction)
                return;
            goOn(x, f);
            return;
        }
        for (Constraint k : constraintsOf(x))
            if (m_n.done.test(k)) { // two true candidates in k
                const int f = add(x, true, parents, depth, 0, cause);
                clash({ onFact((m_n.on & candidatesOf(k)).first()), f }, k, false);
                if (m_rule.through && !m_n.contradiction)
                    goOn(x, f);
                return;
            }
        goOn(x, add(x, true, parents, depth, 0, cause));
    }

    void goOn(Candidate x, int f)
    {
        m_n.on.set(x);
        for (Constraint k : constraintsOf(x))
            m_n.done.set(k);
        m_queue.push_back(f);
    }

    void setOff(Candidate z, std::span<const int> parents, int depth, int weight, Constraint cause, int proof = -1)
    {
        if (!m_n.live.test(z))
            return;
        if (m_n.on.test(z)) {
            const int on = onFact(z);
            const int f = add(z, false, parents, depth, weight, cause, proof);
            clash({ on, f }, cause, false);
            if (!m_rule.through || on < 0 || m_n.contradiction)
                return;
        } else {
            add(z, false, parents, depth, weight, cause, proof);
        }
        m_n.live.reset(z);
        for (int j = 0; j < 4; ++j)
            m_n.mask[constraintsOf(z)[j]] &= std::uint16_t(~(1U << memberIndices(z)[j]));
        for (Constraint k : constraintsOf(z))
            if (!m_n.contradiction) {
                if (m_rule.through && m_outer)
                    strongLink(k, depth, z);
                else
                    check(k, depth);
            }
    }

    // z false on this net: the other of two candidates k has on the
    // branch's grid is true.
    void strongLink(Constraint k, int depth, Candidate z)
    {
        if (std::popcount(m_outer->mask[std::size_t(k)]) != 2)
            return;
        int removed[9];
        int nr = 0;
        Candidate rest = -1;
        for (Candidate y : members(k)) {
            if (!m_s.isLive(y))
                continue;
            if (y != z && m_outer->live.test(y)) {
                rest = y;
                continue;
            }
            if (const int f = offFact(y); f != INT_MIN)
                removed[nr++] = f;
        }
        if (rest >= 0)
            setOn(rest, std::span<const int>(removed, std::size_t(nr)), depth + 1, k);
    }

    void check(Constraint k, int depth)
    {
        if (m_n.done.test(k) || (m_n.mask[k] & (m_n.mask[k] - 1)))
            return;
        int removed[9];
        int nr = 0, own = 0;
        Candidate rest = -1;
        for (Candidate y : members(k)) {
            if (!m_s.isLive(y))
                continue;
            if (m_n.live.test(y)) {
                rest = y;
                continue;
            }
            const int f = offFact(y);
            if (f == INT_MIN)
                continue; // removed before the outer net's start (not a fact)
            removed[nr++] = f;
            own += f >= 0;
        }
        if (rest < 0) {
            clash(std::vector<int>(removed, removed + nr), k, true);
            return;
        }
        if ((m_rule.staticOnly && m_outer && own != 1) || depth + 1 > m_rule.maxDepth)
            return;
        setOn(rest, std::span<const int>(removed, std::size_t(nr)), depth + 1, k);
    }

    const State& m_s;
    Net& m_n;
    const Net* m_outer;
    Rule m_rule;
    std::vector<int> m_queue;
    std::size_t m_next = 0;
};

// An inner net's contradiction as net.h's nested proof: the inner facts it
// needs, renumbered (premises: >= 0 an inner fact, -1 - f the branch's fact f).
NestedProof nestedProof(const Net& inner, Candidate y)
{
    std::vector<char> needed(inner.facts.size(), 0);
    std::vector<int> stack;
    for (int f : inner.clash)
        if (f >= 0)
            stack.push_back(f);
    while (!stack.empty()) {
        const int f = stack.back();
        stack.pop_back();
        if (needed[std::size_t(f)])
            continue;
        needed[std::size_t(f)] = 1;
        const Potential& p = inner.facts[std::size_t(f)];
        for (int i = p.parentBegin; i < p.parentEnd; ++i)
            if (inner.parents[std::size_t(i)] >= 0)
                stack.push_back(inner.parents[std::size_t(i)]);
    }
    NestedProof proof { y, {}, {}, 0 };
    std::vector<int> index(inner.facts.size(), -1);
    for (std::size_t f = 0; f < inner.facts.size(); ++f) {
        if (!needed[f])
            continue;
        const Potential& p = inner.facts[f];
        if (p.cause >= 0)
            (p.on ? proof.bases : proof.covers).push_back(p.cause);
        Fact fact { p.candidate, p.on, p.cause, int(proof.premises.size()), 0, -1 };
        for (int i = p.parentBegin; i < p.parentEnd; ++i) {
            const int q = inner.parents[std::size_t(i)];
            if (q != INT_MIN)
                proof.premises.push_back(q >= 0 ? index[std::size_t(q)] : q);
        }
        fact.premiseEnd = int(proof.premises.size());
        index[f] = int(proof.facts.size());
        proof.facts.push_back(fact);
        ++proof.size;
    }
    (inner.clashIsBase ? proof.bases : proof.covers).push_back(inner.clashAt);
    proof.contradictionAt = inner.clashAt;
    proof.contradictionIsBase = inner.clashIsBase;
    return proof;
}

} // namespace

int complexity(const Net& n, const std::vector<int>& facts, std::vector<int>* outer, int* nestedPart)
{
    std::vector<char> nestedSeen(n.facts.size(), 0), seen;
    int total = 0, weights = 0;
    auto chain = [&](std::span<const int> from) {
        seen.assign(n.facts.size(), 0);
        std::vector<int> stack(from.begin(), from.end());
        int count = 0;
        while (!stack.empty()) {
            const int f = stack.back();
            stack.pop_back();
            if (f < 0) {
                if (outer && f != INT_MIN)
                    outer->push_back(-1 - f);
                continue;
            }
            if (seen[std::size_t(f)])
                continue;
            seen[std::size_t(f)] = 1;
            ++count;
            const Potential& fact = n.facts[std::size_t(f)];
            if (fact.weight > 0 && !nestedSeen[std::size_t(f)]) {
                nestedSeen[std::size_t(f)] = 1;
                weights += fact.weight;
            }
            for (int i = fact.parentBegin; i < fact.parentEnd; ++i)
                stack.push_back(n.parents[std::size_t(i)]);
        }
        return count;
    };
    if (facts.size() <= 2) {
        for (int f : facts)
            total += chain(std::span<const int>(&f, 1));
    } else { // a constraint left empty: the others make the last one's conjugate
        total = chain(std::span<const int>(facts).first(facts.size() - 1)) + 1;
        total += chain(std::span<const int>(facts).last(1));
    }
    if (outer) {
        std::sort(outer->begin(), outer->end());
        outer->erase(std::unique(outer->begin(), outer->end()), outer->end());
    }
    if (nestedPart)
        *nestedPart = weights;
    return total + weights;
}

Branch asBranch(const Net& n, Candidate x)
{
    Branch b;
    b.start = x;
    b.live = n.live;
    b.on = n.on;
    for (Constraint k = 0; k < kConstraints; ++k)
        b.count[std::size_t(k)] = std::uint8_t(std::popcount(n.mask[std::size_t(k)]));
    b.done = n.done;
    b.factOf.fill(-1);
    b.premises = n.parents;
    for (std::size_t i = 0; i < n.facts.size(); ++i) {
        const Potential& p = n.facts[i];
        b.facts.push_back({ p.candidate, p.on, p.cause, p.parentBegin, p.parentEnd, p.nested });
        if (b.factOf[p.candidate] < 0)
            b.factOf[p.candidate] = std::int16_t(i);
    }
    b.nestedProofs = n.proofs;
    b.contradiction = n.contradiction;
    b.contradictionAt = n.clashAt;
    b.contradictionIsBase = n.clashIsBase;
    b.contradictionFacts = n.clash;
    return b;
}

Net startNet(const Context& ctx)
{
    Net n;
    n.live = ctx.state().live();
    for (Constraint k = 0; k < kConstraints; ++k)
        for (int i = 0; i < 9; ++i)
            if (n.live.test(members(k)[std::size_t(i)]))
                n.mask[std::size_t(k)] |= std::uint16_t(1U << i);
    n.onOf.fill(-1);
    n.offOf.fill(-1);
    return n;
}

Net branch(const Context& ctx, const Net& from, Candidate x, int level, std::uint64_t& budget, bool record, bool fixed,
    BranchMemos* memos)
{
    const State& s = ctx.state();
    const bool startFixed = fixed;
    Net n = from;
    n.record = record;
    n.facts.reserve(n.facts.size() + 128);
    n.parents.reserve(n.parents.size() + 512);
    Propagator p(s, n, nullptr, {});
    if (!fixed) {
        p.assume(x);
        p.run();
    }
    // An inner net that found nothing is not run again while the constraints
    // it read (those of its facts) keep their candidates on the branch: it
    // would find nothing again. tried: per rule and start, the fact count
    // when it found nothing (-1 not tried) and the candidates it decided (the
    // constraints it read are theirs).
    struct Tried {
        std::array<int, kCandidates> at;
        std::array<CandidateSet, kCandidates> decided;
    };
    thread_local std::array<Tried, 2> tried;
    tried[0].at.fill(-1);
    tried[1].at.fill(-1);
    // changes: per removal by a nested rule, the branch's fact count before
    // it and the candidates of the constraints of the facts it added (where
    // the grid changed: a net that decided none of them read none of those).
    std::vector<std::pair<int, CandidateSet>> changes;
    // The memos (se_level_net.h) this branch reads: rule 1's (a fixed branch:
    // this search's level-1 branch, else the last search's), rule `level`'s
    // (the last search's) and at level 3 the level-3 nets level 2 found quiet.
    // A branch at level 1 or 2 takes them for the next branches.
    struct MemoView {
        const InnerMemo* memo = nullptr;
        int at = -1; // the fact count `area` was computed at
        CandidateSet area; // where this grid differs from the memo's: the candidates and their peers
    };
    std::array<MemoView, 3> views; // rule 1, rule `level`, level 3
    thread_local std::array<InnerMemo, 2> last; // the last search's memos this branch reads (rule 1, rule `level`)
    if (memos) {
        if (fixed) {
            views[0].memo = &memos->byRule[1];
        } else {
            std::swap(last[0], memos->byRule[1]);
            views[0].memo = &last[0];
        }
        if (level > 1) {
            std::swap(last[1], memos->byRule[std::size_t(level)]);
            views[1].memo = &last[1];
        }
        if (level == 3)
            views[2].memo = &memos->level3;
        if (level == 1)
            memos->level3.clear();
    }
    InnerMemo* level3Take = memos && fixed && level == 2 ? &memos->level3 : nullptr;
    if (level3Take) {
        level3Take->clear();
        level3Take->live = n.live;
        level3Take->on = n.on;
    }
    auto known = [&](MemoView& v, Candidate y) -> const CandidateSet* {
        const CandidateSet* d = v.memo ? v.memo->find(y) : nullptr;
        if (!d)
            return nullptr;
        if (v.at != int(n.facts.size())) {
            const CandidateSet diff = (v.memo->live ^ n.live) | (v.memo->on ^ n.on);
            v.area = diff;
            for (Candidate c : diff)
                v.area |= seenBy(c);
            v.at = int(n.facts.size());
        }
        return v.area.intersects(*d) ? nullptr : d;
    };
    // The changes since a fact count: most nets of a round were last run at
    // one of a few counts, so the last union is kept.
    int sinceAt = -1;
    std::size_t sinceChanges = 0;
    CandidateSet since;
    auto unchanged = [&](const Tried& t, Candidate y) {
        const int at = t.at[std::size_t(y)];
        if (at < 0)
            return false;
        if (at != sinceAt || changes.size() != sinceChanges) {
            since.clear();
            for (auto c = changes.rbegin(); c != changes.rend() && c->first >= at; ++c)
                since |= c->second;
            sinceAt = at;
            sinceChanges = changes.size();
        }
        return !since.intersects(t.decided[std::size_t(y)]);
    };
    // Each round SE's nested rules are tried in turn (level 1's first); the
    // first that removes anything on the branch is the round's.
    for (bool changed = true; changed && !n.contradiction; fixed = false) {
        changed = false;
        for (int ruleLevel : { 1, level }) {
            if (changed)
                break;
            if (ruleLevel == 1 && fixed && level > 1)
                continue;
            const Rule rule = ruleOf(ruleLevel);
            Tried& t = tried[ruleLevel == 1 ? 0 : 1];
            // An inner net from y true: a contradiction removes y. (From y
            // false as well, SE's forcing chains that place a candidate, the
            // tuning lines came out worse: 16 of 32 lines that skfr rates
            // 11.x fell to 10.4-10.7.)
            auto tryInner = [&](Candidate y) {
                --budget;
                CandidateSet& decided = t.decided[std::size_t(y)];
                // A net a memo knows finds nothing, deciding the same candidates.
                const CandidateSet* same = known(views[ruleLevel == 1 ? 0 : 1], y);
                if (!same && ruleLevel == 3)
                    same = known(views[2], y);
                if (same) {
                    decided = *same;
                    t.at[std::size_t(y)] = int(n.facts.size());
                    return false;
                }
                // Most nets find nothing; the quick tests tell which (se_quiet.h).
                bool quiet = false;
                if (ruleLevel == 2 && level3Take && changes.empty()) {
                    bool alsoLevel3 = false;
                    quiet = quietChainNet({ n.live, n.mask }, y, decided, alsoLevel3);
                    if (quiet && alsoLevel3)
                        level3Take->add(y, decided);
                } else if (ruleLevel <= 3) {
                    quiet = quietInnerNet({ n.live, n.mask }, y, ruleLevel, decided);
                }
                if (quiet) {
                    t.at[std::size_t(y)] = int(n.facts.size());
                    return false;
                }
                thread_local Net inner = [] {
                    Net empty;
                    empty.onOf.fill(-1);
                    empty.offOf.fill(-1);
                    return empty;
                }();
                inner.live = n.live;
                inner.on = n.on;
                inner.mask = n.mask;
                inner.done = n.done;
                inner.contradiction = false;
                inner.clash.clear();
                struct Rollback {
                    Net& net;
                    ~Rollback()
                    {
                        for (const Potential& f : net.facts)
                            (f.on ? net.onOf : net.offOf)[f.candidate] = -1;
                        net.facts.clear();
                        net.parents.clear();
                    }
                } rollback { inner };
                Propagator q(s, inner, &n, rule);
                q.assume(y);
                q.run();
                if (!inner.contradiction) {
                    decided.clear();
                    for (const Potential& f : inner.facts)
                        decided.set(f.candidate);
                    t.at[std::size_t(y)] = int(n.facts.size());
                    return false;
                }
                std::vector<int> outer;
                const int weight = complexity(inner, inner.clash, &outer);
                int proof = -1;
                if (n.record) {
                    n.proofs.push_back(nestedProof(inner, y));
                    proof = int(n.proofs.size()) - 1;
                }
                // SE counts a nested chain's complexity; a locking, pair or
                // X-Wing adds only the potentials it rests on.
                const std::size_t before = n.facts.size();
                // A chain back to its own start counts the start once.
                const int own = rule.through ? weight - 1 : weight;
                p.nestedOff(y, outer, ruleLevel >= 2 ? std::max(1, own) : 0, proof);
                p.run();
                CandidateSet& changed = changes.emplace_back(int(before), CandidateSet {}).second;
                for (std::size_t f = before; f < n.facts.size(); ++f) {
                    changed |= seenBy(n.facts[f].candidate);
                    changed.set(n.facts[f].candidate);
                }
                return true;
            };
            for (Candidate y : n.live - n.on) {
                if (n.contradiction || budget == 0)
                    break;
                if (n.live.test(y) && !n.on.test(y) && !unchanged(t, y))
                    changed = tryInner(y) || changed;
            }
            if (level == 1)
                break;
        }
    }
    // The nets of this branch's rules at its end, for the next branches:
    // each that found nothing on the grid as it is now.
    if (memos) {
        auto take = [&](InnerMemo& memo, const Tried& t) {
            memo.clear();
            if (n.contradiction || budget == 0)
                return;
            memo.live = n.live;
            memo.on = n.on;
            for (Candidate y : n.live - n.on)
                if (unchanged(t, y))
                    memo.add(y, t.decided[std::size_t(y)]);
        };
        if (level == 1 && !startFixed)
            take(memos->byRule[1], tried[0]);
        else if (level > 1)
            take(memos->byRule[std::size_t(level)], tried[1]);
    }
    return n;
}

} // namespace setwise::se_levels
