// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/documents/documents.h"

#include "engine/document/document.h"

#include "ui/documents/document_session.h"
#include "ui/documents/hsol_reader.h"
#include "ui/documents/savepoints.h"
#include "ui/generate/generate_dialog.h"
#include "ui/panels/sets_panel.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"
#include "ui/work/session.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QUndoStack>

#include <algorithm>

namespace setwise::ui
{

namespace
{

bool hasSuffix(const QString& path, const char* suffix)
{
    return QFileInfo(path).suffix().compare(QLatin1String(suffix), Qt::CaseInsensitive) == 0;
}

// The format a file was read in, when Save can write it back without loss:
// a one-line 81-character file stays one (while the state still fits it);
// a Simple Sudoku file stays one; a *.sudoku file becomes a Setwise document;
// everything else becomes a library line.
TextFormat saveFormatFor(const QString& path, const QString& text, const State& s)
{
    if (hasSuffix(path, "ss"))
        return TextFormat::SimpleSudokuFile;
    if (hasSuffix(path, "sudoku"))
        return TextFormat::SetwiseDocument;
    const QString line = text.trimmed();
    if (line.size() == 81 && !line.contains(QLatin1Char('\n')) && readState(stateText(s, TextFormat::Givens81))
        && *readState(stateText(s, TextFormat::Givens81)) == s)
        return TextFormat::Givens81;
    return TextFormat::LibraryLine;
}

} // namespace

void showProblem(QWidget* parent, const QString& title, const QString& text)
{
    auto* box = parent->findChild<QMessageBox*>(QStringLiteral("problemDialog"), Qt::FindDirectChildrenOnly);
    if (!box) {
        box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Close, parent);
        box->setObjectName(QStringLiteral("problemDialog"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
    }
    box->setWindowTitle(title);
    box->setText(text);
    box->show();
    box->raise();
}

Documents::Documents(Session* session, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_savepoints(new Savepoints(session, window))
{
    connect(m_savepoints, &Savepoints::message, this, &Documents::message);
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, this, &Documents::updateModified);
}

void Documents::setSetsPanel(SetsPanel* sets)
{
    m_sets = sets;
    m_cleanSets = sets ? sets->text() : QString();
    if (sets)
        connect(sets, &SetsPanel::stepChanged, this, &Documents::updateModified);
}

bool Documents::loadText(const QString& text, QString* error, const QString& name)
{
    auto state = readState(text);
    if (!state) {
        const QString msg = describeError(state.error());
        if (error)
            *error = msg;
        emit message(tr("Nothing changed. %1").arg(msg), 12000);
        return false;
    }
    emit aboutToLoad();
    m_session->load(*state, name.isEmpty() ? tr("New puzzle") : tr("New puzzle: %1").arg(name));
    markClean();
    return true;
}

void Documents::cannotOpen(const QString& path, const QString& error)
{
    showProblem(m_window, tr("Cannot Open %1").arg(QFileInfo(path).fileName()),
        tr("%1 cannot be opened: %2\n\nNothing changed.").arg(QDir::toNativeSeparators(path), error));
    emit message(tr("Cannot open %1: %2").arg(path, error), 12000);
}

bool Documents::openFile(const QString& path)
{
    QByteArray data;
    QString error;
    if (!loadFileData(path, &data, &error)) {
        cannotOpen(path, error);
        return false;
    }
    if (isZip(data))
        return openHsol(path, data);
    if (isDocument(std::string_view(data.constData(), std::size_t(data.size()))))
        return openDocument(path, data);
    const QString text = QString::fromUtf8(data);
    const auto state = readState(text);
    if (!state) {
        cannotOpen(path, describeError(state.error()));
        return false;
    }
    loadText(text, nullptr, QFileInfo(path).fileName());
    m_savepoints->clear();
    m_format = saveFormatFor(path, text, m_session->state());
    setFilePath(path);
    remember(path);
    return true;
}

bool Documents::openDocument(const QString& path, const QByteArray& utf8)
{
    const std::string_view view(utf8.constData(), std::size_t(utf8.size()));
    // Read once to check it (the entries are not kept), then again onto the history.
    const auto doc = parseDocument(view, [](DocumentEntry&&) {});
    if (!doc) {
        cannotOpen(path, describeError(doc.error()));
        return false;
    }
    emit aboutToLoad();
    m_savepoints->setMarks(restoreDocument(*m_session, view, *doc));
    if (m_sets)
        m_sets->setText(QString::fromStdString(doc->sets));
    markClean();
    m_format = TextFormat::SetwiseDocument;
    if (doc->ending == DocumentEnding::Missing) {
        // What was read opens untitled: Save asks for a name and cannot
        // overwrite the file (the rest of its history may still be recovered).
        setFilePath({});
        const QString name = QFileInfo(path).fileName();
        showProblem(m_window, tr("Document Cut Short"),
            tr("%1 is cut short: it ends at line %2 without the end mark every complete document has, so the "
               "history after that line is lost.\n\nThe %3 history entries read before it are open as a new "
               "untitled document: saving asks for a file name and does not overwrite %1.")
                .arg(QDir::toNativeSeparators(path))
                .arg(doc->lastLine)
                .arg(doc->entryCount));
        emit message(tr("%1 is cut short: opened what was read (%2 history entries) as an untitled document.")
                         .arg(name)
                         .arg(doc->entryCount),
            30000);
        return true;
    }
    setFilePath(path);
    remember(path);
    if (doc->ending == DocumentEnding::Unmarked)
        emit message(tr("%1 was written by an older Setwise without an end mark: whether it is complete cannot be "
                        "checked. Saving it adds the mark.")
                         .arg(QFileInfo(path).fileName()),
            12000);
    return true;
}

bool Documents::openHsol(const QString& path, const QByteArray& data)
{
    const HsolResult r = readHsol(data);
    if (!r.ok) {
        cannotOpen(path, tr("HoDoKu file: %1").arg(r.error));
        return false;
    }
    emit aboutToLoad();
    m_session->load(r.state, tr("New puzzle: %1").arg(QFileInfo(path).fileName()));
    m_savepoints->clear();
    markClean();
    m_format = TextFormat::SetwiseDocument; // Save never overwrites HoDoKu's file (see save())
    setFilePath(path);
    remember(path);
    emit message(
        tr("Read HoDoKu's puzzle, digits and candidates; its solution steps and savepoints are not read."), 12000);
    return true;
}

bool Documents::acceptsDrop(const QMimeData* data)
{
    return data->hasUrls() || data->hasText();
}

bool Documents::drop(const QMimeData* data)
{
    for (const QUrl& url : data->urls())
        if (url.isLocalFile()) {
            openAsking(url.toLocalFile());
            return true;
        }
    if (!data->hasText())
        return false;
    loadAsking(data->text(), tr("dropped"));
    return true;
}

bool Documents::loadAsking(const QString& text, const QString& name)
{
    if (readState(text) && !maybeSave()) // a new puzzle replaces this one: ask first
        return false;
    return loadText(text, nullptr, name);
}

bool Documents::openAsking(const QString& path)
{
    return maybeSave() && openFile(path);
}

bool Documents::openArgument(const QString& argument)
{
    if (QFileInfo::exists(argument))
        return openFile(argument);
    static const QRegularExpression fileName(QStringLiteral("[/\\\\]|\\.[A-Za-z][A-Za-z0-9]{0,4}$"));
    if (fileName.match(argument.trimmed()).hasMatch()) {
        showProblem(m_window, tr("Cannot Open %1").arg(QFileInfo(argument).fileName()),
            tr("There is no file %1.").arg(QDir::toNativeSeparators(argument)));
        return false;
    }
    QString error;
    if (loadText(argument, &error))
        return true;
    showProblem(m_window, tr("Not a Puzzle"), tr("The argument is neither a file nor a puzzle: %1").arg(error));
    return false;
}

bool Documents::newDocument()
{
    if (!maybeSave())
        return false;
    setFilePath({});
    m_format = TextFormat::SetwiseDocument;
    emit aboutToLoad();
    m_session->load(State(), tr("Empty grid"));
    m_savepoints->clear();
    markClean();
    return true;
}

// With Practice it opens at the state just before the chosen technique's first step.
void Documents::generate()
{
    if (!maybeSave())
        return;
    GenerateDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted || !dialog.result())
        return;
    const GenerateResult& r = *dialog.result();
    const QString what
        = r.practiceStep ? tr("Practice: %1").arg(techniqueDisplayName(r.practiceStep->technique)) : QString();
    newGenerated(r.puzzle, r.practice ? &*r.practice : nullptr, what);
    if (r.practice)
        emit message(tr("Practice: Hint (F2) reveals the next step in three levels."), 12000);
}

void Documents::newGenerated(const State& puzzle, const State* practice, const QString& practiceWhat)
{
    setFilePath({});
    m_format = TextFormat::SetwiseDocument;
    emit aboutToLoad();
    m_savepoints->clear();
    m_session->load(puzzle, tr("Generated puzzle"));
    if (practice)
        m_session->load(*practice, practiceWhat);
    markClean();
}

void Documents::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Puzzle"), QFileInfo(m_filePath).path(),
        tr("Puzzles (*.sudoku *.txt *.sdk *.ss *.hsol);;Setwise documents (*.sudoku);;HoDoKu files (*.hsol);;All "
           "files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool Documents::saveFile(const QString& path, TextFormat format)
{
    QString error;
    // A document is written as it is made, entry by entry: a long history is never held twice.
    const bool saved = format == TextFormat::SetwiseDocument
        ? saveTextFile(
            path,
            [this](const DocumentTextSink& sink) {
                writeSessionDocument(*m_session, m_sets ? m_sets->text() : QString(), m_savepoints->current(), sink);
            },
            &error)
        : saveTextFile(path, stateText(m_session->state(), format) + QLatin1Char('\n'), &error);
    if (!saved) {
        showProblem(m_window, tr("Cannot Save"), tr("Cannot save %1: %2").arg(path, error));
        emit message(tr("Cannot save %1: %2").arg(path, error), 12000);
        return false;
    }
    m_format = format;
    setFilePath(path);
    remember(path);
    markClean();
    emit message(tr("Saved %1.").arg(path), 6000);
    return true;
}

bool Documents::save()
{
    if (m_filePath.isEmpty() || hasSuffix(m_filePath, "hsol")) // HoDoKu's own file is never overwritten
        return saveAs();
    // An 81-character file stays one only while the state still fits it; else ask.
    if (m_format == TextFormat::Givens81) {
        const auto back = readState(stateText(m_session->state(), TextFormat::Givens81));
        if (!back || !(*back == m_session->state()))
            return saveAs();
    }
    return saveFile(m_filePath, m_format);
}

bool Documents::saveAs()
{
    // The lossless formats first: they keep givens, placed digits and eliminations.
    const TextFormat order[]
        = { TextFormat::SetwiseDocument, TextFormat::LibraryLine, TextFormat::SimpleSudokuFile, TextFormat::Givens81,
              TextFormat::Candidates729, TextFormat::PencilmarksHoDoKu, TextFormat::PencilmarksSudokuExplainer };
    QStringList filters;
    for (TextFormat f : order)
        filters << formatName(f)
                + (f == TextFormat::SimpleSudokuFile       ? QStringLiteral(" (*.ss)")
                        : f == TextFormat::SetwiseDocument ? QStringLiteral(" (*.sudoku)")
                                                           : QStringLiteral(" (*.txt)"));
    QString selected = filters.first();
    QString suggested = m_filePath;
    if (hasSuffix(suggested, "hsol"))
        suggested = QFileInfo(suggested).path() + QLatin1Char('/') + QFileInfo(suggested).completeBaseName()
            + QStringLiteral(".sudoku");
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save State"), suggested, filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return false;
    const qsizetype chosen = std::max<qsizetype>(0, filters.indexOf(selected));
    return saveFile(path, order[chosen]);
}

void Documents::paste()
{
    if (loadAsking(QApplication::clipboard()->text(), tr("pasted")))
        emit message(tr("Pasted a new puzzle."), 6000);
}

void Documents::copyAs(TextFormat format)
{
    QApplication::clipboard()->setText(stateText(m_session->state(), format));
    emit message(tr("Copied the state as %1.").arg(formatName(format)), 6000);
}

QString Documents::windowTitle() const
{
    // "[*]" is where QWidget::setWindowModified shows its mark.
    return m_filePath.isEmpty() ? tr("Setwise[*]") : tr("%1[*] — Setwise").arg(QFileInfo(m_filePath).fileName());
}

void Documents::markClean()
{
    m_session->undoStack()->setClean();
    m_cleanSets = m_sets ? m_sets->text() : QString();
    updateModified();
}

void Documents::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

bool Documents::isModified() const
{
    // The Sets panel's text is part of a document (it is saved with it), but not of the undo history.
    return !m_session->undoStack()->isClean() || (m_sets && m_sets->text() != m_cleanSets);
}

bool Documents::maybeSave()
{
    if (!isModified())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Save Changes?"),
        tr("The puzzle has changes that are not saved. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setObjectName(QStringLiteral("saveChangesDialog"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

QStringList Documents::recentFiles() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void Documents::remember(const QString& path)
{
    constexpr int kRecent = 8;
    QStringList files = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kRecent)
        files.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), files);
}

void Documents::setFilePath(const QString& path)
{
    m_filePath = path;
    emit titleChanged();
}

} // namespace setwise::ui
