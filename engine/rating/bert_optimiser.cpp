// SPDX-License-Identifier: GPL-3.0-or-later
// The BERT path optimiser: pool, singles closure, one-step look-ahead and
// dropping (see bert_optimiser.h for the numbered steps).
#include "engine/rating/bert_optimiser.h"

#include "engine/tables.h"

#include <algorithm>
#include <climits>
#include <map>

namespace setwise
{

int bertStepScore(const Step& step)
{
    if (step.setLogic && !step.readings.empty())
        return bertScore(step);
    return std::max(1, int(step.chainNodes.size() + step.links.size()));
}

int bertPathScore(const std::vector<Step>& steps)
{
    int total = 0;
    for (const Step& s : steps)
        total += bertStepScore(s);
    return total;
}

namespace
{

bool isSingle(const std::string& id)
{
    return id == "full-house" || id == "naked-single" || id == "hidden-single";
}

// Step 1's pool entry: a step that can be re-evaluated in any state.
struct Entry {
    Step original;
    CandidateSet support; // every candidate of its bases and covers (set logic)
    CandidateSet foundLive; // the live candidates where it was found (not set logic)
    bool reEvaluable = false;
};

struct Fire {
    int entry;
    Step step; // the entry evaluated in the state
    int score;
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
        e.foundLive = where.live();
        e.reEvaluable = step.setLogic && !step.readings.empty();
        std::string key = step.technique;
        if (e.reEvaluable) {
            key = "#";
            for (const Evaluation& r : step.readings) {
                for (Constraint k : r.bases) {
                    e.support |= candidatesOf(k);
                    key += std::to_string(k) + ',';
                }
                key += '/';
                for (Constraint k : r.covers) {
                    e.support |= candidatesOf(k);
                    key += std::to_string(k) + ',';
                }
                key += ';';
            }
        } else {
            for (Candidate x : step.eliminations | step.placements)
                key += ',' + std::to_string(x);
        }
        auto [it, fresh] = m_keys.emplace(key, poolSize());
        if (fresh)
            m_pool.push_back(std::move(e));
        return it->second;
    }

    int poolSize() const { return int(m_pool.size()); }

    // Step 2: every single until none is left; returns true when one was placed.
    bool closure(State& s, std::vector<Step>& out) const
    {
        bool placed = false;
        while (s.emptyCount() > 0) {
            auto single = findNextStep(s, m_singles);
            if (!single)
                break;
            s = apply(s, *single);
            out.push_back(std::move(*single));
            placed = true;
        }
        return placed;
    }

    // The entry re-evaluated in `s`, when it eliminates something there.
    std::optional<Fire> fire(int index, const State& s) const
    {
        const Entry& e = m_pool[std::size_t(index)];
        if (!e.reEvaluable) {
            if (!s.live().isSubsetOf(e.foundLive))
                return std::nullopt;
            Step st = e.original;
            st.eliminations &= s.live();
            CandidateSet places;
            for (Candidate p : st.placements)
                if (s.isLive(p))
                    places.set(p);
            st.placements = places;
            if (!st.hasConclusions())
                return std::nullopt;
            return Fire { index, std::move(st), bertStepScore(e.original) };
        }
        std::vector<Evaluation> readings;
        for (const Evaluation& r : e.original.readings) {
            auto ev = evaluate(s, r.bases, r.covers);
            if (!ev || ev->contradiction || ev->placements.any() || ev->eliminations.none())
                continue;
            readings.push_back(std::move(*ev));
        }
        if (readings.empty())
            return std::nullopt;
        Step st = makeStep(e.original.technique, std::move(readings));
        st.chainNodes = e.original.chainNodes;
        st.links = e.original.links;
        const int score = bertStepScore(st);
        return Fire { index, std::move(st), score };
    }

    std::vector<Fire> ready(const State& s) const
    {
        std::vector<Fire> out;
        for (int i = 0; i < poolSize(); ++i)
            if (auto f = fire(i, s))
                out.push_back(std::move(*f));
        return out;
    }

    // Step 3's test: does going from `s` (with its ready list) to `child`
    // enable something new?
    bool enablesFollowUp(const State& s, const std::vector<Fire>& readyHere, int used, const State& child) const
    {
        const CandidateSet changed = s.live() - child.live();
        for (int i = 0; i < poolSize(); ++i) {
            if (i == used)
                continue;
            const Entry& e = m_pool[std::size_t(i)];
            if (e.reEvaluable && !e.support.intersects(changed))
                continue;
            auto f = fire(i, child);
            if (!f)
                continue;
            const Fire* before = nullptr;
            for (const Fire& r : readyHere)
                if (r.entry == i)
                    before = &r;
            if (!before || !f->step.eliminations.isSubsetOf(before->step.eliminations))
                return true;
        }
        return false;
    }

    // Step 3 from `s` to the end; appends to `out` and `plan`. False when stuck.
    // With `pilot`, the cheapest few entries that enable a follow-up are each
    // tried with a greedy completion (a rollout) and the best total wins, as
    // long as the rollout budget lasts.
    bool complete(State s, std::vector<Step>& out, std::vector<int>& plan, bool pilot = false)
    {
        closure(s, out);
        while (s.emptyCount() > 0) {
            if (cancelled())
                return false;
            std::vector<Fire> here = ready(s);
            if (here.empty()) {
                auto step = findNextStep(s, m_options.settings);
                if (!step || isSingle(step->technique))
                    return false;
                add(*step, s);
                if (!fire(poolSize() - 1, s))
                    return false;
                continue;
            }
            std::stable_sort(here.begin(), here.end(), [](const Fire& a, const Fire& b) {
                if (a.score != b.score)
                    return a.score < b.score;
                return a.step.eliminations.count() > b.step.eliminations.count();
            });
            struct Choice {
                std::size_t fire;
                State child;
                std::vector<Step> singles;
            };
            std::vector<Choice> choices;
            const std::size_t width = pilot && m_rollouts < m_options.rollouts ? std::size_t(m_options.pilotWidth) : 1;
            for (std::size_t k = 0; k < here.size() && choices.size() < width; ++k) {
                Choice c { k, apply(s, here[k].step), {} };
                const bool placed = closure(c.child, c.singles);
                if (placed || c.child.emptyCount() == 0 || enablesFollowUp(s, here, here[k].entry, c.child))
                    choices.push_back(std::move(c));
            }
            if (choices.empty()) { // nothing enables a follow-up: take the cheapest
                Choice c { 0, apply(s, here[0].step), {} };
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
                    if (!complete(choices[i].child, rest, restPlan))
                        continue;
                    const int total = here[choices[i].fire].score + bertPathScore(rest);
                    if (total < bestTotal) {
                        bestTotal = total;
                        best = i;
                    }
                }
            }
            Choice& c = choices[best];
            plan.push_back(here[c.fire].entry);
            out.push_back(std::move(here[c.fire].step));
            for (Step& st : c.singles)
                out.push_back(std::move(st));
            s = std::move(c.child);
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
        for (int index : plan) {
            if (s.emptyCount() == 0)
                break;
            auto f = fire(index, s);
            if (!f)
                continue;
            s = apply(s, f->step);
            out.push_back(std::move(f->step));
            used.push_back(index);
            closure(s, out);
        }
        const bool ok = s.emptyCount() == 0 || complete(s, out, used);
        plan = std::move(used);
        return ok;
    }

    // Step 4: leave out one step at a time, the most expensive first.
    void drop(std::vector<int>& plan, std::vector<Step>& best, int& bestScore)
    {
        int replays = 0;
        bool improved = true;
        while (improved && replays < m_options.maxReplays && !cancelled()) {
            improved = false;
            std::vector<std::pair<int, std::size_t>> order; // (score, plan position)
            std::size_t pos = 0;
            for (const Step& st : best)
                if (!isSingle(st.technique))
                    order.emplace_back(bertStepScore(st), pos++);
            std::stable_sort(order.begin(), order.end(), [](auto& a, auto& b) { return a.first > b.first; });
            for (const auto& [score, at] : order) {
                if (replays++ >= m_options.maxReplays || cancelled())
                    break;
                std::vector<int> trial = plan;
                trial.erase(trial.begin() + std::ptrdiff_t(at));
                std::vector<Step> steps;
                if (!replay(trial, steps))
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

    bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }

private:
    State m_puzzle;
    const OptimiserOptions& m_options;
    TechniqueSettings m_singles;
    std::vector<Entry> m_pool;
    std::map<std::string, int> m_keys;
    int m_rollouts = 0;
};

// The techniques "all steps here" runs beside the path.
TechniqueSettings alternativeSettings(const OptimiserOptions& options)
{
    TechniqueSettings alt = options.settings;
    alt.order.clear();
    for (const std::string& id : options.settings.order) {
        const Technique* t = findTechnique(id);
        if (isSingle(id) || (t && t->family == "rank" && !options.rankAlternatives))
            continue;
        alt.order.push_back(id);
    }
    return alt;
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
    const TechniqueSettings alt = alternativeSettings(options);
    State s = puzzle;
    std::vector<int> pathEntries;
    for (const Step& st : simplestFirst.steps) {
        if (!isSingle(st.technique)) {
            pathEntries.push_back(opt.add(st, s));
            if (options.alternatives && !opt.cancelled())
                for (const Step& other : findAllSteps(s, alt))
                    opt.add(other, s);
        }
        s = apply(s, st);
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
    result.steps = std::move(best);
    result.score = bestScore;
    result.eliminationSteps = 0;
    for (const Step& st : result.steps)
        result.eliminationSteps += !isSingle(st.technique);
    return result;
}

OptimisedPath optimisePath(const State& puzzle, const OptimiserOptions& options)
{
    return optimisePath(puzzle, solvePath(puzzle, options.settings), options);
}

} // namespace setwise
