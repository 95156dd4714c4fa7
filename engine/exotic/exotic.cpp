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

namespace
{
// The sets: no solved constraint, no duplicate, a base is no cover.
void cleanSets(const Context& ctx, std::vector<Constraint>& bases, std::vector<Constraint>& covers)
{
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
}

// The sets cleaned, then evaluate(); nothing when there is no base, evaluate()
// refuses them or the bases contradict.
std::optional<Evaluation> evaluateSets(
    const Context& ctx, std::vector<Constraint>& bases, std::vector<Constraint>& covers)
{
    cleanSets(ctx, bases, covers);
    if (bases.empty())
        return std::nullopt;
    auto e = evaluate(ctx.state(), bases, covers);
    if (!e || e->contradiction)
        return std::nullopt;
    return *e;
}
} // namespace

std::optional<Step> proveStructure(const Context& ctx, std::string technique, std::vector<Constraint> bases,
    std::vector<Constraint> covers, const CandidateSet& eliminations, const CandidateSet& placements)
{
    auto e = evaluateSets(ctx, bases, covers);
    if (!e)
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

std::optional<Step> proveCounting(
    const Context& ctx, std::string technique, std::vector<Constraint> bases, std::vector<Constraint> covers)
{
    auto e = evaluateSets(ctx, bases, covers);
    if (!e)
        return std::nullopt;
    Step step = makeStep(std::move(technique), { std::move(*e) });
    if (!step.hasConclusions())
        return std::nullopt;
    return step;
}

void arguePatternByCounting(Step& step, std::string rule, std::string source, std::vector<std::string> premises)
{
    premises.push_back(truthsLinksText(step));
    premises.emplace_back("rank 0: as many links as truths, each truth holding one true candidate in the links, so "
                          "every other candidate of a link is false (the counting rule)");
    step.argument.kind = ArgumentKind::Pattern;
    step.argument.rules = { ArgumentRule {
        std::move(rule), std::move(source), step.eliminations, step.placements, std::move(premises) } };
}

std::optional<Step> provePattern(const Context& ctx, std::string technique, std::vector<Constraint> bases,
    std::vector<Constraint> covers, std::vector<ArgumentRule> rules)
{
    auto e = evaluateSets(ctx, bases, covers);
    if (!e)
        return std::nullopt;
    // Each rule's conclusions cross-checked in order, by the counting rule or
    // the exact evaluation; the rules stop before the first one it does not
    // confirm (a later rule may rest on it).
    CandidateSet eliminations, placements;
    std::uint64_t nodes = 0;
    std::size_t kept = 0;
    for (; kept < rules.size(); ++kept) {
        bool confirmed = true;
        for (bool placing : { false, true })
            for (Candidate x : placing ? rules[kept].placements : rules[kept].eliminations) {
                if (!confirmed || (placing ? e->placements : e->eliminations).test(x))
                    continue;
                const ExactProof p = proveExact(ctx.state(), bases, covers, x, placing);
                nodes += p.nodes;
                confirmed = p.proven;
            }
        if (!confirmed)
            break;
        eliminations |= rules[kept].eliminations;
        placements |= rules[kept].placements;
    }
    rules.resize(kept);
    if (rules.empty())
        return std::nullopt;
    // The reading shows what the step concludes, no more.
    Evaluation reading = std::move(*e);
    reading.eliminations &= eliminations;
    reading.cannibals &= eliminations;
    reading.placements &= placements;
    Step step = makeStep(std::move(technique), { std::move(reading) });
    labelExact(step, eliminations, placements, ProofRule::ExactEvaluation, nodes);
    if (!step.hasConclusions())
        return std::nullopt;
    step.argument.kind = ArgumentKind::Pattern;
    step.argument.rules = std::move(rules);
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
    technique(TechniqueId::DoubleExocet, exotic::findDoubleExocet),
    technique(TechniqueId::JuniorExocet, exotic::findJuniorExocet),
    technique(TechniqueId::SeniorExocet, exotic::findSeniorExocet),
    technique(TechniqueId::Tridagon, exotic::findTridagon),
    technique(TechniqueId::SkLoop, exotic::findSkLoop),
    technique(TechniqueId::Msls, exotic::findMsls),
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
