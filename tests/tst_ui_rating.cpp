// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13 in the GUI: the Summary dock shows the puzzle's ratings (SE
// estimate ER/EP/ED, HoDoKu score and level, BERT score of the simplest-first
// and the optimised path), computed in the background; a new puzzle drops a
// running rating; "Replace Path by Optimised Path" is one undoable command.
// The figures the dock shows are checked against ratePuzzle() called here,
// and the puzzle's ER against the Sudoku Explainer rating its file gives.
#include "engine/formats.h"
#include "engine/rating/rating.h"
#include "engine/solver.h"
#include "ui/main_window.h"
#include "ui/rating_panel.h"
#include "ui/session.h"

#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

// A cbg000 puzzle (tests/data/cbg000_every50.txt) and the ER that SE gives it there.
struct RatedLine {
    std::string puzzle;
    int givenTenths = 0;
};

RatedLine ratedLine(const std::string& prefix)
{
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/cbg000_every50.txt"))
        if (line.rfind(prefix, 0) == 0) {
            std::istringstream is(line);
            RatedLine r;
            double given = 0;
            is >> r.puzzle >> given;
            r.givenTenths = int(given * 10 + 0.5);
            return r;
        }
    return {};
}

QString tenthsText(const std::optional<int>& t)
{
    return t ? QString::number(*t / 10.0, 'f', 1) : QStringLiteral("–");
}

bool waitForRating(RatingPanel* p)
{
    return QTest::qWaitFor([p] { return !p->isRating() && p->rating().has_value(); }, 120000);
}

} // namespace

class TstUiRating : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("SetwiseTest"));
    }

    // The dock shows what the engine computes for the puzzle, after a "rating…" state.
    void dockShowsTheEngineRatings()
    {
        const RatedLine line = ratedLine(kPrefix);
        QVERIFY(!line.puzzle.empty());
        MainWindow window;
        RatingPanel* panel = window.ratingPanel();
        QVERIFY(panel);
        QVERIFY(window.loadText(QString::fromStdString(line.puzzle)));
        QVERIFY(panel->isRating()); // in the background: the window answers meanwhile
        QCOMPARE(panel->field(QStringLiteral("se"))->text(), RatingPanel::tr("rating…"));
        QVERIFY(!window.action(QStringLiteral("replaceByOptimised"))->isEnabled());
        QVERIFY(waitForRating(panel));

        const PuzzleRating r = ratePuzzle(*parseState(line.puzzle)); // what `rate --json` prints
        QVERIFY(r.se.er && r.hodoku.score && r.optimised && r.optimised->solved);
        QCOMPARE(*r.se.er, line.givenTenths); // Sudoku Explainer's own rating of the puzzle
        QCOMPARE(panel->field(QStringLiteral("se"))->text(),
            QStringLiteral("%1 / %2 / %3").arg(tenthsText(r.se.er), tenthsText(r.se.ep), tenthsText(r.se.ed)));
        const QString hodoku = panel->field(QStringLiteral("hodoku"))->text();
        QVERIFY2(hodoku.startsWith(QString::number(*r.hodoku.score) + QLatin1Char(' ')), qPrintable(hodoku));
        QVERIFY2(hodoku.contains(QString::fromLatin1(hodokuLevelName(*r.hodoku.level))), qPrintable(hodoku));
        QCOMPARE(panel->field(QStringLiteral("bert"))->text(), QString::number(r.bertScore));
        const QString optimised = panel->field(QStringLiteral("optimised"))->text();
        QVERIFY2(optimised.startsWith(QString::number(r.optimised->score)), qPrintable(optimised));
        QCOMPARE(panel->rating()->optimised->score, r.optimised->score);
        QVERIFY(r.optimised->score <= r.bertScore);
        QVERIFY(window.action(QStringLiteral("replaceByOptimised"))->isEnabled());
    }

    // A new puzzle while a rating runs: the old result never shows.
    void newPuzzleDropsTheRunningRating()
    {
        const RatedLine first = ratedLine(kPrefix);
        const RatedLine second = ratedLine(kOtherPrefix);
        QVERIFY(!first.puzzle.empty() && !second.puzzle.empty());
        MainWindow window;
        RatingPanel* panel = window.ratingPanel();
        int finished = 0;
        connect(panel, &RatingPanel::ratingChanged, this, [&] { finished += panel->rating().has_value(); });
        QVERIFY(window.loadText(QString::fromStdString(first.puzzle)));
        QVERIFY(window.loadText(QString::fromStdString(second.puzzle)));
        QVERIFY(waitForRating(panel));
        QTest::qWait(50);
        QCOMPARE(finished, 1);
        QVERIFY(panel->puzzle() == *parseState(second.puzzle));
        const PuzzleRating r = ratePuzzle(*parseState(second.puzzle), [] {
            RatingOptions o;
            o.optimise = false;
            return o;
        }());
        QCOMPARE(panel->rating()->se.er, r.se.er);
        QVERIFY(panel->field(QStringLiteral("se"))->text().startsWith(tenthsText(r.se.er) + QStringLiteral(" / ")));
        QCOMPARE(panel->rating()->bertScore, r.bertScore);
    }

    // The menu item replaces the path by the optimised one: one command, undone and redone exactly.
    void replaceIsOneUndoableCommand()
    {
        const RatedLine line = ratedLine(kPrefix);
        const State puzzle = *parseState(line.puzzle);
        MainWindow window;
        QVERIFY(window.loadText(QString::fromStdString(line.puzzle)));
        Session* session = window.session();
        // A few steps of the simplest-first path and a user colour first.
        const SolvePath simplest = solvePath(puzzle, TechniqueSettings::defaults());
        QVERIFY(simplest.steps.size() > 5);
        for (std::size_t i = 0; i < 5; ++i)
            QVERIFY(session->applyStep(simplest.steps[i]));
        QVERIFY(session->colour(cellAt(0, 0), -1, 2));
        const State before = session->state();
        const UserColours coloursBefore = session->colours();
        const int index = session->undoStack()->index();
        QVERIFY(waitForRating(window.ratingPanel()));

        QAction* replace = window.action(QStringLiteral("replaceByOptimised"));
        QVERIFY(replace->isEnabled());
        replace->trigger();
        QCOMPARE(session->undoStack()->index(), index + 1); // one command
        const OptimisedPath& path = *window.ratingPanel()->rating()->optimised;
        State expected = puzzle;
        for (const Step& step : path.steps)
            expected = apply(expected, step);
        QVERIFY(session->state() == expected);
        QVERIFY(session->state().isSolvedGrid());
        const SolveResult brute = countSolutions(puzzle, 2);
        for (Cell c = 0; c < kCells; ++c)
            QCOMPARE(session->state().digit(c), brute.solution[std::size_t(c)]);
        const HistoryEntry& e = session->historyEntry(index);
        QCOMPARE(e.kind, HistoryEntry::Kind::Path);
        QCOMPARE(e.path.size(), path.steps.size());
        QCOMPARE(session->undoStack()->undoText(), e.text);
        QVERIFY(e.text.contains(QString::number(path.score)));

        session->undoStack()->undo();
        QVERIFY(session->state() == before);
        QVERIFY(session->colours() == coloursBefore);
        QCOMPARE(session->undoStack()->index(), index);
        session->undoStack()->redo();
        QVERIFY(session->state() == expected);
        QCOMPARE(session->undoStack()->index(), index + 1);
        // The rating belongs to the givens: it is not redone for a state of the same puzzle.
        QVERIFY(!window.ratingPanel()->isRating());
    }

private:
    static constexpr const char* kPrefix = "1...5..8.....89..2";
    static constexpr const char* kOtherPrefix = "1.3..6....5.";
};

QTEST_MAIN(TstUiRating)
#include "tst_ui_rating.moc"
