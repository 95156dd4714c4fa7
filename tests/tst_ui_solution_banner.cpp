// SPDX-License-Identifier: GPL-3.0-or-later
// The yellow "several solutions" banner agrees with the solution count of
// the state shown: a candidate grid pasted without givens (every cell an
// empty cell with its candidates) whose candidates leave one solution shows
// no such banner while the status bar says "unique solution", and one whose
// candidates leave several says how many they leave, as the status bar does.
#include "engine/formats.h"
#include "engine/solver.h"
#include "ui/app/banner.h"
#include "ui/app/main_window.h"

#include "test_settings.h"
#include "test_util.h"
#include "window_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

// top1465's first puzzle.
constexpr const char* kTop1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

// The 729-character candidate grid of a state: no givens when read back.
QString candidateGrid(const State& s)
{
    return QString::fromStdString(writeState(s, StateFormat::Candidates729));
}

} // namespace

class TstUiSolutionBanner : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(installEnglishPlurals());
    }

    void uniqueCandidateGridHasNoSeveralBanner()
    {
        const auto puzzle = parseState(kTop1);
        QVERIFY(puzzle);
        const QString text = candidateGrid(*puzzle);
        QCOMPARE(text.size(), 729);
        const auto read = parseState(text.toStdString());
        QVERIFY(read);
        for (Cell c = 0; c < kCells; ++c)
            QVERIFY(!read->isGiven(c)); // pasted without givens
        QCOMPARE(countSolutions(*read, 2).solutions, 1); // the candidates leave one solution

        MainWindow w;
        QVERIFY(openWindow(w, QSize(1366, 768), text));
        QTRY_VERIFY_WITH_TIMEOUT(w.solutionText().contains(QStringLiteral("unique solution")), 20000);
        QTest::qWait(300); // both counts are in
        QVERIFY2(w.banner()->isHidden() || !w.banner()->title().contains(QStringLiteral("solutions")),
            qPrintable(w.banner()->title()));
    }

    // Several solutions left by the candidates: the banner counts those, as the status bar does.
    void severalCandidateGridCountsItsOwn()
    {
        const std::string line = readLines(SETWISE_TEST_DATA "/solver_serg_multisolution.txt").at(0).substr(0, 81);
        const auto puzzle = parseState(line);
        QVERIFY(puzzle);
        const int count = countSolutions(*puzzle, 1000).solutions; // the brute force, independently
        QVERIFY(count > 1 && count < 1000);
        MainWindow w;
        QVERIFY(openWindow(w, QSize(1366, 768), candidateGrid(*puzzle)));
        QTRY_VERIFY_WITH_TIMEOUT(!w.banner()->isHidden(), 20000);
        QCOMPARE(w.banner()->kind(), Banner::Kind::Warning);
        QCOMPARE(w.banner()->title(), QStringLiteral("This puzzle has %1 solutions.").arg(count));
        QTRY_VERIFY_WITH_TIMEOUT(w.solutionText().contains(QString::number(count)), 20000);
    }
};

QTEST_MAIN(TstUiSolutionBanner)
#include "tst_ui_solution_banner.moc"
