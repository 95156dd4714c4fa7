// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/argument.h"

#include "engine/step.h"

#include <algorithm>

namespace setwise
{

const char* disjunctionKindName(ArgumentDisjunction::Kind kind)
{
    switch (kind) {
    case ArgumentDisjunction::Kind::Each:
        return "each";
    case ArgumentDisjunction::Kind::Constraint:
        return "constraint";
    case ArgumentDisjunction::Kind::Fins:
        return "fins";
    case ArgumentDisjunction::Kind::FishCover:
        return "fish-cover";
    }
    return "";
}

namespace
{
void addCounted(const Step& step, ArgumentConclusions& out)
{
    for (const Evaluation& e : step.readings) {
        out.eliminations |= e.eliminations;
        out.placements |= e.placements;
    }
}

// What the branches of an implications argument prove (ArgumentDisjunction).
void addImplied(const Argument& a, ArgumentConclusions& out)
{
    if (a.disjunction.kind == ArgumentDisjunction::Kind::Each) {
        for (const ArgumentBranch& b : a.branches) {
            if (b.contradiction < 0 || b.implications.empty())
                continue;
            const ArgumentImplication& first = b.implications.front();
            if (first.cites.kind != ArgumentCite::Kind::Assumption)
                continue;
            (first.on ? out.eliminations : out.placements).set(first.candidate);
        }
        return;
    }
    CandidateSet off = CandidateSet::all(), on = CandidateSet::all();
    bool any = false;
    for (const ArgumentBranch& b : a.branches) {
        if (b.contradiction >= 0)
            continue;
        CandidateSet bOff, bOn;
        for (const ArgumentImplication& i : b.implications)
            (i.on ? bOn : bOff).set(i.candidate);
        off &= bOff;
        on &= bOn;
        any = true;
    }
    if (!any)
        return;
    out.eliminations |= off;
    out.placements |= on;
}
} // namespace

ArgumentConclusions argumentConclusions(const Step& step)
{
    ArgumentConclusions out;
    const Argument& a = step.argument;
    switch (a.kind) {
    case ArgumentKind::None:
        break;
    case ArgumentKind::Counting:
        addCounted(step, out);
        if (!a.cases.empty())
            out.eliminations |= a.caseEliminations;
        break;
    case ArgumentKind::Pattern:
        for (const ArgumentRule& r : a.rules) {
            out.eliminations |= r.eliminations;
            out.placements |= r.placements;
        }
        break;
    case ArgumentKind::Implications:
        addImplied(a, out);
        if (a.counting == "rank") // the readings count the rest (argument.h)
            addCounted(step, out);
        break;
    }
    return out;
}

int argumentSize(const Argument& a)
{
    int n = 0;
    for (const ArgumentBranch& b : a.branches)
        n += int(b.implications.size());
    for (const ArgumentLemma& l : a.lemmas)
        n += int(l.net.implications.size());
    return n;
}

int largestBranch(const Argument& a)
{
    int n = 0;
    for (const ArgumentBranch& b : a.branches)
        n = std::max(n, int(b.implications.size()));
    return n;
}

int netLemmas(const Argument& a)
{
    return int(std::count_if(
        a.lemmas.begin(), a.lemmas.end(), [](const ArgumentLemma& l) { return l.kind == ArgumentLemma::Kind::Net; }));
}

} // namespace setwise
