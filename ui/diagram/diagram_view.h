// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The equation diagram of a step: a header (technique, n truths, m links,
// rank, the BERT expression), one table per base/cover reading and "copy as
// text". Clicking a cell reports its candidates; selectConstraint() and
// selectCandidate() select from the grid's side.
//
// Short of room (the Implication Tree below it, a small screen, scale 2) it
// keeps what matters: the header wraps, and the result line ("⇒ r5c4<>3")
// stays under the table, beside Copy as Text, however small the table gets.
// A forcing net's table (dozens of truths and links) gives way to what each
// branch proves, its lemma ("r1c2=3 ⇒ contradiction: two 8s in column 7");
// Show Table brings the table back. The header states the step's argument:
// a forcing step's or Kraken fish's cases and where each branch leads, a
// pattern's rules (an Exocet's, an SK loop's order), the counting's truths,
// links and rank; "proven by exact evaluation" only for a step without one.

#include "engine/diagram.h"
#include "ui/grid/highlight.h"
#include "ui/grid/palette.h"

#include <QWidget>

class QLabel;
class QTabBar;
class QTableView;
class QScrollArea;
class QToolButton;

namespace setwise::ui
{

class DiagramDelegate;
class DiagramModel;

class DiagramView : public QWidget
{
    Q_OBJECT
public:
    explicit DiagramView(QWidget* parent = nullptr);
    // A forcing net with more truths and links than this shows its lemmas, not its table.
    static constexpr std::size_t kLemmasFrom = 40;
    // A forcing step's equation is cut after this many characters in the header.
    static constexpr int kEquationChars = 160;

    // Shows a step as far as the hint level allows.
    void setStep(const Step& step, HintLevel level = HintLevel::Full);
    // No step: a line of text instead.
    void clear(const QString& message = {});
    void setColours(const Palette& palette);
    // Hides the header line where the surrounding panel says the same.
    void setHeaderVisible(bool visible);

    DiagramModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    const Diagram& diagram() const { return m_diagram; }
    QString headerText() const;
    QLabel* resultLabel() const { return m_result; }
    QLabel* headerLabel() const { return m_header; }
    // How much taller the view must be for its body not to scroll (an export shows it whole).
    int hiddenHeight() const;
    QLabel* lemmaLabel() const { return m_lemmas; }
    // Under the table: what its "*" marks mean (hidden without one).
    QLabel* legendLabel() const { return m_legend; }

public slots:
    void selectConstraint(Constraint k);
    void selectCandidate(Candidate x);
    void copyAsText() const;

    // Whether a shown step offers "About this technique" (the main window's
    // diagram does; the Sets panel's and the guide's do not).
    void setTechniqueLinkShown(bool shown);
    QToolButton* techniqueLink() const { return m_technique; }

signals:
    // The candidates of the clicked cell (empty when the selection is cleared).
    void candidatesSelected(const CandidateSet& candidates);
    // "About this technique" was clicked: open the shown step's guide page.
    void techniqueHelpRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void showReading(int i);
    // The header's and the lemmas' wrapped lines keep their height (the body scrolls).
    void fitLabels();
    void setStepText(const Step& step, HintLevel level);
    void emitSelection();

    Diagram m_diagram;
    bool m_hasDiagram = false;
    QLabel* m_header;
    QTabBar* m_tabs;
    QTableView* m_table;
    DiagramModel* m_model;
    DiagramDelegate* m_delegate;
    QToolButton* m_copy;
    QToolButton* m_technique;
    bool m_techniqueLink = false;
    QLabel* m_result;
    QLabel* m_lemmas;
    QLabel* m_legend;
    QToolButton* m_showTable;
    QScrollArea* m_scroll;
};

} // namespace setwise::ui
