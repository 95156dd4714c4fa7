// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Single-digit templates (HoDoKu's templates): the placements of one digit, one
// cell per row, column and box, through its filled cells and live candidates.
// Shared by the fish search (template eliminations bound a fish's targets), the
// template finders and the Exocets (the forum's generic condition), so it sits
// below every family.

#include "engine/bitset.h"
#include "engine/state.h"

#include <cstdint>
#include <vector>

namespace setwise
{

struct TemplateCells {
    CellSet some; // cells of at least one template
    CellSet every; // cells of every template (empty when there is no template)
    std::uint64_t count = 0; // templates
};
// The templates of digit d in state s; with `list`, every template is appended to it.
TemplateCells templateCells(const State& s, Digit d, std::vector<CellSet>* list = nullptr);

} // namespace setwise
