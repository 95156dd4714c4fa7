// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli under hostile input: a line over the line limit is that line's
// error and the lines after it are still worked on; --json streams hold only
// JSON on standard output (errors go to standard error); messages quote at
// most a bounded piece of the input; read and open failures give the
// system's reason; numeric options are strict decimal; `help help` works.
#include "cli_util.h"

#include <QFile>
#include <QJsonArray>

using namespace setwise::test;
using namespace setwise::test::cli_puzzles;

namespace
{

// Every line of `out` must be a JSON object.
void verifyAllJson(const QByteArray& out)
{
    int bad = 0;
    jsonLines(out, &bad);
    QCOMPARE(bad, 0);
}

} // namespace

class TstCliRobust : public QObject
{
    Q_OBJECT
    ScratchFiles m_scratch;

private slots:
    void initTestCase()
    {
        QVERIFY(m_scratch.dir.isValid());
        // E / 4,097 dots / E / E, E being top1465's first puzzle.
        const QByteArray e = kTop1.toLatin1() + '\n';
        QVERIFY(m_scratch.write(QStringLiteral("long_middle"), e + QByteArray(4097, '.') + '\n' + e + e));
        // A line of 10,000 bytes without a line break at the end of the file.
        QVERIFY(m_scratch.write(QStringLiteral("long_last"), e + QByteArray(10000, '7')));
    }

    // A line over 4,096 bytes is reported as that line's error; the lines
    // after it are still worked on and the total counts every line.
    void longLineInTheMiddle_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("batch") << QStringLiteral("batch");
        QTest::newRow("rate") << QStringLiteral("rate");
    }
    void longLineInTheMiddle()
    {
        QFETCH(QString, command);
        QStringList args { command, "--json", m_scratch.paths[QStringLiteral("{long_middle}")] };
        if (command == QLatin1String("rate"))
            args << QStringLiteral("--se-only");
        const Run r = cli(args);
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2); // a line was bad input
        QCOMPARE(r.badLines, 0);
        QCOMPARE(r.lines.size(), 5); // four lines and the total
        for (int i = 0; i < 4; ++i)
            QCOMPARE(r.lines[i][QLatin1String("line")].toInt(), i + 1);
        QVERIFY(r.lines[1].contains(QLatin1String("error")));
        QVERIFY2(
            r.lines[1][QLatin1String("error")].toString().contains(QLatin1String("4096 bytes")), r.out.constData());
        for (int i : { 0, 2, 3 })
            QVERIFY2(!r.lines[i].contains(QLatin1String("error")), r.out.constData());
        const QJsonObject total = r.lines.back();
        QCOMPARE(total[QLatin1String("total")].toInt(), 4);
        QCOMPARE(total[QLatin1String("errors")].toInt(), 1);
    }

    void longLineText()
    {
        const Run r = cli({ "batch", m_scratch.paths[QStringLiteral("{long_middle}")] });
        QCOMPARE(r.exitCode, 2);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines[1].startsWith("2 error") && lines[1].contains("4096 bytes"), lines[1].constData());
        QVERIFY2(lines[3].startsWith("4 solved"), lines[3].constData());
        QVERIFY2(lines[4].startsWith("total 4:"), lines[4].constData());
    }

    // bench --brute-force counts the long line as a line that is not a puzzle
    // and still solves the three puzzles.
    void longLineBench()
    {
        const Run r = cli({ "bench", "--json", "--brute-force", m_scratch.paths[QStringLiteral("{long_middle}")] });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.lines.size(), 1);
        QCOMPARE(r.lines[0][QLatin1String("puzzles")].toInt(), 3);
        QCOMPARE(r.lines[0][QLatin1String("invalid_lines")].toInt(), 1);
        QVERIFY2(r.err.contains("line 2 is longer"), r.err.constData());
    }

    // A long last line without a line break is its own error too.
    void longLastLine()
    {
        const Run r = cli({ "batch", "--json", m_scratch.paths[QStringLiteral("{long_last}")] });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.lines.size(), 3);
        QVERIFY(r.lines[1].contains(QLatin1String("error")));
        QCOMPARE(r.lines[2][QLatin1String("total")].toInt(), 2);
    }

    // rate --json --path: the path is a field of the line's object; nothing
    // but JSON on standard output.
    void ratePathIsJson()
    {
        QVERIFY(m_scratch.write(QStringLiteral("one"), kTop1.toLatin1() + '\n'));
        const Run r = cli({ "rate", "--json", "--path", "--se-only", m_scratch.paths[QStringLiteral("{one}")] });
        QCOMPARE(r.exitCode, 0);
        verifyAllJson(r.out);
        QCOMPARE(r.lines.size(), 2);
        const QJsonArray path = r.lines[0][QLatin1String("path")].toArray();
        QVERIFY(path.size() > 10);
        double hardest = 0;
        for (const QJsonValue& v : path) {
            const QJsonObject step = v.toObject();
            QVERIFY(step.contains(QLatin1String("rating")) && step.contains(QLatin1String("technique")));
            hardest = std::max(hardest, step[QLatin1String("rating")].toDouble());
        }
        // The puzzle's ER is the hardest step of its path.
        QCOMPARE(hardest, r.lines[0][QLatin1String("er")].toDouble());
        // Text mode keeps the path as text lines before the rating.
        const Run text = cli({ "rate", "--path", "--se-only", m_scratch.paths[QStringLiteral("{one}")] });
        QVERIFY(text.out.startsWith("# line 1\n"));
    }

    // With --json an error object goes to standard error, for check as for
    // every command; standard output stays empty.
    void jsonErrorOnStandardError_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("check") << QStringList { "check", "--json", "xx" };
        QTest::newRow("solve") << QStringList { "solve", "--json", "xx" };
        QTest::newRow("batch missing") << QStringList { "batch", "--json", "/nonexistent/setwise-file" };
        QTest::newRow("bad option") << QStringList { "rate", "--json", "-", "--threads", "x" };
    }
    void jsonErrorOnStandardError()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QList<QJsonObject> errors = jsonLines(r.err);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains(QLatin1String("error")));
    }

    // Messages quote at most 40 bytes of what the user gave, with a mark of the cut.
    void messagesQuoteBoundedInput_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString huge(5000, u'z');
        QTest::newRow("unknown command") << QStringList { huge };
        QTest::newRow("unknown option") << QStringList { "solve", kTop1, "--" + huge };
        QTest::newRow("int option") << QStringList { "batch", "-", "--threads", huge };
        QTest::newRow("time limit") << QStringList { "batch", "-", "--time-limit", huge };
        QTest::newRow("missing file") << QStringList { "batch", "/nonexistent/" + huge };
        QTest::newRow("extra argument") << QStringList { "check", kTop1, huge };
    }
    void messagesQuoteBoundedInput()
    {
        QFETCH(QStringList, args);
        const Run r = cli(args);
        QCOMPARE(r.exitCode, 2);
        const QByteArray message = r.err.left(r.err.indexOf('\n')); // unknown command: the usage follows
        QVERIFY2(message.size() < 200, message.left(300).constData());
        QVERIFY2(r.err.contains("zzzz") && r.err.contains("\xE2\x80\xA6"), r.err.left(300).constData());
    }

    // A control character in a quoted piece is escaped, never written raw.
    void messagesEscapeControlCharacters()
    {
        const Run r = cli({ "batch", "-", "--threads", QStringLiteral("1\x01\x1b[31m") });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("\\x01\\x1B[31m"), r.err.constData());
    }

    // A file that cannot be read says why, with the system's words.
    void readFailureGivesTheReason()
    {
        if (!QFile::exists(QStringLiteral("/proc/self/mem")))
            QSKIP("no /proc/self/mem on this system");
        const Run r = cli({ "batch", "/proc/self/mem" });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(!r.err.contains("longer than the limit"), r.err.constData());
        QVERIFY2(r.err.contains("cannot read line 1") && r.err.contains("error"), r.err.constData());
    }

    void missingFileGivesTheReason()
    {
        const Run r = cli({ "batch", "/nonexistent/setwise-file" });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("No such file or directory"), r.err.constData());
        const Run state = cli({ "check", "@/nonexistent/setwise-file" });
        QVERIFY2(state.err.contains("No such file or directory"), state.err.constData());
    }

    // Whole numbers are plain decimal: no sign '+', no hexadecimal, nothing after.
    void strictNumbers_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("option");
        QTest::newRow("time-limit 0x10") << QStringList { "solve", kTop1, "--time-limit", "0x10" } << "--time-limit";
        QTest::newRow("time-limit +2") << QStringList { "solve", kTop1, "--time-limit", "+2" } << "--time-limit";
        QTest::newRow("time-limit 1e2") << QStringList { "solve", kTop1, "--time-limit", "1e2" } << "--time-limit";
        QTest::newRow("time-limit space") << QStringList { "solve", kTop1, "--time-limit", " 2" } << "--time-limit";
        QTest::newRow("time-limit inf") << QStringList { "solve", kTop1, "--time-limit", "inf" } << "--time-limit";
        QTest::newRow("threads +2") << QStringList { "batch", "-", "--threads", "+2" } << "--threads";
        QTest::newRow("threads 0x2") << QStringList { "batch", "-", "--threads", "0x2" } << "--threads";
        QTest::newRow("threads 2abc") << QStringList { "batch", "-", "--threads", "2abc" } << "--threads";
        QTest::newRow("threads range") << QStringList { "batch", "-", "--threads", "99999999999999999999" }
                                       << "--threads";
        QTest::newRow("max space") << QStringList { "hints", kTop1, "--max", " 3" } << "--max";
        QTest::newRow("bench config") << QStringList { "bench", "--rank", "-", "--config", "x" } << "--config";
    }
    void strictNumbers()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, option);
        const Run r = cli(args, kTop1.toLatin1() + '\n');
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(option.toLatin1()), r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
    }

    void strictNumbersStillAccept()
    {
        const Run r = cli({ "check", kTop1 });
        QCOMPARE(r.exitCode, 0);
        const Run limit = cli({ "solve", kTop1, "--time-limit", "2.5", "--techniques", "naked-single" });
        QCOMPARE(limit.exitCode, 5); // stuck, the option was accepted
    }

    void helpHelp()
    {
        const Run r = cli({ "help", "help" });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("help [COMMAND]"), r.out.constData());
        QVERIFY(r.err.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TstCliRobust)
#include "tst_cli_robust.moc"
