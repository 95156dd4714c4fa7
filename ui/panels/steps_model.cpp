// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/steps_model.h"

#include "engine/techniques.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

namespace setwise::ui
{

StepsModel::StepsModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void StepsModel::setSteps(std::vector<Step> steps)
{
    beginResetModel();
    m_steps = std::move(steps);
    m_order.clear();
    for (const Step& s : m_steps)
        m_order.push_back(registryPosition(s.technique));
    endResetModel();
}

const Step* StepsModel::stepAt(int row) const
{
    return row >= 0 && row < int(m_steps.size()) ? &m_steps[std::size_t(row)] : nullptr;
}

int StepsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int StepsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepsModel::data(const QModelIndex& index, int role) const
{
    const Step* step = index.isValid() ? stepAt(index.row()) : nullptr;
    if (!step)
        return {};
    const int row = index.row();
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (index.column()) {
        case TechniqueColumn:
            // Technique order first, then where the engine found it.
            return role == SortRole ? QVariant(m_order[std::size_t(row)] * 100000 + row) : QVariant(stepName(*step));
        case EliminationsColumn:
            return step->eliminations.count();
        case PlacementsColumn:
            return step->placements.count();
        case ConclusionsColumn:
            return conclusionText(*step);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) // the whole text, since the columns elide
        return QStringLiteral("<b>%1</b><br>%2<br><code>%3</code>")
            .arg(stepName(*step).toHtmlEscaped(), conclusionText(*step).toHtmlEscaped(),
                qs(hodokuText(*step)).toHtmlEscaped());
    if (role == Qt::TextAlignmentRole && (index.column() == EliminationsColumn || index.column() == PlacementsColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant StepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    // The count columns have short headers (the table is narrow); the tooltip says them in full.
    const bool full = role == Qt::ToolTipRole;
    switch (section) {
    case TechniqueColumn:
        return tr("Technique");
    case EliminationsColumn:
        return full ? tr("Eliminations") : tr("Elim.");
    case PlacementsColumn:
        return full ? tr("Placements") : tr("Pl.");
    case ConclusionsColumn:
        return tr("Conclusions");
    default:
        return {};
    }
}

} // namespace setwise::ui
