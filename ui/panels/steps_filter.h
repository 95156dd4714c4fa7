// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The All Steps filter line: words separated by spaces, every word must
// match a step (case does not matter):
//
//   x-wing, sky, kette   a technique's name (in the user's language) or id contains it
//   3                    the step is about digit 3 (its pattern or a conclusion)
//   r4c4                 a conclusion in cell r4c4
//   r5, c3, b7           a conclusion in row 5, column 3, box 7
//   r4c4<>3  r4c4=3      the step eliminates 3 from r4c4 / places 3 there
//   3r4c4                either of the two
//
// A technique row shows while one of its steps does; a step row shows when
// it or one of its equivalents matches (recursive filtering).

#include "engine/step.h"

#include <QSortFilterProxyModel>
#include <QString>

#include <vector>

namespace setwise::ui
{

struct StepFilterWord {
    enum class Kind { Name, Digit, Cell, Elimination, Placement, Conclusion, House };
    Kind kind = Kind::Name;
    QString text; // Name: lower case
    int value = -1; // the digit, cell, candidate or house (rows 0-8, columns 9-17, boxes 18-26)
};

std::vector<StepFilterWord> parseStepFilter(const QString& text);
bool stepMatches(const Step& step, const std::vector<StepFilterWord>& words);

class StepsFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit StepsFilter(QObject* parent = nullptr);
    void setFilterText(const QString& text);
    QString filterText() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
    std::vector<StepFilterWord> m_words;
};

} // namespace setwise::ui
