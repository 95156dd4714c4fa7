// SPDX-License-Identifier: GPL-3.0-or-later
// The BERT path optimiser: pool, singles closure, one-step look-ahead and
// dropping (see bert_optimiser.h for the numbered steps).
#include "engine/rating/bert_optimiser.h"

#include "engine/fish/fish.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <climits>
#include <map>
#include <memory>

namespace setwise
{

namespace
{

// Work units of one singles search (a Context and the three singles finders).
constexpr long long kSingleWork = 4;

bool isSingle(const std::string& id)
{
    return id == "full-house" || id == "naked-single" || id == "hidden-single";
}

// An entry ready in a state: its conclusions there and their score; the
// step itself is made (Optimiser::stepOf) only for a fire that is taken.
struct Fire {
    int entry;
    CandidateSet eliminations;
    int score;
    mutable std::shared_ptr<const Step> step; // made when taken (stepOf), or at once when materialised
    int found = -1; // kept conclusions: the state of Entry::found they were kept from; -1: re-evaluated
    CandidateSet placements; // kept conclusions: their placements still live
};
using FirePtr = std::shared_ptr<const Fire>; // null: not ready

// Step 1's pool entry: a step that can be re-evaluated in any state, or one
// that keeps its conclusions (no set logic, or proved beyond the counting rule).
struct Entry {
    Step original;
    CandidateSet support; // every candidate of its bases and covers (re-evaluable)
    // Not re-evaluable: the step as found in each state (the live candidates
    // there); its proof holds in any state with no candidate outside them.
    // Re-evaluable: the first state it was found in.
    std::vector<std::pair<CandidateSet, Step>> found;
    bool reEvaluable = false;
    // Per reading (set logic), where its eliminations can lie, in any state:
    // with m(x) the covers holding x and K_b the largest m(x) over base b's
    // covered candidates, evaluate()'s effective rank is at least
    // Rmin = max(0, |C| - sum K_b) (each k_b <= K_b), so an elimination is
    // a candidate outside the bases with m(x) >= Rmin + 1 or a base candidate
    // with m(x) >= Rmin + 2; and it sees every fin, among them the live base
    // candidates no cover holds and those of two bases (`fins`). When no live
    // candidate is left there, the reading cannot fire: it is not evaluated.
    struct Reach {
        CandidateSet targets;
        CandidateSet fins;
    };
    std::vector<Reach> reach;
    // The last answers of fire(): one depends only on the live candidates of
    // `support` (and, kept conclusions, on where they were found), so states
    // that differ elsewhere (most of the next states on a path, and the
    // sibling states of rollouts and replays) reuse it.
    struct Cached {
        CandidateSet key;
        int found = -1; // not re-evaluable: the state of `found` it was kept from; -1: empty slot
        FirePtr fire;
    };
    std::array<Cached, 4> cache;
    unsigned nextSlot = 0; // the slot the next new answer replaces
};

class Optimiser
{
public:
    Optimiser(const State& puzzle, const OptimiserOptions& options)
        : m_puzzle(puzzle)
        , m_options(options)
        , m_singles(*TechniqueSettings::fromList("full-house,naked-single,hidden-single"))
    {
    }

    // Adds a step found in `where`; returns its entry (an equal one already in
    // the pool counts), or -1 for singles and steps without conclusions.
    int add(const Step& step, const State& where)
    {
        if (isSingle(step.technique) || !step.hasConclusions())
            return -1;
        Entry e;
        e.original = step;
        // A conclusion beyond the counting rule (an exact evaluation: forcing
        // nets, templates) does not come back from evaluate() in another
        // state: such a step keeps its conclusions, like one that is no set logic.
        const bool sets = step.setLogic && !step.readings.empty();
        e.reEvaluable = sets && step.beyondCounting.none();
        // The key: its sets, else its technique and conclusions (the same
        // conclusions found in another state are one entry, found twice).
        std::string key = e.reEvaluable ? "#" : step.technique;
        if (!e.reEvaluable)
            for (Candidate x : step.eliminations | step.placements)
                key += ',' + std::to_string(x);
        if (e.reEvaluable) {
            for (const Evaluation& r : step.readings) {
                CandidateSet base, endo;
                std::array<CandidateSet, 4> atLeast {}; // m(x) >= i + 1
                for (Constraint k : r.bases) {
                    endo |= base & candidatesOf(k);
                    base |= candidatesOf(k);
                    key += std::to_string(k) + ',';
                }
                key += '/';
                for (Constraint k : r.covers) {
                    const CandidateSet c = candidatesOf(k);
                    for (int i = 3; i > 0; --i)
                        atLeast[std::size_t(i)] |= atLeast[std::size_t(i - 1)] & c;
                    atLeast[0] |= c;
                    key += std::to_string(k) + ',';
                }
                key += ';';
                int slots = 0; // sum K_b
                for (Constraint k : r.bases) {
                    int most = 0;
                    while (most < 4 && (candidatesOf(k) & atLeast[std::size_t(most)]).any())
                        ++most;
                    slots += most;
                }
                const int least = std::max(0, int(r.covers.size()) - slots); // Rmin
                auto atLeastM = [&](int m) { return m <= 4 ? atLeast[std::size_t(m - 1)] : CandidateSet(); };
                e.support |= base | atLeast[0];
                e.reach.push_back(
                    { (atLeastM(least + 1) - base) | (base & atLeastM(least + 2)), (base - atLeast[0]) | endo });
            }
        }
        e.support |= step.eliminations | step.placements;
        auto [it, fresh] = m_keys.emplace(key, poolSize());
        if (fresh)
            m_pool.push_back(std::move(e));
        Entry& entry = m_pool[std::size_t(it->second)];
        if (foundIn(entry, where.live()) < 0 && (!entry.reEvaluable || entry.found.empty()))
            entry.found.emplace_back(where.live(), step);
        return it->second;
    }

    int poolSize() const { return int(m_pool.size()); }

    // The first state it was found in with no candidate outside `live`'s, or -1.
    static int foundIn(const Entry& e, const CandidateSet& live)
    {
        for (std::size_t i = 0; i < e.found.size(); ++i)
            if (live.isSubsetOf(e.found[i].first))
                return int(i);
        return -1;
    }

    // Step 2: every single until none is left; returns true when one was placed.
    bool closure(State& s, std::vector<Step>& out)
    {
        bool placed = false;
        while (s.emptyCount() > 0) {
            m_work += kSingleWork;
            auto single = findNextStep(s, m_singles);
            if (!single)
                break;
            s = apply(s, *single);
            out.push_back(std::move(*single));
            placed = true;
        }
        return placed;
    }

    // The entry re-evaluated in `s`, when it eliminates something there (else null).
    FirePtr fire(int index, const State& s)
    {
        Entry& e = m_pool[std::size_t(index)];
        const int found = e.reEvaluable ? 0 : foundIn(e, s.live());
        if (found < 0)
            return nullptr;
        const CandidateSet key = s.live() & e.support;
        for (const Entry::Cached& c : e.cache)
            if (c.found == found && c.key == key)
                return c.fire;
        Entry::Cached& slot = e.cache[e.nextSlot++ % e.cache.size()];
        slot.key = key;
        slot.found = found;
        slot.fire = e.reEvaluable ? evaluateEntry(index, s) : keptConclusions(index, found, s);
        return slot.fire;
    }

    // A step kept from the `found`th state it was found in, applied in `s`.
    // The step itself (a copy of the kept one, often a large net) is made
    // only when the fire is taken (stepOf): most fires are asked, not taken.
    FirePtr keptConclusions(int index, int found, const State& s) const
    {
        const Step& original = m_pool[std::size_t(index)].found[std::size_t(found)].second;
        const CandidateSet eliminations = original.eliminations & s.live();
        const CandidateSet placements = original.placements & s.live();
        if (eliminations.none() && placements.none())
            return nullptr;
        return std::make_shared<const Fire>(
            Fire { index, eliminations, bertStepScore(original), nullptr, found, placements });
    }

    // The step of kept conclusions: the kept step with the conclusions
    // still live where it fired (they lie in the entry's support, so every
    // state sharing the fire has the same).
    std::shared_ptr<const Step> keptStep(const Fire& f) const
    {
        Step st = m_pool[std::size_t(f.entry)].found[std::size_t(f.found)].second;
        st.eliminations = f.eliminations;
        st.placements = f.placements;
        return std::make_shared<const Step>(std::move(st));
    }

    // A re-evaluable entry in `s`: countReading() on each reading, the full
    // evaluation where it does not answer.
    FirePtr evaluateEntry(int index, const State& s)
    {
        const Entry& e = m_pool[std::size_t(index)];
        CandidateSet eliminations;
        int score = 0;
        for (std::size_t i = 0; i < e.original.readings.size(); ++i) {
            const Evaluation& r = e.original.readings[i];
            CandidateSet targets = s.live() & e.reach[i].targets;
            for (Candidate f : s.live() & e.reach[i].fins) {
                if (targets.none())
                    break;
                targets &= seenBy(f);
            }
            if (targets.none())
                continue;
            ++m_work;
            const Counted c = countReading(s.live(), r, targets);
            if (!c.exact)
                return materialised(index, s);
            eliminations |= c.eliminations;
            score += c.eliminations.any() ? c.score : 0;
        }
        if (eliminations.none())
            return nullptr;
        return std::make_shared<const Fire>(Fire { index, eliminations, score, nullptr, -1, {} });
    }

    // The entry evaluated by the one rule in `s`, as a step (null when it gives nothing).
    std::shared_ptr<const Step> evaluatedStep(int index, const State& s)
    {
        const Entry& e = m_pool[std::size_t(index)];
        std::vector<Evaluation> readings;
        for (const Evaluation& r : e.original.readings) {
            ++m_work;
            auto ev = evaluate(s, r.bases, r.covers);
            if (!ev || ev->contradiction || ev->placements.any() || ev->eliminations.none())
                continue;
            readings.push_back(std::move(*ev));
        }
        if (readings.empty())
            return nullptr;
        Step st = makeStep(e.original.technique, std::move(readings));
        st.chainNodes = e.original.chainNodes;
        st.links = e.original.links;
        // A forcing chain's implication tree still holds in a state with no
        // candidate it did not have, for the same conclusions.
        if (!e.original.branches.empty() && st.eliminations == e.original.eliminations
            && s.live().isSubsetOf(e.found.front().first)) {
            st.branches = e.original.branches;
            st.forcingText = e.original.forcingText;
        }
        return std::make_shared<const Step>(std::move(st));
    }

    FirePtr materialised(int index, const State& s)
    {
        auto step = evaluatedStep(index, s);
        if (!step)
            return nullptr;
        return std::make_shared<const Fire>(Fire { index, step->eliminations, bertStepScore(*step), step, -1, {} });
    }

    // The step of a fire in `s` (the state it fired in).
    const Step& stepOf(const Fire& f, const State& s)
    {
        if (!f.step && f.found >= 0) {
            f.step = keptStep(f);
        } else if (!f.step) {
            f.step = evaluatedStep(f.entry, s);
            assert(f.step && f.step->eliminations == f.eliminations && bertStepScore(*f.step) == f.score);
        }
        return *f.step;
    }

    // apply() of the fire's step, without making it.
    static State applied(const State& s, const Fire& f)
    {
        if (f.step)
            return apply(s, *f.step);
        State out = s;
        out.eliminate(f.eliminations);
        for (Candidate p : f.placements)
            if (out.isEmpty(cellOf(p)) && out.isLive(p))
                out.place(cellOf(p), digitOf(p));
        return out;
    }

    // Every entry's fire in one state (null: not ready), by entry.
    struct Readiness {
        CandidateSet live;
        std::vector<FirePtr> byEntry;
    };

    // The readiness of `s`. With `parent`, the readiness of a state `s`
    // descends from, a re-evaluable entry none of whose candidates changed
    // keeps the parent's answer (fire() depends only on the live candidates
    // of its sets); the others are asked again.
    Readiness readiness(const State& s, const Readiness* parent)
    {
        Readiness out { s.live(), std::vector<FirePtr>(std::size_t(poolSize())) };
        const CandidateSet changed = parent ? parent->live - s.live() : CandidateSet();
        const std::size_t known = parent ? parent->byEntry.size() : 0;
        for (std::size_t i = 0; i < out.byEntry.size(); ++i) {
            const Entry& e = m_pool[i];
            if (i < known && e.reEvaluable && !e.support.intersects(changed))
                out.byEntry[i] = parent->byEntry[i];
            else
                out.byEntry[i] = fire(int(i), s);
        }
        return out;
    }

    // Step 3's test: does going from `s` (with its ready list) to `child`
    // enable something new?
    bool enablesFollowUp(const State& s, const std::vector<FirePtr>& readyHere, int used, const State& child)
    {
        const CandidateSet changed = s.live() - child.live();
        std::vector<const Fire*> byEntry(std::size_t(poolSize()), nullptr);
        for (const FirePtr& r : readyHere)
            byEntry[std::size_t(r->entry)] = r.get();
        for (int i = 0; i < poolSize(); ++i) {
            if (i == used)
                continue;
            const Entry& e = m_pool[std::size_t(i)];
            if (e.reEvaluable && !e.support.intersects(changed))
                continue;
            FirePtr f = fire(i, child);
            if (!f)
                continue;
            const Fire* before = byEntry[std::size_t(i)];
            if (!before || !f->eliminations.isSubsetOf(before->eliminations))
                return true;
        }
        return false;
    }

    // Step 3 from `s` to the end; appends to `out` and `plan`. False when stuck.
    // With `pilot`, the cheapest few entries that enable a follow-up are each
    // tried with a greedy completion (a rollout) and the best total wins, as
    // long as the rollout budget lasts.
    // `parent`: the readiness of a state `s` descends from (readiness()).
    bool complete(
        State s, std::vector<Step>& out, std::vector<int>& plan, bool pilot = false, const Readiness* parent = nullptr)
    {
        closure(s, out);
        int total = bertPathScore(out);
        Readiness known;
        while (s.emptyCount() > 0) {
            if (cancelled() || total >= m_bound)
                return false;
            Readiness current = readiness(s, known.byEntry.empty() ? parent : &known);
            std::vector<FirePtr> here;
            for (const FirePtr& f : current.byEntry)
                if (f)
                    here.push_back(f);
            if (here.empty()) {
                m_work += kFinderWork;
                auto step = findNextStep(s, m_options.settings);
                if (!step || isSingle(step->technique))
                    return false;
                const int entry = add(*step, s); // may be an entry already pooled, found in other states
                if (entry < 0 || !fire(entry, s)) {
                    return false;
                }
                continue;
            }
            std::stable_sort(here.begin(), here.end(), [](const FirePtr& a, const FirePtr& b) {
                if (a->score != b->score)
                    return a->score < b->score;
                return a->eliminations.count() > b->eliminations.count();
            });
            struct Choice {
                std::size_t fire;
                State child;
                std::vector<Step> singles;
            };
            std::vector<Choice> choices;
            const bool piloting = pilot && m_rollouts < m_options.rollouts && !spent(2);
            const std::size_t width = piloting ? std::size_t(m_options.pilotWidth) : 1;
            for (std::size_t k = 0; k < here.size() && choices.size() < width; ++k) {
                Choice c { k, applied(s, *here[k]), {} };
                const bool placed = closure(c.child, c.singles);
                if (placed || c.child.emptyCount() == 0 || enablesFollowUp(s, here, here[k]->entry, c.child))
                    choices.push_back(std::move(c));
            }
            if (choices.empty()) { // nothing enables a follow-up: take the cheapest
                Choice c { 0, applied(s, *here[0]), {} };
                closure(c.child, c.singles);
                choices.push_back(std::move(c));
            }
            std::size_t best = 0;
            if (choices.size() > 1) {
                int bestTotal = INT_MAX;
                for (std::size_t i = 0; i < choices.size(); ++i) {
                    ++m_rollouts;
                    std::vector<Step> rest;
                    std::vector<int> restPlan;
                    if (!complete(choices[i].child, rest, restPlan, false, &current))
                        continue;
                    const int total = here[choices[i].fire]->score + bertPathScore(rest);
                    if (total < bestTotal) {
                        bestTotal = total;
                        best = i;
                    }
                }
            }
            Choice& c = choices[best];
            plan.push_back(here[c.fire]->entry);
            out.push_back(stepOf(*here[c.fire], s));
            total += here[c.fire]->score;
            for (Step& st : c.singles)
                out.push_back(std::move(st));
            s = std::move(c.child);
            known = std::move(current);
        }
        return true;
    }

    // Replays a plan of entries (skipping those no longer ready), then
    // completes by step 3. The plan becomes the entries actually used.
    bool replay(std::vector<int>& plan, std::vector<Step>& out)
    {
        State s = m_puzzle;
        closure(s, out);
        std::vector<int> used;
        const bool ok = replayFrom(std::move(s), plan.begin(), plan.end(), used, out);
        plan = std::move(used);
        return ok;
    }

    // The replay from `s` (a state after the singles) through [first, last).
    bool replayFrom(State s, std::vector<int>::const_iterator first, std::vector<int>::const_iterator last,
        std::vector<int>& used, std::vector<Step>& out)
    {
        int total = bertPathScore(out);
        for (; first != last && s.emptyCount() > 0; ++first) {
            FirePtr f = fire(*first, s);
            if (!f)
                continue;
            if ((total += f->score) >= m_bound)
                return false;
            out.push_back(stepOf(*f, s));
            s = applied(s, *f);
            used.push_back(*first);
            closure(s, out);
        }
        return s.emptyCount() == 0 || complete(s, out, used);
    }

    // Step 4: leave out one step at a time, the most expensive first. A
    // trial replays the same as `best` up to the step left out, so it starts
    // from the state there.
    void drop(std::vector<int>& plan, std::vector<Step>& best, int& bestScore)
    {
        int replays = 0;
        bool improved = true;
        while (improved && replays < m_options.maxReplays && !cancelled()) {
            improved = false;
            std::vector<std::pair<int, std::size_t>> order; // (score, plan position)
            std::vector<State> before; // the state before each plan position ...
            std::vector<std::size_t> stepsBefore; // ... and how many steps of `best` lead there
            State s = m_puzzle;
            for (std::size_t i = 0; i < best.size(); ++i) {
                if (!isSingle(best[i].technique)) {
                    order.emplace_back(bertStepScore(best[i]), before.size());
                    before.push_back(s);
                    stepsBefore.push_back(i);
                }
                s = apply(s, best[i]);
            }
            std::stable_sort(order.begin(), order.end(), [](auto& a, auto& b) { return a.first > b.first; });
            for (const auto& [score, at] : order) {
                if (replays++ >= m_options.maxReplays || cancelled())
                    break;
                std::vector<int> trial(plan.begin(), plan.begin() + std::ptrdiff_t(at));
                std::vector<Step> steps(best.begin(), best.begin() + std::ptrdiff_t(stepsBefore[at]));
                // Branch and bound: a trial stops once it costs as much as `best`.
                m_bound = bestScore;
                const bool done
                    = replayFrom(before[at], plan.begin() + std::ptrdiff_t(at) + 1, plan.end(), trial, steps);
                m_bound = INT_MAX;
                if (!done)
                    continue;
                const int total = bertPathScore(steps);
                if (total < bestScore) {
                    bestScore = total;
                    best = std::move(steps);
                    plan = std::move(trial);
                    improved = true;
                    break;
                }
            }
        }
    }

    // Cancelled, or the whole work budget is spent.
    bool cancelled() const
    {
        return spent(1) || (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed));
    }
    // More than 1/`part` of the work budget is spent.
    bool spent(int part) const { return m_options.work > 0 && m_work * part > m_options.work; }
    // Charges `units` of work (a finder pass outside the optimiser's own loops).
    void charge(long long units) { m_work += units; }
    long long work() const { return m_work; }

private:
    State m_puzzle;
    const OptimiserOptions& m_options;
    TechniqueSettings m_singles;
    std::vector<Entry> m_pool;
    std::map<std::string, int> m_keys;
    int m_rollouts = 0;
    long long m_work = 0;
    int m_bound = INT_MAX; // complete() and replayFrom() fail once their steps score this much
};

// The techniques "all steps here" runs beside the path: with `rare`, only
// the families proved beyond the counting rule (forcing, templates, exotic)
// and the ALS chains, else only the others. The rare ones are slow to collect
// and collected only in the states where the path takes one of their steps
// or a step proved beyond the counting rule (one may replace it cheaper).
// (--proof-alternatives: in every state.) The ALS chains: on every 40th
// top1465 line from line 16 (37 puzzles), their search beside every path
// state was 34 % of the alternatives' CPU time while 3 steps of the
// optimised paths were ALS chains; collected only there, 0.57 -> 0.43 s a
// puzzle. Not at all: 0.39 s, but on lines 36, 76, ... (36 puzzles) the
// optimised total 197 points higher (6808 against 6611).
bool isProofFamily(const Technique* t)
{
    return t && (t->family == "forcing" || t->family == "templates" || t->family == "exotic");
}

bool isRare(const Technique* t)
{
    return isProofFamily(t) || (t && t->id == "als-xy-chain");
}

TechniqueSettings alternativeSettings(const OptimiserOptions& options, bool rare)
{
    TechniqueSettings alt = options.settings;
    alt.order.clear();
    for (const std::string& id : options.settings.order) {
        const Technique* t = findTechnique(id);
        if (isSingle(id) || (t && t->family == "rank" && !options.rankAlternatives) || isRare(t) != rare)
            continue;
        alt.order.push_back(id);
    }
    return alt;
}

// A step kept from another state shows its sets as they stand where it is
// applied: they are evaluated again there, and what the counting rule no
// longer gives stays labelled with the rule that proved it.
void refreshReadings(const State& puzzle, std::vector<Step>& steps)
{
    State s = puzzle;
    for (Step& step : steps) {
        if (step.setLogic && step.beyondCounting.any()) {
            std::vector<Evaluation> readings;
            CandidateSet counted;
            for (const Evaluation& r : step.readings)
                if (auto ev = evaluate(s, r.bases, r.covers)) {
                    counted |= ev->eliminations | ev->placements;
                    readings.push_back(std::move(*ev));
                }
            if (readings.size() == step.readings.size()) {
                step.readings = std::move(readings);
                step.beyondCounting = (step.eliminations | step.placements) - counted;
            }
        }
        s = apply(s, step);
    }
}

} // namespace

OptimisedPath optimisePath(const State& puzzle, const SolvePath& simplestFirst, const OptimiserOptions& options)
{
    OptimisedPath result;
    result.simplestFirstScore = bertPathScore(simplestFirst.steps);
    result.steps = simplestFirst.steps;
    result.score = result.simplestFirstScore;
    result.solved = simplestFirst.result == SolvePath::Result::Solved;
    for (const Step& st : result.steps)
        result.eliminationSteps += !isSingle(st.technique);
    if (!result.solved) {
        result.problem = "the simplest-first path is " + std::string(resultName(simplestFirst.result));
        return result;
    }

    // Step 1: the pool, along the path and beside it.
    Optimiser opt(puzzle, options);
    const TechniqueSettings alt = alternativeSettings(options, false);
    const TechniqueSettings rareAlt = alternativeSettings(options, true);
    State s = puzzle;
    std::vector<int> pathEntries;
    // Alternatives dearer than the path's dearest step seldom make it cheaper.
    int dearest = 0;
    for (const Step& st : simplestFirst.steps)
        dearest = std::max(dearest, bertStepScore(st));
    // The finders that can leave such steps unproved do so (the Kraken fish:
    // most of its steps beside the path were too dear, and proving them most
    // of the optimiser's time).
    {
        const KrakenScoreBound bound(dearest); // this loop only: not the stepper's steps below
        for (const Step& st : simplestFirst.steps) {
            if (!isSingle(st.technique)) {
                pathEntries.push_back(opt.add(st, s));
                if (options.alternatives && !opt.cancelled() && !opt.spent(4)) {
                    opt.charge(kFinderWork);
                    for (const Step& other : findAllSteps(s, alt))
                        if (bertStepScore(other) <= dearest)
                            opt.add(other, s);
                    // Nets, templates and ALS chains beside the path's own: one may replace it cheaper.
                    const bool rareStep = st.beyondCounting.any() || isRare(findTechnique(st.technique));
                    if ((rareStep || options.proofAlternatives) && !opt.spent(4)) {
                        opt.charge(kFinderWork);
                        for (const Step& other : findAllSteps(s, rareAlt))
                            if (bertStepScore(other) <= dearest)
                                opt.add(other, s);
                    }
                }
            }
            s = apply(s, st);
        }
    }
    result.pool = opt.poolSize();

    // Steps 3 and 4 from two starts: the look-ahead path and the path's own order.
    std::vector<Step> best = simplestFirst.steps;
    int bestScore = result.simplestFirstScore;
    std::vector<std::vector<int>> starts { {}, pathEntries };
    std::vector<Step> greedy;
    if (opt.complete(puzzle, greedy, starts[0], true)) {
        std::vector<Step> replayed;
        if (opt.replay(starts[0], replayed) && bertPathScore(replayed) < bestScore) {
            bestScore = bertPathScore(replayed);
            best = std::move(replayed);
        }
    }
    for (auto& plan : starts) {
        std::vector<Step> steps;
        if (plan.empty() || !opt.replay(plan, steps))
            continue;
        int score = bertPathScore(steps);
        if (score < bestScore) {
            bestScore = score;
            best = steps;
        }
        opt.drop(plan, steps, score);
        if (score < bestScore) {
            bestScore = score;
            best = std::move(steps);
        }
    }
    if (bestScore < result.simplestFirstScore) {
        refreshReadings(puzzle, best);
        bestScore = bertPathScore(best); // the refreshed sets may count differently
    }
    if (bestScore < result.simplestFirstScore) {
        result.steps = std::move(best);
        result.score = bestScore;
    }
    result.eliminationSteps = 0;
    for (const Step& st : result.steps)
        result.eliminationSteps += !isSingle(st.technique);
    result.work = opt.work();
    result.budgetCut = opt.spent(1);
    return result;
}

OptimisedPath optimisePath(const State& puzzle, const OptimiserOptions& options)
{
    return optimisePath(puzzle, solvePath(puzzle, options.settings), options);
}

} // namespace setwise
