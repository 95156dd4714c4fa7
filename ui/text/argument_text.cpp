// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/argument_text.h"

#include "engine/tables.h"

#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
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

// Counting by cases: the triplets split on and what every case removes.
QString casesArgumentText(const Step& step)
{
    const Argument& a = step.argument;
    CandidateSet triplets;
    for (const ArgumentCase& c : a.cases)
        for (const ArgumentCase::Assumption& as : c.assumptions)
            triplets |= as.candidates;
    QStringList names;
    for (Candidate x : triplets)
        names << qs(candidateName(x));
    //: Counting by cases: "counting by cases on the triplet(s) 7r2c2: in each of 2 cases, r1c3<>2 is false
    //: (the Implication Tree lists the cases)."
    QString text = ArgumentText::tr("<b>Argument:</b> counting by cases on the triplet(s) %1: in each of %2, %3 is "
                                    "false (the Implication Tree lists the cases).",
        nullptr, int(names.size()))
                       .arg(names.join(QStringLiteral(", ")).toHtmlEscaped(),
                           ArgumentText::tr("%n case(s)", nullptr, int(a.cases.size())),
                           qs(hodokuCandidates(a.caseEliminations)).toHtmlEscaped());
    if ((step.eliminations - a.caseEliminations).any() || step.placements.any())
        text += QLatin1Char(' ') + ArgumentText::tr("Its truths and links count the other conclusions.");
    return text;
}

QString countingArgumentText(const Step& step)
{
    const Argument& a = step.argument;
    if (hasCases(step))
        return casesArgumentText(step);
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

bool hasCases(const Step& step)
{
    return step.argument.kind == ArgumentKind::Counting && !step.argument.cases.empty();
}

QString casesText(const Step& step)
{
    if (!hasCases(step))
        return {};
    const Argument& a = step.argument;
    CandidateSet triplets;
    for (const ArgumentCase& c : a.cases)
        for (const ArgumentCase::Assumption& as : c.assumptions)
            triplets |= as.candidates;
    QStringList names;
    for (Candidate x : triplets)
        names << qs(candidateName(x));
    //: "The 2 cases split on 7r2c2, true or false, so one of them holds; each removes r1c3<>2"
    return ArgumentText::tr("The %n case(s) split on %1, true or false, so one of them holds; each removes %2", nullptr,
        int(a.cases.size()))
        .arg(names.join(QStringLiteral(", ")), qs(hodokuCandidates(a.caseEliminations)));
}

QString caseAssumptions(const ArgumentCase& c)
{
    QStringList assumed;
    for (const ArgumentCase::Assumption& a : c.assumptions)
        for (Candidate x : a.candidates)
            assumed << literalText(x, a.on);
    return assumed.join(QStringLiteral(", "));
}

QString constraintNames(const std::vector<Constraint>& ks)
{
    QStringList names;
    for (Constraint k : ks)
        names << qs(constraintName(k));
    return names.join(QStringLiteral(", "));
}

CaseCount caseCount(const Step& step, const ArgumentCase& c)
{
    CaseCount n;
    n.rank = int(c.covers.size()) - int(c.bases.size());
    if (step.readings.empty())
        return n;
    // The zone truths' candidates the assumptions leave: the reading's live
    // base candidates less what the assumptions remove.
    const Evaluation& e = step.readings.front();
    CandidateSet live = e.baseCandidates;
    for (const ArgumentCase::Assumption& as : c.assumptions) {
        if (!as.on) {
            live -= as.candidates;
            continue;
        }
        for (const std::vector<Constraint>* ks : { &e.bases, &e.covers })
            for (Constraint k : *ks)
                if (as.candidates.isSubsetOf(candidatesOf(k)))
                    live -= candidatesOf(k) - as.candidates;
    }
    const auto links = [&c](Candidate x) {
        return int(
            std::count_if(c.covers.begin(), c.covers.end(), [x](Constraint k) { return candidatesOf(k).test(x); }));
    };
    CandidateSet all;
    for (Constraint b : c.bases) {
        const CandidateSet t = candidatesOf(b) & live;
        n.fins |= all & t;
        all |= t;
    }
    for (Candidate y : all)
        if (links(y) == 0)
            n.fins.set(y);
    // Each truth takes the fewest links through one of its candidates that is no fin.
    n.effectiveRank = int(c.covers.size());
    for (Constraint b : c.bases) {
        int k = -1;
        for (Candidate y : (candidatesOf(b) & live) - n.fins)
            k = k < 0 ? links(y) : std::min(k, links(y));
        n.finOnly = n.finOnly || k < 0;
        n.effectiveRank -= std::max(k, 0);
    }
    return n;
}

QString caseClosing(const Step& step, const ArgumentCase& c)
{
    const int truths = int(c.bases.size()), links = int(c.covers.size());
    switch (c.closes) {
    case ArgumentCase::Closes::Count: {
        const QString sets = ArgumentText::tr("%n truth(s)", nullptr, truths) + QStringLiteral(", ")
            + ArgumentText::tr("%n link(s)", nullptr, links);
        if (c.rank < 0)
            //: A case of counting by cases: "2 truths but 1 link: cannot hold"
            return ArgumentText::tr("%1 but %2: cannot hold")
                .arg(ArgumentText::tr("%n truth(s)", nullptr, truths), ArgumentText::tr("%n link(s)", nullptr, links));
        const CaseCount n = caseCount(step, c);
        if (n.cannotHold())
            //: A case of counting by cases: "4 truths, 4 links, effective rank -1: cannot hold"
            return ArgumentText::tr("%1, effective rank %2: cannot hold").arg(sets).arg(n.effectiveRank);
        //: A case of counting by cases: "counting 7 truths and 7 links, rank 0"
        QString text
            = ArgumentText::tr("counting %1 and %2, rank %3")
                  .arg(ArgumentText::tr("%n truth(s)", nullptr, truths), ArgumentText::tr("%n link(s)", nullptr, links))
                  .arg(c.rank);
        if (n.effectiveRank != c.rank)
            text += QLatin1Char(' ') + ArgumentText::tr("(effective rank %1)").arg(n.effectiveRank);
        return text;
    }
    case ArgumentCase::Closes::EmptyTruth:
        if (c.bases.empty())
            return ArgumentText::tr("a truth empty: cannot hold");
        //: A case of counting by cases: "7 in box 1 empty: cannot hold"
        return ArgumentText::tr("%1 empty: cannot hold").arg(constraintPlace(c.bases.front(), true));
    case ArgumentCase::Closes::Assumption:
        return ArgumentText::tr("by its assumptions");
    }
    return {};
}

QString caseReason(const Step& step, const ArgumentCase& c)
{
    const CandidateSet& targets = step.argument.caseEliminations;
    const int truths = int(c.bases.size()), links = int(c.covers.size());
    const QString truthsText = ArgumentText::tr("%n truth(s)", nullptr, truths);
    const QString linksText = ArgumentText::tr("%n link(s)", nullptr, links);
    switch (c.closes) {
    case ArgumentCase::Closes::Count: {
        if (c.rank < 0)
            //: "2 truths but only 1 link: too few link slots, so this case cannot hold."
            return ArgumentText::tr("%1 but only %2: too few link slots for the truths, so this case cannot hold.")
                .arg(truthsText, linksText);
        const CaseCount n = caseCount(step, c);
        if (n.cannotHold())
            //: "4 truths and 4 links, but some truths' candidates each lie in two links: effective rank -1, too
            //: few link slots, so this case cannot hold."
            return ArgumentText::tr("%1 and %2, but a truth whose candidates all lie in two or more links takes as "
                                    "many: effective rank %3, too few link slots, so this case cannot hold.")
                .arg(truthsText, linksText)
                .arg(n.effectiveRank);
        QStringList finNames;
        for (Candidate f : n.fins)
            finNames << qs(candidateName(f));
        QStringList lies;
        for (Candidate x : targets) {
            const int in = int(
                std::count_if(c.covers.begin(), c.covers.end(), [x](Constraint k) { return candidatesOf(k).test(x); }));
            //: "r1c3<>2 lies in 1 of the links"
            QString one = ArgumentText::tr("%1 lies in %n of the links", nullptr, in).arg(literalText(x, false));
            if (n.fins.any())
                //: "r1c3<>2 lies in 1 of the links and sees every fin (5r1c5, 5r2c5)"
                one = ArgumentText::tr("%1 and sees every fin (%2)").arg(one, finNames.join(QStringLiteral(", ")));
            lies << one;
        }
        const QString rank = n.effectiveRank != c.rank
            ? ArgumentText::tr("rank %1, effective rank %2").arg(c.rank).arg(n.effectiveRank)
            : ArgumentText::tr("rank %1").arg(c.rank);
        //: "7 truths and 7 links, rank 0: r1c3<>2 lies in 1 of the links, so it is false (the rank rule: a
        //: candidate outside the truths in rank + 1 links is false)."
        if (n.fins.any())
            return ArgumentText::tr("%1 and %2, %3: %4, so it is false (the rank rule: without a true fin, a "
                                    "candidate outside the truths in rank + 1 of the links is false; with one, what "
                                    "sees every fin is).")
                .arg(truthsText, linksText, rank, lies.join(QStringLiteral("; ")));
        return ArgumentText::tr("%1 and %2, %3: %4, so it is false (the rank rule: a candidate outside the "
                                "truths in rank + 1 of the links is false).")
            .arg(truthsText, linksText, rank, lies.join(QStringLiteral("; ")));
    }
    case ArgumentCase::Closes::EmptyTruth:
        if (c.bases.empty())
            return ArgumentText::tr("A truth has no candidate left, so this case cannot hold.");
        //: "7 in box 1 has no candidate left, so this case cannot hold."
        return ArgumentText::tr("%1 has no candidate left, so this case cannot hold.")
            .arg(constraintPlace(c.bases.front(), true));
    case ArgumentCase::Closes::Assumption:
        break;
    }
    // The assumptions remove the target themselves: assumed false, or a true
    // assumption shares one of the reading's sets with it.
    const std::vector<Constraint> none;
    const Evaluation* e = step.readings.empty() ? nullptr : &step.readings.front();
    QStringList why;
    for (Candidate x : targets) {
        QString reason;
        for (const ArgumentCase::Assumption& a : c.assumptions) {
            if (!a.on && a.candidates.test(x)) {
                reason = ArgumentText::tr("%1 is assumed false.").arg(literalText(x, true));
                break;
            }
            if (!a.on || !e || a.candidates.count() != 1)
                continue;
            const Candidate y = *a.candidates.begin();
            for (const std::vector<Constraint>* ks : { &e->bases, &e->covers })
                for (Constraint k : *ks)
                    if (reason.isEmpty() && candidatesOf(k).test(x) && candidatesOf(k).test(y) && x != y)
                        //: "r9c2=3 is true, so r9c2<>1 (cell r9c2)."; "r9c8=3 is true, so r9c2<>3 (3 in row 9)."
                        reason = ArgumentText::tr("%1 is true, so %2 (%3).")
                                     .arg(literalText(y, true), literalText(x, false), constraintPlace(k, true));
            if (!reason.isEmpty())
                break;
        }
        why << (reason.isEmpty()
                ? ArgumentText::tr("Its assumptions contradict each other (one assumed true was already false), so "
                                   "this case cannot hold.")
                : reason);
    }
    return why.join(QLatin1Char(' '));
}

QString assumptionEffect(const Step& step, const ArgumentCase::Assumption& a)
{
    if (!a.on)
        return ArgumentText::tr("assumed false: it leaves the count");
    QStringList sets;
    if (!step.readings.empty()) {
        const Evaluation& e = step.readings.front();
        for (const std::vector<Constraint>* ks : { &e.bases, &e.covers })
            for (Constraint k : *ks)
                if (a.candidates.isSubsetOf(candidatesOf(k)))
                    sets << qs(constraintName(k));
    }
    //: A true triplet: "assumed true: 7B1, 7R2, 7C2, R2C2 are used, their other candidates false"
    return ArgumentText::tr("assumed true: %1 are used (they leave the count), their other candidates false")
        .arg(sets.join(QStringLiteral(", ")));
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
