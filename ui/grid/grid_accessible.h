// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The candidate grid for assistive technology (screen readers): the grid is
// an accessible table of 9 rows and 9 columns, each cell a child that reads
// as "row 3 column 5, candidates 1 4 7" or "row 1 column 2, digit 6, given";
// its description names the user's marks and colours, mistakes and the roles
// the shown step gives the cell's candidates ("eliminates 7"). GridWidget
// announces cursor moves as focus events on the cell.

#include <QString>

class QAccessibleEvent;

namespace setwise::ui
{

class GridWidget;

// Installs the factory that gives GridWidget its accessible interface (once per process).
void installGridAccessibility();

// Sends an event about the grid to assistive technology (QAccessible::updateAccessibility,
// which does nothing while no screen reader is active) and to the observer below.
void sendGridAccessibleEvent(QAccessibleEvent* event);
// An observer of the grid's accessibility events (tests; nullptr: none).
void setGridAccessibleEventObserver(void (*observer)(QAccessibleEvent* event));

// The texts a screen reader reads for cell c (0-80) of the grid.
QString accessibleCellName(const GridWidget& grid, int cell);
QString accessibleCellDescription(const GridWidget& grid, int cell);

} // namespace setwise::ui
