// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A thin table model over one DiagramTable of the engine (docs/architecture.md, The equation diagram): bases
// as rows, covers as columns, then the fin column ("≥ 1") and the
// elimination row. All drawing is in DiagramDelegate.
//
//               | cover 1 | cover 2 | ... | ≥ 1
//   base 1      |  cells  |         |     | fins
//   ...         |         |         |     |
//   eliminated  |  elims  |  elims  |     | other eliminations, placements

#include "engine/diagram.h"

#include <QAbstractTableModel>

namespace setwise::ui
{

class DiagramModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum DataRole {
        CandidatesRole = Qt::UserRole + 1, // QList<int>: the cell's candidates
        KindRole, // int(CellKind)
        MultiplyCoveredRole, // bool: holds a candidate in two or more covers
        ConstraintRole, // header: the base or cover constraint, -1 for the extra row/column
        PlacementsRole, // bool: the corner holds placements
    };
    enum class CellKind { Body, Fins, Eliminations, Corner };

    explicit DiagramModel(QObject* parent = nullptr);

    void setTable(const DiagramTable& table);
    void clear();
    bool hasTable() const { return m_valid; }
    const DiagramTable& table() const { return m_table; }

    // The candidates shown at a cell (for the grid's selection).
    CandidateSet candidatesAt(const QModelIndex& index) const;
    CellKind kindAt(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // What the "*" of a cell means (rich text; empty when no cell has one):
    // a truth candidate in two or more links, which lowers the effective rank.
    // A cell's tooltip says it of its own candidates, naming their links.
    QString legendText() const;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    DiagramTable m_table;
    bool m_valid = false;
};

} // namespace setwise::ui
