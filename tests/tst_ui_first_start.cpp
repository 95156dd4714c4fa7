// SPDX-License-Identifier: GPL-3.0-or-later
// The first start's window: its frame (title bar and borders included), not
// only its client area, fits the screen's available area, so the status bar
// with the search progress stays on screen at 1366x768 and 1024x768.
#include "ui/app/dock_layout.h"
#include "ui/app/main_window.h"

#include "test_settings.h"

#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;

class TstUiFirstStart : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void frameFitsTheAvailableArea_data()
    {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QMargins>("frame");
        QTest::newRow("1366x768 panel, 30 px title") << QRect(0, 0, 1366, 740) << QMargins(1, 30, 1, 1);
        QTest::newRow("1024x768 panel at top") << QRect(0, 28, 1024, 740) << QMargins(5, 38, 5, 5);
        QTest::newRow("frame not known yet") << QRect(0, 0, 1366, 740) << QMargins();
    }
    void frameFitsTheAvailableArea()
    {
        QFETCH(QRect, available);
        QFETCH(QMargins, frame);
        const QSize client = firstStartSize(available, frame);
        QVERIFY(client.width() > 0 && client.height() > 0);
        const QMargins f = frame.isNull() ? QMargins(1, 30, 1, 1) : frame; // at least a usual title bar
        QVERIFY2(
            client.height() + f.top() + f.bottom() <= available.height(), qPrintable(QString::number(client.height())));
        QVERIFY(client.width() + f.left() + f.right() <= available.width());
        // Large screens keep a comfortable size, not the whole screen.
        QCOMPARE(firstStartSize(QRect(0, 0, 3840, 2100), QMargins(1, 30, 1, 1)), QSize(1600, 1000));
    }

    void firstStartWindowLeavesRoomForTheFrame()
    {
        QSettings().remove(QStringLiteral("window"));
        MainWindow window;
        const QRect avail = window.screen()->availableGeometry();
        QVERIFY2(window.height() + 30 <= avail.height(),
            qPrintable(QStringLiteral("%1 of %2").arg(window.height()).arg(avail.height())));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(200);
        // Top to bottom on the screen (the offscreen screen is narrower than the window's minimum width).
        const QRect frame = window.frameGeometry();
        QVERIFY(frame.top() >= avail.top() && frame.bottom() <= avail.bottom());
        QVERIFY(window.statusBar()->isVisible());
        const QRect bar(window.statusBar()->mapToGlobal(QPoint(0, 0)), window.statusBar()->size());
        QVERIFY(bar.bottom() <= avail.bottom());
    }
};

QTEST_MAIN(TstUiFirstStart)
#include "tst_ui_first_start.moc"
