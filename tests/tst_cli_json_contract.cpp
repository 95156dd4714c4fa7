// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON contract, in the quick run: docs/json.md lists every field of
// every object; this test runs every command on small inputs (an X-Wing state
// near its end, top1465's first line where the command is fast on it) and
// fails on any emitted field the document does not list, and on a documented
// object kind never checked. Every object line carries "version"; the unified
// names (solution81, wall_ms, cpu_ms_*) are there beside their old aliases.
// tst_cli_json (heavy) checks the same on the slower commands' harder inputs.
#include "json_contract.h"

using namespace setwise::test;
using namespace setwise::test::cli_puzzles;

namespace
{

// The YAS manual's X-Wing state: solved in 32 quick steps.
const QString kXWing = QStringLiteral(
    "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97");

} // namespace

class TstCliJsonContract : public QObject
{
    Q_OBJECT
    ContractFixture m_fixture;

private slots:
    void initTestCase()
    {
        m_fixture.setUp();
        // The same with the X-Wing state first: rate's optimiser is quick on it.
        QVERIFY(m_fixture.scratch.write(QStringLiteral("easy"), contractFile(kXWing)));
    }

    void everyCommandsFieldsAreDocumented()
    {
        JsonContract& c = m_fixture.contract;
        const QString& in = m_fixture.in;
        const QString easy = m_fixture.scratch.paths[QStringLiteral("{easy}")];
        c.check({ "check", "--json", kTop1 }, fixedKind("check"));
        c.check({ "check", "--json", kTwo }, fixedKind("check"));
        c.check({ "techniques", "--json" }, fixedKind("techniques"));
        c.check({ "solve", "--json", kTop1 }, stepOr("solve result"), 2);
        c.check({ "solve", "--json", kTop1, "--techniques", "naked-single,hidden-single" }, stepOr("solve result"));
        c.check({ "hints", "--json", kXWing }, stepOr("hints end"));
        // Its end object (here for the second solution; tst_cli_json: a search cut).
        c.check({ "hints", "--json", kTwo, "--technique", "naked-single,hidden-single" }, stepOr("hints end"));
        c.check({ "eval", "--json", kXWing, "3R17 / 3C49" }, stepOr("search end"));
        c.check({ "explain", "--json", kXWing, "3r2c4" }, stepOr("search end"));
        c.check({ "cover", "--json", kXWing, "3R17" }, stepOr("search end"));
        c.check({ "alternatives", "--json", kXWing, "3R17 / 3C49" }, stepOr("search end"));
        c.check({ "optimise", "--json", kXWing, "--budget", "5" }, stepOr("optimise result"), 2);
        c.check({ "batch", "--json", in, "--verify" }, lineOrTotal("batch"), 5);
        c.check({ "batch", "--json", in, "--isomorph", "3", "--shard", "1/1" }, lineOrTotal("batch"), 5);
        c.check({ "rate", "--json", easy, "--budget", "5" }, lineOrTotal("rate"), 5);
        c.check({ "generate", "--json", "--count", "2", "--seed", "5" }, lineOrTotal("generate"), 3);
        QVERIFY(m_fixture.scratch.write(QStringLiteral("puzzles"), kTop1.toLatin1() + '\n' + kTwo.toLatin1() + '\n'));
        c.check({ "bench", "--json", "--brute-force", m_fixture.scratch.paths[QStringLiteral("{puzzles}")] },
            fixedKind("bench brute-force"));
        // A search the node budget stops: its end object.
        c.check({ "explain", "--json", kTop1, "6r1c2", "--max", "16", "--nodes", "100000" }, stepOr("search end"));
        c.check({ "check", "--json", "12x" }, fixedKind("check"), 0); // the error object (standard error)

        c.checkRatePath(easy);
        // merge of a batch output: its total.
        QVERIFY(m_fixture.scratch.write(QStringLiteral("out"), cli({ "batch", "--json", in }).out));
        const Run merged = cli({ "merge", m_fixture.scratch.paths[QStringLiteral("{out}")] });
        QCOMPARE(merged.exitCode, 2); // the line that is not a puzzle
        const QList<QJsonObject> lines = jsonLines(merged.out);
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.back()[QLatin1String("version")].toString(), QStringLiteral(SETWISE_VERSION_TEXT));
        c.expectDocumented(QStringLiteral("merge total"), lines.back(), QStringLiteral("merge"));

        for (const char* kind : kJsonKinds)
            QVERIFY2(c.checked.contains(QString::fromLatin1(kind)), kind);
    }

    // The unified names and their old aliases, with the same values.
    void unifiedNamesBesideAliases()
    {
        const Run check = cli({ "check", "--json", kTop1 });
        const QJsonObject c = check.lines.value(0);
        QCOMPARE(c[QLatin1String("solution81")].toString().size(), 81);
        QCOMPARE(c[QLatin1String("solution81")], c[QLatin1String("solution")]);

        const Run batch = cli({ "batch", "--json", m_fixture.in });
        const QJsonObject line = batch.lines.value(0), total = batch.lines.back();
        const QString marked = line[QLatin1String("solution")].toString();
        QVERIFY(marked.contains(u'+'));
        QCOMPARE(line[QLatin1String("solution81")].toString(), QString(marked).remove(u'+'));
        QCOMPARE(line[QLatin1String("solution81")].toString(), c[QLatin1String("solution81")].toString());
        QCOMPARE(line[QLatin1String("wall_ms")], line[QLatin1String("ms")]);
        QCOMPARE(total[QLatin1String("wall_ms")], total[QLatin1String("ms")]);

        const Run gen = cli({ "generate", "--json", "--count", "1", "--seed", "5" });
        const QJsonObject g = gen.lines.value(0), gt = gen.lines.back();
        QCOMPARE(g[QLatin1String("cpu_ms")], g[QLatin1String("ms")]);
        QCOMPARE(g[QLatin1String("solution81")], g[QLatin1String("solution")]);
        QCOMPARE(gt[QLatin1String("cpu_ms_median")], gt[QLatin1String("median_ms")]);
        QCOMPARE(gt[QLatin1String("cpu_ms_p90")], gt[QLatin1String("p90_ms")]);
    }

    // Text output is not stamped; --version says the same version.
    void versionOnlyInJson()
    {
        const Run text = cli({ "check", kTop1 });
        QVERIFY(!text.out.contains("version"));
        const Run v = cli({ "--version" });
        QCOMPARE(v.out.trimmed(), QByteArray("setwise-cli " SETWISE_VERSION_TEXT));
    }
};

QTEST_APPLESS_MAIN(TstCliJsonContract)
#include "tst_cli_json_contract.moc"
