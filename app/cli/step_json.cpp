// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/step_json.h"

#include "app/cli/json.h"
#include "engine/diagram.h"
#include "engine/formats.h"
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
// The implication tree of a forcing chain or net (Step::branches): per branch
// its start, whether it ends in a contradiction (and where), and its
// implications in order, each with the constraint that forced it (null for the
// start and for a nested contradiction) and its premises (indices into the
// branch's implications, -1 for the start). A nested net's branch also has
// `nested`, the inner nets of its nested contradictions (branches of their
// own; an implication's `nested` indexes them, and an inner implication's
// `outer` lists the enclosing branch's implications it rests on).
std::string branchesJson(const std::vector<ForcingBranch>& branches)
{
    std::string out = "[";
    for (const ForcingBranch& b : branches) {
        JsonObject bo;
        bo.add("start", candidateName(b.start)).addBool("contradiction", b.contradiction);
        if (b.contradictionAt >= 0)
            bo.add("contradiction_at", constraintName(b.contradictionAt))
                .add("contradiction_as", b.contradictionIsBase ? "base" : "cover");
        std::string imps = "[";
        for (const Implication& imp : b.implications) {
            JsonObject io;
            io.add("candidate", candidateName(imp.candidate)).addBool("on", imp.on);
            if (imp.cause >= 0)
                io.add("cause", constraintName(imp.cause));
            else
                io.addNull("cause");
            io.add("premises", imp.premises);
            if (imp.nested >= 0)
                io.add("nested", imp.nested);
            if (!imp.outer.empty())
                io.add("outer", imp.outer);
            if (imp.pattern >= 0)
                io.add("pattern", imp.pattern);
            imps += (imps.size() > 1 ? "," : "") + io.str();
        }
        bo.addRaw("implications", imps + "]");
        if (!b.nested.empty())
            bo.addRaw("nested", branchesJson(b.nested));
        if (!b.patterns.empty()) { // basic patterns on the branch's grid (dynamic-forcing-net-plus)
            std::string pats = "[";
            for (const BranchPattern& p : b.patterns) {
                JsonObject po;
                po.add("technique", p.technique).add("bases", names(p.bases)).add("covers", names(p.covers));
                pats += (pats.size() > 1 ? "," : "") + po.str();
            }
            bo.addRaw("patterns", pats + "]");
        }
        out += (out.size() > 1 ? "," : "") + bo.str();
    }
    return out + "]";
}
// The chain as drawn (Step::chainNodes, markChain): per node its kind, its
// candidates, its ALS index and cells, its parity and the start mark; the
// links by node index.
std::string chainJson(const Step& step)
{
    std::string out = "[";
    for (const ChainNode& n : step.chainNodes) {
        JsonObject no;
        no.add("kind",
              n.kind == ChainNode::Kind::Als         ? "als"
                  : n.kind == ChainNode::Kind::Group ? "group"
                                                     : "candidate")
            .add("candidates", names(n.candidates));
        if (n.kind == ChainNode::Kind::Als) {
            std::vector<std::string> cells;
            for (Cell c : n.alsCells)
                cells.push_back(cellName(c));
            no.add("als", n.als).add("als_cells", cells);
        }
        no.add("parity",
              n.parity == ChainNode::Parity::On        ? "on"
                  : n.parity == ChainNode::Parity::Off ? "off"
                                                       : "unknown")
            .addBool("start", n.start);
        out += (out.size() > 1 ? "," : "") + no.str();
    }
    out += "]";
    std::string links = "[";
    for (const ChainLink& l : step.links) {
        JsonObject lo;
        lo.add("from", l.from).add("to", l.to).addBool("strong", l.strong);
        links += (links.size() > 1 ? "," : "") + lo.str();
    }
    return "{\"nodes\":" + out + ",\"links\":" + links + "]}";
}
// An implications argument's branch (docs/json.md, "The argument"): its
// implications, each with its id, candidate, value, what it cites and the
// ids it follows from, and where it contradicts (null when it does not).
std::string argumentBranchJson(const ArgumentBranch& b)
{
    std::string imps = "[";
    for (const ArgumentImplication& i : b.implications) {
        JsonObject io;
        io.add("id", i.id).add("candidate", candidateName(i.candidate)).addBool("value", i.on);
        JsonObject co;
        switch (i.cites.kind) {
        case ArgumentCite::Kind::Assumption:
            co.add("kind", "assumption");
            break;
        case ArgumentCite::Kind::Constraint:
            co.add("kind", kindOf(i.cites.constraint) == ConstraintKind::Cell ? "cell" : "house")
                .add("constraint", constraintName(i.cites.constraint));
            break;
        case ArgumentCite::Kind::Lemma:
            co.add("kind", "lemma").add("lemma", i.cites.lemma);
            break;
        }
        io.addRaw("cites", co.str()).add("from", i.from);
        imps += (imps.size() > 1 ? "," : "") + io.str();
    }
    JsonObject bo;
    bo.addRaw("implications", imps + "]");
    if (b.contradiction >= 0) {
        JsonObject c;
        c.add("constraint", constraintName(b.contradiction))
            .add("as", b.contradictionIsBase ? "base" : "cover")
            .add("from", b.contradictionFrom);
        bo.addRaw("contradiction", c.str());
    } else {
        bo.addNull("contradiction");
    }
    return bo.str();
}
// What a person checks to redo the step (engine/argument.h): its kind, the
// counting rule for "counting" (and for "implications" whose readings count
// some conclusions too), the named rules for "pattern", the disjunction,
// branches and lemmas for "implications".
std::string argumentJson(const Argument& a)
{
    JsonObject ao;
    ao.add("kind", argumentKindName(a.kind));
    if (a.kind == ArgumentKind::Counting || (a.kind == ArgumentKind::Implications && !a.counting.empty()))
        ao.add("counting", a.counting);
    if (a.kind == ArgumentKind::Implications) {
        JsonObject d;
        d.add("kind", disjunctionKindName(a.disjunction.kind));
        if (a.disjunction.constraint >= 0)
            d.add("constraint", constraintName(a.disjunction.constraint));
        if (a.disjunction.lemma >= 0)
            d.add("lemma", a.disjunction.lemma);
        ao.addRaw("disjunction", d.str());
        std::string branches = "[";
        for (const ArgumentBranch& b : a.branches)
            branches += (branches.size() > 1 ? "," : "") + argumentBranchJson(b);
        ao.addRaw("branches", branches + "]");
        std::string lemmas = "[";
        for (std::size_t i = 0; i < a.lemmas.size(); ++i) {
            const ArgumentLemma& l = a.lemmas[i];
            JsonObject lo;
            lo.add("id", int(i));
            if (l.kind == ArgumentLemma::Kind::Net) {
                lo.add("kind", "net").addRaw("net", argumentBranchJson(l.net));
            } else {
                lo.add("kind", "pattern")
                    .add("technique", l.technique)
                    .add("bases", names(l.bases))
                    .add("covers", names(l.covers));
            }
            lemmas += (lemmas.size() > 1 ? "," : "") + lo.str();
        }
        ao.addRaw("lemmas", lemmas + "]");
        ao.add("size", argumentSize(a)).add("largest_branch", largestBranch(a));
    }
    if (a.kind == ArgumentKind::Pattern) {
        std::string rules = "[";
        for (const ArgumentRule& r : a.rules) {
            JsonObject ro;
            ro.add("rule", r.rule)
                .add("source", r.source)
                .add("eliminations", names(r.eliminations))
                .add("placements", names(r.placements))
                .add("premises", r.premises);
            rules += (rules.size() > 1 ? "," : "") + ro.str();
        }
        ao.addRaw("rules", rules + "]");
        if (!a.structures.empty())
            ao.add("structures", a.structures);
    }
    if (a.kind == ArgumentKind::Counting && !a.cases.empty()) {
        // Counting by cases (docs/arguments.md): each case's assumptions and zone.
        static const char* const kCloses[] = { "count", "empty-truth", "assumption" };
        std::string cases = "[";
        for (const ArgumentCase& c : a.cases) {
            std::string assume = "[";
            for (const ArgumentCase::Assumption& as : c.assumptions) {
                JsonObject o;
                o.add("candidates", names(as.candidates)).addBool("value", as.on);
                assume += (assume.size() > 1 ? "," : "") + o.str();
            }
            JsonObject co;
            co.addRaw("assume", assume + "]")
                .add("truths", names(c.bases))
                .add("links", names(c.covers))
                .add("rank", c.rank)
                .add("closes", kCloses[std::size_t(c.closes)]);
            cases += (cases.size() > 1 ? "," : "") + co.str();
        }
        ao.addRaw("cases", cases + "]").add("case_eliminations", names(a.caseEliminations));
    }
    return ao.str();
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

namespace
{
JsonObject stepObject(const Step& step)
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
    o.add("deadly_pattern", names(step.patternCandidates()));
    o.addBool("assumes_uniqueness", step.assumesUniqueness);
    if (!step.justification.empty())
        o.add("justification", step.justification);
    // The rule that proved the conclusions (docs/architecture.md, The one rule), the ones beyond the
    // counting rule, the proof size (exact rules: search nodes; templates:
    // templates walked) and, for forcing chains and nets, the branches.
    o.add("rule", proofRuleName(step.rule));
    o.add("beyond_counting", names(step.beyondCounting));
    o.add("proof_nodes", (long long)step.proofNodes);
    o.addRaw("branches", branchesJson(step.branches));
    o.addRaw("argument", argumentJson(step.argument));
    if (!step.forcingText.empty())
        o.add("forcing_text", step.forcingText);
    o.add("diagram", renderText(makeDiagram(step)));
    if (!step.chainNodes.empty())
        o.addRaw("chain", chainJson(step));
    return o;
}
} // namespace

std::string stepJson(const Step& step)
{
    return stepObject(step).str();
}

std::string stepJson(const Step& step, const State& before)
{
    JsonObject o = stepObject(step);
    o.add("state", writeLibraryLine(before));
    return o.str();
}

} // namespace setwise::cli
