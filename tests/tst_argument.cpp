// SPDX-License-Identifier: GPL-3.0-or-later
// Every step's argument (engine/argument.h) checked by the test's own reading
// of it, not by the code that built it: a counting argument re-counted from
// its readings' truths and links; an implications argument implication by
// implication against the state (each cited cell or house-digit, each lemma,
// each contradiction, the disjunction its branches cover, what they prove);
// and the argument covering every conclusion of its step, each one true in
// the solution. On hard paths (forum_hardest_1106 and top1465 lines) no step
// is left without an argument.
#include "engine/forcing/argue.h"
#include "engine/formats.h"
#include "engine/stepper.h"
#include "test_util.h"
#include "zones_recount.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace setwise;
using namespace setwise::test;

namespace
{

CandidateSet liveIn(const State& s, const std::vector<Constraint>& ks)
{
    CandidateSet out;
    for (Constraint k : ks)
        out |= candidatesOf(k) & s.live();
    return out;
}

std::string namesOf(const CandidateSet& xs)
{
    std::string out;
    for (Candidate x : xs)
        out += (out.empty() ? "" : " ") + candidateName(x);
    return out;
}

bool inAny(Candidate x, const std::vector<Constraint>& ks)
{
    for (Constraint k : ks)
        if (candidatesOf(k).test(x))
            return true;
    return false;
}

// Re-counts a counting argument by the rank rule as documented (evaluate.h):
// per reading, the truths' live candidates (virtual truths' too); fins those
// in no link or in two truths; per truth k_b, the fewest links over its other
// candidates; effective rank R' = links - sum k_b. A candidate outside the
// truths is false in more than R' links seeing every fin; a truth's in more
// than R' + k_b; a truth with one live candidate is true. The step's
// conclusions must be among them.
std::string recount(const State& s, const Step& st)
{
    CandidateSet elims, places;
    for (const Evaluation& e : st.readings) {
        std::vector<CandidateSet> truths;
        for (Constraint k : e.bases)
            truths.push_back(candidatesOf(k) & s.live());
        for (const VirtualBase& v : e.virtualBases)
            truths.push_back(v.candidates & s.live());
        const auto links = [&](Candidate x) {
            int m = 0;
            for (Constraint k : e.covers)
                m += candidatesOf(k).test(x);
            return m;
        };
        CandidateSet all, fins;
        for (const CandidateSet& t : truths) {
            fins |= all & t; // in two truths
            all |= t;
        }
        for (Candidate y : all)
            if (links(y) == 0)
                fins.set(y);
        std::vector<int> kb;
        int sum = 0;
        bool finOnly = false;
        for (const CandidateSet& t : truths) {
            int k = 99;
            for (Candidate y : t - fins)
                k = std::min(k, links(y));
            if (k == 99) {
                finOnly = true;
                k = 0;
            }
            kb.push_back(k);
            sum += k;
        }
        const int rEff = int(e.covers.size()) - sum;
        const auto seesFins = [&](Candidate x) {
            for (Candidate f : fins)
                if (f == x || !seenBy(f).test(x))
                    return false;
            return true;
        };
        CandidateSet mine;
        for (Constraint k : e.covers)
            for (Candidate x : candidatesOf(k) & s.live()) {
                if (!seesFins(x) && !(finOnly && fins.none()))
                    continue;
                if (!all.test(x)) {
                    if (links(x) >= rEff + 1)
                        mine.set(x);
                    continue;
                }
                for (std::size_t b = 0; b < truths.size(); ++b)
                    if (truths[b].test(x) && links(x) >= rEff + kb[b] + 1)
                        mine.set(x);
            }
        elims |= mine;
        for (const CandidateSet& t : truths)
            if (t.count() == 1)
                places |= t;
    }
    // A placement's cell and peers follow it (makeStep leaves them out).
    if (!st.eliminations.isSubsetOf(elims))
        return "counting: eliminations " + namesOf(st.eliminations - elims) + " not counted";
    if (!st.placements.isSubsetOf(places))
        return "counting: placements " + namesOf(st.placements - places) + " not counted";
    return "";
}

// The implication ids of an argument, each with its literal.
struct Known {
    Candidate candidate;
    bool on;
};

class ImplicationCheck
{
public:
    ImplicationCheck(const State& s, const Argument& a)
        : m_s(s)
        , m_a(a)
    {
    }

    // One branch (or a lemma's inner net): every implication against the state.
    std::string branch(const ArgumentBranch& b)
    {
        bool assumptions = true;
        for (const ArgumentImplication& i : b.implications) {
            if (m_known.count(i.id))
                return "id " + std::to_string(i.id) + " given twice";
            for (int f : i.from)
                if (!m_known.count(f) || f >= i.id)
                    return "id " + std::to_string(i.id) + " from unknown or later id " + std::to_string(f);
            if (!m_s.isLive(i.candidate))
                return "id " + std::to_string(i.id) + ": candidate not live in the state";
            const auto fromHas = [&](Candidate y, bool on) {
                for (int f : i.from)
                    if (m_known[f].candidate == y && m_known[f].on == on)
                        return true;
                return false;
            };
            switch (i.cites.kind) {
            case ArgumentCite::Kind::Assumption:
                if (!assumptions)
                    return "id " + std::to_string(i.id) + ": an assumption after an implication";
                break;
            case ArgumentCite::Kind::Constraint: {
                assumptions = false;
                const Constraint k = i.cites.constraint;
                if (k < 0 || !candidatesOf(k).test(i.candidate))
                    return "id " + std::to_string(i.id) + ": candidate not in its cited constraint";
                if (i.on) { // a base: every other live candidate is false
                    for (Candidate y : candidatesOf(k) & m_s.live())
                        if (y != i.candidate && !fromHas(y, false))
                            return "id " + std::to_string(i.id) + ": " + candidateName(y) + " in " + constraintName(k)
                                + " not shown false";
                } else { // a cover: another candidate of it is true
                    bool found = false;
                    for (Candidate y : candidatesOf(k))
                        found = found || (y != i.candidate && fromHas(y, true));
                    if (!found)
                        return "id " + std::to_string(i.id) + ": no true candidate in " + constraintName(k);
                }
                break;
            }
            case ArgumentCite::Kind::Lemma: {
                assumptions = false;
                if (i.cites.lemma < 0 || std::size_t(i.cites.lemma) >= m_a.lemmas.size())
                    return "id " + std::to_string(i.id) + ": no such lemma";
                if (i.on)
                    return "id " + std::to_string(i.id) + ": a lemma makes a candidate true";
                const ArgumentLemma& l = m_a.lemmas[std::size_t(i.cites.lemma)];
                if (l.kind == ArgumentLemma::Kind::Net) {
                    const auto& first = l.net.implications;
                    if (first.empty() || first.front().cites.kind != ArgumentCite::Kind::Assumption
                        || first.front().candidate != i.candidate || !first.front().on)
                        return "id " + std::to_string(i.id) + ": the inner net does not assume the candidate";
                    if (first.size() > 1 && first[1].cites.kind == ArgumentCite::Kind::Assumption)
                        return "id " + std::to_string(i.id) + ": the inner net assumes more";
                    if (l.net.contradiction < 0)
                        return "id " + std::to_string(i.id) + ": the inner net does not contradict";
                    if (std::string e = branch(l.net); !e.empty())
                        return "inner net of id " + std::to_string(i.id) + ": " + e;
                    if (std::string e = contradiction(l.net); !e.empty())
                        return "inner net of id " + std::to_string(i.id) + ": " + e;
                } else {
                    // A basic pattern on the branch's grid: its truths' live
                    // candidates, less the false ones it rests on, in as many links.
                    if (l.bases.size() != l.covers.size() || l.bases.empty())
                        return "pattern lemma: truths and links differ in number";
                    for (Candidate y : liveIn(m_s, l.bases))
                        if (!inAny(y, l.covers) && !fromHas(y, false))
                            return "pattern lemma: " + candidateName(y) + " outside its links";
                    if (!inAny(i.candidate, l.covers) || inAny(i.candidate, l.bases))
                        return "id " + std::to_string(i.id) + ": not in a link outside the truths";
                }
                break;
            }
            }
            m_known[i.id] = Known { i.candidate, i.on };
        }
        return "";
    }

    std::string contradiction(const ArgumentBranch& b)
    {
        const Constraint k = b.contradiction;
        const auto has = [&](Candidate y, bool on) {
            for (int f : b.contradictionFrom)
                if (m_known.count(f) && m_known[f].candidate == y && m_known[f].on == on)
                    return true;
            return false;
        };
        if (b.contradictionIsBase) {
            for (Candidate y : candidatesOf(k) & m_s.live())
                if (!has(y, false))
                    return "contradiction in " + constraintName(k) + ": " + candidateName(y) + " not false";
            return "";
        }
        int on = 0;
        for (Candidate y : candidatesOf(k))
            on += has(y, true);
        return on >= 2 ? "" : "contradiction in " + constraintName(k) + ": not two true";
    }

    // The whole argument; `proved` gets what its branches prove.
    std::string all(CandidateSet& eliminated, CandidateSet& placed)
    {
        const Argument& a = m_a;
        for (const ArgumentBranch& b : a.branches) {
            if (std::string e = branch(b); !e.empty())
                return e;
            if (b.contradiction >= 0)
                if (std::string e = contradiction(b); !e.empty())
                    return e;
        }
        // The branches' assumptions.
        std::vector<std::vector<Known>> assumed;
        for (const ArgumentBranch& b : a.branches) {
            assumed.emplace_back();
            for (const ArgumentImplication& i : b.implications)
                if (i.cites.kind == ArgumentCite::Kind::Assumption)
                    assumed.back().push_back({ i.candidate, i.on });
        }
        using K = ArgumentDisjunction::Kind;
        if (a.disjunction.kind == K::Each) {
            for (std::size_t i = 0; i < a.branches.size(); ++i) {
                if (a.branches[i].contradiction < 0 || assumed[i].size() != 1)
                    return "a branch standing alone does not contradict its one assumption";
                (assumed[i][0].on ? eliminated : placed).set(assumed[i][0].candidate);
            }
            return "";
        }
        // The cases the branches cover.
        CandidateSet starts, expected;
        std::size_t allOff = 0;
        for (const auto& as : assumed) {
            if (as.size() == 1 && as[0].on) {
                starts.set(as[0].candidate);
                continue;
            }
            allOff += 1;
        }
        if (a.disjunction.kind == K::Constraint) {
            expected = candidatesOf(a.disjunction.constraint) & m_s.live();
            if (allOff)
                return "a branch of a constraint assumes more than one candidate";
        } else {
            if (a.disjunction.lemma < 0 || std::size_t(a.disjunction.lemma) >= a.lemmas.size())
                return "no fish lemma";
            const ArgumentLemma& fish = a.lemmas[std::size_t(a.disjunction.lemma)];
            const CandidateSet baseCands = liveIn(m_s, fish.bases);
            CandidateSet fins;
            for (Candidate y : baseCands)
                if (!inAny(y, fish.covers))
                    fins.set(y);
            if (fish.bases.size() != fish.covers.size())
                return "the fish's truths and links differ in number";
            expected = fins;
            if (a.disjunction.kind == K::Fins) {
                // One branch takes every fin false: the fish lemma there.
                if (allOff != 1)
                    return "no single branch with every fin false";
                for (const auto& as : assumed)
                    if (!(as.size() == 1 && as[0].on)) {
                        CandidateSet off;
                        for (const Known& k : as)
                            if (!k.on)
                                off.set(k.candidate);
                        if (off != fins || as.size() != std::size_t(fins.count()))
                            return "the fish's branch does not take exactly the fins false";
                    }
            } else {
                if (allOff) {
                    std::string why;
                    for (const auto& as : assumed) {
                        why += " [";
                        for (const Known& k : as)
                            why += candidateName(k.candidate) + (k.on ? "+" : "-");
                        why += "]";
                    }
                    return "a fish-cover branch assumes more than one candidate:" + why;
                }
                if (!inAny(candidatesOf(a.disjunction.constraint).first(), fish.covers))
                    return "the cover is not the fish's";
                expected |= baseCands & candidatesOf(a.disjunction.constraint);
            }
        }
        if (starts != expected)
            return "the branches do not start from every case";
        CandidateSet off = CandidateSet::all(), on = CandidateSet::all();
        bool any = false;
        for (const ArgumentBranch& b : a.branches) {
            if (b.contradiction >= 0)
                continue;
            CandidateSet bOff, bOn;
            for (const ArgumentImplication& i : b.implications)
                (i.on ? bOn : bOff).set(i.candidate);
            off &= bOff;
            on &= bOn;
            any = true;
        }
        if (any) {
            eliminated |= off;
            placed |= on;
        }
        return "";
    }

private:
    const State& m_s;
    const Argument& m_a;
    std::map<int, Known> m_known;
};

// The step's argument, checked; "" when it holds and covers every conclusion.
std::string checkStep(const State& s, const Step& st)
{
    switch (st.argument.kind) {
    case ArgumentKind::None:
        return "no argument";
    case ArgumentKind::Counting:
        if (!st.argument.cases.empty()) {
            // Counting by cases for its case eliminations, the rank rule for the rest.
            if (std::string err = recountCases(s, st); !err.empty())
                return err;
            Step rest = st;
            rest.eliminations -= st.argument.caseEliminations;
            return recount(s, rest);
        }
        return recount(s, st);
    case ArgumentKind::Pattern: {
        CandidateSet e, p;
        for (const ArgumentRule& r : st.argument.rules) {
            e |= r.eliminations;
            p |= r.placements;
        }
        return e == st.eliminations && p == st.placements ? "" : "pattern rules do not cover the step";
    }
    case ArgumentKind::Implications: {
        CandidateSet e, p;
        ImplicationCheck check(s, st.argument);
        if (std::string err = check.all(e, p); !err.empty())
            return err;
        CandidateSet restE = st.eliminations - e, restP = st.placements - p;
        if ((restE | restP).any() && st.argument.counting == "rank") {
            // The rest counted by the readings.
            Step counted = st;
            counted.eliminations = restE;
            counted.placements = restP;
            if (std::string err = recount(s, counted); !err.empty())
                return err;
            restE.clear();
            restP.clear();
        }
        if ((restE | restP).any())
            return "implications do not prove " + namesOf(restE | restP);
        return "";
    }
    }
    return "";
}

// Walks a path and checks every step; counts steps per argument kind.
struct PathCheck {
    std::map<std::string, int> kinds;
    std::vector<std::string> failures;
};

void checkPath(const State& start, const TechniqueSettings& settings, PathCheck& out, const std::string& label)
{
    const CandidateSet truth = solutionSet(countSolutions(start, 1).solution);
    State s = start;
    const SolvePath path = solvePath(start, settings);
    if (path.result != SolvePath::Result::Solved)
        out.failures.push_back(label + ": not solved");
    for (std::size_t i = 0; i < path.steps.size(); ++i) {
        const Step& st = path.steps[i];
        out.kinds[argumentKindName(st.argument.kind)] += 1;
        if (std::string e = checkStep(s, st); !e.empty())
            out.failures.push_back(label + " step " + std::to_string(i + 1) + " " + st.technique + ": " + e);
        if (st.eliminations.intersects(truth) || !st.placements.isSubsetOf(truth))
            out.failures.push_back(label + " step " + std::to_string(i + 1) + ": unsound");
        s = apply(s, st);
    }
}

std::string joined(const std::vector<std::string>& v, std::size_t max = 8)
{
    std::string out;
    for (std::size_t i = 0; i < v.size() && i < max; ++i)
        out += v[i] + "\n";
    return out;
}

} // namespace

class TestArgument : public QObject
{
    Q_OBJECT

private slots:
    // Hard paths: forum_hardest_1106 lines and a top1465 sample. Every step
    // has an argument, checked independently, covering its conclusions.
    void hardPathsArgued()
    {
        PathCheck check;
        std::vector<std::string> lines = readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_every125.txt");
        const auto held = readLines(SETWISE_TEST_DATA "/forum_hardest_1106_skfr_heldout_every5.txt");
        for (std::size_t i = 0; i < held.size(); i += 8 * kSampleScale)
            lines.push_back(held[i]);
        const auto top = readLines(SETWISE_TEST_DATA "/formats_top1465_sample.txt");
        for (std::size_t i = 0; i < top.size(); i += 20 * kSampleScale)
            lines.push_back(top[i]);
        int n = 0;
        for (const std::string& line : lines) {
            auto s = parseState(line.substr(0, 81));
            QVERIFY(s);
            checkPath(*s, TechniqueSettings::defaults(), check, "line " + std::to_string(++n));
        }
        QVERIFY2(check.failures.empty(), joined(check.failures).c_str());
        QCOMPARE(check.kinds.count("none"), std::size_t(0));
        QVERIFY(check.kinds["implications"] > 0);
        QVERIFY(check.kinds["counting"] > 0);
    }

    // The checker itself fails a wrong argument: a cited constraint changed,
    // a premise dropped, a branch removed.
    void checkerRejectsWrongArguments()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_every125.txt");
        auto start = parseState(lines.front().substr(0, 81));
        QVERIFY(start);
        State s = *start;
        const SolvePath path = solvePath(s, TechniqueSettings::defaults());
        bool tried = false;
        for (const Step& st : path.steps) {
            if (st.argument.kind == ArgumentKind::Implications && !tried && st.argument.branches.size() >= 2) {
                QCOMPARE(checkStep(s, st), std::string());
                // A constraint cited by an implication that is not its candidate's.
                Step bad = st;
                for (ArgumentImplication& i : bad.argument.branches.front().implications)
                    if (i.cites.kind == ArgumentCite::Kind::Constraint) {
                        i.cites.constraint = (i.cites.constraint + 1) % kConstraints;
                        break;
                    }
                QVERIFY(!checkStep(s, bad).empty());
                // A premise dropped.
                bad = st;
                for (ArgumentImplication& i : bad.argument.branches.front().implications)
                    if (i.cites.kind == ArgumentCite::Kind::Constraint && !i.from.empty()) {
                        i.from.clear();
                        break;
                    }
                QVERIFY(!checkStep(s, bad).empty());
                // A branch removed: the disjunction is no longer covered (or a
                // conclusion no longer proven).
                bad = st;
                bad.argument.branches.pop_back();
                QVERIFY(!checkStep(s, bad).empty());
                tried = true;
            }
            s = apply(s, st);
        }
        QVERIFY(tried);
    }

    // Kraken fish: the fish as a lemma and each fin's net to the target.
    void krakenFishArgued()
    {
        int argued = 0;
        for (const char* file : { "/kraken_forum.txt", "/kraken_hodoku_type2.txt", "/kraken_als_top1465.txt" })
            for (const std::string& line : readLines(std::string(SETWISE_TEST_DATA) + file)) {
                auto s = parseState(line.substr(0, line.find(' ')));
                if (!s)
                    continue;
                const CandidateSet truth = solutionSet(countSolutions(*s, 1).solution);
                for (const char* id : { "kraken-fish-1", "kraken-fish-2" })
                    for (const Step& st : findSteps(*s, id)) {
                        QVERIFY2(checkStep(*s, st).empty(), (st.technique + ": " + checkStep(*s, st)).c_str());
                        QVERIFY(!st.eliminations.intersects(truth));
                        if (st.argument.disjunction.kind == ArgumentDisjunction::Kind::Fins
                            || st.argument.disjunction.kind == ArgumentDisjunction::Kind::FishCover)
                            ++argued;
                    }
            }
        QVERIFY2(argued > 0, "no Kraken fish argued by its fins");
    }

    // Where the first Kraken fish found for a target had an argument branch
    // of more than 60 implications and another fish's branches stay within
    // 60, the path takes one within 60
    // (tests/data/kraken_small_branch_states.txt). The branches are counted
    // here from the argument, each argument re-checked against the state and
    // every conclusion against the solution.
    void krakenSmallBranch()
    {
        const auto settings = TechniqueSettings::fromList("kraken-fish-2");
        QVERIFY(bool(settings));
        const auto largest = [](const Step& st) {
            std::size_t n = 0;
            for (const ArgumentBranch& b : st.argument.branches)
                n = std::max(n, b.implications.size());
            return int(n);
        };
        int states = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/kraken_small_branch_states.txt")) {
            const std::size_t a = line.find(' '), b = line.find(' ', a + 1);
            QVERIFY(std::stoi(line.substr(0, a)) > 60);
            auto s = parseState(line.substr(b + 1));
            QVERIFY2(bool(s), line.c_str());
            const SolveResult sol = countSolutions(*s, 2);
            QCOMPARE(sol.solutions, 1);
            const CandidateSet truth = solutionSet(sol.solution);
            int smallest = 1 << 30;
            for (const Step& listed : findSteps(*s, "kraken-fish-2")) {
                QVERIFY(!listed.eliminations.intersects(truth) && listed.placements.isSubsetOf(truth));
                QVERIFY2(checkStep(*s, listed).empty(), checkStep(*s, listed).c_str());
                smallest = std::min(smallest, largest(listed));
            }
            QVERIFY2(smallest <= 60, line.c_str());
            const auto chosen = findNextStep(*s, *settings);
            QVERIFY2(chosen.has_value(), line.c_str());
            QCOMPARE(chosen->technique, std::string("kraken-fish-2"));
            QVERIFY(!chosen->eliminations.intersects(truth));
            QVERIFY2(checkStep(*s, *chosen).empty(), checkStep(*s, *chosen).c_str());
            QVERIFY2(largest(*chosen) <= 60, (line + "\n" + chosen->forcingText).c_str());
            QCOMPARE(largest(*chosen), largestBranch(chosen->argument));
            ++states;
        }
        QCOMPARE(states, 3);
    }

    // 3D Medusa: a colour clash by the colouring's strong links (each
    // conclusion's assumption contradicts); traps by their chain's counting.
    void medusaArgued()
    {
        int clashes = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/medusa_sudokuwiki.txt")) {
            auto s = parseState(line.substr(0, line.find(' ')));
            if (!s)
                continue;
            for (const Step& st : findSteps(*s, "3d-medusa")) {
                QVERIFY2(checkStep(*s, st).empty(), checkStep(*s, st).c_str());
                clashes += st.argument.kind == ArgumentKind::Implications;
            }
        }
        QVERIFY(clashes > 0);
    }

    // Templates: each conclusion by a single-digit net of its digit (its
    // implications cite that digit's house-digits only).
    void templatesBySingleDigitNets()
    {
        int steps = 0;
        const auto lines = readLines(SETWISE_TEST_DATA "/forum_hardest_1106_skfr_heldout_every5.txt");
        for (std::size_t n = 0; n < lines.size() && steps < 6; n += 3) {
            auto start = parseState(lines[n].substr(0, 81));
            QVERIFY(start);
            State s = *start;
            TechniqueSettings settings = TechniqueSettings::defaults();
            for (const Step& st : solvePath(s, settings).steps) {
                for (const char* id : { "template-delete", "template-set" })
                    for (const Step& t : findSteps(s, id)) {
                        ++steps;
                        QVERIFY2(checkStep(s, t).empty(), checkStep(s, t).c_str());
                        QCOMPARE(t.argument.kind, ArgumentKind::Implications);
                        const Digit d = digitOf((t.eliminations | t.placements).first());
                        const auto digitOnly = [&](const ArgumentBranch& b) {
                            for (const ArgumentImplication& i : b.implications)
                                if (digitOf(i.candidate) != d
                                    || (i.cites.kind == ArgumentCite::Kind::Constraint
                                        && kindOf(i.cites.constraint) == ConstraintKind::Cell))
                                    return false;
                            return true;
                        };
                        for (const ArgumentBranch& b : t.argument.branches)
                            QVERIFY(digitOnly(b));
                        for (const ArgumentLemma& l : t.argument.lemmas)
                            QVERIFY(digitOnly(l.net));
                    }
                s = apply(s, st);
            }
        }
        QVERIFY2(steps > 0, "no template step met");
    }

    // The exemplar (HoDoKu's forcing chain verity): with the Simple Sudoku
    // techniques and forcing-chain-verity alone the path is solved, and the
    // verity step it takes is one hints lists under that id.
    void verityMeansTheSameToSolveAndHints()
    {
        const std::string ss = "full-house,naked-single,hidden-single,locked-candidates-pointing,"
                               "locked-candidates-claiming,naked-pair,hidden-pair,naked-triple,hidden-triple,x-wing,"
                               "swordfish,naked-quadruple,hidden-quadruple,jellyfish,xy-wing,simple-colors-trap,"
                               "simple-colors-wrap,multi-colors-1,multi-colors-2";
        auto start = parseState(".3.174...6..........4...3.....61.27...1.9...8..9.........8..5.42.8....37....5..92");
        QVERIFY(start);
        for (const char* extra : { ",forcing-chain-verity", ",forcing-chain-contradiction,forcing-chain-verity" }) {
            auto settings = TechniqueSettings::fromList(ss + extra);
            QVERIFY(settings);
            const SolvePath path = solvePath(*start, *settings);
            QCOMPARE(std::string(resultName(path.result)), std::string("solved"));
            State s = *start;
            int verities = 0;
            for (const Step& st : path.steps) {
                if (st.technique == "forcing-chain-verity") {
                    ++verities;
                    QCOMPARE(st.argument.disjunction.kind, ArgumentDisjunction::Kind::Constraint);
                    bool listed = false;
                    for (const Step& h : findSteps(s, "forcing-chain-verity"))
                        listed = listed || (st.eliminations | st.placements).isSubsetOf(h.eliminations | h.placements)
                            || ((h.eliminations | h.placements).intersects(st.eliminations | st.placements)
                                && h.argument.disjunction == st.argument.disjunction);
                    QVERIFY2(listed, "a path's verity step that hints does not list");
                }
                s = apply(s, st);
            }
            QVERIFY(verities > 0);
        }
    }

    // One step takes all that its argument proves: hints list a truth's
    // conclusions once (no two forcing verity steps on one truth), and a
    // forcing step takes what its readings count.
    void oneStepPerArgument()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_every125.txt");
        int checked = 0;
        for (const std::string& line : lines) {
            State s = *parseState(line.substr(0, 81));
            for (const Step& st : solvePath(s, TechniqueSettings::defaults()).steps) {
                if (st.technique.find("forcing") != std::string::npos && checked < 6) {
                    ++checked;
                    for (const char* id : { "forcing-chain-verity", "forcing-net-verity" }) {
                        std::set<Constraint> truths;
                        for (const Step& h : findSteps(s, id)) {
                            QVERIFY2(truths.insert(h.argument.disjunction.constraint).second,
                                "two verity steps on one truth");
                            QVERIFY(checkStep(s, h).empty());
                        }
                    }
                    for (const char* id : { "forcing-chain-contradiction", "forcing-net-contradiction" })
                        for (const Step& h : findSteps(s, id)) {
                            CandidateSet counted;
                            for (const Evaluation& e : h.readings)
                                counted |= e.eliminations;
                            for (Candidate p : h.placements)
                                counted -= seenBy(p);
                            QVERIFY2(counted.isSubsetOf(h.eliminations), "a counted elimination left out");
                            QVERIFY(checkStep(s, h).empty());
                        }
                }
                s = apply(s, st);
            }
        }
        QVERIFY(checked > 0);
    }
};

QTEST_APPLESS_MAIN(TestArgument)
#include "tst_argument.moc"
