// SPDX-License-Identifier: GPL-3.0-or-later
// What a new user meets first: Undo right after loading keeps the puzzle; the
// second hint level of a single names its house or its cell, never both with
// the digit; F5 puts the keyboard into All Steps' list; Ctrl+, opens the
// settings; Tab from the grid reaches All Steps first; tabbing into the
// Solution Path does not change the shown state.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/app/banner.h"
#include "ui/app/help_pages.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/grid/highlight.h"
#include "ui/panels/steps_panel.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTest>
#include <QTreeView>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

class TstUiNewUser : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    void undoRightAfterLoadingKeepsThePuzzle()
    {
        const auto s = parseState(kXWing);
        QVERIFY(s.ok());
        Session session;
        QVERIFY(session.load(*s, QStringLiteral("X-Wing")));
        QVERIFY(!session.canUndo());
        session.undo();
        QCOMPARE(session.state(), *s);

        MainWindow window;
        window.loadFirstExample();
        const State loaded = window.session()->state();
        QVERIFY(loaded.givens().count() > 16);
        QAction* undo = window.action(QStringLiteral("undo"));
        QVERIFY(!undo->isEnabled());
        undo->trigger();
        QCOMPARE(window.session()->state(), loaded);
        // A second puzzle: Undo goes back to the first one, never to the empty grid.
        QVERIFY(window.session()->load(*s, QStringLiteral("X-Wing")));
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(window.session()->state(), loaded);
        QVERIFY(!undo->isEnabled());
    }

    void secondHintLevelOfASingleIsNotTheAnswer()
    {
        // A puzzle with every kind of single at the start.
        const auto s = parseState("003020600900305001001806400008102900700000008006708200002609500800203009005010300");
        QVERIFY(s.ok());
        int singles = 0;
        for (const char* id : { "full-house", "naked-single", "hidden-single" }) {
            for (const Step& step : findSteps(*s, id)) {
                QVERIFY(step.placements.any());
                const Candidate x = Candidate(step.placements.first());
                const Highlight h = highlightOf(step, HintLevel::Houses);
                const ConstraintSet shown = h.bases | h.covers;
                // The cell and the digit in one of its houses together are the whole answer.
                const bool cell = shown.test(cellConstraint(cellOf(x)));
                bool digitHouse = false;
                for (const ConstraintKind k : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
                    digitHouse = digitHouse || shown.test(constraintOf(x, k));
                QVERIFY2(!(cell && digitHouse), id);
                QVERIFY2(shown.any(), id); // still a hint: a house or the cell
                DiagramView view;
                view.setStep(step, HintLevel::Houses);
                const QString header = view.headerText();
                QVERIFY2(!(header.contains(QString::fromStdString(cellName(cellOf(x))), Qt::CaseInsensitive)
                             && header.contains(QStringLiteral("%1R").arg(digitOf(x) + 1))),
                    qPrintable(header));
                ++singles;
            }
        }
        QVERIFY(singles > 0);
    }

    void noSolutionBannerGoesWithTheWrongDigit()
    {
        MainWindow window;
        window.loadFirstExample();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const State s = window.session()->state();
        // An empty cell and a digit a given of its row holds: a duplicate, no solution at once.
        Cell cell = -1;
        Digit digit = kNoDigit;
        for (Cell c = 0; c < kCells && cell < 0; ++c)
            if (s.isEmpty(c))
                for (Cell o = 0; o < kCells && cell < 0; ++o)
                    if (rowOf(o) == rowOf(c) && s.isGiven(o)) {
                        cell = c;
                        digit = s.digit(o);
                    }
        QVERIFY(cell >= 0);
        QVERIFY(window.session()->placeDigit(cell, digit));
        QVERIFY(window.banner()->isVisible());
        QCOMPARE(window.banner()->kind(), Banner::Kind::Error);
        QVERIFY(window.session()->clearCell(cell));
        // At once, before any check of the new state has come back: the banner about the old one is gone.
        QVERIFY(!window.banner()->isVisible());
        // And the check of the cleared state does not bring it back.
        QTRY_VERIFY(window.checker()->verdict() != SolutionChecker::Verdict::Checking);
        QTest::qWait(100);
        QVERIFY(!window.banner()->isVisible());
    }

    void keyboardReachesAllSteps()
    {
        MainWindow window;
        window.loadFirstExample();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* steps = window.findChild<StepsPanel*>();
        QVERIFY(steps);
        // Tab from the grid: the steps list, then its filter, then the Solution Path (where visible).
        QList<QWidget*> stops;
        for (QWidget* w = window.grid()->nextInFocusChain(); w != window.grid() && stops.size() < 3;
             w = w->nextInFocusChain())
            if ((w->focusPolicy() & Qt::TabFocus) == Qt::TabFocus)
                stops << w;
        QCOMPARE(stops.value(0), static_cast<QWidget*>(steps->view()));
        QCOMPARE(stops.value(1), static_cast<QWidget*>(steps->filterEdit()));
        QCOMPARE(stops.value(2), window.findChild<QWidget*>(QStringLiteral("pathView")));
        window.grid()->setFocus();
        window.action(QStringLiteral("allSteps"))->trigger();
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(steps->view()));
        // Ctrl+, is the settings' key.
        QVERIFY(
            window.action(QStringLiteral("settings"))->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    }

    void helpListsEveryShortcut()
    {
        MainWindow window;
        showKeyReference(&window);
        auto* page = window.findChild<QMessageBox*>(QStringLiteral("keysHelpPage"));
        QVERIFY(page);
        QVERIFY(!page->accessibleName().isEmpty());
        const QString table = page->text();
        QStringList missing;
        for (const QAction* a : window.findChildren<QAction*>()) {
            for (const QKeySequence& k : a->shortcuts()) {
                const QString key = k.toString(QKeySequence::PortableText);
                // Digit rows are written as ranges: "Alt+1 – 9".
                static const QRegularExpression digitKey(QStringLiteral("^(.*\\+)([0-9])$"));
                const auto m = digitKey.match(key);
                const bool listed = table.contains(key)
                    || (m.hasMatch() && m.captured(2) != QLatin1String("0")
                        && table.contains(m.captured(1) + QStringLiteral("1 – ")));
                if (!listed && key != QLatin1String("Esc"))
                    missing << key + QStringLiteral(" (") + a->objectName() + QLatin1Char(')');
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        QVERIFY(table.contains(QStringLiteral("own pencilmarks: mark or unmark")));
    }

    void longSolutionPathRowsEndInTheListWithATooltip()
    {
        MainWindow window;
        window.resize(1366, 740);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto s = parseState(kXWing);
        QVERIFY(s.ok());
        const QString name = QStringLiteral("A puzzle with a very long name ") + QString(200, QLatin1Char('x'));
        QVERIFY(window.session()->load(*s, name));
        auto* path = window.findChild<QListView*>(QStringLiteral("pathView"));
        QVERIFY(path && path->model()->rowCount() > 0);
        QTest::qWait(50);
        const QModelIndex last = path->model()->index(path->model()->rowCount() - 1, 0);
        // The list lays its rows out again a moment after a resize.
        QTRY_VERIFY2(path->visualRect(last).right() <= path->viewport()->width(),
            qPrintable(QStringLiteral("%1 > %2").arg(path->visualRect(last).right()).arg(path->viewport()->width())));
        QVERIFY(last.data(Qt::ToolTipRole).toString().contains(name));
    }

    void tabbingIntoTheSolutionPathKeepsTheState()
    {
        MainWindow window;
        window.loadFirstExample();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // Two entries in the path: the loaded puzzle and an applied step.
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY(window.action(QStringLiteral("apply"))->isEnabled());
        window.action(QStringLiteral("apply"))->trigger();
        QTRY_VERIFY(window.session()->historyIndex() >= 2);
        auto* path = window.findChild<QListView*>(QStringLiteral("pathView"));
        QVERIFY(path);
        QTest::qWait(50);
        const State shown = window.grid()->state();
        QVERIFY(shown.givens().count() > 0);
        path->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(path->hasFocus());
        QTest::qWait(50);
        QCOMPARE(window.grid()->state(), shown);
    }
};

QTEST_MAIN(TstUiNewUser)
#include "tst_ui_new_user.moc"
