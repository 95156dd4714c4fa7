// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one palette file (docs/architecture.md, Habits): the engine tags highlight roles
// (engine/step.h), and only this file turns roles into colours.
//
// Two colour-blind-safe schemes, each in a light and a dark variant:
//   Okabe-Ito  (Okabe & Ito 2008, "Color Universal Design")
//   Tol bright (Paul Tol, "Colour schemes and templates", 2021)
// Colour is never the only cue: the grid adds shapes (disc = base candidate,
// square box = fin, double box = endo fin, strike-through = elimination,
// solid/dashed outline = base/cover house, ring = user selection).

#include "engine/step.h"

#include <QColor>
#include <QPalette>
#include <QString>

namespace setwise::ui
{

enum class Theme { System, Light, Dark };
enum class ColourScheme { OkabeIto, TolBright };

// How one role is painted: a fill behind the mark, its outline and the text on it.
struct RolePaint {
    QColor fill;
    QColor stroke;
    QColor text;
};

struct Palette {
    bool dark = false;
    QColor window; // behind the labels
    QColor board; // cell background
    QColor gridLine; // thin lines between cells
    QColor boxLine; // thick lines between boxes, board frame
    QColor given; // given digits
    QColor placed; // placed digits
    QColor candidate; // plain candidates
    QColor label; // row/column/box labels
    QColor hover; // label under the mouse
    QColor cursor; // keyboard cursor frame
    QColor digitFocus; // background of cells holding the selected digit
    QColor baseHouse; // shading of base constraints (translucent)
    QColor coverHouse; // shading of cover constraints (translucent)
    QColor alsCell; // shading of the cells of an ALS chain node (translucent)
    QColor alsCells[4]; // the same per ALS of a step (ChainNode::als modulo 4), each its own hue
    QColor chainOn; // chain nodes true along the chain (ChainNode::parity; solid ring)
    QColor chainOff; // chain nodes false along the chain (dashed ring)
    QColor forcingEnd; // where a forcing branch ends: its contradiction or the common conclusion
    QColor mistake; // wrong or duplicate digits, wrongly removed candidates
    QColor mistakeCell; // background of a cell with a wrong or duplicate digit
    QColor userColour[4]; // the user's colouring: two pairs, A/a and B/b (translucent)

    RolePaint role(Role r) const;

    // The palette for a scheme; `dark` picks the dark variant.
    static Palette make(ColourScheme scheme, bool dark);

private:
    RolePaint m_roles[int(Role::UserSelection) + 1];
};

// Whether a theme is dark once "System" is resolved against the platform's palette
// (the application palette as it was before the first theme was applied).
bool isDarkTheme(Theme theme);
// The application palette for a theme (System gives the style's own).
QPalette applicationPalette(Theme theme);

// Translated name of a highlight role ("fin", "base candidate").
QString roleName(Role role);
QString themeName(Theme theme);
QString schemeName(ColourScheme scheme);

} // namespace setwise::ui
