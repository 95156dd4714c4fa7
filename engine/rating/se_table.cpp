// SPDX-License-Identifier: GPL-3.0-or-later
// Sudoku Explainer style rating: the difficulty tables (SE 1.2.1's and
// SukakuExplainer's) and a step's difficulty (see se_rating.h).
#include "engine/rating/se_rating.h"

#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>

namespace setwise
{

namespace
{

// SE's forcing chains (8.0) and dynamic chains (8.5) below its nested levels (9.5).
constexpr int kSeForcingBase = 80, kSeNestedBase = 90;
constexpr int kSeContradictionExtra = 2;

// How a technique's difficulty grows with its size.
enum class Growth {
    Fixed, // the base alone
    Chain, // a forcing chain of n nodes: SE counts n + 2 potentials, length n
    Cycle, // a closed loop of n nodes: n potentials, length n - 2
    Truths, // rank logic: the base for 3 truths, 0.2 more for each further truth
    AlsCells, // an ALS pattern of n cells: SE's forcing chain of length n + 3
    LoopCells, // a unique loop: 0.1-0.5 more with its cells (seStepTenths)
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
    SeEntry { "hidden-locked-pair", 34, Growth::Fixed }, // ~ SE: a hidden pair
    SeEntry { "locked-triple", 36, Growth::Fixed }, // SE: naked triple
    SeEntry { "naked-triple", 36, Growth::Fixed }, SeEntry { "swordfish", 38, Growth::Fixed },
    SeEntry { "hidden-triple", 40, Growth::Fixed }, // direct: 2.5
    SeEntry { "hidden-locked-triple", 40, Growth::Fixed }, // ~ SE: a hidden triple
    SeEntry { "xy-wing", 42, Growth::Fixed }, SeEntry { "xyz-wing", 44, Growth::Fixed },
    SeEntry { "uniqueness-1", 45, Growth::Fixed },
    SeEntry { "avoidable-rectangle-1", 45, Growth::Fixed }, // ~ UR type 1
    SeEntry { "uniqueness-2", 45, Growth::Fixed },
    // UR type 3: SE adds 0.1 a digit of the naked set beyond one, but it also
    // reads the same type 3 as a hidden set (fewer cells, smaller increment)
    // and takes the easier; with the naked increment 4 of 5 cbg000 lines whose
    // ER it set were rated 4.7-4.8 for SE's 4.5, so the base stays.
    SeEntry { "uniqueness-3", 45, Growth::Fixed }, SeEntry { "uniqueness-4", 45, Growth::Fixed },
    SeEntry { "uniqueness-5", 45, Growth::Fixed }, // ~ UR type 2
    SeEntry { "avoidable-rectangle-2", 46, Growth::Fixed }, // ~ UR type 2
    SeEntry { "uniqueness-6", 47, Growth::Fixed }, // ~ unique loop
    SeEntry { "hidden-rectangle", 47, Growth::Fixed }, // ~ unique loop
    SeEntry { "naked-quadruple", 50, Growth::Fixed }, SeEntry { "jellyfish", 52, Growth::Fixed },
    SeEntry { "squirmbag", 52, Growth::Fixed }, // ~ its complementary fish, size <= 4
    SeEntry { "whale", 52, Growth::Fixed }, SeEntry { "leviathan", 52, Growth::Fixed },
    SeEntry { "hidden-quadruple", 54, Growth::Fixed }, SeEntry { "bug-plus-1", 56, Growth::Fixed },
    SeEntry { "bug-type-2", 57, Growth::Fixed }, SeEntry { "bug-type-4", 57, Growth::Fixed },
    SeEntry { "bug-type-3", 58, Growth::Fixed }, // 5.7 + 0.1 per digit of the naked set beyond one (seStepTenths)
    SeEntry { "hidden-unique-rectangle-2", 47, Growth::Fixed }, // ~ hidden rectangle
    SeEntry { "extended-unique-rectangle", 46, Growth::Fixed }, // ~ unique loop of 6 cells (SE 4.6)
    SeEntry { "unique-loop-1", 46, Growth::LoopCells }, // by the loop's size (seStepTenths)
    SeEntry { "unique-loop-2", 46, Growth::LoopCells }, // ditto
    SeEntry { "unique-loop-3", 46, Growth::LoopCells }, // ditto
    SeEntry { "unique-loop-4", 46, Growth::LoopCells }, // ditto
    SeEntry { "aligned-pair-exclusion", 62, Growth::Fixed }, // SE's AlignedPairExclusion
    SeEntry { "aligned-triple-exclusion", 75, Growth::Fixed }, // SE's AlignedTripletExclusion
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
    SeEntry { "3d-medusa", 67, Growth::Chain }, // ~ SE has none: multi-colours, mixed (X and Y) links
    SeEntry { "finned-franken-x-wing", 68, Growth::Fixed }, SeEntry { "finned-jellyfish", 68, Growth::Fixed },
    SeEntry { "sashimi-jellyfish", 68, Growth::Fixed }, SeEntry { "franken-swordfish", 68, Growth::Fixed },
    SeEntry { "finned-franken-swordfish", 69, Growth::Fixed }, SeEntry { "finned-squirmbag", 69, Growth::Fixed },
    SeEntry { "sashimi-squirmbag", 69, Growth::Fixed }, SeEntry { "franken-jellyfish", 69, Growth::Fixed },
    SeEntry { "continuous-nice-loop", 65, Growth::Cycle }, // X-cycle 6.5, mixed 7.0
    SeEntry { "grouped-continuous-nice-loop", 65, Growth::Cycle },
    SeEntry { "discontinuous-nice-loop", 66, Growth::Chain }, // forcing chain 6.6, mixed 7.0
    SeEntry { "aic", 66, Growth::Chain },
    SeEntry { "grouped-discontinuous-nice-loop", 80, Growth::Chain }, // ~ SE has no groups: region forcing chains
    SeEntry { "grouped-aic", 80, Growth::Chain },
    SeEntry { "grouped-continuous-nice-loop-als", 80, Growth::Chain }, // ~ region forcing chains
    SeEntry { "grouped-discontinuous-nice-loop-als", 80, Growth::Chain },
    SeEntry { "grouped-aic-als", 80, Growth::Chain }, SeEntry { "finned-franken-jellyfish", 70, Growth::Fixed },
    SeEntry { "finned-whale", 70, Growth::Fixed }, SeEntry { "sashimi-whale", 70, Growth::Fixed },
    SeEntry { "finned-leviathan", 71, Growth::Fixed }, SeEntry { "sashimi-leviathan", 71, Growth::Fixed },
    SeEntry { "w-wing", 71, Growth::Fixed }, // ~ forcing chain of 6 nodes, X and Y links
    SeEntry { "als-xz", 70, Growth::AlsCells }, // ~ forcing chain (cbg000: 4-5 cells 7.2, 6-10 cells 7.2-7.3)
    SeEntry { "wxyz-wing", 70, Growth::AlsCells }, // ~ as ALS-XZ (SukakuExplainer's own: kSukaku)
    SeEntry { "vwxyz-wing", 70, Growth::AlsCells }, SeEntry { "uvwxyz-wing", 70, Growth::AlsCells },
    SeEntry { "tuvwxyz-wing", 70, Growth::AlsCells }, SeEntry { "mutant-x-wing", 71, Growth::Fixed },
    SeEntry { "sue-de-coq", 72, Growth::Fixed },
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
    // The large expert structures, which SE lacks (never on the se121 or
    // SukakuExplainer path): above the fish and rank logic of their size, below
    // SE's forcing chains that they replace. SK loop: a rank-0 structure of 16
    // truths (rank-0-logic grows 0.2 a truth from 3; capped at a loop's 7.5);
    // Tridagon: an uncommon impossible pattern proven by exhaustion (7.6);
    // Junior Exocet: the forum's tool for the SE 11+ lists (7.8, as templates).
    SeEntry { "sk-loop", 75, Growth::Fixed }, SeEntry { "tridagon", 76, Growth::Fixed },
    SeEntry { "junior-exocet", 78, Growth::Fixed }, SeEntry { "senior-exocet", 78, Growth::Fixed }, // as the Junior
    SeEntry { "double-exocet", 79, Growth::Fixed }, // two Junior Exocets joined: just above one
    SeEntry { "finned-franken-leviathan", 75, Growth::Fixed }, SeEntry { "finned-mutant-squirmbag", 75, Growth::Fixed },
    SeEntry { "mutant-whale", 75, Growth::Fixed },
    SeEntry { "death-blossom", 80, Growth::Chain }, // ~ SE: cell forcing chains
    // ~ SE has no Kraken fish: a forcing chain from a fish's fins (region forcing chains)
    SeEntry { "kraken-fish-1", 80, Growth::Chain }, SeEntry { "kraken-fish-2", 80, Growth::Chain },
    SeEntry { "forcing-chain-contradiction", 80, Growth::Chain }, // SE: multiple (contradiction) forcing chains
    SeEntry { "finned-mutant-whale", 76, Growth::Fixed }, SeEntry { "mutant-leviathan", 76, Growth::Fixed },
    SeEntry { "rank-2-logic", 76, Growth::Fixed }, SeEntry { "finned-mutant-leviathan", 77, Growth::Fixed },
    SeEntry { "template-delete", 75, Growth::Fixed }, // ~ Nishio (on the path: seNishioTenths, 7.5 plus length)
    SeEntry { "template-set", 75, Growth::Fixed },
    SeEntry { "forcing-chain-verity", 80, Growth::Chain }, // SE: cell/region forcing chains
    SeEntry { "forcing-net-contradiction", 85, Growth::Chain }, // SE: dynamic forcing chains
    SeEntry { "forcing-net-verity", 85, Growth::Chain },
    SeEntry { "dynamic-forcing-net-plus", 90, Growth::Chain }, // SE: dynamic forcing chains (+)
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

// SE's length of a forcing chain or net below the nested levels: its
// complexity (the potentials, candidates on or off, of every branch up to the
// conclusion, each branch's start counted in it; a contradiction counts the
// candidate found both on and off twice) less 2. Setwise's branch facts are
// SE's potentials; the needed ones are the step's implications.
int forcingLength(const Step& step)
{
    int potentials = 0;
    for (const ForcingBranch& b : step.branches) {
        bool start = false;
        for (const Implication& i : b.implications)
            start = start || i.candidate == b.start;
        potentials += int(b.implications.size()) + (start ? 0 : 1) + (b.contradiction ? kSeContradictionExtra : 0);
    }
    return potentials - 2;
}

// The cells of an ALS pattern: its first reading's cell truths.
int alsCells(const Step& step)
{
    int cells = 0;
    if (!step.readings.empty())
        for (Constraint k : step.readings.front().bases)
            cells += kindOf(k) == ConstraintKind::Cell;
    return cells;
}

// A chain of more than one digit is SE's mixed (X and Y) chain: 7.0 instead
// of 6.5/6.6 (XY-chains and remote pairs too: their weak links between cells
// of one digit are SE's X links; cbg000 rates them 7.1-7.2, not 6.8-6.9).
// A loop whose strong links are all inside bivalue cells is a Y-cycle,
// rated as an X-cycle from 6.5 (SE's CycleHint rule; both tables).
// Whether a drawn chain's strong links are all of one kind: between cells
// on one digit (SE's X links) or between the two digits of a cell (Y links).
bool oneStrongKind(const Step& step)
{
    bool x = false, y = false;
    for (const ChainLink& l : step.links) {
        if (!l.strong)
            continue;
        const ChainNode& a = step.chainNodes[std::size_t(l.from)];
        const ChainNode& b = step.chainNodes[std::size_t(l.to)];
        if (a.kind != ChainNode::Kind::Candidate || b.kind != ChainNode::Kind::Candidate || a.candidates.none()
            || b.candidates.none())
            return false;
        const Candidate p = a.candidates.first(), q = b.candidates.first();
        if (cellOf(p) == cellOf(q))
            y = true;
        else if (digitOf(p) == digitOf(q))
            x = true;
        else
            return false;
    }
    return !(x && y);
}

// SE 1.2.1's Y-cycle: a loop whose strong links all join the two digits of
// a bivalue cell (its weak links may be anywhere). SE's cycle search with
// Y links only finds it and rates it as an X-cycle, 6.5 plus length (all 11
// held-out cbg000 6.x lines that Setwise rated 7.0-7.1 with a mixed loop were
// such Y-cycles in SE's own path, 6.6-6.9).
bool strongLinksInCells(const Step& step)
{
    bool any = false;
    for (const ChainLink& l : step.links) {
        if (!l.strong)
            continue;
        const ChainNode& a = step.chainNodes[std::size_t(l.from)];
        const ChainNode& b = step.chainNodes[std::size_t(l.to)];
        if (a.kind != ChainNode::Kind::Candidate || b.kind != ChainNode::Kind::Candidate || a.candidates.count() != 1
            || b.candidates.count() != 1 || cellOf(a.candidates.first()) != cellOf(b.candidates.first()))
            return false;
        any = true;
    }
    return any;
}

int mixedTenths(const Step& step, int base, SeVariant variant)
{
    if (step.digits.size() <= 1)
        return base;
    if (variant == SeVariant::Sukaku && base == 65 && !step.links.empty() && oneStrongKind(step))
        return base;
    if (variant == SeVariant::Se121 && base == 65 && strongLinksInCells(step))
        return base;
    if (base == 65 || base == 66)
        return 70;
    return base;
}

// SukakuExplainer's own techniques (SeVariant::Sukaku), from its hint
// classes' difficulties: single-digit chains of two to four strong links
// (TurbotFishHint, StrongLinksHint) and the WXYZ- to TUVWXYZ-Wings, ALS-XZ
// of a bivalue cell and an ALS of 3 to 6 cells (WXYZWingHint ...). Techniques
// it lacks are rated as the one of these that finds the same eliminations
// ("~"). Everything else is rated as SE 1.2.1 rates it.
enum class SukakuKind {
    Fixed, // the value below
    StrongLinks, // a single-digit chain of 2-4 strong links; `tenths` is the least
    Wing, // an ALS-XZ of a bivalue cell and an ALS of 3 to 6 cells
};

struct SukakuEntry {
    std::string_view id;
    int tenths;
    SukakuKind kind;
};

constexpr std::array kSukaku = {
    SukakuEntry { "skyscraper", 40, SukakuKind::Fixed },
    SukakuEntry { "two-string-kite", 41, SukakuKind::Fixed },
    SukakuEntry { "dual-two-string-kite", 41, SukakuKind::Fixed },
    SukakuEntry { "turbot-fish", 42, SukakuKind::Fixed },
    SukakuEntry { "empty-rectangle", 43, SukakuKind::Fixed }, // a group: 4.3
    SukakuEntry { "dual-empty-rectangle", 43, SukakuKind::Fixed },
    SukakuEntry { "sashimi-x-wing", 43, SukakuKind::Fixed }, // ~ turbot fish with a group
    SukakuEntry { "finned-x-wing", 43, SukakuKind::Fixed }, // ~ turbot fish with a group
    SukakuEntry { "finned-swordfish", 55, SukakuKind::Fixed }, // ~ three strong links, a group
    SukakuEntry { "sashimi-swordfish", 55, SukakuKind::Fixed },
    SukakuEntry { "finned-jellyfish", 59, SukakuKind::Fixed }, // ~ four strong links, a group
    SukakuEntry { "sashimi-jellyfish", 59, SukakuKind::Fixed },
    SukakuEntry { "x-chain", 54, SukakuKind::StrongLinks },
    SukakuEntry { "simple-colors-trap", 54, SukakuKind::StrongLinks },
    SukakuEntry { "simple-colors-wrap", 54, SukakuKind::StrongLinks },
    SukakuEntry { "continuous-nice-loop", 54, SukakuKind::StrongLinks },
    SukakuEntry { "discontinuous-nice-loop", 54, SukakuKind::StrongLinks },
    SukakuEntry { "aic", 54, SukakuKind::StrongLinks },
    SukakuEntry { "grouped-continuous-nice-loop", 43, SukakuKind::StrongLinks },
    SukakuEntry { "grouped-discontinuous-nice-loop", 43, SukakuKind::StrongLinks },
    SukakuEntry { "grouped-aic", 43, SukakuKind::StrongLinks },
    SukakuEntry { "als-xz", 55, SukakuKind::Wing },
    SukakuEntry { "wxyz-wing", 55, SukakuKind::Fixed }, // its bent sets of 4 to 7 cells
    SukakuEntry { "vwxyz-wing", 62, SukakuKind::Fixed },
    SukakuEntry { "uvwxyz-wing", 66, SukakuKind::Fixed },
    SukakuEntry { "tuvwxyz-wing", 75, SukakuKind::Fixed },
};

const SukakuEntry* sukakuEntryOf(std::string_view id)
{
    for (const SukakuEntry& e : kSukaku)
        if (e.id == id)
            return &e;
    return nullptr;
}

// The house kind of a strong link between two nodes of one digit: a line
// when both lie in it, else their box.
ConstraintKind strongLinkHouse(const ChainNode& a, const ChainNode& b)
{
    const CandidateSet both = a.candidates | b.candidates;
    const Cell first = cellOf(both.first());
    bool row = true, column = true;
    for (Candidate x : both) {
        row = row && rowOf(cellOf(x)) == rowOf(first);
        column = column && colOf(cellOf(x)) == colOf(first);
    }
    return row ? ConstraintKind::Row : column ? ConstraintKind::Column : ConstraintKind::Box;
}

// A single-digit chain or loop of two to four strong links as
// SukakuExplainer rates it: 4.0 / 5.4 / 5.8 with the strong links in
// parallel lines, 0.1 more with both line kinds or a box, 0.2 with all three;
// two strong links: 4.1 for a row and a column, 4.2 with a box, 4.3 with a
// group.
std::optional<int> strongLinkTenths(const Step& step)
{
    const auto nodes = step.chainNodes.size();
    if (step.digits.size() != 1 || step.links.empty()
        || (step.links.size() != nodes - 1 && step.links.size() != nodes)) // one chain or one loop
        return std::nullopt;
    bool grouped = false;
    for (const ChainNode& n : step.chainNodes) {
        if (n.kind == ChainNode::Kind::Als || n.candidates.none())
            return std::nullopt;
        grouped = grouped || n.candidates.count() > 1;
    }
    int strong = 0;
    bool box = false, row = false, column = false;
    for (const ChainLink& l : step.links) {
        if (!l.strong)
            continue;
        ++strong;
        const ConstraintKind k
            = strongLinkHouse(step.chainNodes[std::size_t(l.from)], step.chainNodes[std::size_t(l.to)]);
        box = box || k == ConstraintKind::Box;
        row = row || k == ConstraintKind::Row;
        column = column || k == ConstraintKind::Column;
    }
    if (strong == 2)
        return grouped ? 43 : box ? 42 : row && column ? 41 : 40;
    if (strong < 2 || strong > 4)
        return std::nullopt;
    const int base = strong == 3 ? 54 : 58;
    if (!box && !(row && column))
        return base;
    return box && row && column ? base + 2 : base + 1;
}

// An ALS-XZ of a bivalue cell and an ALS of 3 to 6 cells is one of
// SukakuExplainer's wings: 3 cells 5.5 (5.6 when its largest cell holds three
// digits), 4 cells 6.2-6.4 (6.4 with three digits, 6.2 with five), 5 cells
// 6.6, 6 cells 7.5. (With 2 cells it is the XY- or XYZ-Wing, which SE has.)
std::optional<int> wingTenths(const Step& step)
{
    std::vector<CellSet> alss;
    for (const ChainNode& n : step.chainNodes)
        if (n.kind == ChainNode::Kind::Als && std::find(alss.begin(), alss.end(), n.alsCells) == alss.end())
            alss.push_back(n.alsCells);
    if (alss.size() != 2 || step.readings.empty())
        return std::nullopt;
    if (alss[0].count() > alss[1].count())
        std::swap(alss[0], alss[1]);
    const CandidateSet live = step.readings.front().baseCandidates;
    auto inCell = [&live](Cell c) { return live & candidatesOf(cellConstraint(c)); };
    if (alss[0].count() != 1 || inCell(alss[0].first()).count() != 2)
        return std::nullopt;
    int largest = 0;
    for (Cell c : alss[1])
        largest = std::max(largest, inCell(c).count());
    switch (alss[1].count()) {
    case 3:
        return largest == 3 ? 56 : 55;
    case 4:
        return 62 + 2 - std::abs(3 - largest);
    case 5:
        return 66;
    case 6:
        return 75;
    default:
        return std::nullopt;
    }
}

// The step's SukakuExplainer difficulty where its own techniques rate it.
std::optional<int> sukakuTenths(const Step& step)
{
    const SukakuEntry* e = sukakuEntryOf(step.technique);
    if (!e)
        return std::nullopt;
    switch (e->kind) {
    case SukakuKind::Fixed:
        return e->tenths;
    case SukakuKind::StrongLinks:
        return strongLinkTenths(step);
    case SukakuKind::Wing:
        return wingTenths(step);
    }
    return std::nullopt;
}

} // namespace

std::string_view seVariantName(SeVariant v)
{
    return v == SeVariant::Sukaku ? "sukaku" : "se121";
}

std::optional<SeVariant> seVariantFromName(std::string_view name)
{
    for (SeVariant v : { SeVariant::Se121, SeVariant::Sukaku })
        if (name == seVariantName(v))
            return v;
    return std::nullopt;
}

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

int seBaseTenths(std::string_view technique, SeVariant variant)
{
    const SeEntry* e = entryOf(technique);
    if (!e)
        return 0;
    const SukakuEntry* own = variant == SeVariant::Sukaku ? sukakuEntryOf(technique) : nullptr;
    return own ? std::min(own->tenths, e->tenths) : e->tenths;
}

int seStepTenths(const Step& step, bool direct, SeVariant variant)
{
    const SeEntry* e = entryOf(step.technique);
    if (!e)
        return 0;
    if (variant == SeVariant::Sukaku)
        if (auto own = sukakuTenths(step)) // it tries its own techniques first when they are easier
            return std::min(*own, seStepTenths(step, direct, SeVariant::Se121));
    if (step.technique == "hidden-single") {
        const bool box = !step.readings.empty() && !step.readings.front().bases.empty()
            && kindOf(step.readings.front().bases.front()) == ConstraintKind::Box;
        return box ? 12 : 15;
    }
    if (step.technique.starts_with("unique-loop-") && !step.readings.empty()
        && !step.readings.front().virtualBases.empty()) { // SE: 4.5, +0.1 from 6 cells, +0.2 from 8, +0.3 from 10
        const int cells = step.readings.front().virtualBases.front().cells.count();
        const int subset = step.technique == "unique-loop-3" // SE: 0.1 a digit of the naked set beyond one
            ? int(step.readings.front().covers.size()) - 1
            : 0;
        return 45 + (cells >= 10 ? 3 : 0) + (cells >= 8 ? 2 : cells >= 6 ? 1 : 0) + subset;
    }
    if (step.technique.starts_with("bug-type-") && !step.readings.empty()
        && !step.readings.front().virtualBases.empty()) {
        // SE's BUG type 1 is any BUG whose extras lie in one cell (that cell
        // loses its BUG digits), 5.6; Setwise's bug-plus-1 asks one extra
        // digit. SE finds that type 1 in the state of a type 2-4 step whose
        // extras are in one cell, so the step is rated as it.
        const CandidateSet extras = step.readings.front().virtualBases.front().candidates;
        bool oneCell = extras.any();
        for (Candidate x : extras)
            oneCell = oneCell && cellOf(x) == cellOf(extras.first());
        if (oneCell)
            return 56;
    }
    if (step.technique == "bug-type-3" && !step.readings.empty()) // SE: 5.7 + 0.1 (set size - 1)
        return 57 + int(step.readings.front().covers.size()) - 1;
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
    case Growth::LoopCells: // handled above
        return e->tenths;
    case Growth::Chain:
        if (!step.branches.empty() && e->tenths >= kSeForcingBase && e->tenths < kSeNestedBase)
            return e->tenths + seLengthTenths(forcingLength(step));
        return mixedTenths(step, e->tenths, variant) + seLengthTenths(chainNodes(step));
    case Growth::Cycle:
        return mixedTenths(step, e->tenths, variant) + seLengthTenths(chainNodes(step) - 2);
    case Growth::AlsCells:
        return e->tenths + seLengthTenths(alsCells(step) + 3);
    case Growth::Truths: {
        int truths = 0;
        for (const Evaluation& r : step.readings)
            truths = std::max(truths, int(r.bases.size()));
        return e->tenths + 2 * std::max(0, truths - 3);
    }
    }
    return e->tenths;
}

bool seGrows(std::string_view id, SeVariant variant)
{
    const SeEntry* e = entryOf(id);
    if (variant == SeVariant::Sukaku)
        if (const SukakuEntry* own = sukakuEntryOf(id); own && own->kind != SukakuKind::Fixed)
            return true;
    return e && e->growth != Growth::Fixed && e->growth != Growth::Truths;
}

int seLeastFrom(std::string_view id, const Step& step, SeVariant variant)
{
    const SeEntry* e = entryOf(id);
    if (!e)
        return 0;
    const int nodes = chainNodes(step);
    if (variant == SeVariant::Sukaku)
        if (const SukakuEntry* own = sukakuEntryOf(id); own && own->kind != SukakuKind::Fixed)
            if (own->kind == SukakuKind::Wing || nodes <= 8) // up to four strong links, any wing size
                return seBaseTenths(id, variant);
    if (e->growth == Growth::LoopCells) // handed out in no order of size: read them all
        return e->tenths;
    if (e->growth == Growth::AlsCells) // handed out fewest cells first
        return e->tenths + seLengthTenths(alsCells(step) + 3);
    return e->tenths + seLengthTenths(e->growth == Growth::Cycle ? nodes - 2 : nodes);
}

} // namespace setwise
