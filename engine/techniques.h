// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The technique registry (docs/architecture.md, Techniques): the finders of
// the catalogue's techniques (engine/catalogue.h: ids, names, families,
// defaults, ratings) in the default simplest-first order. Each family's
// finder file contributes its own table, rows technique(TechniqueId, finder);
// registry.cpp joins them in order.

#include "engine/catalogue.h"
#include "engine/context.h"
#include "engine/step.h"

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace setwise
{

// Searches a budget stopped before they exhausted their limits (the rank
// search's node cap): set SearchOptions::report to learn that the steps found
// may miss some, and what was exhausted.
struct SearchReport {
    bool cut = false; // some search stopped at its budget
    std::string lastCut; // what the last of them says it exhausted
    // A wall-clock safety net (SearchOptions::rankDeadline), not a node
    // budget, stopped the last search cut: its list may differ by machine.
    bool timeCut = false;
};

// Limits for the searches that have them (set by the user in the GUI/CLI).
struct SearchOptions {
    int maxFins = 5; // fish: fins allowed
    int maxEndoFins = 2; // fish: endo fins allowed
    int maxTruths = 6; // rank search: bases per structure
    int maxRank = 1; // rank search: 0, 1 or 2
    int maxDigits = 9; // rank search: digits per structure
    // Rank family: search nodes per state (about 10 s of CPU at most; rank 2
    // gets a twentieth; explain and alternatives: the CLI's --nodes); a search this budget stops says so in `report`
    // and names what it exhausted.
    std::uint64_t maxNodes = 60'000'000;
    // Rank family: a wall-clock safety net (the default, none: the node budget
    // alone). What a search lists is set by its node budget, the same on every
    // machine and load; this only stops a search a loaded machine would keep
    // running far past it, and a search it stops says so in `report`
    // (SearchReport::timeCut). "All steps here" sets one (stepper.h).
    std::chrono::steady_clock::time_point rankDeadline {};
    // Rank family: under a node budget, start a truth count only when its
    // forecast (8 times the previous count's nodes) fits in what is left, so
    // no budget is spent on a layer it would cut (the deferred phase of "all
    // steps here"); the cut then names the truth count not started.
    bool rankWholeLayers = false;
    // Rank family: keep only structures eliminating one of these candidates
    // (null: any); the deferred phase of "all steps here" names what the
    // other families did not conclude.
    const CandidateSet* rankTargets = nullptr;
    const std::atomic<bool>* cancel = nullptr; // set to true to stop a search early
    // Progress of long searches (the rank search: nodes visited so far, updated
    // every 1,024 nodes), for a busy indicator on another thread.
    std::atomic<std::uint64_t>* progress = nullptr;
    SearchReport* report = nullptr; // when set, a search its budget stops says so here
    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    // Every field, the hooks by address (the GUI rates again when a set changes).
    bool operator==(const SearchOptions&) const = default;
};

// Collects steps; a finder stops once full() (the stepper asks for one step,
// "all steps here" for every one).
class StepSink
{
public:
    explicit StepSink(std::size_t limit = SIZE_MAX)
        : m_limit(limit)
    {
    }
    // Adds a step that has conclusions; returns false once no more are wanted.
    bool add(Step step);
    bool full() const { return m_steps.size() >= m_limit; }
    std::size_t limit() const { return m_limit; }
    std::vector<Step>& steps() { return m_steps; }
    // A finder whose search stopped at a budget says so (the stepper's stuck report).
    void noteBudgetCut() { m_budgetCut = true; }
    bool budgetCut() const { return m_budgetCut; }
    // The state the finder reads (the stepper sets it): with it, add() argues
    // a step that has no argument yet and keeps only the conclusions its
    // argument covers (engine/forcing/argue.h), dropping a step left with none.
    void setState(const State* s) { m_state = s; }

private:
    const State* m_state = nullptr;
    std::size_t m_limit;
    std::vector<Step> m_steps;
    bool m_budgetCut = false;
};

struct FinderRequest {
    std::string_view technique; // the one technique id wanted
    const SearchOptions& options;
    // The ids enabled alongside it (the stepper's settings; empty when one
    // technique is asked for alone). The rank family uses it to hand out the
    // simplest structure of any enabled shape first (rank.cpp).
    std::span<const std::string> enabled = {};
    // The stepper's one step of a path (findNextStep): a finder may weigh its
    // candidates for the path (forcing: fewest implications per conclusion).
    bool pathStep = false;
};

// A finder proposes bases and covers for one technique and hands them to
// evaluate() through makeStep(); it never edits the state.
using Finder = void (*)(const Context& ctx, const FinderRequest& request, StepSink& sink);

// A technique of the registry: its catalogue row's id, name, family and
// default, and its finder.
struct Technique {
    std::string_view id; // stable, kebab-case: "hidden-single", "x-wing"
    std::string_view name; // English display name as HoDoKu writes it (the UI translates)
    std::string_view family; // "singles", "intersections", "subsets", "fish", "rank", ...
    bool defaultOn;
    Finder finder;
};

// A family table's entry: the catalogue's row of `which` with its finder.
constexpr Technique technique(TechniqueId which, Finder finder)
{
    const CatalogueRow& row = catalogueRow(which);
    return Technique { row.id, row.name, row.family, row.defaultOn, finder };
}

// Every technique in the default simplest-first order.
std::span<const Technique> techniques();
const Technique* findTechnique(std::string_view id);

// Family tables, in their own finder files.
std::span<const Technique> singlesTechniques();
std::span<const Technique> intersectionTechniques();
std::span<const Technique> subsetAndBasicFishTechniques();
std::span<const Technique> fishTechniques(); // fish.cpp: finned, sashimi, Franken, Mutant, sizes 2-7
std::span<const Technique> smallFishTechniques(); // the fish of sizes 2-4 among them
std::span<const Technique> largeFishTechniques(); // sizes 5-7
std::span<const Technique> rankTechniques(); // rank/: truth/link search across digits
std::span<const Technique> uniquenessTechniques(); // uniqueness/: URs, ARs, BUG+1 (off by default)
// engine/chains/: single-digit patterns, colouring, chains (remote pairs to grouped AICs)
std::span<const Technique> singleDigitTechniques();
std::span<const Technique> colouringTechniques();
std::span<const Technique> chainTechniques();
std::span<const Technique> alsTechniques(); // als/als_finders.cpp: ALS-XY-wing, ALS chain, death blossom
std::span<const Technique> templateTechniques(); // forcing/templates.cpp: template set and delete
// forcing/forcing.cpp: forcing chains (contradiction, verity), then forcing
// nets (contradiction, verity) and nested nets.
std::span<const Technique> forcingChainTechniques();
std::span<const Technique> forcingNetTechniques();
// exotic/: Junior Exocet, Tridagon and SK loop (before the forcing chains),
// MSLS (after them: its search costs a few ms a state where a forcing chain
// is cheaper; before the nets).
std::span<const Technique> exoticTechniques();
// fish/kraken.cpp: Kraken fish types 1 and 2 (finned basic fish whose fins
// reach the target by chains), after the exotic structures, before the
// forcing chains.
std::span<const Technique> krakenFishTechniques();
std::span<const Technique> chainSetLogicTechniques(); // rank/chain_set_logic.cpp: before the forcing chains
std::span<const Technique> tripletSetLogicTechniques(); // rank/zones.cpp: after chain set logic
std::span<const Technique> mslsTechniques();

} // namespace setwise
