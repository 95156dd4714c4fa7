// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid_geometry.h"

#include <algorithm>

namespace setwise::ui {

GridGeometry::GridGeometry(QRectF area, qreal labelMargin) : m_margin(labelMargin)
{
    const qreal side = std::max<qreal>(0, std::min(area.width(), area.height()) - labelMargin - 2);
    m_board = QRectF(area.left() + labelMargin + 1, area.top() + labelMargin + 1, side, side);
}

QRectF GridGeometry::cellRect(Cell c) const
{
    const qreal s = cellSide();
    return {m_board.left() + colOf(c) * s, m_board.top() + rowOf(c) * s, s, s};
}

QRectF GridGeometry::candidateRect(Candidate x) const
{
    const QRectF cell = cellRect(cellOf(x));
    const qreal s = cell.width() / 3;
    const Digit d = digitOf(x);
    return {cell.left() + (d % 3) * s, cell.top() + (d / 3) * s, s, s};
}

QRectF GridGeometry::rowLabelRect(int row) const
{
    const qreal s = cellSide();
    return {m_board.left() - m_margin, m_board.top() + row * s, m_margin, s};
}

QRectF GridGeometry::columnLabelRect(int col) const
{
    const qreal s = cellSide();
    return {m_board.left() + col * s, m_board.top() - m_margin, s, m_margin};
}

Cell GridGeometry::cellAt(QPointF p) const
{
    if (!m_board.contains(p))
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

} // namespace setwise::ui
