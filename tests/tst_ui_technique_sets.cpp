// SPDX-License-Identifier: GPL-3.0-or-later
// Separate technique sets for solving, hints and rating (HoDoKu's
// step configurations): stored with QSettings, starting as before (Hints as
// the one earlier set, Rating as the registry's defaults); the settings
// dialog edits the three columns; hints and All Steps use the Hints set,
// Solve to End the Solve set, the Summary the Rating set.
#include "ui/app/main_window.h"
#include "ui/app/settings_dialog.h"
#include "ui/panels/rating_panel.h"
#include "ui/settings/app_settings.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
bool has(const std::vector<std::string>& order, const std::string& id)
{
    return std::find(order.begin(), order.end(), id) != order.end();
}
} // namespace

class TstUiTechniqueSets : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    // Settings of an earlier version (one set): Hints start as it, Rating as the defaults.
    void earlierSettingsStartTheSets()
    {
        {
            QSettings q;
            q.setValue(QStringLiteral("techniques/order"), AppSettings::defaults().order);
            q.setValue(QStringLiteral("techniques/disabled"), QStringList { QStringLiteral("x-wing") });
        }
        const AppSettings s = AppSettings::load();
        QCOMPARE(s.disabled, QStringList { QStringLiteral("x-wing") });
        QCOMPARE(s.hintDisabled, QStringList { QStringLiteral("x-wing") });
        QCOMPARE(s.ratingDisabled, AppSettings::defaults().disabled);
        QVERIFY(!has(s.techniqueSettings(TechniqueSet::Hints).order, "x-wing"));
        QVERIFY(!has(s.techniqueSettings(TechniqueSet::Solve).order, "x-wing"));
        // The Rating set is what `setwise-cli rate` rates with.
        QCOMPARE(s.techniqueSettings(TechniqueSet::Rating).order, TechniqueSettings::defaults().order);
        // Nothing stored at all: every set is the defaults.
        QSettings().clear();
        const AppSettings d = AppSettings::load();
        QCOMPARE(d.hintDisabled, d.disabled);
        QCOMPARE(d.ratingDisabled, d.disabled);
        QCOMPARE(d.techniqueSettings(TechniqueSet::Hints).order, TechniqueSettings::defaults().order);
    }

    // Three different sets and the mistakes choice go to QSettings and come back.
    void setsRoundTrip()
    {
        AppSettings s = AppSettings::defaults();
        s.disabled << QStringLiteral("skyscraper");
        s.hintDisabled << QStringLiteral("x-wing");
        s.ratingDisabled << QStringLiteral("xy-wing");
        s.mistakesOnRequest = true;
        s.save();
        const AppSettings back = AppSettings::load();
        QCOMPARE(back.disabled, s.disabled);
        QCOMPARE(back.hintDisabled, s.hintDisabled);
        QCOMPARE(back.ratingDisabled, s.ratingDisabled);
        QVERIFY(back.mistakesOnRequest);
        QVERIFY(back.isEnabled(QStringLiteral("x-wing"), TechniqueSet::Solve));
        QVERIFY(!back.isEnabled(QStringLiteral("x-wing"), TechniqueSet::Hints));
        QVERIFY(back.isEnabled(QStringLiteral("x-wing"), TechniqueSet::Rating));
    }

    // The dialog: one row per technique, a check column per set, each edited on its own.
    void dialogEditsEachSet()
    {
        SettingsDialog dialog(AppSettings::defaults());
        QTreeWidget* table = dialog.techniquesTable();
        QCOMPARE(table->columnCount(), 4);
        QCOMPARE(table->topLevelItemCount(), AppSettings::defaults().order.size());
        QTreeWidgetItem* xwing = nullptr;
        for (int i = 0; i < table->topLevelItemCount(); ++i)
            if (table->topLevelItem(i)->text(0) == QStringLiteral("X-Wing"))
                xwing = table->topLevelItem(i);
        QVERIFY(xwing);
        for (int column = 1; column <= 3; ++column)
            QCOMPARE(xwing->checkState(column), Qt::Checked);
        xwing->setCheckState(2, Qt::Unchecked); // Hints
        const AppSettings s = dialog.settings();
        QVERIFY(s.hintDisabled.contains(QStringLiteral("x-wing")));
        QVERIFY(!s.disabled.contains(QStringLiteral("x-wing")));
        QVERIFY(!s.ratingDisabled.contains(QStringLiteral("x-wing")));
        QCOMPARE(s.order, AppSettings::defaults().order);
    }

    // X-Wing off in the Hints set: All Steps has none and Next Step passes it
    // by, while Solve to End (the Solve set) still uses it.
    void hintSetAndSolveSetApart()
    {
        MainWindow window;
        AppSettings s = AppSettings::defaults();
        s.hintDisabled << QStringLiteral("x-wing");
        s.ratingDisabled << QStringLiteral("xy-wing");
        window.applySettings(s);
        QCOMPARE(window.ratingPanel()->techniqueSettings().order, s.techniqueSettings(TechniqueSet::Rating).order);
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        window.action(QStringLiteral("allSteps"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hasAllSteps(), 60000);
        const std::vector<Step>& all = window.hints()->allSteps();
        QVERIFY(!all.empty());
        for (const Step& step : all)
            QVERIFY2(step.technique != "x-wing", "x-wing is off in the Hints set");
        // With the Hints set as the Solve set, the same search finds the X-Wing (YAS manual).
        const std::vector<Step> solveSetSteps
            = findAllSteps(window.session()->state(), s.techniqueSettings(TechniqueSet::Solve));
        QVERIFY(std::any_of(
            solveSetSteps.begin(), solveSetSteps.end(), [](const Step& st) { return st.technique == "x-wing"; }));

        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 60000);
        QVERIFY(window.hints()->hint()->technique != "x-wing");

        window.action(QStringLiteral("solve"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->state().isSolvedGrid(), 60000);
        bool usedXWing = false;
        for (int i = 0; i < window.session()->historySize(); ++i) {
            const HistoryEntry& e = window.session()->historyEntry(i);
            usedXWing = usedXWing || (e.step && e.step->technique == "x-wing");
        }
        QVERIFY2(usedXWing, "the path uses the Solve set, where X-Wing is on");
    }

    // The Summary rates again when any part of its set changes, not only the
    // order: the same ids with another search limit are another set.
    void ratingSetComparedWhole()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        RatingPanel* panel = window.ratingPanel();
        const TechniqueSettings a = TechniqueSettings::defaults();
        panel->setTechniqueSettings(a);
        TechniqueSettings b = a;
        b.options.maxFins = a.options.maxFins - 2;
        QSignalSpy rated(panel, &RatingPanel::ratingChanged);
        panel->setTechniqueSettings(b);
        QCOMPARE(panel->techniqueSettings().options.maxFins, a.options.maxFins - 2);
        QVERIFY(rated.count() > 0); // rated again
        rated.clear();
        panel->setTechniqueSettings(b); // the same set: nothing to do
        QCOMPARE(rated.count(), 0);
        // Every field counts.
        QVERIFY(a == TechniqueSettings::defaults() && !(a == b));
        b = a;
        b.options.maxNodes += 1;
        QVERIFY(!(a == b));
        b = a;
        std::swap(b.order.front(), b.order.back());
        QVERIFY(!(a == b));
    }

    // All Steps lists the Hints set as checked: the chains through ALS nodes
    // ("-als", off by default) only when their boxes are checked.
    void allStepsKeepToTheHintsSet()
    {
        MainWindow window;
        AppSettings s = AppSettings::defaults();
        const QStringList als { QStringLiteral("grouped-continuous-nice-loop-als"),
            QStringLiteral("grouped-discontinuous-nice-loop-als"), QStringLiteral("grouped-aic-als") };
        for (const QString& id : als)
            QVERIFY(s.hintDisabled.contains(id) && s.order.contains(id));
        // All Steps on the YAS manual's X-Wing state with these settings: its steps through ALS nodes.
        const auto alsSteps = [&window](const AppSettings& settings) -> long {
            window.applySettings(settings);
            if (!window.loadText(QString::fromLatin1(kXWing)))
                return -1;
            window.action(QStringLiteral("allSteps"))->trigger();
            if (!QTest::qWaitFor([&window] { return window.hints()->hasAllSteps(); }, 60000))
                return -1;
            const std::vector<Step>& all = window.hints()->allSteps();
            return std::count_if(all.begin(), all.end(), [](const Step& st) { return st.technique.ends_with("-als"); });
        };
        QCOMPARE(alsSteps(s), 0L);
        for (const QString& id : als)
            s.hintDisabled.removeAll(id);
        QVERIFY(alsSteps(s) > 0); // the YAS manual's state has chains through ALS nodes
    }
};

QTEST_MAIN(TstUiTechniqueSets)
#include "tst_ui_technique_sets.moc"
