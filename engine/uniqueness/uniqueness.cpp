// SPDX-License-Identifier: GPL-3.0-or-later
// Shared parts of the uniqueness family (see uniqueness.h): rectangles, the
// readings that eliminate what sees a whole virtual truth, the memoised
// one-solution checks and the family's technique table.
#include "engine/uniqueness/uniqueness.h"

#include "engine/solver.h"
#include "engine/tables.h"

#include <algorithm>
#include <map>

namespace setwise::uniqueness
{

CellSet Rectangle::cellSet() const
{
    CellSet s;
    for (Cell c : cells)
        s.set(c);
    return s;
}

const std::vector<Rectangle>& rectangles()
{
    static const std::vector<Rectangle> all = [] {
        std::vector<Rectangle> v;
        for (int r1 = 0; r1 < 9; ++r1)
            for (int r2 = r1 + 1; r2 < 9; ++r2)
                for (int c1 = 0; c1 < 9; ++c1)
                    for (int c2 = c1 + 1; c2 < 9; ++c2) {
                        const bool oneBand = r1 / 3 == r2 / 3, oneStack = c1 / 3 == c2 / 3;
                        if (oneBand != oneStack) // exactly two boxes
                            v.push_back({ { cellAt(r1, c1), cellAt(r1, c2), cellAt(r2, c1), cellAt(r2, c2) } });
                    }
        return v;
    }();
    return all;
}

Constraint digitConstraint(ConstraintKind kind, Digit d, Cell c)
{
    return constraintOf(candidateOf(c, d), kind);
}

std::optional<Evaluation> reading(
    const Context& ctx, std::vector<Constraint> bases, std::vector<Constraint> covers, const VirtualBase& v)
{
    const VirtualBase vs[] = { v };
    auto e = evaluate(ctx.state(), bases, covers, vs);
    if (!e || e->contradiction)
        return std::nullopt;
    return std::move(*e);
}

std::vector<Evaluation> seeAllReadings(const Context& ctx, const VirtualBase& v)
{
    const CandidateSet vLive = ctx.state().live() & v.candidates;
    CandidateSet targets = ctx.state().live() - vLive;
    for (Candidate x : vLive)
        targets &= seenBy(x);
    // Step 1. The smallest set of each target's constraints that holds all of v.
    std::map<std::vector<Constraint>, int> groups; // covers -> first target
    for (Candidate t : targets) {
        const auto& ks = constraintsOf(t);
        std::vector<Constraint> best;
        for (unsigned mask = 1; mask < 16; ++mask) {
            CandidateSet covered;
            std::vector<Constraint> pick;
            for (int i = 0; i < 4; ++i)
                if (mask & (1U << i)) {
                    covered |= candidatesOf(ks[i]);
                    pick.push_back(ks[i]);
                }
            if (vLive.isSubsetOf(covered) && (best.empty() || pick.size() < best.size()))
                best = pick;
        }
        groups.emplace(best, t);
    }
    // Step 2. One reading per group.
    std::vector<Evaluation> out;
    for (const auto& [covers, first] : groups)
        if (auto e = reading(ctx, {}, covers, v); e && e->eliminations.any())
            out.push_back(std::move(*e));
    return out;
}

std::string cellsText(const CellSet& cells)
{
    std::string out;
    for (Cell c : cells)
        out += (out.empty() ? "" : ",") + cellName(c);
    return out;
}

namespace
{
// Each technique's published rule: a stable id, where it is published, and
// what the virtual truth gives once it joins the step's sets.
struct PublishedRule {
    std::string_view technique, rule, source, gives;
};
constexpr PublishedRule kRules[] = {
    { "uniqueness-1", "unique-rectangle-type-1", "Sudopedia, Unique Rectangle; HoDoKu, Uniqueness Test 1",
        "the one corner with other candidates holds one of them" },
    { "uniqueness-2", "unique-rectangle-type-2", "Sudopedia, Unique Rectangle; HoDoKu, Uniqueness Test 2",
        "the extra digit is in one of the two corners that hold it: false where a cell sees both" },
    { "uniqueness-3", "unique-rectangle-type-3", "Sudopedia, Unique Rectangle; HoDoKu, Uniqueness Test 3",
        "the two corners' extras act as one cell of a naked subset of their house" },
    { "uniqueness-4", "unique-rectangle-type-4", "Sudopedia, Unique Rectangle; HoDoKu, Uniqueness Test 4",
        "one UR digit lives in the corners' house only in the two corners, so the other is false in both" },
    { "uniqueness-5", "unique-rectangle-type-5", "HoDoKu, Uniqueness Test 5 (Bernhard Hobiger)",
        "the extra digit is in one of the corners that hold it: false where a cell sees all of them" },
    { "uniqueness-6", "unique-rectangle-type-6", "HoDoKu, Uniqueness Test 6 (Bernhard Hobiger)",
        "a UR digit lives in both rows (or columns) only in the rectangle, so the diagonal corners with extras "
        "cannot hold it" },
    { "hidden-rectangle", "hidden-unique-rectangle-type-1",
        "HoDoKu, Hidden Rectangle; SudokuWiki.org, Hidden Unique Rectangles (Andrew Stuart), type 1",
        "a UR digit lives in the far corner's row and column only in the rectangle, so the other UR digit is false "
        "in the far corner" },
    { "hidden-unique-rectangle-2", "hidden-unique-rectangle-type-2",
        "SudokuWiki.org, Hidden Unique Rectangles (Andrew Stuart), type 2",
        "a UR digit is a strong link in a roof's cross line, so the other roof cannot hold the other UR digit" },
    { "extended-unique-rectangle", "extended-unique-rectangle-type-1",
        "SudokuWiki.org, Extended Unique Rectangles (Andrew Stuart)",
        "the one cell with other candidates holds one of them" },
    { "unique-loop-1", "unique-loop-type-1",
        "Sudoku Explainer, Unique Loop type 1 (Nicolas Juillerat); Sudopedia, "
        "Unique Loop",
        "the one loop cell with other candidates holds one of them" },
    { "unique-loop-2", "unique-loop-type-2",
        "Sudoku Explainer, Unique Loop type 2 (Nicolas Juillerat); Sudopedia, "
        "Unique Loop",
        "the extra digit is in one of the loop cells that hold it: false where a cell sees all of them" },
    { "unique-loop-3", "unique-loop-type-3",
        "Sudoku Explainer, Unique Loop type 3 (Nicolas Juillerat); Sudopedia, "
        "Unique Loop",
        "the extras act as one cell of a naked subset of their house" },
    { "unique-loop-4", "unique-loop-type-4",
        "Sudoku Explainer, Unique Loop type 4 (Nicolas Juillerat); Sudopedia, "
        "Unique Loop",
        "one loop digit lives in the house only in the two cells with extras, so the other is false in both" },
    { "avoidable-rectangle-1", "avoidable-rectangle-type-1",
        "HoDoKu, Avoidable Rectangle Type 1; SudokuWiki.org, Avoidable Rectangles (Andrew Stuart)",
        "the empty corner cannot take the digit that completes the pattern" },
    { "avoidable-rectangle-2", "avoidable-rectangle-type-2",
        "HoDoKu, Avoidable Rectangle Type 2; SudokuWiki.org, Avoidable Rectangles (Andrew Stuart)",
        "the extra digit is in one of the two empty corners: false where a cell sees both" },
    { "bug-plus-1", "bug-plus-one", "Sudopedia, Bivalue Universal Grave; SudokuWiki.org, BUG (Andrew Stuart)",
        "the one candidate whose removal leaves a bivalue universal grave is true" },
    { "bug-type-2", "bug-type-2",
        "Sudoku Explainer, Bivalue Universal Grave type 2 (Nicolas Juillerat); "
        "SudokuWiki.org, BUG (Andrew Stuart)",
        "the extras are one digit: false where a cell sees all of them" },
    { "bug-type-3", "bug-type-3",
        "Sudoku Explainer, Bivalue Universal Grave type 3 (Nicolas Juillerat); "
        "SudokuWiki.org, BUG (Andrew Stuart)",
        "the BUG cells' extras act as one cell of a naked subset of their house" },
    { "bug-type-4", "bug-type-4",
        "Sudoku Explainer, Bivalue Universal Grave type 4 (Nicolas Juillerat); "
        "SudokuWiki.org, BUG (Andrew Stuart)",
        "a digit lives in the house only in the two BUG cells, so their candidates other than it and the extras "
        "are false" },
};

// The step's pattern argument: its one published rule, resting on the
// puzzle's unique solution, the deadly pattern's virtual truth and the
// counting rule on the step's sets.
void argueUniqueness(Step& step, std::string_view technique, bool givensCheck)
{
    const PublishedRule* r = nullptr;
    for (const PublishedRule& x : kRules)
        if (x.technique == technique)
            r = &x;
    if (!r)
        return;
    std::vector<std::string> premises {
        std::string("the puzzle has exactly one solution (the premise of every uniqueness rule; the solver confirms "
                    "it for this state")
            + (givensCheck ? " and for its givens)" : ")"),
        step.justification,
        std::string(r->gives),
        truthsLinksText(step) + ": the counting rule with the virtual truth as one more truth",
    };
    step.argument.kind = ArgumentKind::Pattern;
    step.argument.rules = { ArgumentRule {
        std::string(r->rule), std::string(r->source), step.eliminations, step.placements, std::move(premises) } };
}
} // namespace

bool emit(const Context& ctx, const FinderRequest& req, StepSink& sink, Proposal p)
{
    if (p.readings.empty())
        return !sink.full();
    Step step = makeStep(std::string(req.technique), std::move(p.readings));
    if (!step.hasConclusions())
        return !sink.full();
    // The premise: one solution (checked last, only for a pattern that concludes).
    if (!hasOneSolution(ctx.state()) || (p.givensCheck && !givensHaveOneSolution(ctx.state())))
        return false; // no uniqueness step anywhere in this state
    step.assumesUniqueness = true;
    step.justification = std::move(p.justification);
    argueUniqueness(step, req.technique, p.givensCheck);
    return sink.add(std::move(step));
}

namespace
{
struct Memo {
    bool valid = false;
    State state;
    bool one = false;
};

bool oneSolution(Memo& memo, const State& s)
{
    if (!memo.valid || !(memo.state == s)) {
        memo.state = s;
        memo.one = countSolutions(s, 2).solutions == 1;
        memo.valid = true;
    }
    return memo.one;
}
} // namespace

bool hasOneSolution(const State& s)
{
    thread_local Memo memo;
    return oneSolution(memo, s);
}

bool givensHaveOneSolution(const State& s)
{
    State givens;
    for (Cell c : s.givens())
        givens.place(c, s.digit(c), true);
    thread_local Memo memo;
    return oneSolution(memo, givens);
}

namespace
{
constexpr std::array kUniqueness = {
    technique(TechniqueId::Uniqueness1, findUniqueRectangles),
    technique(TechniqueId::Uniqueness2, findUniqueRectangles),
    technique(TechniqueId::Uniqueness3, findUniqueRectangles),
    technique(TechniqueId::Uniqueness4, findUniqueRectangles),
    technique(TechniqueId::Uniqueness5, findUniqueRectangles),
    technique(TechniqueId::Uniqueness6, findUniqueRectangles),
    technique(TechniqueId::HiddenRectangle, findHiddenRectangles),
    technique(TechniqueId::HiddenUniqueRectangle2, findHiddenRectangles),
    technique(TechniqueId::ExtendedUniqueRectangle, findExtendedRectangles),
    technique(TechniqueId::UniqueLoop1, findUniqueLoops),
    technique(TechniqueId::UniqueLoop2, findUniqueLoops),
    technique(TechniqueId::UniqueLoop3, findUniqueLoops),
    technique(TechniqueId::UniqueLoop4, findUniqueLoops),
    technique(TechniqueId::AvoidableRectangle1, findAvoidableRectangles),
    technique(TechniqueId::AvoidableRectangle2, findAvoidableRectangles),
    technique(TechniqueId::BugPlus1, findBugPlusOne),
    technique(TechniqueId::BugType2, findBugTypes),
    technique(TechniqueId::BugType3, findBugTypes),
    technique(TechniqueId::BugType4, findBugTypes),
};
} // namespace

} // namespace setwise::uniqueness

namespace setwise
{
std::span<const Technique> uniquenessTechniques()
{
    return uniqueness::kUniqueness;
}
} // namespace setwise
