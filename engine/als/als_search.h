// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the ALS finders share (als_finders.cpp: wing and blossom; als_chain.cpp:
// the chain search).

#include "engine/als/als.h"
#include "engine/techniques.h"

#include <string_view>
#include <vector>

namespace setwise
{

// Digits z among `candidates` with a live z candidate outside a and b that sees
// every z cell of both.
unsigned zWithTargets(const AlsIndex& ix, const Als& a, const Als& b, unsigned candidates);

// Hands the patterns to the sink, fewest cells first; false once it is full.
bool emit(const AlsIndex& ix, std::vector<AlsPattern>& patterns, std::string_view technique, StepSink& sink);

void findAlsXyChain(const Context& ctx, const FinderRequest& req, StepSink& sink);

} // namespace setwise
