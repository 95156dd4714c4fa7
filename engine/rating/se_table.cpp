// SPDX-License-Identifier: GPL-3.0-or-later
// Sudoku Explainer style rating: a step's difficulty (see se_rating.h) from
// the techniques' SE 1.2.1 and SukakuExplainer difficulties (their catalogue
// rows, engine/catalogue.h).
#include "engine/rating/se_rating.h"

#include "engine/catalogue.h"
#include "engine/tables.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace setwise
{

namespace
{

// SE's forcing chains (8.0) and dynamic chains (8.5) below its nested levels (9.5).
constexpr int kSeForcingBase = 80, kSeNestedBase = 90;
constexpr int kSeContradictionExtra = 2;

// A technique's SE 1.2.1 difficulty and how it grows with its size: its
// catalogue row (engine/catalogue.h: SE 1.2.1's table, "~" for techniques SE
// lacks, rated as the SE technique that usually makes the same eliminations);
// null when SE does not rate the id.
const CatalogueRow* entryOf(std::string_view id)
{
    const CatalogueRow* row = findCatalogueRow(id);
    return row && row->se.tenths ? row : nullptr;
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
// of a bivalue cell and an ALS of 3 to 6 cells (WXYZWingHint ...): the
// catalogue rows whose SukakuRule is not AsSe121. Techniques it lacks are
// rated as the one of these that finds the same eliminations ("~").
// Everything else is rated as SE 1.2.1 rates it.
const CatalogueRow* sukakuEntryOf(std::string_view id)
{
    const CatalogueRow* row = findCatalogueRow(id);
    return row && row->sukaku.rule != SukakuRule::AsSe121 ? row : nullptr;
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
    const CatalogueRow* e = sukakuEntryOf(step.technique);
    if (!e)
        return std::nullopt;
    switch (e->sukaku.rule) {
    case SukakuRule::AsSe121:
        break;
    case SukakuRule::Fixed:
        return e->sukaku.tenths;
    case SukakuRule::StrongLinks:
        return strongLinkTenths(step);
    case SukakuRule::Wing:
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
    const CatalogueRow* e = entryOf(technique);
    if (!e)
        return 0;
    const CatalogueRow* own = variant == SeVariant::Sukaku ? sukakuEntryOf(technique) : nullptr;
    return own ? std::min(own->sukaku.tenths, e->se.tenths) : e->se.tenths;
}

int seStepTenths(const Step& step, bool direct, SeVariant variant)
{
    const CatalogueRow* e = entryOf(step.technique);
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
    switch (e->se.growth) {
    case SeGrowth::Fixed:
    case SeGrowth::LoopCells: // handled above
        return e->se.tenths;
    case SeGrowth::Chain:
        if (!step.branches.empty() && e->se.tenths >= kSeForcingBase && e->se.tenths < kSeNestedBase)
            return e->se.tenths + seLengthTenths(forcingLength(step));
        return mixedTenths(step, e->se.tenths, variant) + seLengthTenths(chainNodes(step));
    case SeGrowth::Cycle:
        return mixedTenths(step, e->se.tenths, variant) + seLengthTenths(chainNodes(step) - 2);
    case SeGrowth::AlsCells:
        return e->se.tenths + seLengthTenths(alsCells(step) + 3);
    case SeGrowth::Truths: {
        int truths = 0;
        for (const Evaluation& r : step.readings)
            truths = std::max(truths, int(r.bases.size()));
        return e->se.tenths + 2 * std::max(0, truths - 3);
    }
    }
    return e->se.tenths;
}

bool seGrows(std::string_view id, SeVariant variant)
{
    const CatalogueRow* e = entryOf(id);
    if (variant == SeVariant::Sukaku)
        if (const CatalogueRow* own = sukakuEntryOf(id); own && own->sukaku.rule != SukakuRule::Fixed)
            return true;
    return e && e->se.growth != SeGrowth::Fixed && e->se.growth != SeGrowth::Truths;
}

namespace
{
// seLeastFrom() for a step of `nodes` chain nodes and `als` ALS cells (-1:
// unknown, the least of any size).
int leastFor(std::string_view id, int nodes, int als, SeVariant variant)
{
    const CatalogueRow* e = entryOf(id);
    if (!e)
        return 0;
    if (variant == SeVariant::Sukaku)
        if (const CatalogueRow* own = sukakuEntryOf(id); own && own->sukaku.rule != SukakuRule::Fixed)
            if (own->sukaku.rule == SukakuRule::Wing || nodes <= 8) // up to four strong links, any wing size
                return seBaseTenths(id, variant);
    if (e->se.growth == SeGrowth::LoopCells) // handed out in no order of size: read them all
        return e->se.tenths;
    if (e->se.growth == SeGrowth::AlsCells) // handed out fewest cells first
        return als < 0 ? e->se.tenths : e->se.tenths + seLengthTenths(als + 3);
    return e->se.tenths + seLengthTenths(e->se.growth == SeGrowth::Cycle ? nodes - 2 : nodes);
}
} // namespace

int seLeastFrom(std::string_view id, const Step& step, SeVariant variant)
{
    return leastFor(id, chainNodes(step), alsCells(step), variant);
}

int seLeastForNodes(std::string_view id, int nodes, SeVariant variant)
{
    return leastFor(id, nodes, -1, variant);
}

} // namespace setwise
