// SPDX-License-Identifier: GPL-3.0-or-later
// Empty rectangles and the dual single-digit patterns (HoDoKu's names).
//
// Empty rectangle: the candidates of digit d in box B lie in one row r and one
// column c of the box (not all in one of them), and a conjugate pair p = q
// lies in a line outside B with q in row r (or column c). As a grouped chain:
//
//     p =L= q -r- [B in row r] =B= [B in column c]      target: sees p, in column c
//
// truths {L, B}, links {r, the target's line through p, c}: rank 1, the
// target in two links. The crossing cell (r, c) may hold d; it lies in both
// links, which evaluate()'s effective rank allows for.
//
// Dual patterns: two two-string kites (or two empty rectangles) of one digit
// that share their box; the step carries both readings.
#include "engine/chains/chains.h"

namespace setwise
{

namespace
{

ChainNode nodeOf(const CandidateSet& cs)
{
    ChainNode n;
    n.kind = cs.count() > 1 ? ChainNode::Kind::Group : ChainNode::Kind::Candidate;
    n.candidates = cs;
    return n;
}

// Empty rectangles of digit d in box b, with crossing row r and column c.
void boxRectangles(const Context& ctx, Digit d, int box, StepSink& sink)
{
    const Constraint boxK = houseConstraint(ConstraintKind::Box, d, box);
    // The box's candidates as a 9-bit mask (bit 3 * i + j: row i, column j of the box).
    const unsigned inBoxMask = ctx.liveMask(boxK);
    if ((inBoxMask & (inBoxMask - 1)) == 0)
        return; // fewer than two
    const CandidateSet inBox = ctx.liveIn(boxK);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) {
            const int r = 3 * (box / 3) + i, c = 3 * (box % 3) + j;
            const Constraint rowK = houseConstraint(ConstraintKind::Row, d, r);
            const Constraint colK = houseConstraint(ConstraintKind::Column, d, c);
            // All in row r and column c, neither alone holding all.
            const unsigned inRow = 7U << (3 * i), inCol = 0x49U << j;
            if ((inBoxMask & ~(inRow | inCol)) || !(inBoxMask & ~inRow) || !(inBoxMask & ~inCol))
                continue;
            // Conjugate pairs in a line outside the box with one end q in row r
            // (target line column c) or in column c (target line row r).
            for (Constraint lineK : { colK, rowK }) {
                const bool qInRow = lineK == colK;
                const Constraint weakK = qInRow ? rowK : colK;
                for (Candidate q : ctx.liveIn(weakK) - inBox) {
                    const Constraint pairK = constraintsOf(q)[qInRow ? 2 : 1];
                    if (ctx.liveCount(pairK) != 2)
                        continue;
                    CandidateSet two = ctx.liveIn(pairK);
                    two.reset(q);
                    const Candidate p = two.first();
                    if (p < 0)
                        continue;
                    CandidateSet targets = ctx.liveIn(lineK) - inBox;
                    targets &= seenBy(p);
                    targets.reset(q);
                    std::vector<Evaluation> readings;
                    for (Candidate x : targets) {
                        const Constraint endK
                            = sharedConstraint(x, p, qInRow ? ConstraintKind::Row : ConstraintKind::Column);
                        if (endK < 0)
                            continue;
                        const Constraint bases[] = { pairK, boxK };
                        const Constraint covers[] = { weakK, endK, lineK };
                        auto e = evaluate(ctx.state(), bases, covers);
                        if (e && e->eliminations.any())
                            readings.push_back(std::move(*e));
                    }
                    if (readings.empty())
                        continue;
                    Step step = makeStep("empty-rectangle", std::move(readings));
                    CandidateSet one;
                    one.set(p);
                    step.chainNodes.push_back(nodeOf(one));
                    one.clear();
                    one.set(q);
                    step.chainNodes.push_back(nodeOf(one));
                    step.chainNodes.push_back(nodeOf(inBox & candidatesOf(weakK)));
                    step.chainNodes.push_back(nodeOf(inBox & candidatesOf(lineK)));
                    step.links = { { 0, 1, true }, { 1, 2, false }, { 2, 3, true } };
                    if (!sink.add(std::move(step)))
                        return;
                }
            }
        }
}

// The box a single-digit step turns on: the kite's weak link, the rectangle's box truth.
Constraint boxOfStep(const Step& s)
{
    const Evaluation& e = s.readings.front();
    for (const auto* list : { &e.bases, &e.covers })
        for (Constraint k : *list)
            if (kindOf(k) == ConstraintKind::Box)
                return k;
    return -1;
}

// Two kites of different digits whose box links join the same two cells
// (HoDoKu lists them as one dual kite: reglib 0404).
bool sameBoxCells(const Step& a, const Step& b)
{
    const auto cells = [](const Step& s) {
        CellSet out;
        if (s.chainNodes.size() == 4)
            for (int i : { 1, 2 })
                for (Candidate x : s.chainNodes[std::size_t(i)].candidates)
                    out.set(cellOf(x));
        return out;
    };
    const Constraint ka = boxOfStep(a), kb = boxOfStep(b);
    return ka >= 0 && kb >= 0 && constraintHouse(ka) == constraintHouse(kb) && cells(a).any() && cells(a) == cells(b);
}

} // namespace

void findEmptyRectangles(const Context& ctx, const FinderRequest&, StepSink& sink)
{
    for (Digit d = 0; d < 9 && !sink.full(); ++d)
        for (int box = 0; box < 9 && !sink.full(); ++box)
            boxRectangles(ctx, d, box, sink);
}

void findDualPatterns(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const bool kite = req.technique == "dual-two-string-kite";
    StepSink singles;
    const std::string_view single = kite ? "two-string-kite" : "empty-rectangle";
    const FinderRequest one { single, req.options };
    if (kite)
        findChains(ctx, one, singles);
    else
        findEmptyRectangles(ctx, one, singles);
    const auto& steps = singles.steps();
    for (std::size_t i = 0; i < steps.size(); ++i)
        for (std::size_t j = i + 1; j < steps.size(); ++j) {
            const Constraint b = boxOfStep(steps[i]);
            if (b < 0 || steps[i].eliminations == steps[j].eliminations)
                continue;
            if (b != boxOfStep(steps[j]) && !(kite && sameBoxCells(steps[i], steps[j])))
                continue;
            std::vector<Evaluation> readings = steps[i].readings;
            readings.insert(readings.end(), steps[j].readings.begin(), steps[j].readings.end());
            Step step = makeStep(std::string(req.technique), std::move(readings));
            step.chainNodes = steps[i].chainNodes;
            step.links = steps[i].links;
            if (!sink.add(std::move(step)))
                return;
        }
}

} // namespace setwise
