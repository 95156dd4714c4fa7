// SPDX-License-Identifier: GPL-3.0-or-later
// The diagram keeps its result with the Implication Tree shown: in the
// window at 1366x768 (and, run again by itself with QT_SCALE_FACTOR=2, at
// scale 2 on the same screen: a 683x384 window), a forcing net's hint leaves the
// diagram's result line whole on screen, naming the step's conclusion, and a
// large net's diagram shows what each branch proves instead of its table.
//
// With SETWISE_SHOTS set to a folder (and a real display, e.g. under
// xvfb-run with QT_QPA_PLATFORM=xcb) it also saves screenshots of hard
// steps: a forcing chain, a forcing net, a nested net (first view and after
// five steps of walking), a Kraken fish, a Junior Exocet, an SK loop, a
// template step, a triplet set logic step's cases (all, and one walked to)
// and the largest forcing step on the default paths of the nets
// fixture's puzzles (searched anew each run: the paths change with the
// engine), in light and dark. A case whose puzzle or step is missing fails.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/settings/app_settings.h"
#include "ui/text/step_text.h"
#include "ui/work/hint_controller.h"

#include "forcing_fixture.h"
#include "test_settings.h"
#include "test_util.h"
#include "window_util.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QProcess>
#include <QTableView>
#include <QTest>
#include <QTranslator>

#include <set>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

// The scale this run is at (QT_SCALE_FACTOR, 1 when unset).
int testScale()
{
    const int f = qEnvironmentVariableIntValue("QT_SCALE_FACTOR");
    return f > 1 ? f : 1;
}

// The state before the first step of `technique` on the default path of
// line `line` (1, 3 or 13) of forum_hardest_1106 (in that order in
// tests/data/nets_forum_hardest_1106.txt).
bool stateBefore(int line, const std::string& technique, State& out, Step* step = nullptr)
{
    const int index = line == 1 ? 1 : line == 3 ? 2 : line == 13 ? 3 : 0;
    int k = 0;
    for (const std::string& text : readLines(SETWISE_TEST_DATA "/nets_forum_hardest_1106.txt")) {
        if (++k != index)
            continue;
        const auto s = parseState(text);
        if (!s)
            return false;
        State at = *s;
        for (const Step& st : solvePath(*s, TechniqueSettings::defaults()).steps) {
            if (st.technique == technique) {
                out = at;
                if (step)
                    *step = st;
                return true;
            }
            at = apply(at, st);
        }
    }
    return false;
}

// The implications of a forcing step's tree, its inner nets' included.
std::size_t implicationCount(const std::vector<ForcingBranch>& branches)
{
    std::size_t n = 0;
    for (const ForcingBranch& b : branches)
        n += b.implications.size() + implicationCount(b.nested);
    return n;
}

// The forcing step with the most implications on the default paths of the
// nets fixture's puzzles (lines 1, 3, 13 and 7): the state before it and the
// step. False when no path has a forcing step.
bool largestForcingStep(State& out, Step& step)
{
    std::size_t best = 0;
    for (const char* file :
        { SETWISE_TEST_DATA "/nets_forum_hardest_1106.txt", SETWISE_TEST_DATA "/nets_forum_hardest_line7.txt" })
        for (const std::string& text : readLines(file)) {
            const auto s = parseState(text);
            if (!s)
                continue;
            State at = *s;
            for (const Step& st : solvePath(*s, TechniqueSettings::defaults()).steps) {
                if (const std::size_t n = implicationCount(st.branches); n > best) {
                    best = n;
                    out = at;
                    step = st;
                }
                at = apply(at, st);
            }
        }
    return best > 0;
}

// Next Step with `technique` alone (with the default order: the path's
// step): true once a step of it shows.
bool showHint(MainWindow& w, const std::string& technique, bool defaultOrder = false)
{
    TechniqueSettings only = TechniqueSettings::defaults();
    if (!defaultOrder)
        only.order = { technique };
    w.hints()->setHintSettings(only);
    w.action(QStringLiteral("nextHint"))->trigger();
    return QTest::qWaitFor(
        [&w, &technique] { return w.hints()->hint() && w.hints()->hint()->technique == technique; }, 60000);
}

// Whether a widget is shown whole: visible, not clipped by its parents.
bool shownWhole(QWidget* label)
{
    if (!label->isVisible() || label->height() <= 0)
        return false;
    QWidget* window = label->window();
    const QRect onWindow(label->mapTo(window, QPoint(0, 0)), label->size());
    for (QWidget* p = label->parentWidget(); p && p != window; p = p->parentWidget()) {
        const QRect parentOnWindow(p->mapTo(window, QPoint(0, 0)), p->size());
        if (!parentOnWindow.contains(onWindow))
            return false;
    }
    return window->rect().contains(onWindow);
}

} // namespace

class TstUiNetsDiagram : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(installEnglishPlurals());
    }

    // Line 3's forcing net and line 1's nested net, the tree shown.
    void resultKeptWithTheTree_data()
    {
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("technique");
        QTest::newRow("forcing net") << 3 << QStringLiteral("forcing-net-contradiction");
        QTest::newRow("nested net") << 1 << QStringLiteral("nested-forcing-net");
    }
    void resultKeptWithTheTree()
    {
        QFETCH(int, line);
        QFETCH(QString, technique);
        State s;
        QVERIFY(stateBefore(line, technique.toStdString(), s));
        MainWindow w;
        // The same screen: 1366x768 pixels, at scale 2 half as many logical ones.
        const QSize size = QSize(1366, 768) / testScale();
        QVERIFY(openWindow(w, size, s));
        QVERIFY(showHint(w, technique.toStdString()));
        QDockWidget* tree = w.dock(QStringLiteral("forcingDock"));
        QVERIFY(tree);
        QTRY_VERIFY(tree->isVisible());
        QTest::qWait(100);
        const Step& step = *w.hints()->hint();
        QLabel* result = w.diagram()->resultLabel();
        w.grab().save(QStringLiteral(SETWISE_TEST_OUT "/nets_diagram_%1_scale%2.png").arg(technique).arg(testScale()));
        QDockWidget* diagram = w.dock(QStringLiteral("diagramDock"));
        QVERIFY(diagram);
        if (w.tabifiedDockWidgets(tree).contains(diagram)) {
            // Tabs (a small screen): the tree's own header names the result,
            // and the diagram's tab, raised, shows its result line whole.
            auto* rule = w.forcingTree()->findChild<QLabel*>(QStringLiteral("forcingRule"));
            QVERIFY(rule && shownWhole(rule));
            QVERIFY(rule->text().contains(conclusionText(step).toHtmlEscaped()));
            diagram->raise();
            QTest::qWait(100);
        }
        QTRY_VERIFY2(shownWhole(result),
            qPrintable(QStringLiteral("%1x%2 at %3,%4")
                           .arg(result->width())
                           .arg(result->height())
                           .arg(result->mapTo(&w, QPoint(0, 0)).x())
                           .arg(result->mapTo(&w, QPoint(0, 0)).y())));
        QVERIFY(result->text().contains(conclusionText(step).toHtmlEscaped()));
        // The equation is there too (wrapped, not cut): the header has the
        // height its wrapped lines need (the dock scrolls to it).
        QVERIFY(w.diagram()->headerText().contains(QStringLiteral("<code>")));
        QLabel* header = w.diagram()->headerLabel();
        QVERIFY2(header->height() >= header->heightForWidth(header->width()),
            qPrintable(QStringLiteral("%1 < %2").arg(header->height()).arg(header->heightForWidth(header->width()))));
        // A large net: its lemmas, one a branch, not its table.
        const std::size_t sets = step.readings.front().bases.size() + step.readings.front().covers.size();
        if (sets > DiagramView::kLemmasFrom) {
            QVERIFY(w.diagram()->lemmaLabel()->isVisible());
            QVERIFY(!w.diagram()->table()->isVisible());
            for (const ForcingBranch& b : step.branches)
                QVERIFY(w.diagram()->lemmaLabel()->text().contains(qs(candidateName(b.start))));
        }
    }

    // A Junior Exocet's argument readable beside the Implication Tree: its
    // rules each on a line, the header not cut, the result line whole.
    void exocetArgumentReadable()
    {
        std::string text;
        bool in = false;
        for (const std::string& l : readLines(SETWISE_TEST_DATA "/expert_patterns.txt")) {
            if (l == "case exocet-compendium-2")
                in = true;
            else if (in && l == "end")
                break;
            else if (in)
                text += l + "\n";
        }
        const auto s = parseState(text);
        QVERIFY(s);
        MainWindow w;
        QVERIFY(openWindow(w, QSize(1366, 768) / testScale(), *s));
        QVERIFY(showHint(w, "junior-exocet"));
        QDockWidget* tree = w.dock(QStringLiteral("forcingDock"));
        QDockWidget* diagram = w.dock(QStringLiteral("diagramDock"));
        QVERIFY(tree && diagram);
        tree->raise();
        QTest::qWait(100);
        if (w.tabifiedDockWidgets(tree).contains(diagram)) // a small screen: the diagram's tab
            diagram->raise();
        QTest::qWait(100);
        w.grab().save(QStringLiteral(SETWISE_TEST_OUT "/nets_diagram_exocet_scale%1.png").arg(testScale()));
        const Step& step = *w.hints()->hint();
        QVERIFY(step.argument.rules.size() > 1);
        QLabel* header = w.diagram()->headerLabel();
        QCOMPARE(header->text().count(QStringLiteral("<br>• ")), [&step] {
            std::set<std::string> names;
            for (const ArgumentRule& r : step.argument.rules)
                names.insert(r.rule);
            return int(names.size());
        }());
        QVERIFY2(header->height() >= header->heightForWidth(header->width()),
            qPrintable(QStringLiteral("%1 < %2").arg(header->height()).arg(header->heightForWidth(header->width()))));
        QVERIFY(header->width() >= 200); // not a column of single words
        QLabel* result = w.diagram()->resultLabel();
        QTRY_VERIFY(shownWhole(result));
        QVERIFY(result->text().contains(conclusionText(step).toHtmlEscaped()));
    }

    // The nested net's arrows stay on the grid: no arrow (nor its head)
    // reaches into the column labels' strip above the board or the row and
    // box labels' strips beside it, at first and walking its first branch
    // (at its 20th implication a bent arrow used to pass over "c6"). Seen in
    // pixels: no pixel of those strips has the hue of an arrow (the colours
    // of true and false implications, faded or not).
    void arrowsStayOnTheGrid()
    {
        if (testScale() != 1)
            QSKIP("checked at scale 1");
        State s;
        QVERIFY(stateBefore(1, "nested-forcing-net", s));
        MainWindow w;
        QVERIFY(openWindow(w, QSize(1366, 768), s));
        QVERIFY(showHint(w, "nested-forcing-net"));
        QTest::qWait(100);
        GridWidget* grid = w.grid();
        const QRectF board = grid->gridGeometry().board();
        for (int walked = 0; walked <= 40; ++walked) {
            const QImage shot = grid->grab().toImage().convertToFormat(QImage::Format_RGB32);
            // Past the box line.
            const int top = int(board.top()) - 3, left = int(board.left()) - 3, right = int(board.right()) + 3;
            QList<QPoint> coloured;
            const auto look = [&](int x, int y) {
                const QColor c = shot.pixelColor(x, y);
                const int spread
                    = std::max({ c.red(), c.green(), c.blue() }) - std::min({ c.red(), c.green(), c.blue() });
                if (spread > 40)
                    for (const QColor& arrow : { grid->colours().chainOn, grid->colours().chainOff }) {
                        const int d = std::abs(c.hsvHue() - arrow.hsvHue());
                        if (std::min(d, 360 - d) <= 15) {
                            coloured << QPoint(x, y);
                            break;
                        }
                    }
            };
            for (int y = 0; y < top; ++y)
                for (int x = 0; x < shot.width(); ++x)
                    look(x, y);
            for (int y = top; y < int(board.bottom()); ++y) {
                for (int x = 0; x < left; ++x)
                    look(x, y);
                for (int x = right + 1; x < shot.width(); ++x)
                    look(x, y);
            }
            if (!coloured.isEmpty())
                shot.save(QStringLiteral(SETWISE_TEST_OUT "/nets_diagram_off_grid.png"));
            QVERIFY2(coloured.isEmpty(),
                qPrintable(
                    QStringLiteral("walk %1: %2 pixels of an arrow off the grid, the first at %3,%4 (board top %5)")
                        .arg(walked)
                        .arg(coloured.size())
                        .arg(coloured.value(0).x())
                        .arg(coloured.value(0).y())
                        .arg(board.top())));
            w.forcingTree()->stepForward();
            QTest::qWait(20);
        }
    }

    // The same at scale 2: these tests run again in a process of their own.
    void resultKeptAtScale2()
    {
        if (testScale() != 1)
            QSKIP("already at scale 2");
        QProcess run;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("2"));
        run.setProcessEnvironment(env);
        run.setProcessChannelMode(QProcess::MergedChannels);
        run.start(QCoreApplication::applicationFilePath(),
            { QStringLiteral("resultKeptWithTheTree"), QStringLiteral("exocetArgumentReadable") });
        QVERIFY(run.waitForFinished(300000));
        QVERIFY2(run.exitCode() == 0, run.readAll().constData());
    }

    // Screenshots to look at (not a check): SETWISE_SHOTS=<folder>.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("SETWISE_SHOTS");
        if (dir.isEmpty() || testScale() != 1)
            QSKIP("SETWISE_SHOTS not set");
        QDir().mkpath(dir);
        struct Case {
            const char* name;
            // 0: the forcing fixture, -1: tests/data/expert_patterns.txt's case `expert`, -2: the
            // largest forcing step on the paths of lines 1, 3, 13 and 7 (its technique, the path's step),
            // -3: the state of tests/data/zones_forum_hardest.txt (a triplet step's cases)
            int line;
            const char* technique;
            int walk;
            const char* expert = "";
            bool tree = false; // the Implication Tree raised
            bool defaultOrder = false; // the path's step, not the first of the technique
        };
        const Case cases[] = {
            { "forcing-chain", 0, "forcing-chain-contradiction", 0 },
            { "forcing-net", 3, "forcing-net-contradiction", 0 },
            { "nested-net-first", 1, "nested-forcing-net", 0 },
            { "nested-net-walk5", 1, "nested-forcing-net", 5 },
            { "nested-net-line3", 3, "nested-forcing-net", 0 },
            { "nested-net-line13", 13, "nested-forcing-net", 0 },
            { "kraken-fish", 13, "kraken-fish-1", 0, "", true },
            { "msls", 1, "msls", 0 },
            { "junior-exocet", -1, "junior-exocet", 0, "exocet-compendium-2" },
            { "sk-loop", -1, "sk-loop", 0, "easter-monster" },
            { "template", 3, "template-delete", 0, "", true },
            { "template-line13", 13, "template-delete", 0, "", true },
            { "largest-net", -2, "", 0, "", true, true },
            { "triplet-cases", -3, "triplet-set-logic", 0, "", true },
            { "triplet-case-walk", -3, "triplet-set-logic", 6, "", true },
        };
        // SETWISE_SHOTS_ONLY=name,name: only those.
        const QStringList only = qEnvironmentVariable("SETWISE_SHOTS_ONLY").split(QLatin1Char(','), Qt::SkipEmptyParts);
        QStringList known;
        for (const Case& c : cases)
            known << QString::fromLatin1(c.name);
        for (const QString& name : only)
            if (!known.contains(name))
                QFAIL(qPrintable(QStringLiteral("SETWISE_SHOTS_ONLY names no case: %1 (the cases: %2)")
                                     .arg(name, known.join(QLatin1Char(',')))));
        for (bool dark : { false, true })
            for (const Case& c : cases) {
                if (!only.isEmpty() && !only.contains(QString::fromLatin1(c.name)))
                    continue;
                // A case whose puzzle or step is not found fails: no picture would be taken.
                const auto missing = [&c](const char* what) {
                    return QStringLiteral("case %1: %2")
                        .arg(QString::fromLatin1(c.name), QString::fromLatin1(what))
                        .toUtf8();
                };
                State s;
                std::string technique = c.technique;
                if (c.line == -2) {
                    Step largest;
                    if (!largestForcingStep(s, largest))
                        QFAIL(missing("no forcing step on the nets fixture's paths").constData());
                    technique = largest.technique;
                    qInfo("largest-net: %s, %zu implications", technique.c_str(), implicationCount(largest.branches));
                } else if (c.line == -1) {
                    std::string text;
                    bool in = false;
                    for (const std::string& l : readLines(SETWISE_TEST_DATA "/expert_patterns.txt")) {
                        if (l == std::string("case ") + c.expert)
                            in = true;
                        else if (in && l == "end")
                            break;
                        else if (in)
                            text += l + "\n";
                    }
                    const auto parsed = parseState(text);
                    if (!parsed)
                        QFAIL(missing("no such case in expert_patterns.txt").constData());
                    s = *parsed;
                } else if (c.line == -3) {
                    const auto lines = readLines(SETWISE_TEST_DATA "/zones_forum_hardest.txt");
                    const auto parsed = parseLibraryLine(lines.empty() ? std::string() : lines.front());
                    if (!parsed)
                        QFAIL(missing("no state in zones_forum_hardest.txt").constData());
                    s = parsed->state;
                } else if (c.line == 0) {
                    if (fixtureStep(c.technique, &s).branches.empty())
                        QFAIL(missing("no step of the technique in the forcing fixture").constData());
                } else if (!stateBefore(c.line, c.technique, s)) {
                    QFAIL(missing("no step of the technique on the line's path").constData());
                }
                MainWindow w;
                AppSettings settings = AppSettings::load();
                settings.theme = dark ? Theme::Dark : Theme::Light;
                w.applySettings(settings);
                QVERIFY(openWindow(w, QSize(1366, 768), s));
                QVERIFY2(
                    showHint(w, technique, c.defaultOrder), missing("the hint does not show the step").constData());
                if (c.tree)
                    w.dock(QStringLiteral("forcingDock"))->raise();
                QTest::qWait(300);
                for (int i = 0; i < c.walk; ++i)
                    w.forcingTree()->stepForward();
                QTest::qWait(200);
                w.grab().save(QStringLiteral("%1/%2-%3.png")
                                  .arg(dir, QString::fromLatin1(c.name),
                                      dark ? QStringLiteral("dark") : QStringLiteral("light")));
            }
    }
};

QTEST_MAIN(TstUiNetsDiagram)
#include "tst_ui_nets_diagram.moc"
