// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Summary dock's model: the techniques the current puzzle's path used so
// far (applied steps up to the current history index), with their counts and
// the path's score (the sum of the steps' BERT scores, BERT chapter 5).

#include <QAbstractTableModel>

#include <string>
#include <vector>

namespace setwise::ui
{

class Session;

class SummaryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TechniqueColumn, CountColumn, ScoreColumn, ColumnCount };

    explicit SummaryModel(Session* session, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int stepCount() const { return m_steps; }
    int pathScore() const { return m_score; }
    // "12 steps · score 345 · hardest: X-Wing".
    QString totalText() const;

private:
    void rebuild();

    struct Row {
        std::string technique;
        int count = 0;
        int score = 0; // the highest step score of the technique
    };
    Session* m_session;
    std::vector<Row> m_rows; // in registry order
    int m_steps = 0;
    int m_score = 0;
    std::string m_hardest;
};

} // namespace setwise::ui
