// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The forcing fixture (tests/data/forcing_forum_hardest_sample.txt) for the
// UI tests of forcing steps: the first step of a technique on its lines.

#include "engine/formats.h"
#include "engine/stepper.h"

#include "test_util.h"

namespace setwise::test
{

// The first step of the fixture line's technique in its state (state: where
// it was found). `skip` passes over that many lines of the technique first.
inline Step fixtureStep(const std::string& technique, State* state = nullptr, int skip = 0)
{
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt")) {
        const auto f = split(line, ' ');
        if (f.size() != 5 || f[0] != technique)
            continue;
        auto s = parseState(f[1]);
        if (!s)
            continue;
        auto steps = findSteps(*s, technique);
        if (steps.empty() || skip-- > 0)
            continue;
        if (state)
            *state = *s;
        return steps.front();
    }
    return {};
}

} // namespace setwise::test
