// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/steps_model.h"

#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QFont>

#include <algorithm>

namespace setwise::ui
{

StepsModel::StepsModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

void StepsModel::setSteps(std::vector<Step> steps)
{
    beginResetModel();
    m_steps = std::move(steps);
    m_groups = groupSteps(m_steps);
    m_nodes.clear();
    m_top.clear();
    auto add = [this](int parent, int step, int group) {
        const int id = int(m_nodes.size());
        m_nodes.push_back({ parent, 0, step, group, {} }); // before taking a reference into m_nodes
        std::vector<int>& siblings = parent < 0 ? m_top : m_nodes[std::size_t(parent)].children;
        m_nodes.back().row = int(siblings.size());
        siblings.push_back(id);
        return id;
    };
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const int groupNode = add(-1, -1, int(g));
        for (const StepRow& row : m_groups[g].rows) {
            const int rowNode = add(groupNode, row.step, int(g));
            for (int e : row.equivalents)
                add(rowNode, e, int(g));
        }
    }
    endResetModel();
}

const StepsModel::Node* StepsModel::node(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() >= m_nodes.size())
        return nullptr;
    return &m_nodes[index.internalId()];
}

const Step* StepsModel::stepAt(const QModelIndex& index) const
{
    const Node* n = node(index);
    return n && n->step >= 0 ? &m_steps[std::size_t(n->step)] : nullptr;
}

bool StepsModel::isGroup(const QModelIndex& index) const
{
    const Node* n = node(index);
    return n && n->step < 0;
}

QModelIndex StepsModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const Node* p = node(parent);
    if (parent.isValid() && !p)
        return {};
    const std::vector<int>& siblings = p ? p->children : m_top;
    if (row >= int(siblings.size()))
        return {};
    return createIndex(row, column, quintptr(siblings[std::size_t(row)]));
}

QModelIndex StepsModel::parent(const QModelIndex& child) const
{
    const Node* n = node(child);
    if (!n || n->parent < 0)
        return {};
    return createIndex(m_nodes[std::size_t(n->parent)].row, 0, quintptr(n->parent));
}

int StepsModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_top.size());
    const Node* n = node(parent);
    return n && parent.column() == 0 ? int(n->children.size()) : 0;
}

int StepsModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QVariant StepsModel::data(const QModelIndex& index, int role) const
{
    const Node* n = node(index);
    if (!n)
        return {};
    if (role == TechniqueIdRole)
        return qs(m_groups[std::size_t(n->group)].technique);
    if (role == Qt::TextAlignmentRole && index.column() != StepColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return n->step < 0 ? groupData(*n, index.column(), role) : stepData(*n, index.column(), role);
}

QVariant StepsModel::groupData(const Node& n, int column, int role) const
{
    const StepGroup& g = m_groups[std::size_t(n.group)];
    const QString name = techniqueDisplayName(g.technique);
    const int rows = int(g.rows.size());
    auto most = [&](auto count) {
        int m = 0;
        for (const StepRow& r : g.rows)
            m = std::max(m, count(m_steps[std::size_t(r.step)]));
        return m;
    };
    if (role == Qt::DisplayRole && column == StepColumn)
        //: a technique row of All Steps: its name and how many steps it has
        return tr("%1 (%2)").arg(name).arg(rows);
    if (role == Qt::ToolTipRole) {
        int folded = 0;
        for (const StepRow& r : g.rows)
            folded += int(r.equivalents.size());
        QString tip = tr("%1: %n step(s)", nullptr, rows).arg(name);
        if (folded > 0)
            tip += QLatin1Char('\n') + tr("%n step(s) with the same conclusions folded under them", nullptr, folded);
        return tip;
    }
    if (role == Qt::FontRole) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == SortRole) {
        switch (column) {
        case StepColumn:
            return registryPosition(g.technique);
        case EquivalentsColumn:
            return 0;
        case EliminationsColumn:
            return most([](const Step& s) { return s.eliminations.count(); });
        case PlacementsColumn:
            return most([](const Step& s) { return s.placements.count(); });
        default:
            return name;
        }
    }
    return {};
}

QVariant StepsModel::stepData(const Node& n, int column, int role) const
{
    const Step& step = m_steps[std::size_t(n.step)];
    const int equivalents = int(n.children.size());
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (column) {
        case StepColumn: {
            if (role == SortRole)
                return n.step; // where the engine found it
            const QString name = stepName(step);
            if (m_nodes[std::size_t(n.parent)].step >= 0) // an equivalent: the same conclusions as the row above
                return name;
            return name == techniqueDisplayName(m_groups[std::size_t(n.group)].technique)
                ? conclusionText(step)
                : tr("%1: %2").arg(name, conclusionText(step));
        }
        case EquivalentsColumn:
            if (role == SortRole)
                return equivalents;
            //: All Steps: how many steps with the same conclusions are folded under this one
            return equivalents > 0 ? tr("+%1").arg(equivalents) : QString();
        case EliminationsColumn:
            return step.eliminations.count();
        case PlacementsColumn:
            return step.placements.count();
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) { // the whole text, since the columns elide
        QString tip = QStringLiteral("<b>%1</b><br>%2<br><code>%3</code>")
                          .arg(stepName(step).toHtmlEscaped(), conclusionText(step).toHtmlEscaped(),
                              qs(hodokuText(step)).toHtmlEscaped());
        if (equivalents > 0)
            tip += QStringLiteral("<br><i>%1</i>")
                       .arg(tr("+%n equivalent: %n other step(s) with the same conclusions, folded under this one "
                               "(the simplest).",
                           nullptr, equivalents)
                                .toHtmlEscaped());
        return tip;
    }
    return {};
}

QVariant StepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    // The count columns have short headers (the table is narrow); the tooltip says them in full.
    const bool full = role == Qt::ToolTipRole;
    switch (section) {
    case StepColumn:
        return full ? tr("Techniques, and each step's conclusions (its tooltip holds the whole text)") : tr("Step");
    case EquivalentsColumn:
        //: the All Steps column of folded equivalent steps ("+2"): a narrow symbol
        return full ? tr("Equivalent steps: the same conclusions, folded under the simplest") : tr("≡");
    case EliminationsColumn:
        return full ? tr("Eliminations") : tr("Elim.");
    case PlacementsColumn:
        return full ? tr("Placements") : tr("Pl.");
    default:
        return {};
    }
}

} // namespace setwise::ui
