// SPDX-License-Identifier: GPL-3.0-or-later
// Forcing chains and nets drawn as implication graphs, checked on
// rendered pixels of real engine steps (the forcing fixture) in light and
// dark: the assumed candidate's mark, an implication's arrow (present with
// its premise, absent without), on and off nodes in their two colours, the
// contradiction's frame; the branch selector draws one branch, a selected
// implication stands out with its premises; a nested net keeps its inner nets
// (as tree rows and, selected, on the grid). Arrows keep clear of candidates
// (routeArrow) and a chain's in-cell link is straight; arrows keep clear of
// each other (ArrowRouter): two long arrows along one row neither cross nor
// run together, in the geometry and in the pixels of a constructed net.
#include "engine/tables.h"
#include "ui/grid/arrows.h"
#include "ui/grid/forcing_overlay.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/forcing_tree_model.h"
#include "ui/panels/forcing_tree_view.h"

#include "forcing_fixture.h"
#include "grid_render.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineF>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

// Every implication at once (the walk's "Show all").
ForcingFocus showAll()
{
    ForcingFocus f;
    f.all = true;
    return f;
}

QRectF grown(const QRectF& r, qreal by)
{
    return r.adjusted(-by, -by, by, by);
}

// An implication of the branch with a premise in another cell (an arrow that
// leaves its cell), and that premise's candidate; {-1, -1} when none.
std::pair<int, Candidate> crossCellImplication(const ForcingBranch& b, bool on)
{
    for (std::size_t i = 1; i < b.implications.size(); ++i) {
        const Implication& imp = b.implications[i];
        if (imp.on != on || imp.premises.size() != 1)
            continue;
        const int p = imp.premises.front();
        const Candidate from = p >= 0 ? b.implications[std::size_t(p)].candidate : b.start;
        if (cellOf(from) != cellOf(imp.candidate))
            return { int(i), from };
    }
    return { -1, -1 };
}

// The least distance between two polylines (their vertices to the other's segments).
qreal gapBetween(const QPolygonF& p, const QPolygonF& q)
{
    const auto toSegment = [](QPointF x, QPointF s, QPointF t) {
        const QPointF d = t - s;
        const qreal l2 = d.x() * d.x() + d.y() * d.y();
        const qreal u = l2 > 0 ? std::clamp(((x.x() - s.x()) * d.x() + (x.y() - s.y()) * d.y()) / l2, 0.0, 1.0) : 0;
        return QLineF(x, s + u * d).length();
    };
    qreal best = 1e9;
    for (const auto& [from, to] : { std::pair { &p, &q }, std::pair { &q, &p } })
        for (const QPointF& x : *from)
            for (qsizetype j = 1; j < to->size(); ++j)
                best = std::min(best, toSegment(x, (*to)[j - 1], (*to)[j]));
    return best;
}

// Whether two polylines cross (a proper intersection of two of their segments).
bool cross(const QPolygonF& p, const QPolygonF& q)
{
    for (qsizetype i = 1; i < p.size(); ++i)
        for (qsizetype j = 1; j < q.size(); ++j)
            if (QLineF(p[i - 1], p[i]).intersects(QLineF(q[j - 1], q[j]), nullptr) == QLineF::BoundedIntersection)
                return true;
    return false;
}

// A net made up for the arrows: from the start 5r5c1, 5r5c2 is set, then two
// long arrows along row 5 whose chords lie on one line (and pass the row's
// other candidates): 5r5c1 -> 5r5c9 and 5r5c2 -> 5r5c8. `without` leaves out
// the premises of those implications (2, 3): their arrows are not drawn.
Step rowNet(std::initializer_list<int> without = {})
{
    ForcingBranch b;
    b.start = cand(5, 5, 1);
    b.implications = { { cand(5, 5, 1), true, -1, {} }, { cand(5, 5, 2), true, 0, { 0 } },
        { cand(5, 5, 9), true, 0, { 0 } }, { cand(5, 5, 8), true, 0, { 1 } } };
    for (int i : without)
        b.implications[std::size_t(i)].premises.clear();
    Step step;
    step.technique = "forcing-chain-verity";
    step.branches = { b };
    return step;
}

} // namespace

class TstUiForcingDraw : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(!QFontInfo(QApplication::font()).family().isEmpty());
    }

    // A forcing chain ending in a contradiction: the start's mark, an arrow,
    // on and off rings, the contradiction's frame.
    void forcingChainDrawn_data() { lightAndDark(); }
    void forcingChainDrawn()
    {
        QFETCH(bool, dark);
        State s;
        const Step step = fixtureStep("forcing-chain-contradiction", &s);
        QVERIFY(!step.branches.empty());
        const ForcingBranch& b = step.branches.front();
        QVERIFY(b.contradiction && b.contradictionAt >= 0);
        GridWidget grid;
        const Highlight h = withChainView(highlightOf(step), ChainView::Chain);
        QVERIFY(h.bases.none() && !h.branches.empty()); // chain only: the sets give way to the graph
        const QImage img = renderSaved(grid, s, h, dark, QStringLiteral("forcing_chain"));
        const GridGeometry geo = grid.gridGeometry();
        const Palette& pal = grid.colours();
        const qreal side = geo.cellSide() / 3;
        QVERIFY(!near(pal.chainOn, pal.chainOff, 60) && !near(pal.forcingEnd, pal.chainOn, 60)
            && !near(pal.forcingEnd, pal.chainOff, 60));

        // The start: two rings and a flag in the on colour, more of it than
        // around a plain on node.
        const int startOn = countNear(img, grown(geo.candidateRect(b.start), side * 0.35), pal.chainOn, 30);
        QVERIFY2(startOn > 60, qPrintable(QString::number(startOn)));
        const auto onNode = std::find_if(b.implications.begin() + 1, b.implications.end(),
            [&](const Implication& imp) { return imp.on && cellOf(imp.candidate) != cellOf(b.start); });
        QVERIFY(onNode != b.implications.end());
        QVERIFY(startOn > countNear(img, grown(geo.candidateRect(onNode->candidate), side * 0.35), pal.chainOn, 30));
        // On nodes ringed in the on colour, off nodes in the off colour.
        const QRectF onRect = geo.candidateRect(onNode->candidate);
        QVERIFY(countNear(img, onRect, pal.chainOn, 30) > countNear(img, onRect, pal.chainOff, 30));
        const auto offNode = std::find_if(b.implications.begin() + 1, b.implications.end(),
            [&](const Implication& imp) { return !imp.on && !h.eliminations.test(imp.candidate); });
        QVERIFY(offNode != b.implications.end());
        const QRectF offRect = geo.candidateRect(offNode->candidate);
        QVERIFY(countNear(img, offRect, pal.chainOff, 30) > 10);

        // An arrow: the pixels of its colour between its premise and its
        // candidate are there with the premise and gone without it.
        const auto [i, from] = crossCellImplication(b, false);
        QVERIFY(i > 0);
        Highlight without = h;
        without.branches.front().implications[std::size_t(i)].premises.clear();
        GridWidget bare;
        const QImage img2 = renderSaved(bare, s, without, dark, QStringLiteral("forcing_chain_no_arrow"));
        const Candidate to = b.implications[std::size_t(i)].candidate;
        const QLineF chord(geo.candidateRect(from).center(), geo.candidateRect(to).center());
        const qreal bend = chord.length() * 0.4;
        const QRectF band = grown(geo.candidateRect(from).united(geo.candidateRect(to)), bend);
        const int with = countNear(img, band, pal.chainOff, 30), bareCount = countNear(img2, band, pal.chainOff, 30);
        QVERIFY2(with - bareCount > chord.length() * 0.4, qPrintable(QStringLiteral("%1 %2").arg(with).arg(bareCount)));
        // The arrow's route, as the painter routed it, carries its colour in the middle.
        const std::vector<ForcingArrow> arrows = forcingArrows(geo, s, h, {});
        const auto drawn = std::find_if(
            arrows.begin(), arrows.end(), [&](const ForcingArrow& a) { return a.from == from && a.to == to; });
        QVERIFY(drawn != arrows.end() && drawn->route.size() >= 2);
        const QPointF mid = drawn->route[drawn->route.size() / 2];
        QVERIFY(countNear(img, QRectF(mid - QPointF(3, 3), mid + QPointF(3, 3)), pal.chainOff, 40) > 0);

        // The contradiction: its cell or house framed in the end colour.
        const QRectF at = kindOf(b.contradictionAt) == ConstraintKind::Cell
            ? geo.cellRect(b.contradictionAt)
            : geo.houseRect((kindOf(b.contradictionAt) == ConstraintKind::Row             ? 0
                                    : kindOf(b.contradictionAt) == ConstraintKind::Column ? 9
                                                                                          : 18)
                + constraintHouse(b.contradictionAt));
        const int frame = countNear(img, at, pal.forcingEnd, 30);
        QVERIFY2(frame > at.width() + at.height(), qPrintable(QString::number(frame)));
        // Nothing in the end colour in the sets view of the same step.
        GridWidget sets;
        const QImage setsImg = renderSaved(
            sets, s, withChainView(highlightOf(step), ChainView::Sets), dark, QStringLiteral("forcing_chain_sets"));
        QVERIFY(countNear(setsImg, at, pal.forcingEnd, 20) < 10);
        QVERIFY(countNear(setsImg, grown(geo.candidateRect(b.start), side * 0.35), pal.chainOn, 20) < startOn / 3);
    }

    // A verity: every branch's conclusion framed in the end colour.
    void verityConclusionFramed()
    {
        State s;
        const Step step = fixtureStep("forcing-chain-verity", &s);
        QVERIFY(step.branches.size() >= 2);
        GridWidget grid;
        const QImage img = renderSaved(
            grid, s, withChainView(highlightOf(step), ChainView::Chain), false, QStringLiteral("forcing_verity"));
        const GridGeometry geo = grid.gridGeometry();
        for (Candidate x : step.eliminations | step.placements)
            QVERIFY(
                countNear(img, grown(geo.candidateRect(x), geo.cellSide() / 9), grid.colours().forcingEnd, 30) > 30);
    }

    // The branch selector draws one branch; a selected implication stands
    // out with its premises, the rest fades.
    void branchSelectorAndFocus()
    {
        State s;
        const Step step = fixtureStep("forcing-net-verity", &s);
        QVERIFY(step.branches.size() >= 2);
        ForcingTreeView view;
        view.resize(400, 600);
        GridWidget grid;
        connect(&view, &ForcingTreeView::focusChanged, &grid, &GridWidget::setForcingFocus);
        grid.resize(600, 600);
        grid.setState(s);
        grid.setHighlight(withChainView(highlightOf(step), ChainView::Chain));
        view.setStep(step);
        QCOMPARE(view.branchSelector()->count(), int(step.branches.size()) + 1);
        std::size_t implications = 0;
        int initial = -1; // small nets show every branch first, large ones one that goes somewhere
        for (std::size_t k = 0; k < step.branches.size(); ++k) {
            implications += step.branches[k].implications.size();
            if (initial < 0 && step.branches[k].implications.size() > 1)
                initial = int(k);
        }
        if (implications <= ForcingTreeView::kAllBranchesUpTo)
            initial = -1;
        QVERIFY(grid.forcingFocus() == (ForcingFocus { initial, -1, -1 }));
        emit view.branchSelector()->activated(0);
        QVERIFY(grid.forcingFocus() == ForcingFocus {});
        const GridGeometry geo = grid.gridGeometry();
        const Palette& pal = grid.colours();
        const qreal side = geo.cellSide() / 3;
        const ForcingBranch& first = step.branches[0];
        const ForcingBranch& second = step.branches[1];
        const auto startMark = [&](const QImage& img, Candidate x) {
            return countNear(img, grown(geo.candidateRect(x), side * 0.35), pal.chainOn, 30);
        };
        const QImage all = render(grid);
        QVERIFY(startMark(all, first.start) > 60 && startMark(all, second.start) > 60);

        // Branch 2 alone: its start marked, the first branch's start not (unless branch 2 reaches it).
        view.branchSelector()->setCurrentIndex(2);
        emit view.branchSelector()->activated(2);
        QVERIFY(grid.forcingFocus() == (ForcingFocus { 1, -1, -1 }));
        QVERIFY(view.tree()->isRowHidden(0, {}) && !view.tree()->isRowHidden(1, {}));
        const QImage one = render(grid);
        QVERIFY(startMark(one, second.start) > 60);
        const bool reached = std::any_of(second.implications.begin(), second.implications.end(),
            [&](const Implication& imp) { return cellOf(imp.candidate) == cellOf(first.start); });
        if (!reached)
            QVERIFY(startMark(one, first.start) < 15);

        // Selecting an implication row: the grid's focus follows; its premise
        // gets a full-colour ring, another implication's ring fades.
        int target = -1;
        for (std::size_t i = 2; i < second.implications.size() && target < 0; ++i)
            if (!second.implications[i].premises.empty() && second.implications[i].premises.front() > 0)
                target = int(i);
        QVERIFY(target > 0);
        view.tree()->setCurrentIndex(view.model()->index(target, 0, view.model()->index(1, 0)));
        QVERIFY(grid.forcingFocus() == (ForcingFocus { 1, target, -1 }));
        const QImage focused = render(grid);
        focused.save(QStringLiteral(SETWISE_TEST_OUT "/forcing_focus_light.png"));
        const Implication& premise
            = second.implications[std::size_t(second.implications[std::size_t(target)].premises.front())];
        const QColor premiseColour = premise.on ? pal.chainOn : pal.chainOff;
        const QRectF pr = geo.candidateRect(premise.candidate);
        QVERIFY(countNear(focused, pr, premiseColour, 30) >= countNear(one, pr, premiseColour, 30));
        QVERIFY(countNear(focused, pr, premiseColour, 30) > 10);
        // Walking, the start stays; with everything shown the start, not a
        // premise here, fades: fewer full-colour pixels than unfocused.
        QVERIFY(startMark(focused, second.start) > 60);
        view.showAllBox()->setChecked(true);
        QVERIFY(grid.forcingFocus() == (ForcingFocus { 1, target, -1, true }));
        if (second.implications[std::size_t(target)].premises.front() != 0)
            QVERIFY(startMark(render(grid), second.start) < startMark(one, second.start));
        view.showAllBox()->setChecked(false);
        // "All branches" again.
        emit view.branchSelector()->activated(0);
        QVERIFY(grid.forcingFocus() == ForcingFocus {});
    }

    // A nested net keeps each nested contradiction's inner net: its start is
    // the candidate removed, its premises point inside it or to earlier
    // implications of the branch, it ends in a contradiction; the tree shows
    // it as child rows and the grid draws it when selected.
    void nestedInnerNet()
    {
        State s;
        const Step step = fixtureStep("nested-forcing-net", &s);
        int branch = -1, implication = -1;
        for (std::size_t k = 0; k < step.branches.size() && branch < 0; ++k)
            for (std::size_t i = 0; i < step.branches[k].implications.size(); ++i)
                if (step.branches[k].implications[i].nested >= 0) {
                    branch = int(k);
                    implication = int(i);
                    break;
                }
        QVERIFY(branch >= 0);
        const ForcingBranch& b = step.branches[std::size_t(branch)];
        const Implication& imp = b.implications[std::size_t(implication)];
        QVERIFY(!imp.on && imp.cause < 0);
        QVERIFY(imp.nested < int(b.nested.size()));
        const ForcingBranch& net = b.nested[std::size_t(imp.nested)];
        QCOMPARE(net.start, imp.candidate);
        QVERIFY(net.contradiction && net.contradictionAt >= 0);
        QVERIFY(!net.implications.empty() && net.implications.front().candidate == net.start);
        bool usesOuter = false;
        for (std::size_t j = 0; j < net.implications.size(); ++j) {
            for (int p : net.implications[j].premises)
                QVERIFY(p >= 0 && p < int(j));
            for (int p : net.implications[j].outer)
                QVERIFY(p >= 0 && p < implication);
            usesOuter = usesOuter || !net.implications[j].outer.empty();
        }
        QVERIFY(usesOuter); // the inner net rests on the branch

        ForcingTreeModel model;
        model.setStep(step);
        const QModelIndex row = model.index(implication, 0, model.index(branch, 0));
        QCOMPARE(model.rowCount(row), int(net.implications.size()) + 1);
        QVERIFY(model.focusAt(model.index(1, 0, row)) == (ForcingFocus { branch, implication, 1 }));

        GridWidget grid;
        const Highlight h = withChainView(highlightOf(step), ChainView::Chain);
        grid.setForcingFocus({ branch, implication, -1 });
        const QImage img = renderSaved(grid, s, h, false, QStringLiteral("nested_inner"));
        const GridGeometry geo = grid.gridGeometry();
        // The inner net's start is marked as an assumption in full colour.
        QVERIFY(
            countNear(img, grown(geo.candidateRect(net.start), geo.cellSide() / 9), grid.colours().chainOn, 30) > 60);
    }

    // Arrows: straight when nothing is in the way, bent around a candidate
    // that is, and a chain's link inside one cell straight.
    void arrowsKeepClearOfCandidates()
    {
        const GridGeometry geo(QRectF(0, 0, 600, 600), 30);
        State s; // every candidate live
        const Obstacles o = obstaclesOf(geo, s);
        QCOMPARE(int(o.points.size()), kCandidates);
        const qreal side = geo.cellSide() / 3;
        // 1r1c1 to 1r1c5: the 1s of c2..c4 sit on the chord.
        const QPointF a = geo.candidateRect(cand(1, 1, 1)).center(), b = geo.candidateRect(cand(1, 1, 5)).center();
        const QPolygonF bent = routeArrow(a, b, o, side * 0.48);
        for (int c = 2; c <= 4; ++c) {
            const QPointF q = geo.candidateRect(cand(1, 1, c)).center();
            for (const QPointF& p : bent)
                QVERIFY(QLineF(p, q).length() >= o.clearance);
        }
        // With nothing in the way: straight (every point on the chord's line).
        const QPolygonF straight = routeArrow(a, b, Obstacles {}, side * 0.48);
        for (const QPointF& p : straight)
            QVERIFY(std::abs(p.y() - a.y()) < 0.5);
        // Inside a cell, never bent.
        const QPointF c = geo.candidateRect(cand(1, 1, 1)).center(), d = geo.candidateRect(cand(9, 1, 1)).center();
        const QPolygonF inCell = routeArrow(c, d, o, side * 0.48, false);
        QVERIFY(inCell.size() >= 2);
        for (const QPointF& p : inCell)
            QVERIFY(std::abs(QLineF(c, d).unitVector().dx() * (p.y() - c.y())
                        - QLineF(c, d).unitVector().dy() * (p.x() - c.x()))
                < 0.5);
    }

    // Arrows avoid each other. Alone, each of two long arrows along
    // row 5 takes the same gentlest bend around the row's candidates, and the
    // two run together; routed one after the other, the second bends away.
    void arrowsKeepClearOfEachOther()
    {
        const GridGeometry geo(QRectF(0, 0, 600, 600), 30);
        const State s; // every candidate live
        const Obstacles o = obstaclesOf(geo, s);
        const qreal side = geo.cellSide() / 3;
        const auto at = [&](int d, int r, int c) { return geo.candidateRect(cand(d, r, c)).center(); };
        const QPolygonF aloneLong = routeArrow(at(5, 5, 1), at(5, 5, 9), o, side * 0.48);
        const QPolygonF aloneShort = routeArrow(at(5, 5, 2), at(5, 5, 8), o, side * 0.48);
        QVERIFY2(gapBetween(aloneLong, aloneShort) < side * 0.3,
            qPrintable(QString::number(gapBetween(aloneLong, aloneShort))));
        ArrowRouter router(o);
        const QPolygonF first = router.route(at(5, 5, 1), at(5, 5, 9), side * 0.48);
        const QPolygonF second = router.route(at(5, 5, 2), at(5, 5, 8), side * 0.48);
        QVERIFY(first == aloneLong); // the first arrow is routed as if alone
        QVERIFY(!cross(first, second));
        QVERIFY2(gapBetween(first, second) >= side * 0.3, qPrintable(QString::number(gapBetween(first, second))));
        // And on the board.
        for (const QPointF& p : first + second)
            QVERIFY(geo.board().contains(p));
    }

    // The same in a drawn net: the painter's arrows do not cross, and the
    // pixels of both long arrows together are about those of each alone
    // (run together, they would share most of theirs).
    void netArrowsApartInPixels_data() { lightAndDark(); }
    void netArrowsApartInPixels()
    {
        QFETCH(bool, dark);
        const State s;
        const Highlight h = withChainView(highlightOf(rowNet()), ChainView::Chain);
        GridWidget grid;
        grid.resize(600, 600); // as renderSaved() does
        const GridGeometry geo = grid.gridGeometry();
        const auto count = [&](std::initializer_list<int> without, const char* name) {
            GridWidget g;
            g.setForcingFocus(showAll());
            const QImage img = renderSaved(
                g, s, withChainView(highlightOf(rowNet(without)), ChainView::Chain), dark, QString::fromLatin1(name));
            const QRectF band = geo.houseRect(4).adjusted(0, -geo.cellSide(), 0, geo.cellSide()); // rows 4-6
            return countNear(img, band, g.colours().chainOn, 30);
        };
        const int both = count({}, "row_net_both"), none = count({ 2, 3 }, "row_net_none");
        const int longOnly = count({ 3 }, "row_net_long") - none, shortOnly = count({ 2 }, "row_net_short") - none;
        QVERIFY(longOnly > geo.cellSide() * 6 && shortOnly > geo.cellSide() * 4); // each arrow is drawn
        QVERIFY2(both - none >= (longOnly + shortOnly) * 9 / 10,
            qPrintable(QStringLiteral("%1 %2 %3").arg(both - none).arg(longOnly).arg(shortOnly)));
        // Bent apart: down the middles of c4, c5 and c6 (rows 4 to 6: a bend
        // may leave row 5) the two long arrows are two lines of the arrow colour
        // with board between them; run together they would be one.
        GridWidget g;
        g.setForcingFocus(showAll());
        const QImage img = renderSaved(g, s, h, dark, QStringLiteral("row_net"));
        for (int col = 3; col <= 5; ++col) {
            const int x = int(geo.cellRect(cellAt(4, col)).center().x());
            const int top = int(geo.cellRect(cellAt(3, col)).top()),
                      bottom = int(geo.cellRect(cellAt(5, col)).bottom());
            int lines = 0, gap = 2; // a line starts after at least two pixels of something else
            for (int y = top; y <= bottom; ++y) {
                if (near(img.pixelColor(x, y), g.colours().chainOn, 30)) {
                    lines += gap >= 2;
                    gap = 0;
                } else {
                    ++gap;
                }
            }
            QVERIFY2(lines == 2, qPrintable(QStringLiteral("c%1: %2 lines").arg(col + 1).arg(lines)));
        }
        const std::vector<ForcingArrow> arrows = forcingArrows(geo, s, h, showAll());
        QCOMPARE(int(arrows.size()), 3);
        QVERIFY(!cross(arrows[1].route, arrows[2].route));
        QVERIFY(gapBetween(arrows[1].route, arrows[2].route) >= geo.cellSide() / 3 * 0.3);
    }

    // A premise index past the branch's implications (a crafted document is
    // refused by the reader; this is the drawing's own guard): selecting each
    // implication draws without reading past the end, and the bad premise is
    // drawn from the start as an unknown premise would be.
    void premisePastTheEndIsDrawnSafely()
    {
        Step step = rowNet();
        step.branches[0].implications[3].premises = { 1'000'000, -5 };
        const Highlight h = highlightOf(step);
        const GridGeometry geo(QRectF(0, 0, 540, 540), 0);
        State s;
        for (int i = -1; i < 5; ++i) {
            const std::vector<ForcingArrow> arrows = forcingArrows(geo, s, h, { 0, i, -1, true });
            QVERIFY(!arrows.empty());
        }
    }
};

QTEST_MAIN(TstUiForcingDraw)
#include "tst_ui_forcing_draw.moc"
