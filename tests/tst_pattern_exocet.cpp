// SPDX-License-Identifier: GPL-3.0-or-later
// The Exocets' pattern arguments (docs/patterns.md): each rule's eliminations
// recomputed by the test's own reading of the JExocet Compendium's rules and
// SudokuWiki's Double Exocet rules (tests/exocet_reading.h, not engine/exotic/),
// on the published examples (tests/data/expert_patterns.txt, SOURCES.md) and
// on the default paths of forum hardest puzzles; the rules' union is exactly
// the step's conclusions, every conclusion true by the solver, and a later
// step of the same Exocet on a path cites the step that took it first.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "exocet_reading.h"
#include "test_util.h"

#include <QTest>

#include <functional>
#include <map>
#include <optional>
#include <regex>
#include <set>

using namespace setwise;
using namespace setwise::test;
namespace ex = setwise::test::exocet;

namespace
{

std::map<std::string, State> cases()
{
    std::map<std::string, State> out;
    std::string id, text;
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/expert_patterns.txt")) {
        if (line.rfind("case ", 0) == 0) {
            id = line.substr(5);
            text.clear();
        } else if (line == "end") {
            if (auto s = parseState(text))
                out.emplace(id, *s);
        } else {
            text += line + "\n";
        }
    }
    return out;
}

int cellNamed(const std::string& rc)
{
    return (rc[1] - '1') * 9 + (rc[3] - '1');
}

// The base cells and targets of each structure key: "Exocet base r1c1,r1c2, targets r2c4,r3c7".
std::vector<std::array<int, 4>> structuresOf(const Step& st)
{
    std::vector<std::array<int, 4>> out;
    static const std::regex key("Exocet base (r\\dc\\d),(r\\dc\\d), targets (r\\dc\\d),(r\\dc\\d)");
    for (const std::string& k : st.argument.structures) {
        std::smatch m;
        if (std::regex_match(k, m, key))
            out.push_back({ cellNamed(m[1]), cellNamed(m[2]), cellNamed(m[3]), cellNamed(m[4]) });
    }
    return out;
}

// Whether the step rests on the Exocet of these base cells and targets (in any order).
bool restsOn(const Step& st, const std::string& b1, const std::string& b2, const std::string& t1, const std::string& t2)
{
    const auto keys = structuresOf(st);
    return keys.size() == 1
        && std::set<int> { keys[0][0], keys[0][1] } == std::set<int> { cellNamed(b1), cellNamed(b2) }
    && std::set<int> { keys[0][2], keys[0][3] } == std::set<int> { cellNamed(t1), cellNamed(t2) };
}

ex::Elims elimsOf(const CandidateSet& xs)
{
    ex::Elims out;
    for (Candidate x : xs)
        out.insert(cellOf(x) * 9 + digitOf(x));
    return out;
}

CandidateSet setOf(std::initializer_list<Candidate> xs)
{
    CandidateSet out;
    for (Candidate x : xs)
        out.set(x);
    return out;
}

std::string text(const std::vector<ex::RuleResult>& rules)
{
    std::string out;
    for (const auto& r : rules) {
        out += r.rule + ":";
        for (int x : r.eliminations)
            out += " " + candidateName(candidateOf(x / 9, x % 9));
        out += "\n";
    }
    return out;
}

std::vector<ex::RuleResult> rulesOf(const Step& st)
{
    std::vector<ex::RuleResult> out;
    for (const ArgumentRule& r : st.argument.rules)
        out.push_back({ r.rule + (r.placements.any() ? " (with placements)" : ""), elimsOf(r.eliminations) });
    return out;
}

// The published Double Exocet rules read apart from the engine: the pair is
// established when every fitting pair of compatible assignments keeps the
// true digits apart; rule 1 clears the cells seeing all four base cells or
// all four targets; rule 2 the cover-house eliminations of the Exocet a
// digit is true in (common to both when it may be true in either).
std::vector<ex::RuleResult> doubleRules(const State& s, const ex::Shape& a, const ex::Shape& b)
{
    const ex::Grid g = ex::gridOf(s);
    const auto one = ex::keptAssignments(a, g), two = ex::keptAssignments(b, g);
    const int cells[8] = { a.b1, a.b2, a.t[0], a.t[1], b.b1, b.b2, b.t[0], b.t[1] };
    unsigned in[2] = {};
    bool any = false;
    for (const auto& p : one)
        for (const auto& q : two) {
            const int d[8] = { p.b1, p.b2, p.t1, p.t2, q.b1, q.b2, q.t1, q.t2 };
            bool fits = true;
            for (int i = 0; i < 4; ++i)
                for (int j = 4; j < 8; ++j)
                    if (cells[i] == cells[j] ? d[i] != d[j] : (d[i] == d[j] && ex::seeEach(cells[i], cells[j])))
                        fits = false;
            if (!fits)
                continue;
            const unsigned m1 = (1U << p.b1) | (1U << p.b2), m2 = (1U << q.b1) | (1U << q.b2);
            if (m1 & m2)
                return {};
            any = true;
            in[0] |= m1;
            in[1] |= m2;
        }
    if (!any || std::popcount(a.digits) != 4)
        return {};
    std::vector<ex::RuleResult> out;
    ex::Elims first;
    for (int c = 0; c < 81; ++c) {
        bool allBases = true, allTargets = true;
        for (int i = 0; i < 8; ++i)
            (i % 4 < 2 ? allBases : allTargets) = (i % 4 < 2 ? allBases : allTargets) && ex::seeEach(c, cells[i]);
        for (int d = 0; d < 9; ++d)
            if ((allBases || allTargets) && (a.digits >> d & 1U) && g.empty(c) && g.has(c, d))
                first.insert(c * 9 + d);
    }
    ex::Grid after = g;
    if (!first.empty()) {
        out.push_back({ "double-exocet-rule-1", first });
        after.drop(first);
    }
    ex::Elims second;
    for (int d = 0; d < 9; ++d) {
        if (!(a.digits >> d & 1U) || !((in[0] | in[1]) >> d & 1U))
            continue;
        std::optional<ex::Elims> common;
        for (int k = 0; k < 2; ++k) {
            if (!(in[k] >> d & 1U))
                continue;
            const ex::Elims e = ex::coverHouseRule(k == 0 ? a : b, after, d);
            if (!common) {
                common = e;
            } else {
                ex::Elims both;
                for (int x : e)
                    if (common->count(x))
                        both.insert(x);
                common = both;
            }
        }
        second.insert(common->begin(), common->end());
    }
    if (!second.empty())
        out.push_back({ "double-exocet-rule-2", second });
    return out;
}

// The step's rules against the test's reading; "" when they agree.
std::string checkStep(const State& s, const Step& st)
{
    const auto keys = structuresOf(st);
    std::vector<ex::RuleResult> want;
    if (st.technique == "double-exocet") {
        // Each Exocet's own rules, then the pair's.
        if (keys.size() != 2)
            return "two structure keys expected";
        const ex::Shape a = ex::shapeOf(s, keys[0][0], keys[0][1], keys[0][2], keys[0][3]);
        const ex::Shape b = ex::shapeOf(s, keys[1][0], keys[1][1], keys[1][2], keys[1][3]);
        for (const ex::Shape* x : { &a, &b }) {
            if (!ex::holds(*x, ex::gridOf(s)))
                return "an Exocet's conditions do not hold";
            const auto own = ex::allRounds(*x, ex::gridOf(s));
            want.insert(want.end(), own.begin(), own.end());
        }
        const auto pair = doubleRules(s, a, b);
        if (pair.empty())
            return "the pair is not established";
        want.insert(want.end(), pair.begin(), pair.end());
    } else {
        if (keys.size() != 1)
            return "one structure key expected";
        const ex::Shape x = ex::shapeOf(s, keys[0][0], keys[0][1], keys[0][2], keys[0][3]);
        if (st.argument.rules.size() == 1 && st.argument.rules[0].rule == "exocet-generic-condition")
            return solverDisproves(s, st); // the template form: its rule is checked on its own case
        if (!ex::holds(x, ex::gridOf(s)))
            return "the pattern's conditions do not hold";
        want = ex::allRounds(x, ex::gridOf(s));
    }
    const auto got = rulesOf(st);
    CandidateSet all;
    for (const ArgumentRule& r : st.argument.rules)
        all |= r.eliminations;
    if (text(got) != text(want))
        return "rules differ:\n" + text(got) + "-- the test's reading:\n" + text(want);
    if (all != st.eliminations || st.placements.any())
        return "the rules' union is not the step's conclusions";
    return solverDisproves(s, st);
}

} // namespace

class TstPatternExocet : public QObject
{
    Q_OBJECT
private slots:
    // JExocet Compendium example 2 (David P. Bird; DougCube's post of it):
    // the published eliminations, each under the rule the compendium names.
    void compendiumExample2()
    {
        const State s = cases().at("exocet-compendium-2");
        const auto steps = findSteps(s, "junior-exocet");
        QCOMPARE(int(steps.size()), 1);
        const Step& st = steps.front();
        QCOMPARE(st.argument.kind, ArgumentKind::Pattern);
        QCOMPARE(checkStep(s, st), std::string());
        auto gives = [&](const char* rule, Candidate x) {
            for (const ArgumentRule& r : st.argument.rules)
                if (r.rule == rule && r.eliminations.test(x))
                    return true;
            return false;
        };
        QVERIFY(gives("exocet-target-non-base", cand(2, 2, 4))); // non-base digit in target cell
        QVERIFY(gives("exocet-mirror-node", cand(5, 2, 4))); // base digit missing from mirror node
        QVERIFY(gives("exocet-cross-line-cover-house", cand(9, 2, 4))); // 9's cover house c4 is r2c4's cross-line
        // Base digits missing in the mirrored target: r3c8 holds no base
        // digit, so r3c9 holds r2c4's digit.
        QVERIFY(gives("exocet-mirror-node-single-cell", cand(3, 3, 9)));
        QVERIFY(gives("exocet-mirror-node-single-cell", cand(9, 3, 9)));
        CellSet mirrors;
        for (auto [r, c] : std::initializer_list<std::pair<int, int>> { { 3, 8 }, { 3, 9 }, { 2, 5 }, { 2, 6 } })
            mirrors.set(cellAt(r - 1, c - 1));
        QCOMPARE(st.structureMirror, mirrors);
        QCOMPARE(st.argument.structures, std::vector<std::string> { "Exocet base r1c1,r1c2, targets r2c4,r3c7" });
    }

    // SudokuWiki's Exocet page, elimination rule 1: "the 4 in B4, and the 2
    // and 7 in C7" are not base digits. The first state of the default path
    // where that Exocet stands.
    void sudokuWikiRule1()
    {
        State s = cases().at("exocet-sudokuwiki-rule-1");
        const SolvePath path = solvePath(s, TechniqueSettings::defaults());
        const Step* found = nullptr;
        std::vector<Step> steps;
        for (const Step& p : path.steps) {
            steps = findSteps(s, "junior-exocet");
            for (const Step& st : steps)
                if (restsOn(st, "r1c1", "r1c2", "r2c4", "r3c7"))
                    found = &st;
            if (found)
                break;
            s = apply(s, p);
        }
        QVERIFY(found != nullptr);
        QCOMPARE(checkStep(s, *found), std::string());
        QCOMPARE(int(found->argument.rules.size()), 1);
        QCOMPARE(found->argument.rules[0].rule, std::string("exocet-target-non-base"));
        QCOMPARE(names(found->eliminations), names(setOf({ cand(4, 2, 4), cand(2, 3, 7), cand(7, 3, 7) })));
    }

    // SudokuWiki's Double Exocet page (Unsolvable #165): rule 1 clears the
    // base digits from D1, D2 (they see all four targets), F5 and E9 (all four
    // base cells); rule 2 from rows A, B and J outside the S cells (columns 3,
    // 5, 9). The test's own reading of both rules gives the same.
    void doubleExocetSudokuWiki()
    {
        const State s = cases().at("double-exocet-unsolvable-165");
        const auto steps = findSteps(s, "double-exocet");
        QCOMPARE(int(steps.size()), 1);
        const Step& st = steps.front();
        QCOMPARE(checkStep(s, st), std::string());
        CandidateSet first, second;
        for (auto [r, c] : std::initializer_list<std::pair<int, int>> { { 4, 1 }, { 4, 2 }, { 6, 5 }, { 5, 9 } })
            for (int d : { 2, 4, 5, 9 })
                if (s.isLive(cand(d, r, c)))
                    first.set(cand(d, r, c));
        for (int r : { 1, 2, 9 })
            for (int c : { 1, 2, 4, 6, 7, 8 })
                for (int d : { 2, 4, 5, 9 })
                    if (s.isEmpty(cellAt(r - 1, c - 1)) && s.isLive(cand(d, r, c)))
                        second.set(cand(d, r, c));
        // The pair's two rules come last (each Exocet's own rules first).
        const auto& rules = st.argument.rules;
        QVERIFY(rules.size() >= 2);
        QCOMPARE(rules[rules.size() - 2].rule, std::string("double-exocet-rule-1"));
        QCOMPARE(rules.back().rule, std::string("double-exocet-rule-2"));
        QCOMPARE(names(rules[rules.size() - 2].eliminations), names(first));
        QCOMPARE(names(rules.back().eliminations), names(second));
    }

    // A Double Exocet is one step on a path: where the pair stands, the path
    // takes it (with each Exocet's own rules) before either Exocet alone. On
    // the default paths of forum hardest puzzles (every 5th line of
    // forum_hardest_1106), no Junior Exocet is taken where a Double Exocet
    // resting on it is found, and on line 81 of the list (whose pair used to
    // take three steps: each Exocet, then the pair) each structure is in one
    // step of the path.
    void doubleExocetIsOneStep()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forum_hardest_1106_skfr_heldout_every5.txt");
        QVERIFY(lines.size() >= 17);
        int juniors = 0, doubles = 0;
        for (std::size_t i = 0; i < lines.size(); i += 2) {
            State s = *parseState(firstField(lines[i]));
            const SolvePath path = walkPath(s, TechniqueSettings::defaults());
            QCOMPARE(path.result, SolvePath::Result::Solved);
            for (const Step& st : path.steps) {
                if (st.technique == "junior-exocet") {
                    ++juniors;
                    for (const Step& d : findSteps(s, "double-exocet"))
                        QVERIFY2(std::find(d.argument.structures.begin(), d.argument.structures.end(),
                                     st.argument.structures.front())
                                == d.argument.structures.end(),
                            (lines[i] + ": " + st.forcingText + " taken where the pair stands: " + d.forcingText)
                                .c_str());
                }
                doubles += st.technique == "double-exocet";
                s = apply(s, st);
            }
        }
        QVERIFY(juniors > 5 && doubles > 5);
        // Line 81 of the list (the 17th of every 5th).
        State s = *parseState(firstField(lines[16]));
        const SolvePath path = walkPath(s, TechniqueSettings::defaults());
        std::map<std::string, int> stepsOf;
        const Step* pair = nullptr;
        for (const Step& st : path.steps) {
            if (st.technique.ends_with("exocet")) {
                QVERIFY2(checkStep(s, st).empty(), checkStep(s, st).c_str());
                for (const std::string& key : st.argument.structures)
                    ++stepsOf[key];
                if (st.technique == "double-exocet")
                    pair = &st;
            }
            s = apply(s, st);
        }
        QVERIFY(pair != nullptr);
        QCOMPARE(int(stepsOf.size()), 2);
        for (const auto& [key, n] : stepsOf)
            QVERIFY2(n == 1, key.c_str());
        // The pair's step takes the Exocets' own rules too.
        bool own = false;
        for (const ArgumentRule& r : pair->argument.rules)
            own = own || r.rule.starts_with("exocet-");
        QVERIFY(own);
    }

    // A Senior Exocet made for the test (SOURCES.md): target r8c7 below the
    // band. One cover house for 4 (r6c7), so 4 leaves the base cells and
    // targets; 2 and 3 are the only compatible pair, 2 is known true: it
    // leaves the cells seeing both base cells, and its two S cells r4c1 and
    // r7c7 take it, so their houses lose it.
    void seniorExocetConstructed()
    {
        const State s = cases().at("senior-exocet-constructed");
        const Step* st = nullptr;
        const auto steps = findSteps(s, "senior-exocet");
        for (const Step& x : steps)
            if (restsOn(x, "r1c2", "r1c3", "r3c4", "r8c7"))
                st = &x;
        QVERIFY(st != nullptr);
        QCOMPARE(checkStep(s, *st), std::string());
        QCOMPARE(names(st->eliminations),
            names(setOf({ cand(4, 1, 2), cand(4, 3, 4), cand(2, 1, 4), cand(2, 3, 1), cand(2, 4, 2), cand(2, 4, 5),
                cand(2, 5, 2) })));
        for (const Step& x : steps)
            QCOMPARE(checkStep(s, x), std::string());
    }

    // The template form (champagne's generic condition): every template of
    // each base digit through a base cell meets a target, counted here by the
    // test's own enumeration; the targets' other digits go.
    void seniorExocetTemplates()
    {
        const State s = cases().at("senior-exocet-hardest-151");
        const Step* st = nullptr;
        const auto steps = findSteps(s, "senior-exocet");
        for (const Step& x : steps)
            if (restsOn(x, "r1c2", "r1c3", "r2c8", "r5c6"))
                st = &x;
        QVERIFY(st != nullptr);
        QCOMPARE(int(st->argument.rules.size()), 1);
        QCOMPARE(st->argument.rules[0].rule, std::string("exocet-generic-condition"));
        const ex::Grid g = ex::gridOf(s);
        const int b1 = cellNamed("r1c2"), b2 = cellNamed("r1c3"), t1 = cellNamed("r2c8"), t2 = cellNamed("r5c6");
        const unsigned digits = g.mask(b1) | g.mask(b2);
        for (int d = 0; d < 9; ++d) {
            if (!(digits >> d & 1U))
                continue;
            // Every placement of d, one a row, in cells holding it, no two in a column or box.
            int through = 0, missing = 0;
            std::array<int, 9> at {};
            std::function<void(int, unsigned, unsigned)> walk = [&](int row, unsigned cols, unsigned boxes) {
                if (row == 9) {
                    bool base = false, target = false;
                    for (int r = 0; r < 9; ++r) {
                        const int c = r * 9 + at[r];
                        base = base || c == b1 || c == b2;
                        target = target || c == t1 || c == t2;
                    }
                    through += base;
                    missing += base && !target;
                    return;
                }
                for (int col = 0; col < 9; ++col) {
                    const int c = row * 9 + col, box = ex::boxOfCell(c);
                    if ((cols >> col & 1U) || (boxes >> box & 1U) || !g.has(c, d))
                        continue;
                    at[row] = col;
                    walk(row + 1, cols | 1U << col, boxes | 1U << box);
                }
            };
            walk(0, 0, 0);
            QVERIFY(through > 0);
            QCOMPARE(missing, 0);
        }
        CandidateSet want;
        for (int t : { t1, t2 })
            for (int d = 0; d < 9; ++d)
                if (g.empty(t) && g.has(t, d) && !(digits >> d & 1U))
                    want.set(candidateOf(t, d));
        QCOMPARE(names(st->eliminations), names(want));
        QCOMPARE(solverDisproves(s, *st), std::string());
    }

    // The default paths of forum hardest puzzles (every 25th line of
    // forum_hardest_1106): every Exocet step's rules are the test's reading,
    // and so are the Senior finder's steps in every other state (it is off by
    // default); a later step of the same Exocet cites the step that took it first.
    void hardestPaths()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forum_hardest_1106_skfr_heldout_every5.txt");
        std::map<std::string, int> checked;
        int cited = 0;
        for (std::size_t i = 0; i < lines.size(); i += 5) {
            State s = *parseState(firstField(lines[i]));
            const SolvePath path = solvePath(s, TechniqueSettings::defaults());
            QCOMPARE(path.result, SolvePath::Result::Solved);
            std::map<std::string, std::size_t> firstStep;
            for (std::size_t k = 0; k < path.steps.size(); ++k) {
                const Step& st = path.steps[k];
                if (st.technique.ends_with("exocet")) {
                    QVERIFY2(checkStep(s, st).empty(),
                        (lines[i] + " step " + std::to_string(k + 1) + ": " + checkStep(s, st)).c_str());
                    ++checked[st.technique];
                    for (const std::string& key : st.argument.structures) {
                        const auto earlier = firstStep.find(key);
                        if (earlier == firstStep.end()) {
                            firstStep.emplace(key, k + 1);
                            continue;
                        }
                        const std::string premise = "the " + key + " of step " + std::to_string(earlier->second);
                        for (const ArgumentRule& r : st.argument.rules)
                            QVERIFY2(std::find(r.premises.begin(), r.premises.end(), premise) != r.premises.end(),
                                premise.c_str());
                        ++cited;
                    }
                }
                if (k % 2 == 0)
                    for (const Step& x : findSteps(s, "senior-exocet")) {
                        QVERIFY2(checkStep(s, x).empty(), (lines[i] + ": " + checkStep(s, x)).c_str());
                        ++checked["senior-exocet"];
                    }
                s = apply(s, st);
            }
        }
        qInfo("checked: junior %d, double %d, senior %d; citing an earlier step: %d", checked["junior-exocet"],
            checked["double-exocet"], checked["senior-exocet"], cited);
        QVERIFY(checked["junior-exocet"] > 5);
        QVERIFY(checked["double-exocet"] > 0);
        QVERIFY(checked["junior-exocet"] + checked["double-exocet"] > 10);
        QVERIFY(cited > 0);
        QVERIFY(checked["senior-exocet"] > 10);
    }
};

QTEST_APPLESS_MAIN(TstPatternExocet)
#include "tst_pattern_exocet.moc"
