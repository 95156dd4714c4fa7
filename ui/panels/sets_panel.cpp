// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/sets_panel.h"

#include "engine/rank/rank_search.h"
#include "engine/step.h"
#include "ui/common/icons.h"
#include "ui/common/state_io.h"
#include "ui/diagram/diagram_view.h"
#include "ui/text/step_text.h"
#include "ui/work/session.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace setwise::ui
{

namespace
{

bool removeFrom(std::vector<Constraint>& list, Constraint k)
{
    const auto it = std::find(list.begin(), list.end(), k);
    if (it == list.end())
        return false;
    list.erase(it);
    return true;
}
} // namespace

SetsPanel::SetsPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_edit(new QLineEdit(this))
    , m_pick(new QToolButton(this))
    , m_target(new QButtonGroup(this))
    , m_digits(new QButtonGroup(this))
    , m_result(new QLabel(this))
    , m_diagram(new DiagramView(this))
    , m_apply(new QPushButton(tr("&Apply Sets"), this))
{
    m_edit->setPlaceholderText(tr("Bases / covers, e.g. 3R17 / 3C49"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Bases and covers"));
    m_edit->setToolTip(tr("BERT notation: 3R17 is 3R1 and 3R7; R1C389, 127R8, 3B47, 12C3. "
                          "Bases before the slash (or bar), covers after it."));

    m_pick->setText(tr("Pick on Grid"));
    m_pick->setIcon(themedIcon(QStringLiteral("pick")));
    m_pick->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_pick->setCheckable(true);
    m_pick->setToolTip(tr("While on, clicking a cell adds its cell constraint and clicking a row, "
                          "column or box label adds that house for the chosen digit. "
                          "Shift+click adds to the other list."));
    auto* base = new QToolButton(this);
    base->setText(tr("Base"));
    base->setCheckable(true);
    base->setChecked(true);
    auto* cover = new QToolButton(this);
    cover->setText(tr("Cover"));
    cover->setCheckable(true);
    m_target->addButton(base, 0);
    m_target->addButton(cover, 1);
    m_target->setExclusive(true);

    auto* digitRow = new QHBoxLayout;
    digitRow->setSpacing(2);
    digitRow->addWidget(new QLabel(tr("Digit:"), this));
    for (Digit d = 0; d < 9; ++d) {
        auto* b = new QToolButton(this);
        b->setText(QString::number(d + 1));
        b->setCheckable(true);
        b->setToolTip(tr("Row, column and box labels add houses of digit %1").arg(d + 1));
        m_digits->addButton(b, d);
        digitRow->addWidget(b);
    }
    digitRow->addStretch();
    m_digits->setExclusive(false);

    m_diagram->setHeaderVisible(false); // the result line above says it
    // The diagram's room is kept from the start: an empty view asks for almost
    // none and a shown step for several rows, and a dock whose minimum grows
    // after Propose Covers is pushed up by the window (the input field jumps).
    m_diagram->setMinimumHeight(m_diagram->fontMetrics().lineSpacing() * 3 + 6);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Room for the usual four lines, so the buttons below stay where the pointer is.
    m_result->setMinimumHeight(m_result->fontMetrics().lineSpacing() * 4 + 4);
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_apply->setIcon(themedIcon(QStringLiteral("apply")));
    m_apply->setEnabled(false);
    auto* clearButton = new QPushButton(tr("C&lear"), this);
    auto* proposeButton = new QPushButton(tr("&Propose Covers"), this);
    proposeButton->setToolTip(tr("Find the fewest covers for the bases chosen (rank 2 at most) "
                                 "and show what they eliminate"));

    auto* top = new QHBoxLayout;
    top->addWidget(m_edit, 1);
    auto* pickRow = new QHBoxLayout;
    pickRow->addWidget(m_pick);
    pickRow->addSpacing(8);
    pickRow->addWidget(new QLabel(tr("Clicks add:"), this));
    pickRow->addWidget(base);
    pickRow->addWidget(cover);
    pickRow->addStretch();
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(proposeButton);
    buttons->addStretch();
    buttons->addWidget(clearButton);
    buttons->addWidget(m_apply);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addLayout(pickRow);
    layout->addLayout(digitRow);
    layout->addWidget(m_result);
    layout->addWidget(m_diagram, 1);
    layout->addLayout(buttons);

    connect(m_edit, &QLineEdit::textEdited, this, &SetsPanel::onTextEdited);
    connect(m_pick, &QToolButton::toggled, this, &SetsPanel::pickingChanged);
    connect(m_digits, &QButtonGroup::idClicked, this, [this](int d) { setDigit(d == m_digit ? kNoDigit : d); });
    connect(clearButton, &QPushButton::clicked, this, &SetsPanel::clear);
    connect(proposeButton, &QPushButton::clicked, this, &SetsPanel::proposeCovers);
    connect(m_apply, &QPushButton::clicked, this, &SetsPanel::apply);
    connect(m_session, &Session::stateChanged, this, &SetsPanel::evaluateChoice);
    evaluateChoice();
}

bool SetsPanel::isPicking() const
{
    return m_pick->isChecked();
}

void SetsPanel::setPicking(bool on)
{
    m_pick->setChecked(on);
}

void SetsPanel::setColours(const Palette& palette)
{
    m_diagram->setColours(palette);
}

QString SetsPanel::text() const
{
    return m_edit->text();
}

QString SetsPanel::resultText() const
{
    return m_result->text();
}

void SetsPanel::setDigit(Digit d)
{
    for (QAbstractButton* b : m_digits->buttons())
        b->setChecked(m_digits->id(b) == d);
    if (d == m_digit)
        return;
    m_digit = d;
    emit digitChanged(d);
}

void SetsPanel::setText(const QString& text)
{
    m_edit->setText(text);
    onTextEdited(text);
}

void SetsPanel::onTextEdited(const QString& text)
{
    if (text.trimmed().isEmpty()) {
        m_choice = {};
        evaluateChoice();
        return;
    }
    const QByteArray utf8 = text.toUtf8();
    const std::string_view view(utf8.constData(), std::size_t(utf8.size()));
    // Bases alone ("3R17", as the panel asks first) are a choice without covers yet.
    const bool basesOnly = !text.contains(QLatin1Char('/')) && !text.contains(QLatin1Char('|'));
    Result<SetChoice> parsed = SetChoice {};
    if (basesOnly) {
        auto bases = parseConstraintList(view);
        if (bases)
            parsed = SetChoice { *bases, {} };
        else
            parsed = bases.error();
    } else {
        parsed = parseSetChoice(view);
    }
    if (!parsed) {
        m_step.reset();
        m_apply->setEnabled(false);
        m_result->setText(
            QStringLiteral("<span style='color:#c0392b'>%1</span>").arg(describeError(parsed.error()).toHtmlEscaped()));
        m_diagram->clear();
        emit stepChanged();
        return;
    }
    m_choice = *parsed;
    evaluateChoice();
}

void SetsPanel::toggleConstraint(Constraint k, bool invertTarget)
{
    if (!removeFrom(m_choice.bases, k) && !removeFrom(m_choice.covers, k)) {
        const bool cover = (m_target->checkedId() == 1) != invertTarget;
        (cover ? m_choice.covers : m_choice.bases).push_back(k);
    }
    showChoice();
    evaluateChoice();
}

void SetsPanel::showChoice()
{
    const QString bases = qs(bertConstraints(m_choice.bases));
    const QString covers = qs(bertConstraints(m_choice.covers));
    m_edit->setText(
        m_choice.bases.empty() && m_choice.covers.empty() ? QString() : bases + QStringLiteral(" / ") + covers);
}

void SetsPanel::clear()
{
    m_choice = {};
    m_edit->clear();
    evaluateChoice();
}

void SetsPanel::evaluateChoice()
{
    m_step.reset();
    m_apply->setEnabled(false);
    if (m_choice.bases.empty() && m_choice.covers.empty()) {
        m_result->setText(tr("<i>Type sets above or pick them on the grid.</i>"));
        m_diagram->clear(QStringLiteral(" "));
        emit stepChanged();
        return;
    }
    if (m_choice.covers.empty()) {
        m_result->setText(tr("%n truth(s) chosen: %1. Add links after “/”, or let Propose Covers find them.", nullptr,
            int(m_choice.bases.size()))
                              .arg(qs(bertConstraints(m_choice.bases)).toHtmlEscaped()));
        m_diagram->clear(QStringLiteral(" "));
        emit stepChanged();
        return;
    }
    // evaluate() is the engine's one rule; it is quick (a few hundred set operations), so it runs here.
    auto e = evaluate(m_session->state(), m_choice.bases, m_choice.covers);
    if (!e) {
        m_result->setText(
            QStringLiteral("<span style='color:#c0392b'>%1</span>").arg(describeError(e.error()).toHtmlEscaped()));
        m_diagram->clear(QStringLiteral(" "));
        emit stepChanged();
        return;
    }
    const Evaluation& ev = *e;
    m_step = makeStep("user", { ev });
    QString html = QStringLiteral("<b>%1</b><br><code>%2</code>")
                       .arg(stepSummary(*m_step).toHtmlEscaped(), qs(bertText(*m_step)).toHtmlEscaped());
    html += QStringLiteral("<br>")
        + tr("Fins: %1").arg(ev.fins.any() ? qs(bertCandidates(ev.fins)).toHtmlEscaped() : tr("none"));
    html += QStringLiteral("<br>")
        + tr("Conclusions: %1").arg(m_step->hasConclusions() ? conclusionText(*m_step).toHtmlEscaped() : tr("none"));
    if (ev.contradiction)
        html += QStringLiteral("<br>") + tr("<b>Contradiction:</b> these bases cannot all hold.");
    m_result->setText(html);
    m_diagram->setStep(*m_step);
    m_apply->setEnabled(m_step->hasConclusions());
    emit stepChanged();
}

void SetsPanel::proposeCovers()
{
    std::vector<Constraint> bases = m_choice.bases;
    const QString text = m_edit->text();
    if (!text.trimmed().isEmpty() && !text.contains(QLatin1Char('/')) && !text.contains(QLatin1Char('|'))) {
        const QByteArray utf8 = text.toUtf8();
        auto parsed = parseConstraintList(std::string_view(utf8.constData(), std::size_t(utf8.size())));
        if (!parsed) {
            m_result->setText(QStringLiteral("<span style='color:#c0392b'>%1</span>")
                                  .arg(describeError(parsed.error()).toHtmlEscaped()));
            return;
        }
        bases = *parsed;
    }
    if (bases.empty()) {
        m_result->setText(tr("<i>Choose bases first, then propose covers.</i>"));
        return;
    }
    constexpr int kMaxRank = 2;
    auto proposal = setwise::proposeCovers(m_session->state(), bases, kMaxRank);
    if (!proposal) {
        m_result->setText(QStringLiteral("<span style='color:#c0392b'>%1</span>")
                              .arg(describeError(proposal.error()).toHtmlEscaped()));
        return;
    }
    m_choice.bases = bases;
    m_choice.covers = proposal->found ? proposal->step.readings.front().covers : std::vector<Constraint> {};
    showChoice();
    evaluateChoice();
    if (!proposal->found && proposal->searchCut)
        m_result->setText(tr("The search stopped before it found a set of at most %n cover(s) for every base "
                             "candidate; one may still exist. A greedy choice leaves out: %1",
            nullptr, int(bases.size()) + kMaxRank)
                              .arg(qs(bertCandidates(proposal->uncovered)).toHtmlEscaped()));
    else if (!proposal->found)
        m_result->setText(tr("No set of at most %n cover(s) covers every base candidate. Not covered: %1", nullptr,
            int(bases.size()) + kMaxRank)
                              .arg(qs(bertCandidates(proposal->uncovered)).toHtmlEscaped()));
    else if (proposal->searchCut)
        m_result->setText(
            m_result->text() + tr("<br><i>The search stopped early: these covers are valid, but fewer may exist.</i>"));
}

bool SetsPanel::apply()
{
    if (!m_step || !m_step->hasConclusions())
        return false;
    return m_session->applyStep(*m_step);
}

} // namespace setwise::ui
