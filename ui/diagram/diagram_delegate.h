// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Paints the cells of the equation diagram with the grid's role colours and
// shapes: covered base candidates tinted, cells with a candidate in two or
// more covers double-framed with a '*', fins boxed, eliminations struck.

#include "ui/grid/palette.h"

#include <QStyledItemDelegate>

namespace setwise::ui
{

class DiagramDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit DiagramDelegate(QObject* parent = nullptr);
    void setColours(const Palette& palette) { m_colours = palette; }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    Palette m_colours;
};

} // namespace setwise::ui
