// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow, part 4: getting things out (export as PNG/SVG, print, forum
// text) and the in-app help pages.
#include "ui/app/main_window.h"

#include "engine/diagram.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/text/step_text.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QSvgGenerator>

namespace setwise::ui
{

namespace
{

// Renders a widget as it is shown: PNG (twice the pixels, for print-sharp
// images) or SVG, by the file's suffix.
bool renderWidget(QWidget* w, const QString& path, const QString& title)
{
    const QSize size = w->size();
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        svg.setDescription(QCoreApplication::translate("setwise::ui::MainWindow", "Exported from Setwise"));
        QPainter p;
        if (!p.begin(&svg))
            return false;
        w->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
        return p.end();
    }
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::transparent);
    w->render(&image);
    return image.save(path, "PNG");
}

QString exportFilter()
{
    return QCoreApplication::translate("setwise::ui::MainWindow", "PNG image (*.png);;SVG drawing (*.svg)");
}

// A help page: rich text in a window that stays open beside the grid (not
// modal: the user reads it while trying). Asking again raises the open one.
void showHelpPage(QWidget* parent, const QString& name, const QString& title, const QString& html)
{
    auto* box = parent->findChild<QMessageBox*>(name, Qt::FindDirectChildrenOnly);
    if (!box) {
        box = new QMessageBox(parent);
        box->setObjectName(name);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::NonModal);
        box->setTextFormat(Qt::RichText);
        box->setStandardButtons(QMessageBox::Close);
    }
    box->setWindowTitle(title);
    box->setText(html);
    box->show();
    box->raise();
    box->activateWindow();
}

} // namespace

bool MainWindow::exportGrid(const QString& path)
{
    return renderWidget(m_grid, path, tr("Setwise grid"));
}

bool MainWindow::exportDiagram(const QString& path)
{
    return renderWidget(m_diagram, path, tr("Setwise equation diagram"));
}

void MainWindow::exportGridAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Grid"), tr("grid.png"), exportFilter());
    if (!path.isEmpty())
        showMessage(exportGrid(path) ? tr("Exported %1.").arg(path) : tr("Cannot write %1.").arg(path));
}

void MainWindow::exportDiagramAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Diagram"), tr("diagram.png"), exportFilter());
    if (!path.isEmpty())
        showMessage(exportDiagram(path) ? tr("Exported %1.").arg(path) : tr("Cannot write %1.").arg(path));
}

void MainWindow::print()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!printTo(printer))
        showMessage(tr("Printing failed."));
}

bool MainWindow::printTo(QPrinter& printer)
{
    // The grid on the upper part of the page, the diagram under it, both scaled to fit.
    QPainter p;
    if (!p.begin(&printer))
        return false;
    const QRect page = p.viewport();
    auto place = [&](QWidget* w, QRect area) {
        const QSize s = w->size().scaled(area.size(), Qt::KeepAspectRatio);
        p.save();
        p.translate(area.topLeft());
        p.scale(qreal(s.width()) / w->width(), qreal(s.height()) / w->height());
        w->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
        p.restore();
    };
    place(m_grid, QRect(page.topLeft(), QSize(page.width(), page.height() * 6 / 10)));
    if (shownStep())
        place(m_diagram,
            QRect(page.left(), page.top() + page.height() * 62 / 100, page.width(), page.height() * 38 / 100));
    return p.end();
}

QString MainWindow::forumText(bool markdown) const
{
    const Step* step = shownStep();
    if (!step)
        return {};
    QStringList lines;
    lines << qs(hodokuText(*step));
    if (step->setLogic) {
        lines << qs(truthsLinksText(*step)) << qs(bertText(*step)) << QString();
        lines << qs(renderText(makeDiagram(*step))).trimmed();
    } else {
        lines << qs(step->justification);
    }
    const QString body = lines.join(QLatin1Char('\n'));
    const QString title = stepSummary(*step);
    if (markdown)
        return QStringLiteral("**%1**\n\n```\n%2\n```\n").arg(title, body);
    return QStringLiteral("[b]%1[/b]\n[code]\n%2\n[/code]\n").arg(title, body);
}

void MainWindow::copyForumText(bool markdown)
{
    const QString text = forumText(markdown);
    if (text.isEmpty()) {
        showMessage(tr("No step is shown: ask for a hint first."));
        return;
    }
    QApplication::clipboard()->setText(text);
    showMessage(markdown ? tr("Copied the step as Markdown.") : tr("Copied the step as BBCode."));
}

void MainWindow::showKeyReference()
{
    showHelpPage(this, QStringLiteral("keysHelpPage"), tr("Keyboard and Mouse"),
        tr("<table cellspacing='4'>"
           "<tr><th colspan='2' align='left'>Grid</th></tr>"
           "<tr><td>Arrows, Home, End</td><td>move the cursor</td></tr>"
           "<tr><td>1 – 9</td><td>place a digit</td></tr>"
           "<tr><td>Ctrl+1 – 9, Shift+1 – 9</td><td>remove or restore a candidate</td></tr>"
           "<tr><td>0, '.', Delete, Backspace</td><td>clear the cell</td></tr>"
           "<tr><td>Click a candidate</td><td>highlight its digit (again: off)</td></tr>"
           "<tr><td>Ctrl+click</td><td>remove or restore that candidate</td></tr>"
           "<tr><td>Double-click</td><td>place that candidate</td></tr>"
           "<tr><td>Right-click</td><td>the cell's menu</td></tr>"
           "<tr><td>Click r1…c9…b9 labels</td><td>select a base or cover of the step, or pick a set</td></tr>"
           "<tr><th colspan='2' align='left'>Steps</th></tr>"
           "<tr><td>F2</td><td>hint: the technique, then its houses, then the step</td></tr>"
           "<tr><td>F3</td><td>show the next step</td></tr>"
           "<tr><td>F4 / Shift+F4 / Ctrl+F4</td><td>apply it / solve to the end / solve up to a technique</td></tr>"
           "<tr><td>F5</td><td>all steps here</td></tr>"
           "<tr><td>F6</td><td>explain the chosen candidate</td></tr>"
           "<tr><td>Esc</td><td>stop searching, clear highlights</td></tr>"
           "<tr><th colspan='2' align='left'>View</th></tr>"
           "<tr><td>Alt+1 – 9, Alt+0</td><td>digit filter, bivalue cells</td></tr>"
           "<tr><td>Ctrl+K</td><td>check against the solution</td></tr>"
           "<tr><td>Ctrl+Z, Ctrl+Shift+Z</td><td>undo, redo</td></tr>"
           "</table>"));
}

void MainWindow::showDiagramHelp()
{
    showHelpPage(this, QStringLiteral("diagramHelpPage"), tr("Reading the Diagram and Colours"),
        tr("<p>Every step is a set of <b>truths</b> (base sets: each holds exactly one true candidate) and "
           "<b>links</b> (cover sets: each holds at most one). A set is a cell, or one digit in a row, column or "
           "box: <code>3R1</code> is digit 3 in row 1, <code>R2C4</code> the cell r2c4.</p>"
           "<p><b>The equation diagram</b> has one row per truth and one column per link. A cell of the table lists "
           "the candidates the truth and the link share. Candidates in a truth but in no link are <b>fins</b>. "
           "<b>Rank</b> = links − truths: at rank 0 every candidate in a link outside the truths is false.</p>"
           "<p><b>On the grid</b>: truths are shaded and outlined solid, links shaded and outlined dashed; base "
           "candidates sit on discs; fins in square boxes (endo fins in double boxes); eliminations are struck "
           "through; placements are filled discs. A chain is drawn as arrows: strong links solid, weak links dashed; "
           "group nodes are boxed, ALS cells shaded (View ▸ Chain Steps Show).</p>"
           "<p><b>Mistakes</b>: a digit that repeats in a house or (with View ▸ Check Against the Solution) "
           "differs from the solution is red and underlined; a removed candidate the solution needs is ringed "
           "in red.</p>"
           "<p>Colour is never the only cue; Settings offers two colour-blind-safe schemes.</p>"));
}

} // namespace setwise::ui
