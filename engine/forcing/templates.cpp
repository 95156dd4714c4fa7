// SPDX-License-Identifier: GPL-3.0-or-later
// Templates (HoDoKu's template set and template delete): the exact evaluation
// over all the constraints of one digit. A template is a placement of the
// digit in 9 cells, one per row, column and box, through its filled cells and
// live candidates. A candidate in every template is true (template set), one
// in no template is false (template delete).
//
// As set logic: bases are the digit's unsolved row constraints (exactly one
// true each), covers its unsolved column and box constraints (at most one);
// the templates are exactly the solutions of that sub-puzzle, so the
// conclusions hold in every solution. The step says so: rule "exact
// (template)", with the readings evaluate() gives for the same sets.
#include "engine/fish/fish.h"
#include "engine/forcing/forcing.h"

namespace setwise
{

namespace
{

void findTemplates(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const bool set = req.technique == "template-set";
    for (Digit d = 0; d < 9 && !sink.full(); ++d) {
        if (ctx.cellsWith(d).none())
            continue;
        const TemplateCells t = templateCells(ctx.state(), d);
        CandidateSet found;
        for (Cell c : set ? t.every : ctx.cellsWith(d) - t.some)
            if (ctx.state().isEmpty(c))
                found.set(candidateOf(c, d));
        if (found.none())
            continue;
        std::vector<Constraint> bases, covers;
        for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
            for (int h = 0; h < 9; ++h) {
                const Constraint k = houseConstraint(kind, d, h);
                if (!ctx.isSolved(k))
                    (kind == ConstraintKind::Row ? bases : covers).push_back(k);
            }
        auto e = evaluate(ctx.state(), bases, covers);
        if (!e)
            continue;
        Step step = makeStep(std::string(req.technique), { std::move(*e) });
        labelExact(step, set ? CandidateSet() : found, set ? found : CandidateSet(), ProofRule::Template, t.count);
        sink.add(std::move(step));
    }
}

} // namespace

std::span<const Technique> templateTechniques()
{
    static const Technique table[] = {
        { "template-set", "Template Set", "templates", true, findTemplates },
        { "template-delete", "Template Delete", "templates", true, findTemplates },
    };
    return table;
}

} // namespace setwise
