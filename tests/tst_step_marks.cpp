// SPDX-License-Identifier: GPL-3.0-or-later
// Every pattern whole in the step data: a unique rectangle carries
// its four corners (the deadly pattern's a and b) beside its virtual truth,
// and the diagram and the truths/links text count that truth alike; each ALS
// of an ALS-XY-Wing has an index of its own; chain nodes carry their parity
// (on/off along the chain) and the start mark (markChain in StepSink::add).
#include "engine/diagram.h"
#include "engine/formats.h"
#include "engine/stepper.h"
#include "engine/tables.h"
#include "test_util.h"

#include <QTest>

#include <bit>
#include <map>
#include <set>

using namespace setwise;
using namespace setwise::test;

namespace
{
std::vector<LibraryCase> cases(const std::string& code)
{
    std::vector<LibraryCase> out;
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/reglib-1.3.txt"))
        if (line.starts_with(":" + code + "-") || line.starts_with(":" + code + ":"))
            if (auto c = parseLibraryLine(line))
                out.push_back(*c);
    return out;
}
} // namespace

class TstStepMarks : public QObject
{
    Q_OBJECT
private slots:
    void uniqueRectangleWhole()
    {
        int checked = 0;
        for (const LibraryCase& c : cases("0600")) {
            for (const Step& st : findSteps(c.state, "uniqueness-1")) {
                QCOMPARE(st.readings.size(), std::size_t(1));
                const Evaluation& e = st.readings.front();
                QCOMPARE(e.virtualBases.size(), std::size_t(1));
                const CellSet corners = e.virtualBases.front().cells;
                QCOMPARE(corners.count(), 4);
                // The corners span two rows, two columns and two boxes.
                std::set<int> rows, cols, boxes;
                for (Cell x : corners) {
                    rows.insert(rowOf(x));
                    cols.insert(colOf(x));
                    boxes.insert(boxOf(x));
                }
                QVERIFY(rows.size() == 2 && cols.size() == 2 && boxes.size() == 2);
                // The pattern: the two digits every corner holds, in all four corners.
                unsigned common = 0x1FF;
                for (Cell x : corners)
                    common &= c.state.cellMask(x);
                if (std::popcount(common) != 2)
                    continue; // a corner misses a or b (HoDoKu's missing candidates)
                CandidateSet pattern;
                for (Cell x : corners)
                    for (Digit d = 0; d < 9; ++d)
                        if (common >> d & 1U)
                            pattern.set(candidateOf(x, d));
                QCOMPARE(st.patternCandidates(), pattern);
                // The virtual truth: the corners' other live candidates.
                CandidateSet extras;
                for (Cell x : corners)
                    for (Digit d = 0; d < 9; ++d)
                        if (c.state.isLive(candidateOf(x, d)) && !(common >> d & 1U))
                            extras.set(candidateOf(x, d));
                QCOMPARE(st.virtualCandidates(), extras);
                // The diagram has the virtual truth as a row and counts it as the text does.
                const Diagram d = makeDiagram(st);
                QCOMPARE(d.tables.front().cells.size(), std::size_t(e.baseCount()));
                const std::string text = renderText(d), tl = truthsLinksText(st);
                QVERIFY2(text.find("≥1 UR") != std::string::npos, text.c_str());
                const std::string truths = std::to_string(e.baseCount()) + " truths";
                QVERIFY2(d.header.find(truths) != std::string::npos, d.header.c_str());
                QVERIFY2(tl.starts_with(std::to_string(e.baseCount()) + " Truths"), tl.c_str());
                ++checked;
            }
        }
        QVERIFY(checked >= 5);
    }

    void alsIndicesApart()
    {
        int checked = 0;
        for (const LibraryCase& c : cases("0902")) {
            for (const Step& st : findSteps(c.state, "als-xy-wing")) {
                std::map<int, CellSet> cellsOf;
                for (const ChainNode& n : st.chainNodes) {
                    QCOMPARE(n.kind, ChainNode::Kind::Als);
                    QVERIFY(n.als >= 0);
                    auto [it, fresh] = cellsOf.emplace(n.als, n.alsCells);
                    QVERIFY(fresh || it->second == n.alsCells); // one index, one ALS
                }
                QCOMPARE(cellsOf.size(), std::size_t(3)); // three ALSs, three indices ...
                std::set<std::string> distinct;
                for (const auto& [i, cells] : cellsOf) {
                    QVERIFY(i >= 0 && i < 3);
                    std::string key;
                    for (Cell x : cells)
                        key += cellName(x);
                    distinct.insert(key);
                }
                QCOMPARE(distinct.size(), std::size_t(3)); // ... for three different cell sets
                ++checked;
            }
        }
        QVERIFY(checked >= 2);
    }

    // An XY-chain alternates: a strong link from an off node to an on node,
    // a weak one from on to off; the first node is the start and off.
    void chainParity()
    {
        const auto steps = findSteps(xyChainState(), "xy-chain");
        QVERIFY(!steps.empty());
        for (const Step& st : steps) {
            QVERIFY(!st.chainNodes.empty() && !st.links.empty());
            QVERIFY(st.chainNodes.front().start);
            QCOMPARE(st.chainNodes.front().parity, ChainNode::Parity::Off);
            for (std::size_t i = 1; i < st.chainNodes.size(); ++i)
                QVERIFY(!st.chainNodes[i].start);
            for (const ChainLink& l : st.links) {
                const ChainNode &a = st.chainNodes[std::size_t(l.from)], &b = st.chainNodes[std::size_t(l.to)];
                if (l.strong) {
                    QCOMPARE(a.parity, ChainNode::Parity::Off);
                    QCOMPARE(b.parity, ChainNode::Parity::On);
                } else {
                    QCOMPARE(a.parity, ChainNode::Parity::On);
                    QCOMPARE(b.parity, ChainNode::Parity::Off);
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TstStepMarks)
#include "tst_step_marks.moc"
