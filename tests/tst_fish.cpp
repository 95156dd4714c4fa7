// SPDX-License-Identifier: GPL-3.0-or-later
// The fish finder: names derived from the sets (table-driven), the Franken and
// Mutant fish of GNPX's Sudoku Algorithm 4 on their puzzles' paths, and soundness of every fish
// type and size along real solution paths (every conclusion agrees with the
// brute-force solution).
#include "engine/fish/fish.h"
#include "engine/formats.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <cctype>

using namespace setwise;
using namespace setwise::test;

namespace
{

// The default order with every fish technique on (large and Mutant included),
// without the rank family (its paths are tst_rank's), without colouring,
// chains and ALS (tst_chains', tst_als'), and without the templates and
// forcing nets that come after the fish (tst_forcing's), so the paths cost what they did.
TechniqueSettings allFishSettings()
{
    TechniqueSettings s;
    for (const Technique& t : techniques())
        if ((t.defaultOn && t.family != "rank" && t.family != "chains" && t.family != "colouring" && t.family != "als"
                && t.family != "templates" && t.family != "forcing")
            || t.family == "fish")
            s.order.emplace_back(t.id);
    return s;
}

// "r1 c38" for digit 8 -> 8R1 8C3 8C8.
std::vector<Constraint> houses(const std::string& text, Digit d)
{
    std::string bert;
    for (const std::string& item : split(text, ' ')) {
        if (item.empty())
            continue;
        bert += char('1' + d);
        bert += char(std::toupper((unsigned char)item[0]));
        bert += item.substr(1) + ' ';
    }
    auto ks = parseConstraintList(bert);
    return ks ? *ks : std::vector<Constraint> {};
}

CellSet cellsOf(const CandidateSet& xs)
{
    CellSet c;
    for (Candidate x : xs)
        c.set(cellOf(x));
    return c;
}

CellSet cellList(const std::string& text)
{
    CellSet c;
    for (const std::string& item : split(text, ' '))
        if (item.size() >= 4)
            for (std::size_t i = 3; i < item.size(); ++i)
                c.set(cellAt(item[1] - '1', item[i] - '1'));
    return c;
}

// Every conclusion of every step agrees with the solution.
int unsoundConclusions(const std::vector<Step>& steps, const Grid& solution, QStringList& report)
{
    int bad = 0;
    for (const Step& st : steps) {
        for (Candidate x : st.eliminations)
            if (solution[cellOf(x)] == digitOf(x)) {
                ++bad;
                report << QString::fromStdString(hodokuText(st));
            }
        for (Candidate x : st.placements)
            if (solution[cellOf(x)] != digitOf(x))
                ++bad;
    }
    return bad;
}

} // namespace

class TstFish : public QObject
{
    Q_OBJECT
private slots:
    void naming_data()
    {
        QTest::addColumn<unsigned>("baseKinds");
        QTest::addColumn<unsigned>("coverKinds");
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("finned");
        QTest::addColumn<bool>("sashimi");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("name");
        // kinds: 1 row, 2 column, 4 box
        QTest::newRow("x-wing") << 1U << 2U << 2 << false << false << "x-wing"
                                << "X-Wing";
        QTest::newRow("column jellyfish") << 2U << 1U << 4 << false << false << "jellyfish"
                                          << "Jellyfish";
        QTest::newRow("finned swordfish") << 1U << 2U << 3 << true << false << "finned-swordfish"
                                          << "Finned Swordfish";
        QTest::newRow("sashimi x-wing") << 2U << 1U << 2 << true << true << "sashimi-x-wing"
                                        << "Sashimi X-Wing";
        QTest::newRow("squirmbag") << 1U << 2U << 5 << false << false << "squirmbag"
                                   << "Squirmbag";
        QTest::newRow("sashimi leviathan") << 1U << 2U << 7 << true << true << "sashimi-leviathan"
                                           << "Sashimi Leviathan";
        QTest::newRow("franken rows+box / columns") << 5U << 2U << 3 << false << false << "franken-swordfish"
                                                    << "Franken Swordfish";
        QTest::newRow("franken rows / columns+box") << 1U << 6U << 3 << true << false << "finned-franken-swordfish"
                                                    << "Finned Franken Swordfish";
        QTest::newRow("franken columns+box / rows+box") << 6U << 5U << 4 << false << false << "franken-jellyfish"
                                                        << "Franken Jellyfish";
        QTest::newRow("sashimi only for basic") << 5U << 6U << 2 << true << true << "finned-franken-x-wing"
                                                << "Finned Franken X-Wing";
        QTest::newRow("mutant rows+columns bases") << 3U << 5U << 4 << true << false << "finned-mutant-jellyfish"
                                                   << "Finned Mutant Jellyfish";
        QTest::newRow("mutant boxes only") << 4U << 1U << 2 << false << false << "mutant-x-wing"
                                           << "Mutant X-Wing";
        QTest::newRow("mutant rows / rows") << 1U << 1U << 2 << false << false << "mutant-x-wing"
                                            << "Mutant X-Wing";
        QTest::newRow("mutant all kinds") << 7U << 7U << 7 << true << false << "finned-mutant-leviathan"
                                          << "Finned Mutant Leviathan";
        QTest::newRow("mutant rows / columns+rows") << 1U << 3U << 6 << false << false << "mutant-whale"
                                                    << "Mutant Whale";
    }
    void naming()
    {
        QFETCH(unsigned, baseKinds);
        QFETCH(unsigned, coverKinds);
        QFETCH(int, size);
        QFETCH(bool, finned);
        QFETCH(bool, sashimi);
        QFETCH(QString, id);
        QFETCH(QString, name);
        const FishClass c = classifyFish(baseKinds, coverKinds, size, finned, sashimi);
        QCOMPARE(QString::fromStdString(fishId(c)), id);
        QCOMPARE(QString::fromStdString(fishName(c)), name);
        if (!c.finned && c.shape == FishShape::Basic && size <= 4)
            return; // x-wing, swordfish, jellyfish live in basic/subsets.cpp
        const Technique* t = findTechnique(id.toStdString());
        QVERIFY2(t, qPrintable(id));
        QCOMPARE(QString::fromUtf8(t->name.data(), int(t->name.size())), name);
        QCOMPARE(QString::fromUtf8(t->family.data(), int(t->family.size())), QStringLiteral("fish"));
    }

    // classifyFish(Evaluation) reads the kinds and the fins off evaluated sets.
    void namingFromSets_data()
    {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<QString>("sets");
        QTest::addColumn<QString>("id");
        const QString p = "..4672....5...34...1.5...2798..4..15.31...27.76..2..4354...9.3...92...6....4567..";
        // GNPX calls these Franken; bases mixing rows and columns
        // make them Mutant in HoDoKu's classification, which Setwise follows.
        QTest::newRow("GNPX r1 c38 / r9 b13") << p << "8R1 8C38 / 8R9 8B13"
                                              << "finned-mutant-swordfish";
        QTest::newRow("rows+box against columns") << p << "8R1 8B1 / 8C3 8C8"
                                                  << "finned-franken-x-wing";
        QTest::newRow("rows against columns") << p << "8R1 8R2 / 8C8 8C9"
                                              << "finned-x-wing";
        QTest::newRow("boxes against rows") << p << "8B1 8B3 / 8R2 8R3"
                                            << "finned-mutant-x-wing";
    }
    void namingFromSets()
    {
        QFETCH(QString, puzzle);
        QFETCH(QString, sets);
        QFETCH(QString, id);
        auto s = parseState(puzzle.toStdString());
        QVERIFY(s.ok());
        auto choice = parseSetChoice(sets.toStdString());
        QVERIFY(choice.ok());
        auto e = evaluate(*s, choice->bases, choice->covers);
        QVERIFY2(e.ok(), e.ok() ? "" : e.error().message.c_str());
        QCOMPARE(QString::fromStdString(fishId(classifyFish(*e))), id);
    }

    // GNPX: each named fish, on the all-fish path of its puzzles, is found
    // where it exists, and its evaluation agrees with the solution.
    void seed004_data()
    {
        QTest::addColumn<QString>("line");
        for (const std::string& line : readLines(SETWISE_TEST_DATA "/fish_seed004.txt"))
            QTest::newRow(line.substr(0, line.find('|', 2)).c_str()) << QString::fromStdString(line);
    }
    void seed004()
    {
        QFETCH(QString, line);
        const auto f = split(line.toStdString(), '|');
        QCOMPARE(f.size(), std::size_t(5));
        const Digit d = f[0][0] - '1';
        const auto bases = houses(f[1], d);
        const auto covers = houses(f[2], d);
        const CellSet fins = cellList(f[3]);
        QVERIFY(!bases.empty() && bases.size() == covers.size());
        const auto settings = allFishSettings();
        int exists = 0, found = 0;
        QStringList where;
        for (const std::string& puzzle : split(f[4], ',')) {
            auto s0 = parseState(puzzle);
            QVERIFY(s0.ok());
            const auto sol = countSolutions(*s0, 2);
            QCOMPARE(sol.solutions, 1);
            State s = *s0;
            for (int i = 0; i < 300 && s.emptyCount() > 0; ++i) {
                auto e = evaluate(s, bases, covers);
                if (e && e->eliminations.any() && cellsOf(e->fins) == fins) {
                    ++exists;
                    QStringList bad;
                    QCOMPARE(unsoundConclusions({ makeStep("user", { *e }) }, sol.solution, bad), 0);
                    const std::string id = fishId(classifyFish(*e));
                    bool hit = false;
                    for (const Step& st : findSteps(s, id))
                        hit = hit || e->eliminations.isSubsetOf(st.eliminations);
                    found += hit;
                    where << QStringLiteral("%1 step %2: %3 %4")
                                 .arg(QString::fromStdString(puzzle.substr(0, 12)))
                                 .arg(i)
                                 .arg(QString::fromStdString(id))
                                 .arg(hit ? "found" : "NOT FOUND");
                }
                auto next = findNextStep(s, settings);
                if (!next)
                    break;
                s = apply(s, *next);
            }
        }
        qInfo("%s", qPrintable(where.join("; ")));
        QVERIFY2(exists > 0, "the named fish never exists on the paths");
        QCOMPARE(found, exists);
    }

    // Soundness: all fish types and sizes, exhaustive search on every state of
    // the all-fish paths, and the per-technique finders along the way.
    void soundness_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("stride");
        QTest::newRow("top1465") << QStringLiteral(SETWISE_TEST_DATA "/top1465.txt") << 50;
        QTest::newRow("forum hardest sample")
            << QStringLiteral(SETWISE_TEST_DATA "/fish_forum_hardest_sample.txt") << 10;
    }
    void soundness()
    {
        QFETCH(QString, file);
        QFETCH(int, stride);
        const auto lines = readLines(file.toStdString());
        QVERIFY(!lines.empty());
        const auto settings = allFishSettings();
        int puzzles = 0, states = 0, steps = 0, bad = 0;
        QStringList report;
        for (std::size_t n = 0; n < lines.size(); n += std::size_t(stride) * kSampleScale) {
            auto s0 = parseState(lines[n].substr(0, 81));
            QVERIFY(s0.ok());
            const auto sol = countSolutions(*s0, 2);
            QCOMPARE(sol.solutions, 1);
            ++puzzles;
            State s = *s0;
            for (int i = 0; i < 300 && s.emptyCount() > 0; ++i) {
                const auto all = findAllFish(s);
                ++states;
                steps += int(all.size());
                bad += unsoundConclusions(all, sol.solution, report);
                auto next = findNextStep(s, settings);
                if (!next)
                    break;
                bad += unsoundConclusions({ *next }, sol.solution, report);
                s = apply(s, *next);
            }
        }
        qInfo("%d puzzles, %d states, %d fish steps, %d unsound", puzzles, states, steps, bad);
        QVERIFY2(bad == 0, qPrintable(report.join('\n')));
    }
};

QTEST_APPLESS_MAIN(TstFish)
#include "tst_fish.moc"
