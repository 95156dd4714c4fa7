// SPDX-License-Identifier: GPL-3.0-or-later
// Naked and hidden subsets and basic fish: one N-of-N search (Pike's "Related Sets",
// "Related Sets") run over different 9x9 planes of the constraint space (seed
// 003's rn/cn/bn spaces; the planes and the search are in subset_plane.h). The
// hidden plane is the naked plane transposed, the column fish the row fish
// transposed. In every plane: N base rows with 2..N live entries whose union
// is exactly N columns lock those N covers; evaluate() eliminates the rest of
// the covers. A naked subset of at most three cells that shares a line and a
// box is a locked pair/triple and carries both readings (docs/architecture.md, The one rule); a hidden
// one is a hidden locked pair/triple (HoDoKu's variant), read twice as well.
#include "engine/basic/subset_plane.h"
#include "engine/tables.h"
#include "engine/techniques.h"

#include <array>
#include <bit>
#include <cstdint>
#include <optional>

namespace setwise
{

namespace
{

// The planes' truths and links, built once: the 27 houses' naked and hidden
// planes (index (kind - 1) * 9 + house, hidden ones 27 on) and the 18 fish
// planes (index columns * 9 + digit).
const std::array<Plane, 54>& houseShapes()
{
    static const std::array<Plane, 54> shapes = [] {
        std::array<Plane, 54> a {};
        for (int hidden = 0; hidden < 2; ++hidden)
            for (int kind = 1; kind <= 3; ++kind)
                for (int h = 0; h < 9; ++h)
                    a[std::size_t(hidden * 27 + (kind - 1) * 9 + h)]
                        = housePlaneShape(ConstraintKind(kind), h, hidden != 0);
        return a;
    }();
    return shapes;
}

const std::array<Plane, 18>& fishShapes()
{
    static const std::array<Plane, 18> shapes = [] {
        std::array<Plane, 18> a {};
        for (int columns = 0; columns < 2; ++columns)
            for (Digit d = 0; d < 9; ++d)
                a[std::size_t(columns * 9 + d)] = fishPlaneShape(d, columns != 0);
        return a;
    }();
    return shapes;
}

// A plane's shape with the context's live masks and open truths.
Plane filled(const Context& ctx, const Plane& shape)
{
    Plane p = shape;
    for (int i = 0; i < 9; ++i) {
        p.open[i] = !ctx.isSolved(p.bases[i]);
        p.rows[i] = ctx.liveMask(p.bases[i]);
    }
    return p;
}

struct Want {
    PlaneKind kind;
    int n;
    bool locked; // locked pair / triple
};

bool parseWant(std::string_view id, Want& w)
{
    if (id == "locked-pair" || id == "locked-triple") {
        w = { PlaneKind::Naked, id == "locked-pair" ? 2 : 3, true };
        return true;
    }
    if (id == "hidden-locked-pair" || id == "hidden-locked-triple") {
        w = { PlaneKind::Hidden, id == "hidden-locked-pair" ? 2 : 3, true };
        return true;
    }
    for (PlaneKind k : { PlaneKind::Naked, PlaneKind::Hidden, PlaneKind::Fish })
        for (int n = 2; n <= 4; ++n)
            if (subsetId(k, n) == id) {
                w = { k, n, false };
                return true;
            }
    return false;
}

// For a naked subset's cells: the other house (box for a line, line for a box)
// they all share, or -1.
int sharedOtherHouse(const CellSet& cells, ConstraintKind kind)
{
    const Cell first = cells.first();
    auto all = [&](auto key) {
        for (Cell c : cells)
            if (key(c) != key(first))
                return false;
        return true;
    };
    if (kind != ConstraintKind::Box)
        return all(boxOf) ? 18 + boxOf(first) : -1;
    if (all(rowOf))
        return rowOf(first);
    if (all(colOf))
        return 9 + colOf(first);
    return -1;
}

// A subset's second reading: its digits (those of digitKs) locked in house
// `other`, which holds all its cells: the same bases, that house's digits as covers.
std::optional<Evaluation> otherHouseReading(
    const Context& ctx, const std::vector<Constraint>& bases, const std::vector<Constraint>& digitKs, int other)
{
    const ConstraintKind kind = other < 9 ? ConstraintKind::Row
        : other < 18                      ? ConstraintKind::Column
                                          : ConstraintKind::Box;
    std::vector<Constraint> covers;
    for (Constraint k : digitKs)
        covers.push_back(houseConstraint(kind, constraintDigit(k), other % 9));
    auto e = evaluate(ctx.state(), bases, covers);
    if (!e)
        return std::nullopt;
    return std::move(e).value();
}

// Searches one plane; true when nothing was evaluated (no step, and the plane
// alone settled that: see PlaneMemo).
bool searchPlane(const Context& ctx, const Plane& p, const Want& want, ConstraintKind houseKind, StepSink& sink)
{
    bool evaluated = false;
    nOfN(p, want.n, [&](std::span<const int> picks, unsigned coverMask) {
        // The plane holds every candidate of its covers, each in one base and
        // one cover: the reading eliminates exactly the covers' candidates in
        // the other bases. With none, a plain subset or fish concludes nothing.
        if (!want.locked && !othersInCovers(p, picks, coverMask))
            return true;
        std::vector<Constraint> bases, covers;
        chosenSets(p, picks, coverMask, bases, covers);
        // Whether the subset is locked (its cells share another house) is
        // settled on the sets before evaluate() reads them.
        int other = -1;
        if (p.kind == PlaneKind::Naked) {
            CellSet cells;
            for (Constraint b : bases)
                cells.set(b);
            other = want.n <= 3 ? sharedOtherHouse(cells, houseKind) : -1;
            if (other >= 0 && houseKind == ConstraintKind::Box)
                return true; // a locked subset is reported from its line plane
            if ((other >= 0) != want.locked)
                return true;
        }
        if (p.kind == PlaneKind::Hidden && want.locked) {
            // HoDoKu's locked pair/triple via a hidden subset (0110-2, 0111-2):
            // the subset's cells share another house, where its digits are
            // locked too: the same truths, that house's digits as links.
            CellSet cells;
            for (Constraint c : covers)
                cells.set(c);
            other = sharedOtherHouse(cells, houseKind);
            if (other < 0)
                return true;
        }
        evaluated = true;
        auto e = evaluate(ctx.state(), bases, covers);
        if (!e)
            return true;
        std::vector<Evaluation> readings;
        readings.reserve(2);
        readings.push_back(std::move(e).value());
        if (other >= 0)
            if (auto e2 = otherHouseReading(ctx, bases, p.kind == PlaneKind::Naked ? covers : bases, other))
                readings.push_back(std::move(*e2));
        std::string id(want.locked
                ? (p.kind == PlaneKind::Hidden ? (want.n == 2 ? "hidden-locked-pair" : "hidden-locked-triple")
                                               : (want.n == 2 ? "locked-pair" : "locked-triple"))
                : subsetId(p.kind, want.n));
        Step step = makeStep(std::move(id), std::move(readings));
        if (step.hasConclusions())
            return sink.add(std::move(step));
        return true;
    });
    return !evaluated;
}

// Per thread, per wanted subset and plane: the plane's rows the last time its
// search evaluated nothing. Up to evaluate(), the search reads only the plane
// (its rows, open truths and fixed shape), and it stops early only after a
// step was evaluated; so a plane with the same contents again finds nothing
// again, and is skipped. Along a path most houses do not change from one step
// to the next.
class PlaneMemo
{
public:
    struct Key {
        std::uint64_t rows = 0, rest = ~std::uint64_t { 0 }; // the default is never a real plane's
        friend bool operator==(const Key&, const Key&) = default;
    };
    // The rows of the plane of this shape in the context. They settle its
    // open truths too: a solved truth has no live candidate (State's
    // invariant), so it is never eligible, open or not.
    static Key keyOf(const Context& ctx, const Plane& shape)
    {
        Key key { 0, 0 };
        for (std::size_t i = 0; i < 7; ++i)
            key.rows |= std::uint64_t(ctx.liveMask(shape.bases[i])) << (9 * i);
        key.rest = ctx.liveMask(shape.bases[7]) | ctx.liveMask(shape.bases[8]) << 9;
        return key;
    }
    // Whether plane `slot` (0..26) searched for `want` was recorded with this key.
    bool has(const Want& want, int slot, const Key& key) const
    {
        const auto& e = m_keys[index(want)][std::size_t(slot)];
        return e[0] == key || e[1] == key;
    }
    // Records it, in place of the older of the two kept.
    void record(const Want& want, int slot, const Key& key)
    {
        auto& e = m_keys[index(want)][std::size_t(slot)];
        e[1] = e[0];
        e[0] = key;
    }

private:
    static std::size_t index(const Want& want)
    {
        return std::size_t((int(want.kind) * 3 + want.n - 2) * 2 + int(want.locked));
    }
    std::array<std::array<std::array<Key, 2>, 27>, 18> m_keys {};
};

thread_local PlaneMemo t_planeMemo;

// Per thread: the plane keys of the last live candidates seen, computed as
// asked. Every subset and fish id reads the same planes of a state (the SE
// path asks for a dozen ids on each), and the keys depend on the live
// candidates only.
class PlaneKeys
{
public:
    // The key of plane `index` (house planes 0..53 as houseShapes(), fish
    // planes 54..71) of this shape in the context.
    const PlaneMemo::Key& of(const Context& ctx, std::size_t index, const Plane& shape)
    {
        if (!(m_known[index / 64] >> (index % 64) & 1U)) {
            m_keys[index] = PlaneMemo::keyOf(ctx, shape);
            m_known[index / 64] |= std::uint64_t { 1 } << (index % 64);
        }
        return m_keys[index];
    }
    // Forgets the keys unless the context has the live candidates they were computed for.
    void refresh(const Context& ctx)
    {
        if (ctx.state().live() == m_live)
            return;
        m_live = ctx.state().live();
        m_known = {};
    }

private:
    CandidateSet m_live;
    std::array<std::uint64_t, 2> m_known {};
    std::array<PlaneMemo::Key, 72> m_keys {};
};

thread_local PlaneKeys t_planeKeys;

// Searches the plane of this shape (index: see PlaneKeys; slot: its index
// among the want's planes) unless the memo says it finds nothing.
void searchPlaneOnce(const Context& ctx, std::size_t index, const Plane& shape, int slot, const Want& want,
    ConstraintKind houseKind, StepSink& sink)
{
    const PlaneMemo::Key& key = t_planeKeys.of(ctx, index, shape);
    if (t_planeMemo.has(want, slot, key))
        return;
    if (searchPlane(ctx, filled(ctx, shape), want, houseKind, sink))
        t_planeMemo.record(want, slot, key);
}

void findSubsetOrFish(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    Want want {};
    if (!parseWant(req.technique, want))
        return;
    t_planeKeys.refresh(ctx);
    if (want.kind == PlaneKind::Fish) {
        for (bool columns : { false, true })
            for (Digit d = 0; d < 9 && !sink.full(); ++d) {
                const int slot = (columns ? 9 : 0) + d;
                searchPlaneOnce(ctx, std::size_t(54 + slot), fishShapes()[std::size_t(slot)], slot, want,
                    ConstraintKind::Row, sink);
            }
        return;
    }
    for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
        for (int h = 0; h < 9 && !sink.full(); ++h) {
            const int slot = (int(kind) - 1) * 9 + h;
            const std::size_t index = std::size_t((want.kind == PlaneKind::Hidden ? 27 : 0) + slot);
            searchPlaneOnce(ctx, index, houseShapes()[index], slot, want, kind, sink);
        }
}

constexpr std::array kSubsets = {
    technique(TechniqueId::LockedPair, findSubsetOrFish),
    technique(TechniqueId::LockedTriple, findSubsetOrFish),
    technique(TechniqueId::NakedPair, findSubsetOrFish),
    technique(TechniqueId::HiddenPair, findSubsetOrFish),
    technique(TechniqueId::NakedTriple, findSubsetOrFish),
    technique(TechniqueId::HiddenTriple, findSubsetOrFish),
    // HoDoKu's locked pair/triple found through a hidden subset (library codes
    // 0110-2, 0111-2; HoDoKu dropped it in 2.1): off by default, as a hidden
    // subset and locked candidates find the same.
    technique(TechniqueId::HiddenLockedPair, findSubsetOrFish),
    technique(TechniqueId::HiddenLockedTriple, findSubsetOrFish),
    technique(TechniqueId::XWing, findSubsetOrFish),
    technique(TechniqueId::Swordfish, findSubsetOrFish),
    technique(TechniqueId::NakedQuadruple, findSubsetOrFish),
    technique(TechniqueId::HiddenQuadruple, findSubsetOrFish),
    technique(TechniqueId::Jellyfish, findSubsetOrFish),
};

} // namespace

std::span<const Technique> subsetAndBasicFishTechniques()
{
    return kSubsets;
}

} // namespace setwise
