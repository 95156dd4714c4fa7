// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Display names of technique ids (docs/architecture.md, Habits): the engine's ids are stable
// strings; this is the one tr() table that turns them into words. An id the
// table does not know yet falls back to the registry's English name.

#include <QString>

#include <string_view>

namespace setwise::ui
{

// Translated display name of a technique id ("x-wing" -> "X-Wing").
QString techniqueDisplayName(std::string_view id);
// Translated name of a technique family ("fish" -> "Fish").
QString familyDisplayName(std::string_view family);
// Whether the table has an entry for the id (tests check the registry against it).
bool hasTechniqueDisplayName(std::string_view id);
// The id's place in the registry's default order (sorting lists by difficulty).
int registryPosition(std::string_view id);

} // namespace setwise::ui
