// SPDX-License-Identifier: GPL-3.0-or-later
// batch and rate set up their FILE the same way (app/cli/file_run.h): the
// technique list, then the stream options, then the command's own options,
// then --time-limit, the file and --shard / --resume; the first bad one is
// the error, with exit status 2, and --shard picks the same lines for both.
#include "cli_util.h"

using namespace setwise::test;
using namespace setwise::test::cli_puzzles;

class TstCliFileRun : public QObject
{
    Q_OBJECT
    ScratchFiles m_scratch;

private slots:
    void initTestCase()
    {
        // Five lines: a puzzle, a line that is none, two solutions, no solution, the puzzle again.
        QVERIFY(m_scratch.write(QStringLiteral("in"),
            kTop1.toLatin1() + "\nnot-a-puzzle\n" + kTwo.toLatin1() + '\n' + kNone.toLatin1() + '\n' + kTop1.toLatin1()
                + '\n'));
    }

    void firstBadOptionIsTheError_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("args"); // after FILE ({in}: the five lines)
        QTest::addColumn<QString>("error");
        using S = QString;
        for (const char* command : { "batch", "rate" }) {
            const auto row = [command](const char* name) -> QTestData& {
                return QTest::addRow("%s: %s", command, name) << QString::fromLatin1(command);
            };
            row("techniques before threads") << QStringList { "{in}", "--techniques", "bogus", "--threads", "x" }
                                             << S("error at line 1, column 1: unknown technique 'bogus'");
            row("threads before time limit") << QStringList { "{in}", "--time-limit", "x", "--threads", "x" }
                                             << S("error: --threads takes a whole number from 1 to 256, not 'x'");
            row("time limit before the file") << QStringList { "missing-file", "--time-limit",
                "-1" } << S("error: --time-limit takes CPU seconds from 0 (no limit) to 86400, not '-1'");
            row("the file before the shard") << QStringList { "missing-file", "--shard", "5/3" }
                                             << S("error: cannot open file 'missing-file': No such file or directory");
            row("a bad shard") << QStringList { "{in}", "--shard", "5/3" }
                               << S("error: --shard takes K/N with 1 <= K <= N <= 1000000 (every N-th line from the "
                                    "K-th), not '5/3'");
        }
        QTest::newRow("batch: isomorph before time limit")
            << S("batch") << QStringList { "{in}", "--isomorph", "-1", "--time-limit", "x" }
            << S("error: --isomorph takes a whole number from 0 to 2147483647, not '-1'");
        QTest::newRow("rate: budget before time limit")
            << S("rate") << QStringList { "{in}", "--budget", "-1", "--time-limit", "x" }
            << S("error: --budget takes a whole number from 0 to 1000000, not '-1'");
        QTest::newRow("rate: variant before time limit")
            << S("rate") << QStringList { "{in}", "--se-variant", "bogus", "--time-limit", "x" }
            << S("error: --se-variant: expected se121 or sukaku, not 'bogus'");
    }
    void firstBadOptionIsTheError()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        for (QString& a : args)
            a = m_scratch.paths.value(a, a);
        const Run r = cli(QStringList { command } + args);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(QString::fromUtf8(r.err).trimmed(), error);
    }

    // --shard 2/3 takes lines 2 and 5, in both commands, and the totals count them.
    void shardPicksTheSameLines()
    {
        for (const char* command : { "batch", "rate" }) {
            const Run r = cli(
                { command, "--json", m_scratch.paths[QStringLiteral("{in}")], "--shard", "2/3", "--threads", "1" });
            QVERIFY(r.finished);
            QList<int> lines;
            for (const QJsonObject& o : r.lines)
                if (!o.contains(QLatin1String("total")))
                    lines << o[QLatin1String("line")].toInt();
            QCOMPARE(lines, (QList<int> { 2, 5 }));
            QCOMPARE(r.lines.back()[QLatin1String("total")].toInt(), 2);
            QCOMPARE(r.lines.back()[QLatin1String("shard")].toString(), QStringLiteral("2/3"));
            QCOMPARE(r.exitCode, 2); // line 2 is not a puzzle
        }
    }
};

QTEST_APPLESS_MAIN(TstCliFileRun)
#include "tst_cli_file_run.moc"
