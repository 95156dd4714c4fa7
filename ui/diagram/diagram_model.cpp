// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diagram/diagram_model.h"

#include "ui/text/step_text.h"

#include <QStringList>

namespace setwise::ui
{

DiagramModel::DiagramModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void DiagramModel::setTable(const DiagramTable& table)
{
    beginResetModel();
    m_table = table;
    m_valid = true;
    endResetModel();
}

void DiagramModel::clear()
{
    beginResetModel();
    m_table = {};
    m_valid = false;
    endResetModel();
}

int DiagramModel::rowCount(const QModelIndex& parent) const
{
    // A row per base, virtual truths (uniqueness) after the constraints, then the result row.
    return parent.isValid() || !m_valid ? 0 : int(m_table.cells.size()) + 1;
}

int DiagramModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_valid ? 0 : int(m_table.covers.size()) + 1;
}

DiagramModel::CellKind DiagramModel::kindAt(int row, int column) const
{
    const bool lastRow = row == int(m_table.cells.size());
    const bool lastColumn = column == int(m_table.covers.size());
    if (lastRow && lastColumn)
        return CellKind::Corner;
    if (lastRow)
        return CellKind::Eliminations;
    if (lastColumn)
        return CellKind::Fins;
    return CellKind::Body;
}

CandidateSet DiagramModel::candidatesAt(const QModelIndex& index) const
{
    if (!index.isValid() || !m_valid)
        return {};
    const int r = index.row(), c = index.column();
    switch (kindAt(r, c)) {
    case CellKind::Body:
        return m_table.cells[std::size_t(r)][std::size_t(c)];
    case CellKind::Fins:
        return m_table.fins[std::size_t(r)];
    case CellKind::Eliminations:
        return m_table.coverEliminations[std::size_t(c)];
    case CellKind::Corner:
        return m_table.otherEliminations | m_table.placements;
    }
    return {};
}

QVariant DiagramModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_valid)
        return {};
    const CandidateSet xs = candidatesAt(index);
    const CellKind kind = kindAt(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: {
        if (kind != CellKind::Corner)
            return qs(cellText(xs));
        QStringList parts;
        if (m_table.otherEliminations.any())
            parts << qs(cellText(m_table.otherEliminations));
        if (m_table.placements.any())
            parts << QStringLiteral("+") + qs(cellText(m_table.placements));
        return parts.join(QStringLiteral(" "));
    }
    case Qt::ToolTipRole: {
        QStringList names;
        for (Candidate x : xs)
            names << qs(candidateName(x));
        QString tip = names.join(QStringLiteral(", "));
        if (kind == CellKind::Body)
            for (Candidate x : xs& m_table.multiplyCovered) {
                // The links of this base row that hold x.
                QStringList links;
                const auto& row = m_table.cells[std::size_t(index.row())];
                for (std::size_t c = 0; c < row.size(); ++c)
                    if (row[c].test(x))
                        links << qs(constraintName(m_table.covers[c]));
                tip += QLatin1Char('\n')
                    //: The "*" of a diagram cell: "*: 2r5c4 lies in 2 links (2R5, 2C4) ..."
                    + tr("*: %1 lies in %n link(s) (%2): true, it fills each of them, so it counts once per link "
                         "and lowers the effective rank.",
                        nullptr, int(links.size()))
                          .arg(qs(candidateName(x)), links.join(QStringLiteral(", ")));
            }
        return tip;
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case CandidatesRole: {
        QList<int> list;
        for (Candidate x : xs)
            list << x;
        return QVariant::fromValue(list);
    }
    case KindRole:
        return int(kind);
    case MultiplyCoveredRole:
        return kind == CellKind::Body && xs.intersects(m_table.multiplyCovered);
    case PlacementsRole:
        return kind == CellKind::Corner && m_table.placements.any();
    default:
        return {};
    }
}

QVariant DiagramModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_valid || section < 0)
        return {};
    const bool horizontal = orientation == Qt::Horizontal;
    const auto& list = horizontal ? m_table.covers : m_table.bases;
    const int rows = horizontal ? int(list.size()) : int(m_table.cells.size());
    if (section > rows)
        return {};
    const bool extra = section == rows;
    if (!horizontal && !extra && section >= int(list.size())) {
        // A virtual truth: "≥1 UR{...}", at least one true if the puzzle has one solution.
        const VirtualBase& v = m_table.virtualBases[std::size_t(section) - list.size()];
        switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("≥1 ") + qs(virtualBaseName(v));
        case Qt::ToolTipRole:
            return tr("Virtual truth: at least one of its candidates is true if the puzzle has one solution");
        case ConstraintRole:
            return -1;
        default:
            return {};
        }
    }
    switch (role) {
    case Qt::DisplayRole:
        if (!extra)
            return qs(constraintName(list[std::size_t(section)]));
        //: Header of the diagram's fin column (BERT's "at least one").
        return horizontal ? tr("≥ 1") : tr("eliminated");
    case Qt::ToolTipRole:
        if (extra)
            return horizontal ? tr("Fins: base candidates that no cover holds") : tr("What each cover eliminates");
        return horizontal ? tr("Cover (link): at most one of its candidates is true")
                          : tr("Base (truth): exactly one of its candidates is true");
    case ConstraintRole:
        return extra ? -1 : list[std::size_t(section)];
    default:
        return {};
    }
}

QString DiagramModel::legendText() const
{
    if (!m_valid || m_table.multiplyCovered.none())
        return {};
    //: The legend of the "*" in diagram cells; %1, %2: the effective rank and the rank.
    return tr("<b>*</b> a truth candidate in two or more links: true, it fills each of them, so it counts once per "
              "link. Effective rank %1 (rank %2).")
        .arg(m_table.effectiveRank)
        .arg(m_table.rank);
}

Qt::ItemFlags DiagramModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace setwise::ui
