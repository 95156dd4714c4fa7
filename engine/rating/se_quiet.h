// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Quick tests for the inner nets of SE's nesting levels (se_level_net.cpp).
//
// Nearly every inner net the level search runs finds nothing (on the hardest
// puzzles more than 99 in 100). For the static nested rules what a net from
// y true decides is its start's static closure on the branch's grid: a true
// candidate makes its live peers false, a false one makes true the other
// candidate of a constraint that has two on the grid. These tests follow
// that closure with candidate sets, without the net's facts and premises:
//   level 1  (two implications, a locking, pair or X-Wing): no constraint
//            can be emptied by the start's removals and no two of the
//            candidates they leave alone share a constraint;
//   level 2  (a chain back to the start): the closure never makes y false;
//   level 3  (any static contradiction): the closure makes no candidate
//            both true and false and empties no constraint.
// "Quiet" is exact: the net would find no contradiction, and `decided` is
// then every candidate it would decide, true or false (the constraints the
// net reads are theirs: the search's skip state). "Not quiet" only means the
// net has to be run.

#include "engine/bitset.h"
#include "engine/types.h"

#include <array>
#include <cstdint>

namespace setwise
{

// A branch's grid: its live candidates (true ones included) and, per
// constraint, its live members (bit i: members(k)[i]). It must be propagated
// with singles and have no contradiction.
struct BranchGrid {
    const CandidateSet& live;
    const std::array<std::uint16_t, kConstraints>& mask;
};

// Whether the inner net of nesting rule `level` (1 to 3) from y true (live,
// not true) surely finds no contradiction on the grid; then `decided` holds
// the candidates it decides.
bool quietInnerNet(const BranchGrid& grid, Candidate y, int level, CandidateSet& decided);

// quietInnerNet() at level 2 that also tells level 3's answer on the same
// grid: when level 2's net is quiet, `level3` is whether level 3's is (it then
// decides the same candidates).
bool quietChainNet(const BranchGrid& grid, Candidate y, CandidateSet& decided, bool& level3);
} // namespace setwise
