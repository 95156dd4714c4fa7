// SPDX-License-Identifier: GPL-3.0-or-later
// Pattern arguments other than the Exocets' (docs/patterns.md): the Tridagon
// rule, SK loops and MSLS by their rank-0 counting, and the uniqueness rules.
// Each step's rule is recomputed by the test's own reading of the published
// rule (brute force over the Tridagon's assignments, a recount of truths and
// links, the unique rectangle types on HoDoKu's library cases); its
// conclusions are exactly the step's and true by the solver.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <array>
#include <bit>
#include <map>
#include <set>

using namespace setwise;
using namespace setwise::test;

namespace
{

State caseNamed(const std::string& name)
{
    std::string id, text;
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/expert_patterns.txt")) {
        if (line.rfind("case ", 0) == 0) {
            id = line.substr(5);
            text.clear();
        } else if (line == "end" && id == name) {
            return *parseState(text);
        } else {
            text += line + "\n";
        }
    }
    return State {};
}

bool sameHouse(Cell a, Cell b)
{
    return rowOf(a) == rowOf(b) || colOf(a) == colOf(b) || boxOf(a) == boxOf(b);
}

// One rule covering every conclusion; "" when the argument has that shape.
std::string oneRule(const Step& st, const char* rule)
{
    if (st.argument.kind != ArgumentKind::Pattern || st.argument.rules.size() != 1)
        return "not one pattern rule";
    const ArgumentRule& r = st.argument.rules.front();
    if (r.rule != rule)
        return "rule " + r.rule + ", not " + rule;
    if (r.eliminations != st.eliminations || r.placements != st.placements)
        return "the rule's conclusions are not the step's";
    if (r.source.empty() || r.premises.empty())
        return "no source or premises";
    return "";
}

// The Tridagon read apart from the engine: twelve cells (the step's truths),
// three a box in four boxes of two bands and two stacks, one per row and
// column of each box; no way to write a, b, c in them (each box's three cells
// different digits) without a repeat in a row or column; the guardians are
// their other candidates; one guardian is placed, else what sees every
// guardian is eliminated.
std::string checkTridagon(const State& s, const Step& st)
{
    if (auto bad = oneRule(st, "tridagon"); !bad.empty())
        return bad;
    std::vector<Cell> cells;
    for (Constraint k : st.readings.front().bases)
        if (kindOf(k) == ConstraintKind::Cell)
            cells.push_back(cellOf(candidatesOf(k).first()));
    std::map<int, std::vector<Cell>> byBox;
    for (Cell c : cells)
        byBox[boxOf(c)].push_back(c);
    if (cells.size() != 12 || byBox.size() != 4 || st.digits.size() != 3)
        return "not twelve cells in four boxes";
    std::set<int> bands, stacks;
    for (const auto& [box, cs] : byBox) {
        bands.insert(box / 3);
        stacks.insert(box % 3);
        for (std::size_t i = 0; i < cs.size(); ++i)
            for (std::size_t j = i + 1; j < cs.size(); ++j)
                if (rowOf(cs[i]) == rowOf(cs[j]) || colOf(cs[i]) == colOf(cs[j]))
                    return "two cells of a box in one line";
    }
    if (bands.size() != 2 || stacks.size() != 2)
        return "the boxes are not two bands by two stacks";
    // Every assignment: per box one of the six orders of the three digits.
    const std::array<std::array<int, 3>, 6> orders { { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 },
        { 2, 1, 0 } } };
    std::vector<std::vector<Cell>> boxes;
    for (const auto& [box, cs] : byBox)
        boxes.push_back(cs);
    for (int code = 0; code < 1296; ++code) {
        std::map<Cell, int> digit;
        for (int b = 0, c = code; b < 4; ++b, c /= 6)
            for (int i = 0; i < 3; ++i)
                digit[boxes[std::size_t(b)][std::size_t(i)]] = orders[std::size_t(c % 6)][std::size_t(i)];
        bool clash = false;
        for (const auto& [x, dx] : digit)
            for (const auto& [y, dy] : digit)
                clash = clash || (x != y && dx == dy && (rowOf(x) == rowOf(y) || colOf(x) == colOf(y)));
        if (!clash)
            return "an assignment of the three digits fits";
    }
    unsigned abc = 0;
    for (Digit d : st.digits)
        abc |= 1U << d;
    CandidateSet guardians;
    for (Cell c : cells)
        for (Digit d = 0; d < 9; ++d)
            if (!(abc >> d & 1U) && s.isLive(candidateOf(c, d)))
                guardians.set(candidateOf(c, d));
    CandidateSet eliminations, placements;
    if (guardians.count() == 1) {
        placements = guardians;
    } else {
        for (Candidate x : s.live() - guardians) {
            bool seesAll = true;
            for (Candidate g : guardians)
                seesAll = seesAll
                    && ((cellOf(x) == cellOf(g)) || (digitOf(x) == digitOf(g) && sameHouse(cellOf(x), cellOf(g))));
            if (seesAll)
                eliminations.set(x);
        }
    }
    if (eliminations != st.eliminations || placements != st.placements)
        return "the test's reading concludes " + names(eliminations) + " / " + names(placements);
    return solverDisproves(s, st);
}

// A rank-0 structure recounted: as many links as truths (all cells), no
// truth candidate outside the links, and the conclusions exactly the links'
// candidates outside the truths.
std::string checkRankZero(const State& s, const Step& st, const char* rule)
{
    if (auto bad = oneRule(st, rule); !bad.empty())
        return bad;
    const Evaluation& e = st.readings.front();
    if (e.bases.size() != e.covers.size())
        return "truths and links differ in number";
    CellSet truthCells;
    for (Constraint k : e.bases) {
        if (kindOf(k) != ConstraintKind::Cell)
            return "a truth is not a cell";
        truthCells.set(cellOf(candidatesOf(k).first()));
    }
    CandidateSet linked, want;
    for (Constraint k : e.covers)
        linked |= candidatesOf(k) & s.live();
    for (Cell c : truthCells)
        for (Digit d = 0; d < 9; ++d)
            if (s.isLive(candidateOf(c, d)) && !linked.test(candidateOf(c, d)))
                return "a truth candidate outside the links";
    for (Candidate x : linked)
        if (!truthCells.test(cellOf(x)))
            want.set(x);
    if (want != st.eliminations || st.placements.any())
        return "the recount concludes " + names(want);
    return solverDisproves(s, st);
}

// A unique rectangle of types 1 and 2 read apart from the engine, from the
// step's deadly pattern (four corners, digits a and b): type 1, one corner
// with extras holds one of them (a and b go; one extra is placed); type 2,
// two corners sharing a house with the same single extra x: x goes where a
// cell sees both.
std::string checkUniqueRectangle(const State& s, const Step& st, int type)
{
    if (auto bad = oneRule(st, type == 1 ? "unique-rectangle-type-1" : "unique-rectangle-type-2"); !bad.empty())
        return bad;
    if (st.argument.rules.front().premises.front().find("exactly one solution") == std::string::npos)
        return "the unique solution is not the first premise";
    CellSet corners;
    unsigned ab = 0;
    for (Candidate x : st.patternCandidates()) {
        corners.set(cellOf(x));
        ab |= 1U << digitOf(x);
    }
    if (corners.count() != 4 || std::popcount(ab) != 2)
        return "not a rectangle of two digits";
    std::vector<Cell> extra;
    unsigned extras = 0;
    for (Cell c : corners)
        if (s.cellMask(c) & ~ab) {
            extra.push_back(c);
            extras |= s.cellMask(c) & ~ab;
        }
    CandidateSet eliminations, placements;
    if (type == 1) {
        if (extra.size() != 1)
            return "type 1 needs one corner with extras";
        if (std::popcount(extras) == 1)
            placements.set(candidateOf(extra[0], std::countr_zero(extras)));
        else
            for (Digit d = 0; d < 9; ++d)
                if (ab >> d & 1U)
                    eliminations.set(candidateOf(extra[0], d));
        eliminations &= s.live();
    } else {
        if (extra.size() != 2 || std::popcount(extras) != 1 || !sameHouse(extra[0], extra[1]))
            return "type 2 needs two corners in a house with one extra digit";
        const Digit x = std::countr_zero(extras);
        for (Cell c = 0; c < kCells; ++c)
            if (c != extra[0] && c != extra[1] && sameHouse(c, extra[0]) && sameHouse(c, extra[1])
                && s.isLive(candidateOf(c, x)))
                eliminations.set(candidateOf(c, x));
    }
    if (eliminations != st.eliminations || placements != st.placements)
        return "the test's reading concludes " + names(eliminations) + " / " + names(placements);
    return "";
}

} // namespace

class TstPattern : public QObject
{
    Q_OBJECT
private slots:
    // Yogi's Tridagon (New Sudoku Players' Forum, SOURCES.md): 357 in boxes
    // 5, 6, 8, 9, the one guardian 1r8c8 placed. Then the Tridagon Setwise's
    // path takes on SudokuWiki's Tridagons example puzzle (its "From the
    // start" grid), checked by the same reading.
    void tridagon()
    {
        const State s = caseNamed("tridagon-yogi");
        const auto steps = findSteps(s, "tridagon");
        QVERIFY(!steps.empty());
        QCOMPARE(checkTridagon(s, steps.front()), std::string());
        QVERIFY(steps.front().placements.test(cand(1, 8, 8)));
        State t = caseNamed("tridagon-sudokuwiki-example");
        int seen = 0;
        for (const Step& st : solvePath(t, TechniqueSettings::defaults()).steps) {
            if (st.technique == "tridagon") {
                QCOMPARE(checkTridagon(t, st), std::string());
                ++seen;
            }
            t = apply(t, st);
        }
        QVERIFY(seen > 0);
    }

    // Easter Monster's SK loop, and the MSLS steps of the default paths of
    // forum hardest puzzles (every 25th line of forum_hardest_1106): the
    // counting rule recounted.
    void rankZeroPatterns()
    {
        const State em = caseNamed("easter-monster");
        const auto loops = findSteps(em, "sk-loop");
        QCOMPARE(int(loops.size()), 1);
        QCOMPARE(checkRankZero(em, loops.front(), "sk-loop"), std::string());
        const auto lines = readLines(SETWISE_TEST_DATA "/forum_hardest_1106_skfr_heldout_every5.txt");
        int checked = 0;
        for (std::size_t i = 0; i < lines.size(); i += 5) {
            State s = *parseState(firstField(lines[i]));
            for (const Step& st : solvePath(s, TechniqueSettings::defaults()).steps) {
                if (st.technique == "msls" || st.technique == "sk-loop") {
                    QCOMPARE(checkRankZero(s, st, st.technique.c_str()), std::string());
                    ++checked;
                }
                if (st.technique == "tridagon")
                    QCOMPARE(checkTridagon(s, st), std::string());
                s = apply(s, st);
            }
        }
        qInfo("rank-0 pattern steps checked: %d", checked);
        QVERIFY(checked > 0);
    }

    // HoDoKu's regression library: every uniqueness step of the codes 0600-0610
    // argued by one published rule resting on the unique solution; types 1 and
    // 2 recomputed by the test's reading.
    void uniquenessRules()
    {
        static const std::map<std::string, std::string> kCodes = { { "0600", "uniqueness-1" },
            { "0601", "uniqueness-2" }, { "0602", "uniqueness-3" }, { "0603", "uniqueness-4" },
            { "0604", "uniqueness-5" }, { "0605", "uniqueness-6" }, { "0606", "hidden-rectangle" },
            { "0607", "avoidable-rectangle-1" }, { "0608", "avoidable-rectangle-2" }, { "0610", "bug-plus-1" } };
        std::map<std::string, int> checked;
        const ReglibTally tally
            = runReglib(SETWISE_TEST_DATA "/reglib-1.3.txt", [&](const LibraryCase& c) -> std::optional<std::string> {
                  const auto it = kCodes.find(c.code.substr(0, 4));
                  if (it == kCodes.end() || c.mustFail)
                      return std::nullopt;
                  for (const Step& st : findSteps(c.state, it->second)) {
                      if (st.argument.kind != ArgumentKind::Pattern || st.argument.rules.size() != 1
                          || st.argument.rules[0].eliminations != st.eliminations
                          || st.argument.rules[0].placements != st.placements)
                          return " " + hodokuText(st) + ": not one rule covering the step";
                      if (st.argument.rules[0].premises.front().find("exactly one solution") == std::string::npos)
                          return " " + hodokuText(st) + ": the unique solution is not a premise";
                      if (it->second == "uniqueness-1" || it->second == "uniqueness-2")
                          if (auto bad = checkUniqueRectangle(c.state, st, it->second.back() - '0'); !bad.empty())
                              return " " + hodokuText(st) + ": " + bad;
                      ++checked[it->second];
                  }
                  return std::string();
              });
        QVERIFY2(tally.failures.empty(), joinLines(tally.failures).c_str());
        for (const auto& [id, n] : checked)
            qInfo("%s: %d steps", id.c_str(), n);
        QVERIFY(checked["uniqueness-1"] > 0 && checked["uniqueness-2"] > 0);
    }

    // The other uniqueness techniques on their published cases (Sudoku
    // Explainer's unique loops and BUG types, SudokuWiki's hidden and extended
    // unique rectangles; SOURCES.md): one rule, named as docs/patterns.md
    // says, covering the step, resting on the unique solution.
    void namedUniquenessRules()
    {
        static const std::map<std::string, std::string> kRule = { { "unique-loop-1", "unique-loop-type-1" },
            { "unique-loop-2", "unique-loop-type-2" }, { "unique-loop-4", "unique-loop-type-4" },
            { "bug-type-2", "bug-type-2" }, { "bug-type-3", "bug-type-3" }, { "bug-type-4", "bug-type-4" },
            { "hidden-rectangle", "hidden-unique-rectangle-type-1" },
            { "hidden-unique-rectangle-2", "hidden-unique-rectangle-type-2" },
            { "extended-unique-rectangle", "extended-unique-rectangle-type-1" } };
        std::vector<std::pair<std::string, State>> cases;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/uniqueness_se_paths.txt")) {
            const auto f = split(line, '|');
            const std::string id = f[0].substr(0, f[0].find(' '));
            cases.emplace_back(id, *parseState(f[2].substr(f[2].find_first_not_of(' '))));
        }
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/uniqueness_sudokuwiki.txt")) {
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), line.c_str());
            for (const char* id : { "hidden-rectangle", "hidden-unique-rectangle-2", "extended-unique-rectangle" })
                cases.emplace_back(id, c->state);
        }
        int checked = 0;
        for (const auto& [id, s] : cases)
            for (const Step& st : findSteps(s, id)) {
                QCOMPARE(oneRule(st, kRule.at(id).c_str()), std::string());
                QVERIFY(st.argument.rules[0].premises.front().find("exactly one solution") != std::string::npos);
                ++checked;
            }
        qInfo("named uniqueness steps checked: %d", checked);
        QVERIFY(checked >= 14);
    }
};

QTEST_APPLESS_MAIN(TstPattern)
#include "tst_pattern.moc"
