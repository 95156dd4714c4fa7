// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The workbench window: the candidate grid in the centre; docks for the
// solution path, all steps here, the equation diagram and the user's sets;
// menus, toolbar and a status bar with live facts. It wires the parts
// together and decides what the grid shows; the session changes the state.

#include "engine/step.h"
#include "ui/app/app_settings.h"
#include "ui/grid/highlight.h"
#include "ui/app/state_io.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QListView;
class QMenu;
class QPrinter;
class QProgressBar;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolButton;

namespace setwise::ui
{

class Banner;
class DiagramView;
class ForcingTreeView;
class GridWidget;
class HintController;
class PathModel;
class RatingPanel;
class Session;
class SetsPanel;
class SolutionChecker;
class StepsModel;
class SummaryModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Loads a state in any text format as a new puzzle; false (and nothing changed) on bad input.
    bool loadText(const QString& text, QString* error = nullptr, const QString& name = {});
    bool openFile(const QString& path);
    // The first puzzle of the Examples menu (what a plain start shows).
    void loadFirstExample();
    bool saveFile(const QString& path, TextFormat format = TextFormat::LibraryLine);
    void applySettings(const AppSettings& settings);

    Session* session() const { return m_session; }
    GridWidget* grid() const { return m_grid; }
    DiagramView* diagram() const { return m_diagram; }
    ForcingTreeView* forcingTree() const { return m_forcingTree; }
    SetsPanel* setsPanel() const { return m_sets; }
    HintController* hints() const { return m_hints; }
    SolutionChecker* checker() const { return m_checker; }
    StepsModel* stepsModel() const { return m_stepsModel; }
    RatingPanel* ratingPanel() const { return m_ratingPanel; }
    QTableView* stepsView() const { return m_stepsView; }
    QListView* pathView() const { return m_pathView; }
    // Actions by object name ("undo", "nextHint", ...), for tests and the toolbar.
    QAction* action(const QString& name) const;
    QString solutionText() const;
    QString factsText() const;
    QString stepFactsText() const;
    Banner* banner() const { return m_banner; }
    QLabel* messageLabel() const { return m_message; }
    QLabel* busyLabel() const { return m_busyLabel; }
    QDockWidget* dock(const QString& name) const;
    ChainView chainView() const { return m_chainView; }
    void setChainView(ChainView view);
    // Export (main_window_tools.cpp): the grid as shown, or the diagram, as PNG or SVG by suffix.
    bool exportGrid(const QString& path);
    bool exportDiagram(const QString& path);
    // The shown step as forum text: BBCode ([code] block) or Markdown (fenced).
    QString forumText(bool markdown) const;
    // Prints the grid as shown and, under it, the shown step's diagram; false when the printer fails.
    bool printTo(QPrinter& printer);
    // The first-start layout for a window of this size (docks tabified on small screens).
    void applyDefaultLayout();

protected:
    void closeEvent(QCloseEvent* event) override;
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
    void createFilterBar();
    void restoreLayout();

    // main_window_ops.cpp: behaviour.
    void connectParts();
    void refreshDisplay();
    void setSource(Source source);
    void updateFacts();
    void updateBusy();
    void showMessage(const QString& text, int ms = 6000);
    // main_window_display.cpp: the banner and the mistakes.
    void showDeadEnd();
    void showNoSolution();
    void updateMistakes();
    bool refuseWhileUnsolvable();
    // Runs a hint action unless the state has no solution (then the banner says why).
    void gatedHint(void (HintController::*slot)());
    void resetForNewPuzzle();
    void syncFilterActions();
    void setDigitFilter(Digit d, bool bivalue);
    void enableAllTechniques();
    void explainChosen();
    void chooseSolveUpTo();
    // main_window_tools.cpp: export, print, help.
    void exportGridAs();
    void exportDiagramAs();
    void print();
    void copyForumText(bool markdown);
    void showKeyReference();
    void showDiagramHelp();
    void onCellClicked(Cell c, Candidate x, Qt::KeyboardModifiers modifiers);
    void onHouseClicked(House h, Qt::KeyboardModifiers modifiers);
    void onDigitTyped(Cell c, Digit d);
    void onClearRequested(Cell c);
    void onToggleCandidate(Candidate x);
    void onStepsSelectionChanged();
    void onPathActivated(const QModelIndex& index);
    void newPuzzle();
    void open();
    bool save();
    bool saveAs();
    void paste();
    void copyAs(TextFormat format);
    void openSettings();
    void about();
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
    PathModel* m_pathModel;
    QListView* m_pathView = nullptr;
    StepsModel* m_stepsModel;
    QSortFilterProxyModel* m_stepsProxy;
    QTableView* m_stepsView = nullptr;
    QDockWidget* m_pathDock = nullptr;
    QDockWidget* m_stepsDock = nullptr;
    QDockWidget* m_diagramDock = nullptr;
    QDockWidget* m_setsDock = nullptr;
    QDockWidget* m_summaryDock = nullptr;
    ForcingTreeView* m_forcingTree = nullptr; // the implication tree of a forcing step
    QDockWidget* m_forcingDock = nullptr;
    SummaryModel* m_summaryModel = nullptr;
    RatingPanel* m_ratingPanel = nullptr; // in the Summary dock; owns "replaceByOptimised"
    QLabel* m_message = nullptr; // the latest message, in its own place in the status bar
    QTimer* m_messageTimer = nullptr;
    QActionGroup* m_filterGroup = nullptr;
    QMenu* m_examplesMenu = nullptr;
    QLabel* m_facts = nullptr;
    QLabel* m_solutions = nullptr;
    QLabel* m_stepFacts = nullptr;
    QLabel* m_busyLabel = nullptr;
    QProgressBar* m_busyBar = nullptr;
    QToolButton* m_busyCancel = nullptr;
    QTimer* m_busyTimer = nullptr;
    QTimer* m_progressTimer = nullptr; // refreshes the busy label while shown
    QTimer* m_allStepsTimer = nullptr;

    AppSettings m_settings;
    Source m_source = Source::None;
    std::optional<Step> m_previewStep; // the selected "all steps here" step
    int m_pathRow = -1; // the path entry being viewed
    bool m_announceAllSteps = false; // say how many steps "Find All Steps Here" found
    QString m_filePath;
    QByteArray m_defaultLayout;
    bool m_layoutRestored = false; // a saved layout was restored at start
    bool m_firstShow = true;
    ChainView m_chainView = ChainView::Both;
};

} // namespace setwise::ui
