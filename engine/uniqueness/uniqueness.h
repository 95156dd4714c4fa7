// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Uniqueness techniques as virtual truths, shared parts.
//
// A deadly pattern is a set of non-given cells whose digits could be swapped
// among themselves without breaking any house: the rectangle of two rows, two
// columns and exactly two boxes holding a b / b a. A puzzle with one solution
// cannot end in one, so "at least one candidate that breaks the pattern is
// true" (the virtual truth, VirtualBase) may join the bases of evaluate(),
// where it counts like any base (evaluate.h). Everything after that is the
// counting rule. Off by default; every step says "assumes a unique solution".
//
//   corners of a rectangle:   [0] r1c1   [1] r1c2      i and 3-i are diagonal,
//                             [2] r2c1   [3] r2c2      0-1 / 2-3 share a row,
//                                                      0-2 / 1-3 a column.
//
// Unlike HoDoKu, a step is refused when the state does not have exactly one
// solution (brute force, engine/solver.h, memoised per state): on a state with
// several solutions the premise is false and the conclusions can be wrong.
// Why the state's own solution count is the right check: when a and b are
// live in all four (empty) cells, swapping a deadly solution of the state
// gives a second solution of the same state. When the swap may leave the
// state (a UR corner misses a or b, HoDoKu's "missing candidates"; the
// avoidable rectangles swap placed digits, which the state holds fixed), it
// is a second solution of the givens: such steps also need the puzzle of the
// givens alone to have one solution (then it is the state's solution too).

#include "engine/techniques.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace setwise::uniqueness
{

struct Rectangle {
    std::array<Cell, 4> cells; // corners as drawn above
    CellSet cellSet() const;
};

// Every rectangle of two rows and two columns that spans exactly two boxes.
const std::vector<Rectangle>& rectangles();

// Index of the corner diagonal to i, and of the corners sharing its row and column.
constexpr int diagonal(int i)
{
    return 3 - i;
}
constexpr int rowMate(int i)
{
    return i ^ 1;
}
constexpr int columnMate(int i)
{
    return i ^ 2;
}

// The constraint of kind (row, column or box) holding digit d in cell c.
Constraint digitConstraint(ConstraintKind kind, Digit d, Cell c);

// A finder's proposal: readings for one step, the virtual truth's story.
struct Proposal {
    std::vector<Evaluation> readings;
    std::string justification;
    bool givensCheck = false; // the swap may leave the state: the givens must have one solution too
};

// Evaluates one reading; nothing when evaluate() refuses it or finds a
// contradiction (the state has no solution).
std::optional<Evaluation> reading(
    const Context& ctx, std::vector<Constraint> bases, std::vector<Constraint> covers, const VirtualBase& v);

// Readings that eliminate every live candidate outside v that sees all of v:
// each target is covered by the smallest set of its own constraints that
// holds all of v, targets are grouped by that set, one reading (base v, the
// set as covers) per group. In each, a target lies in every cover, v in at
// least one: m(t) = |C| >= R' + 1, the counting rule.
std::vector<Evaluation> seeAllReadings(const Context& ctx, const VirtualBase& v);

// A virtual truth whose cells lie in house h, read as one more cell of a
// naked subset of h (bug_types.cpp): with k other empty cells S of h holding,
// with V's digits, k + 1 digits Y: bases V and the cells S, covers yH (UR and
// loop type 3, BUG type 3). One reading per subset (up to 3 cells) that
// eliminates something.
std::vector<Evaluation> subsetReadings(const Context& ctx, const VirtualBase& v, House h);
// V in two cells of house h and a digit of both (not one of V's) living in h
// only there: bases that house-digit and V, covers the two cells (UR and
// loop type 4, BUG type 4). One reading per such digit.
std::vector<Evaluation> lockedDigitReadings(const Context& ctx, const VirtualBase& v, House h);

// "r1c2,r3c4": the cells of a pattern, for the justifications.
std::string cellsText(const CellSet& cells);

// Hands a proposal to the sink when it concludes something and the state
// (and, when the proposal asks, the givens) has exactly one solution.
bool emit(const Context& ctx, const FinderRequest& req, StepSink& sink, Proposal p);

// True when the state has exactly one solution; memoised for the last state
// seen on this thread (the ten finders run one after another on one state).
bool hasOneSolution(const State& s);
// True when the puzzle of the givens alone has exactly one solution (memoised alike).
bool givensHaveOneSolution(const State& s);

// The finders (unique_rectangles.cpp, avoidable_bug.cpp, bug_types.cpp).
void findUniqueRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink); // types 1-6
void findHiddenRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findAvoidableRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink); // types 1-2
void findBugPlusOne(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findExtendedRectangles(const Context& ctx, const FinderRequest& req, StepSink& sink); // 2x3, type 1
void findUniqueLoops(const Context& ctx, const FinderRequest& req, StepSink& sink); // 6+ cells, types 1-4
void findBugTypes(const Context& ctx, const FinderRequest& req, StepSink& sink); // bug_types.cpp: types 2-4

} // namespace setwise::uniqueness
