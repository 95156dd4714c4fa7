// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Almost locked sets (ALS) and their restricted common candidates (RCC), the
// shared data of the ALS family (als-xy-wing, als-xy-chain, death-blossom).
//
//   ALS   n cells of one house holding n + 1 live digits together (n = 1..8;
//         a bivalue cell is an ALS of size 1). If one of its digits is false in
//         all its cells, the other n digits are locked in it.
//   RCC   digit x of ALSs A and B (no cell in common) whose x cells all see each
//         other: x is true in at most one of them (HoDoKu's "restricted common").
//
// Overlap: two ALSs of one pattern never share a cell (HoDoKu's "allow ALS
// overlap" off), except the first and last ALS of a chain (HoDoKu lets ALSs
// that are not neighbours in a chain overlap). A shared cell is one truth;
// evaluate()'s effective rank counts its candidates' two links. Overlapping
// wings and petals (reglib variants "-2") are not searched: for the wings,
// evaluate() proves none of HoDoKu's eliminations with the shared cells as
// one truth each.
//
// As set logic (the YAS manual, BERT §3.7-3.9) an ALS is its n cell constraints as
// truths covered by its n + 1 house-digit constraints as links: rank 1. The
// pattern builder (als_step.cpp) joins ALSs along their RCCs, which share a link.

#include "engine/context.h"
#include "engine/step.h"

#include <array>
#include <vector>

namespace setwise
{

struct Als {
    CellSet cells;
    unsigned digits = 0; // 9-bit mask of its live digits
    House house = 0; // the house it was found in (rows 0..8, columns 9..17, boxes 18..26)
    std::array<CellSet, 9> cellsWith {}; // its cells holding digit d
    std::array<CellSet, 9> seesAll {}; // cells outside it that see all of cellsWith[d]
    int size() const { return cells.count(); }
};

struct AlsNeighbour {
    int als; // index into AlsIndex::als
    unsigned rcc; // 9-bit mask of the restricted common digits
    unsigned digits; // the neighbour's digits and cells (copies, read in the chain search's loop)
    CellSet cells;
};

// Every ALS of a state (each cell set once) and, per ALS, the disjoint ALSs it
// shares an RCC with (in index order). Built once per state (memoised per
// thread on the state), from the last state's index: only the houses whose
// cells changed are enumerated again, and only the pairs with one of their
// ALSs searched (buildAlsIndex builds one from scratch; both give the same).
struct AlsIndex {
    State state;
    std::vector<Als> als; // by size, then house order
    std::vector<std::vector<AlsNeighbour>> neighbours;
    std::array<CellSet, 9> cellsWith {}; // cells where digit d is live
};

const AlsIndex& alsIndex(const Context& ctx);
AlsIndex buildAlsIndex(const State& s);

// The RCC digits of two disjoint ALSs.
unsigned restrictedCommons(const Als& a, const Als& b);

// A pattern of ALSs found by a finder, handed to the builder. A chain is
// als[0] -rcc[0]- als[1] -rcc[1]- ... ; a blossom has a stem cell and one ALS
// per stem digit, rcc[i] being the stem digit als[i] is linked by. z: the
// digits common to the end ALSs (chain) or all ALSs (blossom) whose candidates
// seeing them all are the targets.
struct AlsPattern {
    Cell stem = -1; // blossom only
    std::vector<int> als;
    std::vector<Digit> rcc;
    unsigned zMask = 0;
    int cellCount = 0; // all cells, for "smallest first"
};

// Evaluates the pattern's truths and links, one reading per choice of target
// links (als_step.cpp), and returns the step (no conclusions when nothing falls).
Step alsStep(const AlsIndex& index, const AlsPattern& pattern, std::string technique);

// HoDoKu's one-liners for the family's steps (als_text.cpp), from the chain
// nodes: "ALS-XY-Wing: A=r1c2 {12}, B=..., C=..., X,Y=1,2, Z=3 => r5c5<>3".
std::string alsHodokuText(const Step& step, std::string_view name);
// Pieces of those one-liners, shared with the wings' (engine/wings/):
std::string digitsOf(unsigned mask, std::string_view sep = ""); // "135", "1,3,5"
unsigned candidateDigits(const CandidateSet& xs); // the digits of some candidate, bit d
std::string compactCellsText(const CellSet& cells); // by row "r7c156"; one column "r57c8"; "r1c12,r2c3"
std::string alsSetText(const Step& step, const CellSet& cells); // "r7c16 {356}": digits among the base candidates

} // namespace setwise
