// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/summary_model.h"

#include "engine/rating/bert_optimiser.h"
#include "engine/techniques.h"
#include "ui/text/technique_names.h"
#include "ui/work/session.h"

#include <algorithm>

namespace setwise::ui
{

SummaryModel::SummaryModel(Session* session, QObject* parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(session, &Session::historyChanged, this, &SummaryModel::rebuild);
}

void SummaryModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_steps = 0;
    m_score = 0;
    int hardest = -1;
    m_hardest.clear();
    auto count = [&](const Step& step) {
        const int score = bertStepScore(step); // as the optimiser counts: never 0 for a forcing step
        auto it
            = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.technique == step.technique; });
        if (it == m_rows.end())
            it = m_rows.insert(m_rows.end(), Row { step.technique, 0, 0 });
        ++it->count;
        it->score = std::max(it->score, score);
        ++m_steps;
        m_score += score;
        if (score > hardest) {
            hardest = score;
            m_hardest = step.technique;
        }
    };
    for (int i = m_session->puzzleBegin(); i < m_session->historyIndex(); ++i) {
        const HistoryEntry& e = m_session->historyEntry(i);
        if (e.kind == HistoryEntry::Kind::Path) { // a replaced path starts the count afresh
            m_rows.clear();
            m_steps = 0;
            m_score = 0;
            hardest = -1;
            m_hardest.clear();
        } else if (e.step) {
            count(*e.step);
        }
    }
    std::stable_sort(m_rows.begin(), m_rows.end(),
        [](const Row& a, const Row& b) { return registryPosition(a.technique) < registryPosition(b.technique); });
    endResetModel();
}

int SummaryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SummaryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SummaryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& r = m_rows[std::size_t(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case TechniqueColumn:
            return techniqueDisplayName(r.technique);
        case CountColumn:
            return r.count;
        case ScoreColumn:
            return r.score;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != TechniqueColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant SummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TechniqueColumn:
        return tr("Technique");
    case CountColumn:
        return tr("Steps");
    case ScoreColumn:
        return tr("Top score");
    default:
        return {};
    }
}

QString SummaryModel::totalText() const
{
    if (m_steps == 0)
        return tr("No step applied to this puzzle yet.");
    return tr("%n step(s) · path score %1 · hardest: %2", nullptr, m_steps)
        .arg(m_score)
        .arg(techniqueDisplayName(m_hardest));
}

} // namespace setwise::ui
