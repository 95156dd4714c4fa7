// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The BERT path optimiser (BERT chapters 9 and 10): a cheaper path, in
// BERT points, than "simplest first".
//
// Step 1. The pool: every elimination step of the simplest-first path and,
//         beside it, every step "all steps here" finds in the path's states
//         (the forcing, template and exotic families and the ALS chains
//         only where the path takes one of their steps or a step proved
//         beyond the counting rule, unless asked; none that scores more
//         than the path's dearest step).
//         An entry keeps its bases and covers, so it is position independent
//         (seed §9.4): in any state it is re-evaluated by the one rule, which
//         yields its eliminations and score there; it is ready ("its trigger
//         equation holds") when that gives eliminations. Steps that are not set
//         logic, or whose conclusions the counting rule does not give (forcing
//         nets and templates proved by exact evaluation), keep their
//         conclusions and are ready in states at least as far on as one they
//         were found in (each state it was found in is kept, with the step
//         found there); in the result their sets are evaluated again where
//         they stand. Evaluations are cached per entry (its last four
//         answers), keyed by the live candidates of its sets; a static
//         bound on where its eliminations can lie skips most of them, and a
//         fire is counted in bit operations, its step made by evaluate()
//         only when it is taken.
// Step 2. Singles (naked, hidden, full house) score 0 and are applied greedily.
// Step 3. One-step look-ahead (§9.2): only ready entries whose eliminations
//         enable a follow-up (a single, or an entry that gains eliminations)
//         are applied; the others wait in reserve. Of those, the cheapest few
//         are each completed greedily (cheapest enabling entry first) and the
//         best total decides (a pilot search, within a rollout budget). When
//         no entry is ready, the stepper is asked for one (added to the pool).
// Step 4. Dropping (§10.5): each step of the result, the most expensive first,
//         is left out and the rest replayed (re-evaluated in their new states,
//         completed by step 3 when needed); a cheaper complete path is kept.
//         A trial stops as soon as it costs as much as the best path.
// All of it within a work budget (OptimiserOptions::work).
// The result is never worse than the simplest-first path, which is itself a
// candidate, and it replays from the puzzle to the solution step by step.

#include "engine/rating/bert_score.h"
#include "engine/stepper.h"

#include <atomic>
#include <string>
#include <string_view>
#include <vector>

namespace setwise
{

// The work budget (a limit the optimiser cannot pass, the same on every
// machine and run): one unit per evaluation of an entry's sets (about 2-3 us),
// 4 per singles search, kFinderWork per finder pass (the stepper's next step,
// "all steps here" in a state). Alternatives are collected until a quarter of
// it is spent, step 3's rollouts stop at half of it, and at all of it the
// best path found so far is returned. The default keeps every top1465 puzzle
// under 3 s of CPU (typical use: 20-150 thousand units).
inline constexpr long long kFinderWork = 4000;

struct OptimiserOptions {
    TechniqueSettings settings = TechniqueSettings::defaults(); // stepper and alternatives
    bool alternatives = true; // "all steps here" beside the path
    bool rankAlternatives = false; // also every rank structure there (slow: a full rank search a state)
    // The families proved beyond the counting rule (forcing chains and nets,
    // templates, exotic patterns) are slow to collect: beside the path they
    // are looked for only in the states where the path itself takes such a
    // step (one may replace it cheaper), unless this asks for every state.
    bool proofAlternatives = false;
    int pilotWidth = 3; // step 3: entries tried at each choice ...
    int rollouts = 40; // ... while this many greedy completions last (20 until session 9)
    int maxReplays = 60; // step 4's budget
    long long work = 600000; // the work budget above (0: none)
    const std::atomic<bool>* cancel = nullptr;
};

struct OptimisedPath {
    bool solved = false; // the steps reach the solution
    std::vector<Step> steps; // from the puzzle, singles included; apply() them in order
    int simplestFirstScore = 0; // BERT score of the path it started from
    int score = 0; // BERT score of `steps`
    int pool = 0; // entries collected (step 1)
    int eliminationSteps = 0; // steps of `steps` that are not singles
    long long work = 0; // work units spent (OptimiserOptions::work)
    bool budgetCut = false; // the work budget ran out: the best path found until then
    std::string problem; // why nothing better was found (e.g. the start path is stuck)
};

// Optimises `simplestFirst`, the stepper's path from `puzzle` (solvePath with
// options.settings). An unsolved start path is returned as it is.
OptimisedPath optimisePath(const State& puzzle, const SolvePath& simplestFirst, const OptimiserOptions& options = {});
// Solves with options.settings first.
OptimisedPath optimisePath(const State& puzzle, const OptimiserOptions& options = {});

} // namespace setwise
