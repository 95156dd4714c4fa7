// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/exporter.h"

#include "engine/diagram.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/text/forum_text.h"
#include "ui/text/step_text.h"

#include <QAbstractButton>
#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QSvgGenerator>
#include <QSvgRenderer>

namespace setwise::ui
{

namespace
{

// The buttons inside a widget, hidden while it is rendered for an export.
class ButtonsHidden
{
public:
    explicit ButtonsHidden(QWidget* w)
    {
        for (QAbstractButton* b : w->findChildren<QAbstractButton*>())
            if (b->isVisible() && !b->inherits("QTabBar")) {
                b->setVisible(false);
                m_hidden << b;
            }
    }
    ~ButtonsHidden()
    {
        for (QAbstractButton* b : m_hidden)
            b->setVisible(true);
    }
    ButtonsHidden(const ButtonsHidden&) = delete;
    ButtonsHidden& operator=(const ButtonsHidden&) = delete;

private:
    QList<QAbstractButton*> m_hidden;
};

// Records a widget as it is shown, buttons left out, as an SVG drawing: its
// own paint code as vector paths and text.
bool recordSvg(QWidget* w, QIODevice* out, const QString& title)
{
    const ButtonsHidden hidden(w);
    const QSize size = w->size();
    QSvgGenerator svg;
    svg.setOutputDevice(out);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(title);
    svg.setDescription(Exporter::tr("Exported from Setwise"));
    QPainter p;
    if (!p.begin(&svg))
        return false;
    w->render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
    return p.end();
}

// Renders a widget as it is shown: PNG (twice the pixels, for print-sharp
// images) or SVG, by the file's suffix.
bool renderWidget(QWidget* w, const QString& path, const QString& title)
{
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && recordSvg(w, &file, title);
    }
    const ButtonsHidden hidden(w);
    QImage image(w->size() * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::transparent);
    w->render(&image);
    return image.save(path, "PNG");
}

QString exportFilter()
{
    return Exporter::tr("PNG image (*.png);;SVG drawing (*.svg)");
}

} // namespace

Exporter::Exporter(QWidget* window, GridWidget* grid, DiagramView* diagram, std::function<const Step*()> shownStep)
    : QObject(window)
    , m_window(window)
    , m_grid(grid)
    , m_diagram(diagram)
    , m_shownStep(std::move(shownStep))
{
}

bool Exporter::exportGrid(const QString& path)
{
    return renderWidget(m_grid, path, tr("Setwise grid"));
}

bool Exporter::exportDiagram(const QString& path)
{
    return renderWidget(m_diagram, path, tr("Setwise equation diagram"));
}

void Exporter::exportGridAs()
{
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Grid"), tr("grid.png"), exportFilter());
    if (!path.isEmpty())
        emit message(exportGrid(path) ? tr("Exported %1.").arg(path) : tr("Cannot write %1.").arg(path));
}

void Exporter::exportDiagramAs()
{
    const QString path
        = QFileDialog::getSaveFileName(m_window, tr("Export Diagram"), tr("diagram.png"), exportFilter());
    if (!path.isEmpty())
        emit message(exportDiagram(path) ? tr("Exported %1.").arg(path) : tr("Cannot write %1.").arg(path));
}

void Exporter::print()
{
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (!printTo(printer))
        emit message(tr("Printing failed."));
}

bool Exporter::printTo(QPrinter& printer)
{
    // The grid on the upper part of the page, the diagram under it, both scaled to fit.
    QPainter p;
    if (!p.begin(&printer))
        return false;
    const QRect page = p.viewport();
    // QWidget::render() onto a printer paints into a pixmap first (a raster
    // page of megabytes); recorded as SVG and replayed, the widgets' own paint
    // code reaches the page as vector paths and text.
    auto place = [&](QWidget* w, QRect area) {
        QByteArray svg;
        QBuffer buffer(&svg);
        if (!buffer.open(QIODevice::WriteOnly) || !recordSvg(w, &buffer, QString()))
            return;
        const QSize s = w->size().scaled(area.size(), Qt::KeepAspectRatio);
        QSvgRenderer(svg).render(&p, QRectF(area.topLeft(), s));
    };
    place(m_grid, QRect(page.topLeft(), QSize(page.width(), page.height() * 6 / 10)));
    if (m_shownStep())
        place(m_diagram,
            QRect(page.left(), page.top() + page.height() * 62 / 100, page.width(), page.height() * 38 / 100));
    return p.end();
}

QString Exporter::forumText(bool markdown) const
{
    const Step* step = m_shownStep();
    return step ? ui::forumText(*step, m_grid->state(), markdown) : QString();
}

void Exporter::copyForumText(bool markdown)
{
    const QString text = forumText(markdown);
    if (text.isEmpty()) {
        emit message(tr("No step is shown: ask for a hint first."));
        return;
    }
    QApplication::clipboard()->setText(text);
    emit message(markdown ? tr("Copied the step as Markdown.") : tr("Copied the step as BBCode."));
}

} // namespace setwise::ui
