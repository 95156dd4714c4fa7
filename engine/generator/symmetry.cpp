// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/generator/symmetry.h"

namespace setwise
{

namespace
{

using CellMap = Cell (*)(Cell);

constexpr Cell rotate180(Cell c)
{
    return kCells - 1 - c;
}
constexpr Cell rotate90(Cell c)
{
    return cellAt(colOf(c), 8 - rowOf(c));
}
constexpr Cell transpose(Cell c)
{
    return cellAt(colOf(c), rowOf(c));
}
constexpr Cell antiTranspose(Cell c)
{
    return cellAt(8 - colOf(c), 8 - rowOf(c));
}
constexpr Cell flipRows(Cell c)
{
    return cellAt(8 - rowOf(c), colOf(c));
}
constexpr Cell flipColumns(Cell c)
{
    return cellAt(rowOf(c), 8 - colOf(c));
}

struct SymmetryInfo {
    Symmetry symmetry;
    std::string_view name;
    std::array<CellMap, 2> generators; // nullptr: unused
};

constexpr SymmetryInfo kSymmetries[] = {
    { Symmetry::None, "none", { nullptr, nullptr } },
    { Symmetry::Rotational, "rotational", { rotate180, nullptr } },
    { Symmetry::Rotational90, "rotational-90", { rotate90, nullptr } },
    { Symmetry::Diagonal, "diagonal", { transpose, nullptr } },
    { Symmetry::AntiDiagonal, "anti-diagonal", { antiTranspose, nullptr } },
    { Symmetry::BiDiagonal, "bi-diagonal", { transpose, antiTranspose } },
    { Symmetry::Horizontal, "horizontal", { flipRows, nullptr } },
    { Symmetry::Vertical, "vertical", { flipColumns, nullptr } },
    { Symmetry::Orthogonal, "orthogonal", { flipRows, flipColumns } },
    { Symmetry::Dihedral, "dihedral", { rotate90, transpose } },
};

const SymmetryInfo& info(Symmetry s)
{
    for (const auto& i : kSymmetries)
        if (i.symmetry == s)
            return i;
    return kSymmetries[0];
}

} // namespace

std::span<const Symmetry> allSymmetries()
{
    static const std::vector<Symmetry> all = [] {
        std::vector<Symmetry> v;
        for (const auto& i : kSymmetries)
            v.push_back(i.symmetry);
        return v;
    }();
    return all;
}

std::string_view symmetryName(Symmetry s)
{
    return info(s).name;
}

std::optional<Symmetry> symmetryFromName(std::string_view name)
{
    if (name == "mirror")
        return Symmetry::Vertical;
    for (const auto& i : kSymmetries)
        if (i.name == name)
            return i.symmetry;
    return std::nullopt;
}

std::vector<std::vector<Cell>> symmetryOrbits(Symmetry s)
{
    const auto& gens = info(s).generators;
    std::vector<std::vector<Cell>> orbits;
    std::bitset<kCells> seen;
    for (Cell start = 0; start < kCells; ++start) {
        if (seen.test(std::size_t(start)))
            continue;
        // The orbit is the closure of the start cell under the generators.
        std::vector<Cell> orbit { start };
        seen.set(std::size_t(start));
        for (std::size_t i = 0; i < orbit.size(); ++i)
            for (CellMap g : gens)
                if (g && !seen.test(std::size_t(g(orbit[i])))) {
                    seen.set(std::size_t(g(orbit[i])));
                    orbit.push_back(g(orbit[i]));
                }
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

bool hasSymmetry(const std::bitset<kCells>& filled, Symmetry s)
{
    for (CellMap g : info(s).generators)
        if (g)
            for (Cell c = 0; c < kCells; ++c)
                if (filled.test(std::size_t(c)) != filled.test(std::size_t(g(c))))
                    return false;
    return true;
}

} // namespace setwise
