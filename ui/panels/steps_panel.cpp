// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/steps_panel.h"

#include "ui/app/icons.h"
#include "ui/panels/steps_model.h"
#include "ui/work/hint_controller.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace setwise::ui
{

StepsPanel::StepsPanel(HintController* hints, QWidget* parent)
    : QWidget(parent)
    , m_model(new StepsModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(StepsModel::SortRole);
    m_view->setObjectName(QStringLiteral("stepsView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(StepsModel::TechniqueColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView* header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(StepsModel::ConclusionsColumn, QHeaderView::Stretch);
    header->setMinimumSectionSize(40);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setWordWrap(false);

    auto* find = new QPushButton(themedIcon(QStringLiteral("steps")), tr("&Find"), this);
    auto* apply = new QPushButton(themedIcon(QStringLiteral("apply")), tr("A&pply"), this);
    connect(find, &QPushButton::clicked, hints, &HintController::findAllSteps);
    auto applySelected = [this] {
        if (const Step* step = selectedStep())
            emit applyRequested(*step);
    };
    connect(apply, &QPushButton::clicked, this, applySelected);
    connect(m_view, &QTableView::doubleClicked, this, applySelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &StepsPanel::selectionChanged);
    connect(hints, &HintController::allStepsChanged, this, [this, hints] { m_model->setSteps(hints->allSteps()); });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(find);
    buttons->addStretch();
    buttons->addWidget(apply);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
}

const Step* StepsPanel::selectedStep() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->stepAt(m_proxy->mapToSource(rows.first()).row());
}

} // namespace setwise::ui
