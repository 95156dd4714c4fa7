// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The branches of SE's nesting levels (se_levels.h), for the level search
// alone: a candidate assumed on the grid and propagated as net.h propagates,
// with removals by a level's nested rule (an inner net from each candidate,
// which a contradiction removes) until nothing changes. Each fact keeps its
// parents, for SE's complexity count and, on a recorded branch, for the
// proof (net.h's Branch). The propagation and the nested rules are in
// se_level_net.cpp; the search over the levels in se_levels.cpp.

#include "engine/context.h"
#include "engine/forcing/net.h"

#include <array>
#include <cstdint>
#include <vector>

namespace setwise::se_levels
{

struct Potential {
    Candidate candidate;
    bool on;
    int parentBegin, parentEnd; // in Net::parents: >= 0 this net's facts, < 0 the outer net's (-1 - index)
    int depth;
    int weight; // a nested removal: the inner chain's complexity
    Constraint cause; // the base (on) or cover (off) it follows by; -1 the start or a nested removal
    int nested; // a nested removal: its proof in Net::proofs (recorded nets only), else -1
};

struct Net {
    CandidateSet live, on;
    std::array<std::uint16_t, kConstraints> mask {}; // the live members of each constraint (bit i: members(k)[i])
    ConstraintSet done;
    std::vector<Potential> facts;
    std::vector<int> parents;
    std::array<std::int16_t, kCandidates> onOf {}, offOf {};
    bool contradiction = false;
    std::vector<int> clash; // the facts that cannot all hold (the last one's chain is counted apart)
    Constraint clashAt = -1; // where: a constraint with no candidate left (base) or two true (cover)
    bool clashIsBase = true;
    bool record = false; // keep the nested proofs (to build the step)
    std::vector<NestedProof> proofs;
};

// What a branch's search learnt that a later branch can use: per start y of
// an inner net, the candidates the net decided when it found nothing on the
// grid `live`/`on`. On another grid the net finds nothing again, deciding the
// same candidates, unless the grids differ at one of those candidates or a
// peer of one (the net reads nothing else): a memo changes no answer and no
// count of inner nets, only the work.
struct InnerMemo {
    CandidateSet live, on; // the grid
    std::vector<std::int16_t> slot; // per candidate, its index in `decided` (-1 none); empty: no memo
    std::vector<CandidateSet> decided;
    void clear()
    {
        slot.clear();
        decided.clear();
    }
    void add(Candidate y, const CandidateSet& d)
    {
        if (slot.empty())
            slot.assign(kCandidates, -1);
        slot[std::size_t(y)] = std::int16_t(decided.size());
        decided.push_back(d);
    }
    const CandidateSet* find(Candidate y) const
    {
        return slot.empty() || slot[std::size_t(y)] < 0 ? nullptr : &decided[std::size_t(slot[std::size_t(y)])];
    }
};

// A start's memos, kept from one search to the next (the next state of a
// path differs little): `byRule[r]` the nets of rule r at the end of the
// start's last branch at level r (rule 1: the level-1 branch, where the
// higher levels' branches go on from), `level3` the level-3 nets its level-2
// branch found quiet on the level-1 branch's grid.
struct BranchMemos {
    std::array<InnerMemo, 5> byRule;
    InnerMemo level3;
};

// The grid before any assumption (no facts).
Net startNet(const Context& ctx);

// One branch at `level`: x assumed, propagated dynamically, with removals by
// the level's nested rule until nothing changes. `from`: the grid before x
// is assumed, or (`fixed`) x's branch at level 1 (nothing more to remove by
// level 1's rule), where a higher level's branch goes on from.
// `memos` (optional): x's memos, taken and read as BranchMemos says.
Net branch(const Context& ctx, const Net& from, Candidate x, int level, std::uint64_t& budget, bool record = false,
    bool fixed = false, BranchMemos* memos = nullptr);

// SE's potentials behind a set of facts: each fact's chain counted on its own
// (the last fact of a contradiction apart from the others, which make its
// conjugate), plus each distinct nested removal's weight. Outer parents are
// not counted; they are collected in `outer` when asked.
int complexity(const Net& n, const std::vector<int>& facts, std::vector<int>* outer, int* nestedPart = nullptr);

// A recorded branch as net.h's Branch (for forcing_step.h's proof).
Branch asBranch(const Net& n, Candidate x);

} // namespace setwise::se_levels
