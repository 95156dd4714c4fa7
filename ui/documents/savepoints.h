// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Savepoints (HoDoKu's habit): a named point of the history that the user
// can return to (Edit ▸ Go to Savepoint ▸ name) through the undo stack, so
// going there is itself undone by Redo. They are kept in the document. A
// savepoint lives while its history entry does: one that an edit after an
// Undo replaced (the state there is no longer the one marked) is dropped.

#include "ui/grid/highlight.h"

#include <QList>
#include <QObject>
#include <QString>

class QMenu;
class QWidget;

namespace setwise::ui
{

class Session;

class Savepoints : public QObject
{
    Q_OBJECT
public:
    struct Mark {
        QString name;
        int index = 0; // the session's history index
        State state; // the state there, to know the mark is still that entry
    };

    Savepoints(Session* session, QWidget* window);

    // The savepoints of the current puzzle, oldest first.
    QList<Mark> current() const;
    // Marks the current history index; a name already used moves there.
    bool add(const QString& name);
    bool goTo(const QString& name);
    void clear();
    // Restored from a document: indices are the session's.
    void setMarks(const QList<Mark>& marks);
    // Edit ▸ Set Savepoint… (asks for a name) and Edit ▸ Go to Savepoint ▸ (objectName "savepointMenu").
    void addToMenu(QMenu* edit);
    void askAndAdd();

signals:
    void message(const QString& text, int ms);

private:
    bool isValid(const Mark& m) const;

    Session* m_session;
    QWidget* m_window;
    QList<Mark> m_marks;
};

} // namespace setwise::ui
