// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's one-liners for the wings family, read back from the step:
//
//   XY-Wing: 1/6/9 in r2c1,r5c2,r6c9 => r4c2<>9        x/y/z, pivot first
//   XYZ-Wing: 1/2/5 in r2c5,r3c4,r5c5 => r1c5<>5      x/y/z, pivot first
//   W-Wing: 5/9 in r1c2,r7c3 connected by 9 in r2c1,r8c1 => r1c3<>5
//   ALS-XZ: A=r7c16 {356}, B=r8c3 {36}, X=6, Z=3 => r7c3<>3
//   Sue de Coq: r5c56 - {1348} (r5c3 - {18}, r4c4 - {34}) => r5c1<>1
//   WXYZ-Wing: 2/8/9/1 in r1c3,r2c3,r7c2,r7c3 => r8c3<>1  z (unrestricted) last
#include "engine/als/als.h"
#include "engine/wings/wings.h"

#include "engine/tables.h"

#include <bit>

namespace setwise
{

namespace
{

unsigned cellDigits(const Step& step, Cell c)
{
    return candidateDigits(step.baseCandidates() & candidatesOf(cellConstraint(c)));
}

std::string cellList(const std::vector<Cell>& cells)
{
    std::string out;
    for (Cell c : cells)
        out += (out.empty() ? "" : ",") + cellName(c);
    return out;
}

// pivot first; x, y the digits it shares with the pincers, z theirs.
std::string wingText3(const Step& step, std::string_view name, const std::vector<Cell>& cells)
{
    const unsigned p = cellDigits(step, cells[0]), a = cellDigits(step, cells[1]), b = cellDigits(step, cells[2]);
    const unsigned z = a & b;
    if (std::popcount(z) != 1)
        return {};
    return std::string(name) + ": " + digitsOf(a & p & ~z) + "/" + digitsOf(b & p & ~z) + "/" + digitsOf(z) + " in "
        + cellList(cells);
}

std::string wWingText(const Step& step, std::string_view name, const std::vector<Cell>& cells, Constraint link)
{
    const Digit x = constraintDigit(link);
    const unsigned y = cellDigits(step, cells[0]) & ~(1U << x);
    std::vector<Cell> ends;
    for (Candidate c : step.baseCandidates() & candidatesOf(link))
        ends.push_back(cellOf(c));
    return std::string(name) + ": " + digitsOf(y) + "/" + digitsOf(1U << x) + " in " + cellList(cells)
        + " connected by " + digitsOf(1U << x) + " in " + cellList(ends);
}

// From the chain nodes (two per ALS, als_step.cpp and als_xz.cpp).
std::string alsXzText(const Step& step, std::string_view name)
{
    const auto& n = step.chainNodes;
    if (n.size() != 4)
        return {};
    const bool doubly = step.links.size() == 4;
    const unsigned x = candidateDigits(n[1].candidates) | (doubly ? candidateDigits(n[0].candidates) : 0U);
    std::string out = std::string(name) + ": A=" + alsSetText(step, n[0].alsCells)
        + ", B=" + alsSetText(step, n[2].alsCells) + ", X=" + digitsOf(x, ",");
    if (!doubly)
        out += ", Z=" + digitsOf(candidateDigits(n[0].candidates), ",");
    return out;
}

// The line and the box from the first reading's links; C in both, L, B apart.
std::string sueDeCoqText(const Step& step, std::string_view name)
{
    int line = -1, box = -1;
    for (Constraint k : step.readings.front().covers) {
        if (k < 81)
            return {};
        const House h = 9 * (int(kindOf(k)) - 1) + constraintHouse(k);
        (h < 18 ? line : box) = h;
    }
    if (line < 0 || box < 0)
        return {};
    CellSet c, l, b;
    for (Constraint k : step.readings.front().bases) {
        const bool inLine = houseCells(line).test(k), inBox = houseCells(box).test(k);
        (inLine && inBox ? c : inLine ? l : b).set(k);
    }
    auto part = [&](const CellSet& cells) {
        unsigned m = 0;
        for (Cell x : cells)
            m |= cellDigits(step, x);
        return compactCellsText(cells) + " - {" + digitsOf(m) + "}";
    };
    return std::string(name) + ": " + part(c) + " (" + part(l) + ", " + part(b) + ")";
}

} // namespace

std::string wingText(const Step& step, std::string_view name)
{
    if (step.readings.empty())
        return {};
    std::vector<Cell> cells;
    std::vector<Constraint> houses;
    for (Constraint k : step.readings.front().bases)
        (k < 81 ? cells.push_back(k) : houses.push_back(k));
    std::string out;
    if ((step.technique == "xy-wing" || step.technique == "xyz-wing") && cells.size() == 3 && houses.empty()) {
        // The pivot: XY, the cell without the eliminated digit; XYZ, the one with three digits.
        const unsigned z = candidateDigits(step.eliminations);
        for (std::size_t i = 0; i < 3; ++i) {
            const unsigned m = cellDigits(step, cells[i]);
            if (step.technique == "xy-wing" ? !(m & z) : std::popcount(m) == 3)
                std::swap(cells[0], cells[i]);
        }
        out = wingText3(step, name, cells);
    } else if (step.technique == "w-wing" && cells.size() == 2 && houses.size() == 1) {
        out = wWingText(step, name, cells, houses.front());
    } else if (step.technique == "als-xz") {
        out = alsXzText(step, name);
    } else if (step.technique == "sue-de-coq") {
        out = sueDeCoqText(step, name);
    } else if (step.technique.ends_with("xyz-wing") && step.technique != "xyz-wing" && houses.empty()) {
        // A bent set: its digits, the eliminated (unrestricted) one last, and its cells.
        unsigned all = 0;
        for (Cell c : cells)
            all |= cellDigits(step, c);
        const unsigned z = candidateDigits(step.eliminations);
        std::string digits;
        for (unsigned m = all & ~z; m; m &= m - 1)
            digits += digitsOf(m & -m) + "/";
        out = std::string(name) + ": " + digits + digitsOf(z) + " in " + cellList(cells);
    }
    return out.empty() ? out : out + " => " + hodokuCandidates(step.eliminations);
}

} // namespace setwise
