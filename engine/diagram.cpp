// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/diagram.h"

#include "engine/tables.h"
#include "engine/techniques.h"

#include <algorithm>

namespace setwise
{

std::string cellText(const CandidateSet& xs)
{
    return bertCandidates(xs);
}

DiagramTable makeDiagramTable(const Evaluation& e)
{
    DiagramTable t;
    t.bases = e.bases;
    t.virtualBases = e.virtualBases;
    t.covers = e.covers;
    t.rank = e.rank;
    t.effectiveRank = e.effectiveRank;
    t.multiplyCovered = e.multiplyCovered;
    t.placements = e.placements;
    CandidateSet inSomeCover;
    for (int i = 0; i < e.baseCount(); ++i) {
        const CandidateSet in = e.baseSet(i);
        std::vector<CandidateSet> row;
        for (Constraint c : e.covers)
            row.push_back(in & candidatesOf(c));
        t.cells.push_back(std::move(row));
        t.fins.push_back(in & e.fins);
    }
    for (Constraint c : e.covers) {
        t.coverEliminations.push_back(e.eliminations & candidatesOf(c));
        inSomeCover |= candidatesOf(c);
    }
    t.otherEliminations = e.eliminations - inSomeCover;
    return t;
}

Diagram makeDiagram(const Step& step)
{
    Diagram d;
    d.technique = step.technique;
    const Technique* t = findTechnique(step.technique);
    const std::string name = t ? std::string(t->name) : step.technique;
    if (!step.readings.empty()) {
        const Evaluation& e = step.readings.front();
        d.header = name + ": " + std::to_string(e.baseCount()) + " truths, " + std::to_string(e.covers.size())
            + " links, rank " + std::to_string(e.rank);
        if (e.effectiveRank != e.rank)
            d.header += " (effective rank " + std::to_string(e.effectiveRank) + ")";
        if (!e.virtualBases.empty())
            d.header += " (" + std::to_string(e.virtualBases.size()) + " virtual; assumes a unique solution)";
    } else {
        d.header = name + ": not a base/cover pattern";
    }
    d.bert = bertText(step);
    for (const auto& e : step.readings)
        d.tables.push_back(makeDiagramTable(e));
    // Step 2. What an exact rule proved goes into the first table's result
    // row (a forcing net or template has one reading): under each cover that
    // holds it, else in the last column; placements below.
    if (step.beyondCounting.any() && !d.tables.empty()) {
        DiagramTable& t = d.tables.front();
        t.exact = step.beyondCounting;
        for (Candidate x : step.beyondCounting& step.eliminations) {
            bool covered = false;
            for (std::size_t j = 0; j < t.covers.size(); ++j)
                if (candidatesOf(t.covers[j]).test(x)) {
                    t.coverEliminations[j].set(x);
                    covered = true;
                }
            if (!covered)
                t.otherEliminations.set(x);
        }
        t.placements |= step.beyondCounting & step.placements;
        d.rule = std::string(proofRuleName(step.rule)) + ", " + std::to_string(step.proofNodes)
            + (step.rule == ProofRule::Template ? " templates" : " nodes");
        d.header += "; " + d.rule;
    }
    return d;
}

std::string renderText(const Diagram& d)
{
    std::string out = d.header + "\n" + d.bert + "\n";
    for (const auto& t : d.tables) {
        // Build a grid of strings, then pad columns.
        std::vector<std::vector<std::string>> rows;
        std::vector<std::string> head { "" };
        for (Constraint c : t.covers)
            head.push_back(constraintName(c));
        head.push_back("≥ 1");
        rows.push_back(head);
        for (std::size_t i = 0; i < t.cells.size(); ++i) {
            std::vector<std::string> r { i < t.bases.size()
                    ? constraintName(t.bases[i])
                    : "≥1 " + virtualBaseName(t.virtualBases[i - t.bases.size()]) };
            for (std::size_t j = 0; j < t.covers.size(); ++j) {
                std::string s = cellText(t.cells[i][j]);
                if (t.cells[i][j].intersects(t.multiplyCovered))
                    s += '*';
                r.push_back(s);
            }
            r.push_back(cellText(t.fins[i]));
            rows.push_back(r);
        }
        std::vector<std::string> elim { "eliminations" };
        for (const auto& ce : t.coverEliminations)
            elim.push_back(cellText(ce));
        elim.push_back(cellText(t.otherEliminations));
        rows.push_back(elim);

        std::vector<std::size_t> width(head.size(), 0);
        auto displayWidth = [](const std::string& s) {
            std::size_t n = 0;
            for (unsigned char ch : s)
                n += (ch & 0xC0) != 0x80; // count UTF-8 code points
            return n;
        };
        for (const auto& r : rows)
            for (std::size_t j = 0; j < r.size(); ++j)
                width[j] = std::max(width[j], displayWidth(r[j]));
        out += '\n';
        for (const auto& r : rows) {
            std::string line;
            for (std::size_t j = 0; j < r.size(); ++j) {
                if (j)
                    line += " | ";
                line += r[j] + std::string(width[j] - displayWidth(r[j]), ' ');
            }
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            out += line + '\n';
        }
        if (t.placements.any())
            out += "placements: " + cellText(t.placements) + '\n';
    }
    return out;
}

} // namespace setwise
