// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/work/mistake_marker.h"

#include "engine/tables.h"
#include "ui/work/session.h"
#include "ui/work/solution_checker.h"

namespace setwise::ui
{

MistakeMarker::MistakeMarker(Session* session, SolutionChecker* puzzle, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_puzzle(puzzle)
{
    // A request holds for the state and marks it was made in.
    auto expire = [this] {
        if (m_now && !isShowingNow()) {
            m_now = false;
            emit changed();
        }
    };
    connect(session, &Session::stateChanged, this, expire);
    connect(session, &Session::marksChanged, this, expire);
    connect(session, &Session::manualMarksChanged, this, &MistakeMarker::changed);
}

void MistakeMarker::setPolicy(Policy policy)
{
    if (policy == m_policy)
        return;
    m_policy = policy;
    emit changed();
}

bool MistakeMarker::isShowingNow() const
{
    return m_now && m_session->state() == m_nowState && m_session->marks() == m_nowMarks;
}

Mistakes MistakeMarker::found(const State& s) const
{
    if (m_puzzle->verdict() != SolutionChecker::Verdict::Unique)
        return {};
    const Grid& solution = m_puzzle->solution();
    Mistakes m = mistakesAgainst(s, solution);
    if (!m_session->manualMarks())
        return m;
    // Own pencilmarks: a cell the user has marked lacks the solution's mark;
    // an unmarked cell is not pencilled yet.
    m.wronglyRemoved = {};
    const CandidateSet& marks = m_session->marks();
    for (Cell c = 0; c < kCells; ++c) {
        if (!s.isEmpty(c))
            continue;
        bool pencilled = false;
        for (Digit d = 0; d < 9; ++d)
            pencilled = pencilled || marks.test(candidateOf(c, d));
        const Candidate x = candidateOf(c, solution[std::size_t(c)]);
        if (pencilled && !marks.test(x))
            m.wronglyRemoved.set(x);
    }
    return m;
}

Mistakes MistakeMarker::mistakes(const State& shown, bool checking, bool unsolvable) const
{
    const bool show = checking || isShowingNow() || (announcesAtOnce() && unsolvable);
    return show ? found(shown) : Mistakes {};
}

void MistakeMarker::showNow()
{
    switch (m_puzzle->verdict()) {
    case SolutionChecker::Verdict::Checking:
        emit message(tr("The puzzle's solution is still being found; ask again in a moment."));
        return;
    case SolutionChecker::Verdict::None:
        emit message(tr("The givens have no solution: there is nothing to check against."));
        return;
    case SolutionChecker::Verdict::Several:
        emit message(tr("The givens have several solutions: there is no one solution to check against."));
        return;
    case SolutionChecker::Verdict::Unique:
        break;
    }
    m_now = true;
    m_nowState = m_session->state();
    m_nowMarks = m_session->marks();
    const Mistakes m = found(m_nowState);
    const int digits = m.wrongDigits.count();
    const int candidates = m.wronglyRemoved.count();
    if (digits + candidates == 0)
        emit message(tr("No mistakes so far."));
    else
        emit message(
            tr("Mistakes: %n wrong digit(s)", nullptr, digits) + tr(", %n missing candidate(s).", nullptr, candidates));
    emit changed();
}

} // namespace setwise::ui
