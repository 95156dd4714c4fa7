// SPDX-License-Identifier: GPL-3.0-or-later
// Kraken fish types 1 and 2 (engine/fish/kraken.cpp): the forum's
// Kraken Fish Type 1 (tests/data/kraken_forum.txt) with its elimination, the
// step's sets and chains; HoDoKu's Kraken Fish Type 2 on a hardest-list state
// (tests/data/kraken_hodoku_type2.txt); a top1465 state where the default took a
// forcing net and now takes a Kraken fish through an ALS; every step
// sound along default paths of the
// hardest lists and top1465, puzzles and random isomorphs.
#include "engine/rating/hodoku_rating.h"
#include "test_util.h"

#include <algorithm>

#include <QTest>

using namespace setwise;
using namespace setwise::test;

class TstKraken : public QObject
{
    Q_OBJECT
private slots:
    void registered()
    {
        for (const char* id : { "kraken-fish-1", "kraken-fish-2" }) {
            const Technique* t = findTechnique(id);
            QVERIFY2(t, id);
            QCOMPARE(t->family, std::string_view("fish"));
            QCOMPARE(hodokuTechnique(id).score, 500);
        }
        // Before the forcing chains in the default order.
        int kraken = -1, forcing = -1, i = 0;
        for (const Technique& t : techniques()) {
            if (t.id == "kraken-fish-1")
                kraken = i;
            if (t.id == "forcing-chain-contradiction")
                forcing = i;
            ++i;
        }
        QVERIFY(kraken >= 0 && kraken < forcing);
    }

    // The forum's case: a type 1 step removes r4c2<>9 and nothing else, with
    // the fish's rows as bases, and a chain drawn from each fin.
    void forumCase()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/kraken_forum.txt");
        QCOMPARE(lines.size(), std::size_t(1));
        auto c = parseLibraryLine(lines.front());
        QVERIFY(c.ok());
        const auto [expected, none] = expectedConclusions(*c);
        const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
        QVERIFY(!expected.intersects(truth));
        bool found = false;
        for (const Step& s : findSteps(c->state, "kraken-fish-1")) {
            QVERIFY2(!s.eliminations.intersects(truth), hodokuText(s).c_str());
            QVERIFY(s.forcingText.starts_with("Kraken Fish Type 1: "));
            if (s.eliminations != expected)
                continue;
            found = true;
            QCOMPARE(s.digits, std::vector<Digit> { 8 });
            QVERIFY(!s.chainNodes.empty() && !s.links.empty());
            // The chains end on the target.
            QVERIFY(s.chainNodes.back().candidates == expected);
        }
        QVERIFY(found);
    }

    // HoDoKu's Kraken Fish Type 2 (tests/data/kraken_hodoku_type2.txt): on
    // that state HoDoKu 2.2.0 lists r7c8<>9 and nothing else; so does
    // kraken-fish-2, with HoDoKu's fish (4 r36 c35, fins r3c6 r6c9) and one
    // chain from each fin and from cover c5's base candidate r6c5.
    void hodokuTypeTwo()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/kraken_hodoku_type2.txt");
        QCOMPARE(lines.size(), std::size_t(1));
        auto c = parseLibraryLine(lines.front());
        QVERIFY(c.ok());
        const auto [expected, none] = expectedConclusions(*c);
        QCOMPARE(expected.count(), std::size_t(1));
        const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
        QVERIFY(!expected.intersects(truth));
        CandidateSet all;
        bool hodokusFish = false;
        for (const Step& s : findSteps(c->state, "kraken-fish-2")) {
            QVERIFY2(!s.eliminations.intersects(truth), hodokuText(s).c_str());
            all |= s.eliminations;
            if (s.forcingText.starts_with("Kraken Fish Type 2: Finned X-Wing: 4 r36 c35 fr3c6 fr6c9 => r7c8<>9")) {
                hodokusFish = true;
                QCOMPARE(s.digits, std::vector<Digit> { 3 });
                // Three chains, each ending on the target.
                QCOMPARE(std::count(s.forcingText.begin(), s.forcingText.end(), '\n'), std::ptrdiff_t(3));
            }
        }
        QCOMPARE(all, expected);
        QVERIFY(hodokusFish);
    }

    // A top1465 state where the default path took a forcing net
    // (tests/data/kraken_als_top1465.txt). The default's next step there is
    // now a Kraken fish whose fin chain runs through an ALS, proven by the
    // counting rule, with the net's elimination r5c3<>7, which the
    // brute-force solution confirms.
    void alsNodeReplacesForcingNet()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/kraken_als_top1465.txt");
        QCOMPARE(lines.size(), std::size_t(1));
        auto c = parseLibraryLine(lines.front());
        QVERIFY(c.ok());
        const auto [expected, none] = expectedConclusions(*c);
        CandidateSet r5c3is7;
        r5c3is7.set(cand(7, 5, 3));
        QCOMPARE(names(expected), names(r5c3is7));
        const SolveResult sc = countSolutions(c->state, 2);
        QCOMPARE(sc.solutions, 1);
        const CandidateSet truth = solutionSet(sc.solution);
        QVERIFY(truth.test(cand(9, 5, 3)) && !truth.test(cand(7, 5, 3)));
        const auto step = findNextStep(c->state, TechniqueSettings::defaults());
        QVERIFY(step);
        QVERIFY(step->branches.empty());
        QCOMPARE(step->technique, std::string("kraken-fish-1"));
        QCOMPARE(names(step->eliminations), names(expected));
        QVERIFY(step->placements.none());
        QCOMPARE(step->rule, ProofRule::CountingRule);
        QVERIFY(std::any_of(step->chainNodes.begin(), step->chainNodes.end(),
            [](const ChainNode& n) { return n.kind == ChainNode::Kind::Als && n.alsCells.count() == 4; }));
        QVERIFY2(solverDisproves(c->state, *step).empty(), solverDisproves(c->state, *step).c_str());
        QVERIFY(step->forcingText.find("ALS[r2c1/r2c2/r2c3/r2c7](7)") != std::string::npos);
    }

    void soundness()
    {
        static const char* const kIds[] = { "kraken-fish-1", "kraken-fish-2" };
        std::map<std::string, int> checked;
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt"), 4 * kSampleScale,
            TechniqueSettings::defaults(), 6, kIds, checked);
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/top1465.txt"), 97 * kSampleScale,
            TechniqueSettings::defaults(), 4, kIds, checked);
        qInfo("steps checked: kraken-fish-1=%d kraken-fish-2=%d", checked["kraken-fish-1"], checked["kraken-fish-2"]);
        QVERIFY(checked["kraken-fish-1"] > 0 && checked["kraken-fish-2"] > 0);
    }
};

QTEST_GUILESS_MAIN(TstKraken)
#include "tst_kraken.moc"
