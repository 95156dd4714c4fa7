// SPDX-License-Identifier: GPL-3.0-or-later
// Forcing chains and nets (engine/forcing/): the fixture of states from the
// hardest puzzles' paths (tests/data/forcing_forum_hardest_sample.txt), each
// conclusion checked against the brute-force solution; every step's proof
// checked by a second route (the solver finds no solution with an eliminated
// candidate placed or a placed one removed); the implication tree's shape;
// soundness of the default path on samples; the stepper's stuck report.
#include "engine/diagram.h"
#include "engine/forcing/exact.h"
#include "engine/forcing/net.h"
#include "engine/stepper.h"
#include "engine/tables.h"
#include "test_util.h"

#include <QTest>

#include <algorithm>
#include <optional>

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
    // (A verity's branch may contradict too: a contradiction is one branch.)
    const bool contradiction = step.branches.size() == 1;
    if (contradiction && (!step.branches.front().contradiction || !step.eliminations.test(step.branches.front().start)))
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

// A path step may bundle a truth's conclusions and keep branches that end in
// a contradiction: every conclusion proven (counting rule or exact search),
// a verity's branches are its truth's live candidates, and a contradicting
// branch ends where its tree says.
std::string shapeOfPathStep(const State& s, const Step& step)
{
    if (step.readings.size() != 1 || step.branches.empty())
        return "no reading or no tree";
    const CandidateSet counted = step.readings.front().eliminations | step.readings.front().placements;
    if (!(step.eliminations | step.placements).isSubsetOf(counted | step.beyondCounting))
        return "a conclusion neither counted nor searched";
    CandidateSet starts;
    for (const ForcingBranch& b : step.branches) {
        if (!s.isLive(b.start) || b.implications.empty() || b.implications.front().candidate != b.start)
            return "a branch starts with its assumption";
        if (b.contradiction && b.contradictionAt < 0)
            return "a contradiction without its place";
        starts.set(b.start);
    }
    bool allContradict = true;
    for (const ForcingBranch& b : step.branches)
        allContradict = allContradict && b.contradiction;
    if (step.branches.size() == 1 || (allContradict && step.placements.none() && starts.isSubsetOf(step.eliminations)))
        // Its starts eliminated (each ends in a contradiction), with what its
        // readings count besides.
        return step.branches.front().contradiction && starts.isSubsetOf(step.eliminations)
                && (step.eliminations - starts).isSubsetOf(counted)
            ? ""
            : "a lone branch contradicts";
    for (Constraint k = 0; k < kConstraints; ++k)
        if ((s.live() & candidatesOf(k)) == starts)
            return "";
    return "the branches are not one truth's candidates";
}

// The implications of a step's largest branch, counted on its tree.
int largestTreeBranch(const Step& step)
{
    int n = 0;
    for (const ForcingBranch& b : step.branches)
        n = std::max(n, int(b.implications.size()));
    return n;
}

// The forcing fixture's states (tests/data/forcing_forum_hardest_sample.txt).
std::vector<State> sampleStates()
{
    std::vector<State> states;
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt"))
        if (auto s = parseState(split(line, ' ').at(1)))
            states.push_back(*s);
    return states;
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
                // The expected conclusions, with whatever else the step's
                // branches or readings prove (one step takes all of it).
                // (An elimination a placement of the step implies is left to it.)
                CandidateSet implied = step.eliminations;
                for (Candidate p : step.placements)
                    implied |= seenBy(p);
                found = found || (elims.isSubsetOf(implied) && places.isSubsetOf(step.placements));
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

    // A Chain or Net branch found without facts (propagateQuiet) is the one
    // the Propagator builds: the same live and true candidates, or, when
    // the branch ends in a contradiction, the Propagator's own branch.
    void quietBranchesMatchPropagation()
    {
        std::vector<State> states = sampleStates();
        const auto hints = readLines(SETWISE_TEST_DATA "/hints_top1465_states.txt");
        for (std::size_t i = 0; i < hints.size(); i += 4)
            if (auto s = parseState(hints[i]))
                states.push_back(*s);
        QVERIFY(states.size() >= 40);
        int quiet = 0, contradictions = 0;
        for (const State& s : states) {
            const Context ctx(s);
            if (ctx.inconsistency())
                continue;
            for (NetLevel level : { NetLevel::Chain, NetLevel::Net })
                for (Candidate x : s.live()) {
                    Branch q;
                    propagateQuiet(ctx, x, level, q);
                    const Branch full = propagate(ctx, x, level);
                    const std::string where = candidateName(x) + (level == NetLevel::Chain ? " chain" : " net");
                    QVERIFY2(q.start == x && q.contradiction == full.contradiction, where.c_str());
                    QVERIFY2(q.live == full.live && q.on == full.on, where.c_str());
                    QVERIFY2(q.traced == q.contradiction, where.c_str());
                    if (q.contradiction) {
                        ++contradictions;
                        QVERIFY2(q.facts.size() == full.facts.size() && q.premises == full.premises, where.c_str());
                        QCOMPARE(q.contradictionFacts, full.contradictionFacts);
                    } else {
                        ++quiet;
                        QVERIFY2(q.facts.empty(), where.c_str());
                    }
                }
        }
        qInfo("quiet branches: %d, contradictions: %d", quiet, contradictions);
        QVERIFY(quiet > 0 && contradictions > 0);
    }

    // Branches rebuilt shortest first prove what the first derivations do:
    // the same closure, a contradiction where there was one, each fact
    // citing a rule that holds (checked here against the state: a true
    // candidate's constraint holds it and a false peer; a constraint's other
    // live candidates all false make the last one true), premises before
    // the fact, and no contradiction needing more facts than before (some
    // fewer).
    void shortestBranches()
    {
        std::vector<State> states = sampleStates();
        QVERIFY(states.size() >= 20);
        int contradictions = 0, shorter = 0;
        for (const State& s : states) {
            const Context ctx(s);
            if (ctx.inconsistency())
                continue;
            for (NetLevel level : { NetLevel::Chain, NetLevel::Net })
                for (Candidate x : s.live()) {
                    const Branch first = propagate(ctx, x, level, nullptr, false);
                    const Branch b = propagate(ctx, x, level);
                    const std::string where = candidateName(x) + (level == NetLevel::Chain ? " chain" : " net");
                    QVERIFY2(b.contradiction == first.contradiction, where.c_str());
                    if (!b.contradiction)
                        QVERIFY2(b.live == first.live && b.on == first.on, where.c_str());
                    for (std::size_t f = 0; f < b.facts.size(); ++f) {
                        const Fact& fact = b.facts[f];
                        std::vector<int> premises(
                            b.premises.begin() + fact.premiseBegin, b.premises.begin() + fact.premiseEnd);
                        for (int q : premises)
                            QVERIFY2(q >= 0 && std::size_t(q) < f, where.c_str());
                        if (f == 0) {
                            QVERIFY2(fact.candidate == x && fact.on && fact.cause < 0, where.c_str());
                            continue;
                        }
                        QVERIFY2(fact.cause >= 0 && candidatesOf(fact.cause).test(fact.candidate), where.c_str());
                        if (!fact.on) {
                            // A true peer in the cover.
                            QVERIFY2(premises.size() == 1, where.c_str());
                            const Fact& p = b.facts[std::size_t(premises[0])];
                            QVERIFY2(
                                p.on && p.candidate != fact.candidate && candidatesOf(fact.cause).test(p.candidate),
                                where.c_str());
                            continue;
                        }
                        // Every other live candidate of the base false.
                        CandidateSet off;
                        for (int q : premises)
                            if (!b.facts[std::size_t(q)].on)
                                off.set(b.facts[std::size_t(q)].candidate);
                        CandidateSet others = candidatesOf(fact.cause) & s.live();
                        others.reset(fact.candidate);
                        QVERIFY2(others == off && int(premises.size()) == off.count(), where.c_str());
                        if (level == NetLevel::Chain)
                            QVERIFY2(ctx.liveCount(fact.cause) == 2, where.c_str());
                    }
                    if (b.contradiction) {
                        ++contradictions;
                        const auto mine = trace(b, b.contradictionFacts).size();
                        const auto theirs = trace(first, first.contradictionFacts).size();
                        QVERIFY2(mine <= theirs, where.c_str());
                        shorter += mine < theirs;
                    }
                }
        }
        qInfo("contradictions: %d, shorter: %d", contradictions, shorter);
        QVERIFY(contradictions > 0 && shorter > 0);
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
        // forum_hardest_1106's lines 1, 126 and 251 (its every 125th; tests/data/SOURCES.md).
        QTest::newRow("forum_hardest_1106")
            << QString(SETWISE_TEST_DATA "/forcing_forum_hardest_every125.txt") << 1 << false;
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

    // On the YAS manual's X-Wing the exact evaluation proves what the counting rule
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

    // With every unsolved constraint a base the sub-puzzle is the puzzle: on states
    // of one solution, proveExact eliminates exactly the false candidates and
    // places exactly the true ones, whether the live candidates fit 128, 256
    // or need all 729 bits, and in any order of states (a proof reuses the
    // structure of the last one only when it is the same).
    void exactOnWholePuzzle()
    {
        // tests/data/sudoku17_first5000.txt, line 1 (17 givens, 300+ live candidates).
        auto start = parseState(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...");
        QVERIFY(bool(start));
        const CandidateSet truth = solutionSet(countSolutions(*start, 1).solution);
        std::vector<State> states { *start };
        const SolvePath path = solvePath(*start, TechniqueSettings::defaults());
        QCOMPARE(path.result, SolvePath::Result::Solved);
        State s = *start;
        for (const Step& step : path.steps) {
            s = apply(s, step);
            const int live = s.live().count();
            if ((live <= 256 && states.back().live().count() > 256)
                || (live <= 128 && states.back().live().count() > 128))
                states.push_back(s);
        }
        QCOMPARE(states.size(), std::size_t(3));
        QVERIFY(states[0].live().count() > 256);
        const std::vector<Constraint> none;
        for (int round = 0; round < 2; ++round)
            for (const State& state : states) {
                std::vector<Constraint> all; // the constraints not yet solved: those with live candidates
                for (Constraint k = 0; k < kConstraints; ++k)
                    if (state.live().intersects(candidatesOf(k)))
                        all.push_back(k);
                for (Candidate x : state.live()) {
                    QCOMPARE(proveExact(state, all, none, x, false).proven, !truth.test(x));
                    QCOMPARE(proveExact(state, all, none, x, true).proven, truth.test(x));
                }
            }
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

    // The path's forcing step: a net level's contradictions and verities
    // weighed together. On each fixture state of a net level, the stepper's
    // step is proven (the solver agrees, the tree has its shape) and its
    // branches are as small as any listed step's allow: all within 60
    // implications when some listed step's are, else no larger than the
    // smallest listed step's largest branch.
    void pathStepWeighsConclusions()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt");
        const auto settings = TechniqueSettings::fromList("forcing-net-contradiction,forcing-net-verity");
        QVERIFY(bool(settings));
        int states = 0, bundled = 0;
        for (const std::string& line : lines) {
            const auto f = split(line, ' ');
            if (!f[0].starts_with("forcing-net"))
                continue;
            auto s = parseState(f[1]);
            QVERIFY(bool(s));
            const auto chosen = findNextStep(*s, *settings);
            QVERIFY2(chosen.has_value(), line.c_str());
            QVERIFY2(solverDisproves(*s, *chosen).empty(), line.c_str());
            const std::string bad = shapeOfPathStep(*s, *chosen);
            QVERIFY2(bad.empty(), (line + ": " + bad + "\n" + chosen->forcingText).c_str());
            const int mine = largestTreeBranch(*chosen);
            const auto removed = [&](const Step& st) { return s->live().count() - apply(*s, st).live().count(); };
            for (const char* id : { "forcing-net-contradiction", "forcing-net-verity" })
                for (const Step& listed : findSteps(*s, id)) {
                    QVERIFY2(mine <= std::max(60, largestTreeBranch(listed)),
                        (line + "\n" + chosen->forcingText + "\nhas a larger branch than\n" + listed.forcingText)
                            .c_str());
                    // Among nets within 60, the most candidates removed
                    // (counted on the grid the step leaves).
                    if (mine <= 60 && largestTreeBranch(listed) <= 60)
                        QVERIFY2(removed(*chosen) >= removed(listed),
                            (line + "\n" + chosen->forcingText + "\nremoves less than\n" + listed.forcingText).c_str());
                }
            bundled += (chosen->eliminations | chosen->placements).count() > 1 || chosen->placements.any();
            ++states;
        }
        QVERIFY(states >= 6);
        QVERIFY(bundled > 0); // some state's best removes more than one candidate
    }

    // Where the net that removes the most candidates per implication has a
    // branch of more than 60 implications and another net's branches all
    // stay within 60, the path takes a net whose branches stay within 60
    // (tests/data/forcing_small_branch_states.txt). The branches are counted
    // here from the step's implication tree, and the nets compared are the
    // ones listed for the state, each checked against the solution.
    void smallestBranchNet()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forcing_small_branch_states.txt");
        const auto settings = TechniqueSettings::fromList("forcing-net-contradiction,forcing-net-verity");
        QVERIFY(bool(settings));
        int states = 0, overSixty = 0;
        for (const std::string& line : lines) {
            const auto f = split(line, ' ');
            auto s = parseState(f[0]);
            QVERIFY(bool(s));
            const SolveResult sol = countSolutions(*s, 2);
            QCOMPARE(sol.solutions, 1);
            const CandidateSet truth = solutionSet(sol.solution);
            const auto removed = [&](const Step& st) { return s->live().count() - apply(*s, st).live().count(); };
            const auto implications = [](const Step& st) {
                int n = 0;
                for (const ForcingBranch& b : st.branches)
                    n += int(b.implications.size());
                return n;
            };
            // The listed nets: the one removing the most per implication has a
            // branch over 60, some other's branches stay within 60.
            std::optional<Step> efficient;
            int smallest = 1 << 30;
            for (const char* id : { "forcing-net-contradiction", "forcing-net-verity" })
                for (const Step& listed : findSteps(*s, id)) {
                    QVERIFY(!listed.eliminations.intersects(truth) && listed.placements.isSubsetOf(truth));
                    smallest = std::min(smallest, largestTreeBranch(listed));
                    if (!efficient
                        || implications(listed) * removed(*efficient) < implications(*efficient) * removed(listed))
                        efficient = listed;
                }
            QVERIFY(efficient);
            // (Shorter implications made the most efficient net small enough
            // on some states; at least one still shows the choice.)
            overSixty += largestTreeBranch(*efficient) > 60;
            QVERIFY2(smallest <= 60, line.c_str());
            const auto chosen = findNextStep(*s, *settings);
            QVERIFY2(chosen.has_value(), line.c_str());
            QVERIFY(!chosen->eliminations.intersects(truth) && chosen->placements.isSubsetOf(truth));
            QVERIFY2(solverDisproves(*s, *chosen).empty(), line.c_str());
            QVERIFY2(largestTreeBranch(*chosen) <= 60, (line + "\n" + chosen->forcingText).c_str());
            QCOMPARE(largestTreeBranch(*chosen), largestBranch(chosen->argument));
            ++states;
        }
        QCOMPARE(states, 4);
        QVERIFY(overSixty >= 1);
    }

    // Where a nested net with a branch of more than 60 implications was
    // the path's choice and another nested net's branches all stay within
    // 60, the path takes one within 60
    // (tests/data/forcing_small_branch_nested_states.txt). Branches are
    // counted from the step's implication tree; the listed nets and the
    // chosen one are checked against the solution.
    void nestedSmallestBranch()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forcing_small_branch_nested_states.txt");
        const auto settings = TechniqueSettings::fromList("nested-forcing-net");
        QVERIFY(bool(settings));
        int states = 0, bundled = 0;
        for (const std::string& line : lines) {
            const auto f = split(line, ' ');
            QCOMPARE(f.size(), std::size_t(3));
            QVERIFY(std::stoi(f[1]) > 60);
            auto s = parseState(f[0]);
            QVERIFY2(bool(s), line.c_str());
            const SolveResult sol = countSolutions(*s, 2);
            QCOMPARE(sol.solutions, 1);
            const CandidateSet truth = solutionSet(sol.solution);
            int smallest = 1 << 30;
            std::vector<int> sizes; // listed lone contradictions within 60: their implications
            for (const Step& listed : findSteps(*s, "nested-forcing-net")) {
                QVERIFY(!listed.eliminations.intersects(truth) && listed.placements.isSubsetOf(truth));
                smallest = std::min(smallest, largestTreeBranch(listed));
                if (listed.branches.size() == 1 && listed.branches.front().contradiction
                    && largestTreeBranch(listed) <= 60)
                    sizes.push_back(argumentSize(listed.argument)); // inner nets' included
            }
            QVERIFY2(smallest <= 60, line.c_str());
            const auto chosen = findNextStep(*s, *settings);
            QVERIFY2(chosen.has_value(), line.c_str());
            QCOMPARE(chosen->technique, std::string("nested-forcing-net"));
            QVERIFY(!chosen->eliminations.intersects(truth) && chosen->placements.isSubsetOf(truth));
            QVERIFY2(solverDisproves(*s, *chosen).empty(), line.c_str());
            QVERIFY2(largestTreeBranch(*chosen) <= 60, (line + "\n" + chosen->forcingText).c_str());
            QCOMPARE(largestTreeBranch(*chosen), largestBranch(chosen->argument));
            const std::string bad = shapeOfPathStep(*s, *chosen);
            QVERIFY2(bad.empty(), (line + ": " + bad + "\n" + chosen->forcingText).c_str());
            // Where two contradictions are within 60 and together within
            // 3,000 implications, the step removes more than one candidate
            // from the grid (its contradictions together, or a truth's net
            // that removes more). A bundle's shape (each start eliminated, each branch a
            // contradiction) is checked above, its branches within 60.
            std::sort(sizes.begin(), sizes.end());
            if (sizes.size() >= 2 && sizes[0] + sizes[1] <= 3000) {
                QVERIFY2(s->live().count() - apply(*s, *chosen).live().count() >= 2, line.c_str());
                ++bundled;
            }
            ++states;
        }
        QCOMPARE(states, 5);
        QVERIFY(bundled >= 1);
    }

    // The diagram of a step an exact evaluation proved shows its result
    // too: each conclusion in the result row under a cover holding it
    // (or in the last column), placements below, the BERT equation not "= []",
    // and the rule in words with the search's node count.
    void exactDiagramShowsResult()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt");
        int exact = 0;
        for (const std::string& line : lines) {
            const auto f = split(line, ' ');
            auto s = parseState(f[1]);
            QVERIFY(bool(s));
            for (const Step& step : findSteps(*s, f[0])) {
                if (step.rule != ProofRule::ExactEvaluation)
                    continue;
                ++exact;
                const Diagram d = makeDiagram(step);
                QCOMPARE(d.tables.size(), std::size_t(1));
                const DiagramTable& t = d.tables.front();
                CandidateSet shown = t.otherEliminations | t.placements;
                for (std::size_t j = 0; j < t.covers.size(); ++j) {
                    QVERIFY(t.coverEliminations[j].isSubsetOf(candidatesOf(t.covers[j])));
                    shown |= t.coverEliminations[j];
                }
                QVERIFY2((step.eliminations | step.placements).isSubsetOf(shown), step.forcingText.c_str());
                QVERIFY(step.placements.isSubsetOf(t.placements));
                QVERIFY(t.exact.any());
                QVERIFY2(!d.bert.ends_with("= []"), d.bert.c_str());
                const std::string rule = "exact evaluation, " + std::to_string(step.proofNodes) + " nodes";
                QCOMPARE(d.rule, rule);
                const std::string text = renderText(d);
                QVERIFY2(text.find(rule) != std::string::npos, text.c_str());
                // The result row of the text names a lone elimination ("344": digit, row, column).
                const std::size_t row = text.find("\neliminations");
                QVERIFY(row != std::string::npos);
                const std::string result = text.substr(row, text.find('\n', row + 1) - row);
                if (step.eliminations.count() == 1) {
                    const Candidate x = step.eliminations.first();
                    const std::string nrc = std::to_string(digitOf(x) + 1) + std::to_string(rowOf(cellOf(x)) + 1)
                        + std::to_string(colOf(cellOf(x)) + 1);
                    QVERIFY2(result.find(nrc) != std::string::npos, (result + " lacks " + nrc).c_str());
                }
            }
        }
        QVERIFY(exact >= 10);
    }

    // forum_hardest_1106 line 1, the state where the default path took a
    // nested net (tests/data/hints_hard_states.txt, line 1): the plain net
    // level finds nothing there, and the dynamic forcing net plus proves a
    // step with pairs applied on its branches; every conclusion is false in
    // the brute-force solution and no solution survives it (the solver's
    // route). Each pattern implication rests on exactly the removals that
    // confine its truths to its links (checked here from the state, not from
    // the finder), and its truths and links are among the step's.
    void dynamicPlusReplacesNestedNet()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/hints_hard_states.txt");
        QVERIFY(!lines.empty());
        auto s = parseState(lines.front().substr(0, lines.front().find("  #")));
        QVERIFY(bool(s));
        const SolveResult sol = countSolutions(*s, 2);
        QCOMPARE(sol.solutions, 1);
        const CandidateSet truth = solutionSet(sol.solution);
        for (const char* id : { "forcing-net-contradiction", "forcing-net-verity" })
            QVERIFY2(findSteps(*s, id).empty(), id);
        QVERIFY(!findSteps(*s, "nested-forcing-net").empty());
        const std::vector<Step> steps = findSteps(*s, "dynamic-forcing-net-plus");
        QVERIFY(!steps.empty());
        int patterns = 0;
        for (const Step& step : steps) {
            QVERIFY2(solverDisproves(*s, step).empty(), step.forcingText.c_str());
            QVERIFY2(shape(*s, step).empty(), step.forcingText.c_str());
            QVERIFY(
                step.eliminations.any() && !step.eliminations.intersects(truth) && step.placements.isSubsetOf(truth));
            const Evaluation& r = step.readings.front();
            std::vector<Constraint> sets = r.bases;
            sets.insert(sets.end(), r.covers.begin(), r.covers.end());
            for (const ForcingBranch& b : step.branches)
                for (const Implication& imp : b.implications) {
                    if (imp.pattern < 0)
                        continue;
                    QVERIFY(imp.pattern < int(b.patterns.size()) && !imp.on);
                    const BranchPattern& p = b.patterns[std::size_t(imp.pattern)];
                    QCOMPARE(p.bases.size(), p.covers.size()); // rank 0
                    CandidateSet inBases, inCovers, removedBefore;
                    for (Constraint k : p.bases) {
                        inBases |= candidatesOf(k);
                        QVERIFY(std::find(sets.begin(), sets.end(), k) != sets.end());
                    }
                    for (Constraint k : p.covers) {
                        inCovers |= candidatesOf(k);
                        QVERIFY(std::find(sets.begin(), sets.end(), k) != sets.end());
                    }
                    QVERIFY(inCovers.test(imp.candidate) && !inBases.test(imp.candidate));
                    for (int q : imp.premises) {
                        QVERIFY(q >= 0 && !b.implications[std::size_t(q)].on);
                        removedBefore.set(b.implications[std::size_t(q)].candidate);
                    }
                    QCOMPARE(removedBefore, (s->live() & inBases) - inCovers);
                    QVERIFY(step.forcingText.find(std::string(findTechnique(p.technique)->name) + " [")
                        != std::string::npos);
                    ++patterns;
                }
        }
        QVERIFY(patterns > 0);
        // With the level turned on (it is off by default: on the hardest lists it
        // costs more CPU than the nested nets it replaces), the path's next step
        // there is the new level's, no longer a nested net.
        TechniqueSettings one = TechniqueSettings::defaults();
        QVERIFY(!one.isEnabled("dynamic-forcing-net-plus"));
        one.order.erase(one.order.begin(), std::find(one.order.begin(), one.order.end(), "forcing-net-contradiction"));
        one.order.insert(
            std::find(one.order.begin(), one.order.end(), "nested-forcing-net"), "dynamic-forcing-net-plus");
        const SolvePath path = solvePath(*s, one, 1);
        QVERIFY(!path.steps.empty());
        QCOMPARE(path.steps.front().technique, std::string("dynamic-forcing-net-plus"));
        QVERIFY(path.steps.front().eliminations.test(cand(4, 3, 4)) && !truth.test(cand(4, 3, 4)));
        std::erase(one.order, std::string("dynamic-forcing-net-plus"));
        QCOMPARE(solvePath(*s, one, 1).steps.front().technique, std::string("nested-forcing-net"));
    }

    void registryOrder()
    {
        const auto all = techniques();
        const std::vector<std::string_view> ours
            = { "template-set", "template-delete", "forcing-chain-contradiction", "forcing-chain-verity",
                  "forcing-net-contradiction", "forcing-net-verity", "dynamic-forcing-net-plus", "nested-forcing-net" };
        QVERIFY(all.size() >= ours.size());
        // In this order, nested nets last; other families' large patterns
        // (engine/exotic/) may sit between them, before the nets.
        std::size_t at = 0;
        for (std::string_view id : ours) {
            while (at < all.size() && all[at].id != id)
                ++at;
            QVERIFY2(at < all.size(), id.data());
            QCOMPARE(all[at].defaultOn, id != "dynamic-forcing-net-plus");
        }
        QCOMPARE(all.back().id, ours.back());
    }
};

QTEST_APPLESS_MAIN(TstForcing)
#include "tst_forcing.moc"
