// SPDX-License-Identifier: GPL-3.0-or-later
// The implication tree of a forcing step (ui/panels/forcing_tree_model.h, the
// "Implication Tree" dock): for real steps from the engine on the forcing
// fixture (tests/data/forcing_forum_hardest_sample.txt) the model has one
// top-level row per branch and, under it, one row per implication in order
// plus the result; the texts are checked against the branch data written out
// here on their own; a row reports its candidates, and in the window they
// become the grid's selection; a step without branches shows the empty text.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/app/main_window.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_model.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/work/hint_controller.h"

#include "forcing_fixture.h"
#include "pixel_util.h"
#include "test_settings.h"
#include "window_util.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QSignalSpy>
#include <QStyle>
#include <QTest>
#include <QTranslator>
#include <QTreeView>

#include <map>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

// "r4c5=6" / "r4c5<>6", written here from the candidate's numbers.
QString written(Candidate x, bool on)
{
    return QStringLiteral("r%1c%2%3%4")
        .arg(rowOf(cellOf(x)) + 1)
        .arg(colOf(cellOf(x)) + 1)
        .arg(on ? QStringLiteral("=") : QStringLiteral("<>"))
        .arg(digitOf(x) + 1);
}

// A 1366x768 window in its first-start layout, with the state of the
// fixture's first step of `technique`.
bool openAt1366(MainWindow& w, const std::string& technique)
{
    State state;
    return !fixtureStep(technique, &state).branches.empty() && openWindow(w, QSize(1366, 768), state);
}

// Next Step with `technique` alone: true once its forcing step shows.
bool showHint(MainWindow& w, const std::string& technique)
{
    TechniqueSettings only = TechniqueSettings::defaults();
    only.order = { technique };
    w.hints()->setHintSettings(only);
    w.action(QStringLiteral("nextHint"))->trigger();
    return QTest::qWaitFor([&w] { return w.hints()->hint() && !w.hints()->hint()->branches.empty(); }, 60000);
}

// The rows the tree shows whole (rows differ in height: reasons wrap).
int wholeRows(const QTreeView* tree)
{
    int n = 0;
    for (QModelIndex row = tree->indexAt(QPoint(2, 2)); row.isValid(); row = tree->indexBelow(row)) {
        if (tree->visualRect(row).bottom() >= tree->viewport()->height())
            break;
        ++n;
    }
    return n;
}

CandidateSet one(Candidate x)
{
    CandidateSet xs;
    xs.set(x);
    return xs;
}

} // namespace

class TstUiForcing : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(installEnglishPlurals());
    }

    void modelMatchesTheBranches_data()
    {
        QTest::addColumn<QString>("technique");
        for (const char* t : { "forcing-chain-verity", "forcing-net-contradiction", "nested-forcing-net" })
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void modelMatchesTheBranches()
    {
        QFETCH(QString, technique);
        const Step step = fixtureStep(technique.toStdString());
        QVERIFY(!step.branches.empty());
        ForcingTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStep(step);
        QCOMPARE(model.rowCount(), int(step.branches.size()));
        QCOMPARE(model.columnCount(), 2);
        const CandidateSet conclusions = step.eliminations | step.placements;
        for (int i = 0; i < model.rowCount(); ++i) {
            const ForcingBranch& b = step.branches[std::size_t(i)];
            const QModelIndex head = model.index(i, 0);
            QVERIFY(head.data().toString().contains(written(b.start, true)));
            QVERIFY(model.candidatesAt(head) == one(b.start));
            QCOMPARE(head.data(ForcingTreeModel::KindRole).toInt(), int(ForcingTreeModel::BranchRow));
            // The implications in order, then the result.
            QCOMPARE(model.rowCount(head), int(b.implications.size()) + 1);
            for (int j = 0; j < int(b.implications.size()); ++j) {
                const Implication& imp = b.implications[std::size_t(j)];
                const QModelIndex row = model.index(j, 0, head);
                QCOMPARE(
                    row.data().toString(), QStringLiteral("%1. %2").arg(j + 1).arg(written(imp.candidate, imp.on)));
                QVERIFY(model.candidatesAt(row) == one(imp.candidate));
                const QString because = model.index(j, 1, head).data().toString();
                if (j == 0)
                    QCOMPARE(because, QStringLiteral("assumed true"));
                else if (imp.cause < 0)
                    QVERIFY(because.contains(QStringLiteral("nested")));
                else if (imp.on && kindOf(imp.cause) == ConstraintKind::Cell)
                    QVERIFY(because.startsWith(QStringLiteral("last candidate in cell r")));
                else if (imp.on)
                    QVERIFY(
                        because.startsWith(QStringLiteral("last place for %1 in ").arg(digitOf(imp.candidate) + 1)));
                else
                    QVERIFY2(because.contains(QStringLiteral(" is true in ")), qPrintable(because));
                for (int p : imp.premises)
                    if (p >= 0)
                        QVERIFY(because.contains(QString::number(p + 1)));
            }
            const QModelIndex result = model.index(int(b.implications.size()), 0, head);
            QCOMPARE(result.data(ForcingTreeModel::KindRole).toInt(), int(ForcingTreeModel::ResultRow));
            QVERIFY(model.candidatesAt(result) == conclusions);
            const QString resultText = model.index(result.row(), 1, head).data().toString();
            QCOMPARE(resultText.contains(QStringLiteral("contradiction")), b.contradiction);
            if (!b.contradiction) // a verity: every branch reaches the conclusion, its last implication
                QVERIFY(conclusions.test(b.implications.back().candidate));
        }
        // Nested steps carry implications removed by a nested contradiction.
        if (technique == QStringLiteral("nested-forcing-net")) {
            bool nested = false;
            for (const ForcingBranch& b : step.branches)
                for (const Implication& imp : b.implications)
                    nested = nested || imp.cause < 0;
            QVERIFY(nested);
        }
    }

    // A Kraken fish has no forcing branches: its tree is its argument's, one
    // top-level row per fin and one with every fin false, where the fish
    // (a lemma) removes the target. The forum's Kraken Fish Type 1
    // (tests/data/kraken_forum.txt): "Sashimi X-Wing: 9 r16 c27 fr1c5 fr6c3"
    // removes r4c2<>9, so the branches assume r1c5=9, r6c3=9 and both false.
    void krakenFinsAreBranches()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/kraken_forum.txt");
        QCOMPARE(lines.size(), std::size_t(1));
        const auto c = parseLibraryLine(lines.front());
        QVERIFY(c.ok());
        const Candidate target = candidateOf(cellAt(3, 1), 8);
        Step step;
        for (const Step& s : findSteps(c->state, "kraken-fish-1"))
            if (s.eliminations.test(target) && s.argument.kind == ArgumentKind::Implications)
                step = s;
        QVERIFY(step.branches.empty());
        QCOMPARE(step.argument.branches.size(), std::size_t(3));
        ForcingTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStep(step);
        QCOMPARE(model.rowCount(), 3);
        const Candidate fin1 = candidateOf(cellAt(0, 4), 8), fin2 = candidateOf(cellAt(5, 2), 8);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("Assume ") + written(fin1, true));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("Assume ") + written(fin2, true));
        QCOMPARE(model.index(2, 0).data().toString(),
            QStringLiteral("Assume %1, %2").arg(written(fin1, false), written(fin2, false)));
        for (int k = 0; k < 3; ++k) {
            const ArgumentBranch& b = step.argument.branches[std::size_t(k)];
            const QModelIndex head = model.index(k, 0);
            // Its implications, then the result; each fin's reaches the target.
            QCOMPARE(model.rowCount(head), int(b.implications.size()) + 1);
            QCOMPARE(model.index(int(b.implications.size()) - 1, 0, head).data().toString(),
                QStringLiteral("%1. %2").arg(b.implications.size()).arg(written(target, false)));
            QVERIFY(model.index(k, 1).data().toString().contains(written(target, false)));
        }
        // With every fin false the fish removes the target: the X-Wing on rows
        // 1, 6 and columns 2, 7, its truths and links as child rows.
        const QModelIndex none = model.index(2, 0);
        const QModelIndex last = model.index(2, 0, none);
        QCOMPARE(last.data().toString(), QStringLiteral("3. ") + written(target, false));
        const QString because = model.index(2, 1, none).data().toString();
        QVERIFY2(because.contains(QStringLiteral("X-Wing")) && because.contains(QStringLiteral("9R1, 9R6"))
                && because.contains(QStringLiteral("9C2, 9C7")),
            qPrintable(because));
        QVERIFY(because.contains(QStringLiteral("(from 1, 2)").replace(QLatin1Char(' '), QChar::Nbsp)));
        QCOMPARE(model.rowCount(last), 2);
        // The view shows the tree, not "not a forcing chain or net", and
        // says what the branches cover.
        ForcingTreeView view;
        view.setStep(step);
        QVERIFY(view.emptyText().isEmpty());
        QVERIFY(!view.tree()->isHidden());
        QVERIFY2(view.ruleText().contains(QStringLiteral("or one of its 2 fins is true")), qPrintable(view.ruleText()));
    }

    // A template step has no forcing branches; its argument (a net per
    // conclusion, ending in a contradiction) is what the grid draws and the
    // tree walks: the first template-delete step that exists at a state of
    // forum_hardest_1106 line 1's default path
    // (tests/data/nets_forum_hardest_1106.txt), whether or not the path takes it.
    void templateArgumentDrawn()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/nets_forum_hardest_1106.txt");
        QVERIFY(!lines.empty());
        const auto s = parseState(lines.front());
        QVERIFY(s);
        Step step;
        State at = *s;
        for (const Step& st : solvePath(*s, TechniqueSettings::defaults()).steps) {
            const std::vector<Step> found = findSteps(at, "template-delete");
            if (!found.empty()) {
                step = found.front();
                break;
            }
            at = apply(at, st);
        }
        QCOMPARE(QString::fromStdString(step.technique), QStringLiteral("template-delete"));
        QVERIFY(step.branches.empty());
        const Argument& a = step.argument;
        QCOMPARE(a.kind, ArgumentKind::Implications);
        QVERIFY(!a.branches.empty());
        const std::vector<ForcingBranch> drawn = drawnBranches(step);
        QCOMPARE(drawn.size(), a.branches.size());
        for (std::size_t k = 0; k < drawn.size(); ++k) {
            const ArgumentBranch& ab = a.branches[k];
            // Each branch assumes the opposite of an elimination and ends in a contradiction.
            QVERIFY(ab.implications.front().on && step.eliminations.test(ab.implications.front().candidate));
            QCOMPARE(drawn[k].start, ab.implications.front().candidate);
            QCOMPARE(drawn[k].implications.size(), ab.implications.size());
            QVERIFY(drawn[k].contradiction);
            QCOMPARE(drawn[k].contradictionAt, ab.contradiction);
        }
        // The Chain view draws the argument, not the template's sets.
        const Highlight h = withChainView(highlightOf(step), ChainView::Chain);
        QCOMPARE(h.branches.size(), a.branches.size());
        QVERIFY(h.bases.none());
        // The tree's rows stand for the drawn implications.
        ForcingTreeModel model;
        model.setStep(step);
        QCOMPARE(model.rowCount(), int(a.branches.size()));
        const ForcingFocus f = model.focusAt(model.index(1, 0, model.index(0, 0)));
        QCOMPARE(f.branch, 0);
        QCOMPARE(f.implication, 1);
    }

    // A dynamic forcing net plus: an implication a basic pattern on the branch
    // removed names the pattern and its truths and links (written out here),
    // on forum_hardest_1106 line 1's state before a nested net
    // (tests/data/hints_hard_states.txt, line 1).
    void patternImplicationNamesItsPattern()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/hints_hard_states.txt");
        QVERIFY(!lines.empty());
        auto s = parseState(lines.front().substr(0, lines.front().find("  #")));
        QVERIFY(bool(s));
        const auto steps = findSteps(*s, "dynamic-forcing-net-plus");
        QVERIFY(!steps.empty());
        const std::map<std::string, QString> names
            = { { "locked-candidates-pointing", "Locked Candidates Type 1 (Pointing)" },
                  { "locked-candidates-claiming", "Locked Candidates Type 2 (Claiming)" },
                  { "naked-pair", "Naked Pair" }, { "hidden-pair", "Hidden Pair" }, { "naked-triple", "Naked Triple" },
                  { "hidden-triple", "Hidden Triple" }, { "x-wing", "X-Wing" }, { "swordfish", "Swordfish" } };
        int checked = 0;
        for (const Step& step : steps) {
            ForcingTreeModel model;
            model.setStep(step);
            for (int i = 0; i < model.rowCount(); ++i) {
                const ForcingBranch& b = step.branches[std::size_t(i)];
                for (int j = 0; j < int(b.implications.size()); ++j) {
                    const Implication& imp = b.implications[std::size_t(j)];
                    if (imp.pattern < 0)
                        continue;
                    const BranchPattern& p = b.patterns[std::size_t(imp.pattern)];
                    QVERIFY2(names.count(p.technique), p.technique.c_str());
                    QStringList truths, links;
                    for (Constraint k : p.bases)
                        truths << QString::fromStdString(constraintName(k));
                    for (Constraint k : p.covers)
                        links << QString::fromStdString(constraintName(k));
                    const QString because = model.index(j, 1, model.index(i, 0)).data().toString();
                    QVERIFY2(because.startsWith(QStringLiteral("%1 on the branch: %2 in %3")
                                                    .arg(names.at(p.technique), truths.join(QStringLiteral(", ")),
                                                        links.join(QStringLiteral(", ")))),
                        qPrintable(because));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 0);
    }

    void ruleInWords()
    {
        Step step = fixtureStep("forcing-net-contradiction");
        step.rule = ProofRule::ExactEvaluation;
        step.proofNodes = 4321;
        const QString exact = ForcingTreeModel::ruleText(step);
        QVERIFY(exact.contains(QStringLiteral("exact evaluation")) && exact.contains(QStringLiteral("4321")));
        QVERIFY(exact.contains(QStringLiteral("%1 truths").arg(step.readings.front().bases.size())));
        step.rule = ProofRule::CountingRule;
        QVERIFY(ForcingTreeModel::ruleText(step).contains(QStringLiteral("rank %1").arg(step.rank())));
        step.rule = ProofRule::Template;
        QVERIFY(ForcingTreeModel::ruleText(step).contains(QStringLiteral("4321 templates")));
    }

    void viewShowsTreeOrEmptyText()
    {
        ForcingTreeView view;
        view.resize(400, 500);
        QVERIFY(!view.emptyText().isEmpty());
        QVERIFY(view.tree()->isHidden());
        State s;
        const Step step = fixtureStep("forcing-chain-contradiction", &s);
        view.setStep(step);
        QVERIFY(view.emptyText().isEmpty());
        QVERIFY(!view.tree()->isHidden());
        // What the branches cover, not how the machine proved it.
        QVERIFY2(view.ruleText().contains(QStringLiteral(" leads to "))
                || view.ruleText().contains(QStringLiteral("assumes the opposite")),
            qPrintable(view.ruleText()));
        QVERIFY(!view.ruleText().contains(QStringLiteral("Proved by")));
        // Selecting a row reports its candidate.
        QSignalSpy spy(&view, &ForcingTreeView::candidatesSelected);
        const QModelIndex row = view.model()->index(1, 0, view.model()->index(0, 0));
        view.tree()->setCurrentIndex(row);
        QCOMPARE(spy.count(), 1);
        QVERIFY(spy.takeFirst().at(0).value<CandidateSet>() == one(step.branches[0].implications[1].candidate));
        // Hovering a row reports its candidate; leaving the tree, the selected row's again.
        const QModelIndex other = view.model()->index(2, 0, view.model()->index(0, 0));
        emit view.tree()->entered(other);
        QCOMPARE(spy.count(), 1);
        QVERIFY(spy.takeFirst().at(0).value<CandidateSet>() == one(step.branches[0].implications[2].candidate));
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(view.tree()->viewport(), &leave);
        QCOMPARE(spy.count(), 1);
        QVERIFY(spy.takeFirst().at(0).value<CandidateSet>() == one(step.branches[0].implications[1].candidate));
        // A step that is no forcing step: the empty text says so.
        const auto singles = findSteps(s, "naked-single");
        Step plain = singles.empty() ? makeStep("user", {}) : singles.front();
        view.setStep(plain);
        QVERIFY(view.emptyText().contains(QStringLiteral("not a forcing")));
        QVERIFY(view.tree()->isHidden());
        view.setStep(step, HintLevel::Name); // a partial hint keeps the tree hidden
        QVERIFY(view.tree()->isHidden());
    }

    void windowSelectsOnTheGrid()
    {
        MainWindow w;
        QDockWidget* dock = w.dock(QStringLiteral("forcingDock"));
        QVERIFY(dock);
        QCOMPARE(dock->widget(), static_cast<QWidget*>(w.forcingTree()));
        const Step step = fixtureStep("forcing-net-verity");
        QVERIFY(step.branches.size() >= 2);
        w.forcingTree()->setStep(step);
        const QModelIndex second = w.forcingTree()->model()->index(1, 0);
        w.forcingTree()->tree()->setCurrentIndex(second);
        QVERIFY(w.grid()->selection() == one(step.branches[1].start));
    }

    // At 1366x768 the Implication Tree (tabbed with Sets under the
    // diagram, about 200 px) gets room for its rows when a forcing step shows.
    void forcingStepGivesTheTreeRoom()
    {
        MainWindow w;
        QVERIFY(openAt1366(w, "forcing-chain-contradiction"));
        QDockWidget* dock = w.dock(QStringLiteral("forcingDock"));
        QDockWidget* diagram = w.dock(QStringLiteral("diagramDock"));
        QVERIFY(dock && diagram);
        // The tab group's height is the current tab's (Sets); a hidden tab keeps a stale one.
        const int before = w.dock(QStringLiteral("setsDock"))->height();
        const int total = before + diagram->height();
        QVERIFY2(before < 300, qPrintable(QString::number(before))); // the layout this fixes
        QVERIFY(showHint(w, "forcing-chain-contradiction"));
        QTRY_VERIFY(dock->height() >= 300);
        QVERIFY(diagram->height() >= total / 3 - 10); // the diagram keeps a third
        QTest::qWait(50); // the rows are laid out again at the settled width
        QVERIFY2(wholeRows(w.forcingTree()->tree()) >= 8,
            qPrintable(QString::number(w.forcingTree()->tree()->viewport()->height())));
    }

    // At 1366x768 every reason in the Because column can be read
    // whole: each visible row is as tall as its reason wrapped at the
    // column's width (measured here with the row's font), and the second
    // line of a wrapped reason is drawn.
    void becauseColumnReadable()
    {
        MainWindow w;
        QVERIFY(openAt1366(w, "forcing-net-contradiction"));
        QVERIFY(showHint(w, "forcing-net-contradiction"));
        QTreeView* tree = w.forcingTree()->tree();
        QTRY_VERIFY(tree->isVisible() && tree->viewport()->height() > 100);
        // The tree gets its room and the rows are laid out again at the settled
        // size (on a loaded machine after more than a few milliseconds).
        QTRY_VERIFY(w.dock(QStringLiteral("forcingDock"))->height() >= 300 && wholeRows(tree) >= 8);
        QTest::qWait(50);
        const QImage shot = tree->viewport()->grab().toImage();
        shot.save(QStringLiteral(SETWISE_TEST_OUT "/forcing_tree_1366.png"));
        const int margin = 2 * (tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1);
        int checked = 0, wrapped = 0;
        for (QModelIndex row = tree->indexAt(QPoint(2, 2)); row.isValid(); row = tree->indexBelow(row)) {
            const QModelIndex because = row.siblingAtColumn(ForcingTreeModel::BecauseColumn);
            const QRect r = tree->visualRect(because);
            if (r.top() >= tree->viewport()->height())
                break;
            if (r.bottom() >= tree->viewport()->height())
                continue; // the last row, partly scrolled out
            const QString text = because.data().toString();
            const QVariant font = because.data(Qt::FontRole);
            const QFontMetrics fm(font.isValid() ? font.value<QFont>() : tree->font());
            const QRect needed = fm.boundingRect(QRect(0, 0, r.width() - margin, 10000), Qt::TextWordWrap, text);
            QVERIFY2(needed.height() <= r.height() && needed.width() <= r.width() - margin,
                qPrintable(QStringLiteral("%1: needs %2x%3, has %4x%5")
                               .arg(text)
                               .arg(needed.width())
                               .arg(needed.height())
                               .arg(r.width())
                               .arg(r.height())));
            ++checked;
            if (needed.height() > fm.lineSpacing() * 3 / 2) {
                ++wrapped; // its second line is drawn: text pixels in the lower part of the cell
                const QRect lower(r.left() + margin, r.top() + r.height() * 3 / 5, r.width() - margin, r.height() / 3);
                int ink = 0;
                const QColor ink0 = tree->palette().color(QPalette::Text);
                for (int y = lower.top(); y <= lower.bottom(); ++y)
                    for (int x = lower.left(); x <= lower.right(); ++x)
                        ink += near(shot.pixelColor(x, y), ink0, 90);
                QVERIFY2(ink > 10, qPrintable(text));
            }
        }
        QVERIFY2(checked >= 8, qPrintable(QString::number(checked)));
        QVERIFY(wrapped > 0); // the fixture's net has reasons wider than the column
    }
};

QTEST_MAIN(TstUiForcing)
#include "tst_ui_forcing.moc"
