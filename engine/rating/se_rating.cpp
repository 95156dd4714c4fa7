// SPDX-License-Identifier: GPL-3.0-or-later
// Sudoku Explainer style rating: the technique table, a step's difficulty and
// the easiest-first path SE would take (see se_rating.h).
#include "engine/rating/se_rating.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>

namespace setwise
{

namespace
{

// How a technique's difficulty grows with its size.
enum class Growth {
    Fixed, // the base alone
    Chain, // a forcing chain of n nodes: SE counts n + 2 potentials, length n
    Cycle, // a closed loop of n nodes: n potentials, length n - 2
    Truths, // rank logic: the base for 3 truths, 0.2 more for each further truth
};

struct SeEntry {
    std::string_view id;
    int tenths; // base difficulty (mixed X/Y chains: see mixedTenths)
    Growth growth;
};

// SE 1.2.1's difficulties (HiddenSingleHint, NakedSingleHint, LockingHint,
// NakedSetHint, HiddenSetHint, XYWingHint, UniqueLoopHint, BugHint, CycleHint,
// ForcingChainHint, Chaining). Entries marked "~" are techniques SE lacks,
// rated as the SE technique that usually makes the same eliminations.
constexpr std::array kTable = {
    SeEntry { "full-house", 10, Growth::Fixed }, // last value in a house
    SeEntry { "hidden-single", 15, Growth::Fixed }, // 1.2 in a box (seStepTenths)
    SeEntry { "naked-single", 23, Growth::Fixed },
    SeEntry { "locked-candidates-pointing", 26, Growth::Fixed }, // direct: 1.7
    SeEntry { "locked-candidates-claiming", 28, Growth::Fixed }, // direct: 1.9
    SeEntry { "locked-pair", 30, Growth::Fixed }, // SE: naked pair
    SeEntry { "naked-pair", 30, Growth::Fixed }, SeEntry { "x-wing", 32, Growth::Fixed },
    SeEntry { "hidden-pair", 34, Growth::Fixed }, // direct: 2.0
    SeEntry { "locked-triple", 36, Growth::Fixed }, // SE: naked triple
    SeEntry { "naked-triple", 36, Growth::Fixed }, SeEntry { "swordfish", 38, Growth::Fixed },
    SeEntry { "hidden-triple", 40, Growth::Fixed }, // direct: 2.5
    SeEntry { "xy-wing", 42, Growth::Fixed }, SeEntry { "xyz-wing", 44, Growth::Fixed },
    SeEntry { "uniqueness-1", 45, Growth::Fixed },
    SeEntry { "avoidable-rectangle-1", 45, Growth::Fixed }, // ~ UR type 1
    SeEntry { "uniqueness-2", 45, Growth::Fixed },
    SeEntry { "uniqueness-3", 45, Growth::Fixed }, // UR type 3 with a pair
    SeEntry { "uniqueness-4", 45, Growth::Fixed }, SeEntry { "uniqueness-5", 45, Growth::Fixed }, // ~ UR type 2
    SeEntry { "avoidable-rectangle-2", 46, Growth::Fixed }, // ~ UR type 2
    SeEntry { "uniqueness-6", 47, Growth::Fixed }, // ~ unique loop
    SeEntry { "hidden-rectangle", 47, Growth::Fixed }, // ~ unique loop
    SeEntry { "naked-quadruple", 50, Growth::Fixed }, SeEntry { "jellyfish", 52, Growth::Fixed },
    SeEntry { "squirmbag", 52, Growth::Fixed }, // ~ its complementary fish, size <= 4
    SeEntry { "whale", 52, Growth::Fixed }, SeEntry { "leviathan", 52, Growth::Fixed },
    SeEntry { "hidden-quadruple", 54, Growth::Fixed }, SeEntry { "bug-plus-1", 56, Growth::Fixed },
    // Single-digit chains: SE's X-chains (forcing X-chain 6.6, X-cycle 6.5).
    SeEntry { "skyscraper", 66, Growth::Chain }, SeEntry { "two-string-kite", 66, Growth::Chain },
    SeEntry { "turbot-fish", 66, Growth::Chain },
    SeEntry { "empty-rectangle", 66, Growth::Chain }, // ~ SE has no groups
    SeEntry { "dual-two-string-kite", 66, Growth::Chain }, SeEntry { "dual-empty-rectangle", 66, Growth::Chain },
    SeEntry { "finned-x-wing", 66, Growth::Fixed }, // ~ forcing X-chain of 4 to 6 nodes
    SeEntry { "sashimi-x-wing", 66, Growth::Fixed }, SeEntry { "simple-colors-trap", 66, Growth::Chain },
    SeEntry { "simple-colors-wrap", 66, Growth::Chain }, SeEntry { "x-chain", 66, Growth::Chain },
    SeEntry { "remote-pair", 66, Growth::Chain }, // mixed: 7.0 (mixedTenths)
    SeEntry { "xy-chain", 66, Growth::Chain }, SeEntry { "finned-swordfish", 67, Growth::Fixed },
    SeEntry { "sashimi-swordfish", 67, Growth::Fixed }, SeEntry { "multi-colors-1", 67, Growth::Chain },
    SeEntry { "multi-colors-2", 67, Growth::Chain }, SeEntry { "franken-x-wing", 67, Growth::Fixed },
    SeEntry { "finned-franken-x-wing", 68, Growth::Fixed }, SeEntry { "finned-jellyfish", 68, Growth::Fixed },
    SeEntry { "sashimi-jellyfish", 68, Growth::Fixed }, SeEntry { "franken-swordfish", 68, Growth::Fixed },
    SeEntry { "finned-franken-swordfish", 69, Growth::Fixed }, SeEntry { "finned-squirmbag", 69, Growth::Fixed },
    SeEntry { "sashimi-squirmbag", 69, Growth::Fixed }, SeEntry { "franken-jellyfish", 69, Growth::Fixed },
    SeEntry { "continuous-nice-loop", 65, Growth::Cycle }, // X-cycle 6.5, mixed 7.0
    SeEntry { "grouped-continuous-nice-loop", 65, Growth::Cycle },
    SeEntry { "discontinuous-nice-loop", 66, Growth::Chain }, // forcing chain 6.6, mixed 7.0
    SeEntry { "aic", 66, Growth::Chain },
    SeEntry { "grouped-discontinuous-nice-loop", 80, Growth::Chain }, // ~ SE has no groups: region forcing chains
    SeEntry { "grouped-aic", 80, Growth::Chain }, SeEntry { "finned-franken-jellyfish", 70, Growth::Fixed },
    SeEntry { "finned-whale", 70, Growth::Fixed }, SeEntry { "sashimi-whale", 70, Growth::Fixed },
    SeEntry { "finned-leviathan", 71, Growth::Fixed }, SeEntry { "sashimi-leviathan", 71, Growth::Fixed },
    SeEntry { "w-wing", 71, Growth::Fixed }, // ~ forcing chain of 6 nodes, X and Y links
    SeEntry { "als-xz", 71, Growth::Fixed }, // ~ short forcing chain
    SeEntry { "mutant-x-wing", 71, Growth::Fixed }, SeEntry { "sue-de-coq", 72, Growth::Fixed },
    SeEntry { "rank-0-logic", 68, Growth::Truths }, // ~ 3 truths: 6.8 (cbg000 median)
    SeEntry { "finned-mutant-x-wing", 72, Growth::Fixed }, SeEntry { "mutant-swordfish", 72, Growth::Fixed },
    SeEntry { "franken-squirmbag", 72, Growth::Fixed }, SeEntry { "finned-franken-squirmbag", 73, Growth::Fixed },
    SeEntry { "finned-mutant-swordfish", 73, Growth::Fixed }, SeEntry { "mutant-jellyfish", 73, Growth::Fixed },
    SeEntry { "als-xy-wing", 80, Growth::Chain }, // ~ SE: cell/region forcing chains
    SeEntry { "rank-1-logic", 71, Growth::Truths }, // ~ 3 truths: 7.1 (cbg000 median)
    SeEntry { "franken-whale", 73, Growth::Fixed }, SeEntry { "finned-mutant-jellyfish", 74, Growth::Fixed },
    SeEntry { "finned-franken-whale", 74, Growth::Fixed }, SeEntry { "franken-leviathan", 74, Growth::Fixed },
    SeEntry { "mutant-squirmbag", 74, Growth::Fixed },
    SeEntry { "als-xy-chain", 80, Growth::Chain }, // ~ SE: cell/region forcing chains
    SeEntry { "msls", 72, Growth::Fixed }, // ~ cbg000 median
    SeEntry { "finned-franken-leviathan", 75, Growth::Fixed }, SeEntry { "finned-mutant-squirmbag", 75, Growth::Fixed },
    SeEntry { "mutant-whale", 75, Growth::Fixed },
    SeEntry { "death-blossom", 80, Growth::Chain }, // ~ SE: cell forcing chains
    SeEntry { "forcing-chain-contradiction", 80, Growth::Chain }, // SE: multiple (contradiction) forcing chains
    SeEntry { "finned-mutant-whale", 76, Growth::Fixed }, SeEntry { "mutant-leviathan", 76, Growth::Fixed },
    SeEntry { "rank-2-logic", 76, Growth::Fixed }, SeEntry { "finned-mutant-leviathan", 77, Growth::Fixed },
    SeEntry { "template-delete", 78, Growth::Fixed }, // ~ Nishio on one digit
    SeEntry { "template-set", 78, Growth::Fixed },
    SeEntry { "forcing-chain-verity", 80, Growth::Chain }, // SE: cell/region forcing chains
    SeEntry { "forcing-net-contradiction", 85, Growth::Chain }, // SE: dynamic forcing chains
    SeEntry { "forcing-net-verity", 85, Growth::Chain },
    SeEntry { "nested-forcing-net", 95, Growth::Chain }, // SE: dynamic (+ forcing chains)
};

const SeEntry* entryOf(std::string_view id)
{
    for (const SeEntry& e : kTable)
        if (e.id == id)
            return &e;
    return nullptr;
}

// SE's chain nodes for a step: the drawn chain, else two candidates per cell
// base (XY-chains and remote pairs from the rank search), else one per base.
int chainNodes(const Step& step)
{
    if (!step.chainNodes.empty())
        return int(step.chainNodes.size());
    int bases = 0;
    for (const Evaluation& e : step.readings)
        bases += int(e.bases.size());
    const bool cells = !step.readings.empty() && !step.readings.front().bases.empty()
        && kindOf(step.readings.front().bases.front()) == ConstraintKind::Cell;
    return cells ? 2 * bases : bases;
}

// A chain of more than one digit is SE's mixed (X and Y) chain: 7.0 instead
// of 6.5/6.6 (XY-chains and remote pairs too: their weak links between cells
// of one digit are SE's X links; cbg000 rates them 7.1-7.2, not 6.8-6.9).
int mixedTenths(const Step& step, int base)
{
    if (step.digits.size() <= 1)
        return base;
    if (base == 65 || base == 66)
        return 70;
    return base;
}

} // namespace

int seLengthTenths(int length)
{
    int added = 0;
    int ceiling = 4;
    for (bool odd = false; length > ceiling; odd = !odd) {
        ++added;
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    }
    return added;
}

int seBaseTenths(std::string_view technique)
{
    const SeEntry* e = entryOf(technique);
    return e ? e->tenths : 0;
}

int seStepTenths(const Step& step, bool direct)
{
    const SeEntry* e = entryOf(step.technique);
    if (!e)
        return 0;
    if (step.technique == "hidden-single") {
        const bool box = !step.readings.empty() && !step.readings.front().bases.empty()
            && kindOf(step.readings.front().bases.front()) == ConstraintKind::Box;
        return box ? 12 : 15;
    }
    if (direct) {
        if (step.technique == "locked-candidates-pointing")
            return 17;
        if (step.technique == "locked-candidates-claiming")
            return 19;
        if (step.technique == "hidden-pair")
            return 20;
        if (step.technique == "hidden-triple")
            return 25;
    }
    switch (e->growth) {
    case Growth::Fixed:
        return e->tenths;
    case Growth::Chain:
        return mixedTenths(step, e->tenths) + seLengthTenths(chainNodes(step));
    case Growth::Cycle:
        return mixedTenths(step, e->tenths) + seLengthTenths(chainNodes(step) - 2);
    case Growth::Truths: {
        int truths = 0;
        for (const Evaluation& r : step.readings)
            truths = std::max(truths, int(r.bases.size()));
        return e->tenths + 2 * std::max(0, truths - 3);
    }
    }
    return e->tenths;
}

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

// The enabled techniques other than singles, by SE base difficulty.
TechniqueSettings seOrder(const TechniqueSettings& settings)
{
    TechniqueSettings out = settings;
    out.order.clear();
    for (const std::string& id : settings.order)
        if (id != "full-house" && id != "hidden-single" && id != "naked-single")
            out.order.push_back(id);
    std::stable_sort(out.order.begin(), out.order.end(),
        [](const std::string& a, const std::string& b) { return seBaseTenths(a) < seBaseTenths(b); });
    return out;
}

bool isWing(std::string_view id)
{
    return id == "xy-wing" || id == "xyz-wing" || id == "w-wing";
}

// Whether a technique's SE difficulty depends on the step (chain length).
bool grows(std::string_view id)
{
    const SeEntry* e = entryOf(id);
    return e && e->growth != Growth::Fixed;
}

// The easiest step SE would see among the other techniques: they are tried
// by SE base difficulty; a technique whose difficulty grows with its chains
// offers all its steps (up to kChainSteps), the others their first. The
// search stops at the first technique whose base is not below the best
// difficulty found. The rank search hands out its simplest structure of any
// enabled shape, so the three-truth wings (4.2, 4.4, 6.6) get searches of
// their own, limited to three truths, and the other rank shapes share one.
std::optional<RatedStep> easiestOther(const Context& ctx, const TechniqueSettings& ordered)
{
    constexpr std::size_t kChainSteps = 400;
    TechniqueSettings group = ordered;
    group.order.clear();
    for (const std::string& id : ordered.order) {
        const Technique* t = findTechnique(id);
        if (t && t->family == "rank" && !isWing(id))
            group.order.push_back(id);
    }
    std::optional<RatedStep> best;
    auto offer = [&best](Step& step) {
        const int tenths = seStepTenths(step);
        if (!best || tenths < best->tenths)
            best = RatedStep { std::move(step), tenths, false };
    };
    bool groupSearched = false;
    for (const std::string& id : ordered.order) {
        if (best && seBaseTenths(id) >= best->tenths)
            break; // sorted by base: nothing further can be easier
        if (ordered.options.cancelled())
            return std::nullopt;
        const Technique* t = findTechnique(id);
        const bool rank = t && t->family == "rank";
        if (rank && !isWing(id) && groupSearched)
            continue;
        if (t && !rank && grows(id)) {
            StepSink sink(kChainSteps);
            t->finder(ctx, FinderRequest { id, ordered.options, ordered.order }, sink);
            for (Step& step : sink.steps())
                offer(step);
            continue;
        }
        TechniqueSettings one = ordered;
        one.order = { id };
        if (isWing(id))
            one.options.maxTruths = std::min(one.options.maxTruths, 3);
        if (rank && !isWing(id)) {
            one = group;
            groupSearched = true;
        }
        if (auto step = findNextStep(ctx, one))
            offer(*step);
    }
    return best;
}

} // namespace

SePath sePath(const State& s, const TechniqueSettings& settings, std::size_t maxSteps)
{
    const TechniqueSettings ordered = seOrder(settings);
    SePath path;
    path.final = s;
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
            next = easiestOther(ctx, ordered);
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
        path.steps.push_back(std::move(*next));
    }
    path.result = SolvePath::Result::Stuck;
    path.problem = "step limit reached";
    return path;
}

SeRating seRating(const SePath& path)
{
    SeRating r;
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
