// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/step.h"

#include "engine/tables.h"

#include <algorithm>

namespace setwise
{

namespace
{
template <typename F> CandidateSet unionOver(const Step& s, F f)
{
    CandidateSet out;
    for (const auto& r : s.readings)
        out |= f(r);
    return out;
}
} // namespace

CandidateSet Step::fins() const
{
    return unionOver(*this, [](const Evaluation& e) { return e.fins; });
}
CandidateSet Step::endoFins() const
{
    return unionOver(*this, [](const Evaluation& e) { return e.endoFins; });
}
CandidateSet Step::cannibals() const
{
    return unionOver(*this, [](const Evaluation& e) { return e.cannibals; });
}
CandidateSet Step::baseCandidates() const
{
    return unionOver(*this, [](const Evaluation& e) { return e.baseCandidates; });
}

CandidateSet Step::virtualCandidates() const
{
    return unionOver(*this, [](const Evaluation& e) {
        CandidateSet out;
        for (const VirtualBase& v : e.virtualBases)
            out |= v.candidates;
        return out;
    });
}

CandidateSet Step::patternCandidates() const
{
    return unionOver(*this, [](const Evaluation& e) {
        CandidateSet out;
        for (const VirtualBase& v : e.virtualBases)
            for (Cell c : v.cells)
                for (Digit d = 0; d < 9; ++d)
                    if (v.digits >> d & 1U)
                        out.set(candidateOf(c, d));
        return out;
    });
}

void markChain(Step& step)
{
    std::vector<ChainNode>& nodes = step.chainNodes;
    if (nodes.empty())
        return;
    // Step 1. One index per ALS (its cells), in chain order.
    std::vector<CellSet> seen;
    for (ChainNode& n : nodes) {
        if (n.kind != ChainNode::Kind::Als)
            continue;
        auto it = std::find(seen.begin(), seen.end(), n.alsCells);
        n.als = int(it - seen.begin());
        if (it == seen.end())
            seen.push_back(n.alsCells);
    }
    // Step 2. Parity from the first node along the links (each link in the
    // chain's order, so a link's start is known before its end; repeated
    // until nothing changes for links listed out of order).
    using Parity = ChainNode::Parity;
    const auto flip = [](Parity p) { return p == Parity::On ? Parity::Off : Parity::On; };
    for (ChainNode& n : nodes) {
        n.parity = Parity::Unknown;
        n.start = false;
    }
    nodes.front().start = true;
    nodes.front().parity = !step.links.empty() && !step.links.front().strong ? Parity::On : Parity::Off;
    for (bool changed = true; changed;) {
        changed = false;
        for (const ChainLink& l : step.links) {
            if (l.from < 0 || l.to < 0 || l.from >= int(nodes.size()) || l.to >= int(nodes.size()))
                continue;
            ChainNode &a = nodes[std::size_t(l.from)], &b = nodes[std::size_t(l.to)];
            if (a.parity != Parity::Unknown && b.parity == Parity::Unknown) {
                b.parity = flip(a.parity);
                changed = true;
            }
        }
    }
}

ConstraintSet Step::baseSets() const
{
    ConstraintSet out;
    for (const auto& r : readings)
        for (Constraint k : r.bases)
            out.set(k);
    return out;
}

ConstraintSet Step::coverSets() const
{
    ConstraintSet out;
    for (const auto& r : readings)
        for (Constraint k : r.covers)
            out.set(k);
    return out;
}

const char* proofRuleName(ProofRule rule)
{
    switch (rule) {
    case ProofRule::CountingRule:
        return "counting rule";
    case ProofRule::ExactEvaluation:
        return "exact evaluation";
    case ProofRule::Template:
        return "exact (template)";
    }
    return "";
}

const char* argumentKindName(ArgumentKind kind)
{
    switch (kind) {
    case ArgumentKind::None:
        return "none";
    case ArgumentKind::Counting:
        return "counting";
    case ArgumentKind::Implications:
        return "implications";
    case ArgumentKind::Pattern:
        return "pattern";
    }
    return "";
}

Step makeStep(std::string technique, std::vector<Evaluation> readings, bool keepImplied)
{
    Step step;
    step.technique = std::move(technique);
    for (const auto& r : readings) {
        step.eliminations |= r.eliminations;
        step.placements |= r.placements;
    }
    // A placement implies the eliminations of everything it sees.
    if (!keepImplied)
        for (Candidate p : step.placements)
            step.eliminations -= seenBy(p);
    step.eliminations -= step.placements;
    unsigned digitMask = 0;
    for (const auto& r : readings)
        for (Candidate x : r.baseCandidates)
            digitMask |= 1U << digitOf(x);
    for (Digit d = 0; d < 9; ++d)
        if (digitMask & (1U << d))
            step.digits.push_back(d);
    step.readings = std::move(readings);
    return step;
}

State apply(const State& s, const Step& step)
{
    State out = s;
    out.eliminate(step.eliminations);
    for (Candidate p : step.placements)
        if (out.isEmpty(cellOf(p)) && out.isLive(p))
            out.place(cellOf(p), digitOf(p));
    return out;
}

} // namespace setwise
