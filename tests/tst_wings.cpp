// SPDX-License-Identifier: GPL-3.0-or-later
// The wings family (engine/wings/): HoDoKu's reglib lines 0800 (XY-Wing), 0801
// (XYZ-Wing), 0803 (W-Wing), 0901 (ALS-XZ) and 1101 (Sue de Coq), the chain
// drawing and text of a wing, the registry place, the rank family's ids, and
// soundness of every wing step on the default path of a top1465 sample.
#include "engine/rank/rank_search.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <map>

using namespace setwise;
using namespace setwise::test;

namespace
{

const std::map<std::string, std::string>& codeTable()
{
    static const std::map<std::string, std::string> table = {
        { "0800", "xy-wing" },
        { "0801", "xyz-wing" },
        { "0803", "w-wing" },
        { "0901", "als-xz" },
        { "1101", "sue-de-coq" },
    };
    return table;
}

std::optional<LibraryCase> firstCase(const std::string& code)
{
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/reglib-1.3.txt"))
        if (line.starts_with(":" + code + ":"))
            return parseLibraryLine(line).value();
    return std::nullopt;
}

} // namespace

class TstWings : public QObject
{
    Q_OBJECT
private slots:
    // Every line of the five codes: "hints" of the technique alone has a step
    // with exactly the expected eliminations; every step's conclusions also
    // survive the brute-force solver (the second route). One known miss,
    // checked by hand: 0901-2 digits 13679 (A = r4c3,r5c12,r6c3 {13568},
    // B = r3789c3 {13789}, X = 1,3): evaluate() also removes 8r4c3, a cell of
    // A that sees every 8 of the locked B (a cannibal, rank 0); HoDoKu leaves
    // the cells of both ALSs out of its eliminations. The step gives exactly
    // the ten expected plus 8r4c3, and the solver confirms 8r4c3 is false.
    void reglib()
    {
        const ReglibTally tally
            = runReglib(SETWISE_TEST_DATA "/reglib-1.3.txt", [](const LibraryCase& c) -> std::optional<std::string> {
                  auto it = codeTable().find(c.code.substr(0, 4));
                  if (it == codeTable().end())
                      return std::nullopt;
                  const auto [expElims, expPlace] = expectedConclusions(c);
                  bool found = false;
                  for (const Step& s : findSteps(c.state, it->second)) {
                      if (const std::string wrong = solverDisproves(c.state, s); !wrong.empty())
                          return " [unsound: " + wrong + "]";
                      found = found || (s.eliminations == expElims && s.placements == expPlace);
                  }
                  return (c.mustFail ? !found : found) ? "" : " [not as expected]";
              });
        QVERIFY2(tally.unparsed.empty(), joinLines(tally.unparsed).c_str());
        qInfo("per code:\n%s", tally.table([](const std::string& code) { return codeTable().at(code); }).c_str());
        // code -> passed, lines
        const std::map<std::string, std::pair<int, int>> expected = { { "0800", { 9, 9 } }, { "0801", { 16, 16 } },
            { "0803", { 14, 14 } }, { "0901-1", { 8, 8 } }, { "0901-2", { 8, 9 } }, { "1101", { 30, 30 } } };
        for (const auto& [code, pc] : expected) {
            QVERIFY2(tally.perCode.count(code), code.c_str());
            QCOMPARE(tally.perCode.at(code).second, pc.second);
            QCOMPARE(tally.perCode.at(code).first, pc.first);
        }
        for (const std::string& f : tally.failures)
            QVERIFY2(f.starts_with(":0901-2:13679:") && f.ends_with("[not as expected]"), f.c_str());
        QCOMPARE(tally.failures.size(), std::size_t(1));
        const std::string& line = tally.failures.front();
        const LibraryCase miss = parseLibraryLine(line.substr(0, line.rfind(" ["))).value();
        CandidateSet withCannibal = expectedConclusions(miss).first;
        withCannibal.set(cand(8, 4, 3));
        bool found = false;
        for (const Step& st : findSteps(miss.state, "als-xz"))
            found = found || st.eliminations == withCannibal;
        QVERIFY(found);
    }

    // The first 0800 line by hand: pivot r4c1 {16}, pincers r4c4 {19} and
    // r5c2 {69}; 9 goes from r4c23 and r5c456. Three cell truths and four
    // links, rank 1, drawn as the chain 9r4c4 = 1r4c4 - 1r4c1 = 6r4c1 - 6r5c2 = 9r5c2.
    void xyWingAsChain()
    {
        const auto c = firstCase("0800");
        QVERIFY(c);
        const auto steps = findSteps(c->state, "xy-wing");
        QVERIFY(!steps.empty());
        const auto [expected, none] = expectedConclusions(*c);
        const Step* wing = nullptr;
        for (const Step& s : steps)
            if (s.eliminations == expected)
                wing = &s;
        QVERIFY(wing);
        for (const Evaluation& e : wing->readings) {
            QCOMPARE(e.bases.size(), std::size_t(3));
            QCOMPARE(e.covers.size(), std::size_t(4));
            QCOMPARE(e.rank, 1);
            QVERIFY(e.fins.none());
        }
        QCOMPARE(wing->chainNodes.size(), std::size_t(6));
        QCOMPARE(wing->links.size(), std::size_t(5));
        for (std::size_t i = 0; i < wing->links.size(); ++i) {
            QCOMPARE(wing->links[i].strong, i % 2 == 0);
            // Strong links inside a cell, weak links between cells on one digit.
            const Candidate a = wing->chainNodes[std::size_t(wing->links[i].from)].candidates.first();
            const Candidate b = wing->chainNodes[std::size_t(wing->links[i].to)].candidates.first();
            QCOMPARE(cellOf(a) == cellOf(b), i % 2 == 0);
            QCOMPARE(digitOf(a) == digitOf(b), i % 2 == 1);
        }
        // The ends hold the eliminated digit.
        const Digit z = digitOf(expected.first());
        QCOMPARE(digitOf(wing->chainNodes.front().candidates.first()), z);
        QCOMPARE(digitOf(wing->chainNodes.back().candidates.first()), z);
        QCOMPARE(wing->chainNodes.front().candidates.first(), cand(9, 4, 4));
        QCOMPARE(wing->chainNodes[2].candidates.first(), cand(1, 4, 1));
        QCOMPARE(wing->chainNodes.back().candidates.first(), cand(9, 5, 2));
        QCOMPARE(hodokuText(*wing),
            std::string("XY-Wing: 1/6/9 in r4c1,r4c4,r5c2 => r4c2<>9, r4c3<>9, r5c4<>9, r5c5<>9, r5c6<>9"));
    }

    // The text forms of the other four read as HoDoKu writes them.
    void texts_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("prefix");
        QTest::addRow("xyz") << "0801"
                             << "XYZ-Wing: ";
        QTest::addRow("w") << "0803"
                           << "W-Wing: ";
        QTest::addRow("als-xz") << "0901-1"
                                << "ALS-XZ: A=";
        QTest::addRow("als-xz doubly") << "0901-2"
                                       << "ALS-XZ: A=";
        QTest::addRow("sdc") << "1101"
                             << "Sue de Coq: ";
    }
    void texts()
    {
        QFETCH(QString, code);
        QFETCH(QString, prefix);
        const auto c = firstCase(code.toStdString());
        QVERIFY(c);
        const auto steps = findSteps(c->state, codeTable().at(code.left(4).toStdString()));
        QVERIFY(!steps.empty());
        const std::string text = hodokuText(steps.front());
        QVERIFY2(text.starts_with(prefix.toStdString()) && text.find(" => ") != std::string::npos, text.c_str());
        if (code == QStringLiteral("0803"))
            QVERIFY2(text.find(" connected by ") != std::string::npos, text.c_str());
    }

    // After the small fish and uniqueness, before colouring and chains; Sue de
    // Coq and ALS-XZ at the start of the ALS family; on by default; each id once.
    void registryPlace()
    {
        std::vector<std::string_view> ids;
        for (const Technique& t : techniques())
            ids.push_back(t.id);
        auto at = [&](std::string_view id) { return std::find(ids.begin(), ids.end(), id) - ids.begin(); };
        QVERIFY(at("finned-jellyfish") < at("xy-wing"));
        QVERIFY(at("bug-plus-1") < at("xy-wing"));
        QVERIFY(at("xy-wing") < at("xyz-wing"));
        QVERIFY(at("xyz-wing") < at("w-wing"));
        QVERIFY(at("w-wing") < at("simple-colors-trap"));
        QVERIFY(at("grouped-aic") < at("sue-de-coq"));
        QVERIFY(at("sue-de-coq") < at("als-xz"));
        QVERIFY(at("als-xz") < at("als-xy-wing"));
        for (const auto& [code, id] : codeTable()) {
            QCOMPARE(std::count(ids.begin(), ids.end(), id), std::ptrdiff_t(1));
            QVERIFY(findTechnique(id)->defaultOn);
            QCOMPARE(findTechnique(id)->family, std::string_view("wings"));
            QVERIFY(TechniqueSettings::defaults().isEnabled(id));
        }
    }

    // The rank family keeps its generic ids: a wing the rank search finds is
    // listed as rank-1-logic, while explain still names its shape.
    void rankKeepsGenericIds()
    {
        for (std::string_view id : rankTechniqueIds())
            QCOMPARE(findTechnique(id)->family, std::string_view("rank"));
        const auto c = firstCase("0800");
        QVERIFY(c);
        const auto [expected, none] = expectedConclusions(*c);
        SearchOptions o;
        o.maxTruths = 3;
        const RankSearchResult r = rankSearch(c->state, o);
        bool listed = false;
        for (const Step& s : r.steps) {
            QVERIFY2(std::find(rankTechniqueIds().begin(), rankTechniqueIds().end(), s.technique)
                    != rankTechniqueIds().end(),
                s.technique.c_str());
            listed = listed || expected.isSubsetOf(s.eliminations) || s.eliminations.isSubsetOf(expected);
        }
        QVERIFY(listed);
        const RankSearchResult named = explainCandidate(c->state, expected.first(), o);
        QVERIFY(!named.steps.empty());
        QCOMPARE(named.steps.front().technique, std::string("xy-wing"));
    }

    // Every conclusion of every wing step on the default path of a top1465
    // sample agrees with the solution, and the sample has wing steps.
    void soundOnDefaultPath()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/top1465.txt");
        std::map<std::string, int> count;
        int puzzles = 0;
        for (std::size_t i = 0; i < lines.size(); i += 15 * kSampleScale) {
            auto start = parseGivens81(firstField(lines[i]));
            QVERIFY(start.ok());
            const auto solved = countSolutions(*start, 2);
            if (solved.solutions != 1)
                continue;
            ++puzzles;
            const CandidateSet truth = solutionSet(solved.solution);
            const SolvePath path = solvePath(*start, TechniqueSettings::defaults());
            for (const Step& s : path.steps) {
                if (findTechnique(s.technique)->family != "wings")
                    continue;
                ++count[s.technique];
                QVERIFY2(!s.eliminations.intersects(truth) && s.placements.isSubsetOf(truth), hodokuText(s).c_str());
            }
        }
        std::string summary;
        for (const auto& [id, n] : count)
            summary += id + " " + std::to_string(n) + "  ";
        qInfo("%d puzzles, wing steps: %s", puzzles, summary.c_str());
        QVERIFY(count["xy-wing"] > 0);
    }
};

QTEST_APPLESS_MAIN(TstWings)
#include "tst_wings.moc"
