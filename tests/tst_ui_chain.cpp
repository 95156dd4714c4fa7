// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing chains and getting things out: a hand-built chain step (the YAS manual's
// XY-chain) paints its arrows, strong links solid and weak links dashed, in
// light and dark; group nodes are boxed and ALS cells shaded; View ▸ Chain
// switches between the chain, the sets and both; duplicates are marked;
// the grid and the diagram export as PNG and SVG of the right size; the step
// copies as forum text.
#include "engine/evaluate.h"
#include "engine/formats.h"
#include "engine/rank/rank_search.h"
#include "engine/stepper.h"
#include "engine/tables.h"
#include "ui/app/main_window.h"
#include "ui/diagram/diagram_view.h"
#include "ui/export/exporter.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"

#include "grid_render.h"
#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QPrinter>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

// The streams of a PDF file, inflated when they are FlateDecode (Qt's PDF
// writer compresses content streams with zlib).
QList<QByteArray> pdfStreams(const QByteArray& pdf)
{
    QList<QByteArray> out;
    for (qsizetype at = pdf.indexOf("stream"); at >= 0; at = pdf.indexOf("stream", at + 6)) {
        if (at >= 3 && pdf.mid(at - 3, 3) == "end")
            continue;
        qsizetype begin = at + 6;
        if (pdf.mid(begin, 2) == "\r\n")
            begin += 2;
        else if (pdf.mid(begin, 1) == "\n")
            begin += 1;
        const qsizetype end = pdf.indexOf("endstream", begin);
        if (end < 0)
            break;
        const QByteArray raw = pdf.mid(begin, end - begin);
        const qsizetype dict = pdf.lastIndexOf("<<", at);
        if (pdf.mid(dict, at - dict).contains("/FlateDecode")) {
            // qUncompress wants the expected size in front; a guess, it grows the buffer as needed.
            QByteArray sized(4, '\0');
            sized[0] = 0x00;
            sized[1] = 0x10;
            out << qUncompress(sized + raw);
        } else {
            out << raw;
        }
        at = end;
    }
    return out;
}

// Every image in a PDF as its /Width × /Height in pixels.
QList<QSize> pdfImages(const QByteArray& pdf)
{
    QList<QSize> out;
    for (qsizetype at = pdf.indexOf("/Subtype /Image"); at >= 0; at = pdf.indexOf("/Subtype /Image", at + 1)) {
        const qsizetype begin = pdf.lastIndexOf("<<", at), end = pdf.indexOf(">>", at);
        const QByteArray dict = pdf.mid(begin, end - begin);
        auto number = [&](const char* key) {
            const qsizetype k = dict.indexOf(key);
            return k < 0 ? 0 : dict.mid(k + qsizetype(qstrlen(key))).trimmed().split(' ').front().toInt();
        };
        out << QSize(number("/Width"), number("/Height"));
    }
    return out;
}

CandidateSet one(Candidate x)
{
    CandidateSet s;
    s.set(x);
    return s;
}

// The YAS manual's XY-chain (4=1)r6c8 - (1=2)r5c7 - (2=3)r5c4 - (3=4)r1c4 => r6c4<>4,
// its truths and links from the rank search, its chain order by hand.
Step xyChainStep()
{
    const auto r = explainCandidate(xyChainState(), cand(4, 6, 4), {});
    Q_ASSERT(!r.steps.empty());
    Step step = r.steps.front();
    step.technique = "xy-chain";
    const Candidate order[] = { cand(4, 6, 8), cand(1, 6, 8), cand(1, 5, 7), cand(2, 5, 7), cand(2, 5, 4),
        cand(3, 5, 4), cand(3, 1, 4), cand(4, 1, 4) };
    step.chainNodes.clear();
    step.links.clear();
    for (Candidate x : order)
        step.chainNodes.push_back(ChainNode { ChainNode::Kind::Candidate, one(x), {} });
    for (int i = 0; i + 1 < 8; ++i)
        step.links.push_back({ i, i + 1, i % 2 == 0 });
    return step;
}

// Pixels of colour c in the band around the straight line between two candidates.
int countAlong(const QImage& img, const GridGeometry& geo, Candidate a, Candidate b, const QColor& c)
{
    const QRectF box = geo.candidateRect(a).united(geo.candidateRect(b));
    return countNear(
        img, box.adjusted(-geo.cellSide() / 2, -geo.cellSide() / 2, geo.cellSide() / 2, geo.cellSide() / 2), c, 40);
}

// The step of a technique in the state of a HoDoKu library line.
std::pair<State, Step> libraryStep(const std::string& line, const char* technique)
{
    const auto c = parseLibraryLine(line);
    Q_ASSERT(c.ok());
    const auto steps = findSteps(c->state, technique);
    Q_ASSERT(!steps.empty());
    return { c->state, steps.front() };
}

} // namespace

class TstUiChain : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(!QFontInfo(QApplication::font()).family().isEmpty());
    }

    void chainArrowsPainted_data() { lightAndDark(); }
    void chainArrowsPainted()
    {
        QFETCH(bool, dark);
        const Step step = xyChainStep();
        QVERIFY(step.eliminations.test(cand(4, 6, 4)));
        GridWidget grid;
        grid.resize(600, 600);
        grid.setColours(Palette::make(ColourScheme::OkabeIto, dark));
        grid.setState(xyChainState());
        const Palette& pal = grid.colours();
        const GridGeometry geo = grid.gridGeometry();
        const QColor strong = pal.role(Role::LinkStrong).stroke, weak = pal.role(Role::LinkWeak).stroke;

        grid.setHighlight(withChainView(highlightOf(step), ChainView::Sets));
        const QImage sets = render(grid);
        const Highlight chainOnly = withChainView(highlightOf(step), ChainView::Chain);
        Highlight bare = chainOnly; // the same marks without the chain
        bare.links.clear();
        bare.chainNodes.clear();
        grid.setHighlight(bare);
        const QImage plain = render(grid);
        grid.setHighlight(chainOnly);
        const QImage chain = render(grid);
        chain.save(QStringLiteral(SETWISE_TEST_OUT "/chain_%1.png").arg(dark ? "dark" : "light"));

        // Weak links run between cells: r6c8 -> r5c7 and r5c7 -> r5c4 show dashes of the weak colour.
        QVERIFY(countAlong(chain, geo, cand(1, 6, 8), cand(1, 5, 7), weak)
            > countAlong(plain, geo, cand(1, 6, 8), cand(1, 5, 7), weak) + 15);
        QVERIFY(countAlong(chain, geo, cand(2, 5, 7), cand(2, 5, 4), weak)
            > countAlong(plain, geo, cand(2, 5, 7), cand(2, 5, 4), weak) + 30);
        // Strong links and node rings inside the bivalue cells.
        for (Cell c : { cellAt(4, 3), cellAt(0, 3), cellAt(5, 7) })
            QVERIFY2(countNear(chain, geo.cellRect(c), strong, 30) > countNear(plain, geo.cellRect(c), strong, 30) + 30,
                qPrintable(QString::fromStdString(cellName(c))));
        // The chain view drops the base shading; the sets view keeps it.
        const QRectF r = geo.cellRect(cellAt(0, 3));
        const QPoint corner = QPointF(r.left() + 3, r.bottom() - 3).toPoint();
        QVERIFY(near(chain.pixelColor(corner), pal.board, 3));
        QVERIFY(!near(sets.pixelColor(corner), pal.board, 3));
        // The elimination is struck in both.
        for (const QImage* img : { &sets, &chain })
            QVERIFY(countNear(*img, geo.candidateRect(cand(4, 6, 4)), pal.role(Role::Elimination).stroke, 40) > 8);
    }

    // Colouring eliminates every candidate seeing both colours of a cluster:
    // each target's chain is drawn, so every struck candidate sees two ringed
    // candidates of its digit (HoDoKu reglib 0500, four targets; before, the
    // first target's chain alone left two of them unexplained).
    void colouringDrawsEveryTarget_data() { lightAndDark(); }
    void colouringDrawsEveryTarget()
    {
        QFETCH(bool, dark);
        std::optional<LibraryCase> c;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/reglib-1.3.txt"))
            if (line.starts_with(":0500:1:+23.7.+68+955972"))
                c = parseLibraryLine(line).value();
        QVERIFY(c.has_value());
        const auto steps = findSteps(c->state, "simple-colors-trap");
        QCOMPARE(steps.size(), std::size_t(1));
        const Step& step = steps.front();
        QCOMPARE(step.eliminations.count(), 4);
        GridWidget grid;
        grid.resize(700, 700);
        grid.setColours(Palette::make(ColourScheme::OkabeIto, dark));
        grid.setState(c->state);
        Highlight h = withChainView(highlightOf(step), ChainView::Chain);
        const QImage chain = (grid.setHighlight(h), render(grid));
        h.links.clear(); // the same marks without the chain
        h.chainNodes.clear();
        const QImage plain = (grid.setHighlight(h), render(grid));
        chain.save(QStringLiteral(SETWISE_TEST_OUT "/colouring_%1.png").arg(dark ? "dark" : "light"));
        const GridGeometry geo = grid.gridGeometry();
        // A node's ring: the link colour, or its parity's colour.
        const Palette& pal = grid.colours();
        const QColor rings[] = { pal.role(Role::LinkStrong).stroke, pal.chainOn, pal.chainOff };
        for (Candidate x : step.eliminations) {
            int ringed = 0;
            for (Candidate y : c->state.live())
                if (digitOf(y) == digitOf(x) && y != x && seenBy(x).test(y))
                    ringed += std::any_of(std::begin(rings), std::end(rings), [&](const QColor& ring) {
                        return countNear(chain, geo.candidateRect(y), ring, 30)
                            > countNear(plain, geo.candidateRect(y), ring, 30) + 20;
                    });
            QVERIFY2(ringed >= 2, candidateName(x).c_str());
        }
    }

    void groupsBoxedAndAlsShaded()
    {
        GridWidget grid;
        grid.resize(600, 600);
        grid.setState(State());
        Highlight h;
        // A group: 5 in r1c1..r1c3 (boxed), an ALS r5c5+r5c6 entered by 5r5c5.
        CandidateSet group;
        for (int c = 1; c <= 3; ++c)
            group.set(cand(5, 1, c));
        CellSet als;
        als.set(cellAt(4, 4));
        als.set(cellAt(4, 5));
        h.chainNodes = { ChainNode { ChainNode::Kind::Group, group, {} },
            ChainNode { ChainNode::Kind::Als, one(cand(5, 5, 5)), als } };
        h.links = { { 0, 1, true } };
        grid.setHighlight(h);
        const QImage img = render(grid);
        const GridGeometry geo = grid.gridGeometry();
        const Palette& pal = grid.colours();
        // The group's box runs over the three candidates' top edge.
        const QRectF top = geo.candidateRect(cand(5, 1, 1)).united(geo.candidateRect(cand(5, 1, 3)));
        QVERIFY(
            countNear(img, QRectF(top.left(), top.top(), top.width(), 3), pal.role(Role::LinkStrong).stroke, 40) > 40);
        // ALS cells shaded, a cell outside plain.
        const QRectF inAls = geo.cellRect(cellAt(4, 5));
        QVERIFY(near(
            img.pixelColor(QPointF(inAls.left() + 4, inAls.bottom() - 4).toPoint()), blend(pal.board, pal.alsCell), 3));
        const QRectF outside = geo.cellRect(cellAt(4, 6));
        QVERIFY(near(img.pixelColor(QPointF(outside.left() + 4, outside.bottom() - 4).toPoint()), pal.board, 3));
    }

    // A UR draws its four corners (a dashed frame in each), the
    // three ALSs of an ALS-XY-Wing in three colours, chain nodes on and off
    // in two colours with the start ringed twice; light and dark.
    void urCornersDrawn_data() { lightAndDark(); }
    void urCornersDrawn()
    {
        QFETCH(bool, dark);
        const auto line
            = std::string(":0600-1:23:+4+7.3..1.8+85.4...9.39.+86.+4.7+1342+8.+5.+9+2+8+5+1...+3+496+7+53+4..1+6+2871+3"
                          "+9+45+5+1+3+9+42..+6+74+96+58.+1.::227 327::");
        const auto [state, step] = libraryStep(line, "uniqueness-1");
        const CellSet corners = step.readings.front().virtualBases.front().cells;
        QCOMPARE(corners.count(), 4);
        GridWidget grid;
        const QImage img = renderSaved(grid, state, highlightOf(step), dark, QStringLiteral("ur"));
        const GridGeometry geo = grid.gridGeometry();
        const QColor frame = grid.colours().role(Role::DeadlyPattern).stroke;
        for (Cell x : corners)
            QVERIFY2(countNear(img, geo.cellRect(x), frame, 30) > 40, qPrintable(QString::fromStdString(cellName(x))));
        // A cell outside the rectangle has no frame.
        Cell outside = 0;
        while (corners.test(outside) || !state.isEmpty(outside))
            ++outside;
        QVERIFY(countNear(img, geo.cellRect(outside), frame, 30) < 10);
    }

    void alsColoursApart_data() { lightAndDark(); }
    void alsColoursApart()
    {
        QFETCH(bool, dark);
        const auto line
            = std::string(":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3"
                          "+1+8+76592+4:441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::");
        const auto [state, step] = libraryStep(line, "als-xy-wing");
        GridWidget grid;
        const QImage img = renderSaved(
            grid, state, withChainView(highlightOf(step), ChainView::Chain), dark, QStringLiteral("als_xy_wing"));
        const GridGeometry geo = grid.gridGeometry();
        const Palette& pal = grid.colours();
        // Each ALS's cells shaded in its own colour: three colours, pairwise apart.
        std::vector<QColor> seen;
        for (const ChainNode& n : step.chainNodes) {
            const QColor shade = blend(pal.board, pal.alsCells[n.als % 4]);
            const Cell x = n.alsCells.first();
            const QRectF r = geo.cellRect(x);
            QVERIFY2(countNear(img, r, shade, 3) > int(r.width() * r.height() * 0.2),
                qPrintable(QString::fromStdString(cellName(x))));
            if (std::none_of(seen.begin(), seen.end(), [&](const QColor& q) { return near(q, shade, 3); }))
                seen.push_back(shade);
        }
        QCOMPARE(seen.size(), std::size_t(3));
        for (std::size_t i = 0; i < seen.size(); ++i)
            for (std::size_t j = i + 1; j < seen.size(); ++j)
                QVERIFY(!near(seen[i], seen[j], 20));
    }

    void chainNodesOnAndOff_data() { lightAndDark(); }
    void chainNodesOnAndOff()
    {
        QFETCH(bool, dark);
        Step step = xyChainStep();
        markChain(step); // what StepSink::add does for a finder's step
        GridWidget grid;
        const QImage img = renderSaved(grid, xyChainState(), withChainView(highlightOf(step), ChainView::Chain), dark,
            QStringLiteral("chain_parity"));
        const GridGeometry geo = grid.gridGeometry();
        const Palette& pal = grid.colours();
        QVERIFY(!near(pal.chainOn, pal.chainOff, 60) && !near(pal.chainOn, pal.board, 60)
            && !near(pal.chainOff, pal.board, 60));
        // Chain order 4r6c8 (start, off) 1r6c8 (on) 1r5c7 (off) 2r5c7 (on) ... 4r1c4 (on).
        const auto count = [&](Candidate x, const QColor& c, qreal grow = 0) {
            return countNear(img, geo.candidateRect(x).adjusted(-grow, -grow, grow, grow), c, 30);
        };
        QVERIFY(count(cand(1, 6, 8), pal.chainOn) > 15);
        QVERIFY(count(cand(1, 5, 7), pal.chainOff) > 10);
        QVERIFY(count(cand(4, 1, 4), pal.chainOn) > 15);
        QVERIFY(count(cand(1, 6, 8), pal.chainOff) < count(cand(1, 6, 8), pal.chainOn));
        // The start's second ring: more of the off colour around it than around another off node.
        const qreal grow = geo.cellSide() / 3 * 0.2;
        QVERIFY(count(cand(4, 6, 8), pal.chainOff, grow) > count(cand(1, 5, 7), pal.chainOff, grow) + 15);
    }

    void duplicatesMarkedAtOnce()
    {
        GridWidget grid;
        grid.resize(600, 600);
        State s;
        s.place(cellAt(1, 1), 4);
        s.place(cellAt(1, 5), 4); // two 5s in row 2 (away from the cursor at r1c1)
        grid.setState(s);
        const QImage img = render(grid);
        const GridGeometry geo = grid.gridGeometry();
        const QColor marked = blend(grid.colours().board, grid.colours().mistakeCell);
        for (Cell c : { cellAt(1, 1), cellAt(1, 5) }) {
            const QRectF r = geo.cellRect(c);
            QVERIFY(near(img.pixelColor(QPointF(r.left() + 4, r.top() + 4).toPoint()), marked, 3));
        }
        const QRectF r = geo.cellRect(cellAt(1, 2));
        QVERIFY(near(img.pixelColor(QPointF(r.left() + 4, r.top() + 4).toPoint()), grid.colours().board, 3));
    }

    void viewMenuSwitchesTheReading()
    {
        MainWindow window;
        window.resize(1200, 800);
        QVERIFY(window.loadText(QString::fromStdString(writeCandidates729(xyChainState()))));
        QCOMPARE(window.chainView(), ChainView::Chain); // the default
        QVERIFY(window.action(QStringLiteral("viewChain"))->isChecked());
        window.action(QStringLiteral("viewBoth"))->trigger();
        QCOMPARE(window.chainView(), ChainView::Both);
        window.action(QStringLiteral("viewSets"))->trigger();
        QCOMPARE(window.chainView(), ChainView::Sets);
    }

    void exportAndForumText()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 20000);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("grid.png")), svg = dir.filePath(QStringLiteral("grid.svg"));
        QVERIFY(window.exporter()->exportGrid(png));
        QVERIFY(window.exporter()->exportGrid(svg));
        QImage image(png);
        QCOMPARE(image.size(), window.grid()->size() * 2);
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        const QByteArray xml = svgFile.readAll();
        QVERIFY(xml.contains("<svg"));
        QVERIFY(xml.contains(QStringLiteral("width=\"%1").arg(window.grid()->width()).toLatin1()));
        QVERIFY(xml.size() > 10000);
        const QString dpng = dir.filePath(QStringLiteral("diagram.png"));
        QVERIFY(window.exporter()->exportDiagram(dpng));
        // At least the dock's size: wider or taller where the whole table needs it.
        const QSize exported = QImage(dpng).size();
        QVERIFY(
            exported.width() >= window.diagram()->width() * 2 && exported.height() >= window.diagram()->height() * 2);
        // The diagram alone, without the dock's "Copy as Text" button (still there afterwards).
        const QString dsvg = dir.filePath(QStringLiteral("diagram.svg"));
        QVERIFY(window.exporter()->exportDiagram(dsvg));
        QFile diagramSvg(dsvg);
        QVERIFY(diagramSvg.open(QIODevice::ReadOnly));
        const QByteArray diagramXml = diagramSvg.readAll();
        QVERIFY(diagramXml.contains("3C4")); // the table's text is there
        QVERIFY(!diagramXml.contains("Copy as Text"));
        auto* copyButton = window.diagram()->findChild<QToolButton*>();
        QVERIFY(copyButton && copyButton->isVisible());

        // Print to PDF: a one-page document with the grid and the diagram.
        auto printPdf = [&](QPrinter::PrinterMode mode, const QString& path) {
            QPrinter printer(mode);
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setOutputFileName(path);
            if (!window.exporter()->printTo(printer))
                return QByteArray();
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const QByteArray pdf = printPdf(QPrinter::ScreenResolution, dir.filePath(QStringLiteral("step.pdf")));
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.size() > 5000);

        // A printed page is vector output, not a page-size raster
        // (the printer's resolution made it a 2.8 MB image): no large image, the
        // grid's lines and the digits' outlines as paths in the page's content.
        QVERIFY(QDir().mkpath(QStringLiteral(SETWISE_TEST_OUT)));
        const QByteArray finePdfBytes
            = printPdf(QPrinter::HighResolution, QStringLiteral(SETWISE_TEST_OUT "/print_step.pdf")); // to look at
        QVERIFY(finePdfBytes.startsWith("%PDF-"));
        QVERIFY2(finePdfBytes.size() < 600 * 1024, QByteArray::number(finePdfBytes.size()));
        for (const QSize& image : pdfImages(finePdfBytes))
            QVERIFY2(image.width() * image.height() < 100 * 100,
                qPrintable(QStringLiteral("%1x%2 image").arg(image.width()).arg(image.height())));
        QByteArray content;
        for (const QByteArray& stream : pdfStreams(finePdfBytes))
            content += stream;
        QVERIFY(content.count(" re\n") > 40); // the shaded cells and the diagram's boxes
        QVERIFY(content.count(" l\n") > 1000 && content.count(" c\n") > 1000); // lines and the digits' curves

        const QString bb = window.exporter()->forumText(false), md = window.exporter()->forumText(true);
        QVERIFY(bb.startsWith(QStringLiteral("[b]X-Wing")));
        QVERIFY(bb.contains(QStringLiteral("[code]")) && bb.contains(QStringLiteral("[/code]")));
        QVERIFY(bb.contains(QStringLiteral("2 Truths = {3R1 3R7}")));
        QVERIFY(bb.contains(QStringLiteral("3C4")));
        QVERIFY(md.startsWith(QStringLiteral("**X-Wing")));
        QVERIFY(md.startsWith(QStringLiteral("**X-Wing: 3 r17 c49"))); // the title is HoDoKu's line, written once
    }
};

QTEST_MAIN(TstUiChain)
#include "tst_ui_chain.moc"
