// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Toolbar and menu icons: the hand-drawn SVGs of resources/icons, rendered
// at whatever size and scale factor is asked (crisp on HiDPI), with their
// neutral strokes drawn in the palette's text colour so that they read on
// light and dark themes alike.

#include <QIcon>
#include <QString>

namespace setwise::ui
{

// The icon ":/icons/<name>.svg".
QIcon themedIcon(const QString& name);

} // namespace setwise::ui
