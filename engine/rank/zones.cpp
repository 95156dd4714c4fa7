// SPDX-License-Identifier: GPL-3.0-or-later
// Counting by cases (zones.h) and the technique that uses it, triplet set
// logic: the truths and links of a net of single inferences, kept when
// counting by cases over its triplets removes the net's target. Tried after
// chain set logic, before the forcing chains.
//
// The nets: from a candidate x assumed true, a true candidate makes every
// other live candidate of its four constraints false (the constraint becomes
// a link) and a constraint left with one candidate not false makes it true (a
// truth). A net that reaches a contradiction (a constraint with every live
// candidate false, or a true candidate made false) gives the structure that
// contradiction rests on, target x. A verity, every live candidate of one
// constraint K (2 to 4 of them) making t false, gives K and the sets each
// one's way to t rests on, target t.
//
// countByCases() then counts: inside the structure it runs the same
// inferences (links make false, truths make true) from the target assumed
// true and from the truths the case leaves with one candidate, and counts the
// zone a contradiction rests on (or the whole structure left, where none is
// reached) by the plain rank rule. Where that fails it splits on the zone's
// triplet nearest to the start (false, then true) and counts each case again,
// within kMaxCases cases. The plain rule alone (one case) gives a plain
// counting step. Nets that need inner nets (nested nets) are not tried: the
// structures they give (over 60 truths) do not close within these limits
// (docs/patterns.md, Triplet set logic).
#include "engine/rank/zones.h"

#include "engine/context.h"
#include "engine/evaluate.h"
#include "engine/forcing/exact.h"
#include "engine/tables.h"
#include "engine/techniques.h"

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <optional>
#include <vector>

namespace setwise
{

namespace
{

constexpr int kMaxCases = 8; // cases of one argument
constexpr int kMaxTruths = 40; // truths of the structure
constexpr int kMaxVerity = 4; // candidates of a verity's constraint

bool holdsAll(Constraint k, const CandidateSet& cs)
{
    return cs.isSubsetOf(candidatesOf(k));
}

// Single inferences from x true over `live`: truths make their last candidate
// true, killers make the others of a true candidate false. Each candidate's
// value, the constraint it rests on, the true candidate a false one comes
// from, and the order reached.
struct Propagation {
    std::array<std::int8_t, kCandidates> value {}; // 0 unknown, 1 true, 2 false
    std::array<std::int16_t, kCandidates> reason {};
    std::array<std::int16_t, kCandidates> parent {};
    std::array<std::int16_t, kCandidates> order {};
    // The contradiction: an empty truth, or a true candidate made false
    // (falseReason/falseParent: how), or x itself made false.
    Constraint empty = -1;
    Candidate clash = -1;
    Constraint clashReason = -1;
    Candidate clashParent = -1;
    bool found() const { return empty >= 0 || clash >= 0; }
};

// Per constraint, its live candidates as a 9-bit mask of its members
// (members() lists them in ascending order, so a mask's bits run in the
// order of the candidates).
using LiveMasks = std::array<std::uint16_t, kConstraints>;
LiveMasks masksOf(const CandidateSet& live)
{
    LiveMasks m {};
    for (Candidate y : live)
        for (int kind = 0; kind < 4; ++kind)
            m[std::size_t(constraintsOf(y)[std::size_t(kind)])]
                |= std::uint16_t(1U << memberIndices(y)[std::size_t(kind)]);
    return m;
}

// Seeds: x true, and the last live candidate of each truth in `singles`
// (true, resting on that truth). `masks`: masksOf(live).
void propagate(const LiveMasks& masks, const ConstraintSet& truths, const ConstraintSet& killers, Candidate x,
    Propagation& p, std::span<const Constraint> singles = {})
{
    p.value.fill(0);
    p.empty = -1;
    p.clash = -1;
    std::array<std::int8_t, kConstraints> falseCount {};
    thread_local std::vector<Candidate> queue;
    queue.assign(1, x);
    p.value[std::size_t(x)] = 1;
    p.reason[std::size_t(x)] = -1;
    p.order[std::size_t(x)] = 0;
    for (Constraint k : singles) {
        const unsigned one = masks[std::size_t(k)];
        if (std::popcount(one) != 1)
            continue;
        const Candidate y = members(k)[std::size_t(std::countr_zero(one))];
        if (p.value[std::size_t(y)])
            continue;
        p.value[std::size_t(y)] = 1;
        p.reason[std::size_t(y)] = std::int16_t(k);
        p.order[std::size_t(y)] = std::int16_t(queue.size());
        queue.push_back(y);
    }
    for (std::size_t qi = 0; qi < queue.size(); ++qi) {
        const Candidate n = queue[qi];
        if (p.value[std::size_t(n)] == 1) {
            for (Constraint k : constraintsOf(n)) {
                if (!killers.test(k))
                    continue;
                for (unsigned m = masks[std::size_t(k)]; m != 0; m &= m - 1) {
                    const Candidate y = members(k)[std::size_t(std::countr_zero(m))];
                    if (y == n)
                        continue;
                    if (p.value[std::size_t(y)] == 1) {
                        p.clash = y;
                        p.clashReason = k;
                        p.clashParent = n;
                        return;
                    }
                    if (p.value[std::size_t(y)] == 2)
                        continue;
                    p.value[std::size_t(y)] = 2;
                    p.reason[std::size_t(y)] = std::int16_t(k);
                    p.parent[std::size_t(y)] = std::int16_t(n);
                    p.order[std::size_t(y)] = std::int16_t(queue.size());
                    queue.push_back(y);
                }
            }
            continue;
        }
        for (Constraint k : constraintsOf(n)) {
            if (!truths.test(k))
                continue;
            const int left = std::popcount(unsigned(masks[std::size_t(k)])) - ++falseCount[std::size_t(k)];
            if (left == 0) {
                p.empty = k;
                return;
            }
            if (left != 1)
                continue;
            for (unsigned m = masks[std::size_t(k)]; m != 0; m &= m - 1)
                if (const Candidate y = members(k)[std::size_t(std::countr_zero(m))]; p.value[std::size_t(y)] != 2) {
                    if (p.value[std::size_t(y)] == 0) {
                        p.value[std::size_t(y)] = 1;
                        p.reason[std::size_t(y)] = std::int16_t(k);
                        p.order[std::size_t(y)] = std::int16_t(queue.size());
                        queue.push_back(y);
                    }
                    break;
                }
        }
    }
}

// The truths and links the contradiction rests on, and the candidates
// reached on the way (for the choice of a triplet).
struct Cone {
    std::vector<Constraint> bases, covers;
    std::vector<Candidate> nodes;
};

// From the contradiction, or (offTarget >= 0) from offTarget made false.
Cone coneOf(const CandidateSet& live, const Propagation& p, Candidate x, Candidate offTarget = -1)
{
    Cone c;
    ConstraintSet inB, inC;
    CandidateSet doneOn, doneOff;
    std::vector<std::pair<Candidate, bool>> todo;
    const auto addBase = [&](Constraint k) {
        if (!inB.test(k)) {
            inB.set(k);
            c.bases.push_back(k);
        }
    };
    const auto addCover = [&](Constraint k) {
        if (!inC.test(k)) {
            inC.set(k);
            c.covers.push_back(k);
        }
    };
    const auto truthOf = [&](Constraint k, Candidate except) {
        addBase(k);
        for (Candidate z : candidatesOf(k) & live)
            if (z != except)
                todo.emplace_back(z, false);
    };
    if (offTarget >= 0) {
        todo.emplace_back(offTarget, false);
    } else if (p.empty >= 0) {
        truthOf(p.empty, -1);
    } else {
        addCover(Constraint(p.clashReason));
        todo.emplace_back(p.clashParent, true);
        if (p.clash != x && p.reason[std::size_t(p.clash)] >= 0)
            truthOf(Constraint(p.reason[std::size_t(p.clash)]), p.clash);
    }
    while (!todo.empty()) {
        const auto [y, on] = todo.back();
        todo.pop_back();
        CandidateSet& done = on ? doneOn : doneOff;
        if (done.test(y))
            continue;
        done.set(y);
        c.nodes.push_back(y);
        if (on) {
            if (y != x && p.reason[std::size_t(y)] >= 0)
                truthOf(Constraint(p.reason[std::size_t(y)]), y);
        } else {
            addCover(Constraint(p.reason[std::size_t(y)]));
            todo.emplace_back(Candidate(p.parent[std::size_t(y)]), true);
        }
    }
    std::sort(c.nodes.begin(), c.nodes.end(),
        [&](Candidate a, Candidate b) { return p.order[std::size_t(a)] < p.order[std::size_t(b)]; });
    return c;
}

ConstraintSet setOf(std::span<const Constraint> ks)
{
    ConstraintSet out;
    for (Constraint k : ks)
        out.set(k);
    return out;
}

State reduced(const State& s, const CandidateSet& live)
{
    State r = s;
    r.eliminate(s.live() - live);
    return r;
}

class CaseSearch
{
public:
    CaseSearch(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers, Candidate x,
        int maxCases, std::span<const Candidate> order)
        : m_s(s)
        , m_bases(bases.begin(), bases.end())
        , m_covers(covers.begin(), covers.end())
        , m_x(x)
        , m_max(maxCases)
        , m_order(order.begin(), order.end())
    {
    }

    bool solve(std::vector<ArgumentCase::Assumption>& as)
    {
        if (int(m_cases.size()) >= m_max)
            return false;
        const CaseView v = applyAssumptions(m_s, m_bases, m_covers, as);
        ArgumentCase leaf;
        leaf.assumptions = as;
        if (v.onDead || !v.live.test(m_x)) {
            leaf.closes = ArgumentCase::Closes::Assumption;
            m_cases.push_back(std::move(leaf));
            return true;
        }
        for (Constraint b : v.bases)
            if (!candidatesOf(b).intersects(v.live)) {
                leaf.closes = ArgumentCase::Closes::EmptyTruth;
                leaf.bases = { b };
                m_cases.push_back(std::move(leaf));
                return true;
            }
        Propagation& p = *m_prop;
        propagate(masksOf(v.live), setOf(v.bases), setOf(v.covers), m_x, p, v.bases);
        const State r = reduced(m_s, v.live);
        Cone cone;
        if (p.found()) {
            cone = coneOf(v.live, p, m_x);
        } else {
            // No contradiction inside: the whole structure left is the zone.
            cone.bases = v.bases;
            cone.covers = v.covers;
            for (Candidate n : m_order)
                if (v.live.test(n))
                    cone.nodes.push_back(n);
        }
        // The zone removes x, or has more truths than link slots (this case
        // has no solution).
        if (auto e = evaluate(r, cone.bases, cone.covers); e && (e->eliminations.test(m_x) || e->contradiction)) {
            leaf.closes = ArgumentCase::Closes::Count;
            leaf.bases = cone.bases;
            leaf.covers = cone.covers;
            leaf.rank = int(cone.covers.size()) - int(cone.bases.size());
            m_cases.push_back(std::move(leaf));
            return true;
        }
        // The zone's triplet nearest to x.
        Candidate y = -1;
        for (Candidate n : cone.nodes) {
            if (n == m_x)
                continue;
            int inBases = 0, inSets = 0;
            for (Constraint k : cone.bases)
                inBases += candidatesOf(k).test(n);
            inSets = inBases;
            for (Constraint k : cone.covers)
                inSets += candidatesOf(k).test(n);
            if (inBases >= 1 && inSets >= 3) {
                y = n;
                break;
            }
        }
        if (y < 0 || int(as.size()) >= m_max)
            return false;
        CandidateSet one;
        one.set(y);
        as.push_back({ one, false });
        const bool off = solve(as);
        as.back().on = true;
        const bool on = off && solve(as);
        as.pop_back();
        return on;
    }

    std::vector<ArgumentCase> take() { return std::move(m_cases); }

private:
    const State& m_s;
    std::vector<Constraint> m_bases, m_covers;
    Candidate m_x;
    int m_max;
    std::vector<Candidate> m_order; // the structure's candidates, nearest the start first
    std::vector<ArgumentCase> m_cases;
    std::unique_ptr<Propagation> m_prop = std::make_unique<Propagation>();
};

// The leaves' assumption lists form one tree of splits from `depth` on.
bool isTree(std::span<const ArgumentCase* const> leaves, std::size_t depth)
{
    if (leaves.empty())
        return false;
    if (leaves.size() == 1 && leaves.front()->assumptions.size() == depth)
        return true;
    std::vector<const ArgumentCase*> off, on;
    const ArgumentCase::Assumption* first = nullptr;
    for (const ArgumentCase* c : leaves) {
        if (c->assumptions.size() <= depth)
            return false;
        const ArgumentCase::Assumption& a = c->assumptions[depth];
        if (!first)
            first = &a;
        if (a.candidates != first->candidates)
            return false;
        (a.on ? on : off).push_back(c);
        for (std::size_t i = 0; i < depth; ++i)
            if (!(c->assumptions[i] == leaves.front()->assumptions[i]))
                return false;
    }
    return isTree(off, depth + 1) && isTree(on, depth + 1);
}

} // namespace

CaseView applyAssumptions(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    std::span<const ArgumentCase::Assumption> assumptions)
{
    CaseView v;
    v.live = s.live();
    ConstraintSet gone;
    for (const ArgumentCase::Assumption& a : assumptions) {
        if (!a.on) {
            v.live -= a.candidates;
            continue;
        }
        if (!a.candidates.intersects(v.live))
            v.onDead = true;
        for (auto list : { bases, covers })
            for (Constraint k : list)
                if (holdsAll(k, a.candidates)) {
                    v.live -= candidatesOf(k) - a.candidates;
                    gone.set(k);
                }
    }
    for (Constraint k : bases)
        if (!gone.test(k))
            v.bases.push_back(k);
    for (Constraint k : covers)
        if (!gone.test(k))
            v.covers.push_back(k);
    return v;
}

bool casesProve(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    std::span<const ArgumentCase> cases, Candidate target)
{
    std::vector<const ArgumentCase*> leaves;
    for (const ArgumentCase& c : cases)
        leaves.push_back(&c);
    if (!isTree(leaves, 0))
        return false;
    for (const ArgumentCase& c : cases) {
        const CaseView v = applyAssumptions(s, bases, covers, c.assumptions);
        const ConstraintSet vb = setOf(v.bases), vc = setOf(v.covers);
        for (Constraint k : c.bases)
            if (!vb.test(k))
                return false;
        for (Constraint k : c.covers)
            if (!vc.test(k))
                return false;
        switch (c.closes) {
        case ArgumentCase::Closes::Assumption:
            if (!v.onDead && v.live.test(target))
                return false;
            break;
        case ArgumentCase::Closes::EmptyTruth:
            if (c.bases.size() != 1 || candidatesOf(c.bases.front()).intersects(v.live))
                return false;
            break;
        case ArgumentCase::Closes::Count: {
            if (!v.live.test(target))
                break;
            const auto e = evaluate(reduced(s, v.live), c.bases, c.covers);
            if (!e || !(e->eliminations.test(target) || e->contradiction))
                return false;
            break;
        }
        }
    }
    return true;
}

std::optional<std::vector<ArgumentCase>> countByCases(const State& s, std::span<const Constraint> bases,
    std::span<const Constraint> covers, Candidate target, int maxCases, std::span<const Candidate> order)
{
    CaseSearch search(s, bases, covers, target, maxCases, order);
    std::vector<ArgumentCase::Assumption> as;
    if (!search.solve(as))
        return std::nullopt;
    return search.take();
}

namespace
{

struct Found {
    Step step;
    int cases;
    int truths;
};

// The step of a structure removing x: by the plain rank rule, else by cases.
void tryStructure(const State& s, std::string_view technique, Candidate x, const Cone& cone, std::vector<Found>& found)
{
    if (int(cone.bases.size()) > kMaxTruths || cone.bases.empty())
        return;
    for (Constraint b : cone.bases)
        if (std::find(cone.covers.begin(), cone.covers.end(), b) != cone.covers.end())
            return;
    auto e = evaluate(s, cone.bases, cone.covers);
    if (!e)
        return;
    const bool plain = e->eliminations.test(x);
    std::vector<ArgumentCase> cases;
    if (!plain) {
        auto c = countByCases(s, cone.bases, cone.covers, x, kMaxCases, cone.nodes);
        if (!c || !casesProve(s, cone.bases, cone.covers, *c, x))
            return;
        cases = std::move(*c);
    }
    Step st = makeStep(std::string(technique), { std::move(*e) });
    if (!plain) {
        // The machine proof beside the argument: the exact evaluation of the sets.
        const ExactProof proof = proveExact(s, cone.bases, cone.covers, x, false);
        if (!proof.proven)
            return;
        st.eliminations.set(x);
        st.beyondCounting.set(x);
        st.rule = ProofRule::ExactEvaluation;
        st.proofNodes = proof.nodes;
        st.argument.kind = ArgumentKind::Counting;
        st.argument.counting = "triplets";
        st.argument.caseEliminations.set(x);
        st.argument.cases = std::move(cases);
    }
    const int n = std::max<int>(1, int(st.argument.cases.size()));
    found.push_back({ std::move(st), n, int(cone.bases.size()) });
}

void findTripletSetLogic(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const State& s = ctx.state();
    const CandidateSet& live = s.live();
    ConstraintSet all;
    for (Constraint k = 0; k < kConstraints; ++k)
        all.set(k);
    // Each live candidate's inferences, assumed true.
    std::array<int, kCandidates> slot {};
    // The propagations' storage is kept from state to state (each is filled
    // where it is read: propagate() sets every value, and a reason, parent or
    // order only with a value).
    thread_local std::vector<Propagation> props;
    if (props.size() < std::size_t(live.count()))
        props.resize(std::size_t(live.count()));
    LiveMasks masks;
    for (Constraint k = 0; k < kConstraints; ++k)
        masks[std::size_t(k)] = std::uint16_t(ctx.liveMask(k));
    std::vector<std::pair<Candidate, Cone>> structures;
    CandidateSet contradicts;
    int n = 0;
    for (Candidate x : live) {
        if (req.options.cancelled())
            return;
        slot[std::size_t(x)] = n;
        Propagation& p = props[std::size_t(n++)];
        propagate(masks, all, all, x, p);
        if (!p.found())
            continue;
        contradicts.set(x);
        structures.emplace_back(x, coneOf(live, p, x));
    }
    // Verities: every live candidate of a constraint K makes t false; the
    // structure is K and the sets of each one's way to t.
    for (Constraint k = 0; k < kConstraints; ++k) {
        const CandidateSet ks = candidatesOf(k) & live;
        if (ks.count() < 2 || ks.count() > kMaxVerity || ks.intersects(contradicts))
            continue;
        CandidateSet off = live - ks;
        for (Candidate c : ks)
            for (Candidate t : off)
                if (props[std::size_t(slot[std::size_t(c)])].value[std::size_t(t)] != 2)
                    off.reset(t);
        for (Candidate t : off) {
            Cone cone;
            cone.bases.push_back(k);
            for (Candidate c : ks) {
                Cone part = coneOf(live, props[std::size_t(slot[std::size_t(c)])], c, t);
                for (Constraint b : part.bases)
                    if (std::find(cone.bases.begin(), cone.bases.end(), b) == cone.bases.end())
                        cone.bases.push_back(b);
                for (Constraint b : part.covers)
                    if (std::find(cone.covers.begin(), cone.covers.end(), b) == cone.covers.end())
                        cone.covers.push_back(b);
                cone.nodes.insert(cone.nodes.end(), part.nodes.begin(), part.nodes.end());
            }
            structures.emplace_back(t, std::move(cone));
        }
    }
    // Fewest truths first; a path's step (one wanted) stops after the first
    // truth count that gives one.
    std::stable_sort(structures.begin(), structures.end(),
        [](const auto& a, const auto& b) { return a.second.bases.size() < b.second.bases.size(); });
    std::vector<Found> found;
    for (std::size_t i = 0; i < structures.size(); ++i) {
        if (req.options.cancelled())
            return;
        if (!found.empty() && sink.limit() == 1
            && structures[i].second.bases.size() > structures[i - 1].second.bases.size())
            break;
        tryStructure(s, req.technique, structures[i].first, structures[i].second, found);
    }
    std::stable_sort(found.begin(), found.end(),
        [](const Found& a, const Found& b) { return a.truths != b.truths ? a.truths < b.truths : a.cases < b.cases; });
    for (Found& f : found)
        if (!sink.add(std::move(f.step)))
            return;
}

} // namespace

std::span<const Technique> tripletSetLogicTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::TripletSetLogic, findTripletSetLogic),
    };
    return table;
}

} // namespace setwise
