// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/forcing_tree_view.h"

#include "ui/panels/forcing_tree_model.h"
#include "ui/text/argument_text.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace setwise::ui
{

namespace
{

// The Because column wraps its words (at 1366x768 the dock is about
// 400 px wide and a reason like "last place for 8 in column 5 (from 10, 3)"
// was cut): a row is as tall as its wrapped reason at the column's width.
// The tree view asks for row heights with no width, so this delegate gives it.
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QTreeView* view)
        : QStyledItemDelegate(view)
        , m_view(view)
    {
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (index.column() != ForcingTreeModel::BecauseColumn)
            return QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem o = option;
        initStyleOption(&o, index);
        o.features |= QStyleOptionViewItem::WrapText;
        o.rect = QRect(0, 0, m_view->header()->sectionSize(index.column()), 1);
        const QWidget* w = o.widget;
        return (w ? w->style() : QApplication::style())->sizeFromContents(QStyle::CT_ItemViewItem, &o, QSize(), w);
    }

private:
    QTreeView* m_view;
};

} // namespace

ForcingTreeView::ForcingTreeView(QWidget* parent)
    : QWidget(parent)
    , m_rule(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_branch(new QComboBox(this))
    , m_back(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_showAll(new QCheckBox(tr("Show &all"), this))
    , m_tree(new QTreeView(this))
    , m_model(new ForcingTreeModel(this))
{
    m_rule->setObjectName(QStringLiteral("forcingRule"));
    m_rule->setWordWrap(true);
    m_rule->setTextFormat(Qt::RichText);
    m_empty->setObjectName(QStringLiteral("forcingEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_tree->setObjectName(QStringLiteral("forcingTree"));
    m_tree->setModel(m_model);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    // Reasons wrap (WrappingDelegate): rows differ in height, and a new
    // column width lays the rows out again (once the resizing settles).
    m_tree->setUniformRowHeights(false);
    m_tree->setWordWrap(true);
    m_tree->setItemDelegate(new WrappingDelegate(m_tree));
    auto* relayout = new QTimer(this);
    relayout->setSingleShot(true);
    connect(relayout, &QTimer::timeout, m_tree, &QTreeView::doItemsLayout);
    connect(m_tree->header(), &QHeaderView::sectionResized, relayout, [relayout] { relayout->start(0); });
    m_tree->setAlternatingRowColors(true);
    m_tree->setMouseTracking(true);
    m_tree->viewport()->installEventFilter(this);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setToolTip(tr("One branch per starting candidate: what it sets and removes, in order, and where it "
                          "ends. Hover or select a row to see its candidate on the grid."));
    connect(m_tree, &QTreeView::entered, this,
        [this](const QModelIndex& index) { emit candidatesSelected(m_model->candidatesAt(index)); });
    m_tree->installEventFilter(this);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        emitSelection();
        focusCurrentRow();
    });
    m_branch->setObjectName(QStringLiteral("forcingBranch"));
    m_branch->setToolTip(tr("Which branch the grid draws: all of them, or one with its arrows from the assumed "
                            "candidate to where it ends. Select an implication below to see its arrows and premises."));
    connect(m_branch, &QComboBox::activated, this, &ForcingTreeView::chooseBranch);
    auto* branchRow = new QHBoxLayout;
    m_branchLabel = new QLabel(tr("&Branch:"), this);
    m_branchLabel->setBuddy(m_branch);
    branchRow->addWidget(m_branchLabel);
    branchRow->addWidget(m_branch, 1);
    m_back->setObjectName(QStringLiteral("forcingBack"));
    m_next->setObjectName(QStringLiteral("forcingNext"));
    m_back->setText(tr("◀ Back"));
    m_next->setText(tr("Next ▶"));
    m_back->setToolTip(tr("One implication back (Left in the tree)"));
    m_next->setToolTip(tr("Draw the next implication: its arrows, its premises ringed (Right or Space in the tree)"));
    m_showAll->setObjectName(QStringLiteral("forcingShowAll"));
    m_showAll->setToolTip(tr("Draw every implication of the branch at once, not only the route to its end and "
                             "the implications walked through"));
    connect(m_back, &QToolButton::clicked, this, &ForcingTreeView::stepBack);
    connect(m_next, &QToolButton::clicked, this, &ForcingTreeView::stepForward);
    connect(m_showAll, &QCheckBox::toggled, this, [this] { focusCurrentRow(); });
    auto* walkRow = new QHBoxLayout;
    walkRow->addWidget(m_back);
    walkRow->addWidget(m_next);
    walkRow->addStretch(1);
    walkRow->addWidget(m_showAll);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_rule);
    layout->addLayout(branchRow);
    layout->addLayout(walkRow);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_empty, 1);
    clear();
}

void ForcingTreeView::showEmpty(const QString& text)
{
    m_model->clearStep();
    m_branch->clear();
    m_branch->setEnabled(false);
    m_back->setEnabled(false);
    m_next->setEnabled(false);
    m_showAll->setEnabled(false);
    setGraphFocus({});
    m_empty->setText(text);
    m_empty->show();
    m_tree->hide();
}

void ForcingTreeView::clear()
{
    m_rule->clear();
    m_rule->hide();
    m_branchLabel->setText(tr("&Branch:"));
    showEmpty(tr("<i>No step is shown. The implication tree of a forcing chain or net shows here: one branch per "
                 "starting candidate.</i>"));
}

void ForcingTreeView::setStep(const Step& step, HintLevel level)
{
    if (level != HintLevel::Full) {
        m_rule->hide();
        showEmpty(tr("<i>The implication tree shows with the whole hint.</i>"));
        return;
    }
    // A step argued by implications (a forcing step, a Kraken fish): what
    // its branches cover instead of how the machine proved it.
    const bool argued = step.argument.kind == ArgumentKind::Implications && !step.argument.branches.empty();
    const bool cases = hasCases(step) && step.branches.empty();
    m_rule->setText(QStringLiteral("<b>%1</b> ⇒ %2<br>%3")
                        .arg(techniqueDisplayName(step.technique).toHtmlEscaped(), conclusionText(step).toHtmlEscaped(),
                            (argued         ? disjunctionText(step) + QLatin1Char('.')
                                    : cases ? casesText(step) + QLatin1Char('.')
                                            : ForcingTreeModel::ruleText(step))
                                .toHtmlEscaped()));
    m_branchLabel->setText(cases ? tr("&Case:") : tr("&Branch:"));
    m_branch->setToolTip(cases ? tr("Which case the grid shows: all of them (the whole structure, its triplets ringed "
                                    "dotted), or one with its assumptions ringed and the truths and links that "
                                    "close it")
                               : tr("Which branch the grid draws: all of them, or one with its arrows from the "
                                    "assumed candidate to where it ends. Select an implication below to see its "
                                    "arrows and premises."));
    m_rule->show();
    if (!ForcingTreeModel::hasTree(step)) {
        showEmpty(tr("<i>This step is not a forcing chain or net and has no implications argument, so it has no "
                     "implication tree.</i>"));
        return;
    }
    m_model->setStep(step);
    m_branch->clear();
    m_branch->addItem(cases ? tr("All cases") : tr("All branches"));
    for (int k = 0; k < m_model->rowCount(); ++k)
        m_branch->addItem(cases ? m_model->item(k)->text() // "Case 2: r2c2=7"
                                : QStringLiteral("%1: %2").arg(k + 1).arg(m_model->item(k)->text()));
    const int branches = m_model->rowCount();
    m_branch->setEnabled(branches > 1);
    m_back->setEnabled(true);
    m_next->setEnabled(true);
    m_showAll->setEnabled(true);
    m_empty->hide();
    m_tree->show();
    // A large net reads branch by branch: its first branch that goes
    // somewhere (a verity's branch may be its conclusion alone), else all.
    std::size_t implications = 0;
    int first = 0;
    for (int k = branches; k-- > 0;) {
        // A branch row's children: its implications and its result row.
        const int rows = m_model->rowCount(m_model->index(k, 0)) - 1;
        implications += std::size_t(std::max(0, rows));
        if (rows > 1 || first == 0)
            first = k + 1;
    }
    chooseBranch(!cases && branches > 1 && implications > kAllBranchesUpTo ? first : 0);
    m_tree->expandToDepth(0); // the branches' implications; a nested net's inner net on demand
    m_tree->resizeColumnToContents(ForcingTreeModel::ImplicationColumn);
    // A nested net's inner rows ("12.3. r9c9<>9", indented twice) would push
    // the Because column out of sight: the Implication column stops there.
    const int widest = m_tree->fontMetrics().horizontalAdvance(QStringLiteral("00.00. r9c9<>9"))
        + 3 * m_tree->indentation() + 2 * m_tree->fontMetrics().averageCharWidth();
    if (m_tree->columnWidth(ForcingTreeModel::ImplicationColumn) > widest)
        m_tree->setColumnWidth(ForcingTreeModel::ImplicationColumn, widest);
}

void ForcingTreeView::chooseBranch(int comboIndex)
{
    const int branch = comboIndex - 1;
    if (m_branch->currentIndex() != comboIndex)
        m_branch->setCurrentIndex(comboIndex);
    for (int k = 0; k < m_model->rowCount(); ++k)
        m_tree->setRowHidden(k, QModelIndex(), branch >= 0 && k != branch);
    m_tree->setCurrentIndex({});
    setGraphFocus({ branch, -1, -1 });
}

void ForcingTreeView::focusCurrentRow()
{
    ForcingFocus f = m_model->focusAt(m_tree->currentIndex());
    if (f.branch < 0)
        f = { m_branch->currentIndex() - 1, -1, -1 }; // no row: the branch as chosen
    setGraphFocus(f);
}

void ForcingTreeView::stepForward()
{
    const QModelIndex c = m_tree->currentIndex();
    QModelIndex next;
    if (!c.isValid()) {
        const int branch = std::max(0, m_branch->currentIndex() - 1);
        next = m_model->index(0, 0, m_model->index(branch, 0));
    } else if (!c.parent().isValid()) {
        next = m_model->index(0, 0, c.sibling(c.row(), 0)); // a branch row: its first implication
    } else if (c.row() + 1 < m_model->rowCount(c.parent())) {
        next = c.sibling(c.row() + 1, 0);
    } else if (!c.parent().parent().isValid()) {
        // Past a branch's end: the next branch shown.
        for (int k = c.parent().row() + 1; k < m_model->rowCount() && !next.isValid(); ++k)
            if (!m_tree->isRowHidden(k, QModelIndex()))
                next = m_model->index(0, 0, m_model->index(k, 0));
    } else {
        next = c.parent().sibling(c.parent().row() + 1, 0); // past an inner net: on in its branch
    }
    if (next.isValid())
        m_tree->setCurrentIndex(next);
}

void ForcingTreeView::stepBack()
{
    const QModelIndex c = m_tree->currentIndex();
    if (!c.isValid() || !c.parent().isValid())
        return;
    m_tree->setCurrentIndex(c.row() > 0 ? c.sibling(c.row() - 1, 0) : c.parent());
}

void ForcingTreeView::setGraphFocus(ForcingFocus focus)
{
    focus.all = m_showAll->isChecked();
    if (focus == m_focus)
        return;
    m_focus = focus;
    emit focusChanged(focus);
}

QString ForcingTreeView::ruleText() const
{
    return m_rule->isHidden() ? QString() : m_rule->text();
}

QString ForcingTreeView::emptyText() const
{
    return m_empty->isHidden() ? QString() : m_empty->text();
}

void ForcingTreeView::emitSelection()
{
    emit candidatesSelected(m_model->candidatesAt(m_tree->currentIndex()));
}

bool ForcingTreeView::eventFilter(QObject* watched, QEvent* event)
{
    // Right or Space walks on, Left back.
    if (watched == m_tree && event->type() == QEvent::KeyPress && m_model->rowCount() > 0) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier) {
            if (key->key() == Qt::Key_Right || key->key() == Qt::Key_Space) {
                stepForward();
                return true;
            }
            if (key->key() == Qt::Key_Left) {
                stepBack();
                return true;
            }
        }
    }
    // Leaving the tree shows the selected row's candidates again.
    if (watched == m_tree->viewport() && event->type() == QEvent::Leave)
        emitSelection();
    return QWidget::eventFilter(watched, event);
}

} // namespace setwise::ui
