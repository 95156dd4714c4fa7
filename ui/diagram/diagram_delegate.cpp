// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diagram/diagram_delegate.h"

#include "ui/diagram/diagram_model.h"

#include <QPainter>

namespace setwise::ui
{

DiagramDelegate::DiagramDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
    , m_colours(Palette::make(ColourScheme::OkabeIto, false))
{
}

void DiagramDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const auto kind = DiagramModel::CellKind(index.data(DiagramModel::KindRole).toInt());
    const QString text = index.data(Qt::DisplayRole).toString();
    const bool multiple = index.data(DiagramModel::MultiplyCoveredRole).toBool();
    const bool selected = option.state & QStyle::State_Selected;
    const QRectF r = QRectF(option.rect).adjusted(1.5, 1.5, -1.5, -1.5);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->fillRect(option.rect, option.palette.base());

    QColor textColour = option.palette.color(QPalette::Text);
    QFont font = option.font;
    if (!text.isEmpty()) {
        RolePaint rp;
        qreal frame = 1.0;
        switch (kind) {
        case DiagramModel::CellKind::Body:
            rp = m_colours.role(multiple ? Role::CoverConstraint : Role::BaseCandidate);
            rp.fill.setAlpha(multiple ? 200 : 110);
            break;
        case DiagramModel::CellKind::Fins:
            rp = m_colours.role(Role::Fin);
            frame = 1.6;
            textColour = rp.text;
            break;
        case DiagramModel::CellKind::Corner:
            if (index.data(DiagramModel::PlacementsRole).toBool()) {
                rp = m_colours.role(Role::Placement);
                textColour = rp.text;
                break;
            }
            [[fallthrough]];
        case DiagramModel::CellKind::Eliminations:
            rp = m_colours.role(Role::Elimination);
            textColour = rp.text;
            font.setStrikeOut(true);
            break;
        }
        painter->setPen(QPen(rp.stroke, frame));
        painter->setBrush(rp.fill);
        if (kind == DiagramModel::CellKind::Fins)
            painter->drawRect(r); // fins are boxes on the grid too
        else
            painter->drawRoundedRect(r, 4, 4);
        if (multiple) {
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(r.adjusted(3, 3, -3, -3), 3, 3);
        }
    }
    if (selected) {
        const RolePaint sel = m_colours.role(Role::UserSelection);
        painter->setPen(QPen(sel.stroke, 2.2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option.rect).adjusted(1.1, 1.1, -1.1, -1.1));
    }
    painter->setFont(font);
    painter->setPen(textColour);
    painter->drawText(option.rect, Qt::AlignCenter, multiple ? text + QStringLiteral(" *") : text);
    painter->restore();
}

QSize DiagramDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QString text = index.data(Qt::DisplayRole).toString() + QStringLiteral(" *");
    const QFontMetrics fm(option.font);
    return { std::max(fm.horizontalAdvance(text) + 16, fm.height() * 3), fm.height() + 12 };
}

} // namespace setwise::ui
