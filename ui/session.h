// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The session: the one UI object that changes the resolution state (STYLE
// habit 10). Every change is a QUndoCommand on its one QUndoStack, so the
// undo stack is also the history the path list shows: loaded puzzles,
// manual edits and applied steps, each with the state before and after.

#include "engine/step.h"
#include "ui/highlight.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QUndoStack;

namespace setwise::ui
{

struct HistoryEntry {
    enum class Kind { Load, Edit, Step, Colour, Path };
    Kind kind = Kind::Edit;
    State before;
    State after;
    std::optional<Step> step; // for Kind::Step
    QString text; // what the undo action and the path list say
    UserColours coloursBefore; // the colouring goes with the state
    UserColours coloursAfter;
    std::vector<Step> path; // for Kind::Path: the steps, in order, from the puzzle's start
};

class Session : public QObject
{
    Q_OBJECT
public:
    explicit Session(QObject* parent = nullptr);

    const State& state() const { return m_state; }
    const UserColours& colours() const { return m_colours; }
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
    // Replaces the path: back to `start` and through all of `steps`, as one
    // command (Undo brings the state before it back exactly).
    bool replacePath(const State& start, const std::vector<Step>& steps, const QString& text);
    // Back to the givens (keeps the history, so it can be undone).
    bool restart();
    // Colours a cell (x < 0) or a candidate with colour 1..4, or clears it
    // (colour 0); colouring an item with its own colour clears it. Undoable.
    bool colour(Cell c, Candidate x, int colour);
    bool clearColours();

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
    void coloursChanged();
    void historyChanged();

private:
    friend class SessionCommand;
    bool push(HistoryEntry entry);
    void setState(const State& state);
    void setColours(const UserColours& colours);

    State m_state;
    UserColours m_colours;
    QUndoStack* m_undo;
};

// The state of the givens and (if asked) placed digits of s, every candidate
// that no filled cell excludes.
State rebuiltFromDigits(const State& s, bool keepPlaced);

} // namespace setwise::ui
