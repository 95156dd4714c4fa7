// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pure geometry of the candidate grid: cell and candidate rectangles for a
// widget of a given size, and the inverse hit test. No painting here.

#include "engine/types.h"

#include <QRectF>

namespace setwise::ui {

class GridGeometry {
public:
    // A square board of side `side` at `origin`, with a label margin for
    // row/column numbers of `margin` pixels on the top and the left.
    GridGeometry(QRectF area, qreal labelMargin);

    QRectF board() const { return m_board; }
    qreal cellSide() const { return m_board.width() / 9; }
    QRectF cellRect(Cell c) const;
    QRectF candidateRect(Candidate x) const;
    QRectF rowLabelRect(int row) const;
    QRectF columnLabelRect(int col) const;
    // -1 when p is outside the board.
    Cell cellAt(QPointF p) const;
    Candidate candidateAt(QPointF p) const;

private:
    QRectF m_board;
    qreal m_margin;
};

} // namespace setwise::ui
