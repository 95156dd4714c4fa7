// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/summary_panel.h"

#include "ui/panels/rating_panel.h"
#include "ui/panels/summary_model.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace setwise::ui
{

SummaryPanel::SummaryPanel(Session* session, QWidget* parent)
    : QScrollArea(parent)
    , m_model(new SummaryModel(session, this))
{
    auto* page = new QWidget(this);
    m_rating = new RatingPanel(session, page);
    auto* view = new QTableView(page);
    view->setObjectName(QStringLiteral("summaryView"));
    view->setModel(m_model);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    view->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* total = new QLabel(page);
    total->setObjectName(QStringLiteral("summaryTotal"));
    total->setWordWrap(true);
    total->setToolTip(tr("The path score adds the steps' scores (the BERT paper, chapter 5); the hardest step has "
                         "the highest score."));
    connect(m_model, &QAbstractItemModel::modelReset, total, [this, total] { total->setText(m_model->totalText()); });
    total->setText(m_model->totalText());
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_rating);
    layout->addWidget(view, 1);
    layout->addWidget(total);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setWidget(page);
}

} // namespace setwise::ui
