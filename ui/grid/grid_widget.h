// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The candidate grid: paints a resolution state with the highlight roles of a
// step and forwards input as signals. It never changes the state itself; the
// session does (docs/architecture.md, Habits).
//
// Input:  arrows move the cursor; 1-9 type a digit; Ctrl+1-9 (or Shift+1-9)
//         toggle a candidate; '.', '0', Delete, Backspace clear the cell.
//         Click selects, Ctrl+click toggles the candidate under the mouse,
//         double click places it, right click opens a menu; the labels
//         around the board name rows, columns and boxes and can be clicked.

#include "engine/state.h"
#include "ui/grid/grid_geometry.h"
#include "ui/grid/grid_overlay.h"
#include "ui/grid/highlight.h"
#include "ui/grid/palette.h"

#include <QWidget>

#include <optional>

namespace setwise::ui
{

class GridWidget : public QWidget
{
    Q_OBJECT
public:
    explicit GridWidget(QWidget* parent = nullptr);

    void setState(const State& state);
    const State& state() const { return m_state; }
    // The step's highlight. For a step counted by cases, the forcing focus's
    // branch picks a case: highlight() is then that case's (caseHighlight()).
    void setHighlight(const Highlight& highlight);
    const Highlight& highlight() const { return m_highlight; }
    // The user-selection role alone (a clicked diagram cell), kept across setHighlight().
    void setSelection(const CandidateSet& selection);
    const CandidateSet& selection() const { return m_selection; }
    // Which branch or implication of a forcing step stands out (kept across setHighlight()).
    void setForcingFocus(const ForcingFocus& focus);
    const ForcingFocus& forcingFocus() const { return m_forcingFocus; }
    void setColours(const Palette& palette);
    const Palette& colours() const { return m_colours; }
    // A short line under the board ("viewing the state before step 4").
    void setCaption(const QString& caption);

    Cell cursorCell() const { return m_cursor; }
    // Whether the keyboard cursor's frame is drawn (not in exports and prints).
    bool cursorShown() const { return m_cursorShown; }
    void setCursorShown(bool shown);
    void setCursorCell(Cell c);
    // The digit whose candidates stand out (kNoDigit for none).
    Digit selectedDigit() const { return m_digit; }
    void setSelectedDigit(Digit d);
    // The digit filter's other mode: cells with exactly two candidates stand out.
    bool bivalueFilter() const { return m_bivalue; }
    void setBivalueFilter(bool on);
    // Mistakes against the solution ("check against the solution"); duplicates
    // are always marked, whatever is set here.
    void setMistakes(const Mistakes& mistakes);
    const Mistakes& mistakes() const { return m_mistakes; }
    // The user's colouring of cells and candidates (kept by the session).
    void setUserColours(const UserColours& colours);
    const UserColours& userColours() const { return m_userColours; }
    // Manual candidate mode: empty cells show the user's marks instead of the
    // state's candidates (and a shown step's own candidates besides, so a hint
    // stays readable; its eliminations only where the user has the mark).
    void setManualMarks(bool on, const CandidateSet& marks = {});
    bool showsManualMarks() const { return m_manual; }
    // Whether candidate x is drawn (a live candidate, or in manual mode a mark).
    bool shows(Candidate x) const;

    GridGeometry gridGeometry() const;
    QSize sizeHint() const override { return { 600, 600 }; }
    // Readable at the minimum: cells of 36 px give candidate digits of about 9 px.
    QSize minimumSizeHint() const override { return { 380, 380 }; }

signals:
    void digitTyped(Cell c, Digit d);
    void candidateToggleRequested(Candidate x);
    void placeRequested(Candidate x);
    void clearRequested(Cell c);
    // A click on a cell; x is the candidate position under the mouse (-1 on a
    // filled cell). Sent before the cursor moves to c (cursorCell() is the old one).
    void cellClicked(Cell c, Candidate x, Qt::KeyboardModifiers modifiers);
    void houseClicked(House h, Qt::KeyboardModifiers modifiers);
    void cursorMoved(Cell c);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    // Tells assistive technology about the cursor cell (a QAccessible::Event).
    void announceCell(int event);
    void paintCellBackground(QPainter& p, const GridGeometry& geo, Cell c) const;
    void paintCellContent(QPainter& p, const GridGeometry& geo, Cell c) const;
    void paintCandidate(QPainter& p, const QRectF& r, Candidate x) const;
    void paintHouseOutlines(QPainter& p, const GridGeometry& geo) const;
    void paintLabels(QPainter& p, const GridGeometry& geo) const;
    QString toolTipAt(QPointF pos) const;
    // Base or cover when some constraint of the highlight lies on house h.
    std::optional<Role> houseRole(House h) const;
    qreal labelMargin() const;

    // The highlight shown: the step's, or one case of it (updateCase()).
    void updateCase();

    State m_state;
    Highlight m_stepHighlight; // as set
    Highlight m_highlight; // as shown
    CandidateSet m_selection;
    ForcingFocus m_forcingFocus;
    Palette m_colours;
    QString m_caption;
    Cell m_cursor = 0;
    bool m_cursorShown = true;
    Digit m_digit = kNoDigit;
    bool m_bivalue = false;
    Mistakes m_mistakes;
    UserColours m_userColours;
    bool m_manual = false;
    CandidateSet m_marks; // with m_manual: the user's marks plus the shown step's candidates
    CandidateSet m_userMarks;
    CellSet m_duplicates;
    House m_hoverHouse = -1;
};

} // namespace setwise::ui
