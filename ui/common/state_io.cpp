// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/state_io.h"

#include "engine/document/document.h"
#include "engine/limits.h"
#include "ui/common/error_text.h"

#include "ui/text/step_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

namespace setwise::ui
{

namespace
{
// The translation context of these free functions.
class StateIo
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::StateIo)
};
} // namespace

QString formatName(TextFormat format)
{
    switch (format) {
    case TextFormat::Givens81:
        return StateIo::tr("81 characters (givens, +placed)");
    case TextFormat::Candidates729:
        return StateIo::tr("729 characters (candidates)");
    case TextFormat::PencilmarksHoDoKu:
        return StateIo::tr("Pencilmark grid (HoDoKu)");
    case TextFormat::PencilmarksSudokuExplainer:
        return StateIo::tr("Pencilmark grid (Sudoku Explainer)");
    case TextFormat::SimpleSudokuFile:
        return StateIo::tr("Simple Sudoku file (lossless)");
    case TextFormat::LibraryLine:
        return StateIo::tr("HoDoKu library line");
    case TextFormat::SetwiseDocument:
        return StateIo::tr("Setwise document (history, colours, sets)");
    }
    return {};
}

QString stateText(const State& s, TextFormat format)
{
    switch (format) {
    case TextFormat::Givens81:
        return qs(writeState(s, StateFormat::Givens81));
    case TextFormat::Candidates729:
        return qs(writeState(s, StateFormat::Candidates729));
    case TextFormat::PencilmarksHoDoKu:
        return qs(writeState(s, StateFormat::Pencilmarks, PencilmarkStyle::HoDoKu));
    case TextFormat::PencilmarksSudokuExplainer:
        return qs(writeState(s, StateFormat::Pencilmarks, PencilmarkStyle::SudokuExplainer));
    case TextFormat::SimpleSudokuFile:
        return qs(writeState(s, StateFormat::Pencilmarks, PencilmarkStyle::SimpleSudokuFile));
    case TextFormat::LibraryLine:
    case TextFormat::SetwiseDocument:
        return qs(writeState(s, StateFormat::LibraryLine));
    }
    return {};
}

Result<State> readState(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    if (utf8.size() > qsizetype(limits::kMaxStateBytes)) // a size has no line and column
        return Error { "the text is " + std::to_string(utf8.size()) + " bytes long; the limit is "
                + std::to_string(limits::kMaxStateBytes) + " bytes",
            0, 0, ErrorCode::TextTooLong, { std::to_string(utf8.size()), std::to_string(limits::kMaxStateBytes) } };
    return parseState(std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

QString describeError(const Error& error)
{
    return errorText(error);
}

bool saveTextFile(const QString& path, const QString& text, QString* error)
{
    return saveTextFile(
        path,
        [&text](const std::function<void(std::string_view)>& sink) {
            const QByteArray data = text.toUtf8();
            sink(std::string_view(data.constData(), std::size_t(data.size())));
        },
        error);
}

bool saveTextFile(
    const QString& path, const std::function<void(const std::function<void(std::string_view)>&)>& write, QString* error)
{
    QSaveFile file(path);
    // Unbuffered: every piece reaches the file at once. Buffered, the last piece
    // would be written by commit(), which takes a failure there (the last bytes
    // cut off) for success.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text | QIODevice::Unbuffered)) {
        *error = file.errorString();
        return false;
    }
    // A short write is written on: the next write fails with the reason (a full disk, a size limit).
    QString failed;
    write([&](std::string_view piece) {
        for (std::size_t done = 0; failed.isEmpty() && done < piece.size();) {
            const qint64 n = file.write(piece.data() + done, qint64(piece.size() - done));
            if (n <= 0)
                failed = file.errorString();
            else
                done += std::size_t(n);
        }
    });
    if (!failed.isEmpty()) {
        file.cancelWriting(); // the old file stays
        *error = failed;
        return false;
    }
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool loadTextFile(const QString& path, QString* text, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = file.errorString();
        return false;
    }
    // At most one byte past the limit is read, so /dev/zero or a huge file
    // is refused at once instead of being read whole first.
    const QByteArray data = file.read(qint64(limits::kMaxStateBytes) + 1);
    if (data.size() > qsizetype(limits::kMaxStateBytes)) {
        *error = StateIo::tr("The file is larger than %1 bytes: no puzzle file is that long.")
                     .arg(qulonglong(limits::kMaxStateBytes));
        return false;
    }
    *text = QString::fromUtf8(data);
    return true;
}

bool loadFileData(const QString& path, QByteArray* data, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    // A state file is refused one byte past its limit; only a text that
    // starts as a Setwise document or a ZIP archive (HoDoKu) reads on.
    *data = file.read(qint64(limits::kMaxStateBytes) + 1);
    const bool large = data->startsWith(QByteArrayLiteral("PK\x03\x04"))
        || isDocument(std::string_view(data->constData(), std::size_t(data->size())));
    const std::size_t limit = large ? limits::kMaxDocumentBytes : limits::kMaxStateBytes;
    if (large && data->size() > qsizetype(limits::kMaxStateBytes))
        data->append(file.read(qint64(limit) + 1 - data->size()));
    if (data->size() > qsizetype(limit)) {
        *error = large
            ? StateIo::tr("The file is larger than %1 bytes: no document is that long.").arg(qulonglong(limit))
            : StateIo::tr("The file is larger than %1 bytes: no puzzle file is that long.").arg(qulonglong(limit));
        return false;
    }
    return true;
}

QList<QPair<QString, QString>> examplePuzzles()
{
    QList<QPair<QString, QString>> list;
    QFile f(QStringLiteral(":/examples.txt"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return list;
    QTextStream ts(&f);
    while (!ts.atEnd()) {
        const QString line = ts.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype bar = line.indexOf(QLatin1Char('|'));
        if (bar > 0)
            list.append({ line.left(bar), line.mid(bar + 1) });
    }
    return list;
}

} // namespace setwise::ui
