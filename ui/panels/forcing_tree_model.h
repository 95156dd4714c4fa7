// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The implication tree of a forcing chain or net (Step::branches): one
// top-level row per branch (its starting candidate assumed true), under it
// the branch's implications in the order they were found (the candidate set
// or removed, and the constraint that forced it), and last the branch's
// result: the contradiction or the common conclusion. An implication removed
// by a nested contradiction holds its inner net as child rows. Column 0 is the
// implication, column 1 why it holds. Each row carries the candidates it is
// about (CandidatesRole), so the view can show them on the grid.
//
// A step without forcing branches but with an implications argument
// (Step::argument: a Kraken fish's fins, a template's nets) shows that
// argument the same way: one top-level row per argument branch, its
// implications with what each cites, and a cited lemma as child rows (an
// inner net's implications, a pattern's truths and links).
//
// A step counted by cases (Argument::cases, a triplet set logic step) shows
// its cases the same way: one top-level row per case ("Case 1: r2c2<>7" and
// how it closes), under it its assumptions (what a true one takes out of the
// count), its zone's truths and links, and what it removes and why. A case
// row's focus branch is the case's index, which the grid shows
// (caseHighlight()).

#include "engine/step.h"
#include "ui/grid/highlight.h"

#include <QStandardItemModel>

namespace setwise::ui
{

class ForcingTreeModel : public QStandardItemModel
{
    Q_OBJECT
public:
    enum Roles {
        CandidatesRole = Qt::UserRole + 1, // QList<int>: the row's candidates
        KindRole, // RowKind
        FocusRole, // QList<int>: branch, implication, inner implication (ForcingFocus; -1 none)
    };
    enum RowKind { BranchRow, ImplicationRow, ResultRow, InnerRow };
    enum Columns { ImplicationColumn, BecauseColumn, ColumnCount };

    explicit ForcingTreeModel(QObject* parent = nullptr);

    // Shows the step's branches, else its implications argument's (none
    // when it has neither).
    void setStep(const Step& step);
    // Whether setStep() shows anything for the step.
    static bool hasTree(const Step& step);
    void clearStep();

    // What proved the step, in words: the counting rule with its rank, the
    // exact evaluation with its proof size, or the template enumeration.
    static QString ruleText(const Step& step);
    // The words for one implication: "r4c5=6" and "last candidate in cell r4c5".
    static QString implicationText(const Implication& imp);
    static QString becauseText(const ForcingBranch& branch, const Implication& imp);
    static QString resultText(const Step& step, const ForcingBranch& branch);
    // "(from 6, 7)": the implications (numbers) a row rests on, unbreakable.
    static QString fromText(const QStringList& premises);
    // "row 4", "cell r4c5" (for a cell constraint), "box 5".
    static QString placeText(Constraint k);

    // The candidates a row is about (empty for an invalid index).
    CandidateSet candidatesAt(const QModelIndex& index) const;
    // What of the graph on the grid the row stands for: its branch, its
    // implication, and for a row of a nested net's inner net its inner one.
    ForcingFocus focusAt(const QModelIndex& index) const;

private:
    // A nested contradiction's inner net, as child rows of its implication's row.
    void appendInnerNet(QStandardItem* parent, const ForcingBranch& net, int branch, int implication);
    // The step's implications argument (no forcing branches).
    void setArgument(const Step& step);
    // The step's cases (a counting argument by cases).
    void setCases(const Step& step);
};

} // namespace setwise::ui
