// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ratings part of the Summary dock: the Sudoku Explainer estimate
// (ER/EP/ED), HoDoKu's score and level, and the BERT scores of the
// simplest-first and the optimised path of the current puzzle (its givens),
// computed in the background with the Rating technique set (by default the
// registry's defaults, as `setwise-cli rate` uses), in two jobs shown as they
// finish: ratePuzzle() without the optimiser first (ER/EP/ED, HoDoKu, BERT
// simplest first: fast), then the optimiser (the slow part). A new puzzle
// cancels both and drops their results. Its actions replace the path by the optimised one (one group of
// steps on the session, undone as a whole), or set it up to be walked step by
// step.

#include "engine/rating/rating.h"

#include <QWidget>

#include <optional>

class QAction;
class QLabel;

namespace setwise::ui
{

class Session;
template <typename R> class Task;

class RatingPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RatingPanel(Session* session, QWidget* parent = nullptr);
    ~RatingPanel() override;

    // The puzzle rated: ratedState() of the session.
    const State& puzzle() const { return m_puzzle; }
    // The finished rating of puzzle(), the optimised path included; empty
    // while either job runs (the figures already known show meanwhile).
    const std::optional<PuzzleRating>& rating() const { return m_rating; }
    bool isRating() const;
    // The Rating technique set; a change rates the puzzle again.
    void setTechniqueSettings(const TechniqueSettings& settings);
    const TechniqueSettings& techniqueSettings() const { return m_techniques; }
    // Holds the optimiser's job back until released (tests: the other figures
    // show before the BERT optimiser has finished).
    void holdOptimiser(bool hold);
    // "Replace Path by Optimised Path": enabled when an optimised path is known.
    QAction* replaceAction() const { return m_replace; }
    // The label of each figure by name ("se": "ER / EP / ED", "hodoku", "bert", "optimised", "status").
    QLabel* field(const QString& name) const;
    bool replacePath();
    // "Step Through Optimised Path": the replace, then back to its start
    // (the givens), the path's steps waiting as Next Step's proposals.
    QAction* stepThroughAction() const { return m_stepThrough; }
    bool stepThrough();

signals:
    void ratingChanged(); // started, finished or dropped

private:
    void puzzleMaybeChanged();
    void startOptimiser();
    void show();

    Session* m_session;
    Task<PuzzleRating>* m_task; // ratePuzzle() without the optimiser
    Task<OptimisedPath>* m_optimiser; // then the optimiser
    std::optional<PuzzleRating> m_partial; // the first job's result, while the optimiser runs
    bool m_hold = false;
    bool m_waiting = false; // the optimiser is held back with m_partial ready
    State m_puzzle;
    bool m_havePuzzle = false;
    TechniqueSettings m_techniques = TechniqueSettings::defaults();
    std::optional<PuzzleRating> m_rating;
    QAction* m_replace;
    QAction* m_stepThrough;
    QLabel* m_status;
    QLabel* m_se; // "ER / EP / ED"
    QLabel* m_hodoku;
    QLabel* m_bert;
    QLabel* m_optimised;
};

// What the Summary rates: the puzzle as loaded (placed digits and removed
// candidates too, as `setwise-cli rate` reads the same line) while its givens
// stand; a puzzle typed in: its givens alone.
State ratedState(const Session& session);

} // namespace setwise::ui
