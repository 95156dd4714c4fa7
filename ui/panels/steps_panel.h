// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The All Steps Here dock: every step the enabled techniques find in the
// current state (from the hint controller), sortable, with Find and Apply.
// Technique names show in full; the conclusions take the rest and elide
// (their tooltips hold the whole text).

#include <QWidget>

class QSortFilterProxyModel;
class QTableView;

namespace setwise
{
struct Step;
}

namespace setwise::ui
{

class HintController;
class StepsModel;

class StepsPanel : public QWidget
{
    Q_OBJECT
public:
    StepsPanel(HintController* hints, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
    StepsModel* model() const { return m_model; }
    // The selected step, or null.
    const Step* selectedStep() const;

signals:
    void selectionChanged();
    // Double-click or Apply on the selected step.
    void applyRequested(const setwise::Step& step);

private:
    StepsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_view;
};

} // namespace setwise::ui
