// SPDX-License-Identifier: GPL-3.0-or-later
// Accessibility: the candidate grid reads through Qt's accessibility API as a
// table of 81 cells ("row 3 column 5, candidates 1 4 7"), the shown step's
// roles and the user's marks as text, cursor moves announced as events on the
// cell, German when the German translation is loaded; the main window's docks
// and dialogs carry accessible names.
#include "ui/app/main_window.h"
#include "ui/grid/grid_accessible.h"
#include "ui/grid/grid_widget.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAccessible>
#include <QAccessibleTableInterface>
#include <QApplication>
#include <QDockWidget>
#include <QTest>
#include <QTranslator>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

std::vector<std::pair<int, int>> g_events; // (event type, child)

// Records an event, and checks it reaches the cell's interface (a screen reader reads that).
void recordEvent(QAccessibleEvent* e)
{
    QAccessibleInterface* cell = e->accessibleInterface();
    if (cell && cell->role() == QAccessible::Cell && !cell->text(QAccessible::Name).isEmpty())
        g_events.emplace_back(int(e->type()), e->child());
}

// r3c5 keeps 1 4 7; r1c2 holds a given 6 and r9c9 a placed 2.
State sampleState()
{
    State s;
    s.place(cellAt(0, 1), 5, true);
    s.place(cellAt(8, 8), 1, false);
    for (Digit d = 0; d < 9; ++d)
        if (d != 0 && d != 3 && d != 6)
            s.eliminate(candidateOf(cellAt(2, 4), d));
    return s;
}

QString cellText(GridWidget& grid, int row, int column, QAccessible::Text t = QAccessible::Name)
{
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&grid);
    if (!iface || !iface->tableInterface())
        return QStringLiteral("<no table>");
    QAccessibleInterface* cell = iface->tableInterface()->cellAt(row, column);
    return cell ? cell->text(t) : QStringLiteral("<no cell>");
}

} // namespace

class TstUiAccessibility : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    void gridIsATableOfCells()
    {
        GridWidget grid;
        grid.resize(500, 500);
        grid.setState(sampleState());
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&grid);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Table);
        QVERIFY(iface->tableInterface());
        QCOMPARE(iface->tableInterface()->rowCount(), 9);
        QCOMPARE(iface->tableInterface()->columnCount(), 9);
        QCOMPARE(iface->childCount(), 81);
        QAccessibleInterface* cell = iface->tableInterface()->cellAt(2, 4);
        QVERIFY(cell);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("row 3 column 5, candidates 1 4 7"));
        QCOMPARE(iface->indexOfChild(cell), 2 * 9 + 4);
        QCOMPARE(cell->parent(), iface);
        QVERIFY(cell->tableCellInterface());
        QCOMPARE(cell->tableCellInterface()->rowIndex(), 2);
        QCOMPARE(cell->tableCellInterface()->columnIndex(), 4);
        QCOMPARE(cellText(grid, 0, 1), QStringLiteral("row 1 column 2, digit 6, given"));
        QCOMPARE(cellText(grid, 8, 8), QStringLiteral("row 9 column 9, digit 2, placed"));
        // r9c1 sees the placed 2 of r9c9: its other eight digits are candidates.
        QCOMPARE(cellText(grid, 8, 0), QStringLiteral("row 9 column 1, candidates 1 3 4 5 6 7 8 9"));
        // The cell under a point of the screen is the cell drawn there.
        const QRect r = cell->rect();
        QCOMPARE(iface->childAt(r.center().x(), r.center().y()), cell);
    }

    void stepRolesMarksAndColoursAreText()
    {
        GridWidget grid;
        grid.resize(500, 500);
        const auto parsed = parseState(kXWing);
        QVERIFY(parsed.ok());
        grid.setState(*parsed);
        // The X-Wing of tests/test_util.h: bases 3R17, covers 3C49, 3r2c4 eliminated.
        Highlight h;
        h.bases.set(houseConstraint(ConstraintKind::Row, 2, 0));
        h.bases.set(houseConstraint(ConstraintKind::Row, 2, 6));
        h.covers.set(houseConstraint(ConstraintKind::Column, 2, 3));
        h.covers.set(houseConstraint(ConstraintKind::Column, 2, 8));
        h.eliminations.set(cand(3, 2, 4));
        grid.setHighlight(h);
        const QString r2c4 = cellText(grid, 1, 3, QAccessible::Description);
        QVERIFY2(r2c4.contains(QStringLiteral("3: elimination")), qPrintable(r2c4));
        QVERIFY2(r2c4.contains(QStringLiteral("the column is a cover set")), qPrintable(r2c4));
        QVERIFY2(!r2c4.contains(QStringLiteral("base set")), qPrintable(r2c4));
        // A cell without a role says only where it is.
        QCOMPARE(cellText(grid, 4, 4, QAccessible::Description), QStringLiteral("box 5"));

        UserColours colours;
        colours.cells[std::size_t(cellAt(4, 4))] = 3;
        colours.candidates[std::size_t(cand(3, 2, 4))] = 1;
        grid.setUserColours(colours);
        QVERIFY(cellText(grid, 4, 4, QAccessible::Description).contains(QStringLiteral("cell in colour B")));
        QVERIFY(cellText(grid, 1, 3, QAccessible::Description).contains(QStringLiteral("3: elimination, colour A")));

        // Own pencil marks are read instead of the candidates.
        CandidateSet marks;
        marks.set(cand(3, 2, 4));
        marks.set(cand(5, 2, 4));
        grid.setHighlight({});
        grid.setManualMarks(true, marks);
        QCOMPARE(cellText(grid, 1, 3), QStringLiteral("row 2 column 4, own marks 3 5"));
    }

    void cursorMovesAreAnnounced()
    {
        GridWidget grid;
        grid.resize(500, 500);
        grid.setState(sampleState());
        g_events.clear();
        setGridAccessibleEventObserver(recordEvent);
        grid.setCursorCell(cellAt(2, 4));
        QTest::keyClick(&grid, Qt::Key_Right);
        setGridAccessibleEventObserver(nullptr);
        QCOMPARE(grid.cursorCell(), cellAt(2, 5));
        auto moved = [](int child) {
            return std::any_of(g_events.begin(), g_events.end(), [child](const auto& e) {
                return (e.first == QAccessible::Focus || e.first == QAccessible::Selection) && e.second == child;
            });
        };
        QVERIFY(moved(cellAt(2, 4)));
        QVERIFY(moved(cellAt(2, 5)));
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&grid);
        QCOMPARE(iface->tableInterface()->selectedCells().value(0), iface->child(cellAt(2, 5)));
        QVERIFY(iface->child(cellAt(2, 5))->state().selected);
    }

    void germanCells()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/setwise_de.qm")));
        QVERIFY(QApplication::installTranslator(&translator));
        GridWidget grid;
        grid.resize(500, 500);
        grid.setState(sampleState());
        const QString c35 = cellText(grid, 2, 4);
        const QString c12 = cellText(grid, 0, 1);
        QApplication::removeTranslator(&translator);
        QCOMPARE(c35, QStringLiteral("Zeile 3 Spalte 5, Kandidaten 1 4 7"));
        QCOMPARE(c12, QStringLiteral("Zeile 1 Spalte 2, Ziffer 6, vorgegeben"));
    }

    void docksAndDialogsHaveNames()
    {
        MainWindow window;
        const auto docks = window.findChildren<QDockWidget*>();
        QVERIFY(!docks.isEmpty());
        for (QDockWidget* dock : docks) {
            QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(dock);
            QVERIFY(iface);
            QVERIFY2(!iface->text(QAccessible::Name).isEmpty(), qPrintable(dock->objectName()));
            QVERIFY2(!dock->accessibleName().isEmpty(), qPrintable(dock->objectName()));
        }
        QAccessibleInterface* grid = QAccessible::queryAccessibleInterface(window.findChild<GridWidget*>());
        QVERIFY(grid);
        QCOMPARE(grid->text(QAccessible::Name), QStringLiteral("Candidate grid"));
    }
};

QTEST_MAIN(TstUiAccessibility)
#include "tst_ui_accessibility.moc"
