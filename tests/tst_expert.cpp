// SPDX-License-Identifier: GPL-3.0-or-later
// The expert structures of engine/exotic/: Tridagon, Junior Exocet,
// SK loop and MSLS. Public cases with their published conclusions
// (tests/data/expert_patterns.txt, sources in SOURCES.md), every conclusion
// also checked by the brute-force solver, and the steps these finders take on
// the default paths of forum hardest puzzles checked the same way.
#include "engine/formats.h"
#include "engine/rating/bert_optimiser.h"
#include "engine/rating/hodoku_rating.h"
#include "engine/rating/se_rating.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <algorithm>
#include <fstream>
#include <map>

using namespace setwise;
using namespace setwise::test;

namespace
{

// The cases of expert_patterns.txt by id.
std::map<std::string, State> cases()
{
    std::map<std::string, State> out;
    std::ifstream in(SETWISE_TEST_DATA "/expert_patterns.txt");
    std::string line, id, text;
    while (std::getline(in, line)) {
        if (line.rfind("case ", 0) == 0) {
            id = line.substr(5);
            text.clear();
        } else if (line == "end") {
            auto s = parseState(text);
            if (s)
                out.emplace(id, *s);
        } else if (!id.empty()) {
            text += line + "\n";
        }
    }
    return out;
}

// The live candidates of `digits` in house h (0-8 rows, 9-17 columns, 18-26 boxes) outside `cells`.
CandidateSet linkEliminations(const State& s, House h, std::initializer_list<int> digits, const CellSet& cells)
{
    CandidateSet out;
    for (Cell c : houseCells(h) - cells)
        for (int d : digits)
            if (s.isEmpty(c) && s.isLive(candidateOf(c, d - 1)))
                out.set(candidateOf(c, d - 1));
    return out;
}

} // namespace

class TstExpert : public QObject
{
    Q_OBJECT
private slots:
    void registryOrder()
    {
        auto at = [](std::string_view id) {
            int i = 0;
            for (const Technique& t : techniques()) {
                if (t.id == id)
                    return i;
                ++i;
            }
            return -1;
        };
        for (std::string_view id : { "junior-exocet", "tridagon", "sk-loop" }) {
            QVERIFY2(at(id) > at("template-delete"), id.data());
            QVERIFY2(at(id) < at("forcing-chain-contradiction"), id.data());
            QVERIFY2(findTechnique(id)->defaultOn, id.data());
        }
        // MSLS (a few ms a state) after the forcing chains, before the nets.
        // Senior Exocet right after the Junior, off: +3.6 % CPU on forum
        // hardest (every 5th line) and no step taken there.
        QCOMPARE(at("senior-exocet"), at("junior-exocet") + 1);
        QVERIFY(!findTechnique("senior-exocet")->defaultOn);
        // Double Exocet right before the single ones: a pair that stands is
        // one step, with each Exocet's own rules.
        QCOMPARE(at("double-exocet") + 1, at("junior-exocet"));
        QVERIFY(at("msls") > at("forcing-chain-verity"));
        QVERIFY(at("msls") < at("forcing-net-contradiction"));
        QVERIFY(findTechnique("msls")->defaultOn);
        QVERIFY(TechniqueSettings::defaults().isEnabled("tridagon"));
    }

    // Ratings (engine/rating/): SE-like values (documented in se_table.cpp),
    // HoDoKu's score and level; none of them is an SE 1.2.1 technique.
    void ratings()
    {
        QCOMPARE(seBaseTenths("sk-loop", SeVariant::Sukaku), 75);
        QCOMPARE(seBaseTenths("tridagon", SeVariant::Sukaku), 76);
        QCOMPARE(seBaseTenths("junior-exocet", SeVariant::Sukaku), 78);
        QCOMPARE(seBaseTenths("msls", SeVariant::Sukaku), 72);
        QCOMPARE(hodokuTechnique("sk-loop").score, 400);
        QCOMPARE(hodokuTechnique("tridagon").level, HodokuLevel::Extreme);
        QCOMPARE(hodokuTechnique("junior-exocet").score, 480);
        QCOMPARE(seBaseTenths("senior-exocet", SeVariant::Sukaku), 78);
        QCOMPARE(hodokuTechnique("senior-exocet").score, 480);
        QCOMPARE(seBaseTenths("double-exocet", SeVariant::Sukaku), 79);
        QCOMPARE(hodokuTechnique("double-exocet").score, 490);
        QCOMPARE(hodokuTechnique("double-exocet").level, HodokuLevel::Extreme);
        // Easter Monster's SE 1.2.1 path: no SK loop, no MSLS (SE 1.2.1 has neither).
        const SePath path = sePath(cases().at("easter-monster"), TechniqueSettings::defaults(), SeVariant::Se121);
        for (const auto& st : path.steps)
            QVERIFY2(st.step.technique != "sk-loop" && st.step.technique != "msls", st.step.technique.c_str());
    }

    // Yogi's Tridagon: 357 in b5689, one guardian 1r8c8, so r8c8 = 1 (no uniqueness).
    void tridagonForumCase()
    {
        const State s = cases().at("tridagon-yogi");
        const auto steps = findSteps(s, "tridagon");
        QVERIFY(!steps.empty());
        const Step& st = steps.front();
        CandidateSet expected;
        expected.set(cand(1, 8, 8));
        QCOMPARE(names(st.placements), names(expected));
        QVERIFY(st.eliminations.none());
        QCOMPARE(st.digits, (std::vector<Digit> { 2, 4, 6 }));
        QCOMPARE(int(st.readings.front().bases.size()), 12); // the twelve cells are the truths
        QVERIFY(!st.assumesUniqueness);
        QCOMPARE(st.rule, ProofRule::ExactEvaluation); // the counting rule alone does not give it
        QVERIFY(st.proofNodes > 0);
        QCOMPARE(solverDisproves(s, st), std::string());
        QVERIFY(hodokuText(st).find("b5689") != std::string::npos);
    }

    // JExocet Compendium example 2: the published eliminations, and what
    // else the compendium's rules give (1, known true, leaves the cells seeing
    // both base cells or both targets), true by the solver; each rule is
    // recomputed in tst_pattern_exocet.
    void juniorExocetCompendium()
    {
        const State s = cases().at("exocet-compendium-2");
        const auto steps = findSteps(s, "junior-exocet");
        QVERIFY(!steps.empty());
        const Step& st = steps.front();
        CandidateSet published;
        for (Candidate x : { cand(2, 2, 4), cand(5, 2, 4), cand(9, 2, 4), cand(3, 3, 9), cand(9, 3, 9) })
            published.set(x);
        QVERIFY2(published.isSubsetOf(st.eliminations), names(st.eliminations).c_str());
        // The rest: in the Exocet's own cells (base r1c12, targets r2c4 r3c7,
        // mirror nodes r2c56 r3c89) or base digits (1359) in its houses.
        CellSet own;
        for (Cell c : { cellAt(0, 0), cellAt(0, 1), cellAt(1, 3), cellAt(2, 6), cellAt(1, 4), cellAt(1, 5),
                 cellAt(2, 7), cellAt(2, 8) })
            own.set(c);
        for (Candidate x : st.eliminations) {
            const int d = digitOf(x) + 1;
            QVERIFY2(own.test(cellOf(x)) || d == 1 || d == 3 || d == 5 || d == 9, candidateName(x).c_str());
        }
        QCOMPARE(solverDisproves(s, st), std::string());
        QCOMPARE(st.rule, ProofRule::ExactEvaluation);
        QVERIFY(st.beyondCounting.any());
        QVERIFY(hodokuText(st).find("base r1c1,r1c2 (1359), targets r2c4,r3c7") != std::string::npos);
        // Drawn by part: base cells, targets and the cross-line
        // cells (columns 3, 4 and 7 below the band), each its own set.
        CellSet base, targets, cross;
        base.set(cellAt(0, 0));
        base.set(cellAt(0, 1));
        targets.set(cellAt(1, 3));
        targets.set(cellAt(2, 6));
        for (int r = 3; r < 9; ++r)
            for (int c : { 2, 3, 6 })
                cross.set(cellAt(r, c));
        QCOMPARE(st.structureBase, base);
        QCOMPARE(st.structureTarget, targets);
        QCOMPARE(st.structureCrossLine, cross);
    }

    // Senior Exocet on a constructed puzzle (SOURCES.md: no public case with
    // published eliminations was found): target r8c7 outside the band. The
    // conclusions are the JExocet Compendium's rules (tst_pattern_exocet
    // recomputes each): 4 has one cover house, 2 is known true (peers of both
    // base cells, and its two S cells r4c1, r7c7 take it). The target r8c7,
    // left with 3 alone, is a naked single for the next step.
    void seniorExocetConstructed()
    {
        const State s = cases().at("senior-exocet-constructed");
        const auto steps = findSteps(s, "senior-exocet");
        const Step* st = nullptr;
        for (const Step& x : steps)
            if (hodokuText(x).find("base r1c2,r1c3 (234), targets r3c4,r8c7") != std::string::npos)
                st = &x;
        QVERIFY(st != nullptr);
        CandidateSet eliminated;
        for (Candidate x :
            { cand(4, 1, 2), cand(2, 1, 4), cand(2, 3, 1), cand(4, 3, 4), cand(2, 4, 2), cand(2, 4, 5), cand(2, 5, 2) })
            eliminated.set(x);
        QVERIFY(st->placements.none());
        QCOMPARE(names(st->eliminations), names(eliminated));
        QCOMPARE(solverDisproves(s, *st), std::string());
        QCOMPARE(st->rule, ProofRule::ExactEvaluation);
        CellSet base, targets, cross;
        base.set(cellAt(0, 1));
        base.set(cellAt(0, 2));
        targets.set(cellAt(2, 3));
        targets.set(cellAt(7, 6));
        for (int r = 3; r < 9; ++r)
            for (int c : { 0, 3, 6 })
                cross.set(cellAt(r, c));
        QCOMPARE(st->structureBase, base);
        QCOMPARE(st->structureTarget, targets);
        QCOMPARE(st->structureCrossLine, cross);
        // The same cells as a Junior Exocet: not one (a target outside the band).
        for (const Step& x : findSteps(s, "junior-exocet"))
            QVERIFY(hodokuText(x).find("targets r3c4,r8c7") == std::string::npos);
    }

    // Senior Exocet by the forum's generic condition on a hardest-list state
    // (SOURCES.md): base r1c2,r1c3 (2348), targets r2c8 and r5c6 (outside the
    // band) => r5c6<>1, where the path next takes a nested net; the S cells
    // need more than two cover houses, so the cover-house form does not see it.
    void seniorExocetTemplates()
    {
        const State s = cases().at("senior-exocet-hardest-151");
        const Step* st = nullptr;
        const auto steps = findSteps(s, "senior-exocet");
        for (const Step& x : steps)
            if (hodokuText(x).find("base r1c2,r1c3 (2348), targets r2c8,r5c6") != std::string::npos)
                st = &x;
        QVERIFY(st != nullptr);
        CandidateSet eliminated;
        eliminated.set(cand(1, 5, 6));
        QCOMPARE(names(st->eliminations), names(eliminated));
        QVERIFY(st->placements.none());
        QCOMPARE(solverDisproves(s, *st), std::string());
        QCOMPARE(st->rule, ProofRule::ExactEvaluation);
        CellSet base, targets, cross;
        base.set(cellAt(0, 1));
        base.set(cellAt(0, 2));
        targets.set(cellAt(1, 7));
        targets.set(cellAt(4, 5));
        for (int r = 3; r < 9; ++r)
            for (int c : { 0, 5, 7 })
                cross.set(cellAt(r, c));
        QCOMPARE(st->structureBase, base);
        QCOMPARE(st->structureTarget, targets);
        QCOMPARE(st->structureCrossLine, cross);
        for (const Step& x : findSteps(s, "junior-exocet"))
            QVERIFY(hodokuText(x).find("targets r2c8,r5c6") == std::string::npos);
    }

    // Every senior-exocet step (both forms) and double-exocet step agrees
    // with the solution along default paths of the hardest list, puzzles and
    // random isomorphs.
    void exocetSoundness()
    {
        static const char* const kIds[] = { "senior-exocet", "double-exocet" };
        std::map<std::string, int> checked;
        checkStepsAlongPaths(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt"), 6 * kSampleScale,
            TechniqueSettings::defaults(), 3, kIds, checked);
        for (const char* id : kIds) {
            qInfo("%s steps checked: %d", id, checked[id]);
            QVERIFY2(checked[id] > 0, id);
        }
    }

    // SudokuWiki's Double Exocet (Unsolvable #165, SOURCES.md): the two
    // Junior Exocets base r5c4,r5c6 / targets r4c9,r6c3 and base r6c7,r6c8 /
    // targets r4c5,r5c3, base digits 2459, cross-lines c3, c5, c9. Expected,
    // from the page's two rules: the base digits leave D1, D2 (r4c1, r4c2:
    // they see all four targets), F5 and E9 (r6c5, r5c9: all four base cells)
    // and rows A, B, J (the S cells' cover lines) outside the S cells
    // (columns 3, 5, 9); then singles solve the puzzle, as the page says.
    // BERT prices an Exocet by its sets, the pattern's theorem:
    // not by the search nodes of the program's exact evaluation, which once
    // scored SudokuWiki's Unsolvable #165 at 136,575 and made the nets that
    // replace the Exocets the cheaper path.
    void exocetScoredByItsSets()
    {
        const State s = cases().at("double-exocet-unsolvable-165");
        const auto steps = findSteps(s, "double-exocet");
        QCOMPARE(int(steps.size()), 1);
        const Step& st = steps.front();
        int sets = 0;
        for (const Evaluation& r : st.readings)
            sets += r.baseCount() + int(r.covers.size());
        QCOMPARE(sets, 61); // 28 truths, 33 links (9B2: a cover house rule 2 reads), as the diagram says
        QVERIFY(st.proofNodes > 1000);
        QCOMPARE(bertProofScore(st), sets);
        QVERIFY(bertStepScore(st) >= bertScore(st) + sets);
        TechniqueSettings with = TechniqueSettings::defaults();
        TechniqueSettings without = with;
        for (const char* id : { "junior-exocet", "senior-exocet", "double-exocet" })
            std::erase(without.order, std::string(id));
        const SolvePath a = solvePath(s, with), b = solvePath(s, without);
        QCOMPARE(a.result, SolvePath::Result::Solved);
        QCOMPARE(b.result, SolvePath::Result::Solved);
        QVERIFY(
            std::any_of(a.steps.begin(), a.steps.end(), [](const Step& x) { return x.technique.ends_with("exocet"); }));
        QVERIFY(std::any_of(b.steps.begin(), b.steps.end(),
            [](const Step& x) { return x.technique.find("forcing") != std::string::npos; }));
        QVERIFY2(bertPathScore(a.steps) < bertPathScore(b.steps),
            qPrintable(QStringLiteral("%1 vs %2").arg(bertPathScore(a.steps)).arg(bertPathScore(b.steps))));
    }

    void doubleExocetSudokuWiki()
    {
        const State s = cases().at("double-exocet-unsolvable-165");
        const auto steps = findSteps(s, "double-exocet");
        QCOMPARE(int(steps.size()), 1);
        const Step& st = steps.front();
        CellSet ruleCells;
        for (auto [r, c] : std::initializer_list<std::pair<int, int>> { { 4, 1 }, { 4, 2 }, { 6, 5 }, { 5, 9 } })
            ruleCells.set(cellAt(r - 1, c - 1));
        for (int r : { 1, 2, 9 })
            for (int c : { 1, 2, 4, 6, 7, 8 })
                ruleCells.set(cellAt(r - 1, c - 1));
        CandidateSet expected;
        for (Cell c : ruleCells)
            for (int d : { 2, 4, 5, 9 })
                if (s.isEmpty(c) && s.isLive(candidateOf(c, d - 1)))
                    expected.set(candidateOf(c, d - 1));
        QCOMPARE(int(expected.count()), 37);
        QCOMPARE(names(st.eliminations), names(expected));
        QVERIFY(st.placements.none());
        QCOMPARE(solverDisproves(s, st), std::string());
        QCOMPARE(st.rule, ProofRule::ExactEvaluation);
        QCOMPARE(st.digits, (std::vector<Digit> { 1, 3, 4, 8 }));
        CellSet base, targets, cross;
        for (auto [r, c] : std::initializer_list<std::pair<int, int>> { { 5, 4 }, { 5, 6 }, { 6, 7 }, { 6, 8 } })
            base.set(cellAt(r - 1, c - 1));
        for (auto [r, c] : std::initializer_list<std::pair<int, int>> { { 4, 9 }, { 6, 3 }, { 4, 5 }, { 5, 3 } })
            targets.set(cellAt(r - 1, c - 1));
        for (int r : { 0, 1, 2, 6, 7, 8 })
            for (int c : { 2, 4, 8 })
                cross.set(cellAt(r, c));
        QCOMPARE(st.structureBase, base);
        QCOMPARE(st.structureTarget, targets);
        QCOMPARE(st.structureCrossLine, cross);
        QVERIFY(hodokuText(st).find("Double Exocet (2459)") != std::string::npos);
        // Neither Exocet alone gives these (each Junior's own step is elsewhere).
        for (const Step& x : findSteps(s, "junior-exocet"))
            QVERIFY((x.eliminations & expected).none());
        const auto singles = TechniqueSettings::fromList("full-house,naked-single,hidden-single");
        QVERIFY(bool(singles));
        QCOMPARE(int(solvePath(apply(s, st), *singles).result), int(SolvePath::Result::Solved));
    }

    // Easter Monster's SK loop, eliminations derived from SudokuWiki's loop.
    void skLoopEasterMonster()
    {
        const State s = cases().at("easter-monster");
        const auto steps = findSteps(s, "sk-loop");
        QCOMPARE(int(steps.size()), 1);
        const Step& st = steps.front();
        CellSet cells;
        for (auto [r, c] :
            std::initializer_list<std::pair<int, int>> { { 2, 1 }, { 2, 3 }, { 2, 7 }, { 2, 9 }, { 1, 8 }, { 3, 8 },
                { 7, 8 }, { 9, 8 }, { 8, 7 }, { 8, 9 }, { 8, 1 }, { 8, 3 }, { 7, 2 }, { 9, 2 }, { 1, 2 }, { 3, 2 } })
            cells.set(cellAt(r - 1, c - 1));
        // Links: row B 38, box 3 16, column 8 39, box 9 27, row H 45, box 7 16, column 2 48, box 1 27.
        const CandidateSet expected = linkEliminations(s, 1, { 3, 8 }, cells) | linkEliminations(s, 20, { 1, 6 }, cells)
            | linkEliminations(s, 9 + 7, { 3, 9 }, cells) | linkEliminations(s, 26, { 2, 7 }, cells)
            | linkEliminations(s, 7, { 4, 5 }, cells) | linkEliminations(s, 24, { 1, 6 }, cells)
            | linkEliminations(s, 9 + 1, { 4, 8 }, cells) | linkEliminations(s, 18, { 2, 7 }, cells);
        QCOMPARE(names(st.eliminations), names(expected));
        QCOMPARE(int(st.readings.front().bases.size()), 16);
        QCOMPARE(int(st.readings.front().covers.size()), 16);
        QCOMPARE(st.rank(), 0);
        QCOMPARE(st.rule, ProofRule::CountingRule);
        QCOMPARE(solverDisproves(s, st), std::string());
        // The default path takes it first.
        const auto next = findNextStep(s, TechniqueSettings::defaults());
        QVERIFY(next && next->technique == "sk-loop");
    }

    // A state with none of the large patterns: nothing found. (An MSLS is
    // there: 10 cells whose links hold the state's X-Wing on 3, rank 0.)
    void nothingOnAnEasyState()
    {
        const State s = *parseState(kXWing);
        for (std::string_view id : { "junior-exocet", "tridagon", "sk-loop" })
            QVERIFY2(findSteps(s, id).empty(), id.data());
        for (const Step& st : findSteps(s, "msls")) {
            QCOMPARE(st.rank(), 0);
            QCOMPARE(solverDisproves(s, st), std::string());
        }
    }

    // The steps the four finders take on default paths of forum hardest
    // puzzles: each true by the solver; SK loop and MSLS rank 0 without fins
    // by the counting rule.
    void pathsOfHardestPuzzles()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt");
        std::map<std::string, int> taken;
        for (std::size_t i = 0; i < lines.size() && i < 8; ++i) {
            State s = *parseState(firstField(lines[i]));
            const SolvePath path = solvePath(s, TechniqueSettings::defaults());
            QCOMPARE(path.result, SolvePath::Result::Solved);
            for (const Step& st : path.steps) {
                if (st.technique == "sk-loop" || st.technique == "msls") {
                    QCOMPARE(st.rank(), 0);
                    QVERIFY(st.fins().none());
                    QCOMPARE(st.rule, ProofRule::CountingRule);
                }
                if (st.technique == "junior-exocet" || st.technique == "tridagon" || st.technique == "sk-loop"
                    || st.technique == "msls") {
                    ++taken[st.technique];
                    QCOMPARE(solverDisproves(s, st), std::string());
                }
                s = apply(s, st);
            }
        }
        QVERIFY(taken["junior-exocet"] + taken["msls"] + taken["sk-loop"] + taken["tridagon"] > 0);
    }
};

QTEST_APPLESS_MAIN(TstExpert)
#include "tst_expert.moc"
