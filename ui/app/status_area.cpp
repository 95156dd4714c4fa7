// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/status_area.h"

#include "engine/state.h"
#include "ui/common/icons.h"
#include "ui/text/step_text.h"
#include "ui/work/hint_controller.h"

#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <climits>

namespace setwise::ui
{

namespace
{

// A busy bar (no fraction is known) that still says what is going on: Qt's
// bar shows no text in busy mode, this one shows its own.
class BusyBar : public QProgressBar
{
public:
    using QProgressBar::QProgressBar;
    QString text() const override { return m_text; }
    void setText(const QString& text)
    {
        if (text == m_text)
            return;
        m_text = text;
        setToolTip(text);
        // A screen reader reads what the bar shows.
        setAccessibleName(text);
        update();
    }

private:
    QString m_text;
};

} // namespace

StatusArea::StatusArea(QStatusBar* bar, HintController* hints, QObject* parent)
    : QObject(parent)
    , m_hints(hints)
    , m_message(new QLabel(bar))
    , m_messageTimer(new QTimer(this))
    , m_counts(new QLabel(bar))
    , m_solutions(new QLabel(bar))
    , m_step(new QLabel(bar))
    , m_busyLabel(new QLabel(bar))
    , m_busyBar(new BusyBar(bar))
    , m_busyCancel(new QToolButton(bar))
    , m_busyTimer(new QTimer(this))
    , m_progressTimer(new QTimer(this))
{
    // Messages have a label of their own and the search progress sits apart
    // as permanent widgets, so the two can never be drawn over each other.
    m_message->setObjectName(QStringLiteral("messageLabel"));
    m_message->setTextFormat(Qt::PlainText);
    m_message->setMinimumWidth(80);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar->addWidget(m_message, 1);
    m_messageTimer->setSingleShot(true);
    connect(m_messageTimer, &QTimer::timeout, m_message, &QLabel::clear);

    m_step->setToolTip(rankExplanation());
    m_busyLabel->setObjectName(QStringLiteral("busyLabel"));
    // The busy indicator: a moving bar saying what runs and how far it got
    // ("Solving… 12 steps found"), wide enough to read at a glance, the
    // search nodes beside it and Stop.
    m_busyBar->setObjectName(QStringLiteral("busyBar"));
    m_busyBar->setRange(0, 0); // the engine reports no fraction: a busy indicator
    m_busyBar->setTextVisible(true);
    m_busyBar->setAlignment(Qt::AlignCenter);
    m_busyBar->setMinimumWidth(std::min(300, m_busyBar->fontMetrics().averageCharWidth() * 36));
    m_busyBar->setMaximumWidth(360);
    m_busyBar->setAccessibleDescription(tr("Work in progress"));
    m_busyCancel->setObjectName(QStringLiteral("busyStop"));
    m_busyCancel->setIcon(themedIcon(QStringLiteral("cancel")));
    m_busyCancel->setText(tr("Stop"));
    m_busyCancel->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_busyCancel->setAccessibleName(tr("Stop"));
    m_busyCancel->setToolTip(tr("Cancel the search (Esc)"));
    connect(m_busyCancel, &QToolButton::clicked, m_hints, &HintController::cancelAll);
    for (QWidget* w :
        { static_cast<QWidget*>(m_busyBar), static_cast<QWidget*>(m_busyLabel), static_cast<QWidget*>(m_busyCancel) }) {
        w->setVisible(false);
        bar->addPermanentWidget(w);
    }
    // The live facts sit in sunken panels, so neighbouring facts read apart.
    for (QLabel* fact : { m_step, m_counts, m_solutions }) {
        fact->setFrameStyle(QFrame::StyledPanel | QFrame::Sunken);
        fact->setContentsMargins(6, 0, 6, 0);
        bar->addPermanentWidget(fact);
    }
    m_step->setMaximumWidth(420);
    // Everything may shrink (clipped; the tooltips hold the whole text), so
    // nothing is ever pushed over its neighbour on a narrow window.
    for (QLabel* l : { m_busyLabel, m_step, m_counts })
        l->setMinimumWidth(60);
    m_busyLabel->setMaximumWidth(320);

    m_busyTimer->setSingleShot(true);
    m_busyTimer->setInterval(350);
    connect(m_busyTimer, &QTimer::timeout, this, &StatusArea::updateBusy);
    m_progressTimer->setInterval(400);
    connect(m_progressTimer, &QTimer::timeout, this, &StatusArea::updateBusy);
    for (TaskBase* task : m_hints->tasks())
        connect(task, &TaskBase::runningChanged, this, [this](bool running) {
            if (running)
                m_busyTimer->start();
            updateBusy();
        });
}

void StatusArea::showMessage(const QString& text, int ms)
{
    m_message->setText(text);
    m_message->setToolTip(text);
    m_messageTimer->start(ms);
}

void StatusArea::showCounts(const State& s, const CandidateSet* marks)
{
    const int givens = s.givens().count();
    const int placed = s.filledCells().count() - givens;
    const int candidates = s.live().count();
    if (!marks) {
        m_counts->setText(tr("%1 givens · %2 placed · %3 candidates").arg(givens).arg(placed).arg(candidates));
        m_counts->setToolTip(m_counts->text());
        return;
    }
    int shown = 0;
    for (Candidate x : *marks)
        shown += s.isEmpty(cellOf(x));
    m_counts->setText(tr("%1 givens · %2 placed · %3 own pencilmarks").arg(givens).arg(placed).arg(shown));
    m_counts->setToolTip(
        tr("Your own pencilmarks in the empty cells: %1. Hints are found on the computed candidates: %2.")
            .arg(shown)
            .arg(candidates));
}

void StatusArea::showSolutions(const QString& text, bool bad, const QString& why)
{
    m_solutions->setText(text);
    m_solutions->setStyleSheet(bad ? QStringLiteral("color: #D55E00; font-weight: bold;") : QString());
    m_solutions->setToolTip(why);
}

void StatusArea::showStep(const QString& facts, const QString& tooltip)
{
    m_step->setText(facts.isEmpty()
            ? QString()
            : m_step->fontMetrics().elidedText(facts, Qt::ElideRight, m_step->maximumWidth() - 14));
    m_step->setToolTip(tooltip);
}

QString StatusArea::countsText() const
{
    return m_counts->text();
}

QString StatusArea::solutionText() const
{
    return m_solutions->text();
}

QString StatusArea::stepText() const
{
    return m_step->text();
}

void StatusArea::updateBusy()
{
    TaskBase* running = nullptr;
    for (TaskBase* task : m_hints->tasks())
        if (task->isRunning())
            running = task;
    const bool show = running && !m_busyTimer->isActive();
    quint64 nodes = 0;
    if (running) {
        nodes = running->progress();
        const quint64 steps = running->steps();
        static_cast<BusyBar*>(m_busyBar)->setText(steps == 0
                ? running->description() + QStringLiteral("…")
                : tr("%1… %Ln step(s) found", nullptr, int(std::min<quint64>(steps, INT_MAX)))
                      .arg(running->description()));
        m_busyLabel->setText(tr("%L1 search nodes").arg(nodes));
        m_busyLabel->setToolTip(m_busyLabel->text());
    }
    // While busy, the bar and the label follow the work's progress.
    if (show && !m_progressTimer->isActive())
        m_progressTimer->start();
    else if (!show)
        m_progressTimer->stop();
    m_busyBar->setVisible(show);
    m_busyCancel->setVisible(show);
    m_busyLabel->setVisible(show && nodes > 0);
}

QString StatusArea::busyText() const
{
    return m_busyBar->isVisible() ? m_busyBar->text() : QString();
}

} // namespace setwise::ui
