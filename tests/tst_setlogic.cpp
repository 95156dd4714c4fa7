// SPDX-License-Identifier: GPL-3.0-or-later
// evaluate(), the set parser, text forms and the diagram, on the worked
// examples of the YAS manual ("Base, Link and Cover Sets") and hand-built states.
#include "engine/diagram.h"
#include "engine/evaluate.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <random>

using namespace setwise;
using namespace setwise::test;

namespace
{

Evaluation mustEvaluate(const State& s, const std::string& sets)
{
    auto choice = parseSetChoice(sets);
    if (!choice)
        qFatal("bad sets %s: %s", sets.c_str(), choice.error().message.c_str());
    auto e = evaluate(s, choice->bases, choice->covers);
    if (!e)
        qFatal("evaluate %s: %s", sets.c_str(), e.error().message.c_str());
    return *e;
}

// The first field where two readings differ ("" when they are the same).
std::string readingDifference(const Evaluation& a, const Evaluation& b)
{
    if (a.bases != b.bases || a.covers != b.covers)
        return "sets";
    if (!a.virtualBases.empty() || !b.virtualBases.empty())
        return "virtual bases";
    if (a.rank != b.rank || a.effectiveRank != b.effectiveRank)
        return "rank";
    const std::pair<const char*, std::pair<const CandidateSet*, const CandidateSet*>> sets[] = {
        { "base candidates", { &a.baseCandidates, &b.baseCandidates } },
        { "cover candidates", { &a.coverCandidates, &b.coverCandidates } },
        { "fins", { &a.fins, &b.fins } },
        { "endo fins", { &a.endoFins, &b.endoFins } },
        { "multiply covered", { &a.multiplyCovered, &b.multiplyCovered } },
        { "eliminations", { &a.eliminations, &b.eliminations } },
        { "cannibals", { &a.cannibals, &b.cannibals } },
        { "placements", { &a.placements, &b.placements } },
    };
    for (const auto& [name, pair] : sets)
        if (*pair.first != *pair.second)
            return name;
    return a.contradiction != b.contradiction ? "contradiction" : "";
}

} // namespace

class TstSetLogic : public QObject
{
    Q_OBJECT
private slots:
    void parseSets_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("bases");
        QTest::addColumn<QString>("covers");
        QTest::addRow("x-wing") << "3R17 / 3C49"
                                << "3R1 3R7"
                                << "3C4 3C9";
        QTest::addRow("bar") << "3R17|3C49"
                             << "3R1 3R7"
                             << "3C4 3C9";
        QTest::addRow("cells") << "R1C389, R5C7 / 127R8"
                               << "R1C3 R1C8 R1C9 R5C7"
                               << "1R8 2R8 7R8";
        QTest::addRow("boxes") << "3B47 / 12C3"
                               << "3B4 3B7"
                               << "1C3 2C3";
        QTest::addRow("lower") << "3r17 / r19c3"
                               << "3R1 3R7"
                               << "R1C3 R9C3";
    }
    void parseSets()
    {
        QFETCH(QString, text);
        QFETCH(QString, bases);
        QFETCH(QString, covers);
        auto c = parseSetChoice(text.toStdString());
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        auto join = [](const std::vector<Constraint>& ks) {
            QStringList l;
            for (Constraint k : ks)
                l << QString::fromStdString(constraintName(k));
            return l.join(' ');
        };
        QCOMPARE(join(c->bases), bases);
        QCOMPARE(join(c->covers), covers);
    }
    void parseSetErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addRow("no bar") << "3R17 3C49" << 10;
        QTest::addRow("bad kind") << "3X17 / 3C49" << 2;
        QTest::addRow("no houses") << "3R / 3C49" << 3;
        QTest::addRow("bad cover") << "3R17 / 3C4Q" << 11;
        QTest::addRow("two bars") << "3R1 / 3C4 / 3B1" << 11;
    }
    void parseSetErrors()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        auto c = parseSetChoice(text.toStdString());
        QVERIFY(!c.ok());
        QCOMPARE(c.error().column, column);
    }
    void invalidSets()
    {
        State s;
        // The parser refuses repeats with their column ...
        auto twice = parseSetChoice("3R1 3R1 / 3C4");
        QVERIFY(!twice.ok());
        QCOMPARE(twice.error().message, std::string("base 3R1 is listed twice"));
        QCOMPARE(twice.error().column, 5);
        auto both = parseSetChoice("3R1 / 3R1");
        QVERIFY(!both.ok());
        QCOMPARE(both.error().message, std::string("3R1 is used as both base and cover"));
        QCOMPARE(both.error().column, 7);
        // ... and evaluate() still does for sets given directly.
        const Constraint r1 = parseConstraintList("3R1")->front(), c4 = parseConstraintList("3C4")->front();
        const std::vector<Constraint> r1r1 { r1, r1 }, justR1 { r1 }, justC4 { c4 };
        auto e = evaluate(s, r1r1, justC4);
        QVERIFY(!e.ok());
        QCOMPARE(e.error().message, std::string("base 3R1 is listed twice"));
        e = evaluate(s, justR1, justR1);
        QVERIFY(!e.ok());
        QCOMPARE(e.error().message, std::string("3R1 is used as both base and cover"));
        std::vector<Constraint> none;
        e = evaluate(s, none, justR1);
        QVERIFY(!e.ok());
        State placed;
        placed.place(0, 2);
        auto solved = parseSetChoice("3R1 / 3C4");
        e = evaluate(placed, solved->bases, solved->covers);
        QVERIFY(!e.ok());
        QCOMPARE(e.error().message, std::string("base 3R1 has no live candidate"));
    }

    // YAS manual, figure "Base, Link and Cover Set Example": the X-Wing.
    void seedXWing()
    {
        const auto ex = seedExample(0);
        QCOMPARE(ex.technique, std::string("X-Wing"));
        const Evaluation e = mustEvaluate(ex.state, "3R17 / 3C49");
        QCOMPARE(e.rank, 0);
        QCOMPARE(names(e.fins), std::string());
        QCOMPARE(names(e.eliminations), names(ex.expected));
        QCOMPARE(names(e.eliminations), std::string("3r2c4 3r2c9 3r4c9 3r6c4 3r6c9 3r8c4"));
        const Step step = makeStep("x-wing", { e });
        QCOMPARE(bertText(step), std::string("[3R17 | 3C49] = [3(268)4, 3(246)9]"));
        QCOMPARE(truthsLinksText(step), std::string("2 Truths = {3R1 3R7}  2 Links = {3C4 3C9}  rank 0"));
        QCOMPARE(
            hodokuText(step), std::string("X-Wing: 3 r17 c49 => r2c4<>3, r2c9<>3, r4c9<>3, r6c4<>3, r6c9<>3, r8c4<>3"));
        // hints finds it
        bool found = false;
        for (const Step& s : findSteps(ex.state, "x-wing"))
            found = found || s.eliminations == ex.expected;
        QVERIFY(found);
    }
    // The equation diagram (docs/architecture.md) of the X-Wing example.
    void seedXWingDiagram()
    {
        const auto ex = seedExample(0);
        const Step step = makeStep("x-wing", { mustEvaluate(ex.state, "3R17 / 3C49") });
        const std::string text = renderText(makeDiagram(step));
        const std::string expected = "X-Wing: 2 truths, 2 links, rank 0\n"
                                     "[3R17 | 3C49] = [3(268)4, 3(246)9]\n"
                                     "\n"
                                     "             | 3C4     | 3C9     | ≥ 1\n"
                                     "3R1          | 314     | 319     |\n"
                                     "3R7          | 374     | 379     |\n"
                                     "eliminations | 3(268)4 | 3(246)9 |\n";
        QCOMPARE(QString::fromStdString(text), QString::fromStdString(expected));
    }
    // YAS manual, "Single Base Set - Hidden Single": 3R8 covered by 3C6, 3B8 and R8C6.
    void seedHiddenSingle()
    {
        const auto ex = seedExample(1);
        const Evaluation e = mustEvaluate(ex.state, "3R8 / 3C6 3B8 R8C6");
        QCOMPARE(names(e.placements), std::string("3r8c6"));
        QCOMPARE(names(e.eliminations), std::string("3r2c6 3r3c6 3r7c4 3r7c6 9r8c6"));
        QCOMPARE(e.rank, 2);
        QCOMPARE(e.effectiveRank, 0); // the one base candidate uses all three covers
        // As a step found by the stepper, a single concludes only its placement.
        bool found = false;
        for (const Step& s : findSteps(ex.state, "hidden-single"))
            if (names(s.placements) == "3r8c6") {
                found = true;
                QVERIFY(s.eliminations.none());
            }
        QVERIFY(found);
    }
    // YAS manual, "Locked Exposed Triple": cells r789c5, covers in column 5 and box 8.
    void seedLockedTriple()
    {
        const auto ex = seedExample(2);
        const Evaluation both = mustEvaluate(ex.state, "R789C5 / 348C5 348B8");
        QCOMPARE(names(both.eliminations), names(ex.expected));
        QCOMPARE(both.rank, 3);
        QCOMPARE(both.effectiveRank, 0);
        // The two rank-0 readings (docs/architecture.md, The one rule) give the same union.
        const Evaluation col = mustEvaluate(ex.state, "R789C5 / 348C5");
        const Evaluation box = mustEvaluate(ex.state, "R789C5 / 348B8");
        QCOMPARE(col.rank, 0);
        QCOMPARE(box.rank, 0);
        QCOMPARE(names(col.eliminations | box.eliminations), names(ex.expected));
        bool found = false;
        for (const Step& s : findSteps(ex.state, "locked-triple"))
            if (s.eliminations == ex.expected) {
                found = true;
                QCOMPARE(int(s.readings.size()), 2);
            }
        QVERIFY(found);
    }
    // YAS manual, hidden pair 2,9 in r1c15.
    void seedHiddenPair()
    {
        const auto ex = seedExample(1);
        QCOMPARE(ex.technique, std::string("Hidden Pair"));
        const Evaluation e = mustEvaluate(ex.state, "29R1 / R1C15");
        QCOMPARE(e.rank, 0);
        QCOMPARE(names(e.eliminations), names(ex.expected));
        bool found = false;
        for (const Step& s : findSteps(ex.state, "hidden-pair"))
            found = found || s.eliminations == ex.expected;
        QVERIFY(found);
    }
    void seedSwordfish()
    {
        const auto ex = seedExample(4);
        QCOMPARE(ex.technique, std::string("Swordfish"));
        const Evaluation e = mustEvaluate(ex.state, "6R159 / 6C279");
        QCOMPARE(e.rank, 0);
        QCOMPARE(names(e.eliminations), names(ex.expected));
        bool found = false;
        for (const Step& s : findSteps(ex.state, "swordfish"))
            found = found || s.eliminations == ex.expected;
        QVERIFY(found);
    }
    // YAS manual, finned X-Wing 3C35 / 3R38 3B7: rank 1, fin r9c3.
    void seedFinnedXWing()
    {
        const auto ex = seedExample(5);
        QCOMPARE(ex.technique, std::string("Finned X-Wing"));
        const Evaluation e = mustEvaluate(ex.state, "3C35 / 3R38 3B7");
        QCOMPARE(e.rank, 1);
        QCOMPARE(names(e.eliminations), names(ex.expected));
        QCOMPARE(names(e.eliminations), std::string("3r8c1"));
    }
    // YAS manual, two-string kite 9R6 9C2 / 9B4 9R7 9C6: rank 1.
    void seedTwoStringKite()
    {
        const auto ex = seedExample(6);
        QCOMPARE(ex.technique, std::string("Two String Kite"));
        const Evaluation e = mustEvaluate(ex.state, "9R6 9C2 / 9B4 9R7 9C6");
        QCOMPARE(e.rank, 1);
        QCOMPARE(names(e.eliminations), names(ex.expected));
        QCOMPARE(names(e.eliminations), std::string("9r7c6"));
    }
    // YAS manual, the XY-chain as four cell bases and five covers (rank 1):
    // cells r1c4 {Y,Z}, r5c4 {X,Y}, r5c7 {W,X}, r6c8 {W,Z} with W..Z = 1..4.
    // Covers YC4 XR5 WB6 ZC4 ZR6 eliminate Zr6c4; ZC8 ZR1 instead eliminate Zr1c8.
    void seedXYChain()
    {
        const State s = xyChainState();
        Evaluation e = mustEvaluate(s, "R1C4 R5C4 R5C7 R6C8 / 3C4 2R5 1B6 4C4 4R6");
        QCOMPARE(e.rank, 1);
        QCOMPARE(names(e.fins), std::string());
        QCOMPARE(names(e.eliminations), std::string("4r6c4"));
        e = mustEvaluate(s, "R1C4 R5C4 R5C7 R6C8 / 3C4 2R5 1B6 4C8 4R1");
        QCOMPARE(names(e.eliminations), std::string("4r1c8"));
    }
    // Fins: a candidate must see every fin; an endo fin counts as a fin.
    void finsAndEndoFins()
    {
        // Digit 1 only in r1c1 r1c5 r5c1 r5c5 r5c6: X-Wing r15/c15 with fin r5c6.
        State s;
        for (Cell c = 0; c < kCells; ++c)
            s.eliminate(candidateOf(c, 0));
        for (Cell c : { cellAt(0, 0), cellAt(0, 4), cellAt(4, 0), cellAt(4, 4), cellAt(4, 5), cellAt(3, 4),
                 cellAt(7, 4), cellAt(3, 0) })
            s.restore(candidateOf(c, 0));
        Evaluation e = mustEvaluate(s, "1R15 / 1C15");
        QCOMPARE(names(e.fins), std::string("1r5c6"));
        // 1r4c5 sees the fin (box 5) and lies in cover 1C5; 1r8c5 and 1r4c1 do not see it.
        QCOMPARE(names(e.eliminations), std::string("1r4c5"));
        // Endo fin: bases 1R5 and 1B5 share 1r5c5 and 1r5c6.
        e = mustEvaluate(s, "1R5 1B5 / 1C1 1C5 1C6");
        QCOMPARE(names(e.endoFins), std::string("1r5c5 1r5c6"));
        QVERIFY(e.endoFins.isSubsetOf(e.fins));
    }
    // A cannibal (docs/architecture.md, The one rule, rule 4): a base candidate in R + 2 covers.
    // Digit 1 lives at r1c4 r1c5 (row 1), r2c5 r2c6 (row 2), r3c4, r7c4, r5c9.
    // Bases 1R12, covers 1B2 1C4, rank 0: 1r1c4 lies in both covers; if it were
    // true, row 2's 1 (inside box 2) would be a second true candidate in 1B2.
    void cannibal()
    {
        State s;
        for (Cell c = 0; c < kCells; ++c)
            s.eliminate(candidateOf(c, 0));
        for (Cell c :
            { cellAt(0, 3), cellAt(0, 4), cellAt(1, 4), cellAt(1, 5), cellAt(2, 3), cellAt(6, 3), cellAt(4, 8) })
            QVERIFY(s.restore(candidateOf(c, 0)));
        const Evaluation e = mustEvaluate(s, "1R12 / 1B2 1C4");
        QCOMPARE(e.rank, 0);
        QCOMPARE(e.effectiveRank, 0);
        QCOMPARE(names(e.fins), std::string());
        QCOMPARE(names(e.cannibals), std::string("1r1c4"));
        QCOMPARE(names(e.multiplyCovered), std::string("1r1c4"));
        QCOMPARE(names(e.eliminations), std::string("1r1c4 1r3c4 1r7c4"));
    }
    // Property: random bases and covers on real states never eliminate a true
    // candidate and never place a false one.
    void randomSetsAreSound()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/top1465.txt");
        std::mt19937 rng(20261121);
        int evaluated = 0, withConclusions = 0;
        for (std::size_t i = 0; i < lines.size(); i += 15) {
            auto start = parseGivens81(firstField(lines[i]));
            QVERIFY(start.ok());
            const SolveResult sol = countSolutions(*start, 2);
            QCOMPARE(sol.solutions, 1);
            const CandidateSet truth = solutionSet(sol.solution);
            // Walk a few states of the path.
            const SolvePath path = solvePath(*start, defaultsWithoutRank(), 40);
            std::vector<State> states { *start };
            State cur = *start;
            for (const Step& st : path.steps) {
                cur = apply(cur, st);
                states.push_back(cur);
            }
            for (const State& s : states) {
                std::vector<Constraint> open;
                for (Constraint k = 0; k < kConstraints; ++k)
                    if (!s.isSolved(k) && s.live().intersects(candidatesOf(k)))
                        open.push_back(k);
                for (int trial = 0; trial < 20; ++trial) {
                    std::shuffle(open.begin(), open.end(), rng);
                    const int nb = 1 + int(rng() % 4);
                    std::vector<Constraint> bases(open.begin(), open.begin() + nb);
                    // covers: constraints meeting the bases' candidates, plus noise
                    std::vector<Constraint> covers;
                    ConstraintSet used;
                    for (Constraint b : bases)
                        used.set(b);
                    for (Constraint b : bases)
                        for (Candidate x : s.live() & candidatesOf(b))
                            for (Constraint k : constraintsOf(x))
                                if (!used.test(k) && rng() % 3 == 0) {
                                    used.set(k);
                                    covers.push_back(k);
                                }
                    auto e = evaluate(s, bases, covers);
                    QVERIFY(e.ok());
                    ++evaluated;
                    QVERIFY(!e->contradiction);
                    QVERIFY2(!e->eliminations.intersects(truth), names(e->eliminations & truth).c_str());
                    QVERIFY(e->placements.isSubsetOf(truth));
                    withConclusions += e->eliminations.any() || e->placements.any();
                }
            }
        }
        qInfo("evaluated %d random set choices, %d with conclusions", evaluated, withConclusions);
        QVERIFY(withConclusions > 100);
    }
    // evaluateSingle() builds a single's reading without evaluate(); it must be
    // evaluate()'s answer for every one-candidate base and each other
    // constraint of its candidate, in every state of many paths, and the
    // singles steps of those paths carry evaluate()'s reading.
    void singleReadingIsEvaluate()
    {
        std::vector<std::string> puzzles;
        const auto seventeens = readLines(SETWISE_TEST_DATA "/sudoku17_first5000.txt");
        for (std::size_t i = 0; i < seventeens.size(); i += 50 * kSampleScale)
            puzzles.push_back(seventeens[i]);
        const auto top = readLines(SETWISE_TEST_DATA "/top1465.txt");
        for (std::size_t i = 0; i < top.size(); i += 40 * kSampleScale)
            puzzles.push_back(top[i]);
        const TechniqueSettings settings = TechniqueSettings::defaults();
        long long pairs = 0, singleSteps = 0;
        for (const std::string& line : puzzles) {
            auto start = parseGivens81(firstField(line));
            QVERIFY(start.ok());
            const SolvePath path = solvePath(*start, settings);
            QCOMPARE(path.result, SolvePath::Result::Solved);
            State cur = *start;
            for (const Step& st : path.steps) {
                for (Constraint k = 0; k < kConstraints; ++k) {
                    const CandidateSet in = cur.live() & candidatesOf(k);
                    if (in.count() != 1)
                        continue;
                    const Constraint base[] = { k };
                    for (Constraint c : constraintsOf(in.first())) {
                        if (c == k)
                            continue;
                        const Constraint cover[] = { c };
                        const auto reference = evaluate(cur, base, cover);
                        const auto built = evaluateSingle(cur, k, c);
                        QVERIFY(reference.ok() && built.ok());
                        QCOMPARE(readingDifference(*built, *reference), std::string());
                        ++pairs;
                    }
                }
                const Technique* t = findTechnique(st.technique);
                if (t && t->family == "singles") {
                    QCOMPARE(st.readings.size(), std::size_t(1));
                    const Evaluation& r = st.readings.front();
                    const auto reference = evaluate(cur, r.bases, r.covers);
                    QVERIFY(reference.ok());
                    QCOMPARE(readingDifference(r, *reference), std::string());
                    // The step itself is makeStep()'s of that reading.
                    const Step made = makeStep(st.technique, { *reference });
                    QCOMPARE(st.placements, made.placements);
                    QCOMPARE(st.eliminations, made.eliminations);
                    QCOMPARE(st.digits, made.digits);
                    QVERIFY(st.placements.any() && st.eliminations.none());
                    ++singleSteps;
                }
                cur = apply(cur, st);
            }
        }
        QVERIFY(singleSteps > 2000);
        QVERIFY(pairs > 20000);
        // Other pairs are evaluate()'s, errors included.
        const State s = *parseGivens81(firstField(top.front()));
        for (Constraint k = 0; k < kConstraints; k += 7)
            for (Constraint c = 0; c < kConstraints; c += 11) {
                const Constraint base[] = { k }, cover[] = { c };
                const auto reference = evaluate(s, base, cover);
                const auto built = evaluateSingle(s, k, c);
                QCOMPARE(built.ok(), reference.ok());
                if (reference.ok())
                    QCOMPARE(readingDifference(*built, *reference), std::string());
                else
                    QCOMPARE(built.error().message, reference.error().message);
            }
    }
};

QTEST_APPLESS_MAIN(TstSetLogic)
#include "tst_setlogic.moc"
