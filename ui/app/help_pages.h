// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The in-app help: the keyboard and mouse reference (F1), how to read the
// diagram and the colours, and About. Each page opens beside the window
// without blocking it; asking again raises the open page.

class QWidget;

namespace setwise::ui
{

void showKeyReference(QWidget* parent);
void showDiagramHelp(QWidget* parent);
void showAbout(QWidget* parent);

} // namespace setwise::ui
