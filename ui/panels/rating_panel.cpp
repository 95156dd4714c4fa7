// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/rating_panel.h"

#include "ui/work/session.h"
#include "ui/work/task.h"

#include <QAction>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace setwise::ui
{

namespace
{

QString tenths(const std::optional<int>& t)
{
    return t ? QString::number(*t / 10.0, 'f', 1) : QStringLiteral("–");
}

QString levelName(HodokuLevel level)
{
    switch (level) {
    case HodokuLevel::Easy:
        return RatingPanel::tr("Easy");
    case HodokuLevel::Medium:
        return RatingPanel::tr("Medium");
    case HodokuLevel::Hard:
        return RatingPanel::tr("Hard");
    case HodokuLevel::Unfair:
        return RatingPanel::tr("Unfair");
    case HodokuLevel::Extreme:
        return RatingPanel::tr("Extreme");
    }
    return {};
}

} // namespace

RatingPanel::RatingPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_task(new Task<PuzzleRating>(tr("Rating the puzzle"), this))
    , m_optimiser(new Task<OptimisedPath>(tr("Optimising the BERT path"), this))
    , m_replace(new QAction(tr("Replace Path by &Optimised Path"), this))
    , m_stepThrough(new QAction(tr("Step &Through Optimised Path"), this))
    , m_status(new QLabel(this))
    , m_se(new QLabel(this))
    , m_hodoku(new QLabel(this))
    , m_bert(new QLabel(this))
    , m_optimised(new QLabel(this))
{
    setObjectName(QStringLiteral("ratingPanel"));
    m_replace->setObjectName(QStringLiteral("replaceByOptimised"));
    m_replace->setStatusTip(tr("Goes back to the givens and applies the optimised path (the cheapest path in BERT "
                               "points found), one row a step in the Solution Path; Undo takes it all back."));
    m_replace->setEnabled(false);
    connect(m_replace, &QAction::triggered, this, &RatingPanel::replacePath);
    m_stepThrough->setObjectName(QStringLiteral("stepThroughOptimised"));
    m_stepThrough->setStatusTip(tr("Goes back to the givens with the optimised path ready: Next Step shows its next "
                                   "step, Apply Step takes it, the Solution Path lists all of them."));
    m_stepThrough->setEnabled(false);
    connect(m_stepThrough, &QAction::triggered, this, &RatingPanel::stepThrough);

    auto* box = new QGroupBox(tr("Ratings"), this);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(box);
    auto* form = new QFormLayout(box);
    form->setContentsMargins(6, 2, 6, 4);
    form->setVerticalSpacing(2);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Each value under its caption: a narrow dock (1366 wide, German captions)
    // would cut a value off beside its caption.
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    const QString context = tr("Rated from the givens with the default techniques, as setwise-cli rate does.");
    const QString seTip = tr("An estimate of Sudoku Explainer's rating from Setwise's own techniques: ER is the "
                             "hardest step, EP the hardest up to the first placement, ED the first step. Shown as "
                             "ER / EP / ED.");
    struct Row {
        QLabel* label;
        const char* name;
        QString text;
        QString tip;
    };
    for (const Row& r : { Row { m_se, "se", tr("SE estimate:"), seTip },
             Row { m_hodoku, "hodoku", tr("HoDoKu:"), tr("HoDoKu's score of the simplest-first path and its level.") },
             Row { m_bert, "bert", tr("BERT, simplest first:"),
                 tr("The BERT score of the path that always takes the simplest step (the BERT paper, chapter 5).") },
             Row { m_optimised, "optimised", tr("BERT, optimised:"),
                 tr("The BERT score of the cheapest path the optimiser found (the BERT paper, chapters 9 and "
                    "10).") } }) {
        r.label->setObjectName(QString::fromLatin1(r.name));
        r.label->setToolTip(r.tip + QLatin1Char('\n') + context);
        r.label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto* caption = new QLabel(r.text, box);
        caption->setToolTip(r.label->toolTip());
        form->addRow(caption, r.label);
    }
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    form->addRow(m_status);

    // After the history changed (not on stateChanged: a new puzzle's Load entry is on the stack only then).
    connect(session, &Session::historyChanged, this, &RatingPanel::puzzleMaybeChanged);
    puzzleMaybeChanged();
}

RatingPanel::~RatingPanel() = default;

State ratedState(const Session& session)
{
    // The state as loaded (placed digits and removed candidates included, as
    // `setwise-cli rate` reads the line), while the givens are the loaded ones;
    // a puzzle typed in (Enter Givens) or restarted: its givens alone.
    const State givens = rebuiltFromDigits(session.state(), false);
    const int begin = session.puzzleBegin();
    if (begin < session.historySize()) {
        const HistoryEntry& load = session.historyEntry(begin);
        if (load.kind == HistoryEntry::Kind::Load && rebuiltFromDigits(load.after, false) == givens)
            return load.after;
    }
    return givens;
}

bool RatingPanel::isRating() const
{
    return m_task->isRunning() || m_optimiser->isRunning() || m_waiting;
}

void RatingPanel::holdOptimiser(bool hold)
{
    m_hold = hold;
    if (!hold && m_waiting)
        startOptimiser();
}

void RatingPanel::setTechniqueSettings(const TechniqueSettings& settings)
{
    if (settings == m_techniques) // the set, its order and the search limits
        return;
    m_techniques = settings;
    m_havePuzzle = false; // the same puzzle, rated again
    puzzleMaybeChanged();
}

QLabel* RatingPanel::field(const QString& name) const
{
    return findChild<QLabel*>(name);
}

void RatingPanel::puzzleMaybeChanged()
{
    const State puzzle = ratedState(*m_session);
    if (m_havePuzzle && puzzle == m_puzzle)
        return;
    m_puzzle = puzzle;
    m_havePuzzle = true;
    m_rating.reset();
    m_partial.reset();
    m_waiting = false;
    m_optimiser->cancel();
    if (puzzle.givens().none()) {
        m_task->cancel();
        show();
        emit ratingChanged();
        return;
    }
    m_task->start(
        [puzzle, techniques = m_techniques](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>&) {
            RatingOptions options;
            options.settings = techniques;
            options.optimise = false; // the second job's
            options.settings.options.cancel = &cancel;
            return ratePuzzle(puzzle, options);
        },
        [this](PuzzleRating r) {
            if (r.pathResult == SolvePath::Result::Solved) {
                m_partial = std::move(r);
                if (m_hold)
                    m_waiting = true;
                else
                    startOptimiser();
            } else {
                m_rating = std::move(r); // nothing to optimise
            }
            show();
            emit ratingChanged();
        });
    show();
    emit ratingChanged();
}

void RatingPanel::startOptimiser()
{
    m_waiting = false;
    const State puzzle = m_puzzle;
    m_optimiser->start(
        [puzzle, techniques = m_techniques](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>&) {
            OptimiserOptions options; // as ratePuzzle() runs it: the Rating technique set
            options.settings = techniques;
            options.settings.options.cancel = &cancel;
            options.cancel = &cancel;
            return optimisePath(puzzle, options);
        },
        [this](OptimisedPath path) {
            if (!m_partial)
                return;
            m_rating = std::move(m_partial);
            m_partial.reset();
            m_rating->optimised = std::move(path);
            show();
            emit ratingChanged();
        });
}

void RatingPanel::show()
{
    const bool running = isRating();
    const PuzzleRating* r = m_rating ? &*m_rating : m_partial ? &*m_partial : nullptr;
    const QString none = running ? tr("rating…") : QStringLiteral("–");
    m_se->setText(r ? QStringLiteral("%1 / %2 / %3").arg(tenths(r->se.er), tenths(r->se.ep), tenths(r->se.ed)) : none);
    if (r && r->hodoku.score)
        m_hodoku->setText(tr("%1 (%2)").arg(*r->hodoku.score).arg(levelName(*r->hodoku.level)));
    else
        m_hodoku->setText(r ? QStringLiteral("–") : none);
    const bool solved = r && r->pathResult == SolvePath::Result::Solved;
    m_bert->setText(solved ? QString::number(r->bertScore) : r ? QStringLiteral("–") : none);
    const bool optimised = r && r->optimised && r->optimised->solved;
    if (optimised) {
        const int saved = r->bertScore - r->optimised->score;
        m_optimised->setText(
            saved > 0 ? tr("%1 (%2 fewer)").arg(r->optimised->score).arg(saved) : QString::number(r->optimised->score));
    } else {
        m_optimised->setText(r && !running ? QStringLiteral("–") : none);
    }
    m_replace->setEnabled(optimised);
    m_stepThrough->setEnabled(optimised);

    QString status;
    if (running && m_partial)
        status = tr("Optimising the BERT path in the background…");
    else if (running)
        status = tr("Rating the puzzle in the background…");
    else if (!r)
        status = m_puzzle.givens().none() ? tr("No puzzle to rate.") : QString();
    else if (r->solutions == 0)
        status = tr("Not rated: the puzzle has no solution.");
    else if (r->solutions > 1)
        status = tr("Not rated: the puzzle has more than one solution.");
    else if (!solved)
        status = tr("The rating techniques get stuck on this puzzle: no complete path to score.");
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
}

bool RatingPanel::replacePath()
{
    if (!m_rating || !m_rating->optimised || !m_rating->optimised->solved)
        return false;
    if (!(ratedState(*m_session) == m_puzzle))
        return false;
    const OptimisedPath& p = *m_rating->optimised;
    return m_session->replacePath(
        m_puzzle, p.steps, tr("Optimised path: %n step(s), BERT score %1", nullptr, int(p.steps.size())).arg(p.score));
}

bool RatingPanel::stepThrough()
{
    const int head = m_session->historyIndex();
    if (!replacePath())
        return false;
    m_session->setIndex(head + 1); // at the givens, every step of the path redo-able
    return true;
}

} // namespace setwise::ui
