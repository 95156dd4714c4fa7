// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/steps_panel.h"

#include "ui/common/icons.h"
#include "ui/panels/steps_filter.h"
#include "ui/panels/steps_model.h"
#include "ui/work/hint_controller.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QStyle>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace setwise::ui
{

StepsPanel::StepsPanel(HintController* hints, QWidget* parent)
    : QWidget(parent)
    , m_model(new StepsModel(this))
    , m_filter(new StepsFilter(this))
    , m_view(new QTreeView(this))
    , m_filterEdit(new QLineEdit(this))
{
    m_filter->setSourceModel(m_model);
    m_filter->setSortRole(StepsModel::SortRole);
    m_view->setObjectName(QStringLiteral("stepsView"));
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(StepsModel::StepColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setExpandsOnDoubleClick(false); // a double-click applies a step; on a technique it opens or closes
    m_view->setUniformRowHeights(true);
    m_view->setIndentation(m_view->fontMetrics().height() * 3 / 4);
    QHeaderView* header = m_view->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setSectionResizeMode(StepsModel::StepColumn, QHeaderView::Stretch);
    header->setMinimumSectionSize(16);
    fitColumns();
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setWordWrap(false);

    m_filterEdit->setObjectName(QStringLiteral("stepsFilter"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setPlaceholderText(tr("Filter: technique, digit, r4c4 or r4c4<>3"));
    m_filterEdit->setToolTip(tr("Words separated by spaces, each must match: part of a technique's name, a digit "
                                "(1-9), a cell (r4c4), an elimination (r4c4<>3), a placement (r4c4=3) or a "
                                "candidate (3r4c4)."));
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_filter->setFilterText(text);
        restoreExpanded();
    });

    auto* find = new QPushButton(themedIcon(QStringLiteral("steps")), tr("&Find"), this);
    auto* apply = new QPushButton(themedIcon(QStringLiteral("apply")), tr("A&pply"), this);
    connect(find, &QPushButton::clicked, hints, &HintController::findAllSteps);
    auto applySelected = [this] {
        if (const Step* step = selectedStep())
            emit applyRequested(*step);
    };
    connect(apply, &QPushButton::clicked, this, applySelected);
    connect(m_view, &QTreeView::doubleClicked, this, [this, applySelected](const QModelIndex& index) {
        if (m_model->isGroup(m_filter->mapToSource(index)))
            m_view->setExpanded(index.siblingAtColumn(0), !m_view->isExpanded(index.siblingAtColumn(0)));
        else
            applySelected();
    });
    // Which techniques are open: remembered by id while the user opens and closes them.
    auto remember = [this](const QModelIndex& index, bool open) {
        if (m_restoring || !m_filter->filterText().isEmpty() || index.parent().isValid())
            return;
        const QString id = index.data(StepsModel::TechniqueIdRole).toString();
        if (open)
            m_expanded.insert(id);
        else
            m_expanded.remove(id);
    };
    connect(m_view, &QTreeView::expanded, this, [remember](const QModelIndex& i) { remember(i, true); });
    connect(m_view, &QTreeView::collapsed, this, [remember](const QModelIndex& i) { remember(i, false); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &StepsPanel::selectionChanged);
    connect(hints, &HintController::allStepsChanged, this, [this, hints] {
        m_model->setSteps(hints->allSteps());
        restoreExpanded();
    });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(find);
    buttons->addStretch();
    buttons->addWidget(apply);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_filterEdit);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
}

void StepsPanel::restoreExpanded()
{
    m_restoring = true;
    // A technique row has no counts of its own: its name takes the whole width.
    for (int row = 0; row < m_filter->rowCount(); ++row)
        m_view->setFirstColumnSpanned(row, {}, true);
    if (!m_filter->filterText().isEmpty()) {
        m_view->expandAll();
    } else {
        m_view->collapseAll();
        bool any = false;
        for (int row = 0; row < m_filter->rowCount(); ++row) {
            const QModelIndex group = m_filter->index(row, 0);
            if (m_expanded.contains(group.data(StepsModel::TechniqueIdRole).toString())) {
                m_view->expand(group);
                any = true;
            }
        }
        if (!any && m_filter->rowCount() > 0)
            m_view->expand(m_filter->index(0, 0));
    }
    m_restoring = false;
}

void StepsPanel::fitColumns()
{
    const QFontMetrics plain(m_view->font());
    const int margin = 2 * m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 8;
    for (int column : { StepsModel::EquivalentsColumn, StepsModel::EliminationsColumn, StepsModel::PlacementsColumn }) {
        const QString header = m_model->headerData(column, Qt::Horizontal).toString();
        const QString sample = column == StepsModel::EquivalentsColumn ? QStringLiteral("+99") : QStringLiteral("99");
        m_view->setColumnWidth(
            column, std::max(plain.horizontalAdvance(header), plain.horizontalAdvance(sample)) + margin);
    }
}

const Step* StepsPanel::selectedStep() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->stepAt(m_filter->mapToSource(rows.first()));
}

} // namespace setwise::ui
