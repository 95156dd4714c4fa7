// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Getting a step out of the window: the grid or the diagram as PNG or SVG,
// a printed page (the grid and, under it, the shown step's diagram) and the
// step as forum text (BBCode or Markdown). Exports show the content only:
// the panels' own buttons ("Copy as Text") stay out of the picture.

#include <QObject>
#include <QString>

#include <functional>

class QPrinter;
class QWidget;

namespace setwise
{
struct Step;
}

namespace setwise::ui
{

class DiagramView;
class GridWidget;

class Exporter : public QObject
{
    Q_OBJECT
public:
    // shownStep: the step the grid and the diagram show now, or null.
    Exporter(QWidget* window, GridWidget* grid, DiagramView* diagram, std::function<const Step*()> shownStep);

    // The grid as shown, or the diagram, as PNG or SVG by the file's suffix.
    bool exportGrid(const QString& path);
    bool exportDiagram(const QString& path);
    // Prints the grid as shown and, under it, the shown step's diagram; false when the printer fails.
    bool printTo(QPrinter& printer);
    // The shown step as forum text: BBCode ([code] block) or Markdown (fenced); empty without a step.
    QString forumText(bool markdown) const;

    // The menu commands: a file dialog, the print dialog, the clipboard.
    void exportGridAs();
    void exportDiagramAs();
    void print();
    void copyForumText(bool markdown);

signals:
    void message(const QString& text);

private:
    QWidget* m_window;
    GridWidget* m_grid;
    DiagramView* m_diagram;
    std::function<const Step*()> m_shownStep;
};

} // namespace setwise::ui
