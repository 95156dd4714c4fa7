// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/steps_filter.h"

#include "engine/tables.h"
#include "ui/panels/steps_model.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QRegularExpression>

#include <algorithm>

namespace setwise::ui
{

std::vector<StepFilterWord> parseStepFilter(const QString& text)
{
    using Kind = StepFilterWord::Kind;
    static const QRegularExpression cellWord(QStringLiteral("^r([1-9])c([1-9])(?:(<>|=)([1-9]))?$"));
    static const QRegularExpression candidateWord(QStringLiteral("^([1-9])r([1-9])c([1-9])$"));
    static const QRegularExpression houseWord(QStringLiteral("^([rcb])([1-9])$"));
    std::vector<StepFilterWord> words;
    for (const QString& raw :
        text.toLower().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
        StepFilterWord w;
        w.text = raw;
        if (const auto m = cellWord.match(raw); m.hasMatch()) {
            const Cell c = cellAt(m.captured(1).toInt() - 1, m.captured(2).toInt() - 1);
            if (m.captured(3).isEmpty()) {
                w.kind = Kind::Cell;
                w.value = c;
            } else {
                w.kind = m.captured(3) == QLatin1String("=") ? Kind::Placement : Kind::Elimination;
                w.value = candidateOf(c, m.captured(4).toInt() - 1);
            }
        } else if (const auto n = candidateWord.match(raw); n.hasMatch()) {
            w.kind = Kind::Conclusion;
            w.value
                = candidateOf(cellAt(n.captured(2).toInt() - 1, n.captured(3).toInt() - 1), n.captured(1).toInt() - 1);
        } else if (const auto h = houseWord.match(raw); h.hasMatch()) {
            // A row, column or box alone ("kraken r5"): a conclusion in it.
            w.kind = Kind::House;
            const int kind = h.captured(1) == QLatin1String("r") ? 0 : h.captured(1) == QLatin1String("c") ? 1 : 2;
            w.value = kind * 9 + h.captured(2).toInt() - 1;
        } else if (raw.size() == 1 && raw[0] >= QLatin1Char('1') && raw[0] <= QLatin1Char('9')) {
            w.kind = Kind::Digit;
            w.value = raw.toInt() - 1;
        }
        words.push_back(w);
    }
    return words;
}

namespace
{

bool wordMatches(const Step& step, const StepFilterWord& w)
{
    using Kind = StepFilterWord::Kind;
    const CandidateSet conclusions = step.eliminations | step.placements;
    switch (w.kind) {
    case Kind::Name:
        return stepName(step).toLower().contains(w.text)
            || techniqueDisplayName(step.technique).toLower().contains(w.text) || qs(step.technique).contains(w.text);
    case Kind::Digit:
        if (std::find(step.digits.begin(), step.digits.end(), w.value) != step.digits.end())
            return true;
        for (Candidate x : conclusions)
            if (digitOf(x) == w.value)
                return true;
        return false;
    case Kind::Cell:
        for (Candidate x : conclusions)
            if (cellOf(x) == w.value)
                return true;
        return false;
    case Kind::House:
        for (Candidate x : conclusions) {
            const Cell c = cellOf(x);
            if ((w.value < 9 && rowOf(c) == w.value) || (w.value >= 9 && w.value < 18 && colOf(c) == w.value - 9)
                || (w.value >= 18 && boxOf(c) == w.value - 18))
                return true;
        }
        return false;
    case Kind::Elimination:
        return step.eliminations.test(w.value);
    case Kind::Placement:
        return step.placements.test(w.value);
    case Kind::Conclusion:
        return conclusions.test(w.value);
    }
    return false;
}

} // namespace

bool stepMatches(const Step& step, const std::vector<StepFilterWord>& words)
{
    return std::all_of(words.begin(), words.end(), [&](const StepFilterWord& w) { return wordMatches(step, w); });
}

StepsFilter::StepsFilter(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
}

void StepsFilter::setFilterText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_words = parseStepFilter(text);
    invalidateFilter();
}

bool StepsFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_words.empty())
        return true;
    const auto* model = qobject_cast<const StepsModel*>(sourceModel());
    const Step* step = model ? model->stepAt(model->index(sourceRow, 0, sourceParent)) : nullptr;
    // A technique row on its own matches nothing: it shows while a step of it does.
    return step && stepMatches(*step, m_words);
}

} // namespace setwise::ui
