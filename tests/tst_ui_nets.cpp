// SPDX-License-Identifier: GPL-3.0-or-later
// Hard steps shown, on the real steps of three hard paths (lines 1, 3 and 13
// of the Players' Forum hardest list, tests/data/nets_forum_hardest_1106.txt):
//
// - walking a net: the first view of a forcing step draws only each branch's
//   route from its assumption to its contradiction (or conclusion), in the
//   geometry and in the pixels; Next/Back in the Implication Tree add and
//   take away one implication at a time, its arrows drawn and its premises
//   ringed; never more than kFullArrows arrows at full strength;
// - the contradiction named and labelled: the caption names the digit and
//   the clashing cells, and hides neither their rings nor an arrowhead;
// - picture = step: what the grid and the diagram show eliminated is what
//   applying the step removes, for every step of the three paths;
// - arrows keep off the givens' and placed digits.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "engine/tables.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/arrows.h"
#include "ui/grid/forcing_overlay.h"
#include "ui/grid/grid_overlay.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_model.h"
#include "ui/panels/forcing_tree_view.h"
#include "ui/text/step_text.h"

#include "grid_render.h"
#include "test_util.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

#include <bit>
#include <set>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

struct PathStep {
    int line; // 1, 3 or 13
    State before;
    Step step;
};

// Every step of the three paths, each with the state it was found in.
const std::vector<PathStep>& pathSteps()
{
    static const std::vector<PathStep> steps = [] {
        std::vector<PathStep> out;
        const int lines[] = { 1, 3, 13 };
        int k = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/nets_forum_hardest_1106.txt")) {
            if (line.empty() || line[0] == '#')
                continue;
            const auto s = parseState(line);
            if (!s)
                continue;
            // Without triplet set logic, which counts many of these nets' truths and links.
            TechniqueSettings settings = TechniqueSettings::defaults();
            std::erase(settings.order, std::string("triplet-set-logic"));
            const SolvePath path = solvePath(*s, settings);
            State at = *s;
            for (const Step& step : path.steps) {
                out.push_back({ lines[k], at, step });
                at = apply(at, step);
            }
            ++k;
        }
        return out;
    }();
    return steps;
}

// The forcing fixture's steps (tests/data/forcing_forum_hardest_sample.txt),
// every step of each state's technique (line 0).
const std::vector<PathStep>& fixtureSteps()
{
    static const std::vector<PathStep> steps = [] {
        std::vector<PathStep> out;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt")) {
            const auto f = split(line, ' ');
            const auto s = f.size() == 5 ? parseState(f[1]) : parseState("");
            if (s)
                for (const Step& step : findSteps(*s, f[0]))
                    out.push_back({ 0, *s, step });
        }
        return out;
    }();
    return steps;
}

std::vector<const PathStep*> forcingSteps()
{
    std::vector<const PathStep*> out;
    for (const PathStep& p : pathSteps())
        if (!p.step.branches.empty())
            out.push_back(&p);
    return out;
}

GridGeometry geometry()
{
    static GridWidget* grid = [] {
        auto* g = new GridWidget;
        g->resize(600, 600);
        return g;
    }();
    return grid->gridGeometry();
}

// The implications that end a branch: the clashing candidates' or the
// emptied constraint's (found here from the constraint, not from routeToEnd).
std::vector<int> endsOf(const ForcingBranch& b)
{
    std::vector<int> out;
    for (std::size_t i = 0; i < b.implications.size(); ++i) {
        const Implication& imp = b.implications[i];
        bool in = false;
        for (Candidate x : members(b.contradictionAt))
            in = in || x == imp.candidate;
        if (in && imp.on == !b.contradictionIsBase)
            out.push_back(int(i));
    }
    return out;
}

} // namespace

class TstUiNets : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(pathSteps().size() > 150);
        // Each of the three paths takes at least one forcing step (line 1's
        // path takes one nested net since nets prefer small branches).
        const std::vector<const PathStep*> forcing = forcingSteps();
        QVERIFY(forcing.size() >= 5);
        for (int line : { 1, 3, 13 })
            QVERIFY2(std::any_of(forcing.begin(), forcing.end(), [line](const PathStep* p) { return p->line == line; }),
                qPrintable(QStringLiteral("no forcing step on line %1's path").arg(line)));
    }

    // The first view of every branch that ends in a contradiction: a route
    // from the start (each arrow's source is the start or an earlier arrow's
    // target) to a candidate of the contradiction, each implication reached
    // once, far fewer arrows than the branch has links.
    void firstViewIsTheRouteToTheContradiction()
    {
        int checked = 0, bigNets = 0, longRoutes = 0;
        for (const PathStep* p : forcingSteps()) {
            const Highlight h = highlightOf(p->step);
            for (std::size_t k = 0; k < p->step.branches.size(); ++k) {
                const ForcingBranch& b = p->step.branches[k];
                if (!b.contradiction || b.contradictionAt < 0)
                    continue;
                const std::vector<ForcingArrow> arrows = forcingArrows(geometry(), p->before, h, { int(k) });
                QVERIFY(!arrows.empty());
                // Every target is reached once; its source is the start or another target.
                std::set<Candidate> targets;
                int full = 0;
                for (const ForcingArrow& a : arrows) {
                    QVERIFY2(targets.insert(a.to).second, qPrintable(qs(candidateName(a.to))));
                    full += a.full;
                }
                QCOMPARE(full, std::min(int(arrows.size()), kFullArrows));
                // (or a candidate of the route removed by a nested net: ringed twice, its inner net to open)
                std::set<Candidate> route;
                for (int i : routeToEnd(b, {}))
                    route.insert(b.implications[std::size_t(i)].candidate);
                for (const ForcingArrow& a : arrows)
                    QVERIFY2(a.from == b.start || targets.count(a.from) || route.count(a.from),
                        qPrintable(QStringLiteral("line %1: %2").arg(p->line).arg(qs(candidateName(a.from)))));
                // It ends at the contradiction, drawn at full strength (a
                // route of more than kFullArrows arrows fades at its start).
                bool end = false, endFull = false;
                for (int e : endsOf(b)) {
                    const Candidate x = b.implications[std::size_t(e)].candidate;
                    end = end || targets.count(x) > 0;
                    endFull = endFull || std::any_of(arrows.begin(), arrows.end(), [x](const ForcingArrow& a) {
                        return a.to == x && a.full;
                    });
                }
                QVERIFY2(end, qPrintable(QString::number(p->line)));
                QVERIFY2(endFull, qPrintable(QStringLiteral("line %1: %2 arrows").arg(p->line).arg(arrows.size())));
                longRoutes += arrows.size() > std::size_t(kFullArrows);
                std::size_t links = 0;
                for (const Implication& imp : b.implications)
                    links += imp.premises.size();
                QVERIFY(arrows.size() <= links);
                if (links > 30) {
                    ++bigNets;
                    QVERIFY2(arrows.size() * 2 < links,
                        qPrintable(QStringLiteral("%1 of %2").arg(arrows.size()).arg(links)));
                }
                ++checked;
            }
        }
        QVERIFY2(checked >= 10 && bigNets >= 3 && longRoutes >= 1,
            qPrintable(QStringLiteral("%1 %2 %3").arg(checked).arg(bigNets).arg(longRoutes)));
    }

    // The same in pixels: line 13's forcing net (=> r8c4<>5), in the state
    // its path took it in (tests/data/nets_line13_forcing_state.txt): the
    // route's candidates are ringed, an implication off the route is not.
    void firstViewPixels_data() { lightAndDark(); }
    void firstViewPixels()
    {
        QFETCH(bool, dark);
        static const std::vector<PathStep> line13 = [] {
            std::vector<PathStep> out;
            for (const std::string& text : readLines(SETWISE_TEST_DATA "/nets_line13_forcing_state.txt")) {
                if (text.empty() || text[0] == '#')
                    continue;
                const auto s = parseState(text);
                if (!s)
                    continue;
                for (const Step& step : findSteps(*s, "forcing-net-contradiction"))
                    if (step.eliminations.test(candidateOf(cellAt(7, 3), 4)))
                        out.push_back({ 13, *s, step });
            }
            return out;
        }();
        const PathStep* net = line13.empty() ? nullptr : &line13.front();
        QVERIFY(net);
        const ForcingBranch& b = net->step.branches.front();
        const Highlight h = withChainView(highlightOf(net->step), ChainView::Chain);
        GridWidget grid;
        grid.setForcingFocus({ 0 });
        const QImage img = renderSaved(grid, net->before, h, dark, QStringLiteral("net_first_view"));
        const GridGeometry geo = grid.gridGeometry();
        const Palette& pal = grid.colours();
        const std::vector<int> route = routeToEnd(b, {});
        std::set<Candidate> onRoute;
        for (int i : route)
            onRoute.insert(b.implications[std::size_t(i)].candidate);
        int ringed = 0, bare = 0;
        CandidateSet clash = clashCandidates(b);
        for (std::size_t i = 0; i < b.implications.size(); ++i) {
            const Implication& imp = b.implications[i];
            if (imp.candidate == b.start || clash.test(imp.candidate))
                continue;
            const QColor c = imp.on ? pal.chainOn : pal.chainOff;
            const int n = countNear(img, geo.candidateRect(imp.candidate), c, 30);
            if (onRoute.count(imp.candidate))
                ringed += n > 8;
            else if (n <= 3) // off the route: nothing of its colour (an arrow may pass near)
                ++bare;
        }
        QVERIFY2(
            ringed * 10 >= int(route.size()) * 8, qPrintable(QStringLiteral("%1 of %2").arg(ringed).arg(route.size())));
        QVERIFY2(bare * 2 >= int(b.implications.size() - route.size()),
            qPrintable(QStringLiteral("%1 of %2").arg(bare).arg(b.implications.size() - route.size())));
    }

    // Walking: five steps of Next on line 1's first nested net from its
    // first view; each adds its implication with all its arrows, its
    // premises ringed; Back takes one away; at most kFullArrows arrows at full strength.
    void walkFiveSteps()
    {
        const PathStep* nested = nullptr;
        for (const PathStep* p : forcingSteps())
            if (p->line == 1 && p->step.technique == "nested-forcing-net" && !nested)
                nested = p;
        QVERIFY(nested);
        ForcingTreeView view;
        view.setStep(nested->step);
        const ForcingFocus first = view.focus();
        QVERIFY(!first.all && first.implication < 0);
        const Highlight h = highlightOf(nested->step);
        const std::size_t firstArrows = forcingArrows(geometry(), nested->before, h, first).size();
        for (int n = 1; n <= 5; ++n) {
            view.stepForward();
            const ForcingFocus f = view.focus();
            QCOMPARE(f.implication, n - 1);
            QVERIFY(f.branch >= 0);
            const ForcingBranch& b = nested->step.branches[std::size_t(f.branch)];
            const Implication& imp = b.implications[std::size_t(f.implication)];
            const std::vector<ForcingArrow> arrows = forcingArrows(geometry(), nested->before, h, f);
            int full = 0;
            for (const ForcingArrow& a : arrows)
                full += a.full;
            QVERIFY(full <= kFullArrows);
            // The implication's arrows: one from each premise, at full strength.
            if (imp.nested < 0)
                for (Candidate x : premiseCandidates(b, imp)) {
                    const bool drawn = std::any_of(arrows.begin(), arrows.end(),
                        [&](const ForcingArrow& a) { return a.from == x && a.to == imp.candidate && a.full; });
                    QVERIFY2(drawn || x == imp.candidate, qPrintable(QString::number(n)));
                }
            QVERIFY(arrows.size() >= firstArrows);
        }
        view.stepBack();
        QCOMPARE(view.focus().implication, 3);
        // Right and Space walk on, Left back, in the tree.
        QTest::keyClick(view.tree(), Qt::Key_Right);
        QCOMPARE(view.focus().implication, 4);
        QTest::keyClick(view.tree(), Qt::Key_Space);
        QCOMPARE(view.focus().implication, 5);
        QTest::keyClick(view.tree(), Qt::Key_Left);
        QCOMPARE(view.focus().implication, 4);
        // Show all stays a choice: every link of the branch, still at most kFullArrows at full strength.
        view.showAllBox()->setChecked(true);
        QVERIFY(view.focus().all);
        const std::vector<ForcingArrow> all = forcingArrows(geometry(), nested->before, h, view.focus());
        int full = 0;
        for (const ForcingArrow& a : all)
            full += a.full;
        QVERIFY(full <= kFullArrows);
        QVERIFY(all.size() >= forcingArrows(geometry(), nested->before, h, { view.focus().branch, 4 }).size());
    }

    // Every forcing step of the three paths, walked from its first view
    // (what the Implication Tree opens on) to its last implication: the first
    // view and every step of the walk draw at most kFullArrows arrows at full
    // strength; each step of the walk goes to the next implication of its
    // branch (or the next branch's first), draws that implication's arrows
    // from its premises at full strength, and the walk passes every branch.
    void walkEveryForcingStep()
    {
        int steps = 0, walked = 0, largestFirst = 0;
        for (const PathStep* p : forcingSteps()) {
            const Highlight h = highlightOf(p->step);
            const auto fullArrows = [&](const ForcingFocus& f, std::vector<ForcingArrow>* out = nullptr) {
                std::vector<ForcingArrow> arrows = forcingArrows(geometry(), p->before, h, f);
                const int full
                    = int(std::count_if(arrows.begin(), arrows.end(), [](const ForcingArrow& a) { return a.full; }));
                if (out)
                    *out = std::move(arrows);
                return full;
            };
            ForcingTreeView view;
            view.setStep(p->step);
            const ForcingFocus first = view.focus();
            QVERIFY(!first.all && first.implication < 0);
            const int firstFull = fullArrows(first);
            QVERIFY2(firstFull <= kFullArrows,
                qPrintable(QStringLiteral("line %1 %2: %3").arg(p->line).arg(qs(p->step.technique)).arg(firstFull)));
            largestFirst = std::max(largestFirst, firstFull);
            // Walks on from `at` until Next stops: into every implication of
            // the branches shown, one after another, each branch's result row
            // after its last implication.
            std::set<int> branchesSeen;
            const auto walk = [&](ForcingFocus at) {
                for (int n = 0; n < 10000; ++n) {
                    view.stepForward();
                    const ForcingFocus f = view.focus();
                    if (f == at)
                        return; // the end of the last branch shown
                    QVERIFY(f.branch >= 0 && f.branch < int(p->step.branches.size()));
                    const ForcingBranch& b = p->step.branches[std::size_t(f.branch)];
                    if (f.implication < 0) { // a branch's result row, after its last implication
                        QCOMPARE(f.branch, at.branch);
                        QCOMPARE(at.implication, int(b.implications.size()) - 1);
                        at = f;
                        continue;
                    }
                    QVERIFY(f.implication < int(b.implications.size()));
                    QCOMPARE(f.implication, f.branch == at.branch ? at.implication + 1 : 0);
                    branchesSeen.insert(f.branch);
                    const Implication& imp = b.implications[std::size_t(f.implication)];
                    std::vector<ForcingArrow> arrows;
                    const int full = fullArrows(f, &arrows);
                    QVERIFY2(full <= kFullArrows,
                        qPrintable(QStringLiteral("line %1, implication %2: %3").arg(p->line).arg(n).arg(full)));
                    if (imp.nested < 0)
                        for (Candidate x : premiseCandidates(b, imp))
                            QVERIFY2(x == imp.candidate
                                    || std::any_of(arrows.begin(), arrows.end(),
                                        [&](const ForcingArrow& a) {
                                            return a.from == x && a.to == imp.candidate && a.full;
                                        }),
                                qPrintable(QStringLiteral("line %1, implication %2").arg(p->line).arg(n)));
                    at = f;
                    ++walked;
                }
                QFAIL("the walk does not end");
            };
            walk(first);
            if (QTest::currentTestFailed())
                return;
            // A large net opens on one branch: the others from the branch selector.
            for (int k = 0; k < int(p->step.branches.size()); ++k) {
                if (branchesSeen.count(k) || p->step.branches[std::size_t(k)].implications.empty())
                    continue;
                emit view.branchSelector()->activated(k + 1);
                QCOMPARE(view.focus(), (ForcingFocus { k, -1, -1 }));
                QVERIFY(fullArrows(view.focus()) <= kFullArrows);
                walk(view.focus());
                if (QTest::currentTestFailed())
                    return;
            }
            for (int k = 0; k < int(p->step.branches.size()); ++k)
                QVERIFY(branchesSeen.count(k) || p->step.branches[std::size_t(k)].implications.empty());
            ++steps;
        }
        qInfo("%d forcing steps walked, %d implications; the most arrows at full strength in a first view: %d", steps,
            walked, largestFirst);
        QVERIFY(steps == int(forcingSteps().size()) && walked > 100);
    }

    // Every net of the paths, shown whole: never more than kFullArrows at full strength.
    void fullStrengthCapped()
    {
        for (const PathStep* p : forcingSteps()) {
            const Highlight h = highlightOf(p->step);
            for (int k = -1; k < int(p->step.branches.size()); ++k)
                for (bool all : { false, true }) {
                    ForcingFocus f { k };
                    f.all = all;
                    int full = 0;
                    for (const ForcingArrow& a : forcingArrows(geometry(), p->before, h, f))
                        full += a.full;
                    QVERIFY2(full <= kFullArrows, qPrintable(QStringLiteral("line %1: %2").arg(p->line).arg(full)));
                }
        }
    }

    // The contradiction named: the digit and, for a clash, both cells; the
    // caption hides neither the clashing candidates' rings nor an arrowhead.
    void contradictionLabelled()
    {
        int clashes = 0, empties = 0;
        std::vector<const PathStep*> cases = forcingSteps();
        for (const PathStep& p : fixtureSteps())
            cases.push_back(&p);
        for (const PathStep* p : cases) {
            const Highlight h = highlightOf(p->step);
            for (std::size_t k = 0; k < p->step.branches.size(); ++k) {
                const ForcingBranch& b = p->step.branches[k];
                if (!b.contradiction || b.contradictionAt < 0)
                    continue;
                const ForcingPicture picture = forcingPicture(geometry(), p->before, h, { int(k) });
                QCOMPARE(int(picture.captions.size()), 1);
                const ForcingCaption& c = picture.captions.front();
                const Constraint at = b.contradictionAt;
                const bool cell = kindOf(at) == ConstraintKind::Cell;
                if (!cell) // the digit named
                    QVERIFY2(c.text.contains(QString::number(constraintDigit(at) + 1)), qPrintable(c.text));
                QVERIFY(!c.text.contains(QStringLiteral("candidates in")));
                if (!b.contradictionIsBase) {
                    ++clashes;
                    // The two true candidates: both named, both ringed, neither covered.
                    std::vector<Candidate> on;
                    for (Candidate x : members(at))
                        if (x == b.start
                            || std::any_of(b.implications.begin(), b.implications.end(),
                                [x](const Implication& imp) { return imp.on && imp.candidate == x; }))
                            on.push_back(x);
                    QCOMPARE(int(on.size()), 2);
                    QCOMPARE(int(c.rings.size()), 2);
                    for (Candidate x : on)
                        QVERIFY2(c.text.contains(cell ? QString::number(digitOf(x) + 1) : qs(cellName(cellOf(x)))),
                            qPrintable(c.text));
                    if (!cell)
                        QVERIFY2(c.text.contains(QStringLiteral("two %1s").arg(constraintDigit(at) + 1)),
                            qPrintable(c.text));
                    for (const QRectF& r : c.rings)
                        QVERIFY2(!c.box.intersects(r), qPrintable(c.text));
                } else {
                    ++empties;
                    if (!cell)
                        QVERIFY2(c.text.contains(QStringLiteral("no %1 left in").arg(constraintDigit(at) + 1)),
                            qPrintable(c.text));
                }
                for (const QPointF& head : picture.heads)
                    QVERIFY2(!c.box.contains(head),
                        qPrintable(QStringLiteral("%1 (%2 arrows; at %3,%4 in %5,%6 %7x%8)")
                                       .arg(c.text)
                                       .arg(picture.heads.size())
                                       .arg(head.x())
                                       .arg(head.y())
                                       .arg(c.box.x())
                                       .arg(c.box.y())
                                       .arg(c.box.width())
                                       .arg(c.box.height())));
                QVERIFY(geometry().board().contains(c.box));
                // Nor a given's or placed digit.
                for (Cell cell = 0; cell < kCells; ++cell)
                    if (!p->before.isEmpty(cell))
                        QVERIFY2(!c.box.intersects(digitBox(geometry(), cell)), qPrintable(c.text));
                // The tree's result row says the same.
                QVERIFY(ForcingTreeModel::resultText(p->step, b).contains(contradictionText(b)));
            }
        }
        QVERIFY2(clashes >= 1 && empties >= 1, qPrintable(QStringLiteral("%1 %2").arg(clashes).arg(empties)));
    }

    // Picture = step: for every step of the three paths, what the grid
    // strikes and what the diagram lists as eliminated is removed by applying
    // the step, and every elimination of the step is shown.
    void drawnEliminationsAreWhatApplyRemoves()
    {
        int steps = 0, cut = 0;
        DiagramView diagram;
        // The paths' steps, and every step of the forcing fixture's states
        // (whose forcing chains' sets often prove more than the step takes).
        std::vector<PathStep> all = pathSteps();
        all.insert(all.end(), fixtureSteps().begin(), fixtureSteps().end());
        for (const PathStep& p : all) {
            const State after = apply(p.before, p.step);
            CandidateSet removed;
            for (Candidate x = 0; x < kCandidates; ++x)
                if (p.before.isLive(x) && !after.isLive(x) && !p.step.placements.test(x))
                    removed.set(x);
            const Highlight h = highlightOf(p.step);
            QVERIFY2((h.eliminations - removed).none(),
                qPrintable(QStringLiteral("line %1 %2: %3")
                               .arg(p.line)
                               .arg(qs(p.step.technique), qs(hodokuCandidates(h.eliminations - removed)))));
            QVERIFY((p.step.eliminations - h.eliminations).none());
            diagram.setStep(p.step);
            for (const DiagramTable& t : diagram.diagram().tables) {
                CandidateSet shown = t.otherEliminations;
                for (const CandidateSet& xs : t.coverEliminations)
                    shown |= xs;
                QVERIFY2((shown - removed).none(), qPrintable(qs(p.step.technique)));
            }
            for (const Evaluation& e : p.step.readings)
                cut += (e.eliminations - removed).any();
            ++steps;
        }
        QVERIFY(steps > 200);
        // The engine now gives a step everything its readings prove, so the
        // paths may hold no step that proves more than it takes. Make one:
        // a real step with one of its eliminations taken out must not draw it.
        if (cut == 0) {
            for (const PathStep& p : all) {
                if (p.step.readings.empty() || p.step.eliminations.count() < 2)
                    continue;
                Step less = p.step;
                const Candidate dropped = *less.eliminations.begin();
                less.eliminations.reset(dropped);
                const State after = apply(p.before, less);
                QVERIFY(after.isLive(dropped));
                QVERIFY2(!highlightOf(less).eliminations.test(dropped), qPrintable(qs(less.technique)));
                diagram.setStep(less);
                for (const DiagramTable& t : diagram.diagram().tables) {
                    CandidateSet shown = t.otherEliminations;
                    for (const CandidateSet& xs : t.coverEliminations)
                        shown |= xs;
                    QVERIFY2(!shown.test(dropped), qPrintable(qs(less.technique)));
                }
                ++cut;
                break;
            }
        }
        QVERIFY2(cut >= 1, "no step whose readings prove more than it takes: the test would not see the defect");
    }

    // No arrow crosses the digit of a given or placed cell, in the first
    // view and with everything shown, on every net of the three paths.
    void arrowsKeepOffTheGivens()
    {
        int arrowsChecked = 0;
        const GridGeometry geo = geometry();
        for (const PathStep* p : forcingSteps()) {
            const Highlight h = highlightOf(p->step);
            std::vector<QRectF> digits;
            for (Cell c = 0; c < kCells; ++c)
                if (!p->before.isEmpty(c))
                    digits.push_back(digitBox(geo, c));
            for (int k = 0; k < int(p->step.branches.size()); ++k)
                for (bool all : { false, true }) {
                    ForcingFocus f { k };
                    f.all = all;
                    for (const ForcingArrow& a : forcingArrows(geo, p->before, h, f)) {
                        for (const QRectF& box : digits)
                            QVERIFY2(!crossesBox(a.route, box),
                                qPrintable(QStringLiteral("%1 -> %2")
                                               .arg(qs(candidateName(a.from)), qs(candidateName(a.to)))));
                        ++arrowsChecked;
                    }
                }
        }
        QVERIFY(arrowsChecked > 200);
    }

    // Expert patterns drawn as their parts: an SK loop (Easter Monster) is
    // a ring of eight pairs, each in one box, each joined to the next by a
    // house they share, 16 link digits round it; an Exocet (compendium
    // example 2) shows base, targets, cross-lines and mirrors, no house
    // shaded, its argument in the diagram's header and each elimination's
    // rule on hover; a Kraken fish keeps its fish in the Chain view.
    void expertPatternsDrawnAsParts()
    {
        const auto expert = [](const std::string& id) {
            std::string text;
            bool in = false;
            for (const std::string& l : readLines(SETWISE_TEST_DATA "/expert_patterns.txt")) {
                if (l == "case " + id)
                    in = true;
                else if (in && l == "end")
                    break;
                else if (in)
                    text += l + "\n";
            }
            return parseState(text);
        };
        const auto monster = expert("easter-monster");
        QVERIFY(monster);
        const auto loops = findSteps(*monster, "sk-loop");
        QVERIFY(!loops.empty());
        const Highlight sk = highlightOf(loops.front());
        QCOMPARE(int(sk.loop.size()), 8);
        int links = 0;
        for (std::size_t g = 0; g < 8; ++g) {
            const CellSet& a = sk.loop[g];
            const CellSet& b = sk.loop[(g + 1) % 8];
            QCOMPARE(int(a.count()), 2);
            std::set<int> boxes;
            for (Cell c : a)
                boxes.insert(boxOf(c));
            QCOMPARE(int(boxes.size()), 1);
            // Neighbours share a row, a column or a box.
            bool row = true, col = true, box = true;
            const Cell first = *a.begin();
            for (const CellSet* g2 : { &a, &b })
                for (Cell c : *g2) {
                    row = row && rowOf(c) == rowOf(first);
                    col = col && colOf(c) == colOf(first);
                    box = box && boxOf(c) == boxOf(first);
                }
            QVERIFY(row || col || box);
            QVERIFY(sk.loopJoints[g] != 0);
            links += std::popcount(sk.loopJoints[g]);
        }
        QCOMPARE(links, 16);
        QVERIFY(withChainView(sk, ChainView::Both).covers.none());
        QVERIFY(withChainView(sk, ChainView::Sets).covers.any());

        const auto compendium = expert("exocet-compendium-2");
        QVERIFY(compendium);
        const auto exocets = findSteps(*compendium, "junior-exocet");
        QVERIFY(!exocets.empty());
        const Step& x = exocets.front();
        const Highlight h = withChainView(highlightOf(x), ChainView::Both);
        QVERIFY(h.bases.none() && h.covers.none());
        QCOMPARE(h.structureBase, x.structureBase);
        QVERIFY(h.structureTarget.any() && h.structureMirror.any());
        QVERIFY(x.argument.kind == ArgumentKind::Pattern && !x.argument.rules.empty());
        DiagramView diagram;
        diagram.setStep(x);
        QVERIFY2(diagram.headerText().contains(QStringLiteral("Argument")), qPrintable(diagram.headerText()));
        QVERIFY(diagram.headerText().contains(qs(x.argument.structures.front()).toHtmlEscaped()));
        // Each rule named once, in words (not its id), a line of its own,
        // with every elimination it gives.
        for (const ArgumentRule& r : x.argument.rules) {
            const QString name = ruleName(r.rule).toHtmlEscaped();
            QCOMPARE(diagram.headerText().count(QStringLiteral("<br>• <i>") + name + QStringLiteral("</i>")), 1);
            QVERIFY2(!diagram.headerText().contains(qs(r.rule).replace(QLatin1Char('-'), QLatin1Char(' '))),
                qPrintable(qs(r.rule)));
            for (Candidate y : r.eliminations)
                QVERIFY(diagram.headerText().contains(
                    QStringLiteral("%1&lt;&gt;%2").arg(qs(cellName(cellOf(y)))).arg(digitOf(y) + 1)));
        }
        // What the grid's tooltip adds over an elimination.
        const ArgumentRule& rule = x.argument.rules.front();
        QVERIFY(rule.eliminations.any());
        const Candidate e = *rule.eliminations.begin();
        const QString tip = conclusionReason(h, e);
        QVERIFY2(tip.contains(QStringLiteral("Rule: ") + ruleName(rule.rule)), qPrintable(tip));

        // Kraken: base and cover houses and fins in the Chain view.
        const PathStep* kraken = nullptr;
        for (const PathStep& p : pathSteps())
            if (p.step.technique.rfind("kraken", 0) == 0 && !kraken)
                kraken = &p;
        QVERIFY(kraken);
        const Highlight k = withChainView(highlightOf(kraken->step), ChainView::Chain);
        QVERIFY(k.bases.any() && k.covers.any() && k.hasChain());
        QCOMPARE(k.bases, kraken->step.baseSets());
        // In pixels: each base and cover house's label on its chip, in its role's colour.
        GridWidget grid;
        const QImage img = renderSaved(grid, kraken->before, k, false, QStringLiteral("kraken_chain_view"));
        int chips = 0;
        std::set<House> baseHouses;
        const auto houseOf = [](Constraint c) {
            return House((kindOf(c) == ConstraintKind::Row             ? 0
                                 : kindOf(c) == ConstraintKind::Column ? 9
                                                                       : 18)
                + constraintHouse(c));
        };
        for (Constraint c : k.bases)
            if (kindOf(c) != ConstraintKind::Cell)
                baseHouses.insert(houseOf(c));
        for (const auto& [sets, setRole] :
            { std::pair { &k.bases, Role::BaseConstraint }, std::pair { &k.covers, Role::CoverConstraint } })
            for (Constraint c : *sets) {
                if (kindOf(c) == ConstraintKind::Cell)
                    continue;
                const House house = houseOf(c);
                // A house that is a base (of one digit) and a cover (of another) shows as a base.
                const Role role = baseHouses.count(house) ? Role::BaseConstraint : setRole;
                const QColor chip = blend(grid.colours().window, grid.colours().role(role).fill);
                const int n = countNear(img, grid.gridGeometry().houseLabelRect(house), chip, 8);
                QVERIFY2(n > 20,
                    qPrintable(QStringLiteral("house %1 role %2: %3 px of %4 (window %5)")
                                   .arg(house)
                                   .arg(int(role))
                                   .arg(n)
                                   .arg(chip.name(QColor::HexArgb), grid.colours().window.name())));
                ++chips;
            }
        QVERIFY(chips >= 4);
    }

    // A Multi-Sector Locked Set (line 1's path) drawn as its links: a line
    // along each linking row and column through its cells, the digits it
    // links on a chip at its label; its cells shaded, no house shaded. The
    // links add up to its truths (rank 0); each line is broken at a given.
    void mslsDrawnAsLinks_data() { lightAndDark(); }
    void mslsDrawnAsLinks()
    {
        QFETCH(bool, dark);
        const PathStep* msls = nullptr;
        for (const PathStep& p : pathSteps())
            if (p.step.technique == "msls" && !msls)
                msls = &p;
        QVERIFY(msls);
        const Evaluation& e = msls->step.readings.front();
        const Highlight h = withChainView(highlightOf(msls->step), ChainView::Both);
        QVERIFY(h.covers.none());
        QCOMPARE(h.bases, msls->step.baseSets());
        QVERIFY(withChainView(highlightOf(msls->step), ChainView::Sets).houseLinks.empty());
        // Each cover is one digit of one link (its row or column), and back.
        int digits = 0;
        CellSet truths, onLinks;
        for (Constraint k : e.bases)
            truths.set(Cell(k));
        for (const Highlight::HouseLink& link : h.houseLinks) {
            digits += std::popcount(link.digits);
            QVERIFY(link.cells.any());
            onLinks |= link.cells;
            for (Cell c : link.cells)
                QVERIFY(truths.test(c) && (link.house < 9 ? rowOf(c) == link.house : colOf(c) == link.house - 9));
        }
        for (Constraint k : e.covers) {
            const bool row = kindOf(k) == ConstraintKind::Row;
            QVERIFY(row || kindOf(k) == ConstraintKind::Column);
            const House house = constraintHouse(k) + (row ? 0 : 9);
            QVERIFY(std::any_of(h.houseLinks.begin(), h.houseLinks.end(), [&](const Highlight::HouseLink& l) {
                return l.house == house && (l.digits >> constraintDigit(k) & 1U);
            }));
        }
        QCOMPARE(digits, int(e.covers.size()));
        QCOMPARE(digits, int(e.bases.size()));
        QCOMPARE(onLinks, truths);

        // In pixels: each chip in its link's colour at its label; each
        // line's band on an empty cell it passes, none on a given's digit.
        GridWidget grid;
        const QImage img = renderSaved(grid, msls->before, h, dark, QStringLiteral("msls_links"));
        const GridGeometry geo = grid.gridGeometry();
        const Palette& pal = grid.colours();
        int passed = 0, givens = 0;
        for (const Highlight::HouseLink& link : h.houseLinks) {
            const QRectF label = geo.houseLabelRect(link.house);
            QVERIFY2(countNear(img, label, houseLinkColour(pal, link.house), 30) > 8,
                qPrintable(QString::number(link.house)));
            const bool row = link.house < 9;
            const int line = row ? link.house : link.house - 9;
            int lo = 9, hi = -1;
            for (Cell c : link.cells) {
                lo = std::min(lo, row ? colOf(c) : rowOf(c));
                hi = std::max(hi, row ? colOf(c) : rowOf(c));
            }
            const QColor band = blend(pal.board, houseLinkBand(pal, link.house));
            for (int i = lo + 1; i < hi; ++i) {
                const Cell c = row ? cellAt(line, i) : cellAt(i, line);
                if (link.cells.test(c))
                    continue;
                if (msls->before.isEmpty(c)) {
                    QVERIFY2(countNear(img, geo.cellRect(c), band, 12) > 40, qPrintable(qs(cellName(c))));
                    ++passed;
                } else {
                    QVERIFY2(countNear(img, digitBox(geo, c), band, 12) == 0, qPrintable(qs(cellName(c))));
                    ++givens;
                }
            }
        }
        QVERIFY2(passed >= 4 && givens >= 2, qPrintable(QStringLiteral("%1 %2").arg(passed).arg(givens)));
    }
};

QTEST_MAIN(TstUiNets)
#include "tst_ui_nets.moc"
