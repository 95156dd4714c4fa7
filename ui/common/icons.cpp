// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/icons.h"

#include <QFile>
#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QSvgRenderer>

namespace setwise::ui
{

namespace
{

// The stroke colour the SVG files use for their neutral lines.
constexpr const char* kNeutral = "#4d5560";

class SvgIconEngine : public QIconEngine
{
public:
    explicit SvgIconEngine(QByteArray svg)
        : m_svg(std::move(svg))
    {
    }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
    {
        // The palette is read at paint time, so a theme change needs no new icons.
        const QPalette::ColorGroup group = mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Normal;
        const QColor ink = QGuiApplication::palette().color(group, QPalette::WindowText);
        QByteArray svg = m_svg;
        svg.replace(kNeutral, ink.name().toLatin1());
        QSvgRenderer renderer(svg);
        painter->save();
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.45);
        renderer.render(painter, QRectF(rect));
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        paint(&p, image.rect(), mode, state);
        p.end();
        QPixmap pm = QPixmap::fromImage(image);
        pm.setDevicePixelRatio(scale);
        return pm;
    }

    QIconEngine* clone() const override { return new SvgIconEngine(m_svg); }

private:
    QByteArray m_svg;
};

} // namespace

QIcon themedIcon(const QString& name)
{
    QFile file(QStringLiteral(":/icons/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QIcon(new SvgIconEngine(file.readAll()));
}

} // namespace setwise::ui
