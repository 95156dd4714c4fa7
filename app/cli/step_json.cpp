// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/step_json.h"

#include "app/cli/json.h"
#include "engine/diagram.h"
#include "engine/tables.h"

namespace setwise::cli
{

namespace
{
std::vector<std::string> names(const CandidateSet& xs)
{
    std::vector<std::string> v;
    for (Candidate x : xs)
        v.push_back(candidateName(x));
    return v;
}
std::vector<std::string> names(const std::vector<Constraint>& ks)
{
    std::vector<std::string> v;
    for (Constraint k : ks)
        v.push_back(constraintName(k));
    return v;
}
// Virtual truths (uniqueness) as written in the text forms: "UR{(89)27}".
std::vector<std::string> names(const std::vector<VirtualBase>& vs)
{
    std::vector<std::string> v;
    for (const VirtualBase& b : vs)
        v.push_back(virtualBaseName(b));
    return v;
}
} // namespace

std::string gridText(const Grid& g)
{
    std::string s(81, '.');
    for (Cell c = 0; c < kCells; ++c)
        if (g[c] != kNoDigit)
            s[c] = char('1' + g[c]);
    return s;
}

std::string candidateNames(const CandidateSet& xs)
{
    std::string out;
    for (const auto& n : names(xs))
        out += (out.empty() ? "" : " ") + n;
    return out;
}

std::string stepJson(const Step& step)
{
    JsonObject o;
    o.add("technique", step.technique);
    std::vector<int> digits;
    for (Digit d : step.digits)
        digits.push_back(d + 1);
    o.add("digits", digits);
    // bases and covers: every reading's sets, in order, without repeats
    std::vector<Constraint> bases, covers;
    ConstraintSet seenB, seenC;
    for (const auto& r : step.readings) {
        for (Constraint k : r.bases)
            if (!seenB.test(k)) {
                seenB.set(k);
                bases.push_back(k);
            }
        for (Constraint k : r.covers)
            if (!seenC.test(k)) {
                seenC.set(k);
                covers.push_back(k);
            }
    }
    o.add("bases", names(bases));
    o.add("covers", names(covers));
    o.add("fins", names(step.fins()));
    o.add("rank", step.rank());
    o.add("eliminations", names(step.eliminations));
    o.add("placements", names(step.placements));
    o.add("text", hodokuText(step));
    o.add("bert", bertText(step));
    o.add("score", bertScore(step));
    o.add("truths_links", truthsLinksText(step));
    o.add("endo_fins", names(step.endoFins()));
    o.add("cannibals", names(step.cannibals()));
    std::string readings = "[";
    for (const auto& r : step.readings) {
        JsonObject ro;
        ro.add("bases", names(r.bases))
            .add("covers", names(r.covers))
            .add("rank", r.rank)
            .add("effective_rank", r.effectiveRank)
            .add("fins", names(r.fins))
            .add("eliminations", names(r.eliminations))
            .add("placements", names(r.placements))
            .add("virtual_bases", names(r.virtualBases));
        readings += (readings.size() > 1 ? "," : "") + ro.str();
    }
    o.addRaw("readings", readings + "]");
    o.addBool("set_logic", step.setLogic);
    // Uniqueness: the virtual truths' candidates and the assumption they rest on.
    o.add("virtual_candidates", names(step.virtualCandidates()));
    o.addBool("assumes_uniqueness", step.assumesUniqueness);
    if (!step.justification.empty())
        o.add("justification", step.justification);
    o.add("diagram", renderText(makeDiagram(step)));
    return o.str();
}

} // namespace setwise::cli
