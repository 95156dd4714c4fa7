// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Solution Path dock: the path list (PathModel) with "Go Back Here" and
// "Current State". The entry the user moves to, by click or by keyboard
// (arrows, Page Up/Down, Home, End), is the one the grid shows.

#include <QWidget>

class QListView;
class QModelIndex;

namespace setwise::ui
{

class PathModel;
class Session;

class PathPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PathPanel(Session* session, QWidget* parent = nullptr);

    QListView* view() const { return m_view; }
    PathModel* model() const { return m_model; }

signals:
    // The user moved to an entry: show the state before history index i.
    void entryViewed(int historyIndex);
    // "Current State": back to the state itself.
    void currentStateRequested();

private:
    void onCurrentChanged(const QModelIndex& index);

    Session* m_session;
    PathModel* m_model;
    QListView* m_view;
};

} // namespace setwise::ui
