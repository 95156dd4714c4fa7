// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which mistakes the grid marks, and when (Settings ▸ Solving ▸ Mistakes).
// A mistake is a placed digit that differs from the puzzle's solution, or a
// removed solution candidate of an empty cell; in manual candidate mode, a
// cell the user has pencilled without the solution's digit.
//
//   Continuous (the default, as before): marked while "Check Against the
//   Solution" is on, and at once whenever the state has no solution (the
//   banner says so and names the cause).
//   On request: nothing shows and nothing is announced until the user asks:
//   View ▸ Show Mistakes Now marks them until the next change (the toggle
//   still checks continuously, since turning it on is asking).

#include "engine/state.h"
#include "ui/grid/grid_overlay.h"

#include <QObject>

namespace setwise::ui
{

class Session;
class SolutionChecker;

class MistakeMarker : public QObject
{
    Q_OBJECT
public:
    enum class Policy { Continuous, OnRequest };

    // puzzle: the checker of the givens alone (the solution to compare with).
    MistakeMarker(Session* session, SolutionChecker* puzzle, QObject* parent = nullptr);

    void setPolicy(Policy policy);
    Policy policy() const { return m_policy; }
    // A state without solution is marked and announced as it happens.
    bool announcesAtOnce() const { return m_policy == Policy::Continuous; }

    // What to mark on the grid showing `shown`: checking is the toggle's
    // state, unsolvable whether the current state has no solution.
    Mistakes mistakes(const State& shown, bool checking, bool unsolvable) const;
    // Show Mistakes Now: marks the current mistakes until the next change and
    // says how many there are.
    void showNow();
    bool isShowingNow() const;

signals:
    void changed(); // what mistakes() gives may have changed
    void message(const QString& text);

private:
    Mistakes found(const State& s) const;

    Session* m_session;
    SolutionChecker* m_puzzle;
    Policy m_policy = Policy::Continuous;
    bool m_now = false;
    State m_nowState; // the state and marks Show Mistakes Now was asked for
    CandidateSet m_nowMarks;
};

} // namespace setwise::ui
