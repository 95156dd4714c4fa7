// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The workbench window: the candidate grid in the centre; docks for the
// solution path, all steps here, the equation diagram and the user's sets;
// menus, toolbar and a status bar with live facts. It wires the parts
// together and decides what the grid shows; the session changes the state.

#include "engine/step.h"
#include "ui/app/app_settings.h"
#include "ui/app/state_io.h"
#include "ui/grid/highlight.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QListView;
class QMenu;
class QTableView;
class QTimer;

namespace setwise::ui
{

class Banner;
class DiagramView;
class Documents;
class Exporter;
class FilterBar;
class ForcingTreeView;
class GridWidget;
class HintController;
class PathPanel;
class RatingPanel;
class Session;
class SetsPanel;
class SolutionChecker;
class StatusArea;
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
    Documents* documents() const { return m_documents; }
    Exporter* exporter() const { return m_exporter; }

    Session* session() const { return m_session; }
    GridWidget* grid() const { return m_grid; }
    DiagramView* diagram() const { return m_diagram; }
    ForcingTreeView* forcingTree() const { return m_forcingTree; }
    SetsPanel* setsPanel() const { return m_sets; }
    HintController* hints() const { return m_hints; }
    SolutionChecker* checker() const { return m_checker; }
    StepsModel* stepsModel() const;
    RatingPanel* ratingPanel() const;
    QTableView* stepsView() const;
    QListView* pathView() const;
    // Actions by object name ("undo", "nextHint", ...), for tests and the toolbar.
    QAction* action(const QString& name) const;
    QString solutionText() const;
    QString factsText() const;
    QString stepFactsText() const;
    Banner* banner() const { return m_banner; }
    QLabel* messageLabel() const;
    QLabel* busyLabel() const;
    QDockWidget* dock(const QString& name) const;
    ChainView chainView() const { return m_chainView; }
    void setChainView(ChainView view);
    // The first-start layout for a window of this size (docks tabified on small screens).
    void applyDefaultLayout();

protected:
    void closeEvent(QCloseEvent* event) override;
    // Drag and drop: a file opens, text is read as a state.
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // What the grid and the diagram show; the last source the user touched wins.
    enum class Source { None, Hint, AllSteps, Path, Sets };

    // main_window.cpp: construction.
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    void createStatusBar();
    QAction* makeAction(
        const char* name, const QString& text, const QString& icon = {}, const QKeySequence& shortcut = {});
    void createToolsActions();
    void restoreLayout();

    // main_window_ops.cpp: behaviour.
    void connectParts();
    void refreshDisplay();
    void setSource(Source source);
    void updateFacts();
    void showMessage(const QString& text, int ms = 6000);
    // main_window_display.cpp: the banner and the mistakes.
    void showDeadEnd();
    void showNoSolution();
    // The puzzle (its givens) has several solutions: what that means, instead of a dead end.
    void showSeveralSolutions();
    void updateMistakes();
    bool refuseWhileUnsolvable();
    // Runs a hint action unless the state has no solution (then the banner says why).
    void gatedHint(void (HintController::*slot)());
    void resetForNewPuzzle();
    void setDigitFilter(Digit d, bool bivalue);
    void enableAllTechniques();
    void explainChosen();
    void chooseSolveUpTo();
    void onCellClicked(Cell c, Candidate x, Qt::KeyboardModifiers modifiers);
    void onHouseClicked(House h, Qt::KeyboardModifiers modifiers);
    void onDigitTyped(Cell c, Digit d);
    void onClearRequested(Cell c);
    void onToggleCandidate(Candidate x);
    void onStepsSelectionChanged();
    void viewPathEntry(int historyIndex);
    void newPuzzle();
    void generatePuzzle();
    void openSettings();
    void escape();
    void updateTitle();
    const Step* shownStep() const;

    Session* m_session;
    HintController* m_hints;
    SolutionChecker* m_checker;
    SolutionChecker* m_puzzleChecker; // the givens alone: the puzzle's own solution
    GridWidget* m_grid;
    Banner* m_banner;
    DiagramView* m_diagram;
    SetsPanel* m_sets;
    Documents* m_documents;
    Exporter* m_exporter = nullptr;
    PathPanel* m_path = nullptr;
    StepsPanel* m_steps = nullptr;
    FilterBar* m_filter = nullptr;
    StatusArea* m_status = nullptr;
    QDockWidget* m_pathDock = nullptr;
    QDockWidget* m_stepsDock = nullptr;
    QDockWidget* m_diagramDock = nullptr;
    QDockWidget* m_setsDock = nullptr;
    QDockWidget* m_summaryDock = nullptr;
    ForcingTreeView* m_forcingTree = nullptr; // the implication tree of a forcing step
    QDockWidget* m_forcingDock = nullptr;
    SummaryPanel* m_summary = nullptr; // ratings and the path summary
    QMenu* m_examplesMenu = nullptr;
    QTimer* m_allStepsTimer = nullptr;

    AppSettings m_settings;
    Source m_source = Source::None;
    int m_pathRow = -1; // the path entry being viewed
    bool m_announceAllSteps = false; // say how many steps "Find All Steps Here" found
    QByteArray m_defaultLayout;
    bool m_layoutRestored = false; // a saved layout was restored at start
    bool m_firstShow = true;
    ChainView m_chainView = ChainView::Chain; // chain steps read best as their chain (issue 26)
};

} // namespace setwise::ui
