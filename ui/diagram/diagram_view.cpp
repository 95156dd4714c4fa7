// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diagram/diagram_view.h"

#include "ui/app/icons.h"
#include "ui/diagram/diagram_delegate.h"
#include "ui/diagram/diagram_model.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QScrollBar>
#include <QTabBar>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace setwise::ui
{

DiagramView::DiagramView(QWidget* parent)
    : QWidget(parent)
    , m_header(new QLabel(this))
    , m_tabs(new QTabBar(this))
    , m_table(new QTableView(this))
    , m_model(new DiagramModel(this))
    , m_delegate(new DiagramDelegate(this))
    , m_copy(new QToolButton(this))
{
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setMargin(4);
    m_tabs->setVisible(false);
    m_tabs->setDrawBase(false);
    m_table->setModel(m_model);
    m_table->setItemDelegate(m_delegate);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setShowGrid(true);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("Equation diagram"));
    m_copy->setText(tr("Copy as Text"));
    m_copy->setIcon(themedIcon(QStringLiteral("copy")));
    m_copy->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_copy->setToolTip(tr("Copy the diagram as plain text"));
    m_copy->setEnabled(false);

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_copy);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addWidget(m_tabs);
    layout->addWidget(m_table, 1);
    layout->addStretch(0); // the room the table does not need
    layout->addLayout(buttons);

    connect(m_tabs, &QTabBar::currentChanged, this, &DiagramView::showReading);
    connect(m_copy, &QToolButton::clicked, this, &DiagramView::copyAsText);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DiagramView::emitSelection);
    clear(); // header clicks select a whole base row or cover column (QTableView default)
}

void DiagramView::setColours(const Palette& palette)
{
    m_delegate->setColours(palette);
    m_table->viewport()->update();
}

void DiagramView::clear(const QString& message)
{
    m_hasDiagram = false;
    m_diagram = {};
    m_model->clear();
    m_tabs->setVisible(false);
    m_table->setVisible(false);
    m_copy->setEnabled(false);
    m_copy->setVisible(false);
    m_header->setText(message.isEmpty()
            ? tr("<i>No step shown. Ask for a hint (F2), the next step (F3), or pick sets.</i>")
            : message);
}

void DiagramView::setHeaderVisible(bool visible)
{
    m_header->setVisible(visible);
}

QString DiagramView::headerText() const
{
    return m_header->text();
}

void DiagramView::setStep(const Step& step, HintLevel level)
{
    m_model->clear();
    m_hasDiagram = false;
    m_tabs->setVisible(false);
    m_table->setVisible(false);
    m_copy->setEnabled(false);
    m_copy->setVisible(false);
    const QString name = techniqueDisplayName(step.technique).toHtmlEscaped();
    if (level == HintLevel::Name) {
        m_header->setText(
            tr("<b>Hint:</b> look for this technique: <b>%1</b>.<br><i>Ask again to see its houses.</i>").arg(name));
        return;
    }
    if (!step.setLogic) {
        m_header->setText(tr("<b>%1</b> (not set logic)<br>%2").arg(name, qs(step.justification).toHtmlEscaped()));
        return;
    }
    if (level == HintLevel::Houses) {
        QStringList lines;
        for (const Evaluation& e : step.readings)
            lines << (housesHintShowsBasesOnly(step) ? tr("bases %1").arg(qs(bertConstraints(e.bases)).toHtmlEscaped())
                                                     : tr("bases %1, covers %2")
                                                           .arg(qs(bertConstraints(e.bases)).toHtmlEscaped(),
                                                               qs(bertConstraints(e.covers)).toHtmlEscaped()));
        m_header->setText(tr("<b>Hint:</b> a <b>%1</b> on %2.<br><i>Ask again to see the whole step.</i>")
                              .arg(name, lines.join(QStringLiteral("; "))));
        return;
    }
    m_diagram = makeDiagram(step);
    m_hasDiagram = !m_diagram.tables.empty();
    QString header = QStringLiteral("<b>%1</b><br><code>%2</code>")
                         .arg(stepSummary(step).toHtmlEscaped(), qs(m_diagram.bert).toHtmlEscaped());
    if (!step.readings.empty() && step.readings.front().contradiction)
        header += QStringLiteral("<br>") + tr("<b>Contradiction:</b> these bases cannot all hold.");
    if (step.beyondCounting.any()) // the result row holds what an exact rule proved (issue 26)
        header += QStringLiteral("<br>")
            + (step.rule == ProofRule::Template
                    ? tr("<b>Proven by exact evaluation</b> of the digit's templates (%1 templates).")
                    : tr("<b>Proven by exact evaluation</b>, %1 nodes: the counting rule alone does not give it."))
                  .arg(qulonglong(step.proofNodes));
    m_header->setText(header);
    m_header->setToolTip(rankExplanation());
    while (m_tabs->count() > 0)
        m_tabs->removeTab(0);
    for (std::size_t i = 0; i < m_diagram.tables.size(); ++i)
        m_tabs->addTab(tr("Reading %1").arg(i + 1));
    m_tabs->setVisible(m_diagram.tables.size() > 1);
    m_table->setVisible(m_hasDiagram);
    m_copy->setEnabled(m_hasDiagram);
    m_copy->setVisible(m_hasDiagram);
    showReading(0);
}

void DiagramView::showReading(int i)
{
    if (!m_hasDiagram || i < 0 || i >= int(m_diagram.tables.size()))
        return;
    if (m_tabs->currentIndex() != i) {
        m_tabs->setCurrentIndex(i); // calls back here
        return;
    }
    m_model->setTable(m_diagram.tables[std::size_t(i)]);
    // As tall as its rows, so the dock's spare room stays below the table.
    m_table->resizeRowsToContents();
    int height = m_table->horizontalHeader()->sizeHint().height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_model->rowCount(); ++r)
        height += m_table->rowHeight(r);
    if (m_table->horizontalScrollBar()->isVisible())
        height += m_table->horizontalScrollBar()->height();
    m_table->setMaximumHeight(height + 2);
}

void DiagramView::selectConstraint(Constraint k)
{
    for (std::size_t t = 0; t < m_diagram.tables.size(); ++t) {
        const DiagramTable& table = m_diagram.tables[t];
        const auto base = std::find(table.bases.begin(), table.bases.end(), k);
        const auto cover = std::find(table.covers.begin(), table.covers.end(), k);
        if (base == table.bases.end() && cover == table.covers.end())
            continue;
        showReading(int(t));
        if (base != table.bases.end())
            m_table->selectRow(int(base - table.bases.begin()));
        else
            m_table->selectColumn(int(cover - table.covers.begin()));
        return;
    }
}

void DiagramView::selectCandidate(Candidate x)
{
    for (std::size_t t = 0; t < m_diagram.tables.size(); ++t) {
        const DiagramTable& table = m_diagram.tables[t];
        bool found = false;
        for (const auto& row : table.cells)
            for (const CandidateSet& xs : row)
                found = found || xs.test(x);
        if (!found)
            continue;
        showReading(int(t));
        QItemSelection selection;
        for (int r = 0; r < m_model->rowCount(); ++r)
            for (int c = 0; c < m_model->columnCount(); ++c) {
                const QModelIndex index = m_model->index(r, c);
                if (m_model->candidatesAt(index).test(x))
                    selection.select(index, index);
            }
        m_table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
        return;
    }
    m_table->clearSelection();
}

void DiagramView::emitSelection()
{
    CandidateSet xs;
    for (const QModelIndex& index : m_table->selectionModel()->selectedIndexes())
        xs |= m_model->candidatesAt(index);
    emit candidatesSelected(xs);
}

void DiagramView::copyAsText() const
{
    if (m_hasDiagram)
        QApplication::clipboard()->setText(QString::fromStdString(renderText(m_diagram)));
}

} // namespace setwise::ui
