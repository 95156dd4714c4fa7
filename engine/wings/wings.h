// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The wings family (HoDoKu's names, reglib 0800, 0801, 0803, 0901, 1101):
// dedicated cheap finders for the shapes the rank search used to name. Each
// finder proposes truths and links; evaluate() proves the eliminations.
//
//   id          truths                      links
//   xy-wing     pivot xy, pincers xz, yz    x and y pivot-pincer links, two z
//                                           links through each target
//   xyz-wing    pivot xyz, pincers xz, yz   as above, the pivot's z in a z link
//   w-wing      cells xy, xy; the house of  x links from each cell to one end
//               a strong link on x          of the strong link, two y links
//   als-xz      every cell of ALSs A and B  the RCC link(s) and each ALS's
//                                           other digits (engine/als/)
//   sue-de-coq  intersection cells, line    a line link per line-set digit, a
//               set and box set cells       box link per box-set digit, one
//                                           of the two for the others
//
// wingTechniques(): xy-wing, xyz-wing, w-wing, after the small fish and
// uniqueness, before colouring (registry.cpp). setWingTechniques(): als-xz and
// sue-de-coq, at the start of the ALS family.

#include "engine/techniques.h"

#include <string>
#include <string_view>
#include <vector>

namespace setwise
{

std::span<const Technique> wingTechniques();
std::span<const Technique> setWingTechniques();
std::span<const Technique> bentWingTechniques(); // bent_wings.cpp: WXYZ- to TUVWXYZ-Wing (off by default)
void findSueDeCoq(const Context& ctx, const FinderRequest& req, StepSink& sink); // sue_de_coq.cpp

// HoDoKu's one-liners for the family ("XY-Wing: 1/6/9 in r2c1,r5c2,r6c9 =>
// r4c2<>9"), read back from the step's truths and chain nodes; empty when the
// step is not one the family built (a rank structure named by its shape).
std::string wingText(const Step& step, std::string_view name);

// The shared builder (wing_step.cpp).

// A link to place: digit d in a house holding every one of `cells`.
struct LinkNeed {
    Digit d;
    CellSet cells;
};

// The houses holding every cell of a set: the row, column and box of its first
// cell that hold them all, in that order.
std::vector<House> housesHolding(const CellSet& cells);
Constraint digitLink(House h, Digit d);

// One link per need: the `option`-th house holding its cells (the last when
// it has fewer), a house not taken by the same digit's links when there is
// one. Empty when some need has no house.
std::vector<Constraint> placeLinks(const std::vector<LinkNeed>& needs, int option = 0);

// Evaluates `truths` with each link list (duplicates read once) and joins the
// readings with eliminations into one step (no conclusions when none has any).
Step wingStep(const State& s, std::string technique, const std::vector<Constraint>& truths,
    std::vector<std::vector<Constraint>> linkLists);

// The cells a bit mask of digits names in a cell: one candidate per digit.
CandidateSet cellCandidates(const State& s, Cell c, unsigned digits);

} // namespace setwise
