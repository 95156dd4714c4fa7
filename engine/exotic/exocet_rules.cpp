// SPDX-License-Identifier: GPL-3.0-or-later
// The Exocet rules that need only the pattern (see exocet_rules.h), drawn
// for a row band (T1 in line r1, T2 in line r2; the column form swaps rows
// and columns):
//
//     B B e | . . . | . . .     B: base cells, e: the base box's cross-line
//     . . . | T . . | c m m     T: targets, c: companions (no base digit)
//     . . . | c m m | T . .     m m: a target's mirror node (the other target's
//                               box and line, beside it): T1's in row r2
//
// Let the base cells hold x and y. Each of the three cross-lines needs an x:
// the base box's outside the band, and (the companions and row r0 holding no
// x) the other two either in their target or outside the band. The S cells
// (cross-line cells outside the band) hold at most two x, one per cover
// house, so x is in a target, and so is y: the targets hold x and y. With T1
// = x, x takes the S cells of the base box's cross-line and of T2's: two S
// cells, in two cover houses. Line r2 needs an x in T2's box (boxes X and Y
// have theirs in lines r0 and r1), not in T2: in T1's mirror node.
//
//   rule                          gives
//   target-non-base               a target's digit not in a base cell is false
//   one-cover-house               a base digit whose S cells one house holds is
//                                 false in the base cells and targets
//   cross-line-cover-house        a base digit whose S cells outside a target's
//                                 cross-line one house holds is false there
//   mirror-node                   a target's base digit its mirror node cannot
//                                 hold is false in it (Junior)
//   other-target                  a target with one base digit left: that digit
//                                 is false in the other target
//   base-not-in-targets           a base digit neither target holds is false in
//                                 the base cells
//   mirror-node-single-cell       one cell of a mirror node can hold its
//                                 target's digits: its other digits are false
//   then the compatibility test and the known base digits (exocet_known.cpp).
#include "engine/exotic/exocet_work.h"
#include "engine/exotic/exotic.h"

#include "engine/tables.h"

#include <bit>

namespace setwise::exotic
{

const char* const kCompendium = "JExocet Compendium, David P. Bird, New Sudoku Players' Forum, 2012-2014";

namespace
{
constexpr const char* kWikiRule1
    = "JExocet Compendium, David P. Bird, 2012-2014; SudokuWiki.org, Exocet (Andrew Stuart), elimination rule 1";
constexpr const char* kWikiRule3
    = "JExocet Compendium, David P. Bird, 2012-2014; SudokuWiki.org, Exocet (Andrew Stuart), elimination rule 3";
constexpr const char* kWikiRule4
    = "JExocet Compendium, David P. Bird, 2012-2014; SudokuWiki.org, Exocet (Andrew Stuart), elimination rule 4";
constexpr const char* kWikiRule5
    = "JExocet Compendium, David P. Bird, 2012-2014; SudokuWiki.org, Exocet (Andrew Stuart), elimination rule 5";

std::string digitText(Digit d)
{
    return std::string(1, char('1' + d));
}

// The structure's premises: the pattern and its conditions.
std::vector<std::string> structurePremises(const State& s, const Exocet& x, const CoverHouses& coversOf)
{
    std::vector<std::string> out { exocetPremise(s, x) };
    CellSet companions;
    if (!x.senior) {
        companions.set(x.o.at(x.r2, x.t1));
        companions.set(x.o.at(x.r1, x.t2));
        out.push_back("companions " + cellList(companions) + " hold no base digit");
    } else {
        out.push_back("the band cells of the targets' cross-lines outside the base line and the targets hold no base "
                      "digit");
    }
    std::string covers;
    std::size_t i = 0;
    for (Digit d = 0; d < 9; ++d) {
        if (!(x.digits >> d & 1U))
            continue;
        std::string hs;
        for (Constraint k : coversOf[i])
            hs += (hs.empty() ? "" : ",")
                + houseName(kindOf(k) == ConstraintKind::Row  ? constraintHouse(k)
                        : kindOf(k) == ConstraintKind::Column ? 9 + constraintHouse(k)
                                                              : 18 + constraintHouse(k));
        covers += (covers.empty() ? "" : "; ") + digitText(d) + " in " + (hs.empty() ? "none" : hs);
        ++i;
    }
    out.push_back("each base digit's S cells (the cross-lines outside the band) lie in at most two houses: " + covers);
    return out;
}

// target-non-base: the targets hold the base cells' two digits.
void targetNonBase(ExocetRules& r)
{
    const unsigned base = r.w.baseDigits();
    CandidateSet out;
    for (int k = 0; k < 2; ++k)
        for (Digit d = 0; d < 9; ++d)
            if (r.w.has(r.w.target(k), d) && !(base >> d & 1U))
                out.set(candidateOf(r.w.target(k), d));
    r.add("exocet-target-non-base", kWikiRule1, out,
        { "the targets hold the base cells' two digits; the base cells hold " + digitsText(base) });
}

// one-cover-house: a true base digit takes two S cells, which one house cannot hold.
void oneCoverHouse(ExocetRules& r)
{
    CandidateSet out;
    std::vector<std::string> why;
    for (Digit d = 0; d < 9; ++d) {
        House h = -1;
        const CellSet cells = r.w.sCells(d);
        if (!(r.w.x.digits >> d & 1U) || !oneHouse(cells, h))
            continue;
        CandidateSet here;
        for (Cell c : { r.w.x.b1, r.w.x.b2, r.w.x.target1, r.w.x.target2 })
            if (r.w.has(c, d) && r.w.s.isEmpty(c))
                here.set(candidateOf(c, d));
        if (here.none())
            continue;
        out |= here;
        why.push_back(digitText(d) + "'s S cells "
            + (cells.none() ? "are none" : cellList(cells) + " lie in " + houseName(h))
            + ": a true base digit takes two S cells in two houses");
    }
    r.add("exocet-one-cover-house", kWikiRule3, out, why);
}

// cross-line-cover-house: with T = d, d takes S cells in the two other
// cross-lines; one house cannot hold both.
void crossLineCoverHouse(ExocetRules& r)
{
    CandidateSet out;
    std::vector<std::string> why;
    for (int k = 0; k < 2; ++k) {
        const Cell t = r.w.target(k);
        const CellSet own = r.w.lineS(k + 1);
        for (Digit d = 0; d < 9; ++d) {
            House h = -1;
            const CellSet cells = r.w.sCells(d);
            if (!(r.w.x.digits >> d & 1U) || !r.w.has(t, d) || !(cells & own).any() || !oneHouse(cells - own, h))
                continue;
            out.set(candidateOf(t, d));
            const House line = r.w.x.crossLines()[std::size_t(k + 1)];
            why.push_back(digitText(d) + "'s S cells " + cellList(cells) + " lie in " + houseName(line)
                + (h >= 0 ? " and " + houseName(h) : "") + ": " + houseName(line) + " is " + cellName(t)
                + "'s cross-line, so " + cellName(t) + " = " + digitText(d)
                + " would leave the two other cross-lines' S cells to one house");
        }
    }
    r.add("exocet-cross-line-cover-house", kWikiRule5, out, why);
}

// mirror-node: with T1 = d, line r2 needs its d in T2's box beside T2.
void mirrorNode(ExocetRules& r)
{
    if (r.w.x.senior)
        return;
    CandidateSet out;
    std::vector<std::string> why;
    for (int k = 0; k < 2; ++k) {
        const Cell t = r.w.target(k);
        for (Digit d = 0; d < 9; ++d) {
            if (!(r.w.x.digits >> d & 1U) || !r.w.has(t, d))
                continue;
            bool held = false;
            for (Cell m : r.w.mirror(k))
                held = held || r.w.has(m, d);
            if (held)
                continue;
            out.set(candidateOf(t, d));
            why.push_back(cellName(t) + "'s mirror node " + cellList(r.w.mirror(k)) + " cannot hold " + digitText(d)
                + ", which it would hold were " + cellName(t) + " = " + digitText(d));
        }
    }
    r.add("exocet-mirror-node", kCompendium, out, why);
}

// other-target: the targets hold two different digits.
void otherTarget(ExocetRules& r)
{
    CandidateSet out;
    std::vector<std::string> why;
    const unsigned base = r.w.x.digits;
    for (int k = 0; k < 2; ++k) {
        const unsigned m = r.w.mask(r.w.target(k)) & base;
        const Cell other = r.w.target(1 - k);
        if (std::popcount(m) != 1 || !r.w.has(other, std::countr_zero(m)))
            continue;
        out.set(candidateOf(other, std::countr_zero(m)));
        why.push_back(cellName(r.w.target(k)) + " holds only the base digit " + digitText(std::countr_zero(m))
            + ", and the targets hold two different digits");
    }
    r.add("exocet-other-target", kWikiRule4, out, why);
}

// base-not-in-targets: each base cell's digit is a target's.
void baseNotInTargets(ExocetRules& r)
{
    CandidateSet out;
    std::vector<std::string> why;
    for (Digit d = 0; d < 9; ++d) {
        if (r.w.has(r.w.x.target1, d) || r.w.has(r.w.x.target2, d))
            continue;
        CandidateSet here;
        for (Cell c : { r.w.x.b1, r.w.x.b2 })
            if (r.w.has(c, d))
                here.set(candidateOf(c, d));
        if (here.none())
            continue;
        out |= here;
        why.push_back("neither target holds " + digitText(d) + ", and each base cell's digit is a target's");
    }
    r.add("exocet-base-not-in-targets", kCompendium, out, why);
}

// mirror-node-single-cell: the mirror node holds its target's digit.
void mirrorSingleCell(ExocetRules& r)
{
    if (r.w.x.senior)
        return;
    CandidateSet out;
    std::vector<std::string> why;
    const unsigned base = r.w.baseDigits();
    for (int k = 0; k < 2; ++k) {
        const unsigned tk = r.w.mask(r.w.target(k)) & base;
        CellSet holders;
        for (Cell m : r.w.mirror(k))
            if (r.w.mask(m) & tk)
                holders.set(m);
        const Cell m = holders.first(); // -1 when none: tested first (GCC 12 -O3 -Warray-bounds)
        if (m < 0 || holders.count() != 1 || !r.w.s.isEmpty(m))
            continue;
        CandidateSet here;
        for (Digit d = 0; d < 9; ++d)
            if (r.w.has(m, d) && !(tk >> d & 1U))
                here.set(candidateOf(m, d));
        if (here.none())
            continue;
        out |= here;
        why.push_back(cellName(r.w.target(k)) + " holds base digits " + digitsText(tk) + " and only " + cellName(m)
            + " of its mirror node " + cellList(r.w.mirror(k)) + " can hold one: " + cellName(m) + " holds "
            + cellName(r.w.target(k)) + "'s digit");
    }
    r.add("exocet-mirror-node-single-cell", kCompendium, out, why);
}

} // namespace

CellSet ExocetWork::lineS(int i) const
{
    return houseCells(x.crossLines()[std::size_t(i)]) & x.sCells();
}

void ExocetRules::add(
    const char* rule, const char* source, CandidateSet eliminations, std::vector<std::string> premises)
{
    eliminations &= w.live;
    if (eliminations.none())
        return;
    std::vector<std::string> all = structure;
    if (round > 1)
        all.push_back("round " + std::to_string(round) + ": on the candidates the rules of the rounds before left");
    all.insert(all.end(), premises.begin(), premises.end());
    given |= eliminations;
    out.eliminations |= eliminations;
    out.rules.push_back(ArgumentRule { rule, source, eliminations, {}, std::move(all) });
}

bool ExocetRules::endRound()
{
    const bool any = (given & w.live).any();
    w.live -= given;
    given.clear();
    ++round;
    return any;
}

bool oneHouse(const CellSet& cells, House& house)
{
    house = -1;
    if (cells.none())
        return true;
    const Cell c = cells.first();
    for (House h : { rowOf(c), 9 + colOf(c), 18 + boxOf(c) })
        if (cells.isSubsetOf(houseCells(h))) {
            house = h;
            return true;
        }
    return false;
}

std::vector<std::pair<House, House>> housePairs(const CellSet& cells)
{
    std::vector<std::pair<House, House>> out;
    House one = -1;
    if (cells.none() || oneHouse(cells, one))
        return out;
    unsigned long touching = 0;
    for (Cell c : cells)
        for (House h : { rowOf(c), 9 + colOf(c), 18 + boxOf(c) })
            touching |= 1UL << h;
    for (House a = 0; a < 27; ++a)
        for (House b = a + 1; b < 27; ++b)
            if ((touching >> a & 1UL) && (touching >> b & 1UL) && cells.isSubsetOf(houseCells(a) | houseCells(b)))
                out.emplace_back(a, b);
    return out;
}

Constraint houseDigit(House h, Digit d)
{
    return houseConstraint(h < 9 ? ConstraintKind::Row
            : h < 18             ? ConstraintKind::Column
                                 : ConstraintKind::Box,
        d, h % 9);
}

std::string houseName(House h)
{
    return std::string(1, h < 9 ? 'r' : h < 18 ? 'c' : 'b') + char('1' + h % 9);
}

std::string digitsText(unsigned mask)
{
    std::string out;
    for (Digit d = 0; d < 9; ++d)
        if (mask >> d & 1U)
            out += char('1' + d);
    return out;
}

std::string exocetPremise(const State& s, const Exocet& x)
{
    const unsigned base = s.cellMask(x.b1) | s.cellMask(x.b2);
    std::string lines;
    for (House h : x.crossLines())
        lines += (lines.empty() ? "" : ",") + houseName(h);
    return std::string(x.senior ? "Senior" : "Junior") + " Exocet: base cells " + cellName(x.b1) + "," + cellName(x.b2)
        + " hold " + digitsText(base) + ", targets " + cellName(x.target1) + "," + cellName(x.target2)
        + ", cross-lines " + lines;
}

ExocetArgument argueExocet(const State& s, const Exocet& x, const CoverHouses& coversOf)
{
    ExocetArgument out;
    ExocetWork w { s, x, s.live() };
    ExocetRules r { w, out, structurePremises(s, x, coversOf), 1, {} };
    // Every rule on what the rounds before left, until a round gives nothing.
    do {
        targetNonBase(r);
        oneCoverHouse(r);
        crossLineCoverHouse(r);
        mirrorNode(r);
        otherTarget(r);
        baseNotInTargets(r);
        mirrorSingleCell(r);
        knownDigitRules(r);
    } while (r.endRound());
    // The S cells' lines across the cross-lines, which the compatibility test
    // and the known digits' rules read (two S cells in one line see each
    // other), and the base box's cross-line's S cells (two digits need two of them).
    if (out.eliminations.any())
        for (Cell c : w.lineS(0))
            if (s.isEmpty(c))
                out.covers.push_back(cellConstraint(c));
    if (out.eliminations.any())
        for (Digit d = 0; d < 9; ++d)
            if (x.digits >> d & 1U)
                for (Cell c : x.sCells())
                    if (s.isEmpty(c) ? s.isLive(candidateOf(c, d)) : s.digit(c) == d)
                        out.covers.push_back(constraintOf(candidateOf(c, d), x.o.lineKind()));
    return out;
}

} // namespace setwise::exotic
