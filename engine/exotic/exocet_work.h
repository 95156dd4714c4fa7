// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The working view the Exocet rules share (exocet_rules.cpp, exocet_known.cpp):
// the state's candidates less what the rules before have concluded, and the
// rule list being built.

#include "engine/exotic/exocet_rules.h"

#include <utility>

namespace setwise::exotic
{

struct ExocetWork {
    const State& s;
    const Exocet& x;
    CandidateSet live; // the state's live candidates less the conclusions so far

    // d live in the empty cell c, or placed there.
    bool has(Cell c, Digit d) const { return s.isEmpty(c) ? live.test(candidateOf(c, d)) : s.digit(c) == d; }
    unsigned mask(Cell c) const
    {
        unsigned m = 0;
        for (Digit d = 0; d < 9; ++d)
            if (has(c, d))
                m |= 1U << d;
        return m;
    }
    // The S cells holding d (live or placed).
    CellSet sCells(Digit d) const
    {
        CellSet out;
        for (Cell c : x.sCells())
            if (has(c, d))
                out.set(c);
        return out;
    }
    // The base cells' digits now.
    unsigned baseDigits() const { return mask(x.b1) | mask(x.b2); }
    Cell target(int k) const { return k == 0 ? x.target1 : x.target2; }
    const CellSet& mirror(int k) const { return k == 0 ? x.mirror1 : x.mirror2; }
    // The cells of cross-line i (0: the base box's, 1: T1's, 2: T2's) outside the band.
    CellSet lineS(int i) const;
};

// The rules are applied in rounds: each rule of a round to the candidates the
// rounds before left (so a conclusion two rules of a round give is in both),
// until a round gives nothing new. add() records a rule's eliminations (those
// live in the round's candidates) with its premises after the structure's
// own; nothing when it gives none.
struct ExocetRules {
    ExocetWork& w;
    ExocetArgument& out;
    std::vector<std::string> structure; // the premises every rule starts with
    int round = 1;
    CandidateSet given; // this round's conclusions so far

    void add(const char* rule, const char* source, CandidateSet eliminations, std::vector<std::string> premises);
    // Ends a round: its conclusions leave the candidates. False when it gave nothing new.
    bool endRound();
};

// A single house holding every cell of `cells` (true for none), its number in `house` (-1 for none).
bool oneHouse(const CellSet& cells, House& house);
// Every pair of houses holding every cell of `cells` that no single house holds.
std::vector<std::pair<House, House>> housePairs(const CellSet& cells);
Constraint houseDigit(House h, Digit d);

// The rules that need the compatibility test (exocet_known.cpp): the test
// itself, then the known base digits' rules.
void knownDigitRules(ExocetRules& r);

extern const char* const kCompendium;

} // namespace setwise::exotic
