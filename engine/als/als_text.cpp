// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's one-liners for ALS steps, read back from the step's chain nodes
// (als_step.cpp: a chain is two nodes per ALS, entry and exit; a blossom is the
// stem node, then two nodes per petal):
//
//   ALS-XY-Wing: A=r1c2 {12}, B=r5c78 {234}, C=r3c3 {25}, X,Y=1,5, Z=3 => r5c5<>3
//   ALS-Chain: 3- r1c2 {13} -1- r2c5 {14} -4- ... r8c8 {38} -3 => r8c2<>3
//   Death Blossom: r5c5, -1- r1c2 {12}, -2- r3c4 {23} => r9c9<>3
#include "engine/als/als.h"

#include "engine/tables.h"

#include <bit>

namespace setwise
{

unsigned candidateDigits(const CandidateSet& xs)
{
    unsigned m = 0;
    for (Candidate x : xs)
        m |= 1U << digitOf(x);
    return m;
}

std::string digitsOf(unsigned mask, std::string_view sep)
{
    std::string out;
    for (Digit d = 0; d < 9; ++d)
        if (mask >> d & 1U) {
            if (!out.empty())
                out += sep;
            out += char('1' + d);
        }
    return out;
}

std::string compactCellsText(const CellSet& cells)
{
    unsigned rows = 0, cols = 0;
    for (Cell c : cells) {
        rows |= 1U << rowOf(c);
        cols |= 1U << colOf(c);
    }
    if (std::popcount(cols) == 1 && std::popcount(rows) > 1)
        return "r" + digitsOf(rows) + "c" + digitsOf(cols);
    std::string out;
    for (int r = 0; r < 9; ++r) {
        unsigned inRow = 0;
        for (Cell c : cells& houseCells(r))
            inRow |= 1U << colOf(c);
        if (inRow)
            out += (out.empty() ? "r" : ",r") + digitsOf(1U << r) + "c" + digitsOf(inRow);
    }
    return out;
}

std::string alsSetText(const Step& step, const CellSet& cells)
{
    CandidateSet live;
    for (Cell c : cells)
        live |= candidatesOf(cellConstraint(c));
    return compactCellsText(cells) + " {" + digitsOf(candidateDigits(live & step.baseCandidates())) + "}";
}

std::string alsHodokuText(const Step& step, std::string_view name)
{
    const auto& n = step.chainNodes;
    std::string out = std::string(name) + ": ";
    if (step.technique == "death-blossom" && !n.empty()) {
        out += cellName(cellOf(n[0].candidates.first()));
        for (std::size_t i = 1; i + 1 < n.size(); i += 2)
            out += ", -" + digitsOf(candidateDigits(n[i].candidates)) + "- " + alsSetText(step, n[i].alsCells);
    } else if (step.technique == "als-xy-wing" && n.size() == 6) {
        const unsigned xy = candidateDigits(n[1].candidates) | candidateDigits(n[3].candidates);
        out += "A=" + alsSetText(step, n[0].alsCells) + ", B=" + alsSetText(step, n[4].alsCells)
            + ", C=" + alsSetText(step, n[2].alsCells) + ", X,Y=" + digitsOf(xy, ",")
            + ", Z=" + digitsOf(candidateDigits(n[0].candidates), ",");
    } else if (!n.empty()) {
        const std::string z = digitsOf(candidateDigits(n[0].candidates));
        out += z + "- ";
        for (std::size_t i = 0; i + 1 < n.size(); i += 2) {
            out += alsSetText(step, n[i].alsCells);
            if (i + 2 < n.size())
                out += " -" + digitsOf(candidateDigits(n[i + 1].candidates)) + "- ";
        }
        out += " -" + z;
    }
    return out + " => " + hodokuCandidates(step.eliminations);
}

} // namespace setwise
