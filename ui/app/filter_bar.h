// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Filter toolbar: the digit filter (one button per digit, Alt+1 … Alt+9,
// and one for bivalue cells, Alt+0) and the four user colours (A a B b,
// Alt+Shift+1 … 4) with Clear. Its actions also work while it is hidden.

#include "engine/types.h"

#include <QToolBar>

class QActionGroup;

namespace setwise::ui
{

struct Palette;

class FilterBar : public QToolBar
{
    Q_OBJECT
public:
    FilterBar(const Palette& palette, QWidget* window);

    // The checked user colour, 1..4, or 0.
    int checkedColour() const;
    // Shows the grid's filter (after a click or a hint changed it).
    void sync(Digit digit, bool bivalue);

signals:
    void filterChosen(setwise::Digit digit, bool bivalue);
    void clearColoursRequested();

private:
    QActionGroup* m_digits;
    QActionGroup* m_colours;
};

} // namespace setwise::ui
