// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The session's current puzzle as a Setwise document (engine/document) and
// back: its part of the history (from its load to the next), the index, the
// colours in every entry, the Sets panel's text and the savepoints.

#include "engine/document/document.h"
#include "ui/documents/savepoints.h"

#include <QList>
#include <QString>

#include <string_view>

namespace setwise::ui
{

class Session;

// The session's document written piece by piece to the sink (each entry
// made as it is written): a long history is never copied whole, nor its text
// held whole.
void writeSessionDocument(
    const Session& session, const QString& sets, const QList<Savepoints::Mark>& marks, const DocumentTextSink& sink);
// Pushes the document's history onto the session (Session::restoreHistory)
// and returns its savepoints with the session's indices.
QList<Savepoints::Mark> restoreDocument(Session& session, const Document& doc);
// The same for a document read from text without keeping its entries
// (parseDocument with a sink): the text is read again, each entry pushed
// onto the session as it comes, so a long history is never held twice.
// `doc` is what the first reading gave.
QList<Savepoints::Mark> restoreDocument(Session& session, std::string_view text, const Document& doc);

} // namespace setwise::ui
