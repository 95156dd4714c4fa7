// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/forcing/exact.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

namespace setwise
{

namespace
{

// Algorithm X over bit sets of the structure's own candidates: its live
// candidates numbered 0..n-1 in increasing order (N bits hold them), its
// bases numbered in increasing order. `alive` are the candidates still
// allowed, `open` the bases not yet holding a true candidate. A candidate
// that lies in no base is never chosen (false), which every cover allows.
// The numbering keeps every order, so the search visits the nodes a search
// over all 729 candidates would.
template <std::size_t N> struct ExactSearch {
    using Set = BitSet<N>;
    std::vector<Set> conflicts; // per candidate: those sharing a base or a cover with it (itself included)
    std::vector<ConstraintSet> basesOf; // per candidate: its bases (by number)
    std::vector<std::array<std::int16_t, 9>> members; // per base: its candidates, increasing
    std::vector<std::uint8_t> size; // per base: how many
    std::uint64_t nodes = 0, budget = 0;
    bool cut = false;

    // True when some solution exists (or the budget ran out).
    bool solve(Set alive, const ConstraintSet& open)
    {
        if (++nodes > budget) {
            cut = true;
            return true;
        }
        if (open.none())
            return true;
        // Step 1. The open base with the fewest allowed candidates.
        int best = -1;
        int bestCount = 10;
        for (int b : open) {
            int n = 0;
            for (std::size_t i = 0; i < size[std::size_t(b)]; ++i)
                n += alive.test(members[std::size_t(b)][i]);
            if (n < bestCount) {
                best = b;
                bestCount = n;
                if (n <= 1)
                    break;
            }
        }
        if (bestCount == 0)
            return false;
        // Step 2. Each of its candidates true in turn, in increasing order;
        // once tried, it is false (only x itself leaves alive here).
        for (std::size_t i = 0; i < size[std::size_t(best)]; ++i) {
            const int x = members[std::size_t(best)][i];
            if (!alive.test(x))
                continue;
            if (solve(alive - conflicts[std::size_t(x)], open - basesOf[std::size_t(x)]))
                return true;
            alive.reset(x);
        }
        return false;
    }
};

// The structure as the searches read it, kept per thread for the next proof
// on the same structure (a step proves its conclusions one by one).
struct Structure {
    CandidateSet live; // the state's live candidates it was built on
    std::vector<Constraint> bases, covers;
    std::vector<Candidate> candidates; // its live candidates, increasing
    std::array<std::int16_t, kCandidates> number; // candidate -> number, -1 outside
    ExactSearch<128> small;
    ExactSearch<256> medium;
    ExactSearch<kCandidates> large;

    bool same(const State& s, std::span<const Constraint> b, std::span<const Constraint> c) const
    {
        return std::ranges::equal(b, bases) && std::ranges::equal(c, covers) && live == s.live();
    }

    template <std::size_t N> void build(ExactSearch<N>& search, const ConstraintSet& inStructure)
    {
        const std::size_t n = candidates.size();
        std::vector<typename ExactSearch<N>::Set> masks(kConstraints); // per constraint of the structure
        for (Constraint k : inStructure)
            for (Candidate x : members(k))
                if (number[x] >= 0)
                    masks[std::size_t(k)].set(number[x]);
        std::array<int, kConstraints> baseNumber;
        baseNumber.fill(-1);
        search.members.clear();
        search.size.clear();
        ConstraintSet baseSet;
        for (Constraint k : bases)
            baseSet.set(k);
        for (Constraint k : baseSet) {
            baseNumber[std::size_t(k)] = int(search.size.size());
            auto& list = search.members.emplace_back();
            std::uint8_t m = 0;
            for (Candidate x : members(k))
                if (number[x] >= 0)
                    list[m++] = number[x];
            std::sort(list.begin(), list.begin() + m);
            search.size.push_back(m);
        }
        search.conflicts.assign(n, {});
        search.basesOf.assign(n, {});
        for (std::size_t i = 0; i < n; ++i)
            for (Constraint k : constraintsOf(candidates[i]))
                if (inStructure.test(k)) {
                    search.conflicts[i] |= masks[std::size_t(k)];
                    if (baseNumber[std::size_t(k)] >= 0)
                        search.basesOf[i].set(baseNumber[std::size_t(k)]);
                }
    }

    void build(const State& s, std::span<const Constraint> b, std::span<const Constraint> c)
    {
        live = s.live();
        bases.assign(b.begin(), b.end());
        covers.assign(c.begin(), c.end());
        ConstraintSet inStructure;
        CandidateSet all;
        for (auto list : { b, c })
            for (Constraint k : list) {
                inStructure.set(k);
                all |= s.live() & candidatesOf(k);
            }
        candidates.clear();
        number.fill(-1);
        for (Candidate x : all) {
            number[x] = std::int16_t(candidates.size());
            candidates.push_back(x);
        }
        if (candidates.size() <= 128)
            build(small, inStructure);
        else if (candidates.size() <= 256)
            build(medium, inStructure);
        else
            build(large, inStructure);
    }

    template <std::size_t N>
    ExactProof prove(ExactSearch<N>& search, Candidate target, bool placement, std::uint64_t budget)
    {
        search.nodes = 0;
        search.cut = false;
        search.budget = budget;
        typename ExactSearch<N>::Set alive;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            alive.set(int(i));
        ConstraintSet open;
        for (std::size_t i = 0; i < search.size.size(); ++i)
            open.set(int(i));
        const int t = number[target];
        if (placement) {
            alive.reset(t); // a solution with the target false?
        } else {
            alive -= search.conflicts[std::size_t(t)]; // a solution with the target true?
            open -= search.basesOf[std::size_t(t)];
        }
        const bool solution = search.solve(alive, open);
        ExactProof proof;
        proof.nodes = search.nodes;
        proof.budgetCut = search.cut;
        proof.proven = !solution && !search.cut;
        return proof;
    }
};

} // namespace

ExactProof proveExact(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    Candidate target, bool placement, std::uint64_t budget)
{
    thread_local std::unique_ptr<Structure> structure;
    if (!structure) {
        structure = std::make_unique<Structure>();
        structure->build(s, bases, covers);
    } else if (!structure->same(s, bases, covers)) {
        structure->build(s, bases, covers);
    }
    Structure& st = *structure;
    if (st.number[target] < 0)
        return {}; // the structure says nothing about the target
    if (st.candidates.size() <= 128)
        return st.prove(st.small, target, placement, budget);
    if (st.candidates.size() <= 256)
        return st.prove(st.medium, target, placement, budget);
    return st.prove(st.large, target, placement, budget);
}

} // namespace setwise
