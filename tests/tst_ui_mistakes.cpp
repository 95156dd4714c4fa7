// SPDX-License-Identifier: GPL-3.0-or-later
// Mistakes only on request: by default (as before) a wrong digit is
// marked and announced as it happens; with Settings ▸ Solving ▸ Mistakes
// "only when I ask" nothing shows (grid, banner, status bar) until View ▸
// Show Mistakes Now, whose marks last until the next change. In manual
// candidate mode a pencilled cell without the solution's mark is a mistake.
#include "engine/solver.h"
#include "ui/app/banner.h"
#include "ui/app/main_window.h"
#include "ui/grid/grid_widget.h"
#include "ui/settings/app_settings.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
// A live candidate of an empty cell that is not the solution's digit.
Candidate wrongCandidate(const State& s, const Grid& solution)
{
    for (Cell c = 0; c < kCells; ++c)
        for (Digit d = 0; d < 9 && s.isEmpty(c); ++d)
            if (d != solution[std::size_t(c)] && s.isLive(candidateOf(c, d)))
                return candidateOf(c, d);
    return -1;
}

void useSettings(MainWindow& window, bool onRequest)
{
    AppSettings s = AppSettings::defaults();
    s.mistakesOnRequest = onRequest;
    window.applySettings(s);
}
} // namespace

class TstUiMistakes : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    // The default: marked and announced at once.
    void continuousMarksAtOnce()
    {
        MainWindow window;
        useSettings(window, false);
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        const Grid solution = countSolutions(window.session()->state(), 2).solution;
        const Candidate x = wrongCandidate(window.session()->state(), solution);
        QVERIFY(x >= 0);
        QVERIFY(window.session()->placeDigit(cellOf(x), digitOf(x)));
        QTRY_VERIFY_WITH_TIMEOUT(window.grid()->mistakes().wrongDigits.test(cellOf(x)), 20000);
        QVERIFY(!window.banner()->isHidden());
        QCOMPARE(window.banner()->kind(), Banner::Kind::Error);
        QVERIFY(window.solutionText().contains(verdictText(SolutionChecker::Verdict::None)));
    }

    // On request: silent until asked; the marks then last until the next change.
    void onRequestWaitsToBeAsked()
    {
        MainWindow window;
        useSettings(window, true);
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        const Grid solution = countSolutions(window.session()->state(), 2).solution;
        const Candidate x = wrongCandidate(window.session()->state(), solution);
        QVERIFY(window.session()->placeDigit(cellOf(x), digitOf(x)));
        QTRY_COMPARE_WITH_TIMEOUT(window.checker()->verdict(), SolutionChecker::Verdict::None, 20000);
        QTest::qWait(50);
        QVERIFY(window.grid()->mistakes().wrongDigits.none());
        QVERIFY(window.banner()->isHidden());
        QVERIFY2(!window.solutionText().contains(verdictText(SolutionChecker::Verdict::None)),
            qPrintable(window.solutionText())); // the status bar gives nothing away either
        // Asked: the wrong digit is marked, and the message counts it.
        window.action(QStringLiteral("showMistakesNow"))->trigger();
        QVERIFY(window.grid()->mistakes().wrongDigits.test(cellOf(x)));
        QCOMPARE(window.grid()->mistakes().wrongDigits.count(), 1);
        QVERIFY2(window.messageLabel()->text().contains(QLatin1String("1")), qPrintable(window.messageLabel()->text()));
        // A removed solution candidate counts too, once asked again.
        const Cell other = [&] {
            for (Cell c = 0; c < kCells; ++c)
                if (window.session()->state().isEmpty(c)
                    && window.session()->state().isLive(candidateOf(c, solution[std::size_t(c)])))
                    return c;
            return Cell(-1);
        }();
        QVERIFY(other >= 0);
        const Candidate truth = candidateOf(other, solution[std::size_t(other)]);
        QVERIFY(window.session()->toggleCandidate(truth));
        QVERIFY(window.grid()->mistakes().wrongDigits.none()); // a change ends the request
        window.action(QStringLiteral("showMistakesNow"))->trigger();
        QVERIFY(window.grid()->mistakes().wronglyRemoved.test(truth));
        QVERIFY(window.grid()->mistakes().wrongDigits.test(cellOf(x)));
        // Undo: the marks go with the change.
        window.action(QStringLiteral("undo"))->trigger();
        QVERIFY(window.grid()->mistakes().wronglyRemoved.none());
        QVERIFY(window.grid()->mistakes().wrongDigits.none());
        // The continuous check is still there for who turns it on.
        window.action(QStringLiteral("checkSolution"))->setChecked(true);
        QVERIFY(window.grid()->mistakes().wrongDigits.test(cellOf(x)));
    }

    // Own pencilmarks: a pencilled cell without the solution's mark is a mistake; an unpencilled one is not.
    void manualMarksMistakes()
    {
        MainWindow window;
        useSettings(window, true);
        window.action(QStringLiteral("manualMarks"))->setChecked(true);
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        QTRY_COMPARE_WITH_TIMEOUT(window.checker()->verdict(), SolutionChecker::Verdict::Unique, 20000);
        const Grid solution = countSolutions(window.session()->state(), 2).solution;
        const Candidate wrong = wrongCandidate(window.session()->state(), solution);
        QVERIFY(window.session()->toggleMark(wrong)); // a cell pencilled with a wrong digit only
        window.action(QStringLiteral("showMistakesNow"))->trigger();
        const Mistakes m = window.grid()->mistakes();
        QCOMPARE(m.wronglyRemoved.count(), 1);
        QVERIFY(m.wronglyRemoved.test(candidateOf(cellOf(wrong), solution[std::size_t(cellOf(wrong))])));
        QVERIFY(m.wrongDigits.none());
        window.action(QStringLiteral("manualMarks"))->setChecked(false);
    }
};

QTEST_MAIN(TstUiMistakes)
#include "tst_ui_mistakes.moc"
