// SPDX-License-Identifier: GPL-3.0-or-later
// Sudoku Explainer style rating: the easiest-first path SE would take and its
// ER/EP/ED (see se_rating.h; the difficulty tables are in se_table.cpp).
#include "engine/rating/se_rating.h"

#include "engine/rating/se_levels.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>

namespace setwise
{

namespace
{

// The houses a hidden subset is hidden in: every house holding all its cells
// in which its digits live in those cells only (a pair can be hidden in its
// box and its line at once; the step keeps one reading).
std::vector<int> hiddenSubsetHouses(const State& s, const Step& step)
{
    CellSet cells;
    for (const Evaluation& r : step.readings)
        for (Constraint k : r.covers)
            if (kindOf(k) == ConstraintKind::Cell)
                cells.set(k);
    std::vector<int> houses; // 27 * 0 + (kind - 1) * 9 + house
    for (int kind = 1; kind <= 3; ++kind)
        for (int h = 0; h < 9; ++h) {
            bool hidden = cells.any();
            for (Cell c : cells)
                hidden = hidden && constraintHouse(constraintOf(candidateOf(c, 0), ConstraintKind(kind))) == h;
            for (Digit d : step.digits) {
                const Constraint k = houseConstraint(ConstraintKind(kind), d, h);
                for (Candidate x : s.live() & candidatesOf(k))
                    hidden = hidden && cells.test(cellOf(x));
            }
            if (hidden)
                houses.push_back((kind - 1) * 9 + h);
        }
    return houses;
}

} // namespace

std::optional<Candidate> leavesHiddenSingle(const State& s, const Step& step)
{
    if (step.readings.empty() || step.readings.front().bases.empty())
        return std::nullopt;
    // SE looks for the hidden single in a house of the base's kind: another
    // box for pointing, another line for claiming, the subset's own house for
    // hidden pairs and triples.
    const Constraint base = step.readings.front().bases.front();
    const bool subset = step.technique == "hidden-pair" || step.technique == "hidden-triple";
    const std::vector<int> houses = subset ? hiddenSubsetHouses(s, step) : std::vector<int> {};
    State after = s;
    after.eliminate(step.eliminations);
    ConstraintSet touched;
    for (Candidate x : step.eliminations)
        for (Constraint k : constraintsOf(x)) {
            if (kindOf(k) == ConstraintKind::Cell)
                continue;
            const int house = (int(kindOf(k)) - 1) * 9 + constraintHouse(k);
            if (subset ? std::find(houses.begin(), houses.end(), house) != houses.end() : kindOf(k) == kindOf(base))
                touched.set(k);
        }
    for (Constraint k : touched) {
        const int before = (s.live() & candidatesOf(k)).count();
        if (before > 1 && (after.live() & candidatesOf(k)).count() == 1)
            return (after.live() & candidatesOf(k)).first();
    }
    return std::nullopt;
}

namespace
{

bool enabled(const TechniqueSettings& settings, std::string_view id)
{
    return settings.isEnabled(id);
}

// A single as SE rates it: a naked single that is also alone in its box or a
// line is SE's hidden single (SE looks for hidden singles first).
int singleTenths(const State& s, const Step& st)
{
    if (st.technique != "naked-single" || st.placements.none())
        return seStepTenths(st);
    const Candidate x = st.placements.first();
    if ((s.live() & candidatesOf(constraintOf(x, ConstraintKind::Box))).count() == 1)
        return 12;
    for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column })
        if ((s.live() & candidatesOf(constraintOf(x, kind))).count() == 1)
            return 15;
    return seStepTenths(st);
}

// The easiest single (full house 1.0, hidden single 1.2/1.5, naked single 2.3).
std::optional<RatedStep> easiestSingle(const State& s, const TechniqueSettings& settings)
{
    std::optional<RatedStep> best;
    for (std::string_view id : { "full-house", "hidden-single", "naked-single" }) {
        if (!enabled(settings, id))
            continue;
        for (Step& st : findSteps(s, id, settings.options)) {
            const int t = singleTenths(s, st);
            if (!best || t < best->tenths)
                best = RatedStep { std::move(st), t, false };
            if (best->tenths <= 10)
                return best;
        }
        if (best && best->tenths <= 12)
            return best;
    }
    return best;
}

// A direct pointing, claiming, hidden pair or hidden triple below `limit`.
std::optional<RatedStep> easiestDirect(const State& s, const TechniqueSettings& settings, int limit)
{
    for (std::string_view id :
        { "locked-candidates-pointing", "locked-candidates-claiming", "hidden-pair", "hidden-triple" }) {
        if (!enabled(settings, id))
            continue;
        for (Step& st : findSteps(s, id, settings.options)) {
            if (seStepTenths(st, true) >= limit)
                break;
            if (auto single = leavesHiddenSingle(s, st)) {
                const int t = seStepTenths(st, true);
                return RatedStep { std::move(st), t, true, *single };
            }
        }
    }
    return std::nullopt;
}

// SE 1.2.1's own techniques (templates stand in for its Nishio). A technique
// SE lacks (ALS, grouped chains, finned and Franken fish, colouring, ...) can
// crack a puzzle below the forcing chains SE needs there: on cbg000's 7.5-8.9
// band such steps set or enabled a too low ER on 62 of 70 misses. SE 1.2.1's
// uniqueness techniques are the unique rectangles and loops of types 1-4 and
// the BUG of types 1-4: HoDoKu's type 5, its avoidable rectangles and hidden
// rectangle are not among them (they gave the worst held-out misses, SER 7.1
// and 6.6 rated 4.5). Aligned Pair Exclusion (6.2) is SE's too. SE 1.2.1's
// difficulty table as published on SukakuExplainer's wiki page "Difficulty
// ratings in Sudoku Explainer v1.2.1": 4.5-5.0 unique rectangles and loops,
// 5.6-6.0 Bivalue Universal Graves, 6.2 Aligned Pair Exclusion, 7.5 Aligned
// Triplet Exclusion. SE's Aligned Triplet Exclusion is not on the path: with
// it, Setwise's ATE (engine/exclusion/) changed the path on 3 of the 769
// held-out cbg000 lines (every 20th from 6001) and made one 8.x line worse
// (SER 8.4: 8.3 -> 8.2), never SE's hardest step there (on all 21,375 lines
// it would gain 21 lines within 0.1; see the README).
bool inSe121(std::string_view id)
{
    static constexpr std::array<std::string_view, 41> kIds = { "locked-candidates-pointing",
        "locked-candidates-claiming", "locked-pair", "locked-triple", "naked-pair", "hidden-pair", "naked-triple",
        "hidden-triple", "naked-quadruple", "hidden-quadruple", "x-wing", "swordfish", "jellyfish", "xy-wing",
        "xyz-wing", "uniqueness-1", "uniqueness-2", "uniqueness-3", "uniqueness-4", "unique-loop-1", "unique-loop-2",
        "unique-loop-3", "unique-loop-4", "bug-plus-1", "bug-type-2", "bug-type-3", "bug-type-4",
        "aligned-pair-exclusion", "remote-pair", "x-chain", "xy-chain", "continuous-nice-loop",
        "discontinuous-nice-loop", "aic", "forcing-chain-contradiction", "forcing-chain-verity",
        "forcing-net-contradiction", "forcing-net-verity", "nested-forcing-net", "template-set", "template-delete" };
    return std::find(kIds.begin(), kIds.end(), id) != kIds.end();
}

// What SukakuExplainer adds to SE 1.2.1 among Setwise's techniques: its
// single-digit chains of two strong links (a finned X-Wing is a turbot fish
// with a group), its strong-link chains (grouped ones up to four strong links)
// and its wings (ALS-XZ with a bivalue cell and an ALS of up to 4 cells).
// The last two only where its table rates them (see `inSukakuRange`).
bool inSukaku(std::string_view id)
{
    static constexpr std::array<std::string_view, 10> kIds
        = { "skyscraper", "two-string-kite", "turbot-fish", "empty-rectangle", "finned-x-wing", "sashimi-x-wing",
              "als-xz", "grouped-continuous-nice-loop", "grouped-discontinuous-nice-loop", "grouped-aic" };
    return inSe121(id) || std::find(kIds.begin(), kIds.end(), id) != kIds.end();
}

// A step of a technique SE 1.2.1 lacks is on the SukakuExplainer path only in
// the range its table has such patterns (up to 6.4); beyond it, SukakuExplainer
// goes on with SE's own chains.
bool inSukakuRange(const Step& step, int tenths)
{
    return inSe121(step.technique) || tenths <= 64;
}

// The enabled techniques other than singles, by SE base difficulty; only the
// techniques the variant's rater has.
TechniqueSettings seOrder(const TechniqueSettings& settings, SeVariant variant)
{
    TechniqueSettings out = settings;
    out.order.clear();
    for (const std::string& id : settings.order)
        if (id != "full-house" && id != "hidden-single" && id != "naked-single"
            && (variant == SeVariant::Se121 ? inSe121(id) : inSukaku(id)))
            out.order.push_back(id);
    std::stable_sort(out.order.begin(), out.order.end(), [variant](const std::string& a, const std::string& b) {
        return seBaseTenths(a, variant) < seBaseTenths(b, variant);
    });
    return out;
}

// The easiest step SE would see among the other techniques, or the first one
// found that is no harder than `enough` (it cannot change the rating). They
// are tried by SE base difficulty; the search stops at the first technique
// whose base is not below the best difficulty found. A technique whose
// difficulty grows with its steps hands them out shortest first; they are
// read in batches (1, 8, 64, 400 steps) until the best is as easy as any
// later one can be. The rank family's shapes share one search (the rank
// search hands out its simplest structure of any enabled shape).
std::optional<RatedStep> easiestOther(
    const Context& ctx, const TechniqueSettings& ordered, SeVariant variant, int enough)
{
    constexpr std::array<std::size_t, 4> kBatches = { 1, 8, 64, 400 };
    TechniqueSettings group = ordered;
    group.order.clear();
    for (const std::string& id : ordered.order) {
        const Technique* t = findTechnique(id);
        if (t && t->family == "rank")
            group.order.push_back(id);
    }
    std::optional<RatedStep> best;
    auto offer = [&best, variant](Step& step) {
        const int tenths = seStepTenths(step, false, variant);
        if (variant == SeVariant::Sukaku && !inSukakuRange(step, tenths))
            return;
        if (!best || tenths < best->tenths)
            best = RatedStep { std::move(step), tenths, false };
    };
    bool groupSearched = false;
    for (const std::string& id : ordered.order) {
        if (best && (seBaseTenths(id, variant) >= best->tenths || best->tenths <= enough))
            break; // sorted by base: nothing further can be easier, or it need not be
        if (ordered.options.cancelled())
            return std::nullopt;
        const Technique* t = findTechnique(id);
        const bool rank = t && t->family == "rank";
        if (rank && groupSearched)
            continue;
        if (id == "nested-forcing-net") // SE's nesting levels (se_levels.h)
            if (auto hint = seEasiestNested(ctx, enough))
                if (auto step = seLevelStep(ctx, *hint)) {
                    if (!best || hint->tenths < best->tenths)
                        best = RatedStep { std::move(*step), hint->tenths, false };
                    continue;
                }
        if (t && !rank && seGrows(id, variant)) {
            std::size_t seen = 0;
            for (std::size_t batch : kBatches) {
                StepSink sink(batch);
                t->finder(ctx, FinderRequest { id, ordered.options, ordered.order }, sink);
                std::vector<Step>& steps = sink.steps();
                int least = seBaseTenths(id, variant);
                for (; seen < steps.size(); ++seen) {
                    least = seLeastFrom(id, steps[seen], variant);
                    offer(steps[seen]);
                }
                if (steps.size() < batch || ordered.options.cancelled()
                    || (best && (best->tenths <= least || best->tenths <= enough)))
                    break;
            }
            continue;
        }
        TechniqueSettings one = ordered;
        one.order = { id };
        if (rank) {
            one = group;
            groupSearched = true;
        }
        if (auto step = findNextStep(ctx, one))
            offer(*step);
    }
    return best;
}

} // namespace

bool seHasTechnique(std::string_view id, SeVariant variant)
{
    return variant == SeVariant::Se121 ? inSe121(id) : inSukaku(id);
}

SePath sePath(const State& s, const TechniqueSettings& settings, SeVariant variant, std::size_t maxSteps)
{
    const TechniqueSettings ordered = seOrder(settings, variant);
    SePath path;
    path.variant = variant;
    path.final = s;
    int hardest = 0;
    bool placed = false; // ED and EP are fixed: only a harder step can change the rating
    while (path.steps.size() < maxSteps) {
        const Context ctx(path.final);
        if (auto end = pathEnd(ctx, settings.options, path.problem)) {
            path.result = *end;
            return path;
        }
        std::optional<RatedStep> next = easiestSingle(path.final, settings);
        if (!next || next->tenths > 15)
            if (auto direct = easiestDirect(path.final, settings, next ? next->tenths : 26))
                next = std::move(direct);
        if (!next)
            next = easiestOther(ctx, ordered, variant, placed ? hardest : -1);
        if (!next) {
            path.result = settings.options.cancelled() ? SolvePath::Result::Cancelled : SolvePath::Result::Stuck;
            path.problem = "no enabled technique applies after " + std::to_string(path.steps.size()) + " steps";
            return path;
        }
        // SE's direct hints place their hidden single and eliminate nothing.
        if (next->direct)
            path.final.place(cellOf(next->single), digitOf(next->single));
        else
            path.final = apply(path.final, next->step);
        hardest = std::max(hardest, next->tenths);
        placed = placed || next->direct || next->step.placements.any();
        path.steps.push_back(std::move(*next));
    }
    path.result = SolvePath::Result::Stuck;
    path.problem = "step limit reached";
    return path;
}

SeRating seRating(const SePath& path)
{
    SeRating r;
    r.variant = path.variant;
    int running = 0;
    std::string runningId;
    for (const RatedStep& rs : path.steps) {
        if (runningId.empty() || rs.tenths > running) {
            running = std::max(running, rs.tenths);
            runningId = rs.step.technique;
        }
        if (!r.ed) {
            r.ed = running;
            r.edTechnique = runningId;
        }
        if (!r.ep && (rs.step.placements.any() || rs.direct)) {
            r.ep = running;
            r.epTechnique = runningId;
        }
    }
    if (path.result == SolvePath::Result::Solved) {
        r.er = running;
        r.erTechnique = runningId;
        if (!r.ed) // a solved grid: nothing to do
            r.er = r.ep = r.ed = 0;
    } else {
        r.problem = std::string(resultName(path.result)) + (path.problem.empty() ? "" : ": " + path.problem);
    }
    return r;
}

} // namespace setwise
