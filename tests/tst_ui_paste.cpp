// SPDX-License-Identifier: GPL-3.0-or-later
// Getting puzzles in and out: Ctrl+V takes every format of docs/architecture.md ("Text formats") and
// gives the right grid; bad input names its position and changes nothing;
// "Copy As" writes each format so that pasting it back gives what the format
// keeps; the Examples menu holds resources/examples.txt.
#include "engine/formats.h"
#include "ui/app/main_window.h"
#include "ui/common/state_io.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMenuBar>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
// The digits of a grid as 81 characters, '.' for empty (givens and placed alike).
QString digitsOf(const State& s)
{
    QString out;
    for (Cell c = 0; c < kCells; ++c)
        out += s.isEmpty(c) ? QChar(u'.') : QChar(u'1' + s.digit(c));
    return out;
}

void paste(MainWindow& w, const QString& text)
{
    QApplication::clipboard()->setText(text);
    w.action(QStringLiteral("paste"))->trigger();
}
} // namespace

class TstUiPaste : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    void pasteEachFormat_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("digits"); // expected digits, '.' empty
        QTest::addColumn<int>("givens"); // expected number of givens
        QTest::addColumn<QString>("live"); // a candidate that must be live
        QTest::addColumn<QString>("dead"); // one that must not be

        const QString puzzle
            = QStringLiteral("..4672....5...34...1.5...2798..4..15.31...27.76..2..4354...9.3...92...6....4567..");
        QTest::newRow("81 characters") << puzzle << puzzle << 36 << QStringLiteral("3r1c1") << QStringLiteral("4r1c1");
        QTest::newRow("81 with zeros and comment")
            << QStringLiteral("# X-Wing example\n") + QString(puzzle).replace(QLatin1Char('.'), QLatin1Char('0'))
            << puzzle << 36 << QStringLiteral("3r1c1") << QStringLiteral("4r1c1");
        QTest::newRow("81 with placed digits")
            << QString::fromLatin1(kXWing) << QString::fromLatin1(kXWing).remove(QLatin1Char('+')) << 25
            << QStringLiteral("3r2c4") << QStringLiteral("4r2c4");

        // Candidates: the 729-character line of the X-Wing state minus 3r2c4.
        auto xw = parseState(kXWing);
        State minus = *xw;
        minus.eliminate(candidateOf(cellAt(1, 3), 2));
        QTest::newRow("729 characters") << QString::fromStdString(writeCandidates729(minus)) << QString(81, u'.') << 0
                                        << QStringLiteral("5r2c4") << QStringLiteral("3r2c4");
        QTest::newRow("pencilmarks HoDoKu")
            << QString::fromStdString(writePencilmarks(minus, PencilmarkStyle::HoDoKu)) << digitsOf(minus) << 50
            << QStringLiteral("5r2c4") << QStringLiteral("3r2c4");
        QTest::newRow("pencilmarks Sudoku Explainer")
            << QString::fromStdString(writePencilmarks(minus, PencilmarkStyle::SudokuExplainer)) << digitsOf(minus)
            << 50 << QStringLiteral("5r2c4") << QStringLiteral("3r2c4");
        QTest::newRow("Simple Sudoku file")
            << QString::fromStdString(writePencilmarks(minus, PencilmarkStyle::SimpleSudokuFile)) << digitsOf(minus)
            << 25 << QStringLiteral("5r2c4") << QStringLiteral("3r2c4");
        QTest::newRow("library line") << QString::fromStdString(writeLibraryLine(minus)) << digitsOf(minus) << 25
                                      << QStringLiteral("5r2c4") << QStringLiteral("3r2c4");
        // A line of HoDoKu's regression library (reglib-1.3, X-Wing case 0300).
        QTest::newRow("HoDoKu reglib line")
            << QStringLiteral(":0300:3:") + QString::fromLatin1(kXWing) + QStringLiteral("::324 329 349 364 369 384::")
            << digitsOf(*xw) << 25 << QStringLiteral("3r2c4") << QStringLiteral("4r2c4");
    }

    void pasteEachFormat()
    {
        QFETCH(QString, text);
        QFETCH(QString, digits);
        QFETCH(int, givens);
        QFETCH(QString, live);
        QFETCH(QString, dead);
        MainWindow w;
        paste(w, text);
        const State& s = w.session()->state();
        QCOMPARE(digitsOf(s), digits);
        QCOMPARE(s.givens().count(), givens);
        QCOMPARE(w.grid()->state(), s);
        auto names = parseCandidateNames((live + QLatin1Char(' ') + dead).toStdString());
        QVERIFY(names.ok());
        QVERIFY2(s.isLive(names->at(0)), qPrintable(live));
        QVERIFY2(!s.isLive(names->at(1)), qPrintable(dead));
    }

    void badInputChangesNothing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("letter") << QStringLiteral(
            "..4672....5...34...1.5...2798..4..15.31...27.76..2..4354...9.3...92...6....45x7..");
        QTest::newRow("too short") << QStringLiteral("..4672....5");
        QTest::newRow("empty") << QString();
    }

    void badInputChangesNothing()
    {
        QFETCH(QString, text);
        MainWindow w;
        const State before = w.session()->state();
        const int history = w.session()->historySize();
        QString error;
        QVERIFY(!w.loadText(text, &error));
        QVERIFY(!error.isEmpty());
        paste(w, text);
        QCOMPARE(w.session()->state(), before);
        QCOMPARE(w.session()->historySize(), history);
    }

    void badInputNamesItsPosition()
    {
        MainWindow w;
        QString error;
        QVERIFY(!w.loadText(
            QStringLiteral("..4672....5...34...1.5...2798..4..15.31...27.76..2..4354...9.3...92...6....45x7.."),
            &error));
        QVERIFY2(error.contains(QLatin1String("1")) && error.contains(QLatin1String("78")), qPrintable(error));
    }

    void copyAsEachFormatPastesBack()
    {
        MainWindow w;
        QVERIFY(w.loadText(QString::fromLatin1(kXWing)));
        QVERIFY(w.session()->toggleCandidate(candidateOf(cellAt(1, 3), 2)));
        const State s = w.session()->state();
        for (TextFormat f : kAllTextFormats) {
            QApplication::clipboard()->clear();
            const QString text = stateText(s, f);
            QVERIFY(!text.isEmpty());
            auto back = readState(text);
            QVERIFY2(back.ok(), qPrintable(formatName(f)));
            // Candidates of the cells empty in s: all formats but the 81 characters keep them.
            CandidateSet emptyCells;
            for (Cell c = 0; c < kCells; ++c)
                if (s.isEmpty(c))
                    for (Digit d = 0; d < 9; ++d)
                        emptyCells.set(candidateOf(c, d));
            QVERIFY2(
                ((back->live() & emptyCells) == s.live()) == (f != TextFormat::Givens81), qPrintable(formatName(f)));
            if (f == TextFormat::LibraryLine || f == TextFormat::SimpleSudokuFile)
                QCOMPARE(*back, s); // the lossless ones
        }
        w.action(QStringLiteral("copy"))->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QString::fromStdString(writeGivens81(s)));
    }

    void examplesMenuLoadsPuzzles()
    {
        MainWindow w;
        const auto examples = examplePuzzles();
        QVERIFY(examples.size() >= 3);
        QMenu* menu = nullptr;
        for (QMenu* m : w.menuBar()->findChildren<QMenu*>())
            if (m->actions().size() == examples.size() && m->actions().first()->text() == examples.first().first)
                menu = m;
        QVERIFY(menu);
        menu->actions().at(1)->trigger();
        auto expected = parseState(examples.at(1).second.toStdString());
        QVERIFY(expected.ok());
        QCOMPARE(w.session()->state(), *expected);
    }
};

QTEST_MAIN(TstUiPaste)
#include "tst_ui_paste.moc"
