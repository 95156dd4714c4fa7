// SPDX-License-Identifier: GPL-3.0-or-later
// BERT scores of steps and paths, and the counting rule on one reading (bert_score.h).
#include "engine/rating/bert_score.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>

namespace setwise
{

bool provedByPatternTheorem(std::string_view technique)
{
    static constexpr std::string_view kIds[] = { "junior-exocet", "senior-exocet", "double-exocet", "tridagon" };
    return std::find(std::begin(kIds), std::end(kIds), technique) != std::end(kIds);
}

int bertProofScore(const Step& step)
{
    if (step.beyondCounting.none() && step.setLogic && !step.readings.empty())
        return 0;
    if (!step.branches.empty()) {
        long long implications = 0;
        for (const ForcingBranch& b : step.branches)
            implications += std::ssize(b.implications);
        return int(std::min<long long>(implications + std::ssize(step.branches) - 1, 1 << 20));
    }
    const long long cases = std::clamp<std::uint64_t>(step.proofNodes, 1, 1 << 20);
    if (step.rule != ProofRule::ExactEvaluation || !step.setLogic || step.readings.empty())
        return int(cases);
    // An exact evaluation: one point per truth and link, one per case beyond
    // the first; a pattern with a published theorem pays its sets only.
    long long sets = 0;
    for (const Evaluation& r : step.readings)
        sets += r.baseCount() + std::ssize(r.covers);
    if (provedByPatternTheorem(step.technique))
        return int(std::min<long long>(sets, 1 << 20));
    return int(std::min<long long>(sets + cases - 1, 1 << 20));
}

int bertStepScore(const Step& step)
{
    const int counted = step.setLogic && !step.readings.empty()
        ? bertScore(step)
        : std::max(1, int(step.chainNodes.size() + step.links.size()));
    return counted + bertProofScore(step);
}

int bertPathScore(const std::vector<Step>& steps)
{
    int total = 0;
    for (const Step& s : steps)
        total += bertStepScore(s);
    return total;
}

Counted countReading(const CandidateSet& live, const Evaluation& r, CandidateSet targets)
{
    Counted out;
    std::array<CandidateSet, 4> atLeast {}; // m(x) >= i + 1
    for (Constraint k : r.covers) {
        const CandidateSet in = live & candidatesOf(k);
        for (std::size_t i = 3; i > 0; --i)
            atLeast[i] |= atLeast[i - 1] & in;
        atLeast[0] |= in;
    }
    CandidateSet base, endo;
    for (Constraint k : r.bases) {
        const CandidateSet in = live & candidatesOf(k);
        if (in.count() < 2) // no live candidate (an error) or a placement: not taken
            return out;
        endo |= base & in;
        base |= in;
    }
    const CandidateSet fins = (base - atLeast[0]) | endo;
    // k_b: the least m(x) over base b's candidates that are no fins.
    auto leastCover = [&](const CandidateSet& in) {
        int kb = 1;
        while (kb < 4 && (in - atLeast[std::size_t(kb)]).none())
            ++kb;
        return kb;
    };
    int slots = 0;
    for (Constraint k : r.bases) {
        const CandidateSet in = (live & candidatesOf(k)) - fins;
        if (in.none()) { // a fin is forced
            out.exact = false;
            return out;
        }
        slots += leastCover(in);
    }
    const int rank = int(r.covers.size()) - slots; // R'
    if (rank < 0) {
        out.exact = fins.none(); // without fins: a contradiction, not taken
        return out;
    }
    targets &= rank < 4 ? atLeast[std::size_t(rank)] : CandidateSet();
    for (Candidate f : fins) {
        if (targets.none())
            return out;
        targets &= seenBy(f);
    }
    out.eliminations = targets - base;
    for (Constraint k : r.bases) { // cannibals: m(x) >= R' + k_b + 1
        const CandidateSet own = (live & candidatesOf(k)) - fins;
        const int m = rank + leastCover(own) + 1;
        if (m <= 4)
            out.eliminations |= targets & own & atLeast[std::size_t(m - 1)];
    }
    if (out.eliminations.none())
        return out;
    // bertScore() of the reading (scoring.cpp).
    const int n = int(r.bases.size());
    if (n == 1 && r.covers.size() <= 1) {
        out.score = base.count() - 1;
        return out;
    }
    out.score = n - 1;
    for (const CandidateSet& plane : atLeast)
        out.score += (plane & (base - fins)).count();
    if (rank > 0 || fins.any())
        out.score += rank + fins.count();
    return out;
}

} // namespace setwise
