// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/document_session.h"

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

} // namespace

Document sessionDocument(const Session& session, const QString& sets, const QList<Savepoints::Mark>& marks)
{
    Document doc;
    const int begin = session.puzzleBegin();
    const int end = session.puzzleEnd();
    for (int i = begin; i < end; ++i) {
        const HistoryEntry& h = session.historyEntry(i);
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
        doc.entries.push_back(std::move(e));
    }
    if (doc.entries.empty()) { // no history yet: the state as a load
        DocumentEntry e;
        e.kind = DocumentEntry::Kind::Load;
        e.after = session.state();
        e.coloursBefore = e.coloursAfter = toDocument(session.colours());
        e.marksBefore = e.marksAfter = session.marks();
        doc.entries.push_back(std::move(e));
        doc.index = 1;
        doc.sets = sets.toStdString();
        return doc;
    }
    doc.index = std::clamp(session.historyIndex() - begin, 0, int(doc.entries.size()));
    doc.sets = sets.toStdString();
    for (const Savepoints::Mark& m : marks)
        doc.savepoints.push_back(Savepoint { m.name.toStdString(), m.index - begin });
    return doc;
}

QList<Savepoints::Mark> restoreDocument(Session& session, const Document& doc)
{
    const int base = session.historyIndex();
    std::vector<HistoryEntry> entries;
    for (const DocumentEntry& e : doc.entries) {
        HistoryEntry h;
        h.kind = HistoryEntry::Kind(int(e.kind));
        h.text = QString::fromStdString(e.text);
        h.group = e.group;
        h.before = e.before;
        h.after = e.after;
        h.coloursBefore = toSession(e.coloursBefore);
        h.coloursAfter = toSession(e.coloursAfter);
        h.marksBefore = e.marksBefore;
        h.marksAfter = e.marksAfter;
        h.step = e.step;
        entries.push_back(std::move(h));
    }
    session.restoreHistory(std::move(entries), doc.index);
    QList<Savepoints::Mark> marks;
    for (const Savepoint& s : doc.savepoints)
        if (s.index >= 1)
            marks.append(Savepoints::Mark {
                QString::fromStdString(s.name), base + s.index, doc.entries[std::size_t(s.index - 1)].after });
    return marks;
}

} // namespace setwise::ui
