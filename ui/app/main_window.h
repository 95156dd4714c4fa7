// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The workbench window: the candidate grid in the centre; docks for the
// solution path, all steps here, the equation diagram and the user's sets;
// menus, toolbar and a status bar with live facts. It builds the parts and
// wires them; each part owns its behaviour:
//
//   Actions ── menus, toolbar        DockLayout ── docks, saved layout
//   DisplayController ── what the grid, diagram, status bar, banner show
//   EditController ── grid input → Session    StepCommands ── Step menu
//   Documents ── open/save/paste    Exporter ── export, print, forum text

#include "ui/common/state_io.h"
#include "ui/grid/highlight.h"
#include "ui/settings/app_settings.h"

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QListView;
class QTreeView;

namespace setwise::ui
{

class Actions;
class Banner;
class DiagramView;
class DisplayController;
class DockLayout;
class Documents;
class Exporter;
class FilterBar;
class ForcingTreeView;
class GridWidget;
class HintController;
class ManualMarks;
class MistakeMarker;
class PathPanel;
class RatingPanel;
class Session;
class SetsPanel;
class SettingsController;
class SolutionChecker;
class StatusArea;
class StepCommands;
class StepsModel;
class StepsPanel;
class SummaryPanel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Loads a state in any text format as a new puzzle; false (and nothing changed) on bad input.
    bool loadText(const QString& text, QString* error = nullptr, const QString& name = {});
    // False, and the old state kept, when the file cannot be read or parsed (a dialog says why).
    bool openFile(const QString& path);
    // The first puzzle of the Examples menu (what a plain start shows).
    void loadFirstExample();
    bool saveFile(const QString& path, TextFormat format = TextFormat::LibraryLine);
    void applySettings(const AppSettings& settings);

    // The parts, for tests.
    Documents* documents() const { return m_documents; }
    Exporter* exporter() const { return m_exporter; }
    Session* session() const { return m_session; }
    GridWidget* grid() const { return m_grid; }
    DiagramView* diagram() const { return m_diagram; }
    ForcingTreeView* forcingTree() const { return m_forcingTree; }
    SetsPanel* setsPanel() const { return m_sets; }
    HintController* hints() const { return m_hints; }
    SolutionChecker* checker() const { return m_checker; }
    Banner* banner() const { return m_banner; }
    StepsModel* stepsModel() const;
    RatingPanel* ratingPanel() const;
    QTreeView* stepsView() const;
    QListView* pathView() const;
    // Actions by object name ("undo", "nextHint", ...), for tests and the toolbar.
    QAction* action(const QString& name) const;
    QString solutionText() const;
    QString factsText() const;
    QString stepFactsText() const;
    QLabel* messageLabel() const;
    QLabel* busyLabel() const;
    QDockWidget* dock(const QString& name) const;
    ChainView chainView() const;
    void setChainView(ChainView view);
    // The first-start layout for a window of this size (docks tabified on small screens).
    void applyDefaultLayout();

protected:
    void closeEvent(QCloseEvent* event) override;
    // Drag and drop: a file opens, text is read as a state.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void connectParts();
    void newPuzzle();
    void generatePuzzle();

    Session* m_session;
    HintController* m_hints;
    ManualMarks* m_manualMarks = nullptr; // View ▸ Own Pencilmarks and its Edit commands
    MistakeMarker* m_mistakes = nullptr; // when mistakes show (Settings ▸ Solving)
    SolutionChecker* m_checker;
    SolutionChecker* m_puzzleChecker; // the puzzle (its givens; a candidate grid as loaded): its own solution
    GridWidget* m_grid;
    Banner* m_banner;
    DiagramView* m_diagram;
    SetsPanel* m_sets;
    Documents* m_documents;
    SummaryPanel* m_summary; // ratings and the path summary
    PathPanel* m_path;
    StepsPanel* m_steps;
    ForcingTreeView* m_forcingTree; // the implication tree of a forcing step
    Actions* m_actions;
    Exporter* m_exporter = nullptr;
    FilterBar* m_filter = nullptr;
    StatusArea* m_status = nullptr;
    DockLayout* m_layout = nullptr;
    DisplayController* m_display = nullptr;
    StepCommands* m_commands = nullptr;
    SettingsController* m_settings = nullptr;
};

} // namespace setwise::ui
