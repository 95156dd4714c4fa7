// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the grid, the diagram, the implication tree, the status bar and the
// banner show. The last source the user touched wins (a hint, an entry of
// All Steps or of the path, the user's sets); refreshDisplay() draws it. The
// banner explains dead ends, puzzles with several solutions and states with
// none where the user looks; mistakes are marked against the solution.

#include "engine/types.h"
#include "ui/grid/highlight.h"

#include <QObject>
#include <QString>

class QDockWidget;

namespace setwise
{
struct Step;
}

namespace setwise::ui
{

class Actions;
class Banner;
class DiagramView;
class FilterBar;
class ForcingTreeView;
class GridWidget;
class HintController;
class MistakeMarker;
class PathPanel;
class Session;
class SetsPanel;
class SolutionChecker;
class StatusArea;
class StepsPanel;

class DisplayController : public QObject
{
    Q_OBJECT
public:
    enum class Source { None, Hint, AllSteps, Path, Sets };
    struct Parts {
        Session* session;
        HintController* hints;
        SolutionChecker* checker; // the state shown
        SolutionChecker* puzzleChecker; // the puzzle (its givens; a candidate grid as loaded): its own solution
        GridWidget* grid;
        Banner* banner;
        DiagramView* diagram;
        ForcingTreeView* forcingTree;
        StatusArea* status;
        PathPanel* path;
        StepsPanel* steps;
        SetsPanel* sets;
        FilterBar* filter;
        QDockWidget* setsDock;
        QDockWidget* forcingDock;
        Actions* actions;
        MistakeMarker* mistakes; // when mistakes show (Settings ▸ Solving)
    };
    // Connects itself to the parts' signals.
    DisplayController(const Parts& parts, QObject* parent);

    Source source() const { return m_source; }
    void setSource(Source source);
    // The step the grid and the diagram show, or null.
    const Step* shownStep() const;
    // The diagram of the shown step: the Sets panel's for the user's sets.
    DiagramView* shownDiagram() const;
    void refreshDisplay();
    void viewPathEntry(int historyIndex);
    ChainView chainView() const { return m_chainView; }
    void setChainView(ChainView view);
    void setDigitFilter(Digit d, bool bivalue);
    // Nothing of the previous puzzle carries over: highlights, picks, sets, hints.
    void resetForNewPuzzle();
    // Esc: stops the searches and returns to the current state without highlights.
    void escape();
    void showMessage(const QString& text, int ms = 6000);

    // The counts and the solution count of the state shown, in the status bar.
    void updateFacts();
    void showDeadEnd();
    // True (and the banner says why) when the state has no solution.
    bool refuseWhileUnsolvable();

signals:
    // A forcing step is shown in full; its Implication Tree was raised.
    void forcingStepShown();

private:
    void updateMistakes();
    void showNoSolution();
    // The puzzle (its givens) has several solutions: what that means, instead of a dead end.
    void showSeveralSolutions();
    void connectParts();

    Parts m_parts;
    Source m_source = Source::None;
    int m_pathRow = -1; // the path entry being viewed (a history index)
    ChainView m_chainView = ChainView::Chain; // chain steps read best as their chain
};

} // namespace setwise::ui
