// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The session: the one UI object that changes the resolution state (docs/architecture.md,
// Habits). Every change is a QUndoCommand on its one QUndoStack, so the
// undo stack is also the history the path list shows: loaded puzzles,
// manual edits and applied steps, each with the state before and after.
// A replaced path is a group of entries: a Kind::Path head (back to the
// start) and one Kind::Step entry per step. undo()/redo() take a group back
// and restore it as a whole from its ends; inside it (after going back to one
// of its steps) they move one step, so the user can walk the path.
//
// Manual candidate mode (HoDoKu's user candidates): the user's own
// pencilmarks, kept beside the state. The state stays the engine's (givens,
// placed digits, eliminations of applied steps), so hints are computed on it;
// the marks are what the grid shows. Marks change only by the user's toggles,
// Fill All Candidates, Remove Impossible Candidates and applied steps (their
// eliminations leave the marks); placing a digit leaves the peers' marks alone.

#include "engine/step.h"
#include "ui/grid/highlight.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QUndoStack;

namespace setwise::ui
{

// A value of a history entry kept once and shared by copies (a long history
// repeats the same colours and marks, and an entry's before is the after of
// the one before it; an opened document's entries share them): read as a
// const T& (get() for its members), assigned a T; T {} takes no memory.
template <typename T> class Shared
{
public:
    Shared() = default;
    explicit Shared(const T& v) { *this = v; }
    Shared& operator=(const T& v)
    {
        m_p = v == T {} ? nullptr : std::make_shared<const T>(v);
        return *this;
    }
    const T& get() const
    {
        static const T none {};
        return m_p ? *m_p : none;
    }
    operator const T&() const { return get(); }
    template <typename U> Shared& operator-=(const U& u)
    {
        T t = get();
        t -= u;
        return *this = t;
    }
    friend bool operator==(const Shared& a, const Shared& b) { return a.m_p == b.m_p || a.get() == b.get(); }
    friend bool operator==(const Shared& a, const T& b) { return a.get() == b; }

private:
    std::shared_ptr<const T> m_p;
};

// An entry's step, as a std::optional<Step> that copies share (a step with
// its readings and implication tree is large).
class SharedStep
{
public:
    SharedStep() = default;
    SharedStep(std::optional<Step> s) { *this = std::move(s); }
    SharedStep& operator=(std::optional<Step> s)
    {
        m_p = s ? std::make_shared<const Step>(std::move(*s)) : nullptr;
        return *this;
    }
    bool has_value() const { return m_p != nullptr; }
    explicit operator bool() const { return has_value(); }
    const Step& operator*() const { return *m_p; }
    const Step* operator->() const { return m_p.get(); }
    operator std::optional<Step>() const { return m_p ? std::optional<Step>(*m_p) : std::nullopt; }

private:
    std::shared_ptr<const Step> m_p;
};

struct HistoryEntry {
    enum class Kind { Load, Edit, Step, Colour, Path, Marks };
    Kind kind = Kind::Edit;
    Shared<State> before; // an opened document's entry shares it with the after of the one before
    Shared<State> after;
    SharedStep step; // for Kind::Step
    QString text; // what the undo action and the path list say
    Shared<UserColours> coloursBefore; // the colouring goes with the state
    Shared<UserColours> coloursAfter;
    Shared<CandidateSet> marksBefore; // the user's pencilmarks (manual candidate mode) go with it too
    Shared<CandidateSet> marksAfter;
    int group = 0; // entries of one replaced path share a group id (0: none)
};

class Session : public QObject
{
    Q_OBJECT
public:
    explicit Session(QObject* parent = nullptr);

    const State& state() const { return m_state; }
    const UserColours& colours() const { return m_colours; }
    // The user's own pencilmarks (shown in manual candidate mode).
    const CandidateSet& marks() const { return m_marks; }
    bool manualMarks() const { return m_manual; }
    QUndoStack* undoStack() const { return m_undo; }

    // Each call below pushes one undoable command, or returns false and changes nothing.
    bool load(const State& state, const QString& what);
    bool placeDigit(Cell c, Digit d);
    // Empties a placed cell and gives back exactly what placing its digit
    // removed (the cell's candidates, the digit in its peers).
    bool clearCell(Cell c);
    // Removes a live candidate or restores a removed one (not when a filled peer holds its digit);
    // in manual candidate mode it toggles the user's mark instead (toggleMark).
    bool toggleCandidate(Candidate x);
    // Manual candidate mode on or off (a way of working, not undoable). The
    // first time it goes on for a puzzle with no marks, the marks start as the
    // state's candidates (one undoable entry), so nothing shown is lost.
    void setManualMarks(bool on);
    // Adds or removes the user's mark x (an empty cell's candidate).
    bool toggleMark(Candidate x);
    // Every candidate that no given or placed digit excludes becomes a mark.
    bool fillMarks();
    // Removes the marks that a given or placed digit in the same house excludes.
    bool removeImpossibleMarks();
    // Entering a puzzle: sets or clears (d = kNoDigit) a given; the candidates are
    // computed afresh from the givens and placed digits.
    bool setGiven(Cell c, Digit d);
    // When the next redo-able entry is this very step (a replaced path walked
    // step by step), it is redone and the rest of that path stays redo-able.
    bool applyStep(const Step& step);
    // Replaces the path: a Kind::Path entry back to `start`, then one Step
    // entry per step, as one group (undo() brings the state before it back
    // exactly, redo() restores it). Every step must change the state.
    bool replacePath(const State& start, const std::vector<Step>& steps, const QString& text);
    // The next step of a replaced path when the state is the one before it
    // (the user went back into the path): what Next Step proposes.
    std::optional<Step> plannedStep() const;
    // A saved history (a document) as new entries after the current index:
    // the first entry's before becomes the current state and colours (Undo
    // of it goes back to the puzzle before), group ids are made fresh, and
    // the entries before `index` are applied. False when entries is empty.
    bool restoreHistory(std::vector<HistoryEntry> entries, int index);
    // The same, the entries handed over one at a time: produce(push) calls
    // push for each (a long history is never held twice). False when it pushed none.
    using HistoryPush = std::function<void(HistoryEntry)>;
    bool restoreHistory(const std::function<void(const HistoryPush&)>& produce, int index);
    // Back to the givens (keeps the history, so it can be undone).
    bool restart();
    // Colours a cell (x < 0) or a candidate with colour 1..4, or clears it
    // (colour 0); colouring an item with its own colour clears it. Undoable.
    bool colour(Cell c, Candidate x, int colour);
    bool clearColours();

    // Undo and Redo as the Edit menu does them (groups as a whole from their
    // ends); the texts say what they would do, empty when nothing.
    void undo();
    // Whether there is something to undo: the first loaded puzzle is not undone
    // (undo never goes back to the empty grid before it).
    bool canUndo() const;
    void redo();
    QString undoText() const;
    QString redoText() const;
    // Moves to history index i (entries before it applied), signalling once.
    void setIndex(int i);

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
    void marksChanged();
    void manualMarksChanged(bool on);
    void historyChanged();

private:
    friend class SessionCommand;
    bool push(HistoryEntry entry);
    void setState(const State& state);
    void setColours(const UserColours& colours);
    void setMarks(const CandidateSet& marks);
    bool pushMarks(const CandidateSet& marks, const QString& text);
    // Runs f with the signals held back, then signals once what changed.
    template <typename F> void quietly(F f);
    // The whole group to take back (history index of its head), or -1.
    int groupToUndo() const;
    // The end of the group to restore as a whole, or -1.
    int groupToRedo() const;
    // The state just before digit d went into cell c, from the history
    // entries before historyEnd of this puzzle, when that placement is still in force.
    std::optional<State> stateBeforePlacing(Cell c, Digit d, int historyEnd) const;
    // The state with placed cell c emptied as clearCell() does it, judged
    // by the history before historyEnd.
    State cleared(const State& state, Cell c, int historyEnd) const;

    State m_state;
    UserColours m_colours;
    CandidateSet m_marks;
    bool m_manual = false;
    QUndoStack* m_undo;
    int m_quiet = 0;
    bool m_stateDirty = false;
    bool m_coloursDirty = false;
    bool m_marksDirty = false;
    bool m_historyDirty = false;
    int m_lastGroup = 0;
};

// The state of the givens and (if asked) placed digits of s, every candidate
// that no filled cell excludes.
State rebuiltFromDigits(const State& s, bool keepPlaced);

} // namespace setwise::ui
