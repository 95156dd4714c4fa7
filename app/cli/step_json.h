// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The step object of the CLI contract (DESIGN §8).

#include "engine/solver.h"
#include "engine/step.h"

#include <string>

namespace setwise::cli
{

std::string stepJson(const Step& step);
std::string gridText(const Grid& g);
std::string candidateNames(const CandidateSet& xs);

} // namespace setwise::cli
