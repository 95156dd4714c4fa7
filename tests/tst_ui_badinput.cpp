// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile input in the GUI (issue 15): a huge paste and a huge Sets entry are
// refused at once with a message naming the limit (engine/limits.h), and
// change neither the state nor the history.
#include "engine/limits.h"
#include "ui/app/main_window.h"
#include "ui/work/session.h"
#include "ui/panels/sets_panel.h"

#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QStandardPaths>
#include <QStatusBar>
#include <QLabel>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

class TstUiBadInput : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("SetwiseTest"));
    }

    void hugePasteChangesNothing_data()
    {
        QTest::addColumn<QString>("text");
        // Past the limit by one byte, and far past it (4 MB of a valid-looking grid).
        QTest::addRow("limit + 1") << QString(int(limits::kMaxStateBytes) + 1, u'.');
        QString grids;
        while (grids.size() < 4 * 1024 * 1024)
            grids += QString::fromLatin1(kXWing) + QLatin1Char('\n');
        QTest::addRow("4 MB") << grids;
    }

    void hugePasteChangesNothing()
    {
        QFETCH(QString, text);
        MainWindow w;
        QVERIFY(w.loadText(QString::fromLatin1(kXWing)));
        const State before = w.session()->state();
        const int history = w.session()->historySize();
        QApplication::clipboard()->setText(text);
        w.action(QStringLiteral("paste"))->trigger();
        QCOMPARE(w.session()->state(), before);
        QCOMPARE(w.session()->historySize(), history);
        const QString message = w.messageLabel()->text(); // messages have a label of their own
        QVERIFY2(message.contains(QString::number(limits::kMaxStateBytes)), qPrintable(message));
    }

    void hugeSetsEntryChangesNothing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("word");
        // The issue's 16,000 digits and houses: refused by length, before expanding.
        const QString ones(16000, u'1');
        QTest::addRow("16000 digits") << ones + QStringLiteral("R") + ones + QStringLiteral(" / 1C1")
                                      << QString::number(limits::kMaxSetTextBytes);
        QTest::addRow("1 MB") << QString(1024 * 1024, u'3') << QString::number(limits::kMaxSetTextBytes);
        // Short, but each digit repeated: named with its column.
        QTest::addRow("repeated digit") << QStringLiteral("3R17 / 33C4") << QStringLiteral("column 9");
    }

    void hugeSetsEntryChangesNothing()
    {
        QFETCH(QString, text);
        QFETCH(QString, word);
        MainWindow w;
        QVERIFY(w.loadText(QString::fromLatin1(kXWing)));
        const State before = w.session()->state();
        const int history = w.session()->historySize();
        SetsPanel* sets = w.setsPanel();
        sets->setText(text);
        QVERIFY(!sets->step().has_value());
        QVERIFY2(sets->resultText().contains(word), qPrintable(sets->resultText().left(300)));
        QCOMPARE(w.session()->state(), before);
        QCOMPARE(w.session()->historySize(), history);
    }
};

QTEST_MAIN(TstUiBadInput)
#include "tst_ui_badinput.moc"
