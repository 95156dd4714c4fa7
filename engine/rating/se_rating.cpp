// SPDX-License-Identifier: GPL-3.0-or-later
// Sudoku Explainer style rating: the easiest-first path SE would take and its
// ER/EP/ED (see se_rating.h; the difficulty tables are in se_table.cpp).
#include "engine/rating/se_rating.h"

#include "engine/chains/chains.h"
#include "engine/rating/se_levels.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <climits>
#include <span>

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
            if (!hidden)
                continue; // not a house holding all its cells
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
    const CandidateSet after = s.live() - step.eliminations; // the live candidates once the step is applied
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
        if (before > 1 && (after & candidatesOf(k)).count() == 1)
            return (after & candidatesOf(k)).first();
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

// The steps of one technique in the context's state, at most `limit` (what
// findSteps() gives, on the path's own context instead of a new one).
std::vector<Step> stepsOf(
    const Context& ctx, std::string_view id, const SearchOptions& options, std::size_t limit = SIZE_MAX)
{
    StepSink sink(limit);
    const Technique* t = findTechnique(id);
    if (t && !options.cancelled())
        t->finder(ctx, FinderRequest { id, options }, sink);
    return std::move(sink.steps());
}

// The easiest single (full house 1.0, hidden single 1.2/1.5, naked single 2.3).
// Only the first full house and hidden single are asked for: every full house
// is 1.0, and the hidden singles come boxes first (1.2), then lines (1.5), so
// the first is the easiest of its kind.
std::optional<RatedStep> easiestSingle(const Context& ctx, const TechniqueSettings& settings)
{
    std::optional<RatedStep> best;
    for (std::string_view id : { "full-house", "hidden-single", "naked-single" }) {
        if (!enabled(settings, id))
            continue;
        for (Step& st : stepsOf(ctx, id, settings.options, id == "naked-single" ? SIZE_MAX : 1)) {
            const int t = singleTenths(ctx.state(), st);
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

// SE takes the first step its producer finds. Its subset producers look in
// the boxes, then the columns, then the rows (each from the first), its fish
// producers take columns as bases before rows: of several steps of the same
// difficulty (two hidden triples) it takes the first in that order, and the
// path goes on from there.
bool seTakesFirstHouse(std::string_view id)
{
    static constexpr std::array<std::string_view, 11> kIds
        = { "naked-pair", "locked-pair", "naked-triple", "locked-triple", "naked-quadruple", "hidden-pair",
              "hidden-triple", "hidden-quadruple", "x-wing", "swordfish", "jellyfish" };
    return std::find(kIds.begin(), kIds.end(), id) != kIds.end();
}

// The step's first house in SE's order: its house truths (hidden subsets,
// fish) or, for naked subsets, its house links; boxes, columns, rows.
int seHouseOrder(const Step& step)
{
    int best = 1000;
    for (const Evaluation& r : step.readings)
        for (const std::vector<Constraint>* sets : { &r.bases, &r.covers })
            for (Constraint k : *sets) {
                if (kindOf(k) == ConstraintKind::Cell)
                    continue;
                const int kind = kindOf(k) == ConstraintKind::Box ? 0 : kindOf(k) == ConstraintKind::Column ? 1 : 2;
                best = std::min(best, kind * 9 + constraintHouse(k) + (sets == &r.covers ? 100 : 0));
            }
    return best % 100;
}

// The steps of a state that the search for a direct hint read in full (all
// of a technique's steps, none taken): the other techniques' search takes
// them from here instead of searching again.
using SearchedSteps = std::vector<std::pair<std::string_view, std::vector<Step>>>;

std::vector<Step>* searchedSteps(SearchedSteps& searched, std::string_view id)
{
    for (auto& [which, steps] : searched)
        if (which == id)
            return &steps;
    return nullptr;
}

// A direct pointing, claiming, hidden pair or hidden triple below `limit`.
// A technique's direct difficulty is the same for all its steps: one not
// below `limit` is not searched.
std::optional<RatedStep> easiestDirect(
    const Context& ctx, const TechniqueSettings& settings, int limit, SearchedSteps& searched)
{
    for (std::string_view id :
        { "locked-candidates-pointing", "locked-candidates-claiming", "hidden-pair", "hidden-triple" }) {
        if (!enabled(settings, id))
            continue;
        Step probe;
        probe.technique = std::string(id);
        if (seStepTenths(probe, true) >= limit)
            continue;
        std::optional<RatedStep> first; // SE's producers look in the boxes, columns, rows
        std::vector<Step> steps = stepsOf(ctx, id, settings.options);
        for (Step& st : steps) {
            if (first && seHouseOrder(st) >= seHouseOrder(first->step))
                continue;
            if (auto single = leavesHiddenSingle(ctx.state(), st)) {
                const int t = seStepTenths(st, true);
                first = RatedStep { std::move(st), t, true, *single };
            }
        }
        if (first)
            return first;
        searched.emplace_back(id, std::move(steps));
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
// Triplet Exclusion. SE's Aligned Triplet Exclusion (7.5, tried right after
// its chains and cycles, before its Nishio and forcing chains) is on the
// path: on cbg000 lines below 6000 rated 7.5-8.2 it set SE's rating where
// Setwise had rated a forcing chain 8.3 (46 -> 55 of 59 within 0.1).
// These are the catalogue rows whose seRater is Both (engine/catalogue.h).
bool inSe121(std::string_view id)
{
    const CatalogueRow* row = findCatalogueRow(id);
    return row && row->seRater == SeRater::Both;
}

// What SukakuExplainer adds to SE 1.2.1 among Setwise's techniques: its
// single-digit chains of two strong links (a finned X-Wing is a turbot fish
// with a group), its strong-link chains (grouped ones up to four strong links)
// and its wings (ALS-XZ with a bivalue cell and an ALS of up to 4 cells).
// The last two only where its table rates them (see `inSukakuRange`).
// These are the catalogue rows whose seRater is SukakuOnly.
bool inSukaku(std::string_view id)
{
    const CatalogueRow* row = findCatalogueRow(id);
    return row && row->seRater != SeRater::Neither;
}

// A step of a technique SE 1.2.1 lacks is on the SukakuExplainer path only in
// the range its table has such patterns (up to 6.4); beyond it, SukakuExplainer
// goes on with SE's own chains.
bool inSukakuRange(const Step& step, int tenths)
{
    return inSe121(step.technique) || tenths <= 64;
}

// The enabled techniques other than singles, by SE base difficulty; only the
// techniques the variant's rater has. With what the path asks of each on
// every state, looked up once a path.
struct SeOrder {
    TechniqueSettings settings; // the ids in that order, the search options
    std::vector<const Technique*> techniques; // the registry's technique of each id (null: unknown)
    std::vector<int> bases; // the SE base difficulty of each id
    std::vector<std::string> rank; // the rank family's ids, in that order (one search)
};

SeOrder seOrder(const TechniqueSettings& settings, SeVariant variant)
{
    struct Entry {
        int base;
        const std::string* id;
    };
    std::vector<Entry> entries;
    for (const std::string& id : settings.order)
        if (id != "full-house" && id != "hidden-single" && id != "naked-single"
            && (variant == SeVariant::Se121 ? inSe121(id) : inSukaku(id)))
            entries.push_back({ seBaseTenths(id, variant), &id });
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.base < b.base; });
    SeOrder out;
    out.settings.options = settings.options;
    for (const Entry& e : entries) {
        const Technique* t = findTechnique(*e.id);
        out.settings.order.push_back(*e.id);
        out.techniques.push_back(t);
        out.bases.push_back(e.base);
        if (t && t->family == "rank")
            out.rank.push_back(*e.id);
    }
    return out;
}

// SE's unique rectangles and loops need both digits live in every cell of
// the loop; Setwise's also take a loop whose cell lost one of them by an
// earlier uniqueness step (the deadly pattern is still one the givens allow).
bool seSeesPattern(const State& s, const Step& step)
{
    const bool loop = step.technique.starts_with("uniqueness-") || step.technique.starts_with("unique-loop-");
    return !loop || (step.patternCandidates() - s.live()).none();
}

// Templates stand in for SE's Nishio forcing chains (one digit followed
// alone): their steps are rated as SE rates the Nishio chain of their
// easiest conclusion, and left out where no conclusion has one.
bool isTemplate(std::string_view id)
{
    return id == "template-set" || id == "template-delete";
}

// The first step of the first of `ids` that has one, as findNextStep() with
// these ids enabled finds it.
std::optional<Step> firstStep(const Context& ctx, std::span<const std::string> ids, const SearchOptions& options)
{
    for (const std::string& id : ids) {
        const Technique* t = findTechnique(id);
        if (!t || options.cancelled())
            continue;
        StepSink sink(1);
        t->finder(ctx, FinderRequest { id, options, ids, true }, sink);
        if (!sink.steps().empty())
            return std::move(sink.steps().front());
    }
    return std::nullopt;
}

// The most links a chain of technique `id` may have to be rated `tenths` or
// less (SE 1.2.1's table: its length increment grows with the drawn chain's
// nodes, at least the links plus one); -1 when none can, INT_MAX when any can.
int seMaxLinks(std::string_view id, int tenths)
{
    const auto least = [id](int links) { return seLeastForNodes(id, links + 1, SeVariant::Se121); };
    if (least(kMaxGroupedLinks + 1) <= tenths)
        return INT_MAX;
    int links = -1;
    while (links < kMaxGroupedLinks && least(links + 1) <= tenths)
        ++links;
    return links;
}

// A tenths bound from a later technique that the path reads anyway: the
// difficulty of the first step of each later chain technique searched
// apart from `i`'s search (the x and xy chains), as the loop in
// easiestOther() offers it; INT_MAX when there is none.
template <class Rate> int laterChainBound(const Context& ctx, const SeOrder& se, std::size_t i, const Rate& rate)
{
    const int search = chainSearchOf(se.settings.order[i]);
    int bound = INT_MAX;
    for (std::size_t j = i + 1; j < se.settings.order.size(); ++j) {
        const std::string& id = se.settings.order[j];
        const int other = chainSearchOf(id);
        if (other < 0 || other == search || !seGrows(id, SeVariant::Se121))
            continue;
        StepSink sink(1);
        findChains(ctx, FinderRequest { id, se.settings.options, se.settings.order }, sink);
        if (!sink.steps().empty())
            if (const int tenths = rate(sink.steps().front()); tenths >= 0)
                bound = std::min(bound, tenths);
    }
    return bound;
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
    const Context& ctx, const SeOrder& se, SeVariant variant, int enough, SearchedSteps& searched, bool boundChains)
{
    constexpr std::array<std::size_t, 4> kBatches = { 1, 8, 64, 400 };
    const TechniqueSettings& ordered = se.settings;
    std::optional<RatedStep> best;
    // The difficulty offer() gives a step, -1 when it leaves the step out.
    auto rate = [variant, &ctx](const Step& step) {
        if (!seSeesPattern(ctx.state(), step))
            return -1;
        int tenths = seStepTenths(step, false, variant);
        if (isTemplate(step.technique)) {
            const std::optional<int> nishio = seNishioTenths(ctx.state(), step);
            if (!nishio)
                return -1; // beyond SE's Nishio: SE goes on to its multiple forcing chains
            tenths = *nishio;
        }
        if (variant == SeVariant::Sukaku && !inSukakuRange(step, tenths))
            return -1;
        return tenths;
    };
    auto offer = [&best, &rate](Step& step) {
        const int tenths = rate(step);
        if (tenths >= 0 && (!best || tenths < best->tenths))
            best = RatedStep { std::move(step), tenths, false };
    };
    bool groupSearched = false;
    for (std::size_t i = 0; i < ordered.order.size(); ++i) {
        const std::string& id = ordered.order[i];
        if (best && (se.bases[i] >= best->tenths || best->tenths <= enough))
            break; // sorted by base: nothing further can be easier, or it need not be
        if (ordered.options.cancelled())
            return std::nullopt;
        const Technique* t = se.techniques[i];
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
        if (id.starts_with("uniqueness-")) { // the easiest whose pattern SE sees (offer() checks)
            for (Step& step : stepsOf(ctx, id, ordered.options))
                offer(step);
            continue;
        }
        if (seTakesFirstHouse(id)) {
            std::vector<Step>* read = searchedSteps(searched, id);
            std::vector<Step> steps = read ? std::move(*read) : stepsOf(ctx, id, ordered.options);
            const auto first = std::min_element(steps.begin(), steps.end(),
                [](const Step& a, const Step& b) { return seHouseOrder(a) < seHouseOrder(b); });
            if (first != steps.end())
                offer(*first);
            continue;
        }
        if (isTemplate(id)) { // each template step is rated as the easiest Nishio among its conclusions
            for (Step& step : stepsOf(ctx, id, ordered.options))
                offer(step);
            continue;
        }
        if (t && !rank && seGrows(id, variant)) {
            // A chain search builds no layer whose chains are all harder than
            // a step that wins over them: the best so far (ties go to the
            // earlier technique), or, before any, the first step of a later
            // x or xy chain, which the path reads when it gets there (no
            // chain left out here is as easy as it, nor no harder than
            // `enough`: SE's loops cost the nice-loop search its last layers
            // on most states).
            int maxLinks = INT_MAX;
            if (boundChains && variant == SeVariant::Se121 && chainSearchOf(id) >= 0) {
                if (best)
                    maxLinks = seMaxLinks(id, best->tenths - 1);
                else if (const int later = chainSearchOf(id) >= 2 ? laterChainBound(ctx, se, i, rate) : INT_MAX;
                         later != INT_MAX)
                    maxLinks = seMaxLinks(id, std::max(later, enough));
            }
            std::size_t seen = 0;
            for (std::size_t batch : kBatches) {
                StepSink sink(batch);
                if (maxLinks == INT_MAX)
                    t->finder(ctx, FinderRequest { id, ordered.options, ordered.order }, sink);
                else
                    findChainsUpTo(ctx, FinderRequest { id, ordered.options, ordered.order }, sink, maxLinks);
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
        if (std::vector<Step>* read = searchedSteps(searched, id)) { // its first step, as below
            if (!read->empty())
                offer(read->front());
            continue;
        }
        groupSearched = groupSearched || rank;
        if (auto step
            = firstStep(ctx, rank ? std::span<const std::string>(se.rank) : std::span(&id, 1), ordered.options))
            offer(*step);
    }
    return best;
}

// SE's Y-cycle (6.5 plus length) when it is easier than `found`, which
// Setwise's nice-loop search may have found as a longer mixed loop. Not
// looked for when `found` is no harder than `enough` or than any Y-cycle.
std::optional<RatedStep> easierYCycle(const Context& ctx, const TechniqueSettings& settings, SeVariant variant,
    const std::optional<RatedStep>& found, int enough)
{
    constexpr int kYCycleBase = 65;
    if (variant != SeVariant::Se121 || !enabled(settings, "continuous-nice-loop")
        || (found && (found->tenths <= kYCycleBase || found->tenths <= enough)))
        return std::nullopt;
    std::optional<Step> cycle = seEasiestYCycle(ctx, found ? found->tenths : 1000);
    if (!cycle)
        return std::nullopt;
    const int tenths = seStepTenths(*cycle, false, variant);
    return RatedStep { std::move(*cycle), tenths, false };
}

} // namespace

bool seHasTechnique(std::string_view id, SeVariant variant)
{
    return variant == SeVariant::Se121 ? inSe121(id) : inSukaku(id);
}

SePath sePath(
    const State& s, const TechniqueSettings& settings, SeVariant variant, std::size_t maxSteps, bool boundChains)
{
    const SeOrder ordered = seOrder(settings, variant);
    SePath path;
    path.variant = variant;
    path.final = s;
    int hardest = 0;
    bool placed = false; // ED and EP are fixed: only a harder step can change the rating
    Context ctx(path.final); // each state's context is the last one's, advanced in place
    CandidateSet placements; // of the last step: path.final is the state before it with these placed
    while (path.steps.size() < maxSteps) {
        if (!path.steps.empty())
            ctx.advance(path.final, &placements);
        if (auto end = pathEnd(ctx, settings.options, path.problem)) {
            path.result = *end;
            return path;
        }
        SearchedSteps searched;
        std::optional<RatedStep> next = easiestSingle(ctx, settings);
        if (!next || next->tenths > 15)
            if (auto direct = easiestDirect(ctx, settings, next ? next->tenths : 26, searched))
                next = std::move(direct);
        if (!next) {
            next = easiestOther(ctx, ordered, variant, placed ? hardest : -1, searched, boundChains);
            if (auto cycle = easierYCycle(ctx, settings, variant, next, placed ? hardest : -1))
                next = std::move(cycle);
        }
        if (!next) {
            path.result = settings.options.cancelled() ? SolvePath::Result::Cancelled : SolvePath::Result::Stuck;
            path.problem = "no enabled technique applies after " + std::to_string(path.steps.size()) + " steps";
            return path;
        }
        // SE's direct hints place their hidden single and eliminate nothing.
        if (next->direct) {
            path.final.place(cellOf(next->single), digitOf(next->single));
            placements = CandidateSet {};
            placements.set(next->single);
        } else {
            path.final = apply(path.final, next->step);
            placements = next->step.placements;
        }
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
