// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid_widget.h"

#include "ui/grid_geometry.h"

#include <QPaintEvent>
#include <QPainter>

namespace setwise::ui {

GridWidget::GridWidget(QWidget* parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void GridWidget::setState(const State& state)
{
    m_state = state;
    update();
}

void GridWidget::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setClipRect(event->rect());
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.window());

    const GridGeometry geo(QRectF(rect()), fontMetrics().height() * 1.4);
    p.fillRect(geo.board(), pal.base());

    QFont bigFont = font();
    bigFont.setPixelSize(qMax(8, int(geo.cellSide() * 0.62)));
    QFont smallFont = font();
    smallFont.setPixelSize(qMax(6, int(geo.cellSide() * 0.26)));
    QFont labelFont = font();
    labelFont.setPixelSize(qMax(7, int(geo.cellSide() * 0.3)));

    for (Cell c = 0; c < kCells; ++c) {
        const QRectF r = geo.cellRect(c);
        if (!event->region().intersects(r.toAlignedRect()))
            continue;
        if (!m_state.isEmpty(c)) {
            p.setFont(bigFont);
            p.setPen(m_state.isGiven(c) ? pal.color(QPalette::Text) : pal.color(QPalette::Link));
            p.drawText(r, Qt::AlignCenter, QString::number(m_state.digit(c) + 1));
            continue;
        }
        p.setFont(smallFont);
        p.setPen(pal.color(QPalette::PlaceholderText));
        for (Digit d = 0; d < 9; ++d)
            if (m_state.isLive(candidateOf(c, d)))
                p.drawText(geo.candidateRect(candidateOf(c, d)), Qt::AlignCenter, QString::number(d + 1));
    }

    // Grid lines: thin between cells, thick between boxes.
    const QRectF b = geo.board();
    const qreal s = geo.cellSide();
    for (int i = 0; i <= 9; ++i) {
        p.setPen(QPen(pal.color(QPalette::Text), i % 3 == 0 ? 2.0 : 0.6));
        p.drawLine(QPointF(b.left() + i * s, b.top()), QPointF(b.left() + i * s, b.bottom()));
        p.drawLine(QPointF(b.left(), b.top() + i * s), QPointF(b.right(), b.top() + i * s));
    }
    p.setFont(labelFont);
    p.setPen(pal.color(QPalette::WindowText));
    for (int i = 0; i < 9; ++i) {
        p.drawText(geo.rowLabelRect(i), Qt::AlignCenter, QStringLiteral("r%1").arg(i + 1));
        p.drawText(geo.columnLabelRect(i), Qt::AlignCenter, QStringLiteral("c%1").arg(i + 1));
    }
}

} // namespace setwise::ui
