// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/argument_text.h"

#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QCoreApplication>
#include <QStringList>

#include <map>

namespace setwise::ui
{

namespace
{
// The translation context of these free functions.
class ArgumentText
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::ArgumentText)
};

// The branches listed in the header; the rest are counted.
constexpr int kListedBranches = 4;

// Every implication of the argument by id (branches and inner nets).
std::map<int, const ArgumentImplication*> implicationsById(const Argument& a)
{
    std::map<int, const ArgumentImplication*> byId;
    for (const ArgumentBranch& b : a.branches)
        for (const ArgumentImplication& i : b.implications)
            byId[i.id] = &i;
    for (const ArgumentLemma& l : a.lemmas)
        for (const ArgumentImplication& i : l.net.implications)
            byId[i.id] = &i;
    return byId;
}

QString patternArgumentText(const Argument& a)
{
    QStringList structures;
    for (const std::string& s : a.structures)
        structures << qs(s).toHtmlEscaped();
    // Each rule once, with all it concludes, in the order they first apply.
    std::vector<std::string> order;
    std::map<std::string, std::pair<CandidateSet, CandidateSet>> byRule; // placements, eliminations
    for (const ArgumentRule& r : a.rules) {
        if (!byRule.count(r.rule))
            order.push_back(r.rule);
        byRule[r.rule].first |= r.placements;
        byRule[r.rule].second |= r.eliminations;
    }
    QStringList rules;
    for (const std::string& rule : order) {
        const auto& [placements, eliminations] = byRule[rule];
        QStringList conclusions;
        for (Candidate x : placements)
            conclusions << literalText(x, true);
        if (eliminations.any())
            conclusions << qs(hodokuCandidates(eliminations));
        // The premises are long: they show where a conclusion is hovered on the grid.
        rules << QStringLiteral("<i>%1</i>: %2")
                     .arg(ruleName(rule).toHtmlEscaped(), conclusions.join(QStringLiteral(", ")).toHtmlEscaped());
    }
    QString text = ArgumentText::tr("<b>Argument:</b> ");
    if (!structures.isEmpty())
        text += structures.join(QStringLiteral("; ")) + QStringLiteral(". ");
    // Several rules: one a line.
    if (rules.size() > 1)
        return text + QStringLiteral("<br>• ") + rules.join(QStringLiteral("<br>• "));
    return text + rules.join(QStringLiteral("; "));
}

QString countingArgumentText(const Step& step)
{
    const Argument& a = step.argument;
    if (a.counting != "rank")
        return ArgumentText::tr("<b>Argument:</b> counting by the rule <i>%1</i>.")
            .arg(ruleName(a.counting).toHtmlEscaped());
    if (step.readings.empty())
        return {};
    const Evaluation& e = step.readings.front();
    //: The counting rule on a step's truths and links, e.g. "4 truths and 5 links, rank 1: a candidate
    //: outside the truths that lies in 2 of the links is false."
    return ArgumentText::tr("<b>Argument:</b> counting %1 and %2, rank %3: a candidate outside the truths that "
                            "lies in %4 of the links is false.")
        .arg(ArgumentText::tr("%n truth(s)", nullptr, e.baseCount()),
            ArgumentText::tr("%n link(s)", nullptr, int(e.covers.size())))
        .arg(e.rank)
        .arg(e.rank + 1);
}

QString implicationsArgumentText(const Step& step, bool listBranches)
{
    const Argument& a = step.argument;
    QStringList branches;
    for (std::size_t k = 0; listBranches && k < a.branches.size(); ++k) {
        if (int(k) == kListedBranches) {
            branches << ArgumentText::tr("… and %n more branch(es)", nullptr, int(a.branches.size() - k));
            break;
        }
        const ArgumentBranch& b = a.branches[k];
        //: One branch of an argument: "branch 2: r5c4=7 ⇒ two 8s in column 7: r3c7, r5c7 (6 implications)"
        branches << ArgumentText::tr("branch %1: %2 ⇒ %3 (%n implication(s))", nullptr, int(b.implications.size()))
                        .arg(k + 1)
                        .arg(branchAssumptions(b), branchEnd(step, b))
                        .toHtmlEscaped();
    }
    QString text = branches.isEmpty()
        ? ArgumentText::tr("<b>Argument:</b> %1").arg(disjunctionText(step).toHtmlEscaped())
        : ArgumentText::tr("<b>Argument:</b> %1: %2")
              .arg(disjunctionText(step).toHtmlEscaped(), branches.join(QStringLiteral("; ")));
    const int nets = netLemmas(a);
    const int patterns = int(a.lemmas.size()) - nets;
    QStringList counts;
    if (!listBranches || a.branches.size() > 1 || argumentSize(a) != int(a.branches.front().implications.size()))
        counts << ArgumentText::tr("%n implication(s)", nullptr, argumentSize(a));
    if (nets > 0)
        counts << ArgumentText::tr("%n inner net(s)", nullptr, nets);
    if (patterns > 0)
        counts << ArgumentText::tr("%n pattern(s)", nullptr, patterns);
    text += (counts.isEmpty() ? QString() : QStringLiteral(" (") + counts.join(QStringLiteral(", ")) + QLatin1Char(')'))
        + QLatin1Char('.');
    if (a.counting == "rank")
        text += QLatin1Char(' ') + ArgumentText::tr("Its truths and links count the other conclusions.");
    return text;
}

} // namespace

QString literalText(Candidate x, bool on)
{
    return qs(cellName(cellOf(x))) + (on ? QStringLiteral("=") : QStringLiteral("<>"))
        + QString::number(digitOf(x) + 1);
}

QString constraintPlace(Constraint k, bool digit)
{
    const int h = constraintHouse(k) + 1;
    QString place;
    switch (kindOf(k)) {
    case ConstraintKind::Cell:
        return ArgumentText::tr("cell %1").arg(qs(cellName(k)));
    case ConstraintKind::Row:
        place = ArgumentText::tr("row %1").arg(h);
        break;
    case ConstraintKind::Column:
        place = ArgumentText::tr("column %1").arg(h);
        break;
    case ConstraintKind::Box:
        place = ArgumentText::tr("box %1").arg(h);
        break;
    }
    //: A digit in a house: "5 in column 3".
    return digit ? ArgumentText::tr("%1 in %2").arg(constraintDigit(k) + 1).arg(place) : place;
}

QString lemmaName(const ArgumentLemma& lemma)
{
    if (lemma.technique == "fish") {
        static const char* const kBySize[] = { "x-wing", "swordfish", "jellyfish" };
        const std::size_t n = lemma.bases.size();
        if (n >= 2 && n <= 4)
            return techniqueDisplayName(kBySize[n - 2]);
    }
    return techniqueDisplayName(lemma.technique);
}

QString branchAssumptions(const ArgumentBranch& branch)
{
    QStringList assumed;
    for (const ArgumentImplication& i : branch.implications)
        if (i.cites.kind == ArgumentCite::Kind::Assumption)
            assumed << literalText(i.candidate, i.on);
    return assumed.join(QStringLiteral(", "));
}

QString branchEnd(const Step& step, const ArgumentBranch& branch)
{
    if (branch.contradiction < 0)
        return conclusionText(step);
    // The same words as a forcing branch's contradiction: the clashing
    // candidates are the true implications it comes from.
    ForcingBranch fb;
    fb.start = -1;
    fb.contradiction = true;
    fb.contradictionAt = branch.contradiction;
    fb.contradictionIsBase = branch.contradictionIsBase;
    const auto byId = implicationsById(step.argument);
    for (int id : branch.contradictionFrom)
        if (const auto it = byId.find(id); it != byId.end())
            fb.implications.push_back({ it->second->candidate, it->second->on, -1, {} });
    for (const ArgumentImplication& i : branch.implications)
        fb.implications.push_back({ i.candidate, i.on, -1, {} });
    return ArgumentText::tr("contradiction: %1").arg(contradictionText(fb));
}

QString disjunctionText(const Step& step)
{
    const Argument& a = step.argument;
    if (a.kind != ArgumentKind::Implications)
        return {};
    const QString to = conclusionText(step);
    const int n = int(a.branches.size());
    const ArgumentDisjunction& d = a.disjunction;
    const ArgumentLemma* lemma
        = d.lemma >= 0 && d.lemma < int(a.lemmas.size()) ? &a.lemmas[std::size_t(d.lemma)] : nullptr;
    const QString fish = lemma
        ? QStringLiteral("%1 (%2 / %3)")
              .arg(lemmaName(*lemma), qs(bertConstraints(lemma->bases)), qs(bertConstraints(lemma->covers)))
        : QString();
    switch (d.kind) {
    case ArgumentDisjunction::Kind::Each:
        //: Each branch assumes the opposite of a conclusion and ends in a contradiction.
        return ArgumentText::tr("Each of the %n branch(es) assumes the opposite of a conclusion and ends in a "
                                "contradiction, so %1 holds",
            nullptr, n)
            .arg(to);
    case ArgumentDisjunction::Kind::Constraint:
        if (kindOf(d.constraint) == ConstraintKind::Cell)
            //: "Each of the 3 candidates of r5c4 leads to r8c4<>5"
            return ArgumentText::tr("Each of the %n candidate(s) of %1 leads to %2", nullptr, n)
                .arg(qs(cellName(d.constraint)), to);
        //: "Each of the 3 places for 5 in row 4 leads to r8c4<>5"
        return ArgumentText::tr("Each of the %n place(s) for %1 leads to %2", nullptr, n)
            .arg(constraintPlace(d.constraint, true), to);
    case ArgumentDisjunction::Kind::Fins:
        //: Kraken fish type 1: "The X-Wing (9R16 / 9C27) or one of its 2 fins is true; each leads to r4c2<>9"
        return ArgumentText::tr("The %1 or one of its %n fin(s) is true; each leads to %2", nullptr, std::max(0, n - 1))
            .arg(fish, to);
    case ArgumentDisjunction::Kind::FishCover:
        //: Kraken fish type 2: "A fin of the X-Wing (…) or a base candidate of 4 in column 5 is true (3 cases); ..."
        return ArgumentText::tr(
            "A fin of the %1 or one of its candidates in %2 is true (%n case(s)); each leads to %3", nullptr, n)
            .arg(fish, constraintPlace(d.constraint, true), to);
    }
    return {};
}

QString argumentText(const Step& step, bool branches)
{
    switch (step.argument.kind) {
    case ArgumentKind::None:
        return {};
    case ArgumentKind::Counting:
        return countingArgumentText(step);
    case ArgumentKind::Implications:
        return step.argument.branches.empty() ? QString() : implicationsArgumentText(step, branches);
    case ArgumentKind::Pattern:
        return step.argument.rules.empty() ? QString() : patternArgumentText(step.argument);
    }
    return {};
}

} // namespace setwise::ui
