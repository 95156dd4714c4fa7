// SPDX-License-Identifier: GPL-3.0-or-later
// All Steps grouped by technique (HoDoKu's All Steps tree): one top
// row per technique with its count, its steps below; steps with the same
// conclusions folded into one row under the simplest ("+N equivalent"); a
// filter line by technique name, digit, cell or candidate; selecting a step
// still shows it on the grid, and Apply applies it.
#include "engine/formats.h"
#include "ui/app/main_window.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/step_groups.h"
#include "ui/panels/steps_filter.h"
#include "ui/panels/steps_model.h"
#include "ui/panels/steps_panel.h"
#include "ui/text/technique_names.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTest>
#include <QTreeView>

#include <map>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

Step synthetic(const char* technique, std::initializer_list<Candidate> eliminations,
    std::initializer_list<Candidate> placements = {})
{
    Step s;
    s.technique = technique;
    for (Candidate x : eliminations)
        s.eliminations.set(x);
    for (Candidate x : placements)
        s.placements.set(x);
    return s;
}

// Every step row the filter lets through (depth 1 and 2), with whether rows
// under it are let through too (a row shows for its equivalents' sake then).
std::vector<std::pair<const Step*, bool>> visibleSteps(QTreeView* view, const StepsPanel* panel)
{
    std::vector<std::pair<const Step*, bool>> out;
    auto* m = static_cast<QSortFilterProxyModel*>(view->model());
    std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int r = 0; r < m->rowCount(parent); ++r) {
            const QModelIndex i = m->index(r, 0, parent);
            if (const Step* s = panel->model()->stepAt(m->mapToSource(i)))
                out.emplace_back(s, m->rowCount(i) > 0);
            walk(i);
        }
    };
    walk({});
    return out;
}

void openWithAllSteps(MainWindow* window, const char* state)
{
    window->resize(1366, 768);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(window->loadText(QString::fromLatin1(state)));
    window->action(QStringLiteral("allSteps"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window->hints()->hasAllSteps(), 60000);
    QCoreApplication::processEvents();
}

} // namespace

class TstUiAllSteps : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    // A hand-made list: which row represents, where it goes, what it folds.
    void groupsAndMergesByHand()
    {
        const Candidate a = cand(3, 2, 4), b = cand(5, 1, 1), c = cand(7, 9, 9);
        const std::vector<Step> steps = {
            synthetic("skyscraper", { a }), // 0: same as 2, which is simpler (X-Wing comes first in the registry)
            synthetic("x-chain", { b }), // 1: same as 3, a Skyscraper (earlier in the registry)
            synthetic("x-wing", { a }), // 2
            synthetic("skyscraper", { b }), // 3
            synthetic("hidden-single", {}, { c }), // 4: alone
            synthetic("skyscraper", { a, b }), // 5: other conclusions: a row of its own
        };
        QVERIFY(registryPosition("hidden-single") < registryPosition("x-wing"));
        QVERIFY(registryPosition("x-wing") < registryPosition("skyscraper"));
        QVERIFY(registryPosition("skyscraper") < registryPosition("x-chain"));
        const std::vector<StepGroup> groups = groupSteps(steps);
        QCOMPARE(groups.size(), std::size_t(3)); // no X-Chain group: its one step folds under a Skyscraper
        QCOMPARE(groups[0].technique, std::string("hidden-single"));
        QCOMPARE(groups[0].rows.size(), std::size_t(1));
        QCOMPARE(groups[0].rows[0].step, 4);
        QCOMPARE(groups[1].technique, std::string("x-wing"));
        QCOMPARE(groups[1].rows.size(), std::size_t(1));
        QCOMPARE(groups[1].rows[0].step, 2);
        QCOMPARE(groups[1].rows[0].equivalents, std::vector<int>({ 0 }));
        QCOMPARE(groups[2].technique, std::string("skyscraper"));
        QCOMPARE(groups[2].rows.size(), std::size_t(2));
        QCOMPARE(groups[2].rows[0].step, 3);
        QCOMPARE(groups[2].rows[0].equivalents, std::vector<int>({ 1 }));
        QCOMPARE(groups[2].rows[1].step, 5);
        QVERIFY(groups[2].rows[1].equivalents.empty());

        // The model says it: names with counts, "+1 equivalent", the folded step as a child.
        StepsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSteps(steps);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(2, 0).data().toString(), QStringLiteral("Skyscraper (2)"));
        QCOMPARE(model.rowCount(model.index(2, 0)), 2);
        const QModelIndex merged = model.index(0, 0, model.index(2, 0));
        QCOMPARE(merged.data().toString(), QStringLiteral("r1c1<>5")); // a step row: its conclusions
        QCOMPARE(merged.siblingAtColumn(StepsModel::EquivalentsColumn).data().toString(), QStringLiteral("+1"));
        QVERIFY(merged.data(Qt::ToolTipRole).toString().contains(QStringLiteral("+1 equivalent")));
        QCOMPARE(model.stepAt(merged)->technique, std::string("skyscraper"));
        QCOMPARE(model.rowCount(merged), 1);
        QCOMPARE(model.stepAt(model.index(0, 0, merged))->technique, std::string("x-chain"));
        QCOMPARE(model.index(0, 0, merged).data().toString(), QStringLiteral("X-Chain")); // an equivalent: its name
        QVERIFY(model.isGroup(model.index(2, 0)));
        QVERIFY(!model.stepAt(model.index(2, 0)));
    }

    // The engine's steps of the YAS manual's X-Wing state: counted apart, the tree agrees.
    void groupingCountsOnRealSteps()
    {
        auto window = std::make_unique<MainWindow>();
        openWithAllSteps(window.get(), kXWing);
        if (QTest::currentTestFailed())
            return;
        const std::vector<Step>& steps = window->hints()->allSteps();
        QVERIFY(steps.size() > 20);
        // Independently: classes of equal conclusions, and the simplest member's technique.
        std::map<std::pair<std::string, std::string>, std::vector<int>> classes;
        for (std::size_t i = 0; i < steps.size(); ++i)
            classes[{ names(steps[i].eliminations), names(steps[i].placements) }].push_back(int(i));
        std::map<std::string, int> rowsOf;
        int merged = 0;
        for (const auto& [key, members] : classes) {
            int best = members.front();
            for (int m : members) {
                auto rank = [&](int i) {
                    return std::tuple(
                        registryPosition(steps[std::size_t(i)].technique), bertScore(steps[std::size_t(i)]), i);
                };
                if (rank(m) < rank(best))
                    best = m;
            }
            ++rowsOf[steps[std::size_t(best)].technique];
            merged += int(members.size()) - 1;
        }
        QVERIFY2(merged > 0, "the state should have steps with equal conclusions");
        StepsModel* model = window->stepsModel();
        QCOMPARE(model->rowCount(), int(rowsOf.size()));
        int children = 0, folded = 0;
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            const QString id = group.data(StepsModel::TechniqueIdRole).toString();
            const int n = rowsOf[id.toStdString()];
            QCOMPARE(model->rowCount(group), n);
            QCOMPARE(
                group.data().toString(), QStringLiteral("%1 (%2)").arg(techniqueDisplayName(id.toStdString())).arg(n));
            for (int r = 0; r < model->rowCount(group); ++r) {
                const QModelIndex row = model->index(r, 0, group);
                const Step* rep = model->stepAt(row);
                QCOMPARE(QString::fromStdString(rep->technique), id);
                ++children;
                for (int e = 0; e < model->rowCount(row); ++e) {
                    const Step* eq = model->stepAt(model->index(e, 0, row));
                    QVERIFY(eq->eliminations == rep->eliminations && eq->placements == rep->placements);
                    QVERIFY(registryPosition(eq->technique) >= registryPosition(rep->technique));
                    ++folded;
                }
                QCOMPARE(row.siblingAtColumn(StepsModel::EquivalentsColumn).data().toString(),
                    model->rowCount(row) > 0 ? QStringLiteral("+%1").arg(model->rowCount(row)) : QString());
            }
        }
        QCOMPARE(children, int(classes.size()));
        QCOMPARE(folded, merged);
        QCOMPARE(children + folded, int(steps.size()));
    }

    // The filter line: a candidate, a digit, a technique name; technique rows follow their steps.
    void filterByCandidateDigitAndName()
    {
        auto window = std::make_unique<MainWindow>();
        openWithAllSteps(window.get(), kXWing);
        if (QTest::currentTestFailed())
            return;
        auto* panel = window->findChild<StepsPanel*>();
        QVERIFY(panel);
        QTreeView* view = window->stepsView();
        const std::vector<Step>& steps = window->hints()->allSteps();
        auto expectVisible = [&](const QString& filter, auto pred) {
            panel->filterEdit()->setText(filter); // typed: filters at once
            const auto shown = visibleSteps(view, panel);
            const auto wanted = std::count_if(steps.begin(), steps.end(), pred);
            QVERIFY2(wanted > 0, qPrintable(filter));
            qsizetype matching = 0;
            for (const auto& [s, holdsMatches] : shown) {
                matching += pred(*s);
                QVERIFY2(pred(*s) || holdsMatches,
                    qPrintable(filter + QStringLiteral(": ") + QString::fromStdString(s->technique)));
            }
            QCOMPARE(matching, qsizetype(wanted));
        };
        // 3r2c4 is one of the X-Wing's eliminations (YAS manual).
        expectVisible(QStringLiteral("r2c4<>3"), [](const Step& s) { return s.eliminations.test(cand(3, 2, 4)); });
        QVERIFY(view->isExpanded(view->model()->index(0, 0))); // a filter opens every row
        expectVisible(QStringLiteral("R2C4<>3 x-wing"), [](const Step& s) {
            return s.eliminations.test(cand(3, 2, 4)) && s.technique.find("x-wing") != std::string::npos;
        });
        expectVisible(QStringLiteral("skyscraper"), [](const Step& s) { return s.technique == "skyscraper"; });
        expectVisible(QStringLiteral("5"), [](const Step& s) {
            bool any = std::find(s.digits.begin(), s.digits.end(), 4) != s.digits.end();
            for (Candidate x : s.eliminations | s.placements)
                any = any || digitOf(x) == 4;
            return any;
        });
        // Technique rows: only those with a shown step.
        panel->filterEdit()->setText(QStringLiteral("skyscraper"));
        QCOMPARE(view->model()->rowCount(), 1);
        panel->filterEdit()->setText(QStringLiteral("r9c9<>9 nothing-like-this"));
        QCOMPARE(view->model()->rowCount(), 0);
        panel->filterEdit()->clear();
        QCOMPARE(view->model()->rowCount(), window->stepsModel()->rowCount());
    }

    // Selecting a step row shows it on the grid; a technique row shows nothing; Apply applies.
    void selectShowsAndApplyApplies()
    {
        auto window = std::make_unique<MainWindow>();
        openWithAllSteps(window.get(), kXWing);
        if (QTest::currentTestFailed())
            return;
        auto* panel = window->findChild<StepsPanel*>();
        QTreeView* view = window->stepsView();
        panel->filterEdit()->setText(QStringLiteral("x-wing r2c4<>3"));
        QModelIndex group = view->model()->index(0, 0);
        QVERIFY(group.isValid());
        view->selectionModel()->select(group, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QVERIFY(!panel->selectedStep());
        QVERIFY(window->grid()->highlight().eliminations.none());
        const QModelIndex row = view->model()->index(0, 0, group);
        view->selectionModel()->select(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        const Step* step = panel->selectedStep();
        QVERIFY(step);
        QCOMPARE(step->technique, std::string("x-wing"));
        QVERIFY(window->grid()->highlight().eliminations == step->eliminations);
        const Step chosen = *step;
        const State start = window->session()->state();
        const int before = window->session()->historySize();
        emit view->doubleClicked(row);
        QCOMPARE(window->session()->historySize(), before + 1);
        QVERIFY(window->session()->state() == apply(start, chosen));
        QVERIFY(!(start == window->session()->state()));
    }
};

QTEST_MAIN(TstUiAllSteps)
#include "tst_ui_all_steps.moc"
