// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "All steps here": a thin table model over every step the engine found in
// the current state. Sorting (by technique order or by the number of
// eliminations) goes through SortRole and a QSortFilterProxyModel.

#include "engine/step.h"

#include <QAbstractTableModel>

#include <vector>

namespace setwise::ui
{

class StepsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TechniqueColumn, EliminationsColumn, PlacementsColumn, ConclusionsColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit StepsModel(QObject* parent = nullptr);

    void setSteps(std::vector<Step> steps);
    const std::vector<Step>& steps() const { return m_steps; }
    const Step* stepAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Step> m_steps;
    std::vector<int> m_order; // registry position of each step's technique
};

} // namespace setwise::ui
