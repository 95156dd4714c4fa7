// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// User-chosen sets: bases and covers picked on the grid (a cell, or a house
// for the chosen digit) or typed as BERT text ("3R17 / 3C49"). Every change
// re-evaluates through the engine's one rule and shows rank, fins,
// eliminations and the diagram; Apply commits the conclusions as one
// undoable "user" step. Propose Covers asks the engine's assistant for the
// fewest covers of the bases chosen.

#include "engine/evaluate.h"
#include "ui/grid/palette.h"

#include <QWidget>

#include <optional>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace setwise::ui
{

class DiagramView;
class Session;

class SetsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SetsPanel(Session* session, QWidget* parent = nullptr);

    // Whether grid clicks pick constraints.
    bool isPicking() const;
    void setPicking(bool on);
    // The digit used for house labels (kNoDigit for none).
    Digit digit() const { return m_digit; }
    void setColours(const Palette& palette);

    // The evaluated sets as a step, when the current choice is valid.
    const std::optional<Step>& step() const { return m_step; }
    const SetChoice& choice() const { return m_choice; }
    QString text() const;
    QString resultText() const;
    DiagramView* diagram() const { return m_diagram; }

public slots:
    void setText(const QString& text);
    // Adds k to the bases (or covers), or removes it from wherever it is.
    void toggleConstraint(Constraint k, bool invertTarget = false);
    void setDigit(Digit d);
    void clear();
    bool apply();
    // The set-logic assistant: the fewest covers (rank 2 at most) for the
    // bases chosen (or typed alone, without a slash), or the base candidates
    // no such cover set reaches.
    void proposeCovers();

signals:
    void stepChanged();
    void pickingChanged(bool on);
    void digitChanged(Digit d);

private:
    void onTextEdited(const QString& text);
    void evaluateChoice();
    void showChoice();

    Session* m_session;
    SetChoice m_choice;
    std::optional<Step> m_step;
    Digit m_digit = kNoDigit;
    QLineEdit* m_edit;
    QToolButton* m_pick;
    QButtonGroup* m_target;
    QButtonGroup* m_digits;
    QLabel* m_result;
    DiagramView* m_diagram;
    QPushButton* m_apply;
};

} // namespace setwise::ui
