// SPDX-License-Identifier: GPL-3.0-or-later
// In top1465 states where the default path stops, the automatic rank
// search (the registry's rank ids with default options: what "all steps here",
// `hints` and the stepper run) finds every elimination that explain finds
// within the same limits (6 truths, rank 1, any digits), with no more truths.
// Fixture tests/data/rank_stuck_top1465.txt (see SOURCES.md): state, target,
// the fewest truths and rank of a structure eliminating it, the largest truth.
// And: a node budget that stops the search says so (SearchOptions::report).
#include "engine/rank/rank_search.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QCoreApplication>
#include <QTest>

#include <sstream>

using namespace setwise;
using namespace setwise::test;

namespace
{

struct FixtureLine {
    int line = 0; // in top1465.txt
    State state;
    Candidate target = -1;
    int truths = 0, rank = 0, largestTruth = 0;
};

std::vector<FixtureLine> readFixture()
{
    std::vector<FixtureLine> out;
    for (const std::string& text : readLines(SETWISE_TEST_DATA "/rank_stuck_top1465.txt")) {
        if (text.empty() || text[0] == '#')
            continue;
        std::istringstream in(text);
        FixtureLine f;
        std::string state, target;
        in >> f.line >> state >> target >> f.truths >> f.rank >> f.largestTruth;
        f.state = parseState(state).value();
        const auto xs = parseCandidateNames(target).value();
        f.target = xs.front();
        out.push_back(std::move(f));
    }
    return out;
}

int truths(const Step& s)
{
    return int(s.readings.front().bases.size());
}

// The rank ids within explain's default limits (rank 2 is beyond them); the
// family is off in the default path, so it is turned on here.
TechniqueSettings rankDefaults()
{
    TechniqueSettings t;
    for (std::string_view id : rankTechniqueIds())
        if (id != "rank-2-logic")
            t.order.emplace_back(id);
    return t;
}

} // namespace

class TstRankFixture : public QObject
{
    Q_OBJECT
private slots:
    void fixture_data()
    {
        QTest::addColumn<int>("index");
        const auto lines = readFixture();
        QVERIFY(lines.size() >= 8);
        for (std::size_t i = 0; i < lines.size(); ++i)
            QTest::addRow("line %d %s", lines[i].line, candidateName(lines[i].target).c_str()) << int(i);
    }
    // "All steps here" (findSteps per default rank id) lists a step eliminating the
    // target with at most the fixture's truths, and the search was not cut;
    // the stepper restricted to the rank ids takes a structure at least as
    // simple. The target is false in the brute-force solution.
    void fixture()
    {
        QFETCH(int, index);
        static const auto lines = readFixture();
        const FixtureLine& f = lines[std::size_t(index)];
        QVERIFY(f.state.isLive(f.target));
        QVERIFY(!solutionSet(countSolutions(f.state, 2).solution).test(f.target));
        SearchReport report;
        SearchOptions o;
        o.report = &report;
        int best = 99;
        const TechniqueSettings rank = rankDefaults();
        for (const std::string& id : rank.order)
            for (const Step& st : findSteps(f.state, id, o))
                if (st.eliminations.test(f.target))
                    best = std::min(best, truths(st));
        QVERIFY2(!report.cut, report.lastCut.c_str());
        QVERIFY2(best <= f.truths, ("fewest truths found: " + std::to_string(best)).c_str());
        TechniqueSettings stepper = rank;
        stepper.options.report = &report;
        const auto next = findNextStep(f.state, stepper);
        QVERIFY(next.has_value());
        QVERIFY(truths(*next) <= f.truths);
        QVERIFY2(!report.cut, report.lastCut.c_str());
    }
    // A budget too small for the state stops the search, and both the step
    // list's caller and the result say so and name what was exhausted; a
    // search that ends within its budget reports nothing.
    void budgetCutIsReported()
    {
        const FixtureLine f = readFixture().front();
        SearchReport report;
        SearchOptions o;
        o.maxNodes = 5000;
        o.report = &report;
        findSteps(f.state, "rank-1-logic", o);
        QVERIFY(report.cut);
        QVERIFY2(report.lastCut.find("stopped after 5000 nodes") != std::string::npos, report.lastCut.c_str());
        const RankSearchResult r = rankSearch(f.state, o, SIZE_MAX, o.maxNodes);
        QVERIFY(r.cut && !r.complete);
        QCOMPARE(r.exhausted, report.lastCut);

        SearchReport quiet;
        SearchOptions small;
        small.maxTruths = 2;
        small.report = &quiet;
        findSteps(f.state, "rank-1-logic", small);
        QVERIFY(!quiet.cut);
        QVERIFY(quiet.lastCut.empty());
    }
};

// Each row searches a state in full (about 3 to 10 s of CPU); on a loaded
// machine that can pass Qt Test's 5-minute watchdog, so it gets 30 minutes.
int main(int argc, char** argv)
{
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "1800000");
    QCoreApplication app(argc, argv);
    TstRankFixture test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_rank_fixture.moc"
