// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The in-app help: the keyboard and mouse reference (F1), how to read the
// diagram and the colours, and About. Each page opens beside the window
// without blocking it; asking again raises the open page.

class QWidget;

namespace setwise
{
struct Step;
}

namespace setwise::ui
{

void showKeyReference(QWidget* parent);
void showDiagramHelp(QWidget* parent);
void showAbout(QWidget* parent);
// The technique guide: the page of a step's technique (F1; the key reference
// when no step is shown or it is the user's own), and the guide's index.
void showStepHelp(QWidget* parent, const Step* step);
void showTechniqueIndex(QWidget* parent);

} // namespace setwise::ui
