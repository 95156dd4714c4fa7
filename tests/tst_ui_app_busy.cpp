// SPDX-License-Identifier: GPL-3.0-or-later
// The busy indicator in the status bar: during a long Solve to End a moving
// bar says what runs and how many steps it has found ("Solving… 3 steps
// found"), wide enough to read, named for a screen reader, with Stop beside
// it; Stop ends the work and the bar goes. Its words are in English (with
// plural forms, which setwise_en.ts holds for every counted string) and German.
#include "engine/stepper.h"
#include "ui/app/main_window.h"
#include "ui/work/hint_controller.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QXmlStreamReader>

#include <algorithm>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
// The first line of tests/data/solver_forum_hardest.txt: its path needs forcing
// nets.
constexpr const char* kHardest = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
} // namespace

class TstUiAppBusy : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(installEnglishPlurals());
    }

    void solveToEndShowsWhatRunsAndStops()
    {
        MainWindow window;
        window.resize(1366, 740);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kHardest)));
        QTRY_VERIFY_WITH_TIMEOUT(!window.hints()->isBusy(), 20000); // the docks' own searches end
        // The default path takes well under a second here; with the rank
        // family right after the intersections every later step waits for a
        // rank search (seconds each), so the work is still running when the
        // test looks, on any machine.
        TechniqueSettings slow = window.hints()->settings();
        slow.order = TechniqueSettings::defaults().order;
        const auto at = std::find(slow.order.begin(), slow.order.end(), "locked-candidates-claiming");
        QVERIFY(at != slow.order.end());
        slow.order.insert(at + 1, { "rank-0-logic", "rank-1-logic", "rank-2-logic" });
        window.hints()->setSolveSettings(slow);
        auto* bar = window.statusBar()->findChild<QProgressBar*>(QStringLiteral("busyBar"));
        auto* stop = window.statusBar()->findChild<QToolButton*>(QStringLiteral("busyStop"));
        QVERIFY(bar);
        QVERIFY(stop);
        QVERIFY(!bar->isVisible());
        window.action(QStringLiteral("solve"))->trigger();
        QVERIFY(window.hints()->isBusy());
        // Once a step is found, the bar counts them.
        static const QRegularExpression counted(QStringLiteral("^Solving… (\\d+) (step|steps) found$"));
        QTRY_VERIFY2_WITH_TIMEOUT(counted.match(bar->text()).hasMatch() && bar->isVisible(),
            qPrintable(QStringLiteral("'%1' visible %2 busy %3")
                           .arg(bar->text())
                           .arg(bar->isVisible())
                           .arg(window.hints()->isBusy())),
            60000);
        QVERIFY2(window.hints()->isBusy(), "the path was found before the test could see the bar");
        const QRegularExpressionMatch m = counted.match(bar->text());
        const int n = m.captured(1).toInt();
        QVERIFY(n >= 1);
        QCOMPARE(m.captured(2), n == 1 ? QStringLiteral("step") : QStringLiteral("steps"));
        // Readable at a glance, and read out by a screen reader.
        QVERIFY2(bar->width() >= 150, qPrintable(QString::number(bar->width())));
        QVERIFY(bar->maximum() == 0 && bar->minimum() == 0); // busy: no fraction is known
        QCOMPARE(bar->accessibleName(), bar->text());
        QVERIFY(stop->isVisible());
        QCOMPARE(stop->accessibleName(), QStringLiteral("Stop"));
        // The bar lies inside the window's status bar, not drawn over anything.
        const QRect barRect(bar->mapTo(window.statusBar(), QPoint()), bar->size());
        QVERIFY(window.statusBar()->rect().contains(barRect));
        for (const QWidget* w : { static_cast<const QWidget*>(window.messageLabel()),
                 static_cast<const QWidget*>(window.busyLabel()), static_cast<const QWidget*>(stop) })
            if (w->isVisible())
                QVERIFY(!barRect.intersects(QRect(w->mapTo(window.statusBar(), QPoint()), w->size())));
        QTest::mouseClick(stop, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!window.hints()->isBusy(), 20000);
        QTRY_VERIFY(!bar->isVisible());
        QVERIFY(!stop->isVisible());
    }

    // The bar's count in English plural forms and in German.
    void countIsTranslated()
    {
        const char* context = "setwise::ui::StatusArea";
        const char* source = "%1… %Ln step(s) found";
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1).arg(QStringLiteral("Solving")),
            QStringLiteral("Solving… 1 step found"));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 2).arg(QStringLiteral("Solving")),
            QStringLiteral("Solving… 2 steps found"));
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/setwise_de.qm")));
        QCOMPARE(german.translate(context, source, nullptr, 1), QStringLiteral("%1 … %Ln Schritt gefunden"));
        QCOMPARE(german.translate(context, source, nullptr, 2), QStringLiteral("%1 … %Ln Schritte gefunden"));
        QCOMPARE(german.translate("setwise::ui::StatusArea", "Stop"), QStringLiteral("Stopp"));
        QCOMPARE(german.translate("setwise::ui::HintController", "Solving"), QStringLiteral("Lösen"));
    }

    // setwise_en.ts holds the English plural forms only (lupdate -pluralonly),
    // each with its two forms filled in: an empty one would show "%n step(s)".
    void englishHoldsEveryPluralForm()
    {
        QFile ts(QStringLiteral(SETWISE_TEST_DATA "/../../translations/setwise_en.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        int messages = 0;
        bool numerus = false;
        QString source;
        QStringList forms;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
                ++messages;
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                forms.clear();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
                QVERIFY2(xml.attributes().value(QLatin1String("type")).isEmpty(), qPrintable(source));
            } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                forms << xml.readElementText();
            } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                QVERIFY2(numerus, qPrintable(source));
                QVERIFY2(forms.size() == 2 && !forms[0].isEmpty() && !forms[1].isEmpty(), qPrintable(source));
                QVERIFY2(!forms[0].contains(QLatin1String("(s)")), qPrintable(forms[0]));
            }
        }
        QVERIFY(!xml.hasError());
        QVERIFY(messages >= 30);
    }
};

QTEST_MAIN(TstUiAppBusy)
#include "tst_ui_app_busy.moc"
