// SPDX-License-Identifier: GPL-3.0-or-later
// The Summary dock shows the puzzle's ratings (SE
// estimate ER/EP/ED, HoDoKu score and level, BERT score of the simplest-first
// and the optimised path), computed in the background; a new puzzle drops a
// running rating; "Replace Path by Optimised Path" puts every optimised step
// in the history as its own row, undone and redone as a whole; "Step Through
// Optimised Path" lets Next Step walk it.
// The figures the dock shows are checked against ratePuzzle() called here,
// and the puzzle's ER against the Sudoku Explainer rating its file gives.
#include "engine/formats.h"
#include "engine/rating/bert_optimiser.h"
#include "engine/rating/rating.h"
#include "engine/solver.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/rating_panel.h"
#include "ui/text/technique_names.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QListView>
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
    void initTestCase() { useTestSettings(); }

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

    // The figures show as they are ready: ER/EP/ED, HoDoKu and the
    // simplest-first BERT score while the optimiser (held back here) has not
    // run; the optimised score when it has.
    void ratingsShowBeforeTheOptimiserFinishes()
    {
        const RatedLine line = ratedLine(kPrefix);
        QVERIFY(!line.puzzle.empty());
        MainWindow window;
        RatingPanel* panel = window.ratingPanel();
        panel->holdOptimiser(true);
        QVERIFY(window.loadText(QString::fromStdString(line.puzzle)));
        const QString se = QStringLiteral("%1 / ").arg(tenthsText(line.givenTenths));
        QVERIFY(QTest::qWaitFor([&] { return panel->field(QStringLiteral("se"))->text().startsWith(se); }, 120000));
        const PuzzleRating fast = ratePuzzle(*parseState(line.puzzle), [] {
            RatingOptions o;
            o.optimise = false;
            return o;
        }());
        QCOMPARE(panel->field(QStringLiteral("se"))->text(),
            QStringLiteral("%1 / %2 / %3").arg(tenthsText(fast.se.er), tenthsText(fast.se.ep), tenthsText(fast.se.ed)));
        QVERIFY(panel->field(QStringLiteral("hodoku"))->text().startsWith(QString::number(*fast.hodoku.score) + ' '));
        QCOMPARE(panel->field(QStringLiteral("bert"))->text(), QString::number(fast.bertScore));
        QTest::qWait(200); // held: the optimiser does not finish meanwhile
        QVERIFY(panel->isRating());
        QVERIFY(!panel->rating());
        QCOMPARE(panel->field(QStringLiteral("optimised"))->text(), RatingPanel::tr("rating…"));
        QVERIFY(!window.action(QStringLiteral("replaceByOptimised"))->isEnabled());

        panel->holdOptimiser(false);
        QVERIFY(waitForRating(panel));
        const OptimisedPath path = optimisePath(*parseState(line.puzzle));
        QVERIFY(path.solved);
        QVERIFY2(panel->field(QStringLiteral("optimised"))->text().startsWith(QString::number(path.score)),
            qPrintable(panel->field(QStringLiteral("optimised"))->text()));
        QCOMPARE(panel->rating()->bertScore, fast.bertScore);
        QVERIFY(window.action(QStringLiteral("replaceByOptimised"))->isEnabled());
    }

    // On a line with placed digits the Summary rates what
    // `setwise-cli rate` rates (the state as read), not the givens alone.
    void placedDigitsAreRatedAsTheCliRatesThem()
    {
        const RatedLine line = ratedLine(kPrefix);
        const auto givens = parseState(line.puzzle);
        QVERIFY(givens.ok());
        const SolveResult solved = countSolutions(*givens, 2);
        QCOMPARE(solved.solutions, 1);
        // Every empty cell of rows 1-3 gets its solution digit as a placed digit ("+d").
        std::string text;
        for (Cell c = 0; c < kCells; ++c) {
            const char digit = char('1' + solved.solution[std::size_t(c)]);
            if (givens->isGiven(c))
                text += digit;
            else if (c < 27)
                text += std::string("+") + digit;
            else
                text += '.';
        }
        const auto withPlaced = parseState(text);
        QVERIFY(withPlaced.ok());
        QVERIFY(withPlaced->filledCells().count() > givens->givens().count());
        const PuzzleRating cli = ratePuzzle(*withPlaced); // what `rate` computes for this line
        const PuzzleRating givensOnly = ratePuzzle(*givens);
        QVERIFY(cli.se.ep && cli.hodoku.score && givensOnly.hodoku.score);
        QVERIFY(*cli.hodoku.score != *givensOnly.hodoku.score || cli.se.ep != givensOnly.se.ep); // the test can fail

        MainWindow window;
        QVERIFY(window.loadText(QString::fromStdString(text)));
        RatingPanel* panel = window.ratingPanel();
        QVERIFY(waitForRating(panel));
        QVERIFY(panel->puzzle() == *withPlaced);
        QCOMPARE(panel->field(QStringLiteral("se"))->text(),
            QStringLiteral("%1 / %2 / %3").arg(tenthsText(cli.se.er), tenthsText(cli.se.ep), tenthsText(cli.se.ed)));
        QVERIFY(panel->field(QStringLiteral("hodoku"))->text().startsWith(QString::number(*cli.hodoku.score) + ' '));
        QCOMPARE(panel->field(QStringLiteral("bert"))->text(), QString::number(cli.bertScore));
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

    // The menu item replaces the path by the optimised one: a head row and one
    // row per optimised step, each a normal step entry (clicked, it shows on
    // the grid and the diagram); one Undo takes it all back, one Redo restores it.
    void replaceGivesOneRowPerStepUndoneAsAWhole()
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
        const int index = session->historyIndex();
        QVERIFY(waitForRating(window.ratingPanel()));

        QAction* replace = window.action(QStringLiteral("replaceByOptimised"));
        QVERIFY(replace->isEnabled());
        int stateSignals = 0;
        connect(session, &Session::stateChanged, this, [&] { ++stateSignals; });
        replace->trigger();
        QCOMPARE(stateSignals, 1); // one change for the views, not one per step
        const OptimisedPath& path = *window.ratingPanel()->rating()->optimised;
        const int n = int(path.steps.size());
        QVERIFY(n > 20);
        QVERIFY(path.score < path.simplestFirstScore); // this puzzle has a cheaper path
        // The head, then every step as its own entry: replaying the engine's steps from the puzzle.
        QCOMPARE(session->historySize(), index + 1 + n);
        QCOMPARE(session->historyIndex(), index + 1 + n);
        const HistoryEntry& head = session->historyEntry(index);
        QCOMPARE(head.kind, HistoryEntry::Kind::Path);
        QVERIFY(head.before == before);
        QVERIFY(head.after == puzzle);
        QVERIFY(head.text.contains(QString::number(path.score)));
        const SolveResult brute = countSolutions(puzzle, 2);
        QCOMPARE(brute.solutions, 1);
        State replayed = puzzle;
        for (int k = 0; k < n; ++k) {
            const HistoryEntry& e = session->historyEntry(index + 1 + k);
            QCOMPARE(e.kind, HistoryEntry::Kind::Step);
            QVERIFY(e.step.has_value());
            QCOMPARE(e.step->technique, path.steps[std::size_t(k)].technique);
            QVERIFY(e.before == replayed);
            replayed = apply(replayed, path.steps[std::size_t(k)]);
            QVERIFY(e.after == replayed);
            for (Cell c = 0; c < kCells; ++c) { // nothing against the solution, at every step
                if (!replayed.isEmpty(c))
                    QCOMPARE(replayed.digit(c), brute.solution[std::size_t(c)]);
                else
                    QVERIFY(replayed.isLive(candidateOf(c, brute.solution[std::size_t(c)])));
            }
        }
        QVERIFY(session->state() == replayed);
        QVERIFY(session->state().isSolvedGrid());
        QAbstractItemModel* rows = window.pathView()->model();
        // The path list: a row per entry except the colouring (no step of the path: one row fewer
        // from there on), the optimised steps with their BERT cost.
        QCOMPARE(rows->rowCount(), session->historySize() - 1);
        int costs = 0;
        for (int k = 0; k < n; ++k) {
            const Step& step = path.steps[std::size_t(k)];
            const QString text = rows->index(index + k, 0).data().toString();
            const int cost = bertStepScore(step);
            const QString name = techniqueDisplayName(step.technique);
            if (cost > 0) // singles cost nothing and say so by saying nothing
                QCOMPARE(text.left(text.indexOf(name)), QStringLiteral("%1. [BERT %2] ").arg(index + 1 + k).arg(cost));
            else
                QCOMPARE(text.left(text.indexOf(name)), QStringLiteral("%1. ").arg(index + 1 + k));
            costs += cost;
        }
        QCOMPARE(costs, path.score);
        // Clicking a step's row shows it on the grid, at the state before it, and in the diagram.
        int shown = -1;
        for (int k = 0; k < n && shown < 0; ++k)
            if (path.steps[std::size_t(k)].setLogic && path.steps[std::size_t(k)].eliminations.any())
                shown = k;
        QVERIFY(shown >= 0);
        const HistoryEntry& picked = session->historyEntry(index + 1 + shown);
        window.pathView()->clicked(rows->index(index + shown, 0));
        QVERIFY(window.grid()->state() == picked.before);
        QVERIFY(window.grid()->highlight().eliminations == picked.step->eliminations);
        QVERIFY2(window.diagram()->headerText().contains(techniqueDisplayName(picked.step->technique)),
            qPrintable(window.diagram()->headerText()));

        // One Undo: exactly the state and colours before; one Redo: the whole path again.
        QAction* undo = window.action(QStringLiteral("undo"));
        QAction* redo = window.action(QStringLiteral("redo"));
        QCOMPARE(undo->text(), MainWindow::tr("&Undo %1").arg(head.text));
        undo->trigger();
        QVERIFY(session->state() == before);
        QVERIFY(session->colours() == coloursBefore);
        QCOMPARE(session->historyIndex(), index);
        QCOMPARE(redo->text(), MainWindow::tr("&Redo %1").arg(head.text));
        redo->trigger();
        QVERIFY(session->state() == replayed);
        QCOMPARE(session->historyIndex(), index + 1 + n);
        // The rating belongs to the givens: it is not redone for a state of the same puzzle.
        QVERIFY(!window.ratingPanel()->isRating());

        // Going back into the path: Undo and Redo move one step there, and
        // applying the path's next step keeps the rest of it.
        session->setIndex(index + 1 + shown);
        QVERIFY(session->state() == picked.before);
        QVERIFY(session->plannedStep().has_value());
        QCOMPARE(session->plannedStep()->eliminations, picked.step->eliminations);
        undo->trigger();
        QCOMPARE(session->historyIndex(), index + shown);
        redo->trigger();
        QCOMPARE(session->historyIndex(), index + 1 + shown);
        QVERIFY(session->applyStep(*picked.step));
        QCOMPARE(session->historySize(), index + 1 + n);
        QCOMPARE(session->historyIndex(), index + 2 + shown);
    }

    // "Step Through": back at the givens with the optimised path waiting;
    // Next Step proposes its steps in order (no search), Apply takes them.
    void stepThroughWalksTheOptimisedPath()
    {
        const RatedLine line = ratedLine(kPrefix);
        const State puzzle = *parseState(line.puzzle);
        MainWindow window;
        QVERIFY(window.loadText(QString::fromStdString(line.puzzle)));
        Session* session = window.session();
        QVERIFY(waitForRating(window.ratingPanel()));
        const int index = session->historyIndex();
        window.action(QStringLiteral("stepThroughOptimised"))->trigger();
        const OptimisedPath& path = *window.ratingPanel()->rating()->optimised;
        const int n = int(path.steps.size());
        QVERIFY(session->state() == puzzle);
        QCOMPARE(session->historyIndex(), index + 1);
        QCOMPARE(session->historySize(), index + 1 + n); // all listed, waiting as redo-able rows
        State expected = puzzle;
        for (int k = 0; k < n; ++k) {
            window.action(QStringLiteral("nextHint"))->trigger();
            QVERIFY(window.hints()->hint().has_value()); // the path's own step, at once
            QCOMPARE(window.hints()->hint()->technique, path.steps[std::size_t(k)].technique);
            QCOMPARE(window.hints()->hint()->eliminations, path.steps[std::size_t(k)].eliminations);
            window.action(QStringLiteral("apply"))->trigger();
            expected = apply(expected, path.steps[std::size_t(k)]);
            QVERIFY(session->state() == expected);
            QCOMPARE(session->historySize(), index + 1 + n);
        }
        QVERIFY(session->state().isSolvedGrid());
        QVERIFY(!session->plannedStep());
        // Undo from the end takes the whole path back, to the state before it.
        window.action(QStringLiteral("undo"))->trigger();
        QCOMPARE(session->historyIndex(), index);
    }

private:
    static constexpr const char* kPrefix = "1...5..8.....89..2";
    static constexpr const char* kOtherPrefix = "1.3..6....5.";
};

QTEST_MAIN(TstUiRating)
#include "tst_ui_rating.moc"
