// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diagram/diagram_view.h"

#include "ui/common/icons.h"
#include "ui/diagram/diagram_delegate.h"
#include "ui/diagram/diagram_model.h"
#include "ui/text/argument_text.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QResizeEvent>
#include <QScrollArea>
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
    , m_technique(new QToolButton(this))
    , m_result(new QLabel(this))
    , m_lemmas(new QLabel(this))
    , m_legend(new QLabel(this))
    , m_showTable(new QToolButton(this))
    , m_scroll(new QScrollArea(this))
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

    m_result->setObjectName(QStringLiteral("diagramResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    m_lemmas->setObjectName(QStringLiteral("diagramLemmas"));
    m_lemmas->setWordWrap(true);
    m_lemmas->setTextFormat(Qt::RichText);
    m_lemmas->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lemmas->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_lemmas->setMargin(4);
    m_legend->setObjectName(QStringLiteral("diagramLegend"));
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setMargin(2);
    m_legend->setToolTip(rankExplanation());
    m_showTable->setObjectName(QStringLiteral("diagramShowTable"));
    m_showTable->setText(tr("Show Table"));
    m_showTable->setCheckable(true);
    m_showTable->setToolTip(tr("Show the net's whole equation table instead of what each branch proves"));
    connect(m_showTable, &QToolButton::toggled, this, [this](bool on) {
        m_lemmas->setVisible(!on);
        m_table->setVisible(on && m_hasDiagram);
        m_legend->setVisible(m_table->isVisibleTo(this) && !m_legend->text().isEmpty());
    });
    // However small the dock, the table shrinks first (it scrolls): the
    // header and the result line keep their room.
    m_table->setMinimumHeight(0);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    // The result on a line of its own, as wide as the dock; the buttons below it.
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_showTable);
    buttons->addWidget(m_technique);
    buttons->addWidget(m_copy);
    // The header, the table and the lemmas scroll when the dock is short
    // (a long argument, the Implication Tree beside it): the header keeps
    // the height its wrapped lines need, nothing is cut, and the result line
    // below stays in sight.
    auto* body = new QWidget;
    body->setObjectName(QStringLiteral("diagramBody"));
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_header);
    bodyLayout->addWidget(m_tabs);
    bodyLayout->addWidget(m_table, 1);
    bodyLayout->addWidget(m_legend);
    bodyLayout->addWidget(m_lemmas, 1);
    bodyLayout->addStretch(0); // the room the table does not need
    m_scroll->setObjectName(QStringLiteral("diagramScroll"));
    m_scroll->setWidget(body);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_result);
    layout->addLayout(buttons);

    connect(m_tabs, &QTabBar::currentChanged, this, &DiagramView::showReading);
    connect(m_copy, &QToolButton::clicked, this, &DiagramView::copyAsText);
    m_technique->setObjectName(QStringLiteral("techniqueLink"));
    m_technique->setText(tr("About This Technique"));
    m_technique->setToolTip(tr("Open the technique guide's page of the shown step (F1)"));
    m_technique->setAccessibleName(tr("About this technique"));
    m_technique->setVisible(false);
    connect(m_technique, &QToolButton::clicked, this, &DiagramView::techniqueHelpRequested);
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
    m_technique->setVisible(false);
    m_result->clear();
    m_result->hide();
    m_lemmas->hide();
    m_legend->clear();
    m_legend->hide();
    m_showTable->hide();
    m_header->setText(message.isEmpty()
            ? tr("<i>No step shown. Ask for a hint (F2), the next step (F3), or pick sets.</i>")
            : message);
    fitLabels();
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
    setStepText(step, level);
    fitLabels();
}

void DiagramView::setStepText(const Step& step, HintLevel level)
{
    m_model->clear();
    m_hasDiagram = false;
    m_tabs->setVisible(false);
    m_table->setVisible(false);
    m_copy->setEnabled(false);
    m_copy->setVisible(false);
    m_result->hide();
    m_lemmas->hide();
    m_legend->clear();
    m_legend->hide();
    m_showTable->hide();
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
    // What the diagram shows eliminated is what the step does (a reading may prove more).
    m_diagram = makeDiagram(asApplied(step));
    m_hasDiagram = !m_diagram.tables.empty();
    // A net's equation runs to many lines: cut, whole in the tooltip and in Copy as Text.
    QString bert = qs(m_diagram.bert);
    if (!step.branches.empty() && bert.size() > kEquationChars)
        bert = bert.left(kEquationChars) + QStringLiteral(" …");
    // A net: its lemmas list the branches, the header says what they cover.
    const bool net = !step.branches.empty() && !step.readings.empty()
        && step.readings.front().bases.size() + step.readings.front().covers.size() > kLemmasFrom;
    QString header = QStringLiteral("<b>%1</b>").arg(stepSummary(step).toHtmlEscaped());
    // What a person checks first, before the equation (which a short dock
    // may cut): the argument (a forcing step's branches, a pattern's rules,
    // the counting); the machine's exact evaluation only for a step without one.
    if (const QString argument = argumentText(step, !net); !argument.isEmpty())
        header += QStringLiteral("<br>") + argument;
    header += QStringLiteral("<br><code>%1</code>").arg(bert.toHtmlEscaped());
    if (!step.readings.empty() && step.readings.front().contradiction)
        header += QStringLiteral("<br>") + tr("<b>Contradiction:</b> these bases cannot all hold.");
    if (argumentText(step).isEmpty() && step.beyondCounting.any()) // the result row holds what an exact rule proved
        header += QStringLiteral("<br>")
            + (step.rule == ProofRule::Template
                    ? tr("<b>Proven by exact evaluation</b> of the digit's templates (%1 templates).")
                    : tr("<b>Proven by exact evaluation</b>, %1 nodes: the counting rule alone does not give it."))
                  .arg(qulonglong(step.proofNodes));
    m_header->setText(header);
    m_header->setToolTip(rankExplanation());
    m_result->setText(tr("<b>Result:</b> %1").arg(conclusionText(step).toHtmlEscaped()));
    m_result->setVisible(step.hasConclusions());
    // A net: what each branch proves instead of its (large) table.
    if (net) {
        QStringList lemmas;
        for (std::size_t k = 0; k < step.branches.size(); ++k) {
            const ForcingBranch& b = step.branches[k];
            const QString end
                = b.contradiction ? tr("contradiction: %1").arg(contradictionText(b)) : conclusionText(step);
            lemmas << tr("%1. %2 ⇒ %3 (%n implication(s))", nullptr, int(b.implications.size()))
                          .arg(k + 1)
                          .arg(qs(candidateName(b.start)), end)
                          .toHtmlEscaped();
        }
        m_lemmas->setText(tr("<b>What each branch proves</b> (the table has %1 truths and %2 links):")
                              .arg(step.readings.front().bases.size())
                              .arg(step.readings.front().covers.size())
            + QStringLiteral("<br>") + lemmas.join(QStringLiteral("<br>")));
    }
    while (m_tabs->count() > 0)
        m_tabs->removeTab(0);
    for (std::size_t i = 0; i < m_diagram.tables.size(); ++i)
        m_tabs->addTab(tr("Reading %1").arg(i + 1));
    m_tabs->setVisible(m_diagram.tables.size() > 1);
    m_showTable->setVisible(net && m_hasDiagram);
    m_showTable->setChecked(false);
    m_lemmas->setVisible(net);
    m_table->setVisible(m_hasDiagram && !net);
    m_copy->setEnabled(m_hasDiagram);
    m_copy->setVisible(m_hasDiagram);
    m_technique->setVisible(m_hasDiagram && m_techniqueLink);
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
    // However long the header, the table keeps all its rows: the dock's body scrolls, not the table.
    m_table->setMinimumHeight(height + 2);
    m_legend->setText(m_model->legendText());
    m_legend->setVisible(m_table->isVisibleTo(this) && !m_legend->text().isEmpty());
}

void DiagramView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitLabels();
}

int DiagramView::hiddenHeight() const
{
    const QWidget* body = m_scroll->widget();
    return body ? std::max(0, body->minimumSizeHint().height() - m_scroll->viewport()->height()) : 0;
}

void DiagramView::fitLabels()
{
    // The body is as wide as the scroll area less a scroll bar (which shows when it does not fit).
    const int width = std::max(50, m_scroll->width() - m_scroll->verticalScrollBar()->sizeHint().width());
    for (QLabel* label : { m_header, m_lemmas, m_legend })
        label->setMinimumHeight(label->text().isEmpty() ? 0 : label->heightForWidth(width));
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

void DiagramView::setTechniqueLinkShown(bool shown)
{
    m_techniqueLink = shown;
    m_technique->setVisible(m_hasDiagram && m_techniqueLink);
}

} // namespace setwise::ui
