// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Large expert structures (issue 21), after templates and before the forcing
// nets in the default order (MSLS after the forcing chains: registry.cpp):
// the shapes the forum's hand solvers use on the hardest puzzles instead of nets.
//
//   id              file          proof
//   junior-exocet   exocet.cpp    exact evaluation of base cells, targets and cross-lines
//   senior-exocet   exocet.cpp    the same, a target outside the base cells' band (cover
//                                 houses, or the forum's generic condition on templates)
//   double-exocet   double_exocet.cpp  exact evaluation of two Junior Exocets' sets joined
//                                 (same base digits): SudokuWiki's rules 1 and 2
//   tridagon        tridagon.cpp  exact evaluation of the 12 cells (no uniqueness)
//   sk-loop         sk_loop.cpp   counting rule, rank 0 (16 cell truths, 16 links)
//   msls            msls.cpp      counting rule, rank 0 (cells of k rows x k' columns)
//
// Each finder proposes bases and covers and, for the exact ones, the
// conclusions its theory predicts; proveStructure() keeps only what evaluate()
// or the exact evaluation (engine/forcing/exact.h) proves over those sets.

#include "engine/techniques.h"

#include <optional>
#include <string>
#include <vector>

namespace setwise::exotic
{

// The step for one structure: evaluate() over the bases and covers (solved
// constraints dropped, a base never also a cover); the predicted conclusions
// that the counting rule does not give are proven one by one by the exact
// evaluation, labelled. Nothing when nothing is proven.
std::optional<Step> proveStructure(const Context& ctx, std::string technique, std::vector<Constraint> bases,
    std::vector<Constraint> covers, const CandidateSet& eliminations, const CandidateSet& placements);

// "r1c1,r2c3" for a set of cells, in cell order.
std::string cellList(const CellSet& cells);
// A step's conclusions as HoDoKu writes them: "r1c2=4, r3c4<>5".
std::string conclusionText(const Step& step);

void findTridagon(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findJuniorExocet(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findSeniorExocet(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findDoubleExocet(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findSkLoop(const Context& ctx, const FinderRequest& req, StepSink& sink);
void findMsls(const Context& ctx, const FinderRequest& req, StepSink& sink);

} // namespace setwise::exotic
