// SPDX-License-Identifier: GPL-3.0-or-later
// Names for rank structures whose sets match a well-known shape (HoDoKu's
// names; the YAS manual for the XY-chain as cells and links). The shape only names a
// structure: its eliminations always come from evaluate(). The wing shapes and
// Sue de Coq have finders of their own (engine/wings/): explain and
// alternatives name a structure by its shape, the rank family lists it under
// its generic id (rankFamilyId). Checks, in order:
//
//   rank 1, cells only     XY-Wing      3 bivalue cells, 3 digits in all
//                          XYZ-Wing     a 3-digit pivot and two bivalue cells within it
//                          rank-1-logic 3 or more bivalue cells otherwise (XY-chains
//                                       and remote pairs: the chains family names them)
//                          ALS-XZ       cells split into two almost locked sets
//                                       (k cells, k + 1 digits, one shared house each)
//   rank 1, 2 cells + 1 digit constraint
//                          W-Wing       two bivalue cells with the same pair that do
//                                       not see each other, the strong link on one digit
//   rank 0, cells only     sue-de-coq   covers in one line and one box that cross;
//                                       cells in both, two or more in the crossing,
//                                       at least one in each remainder
//                          msls         four or more cells, covers over three or more houses
//   otherwise              rank-R-logic
#include "engine/rank/rank_search.h"

#include "engine/catalogue.h"
#include "engine/tables.h"

#include <bit>

namespace setwise
{

namespace
{

// A shape's name: its technique's catalogue id.
std::string idOf(TechniqueId which)
{
    return std::string(techniqueIdString(which));
}

unsigned digitMask(const Evaluation& e, Cell c)
{
    unsigned m = 0;
    for (Candidate x : e.baseCandidates& candidatesOf(cellConstraint(c)))
        m |= 1U << digitOf(x);
    return m;
}

// The 27 houses holding all the given cells (bit h).
unsigned commonHouses(const std::vector<Cell>& cells)
{
    unsigned h = ~0U & ((1U << 27) - 1);
    for (Cell c : cells)
        h &= (1U << rowOf(c)) | (1U << (9 + colOf(c))) | (1U << (18 + boxOf(c)));
    return h;
}

bool isAls(const Evaluation& e, const std::vector<Cell>& cells)
{
    if (cells.empty() || !commonHouses(cells))
        return false;
    unsigned m = 0;
    for (Cell c : cells)
        m |= digitMask(e, c);
    return std::popcount(m) == int(cells.size()) + 1;
}

bool isAlsXz(const Evaluation& e, const std::vector<Cell>& cells)
{
    const int n = int(cells.size());
    if (n < 2 || n > 12)
        return false;
    for (unsigned split = 1; split < (1U << (n - 1)); ++split) {
        std::vector<Cell> a { cells[0] }, b;
        for (int i = 1; i < n; ++i)
            ((split >> (i - 1)) & 1U ? b : a).push_back(cells[i]);
        if (!b.empty() && isAls(e, a) && isAls(e, b))
            return true;
    }
    return false;
}

// House index 0..26 of a house-digit constraint.
int houseOf(Constraint k)
{
    return 9 * (int(kindOf(k)) - 1) + constraintHouse(k);
}

bool isSueDeCoq(const std::vector<Cell>& cells, const Evaluation& e)
{
    unsigned houses = 0;
    for (Constraint k : e.covers) {
        if (k < 81)
            return false;
        houses |= 1U << houseOf(k);
    }
    if (std::popcount(houses) != 2)
        return false;
    const int h1 = std::countr_zero(houses);
    const int h2 = 31 - std::countl_zero(houses);
    if (h1 >= 18 || h2 < 18)
        return false; // one line and one box
    const CellSet& line = houseCells(h1);
    const CellSet& box = houseCells(h2);
    if (!line.intersects(box))
        return false;
    int both = 0, lineOnly = 0, boxOnly = 0;
    for (Cell c : cells) {
        const bool inLine = line.test(c), inBox = box.test(c);
        if (!inLine && !inBox)
            return false;
        both += inLine && inBox;
        lineOnly += inLine && !inBox;
        boxOnly += inBox && !inLine;
    }
    return both >= 2 && lineOnly >= 1 && boxOnly >= 1;
}

} // namespace

std::string rankShape(const State&, const Evaluation& e)
{
    const int n = int(e.bases.size());
    const std::string generic = "rank-" + std::to_string(e.rank) + "-logic";
    std::vector<Cell> cells;
    std::vector<Constraint> houses;
    for (Constraint k : e.bases)
        (k < 81 ? cells.push_back(k) : houses.push_back(k));
    std::vector<unsigned> masks;
    for (Cell c : cells)
        masks.push_back(digitMask(e, c));
    auto bivalue = [&](std::size_t i) { return std::popcount(masks[i]) == 2; };
    bool allBivalue = !cells.empty();
    unsigned unionMask = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        allBivalue = allBivalue && bivalue(i);
        unionMask |= masks[i];
    }
    if (e.rank == 1 && houses.empty()) {
        if (n == 3 && allBivalue && std::popcount(unionMask) == 3 && masks[0] != masks[1] && masks[1] != masks[2]
            && masks[0] != masks[2])
            return idOf(TechniqueId::XyWing);
        if (n == 3 && std::popcount(unionMask) == 3) {
            for (int p = 0; p < 3; ++p) {
                const int a = (p + 1) % 3, b = (p + 2) % 3;
                if (masks[std::size_t(p)] == unionMask && bivalue(std::size_t(a)) && bivalue(std::size_t(b))
                    && masks[std::size_t(a)] != masks[std::size_t(b)])
                    return idOf(TechniqueId::XyzWing);
            }
        }
        if (n >= 3 && allBivalue)
            return generic;
        if (isAlsXz(e, cells))
            return idOf(TechniqueId::AlsXz);
    }
    if (e.rank == 1 && n == 3 && cells.size() == 2 && masks[0] == masks[1] && std::popcount(masks[0]) == 2
        && (masks[0] >> constraintDigit(houses[0]) & 1U) && !commonHouses(cells))
        return idOf(TechniqueId::WWing);
    if (e.rank == 0 && houses.empty() && n >= 4) {
        if (isSueDeCoq(cells, e))
            return idOf(TechniqueId::SueDeCoq);
        unsigned coverHouses = 0;
        bool digitCovers = true;
        for (Constraint k : e.covers) {
            digitCovers = digitCovers && k >= 81;
            if (k >= 81)
                coverHouses |= 1U << houseOf(k);
        }
        if (digitCovers && std::popcount(coverHouses) >= 3)
            return idOf(TechniqueId::Msls);
    }
    return generic;
}

std::span<const std::string_view> rankTechniqueIds()
{
    static constexpr std::string_view ids[] = { techniqueIdString(TechniqueId::Rank0Logic),
        techniqueIdString(TechniqueId::Rank1Logic), techniqueIdString(TechniqueId::Rank2Logic) };
    return ids;
}

std::string rankFamilyId(const Evaluation& e, std::string shape)
{
    for (std::string_view id : rankTechniqueIds())
        if (id == shape)
            return shape;
    return "rank-" + std::to_string(e.rank) + "-logic";
}

} // namespace setwise
