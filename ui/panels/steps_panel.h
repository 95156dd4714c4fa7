// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The All Steps Here dock: every step the Hints set finds in the current
// state (from the hint controller), as a tree by technique with steps of the
// same conclusions folded ("+N equivalent", step_groups.h), a filter line
// (steps_filter.h), Find and Apply. Selecting a step shows it; double-click
// or Apply applies it. Which techniques are open is kept across searches.
// Technique names show in full; the conclusions elide (their tooltips hold
// the whole text).

#include <QSet>
#include <QWidget>

class QLineEdit;
class QTreeView;

namespace setwise
{
struct Step;
}

namespace setwise::ui
{

class HintController;
class StepsFilter;
class StepsModel;

class StepsPanel : public QWidget
{
    Q_OBJECT
public:
    StepsPanel(HintController* hints, QWidget* parent = nullptr);

    QTreeView* view() const { return m_view; }
    StepsModel* model() const { return m_model; }
    StepsFilter* filter() const { return m_filter; }
    QLineEdit* filterEdit() const { return m_filterEdit; }
    // The selected step, or null (also when a technique row is selected).
    const Step* selectedStep() const;

signals:
    void selectionChanged();
    // Double-click or Apply on the selected step.
    void applyRequested(const setwise::Step& step);

private:
    // Opens the techniques the user had open (the first one when none of
    // them is here), every row while a filter is set; technique rows span
    // the whole width.
    void restoreExpanded();
    // The counts narrow (as wide as their header or "+99"); the steps take the rest.
    void fitColumns();

    StepsModel* m_model;
    StepsFilter* m_filter;
    QTreeView* m_view;
    QLineEdit* m_filterEdit;
    QSet<QString> m_expanded; // technique ids whose rows the user opened
    bool m_restoring = false;
};

} // namespace setwise::ui
