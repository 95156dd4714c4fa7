// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/forcing/exact.h"

#include "engine/tables.h"

#include <array>
#include <memory>

namespace setwise
{

namespace
{

// Algorithm X over bit sets: `alive` are the candidates still allowed, `open`
// the bases not yet holding a true candidate. A candidate that lies in no base
// is never chosen (false), which every cover allows.
struct ExactSearch {
    std::array<CandidateSet, kConstraints> mask; // live candidates of each constraint of the structure
    // The same, listed in increasing order (at most 9): a base's count and its
    // candidates are read from the list instead of the 12-word set.
    std::array<std::array<Candidate, 9>, kConstraints> list;
    std::array<std::uint8_t, kConstraints> listSize {};
    ConstraintSet inStructure;
    ConstraintSet bases;
    std::uint64_t nodes = 0, budget = 0;
    bool cut = false;

    // Candidates that cannot be true with x: those sharing a base or a cover with it.
    CandidateSet conflicts(Candidate x) const
    {
        CandidateSet out;
        for (Constraint k : constraintsOf(x))
            if (inStructure.test(k))
                out |= mask[k];
        return out;
    }
    ConstraintSet basesOf(Candidate x) const
    {
        ConstraintSet out;
        for (Constraint k : constraintsOf(x))
            if (bases.test(k))
                out.set(k);
        return out;
    }
    // True when some solution exists (or the budget ran out).
    bool solve(CandidateSet alive, const ConstraintSet& open)
    {
        if (++nodes > budget) {
            cut = true;
            return true;
        }
        if (open.none())
            return true;
        // Step 1. The open base with the fewest allowed candidates.
        Constraint best = -1;
        int bestCount = 10;
        for (Constraint k : open) {
            int n = 0;
            for (std::size_t i = 0; i < listSize[std::size_t(k)]; ++i)
                n += alive.test(list[std::size_t(k)][i]);
            if (n < bestCount) {
                best = k;
                bestCount = n;
                if (n <= 1)
                    break;
            }
        }
        if (bestCount == 0)
            return false;
        // Step 2. Each of its candidates true in turn, in increasing order;
        // once tried, it is false (only x itself leaves alive here).
        for (std::size_t i = 0; i < listSize[std::size_t(best)]; ++i) {
            const Candidate x = list[std::size_t(best)][i];
            if (!alive.test(x))
                continue;
            if (solve(alive - conflicts(x), open - basesOf(x)))
                return true;
            alive.reset(x);
        }
        return false;
    }
};

} // namespace

ExactProof proveExact(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    Candidate target, bool placement, std::uint64_t budget)
{
    // One search per thread, cleared where the last proof used it: its
    // 324 masks (31 KB) zeroed for every proof were most of a small proof's time.
    thread_local std::unique_ptr<ExactSearch> scratch = std::make_unique<ExactSearch>();
    ExactSearch* search = scratch.get();
    for (Constraint k : search->inStructure)
        search->mask[k].clear();
    search->inStructure.clear();
    search->bases.clear();
    search->nodes = 0;
    search->cut = false;
    search->budget = budget;
    CandidateSet alive;
    for (auto list : { bases, covers })
        for (Constraint k : list) {
            search->mask[k] = s.live() & candidatesOf(k);
            search->inStructure.set(k);
            std::uint8_t n = 0;
            for (Candidate x : search->mask[k])
                search->list[std::size_t(k)][n++] = x;
            search->listSize[std::size_t(k)] = n;
            alive |= search->mask[k];
        }
    for (Constraint k : bases)
        search->bases.set(k);
    ExactProof proof;
    if (!alive.test(target))
        return proof; // the structure says nothing about the target
    ConstraintSet open = search->bases;
    if (placement) {
        alive.reset(target); // a solution with the target false?
    } else {
        alive -= search->conflicts(target); // a solution with the target true?
        open -= search->basesOf(target);
    }
    const bool solution = search->solve(alive, open);
    proof.nodes = search->nodes;
    proof.budgetCut = search->cut;
    proof.proven = !solution && !search->cut;
    return proof;
}

} // namespace setwise
