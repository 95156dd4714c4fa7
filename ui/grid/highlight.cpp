// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/highlight.h"

#include "engine/tables.h"

namespace setwise::ui
{

bool Highlight::isEmpty() const
{
    return bases.none() && covers.none() && baseCandidates.none() && fins.none() && endoFins.none()
        && eliminations.none() && placements.none() && selection.none() && !hasChain();
}

std::vector<Role> Highlight::rolesOf(Candidate x) const
{
    std::vector<Role> roles;
    if (placements.test(x))
        roles.push_back(Role::Placement);
    if (cannibals.test(x))
        roles.push_back(Role::Cannibal);
    else if (eliminations.test(x))
        roles.push_back(Role::Elimination);
    if (endoFins.test(x))
        roles.push_back(Role::EndoFin);
    else if (fins.test(x))
        roles.push_back(Role::Fin);
    if (virtualCandidates.test(x))
        roles.push_back(Role::VirtualBase);
    else if (baseCandidates.test(x))
        roles.push_back(Role::BaseCandidate);
    else if (pattern.test(x))
        roles.push_back(Role::DeadlyPattern);
    if (structureBase.test(cellOf(x)))
        roles.push_back(Role::StructureBase);
    else if (structureTarget.test(cellOf(x)))
        roles.push_back(Role::StructureTarget);
    else if (structureCrossLine.test(cellOf(x)))
        roles.push_back(Role::StructureCrossLine);
    if (selection.test(x))
        roles.push_back(Role::UserSelection);
    return roles;
}

namespace
{

// An SK loop's ring: its 16 cells (the bases, two by two in ring order) and
// the digits of each joint: the covers whose house holds both groups.
void skLoop(const Evaluation& e, Highlight& h)
{
    if (e.bases.size() != 16)
        return;
    for (std::size_t g = 0; g < 8; ++g) {
        CellSet group;
        for (std::size_t i = 0; i < 2; ++i) {
            const Constraint k = e.bases[2 * g + i];
            if (kindOf(k) != ConstraintKind::Cell)
                return;
            group.set(k);
        }
        h.loop.push_back(group);
    }
    for (std::size_t j = 0; j < 8; ++j) {
        unsigned digits = 0;
        for (Constraint k : e.covers) {
            if (kindOf(k) == ConstraintKind::Cell)
                continue;
            bool holds = true;
            for (const CellSet* g : { &h.loop[j], &h.loop[(j + 1) % 8] })
                for (Cell c : *g)
                    holds = holds && constraintOf(candidateOf(c, constraintDigit(k)), kindOf(k)) == k;
            if (holds)
                digits |= 1U << constraintDigit(k);
        }
        h.loopJoints.push_back(digits);
    }
}

} // namespace

Highlight highlightOf(const Step& step, HintLevel level)
{
    Highlight h;
    if (level == HintLevel::Name)
        return h;
    // A step that is not set logic is never drawn as a base/cover pattern (DESIGN §3).
    if (step.setLogic) {
        h.bases = step.baseSets();
        h.covers = step.coverSets();
    }
    if (level == HintLevel::Houses)
        return h;
    if (step.setLogic) {
        h.baseCandidates = step.baseCandidates();
        h.virtualCandidates = step.virtualCandidates();
        h.pattern = step.patternCandidates();
        for (const Evaluation& e : step.readings)
            for (const VirtualBase& v : e.virtualBases)
                h.patternCells |= v.cells;
        h.structureBase = step.structureBase;
        h.structureTarget = step.structureTarget;
        h.structureCrossLine = step.structureCrossLine - step.structureBase - step.structureTarget;
        h.endoFins = step.endoFins();
        h.fins = step.fins() - h.endoFins;
        h.cannibals = step.cannibals();
    }
    // The grid shows what the diagram shows: the step's conclusions and the
    // eliminations its placements imply (a single's peers), struck alike.
    h.eliminations = drawnEliminations(step);
    h.placements = step.placements;
    h.chainNodes = step.chainNodes;
    h.links = step.links;
    h.branches = step.branches;
    h.structureMirror = step.structureMirror - step.structureBase - step.structureTarget;
    if (step.argument.kind == ArgumentKind::Pattern)
        h.rules = step.argument.rules;
    if (!step.branches.empty())
        h.chainLines = forcingChainLines(step);
    h.keepSetsWithChain = step.technique.rfind("kraken", 0) == 0;
    if (step.technique == "sk-loop" && !step.readings.empty())
        skLoop(step.readings.front(), h);
    return h;
}

CandidateSet drawnEliminations(const Step& step)
{
    CandidateSet implied; // what placing the step's placements removes
    for (Candidate x : step.placements)
        for (ConstraintKind kind :
            { ConstraintKind::Cell, ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
            for (Candidate y : members(constraintOf(x, kind)))
                if (y != x)
                    implied.set(y);
    CandidateSet out = step.eliminations;
    for (const Evaluation& e : step.readings)
        out |= e.eliminations & implied;
    return out - step.placements;
}

Step asApplied(Step step)
{
    const CandidateSet allowed = drawnEliminations(step);
    for (Evaluation& e : step.readings) {
        e.eliminations &= allowed;
        e.placements &= step.placements;
    }
    return step;
}

Highlight withChainView(Highlight h, ChainView view)
{
    if (view == ChainView::Sets) {
        h.links.clear();
        h.chainNodes.clear();
        h.branches.clear();
    } else if (view == ChainView::Chain && h.hasChain() && !h.keepSetsWithChain) {
        h.bases.clear();
        h.covers.clear();
        h.baseCandidates.clear();
        h.virtualCandidates.clear();
        h.pattern.clear();
        h.patternCells.clear();
        h.fins.clear();
        h.endoFins.clear();
        h.cannibals.clear();
    }
    return h;
}

} // namespace setwise::ui
