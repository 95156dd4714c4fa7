// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/export/exporter.h"

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
#include <QFontDatabase>
#include <QHeaderView>
#include <QImage>
#include <QLayout>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTableView>

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

// The grid's keyboard cursor is not part of an export or a print.
class CursorHidden
{
public:
    explicit CursorHidden(QWidget* w)
        : m_grid(qobject_cast<GridWidget*>(w))
    {
        if (m_grid) {
            m_shown = m_grid->cursorShown();
            m_grid->setCursorShown(false);
        }
    }
    ~CursorHidden()
    {
        if (m_grid)
            m_grid->setCursorShown(m_shown);
    }
    CursorHidden(const CursorHidden&) = delete;
    CursorHidden& operator=(const CursorHidden&) = delete;

private:
    GridWidget* m_grid;
    bool m_shown = true;
};

// The diagram at the size that shows its whole table (every row, the
// eliminations' row too) with no scroll bar, while it is rendered.
class WholeDiagram
{
public:
    explicit WholeDiagram(QWidget* w)
        : m_view(qobject_cast<DiagramView*>(w))
    {
        if (!m_view || !m_view->table())
            return;
        QTableView* t = m_view->table();
        m_size = m_view->size();
        m_vertical = t->verticalScrollBarPolicy();
        m_horizontal = t->horizontalScrollBarPolicy();
        t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        const int frame = 2 * t->frameWidth();
        const int width = t->verticalHeader()->width() + t->horizontalHeader()->length() + frame;
        const int height = t->horizontalHeader()->height() + t->verticalHeader()->length() + frame;
        const QSize grow(std::max(0, width - t->viewport()->width() - t->verticalHeader()->width() - frame),
            std::max(0, height - t->viewport()->height() - t->horizontalHeader()->height() - frame));
        if (!grow.isNull()) {
            m_view->resize(m_size + grow);
            if (m_view->layout())
                m_view->layout()->activate();
        }
        // The header and lemmas above the table, all of them (the view's body scrolls).
        if (const int more = m_view->hiddenHeight(); more > 0) {
            m_view->resize(m_view->width(), m_view->height() + more);
            if (m_view->layout())
                m_view->layout()->activate();
        }
    }
    ~WholeDiagram()
    {
        if (!m_view || !m_view->table())
            return;
        m_view->table()->setVerticalScrollBarPolicy(m_vertical);
        m_view->table()->setHorizontalScrollBarPolicy(m_horizontal);
        if (m_view->size() != m_size) {
            m_view->resize(m_size);
            if (m_view->layout())
                m_view->layout()->activate();
        }
    }
    WholeDiagram(const WholeDiagram&) = delete;
    WholeDiagram& operator=(const WholeDiagram&) = delete;

private:
    DiagramView* m_view;
    QSize m_size;
    Qt::ScrollBarPolicy m_vertical = Qt::ScrollBarAsNeeded;
    Qt::ScrollBarPolicy m_horizontal = Qt::ScrollBarAsNeeded;
};

// Records a widget as it is shown, buttons left out, as an SVG drawing: its
// own paint code as vector paths and text.
bool recordSvg(QWidget* w, QIODevice* out, const QString& title)
{
    const ButtonsHidden hidden(w);
    const CursorHidden cursor(w);
    const WholeDiagram whole(w);
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
    const CursorHidden cursor(w);
    const WholeDiagram whole(w);
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
    // The step's text on top, the grid under it, then the whole diagram and
    // the implication tree as text: real text with a font, selectable in a PDF.
    QPainter p;
    if (!p.begin(&printer))
        return false;
    const QRect full = p.viewport();
    const Step* step = m_shownStep();
    QFont body = QApplication::font();
    body.setPointSizeF(10);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(8);
    int top = full.top();
    auto writeText = [&](const QString& text, const QFont& font, int maxHeight) {
        p.setFont(font);
        const QRect area(full.left(), top, full.width(), std::max(0, std::min(maxHeight, full.bottom() - top)));
        const QRect used = p.boundingRect(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
        p.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
        top += std::min(used.height(), area.height()) + p.fontMetrics().height() / 2;
    };
    if (step)
        writeText(stepSummary(*step), body, full.height() / 8);
    const QRect page(full.left(), top, full.width(), full.bottom() - top);
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
    const int gridHeight = step ? page.height() * 55 / 100 : page.height();
    place(m_grid, QRect(page.topLeft(), QSize(page.width(), gridHeight)));
    top = page.top() + gridHeight + p.fontMetrics().height();
    if (step) {
        QString text = qs(renderText(makeDiagram(*step)));
        const std::vector<std::string> tree = forcingChainLines(*step);
        if (!tree.empty()) {
            text += QStringLiteral("\n\n") + tr("Implication tree:");
            for (const std::string& line : tree)
                text += QStringLiteral("\n  ") + qs(line);
        }
        writeText(text, mono, full.bottom() - top);
    }
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
