// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Junior Exocet's shape (exocet.cpp draws and explains it), shared by the
// Junior and Senior finders (exocet.cpp) and the Double Exocet (double_exocet.cpp).

#include "engine/techniques.h"

#include <array>
#include <functional>
#include <string>
#include <vector>

namespace setwise::exotic
{

// A band's geometry in one orientation: line i (0..8) and position j along it.
struct Orientation {
    bool columns; // base cells in one column, cross-lines are rows
    Cell at(int line, int pos) const { return columns ? cellAt(pos, line) : cellAt(line, pos); }
    ConstraintKind lineKind() const { return columns ? ConstraintKind::Column : ConstraintKind::Row; }
    ConstraintKind crossKind() const { return columns ? ConstraintKind::Row : ConstraintKind::Column; }
};

struct Exocet {
    Orientation o {};
    int r0 = 0, r1 = 0, r2 = 0; // base line and the target lines (T1 in r1, T2 in r2)
    int e = 0, t1 = 0, t2 = 0; // cross-line positions
    Cell b1 = 0, b2 = 0, target1 = 0, target2 = 0;
    // T1's and T2's mirror nodes (the JExocet Compendium's name; none in a
    // Senior Exocet): T1's is the two cells of T2's box in T2's line other
    // than T2, and holds T1's digit (exocet_rules.cpp); T2's the other way round.
    CellSet mirror1, mirror2;
    unsigned digits = 0;
    bool senior = false; // a target outside the band (no mirror rule)

    void setTargets(int line1, int pos1, int line2, int pos2)
    {
        r1 = line1;
        t1 = pos1;
        r2 = line2;
        t2 = pos2;
        target1 = o.at(line1, pos1);
        target2 = o.at(line2, pos2);
    }
    // The cross-lines' cells outside the base band (the S cells' lines).
    CellSet crossLineCells() const;
    // The S cells: the cross-line cells outside the band, targets excepted.
    CellSet sCells() const;
    // The three cross-lines as houses (0-8 rows, 9-17 columns): the base
    // box's (e), T1's and T2's.
    std::array<House, 3> crossLines() const;
    // The structure's key: "Exocet base r1c1,r1c2, targets r2c4,r3c7" (the
    // same for a Junior and a Senior form of the same cells).
    std::string key() const;
};

// Per base digit (in digit order), the houses covering its S cells.
using CoverHouses = std::vector<std::vector<Constraint>>;

// Every Junior Exocet of the state (base cells, targets, clean companions,
// at most two cover houses a base digit), unproven, until the sink is full
// or the search is cancelled.
void forEachJuniorExocet(const State& s, const FinderRequest& req, StepSink& sink,
    const std::function<void(const Exocet&, const CoverHouses&)>& f);

// The Exocet's sets for the exact evaluation: bases B1, B2 and per base digit
// its three cross-lines (and, in a Junior, the target lines); covers T1, T2,
// the mirror cells and per base digit row r0, the boxes of B1, T1, T2 and the
// cover houses.
void exocetSets(const State& s, const Exocet& x, const CoverHouses& coverHousesOf, std::vector<Constraint>& bases,
    std::vector<Constraint>& covers);

// The base digits as text ("2459") and into step.digits.
std::string exocetDigits(Step& step, unsigned digits);

} // namespace setwise::exotic
