// SPDX-License-Identifier: GPL-3.0-or-later
// Locked candidates (seed 003 "pointing / claiming"): one house-digit base
// whose live candidates all lie in one crossing house-digit cover; rank 0, so
// the cover's other candidates go.
//   pointing  base dBb, cover dRr or dCc
//   claiming  base dRr or dCc, cover dBb
#include "engine/tables.h"
#include "engine/techniques.h"

#include <array>
#include <bit>

namespace setwise
{

namespace
{

// Every member of `in` (a mask over `member`) lies in `cover`, of kind `crossKind`.
bool allIn(const std::array<Candidate, 9>& member, unsigned in, int crossKind, Constraint cover)
{
    for (; in; in &= in - 1)
        if (constraintsOf(member[std::countr_zero(in)])[crossKind] != cover)
            return false;
    return true;
}

void findLocked(const Context& ctx, const FinderRequest& req, StepSink& sink, bool pointing)
{
    for (Digit d = 0; d < 9; ++d) {
        for (int kind = 1; kind <= 3; ++kind) {
            const bool isBox = kind == int(ConstraintKind::Box);
            if (pointing != isBox)
                continue;
            for (int h = 0; h < 9; ++h) {
                if (sink.full())
                    return;
                const Constraint base = houseConstraint(ConstraintKind(kind), d, h);
                if (ctx.liveCount(base) < 2)
                    continue;
                // The live candidates as a mask over the base's members.
                const unsigned in = ctx.liveMask(base);
                const std::array<Candidate, 9>& member = members(base);
                // The crossing house every live candidate shares, if any.
                for (int crossKind = 1; crossKind <= 3; ++crossKind) {
                    if (crossKind == kind || (isBox == (crossKind == int(ConstraintKind::Box))))
                        continue;
                    const Constraint cover = constraintsOf(member[std::countr_zero(in)])[crossKind];
                    if (!allIn(member, in, crossKind, cover) || ctx.liveCount(cover) == ctx.liveCount(base))
                        continue;
                    const Constraint bases[] = { base };
                    const Constraint covers[] = { cover };
                    auto e = evaluate(ctx.state(), bases, covers);
                    if (!e || e->eliminations.none())
                        continue;
                    std::vector<Evaluation> readings;
                    readings.reserve(1);
                    readings.push_back(std::move(e).value());
                    sink.add(makeStep(std::string(req.technique), std::move(readings)));
                }
            }
        }
    }
}

void findPointing(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    findLocked(ctx, req, sink, true);
}
void findClaiming(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    findLocked(ctx, req, sink, false);
}

constexpr std::array kIntersections = {
    Technique {
        "locked-candidates-pointing", "Locked Candidates Type 1 (Pointing)", "intersections", true, findPointing },
    Technique {
        "locked-candidates-claiming", "Locked Candidates Type 2 (Claiming)", "intersections", true, findClaiming },
};

} // namespace

std::span<const Technique> intersectionTechniques()
{
    return kIntersections;
}

} // namespace setwise
