// SPDX-License-Identifier: GPL-3.0-or-later
// The proof in the CLI's step objects and batch lines (docs/json.md):
// `rule`, `beyond_counting`, `proof_nodes`, `assumes_uniqueness`, `branches`
// and `forcing_text` of `hints --json` against the engine's own Step on the
// forcing fixture; `batch --isomorph SEED` solves the isomorph the engine's
// isomorphFor() gives, its solution is the mapped brute-force solution of the
// line, runs are reproducible; `largest_net` is the path's largest forcing
// step as `solve --json` lists it.
#include "cli_util.h"
#include "engine/formats.h"
#include "engine/isomorph.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QJsonArray>

#include <QTemporaryFile>
#include <algorithm>

using namespace setwise;
using namespace setwise::test;

namespace
{

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

QStringList nameList(const CandidateSet& xs)
{
    QStringList out;
    for (Candidate x : xs)
        out << qs(candidateName(x));
    return out;
}

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& x : v.toArray())
        out << x.toString();
    return out;
}

// The fixture's first state for each of these techniques.
std::vector<std::pair<std::string, std::string>> fixtureStates()
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const char* t : { "forcing-chain-verity", "forcing-net-contradiction", "nested-forcing-net" })
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/forcing_forum_hardest_sample.txt")) {
            const auto f = split(line, ' ');
            if (f.size() == 5 && f[0] == t) {
                out.emplace_back(t, f[1]);
                break;
            }
        }
    return out;
}

} // namespace

class TstCliProof : public QObject
{
    Q_OBJECT
private slots:
    void stepsCarryTheProofAndBranches()
    {
        const auto states = fixtureStates();
        QCOMPARE(states.size(), std::size_t(3));
        for (const auto& [technique, text] : states) {
            const auto s = parseState(text);
            QVERIFY(bool(s));
            const std::vector<Step> steps = findSteps(*s, technique);
            QVERIFY(!steps.empty());
            const Run r = cli({ "hints", "--json", qs(text), "--technique", qs(technique) });
            QCOMPARE(r.exitCode, 0);
            QCOMPARE(r.lines.size(), qsizetype(steps.size()));
            for (std::size_t i = 0; i < steps.size(); ++i) {
                const Step& step = steps[i];
                const QJsonObject o = r.lines[qsizetype(i)];
                QCOMPARE(o["technique"].toString(), qs(technique));
                QCOMPARE(o["rule"].toString(), QString::fromLatin1(proofRuleName(step.rule)));
                QCOMPARE(o["proof_nodes"].toInteger(), qint64(step.proofNodes));
                QCOMPARE(strings(o["beyond_counting"]), nameList(step.beyondCounting));
                QCOMPARE(o["assumes_uniqueness"].toBool(), false);
                QCOMPARE(o["forcing_text"].toString(), qs(step.forcingText));
                const QJsonArray branches = o["branches"].toArray();
                QCOMPARE(branches.size(), qsizetype(step.branches.size()));
                for (std::size_t b = 0; b < step.branches.size(); ++b) {
                    const ForcingBranch& fb = step.branches[b];
                    const QJsonObject jb = branches[qsizetype(b)].toObject();
                    QCOMPARE(jb["start"].toString(), qs(candidateName(fb.start)));
                    QCOMPARE(jb["contradiction"].toBool(), fb.contradiction);
                    if (fb.contradiction)
                        QCOMPARE(jb["contradiction_at"].toString(), qs(constraintName(fb.contradictionAt)));
                    const QJsonArray imps = jb["implications"].toArray();
                    QCOMPARE(imps.size(), qsizetype(fb.implications.size()));
                    for (std::size_t k = 0; k < fb.implications.size(); ++k) {
                        const Implication& imp = fb.implications[k];
                        const QJsonObject ji = imps[qsizetype(k)].toObject();
                        QCOMPARE(ji["candidate"].toString(), qs(candidateName(imp.candidate)));
                        QCOMPARE(ji["on"].toBool(), imp.on);
                        if (imp.cause < 0)
                            QVERIFY(ji["cause"].isNull());
                        else
                            QCOMPARE(ji["cause"].toString(), qs(constraintName(imp.cause)));
                        QJsonArray premises;
                        for (int p : imp.premises)
                            premises.append(p);
                        QCOMPARE(ji["premises"].toArray(), premises);
                        // A nested contradiction names its inner net, which starts at the candidate removed.
                        QCOMPARE(ji["nested"].toInt(-1), imp.nested);
                        if (imp.nested >= 0)
                            QCOMPARE(jb["nested"].toArray()[imp.nested].toObject()["start"].toString(),
                                qs(candidateName(imp.candidate)));
                    }
                    QCOMPARE(jb["nested"].toArray().size(), qsizetype(fb.nested.size()));
                }
            }
        }
        // A step that is no forcing step has the fields too: the counting rule, no branches.
        const Run plain = cli(
            { "hints", "--json", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
                "--technique", "hidden-single" });
        QVERIFY(!plain.lines.isEmpty());
        QCOMPARE(plain.lines[0]["rule"].toString(), QStringLiteral("counting rule"));
        QCOMPARE(plain.lines[0]["proof_nodes"].toInteger(), qint64(0));
        QVERIFY(plain.lines[0]["branches"].toArray().isEmpty());
    }

    // batch --isomorph: the puzzle solved is isomorphFor(seed, line) of the
    // line, and its solution the mapped brute-force solution of the line.
    void batchIsomorph()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt");
        QVERIFY(lines.size() >= 2);
        QTemporaryFile f;
        QVERIFY(f.open());
        const std::string a = firstField(lines[0]), b = firstField(lines[1]);
        f.write(QByteArray::fromStdString(a + "\n# a comment\n" + b + "\n"));
        f.flush();
        const Run r = cli({ "batch", "--json", "--verify", "--isomorph", "7", f.fileName() });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 3);
        const std::pair<int, std::string> expected[] = { { 1, a }, { 3, b } };
        for (int i = 0; i < 2; ++i) {
            const QJsonObject o = r.lines[i];
            const auto& [lineNo, original] = expected[i];
            QCOMPARE(o["line"].toInt(), lineNo);
            QCOMPARE(o["original"].toString(), qs(original));
            const Isomorph iso = isomorphFor(7, std::uint64_t(lineNo));
            QCOMPARE(o["puzzle"].toString(), qs(iso.mapGivens81(original)));
            QVERIFY(o["puzzle"].toString() != qs(original));
            const SolveResult sol = countSolutions(*parseGivens81(original), 2);
            QCOMPARE(sol.solutions, 1);
            std::string mapped;
            for (Digit d : iso.map(sol.solution))
                mapped += char('1' + d);
            QCOMPARE(o["result"].toString(), QStringLiteral("solved"));
            QCOMPARE(o["solution"].toString().remove(QLatin1Char('+')), qs(mapped)); // '+' marks placed digits
            QCOMPARE(o["unsound"].toInt(), 0);
        }
        QCOMPARE(r.lines[2]["isomorph_seed"].toInt(), 7);
        // Reproducible: the same seed draws the same isomorphs; another seed others.
        const Run again = cli({ "batch", "--json", "--isomorph", "7", f.fileName() });
        QCOMPARE(again.lines[0]["puzzle"], r.lines[0]["puzzle"]);
        const Run other = cli({ "batch", "--json", "--isomorph", "8", f.fileName() });
        QVERIFY(other.lines[0]["puzzle"] != r.lines[0]["puzzle"]);
        // Strict option: a whole number.
        const Run bad = cli({ "batch", "--isomorph", "x", f.fileName() });
        QCOMPARE(bad.exitCode, 2);
    }

    // largest_net: the forcing step with most implications on the path, as
    // `solve --json` lists the steps.
    void largestNet()
    {
        // Line 5: the first whose path still takes a forcing step (triplet set logic counts the others').
        const std::string puzzle = firstField(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt")[4]);
        int best = -1, branches = 0, ties = 0;
        QString technique, rule;
        qint64 maxNodes = 0;
        for (const QJsonObject& step : cli({ "solve", "--json", qs(puzzle) }).lines) {
            maxNodes = std::max(maxNodes, step["proof_nodes"].toInteger());
            int n = 0;
            for (const QJsonValue& b : step["branches"].toArray())
                n += int(b.toObject()["implications"].toArray().size());
            if (!step["branches"].toArray().isEmpty() && n == best)
                ++ties;
            if (!step["branches"].toArray().isEmpty() && n > best) {
                best = n;
                ties = 0;
                branches = int(step["branches"].toArray().size());
                technique = step["technique"].toString();
                rule = step["rule"].toString();
            }
        }
        QVERIFY2(best > 0, "the fifth forum_hardest puzzle needs a forcing step");
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write(QByteArray::fromStdString(puzzle + "\n"));
        f.flush();
        const Run r = cli({ "batch", "--json", f.fileName() });
        const QJsonObject net = r.lines[0]["largest_net"].toObject();
        QCOMPARE(net["implications"].toInt(), best);
        if (ties == 0) { // else the largest proof among them wins
            QCOMPARE(net["branches"].toInt(), branches);
            QCOMPARE(net["technique"].toString(), technique);
            QCOMPARE(net["rule"].toString(), rule);
        }
        QCOMPARE(r.lines[0]["max_proof_nodes"].toInteger(), maxNodes);
        QCOMPARE(r.lines[1]["largest_net_line"].toInt(), 1);
    }

    // uniqueness_steps: with the uniqueness family on, HoDoKu reglib's first
    // UR type 1 line takes a step that assumes a unique solution (as many as
    // `solve --json` marks assumes_uniqueness); a puzzle with several
    // solutions (tests/data/solver_serg_multisolution.txt) takes none.
    void uniquenessSteps()
    {
        const auto reglib = readLines(SETWISE_TEST_DATA "/reglib-1.3.txt");
        const auto ur = std::find_if(
            reglib.begin(), reglib.end(), [](const std::string& l) { return l.starts_with(":0600-1:"); });
        QVERIFY(ur != reglib.end());
        const std::string multi = firstField(readLines(SETWISE_TEST_DATA "/solver_serg_multisolution.txt").front());
        QStringList ids;
        for (const QJsonObject& t : cli({ "techniques", "--json" }).lines)
            if (t["default"].toBool() || t["family"].toString() == QStringLiteral("uniqueness"))
                ids << t["id"].toString();
        const QString techniques = ids.join(QLatin1Char(','));
        int marked = 0;
        for (const QJsonObject& step : cli({ "solve", "--json", qs(*ur), "--techniques", techniques }).lines)
            marked += step["assumes_uniqueness"].toBool();
        QVERIFY(marked > 0);
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write(QByteArray::fromStdString(*ur + "\n" + multi + "\n"));
        f.flush();
        const Run r = cli({ "batch", "--json", f.fileName(), "--techniques", techniques });
        QCOMPARE(r.lines.size(), 3);
        QCOMPARE(r.lines[0]["uniqueness_steps"].toInt(), marked);
        QCOMPARE(r.lines[1]["uniqueness_steps"].toInt(), 0);
        QCOMPARE(r.lines[2]["uniqueness_steps"].toInt(), marked);
    }
};

QTEST_APPLESS_MAIN(TstCliProof)
#include "tst_cli_proof.moc"
