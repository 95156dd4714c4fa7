// SPDX-License-Identifier: GPL-3.0-or-later
// The registry means one thing by a technique id: for every id,
// the solving path (findNextStep with the id alone, what `solve --techniques`
// runs) takes a step of that id exactly when the list of all steps
// (findAllSteps with the id alone, what `hints --technique` runs) has one.
// (Which instance comes first may differ where a search lists a capped
// number, as forcing nets do, or stops at the first, as the rank search does.) Checked on HoDoKu library states (every
// code's first line, the chains through ALS nodes among them) and on states of top1465 paths where the default path
// needs more than singles.
#include "engine/solver.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <set>

using namespace setwise;
using namespace setwise::test;

namespace
{

// The states: the first library line of every third code and of every
// grouped chain code (0709-0711, chains through ALS nodes among them), then
// path states of two top1465 puzzles.
std::vector<std::pair<std::string, State>> sampleStates()
{
    std::vector<std::pair<std::string, State>> out;
    std::set<std::string> codes;
    std::size_t n = 0;
    for (const std::string& line : readLines(SETWISE_TEST_DATA "/reglib-1.3.txt")) {
        if (line[0] != ':')
            continue;
        auto c = parseLibraryLine(line);
        if (!c || c->mustFail || !codes.insert(c->code).second)
            continue;
        const bool groupedChain
            = c->code.starts_with("0709") || c->code.starts_with("0710") || c->code.starts_with("0711");
        if (n++ % (3 * kSampleScale) && !groupedChain) // the grouped chains' codes (ALS nodes among them) always
            continue;
        out.emplace_back("reglib " + c->code, c->state);
    }
    const auto top = readLines(SETWISE_TEST_DATA "/top1465.txt");
    for (std::size_t i : { std::size_t(0), std::size_t(500) }) {
        auto s = parseState(top[i]);
        if (!s)
            continue;
        const SolvePath path = solvePath(*s, TechniqueSettings::defaults());
        State st = *s;
        int taken = 0;
        for (const Step& step : path.steps) {
            const std::string& t = step.technique;
            if (t != "full-house" && t != "naked-single" && t != "hidden-single" && taken++ % 4 == 0)
                out.emplace_back("top1465 line " + std::to_string(i + 1) + " before " + t, st);
            st = apply(st, step);
        }
    }
    return out;
}

} // namespace

class TstRegistry : public QObject
{
    Q_OBJECT
private slots:
    void idsAreUniqueAndFound()
    {
        const auto walk = [](std::string_view id) -> const Technique* {
            for (const Technique& t : techniques())
                if (t.id == id)
                    return &t;
            return nullptr;
        };
        std::set<std::string_view> ids;
        for (const Technique& t : techniques()) {
            QVERIFY2(ids.insert(t.id).second, t.id.data());
            QCOMPARE(findTechnique(t.id), &t);
            // Other strings (a prefix, the id and more, a near miss of the
            // same length) give what a walk through the list gives.
            std::string near(t.id);
            near[near.size() / 2] = near[near.size() / 2] == 'q' ? 'j' : 'q';
            for (const std::string& other :
                { std::string(t.id.substr(0, t.id.size() - 1)), std::string(t.id) + "s", near })
                QCOMPARE(findTechnique(other), walk(other));
        }
        QVERIFY(!findTechnique(""));
    }

    // solve and hints agree on every id, with the same options.
    void solveAndHintsAgree()
    {
        const auto states = sampleStates();
        QVERIFY(states.size() >= 20 / kSampleScale);
        std::string problems;
        for (const Technique& t : techniques()) {
            auto parsed = TechniqueSettings::fromList(t.id);
            QVERIFY(parsed.ok());
            TechniqueSettings one = parsed.value();
            one.options.maxTruths = 4; // the rank search kept small: the same limits on both sides
            one.options.maxNodes = 200'000;
            for (const auto& [name, s] : states) {
                const std::optional<Step> next = findNextStep(s, one);
                const std::vector<Step> all = findAllSteps(s, one);
                if (next.has_value() != !all.empty())
                    problems += std::string(t.id) + " on " + name + ": solve " + (next ? "steps" : "stalls")
                        + ", hints list " + std::to_string(all.size()) + "\n";
                if (next)
                    QCOMPARE(next->technique, std::string(t.id));
            }
        }
        QVERIFY2(problems.empty(), problems.c_str());
    }

    // A defect once seen: a grouped chain through an ALS node is listed
    // under its own id (grouped-aic-als, ...), never under grouped-aic, so a
    // path with grouped-aic does not stall where hints for grouped-aic list
    // a step. HoDoKu's 0711-3 lines are Grouped AICs through ALS nodes.
    void alsChainsHaveTheirOwnIds()
    {
        int withAls = 0;
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/reglib-1.3.txt")) {
            if (!line.starts_with(":0711-3:") && !line.starts_with(":0710-3:"))
                continue;
            auto c = parseLibraryLine(line);
            QVERIFY(c.ok());
            const std::string base = line.starts_with(":0711") ? "grouped-aic" : "grouped-discontinuous-nice-loop";
            for (const Step& s : findSteps(c->state, base))
                for (const ChainNode& node : s.chainNodes)
                    QVERIFY2(node.kind != ChainNode::Kind::Als, hodokuText(s).c_str());
            for (const Step& s : findSteps(c->state, base + "-als")) {
                QCOMPARE(s.technique, base + "-als");
                withAls += std::any_of(s.chainNodes.begin(), s.chainNodes.end(),
                    [](const ChainNode& node) { return node.kind == ChainNode::Kind::Als; });
            }
        }
        QVERIFY(withAls > 0);
        QVERIFY(!findTechnique("grouped-aic-als")->defaultOn); // HoDoKu's default: off on the path
    }

    // "All steps here" in two phases: the quick phase is the list
    // without the rank family, in the same order; the deferred phase lists
    // rank steps only, each removing a candidate no quick step concludes, and
    // loses no such candidate the rank family's own full list removes.
    void allStepsInTwoPhases()
    {
        const auto states = sampleStates();
        TechniqueSettings every = TechniqueSettings::everything();
        every.options.maxTruths = 3; // small enough for every search to run to its end
        every.options.maxNodes = 2'000'000;
        std::erase(every.order, "rank-2-logic"); // a twentieth of the nodes: it may be cut
        TechniqueSettings quickOnly = every, rankOnly = every;
        std::erase_if(quickOnly.order, isDeferred);
        std::erase_if(rankOnly.order, [](const std::string& id) { return !isDeferred(id); });
        QVERIFY(!rankOnly.order.empty());
        int deferredSteps = 0;
        for (std::size_t i = 0; i < states.size(); i += 4) {
            const auto& [name, s] = states[i];
            const SolveResult solved = countSolutions(s, 2);
            if (solved.solutions != 1)
                continue;
            const std::vector<Step> quick = findQuickSteps(s, every);
            const std::vector<Step> plain = findAllSteps(s, quickOnly);
            QCOMPARE(quick.size(), plain.size());
            CandidateSet open = s.live();
            for (std::size_t j = 0; j < quick.size(); ++j) {
                QCOMPARE(quick[j].technique, plain[j].technique);
                QVERIFY(quick[j].eliminations == plain[j].eliminations);
                open -= quick[j].eliminations;
                for (Candidate x : quick[j].placements)
                    for (Constraint k : constraintsOf(x))
                        open -= candidatesOf(k);
            }
            SearchReport report;
            TechniqueSettings run = every;
            run.options.report = &report;
            const std::vector<Step> deferred = findDeferredSteps(s, run, quick, 0);
            QVERIFY2(!report.cut, name.c_str());
            CandidateSet byDeferred;
            for (const Step& st : deferred) {
                QVERIFY(isDeferred(st.technique));
                QVERIFY2(st.eliminations.intersects(open), (name + ": " + hodokuText(st)).c_str());
                byDeferred |= st.eliminations;
            }
            CandidateSet byRank;
            for (const Step& st : findAllSteps(s, rankOnly))
                byRank |= st.eliminations;
            QVERIFY2((byRank & open).isSubsetOf(byDeferred), name.c_str());
            deferredSteps += int(deferred.size());
        }
        qInfo("%d deferred rank steps", deferredSteps);
    }
};

QTEST_APPLESS_MAIN(TstRegistry)
#include "tst_registry.moc"
