// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench in daily use: a dead end is explained in a banner
// over the grid with actions; the grid keeps a readable size at 1024x700
// while docks give way; the diagram dock is tall enough; messages and search
// progress never overlap; a wrong digit is marked and pauses the hints;
// nothing of a previous puzzle stays; words (F2, examples, rank structure
// names, German technique names).
#include "engine/formats.h"
#include "engine/solver.h"
#include "ui/app/banner.h"
#include "ui/app/main_window.h"
#include "ui/common/state_io.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/sets_panel.h"
#include "ui/panels/steps_model.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLayout>
#include <QListView>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QToolBar>
#include <QTranslator>
#include <QTreeView>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
constexpr const char* kTop1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

// Candidate digits are drawn at 0.78 of a candidate's height (grid_widget.cpp).
qreal candidateDigitPixels(const GridWidget& g)
{
    return g.gridGeometry().cellSide() / 3 * 0.78;
}

// Every technique id of the session's id table (BRIEF), which must have a German name.
const char* const kBriefIds[] = { "skyscraper", "two-string-kite", "turbot-fish", "empty-rectangle",
    "dual-two-string-kite", "dual-empty-rectangle", "simple-colors-trap", "simple-colors-wrap", "multi-colors-1",
    "multi-colors-2", "remote-pair", "x-chain", "xy-chain", "continuous-nice-loop", "discontinuous-nice-loop", "aic",
    "grouped-continuous-nice-loop", "grouped-discontinuous-nice-loop", "grouped-aic", "sue-de-coq", "msls",
    "rank-0-logic", "xy-wing", "xyz-wing", "w-wing", "als-xz", "rank-1-logic", "rank-2-logic", "als-xy-wing",
    "als-xy-chain", "death-blossom", "uniqueness-1", "uniqueness-2", "uniqueness-3", "uniqueness-4", "uniqueness-5",
    "uniqueness-6", "hidden-rectangle", "avoidable-rectangle-1", "avoidable-rectangle-2", "bug-plus-1", "template-set",
    "template-delete", "forcing-chain-contradiction", "forcing-chain-verity", "forcing-net-contradiction",
    "forcing-net-verity", "nested-forcing-net" };
} // namespace

class TstUiWorkbench : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(!QFontInfo(QApplication::font()).family().isEmpty());
        QVERIFY(installEnglishPlurals());
    }

    // 1. A dead end: a banner over the grid that stays, says what was searched, offers actions.
    void deadEndShowsABannerWithActions()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kTop1)));
        auto singles = TechniqueSettings::fromList("full-house"); // nothing on a fresh puzzle
        QVERIFY(singles.ok());
        window.hints()->setSettings(*singles);
        QVERIFY(window.banner()->isHidden());
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.banner()->isHidden(), 20000);
        QCOMPARE(window.banner()->kind(), Banner::Kind::Warning);
        QVERIFY2(window.banner()->text().contains(QStringLiteral("1 enabled technique ")),
            qPrintable(window.banner()->text()));
        QVERIFY(window.banner()->text().contains(familyDisplayName("singles")));
        QStringList names;
        for (QAction* a : window.banner()->shownActions())
            names << a->objectName();
        QCOMPARE(names, (QStringList { "moreTechniques", "explain", "settings" }));
        QVERIFY(window.banner()->shownActions().first()->isEnabled()); // techniques are off
        // It stays (no timer) until the state changes.
        QTest::qWait(50);
        QVERIFY(!window.banner()->isHidden());
        QVERIFY(window.session()->placeDigit(cellAt(0, 1), 0));
        QVERIFY(window.banner()->isHidden());
    }

    // A puzzle with several solutions says so at once in its
    // own banner (how many, and what it means), and Solve to End ends in that
    // banner, not in "techniques exhausted ... Turn On All Techniques".
    void severalSolutionsGetTheirOwnBanner()
    {
        const std::string puzzle = readLines(SETWISE_TEST_DATA "/solver_serg_multisolution.txt").at(0).substr(0, 81);
        const int count = countSolutions(*parseState(puzzle), 1000).solutions; // the brute force, independently
        QVERIFY(count > 1 && count < 1000);
        MainWindow window;
        QVERIFY(window.loadText(QString::fromStdString(puzzle)));
        QTRY_VERIFY_WITH_TIMEOUT(!window.banner()->isHidden(), 20000);
        QCOMPARE(window.banner()->kind(), Banner::Kind::Warning);
        const QString title = QStringLiteral("This puzzle has %1 solutions.").arg(count);
        QCOMPARE(window.banner()->title(), title);
        QVERIFY(window.banner()->text().contains(QStringLiteral("exactly one solution")));
        QVERIFY(window.solutionText().contains(QString::number(count)));

        window.action(QStringLiteral("solve"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.hints()->tasks().at(2)->isRunning(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.banner()->isHidden(), 20000);
        QCOMPARE(window.banner()->title(), title);
        QVERIFY(!window.banner()->text().contains(QStringLiteral("exhausted")));
        QVERIFY(!window.banner()->shownActions().contains(window.action(QStringLiteral("moreTechniques"))));
    }

    // Explain from the banner: the chosen candidate's structure becomes the hint.
    void explainShowsTheStructure()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        CandidateSet chosen;
        chosen.set(cand(3, 2, 4));
        window.grid()->setSelection(chosen);
        window.action(QStringLiteral("explain"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QVERIFY(window.hints()->hint()->eliminations.test(cand(3, 2, 4)));
        QVERIFY(window.hints()->hint()->readings.front().bases.size() <= 2);
        // Named as the path names it, not "Continuous Nice Loop".
        QCOMPARE(window.hints()->hint()->technique, std::string("x-wing"));
        QVERIFY(window.stepFactsText().startsWith(QStringLiteral("X-Wing")));
    }

    // F6 on a candidate a pointing pair removes names it as the
    // path does ("Locked Candidates (Pointing)"), not "Rank-0 logic". The state:
    // top1465 #1 walked with the default techniques until the next step is a
    // pointing one; the candidate: one of its eliminations no claiming removes.
    void explainNamesAPointingPair()
    {
        const TechniqueSettings settings = TechniqueSettings::defaults();
        auto parsed = parseState(kTop1);
        QVERIFY(parsed.ok());
        State s = *parsed;
        std::optional<Step> step;
        for (int n = 0; n < 200; ++n) {
            step = findNextStep(s, settings);
            QVERIFY(step.has_value());
            if (step->technique == "locked-candidates-pointing")
                break;
            s = apply(s, *step);
        }
        QCOMPARE(step->technique, std::string("locked-candidates-pointing"));
        CandidateSet claimed;
        for (const Step& c : findSteps(s, "locked-candidates-claiming"))
            claimed |= c.eliminations;
        Candidate x = -1;
        for (Candidate e : step->eliminations)
            if (!claimed.test(e)) {
                x = e;
                break;
            }
        QVERIFY(x >= 0);

        MainWindow window;
        QVERIFY(window.loadText(QString::fromStdString(writeCandidates729(s))));
        CandidateSet chosen;
        chosen.set(x);
        window.grid()->setSelection(chosen);
        window.action(QStringLiteral("explain"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QVERIFY(window.hints()->hint()->eliminations.test(x));
        QCOMPARE(window.hints()->hint()->technique, std::string("locked-candidates-pointing"));
        const QString name = techniqueDisplayName("locked-candidates-pointing");
        QVERIFY2(window.stepFactsText().startsWith(name), qPrintable(window.stepFactsText()));
        QVERIFY(!window.stepFactsText().contains(QStringLiteral("Rank-0")));
    }

    // F6 on a candidate that is true in the solution: said at once, no search, no "raise the limits".
    void explainingATrueCandidateSaysSo()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        QTRY_COMPARE_WITH_TIMEOUT(window.checker()->verdict(), SolutionChecker::Verdict::Unique, 10000);
        const State& s = window.session()->state();
        const Grid solution = countSolutions(s, 2).solution; // the brute force, independently
        Cell c = 0;
        while (!s.isEmpty(c))
            ++c;
        const Candidate x = candidateOf(c, solution[std::size_t(c)]);
        CandidateSet chosen;
        chosen.set(x);
        window.grid()->setSelection(chosen);
        window.action(QStringLiteral("explain"))->trigger();
        QVERIFY(!window.banner()->isHidden());
        QVERIFY2(window.banner()->title().contains(QStringLiteral("is true")), qPrintable(window.banner()->title()));
        QVERIFY(!window.banner()->text().contains(QStringLiteral("limit")));
        QVERIFY(!window.hints()->isBusy());
    }

    // The Solution Path follows the keyboard, not only clicks.
    void solutionPathFollowsTheKeyboard()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kTop1)));
        Session* session = window.session();
        QVERIFY(session->placeDigit(cellAt(0, 1), 5)); // entries 2-4 of the path
        QVERIFY(session->placeDigit(cellAt(0, 2), 7));
        QVERIFY(session->placeDigit(cellAt(1, 0), 1));
        QListView* path = window.pathView();
        QCOMPARE(path->model()->rowCount(), 4);
        QApplication::setActiveWindow(&window);
        path->setFocus();
        QTRY_VERIFY(path->hasFocus());
        QTest::mouseClick(path->viewport(), Qt::LeftButton, {}, path->visualRect(path->model()->index(1, 0)).center());
        QCOMPARE(window.grid()->state(), session->historyEntry(1).before);
        QTest::keyClick(path, Qt::Key_Down);
        QCOMPARE(path->currentIndex().row(), 2);
        QCOMPARE(window.grid()->state(), session->historyEntry(2).before);
        QTest::keyClick(path, Qt::Key_End);
        QCOMPARE(window.grid()->state(), session->historyEntry(3).before);
        QTest::keyClick(path, Qt::Key_Up);
        QCOMPARE(window.grid()->state(), session->historyEntry(2).before);
    }

    // A click moves the cursor only; a click on a candidate
    // of the cursor cell picks its digit (again: drops it).
    void firstClickMovesTheCursorSecondPicksTheDigit()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        GridWidget* grid = window.grid();
        grid->setCursorCell(0);
        const QPoint p = grid->gridGeometry().candidateRect(cand(5, 2, 4)).center().toPoint();
        QVERIFY(window.session()->state().isLive(cand(5, 2, 4)));
        QTest::mouseClick(grid, Qt::LeftButton, {}, p);
        QCOMPARE(grid->cursorCell(), cellAt(1, 3));
        QCOMPARE(grid->selectedDigit(), kNoDigit);
        QTest::qWait(QApplication::doubleClickInterval() + 50); // two clicks, not a double-click
        QTest::mouseClick(grid, Qt::LeftButton, {}, p);
        QCOMPARE(grid->selectedDigit(), 4);
        QTest::qWait(QApplication::doubleClickInterval() + 50);
        QTest::mouseClick(grid, Qt::LeftButton, {}, p);
        QCOMPARE(grid->selectedDigit(), kNoDigit);
    }

    // 2 and 3. At 1024x700 the grid stays readable, the docks give way, the diagram dock is tall enough.
    void layoutAtSmallSizes_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x700") << QSize(1024, 700);
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void layoutAtSmallSizes()
    {
        QFETCH(QSize, size);
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QCoreApplication::processEvents();
        QVERIFY2(candidateDigitPixels(*window.grid()) >= 9.0,
            qPrintable(QStringLiteral("candidate digits %1 px").arg(candidateDigitPixels(*window.grid()))));
        // The grid is the biggest thing in the window.
        QVERIFY(window.grid()->width() >= size.width() * 4 / 10);
        // The window is the size asked for (the docks never force it taller).
        QString why;
        for (QDockWidget* d : window.findChildren<QDockWidget*>())
            why += QStringLiteral("%1 %2x%3 %4; ")
                       .arg(d->objectName())
                       .arg(d->minimumSizeHint().width())
                       .arg(d->minimumSizeHint().height())
                       .arg(d->isVisible());
        why += QStringLiteral("central %1x%2")
                   .arg(window.centralWidget()->minimumSizeHint().width())
                   .arg(window.centralWidget()->minimumSizeHint().height());
        QVERIFY2(window.size() == size, qPrintable(why));
        // The X-Wing's diagram (3 rows) shows without a vertical scroll bar.
        QDockWidget* diagram = window.dock(QStringLiteral("diagramDock"));
        QVERIFY(diagram->isVisible());
        QVERIFY2(diagram->height() >= 240, qPrintable(QString::number(diagram->height())));
        QTableView* table = window.diagram()->table();
        QVERIFY(table->isVisible());
        QVERIFY(!table->verticalScrollBar()->isVisible());
        // Widening the all-steps table cannot shrink the grid below its readable minimum.
        QDockWidget* steps = window.dock(QStringLiteral("stepsDock"));
        window.resizeDocks({ steps }, { size.width() }, Qt::Horizontal);
        QCoreApplication::processEvents();
        QVERIFY(candidateDigitPixels(*window.grid()) >= 9.0);
    }

    // 2. The all-steps table elides long columns and keeps the whole text in tooltips.
    // All Steps shows full technique names at 1366x768 and
    // 1920x1080 (the conclusions elide, their tooltips hold the whole text),
    // and its dock can be widened.
    void allStepsShowFullTechniqueNames_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void allStepsShowFullTechniqueNames()
    {
        QFETCH(QSize, size);
        MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // the YAS manual's X-Wing state: Skyscrapers, Finned fish and other long names among its steps.
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        window.action(QStringLiteral("allSteps"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hasAllSteps(), 30000);
        QCoreApplication::processEvents();
        QTreeView* view = window.stepsView();
        QVERIFY(view->model()->rowCount() > 0);
        // All Steps is a tree: technique rows (names in full), their
        // steps (conclusions, eliding, whole in the tooltip), and under a step
        // the names of its equivalents (in full).
        view->expandAll();
        QCoreApplication::processEvents();
        QFont bold = view->font();
        bold.setBold(true);
        int stepRows = 0;
        for (QModelIndex i = view->model()->index(0, 0); i.isValid(); i = view->indexBelow(i)) {
            const QString text = i.data().toString();
            const int depth = i.parent().isValid() ? (i.parent().parent().isValid() ? 2 : 1) : 0;
            const int width = view->visualRect(i).width();
            if (depth == 1) {
                ++stepRows;
                QVERIFY2(width >= 150, qPrintable(QStringLiteral("%1: %2 px").arg(text).arg(width)));
                QVERIFY(
                    i.data(Qt::ToolTipRole).toString().contains(text.section(QLatin1Char(','), 0, 0).toHtmlEscaped()));
                continue;
            }
            const QFontMetrics fm(depth == 0 ? bold : view->font());
            QVERIFY2(
                fm.horizontalAdvance(text) <= width, qPrintable(QStringLiteral("%1 in %2 px").arg(text).arg(width)));
        }
        QVERIFY(stepRows > 0);
        QVERIFY(view->textElideMode() == Qt::ElideRight);
        // Widenable: the dock takes the width asked for.
        QDockWidget* steps = window.dock(QStringLiteral("stepsDock"));
        const int before = steps->width();
        window.resizeDocks({ steps }, { before + 150 }, Qt::Horizontal);
        QCoreApplication::processEvents();
        QVERIFY2(
            steps->width() >= before + 140, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(steps->width())));
    }

    // In German at 1024x700 every filter button shows (no overflow).
    void filterBarFitsInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/setwise_de.qm")));
        QApplication::installTranslator(&german);
        {
            MainWindow window;
            window.resize(1024, 700);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QCoreApplication::processEvents();
            auto* bar = window.findChild<QToolBar*>(QStringLiteral("filterToolBar"));
            QVERIFY(bar);
            for (QAction* a : bar->actions()) {
                if (a->isSeparator())
                    continue;
                QWidget* w = bar->widgetForAction(a);
                QVERIFY2(w && w->isVisible(), qPrintable(a->iconText()));
                QVERIFY2(window.rect().contains(QRect(w->mapTo(&window, QPoint(0, 0)), w->size())),
                    qPrintable(a->iconText()));
            }
            QCOMPARE(window.size(), QSize(1024, 700));
        }
        QApplication::removeTranslator(&german);
    }

    // 4. The message and the search progress have places of their own.
    void messageAndProgressDoNotOverlap()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Let a search started by showing the docks end, so it does not hide the label set below.
        QTRY_VERIFY_WITH_TIMEOUT(!window.hints()->isBusy(), 20000);
        QCoreApplication::processEvents();
        emit window.hints()->message(QStringLiteral("This state has no solution: r1c1 is empty and has no candidate."));
        window.busyLabel()->setText(QStringLiteral("Searching for the next step… 12,345 search nodes"));
        window.busyLabel()->setVisible(true);
        QCoreApplication::sendPostedEvents();
        window.statusBar()->layout()->activate(); // lay out now, as the next paint would
        QVERIFY(window.messageLabel()->isVisible());
        QVERIFY(!window.messageLabel()->text().isEmpty());
        const QRect a(window.messageLabel()->mapTo(&window, QPoint()), window.messageLabel()->size());
        const QRect b(window.busyLabel()->mapTo(&window, QPoint()), window.busyLabel()->size());
        QVERIFY(window.busyLabel()->isVisible());
        QVERIFY2(!a.intersects(b),
            qPrintable(
                QStringLiteral("message %1+%2, progress %3+%4").arg(a.x()).arg(a.width()).arg(b.x()).arg(b.width())));
    }

    // 5. A wrong digit: the cell is marked, the banner says so, hints pause.
    void wrongDigitIsMarkedAndPausesHints()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        const Grid solution = countSolutions(window.session()->state(), 2).solution;
        // A live candidate that is not the solution's digit: no duplicate, but no solution either.
        Cell wrongCell = -1;
        Digit wrongDigit = kNoDigit;
        for (Cell c = 0; c < kCells && wrongCell < 0; ++c)
            for (Digit d = 0; d < 9 && window.session()->state().isEmpty(c); ++d)
                if (d != solution[c] && window.session()->state().isLive(candidateOf(c, d))) {
                    wrongCell = c;
                    wrongDigit = d;
                    break;
                }
        QVERIFY(wrongCell >= 0);
        QVERIFY(window.session()->placeDigit(wrongCell, wrongDigit));
        QTRY_COMPARE_WITH_TIMEOUT(window.checker()->verdict(), SolutionChecker::Verdict::None, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(window.grid()->mistakes().wrongDigits.test(wrongCell), 20000);
        QVERIFY(!window.banner()->isHidden());
        QCOMPARE(window.banner()->kind(), Banner::Kind::Error);
        QVERIFY2(window.banner()->text().contains(QString::fromStdString(cellName(wrongCell))),
            qPrintable(window.banner()->text()));
        window.action(QStringLiteral("nextHint"))->trigger();
        QTest::qWait(100);
        QVERIFY(!window.hints()->hint().has_value());
        QVERIFY(!window.hints()->isBusy());
        // Undo: solvable again, banner and marks gone.
        window.action(QStringLiteral("undo"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(window.checker()->verdict(), SolutionChecker::Verdict::Unique, 20000);
        QVERIFY(window.banner()->isHidden());
        QVERIFY(window.grid()->mistakes().wrongDigits.none());
    }

    // Mistakes: duplicates at once; "check against the solution" marks wrongly removed candidates.
    void duplicatesAndDeviations()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        const State start = window.session()->state();
        // A duplicate: r1c4 empty; digit 1 sits in r1c1.
        State dup = start;
        dup.place(cellAt(0, 3), 0);
        QVERIFY(duplicateCells(dup).test(cellAt(0, 3)));
        QVERIFY(duplicateCells(dup).test(cellAt(0, 0)));
        QVERIFY(duplicateCells(start).none());
        // Removing the solution's candidate of an empty cell is a deviation.
        const Grid solution = countSolutions(start, 2).solution;
        const Cell c = cellAt(1, 3); // r2c4, empty
        QVERIFY(start.isEmpty(c));
        QVERIFY(window.session()->toggleCandidate(candidateOf(c, solution[c])));
        window.action(QStringLiteral("checkSolution"))->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(window.grid()->mistakes().wronglyRemoved.test(candidateOf(c, solution[c])), 20000);
        // Without the check the marks stay while the state has no solution, and the banner names the candidate.
        window.action(QStringLiteral("checkSolution"))->setChecked(false);
        QTRY_COMPARE_WITH_TIMEOUT(window.checker()->verdict(), SolutionChecker::Verdict::None, 20000);
        QVERIFY(window.grid()->mistakes().wronglyRemoved.test(candidateOf(c, solution[c])));
        QVERIFY2(window.banner()->text().contains(QStringLiteral("r2c4<>%1").arg(solution[c] + 1)),
            qPrintable(window.banner()->text()));
        window.action(QStringLiteral("undo"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(window.checker()->verdict(), SolutionChecker::Verdict::Unique, 20000);
        QVERIFY(window.grid()->mistakes().wronglyRemoved.none());
    }

    // 6. Nothing stale after a hint or a new puzzle.
    void nothingStaleCarriesOver()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        // A click's digit highlight goes when a hint comes.
        window.grid()->setSelectedDigit(4);
        window.action(QStringLiteral("filter5"))->setChecked(true);
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QCOMPARE(window.grid()->selectedDigit(), kNoDigit);
        QVERIFY(!window.action(QStringLiteral("filter5"))->isChecked());
        window.action(QStringLiteral("apply"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(window.session()->historySize(), 2, 20000);
        // Viewing an earlier path entry shows its counts.
        window.pathView()->clicked(window.pathView()->model()->index(1, 0));
        const State before = window.session()->historyEntry(1).before;
        QVERIFY(window.factsText().contains(QStringLiteral("%1 candidates").arg(before.live().count())));
        // Picking and the sets text are gone after a new puzzle; the path lists only the new one.
        window.setsPanel()->setText(QStringLiteral("3R17 / 3C49"));
        window.setsPanel()->setPicking(true);
        QVERIFY(window.loadText(QString::fromLatin1(kTop1)));
        QVERIFY(!window.setsPanel()->isPicking());
        QVERIFY(window.setsPanel()->text().isEmpty());
        QCOMPARE(window.pathView()->model()->rowCount(), 1);
        QVERIFY(!window.hints()->hint().has_value());
        QVERIFY(window.diagram()->headerText().contains(QStringLiteral("F2")));
        // Undo goes back to the earlier puzzle, and the path follows.
        window.action(QStringLiteral("undo"))->trigger();
        QCOMPARE(window.pathView()->model()->rowCount(), 2);
    }

    // Tools: colouring through the undo stack, solve up to a technique, the summary.
    void colouringIsKeptAndUndoable()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        const State start = window.session()->state();
        window.action(QStringLiteral("colour3"))->setChecked(true);
        const GridGeometry geo = window.grid()->gridGeometry();
        emit window.grid()->cellClicked(cellAt(1, 3), cand(3, 2, 4), Qt::NoModifier);
        emit window.grid()->cellClicked(cellAt(1, 3), cand(3, 2, 4), Qt::ShiftModifier);
        QCOMPARE(window.grid()->userColours().candidates[std::size_t(cand(3, 2, 4))], std::uint8_t(3));
        QCOMPARE(window.grid()->userColours().cells[std::size_t(cellAt(1, 3))], std::uint8_t(3));
        QCOMPARE(window.session()->state(), start); // colours leave the state alone
        QCOMPARE(window.pathView()->model()->rowCount(), 1); // and are no entries of the solution path
        window.action(QStringLiteral("undo"))->trigger();
        QCOMPARE(window.grid()->userColours().cells[std::size_t(cellAt(1, 3))], std::uint8_t(0));
        QCOMPARE(window.grid()->userColours().candidates[std::size_t(cand(3, 2, 4))], std::uint8_t(3));
        window.action(QStringLiteral("redo"))->trigger();
        QCOMPARE(window.grid()->userColours().cells[std::size_t(cellAt(1, 3))], std::uint8_t(3));
        // Kept through a step; gone with a new puzzle.
        QVERIFY(window.session()->placeDigit(cellAt(0, 3), 3));
        QCOMPARE(window.grid()->userColours().cells[std::size_t(cellAt(1, 3))], std::uint8_t(3));
        QVERIFY(window.loadText(QString::fromLatin1(kTop1)));
        QVERIFY(window.grid()->userColours().isEmpty());
        Q_UNUSED(geo);
    }

    void solveUpToStopsBeforeTheTechnique()
    {
        MainWindow window;
        const auto examples = examplePuzzles();
        // The easy Project Euler grid: naked singles first, full houses later (setwise-cli solve).
        QVERIFY(window.loadText(examples.at(1).second));
        window.hints()->solveUpTo(QStringLiteral("full-house"));
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QCOMPARE(QString::fromStdString(window.hints()->hint()->technique), QStringLiteral("full-house"));
        // Steps were applied on the way, each of another technique.
        QVERIFY(window.session()->historySize() > 2);
        for (int i = 1; i < window.session()->historySize(); ++i)
            QVERIFY(window.session()->historyEntry(i).step->technique != "full-house");
        // Solve the rest: the summary counts every applied step.
        window.action(QStringLiteral("solve"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->state().isSolvedGrid(), 20000);
        auto* summary = window.findChild<QTableView*>(QStringLiteral("summaryView"));
        QVERIFY(summary);
        int counted = 0;
        for (int r = 0; r < summary->model()->rowCount(); ++r)
            counted += summary->model()->index(r, 1).data().toInt();
        QCOMPARE(counted, window.session()->historySize() - 1);
        QVERIFY(
            window.findChild<QLabel*>(QStringLiteral("summaryTotal"))->text().contains(QStringLiteral("path score")));
    }

    // 7. Words.
    void theFirstExampleOpensWithItsXWing()
    {
        MainWindow window;
        window.loadFirstExample();
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QCOMPARE(QString::fromStdString(window.hints()->hint()->technique), QStringLiteral("x-wing"));
    }

    void rankStructuresAreNamedByWhatTheyAre()
    {
        Step step;
        step.technique = "rank-0-logic";
        Evaluation e;
        e.bases = { cellConstraint(cellAt(0, 0)), cellConstraint(cellAt(0, 1)), cellConstraint(cellAt(1, 1)),
            houseConstraint(ConstraintKind::Row, 4, 2) };
        step.readings = { e };
        step.digits = { 1, 4 };
        QCOMPARE(stepName(step), QStringLiteral("Rank-0 logic: 4 truths on digits 2, 5 (3 cells, 1 row)"));
        step.technique = "x-wing";
        QCOMPARE(stepName(step), QStringLiteral("X-Wing"));
        QVERIFY(rankExplanation().contains(QStringLiteral("Effective rank")));
    }

    void germanTechniqueNamesForEveryId()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/setwise_de.qm")));
        QStringList missing;
        for (const char* id : kBriefIds) {
            const QString english = techniqueDisplayName(id);
            QVERIFY2(hasTechniqueDisplayName(id), id);
            if (translator.translate("setwise::ui::TechniqueNames", english.toUtf8().constData()).isEmpty())
                missing << english;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        QApplication::installTranslator(&translator);
        QCOMPARE(techniqueDisplayName("skyscraper"), QStringLiteral("Wolkenkratzer"));
        QCOMPARE(techniqueDisplayName("x-chain"), QStringLiteral("X-Kette"));
        QCOMPARE(techniqueDisplayName("naked-single"), QStringLiteral("Nackter Single"));
        QApplication::removeTranslator(&translator);
    }

    // With the rank family on, All Steps lists the other steps
    // first, then appends the rank structures that remove a candidate none of
    // them concludes. In this top1465 path state a 3-truth rank-0 structure
    // removes 5r1c8 and more (found in 0.2 s by the CLI; the GUI gives 3 s).
    void allStepsAppendTheRankSteps()
    {
        MainWindow window;
        const std::string line = readLines(SETWISE_TEST_DATA "/hints_top1465_states.txt").at(0);
        QVERIFY(window.loadText(QString::fromStdString(line.substr(0, line.find("  #")))));
        HintController* hints = window.hints();
        TechniqueSettings settings = hints->settings();
        // Without the forcing families: their steps now take all that their
        // sets prove, placements included, and here they conclude the
        // candidates the rank structure removes.
        std::erase_if(settings.order, [](const std::string& id) {
            return id.find("forcing") != std::string::npos || id.starts_with("nested") || id.starts_with("kraken")
                || id.starts_with("template");
        });
        settings.order.insert(settings.order.end(), { "rank-0-logic", "rank-1-logic" });
        hints->setSettings(settings);
        // The rank search's own node budget (the default All Steps budget
        // may stop before this step's truth count).
        hints->setAllStepsRankNodes(0);
        // The list's size at each change: the quick steps, then with the rank
        // steps appended (read as each comes, even if both come in one wait).
        std::vector<std::size_t> sizes;
        connect(hints, &HintController::allStepsChanged, this, [&] { sizes.push_back(hints->allSteps().size()); });
        hints->findAllSteps();
        QTRY_VERIFY_WITH_TIMEOUT(sizes.size() >= 2, 60000);
        QCOMPARE(sizes.size(), std::size_t(2));
        const std::size_t quick = sizes[0];
        QVERIFY(quick > 0);
        QVERIFY(sizes[1] > quick);
        const std::vector<Step>& all = hints->allSteps();
        for (std::size_t i = 0; i < all.size(); ++i)
            QCOMPARE(isDeferred(all[i].technique), i >= quick);
        QVERIFY(all[quick].eliminations.test(cand(5, 1, 8)));
    }
};

QTEST_MAIN(TstUiWorkbench)
#include "tst_ui_workbench.moc"
