// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The implication tree dock's content: the rule that proved the shown step in
// words, a branch selector ("All branches", "1: Assume r1c2=3", ...) and a tree
// of its branches (ForcingTreeModel). Hovering or selecting a row reports its
// candidates, which the window shows as the grid's selection; the selector and
// the selected row say which branch or implication the grid's drawing of the
// implication graph puts forward (focusChanged).
//
// A net is walked: at first the grid draws each branch's route from its
// assumption to its end alone; Next (Right or Space in the tree) and Back
// (Left) step through the implications, as does selecting a row; "Show all"
// draws every implication at once.
// A step that is no forcing chain or net but has an implications argument
// (a Kraken fish: one branch per fin) shows that argument's tree; a step
// counted by cases its cases, walked the same way (the selector picks a case,
// which the grid shows alone); any other step a line saying so.

#include "engine/step.h"
#include "ui/grid/highlight.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;
class QTreeView;

namespace setwise::ui
{

class ForcingTreeModel;

class ForcingTreeView : public QWidget
{
    Q_OBJECT
public:
    explicit ForcingTreeView(QWidget* parent = nullptr);
    // A step with more implications than this first shows one branch alone
    // (the first with more than its start).
    static constexpr std::size_t kAllBranchesUpTo = 60;

    void setStep(const Step& step, HintLevel level = HintLevel::Full);
    void clear();

    ForcingTreeModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    QComboBox* branchSelector() const { return m_branch; }
    QCheckBox* showAllBox() const { return m_showAll; }
    // Walks the net: the next or previous implication (the tree's current row).
    void stepForward();
    void stepBack();
    ForcingFocus focus() const { return m_focus; }
    QString ruleText() const;
    QString emptyText() const;

signals:
    // The candidates of the hovered or selected row (empty when none).
    void candidatesSelected(const CandidateSet& candidates);
    // The branch (or implication) to draw on the grid; every branch when none.
    void focusChanged(const ForcingFocus& focus);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showEmpty(const QString& text);
    void emitSelection();
    void chooseBranch(int comboIndex);
    void setGraphFocus(ForcingFocus focus);
    void focusCurrentRow();

    QLabel* m_rule;
    QLabel* m_branchLabel;
    QLabel* m_empty;
    QComboBox* m_branch;
    QToolButton* m_back;
    QToolButton* m_next;
    QCheckBox* m_showAll;
    ForcingFocus m_focus;
    QTreeView* m_tree;
    ForcingTreeModel* m_model;
};

} // namespace setwise::ui
