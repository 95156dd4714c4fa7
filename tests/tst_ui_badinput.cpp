// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile input in the GUI: a huge paste and a huge Sets entry are
// refused at once with a message naming the limit (engine/limits.h), and
// change neither the state nor the history.
#include "engine/limits.h"
#include "ui/app/main_window.h"
#include "ui/documents/documents.h"
#include "ui/panels/sets_panel.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

class TstUiBadInput : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

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
        QVERIFY2(!message.contains(QStringLiteral("column")), qPrintable(message)); // a size has no position
    }

    // A file that cannot be opened says why in a dialog
    // (with line and column for a bad state), and the old state stays: no
    // empty grid, nothing searched. A huge file is refused after reading
    // one byte past the limit (a sparse 4 GiB file would take minutes and
    // gigabytes to read whole). A missing file named on the command line is
    // an error, not a puzzle.
    void badFilesKeepTheStateAndSayWhyInADialog_data()
    {
        QTest::addColumn<QByteArray>("content"); // empty: a 4 GiB sparse file
        QTest::addColumn<QString>("words");
        QTest::addRow("bad state") << QByteArray("4...3.......6..8....\n..X..1....5..9..8....6...7.2...\n")
                                   << QStringLiteral("Line ");
        QTest::addRow("4 GiB") << QByteArray() << QString::number(limits::kMaxStateBytes);
    }
    void badFilesKeepTheStateAndSayWhyInADialog()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, words);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        if (content.isEmpty())
            QVERIFY(f.resize(qint64(4) << 30)); // sparse: no disk space used
        else
            f.write(content);
        f.close();

        MainWindow w;
        QVERIFY(w.loadText(QString::fromLatin1(kXWing)));
        const State before = w.session()->state();
        const int history = w.session()->historySize();
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!w.openFile(path));
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(w.session()->state(), before);
        QCOMPARE(w.session()->historySize(), history);
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("problemDialog"));
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(words), qPrintable(box->text()));
        QVERIFY(w.windowTitle() == QStringLiteral("Setwise[*]")); // not named after the file it could not open
    }

    void missingFileArgumentIsAnError()
    {
        MainWindow w;
        QVERIFY(w.loadText(QString::fromLatin1(kXWing)));
        const State before = w.session()->state();
        QVERIFY(!w.documents()->openArgument(QStringLiteral("no/such/puzzle.txt")));
        QVERIFY(!w.documents()->openArgument(QStringLiteral("puzzle.sdk")));
        QCOMPARE(w.session()->state(), before);
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("problemDialog"));
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(QStringLiteral("puzzle.sdk")), qPrintable(box->text()));
        // A state still opens from the command line.
        QVERIFY(w.documents()->openArgument(QString::fromLatin1(kXWing)));
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
