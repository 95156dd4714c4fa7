// SPDX-License-Identifier: GPL-3.0-or-later
// The exotic family in the registry and the proof every finder of it shares.
#include "engine/exotic/exotic.h"

#include "engine/forcing/exact.h"
#include "engine/forcing/forcing.h"
#include "engine/tables.h"

namespace setwise
{

namespace exotic
{

std::optional<Step> proveStructure(const Context& ctx, std::string technique, std::vector<Constraint> bases,
    std::vector<Constraint> covers, const CandidateSet& eliminations, const CandidateSet& placements)
{
    // Step 1. The sets: no solved constraint, no duplicate, a base is no cover.
    ConstraintSet baseSet, coverSet;
    for (Constraint k : bases)
        if (ctx.liveCount(k) > 0)
            baseSet.set(k);
    for (Constraint k : covers)
        if (ctx.liveCount(k) > 0)
            coverSet.set(k);
    coverSet -= baseSet;
    bases.clear();
    covers.clear();
    for (Constraint k : baseSet)
        bases.push_back(k);
    for (Constraint k : coverSet)
        covers.push_back(k);
    if (bases.empty())
        return std::nullopt;
    auto e = evaluate(ctx.state(), bases, covers);
    if (!e || e->contradiction)
        return std::nullopt;
    // Step 2. The counting rule's conclusions, then the predicted ones it
    // does not give, each by the exact evaluation.
    CandidateSet proven = e->eliminations, provenPlacements = e->placements;
    std::uint64_t nodes = 0;
    for (Candidate x : eliminations - proven) {
        const ExactProof p = proveExact(ctx.state(), bases, covers, x, false);
        nodes += p.nodes;
        if (p.proven)
            proven.set(x);
    }
    for (Candidate x : placements - provenPlacements) {
        const ExactProof p = proveExact(ctx.state(), bases, covers, x, true);
        nodes += p.nodes;
        if (p.proven)
            provenPlacements.set(x);
    }
    Step step = makeStep(std::move(technique), { std::move(*e) });
    // A placement's own cell and peers follow when it is applied.
    for (Candidate x : provenPlacements)
        proven -= seenBy(x);
    labelExact(step, proven, provenPlacements, ProofRule::ExactEvaluation, nodes);
    if (!step.hasConclusions())
        return std::nullopt;
    return step;
}

std::string cellList(const CellSet& cells)
{
    std::string out;
    for (Cell c : cells)
        out += (out.empty() ? "" : ",") + cellName(c);
    return out;
}

std::string conclusionText(const Step& step)
{
    std::string out;
    for (Candidate x : step.placements)
        out += (out.empty() ? "" : ", ") + cellName(cellOf(x)) + "=" + char('1' + digitOf(x));
    if (step.eliminations.any())
        out += (out.empty() ? "" : ", ") + hodokuCandidates(step.eliminations);
    return out;
}

} // namespace exotic

namespace
{
const Technique kExotic[] = {
    { "junior-exocet", "Junior Exocet", "exotic", true, exotic::findJuniorExocet },
    { "senior-exocet", "Senior Exocet", "exotic", false, exotic::findSeniorExocet },
    { "double-exocet", "Double Exocet", "exotic", true, exotic::findDoubleExocet },
    { "tridagon", "Tridagon", "exotic", true, exotic::findTridagon },
    { "sk-loop", "SK Loop", "exotic", true, exotic::findSkLoop },
    { "msls", "Multi-Sector Locked Set", "exotic", true, exotic::findMsls },
};
} // namespace

std::span<const Technique> exoticTechniques()
{
    return std::span(kExotic).first(5);
}

std::span<const Technique> mslsTechniques()
{
    return std::span(kExotic).subspan(5);
}

} // namespace setwise
