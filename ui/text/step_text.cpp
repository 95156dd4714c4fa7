// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/step_text.h"

#include "ui/text/argument_text.h"
#include "ui/text/technique_names.h"

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

QString stepName(const Step& step)
{
    const QString name = techniqueDisplayName(step.technique);
    const bool generic
        = step.technique == "rank-0-logic" || step.technique == "rank-1-logic" || step.technique == "rank-2-logic";
    if (!generic || step.readings.empty())
        return name;
    const Evaluation& e = step.readings.front();
    int counts[4] = {}; // cells, rows, columns, boxes
    for (Constraint k : e.bases)
        ++counts[kindOf(k) == ConstraintKind::Cell    ? 0
                : kindOf(k) == ConstraintKind::Row    ? 1
                : kindOf(k) == ConstraintKind::Column ? 2
                                                      : 3];
    QStringList kinds;
    if (counts[0])
        kinds << StepText::tr("%n cell(s)", nullptr, counts[0]);
    if (counts[1])
        kinds << StepText::tr("%n row(s)", nullptr, counts[1]);
    if (counts[2])
        kinds << StepText::tr("%n column(s)", nullptr, counts[2]);
    if (counts[3])
        kinds << StepText::tr("%n box(es)", nullptr, counts[3]);
    QStringList digits;
    for (Digit d : step.digits)
        digits << QString::number(d + 1);
    const QString on = digits.size() == 1 ? StepText::tr("digit %1").arg(digits.front())
                                          : StepText::tr("digits %1").arg(digits.join(QStringLiteral(", ")));
    //: e.g. "Rank-0 logic: 4 truths on digits 2, 5 (3 cells, 1 row)"
    return StepText::tr("%1: %2 on %3 (%4)")
        .arg(name, StepText::tr("%n truth(s)", nullptr, int(e.bases.size())), on, kinds.join(QStringLiteral(", ")));
}

QString rankExplanation()
{
    return StepText::tr(
        "<p><b>Truths</b> (base sets) are sets that hold exactly one true candidate; <b>links</b> (cover sets) hold "
        "at most one. <b>Rank</b> = links − truths.</p>"
        "<p>Rank 0: the truths fill every link, so every other candidate in a link is false. Rank R: a candidate "
        "outside the truths is false when it lies in R + 1 links.</p>"
        "<p><b>Effective rank</b> is the rank after counting links that overlap on the truths' candidates: a "
        "candidate lying in two links uses up two of them. It can be lower than the rank, even below zero, and it "
        "is what decides the eliminations.</p>");
}

QString stepSummary(const Step& step)
{
    const QString name = stepName(step);
    if (!step.setLogic || step.readings.empty())
        return name;
    const Evaluation& e = step.readings.front();
    QString text = StepText::tr("%1: %n truth(s)", nullptr, e.baseCount()).arg(name) + QStringLiteral(", ")
        + StepText::tr("%n link(s)", nullptr, int(e.covers.size())) + QStringLiteral(", ");
    // A net's sets with fewer links than truths prove nothing by counting
    // (a negative rank reads as nonsense): its implications argue it.
    if (e.rank < 0 && step.argument.kind == ArgumentKind::Implications)
        return text + StepText::tr("argued by its implications, not by counting");
    text += StepText::tr("rank %1").arg(e.rank);
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
    return QStringLiteral("%1: %2").arg(stepName(step), conclusionText(step));
}

CandidateSet clashCandidates(const ForcingBranch& branch)
{
    CandidateSet xs;
    if (!branch.contradiction || branch.contradictionAt < 0 || branch.contradictionIsBase)
        return xs;
    const Constraint k = branch.contradictionAt;
    const auto inK = [k](Candidate x) { return x >= 0 && x < kCandidates && constraintOf(x, kindOf(k)) == k; };
    if (inK(branch.start))
        xs.set(branch.start);
    for (const Implication& imp : branch.implications)
        if (imp.on && inK(imp.candidate))
            xs.set(imp.candidate);
    return xs;
}

QString contradictionText(const ForcingBranch& branch)
{
    if (!branch.contradiction || branch.contradictionAt < 0)
        return {};
    const Constraint k = branch.contradictionAt;
    const int house = constraintHouse(k) + 1;
    QString place;
    switch (kindOf(k)) {
    case ConstraintKind::Cell:
        place = qs(cellName(k));
        break;
    case ConstraintKind::Row:
        place = StepText::tr("row %1").arg(house);
        break;
    case ConstraintKind::Column:
        place = StepText::tr("column %1").arg(house);
        break;
    case ConstraintKind::Box:
        place = StepText::tr("box %1").arg(house);
        break;
    }
    const bool cell = kindOf(k) == ConstraintKind::Cell;
    if (branch.contradictionIsBase)
        return cell ? StepText::tr("no candidate left in %1").arg(place)
                    : StepText::tr("no %1 left in %2").arg(constraintDigit(k) + 1).arg(place);
    QStringList names;
    for (Candidate x : clashCandidates(branch))
        names << (cell ? QString::number(digitOf(x) + 1) : qs(cellName(cellOf(x))));
    if (cell)
        return StepText::tr("two digits in %1: %2").arg(place, names.join(QStringLiteral(", ")));
    //: "two 8s in column 7: r3c7, r5c7": two true candidates of one digit in one house.
    return StepText::tr("two %1s in %2: %3").arg(constraintDigit(k) + 1).arg(place, names.join(QStringLiteral(", ")));
}

QString ruleName(const std::string& rule)
{
    // The Exocet's rules, by what each says (docs/techniques.md, Exocet).
    static const std::pair<const char*, const char*> exocet[] = {
        { "exocet-generic-condition", QT_TRANSLATE_NOOP("setwise::ui::StepText", "Exocet conditions") },
        { "exocet-target-non-base",
            QT_TRANSLATE_NOOP("setwise::ui::StepText", "a target holds a base digit (targets' other digits false)") },
        { "exocet-one-cover-house",
            QT_TRANSLATE_NOOP("setwise::ui::StepText", "a base digit's S cells in one cover house (digit false)") },
        { "exocet-cross-line-cover-house",
            QT_TRANSLATE_NOOP(
                "setwise::ui::StepText", "a target's digit needs S cells in two houses of the other cross-lines") },
        { "exocet-mirror-node",
            QT_TRANSLATE_NOOP("setwise::ui::StepText", "a target's digit must fit its mirror node") },
        { "exocet-other-target", QT_TRANSLATE_NOOP("setwise::ui::StepText", "the two targets hold different digits") },
        { "exocet-base-not-in-targets",
            QT_TRANSLATE_NOOP("setwise::ui::StepText", "each base digit is a target's digit") },
        { "exocet-mirror-node-single-cell",
            QT_TRANSLATE_NOOP(
                "setwise::ui::StepText", "one mirror cell can hold the target's digit (its others false)") },
        { "exocet-compatibility",
            QT_TRANSLATE_NOOP("setwise::ui::StepText", "compatibility test of base and target digits") },
        { "exocet-known-base-digit-peers",
            QT_TRANSLATE_NOOP(
                "setwise::ui::StepText", "a known base digit, false where a cell sees both bases or both targets") },
        { "exocet-known-cover-house",
            QT_TRANSLATE_NOOP("setwise::ui::StepText", "a known base digit, false in its cover houses' other cells") },
        { "exocet-known-s-cell",
            QT_TRANSLATE_NOOP("setwise::ui::StepText", "a known base digit, false in an S cell that sees its others") },
        { "exocet-known-mirror-non-base",
            QT_TRANSLATE_NOOP(
                "setwise::ui::StepText", "a mirror node's one non-base digit, false where it sees both mirror cells") },
    };
    for (const auto& [id, text] : exocet)
        if (rule == id)
            return StepText::tr(text);
    const QString name = techniqueDisplayName(rule);
    if (!name.isEmpty() && name != qs(rule))
        return name;
    QString words = qs(rule);
    words.replace(QLatin1Char('-'), QLatin1Char(' '));
    return words;
}

QString conclusionReason(const Highlight& h, Candidate x)
{
    if (!h.eliminations.test(x) && !h.placements.test(x))
        return {};
    QStringList why;
    for (const ArgumentRule& r : h.rules) {
        if (!r.eliminations.test(x) && !r.placements.test(x))
            continue;
        QString line = StepText::tr("Rule: %1").arg(ruleName(r.rule).toHtmlEscaped());
        QStringList premises;
        for (const std::string& p : r.premises)
            premises << qs(p).toHtmlEscaped();
        if (!premises.isEmpty())
            line += QStringLiteral(" (") + premises.join(QStringLiteral("; ")) + QLatin1Char(')');
        why << line;
    }
    if (why.isEmpty() && !h.chainLines.empty()) {
        constexpr int kLines = 4, kChars = 140;
        why << StepText::tr("Every branch leads there:");
        for (std::size_t i = 0; i < h.chainLines.size() && int(i) < kLines; ++i) {
            QString line = qs(h.chainLines[i]);
            if (line.size() > kChars)
                line = line.left(kChars) + QStringLiteral(" …");
            why << line.toHtmlEscaped();
        }
        if (int(h.chainLines.size()) > kLines)
            why << StepText::tr("… and %n more branch(es)", nullptr, int(h.chainLines.size()) - kLines);
    }
    if (why.isEmpty() && h.caseEliminations.test(x)) {
        // Counting by cases: each case (its assumptions), all removing it.
        constexpr int kCases = 6;
        why << StepText::tr("False in each of the %n case(s) (the Implication Tree shows how each closes):", nullptr,
            int(h.cases.size()));
        for (std::size_t i = 0; i < h.cases.size() && int(i) < kCases; ++i)
            why << StepText::tr("case %1: %2").arg(i + 1).arg(caseAssumptions(h.cases[i])).toHtmlEscaped();
        if (int(h.cases.size()) > kCases)
            why << QStringLiteral("…");
    }
    return why.join(QStringLiteral("<br>"));
}

} // namespace setwise::ui
