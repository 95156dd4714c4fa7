// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/documents/savepoints.h"

#include "ui/work/session.h"

#include <QInputDialog>
#include <QMenu>

namespace setwise::ui
{

Savepoints::Savepoints(Session* session, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
{
}

bool Savepoints::isValid(const Mark& m) const
{
    // Inside the current puzzle's history, and still the entry that was marked.
    if (m.index < 1 || m.index - 1 < m_session->puzzleBegin() || m.index > m_session->puzzleEnd()
        || m.index > m_session->historySize())
        return false;
    return m_session->historyEntry(m.index - 1).after == m.state;
}

QList<Savepoints::Mark> Savepoints::current() const
{
    QList<Mark> out;
    for (const Mark& m : m_marks)
        if (isValid(m))
            out.append(m);
    return out;
}

bool Savepoints::add(const QString& name)
{
    const QString trimmed = name.trimmed();
    const int index = m_session->historyIndex();
    if (trimmed.isEmpty() || index < 1)
        return false;
    m_marks.removeIf([&](const Mark& m) { return m.name == trimmed || !isValid(m); });
    m_marks.append(Mark { trimmed, index, m_session->state() });
    emit message(tr("Savepoint \"%1\" set.").arg(trimmed), 6000);
    return true;
}

bool Savepoints::goTo(const QString& name)
{
    for (const Mark& m : current())
        if (m.name == name) {
            m_session->setIndex(m.index);
            emit message(tr("Back at savepoint \"%1\" (Undo returns).").arg(name), 6000);
            return true;
        }
    return false;
}

void Savepoints::clear()
{
    m_marks.clear();
}

void Savepoints::setMarks(const QList<Mark>& marks)
{
    m_marks = marks;
}

void Savepoints::askAndAdd()
{
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Set Savepoint"), tr("Name of the savepoint:"),
        QLineEdit::Normal, tr("Savepoint %1").arg(current().size() + 1), &ok);
    if (ok)
        add(name);
}

void Savepoints::addToMenu(QMenu* edit)
{
    QAction* set = edit->addAction(tr("Set Save&point…"), this, &Savepoints::askAndAdd);
    set->setObjectName(QStringLiteral("setSavepoint"));
    set->setStatusTip(tr("Mark this point of the history to come back to it later (kept in the document)"));
    QMenu* go = edit->addMenu(tr("&Go to Savepoint"));
    go->setObjectName(QStringLiteral("savepointMenu"));
    connect(go, &QMenu::aboutToShow, this, [this, go] {
        go->clear();
        for (const Mark& m : current())
            go->addAction(m.name, this, [this, name = m.name] { goTo(name); });
        if (go->isEmpty())
            go->addAction(tr("No savepoints"))->setEnabled(false);
    });
}

} // namespace setwise::ui
