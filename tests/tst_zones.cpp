// SPDX-License-Identifier: GPL-3.0-or-later
// Triplet set logic (engine/rank/zones.cpp): counting by cases over a
// structure's triplets (Allan Barker's triplets and rank zones). Registered
// after chain set logic and before the forcing chains; every step's argument
// is re-counted here case by case by tests/zones_recount.h, a reading of the
// rule apart from the engine's; every elimination agrees with the brute-force
// solution on hard states (forum_hardest_1106 and top1465 lines and their
// random isomorphs); the checker itself rejects a case dropped, an assumption
// flipped and a zone cut.
#include "test_util.h"
#include "zones_recount.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{

struct Tally {
    int steps = 0, byCases = 0, maxCases = 0;
    std::vector<std::string> failures;
    std::vector<std::pair<State, Step>> examples; // states and steps counted by cases
};

void checkAt(const State& st, const CandidateSet& truth, const std::string& where, Tally& t)
{
    for (const Step& s : findSteps(st, "triplet-set-logic")) {
        ++t.steps;
        if (s.argument.kind != ArgumentKind::Counting)
            t.failures.push_back(where + ": not a counting argument");
        if (!s.branches.empty())
            t.failures.push_back(where + ": a counting step with branches");
        if (s.eliminations.intersects(truth) || !s.placements.isSubsetOf(truth))
            t.failures.push_back(where + ": unsound " + hodokuText(s));
        if (s.argument.cases.empty())
            continue;
        ++t.byCases;
        t.maxCases = std::max(t.maxCases, int(s.argument.cases.size()));
        if (s.argument.counting != "triplets")
            t.failures.push_back(where + ": counting '" + s.argument.counting + "'");
        if (!(s.eliminations - s.readings.front().eliminations).isSubsetOf(s.argument.caseEliminations))
            t.failures.push_back(where + ": an elimination neither counted nor counted by cases");
        if (std::string e = recountCases(st, s); !e.empty())
            t.failures.push_back(where + ": " + e);
        if (t.examples.size() < 6)
            t.examples.emplace_back(st, s);
    }
}

// Along the default path of each line (and of a random isomorph of it), every
// `every`-th state and the state before each forcing step.
void walk(const std::vector<std::string>& lines, std::size_t stride, std::size_t every, Tally& t)
{
    for (std::size_t n = 0; n < 2 * lines.size(); n += stride) {
        const std::string& line = lines[n % lines.size()];
        auto parsed = parseState(firstField(line));
        QVERIFY2(parsed.ok(), line.c_str());
        const State start = n < lines.size() ? *parsed : isomorphFor(34, n).map(*parsed);
        const CandidateSet truth = solutionSet(countSolutions(start, 2).solution);
        const SolvePath path = solvePath(start, TechniqueSettings::defaults());
        State st = start;
        std::size_t at = 0;
        for (const Step& p : path.steps) {
            if (at++ % every == 0 || !p.branches.empty() || p.technique == "triplet-set-logic")
                checkAt(st, truth, line.substr(0, 20) + " step " + std::to_string(at), t);
            st = apply(st, p);
        }
    }
}

} // namespace

class TstZones : public QObject
{
    Q_OBJECT
private slots:
    void registered()
    {
        const Technique* t = findTechnique("triplet-set-logic");
        QVERIFY(t);
        const int chainSet = registryIndex("chain-set-logic"), mine = registryIndex("triplet-set-logic"),
                  forcing = registryIndex("forcing-chain-contradiction"),
                  nets = registryIndex("forcing-net-contradiction");
        QVERIFY(chainSet >= 0 && chainSet < mine && mine < forcing && forcing < nets);
    }

    // A forum_hardest_1106 state (tests/data/zones_forum_hardest.txt): r1c3<>2
    // by two cases on 7r2c2. False: 7B1 keeps only candidates in R1C3, so
    // 7r1c3 is true. True: a rank-0 zone removes 2r1c3. Both re-counted here.
    void knownState()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/zones_forum_hardest.txt");
        QCOMPARE(lines.size(), std::size_t(1));
        auto c = parseLibraryLine(lines.front());
        QVERIFY(c.ok());
        const State& st = c->state;
        const CandidateSet truth = solutionSet(countSolutions(st, 2).solution);
        const Candidate target = cand(2, 1, 3), triplet = cand(7, 2, 2);
        QVERIFY(!truth.test(target) && st.isLive(target));
        bool found = false;
        for (const Step& s : findSteps(st, "triplet-set-logic")) {
            QVERIFY(!s.eliminations.intersects(truth));
            if (!s.argument.caseEliminations.test(target))
                continue;
            QCOMPARE(s.argument.counting, std::string("triplets"));
            QCOMPARE(recountCases(st, s), std::string());
            if (s.argument.cases.size() != 2 || s.argument.cases.front().assumptions.size() != 1)
                continue;
            const auto& a = s.argument.cases.front().assumptions.front();
            if (a.candidates.count() != 1 || !a.candidates.test(triplet))
                continue;
            // The triplet: one truth and two links of the reading.
            const Evaluation& e = s.readings.front();
            int truths = 0, links = 0;
            for (Constraint k : e.bases)
                truths += candidatesOf(k).test(triplet);
            for (Constraint k : e.covers)
                links += candidatesOf(k).test(triplet);
            QVERIFY(truths + links >= 3 && truths >= 1);
            found = true;
        }
        QVERIFY(found);
    }

    // Hard states: every step re-counted case by case and sound.
    void hardStatesCountedAndSound()
    {
        Tally t;
        walk(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt"), 6 * kSampleScale, 6, t);
        walk(readLines(SETWISE_TEST_DATA "/top1465.txt"), 150 * kSampleScale, 8, t);
        qInfo("triplet set logic steps checked: %d, counted by cases: %d (at most %d cases)", t.steps, t.byCases,
            t.maxCases);
        QVERIFY2(t.failures.empty(), joinLines(t.failures).c_str());
        QVERIFY(t.byCases > 0);
        QVERIFY(t.maxCases >= 2);
    }

    // The re-count fails a wrong argument: a case dropped, an assumption
    // flipped, a zone's link cut, a case elimination that the cases do not prove.
    void checkerRejectsWrongArguments()
    {
        Tally t;
        walk(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt"), 12 * kSampleScale, 4, t);
        QVERIFY(!t.examples.empty());
        int rejected = 0;
        for (const auto& [st, s] : t.examples) {
            QCOMPARE(recountCases(st, s), std::string());
            Step dropped = s;
            dropped.argument.cases.pop_back();
            QVERIFY(!recountCases(st, dropped).empty());
            if (!s.argument.cases.front().assumptions.empty()) {
                Step flipped = s;
                flipped.argument.cases.front().assumptions.front().on
                    = !flipped.argument.cases.front().assumptions.front().on;
                QVERIFY(!recountCases(st, flipped).empty());
            }
            for (std::size_t i = 0; i < s.argument.cases.size(); ++i) {
                if (s.argument.cases[i].closes != ArgumentCase::Closes::Count || s.argument.cases[i].covers.empty())
                    continue;
                Step cut = s;
                cut.argument.cases[i].covers.pop_back();
                rejected += !recountCases(st, cut).empty();
            }
            Step other = s;
            other.argument.caseEliminations = st.live() - s.argument.caseEliminations;
            other.argument.caseEliminations &= candidatesOf(constraintsOf(*s.argument.caseEliminations.begin())[0]);
            if (other.argument.caseEliminations.any())
                QVERIFY(!recountCases(st, other).empty());
        }
        QVERIFY(rejected > 0);
    }
};

QTEST_GUILESS_MAIN(TstZones)
#include "tst_zones.moc"
