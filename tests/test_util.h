// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the engine tests (header only, no Qt widgets).

#include "engine/formats.h"
#include "engine/isomorph.h"
#include "engine/solver.h"
#include "engine/stepper.h"
#include "engine/tables.h"

#include <QTest>
#include <QtGlobal>

#include <algorithm>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <iomanip>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace setwise::test
{

// Under AddressSanitizer + UBSan (-DSETWISE_SANITIZE=ON, scripts/sanitize.sh)
// the long soundness loops take every kSampleScale-th case only.
#ifdef SETWISE_SANITIZE
inline constexpr std::size_t kSampleScale = 8;
#else
inline constexpr std::size_t kSampleScale = 1;
#endif

inline std::vector<std::string> readLines(const std::string& path)
{
    std::vector<std::string> out;
    std::ifstream f(path);
    for (std::string line; std::getline(f, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!line.empty() && line[0] != '#')
            out.push_back(line);
    }
    return out;
}

// The YAS manual's X-Wing state (bases 3R17, covers 3C49; its eliminations
// 3r2c4 3r2c9 3r4c9 3r6c4 3r6c9 3r8c4).
inline constexpr const char* kXWing
    = "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97";

// The candidate digit in row, column, all counted from 1: cand(3, 2, 4) is 3r2c4.
inline Candidate cand(int digit, int row, int col)
{
    return candidateOf(cellAt(row - 1, col - 1), digit - 1);
}

// HoDoKu's regression library (tests/data/reglib-1.3.txt): judge(case) runs on
// every library line; it returns std::nullopt to skip the line, "" when the
// line passes, or a note on what failed.
struct ReglibTally {
    std::map<std::string, std::pair<int, int>> perCode; // code -> (passed, total)
    std::vector<std::string> failures; // "line note"
    std::vector<std::string> unparsed; // "line: error"
    // One row per code: the code, name(its code without "-x"), passed/total.
    std::string table(const std::function<std::string(const std::string&)>& name) const
    {
        std::ostringstream out;
        for (const auto& [code, pc] : perCode) {
            const std::string base = code.substr(0, code.find('-'));
            out << std::left << std::setw(8) << code << ' ' << std::setw(28) << name(base) << ": " << pc.first << '/'
                << pc.second << '\n';
        }
        return out.str();
    }
};

// The second, independent route for a step's conclusions: the
// brute-force solver finds no solution with an eliminated candidate placed, or
// with a placed candidate removed. Empty when every conclusion holds.
inline std::string solverDisproves(const State& s, const Step& step)
{
    for (Candidate x : step.eliminations) {
        State t = s;
        t.place(cellOf(x), digitOf(x));
        if (countSolutions(t, 1).solutions != 0)
            return candidateName(x) + " is not false";
    }
    for (Candidate x : step.placements) {
        State t = s;
        t.eliminate(x);
        if (countSolutions(t, 1).solutions != 0)
            return candidateName(x) + " is not true";
    }
    return "";
}

// A library line's expected eliminations and placements as candidate sets.
inline std::pair<CandidateSet, CandidateSet> expectedConclusions(const LibraryCase& c)
{
    CandidateSet eliminations, placements;
    for (Candidate x : c.eliminations)
        eliminations.set(x);
    for (Candidate x : c.placements)
        placements.set(x);
    return { eliminations, placements };
}

template <typename Judge> ReglibTally runReglib(const std::string& path, Judge judge)
{
    ReglibTally tally;
    for (const std::string& line : readLines(path)) {
        if (line.empty() || line[0] != ':')
            continue;
        auto c = parseLibraryLine(line);
        if (!c) {
            tally.unparsed.push_back(line + ": " + c.error().message);
            continue;
        }
        const std::optional<std::string> note = judge(*c);
        if (!note)
            continue;
        auto& pc = tally.perCode[c->code];
        pc.first += note->empty();
        pc.second += 1;
        if (!note->empty())
            tally.failures.push_back(line + *note);
    }
    return tally;
}

inline std::string joinLines(const std::vector<std::string>& lines)
{
    std::string out;
    for (const std::string& l : lines)
        out += l + '\n';
    return out;
}

// The default techniques without the named families: the paths of tests about
// other techniques stay as they were before those searches were on by default
// (and cost what they did).
inline TechniqueSettings defaultsWithout(std::initializer_list<std::string_view> families)
{
    TechniqueSettings s = TechniqueSettings::defaults();
    std::erase_if(s.order, [&](const std::string& id) {
        return std::find(families.begin(), families.end(), findTechnique(id)->family) != families.end();
    });
    return s;
}
// The ids of `order` plus the rank family's (but rank 2), in registry order:
// the rank family is off in the default path.
inline std::vector<std::string> withRankFamily(const std::vector<std::string>& order)
{
    std::vector<std::string> out;
    for (const Technique& t : techniques()) {
        const bool wanted = std::find(order.begin(), order.end(), t.id) != order.end()
            || (t.family == "rank" && t.id != "rank-2-logic");
        if (wanted)
            out.emplace_back(t.id);
    }
    return out;
}
// Without every search after the fish of size 4 but chains: the rank and ALS
// families, templates and forcing nets.
inline TechniqueSettings defaultsWithoutRank()
{
    return defaultsWithout({ "rank", "als", "templates", "forcing" });
}

// The place of technique `id` in the registry, techniques() (the default
// simplest-first order); -1 when no technique has that id.
inline int registryIndex(std::string_view id)
{
    const std::span<const Technique> all = techniques();
    const auto it = std::find_if(all.begin(), all.end(), [&](const Technique& t) { return t.id == id; });
    return it == all.end() ? -1 : int(it - all.begin());
}

inline std::string firstField(const std::string& line)
{
    return line.substr(0, line.find(' '));
}

inline std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

inline std::string names(const CandidateSet& xs)
{
    std::string out;
    for (Candidate x : xs)
        out += (out.empty() ? "" : " ") + candidateName(x);
    return out;
}

// The solution grid's candidates.
inline CandidateSet solutionSet(const Grid& g)
{
    CandidateSet s;
    for (Cell c = 0; c < kCells; ++c)
        s.set(candidateOf(c, g[c]));
    return s;
}

// Soundness along real paths: every `stride`-th line of `lines` (its first
// field), then the same lines as random isomorphs (seed 21). In every
// `every`-th state of each one's path with `settings`, and in a state the path
// gets stuck in, each step of each technique in `ids` must agree with the
// brute-force solution. Adds the steps checked per id to `checked`.
inline void checkStepsAlongPaths(const std::vector<std::string>& lines, std::size_t stride,
    const TechniqueSettings& settings, std::size_t every, std::span<const char* const> ids,
    std::map<std::string, int>& checked)
{
    for (std::size_t n = 0; n < 2 * lines.size(); n += stride) {
        const std::string& line = lines[n % lines.size()];
        auto parsed = parseState(firstField(line));
        QVERIFY2(parsed.ok(), line.c_str());
        const State start = n < lines.size() ? *parsed : isomorphFor(21, n).map(*parsed);
        const CandidateSet truth = solutionSet(countSolutions(start, 2).solution);
        const SolvePath path = solvePath(start, settings);
        auto check = [&](const State& st) {
            for (const char* id : ids)
                for (const Step& s : findSteps(st, id)) {
                    QVERIFY2(!s.eliminations.intersects(truth) && s.placements.isSubsetOf(truth),
                        (line + ": " + hodokuText(s)).c_str());
                    ++checked[id];
                }
        };
        State st = start;
        std::size_t at = 0;
        for (const Step& p : path.steps) {
            if (at++ % every == 0)
                check(st);
            if (QTest::currentTestFailed())
                return;
            st = apply(st, p);
        }
        if (path.result != SolvePath::Result::Solved)
            check(st);
        if (QTest::currentTestFailed())
            return;
    }
}

// A YAS manual test vector (tests/data/seed000_examples.txt): grid |
// eliminations made | technique | overrides | pattern | expected eliminations |
// solution.
struct SeedExample {
    State state;
    std::string technique;
    CandidateSet expected;
};

inline SeedExample seedExample(int index)
{
    const auto lines = readLines(SETWISE_TEST_DATA "/seed000_examples.txt");
    const auto f = split(lines.at(std::size_t(index)), '|');
    SeedExample ex;
    auto state = parseGivens81(f.at(0));
    if (!state)
        qFatal("seed example %d: %s", index, state.error().message.c_str());
    ex.state = *state;
    if (!f.at(1).empty()) {
        auto gone = parseCandidateList(f.at(1));
        if (!gone)
            qFatal("seed example %d: %s", index, gone.error().message.c_str());
        for (Candidate x : *gone)
            ex.state.eliminate(x);
    }
    ex.technique = f.at(2);
    auto expected = parseCandidateList(f.at(5));
    if (!expected)
        qFatal("seed example %d: %s", index, expected.error().message.c_str());
    for (Candidate x : *expected)
        ex.expected.set(x);
    return ex;
}

// The YAS manual's XY-chain with W..Z = 1..4 on an otherwise open grid: cells
// r1c4 {Y,Z}, r5c4 {X,Y}, r5c7 {W,X}, r6c8 {W,Z}.
inline State xyChainState()
{
    State s;
    auto keepOnly = [&](Cell c, std::initializer_list<Digit> ds) {
        for (Digit d = 0; d < 9; ++d)
            if (std::find(ds.begin(), ds.end(), d) == ds.end())
                s.eliminate(candidateOf(c, d));
    };
    keepOnly(cellAt(0, 3), { 2, 3 });
    keepOnly(cellAt(4, 3), { 1, 2 });
    keepOnly(cellAt(4, 6), { 0, 1 });
    keepOnly(cellAt(5, 7), { 0, 3 });
    return s;
}

} // namespace setwise::test
