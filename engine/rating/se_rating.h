// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An estimate of Sudoku Explainer's rating (SE 1.2.1, the forum's ER/EP/ED)
// from Setwise's own techniques. Ratings are kept in tenths (SE rounds to
// them): 23 means 2.3.
//
// Two difficulty tables (SeVariant): SE 1.2.1's (the default; cbg000 and the
// forum lists are rated with it) and SukakuExplainer's (its default technique
// set, v1.17; the Sudoku Exchange bank is rated with it). SukakuExplainer adds
// techniques below SE's chains: single-digit chains of two strong links
// (skyscraper 4.0, two-string kite 4.1, turbot fish 4.2, with a group 4.3),
// of three (5.4-5.6) and four (5.8-6.0), and the WXYZ- to TUVWXYZ-Wings
// (ALS-XZ of a bivalue cell and an ALS of 3 to 6 cells: 5.5, 6.2, 6.6, 7.5).
//
// A step's difficulty is SE's for the techniques SE has (singles, locking,
// subsets, basic fish, XY/XYZ-Wing, unique rectangles, BUG, chains, cycles
// and forcing chains, the chains by their length as SE counts it). For
// techniques SE lacks (finned and Franken fish, ALS, rank logic, templates)
// it is the SE technique that usually finds the same eliminations (a short
// forcing X-chain for a finned X-Wing, forcing chains for ALS patterns); the
// table in se_rating.cpp says which.
//
// SE rates the path it builds by always taking the easiest step (by its own
// difficulty), with the "direct" variants of pointing, claiming and hidden
// pairs/triples (a step that at once leaves a hidden single) rated below the
// naked single. sePath() builds such a path from the enabled techniques.
//
//   ER  the hardest step of the path;
//   EP  (pearl) the hardest step up to and including the first placement;
//   ED  (diamond) the first step's difficulty: the hardest step needed before
//       anything at all is concluded.
// (SE's Solver.getDifficulty: ED is the running maximum after the first
// step, EP the running maximum after the first step that places a digit.)

#include "engine/stepper.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace setwise
{

enum class SeVariant {
    Se121, // Sudoku Explainer 1.2.1 (serate)
    Sukaku, // SukakuExplainer's default techniques (v1.17)
};
std::string_view seVariantName(SeVariant v); // "se121", "sukaku"
std::optional<SeVariant> seVariantFromName(std::string_view name);

// SE's chain length increment: 0.1 for every threshold in 4, 6, 8, 12, 16,
// 24, 32, ... (times 3/2 and 4/3 in turn) that `length` exceeds; in tenths.
int seLengthTenths(int length);

// The SE base difficulty of a technique id in tenths: the least any of its
// steps can be rated (its shortest form for chains); 0 for an unknown id.
int seBaseTenths(std::string_view technique, SeVariant variant = SeVariant::Se121);

// The SE difficulty of one step in the state it was found in, in tenths.
// `direct` marks a pointing, claiming or hidden pair/triple whose
// eliminations leave a hidden single at once (SE's direct hints).
int seStepTenths(const Step& step, bool direct = false, SeVariant variant = SeVariant::Se121);

// Whether the rater of `variant` has technique `id` (the SE path uses only
// those: SE 1.2.1's own, or SukakuExplainer's).
bool seHasTechnique(std::string_view id, SeVariant variant);

// For the path search: whether a technique's SE difficulty depends on the step
// (chain length, SukakuExplainer's strong links and wing sizes), and the least
// difficulty of a step of technique `id` with at least the chain nodes `step`
// has (the finders hand out their steps shortest first: none after `step` is
// easier than this).
bool seGrows(std::string_view id, SeVariant variant);
int seLeastFrom(std::string_view id, const Step& step, SeVariant variant);
// The least difficulty of a step of technique `id` whose drawn chain has at
// least `nodes` nodes (seLeastFrom() for such a step).
int seLeastForNodes(std::string_view id, int nodes, SeVariant variant);

// The hidden single that applying the step's eliminations to `s` leaves in a
// house SE looks at (SE's direct hints), if any.
std::optional<Candidate> leavesHiddenSingle(const State& s, const Step& step);

// SE 1.2.1's easiest Y-cycle (a loop whose strong links all lie in bivalue
// cells, rated from 6.5) as a continuous nice loop, if one is rated below
// `below` (se_cycles.cpp).
std::optional<Step> seEasiestYCycle(const Context& ctx, int below);

// SE 1.2.1's Nishio forcing chain (7.5 plus length) for the easiest of a
// template step's conclusions: a candidate assumed true, its digit followed
// alone and dynamically to a contradiction; nullopt when none of them has one
// (se_nishio.cpp).
std::optional<int> seNishioTenths(const State& s, const Step& step);

struct RatedStep {
    Step step;
    int tenths = 0; // SE difficulty
    bool direct = false; // SE applies only the hidden single it leaves:
    Candidate single = 0; // this one
};

struct SePath {
    SeVariant variant = SeVariant::Se121;
    SolvePath::Result result = SolvePath::Result::Stuck;
    std::vector<RatedStep> steps;
    State final;
    std::string problem;
};

// The path SE would take with the enabled techniques: at each state the step
// of the lowest SE difficulty (singles and direct hints exactly; otherwise the
// easiest step of the techniques by their SE base difficulty). Once the first
// placement is made (ED and EP are fixed), a step no harder than the hardest
// so far is taken without looking for an easier one: it cannot change ER.
// The chain searches build no layer of longer chains that cannot give the
// step taken (the same path; `boundChains` false builds them, for checks).
SePath sePath(const State& s, const TechniqueSettings& settings, SeVariant variant = SeVariant::Se121,
    std::size_t maxSteps = 2000, bool boundChains = true);

struct SeRating {
    SeVariant variant = SeVariant::Se121; // the table that rated the steps
    std::optional<int> er, ep, ed; // tenths; absent when the path never got there
    std::string erTechnique, epTechnique, edTechnique; // ids of the steps that set them
    std::string problem; // why ER is absent ("stuck after 12 steps: ...")
};
SeRating seRating(const SePath& path);

} // namespace setwise
