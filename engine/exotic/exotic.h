// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Large expert structures, after templates and before the forcing
// nets in the default order (MSLS after the forcing chains: registry.cpp):
// the shapes the forum's hand solvers use on the hardest puzzles instead of nets.
//
//   id              file          proof
//   junior-exocet   exocet.cpp    the JExocet Compendium's rules (exocet_rules.h), cross-
//                                 checked by the exact evaluation of the structure's sets
//   senior-exocet   exocet.cpp    the same, a target outside the base cells' band (cover
//                                 houses, or the forum's generic condition on templates)
//   double-exocet   double_exocet.cpp  two Junior Exocets with the same base digits:
//                                 SudokuWiki's Double Exocet rules 1 and 2
//   tridagon        tridagon.cpp  its elimination rule on the 12 cells (no uniqueness),
//                                 cross-checked by the exact evaluation
//   sk-loop         sk_loop.cpp   counting rule, rank 0 (16 cell truths, 16 links)
//   msls            msls.cpp      counting rule, rank 0 (cells of k rows x k' columns)
//
// Each finder proposes bases and covers and, for the pattern ones, the
// published rules that give its conclusions (the step's pattern argument);
// provePattern() cross-checks them by evaluate() or the exact evaluation
// (engine/forcing/exact.h) over those sets.

#include "engine/argument.h"
#include "engine/techniques.h"

#include <optional>
#include <string>
#include <vector>

namespace setwise::exotic
{

// The step for one structure (Kraken fish, 3D Medusa): evaluate() over the bases and covers (solved
// constraints dropped, a base never also a cover); the predicted conclusions
// that the counting rule does not give are proven one by one by the exact
// evaluation, labelled. Nothing when nothing is proven.
std::optional<Step> proveStructure(const Context& ctx, std::string technique, std::vector<Constraint> bases,
    std::vector<Constraint> covers, const CandidateSet& eliminations, const CandidateSet& placements);

// The step of a structure the counting rule proves: evaluate() over the bases
// and covers (solved constraints dropped, a base never also a cover), its
// conclusions. Nothing when there are none (SK loop, MSLS).
std::optional<Step> proveCounting(
    const Context& ctx, std::string technique, std::vector<Constraint> bases, std::vector<Constraint> covers);
// Gives a step the counting rule proves (rank 0) the pattern argument of one
// rule, `rule`, whose premises are `premises`, the step's truths and links
// and the counting rule.
void arguePatternByCounting(Step& step, std::string rule, std::string source, std::vector<std::string> premises);
// The step of a pattern argument: the published rules, in order, each with its
// conclusions and premises. Their conclusions are cross-checked by the
// counting rule or the exact evaluation of the sets (labelled); the rules stop
// before the first one the cross-check does not confirm. The step concludes
// exactly what the rules kept give, its argument is those rules. Nothing when
// no rule is kept.
std::optional<Step> provePattern(const Context& ctx, std::string technique, std::vector<Constraint> bases,
    std::vector<Constraint> covers, std::vector<ArgumentRule> rules);

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
