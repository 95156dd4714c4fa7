// SPDX-License-Identifier: GPL-3.0-or-later
// Locked candidates (CSP-Rules' "pointing / claiming"): one house-digit base
// whose live candidates all lie in one crossing house-digit cover; rank 0, so
// the cover's other candidates go.
//   pointing  base dBb, cover dRr or dCc
//   claiming  base dRr or dCc, cover dBb
#include "engine/tables.h"
#include "engine/techniques.h"

#include <array>
#include <bit>
#include <cstdint>
#include <memory>

namespace setwise
{

namespace
{

// Per house-digit constraint, crossing kind and member position: the members (as a mask)
// whose constraint of that kind is the same as that member's. Every member
// of a mask `in` lies in the crossing constraint of its first member when
// `in` is within that member's entry.
using SameCross = std::array<std::array<std::array<std::uint16_t, 9>, 4>, kConstraints>;
const SameCross& sameCross()
{
    static const auto table = [] {
        auto t = std::make_unique<SameCross>();
        for (Constraint k = kCells; k < kConstraints; ++k) // house-digit constraints (the bases)
            for (std::size_t kind = 1; kind < 4; ++kind)
                for (std::size_t i = 0; i < 9; ++i)
                    for (std::size_t j = 0; j < 9; ++j)
                        if (constraintsOf(members(k)[i])[kind] == constraintsOf(members(k)[j])[kind])
                            (*t)[std::size_t(k)][kind][i] |= std::uint16_t(1U << j);
        return t;
    }();
    return *table;
}

void findLocked(const Context& ctx, const FinderRequest& req, StepSink& sink, bool pointing)
{
    const SameCross& same = sameCross();
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
                    const int first = std::countr_zero(in);
                    if ((in & ~unsigned(same[std::size_t(base)][std::size_t(crossKind)][std::size_t(first)])) != 0)
                        continue;
                    const Constraint cover = constraintsOf(member[std::size_t(first)])[crossKind];
                    if (ctx.liveCount(cover) == ctx.liveCount(base))
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
    technique(TechniqueId::LockedCandidatesPointing, findPointing),
    technique(TechniqueId::LockedCandidatesClaiming, findClaiming),
};

} // namespace

std::span<const Technique> intersectionTechniques()
{
    return kIntersections;
}

} // namespace setwise
