// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The session: the one UI object that changes the resolution state (STYLE
// habit 10). Every change is a QUndoCommand on its one QUndoStack, so the
// undo stack is also the history the path list shows: loaded puzzles,
// manual edits and applied steps, each with the state before and after.

#include "engine/step.h"

#include <QObject>
#include <QString>

#include <optional>

class QUndoStack;

namespace setwise::ui
{

struct HistoryEntry {
    enum class Kind { Load, Edit, Step };
    Kind kind = Kind::Edit;
    State before;
    State after;
    std::optional<Step> step; // for Kind::Step
    QString text; // what the undo action and the path list say
};

class Session : public QObject
{
    Q_OBJECT
public:
    explicit Session(QObject* parent = nullptr);

    const State& state() const { return m_state; }
    QUndoStack* undoStack() const { return m_undo; }

    // Each call below pushes one undoable command, or returns false and changes nothing.
    bool load(const State& state, const QString& what);
    bool placeDigit(Cell c, Digit d);
    bool clearCell(Cell c);
    // Removes a live candidate or restores a removed one (not when a filled peer holds its digit).
    bool toggleCandidate(Candidate x);
    // Entering a puzzle: sets or clears (d = kNoDigit) a given; the candidates are
    // computed afresh from the givens and placed digits.
    bool setGiven(Cell c, Digit d);
    bool applyStep(const Step& step);
    // Back to the givens (keeps the history, so it can be undone).
    bool restart();

    // The history, oldest first; entries at index() and later are undone (redo-able).
    int historySize() const;
    const HistoryEntry& historyEntry(int i) const;
    int historyIndex() const;
    // The current puzzle's part of the history: from its Load entry (or 0) up
    // to the next Load entry (or the end). The path list shows only this part.
    int puzzleBegin() const;
    int puzzleEnd() const;

signals:
    void stateChanged();
    void historyChanged();

private:
    friend class SessionCommand;
    bool push(HistoryEntry entry);
    void setState(const State& state);

    State m_state;
    QUndoStack* m_undo;
};

// The state of the givens and (if asked) placed digits of s, every candidate
// that no filled cell excludes.
State rebuiltFromDigits(const State& s, bool keepPlaced);

} // namespace setwise::ui
