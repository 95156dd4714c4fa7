// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The solution path: a thin list model over the session's history (loaded
// puzzles, manual edits, applied steps) of the current puzzle only. Undone
// entries stay listed, greyed, until something new replaces them. Colouring
// is no step of the path: it stays undoable but gets no row.

#include <QAbstractListModel>
#include <QIcon>

#include <vector>

namespace setwise::ui
{

class Session;

class PathModel : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit PathModel(Session* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // Rows cover only the current puzzle (Session::puzzleBegin/End): row <-> history index.
    int historyIndexOf(int row) const;
    // The row of history index i, or of the last listed entry before it (-1: none).
    int rowOfHistoryIndex(int i) const;

private:
    void rebuild();
    Session* m_session;
    QIcon m_loadIcon;
    QIcon m_editIcon;
    QIcon m_stepIcon;
    std::vector<int> m_rows; // row -> history index
};

} // namespace setwise::ui
