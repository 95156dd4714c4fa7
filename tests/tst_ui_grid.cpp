// SPDX-License-Identifier: GPL-3.0-or-later
// The candidate grid: every highlight role painted at the right cell (checked
// on rendered pixels), the hint of the seed X-Wing through the real window,
// geometry hit tests and keyboard input forwarded as signals.
#include "engine/evaluate.h"
#include "engine/formats.h"
#include "ui/app/main_window.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"

#include "pixel_util.h"
#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QFontInfo>
#include <QPainter>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

State xwingState()
{
    auto s = parseState(kXWing);
    Q_ASSERT(s.ok());
    return *s;
}

} // namespace

class TstUiGrid : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        // Without fonts every digit is a box and pixel checks pass for the wrong reason.
        QVERIFY(!QFontInfo(QApplication::font()).family().isEmpty());
    }

    void geometryHitTests()
    {
        const GridGeometry geo(QRectF(0, 0, 500, 460), 30);
        QCOMPARE(geo.board().width(), geo.board().height());
        for (Cell c : { 0, 40, 80, 17 }) {
            QCOMPARE(geo.cellAt(geo.cellRect(c).center()), c);
            for (Digit d = 0; d < 9; ++d)
                QCOMPARE(geo.candidateAt(geo.candidateRect(candidateOf(c, d)).center()), candidateOf(c, d));
        }
        for (House h = 0; h < 27; ++h)
            QCOMPARE(geo.houseLabelAt(geo.houseLabelRect(h).center()), h);
        QCOMPARE(geo.cellAt(QPointF(1, 1)), -1);
    }

    void everyRolePainted_data()
    {
        QTest::addColumn<int>("scheme");
        QTest::addColumn<bool>("dark");
        QTest::newRow("Okabe-Ito light") << int(ColourScheme::OkabeIto) << false;
        QTest::newRow("Okabe-Ito dark") << int(ColourScheme::OkabeIto) << true;
        QTest::newRow("Tol bright light") << int(ColourScheme::TolBright) << false;
        QTest::newRow("Tol bright dark") << int(ColourScheme::TolBright) << true;
    }

    void everyRolePainted()
    {
        QFETCH(int, scheme);
        QFETCH(bool, dark);
        GridWidget w;
        w.resize(560, 560);
        w.setState(xwingState());
        const Palette pal = Palette::make(ColourScheme(scheme), dark);
        w.setColours(pal);
        Highlight h;
        const Candidate base = cand(3, 1, 4), fin = cand(1, 2, 4), endo = cand(5, 2, 4), cannibal = cand(3, 1, 9),
                        elim = cand(3, 2, 9), place = cand(2, 3, 3), sel = cand(7, 2, 5);
        h.baseCandidates.set(base);
        h.baseCandidates.set(cannibal);
        h.fins.set(fin);
        h.endoFins.set(endo);
        h.cannibals.set(cannibal);
        h.eliminations.set(cannibal);
        h.eliminations.set(elim);
        h.placements.set(place);
        h.selection.set(sel);
        w.setHighlight(h);
        const QImage img = render(w);
        img.save(
            QStringLiteral(SETWISE_TEST_OUT "/grid_roles_%1.png").arg(QTest::currentDataTag()).replace(u' ', u'_'));
        const GridGeometry geo = w.gridGeometry();
        auto rect = [&](Candidate x) { return geo.candidateRect(x); };

        QVERIFY(countNear(img, rect(base), pal.role(Role::BaseCandidate).fill) > 20);
        QVERIFY(countNear(img, rect(fin), pal.role(Role::Fin).fill) > 20);
        QVERIFY(countNear(img, rect(endo), pal.role(Role::EndoFin).fill) > 20);
        QVERIFY(countNear(img, rect(place), pal.role(Role::Placement).fill) > 20);
        // Elimination: a tinted disc and a strike-through line in the stroke colour.
        const QColor elimFill = blend(pal.board, pal.role(Role::Elimination).fill);
        QVERIFY(countNear(img, rect(elim), elimFill) > 20);
        QVERIFY(countNear(img, rect(elim), pal.role(Role::Elimination).stroke, 40) > 8);
        // Cannibal: a base disc with the elimination's ring and stroke.
        QVERIFY(countNear(img, rect(cannibal), pal.role(Role::BaseCandidate).fill) > 10);
        QVERIFY(countNear(img, rect(cannibal), pal.role(Role::Cannibal).stroke, 40) > 8);
        QVERIFY(countNear(img, rect(sel), blend(pal.board, pal.role(Role::UserSelection).fill)) > 20);
        // Roles stay where they belong: no fin colour at the base candidate.
        QCOMPARE(countNear(img, rect(base), pal.role(Role::Fin).fill), 0);
        QCOMPARE(countNear(img, rect(cand(3, 5, 5)), pal.role(Role::BaseCandidate).fill), 0);
    }

    void nextHintPaintsTheXWing()
    {
        MainWindow window;
        window.resize(1200, 800);
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        window.action(QStringLiteral("nextHint"))->trigger();
        // The search runs on a worker: the answer arrives through the event loop.
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        const Step& step = *window.hints()->hint();
        QCOMPARE(QString::fromStdString(step.technique), QStringLiteral("x-wing"));

        GridWidget* grid = window.grid();
        grid->resize(600, 600);
        const QImage img = render(*grid);
        img.save(QStringLiteral(SETWISE_TEST_OUT "/grid_xwing_hint.png"));
        const GridGeometry geo = grid->gridGeometry();
        const Palette& pal = grid->colours();

        // Base houses: rows 1 and 7 shaded; sample a filled cell left of its digit.
        const QColor baseShade = blend(pal.board, pal.baseHouse);
        for (Cell c : { cellAt(0, 1), cellAt(6, 5) }) {
            const QRectF r = geo.cellRect(c);
            QVERIFY2(near(img.pixelColor(QPointF(r.left() + r.width() * 0.12, r.center().y()).toPoint()), baseShade, 3),
                qPrintable(QString::fromStdString(cellName(c))));
        }
        // Cover houses: columns 4 and 9; sample a filled cell above its digit.
        const QColor coverShade = blend(pal.board, pal.coverHouse);
        for (Cell c : { cellAt(4, 3), cellAt(8, 8) }) {
            const QRectF r = geo.cellRect(c);
            QVERIFY2(near(img.pixelColor(QPointF(r.center().x(), r.top() + r.height() * 0.1).toPoint()), coverShade, 3),
                qPrintable(QString::fromStdString(cellName(c))));
        }
        // A cell in neither stays plain.
        const QRectF plain = geo.cellRect(cellAt(4, 1));
        QVERIFY(near(
            img.pixelColor(QPointF(plain.center().x(), plain.top() + plain.height() * 0.1).toPoint()), pal.board, 3));
        // Base candidates 3r1c4 3r1c9 3r7c4 3r7c9, the six eliminations struck.
        for (Candidate x : { cand(3, 1, 4), cand(3, 1, 9), cand(3, 7, 4), cand(3, 7, 9) })
            QVERIFY(countNear(img, geo.candidateRect(x), pal.role(Role::BaseCandidate).fill) > 20);
        for (Candidate x : { cand(3, 2, 4), cand(3, 2, 9), cand(3, 4, 9), cand(3, 6, 4), cand(3, 6, 9), cand(3, 8, 4) })
            QVERIFY2(countNear(img, geo.candidateRect(x), pal.role(Role::Elimination).stroke, 40) > 8,
                qPrintable(QString::fromStdString(candidateName(x))));
        QCOMPARE(countNear(img, geo.candidateRect(cand(3, 3, 9)), pal.role(Role::Elimination).stroke, 20), 0);

        // Next hint changes nothing.
        QCOMPARE(window.grid()->state(), xwingState());
    }

    void progressiveHintRevealsInThreeSteps()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        QAction* hint = window.action(QStringLiteral("progressiveHint"));
        hint->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QCOMPARE(window.hints()->level(), HintLevel::Name);
        QVERIFY(window.grid()->highlight().isEmpty());
        hint->trigger();
        QCOMPARE(window.hints()->level(), HintLevel::Houses);
        QVERIFY(window.grid()->highlight().bases.test(houseConstraint(ConstraintKind::Row, 2, 0)));
        QVERIFY(window.grid()->highlight().eliminations.none());
        hint->trigger();
        QCOMPARE(window.hints()->level(), HintLevel::Full);
        QCOMPARE(window.grid()->highlight().eliminations.count(), 6);
    }

    void keyboardInputIsForwarded()
    {
        GridWidget w;
        w.resize(400, 400);
        w.setState(xwingState());
        QSignalSpy typed(&w, &GridWidget::digitTyped);
        QSignalSpy toggled(&w, &GridWidget::candidateToggleRequested);
        QSignalSpy cleared(&w, &GridWidget::clearRequested);
        w.setCursorCell(0);
        QTest::keyClick(&w, Qt::Key_Right);
        QTest::keyClick(&w, Qt::Key_Down);
        QCOMPARE(w.cursorCell(), cellAt(1, 1));
        QTest::keyClick(&w, Qt::Key_Left);
        QTest::keyClick(&w, Qt::Key_Left); // wraps around
        QCOMPARE(w.cursorCell(), cellAt(1, 8));
        QTest::keyClick(&w, Qt::Key_5);
        QCOMPARE(typed.count(), 1);
        QCOMPARE(typed.at(0).at(1).toInt(), 4);
        QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(toggled.count(), 1);
        QCOMPARE(toggled.at(0).at(0).toInt(), candidateOf(cellAt(1, 8), 2));
        for (auto key : { Qt::Key_Period, Qt::Key_0, Qt::Key_Delete })
            QTest::keyClick(&w, key);
        QCOMPARE(cleared.count(), 3);
    }

    void tooltipNamesTheFourConstraints()
    {
        GridWidget w;
        w.resize(540, 540);
        w.setState(xwingState());
        const QPoint p = w.gridGeometry().candidateRect(cand(3, 2, 4)).center().toPoint();
        QHelpEvent e(QEvent::ToolTip, p, w.mapToGlobal(p));
        QApplication::sendEvent(&w, &e);
        const QString tip = QToolTip::text();
        for (const char* k : { "R2C4", "3R2", "3C4", "3B2", "3r2c4" })
            QVERIFY2(tip.contains(QLatin1String(k)), qPrintable(tip));
    }
};

QTEST_MAIN(TstUiGrid)
#include "tst_ui_grid.moc"
