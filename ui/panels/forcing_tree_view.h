// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The implication tree dock's content: the rule that proved the shown step in
// words, over a tree of its branches (ForcingTreeModel). Hovering or selecting
// a row reports its candidates, which the window shows as the grid's selection.
// A step that is no forcing chain or net shows a line saying so.

#include "engine/step.h"
#include "ui/grid/highlight.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace setwise::ui
{

class ForcingTreeModel;

class ForcingTreeView : public QWidget
{
    Q_OBJECT
public:
    explicit ForcingTreeView(QWidget* parent = nullptr);

    void setStep(const Step& step, HintLevel level = HintLevel::Full);
    void clear();

    ForcingTreeModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    QString ruleText() const;
    QString emptyText() const;

signals:
    // The candidates of the hovered or selected row (empty when none).
    void candidatesSelected(const CandidateSet& candidates);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showEmpty(const QString& text);
    void emitSelection();

    QLabel* m_rule;
    QLabel* m_empty;
    QTreeView* m_tree;
    ForcingTreeModel* m_model;
};

} // namespace setwise::ui
