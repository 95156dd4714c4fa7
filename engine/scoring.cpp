// SPDX-License-Identifier: GPL-3.0-or-later
// BERT scoring (BERT chapter 5): a step scores the additions and
// subtractions its base-equation calculation needs.
//
// Implemented rules, per reading:
//   single       a base with one live candidate: 0 points (§5.2.3);
//   group single one base of k live candidates (box-line interaction): the
//                group rule, k - 1 points (§5.1.5, §5.2.3);
//   array/matrix (b - 1) additions of the b bases (§5.1.1) plus one point per
//                subtracted base candidate and link: sum over the covered base
//                candidates of m(x), the number of links holding x (§5.1.2);
//   elimination  for rank R' > 0 or fins: R' additions of the links meeting at
//                a target, plus one subtraction per fin (the result equation
//                of §5.2.1's second line).
// Approximated: the zero and reduction rules (§5.1.4, §5.1.6) are free anyway;
// re-use across steps (§5.1 principle 4) and group building inside larger
// patterns are not searched for, so a score can exceed the optimum by a few
// points. A step with several readings scores the sum of its readings.
// Virtual bases (uniqueness) count as bases.
#include "engine/step.h"

namespace setwise
{

int bertScore(const Step& step)
{
    int score = 0;
    for (const auto& e : step.readings) {
        const int live = e.baseCandidates.count();
        const int n = e.baseCount();
        if (n == 1 && live == 1)
            continue;
        if (n == 1 && e.covers.size() <= 1) {
            score += live - 1;
            continue;
        }
        score += n - 1;
        for (Candidate x : e.baseCandidates - e.fins)
            score += e.coverCount(x);
        if (e.effectiveRank > 0 || e.fins.any())
            score += std::max(0, e.effectiveRank) + e.fins.count();
    }
    return score;
}

} // namespace setwise
