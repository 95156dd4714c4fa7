// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one rule (DESIGN §3): every elimination shown to a user comes from
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
// rule of DESIGN §3 word for word. Proof: if no fin is true, each base has one
// true candidate x_b (distinct, since endo fins count as fins), each using
// m(x_b) >= k_b of the |C| cover slots, and a cover holds at most one true
// candidate; so any other true candidate t has m(t) <= |C| - sum_b k_b = R'.
// For a cannibal x of base b, x true means m(x) + sum_{b' != b} k_b' <= |C|.
// If some fin is true, every x that sees all fins is false anyway. When a base
// has no non-fin candidate, "no fin is true" is impossible, so a fin is true.
// The refinement is what makes the seed's single-order patterns (a hidden
// single covered by its column, box and cell) work; it is reported as
// "effective rank" wherever it differs from R.

#include "engine/bitset.h"
#include "engine/result.h"
#include "engine/state.h"

#include <span>
#include <string_view>
#include <vector>

namespace setwise
{

struct Evaluation {
    std::vector<Constraint> bases;
    std::vector<Constraint> covers;
    int rank = 0; // |C| - |B|
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
};

// Evaluates user- or finder-chosen sets. Errors (as values): a constraint used
// twice in one list or as both base and cover, an empty base list, a base with
// no live candidate (already solved or broken).
Result<Evaluation> evaluate(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers);

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
