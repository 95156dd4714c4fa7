// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pure geometry of the candidate grid: cell and candidate rectangles for a
// widget of a given size, the label strips and the inverse hit tests. No
// painting here.
//
//          c1  c2 ...  c9
//        +----------------+
//     r1 |                | b1     row labels left, column labels on top,
//     r2 |     board      | b2     box labels right: band k (rows 3k+1..3k+3)
//     .. |   (square)     | ..     carries boxes 3k+1..3k+3, one per row
//     r9 |                | b9
//        +----------------+
//
// Candidates sit in a 3x3 mini grid of their cell: digit 1 top left, 9 bottom right.

#include "engine/types.h"

#include <QRectF>

namespace setwise::ui
{

class GridGeometry
{
public:
    // The largest square board that fits into `area` with a label strip of
    // `labelMargin` pixels on every side, centred.
    GridGeometry(QRectF area, qreal labelMargin);

    QRectF board() const { return m_board; }
    qreal cellSide() const { return m_board.width() / 9; }
    QRectF cellRect(Cell c) const;
    QRectF candidateRect(Candidate x) const;
    QRectF rowLabelRect(int row) const;
    QRectF columnLabelRect(int col) const;
    QRectF boxLabelRect(int box) const;
    // The rectangle of a house's label: rows 0..8, columns 9..17, boxes 18..26.
    QRectF houseLabelRect(House h) const;
    // The bounding rectangle of the house's cells.
    QRectF houseRect(House h) const;
    // -1 when p is outside the board.
    Cell cellAt(QPointF p) const;
    Candidate candidateAt(QPointF p) const;
    // The house whose label is at p, or -1.
    House houseLabelAt(QPointF p) const;

private:
    QRectF m_board;
    qreal m_margin;
};

} // namespace setwise::ui
