// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line contract (docs/json.md): runs the real setwise-cli and reads
// its JSON with Qt's parser, so field names, types and exit codes are checked
// from the outside, as benchmarks and scripts see them.
#include "cli_util.h"

#include <QJsonArray>
#include <QTemporaryFile>

using namespace setwise::test;

namespace
{

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& x : v.toArray())
        out << x.toString();
    return out;
}

const QByteArray kXWing
    = "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97";
const QByteArray kTop1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
// A complete grid that keeps the givens of the puzzle and has every digit
// once in each row, column and box (checked here, not copied from a run).
bool isSolutionOf(const QByteArray& grid, const QByteArray& puzzle)
{
    if (grid.size() != 81)
        return false;
    for (int i = 0; i < 81; ++i)
        if (grid[i] < '1' || grid[i] > '9' || (puzzle[i] != '.' && puzzle[i] != grid[i]))
            return false;
    for (int h = 0; h < 9; ++h) {
        QByteArray row, col, box;
        for (int i = 0; i < 9; ++i) {
            row += grid[9 * h + i];
            col += grid[9 * i + h];
            box += grid[9 * (3 * (h / 3) + i / 3) + 3 * (h % 3) + i % 3];
        }
        for (QByteArray* unit : { &row, &col, &box }) {
            std::sort(unit->begin(), unit->end());
            if (*unit != "123456789")
                return false;
        }
    }
    return true;
}

} // namespace

class TstCli : public QObject
{
    Q_OBJECT
private slots:
    void checkUnique()
    {
        const Run r = cli({ "check", "--json", kTop1 });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 1);
        QCOMPARE(r.lines[0]["solutions"].toInt(), 1);
        QVERIFY(isSolutionOf(r.lines[0]["solution"].toString().toLatin1(), kTop1));
    }
    void checkCountsFromEdgeCases_data()
    {
        QTest::addColumn<QByteArray>("puzzle");
        QTest::addColumn<int>("solutions");
        QTest::addColumn<int>("exitCode"); // README "Exit codes": 3 no solution, 4 several
        QTest::addRow("two") << QByteArray(
            ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.")
                             << 2 << 4;
        QTest::addRow("unsolvable square")
            << QByteArray("..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..") << 0
            << 3;
        QTest::addRow("empty") << QByteArray(81, '.') << 2 << 4;
    }
    void checkCountsFromEdgeCases()
    {
        QFETCH(QByteArray, puzzle);
        QFETCH(int, solutions);
        QFETCH(int, exitCode);
        const Run r = cli({ "check", "--json", puzzle });
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.lines[0]["solutions"].toInt(), solutions);
        QVERIFY(solutions == 1 || r.lines[0]["solution"].isNull());
    }
    void checkFromStdinAndFile()
    {
        Run r = cli({ "check", "--json", "-" }, kTop1 + "\n");
        QCOMPARE(r.lines[0]["solutions"].toInt(), 1);
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write(kTop1 + "\n");
        f.flush();
        r = cli({ "check", "--json", "@" + f.fileName() });
        QCOMPARE(r.lines[0]["solutions"].toInt(), 1);
    }
    void badInputGivesPositionedError()
    {
        const Run r = cli({ "check", "--json", "12345" });
        QVERIFY(r.exitCode != 0);
        QCOMPARE(r.lines.size(), 0); // the error object is on standard error
        QCOMPARE(r.errorLines.size(), 1);
        QVERIFY(r.errorLines[0].contains("error"));
        QVERIFY(r.errorLines[0]["line"].toInt() >= 1);
        QVERIFY(r.errorLines[0]["column"].toInt() >= 1);
        const Run text = cli({ "check", "12x45" });
        QVERIFY(text.exitCode != 0);
        QVERIFY(text.err.contains("line 1, column 3"));
    }
    void evalXWing()
    {
        const Run r = cli({ "eval", "--json", kXWing, "3R17 / 3C49" });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 1);
        const QJsonObject s = r.lines[0];
        QCOMPARE(s["technique"].toString(), QStringLiteral("user"));
        QCOMPARE(s["digits"].toArray(), QJsonArray({ 3 }));
        QCOMPARE(strings(s["bases"]), QStringList({ "3R1", "3R7" }));
        QCOMPARE(strings(s["covers"]), QStringList({ "3C4", "3C9" }));
        QCOMPARE(strings(s["fins"]), QStringList());
        QCOMPARE(s["rank"].toInt(), 0);
        QCOMPARE(strings(s["eliminations"]), QStringList({ "3r2c4", "3r2c9", "3r4c9", "3r6c4", "3r6c9", "3r8c4" }));
        QCOMPARE(strings(s["placements"]), QStringList());
        QCOMPARE(s["bert"].toString(), QStringLiteral("[3R17 | 3C49] = [3(268)4, 3(246)9]"));
        QVERIFY(s["score"].isDouble());
        QVERIFY(s["text"].toString().contains("=> r2c4<>3"));
        QVERIFY(s["diagram"].toString().contains("eliminations | 3(268)4 | 3(246)9"));
        // The bar works as well as the slash.
        QCOMPARE(strings(cli({ "eval", "--json", kXWing, "3R17 | 3C49" }).lines[0]["eliminations"]).size(), 6);
    }
    void evalErrors()
    {
        Run r = cli({ "eval", "--json", kXWing, "3R17 / 3R1" });
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.errorLines[0]["error"].toString().contains("both base and cover"));
        r = cli({ "eval", "--json", kXWing, "3Q17 / 3C49" });
        QVERIFY(r.exitCode != 0);
        QCOMPARE(r.errorLines[0]["column"].toInt(), 2);
    }
    void hintsListsEveryInstance()
    {
        const Run r = cli({ "hints", "--json", kXWing, "--technique", "x-wing" });
        QCOMPARE(r.exitCode, 0);
        bool found = false;
        for (const QJsonObject& s : r.lines) {
            QCOMPARE(s["technique"].toString(), QStringLiteral("x-wing"));
            found = found || strings(s["eliminations"]).size() == 6;
        }
        QVERIFY(found);
        const Run all = cli({ "hints", "--json", kTop1 });
        QVERIFY(all.lines.size() >= 2); // several hidden singles at the start
        const Run bad = cli({ "hints", "--json", kTop1, "--technique", "no-such" });
        QVERIFY(bad.exitCode != 0);
        QVERIFY(bad.errorLines[0]["error"].toString().contains("no-such"));
    }
    void solveEndsWithResult()
    {
        const QByteArray easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        const Run r = cli({ "solve", "--json", easy });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.lines.size() >= 2);
        const QJsonObject last = r.lines.last();
        QCOMPARE(last["result"].toString(), QStringLiteral("solved"));
        QCOMPARE(last["steps"].toInt(), r.lines.size() - 1);
        QVERIFY(last["ms"].isDouble());
        QVERIFY(isSolutionOf(last["solution"].toString().toLatin1(), easy));
        for (int i = 0; i + 1 < r.lines.size(); ++i)
            QVERIFY(r.lines[i].contains("technique"));
        // Only singles: a hard puzzle gets stuck.
        const Run stuck = cli({ "solve", "--json", kTop1, "--techniques", "hidden-single,naked-single" });
        QCOMPARE(stuck.lines.last()["result"].toString(), QStringLiteral("stuck"));
        QVERIFY(stuck.lines.last()["solution"].isNull());
        // A contradictory state is invalid, not stuck.
        const Run invalid = cli(
            { "solve", "--json", "..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3.." });
        QCOMPARE(invalid.lines.last()["result"].toString(), QStringLiteral("invalid"));
    }
    void batchSummaries()
    {
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write(kTop1
            + "\n# a comment\n..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. 1.2\n");
        f.flush();
        const Run r = cli({ "batch", "--json", f.fileName(), "--threads", "2" });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 3);
        QCOMPARE(r.lines[0]["line"].toInt(), 1);
        QCOMPARE(r.lines[1]["line"].toInt(), 3);
        QCOMPARE(r.lines[1]["result"].toString(), QStringLiteral("solved"));
        QCOMPARE(r.lines[2]["total"].toInt(), 2);
        QCOMPARE(r.lines[2]["solved"].toInt() + r.lines[2]["stuck"].toInt(), 2);
    }
    // The expert structures' share: the path of SudokuWiki's Double Exocet puzzle
    // (Unsolvable #165: two pointing steps, then the Double Exocet, its two
    // Junior Exocets in one step) goes beyond
    // the chains with an expert pattern first; an easy puzzle (singles) not at all.
    void batchExpertFirst()
    {
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write("090000030200000000003010907006000000000060370000108006008030001007080003000400050\n"
                "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n");
        f.flush();
        const Run r = cli({ "batch", "--json", f.fileName() });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 3);
        QCOMPARE(r.lines[2]["beyond_chain_paths"].toInt(), 1);
        QCOMPARE(r.lines[2]["expert_first_paths"].toInt(), 1);
        QCOMPARE(r.lines[2]["expert_first_share"].toDouble(), 1.0);
        const QStringList first { QStringLiteral("locked-candidates-pointing"),
            QStringLiteral("locked-candidates-pointing"), QStringLiteral("double-exocet") };
        const auto steps = cli(
            { "solve", "--json",
                QStringLiteral("090000030200000000003010907006000000000060370000108006008030001007080003000400050") })
                               .lines;
        for (int i = 0; i < first.size(); ++i)
            QCOMPARE(steps[i]["technique"].toString(), first[i]);
    }
    // batch --verify: every step checked against the brute-force solution; the
    // counts of checked conclusions and rank steps are those of the paths
    // `solve` prints (the rank family is off by default: no rank steps; the
    // HoDoKu reglib XY-Wing state's wing is the wings family's, engine/wings/).
    void batchVerify()
    {
        const QByteArray wing = ":0800:169:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419"
                                "+78+6+3+1254.....7..+6........3::942 943 954 955 956::";
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write(kTop1 + "\n" + wing + "\n");
        f.flush();
        const Run r = cli({ "batch", "--json", "--verify", f.fileName() });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 3);
        const QJsonObject total = r.lines[2];
        QCOMPARE(total["verified"].toInt(), 2);
        QCOMPARE(total["unsound"].toInt(), 0);
        QStringList rankIds; // from the registry listing
        for (const QJsonObject& t : cli({ "techniques", "--json" }).lines)
            if (t["family"].toString() == QStringLiteral("rank"))
                rankIds << t["id"].toString();
        QVERIFY(rankIds.contains(QStringLiteral("rank-1-logic")));
        long conclusions = 0;
        int rankSteps = 0, chainSteps = 0; // the chain family takes most steps the rank search took before
        for (const QByteArray& puzzle : { kTop1, wing })
            for (const QJsonObject& step : cli({ "solve", "--json", QString::fromLatin1(puzzle) }).lines) {
                conclusions += step["eliminations"].toArray().size() + step["placements"].toArray().size();
                rankSteps += rankIds.contains(step["technique"].toString());
                chainSteps += step["text"].toString().contains(QStringLiteral("Chain"))
                    || step["text"].toString().contains(QStringLiteral("Loop"))
                    || step["text"].toString().startsWith(QStringLiteral("AIC"));
            }
        QVERIFY(conclusions > 0);
        QVERIFY(rankSteps + chainSteps > 0);
        QCOMPARE(total["verified_conclusions"].toInteger(), qint64(conclusions));
        QCOMPARE(total["rank_steps"].toInt(), rankSteps);
    }
    // Number options are whole numbers in range, or a clear error.
    void numberOptionsAreStrict()
    {
        const Run r = cli({ "hints", QString::fromLatin1(kXWing), "--max", "x" });
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--max takes a whole number from 1 to 16, not 'x'"));
        const Run c = cli({ "cover", QString::fromLatin1(kXWing), "3R17", "--rank", "5" });
        QCOMPARE(c.exitCode, 2);
        QVERIFY(c.err.contains("--rank takes a whole number from 0 to 2"));
    }
    void unknownCommand()
    {
        const Run r = cli({ "frobnicate" });
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.err.contains("unknown command"));
    }
};

QTEST_APPLESS_MAIN(TstCli)
#include "tst_cli.moc"
