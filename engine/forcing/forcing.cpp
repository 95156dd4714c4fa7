// SPDX-License-Identifier: GPL-3.0-or-later
// Forcing chains and nets in the registry (last, after templates): HoDoKu's
// forcing chain and net contradictions and verities, and Sudoku Explainer's
// nested forcing chains.
//
//   id                            level   conclusion
//   forcing-chain-contradiction   Chain   x true ends in a contradiction: x false
//   forcing-chain-verity          Chain   every candidate of a cell or of a
//                                         house-digit implies t false (t true)
//   forcing-net-contradiction     Net     as above, dynamic (net.h)
//   forcing-net-verity            Net
//   dynamic-forcing-net-plus      Plus    either, with basic patterns on the
//                                         branches (branch_patterns.h)
//   nested-forcing-net            Nested  either, with nested contradictions
//
// Every live candidate's branch is propagated once per state and level (a
// per-thread memo serves all ids); a finder hands out its conclusions in the
// order of before() (a net whose branches a person follows first, the
// smallest largest branch beyond that), each proven by forcing_step.cpp.
#include "engine/forcing/forcing.h"
#include "engine/forcing/forcing_step.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>

namespace setwise
{

namespace
{

// Inner propagations one nested analysis may spend (all branches together).
constexpr std::uint64_t kNestedBudget = 60'000;
// "All steps here" lists at most this many steps per forcing id.
constexpr std::size_t kMaxListed = 30;
// A branch of at most this many implications a person follows: a net whose
// largest branch is within it comes first (at every level), else the smallest
// largest branch. The stepper's nested analysis covers every candidate (it
// stopped at the first 16 contradictions: on forum_hardest_1106 every 5th
// line almost every nested net with a branch over 60 was taken where the
// whole analysis had one within 60).
constexpr int kSmallBranch = 60;

struct Analysis {
    State state;
    std::vector<Branch> branches; // one per live candidate
    std::array<int, kCandidates> branchOf {};
    bool budgetCut = false; // the nested budget ran out
    NetLevel level = NetLevel::Chain;
};

// The branch of x with its facts (built now when the analysis kept it
// untraced: the same facts, as it reads the state only in their constraints).
const Branch& traced(const Context& ctx, Analysis& a, Candidate x)
{
    Branch& b = a.branches[std::size_t(a.branchOf[x])];
    if (!b.traced)
        b = propagate(ctx, x, a.level);
    return b;
}

// Whether a fact of the branch (from the state `before`) lies in one of the
// constraints (`cells`: their candidates). Without a contradiction the facts
// are the candidates the branch decided.
bool touches(const Branch& b, const State& before, const ConstraintSet& constraints, const CandidateSet& cells)
{
    if (!b.contradiction)
        return ((b.on | (before.live() - b.live)) & cells).any();
    for (const Fact& f : b.facts)
        for (Constraint k : constraintsOf(f.candidate))
            if (constraints.test(k))
                return true;
    return false;
}

Analysis& analyse(const Context& ctx, NetLevel level)
{
    const State& s = ctx.state();
    thread_local std::array<std::unique_ptr<Analysis>, 4> memo;
    auto& slot = memo[int(level)];
    if (slot && slot->state == s)
        return *slot;
    std::unique_ptr<Analysis> before = std::move(slot);
    // A chain or net branch reads the state only in the constraints of its
    // facts: where none of them changed since the last analysis, it is the
    // same branch (its live candidates and counts follow the state). Not so
    // for the plus level: a subset or fish on the branch may use a constraint
    // where only the state changed.
    const bool reuse = before && level != NetLevel::Nested && level != NetLevel::Plus;
    ConstraintSet changed;
    CandidateSet changedCells;
    if (reuse) {
        for (Candidate c : before->state.live() ^ s.live())
            for (Constraint k : constraintsOf(c))
                changed.set(k);
        for (Constraint k : changed)
            changedCells |= candidatesOf(k);
    }
    // Chain and Net branches start without facts (most conclude nothing).
    const bool quiet = level == NetLevel::Chain || level == NetLevel::Net;
    slot = std::make_unique<Analysis>();
    slot->state = s;
    slot->level = level;
    slot->branchOf.fill(-1);
    slot->branches.reserve(s.live().count());
    std::uint64_t budget = kNestedBudget;
    for (Candidate x : s.live()) {
        slot->branchOf[x] = int(slot->branches.size());
        Branch* old = reuse && before->branchOf[x] >= 0 ? &before->branches[before->branchOf[x]] : nullptr;
        if (old && !touches(*old, before->state, changed, changedCells)) {
            const CandidateSet removed = before->state.live() - old->live;
            old->live = s.live() - removed;
            for (Constraint k : changed)
                old->count[k] = std::uint8_t(ctx.liveCount(k));
            slot->branches.push_back(std::move(*old));
        } else if (quiet) {
            propagateQuiet(ctx, x, level, slot->branches.emplace_back());
        } else {
            slot->branches.push_back(propagate(ctx, x, level, &budget));
        }
    }
    slot->budgetCut = level == NetLevel::Nested && budget == 0;
    return *slot;
}

void contradictions(const Analysis& a, const std::string& id, std::vector<ForcingCandidate>& out)
{
    for (const Branch& b : a.branches)
        if (b.contradiction) {
            ForcingCandidate c { id, -1, b.start, false, { &b }, {}, 0, {}, {} };
            traceConclusion(c);
            out.push_back(std::move(c));
        }
}

// What a placement implies when applied: the cell's other candidates and the
// digit's live peers.
CandidateSet impliedBy(const State& s, const CandidateSet& placements)
{
    CandidateSet removed;
    for (Candidate t : placements)
        for (Constraint k : constraintsOf(t))
            removed |= candidatesOf(k);
    return (removed & s.live()) - placements;
}

// The size traceConclusion gives a verity's conclusion on t alone: the facts
// t needs on each branch, nested ones with their size (without building it).
int targetSize(std::span<const Branch* const> branches, Candidate t)
{
    thread_local std::vector<std::uint32_t> seen;
    thread_local std::uint32_t mark = 0;
    thread_local std::vector<int> stack;
    int size = 0;
    for (const Branch* b : branches) {
        if (seen.size() < b->facts.size())
            seen.resize(b->facts.size(), 0);
        if (++mark == 0) {
            std::fill(seen.begin(), seen.end(), 0);
            mark = 1;
        }
        stack.assign(1, b->factOf[t]);
        while (!stack.empty()) {
            const int f = stack.back();
            stack.pop_back();
            if (f < 0 || seen[std::size_t(f)] == mark)
                continue;
            seen[std::size_t(f)] = mark;
            const Fact& fact = b->facts[std::size_t(f)];
            size += 1 + (fact.nested >= 0 ? b->nestedProofs[std::size_t(fact.nested)].size : 0);
            for (int i = fact.premiseBegin; i < fact.premiseEnd; ++i)
                stack.push_back(b->premises[std::size_t(i)]);
        }
    }
    return size;
}

void verities(
    const Context& ctx, Analysis& a, const std::string& id, std::vector<ForcingCandidate>& out, bool bundle = false)
{
    const State& s = ctx.state();
    std::array<int, kCandidates> best;
    best.fill(-1);
    for (Constraint k = 0; k < kConstraints; ++k) {
        const CandidateSet starts = s.live() & candidatesOf(k);
        if (starts.count() < 2)
            continue;
        // Step 1. What every branch of the truth agrees on. A branch that ends
        // in a contradiction implies anything: it is kept, its start
        // eliminated, and the truth's conclusions are then one step (step 2).
        CandidateSet off = s.live(), on = s.live();
        std::vector<const Branch*> branches;
        int contradicted = 0;
        for (Candidate x : starts) {
            const Branch& b = a.branches[a.branchOf[x]];
            branches.push_back(&b);
            contradicted += b.contradiction;
            if (b.contradiction)
                continue;
            off -= b.live;
            on &= b.on;
        }
        if (branches.size() != std::size_t(starts.count()) || contradicted == starts.count())
            continue;
        // Nothing agreed and no contradiction: no conclusion. Else the
        // branches' facts (the pointers stay: a branch is traced in place).
        if (contradicted == 0 && !(on | off).any())
            continue;
        for (Candidate x : starts)
            traced(ctx, a, x);
        // Step 2 (the stepper, or a truth with a contradicting branch).
        // Everything the branches agree on, as one step; when one branch
        // survives its start is placed (its singles follow).
        if (bundle || contradicted > 0) {
            if (contradicted == starts.count() - 1) {
                on = starts - off;
                off.clear();
            }
            const CandidateSet elims = off - impliedBy(s, on);
            if ((on | elims).count() >= 2 || contradicted > 0) {
                const bool placement = on.any();
                const Candidate first = placement ? on.first() : elims.first();
                ForcingCandidate c { id, k, first, placement, branches, {}, 0, {}, {} };
                c.alsoPlaced = on;
                c.alsoEliminated = elims;
                traceConclusion(c);
                out.push_back(std::move(c));
            }
        }
        if (contradicted > 0)
            continue;
        // Step 3. Each conclusion with its size; the smallest truth per target
        // (built only when it is the smallest so far).
        for (int placement = 0; placement < 2; ++placement)
            for (Candidate t : placement ? on : off) {
                int& slot = best[t];
                if (slot >= 0 && targetSize(branches, t) >= out[slot].size)
                    continue;
                ForcingCandidate c { id, k, t, placement == 1, branches, {}, 0, {}, {} };
                traceConclusion(c);
                if (slot < 0) {
                    slot = int(out.size());
                    out.push_back(std::move(c));
                } else {
                    out[slot] = std::move(c);
                }
            }
    }
}

// How many candidates a conclusion removes from the grid: one for an
// elimination; for a placement, the cell's other candidates and the digit's
// live peers.
int conclusionWeight(const State& s, const ForcingCandidate& c)
{
    CandidateSet placed = c.alsoPlaced, eliminated = c.alsoEliminated;
    (c.placement ? placed : eliminated).set(c.target);
    return (eliminated | impliedBy(s, placed)).count();
}

// One step per truth: a truth's single conclusions (each its smallest
// truth's) become one candidate with all of them, the first one's target.
void mergeByTruth(std::vector<ForcingCandidate>& found)
{
    std::vector<ForcingCandidate> out;
    std::array<int, kConstraints> at;
    at.fill(-1);
    std::vector<bool> merged;
    for (ForcingCandidate& c : found) {
        const bool single = c.truth >= 0 && (c.alsoPlaced | c.alsoEliminated).none();
        if (!single || at[std::size_t(c.truth)] < 0) {
            if (single)
                at[std::size_t(c.truth)] = int(out.size());
            out.push_back(std::move(c));
            merged.push_back(false);
            continue;
        }
        const int i = at[std::size_t(c.truth)];
        ForcingCandidate& m = out[std::size_t(i)];
        (c.placement ? m.alsoPlaced : m.alsoEliminated).set(c.target);
        merged[std::size_t(i)] = true;
    }
    for (std::size_t i = 0; i < out.size(); ++i)
        if (merged[i]) {
            ForcingCandidate& m = out[i];
            (m.placement ? m.alsoPlaced : m.alsoEliminated).set(m.target);
            traceConclusion(m);
        }
    found = std::move(out);
}

// A verity's conclusion with its truth's other conclusions (what every branch
// of the truth agrees on: its bundle in `found`), each one taken when the
// largest branch stays as it is.
void grow(const State& s, const std::vector<ForcingCandidate>& found, ForcingCandidate& c)
{
    if (c.truth < 0)
        return;
    const ForcingCandidate* bundle = nullptr;
    for (const ForcingCandidate& b : found)
        if (&b != &c && b.truth == c.truth && (b.alsoPlaced | b.alsoEliminated).any())
            bundle = &b;
    if (!bundle)
        return;
    const int limit = std::max(c.largest, kSmallBranch);
    for (int placement = 1; placement >= 0; --placement)
        for (Candidate x : placement ? bundle->alsoPlaced : bundle->alsoEliminated) {
            if (x == c.target || c.alsoPlaced.test(x) || c.alsoEliminated.test(x))
                continue;
            CandidateSet placed = c.alsoPlaced;
            if (c.placement)
                placed.set(c.target);
            if (!placement && impliedBy(s, placed).test(x))
                continue; // the placement takes it
            ForcingCandidate g = c;
            (placement ? g.alsoPlaced : g.alsoEliminated).set(x);
            traceConclusion(g);
            if (g.largest <= limit)
                c = std::move(g);
        }
}

// Whether conclusion x (removing wx candidates) comes before y (wy): a net
// whose branches are all within kSmallBranch first, beyond it the smallest
// largest branch; then the most candidates removed (each net or nested net
// less on the path), the smaller largest branch, the fewest implications.
bool before(const ForcingCandidate& x, int wx, const ForcingCandidate& y, int wy)
{
    const int lx = std::max(x.largest, kSmallBranch), ly = std::max(y.largest, kSmallBranch);
    if (lx != ly)
        return lx < ly;
    if (wx != wy)
        return wx > wy;
    if (x.largest != y.largest)
        return x.largest < y.largest;
    return x.size < y.size;
}

// The nested level's path step may also take its contradictions as one step
// (a disjunction per branch: each start ends in a contradiction): those with
// every branch within kSmallBranch, smallest first, while their implications
// (inner nets included) stay within kBundleSize, about the largest nested
// net the path took when each contradiction was a step.
constexpr int kBundleSize = 3000;

void bundleContradictions(const std::string& id, std::vector<ForcingCandidate>& found)
{
    std::vector<const ForcingCandidate*> small;
    for (const ForcingCandidate& c : found)
        if (c.truth < 0 && c.largest <= kSmallBranch)
            small.push_back(&c);
    std::stable_sort(small.begin(), small.end(), [](auto* a, auto* b) { return a->size < b->size; });
    ForcingCandidate all { id, -1, -1, false, {}, {}, 0, {}, {} };
    int size = 0;
    for (const ForcingCandidate* c : small) {
        if (!all.branches.empty() && size + c->size > kBundleSize)
            continue;
        size += c->size;
        if (all.target < 0)
            all.target = c->target;
        else
            all.alsoEliminated.set(c->target);
        all.branches.push_back(c->branches.front());
    }
    if (all.branches.size() < 2)
        return;
    traceConclusion(all);
    found.push_back(std::move(all));
}

bool enabled(std::span<const std::string> ids, const std::string& id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

void findForcing(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const std::string id(req.technique);
    const NetLevel level = id.starts_with("forcing-chain") ? NetLevel::Chain
        : id.starts_with("forcing-net")                    ? NetLevel::Net
        : id.starts_with("dynamic-forcing-net-plus")       ? NetLevel::Plus
                                                           : NetLevel::Nested;
    const State& s = ctx.state();
    if (s.emptyCount() == 0 || ctx.inconsistency())
        return;
    Analysis& a = analyse(ctx, level);
    if (a.budgetCut)
        sink.noteBudgetCut();
    // The stepper (a path's next step) weighs a level's contradictions and
    // verities together when both ids are enabled (the contradiction id, first
    // in the order, hands out the level's best of either kind), as before()
    // orders them; the nested level's may take its small contradictions
    // together (bundleContradictions). A truth's conclusions are one
    // step, for the path and for "all steps here" alike (one step takes all
    // that its branches prove); its branches may end in a contradiction (they
    // conclude anything), for the verity id alone as with the contradiction
    // id: solve and hints mean the same by an id.
    // (nested-forcing-net and dynamic-forcing-net-plus are one id for both kinds.)
    std::vector<ForcingCandidate> found;
    const bool stepper = req.pathStep;
    const std::string verityId = id.ends_with("contradiction") ? id.substr(0, id.size() - 13) + "verity" : id;
    if (!id.ends_with("verity"))
        contradictions(a, id, found);
    const bool bundle = true;
    if (!id.ends_with("contradiction") || (stepper && enabled(req.enabled, verityId)))
        verities(ctx, a, verityId, found, bundle);
    if (!stepper)
        mergeByTruth(found);
    if (stepper && level == NetLevel::Nested)
        bundleContradictions(id, found);
    std::vector<int> weight;
    for (const ForcingCandidate& c : found)
        weight.push_back(conclusionWeight(s, c)); // the same order for hints as for the path
    std::vector<std::size_t> order(found.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t x, std::size_t y) { return before(found[x], weight[x], found[y], weight[y]); });
    // The path's step: its truth's other conclusions join it while every
    // branch stays within kSmallBranch or the size it has.
    if (stepper && level != NetLevel::Nested && !order.empty())
        grow(s, found, found[order.front()]);
    std::size_t listed = 0;
    for (std::size_t i : order) {
        const ForcingCandidate& c = found[i];
        if (sink.full() || listed == kMaxListed || req.options.cancelled())
            return;
        if (auto step = forcingStep(s, c)) {
            ++listed;
            if (!sink.add(std::move(*step)))
                return;
        } else {
            sink.noteBudgetCut(); // only an exhausted proof budget leaves a conclusion unproven
        }
    }
}

} // namespace

namespace
{
const Technique kForcing[] = {
    technique(TechniqueId::ForcingChainContradiction, findForcing),
    technique(TechniqueId::ForcingChainVerity, findForcing),
    technique(TechniqueId::ForcingNetContradiction, findForcing),
    technique(TechniqueId::ForcingNetVerity, findForcing),
    technique(TechniqueId::DynamicForcingNetPlus, findForcing),
    technique(TechniqueId::NestedForcingNet, findForcing),
};
} // namespace

std::span<const Technique> forcingChainTechniques()
{
    return std::span(kForcing).first(2);
}

std::span<const Technique> forcingNetTechniques()
{
    return std::span(kForcing).subspan(2);
}

} // namespace setwise
