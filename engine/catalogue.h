// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The technique catalogue: every technique id the engine, its ratings and the
// UI know, one row each, indexed by TechniqueId. A row holds what the rest of
// the program reads about a technique: its stable id (the JSON and CLI
// contract), its English name, family and default, its Sudoku Explainer
// difficulty (SE 1.2.1 and SukakuExplainer), its HoDoKu score and level and
// the source text the UI translates. The finders (each family's table,
// engine/techniques.h) say how to find it and in which order; nothing else
// spells a technique's data. docs/development.md, Adding a technique.
//
// The checks that need no run are static_asserts in catalogue.cpp (one row per
// enum value in enum order, unique kebab-case ids, every lookup finds its
// row, ...); tests/tst_catalogue.cpp checks the rest against the registry and
// the German translation.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

// Marks a row's UI text for lupdate, which reads this file as the UI's source
// (ui/CMakeLists.txt: -tr-function-alias QT_TRANSLATE_NOOP+=SETWISE_UI_NAME);
// the engine keeps the text and never translates it.
#define SETWISE_UI_NAME(context, text) text

namespace setwise
{

// One value per catalogue row, in the rows' order.
enum class TechniqueId : std::uint8_t {
    FullHouse,
    NakedSingle,
    HiddenSingle,
    LockedCandidatesPointing,
    LockedCandidatesClaiming,
    LockedPair,
    LockedTriple,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    HiddenLockedPair,
    HiddenLockedTriple,
    XWing,
    Swordfish,
    NakedQuadruple,
    HiddenQuadruple,
    Jellyfish,
    Skyscraper,
    TwoStringKite,
    TurbotFish,
    EmptyRectangle,
    DualTwoStringKite,
    DualEmptyRectangle,
    FinnedXWing,
    SashimiXWing,
    FinnedSwordfish,
    SashimiSwordfish,
    FrankenXWing,
    FinnedFrankenXWing,
    FinnedJellyfish,
    SashimiJellyfish,
    FrankenSwordfish,
    FinnedFrankenSwordfish,
    FrankenJellyfish,
    FinnedFrankenJellyfish,
    MutantXWing,
    FinnedMutantXWing,
    MutantSwordfish,
    FinnedMutantSwordfish,
    MutantJellyfish,
    FinnedMutantJellyfish,
    Uniqueness1,
    Uniqueness2,
    Uniqueness3,
    Uniqueness4,
    Uniqueness5,
    Uniqueness6,
    HiddenRectangle,
    HiddenUniqueRectangle2,
    ExtendedUniqueRectangle,
    UniqueLoop1,
    UniqueLoop2,
    UniqueLoop3,
    UniqueLoop4,
    AvoidableRectangle1,
    AvoidableRectangle2,
    BugPlus1,
    BugType2,
    BugType3,
    BugType4,
    XyWing,
    XyzWing,
    WWing,
    SimpleColorsTrap,
    SimpleColorsWrap,
    MultiColors1,
    MultiColors2,
    Medusa3d,
    RemotePair,
    XChain,
    XyChain,
    ContinuousNiceLoop,
    DiscontinuousNiceLoop,
    Aic,
    GroupedContinuousNiceLoop,
    GroupedDiscontinuousNiceLoop,
    GroupedAic,
    GroupedContinuousNiceLoopAls,
    GroupedDiscontinuousNiceLoopAls,
    GroupedAicAls,
    AlignedPairExclusion,
    AlignedTripleExclusion,
    SueDeCoq,
    AlsXz,
    WxyzWing,
    VwxyzWing,
    UvwxyzWing,
    TuvwxyzWing,
    AlsXyWing,
    AlsXyChain,
    DeathBlossom,
    Rank0Logic,
    Rank1Logic,
    Rank2Logic,
    Squirmbag,
    FinnedSquirmbag,
    SashimiSquirmbag,
    Whale,
    FinnedWhale,
    SashimiWhale,
    Leviathan,
    FinnedLeviathan,
    SashimiLeviathan,
    FrankenSquirmbag,
    FinnedFrankenSquirmbag,
    FrankenWhale,
    FinnedFrankenWhale,
    FrankenLeviathan,
    FinnedFrankenLeviathan,
    MutantSquirmbag,
    FinnedMutantSquirmbag,
    MutantWhale,
    FinnedMutantWhale,
    MutantLeviathan,
    FinnedMutantLeviathan,
    TemplateSet,
    TemplateDelete,
    JuniorExocet,
    SeniorExocet,
    DoubleExocet,
    Tridagon,
    SkLoop,
    KrakenFish1,
    KrakenFish2,
    ForcingChainContradiction,
    ForcingChainVerity,
    Msls,
    ForcingNetContradiction,
    ForcingNetVerity,
    DynamicForcingNetPlus,
    NestedForcingNet,
    ChainSetLogic,
    LargeSetLogic,
    TripletSetLogic,
    NiceLoop,
    ForcingChain,
    ForcingNet,
    BruteForce,
    User,
    Count // the number of rows
};

// Who produces steps of this id.
enum class TechniqueOrigin : std::uint8_t {
    Finder, // a finder of the registry (engine/techniques.h)
    Path, // no finder: steps a path or the user records ("brute-force", "user")
    Name, // no step has it: a name the UI knows for several ids ("nice-loop")
};

// How an SE difficulty grows with the step's size (engine/rating/se_table.cpp).
enum class SeGrowth : std::uint8_t {
    Fixed, // the base alone
    Chain, // a forcing chain of n nodes: SE counts n + 2 potentials, length n
    Cycle, // a closed loop of n nodes: n potentials, length n - 2
    Truths, // rank logic: the base for 3 truths, 0.2 more for each further truth
    AlsCells, // an ALS pattern of n cells: SE's forcing chain of length n + 3
    LoopCells, // a unique loop: 0.1-0.5 more with its cells
};

// How SukakuExplainer's own techniques rate a step (engine/rating/se_table.cpp).
enum class SukakuRule : std::uint8_t {
    AsSe121, // it rates the technique as SE 1.2.1 does
    Fixed, // the value of the row
    StrongLinks, // a single-digit chain of 2-4 strong links; the row's value is the least
    Wing, // an ALS-XZ of a bivalue cell and an ALS of 3 to 6 cells
};

// Which Sudoku Explainer rater has the technique on its path (se_rating.cpp).
enum class SeRater : std::uint8_t {
    Neither, // a technique SE lacks, rated "~" as the SE technique it resembles
    Both, // SE 1.2.1 (and so SukakuExplainer)
    SukakuOnly, // SukakuExplainer's own: its chains of few strong links and its wings
};

enum class HodokuLevel : std::uint8_t { Easy, Medium, Hard, Unfair, Extreme };

struct SeDifficulty {
    int tenths = 0; // 0: SE does not rate it
    SeGrowth growth = SeGrowth::Fixed;
};

struct SukakuDifficulty {
    int tenths = 0;
    SukakuRule rule = SukakuRule::AsSe121;
};

struct HodokuDifficulty {
    int score = 0; // 0: not rated (HoDoKu's last resort, 10000 Extreme)
    HodokuLevel level = HodokuLevel::Extreme;
};

struct CatalogueRow {
    TechniqueId which;
    std::string_view id; // stable, kebab-case: "hidden-single", "x-wing" (a contract)
    std::string_view name; // English name as HoDoKu writes it (CLI, notation)
    std::string_view family; // "singles", "fish", "chains", ...
    bool defaultOn; // on the default path
    TechniqueOrigin origin;
    SeDifficulty se; // SE 1.2.1; "~" where SE lacks it
    SukakuDifficulty sukaku; // SukakuExplainer where it differs from SE 1.2.1
    SeRater seRater;
    HodokuDifficulty hodoku; // HoDoKu 2.2's defaults; "~" where HoDoKu lacks it
    // The UI's source text in the context kUiNameContext (a name the UI may
    // word differently from `name`); null for the fish, whose UI names are
    // composed from their prefixes and size (ui/text/technique_names.cpp).
    const char* uiName;
};

inline constexpr std::string_view kUiNameContext = "setwise::ui::TechniqueNames";

namespace catalogue_rows
{
using T = TechniqueId;
using O = TechniqueOrigin;
using G = SeGrowth;
using S = SukakuRule;
using H = SeRater;
using L = HodokuLevel;

// The rows in the registry's default order, then the ids no finder produces.
// SE: SE 1.2.1's difficulties (its hint classes: HiddenSingleHint, LockingHint,
// NakedSetHint, ..., ForcingChainHint, Chaining); Sukaku: SukakuExplainer's
// own hint classes (TurbotFishHint, StrongLinksHint, WXYZWingHint, ...);
// HoDoKu: HoDoKu 2.2's default StepConfig. "~" marks a technique the rater
// lacks, given the values of its technique that usually makes the same
// eliminations.
inline constexpr std::array kRows = std::to_array<CatalogueRow>({
    // SE: last value in a house
    { T::FullHouse, "full-house", "Full House", "singles", true, O::Finder, { 10, G::Fixed }, {}, H::Neither,
        { 4, L::Easy }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Full House") },
    { T::NakedSingle, "naked-single", "Naked Single", "singles", true, O::Finder, { 23, G::Fixed }, {}, H::Neither,
        { 4, L::Easy }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Naked Single") },
    // SE: 1.2 in a box (seStepTenths)
    { T::HiddenSingle, "hidden-single", "Hidden Single", "singles", true, O::Finder, { 15, G::Fixed }, {}, H::Neither,
        { 14, L::Easy }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Single") },
    // SE: direct: 1.7
    { T::LockedCandidatesPointing, "locked-candidates-pointing", "Locked Candidates Type 1 (Pointing)", "intersections",
        true, O::Finder, { 26, G::Fixed }, {}, H::Both, { 50, L::Medium },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Locked Candidates Type 1 (Pointing)") },
    // SE: direct: 1.9
    { T::LockedCandidatesClaiming, "locked-candidates-claiming", "Locked Candidates Type 2 (Claiming)", "intersections",
        true, O::Finder, { 28, G::Fixed }, {}, H::Both, { 50, L::Medium },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Locked Candidates Type 2 (Claiming)") },
    // SE: naked pair
    { T::LockedPair, "locked-pair", "Locked Pair", "subsets", true, O::Finder, { 30, G::Fixed }, {}, H::Both,
        { 40, L::Medium }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Locked Pair") },
    // SE: naked triple
    { T::LockedTriple, "locked-triple", "Locked Triple", "subsets", true, O::Finder, { 36, G::Fixed }, {}, H::Both,
        { 60, L::Medium }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Locked Triple") },
    { T::NakedPair, "naked-pair", "Naked Pair", "subsets", true, O::Finder, { 30, G::Fixed }, {}, H::Both,
        { 60, L::Medium }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Naked Pair") },
    // SE: direct: 2.0
    { T::HiddenPair, "hidden-pair", "Hidden Pair", "subsets", true, O::Finder, { 34, G::Fixed }, {}, H::Both,
        { 70, L::Medium }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Pair") },
    { T::NakedTriple, "naked-triple", "Naked Triple", "subsets", true, O::Finder, { 36, G::Fixed }, {}, H::Both,
        { 80, L::Medium }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Naked Triple") },
    // SE: direct: 2.5
    { T::HiddenTriple, "hidden-triple", "Hidden Triple", "subsets", true, O::Finder, { 40, G::Fixed }, {}, H::Both,
        { 100, L::Medium }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Triple") },
    // SE: ~ a hidden pair
    // HoDoKu: HoDoKu's locked pair
    { T::HiddenLockedPair, "hidden-locked-pair", "Hidden Locked Pair", "subsets", false, O::Finder, { 34, G::Fixed },
        {}, H::Neither, { 40, L::Medium }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Locked Pair") },
    // SE: ~ a hidden triple
    // HoDoKu: HoDoKu's locked triple
    { T::HiddenLockedTriple, "hidden-locked-triple", "Hidden Locked Triple", "subsets", false, O::Finder,
        { 40, G::Fixed }, {}, H::Neither, { 60, L::Medium },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Locked Triple") },
    { T::XWing, "x-wing", "X-Wing", "fish", true, O::Finder, { 32, G::Fixed }, {}, H::Both, { 140, L::Hard }, nullptr },
    { T::Swordfish, "swordfish", "Swordfish", "fish", true, O::Finder, { 38, G::Fixed }, {}, H::Both, { 150, L::Hard },
        nullptr },
    { T::NakedQuadruple, "naked-quadruple", "Naked Quadruple", "subsets", true, O::Finder, { 50, G::Fixed }, {},
        H::Both, { 120, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Naked Quadruple") },
    { T::HiddenQuadruple, "hidden-quadruple", "Hidden Quadruple", "subsets", true, O::Finder, { 54, G::Fixed }, {},
        H::Both, { 150, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Quadruple") },
    { T::Jellyfish, "jellyfish", "Jellyfish", "fish", true, O::Finder, { 52, G::Fixed }, {}, H::Both, { 160, L::Hard },
        nullptr },
    // SE: Single-digit chains: SE's X-chains (forcing X-chain 6.6, X-cycle 6.5).
    { T::Skyscraper, "skyscraper", "Skyscraper", "single-digit", true, O::Finder, { 66, G::Chain }, { 40, S::Fixed },
        H::SukakuOnly, { 130, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Skyscraper") },
    { T::TwoStringKite, "two-string-kite", "2-String Kite", "single-digit", true, O::Finder, { 66, G::Chain },
        { 41, S::Fixed }, H::SukakuOnly, { 150, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "2-String Kite") },
    { T::TurbotFish, "turbot-fish", "Turbot Fish", "single-digit", true, O::Finder, { 66, G::Chain }, { 42, S::Fixed },
        H::SukakuOnly, { 120, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Turbot Fish") },
    // SE: ~ SE has no groups
    // Sukaku: a group: 4.3
    { T::EmptyRectangle, "empty-rectangle", "Empty Rectangle", "single-digit", true, O::Finder, { 66, G::Chain },
        { 43, S::Fixed }, H::SukakuOnly, { 120, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Empty Rectangle") },
    // HoDoKu: ~ two-string kite
    { T::DualTwoStringKite, "dual-two-string-kite", "Dual 2-String Kite", "single-digit", true, O::Finder,
        { 66, G::Chain }, { 41, S::Fixed }, H::Neither, { 150, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Dual 2-String Kite") },
    // HoDoKu: ~ empty rectangle
    { T::DualEmptyRectangle, "dual-empty-rectangle", "Dual Empty Rectangle", "single-digit", true, O::Finder,
        { 66, G::Chain }, { 43, S::Fixed }, H::Neither, { 120, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Dual Empty Rectangle") },
    // SE: ~ forcing X-chain of 4 to 6 nodes
    // Sukaku: ~ turbot fish with a group
    { T::FinnedXWing, "finned-x-wing", "Finned X-Wing", "fish", true, O::Finder, { 66, G::Fixed }, { 43, S::Fixed },
        H::SukakuOnly, { 130, L::Hard }, nullptr },
    // Sukaku: ~ turbot fish with a group
    { T::SashimiXWing, "sashimi-x-wing", "Sashimi X-Wing", "fish", true, O::Finder, { 66, G::Fixed }, { 43, S::Fixed },
        H::SukakuOnly, { 150, L::Hard }, nullptr },
    // Sukaku: ~ three strong links, a group
    { T::FinnedSwordfish, "finned-swordfish", "Finned Swordfish", "fish", true, O::Finder, { 67, G::Fixed },
        { 55, S::Fixed }, H::Neither, { 200, L::Unfair }, nullptr },
    { T::SashimiSwordfish, "sashimi-swordfish", "Sashimi Swordfish", "fish", true, O::Finder, { 67, G::Fixed },
        { 55, S::Fixed }, H::Neither, { 240, L::Unfair }, nullptr },
    { T::FrankenXWing, "franken-x-wing", "Franken X-Wing", "fish", true, O::Finder, { 67, G::Fixed }, {}, H::Neither,
        { 300, L::Unfair }, nullptr },
    { T::FinnedFrankenXWing, "finned-franken-x-wing", "Finned Franken X-Wing", "fish", true, O::Finder,
        { 68, G::Fixed }, {}, H::Neither, { 390, L::Unfair }, nullptr },
    // Sukaku: ~ four strong links, a group
    { T::FinnedJellyfish, "finned-jellyfish", "Finned Jellyfish", "fish", true, O::Finder, { 68, G::Fixed },
        { 59, S::Fixed }, H::Neither, { 250, L::Unfair }, nullptr },
    { T::SashimiJellyfish, "sashimi-jellyfish", "Sashimi Jellyfish", "fish", true, O::Finder, { 68, G::Fixed },
        { 59, S::Fixed }, H::Neither, { 260, L::Unfair }, nullptr },
    { T::FrankenSwordfish, "franken-swordfish", "Franken Swordfish", "fish", true, O::Finder, { 68, G::Fixed }, {},
        H::Neither, { 350, L::Unfair }, nullptr },
    { T::FinnedFrankenSwordfish, "finned-franken-swordfish", "Finned Franken Swordfish", "fish", true, O::Finder,
        { 69, G::Fixed }, {}, H::Neither, { 410, L::Unfair }, nullptr },
    { T::FrankenJellyfish, "franken-jellyfish", "Franken Jellyfish", "fish", false, O::Finder, { 69, G::Fixed }, {},
        H::Neither, { 370, L::Unfair }, nullptr },
    { T::FinnedFrankenJellyfish, "finned-franken-jellyfish", "Finned Franken Jellyfish", "fish", false, O::Finder,
        { 70, G::Fixed }, {}, H::Neither, { 430, L::Unfair }, nullptr },
    { T::MutantXWing, "mutant-x-wing", "Mutant X-Wing", "fish", false, O::Finder, { 71, G::Fixed }, {}, H::Neither,
        { 450, L::Extreme }, nullptr },
    { T::FinnedMutantXWing, "finned-mutant-x-wing", "Finned Mutant X-Wing", "fish", false, O::Finder, { 72, G::Fixed },
        {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::MutantSwordfish, "mutant-swordfish", "Mutant Swordfish", "fish", false, O::Finder, { 72, G::Fixed }, {},
        H::Neither, { 450, L::Extreme }, nullptr },
    { T::FinnedMutantSwordfish, "finned-mutant-swordfish", "Finned Mutant Swordfish", "fish", false, O::Finder,
        { 73, G::Fixed }, {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::MutantJellyfish, "mutant-jellyfish", "Mutant Jellyfish", "fish", false, O::Finder, { 73, G::Fixed }, {},
        H::Neither, { 450, L::Extreme }, nullptr },
    { T::FinnedMutantJellyfish, "finned-mutant-jellyfish", "Finned Mutant Jellyfish", "fish", false, O::Finder,
        { 74, G::Fixed }, {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::Uniqueness1, "uniqueness-1", "Uniqueness Test 1", "uniqueness", false, O::Finder, { 45, G::Fixed }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Uniqueness Test 1") },
    { T::Uniqueness2, "uniqueness-2", "Uniqueness Test 2", "uniqueness", false, O::Finder, { 45, G::Fixed }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Uniqueness Test 2") },
    // SE: UR type 3: SE adds 0.1 a digit of the naked set beyond one, but it also reads the same type 3 as a hidden set
    // (fewer cells, smaller increment) and takes the easier; with the naked increment 4 of 5 cbg000 lines whose ER it
    // set were rated 4.7-4.8 for SE's 4.5, so the base stays.
    { T::Uniqueness3, "uniqueness-3", "Uniqueness Test 3", "uniqueness", false, O::Finder, { 45, G::Fixed }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Uniqueness Test 3") },
    { T::Uniqueness4, "uniqueness-4", "Uniqueness Test 4", "uniqueness", false, O::Finder, { 45, G::Fixed }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Uniqueness Test 4") },
    // SE: ~ UR type 2
    { T::Uniqueness5, "uniqueness-5", "Uniqueness Test 5", "uniqueness", false, O::Finder, { 45, G::Fixed }, {},
        H::Neither, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Uniqueness Test 5") },
    // SE: ~ unique loop
    { T::Uniqueness6, "uniqueness-6", "Uniqueness Test 6", "uniqueness", false, O::Finder, { 47, G::Fixed }, {},
        H::Neither, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Uniqueness Test 6") },
    // SE: ~ unique loop
    { T::HiddenRectangle, "hidden-rectangle", "Hidden Rectangle", "uniqueness", false, O::Finder, { 47, G::Fixed }, {},
        H::Neither, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Rectangle") },
    // SE: ~ hidden rectangle
    // HoDoKu: ~ hidden rectangle
    { T::HiddenUniqueRectangle2, "hidden-unique-rectangle-2", "Hidden Unique Rectangle Type 2", "uniqueness", false,
        O::Finder, { 47, G::Fixed }, {}, H::Neither, { 100, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Hidden Unique Rectangle Type 2") },
    // SE: ~ unique loop of 6 cells (SE 4.6)
    // HoDoKu: ~ uniqueness test 1
    { T::ExtendedUniqueRectangle, "extended-unique-rectangle", "Extended Unique Rectangle", "uniqueness", false,
        O::Finder, { 46, G::Fixed }, {}, H::Neither, { 100, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Extended Unique Rectangle") },
    // SE: by the loop's size (seStepTenths)
    // HoDoKu: ~ uniqueness tests 1-4 (HoDoKu has no unique loops)
    { T::UniqueLoop1, "unique-loop-1", "Unique Loop Type 1", "uniqueness", false, O::Finder, { 46, G::LoopCells }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Unique Loop Type 1") },
    // SE: by the loop's size (seStepTenths)
    // HoDoKu: ~ uniqueness tests 1-4 (HoDoKu has no unique loops)
    { T::UniqueLoop2, "unique-loop-2", "Unique Loop Type 2", "uniqueness", false, O::Finder, { 46, G::LoopCells }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Unique Loop Type 2") },
    // SE: by the loop's size (seStepTenths)
    // HoDoKu: ~ uniqueness tests 1-4 (HoDoKu has no unique loops)
    { T::UniqueLoop3, "unique-loop-3", "Unique Loop Type 3", "uniqueness", false, O::Finder, { 46, G::LoopCells }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Unique Loop Type 3") },
    // SE: by the loop's size (seStepTenths)
    // HoDoKu: ~ uniqueness tests 1-4 (HoDoKu has no unique loops)
    { T::UniqueLoop4, "unique-loop-4", "Unique Loop Type 4", "uniqueness", false, O::Finder, { 46, G::LoopCells }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Unique Loop Type 4") },
    // SE: ~ UR type 1
    { T::AvoidableRectangle1, "avoidable-rectangle-1", "Avoidable Rectangle Type 1", "uniqueness", false, O::Finder,
        { 45, G::Fixed }, {}, H::Neither, { 100, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Avoidable Rectangle Type 1") },
    // SE: ~ UR type 2
    { T::AvoidableRectangle2, "avoidable-rectangle-2", "Avoidable Rectangle Type 2", "uniqueness", false, O::Finder,
        { 46, G::Fixed }, {}, H::Neither, { 100, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Avoidable Rectangle Type 2") },
    { T::BugPlus1, "bug-plus-1", "Bivalue Universal Grave + 1", "uniqueness", false, O::Finder, { 56, G::Fixed }, {},
        H::Both, { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "BUG+1") },
    // HoDoKu: ~ BUG+1 (HoDoKu has only BUG+1)
    { T::BugType2, "bug-type-2", "BUG Type 2", "uniqueness", false, O::Finder, { 57, G::Fixed }, {}, H::Both,
        { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "BUG Type 2") },
    // SE: 5.7 + 0.1 per digit of the naked set beyond one (seStepTenths)
    // HoDoKu: ~ BUG+1
    { T::BugType3, "bug-type-3", "BUG Type 3", "uniqueness", false, O::Finder, { 58, G::Fixed }, {}, H::Both,
        { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "BUG Type 3") },
    // HoDoKu: ~ BUG+1
    { T::BugType4, "bug-type-4", "BUG Type 4", "uniqueness", false, O::Finder, { 57, G::Fixed }, {}, H::Both,
        { 100, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "BUG Type 4") },
    { T::XyWing, "xy-wing", "XY-Wing", "wings", true, O::Finder, { 42, G::Fixed }, {}, H::Both, { 160, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "XY-Wing") },
    { T::XyzWing, "xyz-wing", "XYZ-Wing", "wings", true, O::Finder, { 44, G::Fixed }, {}, H::Both, { 180, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "XYZ-Wing") },
    // SE: ~ forcing chain of 6 nodes, X and Y links
    { T::WWing, "w-wing", "W-Wing", "wings", true, O::Finder, { 71, G::Fixed }, {}, H::Neither, { 150, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "W-Wing") },
    { T::SimpleColorsTrap, "simple-colors-trap", "Simple Colors Trap", "colouring", true, O::Finder, { 66, G::Chain },
        { 54, S::StrongLinks }, H::Neither, { 150, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Simple Colors Trap") },
    { T::SimpleColorsWrap, "simple-colors-wrap", "Simple Colors Wrap", "colouring", true, O::Finder, { 66, G::Chain },
        { 54, S::StrongLinks }, H::Neither, { 150, L::Hard },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Simple Colors Wrap") },
    { T::MultiColors1, "multi-colors-1", "Multi Colors 1", "colouring", true, O::Finder, { 67, G::Chain }, {},
        H::Neither, { 200, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Multi-Colors 1") },
    { T::MultiColors2, "multi-colors-2", "Multi Colors 2", "colouring", true, O::Finder, { 67, G::Chain }, {},
        H::Neither, { 200, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Multi-Colors 2") },
    // SE: ~ SE has none: multi-colours, mixed (X and Y) links
    // HoDoKu: ~ XY-chain (HoDoKu lacks 3D Medusa)
    { T::Medusa3d, "3d-medusa", "3D Medusa", "colouring", true, O::Finder, { 67, G::Chain }, {}, H::Neither,
        { 260, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "3D Medusa") },
    // SE: mixed: 7.0 (mixedTenths)
    { T::RemotePair, "remote-pair", "Remote Pair", "chains", true, O::Finder, { 66, G::Chain }, {}, H::Both,
        { 110, L::Hard }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Remote Pair") },
    { T::XChain, "x-chain", "X-Chain", "chains", true, O::Finder, { 66, G::Chain }, { 54, S::StrongLinks }, H::Both,
        { 260, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "X-Chain") },
    { T::XyChain, "xy-chain", "XY-Chain", "chains", true, O::Finder, { 66, G::Chain }, {}, H::Both, { 260, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "XY-Chain") },
    // SE: X-cycle 6.5, mixed 7.0
    { T::ContinuousNiceLoop, "continuous-nice-loop", "Continuous Nice Loop", "chains", true, O::Finder,
        { 65, G::Cycle }, { 54, S::StrongLinks }, H::Both, { 280, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Continuous Nice Loop") },
    // SE: forcing chain 6.6, mixed 7.0
    { T::DiscontinuousNiceLoop, "discontinuous-nice-loop", "Discontinuous Nice Loop", "chains", true, O::Finder,
        { 66, G::Chain }, { 54, S::StrongLinks }, H::Both, { 280, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Discontinuous Nice Loop") },
    { T::Aic, "aic", "AIC", "chains", true, O::Finder, { 66, G::Chain }, { 54, S::StrongLinks }, H::Both,
        { 280, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "AIC") },
    { T::GroupedContinuousNiceLoop, "grouped-continuous-nice-loop", "Grouped Continuous Nice Loop", "chains", true,
        O::Finder, { 65, G::Cycle }, { 43, S::StrongLinks }, H::SukakuOnly, { 300, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Grouped Continuous Nice Loop") },
    // SE: ~ SE has no groups: region forcing chains
    { T::GroupedDiscontinuousNiceLoop, "grouped-discontinuous-nice-loop", "Grouped Discontinuous Nice Loop", "chains",
        true, O::Finder, { 80, G::Chain }, { 43, S::StrongLinks }, H::SukakuOnly, { 300, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Grouped Discontinuous Nice Loop") },
    { T::GroupedAic, "grouped-aic", "Grouped AIC", "chains", true, O::Finder, { 80, G::Chain }, { 43, S::StrongLinks },
        H::SukakuOnly, { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Grouped AIC") },
    // SE: ~ region forcing chains
    // HoDoKu: HoDoKu: a grouped loop with an ALS
    { T::GroupedContinuousNiceLoopAls, "grouped-continuous-nice-loop-als", "Grouped Continuous Nice Loop (ALS)",
        "chains", false, O::Finder, { 80, G::Chain }, {}, H::Neither, { 300, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Grouped Continuous Loop (ALS)") },
    { T::GroupedDiscontinuousNiceLoopAls, "grouped-discontinuous-nice-loop-als",
        "Grouped Discontinuous Nice Loop (ALS)", "chains", false, O::Finder, { 80, G::Chain }, {}, H::Neither,
        { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Grouped Discontinuous Loop (ALS)") },
    { T::GroupedAicAls, "grouped-aic-als", "Grouped AIC (ALS)", "chains", false, O::Finder, { 80, G::Chain }, {},
        H::Neither, { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Grouped AIC (ALS)") },
    // SE: SE's AlignedPairExclusion
    // HoDoKu: ~ ALS-XZ (HoDoKu lists APE, has no finder)
    { T::AlignedPairExclusion, "aligned-pair-exclusion", "Aligned Pair Exclusion", "exclusion", false, O::Finder,
        { 62, G::Fixed }, {}, H::Both, { 300, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Aligned Pair Exclusion") },
    // SE: SE's AlignedTripletExclusion
    // HoDoKu: ~ ALS-XY-Wing
    { T::AlignedTripleExclusion, "aligned-triple-exclusion", "Aligned Triple Exclusion", "exclusion", false, O::Finder,
        { 75, G::Fixed }, {}, H::Both, { 320, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Aligned Triple Exclusion") },
    { T::SueDeCoq, "sue-de-coq", "Sue de Coq", "wings", true, O::Finder, { 72, G::Fixed }, {}, H::Neither,
        { 250, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Sue de Coq") },
    // SE: ~ forcing chain (cbg000: 4-5 cells 7.2, 6-10 cells 7.2-7.3)
    { T::AlsXz, "als-xz", "ALS-XZ", "wings", true, O::Finder, { 70, G::AlsCells }, { 55, S::Wing }, H::SukakuOnly,
        { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "ALS-XZ") },
    // SE: ~ as ALS-XZ (SukakuExplainer's own: kSukaku)
    // Sukaku: its bent sets of 4 to 7 cells
    // HoDoKu: ~ ALS-XZ (HoDoKu lists WXYZ-Wing, has no finder)
    { T::WxyzWing, "wxyz-wing", "WXYZ-Wing", "wings", false, O::Finder, { 70, G::AlsCells }, { 55, S::Fixed },
        H::Neither, { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "WXYZ-Wing") },
    // HoDoKu: ~ ALS-XZ
    { T::VwxyzWing, "vwxyz-wing", "VWXYZ-Wing", "wings", false, O::Finder, { 70, G::AlsCells }, { 62, S::Fixed },
        H::Neither, { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "VWXYZ-Wing") },
    // HoDoKu: ~ ALS-XZ
    { T::UvwxyzWing, "uvwxyz-wing", "UVWXYZ-Wing", "wings", false, O::Finder, { 70, G::AlsCells }, { 66, S::Fixed },
        H::Neither, { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "UVWXYZ-Wing") },
    // HoDoKu: ~ ALS-XZ
    { T::TuvwxyzWing, "tuvwxyz-wing", "TUVWXYZ-Wing", "wings", false, O::Finder, { 70, G::AlsCells }, { 75, S::Fixed },
        H::Neither, { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "TUVWXYZ-Wing") },
    // SE: ~ cell/region forcing chains
    { T::AlsXyWing, "als-xy-wing", "ALS-XY-Wing", "als", true, O::Finder, { 80, G::Chain }, {}, H::Neither,
        { 320, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "ALS-XY-Wing") },
    // SE: ~ cell/region forcing chains
    { T::AlsXyChain, "als-xy-chain", "ALS-Chain", "als", true, O::Finder, { 80, G::Chain }, {}, H::Neither,
        { 340, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "ALS-XY-Chain") },
    // SE: ~ cell forcing chains
    { T::DeathBlossom, "death-blossom", "Death Blossom", "als", true, O::Finder, { 80, G::Chain }, {}, H::Neither,
        { 360, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Death Blossom") },
    // SE: ~ 3 truths: 6.8 (cbg000 median)
    // HoDoKu: ~ ALS-XZ
    { T::Rank0Logic, "rank-0-logic", "Rank-0 logic", "rank", false, O::Finder, { 68, G::Truths }, {}, H::Neither,
        { 300, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Rank-0 logic") },
    // SE: ~ 3 truths: 7.1 (cbg000 median)
    // HoDoKu: ~ ALS chain
    { T::Rank1Logic, "rank-1-logic", "Rank-1 logic", "rank", false, O::Finder, { 71, G::Truths }, {}, H::Neither,
        { 340, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Rank-1 logic") },
    // HoDoKu: ~ forcing chain
    { T::Rank2Logic, "rank-2-logic", "Rank-2 logic", "rank", false, O::Finder, { 76, G::Fixed }, {}, H::Neither,
        { 500, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Rank-2 logic") },
    // SE: ~ its complementary fish, size <= 4
    { T::Squirmbag, "squirmbag", "Squirmbag", "fish", false, O::Finder, { 52, G::Fixed }, {}, H::Neither,
        { 470, L::Unfair }, nullptr },
    { T::FinnedSquirmbag, "finned-squirmbag", "Finned Squirmbag", "fish", false, O::Finder, { 69, G::Fixed }, {},
        H::Neither, { 470, L::Unfair }, nullptr },
    { T::SashimiSquirmbag, "sashimi-squirmbag", "Sashimi Squirmbag", "fish", false, O::Finder, { 69, G::Fixed }, {},
        H::Neither, { 470, L::Unfair }, nullptr },
    { T::Whale, "whale", "Whale", "fish", false, O::Finder, { 52, G::Fixed }, {}, H::Neither, { 470, L::Unfair },
        nullptr },
    { T::FinnedWhale, "finned-whale", "Finned Whale", "fish", false, O::Finder, { 70, G::Fixed }, {}, H::Neither,
        { 470, L::Unfair }, nullptr },
    { T::SashimiWhale, "sashimi-whale", "Sashimi Whale", "fish", false, O::Finder, { 70, G::Fixed }, {}, H::Neither,
        { 470, L::Unfair }, nullptr },
    { T::Leviathan, "leviathan", "Leviathan", "fish", false, O::Finder, { 52, G::Fixed }, {}, H::Neither,
        { 470, L::Unfair }, nullptr },
    { T::FinnedLeviathan, "finned-leviathan", "Finned Leviathan", "fish", false, O::Finder, { 71, G::Fixed }, {},
        H::Neither, { 470, L::Unfair }, nullptr },
    { T::SashimiLeviathan, "sashimi-leviathan", "Sashimi Leviathan", "fish", false, O::Finder, { 71, G::Fixed }, {},
        H::Neither, { 470, L::Unfair }, nullptr },
    { T::FrankenSquirmbag, "franken-squirmbag", "Franken Squirmbag", "fish", false, O::Finder, { 72, G::Fixed }, {},
        H::Neither, { 470, L::Extreme }, nullptr },
    { T::FinnedFrankenSquirmbag, "finned-franken-squirmbag", "Finned Franken Squirmbag", "fish", false, O::Finder,
        { 73, G::Fixed }, {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::FrankenWhale, "franken-whale", "Franken Whale", "fish", false, O::Finder, { 73, G::Fixed }, {}, H::Neither,
        { 470, L::Extreme }, nullptr },
    { T::FinnedFrankenWhale, "finned-franken-whale", "Finned Franken Whale", "fish", false, O::Finder, { 74, G::Fixed },
        {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::FrankenLeviathan, "franken-leviathan", "Franken Leviathan", "fish", false, O::Finder, { 74, G::Fixed }, {},
        H::Neither, { 470, L::Extreme }, nullptr },
    { T::FinnedFrankenLeviathan, "finned-franken-leviathan", "Finned Franken Leviathan", "fish", false, O::Finder,
        { 75, G::Fixed }, {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::MutantSquirmbag, "mutant-squirmbag", "Mutant Squirmbag", "fish", false, O::Finder, { 74, G::Fixed }, {},
        H::Neither, { 470, L::Extreme }, nullptr },
    { T::FinnedMutantSquirmbag, "finned-mutant-squirmbag", "Finned Mutant Squirmbag", "fish", false, O::Finder,
        { 75, G::Fixed }, {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::MutantWhale, "mutant-whale", "Mutant Whale", "fish", false, O::Finder, { 75, G::Fixed }, {}, H::Neither,
        { 470, L::Extreme }, nullptr },
    { T::FinnedMutantWhale, "finned-mutant-whale", "Finned Mutant Whale", "fish", false, O::Finder, { 76, G::Fixed },
        {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::MutantLeviathan, "mutant-leviathan", "Mutant Leviathan", "fish", false, O::Finder, { 76, G::Fixed }, {},
        H::Neither, { 470, L::Extreme }, nullptr },
    { T::FinnedMutantLeviathan, "finned-mutant-leviathan", "Finned Mutant Leviathan", "fish", false, O::Finder,
        { 77, G::Fixed }, {}, H::Neither, { 470, L::Extreme }, nullptr },
    { T::TemplateSet, "template-set", "Template Set", "templates", true, O::Finder, { 75, G::Fixed }, {}, H::Both,
        { 10000, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Template Set") },
    // SE: ~ Nishio (on the path: seNishioTenths, 7.5 plus length)
    { T::TemplateDelete, "template-delete", "Template Delete", "templates", true, O::Finder, { 75, G::Fixed }, {},
        H::Both, { 10000, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Template Delete") },
    { T::JuniorExocet, "junior-exocet", "Junior Exocet", "exotic", true, O::Finder, { 78, G::Fixed }, {}, H::Neither,
        { 480, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Junior Exocet") },
    // SE: as the Junior
    { T::SeniorExocet, "senior-exocet", "Senior Exocet", "exotic", false, O::Finder, { 78, G::Fixed }, {}, H::Neither,
        { 480, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Senior Exocet") },
    // SE: two Junior Exocets joined: just above one
    // HoDoKu: two Junior Exocets: just above one, below Kraken fish
    { T::DoubleExocet, "double-exocet", "Double Exocet", "exotic", true, O::Finder, { 79, G::Fixed }, {}, H::Neither,
        { 490, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Double Exocet") },
    { T::Tridagon, "tridagon", "Tridagon", "exotic", true, O::Finder, { 76, G::Fixed }, {}, H::Neither,
        { 450, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Tridagon") },
    // SE: The large expert structures, which SE lacks (never on the se121 or SukakuExplainer path): above the fish and
    // rank logic of their size, below SE's forcing chains that they replace. SK loop: a rank-0 structure of 16 truths
    // (rank-0-logic grows 0.2 a truth from 3; capped at a loop's 7.5); Tridagon: an uncommon impossible pattern proven
    // by exhaustion (7.6); Junior Exocet: the forum's tool for the SE 11+ lists (7.8, as templates).
    // HoDoKu: The expert structures (HoDoKu lacks them): SK loop ~ a large MSLS, Tridagon and Junior Exocet ~ HoDoKu's
    // extreme patterns, below its forcing chains.
    { T::SkLoop, "sk-loop", "SK Loop", "exotic", true, O::Finder, { 75, G::Fixed }, {}, H::Neither, { 400, L::Unfair },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "SK Loop") },
    // SE: ~ SE has no Kraken fish: a forcing chain from a fish's fins (region forcing chains)
    // HoDoKu: HoDoKu's Kraken Fish (500, extreme)
    { T::KrakenFish1, "kraken-fish-1", "Kraken Fish Type 1", "fish", true, O::Finder, { 80, G::Chain }, {}, H::Neither,
        { 500, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Kraken Fish Type 1") },
    { T::KrakenFish2, "kraken-fish-2", "Kraken Fish Type 2", "fish", true, O::Finder, { 80, G::Chain }, {}, H::Neither,
        { 500, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Kraken Fish Type 2") },
    // SE: multiple (contradiction) forcing chains
    { T::ForcingChainContradiction, "forcing-chain-contradiction", "Forcing Chain Contradiction", "forcing", true,
        O::Finder, { 80, G::Chain }, {}, H::Both, { 500, L::Extreme },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Forcing Chain Contradiction") },
    // SE: cell/region forcing chains
    { T::ForcingChainVerity, "forcing-chain-verity", "Forcing Chain Verity", "forcing", true, O::Finder,
        { 80, G::Chain }, {}, H::Both, { 500, L::Extreme },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Forcing Chain Verity") },
    // SE: ~ cbg000 median
    // HoDoKu: ~ death blossom
    { T::Msls, "msls", "Multi-Sector Locked Set", "exotic", true, O::Finder, { 72, G::Fixed }, {}, H::Neither,
        { 360, L::Unfair }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Multi-Sector Locked Set") },
    // SE: dynamic forcing chains
    { T::ForcingNetContradiction, "forcing-net-contradiction", "Forcing Net Contradiction", "forcing", true, O::Finder,
        { 85, G::Chain }, {}, H::Both, { 700, L::Extreme },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Forcing Net Contradiction") },
    { T::ForcingNetVerity, "forcing-net-verity", "Forcing Net Verity", "forcing", true, O::Finder, { 85, G::Chain }, {},
        H::Both, { 700, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Forcing Net Verity") },
    // SE: dynamic forcing chains (+)
    // HoDoKu: ~ forcing net
    { T::DynamicForcingNetPlus, "dynamic-forcing-net-plus", "Dynamic Forcing Net (+)", "forcing", false, O::Finder,
        { 90, G::Chain }, {}, H::Neither, { 700, L::Extreme },
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Dynamic Forcing Net (+)") },
    // SE: dynamic (+ forcing chains)
    // HoDoKu: ~ forcing net
    { T::NestedForcingNet, "nested-forcing-net", "Nested Forcing Net", "forcing", true, O::Finder, { 95, G::Chain }, {},
        H::Both, { 700, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Nested Forcing Net") },
    // SE: ~ a forcing chain's structure as rank logic (rank-2 logic)
    // HoDoKu: ~ forcing chain
    { T::ChainSetLogic, "chain-set-logic", "Chain Set Logic", "chains", true, O::Finder, { 76, G::Fixed }, {},
        H::Neither, { 500, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Chain Set Logic") },
    // SE: ~ a forcing net's structure as rank logic (after chain set logic, below the nets it replaces)
    // HoDoKu: ~ forcing chain
    { T::LargeSetLogic, "large-set-logic", "Large Set Logic", "exotic", true, O::Finder, { 78, G::Fixed }, {},
        H::Neither, { 500, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Large Set Logic") },
    // SE: ~ a forcing net's structure as rank logic, counted by cases
    // HoDoKu: ~ forcing net
    { T::TripletSetLogic, "triplet-set-logic", "Triplet Set Logic", "chains", true, O::Finder, { 80, G::Fixed }, {},
        H::Neither, { 600, L::Extreme }, SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Triplet Set Logic") },
    { T::NiceLoop, "nice-loop", "Nice Loop", "chains", false, O::Name, {}, {}, H::Neither, {},
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Nice Loop") },
    { T::ForcingChain, "forcing-chain", "Forcing Chain", "forcing", false, O::Name, {}, {}, H::Neither, {},
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Forcing Chain") },
    { T::ForcingNet, "forcing-net", "Forcing Net", "forcing", false, O::Name, {}, {}, H::Neither, {},
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Forcing Net") },
    { T::BruteForce, "brute-force", "Brute Force", "brute-force", false, O::Path, {}, {}, H::Neither, {},
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "Brute Force") },
    { T::User, "user", "User sets", "user", false, O::Path, {}, {}, H::Neither, {},
        SETWISE_UI_NAME("setwise::ui::TechniqueNames", "User Sets") },
});
} // namespace catalogue_rows

inline constexpr std::span<const CatalogueRow> kCatalogue = catalogue_rows::kRows;

constexpr const CatalogueRow& catalogueRow(TechniqueId which)
{
    return catalogue_rows::kRows[std::size_t(which)];
}

constexpr std::string_view techniqueIdString(TechniqueId which)
{
    return catalogueRow(which).id;
}

namespace catalogue_detail
{
// The ids by a hash of their length and three of their characters, open
// addressing in a table many times the ids' number, built at compile time:
// the path asks for a technique by id on every finder call. (No name `slots`
// here: Qt defines it as a macro in the UI, which includes this file.)
inline constexpr std::size_t kSlots = 1024;
constexpr std::size_t slot(std::string_view id)
{
    if (id.empty())
        return 0;
    const auto at = [&id](std::size_t i) { return std::size_t(static_cast<unsigned char>(id[i])); };
    return (id.size() * 977 + at(0) * 31 + at(id.size() / 2) * 131 + at(id.size() - 1) * 8191) & (kSlots - 1);
}
// Slot -> row index + 1 (0: empty).
constexpr std::array<std::uint8_t, kSlots> makeSlots()
{
    std::array<std::uint8_t, kSlots> table {};
    for (std::size_t r = 0; r < catalogue_rows::kRows.size(); ++r) {
        std::size_t i = slot(catalogue_rows::kRows[r].id);
        while (table[i])
            i = (i + 1) & (kSlots - 1);
        table[i] = std::uint8_t(r + 1);
    }
    return table;
}
inline constexpr std::array<std::uint8_t, kSlots> kIdSlots = makeSlots();
// The ids alone, densely (the lookup compares one of them).
constexpr std::array<std::string_view, catalogue_rows::kRows.size()> makeIds()
{
    std::array<std::string_view, catalogue_rows::kRows.size()> ids {};
    for (std::size_t r = 0; r < ids.size(); ++r)
        ids[r] = catalogue_rows::kRows[r].id;
    return ids;
}
inline constexpr auto kIds = makeIds();
} // namespace catalogue_detail

// The index of an id string's row (its TechniqueId's value); kCatalogue.size()
// when the catalogue has none.
constexpr std::size_t catalogueIndexOf(std::string_view id)
{
    using namespace catalogue_detail;
    for (std::size_t i = slot(id); kIdSlots[i]; i = (i + 1) & (kSlots - 1))
        if (const std::size_t r = kIdSlots[i] - 1U; kIds[r] == id)
            return r;
    return kCatalogue.size();
}

// The row of an id string; null when the catalogue has none.
constexpr const CatalogueRow* findCatalogueRow(std::string_view id)
{
    const std::size_t r = catalogueIndexOf(id);
    return r < kCatalogue.size() ? &kCatalogue[r] : nullptr;
}

constexpr std::optional<TechniqueId> techniqueIdOf(std::string_view id)
{
    // By index, not by pointer: GCC's sanitizer builds do not take a global's
    // address compared with null as a constant expression.
    const std::size_t r = catalogueIndexOf(id);
    return r < kCatalogue.size() ? std::optional(kCatalogue[r].which) : std::nullopt;
}

} // namespace setwise
