// SPDX-License-Identifier: GPL-3.0-or-later
// Quick tests for the inner nets of SE's nesting levels (se_quiet.h).
#include "engine/rating/se_quiet.h"

#include "engine/mask9.h"
#include "engine/tables.h"

#include <bit>

namespace setwise
{

namespace
{

// The other live member of k (two live members, z one of them), k z's
// constraint of kind j.
Candidate otherOf(const BranchGrid& g, Constraint k, int j, Candidate z)
{
    const unsigned rest = g.mask[std::size_t(k)] & ~(1U << memberIndices(z)[std::size_t(j)]);
    return members(k)[std::size_t(std::countr_zero(rest))];
}

// Per-constraint counts for one net at a time: a count is valid where its
// stamp is the current net's, so a new net needs no clearing.
class ConstraintCounts
{
public:
    void nextNet()
    {
        if (++m_net == 0) {
            m_stamp.fill(0);
            m_net = 1;
        }
    }
    int bump(Constraint k)
    {
        if (m_stamp[std::size_t(k)] != m_net) {
            m_stamp[std::size_t(k)] = m_net;
            m_count[std::size_t(k)] = 0;
        }
        return ++m_count[std::size_t(k)];
    }

private:
    std::array<std::uint32_t, kConstraints> m_stamp {};
    std::array<std::uint8_t, kConstraints> m_count {};
    std::uint32_t m_net = 0;
};

// Level 1: the net makes y's live peers false (depth 1) and makes true the
// other candidate of each constraint of theirs that has two on the grid
// (depth 2). It finds a contradiction only when a constraint loses all its
// live candidates (every one a peer of y) or when two candidates made true
// clash; with neither possible, its facts are y, the peers and those others.
bool quietBasic(const BranchGrid& g, Candidate y, CandidateSet& decided)
{
    thread_local ConstraintCounts peersIn; // per house of y's digit, its live candidates that are peers of y
    peersIn.nextNet();
    const CandidateSet peers = seenBy(y) & g.live;
    const auto& ky = constraintsOf(y);
    const Digit d = digitOf(y);
    CandidateSet rests;
    ConstraintSet restConstraints;
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
        for (std::uint64_t bits = peers.word(w); bits; bits &= bits - 1) {
            const Candidate z = Candidate(w * 64 + std::size_t(std::countr_zero(bits)));
            const auto& kz = constraintsOf(z);
            for (std::size_t j = 0; j < 4; ++j) {
                const Constraint k = kz[j];
                if (k == ky[j])
                    continue; // a constraint of y: true in the net, nothing to follow
                const int count = kBits9[g.mask[std::size_t(k)]];
                if (count != 2) {
                    if (count < 2)
                        return false; // not a propagated grid
                    // Only the places of y's digit in a house can all be peers.
                    if (j > 0 && digitOf(z) == d && peersIn.bump(k) == count)
                        return false; // a possible locking
                    continue;
                }
                const Candidate r = otherOf(g, k, int(j), z);
                if (peers.test(r))
                    return false; // both removed: a possible locking
                if (rests.test(r))
                    continue;
                for (Constraint kr : constraintsOf(r))
                    if (restConstraints.test(kr))
                        return false; // two candidates made true in one constraint: a possible pair or X-Wing
                rests.set(r);
                for (Constraint kr : constraintsOf(r))
                    restConstraints.set(kr);
            }
        }
    decided = peers | rests;
    decided.set(y);
    return true;
}

// Levels 2 and 3: the static closure of y true. Level 2 finds a
// contradiction only when y is made false; level 3 whenever a candidate is
// made true and false or a constraint loses every live candidate. With
// `level3` a level-2 closure also tells whether level 3's would be quiet:
// the two follow the same closure until level 3 meets a contradiction.
enum class ClosureKind { Chain, Any, ChainAndAny };

template <ClosureKind kKind>
bool quietClosure(const BranchGrid& g, Candidate y, CandidateSet& decided, bool* level3 = nullptr)
{
    constexpr bool kAny = kKind == ClosureKind::Any;
    constexpr bool kTrack = kKind != ClosureKind::Chain; // follow level 3's contradictions
    thread_local ConstraintCounts removed; // per constraint, its live candidates made false (level 3)
    if constexpr (kTrack)
        removed.nextNet();
    bool anyClash = false; // kKind == ChainAndAny: level 3 would have stopped
    CandidateSet on, off;
    std::array<std::int16_t, kCandidates> onStack, offStack;
    int onTop = 0, offTop = 0;
    on.set(y);
    onStack[std::size_t(onTop++)] = std::int16_t(y);
    while (onTop > 0 || offTop > 0) {
        if (onTop > 0) {
            // x true: its live peers not yet false become false.
            const CandidateSet& seen = seenBy(onStack[std::size_t(--onTop)]);
            std::uint64_t clash = 0;
            for (std::size_t w = 0; w < CandidateSet::kWords; ++w) {
                std::uint64_t fresh = seen.word(w) & g.live.word(w) & ~off.word(w);
                if (!fresh)
                    continue;
                if constexpr (kTrack)
                    clash |= fresh & on.word(w);
                off.setWord(w, off.word(w) | fresh);
                for (; fresh; fresh &= fresh - 1)
                    offStack[std::size_t(offTop++)] = std::int16_t(w * 64 + std::size_t(std::countr_zero(fresh)));
            }
            if constexpr (kAny) {
                if (clash != 0)
                    return false;
            } else {
                if (off.test(y))
                    return false;
                if constexpr (kTrack)
                    anyClash = anyClash || clash != 0;
            }
            continue;
        }
        const Candidate z = offStack[std::size_t(--offTop)];
        const auto& kz = constraintsOf(z);
        for (int j = 0; j < 4; ++j) {
            const Constraint k = kz[std::size_t(j)];
            const int count = kBits9[g.mask[std::size_t(k)]];
            if (count == 2) {
                const Candidate r = otherOf(g, k, j, z);
                if constexpr (kTrack)
                    if (off.test(r)) {
                        if constexpr (kAny)
                            return false;
                        anyClash = true;
                    }
                if (!on.test(r)) {
                    on.set(r);
                    onStack[std::size_t(onTop++)] = std::int16_t(r);
                }
            } else if constexpr (kTrack) {
                if (!(kKind == ClosureKind::ChainAndAny && anyClash) && removed.bump(k) == count) { // k emptied
                    if constexpr (kAny)
                        return false;
                    anyClash = true;
                }
            }
        }
    }
    decided = on | off;
    if (level3)
        *level3 = !anyClash;
    return true;
}

} // namespace

bool quietInnerNet(const BranchGrid& grid, Candidate y, int level, CandidateSet& decided)
{
    switch (level) {
    case 1:
        return quietBasic(grid, y, decided);
    case 2:
        return quietClosure<ClosureKind::Chain>(grid, y, decided);
    case 3:
        return quietClosure<ClosureKind::Any>(grid, y, decided);
    default:
        return false;
    }
}

bool quietChainNet(const BranchGrid& grid, Candidate y, CandidateSet& decided, bool& level3)
{
    return quietClosure<ClosureKind::ChainAndAny>(grid, y, decided, &level3);
}

} // namespace setwise
