// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/documents/document_session.h"

#include "ui/work/session.h"

#include <algorithm>

namespace setwise::ui
{

namespace
{

// HistoryEntry::Kind and DocumentEntry::Kind list the same kinds in the same order.
static_assert(int(HistoryEntry::Kind::Path) == int(DocumentEntry::Kind::Path));
static_assert(int(HistoryEntry::Kind::Marks) == int(DocumentEntry::Kind::Marks));

DocumentColours toDocument(const UserColours& c)
{
    return DocumentColours { c.cells, c.candidates };
}

UserColours toSession(const DocumentColours& c)
{
    UserColours out;
    out.cells = c.cells;
    out.candidates = c.candidates;
    return out;
}

DocumentEntry documentEntry(const HistoryEntry& h)
{
    DocumentEntry e;
    e.kind = DocumentEntry::Kind(int(h.kind));
    e.text = h.text.toStdString();
    e.group = h.group;
    e.before = h.before;
    e.after = h.after;
    e.coloursBefore = toDocument(h.coloursBefore);
    e.coloursAfter = toDocument(h.coloursAfter);
    e.marksBefore = h.marksBefore;
    e.marksAfter = h.marksAfter;
    e.step = h.step;
    return e;
}

// The document without its entries: the index, the sets and the savepoints.
Document documentHead(const Session& session, const QString& sets, const QList<Savepoints::Mark>& marks)
{
    Document doc;
    doc.sets = sets.toStdString();
    const int begin = session.puzzleBegin();
    const int count = session.puzzleEnd() - begin;
    if (count <= 0) { // no history yet: the state as a load (sessionEntries)
        doc.index = 1;
        return doc;
    }
    doc.index = std::clamp(session.historyIndex() - begin, 0, count);
    for (const Savepoints::Mark& m : marks)
        doc.savepoints.push_back(Savepoint { m.name.toStdString(), m.index - begin });
    return doc;
}

// The document's entries one at a time: the puzzle's part of the history,
// or without one the state as a load.
void sessionEntries(const Session& session, const DocumentEntryPush& push)
{
    const int begin = session.puzzleBegin();
    const int end = session.puzzleEnd();
    for (int i = begin; i < end; ++i)
        push(documentEntry(session.historyEntry(i)));
    if (end <= begin) {
        DocumentEntry e;
        e.kind = DocumentEntry::Kind::Load;
        e.after = session.state();
        e.coloursBefore = e.coloursAfter = toDocument(session.colours());
        e.marksBefore = e.marksAfter = session.marks();
        push(e);
    }
}

} // namespace

void writeSessionDocument(
    const Session& session, const QString& sets, const QList<Savepoints::Mark>& marks, const DocumentTextSink& sink)
{
    writeDocument(
        documentHead(session, sets, marks),
        [&session](const DocumentEntryPush& push) { sessionEntries(session, push); }, sink);
}

namespace
{

// Document entries as history entries; equal states, colours and marks of
// consecutive entries (an entry's before, the after of the one before) are
// shared, not copied.
class EntryConverter
{
public:
    HistoryEntry operator()(DocumentEntry&& e)
    {
        HistoryEntry h;
        h.kind = HistoryEntry::Kind(int(e.kind));
        h.text = QString::fromStdString(e.text);
        h.group = e.group;
        h.before = shared(m_state, e.before);
        h.after = shared(m_state, e.after);
        h.coloursBefore = shared(m_colours, toSession(e.coloursBefore));
        h.coloursAfter = shared(m_colours, toSession(e.coloursAfter));
        h.marksBefore = shared(m_marks, e.marksBefore);
        h.marksAfter = shared(m_marks, e.marksAfter);
        h.step = std::move(e.step);
        return h;
    }

private:
    template <typename T> static const Shared<T>& shared(Shared<T>& last, const T& value)
    {
        if (!(last == value))
            last = value;
        return last;
    }
    Shared<State> m_state;
    Shared<UserColours> m_colours;
    Shared<CandidateSet> m_marks;
};

// The savepoints with the session's indices, each with the state it marks.
QList<Savepoints::Mark> marksOf(const Document& doc, int base, const std::vector<State>& afters)
{
    QList<Savepoints::Mark> marks;
    for (const Savepoint& s : doc.savepoints)
        if (s.index >= 1 && std::size_t(s.index) <= afters.size())
            marks.append(
                Savepoints::Mark { QString::fromStdString(s.name), base + s.index, afters[std::size_t(s.index - 1)] });
    return marks;
}

} // namespace

QList<Savepoints::Mark> restoreDocument(Session& session, const Document& doc)
{
    const int base = session.historyIndex();
    std::vector<HistoryEntry> entries;
    entries.reserve(doc.entries.size());
    std::vector<State> afters;
    EntryConverter convert;
    for (const DocumentEntry& e : doc.entries) {
        afters.push_back(e.after);
        entries.push_back(convert(DocumentEntry(e)));
    }
    session.restoreHistory(std::move(entries), doc.index);
    return marksOf(doc, base, afters);
}

QList<Savepoints::Mark> restoreDocument(Session& session, std::string_view text, const Document& doc)
{
    const int base = session.historyIndex();
    // The states the savepoints mark (each entry's after, kept only where a savepoint points).
    std::vector<bool> marked(doc.entryCount + 1, false);
    for (const Savepoint& s : doc.savepoints)
        if (s.index >= 1 && std::size_t(s.index) <= doc.entryCount)
            marked[std::size_t(s.index)] = true;
    std::vector<State> afters;
    EntryConverter convert;
    session.restoreHistory(
        [&](const Session::HistoryPush& push) {
            std::size_t n = 0;
            // The text read before: the same entries come again (none after doc.entryCount).
            parseDocument(text, [&](DocumentEntry&& e) {
                if (n >= doc.entryCount)
                    return;
                ++n;
                if (marked[n]) {
                    afters.resize(n);
                    afters.back() = e.after;
                }
                push(convert(std::move(e)));
            });
        },
        doc.index);
    return marksOf(doc, base, afters);
}

} // namespace setwise::ui
