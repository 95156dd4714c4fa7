// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The step object of the CLI contract (docs/json.md).

#include "engine/solver.h"
#include "engine/step.h"

#include <string>

namespace setwise::cli
{

std::string stepJson(const Step& step);
// With "state": the state the step was found in, as a HoDoKu library line
// (the givens, and the candidates deleted so far), to hand to hints or explain.
std::string stepJson(const Step& step, const State& before);
std::string gridText(const Grid& g);
std::string candidateNames(const CandidateSet& xs);

} // namespace setwise::cli
