// SPDX-License-Identifier: GPL-3.0-or-later
// The rank phase of "all steps here" (findDeferredSteps) stops at a node
// count, never at the clock: the same state lists the same steps, and reports
// the same cut, on an idle machine and with busy sibling threads competing for
// the processors. Not timed: the runs are compared, never measured.
#include "engine/formats.h"
#include "engine/solver.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace setwise;
using namespace setwise::test;

namespace
{

std::vector<State> hardStates()
{
    std::vector<State> states;
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/hints_hard_states.txt")) {
        auto s = parseState(line.substr(0, line.find("  #")));
        if (!s)
            qFatal("bad state: %s", line.c_str());
        states.push_back(*s);
    }
    return states;
}

// Everything hints prints of a state, as text: each step with its
// conclusions and sets, then the cut and what the search exhausted.
std::string listing(const State& s, std::uint64_t nodes)
{
    SearchReport report;
    TechniqueSettings run = TechniqueSettings::everything();
    run.options.report = &report;
    std::vector<Step> steps = findQuickSteps(s, run);
    std::vector<Step> deferred = findDeferredSteps(s, run, steps, nodes);
    steps.insert(steps.end(), deferred.begin(), deferred.end());
    std::string out;
    for (const Step& st : steps)
        out += st.technique + ": " + hodokuText(st) + '\n';
    out += report.cut ? "cut: " + report.lastCut : std::string("no cut");
    out += report.timeCut ? " (time)\n" : "\n";
    return out;
}

// Threads spinning on rank searches of their own until stopped.
class BusySiblings
{
public:
    explicit BusySiblings(const State& s, int n = 3)
    {
        for (int i = 0; i < n; ++i)
            m_threads.emplace_back([this, s] {
                SearchOptions o;
                o.maxTruths = 6;
                o.cancel = &m_stop;
                while (!m_stop.load())
                    findSteps(s, "rank-1-logic", o);
            });
    }
    ~BusySiblings()
    {
        m_stop = true;
        for (std::thread& t : m_threads)
            t.join();
    }

private:
    std::atomic<bool> m_stop { false };
    std::vector<std::thread> m_threads;
};

} // namespace

class TstRankHints : public QObject
{
    Q_OBJECT

private slots:
    // The CLI's budget on the hard states of the file: one idle run and one
    // with three busy siblings give the same text, cut and all.
    void sameListUnderLoad()
    {
        const std::vector<State> states = hardStates();
        QVERIFY(states.size() >= 20);
        for (std::size_t i = 0; i < states.size(); i += 5) {
            const std::string idle = listing(states[i], kDeferredNodes);
            std::string busy;
            {
                BusySiblings load(states[(i + 1) % states.size()]);
                busy = listing(states[i], kDeferredNodes);
            }
            QCOMPARE(QString::fromStdString(busy), QString::fromStdString(idle));
            QVERIFY2(idle.find("(time)") == std::string::npos, idle.c_str());
        }
    }

    // The budget is counted in nodes and spent on whole truth counts: on a
    // hard state every structure of up to some truth count is exhausted and
    // the cut names the count not started; a larger budget reaches further.
    void cutNamesTheTruthsNotStarted()
    {
        const State s = hardStates().front();
        SearchReport small, large;
        TechniqueSettings run = TechniqueSettings::everything();
        run.options.report = &small;
        const std::vector<Step> quick = findQuickSteps(s, run);
        findDeferredSteps(s, run, quick, 50'000);
        QVERIFY(small.cut);
        QVERIFY(!small.timeCut);
        QVERIFY2(small.lastCut.find("node budget of 50000") != std::string::npos, small.lastCut.c_str());
        QVERIFY2(small.lastCut.find("not started") != std::string::npos, small.lastCut.c_str());
        run.options.report = &large;
        findDeferredSteps(s, run, quick, 2'000'000);
        QVERIFY(large.cut);
        // "at most N truths": the larger budget exhausts more truths.
        const auto truths = [](const std::string& text) {
            const std::size_t at = text.find("at most ");
            return at == std::string::npos ? -1 : std::stoi(text.substr(at + 8));
        };
        QVERIFY2(truths(large.lastCut) > truths(small.lastCut), (small.lastCut + " / " + large.lastCut).c_str());
    }

    // The clock is only a safety net, and a search it stops says so: in the
    // report (timeCut, which hints prints as "search_cut_by":"time") and in
    // what the search says it exhausted.
    void safetyNetSaysSo()
    {
        const State s = hardStates().front();
        SearchReport report;
        SearchOptions o;
        o.report = &report;
        o.rankDeadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
        findSteps(s, "rank-1-logic", o);
        QVERIFY(report.cut);
        QVERIFY(report.timeCut);
        QVERIFY2(report.lastCut.find("wall-clock safety net") != std::string::npos, report.lastCut.c_str());
        SearchReport byNodes;
        o.report = &byNodes;
        o.rankDeadline = {};
        o.maxNodes = 5'000;
        findSteps(s, "rank-1-logic", o);
        QVERIFY(byNodes.cut);
        QVERIFY(!byNodes.timeCut);
    }

    // The phase lists what the plain rank search of the same truths lists
    // among the candidates left open (whole layers: no structure of an
    // exhausted truth count is lost to the budget).
    void wholeLayersMissNothing()
    {
        const std::string line = readLines(SETWISE_TEST_DATA "/hints_top1465_states.txt").at(0);
        const State s = *parseState(line.substr(0, line.find("  #")));
        TechniqueSettings run = TechniqueSettings::everything();
        SearchReport report;
        run.options.report = &report;
        const std::vector<Step> quick = findQuickSteps(s, run);
        const std::vector<Step> deferred = findDeferredSteps(s, run, quick, kDeferredNodes);
        const auto at = report.lastCut.find("at most ");
        const int exhausted = report.cut ? (at == std::string::npos ? 0 : std::stoi(report.lastCut.substr(at + 8)))
                                         : run.options.maxTruths;
        if (exhausted == 0)
            QSKIP("no truth count exhausted within the budget");
        CandidateSet open = s.live();
        for (const Step& st : quick) {
            open -= st.eliminations;
            for (Candidate x : st.placements)
                for (Constraint k : constraintsOf(x))
                    open -= candidatesOf(k);
        }
        const SolveResult solved = countSolutions(s, 2);
        QCOMPARE(solved.solutions, 1);
        open -= solutionSet(solved.solution);
        SearchOptions plain;
        plain.maxTruths = exhausted;
        CandidateSet byPlain, byDeferred;
        for (const char* id : { "rank-0-logic", "rank-1-logic" })
            for (const Step& st : findSteps(s, id, plain))
                byPlain |= st.eliminations;
        for (const Step& st : deferred) {
            byDeferred |= st.eliminations;
            const std::string wrong = solverDisproves(s, st);
            QVERIFY2(wrong.empty(), (hodokuText(st) + ": " + wrong).c_str());
        }
        QVERIFY2((byPlain & open).isSubsetOf(byDeferred), names(byPlain & open).c_str());
    }
};

QTEST_APPLESS_MAIN(TstRankHints)
#include "tst_rank_hints.moc"
