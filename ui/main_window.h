// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

namespace setwise::ui {

class GridWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Loads a state in any text format; false (and nothing changed) on bad input.
    bool loadText(const QString& text, QString* error = nullptr);
    GridWidget* grid() const { return m_grid; }

private:
    GridWidget* m_grid;
};

// The puzzles of resources/examples.txt as (name, puzzle) pairs.
QList<QPair<QString, QString>> examplePuzzles();

} // namespace setwise::ui
