// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's status bar: the latest message in a place of its own; the
// search progress (after a moment, with a cancel button) apart from it; and
// the live facts in sunken panels: the shown step, the counts of the state
// shown, the solution count. Nothing is drawn over anything else.

#include "engine/bitset.h"

#include <QObject>
#include <QString>

class QLabel;
class QProgressBar;
class QStatusBar;
class QTimer;
class QToolButton;

namespace setwise
{
class State;
}

namespace setwise::ui
{

class HintController;

class StatusArea : public QObject
{
    Q_OBJECT
public:
    StatusArea(QStatusBar* bar, HintController* hints, QObject* parent);

    void showMessage(const QString& text, int ms = 6000);
    // The counts of the state shown; with own pencilmarks shown (marks not
    // null), the marks in its empty cells instead of its candidates: the
    // count says what the grid shows (the candidates' count in the tooltip).
    void showCounts(const State& s, const CandidateSet* marks = nullptr);
    void showSolutions(const QString& text, bool bad, const QString& why);
    // The shown step in one line (elided, whole in the tooltip); empty clears it.
    void showStep(const QString& facts, const QString& tooltip);

    QLabel* messageLabel() const { return m_message; }
    QLabel* busyLabel() const { return m_busyLabel; }
    // What the busy indicator says ("Solving… 12 steps found"), empty while hidden.
    QString busyText() const;
    QString countsText() const;
    QString solutionText() const;
    QString stepText() const;

private:
    void updateBusy();

    HintController* m_hints;
    QLabel* m_message;
    QTimer* m_messageTimer;
    QLabel* m_counts;
    QLabel* m_solutions;
    QLabel* m_step;
    QLabel* m_busyLabel;
    QProgressBar* m_busyBar;
    QToolButton* m_busyCancel;
    QTimer* m_busyTimer; // progress shows after a moment, not for every quick answer
    QTimer* m_progressTimer; // refreshes the busy label while shown
};

} // namespace setwise::ui
