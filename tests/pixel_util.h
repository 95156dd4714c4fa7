// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pixel helpers shared by the UI tests (header only): blended colours, colour
// distance, counting pixels of a colour in a rectangle, rendering a widget,
// the light and dark rows of a data-driven test.

#include <QColor>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QWidget>

#include <cstdlib>

namespace setwise::test
{

// The colour of `over` painted on `under`, as QPainter blends it.
inline QColor blend(const QColor& under, const QColor& over)
{
    QImage img(1, 1, QImage::Format_RGB32);
    img.fill(under);
    QPainter p(&img);
    p.fillRect(0, 0, 1, 1, over);
    p.end();
    return img.pixelColor(0, 0);
}

inline bool near(const QColor& a, const QColor& b, int tolerance)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

// Pixels in r within `tolerance` of colour c.
inline int countNear(const QImage& img, const QRectF& r, const QColor& c, int tolerance = 6)
{
    int n = 0;
    const QRect box = r.toAlignedRect() & img.rect();
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x)
            n += near(img.pixelColor(x, y), c, tolerance);
    return n;
}

// The rows of a test run in the light and the dark theme (column "dark").
inline void lightAndDark()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

inline QImage render(QWidget& w)
{
    return w.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace setwise::test
