// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one rule (docs/architecture.md, The one rule): every elimination shown to a user comes from
// evaluate(state, bases, covers). Finders only propose sets.
//
// With live candidates S, bases B (|B| = n, each "exactly one true") and covers
// C (|C| = n + R, each "at most one true"), BU = live base candidates and
// m(x) = number of covers containing x:
//
//   fins      F = { x in BU : m(x) = 0 }  plus the endo fins (x in >= 2 bases)
//   rank      R = |C| - |B|
//   outside   x not in BU is false when m(x) >= R' + 1 and x sees every fin
//   cannibal  x in base b is false when m(x) >= R' + k_b + 1 and x sees every fin
//   placement a base with exactly one live candidate makes it true
//
// R' ("effective rank") refines R for overlapping covers: k_b is the smallest
// m(x) over the non-fin candidates of base b, and R' = |C| - sum_b k_b. When the
// covers do not overlap on the bases, every k_b = 1 and R' = R, which is the
// rule of docs/architecture.md ("The one rule") word for word. Proof: if no fin is true, each base has one
// true candidate x_b (distinct, since endo fins count as fins), each using
// m(x_b) >= k_b of the |C| cover slots, and a cover holds at most one true
// candidate; so any other true candidate t has m(t) <= |C| - sum_b k_b = R'.
// For a cannibal x of base b, x true means m(x) + sum_{b' != b} k_b' <= |C|.
// If some fin is true, every x that sees all fins is false anyway. When a base
// has no non-fin candidate, "no fin is true" is impossible, so a fin is true.
// The refinement is what makes the YAS manual's single-order patterns (a hidden
// single covered by its column, box and cell) work; it is reported as
// "effective rank" wherever it differs from R.
//
// Virtual bases (uniqueness): a set V of candidates of which at
// least one is true by an assumption outside the Sudoku rules (the puzzle has
// one solution, so a deadly pattern cannot appear). The proof above only uses
// "at least one true candidate per base": it picks one true x_b in each base.
// So a virtual base counts exactly like a constraint base: n = |B| + |V|, its
// live candidates join BU, and a virtual base with one live candidate is a
// placement. The step that uses one says which assumption made it true.

#include "engine/bitset.h"
#include "engine/result.h"
#include "engine/state.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace setwise
{

// A virtual truth: at least one of its live candidates is true (see above).
struct VirtualBase {
    CandidateSet candidates; // the candidates asserted "at least one true"
    std::string label; // short name of the assumption: "UR", "AR", "BUG"
    CellSet cells; // the pattern behind it (the rectangle; for BUG+1 its cell), for drawing
    unsigned digits = 0; // the pattern's digits as a mask (bit d): a UR's a and b
};

struct Evaluation {
    std::vector<Constraint> bases;
    std::vector<VirtualBase> virtualBases; // after the constraint bases; their live candidates
    std::vector<Constraint> covers;
    int rank = 0; // |C| - |B| (virtual bases count as bases)
    int effectiveRank = 0; // R' above; equals rank when covers do not overlap on bases
    CandidateSet baseCandidates; // BU
    CandidateSet coverCandidates; // live candidates in some cover
    CandidateSet fins; // uncovered base candidates and endo fins
    CandidateSet endoFins; // base candidates in two or more bases
    CandidateSet multiplyCovered; // base candidates in two or more covers
    CandidateSet eliminations; // everything proven false (cannibals included)
    CandidateSet cannibals; // eliminations inside BU
    CandidateSet placements; // single live candidates of bases
    bool contradiction = false; // the bases cannot all hold: no solution

    // Number of covers containing x.
    int coverCount(Candidate x) const;
    // Constraint and virtual bases together.
    int baseCount() const { return int(bases.size() + virtualBases.size()); }
    // The live candidates of base i, 0 <= i < baseCount() (virtual ones last).
    CandidateSet baseSet(int i) const;
};

// Evaluates user- or finder-chosen sets. Errors (as values): a constraint used
// twice in one list or as both base and cover, an empty base list, a base with
// no live candidate (already solved or broken). Virtual bases are optional.
Result<Evaluation> evaluate(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    std::span<const VirtualBase> virtualBases = {});

// evaluate(s, {base}, {cover}) of a single, built directly (the path's
// singles, engine/basic/singles.cpp): when base has exactly one live candidate x and
// cover is another constraint holding x, the reading is a placement of x, rank
// and effective rank 0, no fin, eliminating the cover's other live candidates
// (tst_setlogic::singleReadingIsEvaluate compares it with evaluate() on every
// single of many paths). Any other pair goes to evaluate().
Result<Evaluation> evaluateSingle(const State& s, Constraint base, Constraint cover);

// Parses BERT-style constraint lists: "3R17" (3R1 3R7), "R1C389", "127R8",
// "3B47", "R5C7", "12C3"; items separated by spaces or commas; the bases and
// the covers separated by '/' or '|'. Case-insensitive.
struct SetChoice {
    std::vector<Constraint> bases;
    std::vector<Constraint> covers;
};
Result<SetChoice> parseSetChoice(std::string_view text);
Result<std::vector<Constraint>> parseConstraintList(std::string_view text);

} // namespace setwise
