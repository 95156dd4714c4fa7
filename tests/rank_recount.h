// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rank rule, re-read here apart from evaluate() (the YAS manual's rank
// with the refinement for overlapping links that docs/arguments.md, Counting,
// uses), for the tests that re-count a counting step's conclusions:
//
// - the step has one reading, without virtual truths; no truth is also a
//   link, and every truth has a live candidate;
// - a fin is a truth candidate in no link or in two truths;
// - k_b, the fewest links through a candidate of truth b that is no fin
//   (RankFins::Allowed: a truth of fins only fails), or through any candidate
//   of truth b (RankFins::None: a candidate in no link fails, one in two
//   truths counts in both); R' = links - sum of k_b;
// - a live candidate, no fin, that shares a constraint with every fin, is
//   false when it lies outside the truths in R' + 1 links, or in truth b in
//   R' + k_b + 1 links;
// - a truth left with one candidate places it.
#include "engine/step.h"
#include "engine/tables.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace setwise::test
{

enum class RankFins {
    None, // every truth candidate in some link (chain set logic)
    Allowed, // truth candidates in no link too (large set logic)
};

// "" when every conclusion of `step` at `s` follows by the rank rule, else
// what does not.
inline std::string recountRank(const State& s, const Step& step, RankFins mode)
{
    if (step.readings.size() != 1)
        return "one reading expected";
    const Evaluation& e = step.readings.front();
    if (!e.virtualBases.empty())
        return "no virtual truth expected";
    const CandidateSet& live = s.live();
    const auto links = [&](Candidate x) {
        return int(
            std::count_if(e.covers.begin(), e.covers.end(), [&](Constraint k) { return candidatesOf(k).test(x); }));
    };
    const auto truthsOf = [&](Candidate x) {
        return int(
            std::count_if(e.bases.begin(), e.bases.end(), [&](Constraint k) { return candidatesOf(k).test(x); }));
    };
    const auto sees = [](Candidate a, Candidate b) {
        for (Constraint k = 0; k < kConstraints; ++k)
            if (candidatesOf(k).test(a) && candidatesOf(k).test(b))
                return true;
        return false;
    };
    CandidateSet fins;
    int rank = int(e.covers.size());
    std::vector<std::pair<CandidateSet, int>> truths;
    for (Constraint b : e.bases) {
        if (std::find(e.covers.begin(), e.covers.end(), b) != e.covers.end())
            return "a truth is also a link";
        const CandidateSet c = candidatesOf(b) & live;
        if (c.none())
            return "a truth without a live candidate";
        int k = 5; // more than the four constraints of a candidate
        for (Candidate x : c) {
            if (mode == RankFins::None && links(x) == 0)
                return candidateName(x) + " is in no link";
            if (links(x) == 0 || truthsOf(x) > 1)
                fins.set(x);
            if (mode == RankFins::None || !fins.test(x))
                k = std::min(k, links(x));
        }
        if (k == 5)
            return "a truth of fins only";
        rank -= k;
        truths.emplace_back(c, k);
    }
    for (Candidate x : step.eliminations) {
        if (!live.test(x))
            return candidateName(x) + " is not live";
        if (fins.test(x))
            return candidateName(x) + " is a fin";
        for (Candidate f : fins)
            if (!sees(x, f))
                return candidateName(x) + " does not see the fin " + candidateName(f);
        int need = rank + 1;
        for (const auto& [c, k] : truths)
            if (c.test(x))
                need = std::max(need, rank + k + 1);
        if (links(x) < need)
            return candidateName(x) + " lies in too few links";
    }
    for (Candidate x : step.placements)
        if (std::none_of(truths.begin(), truths.end(), [&](const auto& t) {
                const CandidateSet left = t.first - step.eliminations;
                return left.count() == 1 && left.test(x);
            }))
            return candidateName(x) + " is placed by no truth";
    return "";
}

} // namespace setwise::test
