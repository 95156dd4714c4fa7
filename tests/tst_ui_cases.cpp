// SPDX-License-Identifier: GPL-3.0-or-later
// A step counted by cases (triplet set logic) walked in the Implication
// Tree, on real steps of a forum_hardest_1106 state
// (tests/data/zones_forum_hardest.txt, where r1c3<>2 falls by two cases on
// the triplet 7r2c2):
//
// - the tree lists exactly the step's cases, each with its assumptions, how
//   it closes (the rank rule on a zone, too few links for its truths, an
//   empty truth, its assumptions) and what it removes; the expected words
//   are built here from the step's data and re-counted on the state (the
//   zone's live candidates, the target's links), and the known step's two
//   cases are checked against the docs' reading of it;
// - selecting a case shows it alone on the grid: its zone's truths and
//   links shaded, its assumption ringed in the "on" or "off" colour, seen in
//   the highlight and in the pixels.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "engine/tables.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_model.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/text/step_text.h"

#include "grid_render.h"
#include "test_settings.h"
#include "test_util.h"
#include "zones_recount.h"

#include <QComboBox>
#include <QLabel>
#include <QTest>
#include <QTreeView>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

State knownState()
{
    const auto lines = readLines(SETWISE_TEST_DATA "/zones_forum_hardest.txt");
    const auto c = parseLibraryLine(lines.front());
    return c ? c->state : State {};
}

// "r2c2<>7", written here from the candidate's row, column and digit.
QString literal(Candidate x, bool on)
{
    return QStringLiteral("r%1c%2%3%4")
        .arg(cellOf(x) / 9 + 1)
        .arg(cellOf(x) % 9 + 1)
        .arg(on ? QStringLiteral("=") : QStringLiteral("<>"))
        .arg(digitOf(x) + 1);
}

QString plural(int n, const char* one, const char* many)
{
    return QStringLiteral("%1 %2").arg(n).arg(QLatin1String(n == 1 ? one : many));
}

// The live candidates of a case after its assumptions, as docs/arguments.md
// states them (false removes; true removes the other candidates of every
// reading set holding it).
CandidateSet liveIn(const State& s, const Step& step, const ArgumentCase& c)
{
    CandidateSet live = s.live();
    const Evaluation& e = step.readings.front();
    for (const auto& a : c.assumptions) {
        if (!a.on) {
            live -= a.candidates;
            continue;
        }
        std::vector<Constraint> sets = e.bases;
        sets.insert(sets.end(), e.covers.begin(), e.covers.end());
        for (Constraint k : sets)
            if (a.candidates.isSubsetOf(candidatesOf(k)))
                live -= candidatesOf(k) - a.candidates;
    }
    return live;
}

// The grid's pixels of one candidate's square.
QRectF square(const GridWidget& grid, Candidate x)
{
    return grid.gridGeometry().candidateRect(x);
}

} // namespace

class TstUiCases : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QVERIFY(installEnglishPlurals());
        QVERIFY(knownState().live().any());
    }

    // Every triplet step of the state: one tree row per case, in order, with
    // its assumptions, its closing and its result, and nothing else.
    void treeListsEveryCase()
    {
        const State s = knownState();
        int steps = 0, counts = 0, empties = 0, assumptions = 0, tooFew = 0, withFins = 0;
        for (const Step& step : findSteps(s, "triplet-set-logic")) {
            const Argument& a = step.argument;
            if (a.cases.empty())
                continue;
            QCOMPARE(recountCases(s, step), std::string()); // the data itself holds
            ++steps;
            ForcingTreeView view;
            view.setStep(step);
            const ForcingTreeModel* m = view.model();
            QCOMPARE(m->rowCount(), int(a.cases.size()));
            QVERIFY(view.ruleText().contains(QStringLiteral("%1 case").arg(a.cases.size())));
            QCOMPARE(view.branchSelector()->count(), int(a.cases.size()) + 1);
            QCOMPARE(view.branchSelector()->itemText(0), QStringLiteral("All cases"));
            for (int k = 0; k < int(a.cases.size()); ++k)
                QVERIFY(view.branchSelector()->itemText(k + 1).startsWith(QStringLiteral("Case %1: ").arg(k + 1)));
            const Candidate target = *a.caseEliminations.begin();
            for (std::size_t k = 0; k < a.cases.size(); ++k) {
                const ArgumentCase& c = a.cases[k];
                QStringList assumed;
                for (const auto& as : c.assumptions)
                    for (Candidate x : as.candidates)
                        assumed << literal(x, as.on);
                const QModelIndex head = m->index(int(k), 0);
                QCOMPARE(head.data().toString(),
                    QStringLiteral("Case %1: %2").arg(k + 1).arg(assumed.join(QStringLiteral(", "))));
                const QString closing = m->index(int(k), 1).data().toString();
                // Children: one row per assumption, the zone's truths and
                // links (when it has them), the result last.
                const int children = m->rowCount(head);
                for (std::size_t i = 0; i < c.assumptions.size(); ++i) {
                    const auto& as = c.assumptions[i];
                    QCOMPARE(m->index(int(i), 0, head).data().toString(),
                        QStringLiteral("%1. %2").arg(i + 1).arg(literal(*as.candidates.begin(), as.on)));
                    QCOMPARE(
                        m->index(int(i), 1, head).data().toString().startsWith(QStringLiteral("assumed true")), as.on);
                }
                const QString result = m->index(children - 1, 0, head).data().toString();
                const QString reason = m->index(children - 1, 1, head).data().toString();
                QCOMPARE(result, QStringLiteral("⇒ ") + literal(target, false));
                QCOMPARE(m->index(children - 1, 0, head).data(ForcingTreeModel::KindRole).toInt(),
                    int(ForcingTreeModel::ResultRow));
                const CandidateSet live = liveIn(s, step, c);
                QStringList truths, links;
                for (Constraint b : c.bases)
                    truths << qs(constraintName(b));
                for (Constraint l : c.covers)
                    links << qs(constraintName(l));
                switch (c.closes) {
                case ArgumentCase::Closes::Count: {
                    QCOMPARE(children, int(c.assumptions.size()) + 3);
                    QVERIFY(m->index(int(c.assumptions.size()), 1, head)
                                .data()
                                .toString()
                                .startsWith(truths.join(QStringLiteral(", ")) + QLatin1Char(':')));
                    QVERIFY(m->index(int(c.assumptions.size()) + 1, 1, head)
                                .data()
                                .toString()
                                .startsWith(links.join(QStringLiteral(", ")) + QLatin1Char(':')));
                    const int t = int(c.bases.size()), l = int(c.covers.size());
                    if (l < t) {
                        ++tooFew;
                        QCOMPARE(closing,
                            QStringLiteral("⇒ %1 but %2: cannot hold")
                                .arg(plural(t, "truth", "truths"), plural(l, "link", "links")));
                        QVERIFY2(reason.contains(QStringLiteral("cannot hold")), qPrintable(reason));
                        break;
                    }
                    // The zone counted here: its fins (a zone truth's live candidate in no
                    // zone link or in two zone truths), its effective rank (links less, per
                    // truth, the fewest links through one of its candidates that is no fin).
                    const auto linksOf = [&c](Candidate x) {
                        int n = 0;
                        for (Constraint k2 : c.covers)
                            n += candidatesOf(k2).test(x);
                        return n;
                    };
                    CandidateSet fins, all;
                    for (Constraint b : c.bases) {
                        const CandidateSet tb = candidatesOf(b) & live;
                        fins |= all & tb;
                        all |= tb;
                    }
                    for (Candidate y : all)
                        if (linksOf(y) == 0)
                            fins.set(y);
                    int effective = l;
                    bool finOnly = false;
                    for (Constraint b : c.bases) {
                        int least = 99;
                        for (Candidate y : (candidatesOf(b) & live) - fins)
                            least = std::min(least, linksOf(y));
                        finOnly = finOnly || least == 99;
                        effective -= least == 99 ? 0 : least;
                    }
                    if (fins.none() && (finOnly || effective < 0)) {
                        ++tooFew;
                        QCOMPARE(closing,
                            QStringLiteral("⇒ %1, %2, effective rank %3: cannot hold")
                                .arg(plural(t, "truth", "truths"), plural(l, "link", "links"))
                                .arg(effective));
                        QVERIFY2(reason.contains(QStringLiteral("effective rank %1").arg(effective))
                                && reason.contains(QStringLiteral("cannot hold")),
                            qPrintable(reason));
                        break;
                    }
                    ++counts;
                    QCOMPARE(closing,
                        QStringLiteral("⇒ counting %1 and %2, rank %3")
                                .arg(plural(t, "truth", "truths"), plural(l, "link", "links"))
                                .arg(l - t)
                            + (effective != l - t ? QStringLiteral(" (effective rank %1)").arg(effective) : QString()));
                    // The target, live in the case, lies in the links the reason names.
                    QVERIFY(live.test(target));
                    const int in = linksOf(target);
                    QVERIFY2(reason.contains(
                                 QStringLiteral("%1 lies in %2 of the link").arg(literal(target, false)).arg(in)),
                        qPrintable(reason));
                    // Its fins named when it has any; each sees the target.
                    if (in == 0)
                        QVERIFY(fins.any()); // a truth of fins alone: one of them is true
                    QCOMPARE(reason.contains(QStringLiteral("sees every fin")), fins.any());
                    for (Candidate f : fins) {
                        QVERIFY(seenBy(f).test(target));
                        QVERIFY2(reason.contains(qs(candidateName(f))), qPrintable(reason));
                    }
                    withFins += fins.any();
                    break;
                }
                case ArgumentCase::Closes::EmptyTruth: {
                    ++empties;
                    QCOMPARE(int(c.bases.size()), 1);
                    QVERIFY(!candidatesOf(c.bases.front()).intersects(live)); // really empty
                    QVERIFY2(closing.endsWith(QStringLiteral("empty: cannot hold")), qPrintable(closing));
                    QVERIFY2(reason.contains(QStringLiteral("has no candidate left")), qPrintable(reason));
                    QCOMPARE(children, int(c.assumptions.size()) + 2);
                    QVERIFY(m->index(int(c.assumptions.size()), 1, head)
                                .data()
                                .toString()
                                .startsWith(truths.front() + QStringLiteral(": no candidate left")));
                    break;
                }
                case ArgumentCase::Closes::Assumption:
                    ++assumptions;
                    QCOMPARE(closing, QStringLiteral("⇒ by its assumptions"));
                    QCOMPARE(children, int(c.assumptions.size()) + 1);
                    // The assumptions alone leave the target false.
                    QVERIFY(!live.test(target));
                    QVERIFY2(reason.contains(literal(target, false)) || reason.contains(literal(target, true)),
                        qPrintable(reason));
                    break;
                }
            }
        }
        qInfo("steps %d; cases closed by counting %d (with fins %d), too few links %d, an empty truth %d, "
              "assumptions %d",
            steps, counts, withFins, tooFew, empties, assumptions);
        QVERIFY(steps >= 3);
        QVERIFY(counts >= 1 && tooFew >= 1 && empties >= 1 && assumptions >= 1);
    }

    // The step of docs/arguments.md: r1c3<>2 by two cases on 7r2c2. False:
    // 7B1 in R1C3 (rank 0); true: seven truths and seven links, 2r1c3 in one.
    void knownStepAndItsCasesOnTheGrid_data() { lightAndDark(); }
    void knownStepAndItsCasesOnTheGrid()
    {
        QFETCH(bool, dark);
        const State s = knownState();
        const Candidate target = cand(2, 1, 3), triplet = cand(7, 2, 2);
        std::optional<Step> known;
        for (const Step& step : findSteps(s, "triplet-set-logic"))
            if (step.argument.caseEliminations.test(target) && step.argument.cases.size() == 2
                && step.argument.cases.front().assumptions.size() == 1
                && step.argument.cases.front().assumptions.front().candidates.test(triplet))
                known = step;
        QVERIFY(known);
        ForcingTreeView view;
        view.setStep(*known);
        const ForcingTreeModel* m = view.model();
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->index(0, 0).data().toString(), QStringLiteral("Case 1: r2c2<>7"));
        QCOMPARE(m->index(0, 1).data().toString(), QStringLiteral("⇒ counting 1 truth and 1 link, rank 0"));
        QCOMPARE(m->index(1, 0).data().toString(), QStringLiteral("Case 2: r2c2=7"));
        QCOMPARE(m->index(1, 1).data().toString(), QStringLiteral("⇒ counting 7 truths and 7 links, rank 0"));
        const QModelIndex first = m->index(0, 0);
        QVERIFY(m->index(1, 1, first).data().toString().startsWith(QStringLiteral("7B1:")));
        QVERIFY(m->index(2, 1, first).data().toString().startsWith(QStringLiteral("R1C3:")));
        QVERIFY(m->index(3, 1, first).data().toString().contains(QStringLiteral("r1c3<>2 lies in 1 of the links")));
        // Case 2's true triplet takes its four sets out of the count.
        const QString effect = m->index(0, 1, m->index(1, 0)).data().toString();
        for (const char* k : { "7B1", "7C2", "7R2", "R2C2" })
            QVERIFY2(effect.contains(QLatin1String(k)), qPrintable(effect));

        // The grid's tooltip on the target names each case.
        const QString tip = conclusionReason(highlightOf(*known), target);
        QVERIFY2(tip.contains(QStringLiteral("2 cases")) && tip.contains(QStringLiteral("case 1: r2c2&lt;&gt;7"))
                && tip.contains(QStringLiteral("case 2: r2c2=7")),
            qPrintable(tip));

        GridWidget grid;
        QObject::connect(&view, &ForcingTreeView::focusChanged, &grid, &GridWidget::setForcingFocus);
        grid.setForcingFocus(view.focus());
        const Highlight whole = highlightOf(*known);
        (void)renderSaved(grid, s, whole, dark, QStringLiteral("cases_all"));
        // All cases: the whole reading, the triplet ringed dotted.
        QCOMPARE(grid.highlight().bases, whole.bases);
        QVERIFY(grid.highlight().triplets.test(triplet));
        const Palette& colours = grid.colours();
        const auto shot = [&](int k) {
            view.tree()->setCurrentIndex(m->index(k, 0));
            const QImage img = render(grid);
            img.save(QStringLiteral(SETWISE_TEST_OUT "/cases_%1_%2.png").arg(k + 1).arg(dark ? "dark" : "light"));
            return img;
        };
        // Case 1, 7r2c2 false: the zone 7B1 / R1C3 alone, the triplet ringed dashed in the "off" colour.
        QImage img = shot(0);
        QCOMPARE(view.focus().branch, 0);
        ConstraintSet b1, c1;
        b1.set(constraintOf(triplet, ConstraintKind::Box));
        c1.set(constraintOf(cand(7, 1, 3), ConstraintKind::Cell));
        QCOMPARE(grid.highlight().bases, b1);
        QCOMPARE(grid.highlight().covers, c1);
        QVERIFY(grid.highlight().assumedOff.test(triplet));
        QVERIFY(grid.highlight().eliminations.test(target));
        QVERIFY(countNear(img, square(grid, triplet), colours.chainOff, 40) > 6);
        QCOMPARE(countNear(img, square(grid, triplet), colours.chainOn, 20), 0);
        // A cell in case 2's zone only (r9c3, a truth there) is not shaded in case 1.
        const Cell r9c3 = 8 * 9 + 2;
        const QRectF cell9 = grid.gridGeometry().cellRect(r9c3);
        const QRectF corner(cell9.topLeft() + QPointF(2, 2), QSizeF(3, 3));
        QVERIFY(countNear(img, corner, colours.board, 4) >= 4);
        // Case 2, 7r2c2 true: ringed in the "on" colour; its zone's truths shaded, r9c3's among them.
        img = shot(1);
        QCOMPARE(view.focus().branch, 1);
        QCOMPARE(int(grid.highlight().bases.count()), 7);
        QCOMPARE(int(grid.highlight().covers.count()), 7);
        QVERIFY(grid.highlight().assumedOn.test(triplet));
        QVERIFY(grid.highlight().bases.test(r9c3));
        QVERIFY(countNear(img, square(grid, triplet), colours.chainOn, 40) > 6);
        QVERIFY(countNear(img, corner, colours.board, 4) < 4);
        // The other 7s of box 1 (the triplet's truth) fall in case 2: ringed dashed.
        for (Candidate x : candidatesOf(constraintOf(triplet, ConstraintKind::Box)) & s.live())
            if (x != triplet)
                QVERIFY(grid.highlight().assumedOut.test(x));
        // Back to all cases.
        view.branchSelector()->setCurrentIndex(0);
        emit view.branchSelector()->activated(0);
        QCOMPARE(grid.highlight().bases, whole.bases);
    }
};

QTEST_MAIN(TstUiCases)
#include "tst_ui_cases.moc"
