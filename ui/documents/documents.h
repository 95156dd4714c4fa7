// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's documents: loading a state from text, a file or the
// clipboard, saving it, and the file it came from (the window title). A
// failed load changes nothing: the old state stays and the reason, with its
// line and column, opens in a dialog (files) or the status bar (paste).
// A Setwise document (*.sudoku, engine/document) keeps the whole history,
// the colours, the Sets panel's sets and the savepoints; HoDoKu's .hsol
// files are read for their puzzle and candidates (ui/documents/hsol_reader.h).
// "Modified": the undo stack is not at its clean state, or the Sets panel's
// text differs from what it was then; loading and saving set both.

#include "ui/common/state_io.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class QWidget;

class QMimeData;

namespace setwise::ui
{

class Savepoints;
class Session;
class SetsPanel;

class Documents : public QObject
{
    Q_OBJECT
public:
    Documents(Session* session, QWidget* window);
    // The Sets panel whose text a document keeps (may stay unset).
    void setSetsPanel(SetsPanel* sets);
    Savepoints* savepoints() const { return m_savepoints; }

    // Loads a state in any text format as a new puzzle; false (and nothing changed) on bad input.
    bool loadText(const QString& text, QString* error = nullptr, const QString& name = {});
    // loadText() after "Save changes?" when the text is a puzzle (Examples, paste, dropped text);
    // false when cancelled or not a puzzle.
    bool loadAsking(const QString& text, const QString& name);
    // Reads at most the state size limit; on failure a dialog says why and nothing changes.
    bool openFile(const QString& path);
    bool saveFile(const QString& path, TextFormat format = TextFormat::LibraryLine);
    // The command line's argument: an existing file is opened, a text that
    // names no file (a path, or a name with a suffix) is an error, not a
    // puzzle; anything else is read as a state. False (with a dialog saying
    // why) when nothing was loaded.
    bool openArgument(const QString& argument);
    // An empty grid, as a new untitled document (after "Save changes?"; false when cancelled).
    bool newDocument();
    // openFile() after "Save changes?" (Open Recent, a dropped file).
    bool openAsking(const QString& path);
    // Drag and drop: a local file opens (after "Save changes?"), text is read as a state.
    static bool acceptsDrop(const QMimeData* data);
    bool drop(const QMimeData* data); // false when nothing in it could be taken
    // A generated puzzle as a new untitled document; with a practice state,
    // that state follows as a second history entry (Undo goes back to the givens).
    void newGenerated(const State& puzzle, const State* practice, const QString& practiceWhat);
    // File ▸ New ▸ Generate…: "Save changes?", the generator's dialog, then its puzzle (or practice state).
    void generate();
    const QString& filePath() const { return m_filePath; }
    // Changed since it was loaded, opened or saved (undoing back to that point: unchanged).
    bool isModified() const;
    // Asks "Save changes?" when modified: true when the old document may go (saved or discarded).
    bool maybeSave();
    // The files opened or saved lately, newest first (kept in the settings).
    QStringList recentFiles() const;
    QString windowTitle() const;

    // The File and Edit menu commands (dialogs and the clipboard).
    void open();
    bool save();
    bool saveAs();
    void paste();
    void copyAs(TextFormat format);

signals:
    // Before a new puzzle replaces the state: nothing of the old one should stay.
    void aboutToLoad();
    void message(const QString& text, int ms);
    void titleChanged();
    // Whether the document has unsaved changes (the window shows it in its title).
    void modifiedChanged(bool modified);

private:
    bool openDocument(const QString& path, const QByteArray& utf8);
    bool openHsol(const QString& path, const QByteArray& data);
    void cannotOpen(const QString& path, const QString& error);
    void setFilePath(const QString& path);
    void remember(const QString& path);
    void markClean();

    Session* m_session;
    QWidget* m_window;
    QString m_filePath;
    TextFormat m_format = TextFormat::SetwiseDocument; // how Save writes m_filePath
    // Guarded: the window destroys the panel before the session, whose undo
    // stack still signals cleanChanged (updateModified) on its way out.
    QPointer<SetsPanel> m_sets;
    QString m_cleanSets; // the Sets panel's text when the document was last clean
    bool m_modified = false; // as last announced by modifiedChanged
    void updateModified();
    Savepoints* m_savepoints;
};

// A problem the user should read (a file that cannot be opened): a warning
// dialog that does not block, one at a time (object name "problemDialog").
void showProblem(QWidget* parent, const QString& title, const QString& text);

} // namespace setwise::ui
