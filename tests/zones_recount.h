// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Counting by cases (Allan Barker's triplets and rank zones), re-read here
// apart from engine/rank/zones.cpp, as docs/arguments.md states it:
//
// - The cases are the leaves of one tree of splits: at each split every leaf
//   below assumes the same candidate, false in one subtree, true in the other.
// - A case's assumptions, in order: false removes the candidate; true makes
//   every other live candidate of each truth or link of the step's reading
//   holding it false, and those sets leave the count.
// - "count": the case's zone (truths and links still counted) removes the
//   target by the rank rule over the candidates left live: no truth candidate
//   outside the links unless it sees the target (a fin); k_b, the fewest links
//   through a non-fin candidate of truth b; R' = links - sum k_b; the target,
//   in no truth, is false when it lies in R' + 1 links and sees every fin;
//   with no fin and R' < 0 (fewer link slots than truths) the case cannot
//   hold at all.
//   "empty-truth": a zone truth has no live candidate (the case cannot hold).
//   "assumption": the assumptions leave the target false, or name as true a
//   candidate they already made false.
#include "engine/argument.h"
#include "engine/step.h"
#include "engine/tables.h"

#include <algorithm>
#include <string>
#include <vector>

namespace setwise::test
{

inline bool zonesSplitTree(const std::vector<const ArgumentCase*>& leaves, std::size_t depth)
{
    if (leaves.empty())
        return false;
    if (leaves.size() == 1)
        return leaves.front()->assumptions.size() == depth;
    std::vector<const ArgumentCase*> off, on;
    for (const ArgumentCase* c : leaves) {
        if (c->assumptions.size() <= depth)
            return false;
        const auto& a = c->assumptions[depth];
        const auto& first = leaves.front()->assumptions[depth];
        if (a.candidates != first.candidates)
            return false;
        (a.on ? on : off).push_back(c);
    }
    return zonesSplitTree(off, depth + 1) && zonesSplitTree(on, depth + 1);
}

// "" when the step's counting by cases removes every case elimination.
inline std::string recountCases(const State& s, const Step& st)
{
    const Argument& a = st.argument;
    if (st.readings.size() != 1)
        return "cases: one reading expected";
    if (a.cases.empty())
        return "cases: none";
    const Evaluation& e = st.readings.front();
    std::vector<const ArgumentCase*> leaves;
    for (const ArgumentCase& c : a.cases)
        leaves.push_back(&c);
    if (!zonesSplitTree(leaves, 0))
        return "cases: not one tree of splits";
    for (Candidate target : a.caseEliminations) {
        for (std::size_t ci = 0; ci < a.cases.size(); ++ci) {
            const ArgumentCase& c = a.cases[ci];
            const std::string where = "case " + std::to_string(ci + 1) + ": ";
            CandidateSet live = s.live();
            std::vector<bool> baseOut(e.bases.size()), coverOut(e.covers.size());
            bool onDead = false;
            for (const auto& as : c.assumptions) {
                if (!as.on) {
                    live -= as.candidates;
                    continue;
                }
                onDead = onDead || !as.candidates.intersects(live);
                for (std::size_t i = 0; i < e.bases.size(); ++i)
                    if (as.candidates.isSubsetOf(candidatesOf(e.bases[i]))) {
                        live -= candidatesOf(e.bases[i]) - as.candidates;
                        baseOut[i] = true;
                    }
                for (std::size_t i = 0; i < e.covers.size(); ++i)
                    if (as.candidates.isSubsetOf(candidatesOf(e.covers[i]))) {
                        live -= candidatesOf(e.covers[i]) - as.candidates;
                        coverOut[i] = true;
                    }
            }
            const auto counted = [&](const std::vector<Constraint>& list, const std::vector<bool>& out, Constraint k) {
                for (std::size_t i = 0; i < list.size(); ++i)
                    if (list[i] == k)
                        return !out[i];
                return false;
            };
            for (Constraint k : c.bases)
                if (!counted(e.bases, baseOut, k))
                    return where + "zone truth " + constraintName(k) + " not a counted truth of the reading";
            for (Constraint k : c.covers)
                if (!counted(e.covers, coverOut, k))
                    return where + "zone link " + constraintName(k) + " not a counted link of the reading";
            if (c.closes == ArgumentCase::Closes::Assumption) {
                if (!onDead && live.test(target))
                    return where + "the assumptions leave " + candidateName(target) + " live";
                continue;
            }
            if (c.closes == ArgumentCase::Closes::EmptyTruth) {
                if (c.bases.size() != 1 || candidatesOf(c.bases.front()).intersects(live))
                    return where + "no empty truth";
                continue;
            }
            if (!live.test(target))
                continue;
            const auto links = [&](Candidate x) {
                return int(std::count_if(
                    c.covers.begin(), c.covers.end(), [&](Constraint k) { return candidatesOf(k).test(x); }));
            };
            CandidateSet all, fins;
            for (Constraint b : c.bases) {
                const CandidateSet t = candidatesOf(b) & live;
                fins |= all & t;
                all |= t;
            }
            for (Candidate y : all)
                if (links(y) == 0)
                    fins.set(y);
            // A truth with only fins: one fin is true, so what sees every fin falls.
            int rank = int(c.covers.size());
            bool finOnly = false;
            for (Constraint b : c.bases) {
                int k = -1;
                for (Candidate y : (candidatesOf(b) & live) - fins)
                    k = k < 0 ? links(y) : std::min(k, links(y));
                finOnly = finOnly || k < 0;
                rank -= std::max(k, 0);
            }
            // No fin and fewer link slots than truths: the case cannot hold.
            if (fins.none() && (finOnly || rank < 0))
                continue;
            if (all.test(target))
                return where + "the target lies in a truth";
            for (Candidate f : fins)
                if (!seenBy(f).test(target))
                    return where + "fin " + candidateName(f) + " does not see the target";
            if (!finOnly && links(target) < rank + 1)
                return where + candidateName(target) + " in " + std::to_string(links(target))
                    + " links, effective rank " + std::to_string(rank);
        }
    }
    return "";
}

} // namespace setwise::test
