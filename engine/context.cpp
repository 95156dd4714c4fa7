// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/context.h"

#include "engine/tables.h"

#include <bit>

namespace setwise {

Context::Context(const State& s) : m_state(s)
{
    for (Digit d = 0; d < 9; ++d)
        m_cellsWith[d] = s.cellsWith(d);
    for (Constraint k = 0; k < kConstraints; ++k) {
        m_liveIn[k] = s.live() & candidatesOf(k);
        unsigned mask = 0;
        const auto& ms = members(k);
        for (int i = 0; i < 9; ++i)
            if (s.isLive(ms[i]))
                mask |= 1U << i;
        m_liveMask[k] = static_cast<unsigned short>(mask);
        m_liveCount[k] = static_cast<unsigned char>(std::popcount(mask));
        m_solved.set(k, s.isSolved(k));
    }
}

} // namespace setwise
