// SPDX-License-Identifier: GPL-3.0-or-later
// Forcing chains and nets as set logic. The constraints a net uses
// are its bases and covers: the starting truth (verity), every constraint that
// made a candidate true on a branch (a base: exactly one true) and every
// constraint through which a true candidate removed another (a cover: at most
// one true), with the contradiction's constraint and those of nested
// contradictions. In the sub-puzzle of these sets each branch's reasoning
// holds as it stands, so the conclusion holds in every solution of it:
// evaluate()'s counting rule proves the simple cases (a cell forcing chain of
// k disjoint branches is rank k-1), proveExact() the others; the step says
// which rule proved it.
#include "engine/forcing/forcing_step.h"
#include "engine/forcing/argue.h"
#include "engine/forcing/branch_patterns.h"
#include "engine/forcing/exact.h"
#include "engine/forcing/forcing.h"
#include "engine/tables.h"

#include <algorithm>

namespace setwise
{

namespace
{

std::string factText(const Fact& f)
{
    return cellName(cellOf(f.candidate)) + (f.on ? "=" : "<>") + char('1' + digitOf(f.candidate));
}

// HoDoKu's name of the place a contradiction shows: "r1c2", "r3", "c4", "b5".
std::string placeName(Constraint k)
{
    if (kindOf(k) == ConstraintKind::Cell)
        return cellName(k);
    return std::string(1, "?rcb"[int(kindOf(k))]) + char('1' + constraintHouse(k));
}

std::string techniqueName(const std::string& id)
{
    const Technique* t = findTechnique(id);
    return t ? std::string(t->name) : id;
}

// A nested contradiction's inner net as a branch; its premises on the
// enclosing branch's facts become `outer` indices through outerIndex.
ForcingBranch innerNet(const NestedProof& proof, const std::vector<int>& outerIndex)
{
    ForcingBranch net { proof.start, {}, true, proof.contradictionAt, proof.contradictionIsBase };
    for (const Fact& fact : proof.facts) {
        Implication imp { fact.candidate, fact.on, fact.cause, {} };
        for (int p = fact.premiseBegin; p < fact.premiseEnd; ++p) {
            const int q = proof.premises[std::size_t(p)];
            if (q >= 0)
                imp.premises.push_back(q);
            else if (const int o = outerIndex[std::size_t(-1 - q)]; o >= 0)
                imp.outer.push_back(o);
        }
        net.implications.push_back(std::move(imp));
    }
    return net;
}

} // namespace

void labelExact(
    Step& step, const CandidateSet& eliminations, const CandidateSet& placements, ProofRule rule, std::uint64_t nodes)
{
    CandidateSet counted, countedPlacements;
    for (const Evaluation& e : step.readings) {
        counted |= e.eliminations;
        countedPlacements |= e.placements;
    }
    step.eliminations = eliminations;
    step.placements = placements;
    step.beyondCounting = (eliminations - counted) | (placements - countedPlacements);
    step.rule = step.beyondCounting.any() ? rule : ProofRule::CountingRule;
    step.proofNodes = step.beyondCounting.any() ? nodes : 0;
}

void traceConclusion(ForcingCandidate& c)
{
    c.needed.clear();
    c.size = 0;
    c.largest = 0;
    for (const Branch* b : c.branches) {
        std::vector<int> from = b->contradiction ? b->contradictionFacts : std::vector<int> { b->factOf[c.target] };
        if (!b->contradiction)
            for (Candidate x : c.alsoEliminated | c.alsoPlaced)
                from.push_back(b->factOf[x]);
        c.needed.push_back(trace(*b, from));
        c.largest = std::max(c.largest, int(c.needed.back().size()));
        for (int f : c.needed.back())
            c.size += 1 + (b->facts[f].nested >= 0 ? b->nestedProofs[b->facts[f].nested].size : 0);
    }
}

std::optional<Step> forcingStep(const State& s, const ForcingCandidate& c)
{
    // Step 1. Bases and covers from the causes of the needed facts.
    ConstraintSet bases, covers;
    if (c.truth >= 0)
        bases.set(c.truth);
    for (std::size_t i = 0; i < c.branches.size(); ++i) {
        const Branch& b = *c.branches[i];
        for (int f : c.needed[i]) {
            const Fact& fact = b.facts[f];
            if (fact.cause >= 0)
                (fact.on ? bases : covers).set(fact.cause);
            if (fact.nested >= 0) {
                for (Constraint k : b.nestedProofs[fact.nested].bases)
                    bases.set(k);
                for (Constraint k : b.nestedProofs[fact.nested].covers)
                    covers.set(k);
            }
            if (fact.pattern >= 0) {
                for (Constraint k : b.patterns[std::size_t(fact.pattern)].bases)
                    bases.set(k);
                for (Constraint k : b.patterns[std::size_t(fact.pattern)].covers)
                    covers.set(k);
            }
        }
        if (b.contradiction)
            (b.contradictionIsBase ? bases : covers).set(b.contradictionAt);
    }
    covers -= bases; // a base holds at most one true candidate as well
    std::vector<Constraint> baseList, coverList;
    for (Constraint k : bases)
        baseList.push_back(k);
    for (Constraint k : covers)
        coverList.push_back(k);
    auto e = evaluate(s, baseList, coverList);
    if (!e)
        return std::nullopt;

    // Step 2. The proof: the counting rule, else the exact evaluation.
    Step step = makeStep(c.technique, { std::move(*e) });
    step.setLogic = true;
    const Evaluation& r = step.readings.front();
    std::uint64_t nodes = 0;
    // Each conclusion by the counting rule, else by the exact evaluation; the
    // first must be proven, a further one an exhausted budget leaves out.
    auto proven = [&](Candidate x, bool placement) {
        if (placement ? r.placements.test(x) : r.eliminations.test(x))
            return true;
        const ExactProof proof = proveExact(s, baseList, coverList, x, placement);
        nodes += proof.nodes;
        return proof.proven;
    };
    if (!proven(c.target, c.placement))
        return std::nullopt;
    CandidateSet eliminations, placements;
    (c.placement ? placements : eliminations).set(c.target);
    for (int placement = 0; placement < 2; ++placement)
        for (Candidate x : placement ? c.alsoPlaced : c.alsoEliminated)
            if (x != c.target && proven(x, placement == 1))
                (placement ? placements : eliminations).set(x);
    // The readings' counting proves what it proves: the step takes that too
    // (its diagram shows it), argued by the same count (argument.h).
    const CandidateSet countedPlacements = r.placements - placements;
    CandidateSet counted = r.eliminations - eliminations - placements;
    for (Candidate p : placements | r.placements)
        counted -= seenBy(p);
    eliminations |= counted;
    placements |= countedPlacements;
    labelExact(step, eliminations, placements, ProofRule::ExactEvaluation, nodes);

    // Step 3. The implication tree and HoDoKu's text.
    std::string head = techniqueName(c.technique);
    if (c.truth < 0 && c.branches.size() == 1)
        head += " in " + placeName(c.branches.front()->contradictionAt);
    else if (c.truth < 0)
        head += " (" + std::to_string(c.branches.size()) + " contradictions)";
    std::string result;
    for (Candidate x : step.placements)
        result += (result.empty() ? "" : ", ") + cellName(cellOf(x)) + "=" + char('1' + digitOf(x));
    for (Candidate x : step.eliminations)
        result += (result.empty() ? "" : ", ") + cellName(cellOf(x)) + "<>" + char('1' + digitOf(x));
    head += " => " + result;
    step.forcingText = head;
    for (std::size_t i = 0; i < c.branches.size(); ++i) {
        const Branch& b = *c.branches[i];
        ForcingBranch fb { b.start, {}, b.contradiction };
        if (fb.contradiction) {
            fb.contradictionAt = b.contradictionAt;
            fb.contradictionIsBase = b.contradictionIsBase;
        }
        std::vector<int> index(b.facts.size(), -1), patternIndex(b.patterns.size(), -1);
        std::string line;
        for (int f : c.needed[i]) {
            const Fact& fact = b.facts[f];
            Implication imp { fact.candidate, fact.on, fact.cause, {} };
            for (int p = fact.premiseBegin; p < fact.premiseEnd; ++p)
                imp.premises.push_back(b.premises[p] >= 0 ? index[b.premises[p]] : -1);
            if (fact.nested >= 0) {
                imp.nested = int(fb.nested.size());
                fb.nested.push_back(innerNet(b.nestedProofs[fact.nested], index));
            }
            if (fact.pattern >= 0) { // one pattern often removes several: kept once
                int& kept = patternIndex[std::size_t(fact.pattern)];
                if (kept < 0) {
                    kept = int(fb.patterns.size());
                    fb.patterns.push_back(b.patterns[std::size_t(fact.pattern)]);
                }
                imp.pattern = kept;
            }
            index[f] = int(fb.implications.size());
            fb.implications.push_back(std::move(imp));
            line += (line.empty() ? "" : " ") + factText(fact);
            if (fact.nested >= 0)
                line += "(nested " + cellName(cellOf(b.nestedProofs[fact.nested].start)) + "="
                    + char('1' + digitOf(b.nestedProofs[fact.nested].start)) + ")";
            if (fact.pattern >= 0)
                line += "(" + branchPatternText(b.patterns[std::size_t(fact.pattern)]) + ")";
        }
        if (b.contradiction)
            line += " => contradiction in " + placeName(b.contradictionAt);
        step.forcingText += "\n  " + line;
        step.branches.push_back(std::move(fb));
    }
    argueFromForcingBranches(s, c.truth, step);
    if ((counted | countedPlacements).any())
        step.argument.counting = "rank";
    return step;
}

// HoDoKu's arrows a branch (step.h); an implication an inner net proved is marked "(nested)".
std::vector<std::string> forcingChainLines(const Step& step)
{
    std::string result;
    for (Candidate x : step.placements)
        result += (result.empty() ? "" : ", ") + cellName(cellOf(x)) + "=" + char('1' + digitOf(x));
    for (Candidate x : step.eliminations)
        result += (result.empty() ? "" : ", ") + cellName(cellOf(x)) + "<>" + char('1' + digitOf(x));
    std::vector<std::string> lines;
    for (const ForcingBranch& b : step.branches) {
        std::string line;
        for (const Implication& i : b.implications)
            line += (line.empty() ? "" : " -> ") + cellName(cellOf(i.candidate)) + (i.on ? "=" : "<>")
                + char('1' + digitOf(i.candidate)) + (!i.on && i.cause < 0 ? " (nested)" : "");
        if (b.contradiction && b.contradictionAt >= 0)
            line += " => contradiction in " + placeName(b.contradictionAt);
        else if (!result.empty())
            line += " => " + result;
        lines.push_back(std::move(line));
    }
    return lines;
}

} // namespace setwise
