// SPDX-License-Identifier: GPL-3.0-or-later
// Text forms of a step (docs/architecture.md, Techniques): HoDoKu one-liners, Barker's truths and
// links, and BERT's level-2 notation (BERT §4.1) with nrc groups.
#include "engine/als/als.h"
#include "engine/chains/chains.h"
#include "engine/exclusion/exclusion.h"
#include "engine/step.h"
#include "engine/tables.h"
#include "engine/techniques.h"
#include "engine/wings/wings.h"

#include <algorithm>
#include <array>
#include <tuple>

namespace setwise
{

namespace
{

std::string digitsText(const std::vector<int>& v)
{
    std::string s;
    for (int i : v)
        s += char('1' + i);
    return s;
}

// A group of candidates written nrc with one position listed: "3(268)4".
struct CandidateGroup {
    int axis; // 0: digits vary (same cell), 1: rows vary, 2: columns vary
    std::vector<Candidate> members;
};

std::string groupText(const CandidateGroup& g)
{
    const Candidate x = g.members.front();
    std::string d(1, char('1' + digitOf(x)));
    std::string r(1, char('1' + rowOf(cellOf(x))));
    std::string c(1, char('1' + colOf(cellOf(x))));
    if (g.members.size() > 1) {
        std::string list = "(";
        for (Candidate y : g.members)
            list += char('1' + (g.axis == 0 ? digitOf(y) : g.axis == 1 ? rowOf(cellOf(y)) : colOf(cellOf(y))));
        list += ')';
        (g.axis == 0 ? d : g.axis == 1 ? r : c) = list;
    }
    return d + r + c;
}

} // namespace

std::string bertCandidates(const CandidateSet& xs)
{
    // Greedy grouping: repeatedly take the largest group of remaining candidates
    // that share two of digit, row and column; ties prefer columns, then rows.
    CandidateSet rest = xs;
    std::vector<CandidateGroup> groups;
    while (rest.any()) {
        CandidateGroup best { 2, {} };
        for (Candidate x : rest) {
            for (int axis : { 2, 1, 0 }) {
                CandidateGroup g { axis, {} };
                for (Candidate y : rest) {
                    const bool same = axis == 0 ? cellOf(y) == cellOf(x)
                        : axis == 1             ? digitOf(y) == digitOf(x) && colOf(cellOf(y)) == colOf(cellOf(x))
                                                : digitOf(y) == digitOf(x) && rowOf(cellOf(y)) == rowOf(cellOf(x));
                    if (same)
                        g.members.push_back(y);
                }
                if (g.members.size() > best.members.size())
                    best = g;
            }
        }
        for (Candidate y : best.members)
            rest.reset(y);
        groups.push_back(std::move(best));
    }
    std::sort(groups.begin(), groups.end(), [](const CandidateGroup& a, const CandidateGroup& b) {
        const Candidate x = a.members.front(), y = b.members.front();
        return std::tuple(digitOf(x), colOf(cellOf(x)), rowOf(cellOf(x)))
            < std::tuple(digitOf(y), colOf(cellOf(y)), rowOf(cellOf(y)));
    });
    std::string out;
    for (const auto& g : groups) {
        if (!out.empty())
            out += ", ";
        out += groupText(g);
    }
    return out;
}

std::string bertConstraints(const std::vector<Constraint>& ks)
{
    // Items in order of first appearance; each takes every later constraint of
    // the same kind that shares its digit (or row, for cells), else its house
    // (or column, for cells).
    std::vector<bool> used(ks.size(), false);
    std::string out;
    for (std::size_t i = 0; i < ks.size(); ++i) {
        if (used[i])
            continue;
        const Constraint k = ks[i];
        const bool cell = kindOf(k) == ConstraintKind::Cell;
        auto key1 = [&](Constraint x) { return cell ? rowOf(x) : constraintDigit(x); };
        auto key2 = [&](Constraint x) { return cell ? colOf(x) : constraintHouse(x); };
        std::vector<std::size_t> by1, by2;
        for (std::size_t j = i; j < ks.size(); ++j) {
            if (used[j] || kindOf(ks[j]) != kindOf(k))
                continue;
            if (key1(ks[j]) == key1(k))
                by1.push_back(j);
            if (key2(ks[j]) == key2(k))
                by2.push_back(j);
        }
        const bool first = by1.size() >= by2.size();
        const auto& pick = first ? by1 : by2;
        std::vector<int> varying;
        for (std::size_t j : pick) {
            used[j] = true;
            varying.push_back(first ? key2(ks[j]) : key1(ks[j]));
        }
        std::sort(varying.begin(), varying.end());
        if (!out.empty())
            out += ' ';
        const std::string fixed1(1, char('1' + key1(k))), fixed2(1, char('1' + key2(k)));
        const std::string v = digitsText(varying);
        if (cell) {
            out += first ? "R" + fixed1 + "C" + v : "R" + v + "C" + fixed2;
        } else {
            const char kc = "?RCB"[int(kindOf(k))];
            out += first ? fixed1 + kc + v : v + kc + fixed2;
        }
    }
    return out;
}

std::string hodokuCandidates(const CandidateSet& xs)
{
    std::string out;
    for (Candidate x : xs) {
        if (!out.empty())
            out += ", ";
        out += cellName(cellOf(x)) + "<>" + char('1' + digitOf(x));
    }
    return out;
}

namespace
{

std::string placementsText(const CandidateSet& ps)
{
    std::string out;
    for (Candidate x : ps) {
        if (!out.empty())
            out += ", ";
        out += cellName(cellOf(x)) + "=" + char('1' + digitOf(x));
    }
    return out;
}

// HoDoKu houses: "r17", "c49", "r25b6" (rows, then columns, then boxes).
std::string hodokuHouses(const std::vector<Constraint>& ks)
{
    std::string out;
    for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box }) {
        std::vector<int> hs;
        for (Constraint k : ks)
            if (kindOf(k) == kind)
                hs.push_back(constraintHouse(k));
        if (hs.empty())
            continue;
        std::sort(hs.begin(), hs.end());
        hs.erase(std::unique(hs.begin(), hs.end()), hs.end());
        out += "?rcb"[int(kind)] + digitsText(hs);
    }
    return out;
}

// Cells as HoDoKu writes them: "r1c23", "r12c3", else "r1c2,r3c4".
std::string hodokuCells(const CellSet& cells)
{
    std::vector<int> rows, cols;
    for (Cell c : cells) {
        rows.push_back(rowOf(c));
        cols.push_back(colOf(c));
    }
    auto uniq = [](std::vector<int> v) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        return v;
    };
    const auto ur = uniq(rows), uc = uniq(cols);
    if (ur.size() == 1)
        return "r" + digitsText(ur) + "c" + digitsText(uc);
    if (uc.size() == 1)
        return "r" + digitsText(ur) + "c" + digitsText(uc);
    std::string out;
    for (Cell c : cells) {
        if (!out.empty())
            out += ',';
        out += cellName(c);
    }
    return out;
}

std::string digitList(const std::vector<Digit>& ds, char sep)
{
    std::string out;
    for (Digit d : ds) {
        if (!out.empty() && sep)
            out += sep;
        out += char('1' + d);
    }
    return out;
}

std::string conclusionsText(const Step& step)
{
    std::string out = placementsText(step.placements);
    const std::string elims = hodokuCandidates(step.eliminations);
    if (!out.empty() && !elims.empty())
        out += ", ";
    return out + elims;
}

} // namespace

std::string hodokuText(const Step& step)
{
    if (!step.forcingText.empty())
        return step.forcingText; // forcing chains and nets write their own (engine/forcing/)
    const Technique* t = findTechnique(step.technique);
    const std::string name = t ? std::string(t->name) : step.technique == "user" ? "User sets" : step.technique;
    if (step.readings.empty())
        return name + ": " + step.justification + " => " + conclusionsText(step);
    const Evaluation& e = step.readings.front();
    const std::string family = t ? std::string(t->family) : std::string();

    if (family == "singles")
        return name + ": " + placementsText(step.placements);
    if (family == "intersections") {
        return name + ": " + digitList(step.digits, ',') + " in " + hodokuHouses(e.bases) + " => "
            + conclusionsText(step);
    }
    if (family == "subsets") {
        CellSet cells;
        for (Candidate x : e.baseCandidates)
            cells.set(cellOf(x));
        return name + ": " + digitList(step.digits, ',') + " in " + hodokuCells(cells) + " => " + conclusionsText(step);
    }
    if (family == "single-digit" || family == "colouring" || family == "chains")
        return chainText(step, name);
    if (family == "fish") {
        // Siamese fish (two readings with the same bases) list each reading's
        // covers and fins, separated by " / ".
        std::string s = (step.readings.size() > 1 ? "Siamese " : "") + name + ": " + digitList(step.digits, ',') + " "
            + hodokuHouses(e.bases);
        for (std::size_t i = 0; i < step.readings.size(); ++i) {
            const Evaluation& r = step.readings[i];
            s += (i ? " / " : " ") + hodokuHouses(r.covers);
            for (Candidate f : r.fins - r.endoFins)
                s += " f" + cellName(cellOf(f));
            for (Candidate f : r.endoFins)
                s += " ef" + cellName(cellOf(f));
        }
        return s + " => " + conclusionsText(step);
    }
    if (family == "uniqueness" && !e.virtualBases.empty()) {
        // "Uniqueness Test 1: 2/3 in r5c27,r6c27 => r6c7<>2, r6c7<>3" (HoDoKu)
        const VirtualBase& v = e.virtualBases.front();
        std::vector<Digit> pair;
        for (Digit d = 0; d < 9; ++d)
            if (v.digits & (1U << d))
                pair.push_back(d);
        std::vector<int> rows, cols;
        for (Cell c : v.cells) {
            rows.push_back(rowOf(c));
            cols.push_back(colOf(c));
        }
        std::sort(rows.begin(), rows.end());
        std::sort(cols.begin(), cols.end());
        rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
        cols.erase(std::unique(cols.begin(), cols.end()), cols.end());
        const bool rectangle = rows.size() == 2 && cols.size() == 2 && v.cells.count() == 4;
        const std::string where = rectangle ? "r" + digitsText(rows) + "c" + digitsText(cols) : hodokuCells(v.cells);
        return name + ": " + digitList(pair, '/') + " in " + where + " => " + conclusionsText(step);
    }
    if (family == "als")
        return alsHodokuText(step, name);
    if (family == "exclusion")
        return exclusionText(step, name);
    if (family == "wings")
        if (std::string text = wingText(step, name); !text.empty())
            return text;
    return name + ": " + bertConstraints(e.bases) + " / " + bertConstraints(e.covers) + " => " + conclusionsText(step);
}

std::string virtualBaseName(const VirtualBase& v)
{
    std::string inner = bertCandidates(v.candidates);
    std::erase(inner, ' ');
    return v.label + "{" + inner + "}";
}

namespace
{
// Bases as written in the text forms: the constraints, then the virtual bases.
std::string bertBases(const Evaluation& e)
{
    std::string out = bertConstraints(e.bases);
    for (const VirtualBase& v : e.virtualBases)
        out += (out.empty() ? "" : " ") + virtualBaseName(v);
    return out;
}
} // namespace

std::string truthsLinksText(const Step& step)
{
    std::string out;
    for (const auto& e : step.readings) {
        if (!out.empty())
            out += " ; ";
        auto list = [](const std::vector<Constraint>& ks) {
            std::string s;
            for (Constraint k : ks) {
                if (!s.empty())
                    s += ' ';
                s += constraintName(k);
            }
            return s;
        };
        std::string truths = list(e.bases);
        for (const VirtualBase& v : e.virtualBases)
            truths += (truths.empty() ? "" : " ") + virtualBaseName(v);
        out += std::to_string(e.baseCount()) + " Truths = {" + truths + "}  " + std::to_string(e.covers.size())
            + " Links = {" + list(e.covers) + "}  rank " + std::to_string(e.rank);
        if (e.effectiveRank != e.rank)
            out += " (effective rank " + std::to_string(e.effectiveRank) + ")";
    }
    return out;
}

std::string bertText(const Step& step)
{
    std::string out;
    for (const auto& e : step.readings) {
        if (!out.empty())
            out += " ; ";
        // An exact rule's conclusions (forcing nets, templates: one reading)
        // join the counting rule's.
        const bool exact = step.readings.size() == 1 && step.beyondCounting.any();
        const CandidateSet elims = exact ? e.eliminations | step.eliminations : e.eliminations;
        const CandidateSet places = exact ? e.placements | step.placements : e.placements;
        out += "[" + bertBases(e) + " | " + bertConstraints(e.covers) + "] = [" + bertCandidates(elims) + "]";
        if (places.any())
            out += " (" + bertCandidates(places) + ")";
    }
    return out;
}

} // namespace setwise
