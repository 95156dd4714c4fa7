// SPDX-License-Identifier: GPL-3.0-or-later
// Export Diagram and Print: the exported diagram holds the whole table (no
// rows cut by the dock, no scroll bar), the grid's keyboard cursor is left
// out, and the printed PDF has real text with a font (checked with
// poppler's pdffonts and pdftotext when they are installed): the step's
// text, the diagram's rows and the eliminations.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_view.h"
#include "ui/export/exporter.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include "pixel_util.h"
#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QPrinter>
#include <QProcess>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

QString outPath(const QString& name)
{
    QDir().mkpath(QStringLiteral(SETWISE_TEST_OUT "/export_print"));
    return QStringLiteral(SETWISE_TEST_OUT "/export_print/") + name;
}

QString run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QStringLiteral("<failed>");
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TstUiExportPrint : public QObject
{
    Q_OBJECT

    // The X-Wing of tests/test_util.h shown as the current step.
    static bool showXWing(MainWindow& window)
    {
        const auto s = parseState(kXWing);
        if (!s.ok() || !window.session()->load(*s, QStringLiteral("X-Wing")))
            return false;
        window.hints()->setSettings(*TechniqueSettings::fromList("x-wing"));
        window.action(QStringLiteral("nextHint"))->trigger();
        return QTest::qWaitFor(
            [&] { return window.exporter()->forumText(false).contains(QStringLiteral("X-Wing")); }, 20000);
    }

private slots:
    void initTestCase() { useTestSettings(); }

    void diagramExportHoldsTheWholeTable()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(showXWing(window));
        DiagramView* diagram = window.diagram();
        QTableView* table = diagram->table();
        // A short dock: the diagram (header, the table's rows) does not all fit.
        diagram->setMinimumHeight(0);
        diagram->resize(diagram->width(), 60);
        const int rows = table->model()->rowCount();
        QVERIFY(rows >= 3); // two bases and the eliminations' row
        const int tableHeight = table->horizontalHeader()->height() + table->verticalHeader()->length();
        QVERIFY(diagram->hiddenHeight() > 0); // the diagram's body scrolls

        const QString png = outPath(QStringLiteral("diagram.png"));
        QVERIFY(window.exporter()->exportDiagram(png));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY2(image.height() / 2 >= tableHeight,
            qPrintable(QStringLiteral("%1 px for a table of %2 px").arg(image.height() / 2).arg(tableHeight)));
        // The table is left as it was (scroll bars as needed).
        QCOMPARE(table->verticalScrollBarPolicy(), Qt::ScrollBarAsNeeded);

        const QString svg = outPath(QStringLiteral("diagram.svg"));
        QVERIFY(window.exporter()->exportDiagram(svg));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray xml = f.readAll();
        const int at = xml.indexOf("viewBox=\"");
        QVERIFY(at >= 0);
        const QList<QByteArray> box = xml.mid(at + 9, xml.indexOf('"', at + 9) - at - 9).split(' ');
        QCOMPARE(box.size(), 4);
        QVERIFY2(box[3].toInt() >= tableHeight, box[3].constData());
    }

    void gridExportLeavesTheCursorOut()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GridWidget* grid = window.grid();
        grid->setCursorCell(40);
        const QString png = outPath(QStringLiteral("grid.png"));
        QVERIFY(window.exporter()->exportGrid(png));
        QImage image(png);
        QVERIFY(!image.isNull());
        const QRectF cell = grid->gridGeometry().cellRect(40);
        // The cursor's frame runs 3 px inside the cell's edge.
        const QRectF frame(QPointF(2 * (cell.left() + 2), 2 * (cell.top() + 10)), QSizeF(6, 2 * (cell.height() - 20)));
        QCOMPARE(countNear(image, frame, grid->colours().cursor, 20), 0);
        QVERIFY(grid->cursorShown()); // still shown on screen
    }

    void printHasRealTextAndTheWholeStep()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
            || QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty())
            QSKIP("poppler-utils (pdftotext, pdffonts) is not installed");
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(showXWing(window));
        const QString pdf = outPath(QStringLiteral("print.pdf"));
        QFile::remove(pdf);
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        QVERIFY(window.exporter()->printTo(printer));
        const QString fonts = run(QStringLiteral("pdffonts"), { pdf });
        QVERIFY2(fonts.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() > 2,
            qPrintable(fonts)); // a font under the header
        const QString text = run(QStringLiteral("pdftotext"), { QStringLiteral("-layout"), pdf, QStringLiteral("-") });
        QVERIFY2(text.contains(QStringLiteral("X-Wing")), qPrintable(text));
        // The diagram's rows: both bases, and the eliminations (3r2c4 among them).
        for (const char* word : { "3R1", "3R7", "3C4", "3C9", "3(268)4", "eliminations" })
            QVERIFY2(text.contains(QString::fromLatin1(word), Qt::CaseInsensitive), word);
        // No raster images on the page for the text.
        const QString images = run(QStringLiteral("pdfimages"), { QStringLiteral("-list"), pdf });
        if (images != QStringLiteral("<failed>"))
            QVERIFY2(images.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() <= 2, qPrintable(images));
    }
};

QTEST_MAIN(TstUiExportPrint)
#include "tst_ui_export_print.moc"
