// SPDX-License-Identifier: GPL-3.0-or-later
// User-chosen sets: typing "3R17 / 3C49" on the seed X-Wing state evaluates
// through the engine's one rule to its six eliminations; picking the same sets
// by clicking grid labels gives the same text; Apply commits one undoable
// "user" step that stays in the path; bad text names its position; Propose
// Covers finds the X-Wing's covers for its bases.
#include "engine/formats.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/sets_panel.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
CandidateSet seedEliminations()
{
    // YAS manual: r2c4-=3;r2c9-=3;r4c9-=3;r6c4-=3;r6c9-=3;r8c4-=3
    auto list = parseCandidateNames("3r2c4 3r2c9 3r4c9 3r6c4 3r6c9 3r8c4");
    Q_ASSERT(list.ok());
    CandidateSet xs;
    for (Candidate x : *list)
        xs.set(x);
    return xs;
}
} // namespace

class TstUiSets : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(installEnglishPlurals());
    }

    // The assistant in the panel: bases typed alone get the fewest covers,
    // here the seed X-Wing's 3C49 (rank 0, its six eliminations).
    void proposeCoversForTypedBases()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        SetsPanel* sets = window.setsPanel();
        sets->setText(QStringLiteral("3R17"));
        QVERIFY(!sets->step().has_value()); // no slash: not yet a choice
        // Bases alone, as the panel asks, are no parse error.
        QVERIFY2(sets->resultText().contains(QStringLiteral("2 truths chosen: 3R17")), qPrintable(sets->resultText()));
        QVERIFY(!sets->resultText().contains(QStringLiteral("#c0392b")));
        QCOMPARE(sets->choice().bases.size(), std::size_t(2));
        sets->proposeCovers();
        QCOMPARE(sets->text(), QStringLiteral("3R17 / 3C49"));
        QVERIFY(sets->step().has_value());
        QCOMPARE(sets->step()->rank(), 0);
        QCOMPARE(sets->step()->eliminations, seedEliminations());
        sets->clear();
        sets->proposeCovers();
        QVERIFY(sets->resultText().contains(QStringLiteral("bases first")));
    }

    // The panel's buttons stay under the pointer whatever the
    // result line says (short, a long list, an error), in the docked panel of a
    // 1366x768 window.
    void buttonsStayWhereThePointerIs()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        SetsPanel* sets = window.setsPanel();
        window.findChild<QDockWidget*>(QStringLiteral("setsDock"))->raise();
        QTRY_VERIFY(sets->isVisible());
        auto buttonGeometry = [&] {
            QApplication::processEvents(); // layouts settle
            QList<QRect> out;
            // The panel's own buttons; the diagram's (Copy as Text) come and go with a step.
            for (const QAbstractButton* b : sets->findChildren<QAbstractButton*>())
                if (b->isVisible() && !sets->diagram()->isAncestorOf(b))
                    out << QRect(b->mapTo(&window, QPoint(0, 0)), b->size());
            return out;
        };
        sets->setText(QStringLiteral("3R17 / 3C49"));
        const QList<QRect> before = buttonGeometry();
        QVERIFY(before.size() >= 12); // pick, base, cover, 9 digits, propose, clear, apply
        const QString texts[] = {
            QStringLiteral("3R1"), // one truth: a short line
            QStringLiteral("3R1 3R2 3R3 3R4 3R5 3R6 3R7 3R8 3R9 / 3C1 3C2 3C3 3C4"), // a long verdict
            QStringLiteral("3R17 / 3Q49"), // an error with its position
            QString(), // the empty panel's hint
        };
        int tallest = -1000; // how far the longest result outgrows the room kept for it
        for (const QString& text : texts) {
            sets->setText(text);
            const QString result = sets->resultText();
            QCOMPARE(buttonGeometry(), before);
            QVERIFY(!result.isEmpty());
            for (const QLabel* l : sets->findChildren<QLabel*>())
                if (l->text() == result)
                    tallest = std::max(tallest, l->heightForWidth(l->width()) - l->minimumHeight());
        }
        sets->setText(QStringLiteral("3R1 3R2 3R3 3R4 3R5 3R6 3R7 3R8 3R9"));
        sets->proposeCovers(); // the assistant's answer, whatever its length
        QCOMPARE(buttonGeometry(), before);
        // Forty-odd fins on top1465 #1: a result longer than the room kept for it.
        QVERIFY(window.loadText(
            QStringLiteral("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")));
        sets->setText(QStringLiteral("1R1 2R1 5R1 6R1 7R1 8R1 9R1 / 1C2 2C3 5C4 6C6 7C7 8C8 9C9"));
        QCOMPARE(buttonGeometry(), before);
        for (const QLabel* l : sets->findChildren<QLabel*>())
            if (l->text() == sets->resultText())
                tallest = std::max(tallest, l->heightForWidth(l->width()) - l->minimumHeight());
        QVERIFY2(tallest > 0, qPrintable(sets->resultText())); // the test saw a result that outgrows its room
    }

    // A user's first Propose Covers: the panel is empty, bases are typed and
    // the assistant fills in the covers, a diagram appears. The input field
    // stays where it was, because the dock's minimum height does not grow
    // (a window manager gives the dock no more than its share, so a taller
    // minimum pushed the dock up and the field with it).
    void proposeCoversKeepsTheInputInPlace()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        SetsPanel* sets = window.setsPanel();
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("setsDock"));
        dock->raise();
        QTRY_VERIFY(sets->isVisible());
        auto* edit = sets->findChild<QLineEdit*>();
        QVERIFY(edit);
        auto settle = [] {
            for (int i = 0; i < 5; ++i)
                QApplication::processEvents();
        };
        settle();
        sets->setText(QStringLiteral("3R17"));
        settle();
        const int minimum = dock->minimumSizeHint().height();
        const QPoint field = edit->mapTo(&window, QPoint());
        sets->proposeCovers();
        settle();
        QCOMPARE(sets->text(), QStringLiteral("3R17 / 3C49"));
        QVERIFY2(dock->minimumSizeHint().height() <= minimum,
            qPrintable(QStringLiteral("%1 -> %2").arg(minimum).arg(dock->minimumSizeHint().height())));
        QCOMPARE(edit->mapTo(&window, QPoint()), field);
    }

    void typedSetsGiveTheSeedEliminations()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        SetsPanel* sets = window.setsPanel();
        sets->setText(QStringLiteral("3R17 / 3C49"));
        QVERIFY(sets->step().has_value());
        const Step& step = *sets->step();
        QCOMPARE(QString::fromStdString(step.technique), QStringLiteral("user"));
        QCOMPARE(step.rank(), 0);
        QVERIFY(step.fins().none());
        QCOMPARE(step.eliminations, seedEliminations());
        QVERIFY(step.placements.none());
        // The grid shows the user's sets live.
        QCOMPARE(window.grid()->highlight().eliminations, seedEliminations());
        QCOMPARE(window.grid()->highlight().bases.count(), 2);
        QCOMPARE(window.grid()->highlight().covers.count(), 2);
        // The bar works as well as the slash.
        sets->setText(QStringLiteral("3r17 | 3c49"));
        QVERIFY(sets->step().has_value());
        QCOMPARE(sets->step()->eliminations, seedEliminations());
    }

    void applyCommitsOneUndoableUserStep()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        Session* session = window.session();
        const State start = session->state();
        const int n = session->historySize();
        SetsPanel* sets = window.setsPanel();
        sets->setText(QStringLiteral("3R17 / 3C49"));
        QVERIFY(sets->apply());
        QCOMPARE(session->historySize(), n + 1);
        const HistoryEntry& e = session->historyEntry(n);
        QVERIFY(e.step.has_value());
        QCOMPARE(QString::fromStdString(e.step->technique), QStringLiteral("user"));
        QCOMPARE(start.live() - session->state().live(), seedEliminations());
        // It stays in the path list, named as a user step.
        const QString row = window.pathView()->model()->index(n, 0).data().toString();
        QVERIFY2(row.contains(QLatin1String("User Sets")), qPrintable(row));
        // The panel re-evaluates live: nothing is left to eliminate.
        QVERIFY(sets->step().has_value());
        QVERIFY(!sets->step()->hasConclusions());
        session->undoStack()->undo();
        QCOMPARE(session->state(), start);
        QVERIFY(sets->step()->hasConclusions());
    }

    void pickingOnTheGrid()
    {
        MainWindow window;
        window.resize(1200, 800);
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        SetsPanel* sets = window.setsPanel();
        GridWidget* grid = window.grid();
        grid->resize(600, 600);
        sets->setPicking(true);
        sets->setDigit(2); // digit 3
        QCOMPARE(grid->selectedDigit(), 2);
        auto click = [&](House h, Qt::KeyboardModifiers m = {}) {
            QTest::mouseClick(grid, Qt::LeftButton, m, grid->gridGeometry().houseLabelRect(h).center().toPoint());
        };
        click(0); // r1: base
        click(6); // r7: base
        click(9 + 3, Qt::ShiftModifier); // c4: Shift adds a cover
        click(9 + 8, Qt::ShiftModifier); // c9
        QCOMPARE(sets->text(), QStringLiteral("3R17 / 3C49"));
        QVERIFY(sets->step().has_value());
        QCOMPARE(sets->step()->eliminations, seedEliminations());
        click(6); // clicking again removes it
        QCOMPARE(sets->text(), QStringLiteral("3R1 / 3C49"));
        // A cell click picks the cell constraint.
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->gridGeometry().cellRect(cellAt(1, 3)).center().toPoint());
        const std::vector<Constraint> bases { houseConstraint(ConstraintKind::Row, 2, 0),
            cellConstraint(cellAt(1, 3)) };
        QCOMPARE(sets->text(), QString::fromStdString(bertConstraints(bases)) + QStringLiteral(" / 3C49"));
        sets->setPicking(false);
    }

    void badTextNamesItsPosition()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        SetsPanel* sets = window.setsPanel();
        sets->setText(QStringLiteral("3R17 / 3Q49"));
        QVERIFY(!sets->step().has_value());
        QVERIFY2(sets->resultText().contains(QLatin1String("column")), qPrintable(sets->resultText()));
        sets->setText(QStringLiteral("3R1 / 3R1"));
        QVERIFY(!sets->step().has_value()); // both base and cover: an error, not a guess
    }
};

QTEST_MAIN(TstUiSets)
#include "tst_ui_sets.moc"
