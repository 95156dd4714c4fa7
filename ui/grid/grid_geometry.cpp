// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/grid_geometry.h"

#include <algorithm>
#include <cmath>

namespace setwise::ui
{

GridGeometry::GridGeometry(QRectF area, qreal labelMargin)
    : m_margin(labelMargin)
{
    // Whole pixels keep the thin lines crisp at every scale factor.
    const qreal side
        = std::floor(std::max<qreal>(0, std::min(area.width(), area.height()) - 2 * labelMargin - 2) / 9) * 9;
    const qreal left = std::round(area.left() + (area.width() - side) / 2);
    const qreal top = std::round(area.top() + (area.height() - side) / 2);
    m_board = QRectF(left, top, side, side);
}

QRectF GridGeometry::cellRect(Cell c) const
{
    const qreal s = cellSide();
    return { m_board.left() + colOf(c) * s, m_board.top() + rowOf(c) * s, s, s };
}

QRectF GridGeometry::candidateRect(Candidate x) const
{
    // A small inset keeps candidate marks clear of the grid lines.
    const QRectF full = cellRect(cellOf(x));
    const qreal pad = full.width() * 0.035;
    const QRectF cell = full.adjusted(pad, pad, -pad, -pad);
    const qreal s = cell.width() / 3;
    const Digit d = digitOf(x);
    return { cell.left() + (d % 3) * s, cell.top() + (d / 3) * s, s, s };
}

QRectF GridGeometry::rowLabelRect(int row) const
{
    const qreal s = cellSide();
    return { m_board.left() - m_margin, m_board.top() + row * s, m_margin, s };
}

QRectF GridGeometry::columnLabelRect(int col) const
{
    const qreal s = cellSide();
    return { m_board.left() + col * s, m_board.top() - m_margin, s, m_margin };
}

QRectF GridGeometry::boxLabelRect(int box) const
{
    // Band box/3, third box%3 of it: one row height each.
    const qreal s = cellSide();
    return { m_board.right(), m_board.top() + (3 * (box / 3) + box % 3) * s, m_margin, s };
}

QRectF GridGeometry::houseLabelRect(House h) const
{
    if (h < 9)
        return rowLabelRect(h);
    if (h < 18)
        return columnLabelRect(h - 9);
    return boxLabelRect(h - 18);
}

QRectF GridGeometry::houseRect(House h) const
{
    const qreal s = cellSide();
    if (h < 9)
        return { m_board.left(), m_board.top() + h * s, 9 * s, s };
    if (h < 18)
        return { m_board.left() + (h - 9) * s, m_board.top(), s, 9 * s };
    const int b = h - 18;
    return { m_board.left() + 3 * (b % 3) * s, m_board.top() + 3 * (b / 3) * s, 3 * s, 3 * s };
}

Cell GridGeometry::cellAt(QPointF p) const
{
    if (!m_board.contains(p) || m_board.isEmpty())
        return -1;
    const int col = std::clamp(int((p.x() - m_board.left()) / cellSide()), 0, 8);
    const int row = std::clamp(int((p.y() - m_board.top()) / cellSide()), 0, 8);
    return setwise::cellAt(row, col);
}

Candidate GridGeometry::candidateAt(QPointF p) const
{
    const Cell c = cellAt(p);
    if (c < 0)
        return -1;
    const QRectF r = cellRect(c);
    const int dc = std::clamp(int((p.x() - r.left()) * 3 / r.width()), 0, 2);
    const int dr = std::clamp(int((p.y() - r.top()) * 3 / r.height()), 0, 2);
    return candidateOf(c, 3 * dr + dc);
}

House GridGeometry::houseLabelAt(QPointF p) const
{
    for (House h = 0; h < 27; ++h)
        if (houseLabelRect(h).contains(p))
            return h;
    return -1;
}

} // namespace setwise::ui
