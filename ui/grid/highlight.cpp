// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/highlight.h"

#include "engine/tables.h"

#include <array>
#include <map>

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

// An SK loop's ring: its 16 cells (the bases) lie in four boxes, in two
// rows and two columns that cross there; in each box a pair in the row and a
// pair in the column. Round the ring: box (A,X) row pair, (A,Y) row pair,
// (A,Y) column pair, (B,Y) column pair, (B,Y) row pair, (B,X) row pair,
// (B,X) column pair, (A,X) column pair. A joint's digits: the covers whose
// house holds both groups it joins.
void skLoop(const Evaluation& e, Highlight& h)
{
    CellSet cells;
    for (Constraint k : e.bases)
        if (kindOf(k) == ConstraintKind::Cell)
            cells.set(k);
    if (cells.count() != 16)
        return;
    std::array<int, 9> perRow {}, perCol {};
    for (Cell c : cells) {
        ++perRow[std::size_t(rowOf(c))];
        ++perCol[std::size_t(colOf(c))];
    }
    std::vector<int> rows, cols;
    for (int i = 0; i < 9; ++i) {
        if (perRow[std::size_t(i)] == 4)
            rows.push_back(i);
        if (perCol[std::size_t(i)] == 4)
            cols.push_back(i);
    }
    if (rows.size() != 2 || cols.size() != 2)
        return;
    // The pair of a box (band of row r, stack of column c) in row r or in column c.
    const auto pair = [&](int r, int c, bool inRow) {
        CellSet g;
        for (Cell x : cells)
            if (rowOf(x) / 3 == r / 3 && colOf(x) / 3 == c / 3 && (inRow ? rowOf(x) == r : colOf(x) == c))
                g.set(x);
        return g;
    };
    const int a = rows[0], b = rows[1], x = cols[0], y = cols[1];
    h.loop = { pair(a, x, true), pair(a, y, true), pair(a, y, false), pair(b, y, false), pair(b, y, true),
        pair(b, x, true), pair(b, x, false), pair(a, x, false) };
    for (const CellSet& g : h.loop)
        if (g.count() != 2) {
            h.loop.clear();
            return;
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

// A Multi-Sector Locked Set's links from its reading: each row or column
// cover is one digit of that house; the house's cells are the bases in it.
void houseLinks(const Evaluation& e, Highlight& h)
{
    CellSet cells;
    for (Constraint k : e.bases) {
        if (kindOf(k) != ConstraintKind::Cell) // not cells and lines: no links to draw
            return;
        cells.set(k);
    }
    std::array<unsigned, 18> digits {};
    for (Constraint k : e.covers) {
        const ConstraintKind kind = kindOf(k);
        if (kind != ConstraintKind::Row && kind != ConstraintKind::Column)
            return;
        digits[std::size_t((kind == ConstraintKind::Row ? 0 : 9) + constraintHouse(k))] |= 1U << constraintDigit(k);
    }
    for (House house = 0; house < 18; ++house) {
        if (!digits[std::size_t(house)])
            continue;
        Highlight::HouseLink link;
        link.house = house;
        link.digits = digits[std::size_t(house)];
        for (Cell c : cells)
            if (house < 9 ? rowOf(c) == house : colOf(c) == house - 9)
                link.cells.set(c);
        h.houseLinks.push_back(link);
    }
}

} // namespace

namespace
{

// One argument branch (or inner net) as a forcing branch; `outer`: the
// enclosing branch's implication index by id, for an inner net.
ForcingBranch forcingBranchOf(
    const Argument& a, const ArgumentBranch& ab, const std::map<int, int>* outer, int depth, bool& ok)
{
    ForcingBranch fb;
    if (ab.implications.empty() || ab.implications.front().cites.kind != ArgumentCite::Kind::Assumption
        || !ab.implications.front().on) {
        ok = false;
        return fb;
    }
    fb.start = ab.implications.front().candidate;
    std::map<int, int> index;
    for (std::size_t i = 0; i < ab.implications.size(); ++i) {
        const ArgumentImplication& ai = ab.implications[i];
        if (i > 0 && ai.cites.kind == ArgumentCite::Kind::Assumption) {
            ok = false; // more than one assumption
            return fb;
        }
        Implication imp { ai.candidate, ai.on, -1, {} };
        for (int id : ai.from) {
            if (const auto it = index.find(id); it != index.end())
                imp.premises.push_back(it->second);
            else if (outer)
                if (const auto o = outer->find(id); o != outer->end())
                    imp.outer.push_back(o->second);
        }
        if (ai.cites.kind == ArgumentCite::Kind::Constraint) {
            imp.cause = ai.cites.constraint;
        } else if (ai.cites.kind == ArgumentCite::Kind::Lemma && ai.cites.lemma >= 0
            && ai.cites.lemma < int(a.lemmas.size())) {
            const ArgumentLemma& lemma = a.lemmas[std::size_t(ai.cites.lemma)];
            if (lemma.kind == ArgumentLemma::Kind::Net && depth == 0) {
                fb.nested.push_back(forcingBranchOf(a, lemma.net, &index, depth + 1, ok));
                imp.nested = int(fb.nested.size()) - 1;
            } else if (lemma.kind == ArgumentLemma::Kind::Pattern) {
                fb.patterns.push_back({ lemma.technique, lemma.bases, lemma.covers });
                imp.pattern = int(fb.patterns.size()) - 1;
                imp.cause = lemma.covers.empty() ? -1 : lemma.covers.front();
            }
        }
        index[ai.id] = int(i);
        fb.implications.push_back(std::move(imp));
    }
    if (ab.contradiction >= 0) {
        fb.contradiction = true;
        fb.contradictionAt = ab.contradiction;
        fb.contradictionIsBase = ab.contradictionIsBase;
    }
    return fb;
}

} // namespace

std::vector<ForcingBranch> drawnBranches(const Step& step)
{
    if (!step.branches.empty())
        return step.branches;
    const Argument& a = step.argument;
    if (a.kind != ArgumentKind::Implications
        || (a.disjunction.kind != ArgumentDisjunction::Kind::Each
            && a.disjunction.kind != ArgumentDisjunction::Kind::Constraint))
        return {};
    std::vector<ForcingBranch> out;
    bool ok = true;
    for (const ArgumentBranch& b : a.branches)
        out.push_back(forcingBranchOf(a, b, nullptr, 0, ok));
    return ok ? out : std::vector<ForcingBranch> {};
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
    h.branches = drawnBranches(step);
    h.structureMirror = step.structureMirror - step.structureBase - step.structureTarget;
    if (step.argument.kind == ArgumentKind::Pattern)
        h.rules = step.argument.rules;
    if (!step.branches.empty())
        h.chainLines = forcingChainLines(step);
    h.keepSetsWithChain = step.technique.rfind("kraken", 0) == 0;
    if (step.argument.kind == ArgumentKind::Counting && !step.argument.cases.empty() && !step.readings.empty()) {
        h.cases = step.argument.cases;
        h.readingBases = step.readings.front().bases;
        h.readingCovers = step.readings.front().covers;
        h.caseEliminations = step.argument.caseEliminations;
        for (const ArgumentCase& c : h.cases)
            for (const ArgumentCase::Assumption& a : c.assumptions)
                h.triplets |= a.candidates;
    }
    if (step.technique == "sk-loop" && !step.readings.empty())
        skLoop(step.readings.front(), h);
    if (step.technique == "msls" && !step.readings.empty())
        houseLinks(step.readings.front(), h);
    return h;
}

CandidateSet caseLive(const State& s, const ArgumentCase& c, const std::vector<Constraint>& readingBases,
    const std::vector<Constraint>& readingCovers)
{
    CandidateSet live = s.live();
    for (const ArgumentCase::Assumption& a : c.assumptions) {
        if (!a.on) {
            live -= a.candidates;
            continue;
        }
        for (const std::vector<Constraint>* ks : { &readingBases, &readingCovers })
            for (Constraint k : *ks)
                if (a.candidates.isSubsetOf(candidatesOf(k)))
                    live -= candidatesOf(k) - a.candidates;
    }
    return live;
}

Highlight caseHighlight(const Highlight& h, const State& s, int index)
{
    if (index < 0 || index >= int(h.cases.size()))
        return h;
    const ArgumentCase& c = h.cases[std::size_t(index)];
    Highlight out;
    out.selection = h.selection;
    out.cases = h.cases;
    out.readingBases = h.readingBases;
    out.readingCovers = h.readingCovers;
    out.caseEliminations = h.caseEliminations;
    out.rules = h.rules;
    const CandidateSet live = caseLive(s, c, h.readingBases, h.readingCovers);
    for (Constraint k : c.bases)
        out.bases.set(k);
    for (Constraint k : c.covers)
        out.covers.set(k);
    CandidateSet inCovers;
    for (Constraint k : c.covers)
        inCovers |= candidatesOf(k);
    // Fins: in no link of the zone, or in two of its truths (endo fins).
    for (Constraint k : c.bases) {
        const CandidateSet t = candidatesOf(k) & live;
        out.endoFins |= out.baseCandidates & t;
        out.baseCandidates |= t;
    }
    out.fins = (c.covers.empty() ? CandidateSet {} : out.baseCandidates - inCovers) - out.endoFins;
    out.baseCandidates -= out.fins | out.endoFins;
    for (const ArgumentCase::Assumption& a : c.assumptions)
        (a.on ? out.assumedOn : out.assumedOff) |= a.candidates;
    out.assumedOut = (s.live() - live) - out.assumedOff - out.assumedOn;
    out.eliminations = h.caseEliminations;
    return out;
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
        h.houseLinks.clear();
    } else if (!h.houseLinks.empty()) {
        // A Multi-Sector Locked Set: its cells shaded, its links drawn as
        // lines with their digits instead of shaded houses.
        h.covers.clear();
        h.baseCandidates.clear();
    } else if (view != ChainView::Sets && (h.structureBase.any() || !h.loop.empty())) {
        // A structure (Exocet) or a loop (SK loop) is drawn as its parts:
        // its sets show in the Sets view.
        h.bases.clear();
        h.covers.clear();
        h.baseCandidates.clear();
        h.fins.clear();
        h.endoFins.clear();
        h.cannibals.clear();
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
