// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/forcing/argue.h"

#include "engine/step.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace setwise
{

namespace
{

// The facts an implication rests on: most rest on one to four, kept inline
// (a net makes and undoes many).
class FactList
{
public:
    FactList() = default;
    FactList(std::initializer_list<int> facts)
    {
        for (int f : facts)
            push_back(f);
    }
    explicit FactList(const std::vector<int>& facts)
    {
        for (int f : facts)
            push_back(f);
    }
    void push_back(int f)
    {
        if (m_heap.empty() && m_size < kInline) {
            m_inline[std::size_t(m_size++)] = f;
            return;
        }
        if (m_heap.empty())
            m_heap.assign(m_inline.begin(), m_inline.begin() + m_size);
        m_heap.push_back(f);
        ++m_size;
    }
    const int* begin() const { return m_heap.empty() ? m_inline.data() : m_heap.data(); }
    const int* end() const { return begin() + m_size; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }

private:
    static constexpr int kInline = 4;
    std::array<int, kInline> m_inline {};
    int m_size = 0;
    std::vector<int> m_heap;
};

struct PFact {
    Candidate candidate;
    bool on;
    ArgumentCite::Kind kind;
    Constraint constraint;
    int lemma;
    FactList from;
};

// An inner net that contradicts: its facts (indices from `outerCount` on;
// below it they are the enclosing branch's) and where it contradicts.
struct PLemma {
    int outerCount = 0;
    std::vector<PFact> facts;
    Constraint at = -1;
    bool atBase = true;
    std::vector<int> atFrom;
    std::vector<PLemma> lemmas; // its own inner nets (a fact's lemma indexes them)
};

class Net
{
public:
    Net(const State& s, const ArgueOptions& o)
        : m_s(&s)
        , m_o(o)
        , m_live(s.live())
    {
        m_factOf.fill(-1);
        for (Candidate x : m_live)
            for (Constraint k : constraintsOf(x))
                ++m_left[std::size_t(k)];
        m_inState = m_left;
    }

    void assume(ArgueLiteral l)
    {
        if (l.on)
            setOn(l.candidate, ArgumentCite::Kind::Assumption, -1, -1, {});
        else
            setOff(l.candidate, ArgumentCite::Kind::Assumption, -1, -1, {});
    }

    void setGoal(std::optional<ArgueLiteral> goal)
    {
        m_goal = goal;
        if (goal && m_factOf[goal->candidate] >= 0 && m_facts[std::size_t(m_factOf[goal->candidate])].on == goal->on)
            m_goalFact = m_factOf[goal->candidate];
    }

    // Step 1. The rules until nothing changes; then inner nets, when allowed.
    void saturate()
    {
        run();
        if (!m_o.nested || m_o.depth <= 0)
            return;
        // The inner nets share one budget (copies share the pointer).
        const bool outermost = m_budget == nullptr;
        if (outermost)
            m_budget = std::make_shared<int>(m_o.innerBudget);
        int& budget = *m_budget;
        for (bool progress = true; progress && !done() && budget > 0;) {
            progress = false;
            const CandidateSet open = m_live - m_on;
            for (Candidate y : open) {
                if (!(m_o.digits >> digitOf(y) & 1U) || !m_live.test(y) || m_on.test(y))
                    continue;
                if (budget-- <= 0)
                    break;
                // The inner net runs on this net in place, from its facts and
                // without its lemmas (set aside), and is undone after: its
                // facts are a lemma when it contradicts.
                std::optional<PLemma> contradicted = inner(y);
                if (!contradicted)
                    continue;
                PLemma& lemma = *contradicted;
                std::vector<int> outer;
                for (int f : traceLemma(lemma))
                    if (f < lemma.outerCount)
                        outer.push_back(f);
                m_lemmas.push_back(std::move(lemma));
                setOff(y, ArgumentCite::Kind::Lemma, -1, int(m_lemmas.size()) - 1, FactList(outer));
                run();
                progress = true;
                if (done())
                    break;
            }
        }
        if (outermost)
            m_budget.reset();
    }

    // The inner net "y true" on this net's facts, undone after; its facts
    // and lemmas as a lemma when it contradicts.
    std::optional<PLemma> inner(Candidate y)
    {
        const int outerCount = int(m_facts.size());
        const CandidateSet live = m_live, on = m_on;
        const std::array<unsigned char, kConstraints> left = m_left, onIn = m_onIn;
        const std::optional<ArgueLiteral> goal = m_goal;
        const int goalFact = m_goalFact;
        std::vector<PLemma> lemmas = std::move(m_lemmas);
        m_lemmas.clear();
        --m_o.depth;
        m_goal.reset();
        m_goalFact = -1;
        setOn(y, ArgumentCite::Kind::Assumption, -1, -1, {});
        saturate();
        std::optional<PLemma> lemma;
        if (m_contra) {
            lemma.emplace();
            lemma->outerCount = outerCount;
            lemma->facts.assign(
                std::make_move_iterator(m_facts.begin() + outerCount), std::make_move_iterator(m_facts.end()));
            lemma->at = m_at;
            lemma->atBase = m_atBase;
            lemma->atFrom = std::move(m_atFrom);
            lemma->lemmas = std::move(m_lemmas);
        }
        // Undone: a fact of the inner net is of a candidate live and not
        // true here, which had none.
        for (std::size_t f = std::size_t(outerCount); f < m_facts.size(); ++f)
            m_factOf[m_facts[f].candidate] = -1;
        m_facts.erase(m_facts.begin() + outerCount, m_facts.end());
        m_live = live;
        m_on = on;
        m_left = left;
        m_onIn = onIn;
        m_goal = goal;
        m_goalFact = goalFact;
        m_lemmas = std::move(lemmas);
        ++m_o.depth;
        m_queue.clear();
        m_contra = false;
        m_at = -1;
        m_atBase = true;
        m_atFrom.clear();
        return lemma;
    }

    bool contradiction() const { return m_contra; }
    bool reached() const { return m_goalFact >= 0; }

    // Step 2. The branch traced back from its end, into the argument.
    void emit(Argument& arg) const
    {
        // The assumptions always (an end may not need them: the branch then
        // holds whatever it assumed).
        std::vector<int> ends = m_contra ? m_atFrom : std::vector<int> { m_goalFact };
        for (int f = 0; f < int(m_facts.size()) && m_facts[std::size_t(f)].kind == ArgumentCite::Kind::Assumption; ++f)
            ends.push_back(f);
        std::vector<PFact> facts = m_facts;
        const std::vector<int> rank = shortest(facts);
        std::vector<int> needed = trace(facts, ends, 0);
        std::sort(
            needed.begin(), needed.end(), [&](int x, int y) { return rank[std::size_t(x)] < rank[std::size_t(y)]; });
        std::vector<int> idOf(m_facts.size(), -1);
        ArgumentBranch b;
        for (int f : needed) {
            b.implications.push_back(emitFact(arg, facts[std::size_t(f)], m_lemmas, idOf));
            idOf[std::size_t(f)] = b.implications.back().id;
        }
        if (m_contra) {
            b.contradiction = m_at;
            b.contradictionIsBase = m_atBase;
            for (int q : m_atFrom)
                b.contradictionFrom.push_back(idOf[std::size_t(q)]);
        }
        arg.branches.push_back(std::move(b));
    }

private:
    bool done() const { return m_contra || m_goalFact >= 0; }

    // The branch's facts re-derived shortest first, among themselves: each
    // fact takes, of the rules that make it from the other facts (a true
    // peer in a constraint; a constraint's other candidates all false; its
    // inner net's premises; an assumption), the one whose premises need the
    // fewest facts in all, decided in that order (premises before the fact).
    // `facts` gets the new premises; returns each fact's place in the order.
    std::vector<int> shortest(std::vector<PFact>& facts) const
    {
        const std::size_t n = facts.size();
        using Cone = CandidateSet; // a fact is its candidate's (one fact a candidate)
        std::vector<Cone> cone(n);
        std::vector<int> cost(n, std::numeric_limits<int>::max()), rank(n, -1);
        std::vector<std::vector<int>> from(n);
        std::vector<Constraint> via(n, -1);
        std::vector<int> pending(n, 0);
        std::vector<std::vector<int>> lemmaOf(n); // premise -> lemma facts resting on it
        using Item = std::pair<int, int>; // (cost, fact)
        std::vector<Item> heap;
        const auto push = [&](int f, int c, Constraint k, std::vector<int> premises) {
            if (rank[std::size_t(f)] >= 0 || c >= cost[std::size_t(f)])
                return;
            cost[std::size_t(f)] = c;
            via[std::size_t(f)] = k;
            from[std::size_t(f)] = std::move(premises);
            heap.emplace_back(c, f);
            std::push_heap(heap.begin(), heap.end(), std::greater<>());
        };
        const auto unionCost = [&](const auto& premises, Candidate extra) {
            Cone u;
            for (int q : premises)
                u |= cone[std::size_t(q)];
            u.set(extra);
            return u.count();
        };
        for (int f = 0; f < int(n); ++f) {
            const PFact& p = facts[std::size_t(f)];
            if (p.kind == ArgumentCite::Kind::Assumption)
                push(f, 1, p.constraint, {});
            else if (p.kind == ArgumentCite::Kind::Lemma) {
                pending[std::size_t(f)] = int(p.from.size());
                for (int q : p.from)
                    lemmaOf[std::size_t(q)].push_back(f);
                if (p.from.empty())
                    push(f, 1, p.constraint, {});
            }
        }
        const auto fact = [&](Candidate y, bool on) {
            const int f = m_factOf[y];
            return f >= 0 && f < int(n) && facts[std::size_t(f)].on == on ? f : -1;
        };
        int order = 0;
        while (!heap.empty()) {
            std::pop_heap(heap.begin(), heap.end(), std::greater<>());
            const auto [c, f] = heap.back();
            heap.pop_back();
            if (rank[std::size_t(f)] >= 0 || c != cost[std::size_t(f)])
                continue;
            rank[std::size_t(f)] = order++;
            const PFact& p = facts[std::size_t(f)];
            Cone& mine = cone[std::size_t(f)];
            for (int q : from[std::size_t(f)])
                mine |= cone[std::size_t(q)];
            mine.set(p.candidate);
            const int size = mine.count();
            for (int l : lemmaOf[std::size_t(f)])
                if (--pending[std::size_t(l)] == 0)
                    push(l, unionCost(facts[std::size_t(l)].from, facts[std::size_t(l)].candidate), -1,
                        std::vector<int>(facts[std::size_t(l)].from.begin(), facts[std::size_t(l)].from.end()));
            for (Constraint k : constraintsOf(p.candidate)) {
                if (!participates(k))
                    continue;
                if (p.on) {
                    // Its peers' false facts.
                    for (Candidate y : members(k))
                        if (const int g = y == p.candidate ? -1 : fact(y, false);
                            g >= 0 && facts[std::size_t(g)].kind == ArgumentCite::Kind::Constraint)
                            push(g, size + 1, k, { f });
                    continue;
                }
                // A constraint whose other candidates are all decided false
                // makes its last one true.
                std::vector<int> offs;
                Candidate rest = -1;
                int inState = 0;
                bool open = false;
                for (Candidate y : members(k)) {
                    if (!m_s->isLive(y))
                        continue;
                    ++inState;
                    const int g = fact(y, false);
                    if (g >= 0 && rank[std::size_t(g)] >= 0)
                        offs.push_back(g);
                    else if (rest < 0)
                        rest = y;
                    else
                        open = true;
                }
                if (open || rest < 0 || (m_o.strongOnly && inState != 2))
                    continue;
                if (const int g = fact(rest, true);
                    g >= 0 && facts[std::size_t(g)].kind == ArgumentCite::Kind::Constraint)
                    push(g, unionCost(offs, rest), k, offs);
            }
        }
        for (int f = 0; f < int(n); ++f) {
            PFact& p = facts[std::size_t(f)];
            if (rank[std::size_t(f)] < 0) { // not reached: keeps its own derivation, last
                rank[std::size_t(f)] = order++;
                continue;
            }
            if (p.kind == ArgumentCite::Kind::Constraint) {
                p.constraint = via[std::size_t(f)];
                p.from = FactList(from[std::size_t(f)]);
            }
        }
        return rank;
    }

    bool participates(Constraint k) const
    {
        if (kindOf(k) == ConstraintKind::Cell)
            return m_o.digits == 0x1FF;
        return (m_o.digits >> constraintDigit(k) & 1U) != 0;
    }

    int add(Candidate x, bool on, ArgumentCite::Kind kind, Constraint k, int lemma, FactList from)
    {
        m_facts.push_back(PFact { x, on, kind, k, lemma, std::move(from) });
        const int f = int(m_facts.size()) - 1;
        m_factOf[x] = f;
        if (m_goal && m_goal->candidate == x && m_goal->on == on)
            m_goalFact = f;
        return f;
    }

    void contradict(Constraint at, bool isBase, const FactList& from)
    {
        m_contra = true;
        m_at = at;
        m_atBase = isBase;
        m_atFrom.assign(from.begin(), from.end());
        m_queue.clear();
    }

    void setOn(Candidate x, ArgumentCite::Kind kind, Constraint k, int lemma, FactList from)
    {
        if (done() || m_on.test(x))
            return;
        if (!m_live.test(x)) { // its constraint k has no candidate left
            if (m_factOf[x] >= 0)
                from.push_back(m_factOf[x]);
            contradict(k, true, from);
            return;
        }
        m_on.set(x);
        for (Constraint c : constraintsOf(x))
            ++m_onIn[std::size_t(c)];
        add(x, true, kind, k, lemma, std::move(from));
        m_queue.push_back(x);
    }

    void setOff(Candidate x, ArgumentCite::Kind kind, Constraint k, int lemma, FactList from)
    {
        if (done() || !m_live.test(x))
            return;
        if (m_on.test(x)) { // two true candidates in the cover k
            from.push_back(m_factOf[x]);
            contradict(k, false, from);
            return;
        }
        m_live.reset(x);
        for (Constraint c : constraintsOf(x))
            --m_left[std::size_t(c)];
        add(x, false, kind, k, lemma, std::move(from));
        for (Constraint c : constraintsOf(x))
            if (participates(c))
                check(c);
    }

    void check(Constraint k)
    {
        if (done())
            return;
        // Its live candidates here and in the state, counted as they change.
        const std::size_t ki = std::size_t(k);
        const int n = m_left[ki];
        if (m_onIn[ki] != 0 || n > 1 || (m_o.strongOnly && n == 1 && m_inState[ki] != 2))
            return;
        Candidate rest = -1;
        for (Candidate y : members(k))
            if (m_live.test(y))
                rest = y;
        FactList from;
        for (Candidate y : members(k))
            if (m_s->isLive(y) && !m_live.test(y))
                from.push_back(m_factOf[y]);
        if (n == 0)
            contradict(k, true, from);
        else
            setOn(rest, ArgumentCite::Kind::Constraint, k, -1, std::move(from));
    }

    void run()
    {
        for (std::size_t q = 0; q < m_queue.size() && !done(); ++q) {
            const Candidate x = m_queue[q];
            const int fx = m_factOf[x];
            for (Constraint k : constraintsOf(x)) {
                if (!participates(k))
                    continue;
                for (Candidate y : members(k)) {
                    if (y == x || !m_live.test(y))
                        continue;
                    setOff(y, ArgumentCite::Kind::Constraint, k, -1, { fx });
                    if (done())
                        return;
                }
            }
        }
        m_queue.clear();
    }

    // The facts `ends` need, transitively, ascending (indices from `base`
    // on are looked up in `facts` at index - base; below base they stop).
    static std::vector<int> trace(const std::vector<PFact>& facts, const std::vector<int>& ends, int base)
    {
        std::vector<char> seen(facts.size() + std::size_t(base), 0);
        std::vector<int> stack(ends.begin(), ends.end()), out;
        while (!stack.empty()) {
            const int f = stack.back();
            stack.pop_back();
            if (f < 0 || seen[std::size_t(f)])
                continue;
            seen[std::size_t(f)] = 1;
            out.push_back(f);
            if (f < base)
                continue;
            for (int q : facts[std::size_t(f - base)].from)
                stack.push_back(q);
        }
        std::sort(out.begin(), out.end());
        return out;
    }

    static std::vector<int> traceLemma(const PLemma& l) { return trace(l.facts, l.atFrom, l.outerCount); }

    // An inner net as a lemma of kind Net; its outer facts by the enclosing
    // ids (`outerId`, indices below l.outerCount), its own inner nets too.
    // One fact as an implication of the argument, its inner net (if it cites
    // one) emitted first as a lemma; `ids` maps the facts it rests on.
    static ArgumentImplication emitFact(
        Argument& arg, const PFact& p, const std::vector<PLemma>& lemmas, const std::vector<int>& ids)
    {
        ArgumentImplication imp;
        imp.candidate = p.candidate;
        imp.on = p.on;
        imp.cites.kind = p.kind;
        imp.cites.constraint = p.constraint;
        if (p.kind == ArgumentCite::Kind::Lemma)
            imp.cites.lemma = emitLemma(arg, lemmas[std::size_t(p.lemma)], ids);
        for (int q : p.from)
            imp.from.push_back(ids[std::size_t(q)]);
        imp.id = arg.nextId++;
        return imp;
    }

    static int emitLemma(Argument& arg, const PLemma& l, const std::vector<int>& outerId)
    {
        ArgumentLemma lemma;
        std::vector<int> ids(outerId.begin(), outerId.begin() + l.outerCount);
        ids.resize(std::size_t(l.outerCount) + l.facts.size(), -1);
        for (int f : traceLemma(l)) {
            if (f < l.outerCount)
                continue;
            lemma.net.implications.push_back(emitFact(arg, l.facts[std::size_t(f - l.outerCount)], l.lemmas, ids));
            ids[std::size_t(f)] = lemma.net.implications.back().id;
        }
        lemma.net.contradiction = l.at;
        lemma.net.contradictionIsBase = l.atBase;
        for (int q : l.atFrom)
            lemma.net.contradictionFrom.push_back(ids[std::size_t(q)]);
        arg.lemmas.push_back(std::move(lemma));
        return int(arg.lemmas.size()) - 1;
    }

    const State* m_s;
    ArgueOptions m_o;
    CandidateSet m_live, m_on;
    std::array<int, kCandidates> m_factOf {};
    // Per constraint: its live candidates in the net and in the state, its true ones.
    std::array<unsigned char, kConstraints> m_left {}, m_inState {}, m_onIn {};
    std::vector<PFact> m_facts;
    std::vector<PLemma> m_lemmas;
    std::vector<Candidate> m_queue;
    bool m_contra = false;
    Constraint m_at = -1;
    bool m_atBase = true;
    std::vector<int> m_atFrom;
    std::optional<ArgueLiteral> m_goal;
    int m_goalFact = -1;
    std::shared_ptr<int> m_budget; // inner propagations left, shared by the inner nets
};

} // namespace

bool argueBranch(const State& s, std::span<const ArgueLiteral> assumptions, const ArgueOptions& options, Argument& arg,
    std::optional<ArgueLiteral> goal)
{
    Net net(s, options);
    for (const ArgueLiteral& l : assumptions)
        net.assume(l);
    net.setGoal(goal);
    net.saturate();
    if (!net.contradiction() && !net.reached())
        return false;
    net.emit(arg);
    return true;
}

Argument argueByContradiction(const State& s, const CandidateSet& eliminations, const CandidateSet& placements,
    const ArgueOptions& options, ArgumentConclusions& argued)
{
    Argument arg;
    arg.kind = ArgumentKind::Implications;
    for (int placement = 0; placement < 2; ++placement)
        for (Candidate x : placement ? placements : eliminations) {
            const ArgueLiteral l { x, placement == 0 };
            Net net(s, options);
            net.assume(l);
            net.saturate();
            if (!net.contradiction())
                continue;
            net.emit(arg);
            (placement ? argued.placements : argued.eliminations).set(x);
        }
    return arg;
}

namespace
{

// The implications of a branch that make a contradiction in k: as a base, the
// false one of each of k's live candidates; as a cover, the true ones in k.
// Looked up in `own`, then in `outer` (an inner net's enclosing branch).
std::vector<int> contradictionFrom(
    const State& s, Constraint k, bool isBase, const ArgumentBranch& own, const ArgumentBranch* outer)
{
    std::vector<int> from;
    if (k < 0)
        return from;
    const auto find = [&](Candidate y, bool on) {
        for (const ArgumentBranch* b : { &own, outer }) {
            if (!b)
                continue;
            for (auto it = b->implications.rbegin(); it != b->implications.rend(); ++it)
                if (it->candidate == y && it->on == on) {
                    from.push_back(it->id);
                    return;
                }
        }
    };
    for (Candidate y : members(k))
        if (s.isLive(y))
            find(y, !isBase);
    return from;
}

// One ForcingBranch (or an inner net of one) as an ArgumentBranch; its
// lemmas (inner nets, basic patterns) appended to the argument.
ArgumentBranch convertBranch(const State& s, const ForcingBranch& fb, Argument& arg, const ArgumentBranch* outer)
{
    ArgumentBranch b;
    std::vector<int> idOf(fb.implications.size(), -1);
    std::vector<int> patternLemma(fb.patterns.size(), -1);
    for (std::size_t i = 0; i < fb.implications.size(); ++i) {
        const Implication& imp = fb.implications[i];
        ArgumentImplication a;
        a.candidate = imp.candidate;
        a.on = imp.on;
        for (int p : imp.premises)
            if (p >= 0 && idOf[std::size_t(p)] >= 0)
                a.from.push_back(idOf[std::size_t(p)]);
        for (int o : imp.outer)
            if (outer && o >= 0 && std::size_t(o) < outer->implications.size())
                a.from.push_back(outer->implications[std::size_t(o)].id);
        if (imp.pattern >= 0 && std::size_t(imp.pattern) < fb.patterns.size()) {
            int& l = patternLemma[std::size_t(imp.pattern)];
            if (l < 0) {
                const BranchPattern& p = fb.patterns[std::size_t(imp.pattern)];
                ArgumentLemma lemma;
                lemma.kind = ArgumentLemma::Kind::Pattern;
                lemma.technique = p.technique;
                lemma.bases = p.bases;
                lemma.covers = p.covers;
                arg.lemmas.push_back(std::move(lemma));
                l = int(arg.lemmas.size()) - 1;
            }
            a.cites.kind = ArgumentCite::Kind::Lemma;
            a.cites.lemma = l;
        } else if (imp.nested >= 0 && std::size_t(imp.nested) < fb.nested.size()) {
            // The inner net rests on this branch's implications so far (ids given).
            ArgumentLemma lemma;
            lemma.net = convertBranch(s, fb.nested[std::size_t(imp.nested)], arg, &b);
            for (const ArgumentImplication& inner : lemma.net.implications)
                for (int q : inner.from)
                    for (const ArgumentImplication& mine : b.implications)
                        if (mine.id == q && std::find(a.from.begin(), a.from.end(), q) == a.from.end())
                            a.from.push_back(q);
            arg.lemmas.push_back(std::move(lemma));
            a.cites.kind = ArgumentCite::Kind::Lemma;
            a.cites.lemma = int(arg.lemmas.size()) - 1;
        } else if (imp.cause >= 0) {
            a.cites.kind = ArgumentCite::Kind::Constraint;
            a.cites.constraint = imp.cause;
        } else {
            a.cites.kind = ArgumentCite::Kind::Assumption;
        }
        a.id = arg.nextId++;
        idOf[i] = a.id;
        b.implications.push_back(std::move(a));
    }
    if (fb.contradiction && fb.contradictionAt >= 0) {
        b.contradiction = fb.contradictionAt;
        b.contradictionIsBase = fb.contradictionIsBase;
        b.contradictionFrom = contradictionFrom(s, fb.contradictionAt, fb.contradictionIsBase, b, outer);
    }
    return b;
}

} // namespace

void argueFromForcingBranches(const State& s, Constraint truth, Step& step)
{
    Argument arg;
    arg.kind = ArgumentKind::Implications;
    arg.disjunction.kind = truth >= 0 ? ArgumentDisjunction::Kind::Constraint : ArgumentDisjunction::Kind::Each;
    arg.disjunction.constraint = truth;
    for (const ForcingBranch& fb : step.branches)
        arg.branches.push_back(convertBranch(s, fb, arg, nullptr));
    step.argument = std::move(arg);
}

bool argueByNets(const State& s, Step& step)
{
    // A template's conclusions by single-digit nets of its digit only.
    const bool single = step.technique.starts_with("template-");
    unsigned digits = 0x1FF;
    if (single) {
        digits = 0;
        for (Candidate x : step.eliminations | step.placements)
            digits |= 1U << digitOf(x);
    }
    // A single digit's nets are small: inner nets may nest (templates).
    ArgueOptions strong { digits, true, false }, net { digits, false, false },
        nested { digits, false, true, single ? 2 : 1, single ? 600 : 400 };
    Argument arg;
    arg.kind = ArgumentKind::Implications;
    ArgumentConclusions argued;
    for (int placement = 0; placement < 2; ++placement)
        for (Candidate x : placement ? step.placements : step.eliminations) {
            const ArgueLiteral l { x, placement == 0 };
            for (const ArgueOptions* o : { &strong, &net, &nested }) {
                if (single && o == &strong)
                    continue;
                Argument one;
                one.nextId = arg.nextId;
                if (!argueBranch(s, std::span(&l, 1), *o, one))
                    continue;
                // Moved in: lemma indices shift by the lemmas already there.
                const int shift = int(arg.lemmas.size());
                for (ArgumentBranch& b : one.branches) {
                    for (ArgumentImplication& i : b.implications)
                        if (i.cites.kind == ArgumentCite::Kind::Lemma)
                            i.cites.lemma += shift;
                    if (b.contradiction < 0)
                        continue;
                    arg.branches.push_back(std::move(b));
                }
                for (ArgumentLemma& lm : one.lemmas)
                    arg.lemmas.push_back(std::move(lm));
                arg.nextId = one.nextId;
                (placement ? argued.placements : argued.eliminations).set(x);
                break;
            }
        }
    step.eliminations &= argued.eliminations;
    step.placements &= argued.placements;
    if (!step.hasConclusions())
        return false;
    step.argument = std::move(arg);
    return true;
}

namespace
{
thread_local ArgumentCuts tCuts;
std::atomic<std::uint64_t> gConclusions { 0 }, gSteps { 0 };
} // namespace

bool coverByArgument(const State& s, Step& step)
{
    const int before = (step.eliminations | step.placements).count();
    if (step.argument.kind == ArgumentKind::None)
        argueByNets(s, step);
    const ArgumentConclusions a = argumentConclusions(step);
    step.eliminations &= a.eliminations;
    step.placements &= a.placements;
    step.beyondCounting &= step.eliminations | step.placements;
    const int cut = before - (step.eliminations | step.placements).count();
    if (cut > 0) {
        tCuts.conclusions += std::uint64_t(cut);
        gConclusions += std::uint64_t(cut);
    }
    if (step.hasConclusions())
        return true;
    ++tCuts.steps;
    ++gSteps;
    return false;
}

ArgumentCuts argumentCutsHere()
{
    return tCuts;
}

ArgumentCuts argumentCutsTotal()
{
    return { gConclusions.load(), gSteps.load() };
}

} // namespace setwise
