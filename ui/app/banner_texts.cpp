// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/banner_texts.h"

#include "engine/stepper.h"
#include "engine/techniques.h"
#include "ui/app/banner.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QAction>
#include <QCoreApplication>
#include <QStringList>

namespace setwise::ui
{

namespace
{
// The translation context of the texts.
class BannerTexts
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::BannerTexts)
};
} // namespace

void showDeadEnd(
    Banner* banner, const TechniqueSettings& t, QAction* moreTechniques, const QList<QAction*>& otherActions)
{
    QStringList families;
    for (const std::string& id : t.order)
        if (const Technique* tech = findTechnique(id)) {
            const QString f = familyDisplayName(tech->family);
            if (!families.contains(f))
                families << f;
        }
    QString text
        = BannerTexts::tr("Searched %n enabled technique(s) in these families: %1.", nullptr, int(t.order.size()))
              .arg(families.join(QStringLiteral(", ")));
    if (t.isEnabled("rank-0-logic") || t.isEnabled("rank-1-logic"))
        text += QLatin1Char(' ')
            + BannerTexts::tr(
                "The rank search tried up to %n truth(s) of rank %1 or less.", nullptr, int(t.options.maxTruths))
                  .arg(t.options.maxRank);
    const int off = int(techniques().size()) - int(t.order.size());
    if (off > 0)
        text += QLatin1Char(' ') + BannerTexts::tr("%n technique(s) are switched off.", nullptr, off);
    text += QLatin1Char(' ')
        + BannerTexts::tr("Turn on more techniques, ask why a candidate is false (choose it first: click it or its "
                          "digit and cell), or raise the search limits in the settings.");
    moreTechniques->setEnabled(off > 0);
    banner->showMessage(Banner::Kind::Warning,
        BannerTexts::tr("No step found: the enabled techniques are exhausted here."), text,
        QList<QAction*> { moreTechniques } + otherActions);
}

QString severalSolutionsTitle(int count, int limit)
{
    return count >= limit ? BannerTexts::tr("This puzzle has at least %L1 solutions.").arg(count)
                          : BannerTexts::tr("This puzzle has %L1 solutions.").arg(count);
}

void showSeveralSolutions(Banner* banner, int count, int limit, const QList<QAction*>& actions)
{
    banner->showMessage(Banner::Kind::Warning, severalSolutionsTitle(count, limit),
        BannerTexts::tr(
            "A proper Sudoku has exactly one solution. Steps can still remove candidates here, but no chain of "
            "logic can finish the grid: sooner or later two digits fit a cell equally well. Uniqueness techniques "
            "assume one solution and may remove true candidates. Check the givens for a typo, or place a digit to "
            "choose a solution."),
        actions);
}

void showNoSolution(Banner* banner, const QString& problem, const CellSet& wrongCells,
    const CandidateSet& wronglyRemoved, const QList<QAction*>& actions)
{
    QString text
        = problem.isEmpty() ? BannerTexts::tr("A digit or a removed candidate contradicts the givens.") : problem;
    QStringList cells;
    for (Cell c : wrongCells)
        cells << qs(cellName(c));
    if (!cells.isEmpty())
        text += QLatin1Char(' ') + BannerTexts::tr("Marked in red: %1.").arg(cells.join(QStringLiteral(", ")));
    if (wronglyRemoved.any())
        text += QLatin1Char(' ')
            + BannerTexts::tr("Wrongly removed: %1 (ringed in red).").arg(qs(hodokuCandidates(wronglyRemoved)));
    text += QLatin1Char(' ') + BannerTexts::tr("Hints pause until you undo or correct it.");
    banner->showMessage(Banner::Kind::Error, BannerTexts::tr("This state has no solution."), text, actions);
}

} // namespace setwise::ui
