// SPDX-License-Identifier: GPL-3.0-or-later
// The technique guide: every registry technique has a page (text) and an
// example state; each example, loaded, really yields a step of its technique
// from the engine, consistent with the brute-force solution; F1 on a shown
// step opens the page of that step's technique, Help ▸ Techniques the index;
// the page's picture is drawn with the step's highlight; German pages differ
// from the English ones.
#include "engine/formats.h"
#include "engine/solver.h"
#include "engine/stepper.h"
#include "engine/techniques.h"
#include "pixel_util.h"
#include "test_settings.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/grid/palette.h"
#include "ui/guide/guide_text.h"
#include "ui/guide/guide_window.h"
#include "ui/guide/technique_guide.h"
#include "ui/work/hint_controller.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>

#include <set>

using namespace setwise;
using namespace setwise::ui;

namespace
{

// The X-Wing state of the Examples menu's first puzzle: the first step of its path is an X-Wing.
constexpr const char* kXWing
    = "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97";

GuideWindow* openGuide(QWidget* parent)
{
    return parent->findChild<GuideWindow*>(QStringLiteral("techniqueGuide"), Qt::FindDirectChildrenOnly);
}

} // namespace

class TstUiTechniqueGuide : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void everyTechniqueHasAPageAndAnExample()
    {
        std::set<std::string> ids;
        for (const Technique& t : techniques()) {
            ids.emplace(t.id);
            const GuideText text = guideText(t.id);
            QVERIFY2(!text.pattern.isEmpty() && !text.reason.isEmpty(), t.id.data());
            QVERIFY2(guideExample(t.id), t.id.data());
        }
        // No example for an id the registry does not know, and one line per technique.
        std::set<std::string> seen;
        for (const GuideExample& e : guideExamples()) {
            QVERIFY2(ids.contains(e.id), e.id.c_str());
            QVERIFY2(seen.insert(e.id).second, e.id.c_str());
        }
        QCOMPARE(guideExamples().size(), techniques().size());
        // Every technique is in the index, under its registry family.
        std::size_t indexed = 0;
        for (const GuideFamily& f : guideFamilies()) {
            QVERIFY(!f.name.isEmpty());
            for (const std::string& id : f.ids)
                QCOMPARE(std::string(findTechnique(id)->family), f.family);
            indexed += f.ids.size();
        }
        QCOMPARE(indexed, techniques().size());
        // The fish pages are composed from their parts: the size and the fins show.
        QVERIFY(guideText("finned-mutant-whale").pattern.contains(QStringLiteral("six ")));
        QVERIFY(guideText("finned-mutant-whale").pattern.contains(QStringLiteral("fins")));
        QVERIFY(!guideText("x-wing").pattern.contains(QStringLiteral("fins")));
        QVERIFY(guideText("no-such-technique").isEmpty());
    }

    void exampleYieldsItsStep_data()
    {
        QTest::addColumn<QString>("id");
        for (const Technique& t : techniques())
            QTest::newRow(t.id.data()) << QString::fromLatin1(t.id.data(), qsizetype(t.id.size()));
    }
    // The example is verified, not assumed: the engine, asked for the
    // technique alone on the stored state, finds a step of it, and its
    // conclusions agree with the state's brute-force solution.
    void exampleYieldsItsStep()
    {
        QFETCH(QString, id);
        const std::string tid = id.toStdString();
        const GuideExample* e = guideExample(tid);
        QVERIFY(e);
        const auto state = parseState(e->state);
        QVERIFY2(state.ok(), e->state.c_str());
        const SolveResult solved = countSolutions(*state, 2);
        QCOMPARE(solved.solutions, 1);
        const std::vector<Step> steps = findSteps(*state, tid);
        QVERIFY2(!steps.empty(), "no step of the technique in its example");
        for (const Step& s : steps) {
            QCOMPARE(QString::fromStdString(s.technique), id);
            for (int x = s.eliminations.first(); x >= 0; x = s.eliminations.next(x))
                QVERIFY2(solved.solution[cellOf(x)] != digitOf(x), candidateName(x).c_str());
            for (int x = s.placements.first(); x >= 0; x = s.placements.next(x))
                QVERIFY2(solved.solution[cellOf(x)] == digitOf(x), candidateName(x).c_str());
        }
        // The guide shows one of them.
        const std::optional<GuideStep> shown = guideStep(tid);
        QVERIFY(shown);
        QCOMPARE(QString::fromStdString(shown->step.technique), id);
        QVERIFY(shown->step.hasConclusions());
    }

    // The picture is the grid renderer's: the step's eliminations are struck
    // through in the elimination colour, the base candidates on their discs.
    void pictureShowsTheStep()
    {
        const std::optional<GuideStep> ex = guideStep("x-wing");
        QVERIFY(ex);
        const QImage img = guidePicture(*ex, 420);
        QCOMPARE(img.size(), QSize(420, 420));
        const Palette light = Palette::make(ColourScheme::OkabeIto, false);
        // Not blank: the board, the digits and the highlight colours all appear.
        QVERIFY(test::countNear(img, img.rect(), light.board, 6) > 420 * 420 / 4);
        const int elim = test::countNear(img, img.rect(), light.role(Role::Elimination).stroke, 30);
        const int base = test::countNear(img, img.rect(), light.role(Role::BaseCandidate).fill, 20);
        QVERIFY2(elim > 20, qPrintable(QString::number(elim)));
        QVERIFY2(base > 20, qPrintable(QString::number(base)));
        // A state without a highlight has none of the elimination colour.
        GuideStep plain = *ex;
        plain.step = Step {};
        const QImage none = guidePicture(plain, 420);
        QVERIFY(test::countNear(none, none.rect(), light.role(Role::Elimination).stroke, 30) < elim / 4);
        img.save(QStringLiteral(SETWISE_TEST_OUT "/technique_guide_x-wing.png"));
    }

    // The Exocet's picture shows its parts as the guide text names them
    // (base cells, target cells, cross lines), not its truths' and links'
    // houses shaded; an X-Wing keeps its houses.
    void exocetPictureShowsItsParts()
    {
        for (const char* id : { "junior-exocet", "senior-exocet" }) {
            const std::optional<GuideStep> ex = guideStep(id);
            QVERIFY2(ex, id);
            const Step& step = ex->step;
            QVERIFY2(step.structureBase.count() == 2, id);
            const Highlight h = guideHighlight(step);
            QVERIFY2(h.bases.none() && h.covers.none(), id);
            QCOMPARE(h.structureBase, step.structureBase);
            QCOMPARE(h.structureTarget, step.structureTarget);
            QVERIFY2(h.structureCrossLine.any(), id);
            QVERIFY(h.eliminations == drawnEliminations(step));
        }
        const std::optional<GuideStep> xwing = guideStep("x-wing");
        QVERIFY(xwing);
        QVERIFY(guideHighlight(xwing->step).bases.any());
    }

    void pageShowsTextPictureAndDiagram()
    {
        QWidget parent;
        GuideWindow* w = showTechniqueGuide(&parent, "skyscraper");
        QVERIFY(w);
        QCOMPARE(w->currentTechnique(), QStringLiteral("skyscraper"));
        const QString html = w->page()->toHtml();
        QVERIFY(w->page()->toPlainText().contains(QStringLiteral("Skyscraper")));
        QVERIFY(w->page()->toPlainText().contains(guideText("skyscraper").reason.left(30)));
        QVERIFY(html.contains(QStringLiteral("guide:picture.png")));
        QVERIFY(w->page()->toPlainText().contains(QStringLiteral("eliminated"))); // the diagram's last row
        QVERIFY(!w->picture().isNull());
        QCOMPARE(w->index()->currentItem()->text(0), QStringLiteral("Skyscraper"));
        // Asking again raises the same window with another page.
        QCOMPARE(showTechniqueGuide(&parent, "x-wing"), w);
        QCOMPARE(w->currentTechnique(), QStringLiteral("x-wing"));
        // Choosing in the index shows that page.
        for (QTreeWidgetItemIterator it(w->index()); *it; ++it)
            if ((*it)->text(0) == QStringLiteral("XY-Wing"))
                w->index()->setCurrentItem(*it);
        QCOMPARE(w->currentTechnique(), QStringLiteral("xy-wing"));
        w->close();
    }

    // F1 on a shown step opens its technique's page; Help ▸ Techniques opens the index.
    void f1OpensTheShownStepsPage()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* f1 = window.action(QStringLiteral("stepHelp"));
        QVERIFY(f1);
        QCOMPARE(f1->shortcut(), QKeySequence(Qt::Key_F1));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        const std::string technique = window.hints()->hint()->technique;
        QCOMPARE(QString::fromStdString(technique), QStringLiteral("x-wing"));
        QVERIFY(!openGuide(&window));
        QTest::keyClick(window.grid(), Qt::Key_F1);
        GuideWindow* guide = openGuide(&window);
        QVERIFY(guide);
        QTRY_VERIFY(guide->isVisible());
        QCOMPARE(guide->currentTechnique(), QStringLiteral("x-wing"));
        guide->close();
        QTRY_VERIFY(!openGuide(&window));
        // The diagram's "About This Technique" link opens the same page.
        QToolButton* link = window.diagram()->techniqueLink();
        QTRY_VERIFY(link->isVisible());
        link->click();
        guide = openGuide(&window);
        QVERIFY(guide);
        QTRY_VERIFY(guide->isVisible());
        QCOMPARE(guide->currentTechnique(), QStringLiteral("x-wing"));
        // "Open the Example" loads the page's example into the workbench.
        QVERIFY(guide->showTechnique("skyscraper"));
        QVERIFY(guide->openExampleButton()->isVisible());
        guide->openExampleButton()->click();
        const auto example = parseState(guideExample("skyscraper")->state);
        QVERIFY(example.ok());
        QTRY_VERIFY(window.grid()->state() == *example);
        guide->close();
        QTRY_VERIFY(!openGuide(&window)); // closed and deleted

        // Help ▸ Techniques: the guide with its index of every technique.
        bool inMenu = false;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu())
                inMenu = inMenu || menu->menu()->actions().contains(window.action(QStringLiteral("techniqueGuide")));
        QVERIFY(inMenu);
        window.action(QStringLiteral("techniqueGuide"))->trigger();
        guide = openGuide(&window);
        QVERIFY(guide);
        int items = 0;
        for (QTreeWidgetItemIterator it(guide->index(), QTreeWidgetItemIterator::NoChildren); *it; ++it)
            ++items;
        QCOMPARE(std::size_t(items), techniques().size());
        QVERIFY(!guide->currentTechnique().isEmpty());
        guide->close();
    }

    // Without a step F1 keeps showing the keyboard and mouse reference.
    void f1WithoutAStepShowsTheKeys()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.action(QStringLiteral("stepHelp"))->trigger();
        QVERIFY(!openGuide(&window));
        QVERIFY(window.findChild<QWidget*>(QStringLiteral("keysHelpPage")));
    }

    // The exported pages (scripts/technique-pages.sh) are in the repository for every
    // technique, each with its picture, and the index links them all.
    void exportedPagesAreComplete()
    {
        const QString dir = QStringLiteral(SETWISE_TEST_DATA "/../../docs/techniques/");
        QFile index(dir + QStringLiteral("README.md"));
        QVERIFY(index.open(QIODevice::ReadOnly));
        const QString readme = QString::fromUtf8(index.readAll());
        for (const Technique& t : techniques()) {
            const QString id = QString::fromLatin1(t.id.data(), qsizetype(t.id.size()));
            QVERIFY2(QFile::exists(dir + id + QStringLiteral(".md")), qPrintable(id));
            QVERIFY2(!QImage(dir + id + QStringLiteral(".png")).isNull(), qPrintable(id));
            QVERIFY2(readme.contains(QStringLiteral("(%1.md)").arg(id)), qPrintable(id));
        }
    }

    void germanPageDiffers()
    {
        const GuideText english = guideText("x-wing");
        const QString englishMd = guidePageMarkdown("x-wing", nullptr, {});
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/setwise_de.qm")));
        QVERIFY(QApplication::installTranslator(&translator));
        const GuideText german = guideText("x-wing");
        const QString germanMd = guidePageMarkdown("x-wing", nullptr, {});
        const GuideText germanKite = guideText("two-string-kite");
        QApplication::removeTranslator(&translator);
        QVERIFY(!german.pattern.isEmpty());
        QVERIFY(german.pattern != english.pattern);
        QVERIFY(german.reason != english.reason);
        QVERIFY(germanKite.reason != guideText("two-string-kite").reason);
        QVERIFY(germanMd != englishMd);
        QVERIFY2(germanMd.contains(QStringLiteral("Zeilen")), qPrintable(germanMd));
    }
};

QTEST_MAIN(TstUiTechniqueGuide)
#include "tst_ui_technique_guide.moc"
