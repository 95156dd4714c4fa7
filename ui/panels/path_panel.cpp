// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/path_panel.h"

#include "ui/panels/path_model.h"
#include "ui/work/session.h"

#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QListView>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

#include <algorithm>

namespace setwise::ui
{

namespace
{

// Rows as wide as the list, no wider: a long entry ends in "…" (its tool tip
// holds the whole text) instead of running under the dock's edge.
class ElidingDelegate : public QStyledItemDelegate
{
public:
    explicit ElidingDelegate(QListView* view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {
    }
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QSize s = QStyledItemDelegate::sizeHint(option, index);
        s.setWidth(std::min(s.width(), m_view->viewport()->width()));
        return s;
    }

private:
    QListView* m_view;
};

} // namespace

PathPanel::PathPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new PathModel(session, this))
    , m_view(new QListView(this))
{
    m_view->setObjectName(QStringLiteral("pathView"));
    m_view->setModel(m_model);
    m_view->setUniformItemSizes(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setItemDelegate(new ElidingDelegate(m_view));
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setResizeMode(QListView::Adjust); // rows follow the list's width
    m_view->setToolTip(tr("Click an entry to see the state before it; double-click to go back there"));
    auto* goBack = new QPushButton(tr("&Go Back Here"), this);
    auto* current = new QPushButton(tr("&Current State"), this);
    connect(goBack, &QPushButton::clicked, this, [this] {
        const QModelIndex index = m_view->currentIndex();
        if (index.isValid())
            m_session->setIndex(m_model->historyIndexOf(index.row()));
    });
    connect(current, &QPushButton::clicked, this, &PathPanel::currentStateRequested);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(goBack);
    buttons->addWidget(current);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    // A click on the current row shows it again (after Esc); keys move the current row.
    connect(m_view, &QListView::clicked, this, &PathPanel::onCurrentChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex& index, const QModelIndex& previous) {
            // The user's move, not a reset of the model nor the first row that Tab into the list makes current.
            if (m_view->hasFocus() && previous.isValid())
                onCurrentChanged(index);
        });
    connect(m_view, &QListView::doubleClicked, this,
        [this](const QModelIndex& index) { m_session->setIndex(m_model->historyIndexOf(index.row())); });
    connect(m_session, &Session::historyChanged, this, [this] {
        const int row = m_model->rowOfHistoryIndex(m_session->historyIndex() - 1);
        m_view->scrollTo(m_model->index(std::max(0, row)));
    });
}

void PathPanel::onCurrentChanged(const QModelIndex& index)
{
    if (index.isValid())
        emit entryViewed(m_model->historyIndexOf(index.row()));
}

} // namespace setwise::ui
