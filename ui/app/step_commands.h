// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Step menu's commands: the hints (paused while the state has no
// solution: the banner says why), Find All Steps Here (searched again after
// each change while its dock is open), Explain a Candidate and Solve Up To.

#include <QObject>

class QDockWidget;
class QTimer;
class QWidget;

namespace setwise::ui
{

class Actions;
class Banner;
class DisplayController;
class GridWidget;
class HintController;
class Session;
class SolutionChecker;

class StepCommands : public QObject
{
    Q_OBJECT
public:
    struct Parts {
        Session* session;
        HintController* hints;
        SolutionChecker* checker;
        GridWidget* grid;
        Banner* banner;
        DisplayController* display;
        QDockWidget* stepsDock;
        Actions* actions;
    };
    // window: the dialogs' parent. Wires the Step menu's actions.
    StepCommands(const Parts& parts, QWidget* window);

    // Runs a hint action unless the state has no solution (then the banner says why).
    void gatedHint(void (HintController::*slot)());

private:
    void findAllSteps();
    // The candidate clicked in the grid, else the cursor cell's filter digit, else one asked for.
    void explainChosen();
    void chooseSolveUpTo();

    Parts m_parts;
    QWidget* m_window;
    QTimer* m_allStepsTimer;
    bool m_announceAllSteps = false; // say how many steps "Find All Steps Here" found
};

} // namespace setwise::ui
