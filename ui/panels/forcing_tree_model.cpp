// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/forcing_tree_model.h"

#include "engine/tables.h"
#include "ui/text/argument_text.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QFont>

#include <map>

namespace setwise::ui
{

namespace
{

QString candidateText(Candidate x, bool on)
{
    return qs(cellName(cellOf(x))) + (on ? QStringLiteral("=") : QStringLiteral("<>"))
        + QString::number(digitOf(x) + 1);
}

QVariant candidateList(const CandidateSet& xs)
{
    QList<int> v;
    for (Candidate x : xs)
        v.append(x);
    return QVariant::fromValue(v);
}

QVariant focusValue(int branch, int implication, int inner = -1)
{
    return QVariant::fromValue(QList<int> { branch, implication, inner });
}

QStandardItem* makeItem(const QString& text, const QString& toolTip = {})
{
    auto* it = new QStandardItem(text);
    it->setEditable(false);
    it->setToolTip(toolTip.isEmpty() ? text : toolTip);
    return it;
}

void setBold(QStandardItem* it)
{
    QFont f = it->font();
    f.setBold(true);
    it->setFont(f);
}

} // namespace

ForcingTreeModel::ForcingTreeModel(QObject* parent)
    : QStandardItemModel(parent)
{
    clearStep();
}

void ForcingTreeModel::clearStep()
{
    clear();
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({ tr("Implication"), tr("Because") });
}

QString ForcingTreeModel::placeText(Constraint k)
{
    const int h = constraintHouse(k) + 1;
    switch (kindOf(k)) {
    case ConstraintKind::Cell:
        return tr("cell %1").arg(qs(cellName(k)));
    case ConstraintKind::Row:
        return tr("row %1").arg(h);
    case ConstraintKind::Column:
        return tr("column %1").arg(h);
    case ConstraintKind::Box:
        return tr("box %1").arg(h);
    }
    return {};
}

QString ForcingTreeModel::implicationText(const Implication& imp)
{
    return candidateText(imp.candidate, imp.on);
}

QString ForcingTreeModel::becauseText(const ForcingBranch& branch, const Implication& imp)
{
    if (imp.candidate == branch.start && imp.on && imp.cause < 0)
        return tr("assumed true");
    if (imp.cause < 0)
        return tr("nested net: true leads to a contradiction");
    if (imp.pattern >= 0 && imp.pattern < int(branch.patterns.size())) {
        // A basic pattern on the branch's grid: its name, truths and links.
        const BranchPattern& p = branch.patterns[std::size_t(imp.pattern)];
        QStringList truths, links;
        for (Constraint k : p.bases)
            truths << qs(constraintName(k));
        for (Constraint k : p.covers)
            links << qs(constraintName(k));
        return tr("%1 on the branch: %2 in %3")
            .arg(
                techniqueDisplayName(p.technique), truths.join(QStringLiteral(", ")), links.join(QStringLiteral(", ")));
    }
    if (imp.on) {
        if (kindOf(imp.cause) == ConstraintKind::Cell)
            return tr("last candidate in %1").arg(placeText(imp.cause));
        return tr("last place for %1 in %2").arg(constraintDigit(imp.cause) + 1).arg(placeText(imp.cause));
    }
    // Removed: the true candidate it shares the cause with is among its premises.
    for (int p : imp.premises) {
        const Implication* premise
            = p >= 0 && p < int(branch.implications.size()) ? &branch.implications[std::size_t(p)] : nullptr;
        const Candidate x = premise ? premise->candidate : branch.start;
        if (!premise || premise->on)
            return tr("%1 is true in %2").arg(candidateText(x, true), placeText(imp.cause));
    }
    return tr("a true candidate in %1").arg(placeText(imp.cause));
}

QString ForcingTreeModel::fromText(const QStringList& premises)
{
    // "(from 6, 7)" stays together when the Because column wraps.
    QString text = QLatin1Char('(') + tr("from %1").arg(premises.join(QStringLiteral(", "))) + QLatin1Char(')');
    return text.replace(QLatin1Char(' '), QChar::Nbsp);
}

QString ForcingTreeModel::resultText(const Step& step, const ForcingBranch& branch)
{
    if (branch.contradiction) {
        if (branch.contradictionAt < 0)
            return tr("contradiction");
        return tr("contradiction: %1").arg(contradictionText(branch));
    }
    return tr("common conclusion: %1").arg(conclusionText(step));
}

QString ForcingTreeModel::ruleText(const Step& step)
{
    int truths = 0, links = 0;
    if (!step.readings.empty()) {
        truths = int(step.readings.front().bases.size() + step.readings.front().virtualBases.size());
        links = int(step.readings.front().covers.size());
    }
    QString text;
    switch (step.rule) {
    case ProofRule::CountingRule:
        text = tr("Proved by the counting rule: %1, %2, rank %3.")
                   .arg(tr("%n truth(s)", nullptr, truths), tr("%n link(s)", nullptr, links))
                   .arg(step.rank());
        break;
    case ProofRule::ExactEvaluation:
        text = tr("Proved by exact evaluation of its %1 and %2 (every solution of them enumerated: "
                  "%3 search nodes); the counting rule alone (rank %4) does not give it.")
                   .arg(tr("%n truth(s)", nullptr, truths), tr("%n link(s)", nullptr, links))
                   .arg(qulonglong(step.proofNodes))
                   .arg(step.rank());
        break;
    case ProofRule::Template:
        text = tr("Proved by enumerating every template of the digit (%1 templates).").arg(qulonglong(step.proofNodes));
        break;
    }
    if (step.assumesUniqueness)
        text += QLatin1Char(' ') + tr("Assumes a unique solution.");
    return text;
}

bool ForcingTreeModel::hasTree(const Step& step)
{
    return !step.branches.empty()
        || (step.argument.kind == ArgumentKind::Implications && !step.argument.branches.empty()) || hasCases(step);
}

void ForcingTreeModel::setStep(const Step& step)
{
    clearStep();
    if (hasCases(step) && step.branches.empty()) {
        setCases(step);
        return;
    }
    if (step.branches.empty()) {
        setArgument(step);
        return;
    }
    const CandidateSet conclusions = step.eliminations | step.placements;
    for (std::size_t k = 0; k < step.branches.size(); ++k) {
        const ForcingBranch& branch = step.branches[k];
        CandidateSet start;
        start.set(branch.start);
        auto* head = makeItem(tr("Assume %1").arg(candidateText(branch.start, true)));
        setBold(head);
        head->setData(candidateList(start), CandidatesRole);
        head->setData(BranchRow, KindRole);
        head->setData(focusValue(int(k), -1), FocusRole);
        const QString result = resultText(step, branch);
        auto* headResult = makeItem(QStringLiteral("⇒ ") + result);
        headResult->setData(candidateList(start), CandidatesRole);
        headResult->setData(BranchRow, KindRole);
        headResult->setData(focusValue(int(k), -1), FocusRole);
        for (std::size_t i = 0; i < branch.implications.size(); ++i) {
            const Implication& imp = branch.implications[i];
            CandidateSet x;
            x.set(imp.candidate);
            QString because = becauseText(branch, imp);
            QStringList from;
            for (int p : imp.premises)
                if (p >= 0)
                    from << QString::number(p + 1);
            if (!from.isEmpty())
                because += QLatin1Char(' ') + fromText(from);
            auto* a = makeItem(QStringLiteral("%1. %2").arg(i + 1).arg(implicationText(imp)));
            auto* b = makeItem(because);
            for (QStandardItem* it : { a, b }) {
                it->setData(candidateList(x), CandidatesRole);
                it->setData(ImplicationRow, KindRole);
                it->setData(focusValue(int(k), int(i)), FocusRole);
            }
            if (imp.nested >= 0 && imp.nested < int(branch.nested.size()))
                appendInnerNet(a, branch.nested[std::size_t(imp.nested)], int(k), int(i));
            head->appendRow({ a, b });
        }
        auto* r = makeItem(QStringLiteral("⇒ ") + (branch.contradiction ? tr("contradiction") : conclusionText(step)));
        auto* rb = makeItem(branch.contradiction ? result : tr("the common conclusion, reached on every branch"));
        for (QStandardItem* it : { r, rb }) {
            setBold(it);
            it->setData(candidateList(conclusions), CandidatesRole);
            it->setData(ResultRow, KindRole);
            it->setData(focusValue(int(k), -1), FocusRole);
        }
        head->appendRow({ r, rb });
        appendRow({ head, headResult });
    }
}

void ForcingTreeModel::appendInnerNet(QStandardItem* parent, const ForcingBranch& net, int branch, int implication)
{
    for (std::size_t j = 0; j < net.implications.size(); ++j) {
        const Implication& imp = net.implications[j];
        CandidateSet x;
        x.set(imp.candidate);
        QString because = j == 0 ? tr("assumed true inside the branch") : becauseText(net, imp);
        QStringList from;
        for (int p : imp.premises)
            if (p >= 0)
                from << QStringLiteral("%1.%2").arg(implication + 1).arg(p + 1);
        for (int p : imp.outer)
            from << QString::number(p + 1);
        if (!from.isEmpty())
            because += QLatin1Char(' ') + fromText(from);
        auto* a = makeItem(QStringLiteral("%1.%2. %3").arg(implication + 1).arg(j + 1).arg(implicationText(imp)));
        auto* b = makeItem(because);
        for (QStandardItem* it : { a, b }) {
            it->setData(candidateList(x), CandidatesRole);
            it->setData(InnerRow, KindRole);
            it->setData(focusValue(branch, implication, int(j)), FocusRole);
        }
        parent->appendRow({ a, b });
    }
    auto* r = makeItem(QStringLiteral("⇒ ") + tr("contradiction"));
    auto* rb = makeItem(resultText(Step {}, net));
    for (QStandardItem* it : { r, rb }) {
        it->setData(InnerRow, KindRole);
        it->setData(focusValue(branch, implication), FocusRole);
    }
    parent->appendRow({ r, rb });
}

namespace
{

// The rows of an implications argument: each implication numbered ("3",
// inside a lemma "3.2"), the numbers kept by id for the rows that follow.
class ArgumentRows
{
public:
    explicit ArgumentRows(const Step& step)
        : m_step(step)
        , m_arg(step.argument)
        , m_drawn(!drawnBranches(step).empty())
    {
        for (const ArgumentBranch& b : m_arg.branches)
            for (const ArgumentImplication& i : b.implications)
                m_byId[i.id] = &i;
        for (const ArgumentLemma& l : m_arg.lemmas)
            for (const ArgumentImplication& i : l.net.implications)
                m_byId[i.id] = &i;
    }

    // The top-level branch the next rows belong to.
    void setBranch(int k) { m_branch = k; }

    // What the grid draws for a row (drawnBranches(): the same order), else none.
    QVariant focus(int implication, int inner = -1) const
    {
        return m_drawn ? focusValue(m_branch, implication, inner) : focusValue(-1, -1);
    }

    // The implications of `branch` (a branch or an inner net) under `parent`.
    void appendBranch(QStandardItem* parent, const ArgumentBranch& branch, const QString& prefix, int depth)
    {
        for (std::size_t i = 0; i < branch.implications.size(); ++i) {
            if (depth == 0)
                m_implication = int(i);
            const ArgumentImplication& imp = branch.implications[i];
            const QString number = prefix + QString::number(i + 1);
            m_label[imp.id] = number;
            CandidateSet x;
            x.set(imp.candidate);
            QString because = becauseText(imp);
            QStringList from;
            for (int id : imp.from)
                if (const auto it = m_label.find(id); it != m_label.end())
                    from << it->second;
            if (!from.isEmpty())
                because += QLatin1Char(' ') + ForcingTreeModel::fromText(from);
            auto* a = makeItem(QStringLiteral("%1. %2").arg(number, literalText(imp.candidate, imp.on)));
            auto* b = makeItem(because);
            for (QStandardItem* it : { a, b }) {
                it->setData(candidateList(x), ForcingTreeModel::CandidatesRole);
                it->setData(depth == 0 ? ForcingTreeModel::ImplicationRow : ForcingTreeModel::InnerRow,
                    ForcingTreeModel::KindRole);
                it->setData(depth == 0 ? focus(int(i)) : focus(m_implication, depth == 1 ? int(i) : -1),
                    ForcingTreeModel::FocusRole);
            }
            if (imp.cites.kind == ArgumentCite::Kind::Lemma && depth < kMaxDepth)
                appendLemma(a, imp.cites.lemma, number + QLatin1Char('.'), depth + 1);
            parent->appendRow({ a, b });
        }
    }

    // The result row of a branch or inner net.
    void appendResult(QStandardItem* parent, const ArgumentBranch& branch, bool inner)
    {
        const bool contradiction = branch.contradiction >= 0;
        auto* r = makeItem(
            QStringLiteral("⇒ ") + (contradiction ? ForcingTreeModel::tr("contradiction") : conclusionText(m_step)));
        QString why = contradiction ? branchEnd(m_step, branch)
                                    : ForcingTreeModel::tr("the conclusion, reached on every branch that does not "
                                                           "end in a contradiction");
        QStringList from;
        for (int id : branch.contradictionFrom)
            if (const auto it = m_label.find(id); it != m_label.end())
                from << it->second;
        if (!from.isEmpty())
            why += QLatin1Char(' ') + ForcingTreeModel::fromText(from);
        auto* rb = makeItem(why);
        for (QStandardItem* it : { r, rb }) {
            if (!inner)
                setBold(it);
            it->setData(candidateList(m_step.eliminations | m_step.placements), ForcingTreeModel::CandidatesRole);
            it->setData(inner ? ForcingTreeModel::InnerRow : ForcingTreeModel::ResultRow, ForcingTreeModel::KindRole);
            it->setData(inner ? focus(m_implication) : focus(-1), ForcingTreeModel::FocusRole);
        }
        parent->appendRow({ r, rb });
    }

private:
    static constexpr int kMaxDepth = 4; // lemmas inside lemmas shown this deep

    QString becauseText(const ArgumentImplication& imp) const
    {
        switch (imp.cites.kind) {
        case ArgumentCite::Kind::Assumption:
            return imp.on ? ForcingTreeModel::tr("assumed true") : ForcingTreeModel::tr("assumed false");
        case ArgumentCite::Kind::Constraint: {
            const Constraint k = imp.cites.constraint;
            if (imp.on) {
                if (kindOf(k) == ConstraintKind::Cell)
                    return ForcingTreeModel::tr("last candidate in %1").arg(ForcingTreeModel::placeText(k));
                return ForcingTreeModel::tr("last place for %1 in %2")
                    .arg(constraintDigit(k) + 1)
                    .arg(ForcingTreeModel::placeText(k));
            }
            for (int id : imp.from)
                if (const auto it = m_byId.find(id);
                    it != m_byId.end() && it->second->on && constraintOf(it->second->candidate, kindOf(k)) == k)
                    return ForcingTreeModel::tr("%1 is true in %2")
                        .arg(literalText(it->second->candidate, true), ForcingTreeModel::placeText(k));
            return ForcingTreeModel::tr("a true candidate in %1").arg(ForcingTreeModel::placeText(k));
        }
        case ArgumentCite::Kind::Lemma:
            break;
        }
        const int l = imp.cites.lemma;
        if (l < 0 || l >= int(m_arg.lemmas.size()))
            return {};
        const ArgumentLemma& lemma = m_arg.lemmas[std::size_t(l)];
        if (lemma.kind == ArgumentLemma::Kind::Net)
            return ForcingTreeModel::tr("inner net: true leads to a contradiction");
        QStringList truths, links;
        for (Constraint k : lemma.bases)
            truths << qs(constraintName(k));
        for (Constraint k : lemma.covers)
            links << qs(constraintName(k));
        if (l == m_arg.disjunction.lemma)
            //: Kraken fish: the branch where no fin is true, e.g. "the X-Wing with every fin false: 9R1, 9R6 in 9C2,
            //: 9C7"
            return ForcingTreeModel::tr("the %1 with every fin false: %2 in %3")
                .arg(lemmaName(lemma), truths.join(QStringLiteral(", ")), links.join(QStringLiteral(", ")));
        return ForcingTreeModel::tr("%1 on the branch: %2 in %3")
            .arg(lemmaName(lemma), truths.join(QStringLiteral(", ")), links.join(QStringLiteral(", ")));
    }

    // A cited lemma as child rows: an inner net's implications and its
    // contradiction, or a pattern's truths and links.
    void appendLemma(QStandardItem* parent, int l, const QString& prefix, int depth)
    {
        if (l < 0 || l >= int(m_arg.lemmas.size()))
            return;
        const ArgumentLemma& lemma = m_arg.lemmas[std::size_t(l)];
        if (lemma.kind == ArgumentLemma::Kind::Net) {
            appendBranch(parent, lemma.net, prefix, depth);
            appendResult(parent, lemma.net, true);
            return;
        }
        const auto row = [&](const QString& what, const std::vector<Constraint>& ks, const QString& meaning) {
            CandidateSet xs;
            QStringList names;
            for (Constraint k : ks) {
                names << qs(constraintName(k));
                for (Candidate y : members(k))
                    xs.set(y);
            }
            auto* a = makeItem(what);
            auto* b = makeItem(names.join(QStringLiteral(", ")) + QStringLiteral(": ") + meaning);
            for (QStandardItem* it : { a, b }) {
                it->setData(candidateList(xs), ForcingTreeModel::CandidatesRole);
                it->setData(ForcingTreeModel::InnerRow, ForcingTreeModel::KindRole);
                it->setData(focus(m_implication), ForcingTreeModel::FocusRole);
            }
            parent->appendRow({ a, b });
        };
        row(ForcingTreeModel::tr("Truths"), lemma.bases, ForcingTreeModel::tr("each holds its digit once"));
        row(ForcingTreeModel::tr("Links"), lemma.covers,
            ForcingTreeModel::tr("the truths fill them, so their other candidates are false"));
    }

    const Step& m_step;
    const Argument& m_arg;
    bool m_drawn; // the grid draws the argument's branches
    int m_branch = -1, m_implication = -1;
    std::map<int, const ArgumentImplication*> m_byId;
    std::map<int, QString> m_label;
};

} // namespace

void ForcingTreeModel::setArgument(const Step& step)
{
    if (step.argument.kind != ArgumentKind::Implications)
        return;
    ArgumentRows rows(step);
    for (std::size_t k = 0; k < step.argument.branches.size(); ++k) {
        const ArgumentBranch& branch = step.argument.branches[k];
        CandidateSet start;
        for (const ArgumentImplication& i : branch.implications)
            if (i.cites.kind == ArgumentCite::Kind::Assumption)
                start.set(i.candidate);
        auto* head = makeItem(tr("Assume %1").arg(branchAssumptions(branch)));
        setBold(head);
        auto* headResult = makeItem(QStringLiteral("⇒ ") + branchEnd(step, branch));
        rows.setBranch(int(k));
        for (QStandardItem* it : { head, headResult }) {
            it->setData(candidateList(start), CandidatesRole);
            it->setData(BranchRow, KindRole);
            it->setData(rows.focus(-1), FocusRole);
        }
        rows.appendBranch(head, branch, {}, 0);
        rows.appendResult(head, branch, false);
        appendRow({ head, headResult });
    }
}

void ForcingTreeModel::setCases(const Step& step)
{
    const Argument& a = step.argument;
    for (std::size_t k = 0; k < a.cases.size(); ++k) {
        const ArgumentCase& c = a.cases[k];
        CandidateSet assumed;
        for (const ArgumentCase::Assumption& as : c.assumptions)
            assumed |= as.candidates;
        //: One case of a counting argument by cases: "Case 2: r2c2=7"
        auto* head = makeItem(tr("Case %1: %2").arg(k + 1).arg(caseAssumptions(c)));
        setBold(head);
        auto* headResult = makeItem(QStringLiteral("⇒ ") + caseClosing(step, c));
        for (QStandardItem* it : { head, headResult }) {
            it->setData(candidateList(assumed), CandidatesRole);
            it->setData(BranchRow, KindRole);
            it->setData(focusValue(int(k), -1), FocusRole);
        }
        int row = 0;
        const auto append = [&](QStandardItem* a, QStandardItem* b, const CandidateSet& xs, RowKind kind) {
            for (QStandardItem* it : { a, b }) {
                it->setData(candidateList(xs), CandidatesRole);
                it->setData(kind, KindRole);
                it->setData(focusValue(int(k), row), FocusRole);
            }
            if (kind == ResultRow)
                setBold(a); // the reason beside it stays plain: it is long
            head->appendRow({ a, b });
            ++row;
        };
        for (const ArgumentCase::Assumption& as : c.assumptions) {
            QStringList lits;
            for (Candidate x : as.candidates)
                lits << literalText(x, as.on);
            append(makeItem(QStringLiteral("%1. %2").arg(row + 1).arg(lits.join(QStringLiteral(", ")))),
                makeItem(assumptionEffect(step, as)), as.candidates, ImplicationRow);
        }
        const auto members = [](const std::vector<Constraint>& ks) {
            CandidateSet xs;
            for (Constraint k : ks)
                xs |= candidatesOf(k);
            return xs;
        };
        if (c.closes != ArgumentCase::Closes::Assumption) {
            append(makeItem(tr("Truths")),
                makeItem(constraintNames(c.bases) + QStringLiteral(": ")
                    + (c.closes == ArgumentCase::Closes::EmptyTruth
                            ? tr("no candidate left in it")
                            : tr("each holds one true candidate among those the assumptions leave"))),
                members(c.bases), ImplicationRow);
            if (!c.covers.empty() || c.closes == ArgumentCase::Closes::Count)
                append(makeItem(tr("Links")),
                    makeItem((c.covers.empty() ? tr("none") : constraintNames(c.covers)) + QStringLiteral(": ")
                        + tr("each holds at most one true candidate")),
                    members(c.covers), ImplicationRow);
        }
        append(makeItem(QStringLiteral("⇒ ") + qs(hodokuCandidates(a.caseEliminations))), makeItem(caseReason(step, c)),
            a.caseEliminations, ResultRow);
        appendRow({ head, headResult });
    }
}

ForcingFocus ForcingTreeModel::focusAt(const QModelIndex& index) const
{
    const QList<int> v = index.isValid() ? index.data(FocusRole).value<QList<int>>() : QList<int> {};
    if (v.size() != 3)
        return {};
    return { v[0], v[1], v[2] };
}

CandidateSet ForcingTreeModel::candidatesAt(const QModelIndex& index) const
{
    CandidateSet xs;
    if (!index.isValid())
        return xs;
    for (int x : index.data(CandidatesRole).value<QList<int>>())
        xs.set(x);
    return xs;
}

} // namespace setwise::ui
