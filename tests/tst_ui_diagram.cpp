// SPDX-License-Identifier: GPL-3.0-or-later
// The equation diagram: the model passes QAbstractItemModelTester and shows
// the seed X-Wing's cells; clicking a diagram cell selects those candidates on
// the grid, clicking a house label on the grid selects its row or column;
// "copy as text" gives the engine's rendering.
#include "engine/diagram.h"
#include "engine/evaluate.h"
#include "engine/formats.h"
#include "engine/stepper.h"
#include "engine/tables.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_model.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/text/step_text.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
Step xwingStep()
{
    auto s = parseState(kXWing);
    auto choice = parseSetChoice("3R17 / 3C49");
    auto e = evaluate(*s, choice->bases, choice->covers);
    Q_ASSERT(e.ok());
    return makeStep("x-wing", { *e });
}

QString text(const QAbstractItemModel& m, int row, int column)
{
    return m.index(row, column).data().toString();
}
} // namespace

class TstUiDiagram : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(installEnglishPlurals());
    }

    void modelPassesTheTester()
    {
        DiagramModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Diagram d = makeDiagram(xwingStep());
        QCOMPARE(d.tables.size(), std::size_t(1));
        model.setTable(d.tables.front());
        model.clear();
        model.setTable(d.tables.front());
    }

    void xwingCells()
    {
        DiagramModel model;
        model.setTable(makeDiagram(xwingStep()).tables.front());
        QCOMPARE(model.rowCount(), 3); // 3R1, 3R7, eliminations
        QCOMPARE(model.columnCount(), 3); // 3C4, 3C9, fins
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("3R1"));
        QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("3R7"));
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("3C4"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("3C9"));
        QCOMPARE(model.headerData(0, Qt::Horizontal, DiagramModel::ConstraintRole).toInt(),
            houseConstraint(ConstraintKind::Column, 2, 3));
        QCOMPARE(text(model, 0, 0), QStringLiteral("314"));
        QCOMPARE(text(model, 0, 1), QStringLiteral("319"));
        QCOMPARE(text(model, 1, 0), QStringLiteral("374"));
        QCOMPARE(text(model, 1, 1), QStringLiteral("379"));
        QCOMPARE(text(model, 0, 2), QString()); // no fins
        QCOMPARE(text(model, 1, 2), QString());
        QCOMPARE(text(model, 2, 0), QStringLiteral("3(268)4"));
        QCOMPARE(text(model, 2, 1), QStringLiteral("3(246)9"));
        QCOMPARE(model.candidatesAt(model.index(2, 0)).count(), 3);
        QCOMPARE(model.index(2, 1).data(DiagramModel::KindRole).toInt(), int(DiagramModel::CellKind::Eliminations));
        QCOMPARE(model.index(0, 2).data(DiagramModel::KindRole).toInt(), int(DiagramModel::CellKind::Fins));
        QVERIFY(!model.index(0, 0).data(DiagramModel::MultiplyCoveredRole).toBool());
    }

    void headerAndCopy()
    {
        DiagramView view;
        view.resize(400, 300);
        const Step step = xwingStep();
        view.setStep(step);
        const QString header = view.headerText();
        QVERIFY2(header.contains(QLatin1String("[3R17 | 3C49] = [3(268)4, 3(246)9]")), qPrintable(header));
        QVERIFY2(header.contains(QLatin1String("rank 0")), qPrintable(header));
        view.copyAsText();
        QCOMPARE(QApplication::clipboard()->text(), QString::fromStdString(renderText(makeDiagram(step))));
        view.setStep(step, HintLevel::Name);
        QCOMPARE(view.model()->rowCount(), 0); // the name alone hides the table
    }

    // The "*" of a cell (a truth candidate in two or more links) is
    // explained: in the cell's tooltip, naming the candidate and its links,
    // and in a legend line under the table. The X-Wing's truths 3R1, 3R7
    // against 3C4, 3C9 and box 3: 3r1c9 lies in column 9 and box 3.
    void starExplained()
    {
        auto s = parseState(kXWing);
        auto choice = parseSetChoice("3R17 / 3C49 3B3");
        auto e = evaluate(*s, choice->bases, choice->covers);
        QVERIFY(e.ok());
        const Step step = makeStep("rank-1-logic", { *e });
        DiagramView view;
        view.resize(500, 400);
        view.show();
        view.setStep(step);
        const DiagramModel* model = view.model();
        int stars = 0;
        for (int r = 0; r < model->rowCount(); ++r)
            for (int c = 0; c < model->columnCount(); ++c) {
                const QModelIndex i = model->index(r, c);
                const QString tip = i.data(Qt::ToolTipRole).toString();
                if (!i.data(DiagramModel::MultiplyCoveredRole).toBool()) {
                    QVERIFY2(!tip.contains(QLatin1Char('*')), qPrintable(tip));
                    continue;
                }
                ++stars;
                QCOMPARE(r, 0); // 3R1's row
                QVERIFY2(tip.contains(QLatin1String("3r1c9 lies in 2 link")) && tip.contains(QLatin1String("3C9, 3B3")),
                    qPrintable(tip));
            }
        QCOMPARE(stars, 2); // in the 3C9 and 3B3 columns
        QLabel* legend = view.legendLabel();
        QVERIFY(legend->isVisible());
        QVERIFY2(legend->text().contains(QLatin1String("<b>*</b> a truth candidate in two or more links")),
            qPrintable(legend->text()));
        // An X-Wing has no "*": no legend.
        view.setStep(xwingStep());
        QVERIFY(!view.legendLabel()->isVisible());
    }

    // A step the exact evaluation proved (a forcing net) shows its result in
    // the eliminations row, under a cover that holds it, and says so in the
    // header (never "= []" with an empty result row).
    void exactStepShowsItsResult()
    {
        std::optional<Step> exact;
        std::optional<State> state;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt")) {
            const auto f = split(line, ' ');
            state = parseState(f[1]).value();
            // The smallest such step: a net too large for its header lists
            // its branches among the lemmas instead.
            for (const Step& st : findSteps(*state, f[0]))
                if (st.rule == ProofRule::ExactEvaluation && st.eliminations.count() == 1 && st.placements.none()
                    && !st.readings.empty()
                    && (!exact
                        || st.readings.front().bases.size() + st.readings.front().covers.size()
                            < exact->readings.front().bases.size() + exact->readings.front().covers.size()))
                    exact = st;
        }
        QVERIFY(exact.has_value());
        DiagramModel model;
        model.setTable(makeDiagram(*exact).tables.front());
        const int result = model.rowCount() - 1;
        QCOMPARE(
            model.index(result, 0).data(DiagramModel::KindRole).toInt(), int(DiagramModel::CellKind::Eliminations));
        const Candidate target = exact->eliminations.first();
        int columns = 0;
        for (int c = 0; c < model.columnCount(); ++c)
            if (model.candidatesAt(model.index(result, c)).test(target)) {
                ++columns;
                const QString name = QString::number(digitOf(target) + 1) + QString::number(rowOf(cellOf(target)) + 1)
                    + QString::number(colOf(cellOf(target)) + 1);
                QVERIFY2(text(model, result, c).contains(name), qPrintable(text(model, result, c)));
            }
        QVERIFY(columns >= 1);
        DiagramView view;
        view.setStep(*exact);
        const QString header = view.headerText();
        QVERIFY2(!header.contains(QLatin1String("= []")), qPrintable(header));
        // It states its argument, not the machine's proof: the cases it
        // covers and where each branch leads, its size.
        QVERIFY2(!header.contains(QLatin1String("exact evaluation")), qPrintable(header));
        const Argument& a = exact->argument;
        QCOMPARE(a.kind, ArgumentKind::Implications);
        QVERIFY2(header.contains(QStringLiteral("%1 implication").arg(argumentSize(a))), qPrintable(header));
        for (std::size_t k = 0; k < a.branches.size() && k < 4; ++k) {
            QStringList assumed;
            for (const ArgumentImplication& i : a.branches[k].implications)
                if (i.cites.kind == ArgumentCite::Kind::Assumption)
                    assumed << QStringLiteral("r%1c%2%3%4")
                                   .arg(rowOf(cellOf(i.candidate)) + 1)
                                   .arg(colOf(cellOf(i.candidate)) + 1)
                                   .arg(i.on ? QStringLiteral("=") : QStringLiteral("&lt;&gt;"))
                                   .arg(digitOf(i.candidate) + 1);
            QVERIFY2(
                header.contains(QStringLiteral("branch %1: %2").arg(k + 1).arg(assumed.join(QStringLiteral(", ")))),
                qPrintable(header));
        }
        if (a.disjunction.kind == ArgumentDisjunction::Kind::Constraint
            && kindOf(a.disjunction.constraint) == ConstraintKind::Cell)
            QVERIFY2(header.contains(QStringLiteral("candidates of %1").arg(qs(cellName(a.disjunction.constraint)))),
                qPrintable(header));
    }

    // A counting step's header states its counting: truths, links, rank.
    void countingArgumentInTheHeader()
    {
        DiagramView view;
        Step step = xwingStep();
        step.argument.kind = ArgumentKind::Counting; // as a finder's step gets it
        step.argument.counting = "rank";
        view.setStep(step);
        QVERIFY2(view.headerText().contains(QLatin1String("counting 2 truth")), qPrintable(view.headerText()));
        QVERIFY2(view.headerText().contains(QLatin1String("rank 0: a candidate outside the truths that lies in 1 of")),
            qPrintable(view.headerText()));
    }

    // A uniqueness step's virtual truth is a row of the diagram ("≥1 UR{...}")
    // before the result row, and the header counts it as a truth, as the
    // engine's diagram and the truths/links text do.
    void virtualTruthRow()
    {
        const auto c
            = parseLibraryLine(":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+"
                               "6+2871+3+9+45+5+1+3+9+42..+6+74+96+58.+1.::227 327::");
        QVERIFY(c.ok());
        const auto steps = findSteps(c->state, "uniqueness-1");
        QCOMPARE(steps.size(), std::size_t(1));
        const Step& step = steps.front();
        const Evaluation& e = step.readings.front();
        QCOMPARE(e.virtualBases.size(), std::size_t(1));
        DiagramModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTable(makeDiagram(step).tables.front());
        QCOMPARE(model.rowCount(), e.baseCount() + 1);
        const int row = int(e.bases.size()); // the first virtual row
        QVERIFY2(model.headerData(row, Qt::Vertical).toString().startsWith(QStringLiteral("≥1 UR")),
            qPrintable(model.headerData(row, Qt::Vertical).toString()));
        QCOMPARE(model.headerData(row, Qt::Vertical, DiagramModel::ConstraintRole).toInt(), -1);
        // The row holds the virtual truth's candidates, in the covers and the fin column together.
        CandidateSet inRow;
        for (int col = 0; col < model.columnCount(); ++col)
            inRow |= model.candidatesAt(model.index(row, col));
        QCOMPARE(inRow, e.virtualBases.front().candidates & c->state.live());
        QCOMPARE(
            model.index(row + 1, 0).data(DiagramModel::KindRole).toInt(), int(DiagramModel::CellKind::Eliminations));
        DiagramView view;
        view.setStep(step);
        const QString truths = QStringLiteral("%1 truth").arg(e.baseCount());
        QVERIFY2(view.headerText().contains(truths), qPrintable(view.headerText()));
        QVERIFY(
            QString::fromStdString(truthsLinksText(step)).startsWith(QStringLiteral("%1 Truths").arg(e.baseCount())));
    }

    void gridAndDiagramAgreeAlongTheWholePath()
    {
        // The issue's "done when": hint after hint to the end, grid and diagram agreeing at every step.
        MainWindow window;
        window.action(QStringLiteral("viewBoth"))->trigger(); // the sets of chain steps too (Chain Only is the default)
        QVERIFY(window.loadText(
            QStringLiteral("..4672....5...34...1.5...2798..4..15.31...27.76..2..4354...9.3...92...6....4567..")));
        int steps = 0;
        while (!window.session()->state().isSolvedGrid()) {
            QVERIFY(steps < 200);
            window.action(QStringLiteral("nextHint"))->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
            const Highlight& h = window.grid()->highlight();
            const Diagram& d = window.diagram()->diagram();
            QVERIFY(!d.tables.empty());
            ConstraintSet bases, covers;
            CandidateSet fins, eliminations, placements;
            for (const DiagramTable& t : d.tables) {
                for (Constraint k : t.bases)
                    bases.set(k);
                for (Constraint k : t.covers)
                    covers.set(k);
                for (const CandidateSet& xs : t.fins)
                    fins |= xs;
                for (const CandidateSet& xs : t.coverEliminations)
                    eliminations |= xs;
                eliminations |= t.otherEliminations;
                placements |= t.placements;
            }
            const QByteArray where = QByteArray::number(steps) + ' ' + window.hints()->hint()->technique.c_str();
            QVERIFY2(h.bases == bases, where);
            QVERIFY2(h.covers == covers, where);
            QVERIFY2((h.fins | h.endoFins) == fins, where);
            QVERIFY2(h.eliminations == eliminations, where);
            QVERIFY2(h.placements == placements, where);
            window.action(QStringLiteral("apply"))->trigger();
            ++steps;
        }
        QVERIFY(steps > 10);
    }

    void clickingLinksDiagramAndGrid()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        DiagramView* diagram = window.diagram();
        QTableView* table = diagram->table();
        QCOMPARE(table->model()->rowCount(), 3);

        // Diagram cell (3R7, 3C9) -> the grid selects 3r7c9.
        QSignalSpy spy(diagram, &DiagramView::candidatesSelected);
        QTest::mouseClick(
            table->viewport(), Qt::LeftButton, {}, table->visualRect(table->model()->index(1, 1)).center());
        QCOMPARE(spy.count(), 1);
        CandidateSet expected;
        expected.set(cand(3, 7, 9));
        QCOMPARE(window.grid()->selection(), expected);

        // Grid label c4 (a cover for digit 3) -> the diagram selects column 0.
        GridWidget* grid = window.grid();
        const QPoint c4 = grid->gridGeometry().houseLabelRect(9 + 3).center().toPoint();
        QTest::mouseClick(grid, Qt::LeftButton, {}, c4);
        QVERIFY(table->selectionModel()->isColumnSelected(0, {}));
        // Grid label r7 (a base) -> row 1.
        const QPoint r7 = grid->gridGeometry().houseLabelRect(6).center().toPoint();
        QTest::mouseClick(grid, Qt::LeftButton, {}, r7);
        QVERIFY(table->selectionModel()->isRowSelected(1, {}));
        // A base candidate on the grid -> its diagram cell.
        const QPoint x = grid->gridGeometry().candidateRect(cand(3, 1, 4)).center().toPoint();
        QTest::mouseClick(grid, Qt::LeftButton, {}, x);
        const QModelIndexList selected = table->selectionModel()->selectedIndexes();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.first(), table->model()->index(0, 0));
    }
};

QTEST_MAIN(TstUiDiagram)
#include "tst_ui_diagram.moc"
