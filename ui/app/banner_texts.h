// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the banner over the grid says when the work stops: a dead end (the
// enabled techniques find nothing), a puzzle with several solutions, a state
// with none. Each names what was searched or what is wrong, and offers the
// actions that help.

#include "engine/bitset.h"

#include <QList>
#include <QString>

class QAction;

namespace setwise
{
struct TechniqueSettings;
}

namespace setwise::ui
{

class Banner;

// moreTechniques is enabled when techniques are off (it is the first button).
void showDeadEnd(
    Banner* banner, const TechniqueSettings& settings, QAction* moreTechniques, const QList<QAction*>& otherActions);
// count: the solutions counted, up to limit (then "at least").
void showSeveralSolutions(Banner* banner, int count, int limit, const QList<QAction*>& actions);
QString severalSolutionsTitle(int count, int limit);
// problem: why, when a quick check could tell; wrongCells: marked in red on the grid.
void showNoSolution(Banner* banner, const QString& problem, const CellSet& wrongCells,
    const CandidateSet& wronglyRemoved, const QList<QAction*>& actions);

} // namespace setwise::ui
