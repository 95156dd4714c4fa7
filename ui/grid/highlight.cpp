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

bool housesHintShowsBasesOnly(const Step& step)
{
    return step.technique == "full-house" || step.technique == "naked-single" || step.technique == "hidden-single";
}

Highlight highlightOf(const Step& step, HintLevel level)
{
    Highlight h;
    if (level == HintLevel::Name)
        return h;
    // A step that is not set logic is never drawn as a base/cover pattern (docs/architecture.md, The one rule).
    if (step.setLogic) {
        h.bases = step.baseSets();
        h.covers = step.coverSets();
    }
    if (level == HintLevel::Houses) {
        if (housesHintShowsBasesOnly(step))
            h.covers = {};
        return h;
    }
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
    } else if (view == ChainView::Chain && h.hasChain()) {
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
