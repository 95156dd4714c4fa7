// SPDX-License-Identifier: GPL-3.0-or-later
// Forcing chains and nets (engine/forcing/): the fixture of states from the
// hardest puzzles' paths (tests/data/forcing_forum_hardest_sample.txt), each
// conclusion checked against the brute-force solution; every step's proof
// checked by a second route (the solver finds no solution with an eliminated
// candidate placed or a placed one removed); the implication tree's shape;
// soundness of the default path on samples; the stepper's stuck report.
#include "engine/forcing/exact.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{

// The step's label and tree agree with what it claims.
std::string shape(const State& s, const Step& step)
{
    if (step.readings.size() != 1 || step.readings.front().bases.empty())
        return "no base/cover reading";
    CandidateSet counted = step.readings.front().eliminations | step.readings.front().placements;
    const CandidateSet conclusions = step.eliminations | step.placements;
    if (step.rule == ProofRule::CountingRule && !conclusions.isSubsetOf(counted))
        return "counting rule claimed for what it does not give";
    if (step.rule != ProofRule::CountingRule && (step.beyondCounting.none() || step.proofNodes == 0))
        return "exact rule without a proof search";
    if (step.branches.empty() || step.forcingText.empty())
        return "no implication tree or text";
    const bool contradiction = step.branches.front().contradiction;
    if (contradiction && (step.branches.size() != 1 || step.branches.front().start != step.eliminations.first()))
        return "a contradiction has one branch from the eliminated candidate";
    if (!contradiction && step.branches.size() < 2)
        return "a verity has a branch per candidate of its truth";
    for (const ForcingBranch& b : step.branches) {
        if (b.implications.empty() || b.implications.front().candidate != b.start || !s.isLive(b.start))
            return "a branch starts with its assumption";
        for (std::size_t i = 0; i < b.implications.size(); ++i)
            for (int p : b.implications[i].premises)
                if (p >= int(i))
                    return "an implication before its premise";
    }
    return "";
}

} // namespace

class TstForcing : public QObject
{
    Q_OBJECT
private slots:
    void fixture()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt");
        QVERIFY(lines.size() >= 25);
        std::map<std::string, int> perTechnique;
        int exact = 0, counting = 0;
        for (const std::string& line : lines) {
            const auto f = split(line, ' ');
            QCOMPARE(f.size(), std::size_t(5));
            auto s = parseState(f[1]);
            QVERIFY2(bool(s), line.c_str());
            const SolveResult sol = countSolutions(*s, 2);
            QCOMPARE(sol.solutions, 1);
            const CandidateSet truth = solutionSet(sol.solution);
            CandidateSet elims, places;
            for (int i = 2; i <= 3; ++i) {
                if (f[i] == "-")
                    continue;
                const auto xs = parseCandidateNames(f[i]);
                QVERIFY2(bool(xs), line.c_str());
                for (Candidate x : *xs)
                    (i == 2 ? elims : places).set(x);
            }
            QVERIFY2(!elims.intersects(truth) && places.isSubsetOf(truth), line.c_str());
            bool found = false;
            for (const Step& step : findSteps(*s, f[0])) {
                const std::string route = solverDisproves(*s, step), bad = shape(*s, step);
                QVERIFY2(route.empty(), (f[4] + " " + f[0] + ": " + route).c_str());
                QVERIFY2(bad.empty(), (f[4] + " " + f[0] + ": " + bad + "\n" + step.forcingText).c_str());
                QVERIFY(!step.eliminations.intersects(truth) && step.placements.isSubsetOf(truth));
                found = found || (step.eliminations == elims && step.placements == places);
                (step.rule == ProofRule::CountingRule ? counting : exact) += 1;
            }
            QVERIFY2(found, line.c_str());
            ++perTechnique[f[0]];
        }
        for (const char* id : { "forcing-chain-contradiction", "forcing-chain-verity", "forcing-net-contradiction",
                 "forcing-net-verity", "nested-forcing-net" })
            QVERIFY2(perTechnique[id] > 0, id);
        qInfo("steps proven by the counting rule: %d, by the exact evaluation: %d", counting, exact);
        QVERIFY(counting > 0 && exact > 0);
    }

    // The default path (registry defaults: every family, forcing last) solves a
    // sample without guessing, and every conclusion agrees with the solution.
    void soundness_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("every");
        QTest::addColumn<bool>("rank");
        QTest::newRow("top1465") << QString(SETWISE_TEST_DATA "/top1465.txt") << 150 << true;
        // The rank family's search takes seconds a state on these; forcing carries them.
        QTest::newRow("forum_hardest_1106")
            << QString(SETWISE_TEST_DATA "/../../../shared/data/puzzles/forum_hardest_1106.txt") << 125 << false;
    }
    void soundness()
    {
        QFETCH(QString, file);
        QFETCH(int, every);
        QFETCH(bool, rank);
        const auto lines = readLines(file.toStdString());
        QVERIFY(!lines.empty());
        const TechniqueSettings settings = rank ? TechniqueSettings::defaults() : defaultsWithout({ "rank" });
        for (std::size_t i = 0; i < lines.size(); i += every) {
            auto s = parseState(lines[i].substr(0, 81));
            QVERIFY(bool(s));
            const CandidateSet truth = solutionSet(countSolutions(*s, 1).solution);
            const SolvePath path = solvePath(*s, settings);
            QVERIFY2(path.result == SolvePath::Result::Solved, lines[i].c_str());
            for (const Step& step : path.steps)
                QVERIFY2(!step.eliminations.intersects(truth) && step.placements.isSubsetOf(truth),
                    (lines[i] + " " + hodokuText(step)).c_str());
        }
    }

    // On seed 000's X-Wing the exact evaluation proves what the counting rule
    // does and nothing else; a true candidate is never proven false.
    void exactAgreesWithCounting()
    {
        auto s = parseState(kXWing);
        QVERIFY(bool(s));
        const std::vector<Constraint> bases = *parseConstraintList("3R17"), covers = *parseConstraintList("3C49");
        auto e = evaluate(*s, bases, covers);
        QVERIFY(bool(e));
        QCOMPARE(e->eliminations.count(), 6);
        const CandidateSet truth = solutionSet(countSolutions(*s, 1).solution);
        for (Candidate x : s->live()) {
            const ExactProof p = proveExact(*s, bases, covers, x, false);
            QCOMPARE(p.proven, e->eliminations.test(x));
            QVERIFY(!(p.proven && truth.test(x)));
        }
        // Placements: a base candidate is true in every sub-solution only when alone.
        for (Candidate x : e->baseCandidates)
            QCOMPARE(proveExact(*s, bases, covers, x, true).proven, e->placements.test(x));
    }

    void stuckReport()
    {
        // Singles alone on a hard puzzle: one solution, the singles exhausted.
        auto hard = parseState("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
        QVERIFY(bool(hard));
        const SolvePath p = solvePath(*hard, *TechniqueSettings::fromList("naked-single,hidden-single"));
        QCOMPARE(p.result, SolvePath::Result::Stuck);
        QCOMPARE(p.stuck.solutions, 1);
        QCOMPARE(p.stuck.exhausted, (std::vector<std::string> { "naked-single", "hidden-single" }));
        QVERIFY(std::find(p.stuck.disabled.begin(), p.stuck.disabled.end(), "nested-forcing-net")
            != p.stuck.disabled.end());
        QVERIFY(!p.stuck.stepLimit);
        // The same puzzle less one given has several solutions: the solver says so.
        auto open = parseState("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5......");
        const SolvePath q = solvePath(*open, TechniqueSettings::defaults());
        QCOMPARE(q.result, SolvePath::Result::Stuck);
        QCOMPARE(q.stuck.solutions, 2);
        QVERIFY(q.stuck.summary().starts_with("several solutions"));
        QVERIFY(q.stuck.disabled.size() < p.stuck.disabled.size());
        // A step limit is reported as such.
        const SolvePath r = solvePath(*hard, TechniqueSettings::defaults(), 1);
        QCOMPARE(r.result, SolvePath::Result::Stuck);
        QVERIFY(r.stuck.stepLimit);
    }

    void registryOrder()
    {
        const auto all = techniques();
        const std::vector<std::string_view> ours = { "template-set", "template-delete", "forcing-chain-contradiction",
            "forcing-chain-verity", "forcing-net-contradiction", "forcing-net-verity", "nested-forcing-net" };
        QVERIFY(all.size() >= ours.size());
        // In this order, nested nets last; other families' large patterns
        // (engine/exotic/) may sit between them, before the nets.
        std::size_t at = 0;
        for (std::string_view id : ours) {
            while (at < all.size() && all[at].id != id)
                ++at;
            QVERIFY2(at < all.size(), id.data());
            QVERIFY(all[at].defaultOn);
        }
        QCOMPARE(all.back().id, ours.back());
    }
};

QTEST_APPLESS_MAIN(TstForcing)
#include "tst_forcing.moc"
