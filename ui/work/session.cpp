// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/work/session.h"

#include "engine/tables.h"

#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace setwise::ui
{

// One history entry: redo sets the state after, undo the state before.
class SessionCommand : public QUndoCommand
{
public:
    SessionCommand(Session* session, HistoryEntry entry)
        : m_session(session)
        , m_entry(std::move(entry))
    {
        setText(m_entry.text);
    }
    void redo() override { apply(m_entry.after, m_entry.coloursAfter, m_entry.marksAfter); }
    void undo() override { apply(m_entry.before, m_entry.coloursBefore, m_entry.marksBefore); }
    const HistoryEntry& entry() const { return m_entry; }

private:
    // A colouring or a pencilmark changes only the colours or the marks: the
    // state (and every search on it) stays.
    void apply(const State& s, const UserColours& colours, const CandidateSet& marks)
    {
        if (m_entry.kind != HistoryEntry::Kind::Colour && m_entry.kind != HistoryEntry::Kind::Marks)
            m_session->setState(s);
        m_session->setColours(colours);
        m_session->setMarks(marks);
    }

    Session* m_session;
    HistoryEntry m_entry;
};

namespace
{

// An entry with the colours left for push() to fill in.
HistoryEntry entry(HistoryEntry::Kind kind, const State& after, const QString& text, std::optional<Step> step = {})
{
    HistoryEntry e;
    e.kind = kind;
    e.after = after;
    e.step = std::move(step);
    e.text = text;
    return e;
}

} // namespace

Session::Session(QObject* parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        if (m_quiet)
            m_historyDirty = true;
        else
            emit historyChanged();
    });
}

void Session::setState(const State& state)
{
    m_state = state;
    if (m_quiet)
        m_stateDirty = true;
    else
        emit stateChanged();
}

void Session::setColours(const UserColours& colours)
{
    if (colours == m_colours)
        return;
    m_colours = colours;
    if (m_quiet)
        m_coloursDirty = true;
    else
        emit coloursChanged();
}

void Session::setMarks(const CandidateSet& marks)
{
    if (marks == m_marks)
        return;
    m_marks = marks;
    if (m_quiet)
        m_marksDirty = true;
    else
        emit marksChanged();
}

template <typename F> void Session::quietly(F f)
{
    ++m_quiet;
    f();
    if (--m_quiet > 0)
        return;
    // Each signal once, in the order a single command gives them.
    const bool state = std::exchange(m_stateDirty, false);
    const bool colours = std::exchange(m_coloursDirty, false);
    const bool marks = std::exchange(m_marksDirty, false);
    const bool history = std::exchange(m_historyDirty, false);
    if (state)
        emit stateChanged();
    if (colours)
        emit coloursChanged();
    if (marks)
        emit marksChanged();
    if (history)
        emit historyChanged();
}

bool Session::push(HistoryEntry entry)
{
    using Kind = HistoryEntry::Kind;
    if (entry.kind == Kind::Colour) {
        if (entry.coloursAfter == m_colours)
            return false;
        entry.after = m_state;
        entry.marksAfter = m_marks;
    } else if (entry.kind == Kind::Marks) {
        if (entry.marksAfter == m_marks)
            return false;
        entry.after = m_state;
        entry.coloursAfter = m_colours;
    } else if (entry.after == m_state && entry.kind != Kind::Load && entry.kind != Kind::Path) {
        return false;
    } else {
        // A new puzzle starts uncoloured and unmarked; other changes keep the
        // colouring and the marks, less what an applied step eliminates in
        // manual candidate mode (the user applied it to their own marks).
        entry.coloursAfter = entry.kind == Kind::Load ? UserColours {} : m_colours;
        entry.marksAfter = entry.kind == Kind::Load ? CandidateSet {} : m_marks;
        if (entry.kind == Kind::Step && entry.step && m_manual)
            entry.marksAfter -= entry.step->eliminations;
    }
    entry.before = m_state;
    entry.coloursBefore = m_colours;
    entry.marksBefore = m_marks;
    m_undo->push(new SessionCommand(this, std::move(entry)));
    return true;
}

bool Session::load(const State& state, const QString& what)
{
    return push(entry(HistoryEntry::Kind::Load, state, what));
}

bool Session::placeDigit(Cell c, Digit d)
{
    if (m_state.isGiven(c) || m_state.digit(c) == d)
        return false;
    State s = m_state.isEmpty(c) ? m_state
                                 : cleared(m_state, c, m_undo->index()); // typing over a digit takes it back first
    s.place(c, d);
    return push(entry(HistoryEntry::Kind::Edit, s, tr("Place %1 in %2").arg(d + 1).arg(qs(cellName(c)))));
}

bool Session::clearCell(Cell c)
{
    if (m_state.isEmpty(c) || m_state.isGiven(c))
        return false;
    return push(
        entry(HistoryEntry::Kind::Edit, cleared(m_state, c, m_undo->index()), tr("Clear %1").arg(qs(cellName(c)))));
}

State Session::cleared(const State& state, Cell c, int historyEnd) const
{
    State s = state;
    s.clearCell(c); // the cell: every digit no filled peer holds
    const Digit d = state.digit(c);
    // What the placement removed comes back, and only that: the cell's own
    // candidates before it and digit d in the peers it took away. A
    // candidate the user (or a step) removed before stays removed.
    if (const std::optional<State> before = stateBeforePlacing(c, d, historyEnd)) {
        for (Digit e = 0; e < 9; ++e)
            if (!before->isLive(candidateOf(c, e)))
                s.eliminate(candidateOf(c, e));
        for (Cell p : peers(c))
            if (before->isLive(candidateOf(p, d)))
                s.restore(candidateOf(p, d));
    } else {
        // No placement in this puzzle's history (the digit came with the
        // file): d comes back wherever no filled cell excludes it.
        for (Cell p : peers(c))
            s.restore(candidateOf(p, d));
    }
    return s;
}

std::optional<State> Session::stateBeforePlacing(Cell c, Digit d, int historyEnd) const
{
    const int begin = puzzleBegin();
    for (int i = historyEnd - 1; i >= begin; --i) {
        const HistoryEntry& e = historyEntry(i);
        if (e.kind == HistoryEntry::Kind::Colour || e.kind == HistoryEntry::Kind::Marks)
            continue;
        // A load or a path's start brought the digit; a change of digit in between leaves no one placement.
        if (e.after.get().digit(c) != d || e.kind == HistoryEntry::Kind::Load || e.kind == HistoryEntry::Kind::Path)
            return std::nullopt;
        if (e.before.get().isEmpty(c))
            return e.before;
        if (e.before.get().isPlaced(c)) // typed over another digit: that one was taken back first
            return cleared(e.before, c, i);
    }
    return std::nullopt;
}

bool Session::toggleCandidate(Candidate x)
{
    if (m_manual)
        return toggleMark(x);
    if (!m_state.isEmpty(cellOf(x)))
        return false;
    State s = m_state;
    QString text;
    if (s.isLive(x)) {
        s.eliminate(x);
        text = tr("Remove candidate %1").arg(qs(candidateName(x)));
    } else {
        if (!s.restore(x))
            return false;
        text = tr("Restore candidate %1").arg(qs(candidateName(x)));
    }
    return push(entry(HistoryEntry::Kind::Edit, s, text));
}

bool Session::pushMarks(const CandidateSet& marks, const QString& text)
{
    HistoryEntry e = entry(HistoryEntry::Kind::Marks, {}, text);
    e.marksAfter = marks;
    return push(std::move(e));
}

void Session::setManualMarks(bool on)
{
    if (on == m_manual)
        return;
    m_manual = on;
    if (on && m_marks.none() && m_state.givens().any() && m_state.emptyCount() > 0)
        pushMarks(m_state.live(), tr("Pencilmarks from the candidates"));
    emit manualMarksChanged(on);
}

bool Session::toggleMark(Candidate x)
{
    if (!m_state.isEmpty(cellOf(x)))
        return false;
    CandidateSet marks = m_marks;
    const bool add = !marks.test(x);
    marks.set(x, add);
    const QString name = qs(candidateName(x));
    return pushMarks(marks, add ? tr("Mark %1").arg(name) : tr("Unmark %1").arg(name));
}

bool Session::fillMarks()
{
    return pushMarks(rebuiltFromDigits(m_state, true).live(), tr("Fill all candidates"));
}

bool Session::removeImpossibleMarks()
{
    return pushMarks(m_marks & rebuiltFromDigits(m_state, true).live(), tr("Remove impossible candidates"));
}

State rebuiltFromDigits(const State& s, bool keepPlaced)
{
    State r;
    for (Cell c = 0; c < kCells; ++c)
        if (s.isGiven(c) || (keepPlaced && s.isPlaced(c)))
            r.place(c, s.digit(c), s.isGiven(c));
    return r;
}

bool Session::setGiven(Cell c, Digit d)
{
    if (m_state.isGiven(c) && m_state.digit(c) == d)
        return false;
    State s = m_state;
    if (!s.isEmpty(c))
        s.clearCell(c);
    if (d != kNoDigit)
        s.place(c, d, true);
    s = rebuiltFromDigits(s, true);
    const QString text = d == kNoDigit ? tr("Clear given %1").arg(qs(cellName(c)))
                                       : tr("Given %1 in %2").arg(d + 1).arg(qs(cellName(c)));
    return push(entry(HistoryEntry::Kind::Edit, s, text));
}

bool Session::applyStep(const Step& step)
{
    const State after = apply(m_state, step);
    const int i = m_undo->index();
    if (i < m_undo->count()) { // walking a replaced path: keep the rest of it
        const HistoryEntry& next = historyEntry(i);
        if (next.kind == HistoryEntry::Kind::Step && next.group != 0 && next.before == m_state && next.after == after) {
            quietly([this] { m_undo->redo(); });
            return true;
        }
    }
    return push(entry(HistoryEntry::Kind::Step, after, tr("Apply %1").arg(techniqueDisplayName(step.technique)), step));
}

bool Session::replacePath(const State& start, const std::vector<Step>& steps, const QString& text)
{
    const int group = ++m_lastGroup;
    bool pushed = false;
    quietly([&] {
        HistoryEntry head = entry(HistoryEntry::Kind::Path, start, text);
        head.group = group;
        pushed = push(std::move(head));
        for (const Step& step : steps) {
            HistoryEntry e = entry(HistoryEntry::Kind::Step, apply(m_state, step),
                tr("Apply %1").arg(techniqueDisplayName(step.technique)), step);
            e.group = group;
            push(std::move(e));
        }
    });
    return pushed;
}

std::optional<Step> Session::plannedStep() const
{
    const int i = m_undo->index();
    if (i <= 0 || i >= m_undo->count())
        return std::nullopt;
    const HistoryEntry& next = historyEntry(i);
    if (next.kind != HistoryEntry::Kind::Step || next.group == 0 || !(next.before == m_state))
        return std::nullopt;
    return next.step;
}

int Session::groupToUndo() const
{
    const int i = m_undo->index() - 1;
    if (i < 0)
        return -1;
    const int group = historyEntry(i).group;
    if (group == 0 || (i + 1 < m_undo->count() && historyEntry(i + 1).group == group))
        return -1; // no group, or inside one: one entry at a time
    int head = i;
    while (head > 0 && historyEntry(head - 1).group == group && historyEntry(head).kind != HistoryEntry::Kind::Path)
        --head;
    return head;
}

int Session::groupToRedo() const
{
    int i = m_undo->index();
    if (i >= m_undo->count() || historyEntry(i).group == 0 || historyEntry(i).kind != HistoryEntry::Kind::Path)
        return -1;
    const int group = historyEntry(i).group;
    while (i < m_undo->count() && historyEntry(i).group == group)
        ++i;
    return i;
}

bool Session::canUndo() const
{
    const int i = m_undo->index();
    return m_undo->canUndo() && !(i == 1 && historyEntry(0).kind == HistoryEntry::Kind::Load);
}

void Session::undo()
{
    if (!canUndo())
        return;
    const int head = groupToUndo();
    if (head >= 0)
        setIndex(head);
    else
        quietly([this] { m_undo->undo(); });
}

void Session::redo()
{
    const int end = groupToRedo();
    if (end >= 0)
        setIndex(end);
    else
        quietly([this] { m_undo->redo(); });
}

QString Session::undoText() const
{
    const int head = groupToUndo();
    return head >= 0 ? historyEntry(head).text : m_undo->undoText();
}

QString Session::redoText() const
{
    return groupToRedo() >= 0 ? historyEntry(m_undo->index()).text : m_undo->redoText();
}

void Session::setIndex(int i)
{
    quietly([this, i] { m_undo->setIndex(i); });
}

bool Session::restoreHistory(std::vector<HistoryEntry> entries, int index)
{
    return restoreHistory(
        [&entries](const HistoryPush& push) {
            for (HistoryEntry& e : entries)
                push(std::move(e));
        },
        index);
}

bool Session::restoreHistory(const std::function<void(const HistoryPush&)>& produce, int index)
{
    std::vector<std::pair<int, int>> groups; // saved id -> fresh id
    int count = 0;
    quietly([&] {
        const int base = m_undo->index();
        produce([&](HistoryEntry e) {
            if (count++ == 0) {
                e.before = m_state;
                e.coloursBefore = m_colours;
            }
            if (e.group != 0) {
                auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == e.group; });
                if (it == groups.end())
                    it = groups.insert(groups.end(), { e.group, ++m_lastGroup });
                e.group = it->second;
            }
            m_undo->push(new SessionCommand(this, std::move(e)));
        });
        if (count > 0)
            m_undo->setIndex(base + std::clamp(index, 0, count));
    });
    return count > 0;
}

bool Session::restart()
{
    const State s = rebuiltFromDigits(m_state, false);
    if (s == m_state)
        return false;
    return push(entry(HistoryEntry::Kind::Edit, s, tr("Restart from the givens")));
}

bool Session::colour(Cell c, Candidate x, int colour)
{
    UserColours u = m_colours;
    std::uint8_t& slot = x >= 0 ? u.candidates[std::size_t(x)] : u.cells[std::size_t(c)];
    slot = slot == colour ? 0 : std::uint8_t(colour);
    const QString what = x >= 0 ? qs(candidateName(x)) : qs(cellName(c));
    HistoryEntry e
        = entry(HistoryEntry::Kind::Colour, {}, slot ? tr("Colour %1").arg(what) : tr("Uncolour %1").arg(what));
    e.coloursAfter = u;
    return push(std::move(e));
}

bool Session::clearColours()
{
    return push(entry(HistoryEntry::Kind::Colour, {}, tr("Clear the colours")));
}

int Session::historySize() const
{
    return m_undo->count();
}

const HistoryEntry& Session::historyEntry(int i) const
{
    return static_cast<const SessionCommand*>(m_undo->command(i))->entry();
}

int Session::historyIndex() const
{
    return m_undo->index();
}

int Session::puzzleBegin() const
{
    for (int i = m_undo->index() - 1; i > 0; --i)
        if (historyEntry(i).kind == HistoryEntry::Kind::Load)
            return i;
    return 0;
}

int Session::puzzleEnd() const
{
    for (int i = std::max(1, m_undo->index()); i < m_undo->count(); ++i)
        if (historyEntry(i).kind == HistoryEntry::Kind::Load)
            return i;
    return m_undo->count();
}

} // namespace setwise::ui
