// SPDX-License-Identifier: GPL-3.0-or-later
// Templates (HoDoKu's template set and template delete): the exact evaluation
// over the constraints of one digit. A template is a placement of the digit in
// 9 cells, one per row, column and box, through its filled cells and live
// candidates. As HoDoKu does, a template of digit d is dropped when it takes a
// cell that every kept template of another digit holds (two digits never
// share a cell), until nothing changes. A candidate in every kept template is true (template set), one in no
// kept template is false (template delete).
//
// As set logic: bases are the digit's unsolved row constraints (exactly one
// true each), covers its unsolved column and box constraints (at most one);
// the templates are exactly the solutions of that sub-puzzle. When the
// conclusion needs the other digits' templates, the reading adds their row
// constraints as bases and their column and box constraints and the cells of
// the digit as covers (the sub-puzzle over every digit). The step says so:
// rule "exact (template)", with the readings evaluate() gives for those sets.
#include "engine/fish/fish.h"
#include "engine/forcing/argue.h"
#include "engine/forcing/forcing.h"

#include <array>

namespace setwise
{

namespace
{

// Every template of each digit (none for a digit already placed nine times).
struct DigitTemplates {
    std::array<std::vector<CellSet>, 9> all;
    std::uint64_t count = 0;
};

void addHouses(const Context& ctx, Digit d, std::vector<Constraint>& bases, std::vector<Constraint>& covers)
{
    for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
        for (int h = 0; h < 9; ++h) {
            const Constraint k = houseConstraint(kind, d, h);
            if (!ctx.isSolved(k))
                (kind == ConstraintKind::Row ? bases : covers).push_back(k);
        }
}

// The templates of digit d, copied into `out`; their number. They depend only
// on the digit's live and placed cells, so each thread keeps the last list per
// digit: template set and template delete ask in turn for the same state, and
// a step leaves most digits as they were.
std::uint64_t digitTemplates(const Context& ctx, Digit d, std::vector<CellSet>& out)
{
    struct Memo {
        CellSet live, placed;
        std::vector<CellSet> list;
        std::uint64_t count = 0;
        bool valid = false;
    };
    thread_local std::array<Memo, 9> memo;
    const CellSet& placed = ctx.placedCells(d);
    Memo& m = memo[std::size_t(d)];
    if (!m.valid || m.live != ctx.cellsWith(d) || m.placed != placed) {
        m.list.clear();
        m.count = templateCells(ctx.state(), d, &m.list).count;
        m.live = ctx.cellsWith(d);
        m.placed = placed;
        m.valid = true;
    }
    out = m.list;
    return m.count;
}

void findTemplates(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const bool set = req.technique == "template-set";
    DigitTemplates dt;
    for (Digit d = 0; d < 9; ++d)
        if (ctx.cellsWith(d).any())
            dt.count += digitTemplates(ctx, d, dt.all[d]);
    // Templates kept against the cells the other digits' kept templates all
    // hold (HoDoKu), until nothing changes.
    std::array<std::vector<CellSet>, 9> kept = dt.all;
    std::array<CellSet, 9> certain {};
    for (bool changed = true; changed;) {
        changed = false;
        for (Digit d = 0; d < 9; ++d) {
            certain[d] = CellSet::all();
            for (const CellSet& t : kept[d])
                certain[d] &= t;
            if (kept[d].empty())
                certain[d].clear();
        }
        for (Digit d = 0; d < 9; ++d)
            changed |= std::erase_if(kept[d], [&](const CellSet& t) {
                for (Digit k = 0; k < 9; ++k)
                    if (k != d && t.intersects(certain[k]))
                        return true;
                return false;
            }) > 0;
    }
    for (Digit d = 0; d < 9 && !sink.full(); ++d) {
        if (ctx.cellsWith(d).none() || req.options.cancelled())
            continue;
        // Step 1. The digit's templates, alone and kept against the others.
        CellSet some, every = CellSet::all(), keptSome, keptEvery = CellSet::all();
        for (const CellSet& t : dt.all[d]) {
            some |= t;
            every &= t;
        }
        for (const CellSet& t : kept[d]) {
            keptSome |= t;
            keptEvery &= t;
        }
        if (keptSome.none())
            continue; // no template at all: the state has no solution
        CandidateSet found, alone;
        for (Cell c : set ? keptEvery : ctx.cellsWith(d) - keptSome)
            if (ctx.state().isEmpty(c))
                found.set(candidateOf(c, d));
        if (found.none())
            continue;
        for (Cell c : set ? every : ctx.cellsWith(d) - some)
            if (ctx.state().isEmpty(c))
                alone.set(candidateOf(c, d));
        // Step 2. The reading: one digit, or every digit when the others were needed.
        std::vector<Constraint> bases, covers;
        addHouses(ctx, d, bases, covers);
        if (!found.isSubsetOf(alone)) {
            for (Digit k = 0; k < 9; ++k)
                if (k != d && ctx.cellsWith(k).any())
                    addHouses(ctx, k, bases, covers);
            for (Cell c : ctx.cellsWith(d))
                covers.push_back(cellConstraint(c));
        }
        auto e = evaluate(ctx.state(), bases, covers);
        if (!e)
            continue;
        Step step = makeStep(std::string(req.technique), { std::move(*e) });
        labelExact(step, set ? CandidateSet() : found, set ? found : CandidateSet(), ProofRule::Template, dt.count);
        // The argument: a single-digit net of the digit per conclusion; the
        // conclusions without one are not made (argue.h).
        if (argueByNets(ctx.state(), step))
            sink.add(std::move(step));
    }
}

} // namespace

std::span<const Technique> templateTechniques()
{
    static const Technique table[] = {
        technique(TechniqueId::TemplateSet, findTemplates),
        technique(TechniqueId::TemplateDelete, findTemplates),
    };
    return table;
}

} // namespace setwise
