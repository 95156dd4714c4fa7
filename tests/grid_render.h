// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rendering the candidate grid for the UI pixel tests.

#include "ui/grid/grid_widget.h"

#include "pixel_util.h"

namespace setwise::test
{

// Renders a highlight on a state in a 600-pixel grid, light or dark, and
// saves the picture (SETWISE_TEST_OUT/<name>_light.png or _dark.png) to look at.
inline QImage renderSaved(ui::GridWidget& grid, const State& s, const ui::Highlight& h, bool dark, const QString& name)
{
    grid.resize(600, 600);
    grid.setColours(ui::Palette::make(ui::ColourScheme::OkabeIto, dark));
    grid.setState(s);
    grid.setHighlight(h);
    const QImage img = render(grid);
    img.save(QStringLiteral(SETWISE_TEST_OUT "/%1_%2.png").arg(name, dark ? "dark" : "light"));
    return img;
}

} // namespace setwise::test
