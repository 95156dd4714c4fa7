// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// "All steps here" as a tree (step_groups.h), narrow enough for a side dock:
//
//   Step                                ≡   Elim. Pl.
//   ▾ Skyscraper (2)                                     a technique, its count
//       r1c3<>4, r3c2<>4               +4    2    0     a step: its conclusions
//       ▸ Jellyfish, X-Chain, ...                        its equivalents: their names
//       r5c7<>1                              1    0
//
// A step whose name differs from its technique's (a rank structure) says
// it before its conclusions. A thin adapter over the steps the engine
// found; sorting (technique order, counts) goes through SortRole, filtering
// through StepsFilter.

#include "engine/step.h"
#include "ui/panels/step_groups.h"

#include <QAbstractItemModel>

#include <vector>

namespace setwise::ui
{

class StepsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { StepColumn, EquivalentsColumn, EliminationsColumn, PlacementsColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int TechniqueIdRole = Qt::UserRole + 2; // a group's technique id

    explicit StepsModel(QObject* parent = nullptr);

    void setSteps(std::vector<Step> steps);
    const std::vector<Step>& steps() const { return m_steps; }
    const std::vector<StepGroup>& groups() const { return m_groups; }
    // The step of a row (a representative or an equivalent); null for a technique row.
    const Step* stepAt(const QModelIndex& index) const;
    bool isGroup(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // A tree node: its parent node (-1 for a top row), its row there, its
    // step (-1 for a technique) and its children.
    struct Node {
        int parent = -1;
        int row = 0;
        int step = -1;
        int group = -1;
        std::vector<int> children;
    };
    const Node* node(const QModelIndex& index) const;
    QVariant groupData(const Node& n, int column, int role) const;
    QVariant stepData(const Node& n, int column, int role) const;

    std::vector<Step> m_steps;
    std::vector<StepGroup> m_groups;
    std::vector<Node> m_nodes;
    std::vector<int> m_top; // the technique nodes
};

} // namespace setwise::ui
