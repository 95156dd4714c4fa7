// SPDX-License-Identifier: GPL-3.0-or-later
// The Exocet's compatibility test and the rules of its known base digits
// (see exocet_rules.h; the shape is drawn in exocet_rules.cpp).
//
// compatibility: the assignment B1 = b1, B2 = b2 (b1 != b2), T1 = t1, T2 = t2
//   ({t1, t2} = {b1, b2}) is kept when each target can hold its digit, (Junior)
//   each target's mirror node can hold the target's digit, and each digit finds
//   its two S cells: with T1 = u, u takes one S cell in the base box's
//   cross-line and one in T2's, not seeing each other (Senior: nor T1), and u
//   and the other digit take different S cells of the base box's cross-line. A
//   base cell's or target's base digit in no kept assignment is false.
// A digit in every kept assignment is known true: it is one base cell's and
// one target's digit, so
//   known-base-digit-peers   it is false where a cell sees both base cells or
//                            both targets;
//   known-cover-house        it takes one S cell in each of two houses holding
//                            its S cells: false in those houses' other cells;
//   known-s-cell             its two S cells do not see each other: false in an
//                            S cell that sees all its other S cells;
//   known-mirror-non-base    (both true digits known, Junior) a mirror node
//                            holds its target's digit and a digit that is
//                            neither true base digit; when only one such digit
//                            p is there, the node holds p: p is false in the
//                            cells seeing both mirror cells.
#include "engine/exotic/exocet_work.h"
#include "engine/exotic/exotic.h"

#include "engine/tables.h"

#include <bit>
#include <map>

namespace setwise::exotic
{

namespace
{

std::string digitText(Digit d)
{
    return std::string(1, char('1' + d));
}

// The S cells of the base box's cross-line where d can be with T_k = d: each
// with a partner S cell of d in the other target's cross-line that it does
// not see (Senior: neither sees T_k).
CellSet sCellStarts(const ExocetWork& w, Digit d, int k)
{
    const CellSet cells = w.sCells(d);
    CellSet inE = cells & w.lineS(0), inOther = cells & w.lineS(2 - k);
    if (w.x.senior) {
        inE -= peers(w.target(k));
        inOther -= peers(w.target(k));
    }
    CellSet out;
    for (Cell p : inE)
        if ((inOther - peers(p)).any())
            out.set(p);
    return out;
}

// Why an assignment fails; empty when it is kept.
std::string whyNot(const ExocetWork& w, const ExocetAssignment& a)
{
    const Digit td[2] = { a.t1, a.t2 };
    for (int k = 0; k < 2; ++k)
        if (!w.has(w.target(k), td[k]))
            return cellName(w.target(k)) + " cannot hold " + digitText(td[k]);
    if (!w.x.senior)
        for (int k = 0; k < 2; ++k) {
            bool held = false;
            for (Cell m : w.mirror(k))
                held = held || w.has(m, td[k]);
            if (!held)
                return cellName(w.target(k)) + " = " + digitText(td[k]) + " needs " + digitText(td[k])
                    + " in its mirror node " + cellList(w.mirror(k));
        }
    const auto lines = w.x.crossLines();
    CellSet starts[2];
    for (int k = 0; k < 2; ++k) {
        starts[k] = sCellStarts(w, td[k], k);
        if (starts[k].none())
            return cellName(w.target(k)) + " = " + digitText(td[k]) + " needs " + digitText(td[k])
                + " in two S cells, in " + houseName(lines[0]) + " and " + houseName(lines[std::size_t(2 - k)])
                + ", that do not see each other";
    }
    if ((starts[0] | starts[1]).count() < 2)
        return digitText(a.t1) + " and " + digitText(a.t2) + " both need the S cell " + cellList(starts[0] | starts[1])
            + " of " + houseName(lines[0]);
    return {};
}

std::vector<ExocetAssignment> assignments(const ExocetWork& w, std::map<unsigned, std::string>* failing)
{
    std::vector<ExocetAssignment> kept;
    const unsigned m1 = w.mask(w.x.b1), m2 = w.mask(w.x.b2);
    for (Digit b1 = 0; b1 < 9; ++b1)
        for (Digit b2 = 0; b2 < 9; ++b2) {
            if (b1 == b2 || !(m1 >> b1 & 1U) || !(m2 >> b2 & 1U))
                continue;
            for (const ExocetAssignment& a :
                { ExocetAssignment { b1, b2, b1, b2 }, ExocetAssignment { b1, b2, b2, b1 } }) {
                const std::string why = whyNot(w, a);
                if (why.empty())
                    kept.push_back(a);
                else if (failing)
                    failing->emplace((1U << b1) | (1U << b2), why);
            }
        }
    return kept;
}

std::string assignmentText(const ExocetWork& w, const std::vector<ExocetAssignment>& kept)
{
    std::string out = "assignments (" + cellName(w.x.b1) + " " + cellName(w.x.b2) + " " + cellName(w.x.target1) + " "
        + cellName(w.x.target2) + ") that fit the targets" + (w.x.senior ? "" : ", mirror nodes") + " and S cells:";
    for (const ExocetAssignment& a : kept)
        out += " " + digitText(a.b1) + digitText(a.b2) + digitText(a.t1) + digitText(a.t2);
    return out;
}

void compatibility(ExocetRules& r, std::vector<ExocetAssignment>& kept)
{
    std::map<unsigned, std::string> failing;
    kept = assignments(r.w, &failing);
    if (kept.empty())
        return; // no solution: nothing to conclude
    unsigned used[4] = {};
    for (const ExocetAssignment& a : kept) {
        used[0] |= 1U << a.b1;
        used[1] |= 1U << a.b2;
        used[2] |= 1U << a.t1;
        used[3] |= 1U << a.t2;
    }
    CandidateSet out;
    const Cell cells[4] = { r.w.x.b1, r.w.x.b2, r.w.x.target1, r.w.x.target2 };
    for (int i = 0; i < 4; ++i)
        for (Digit d = 0; d < 9; ++d)
            if ((r.w.x.digits >> d & 1U) && r.w.has(cells[i], d) && !(used[i] >> d & 1U))
                out.set(candidateOf(cells[i], d));
    if ((out & r.w.live).none())
        return;
    std::vector<std::string> why { assignmentText(r.w, kept) };
    for (const auto& [pair, reason] : failing) {
        bool anyKept = false;
        for (const ExocetAssignment& a : kept)
            anyKept = anyKept || ((1U << a.b1) | (1U << a.b2)) == pair;
        if (!anyKept)
            why.push_back("base digits " + digitsText(pair) + ": " + reason);
    }
    r.add("exocet-compatibility", kCompendium, out, why);
}

std::string knownText(Digit d)
{
    return digitText(d) + " is in every assignment the compatibility test keeps: true in a base cell and a target";
}

void knownPeers(ExocetRules& r, unsigned known)
{
    CellSet bases, targets;
    bases.set(r.w.x.b1);
    bases.set(r.w.x.b2);
    targets.set(r.w.x.target1);
    targets.set(r.w.x.target2);
    const CellSet cells = commonPeers(bases) | commonPeers(targets);
    CandidateSet out;
    std::vector<std::string> why;
    for (Digit d = 0; d < 9; ++d) {
        if (!(known >> d & 1U))
            continue;
        CandidateSet here;
        for (Cell c : cells)
            if (r.w.s.isEmpty(c) && r.w.has(c, d))
                here.set(candidateOf(c, d));
        if (here.none())
            continue;
        why.push_back(knownText(d) + ", so not in a cell seeing both base cells or both targets");
        out |= here;
        for (Cell c : bases | targets)
            for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
                r.out.covers.push_back(constraintOf(candidateOf(c, d), kind));
    }
    r.add("exocet-known-base-digit-peers", kCompendium, out, why);
}

void knownCoverHouse(ExocetRules& r, unsigned known)
{
    CandidateSet out;
    std::vector<std::string> why;
    for (Digit d = 0; d < 9; ++d) {
        if (!(known >> d & 1U))
            continue;
        std::vector<Constraint> covers;
        const CandidateSet here = coverHouseEliminations(r.w.s, r.w.live, r.w.x, d, covers) - out;
        if (here.none())
            continue;
        out |= here;
        r.out.covers.insert(r.out.covers.end(), covers.begin(), covers.end());
        std::string houses;
        for (const auto& [a, b] : housePairs(r.w.sCells(d)))
            houses += (houses.empty() ? "" : ", ") + houseName(a) + " and " + houseName(b);
        why.push_back(knownText(d) + "; it takes two S cells that do not share a house, and its S cells "
            + cellList(r.w.sCells(d)) + " lie in " + houses + ": one in each, none elsewhere in them");
    }
    r.add("exocet-known-cover-house", kCompendium, out, why);
}

void knownSCell(ExocetRules& r, unsigned known)
{
    CandidateSet out;
    std::vector<std::string> why;
    for (Digit d = 0; d < 9; ++d) {
        if (!(known >> d & 1U))
            continue;
        const CellSet cells = r.w.sCells(d);
        for (Cell c : cells) {
            CellSet apart = cells - peers(c), others = cells;
            apart.reset(c);
            others.reset(c);
            if (!r.w.s.isEmpty(c) || apart.any())
                continue;
            out.set(candidateOf(c, d));
            why.push_back(knownText(d) + "; it takes two S cells that do not see each other, and " + cellName(c)
                + " sees all of its other S cells " + cellList(others));
        }
    }
    r.add("exocet-known-s-cell", kCompendium, out, why);
}

void knownMirrorNonBase(ExocetRules& r, unsigned known)
{
    if (r.w.x.senior || std::popcount(known) != 2)
        return;
    CandidateSet out;
    std::vector<std::string> why;
    for (int k = 0; k < 2; ++k) {
        const CellSet& m = r.w.mirror(k);
        unsigned others = 0;
        bool empty = true;
        for (Cell c : m) {
            empty = empty && r.w.s.isEmpty(c);
            others |= r.w.mask(c) & ~known;
        }
        if (!empty || std::popcount(others) != 1)
            continue;
        const Digit p = std::countr_zero(others);
        CandidateSet here;
        for (Cell c : commonPeers(m))
            if (r.w.s.isEmpty(c) && r.w.has(c, p))
                here.set(candidateOf(c, p));
        if (here.none())
            continue;
        out |= here;
        const Cell a = m.first();
        r.out.covers.push_back(houseDigit(r.w.x.o.columns ? 9 + colOf(a) : rowOf(a), p));
        r.out.covers.push_back(houseDigit(18 + boxOf(a), p));
        why.push_back("the true base digits are " + digitsText(known)
            + " (every assignment the compatibility test keeps); " + cellName(r.w.target(k)) + "'s mirror node "
            + cellList(m) + " holds " + cellName(r.w.target(k)) + "'s digit and one that is neither: only "
            + digitText(p) + " is there");
    }
    r.add("exocet-known-mirror-non-base", kCompendium, out, why);
}

} // namespace

std::vector<ExocetAssignment> compatibleAssignments(const State& s, const CandidateSet& live, const Exocet& x)
{
    const ExocetWork w { s, x, live };
    return assignments(w, nullptr);
}

CandidateSet coverHouseEliminations(
    const State& s, const CandidateSet& live, const Exocet& x, Digit d, std::vector<Constraint>& covers)
{
    const ExocetWork w { s, x, live };
    const CellSet cells = w.sCells(d);
    CandidateSet out;
    for (const auto& [a, b] : housePairs(cells)) {
        for (Cell c : (houseCells(a) | houseCells(b)) - cells)
            if (s.isEmpty(c) && w.has(c, d))
                out.set(candidateOf(c, d));
        covers.push_back(houseDigit(a, d));
        covers.push_back(houseDigit(b, d));
    }
    return out;
}

void knownDigitRules(ExocetRules& r)
{
    std::vector<ExocetAssignment> kept;
    compatibility(r, kept);
    if (kept.empty())
        return;
    unsigned known = 0x1FF;
    for (const ExocetAssignment& a : kept)
        known &= (1U << a.b1) | (1U << a.b2);
    if (!known)
        return;
    knownPeers(r, known);
    knownCoverHouse(r, known);
    knownSCell(r, known);
    knownMirrorNonBase(r, known);
}

} // namespace setwise::exotic
