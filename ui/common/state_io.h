// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Getting states in and out: the text formats (docs/architecture.md, Text formats) through the
// engine's readers and writers, error messages with their position, atomic
// file writes and the example puzzles of resources/examples.txt.

#include "engine/formats.h"

#include <QList>
#include <QPair>
#include <QString>

#include <functional>
#include <string_view>

namespace setwise::ui
{

// The formats offered by "Copy As" and "Save As": an engine format and, for grids, a layout.
enum class TextFormat {
    Givens81,
    Candidates729,
    PencilmarksHoDoKu,
    PencilmarksSudokuExplainer,
    SimpleSudokuFile,
    LibraryLine,
    SetwiseDocument, // a whole document (Save only; stateText() gives a library line)
};
inline constexpr TextFormat kAllTextFormats[]
    = { TextFormat::Givens81, TextFormat::Candidates729, TextFormat::PencilmarksHoDoKu,
          TextFormat::PencilmarksSudokuExplainer, TextFormat::SimpleSudokuFile, TextFormat::LibraryLine };

QString formatName(TextFormat format);
QString stateText(const State& s, TextFormat format);
// Any format, detected from the text; on error a translated message naming line and column.
Result<State> readState(const QString& text);
QString describeError(const Error& error);

// Writes through QSaveFile: the file is replaced only once everything is written.
bool saveTextFile(const QString& path, const QString& text, QString* error);
// The same for a text `write` hands to its sink piece by piece (UTF-8), never
// held whole: on the first piece that cannot be written nothing more is, the
// old file stays as it was and *error says why.
bool saveTextFile(const QString& path, const std::function<void(const std::function<void(std::string_view)>&)>& write,
    QString* error);
bool loadTextFile(const QString& path, QString* text, QString* error);
// A file's bytes: at most limits::kMaxStateBytes, or kMaxDocumentBytes when
// it starts as a Setwise document or a ZIP archive (HoDoKu's .hsol); one
// byte past the limit is read to know, so a huge file is refused at once.
bool loadFileData(const QString& path, QByteArray* data, QString* error);

// The puzzles of resources/examples.txt as (name, puzzle) pairs.
QList<QPair<QString, QString>> examplePuzzles();

} // namespace setwise::ui
