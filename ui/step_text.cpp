// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/step_text.h"

#include "ui/technique_names.h"

#include <QCoreApplication>
#include <QStringList>

namespace setwise::ui
{

namespace
{
// The translation context of these free functions.
class StepText
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::StepText)
};
} // namespace

QString stepSummary(const Step& step)
{
    const QString name = techniqueDisplayName(step.technique);
    if (!step.setLogic || step.readings.empty())
        return name;
    const Evaluation& e = step.readings.front();
    QString text = StepText::tr("%1: %n truth(s)", nullptr, int(e.bases.size())).arg(name) + QStringLiteral(", ")
        + StepText::tr("%n link(s)", nullptr, int(e.covers.size())) + QStringLiteral(", ")
        + StepText::tr("rank %1").arg(e.rank);
    if (e.effectiveRank != e.rank)
        text += QStringLiteral(" ") + StepText::tr("(effective rank %1)").arg(e.effectiveRank);
    return text;
}

QString conclusionText(const Step& step)
{
    QStringList parts;
    for (Candidate x : step.placements)
        parts << QStringLiteral("%1=%2").arg(QString::fromStdString(cellName(cellOf(x)))).arg(digitOf(x) + 1);
    if (step.eliminations.any())
        parts << QString::fromStdString(hodokuCandidates(step.eliminations));
    return parts.join(QStringLiteral(", "));
}

QString stepLine(const Step& step)
{
    return QStringLiteral("%1: %2").arg(techniqueDisplayName(step.technique), conclusionText(step));
}

} // namespace setwise::ui
