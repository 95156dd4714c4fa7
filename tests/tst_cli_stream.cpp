// SPDX-License-Identifier: GPL-3.0-or-later
// Batch and rate stream. Results come out while the file is still
// being worked on, in input order whatever --threads; SIGINT/SIGTERM finish
// the lines in hand and leave every finished line plus a total (exit
// 130/143); progress goes to standard error only when asked (or a terminal).
#include "cli_util.h"

#include <QFile>
#include <QTemporaryFile>

#include <csignal>

using namespace setwise::test;

namespace
{

// Every `every`-th puzzle line of the repository's top1465 sample.
QByteArray sample(int every, int count)
{
    QFile f(QStringLiteral(SETWISE_TEST_DATA "/top1465.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray out;
    int index = 0, taken = 0;
    while (!f.atEnd() && taken < count) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (index++ % every == 0) {
            out += line + '\n';
            ++taken;
        }
    }
    return out;
}

// A result line without the fields that measure time (or the machine).
QJsonObject withoutTiming(QJsonObject o)
{
    for (const char* key : { "ms", "cpu_ms", "puzzles_per_s", "cpu_ms_mean", "cpu_ms_median", "cpu_ms_p99",
             "peak_rss_mb", "threads", "ms_per_puzzle", "cpu_ms_per_puzzle", "wall_ms", "wall_ms_per_puzzle" })
        o.remove(QLatin1String(key));
    return o;
}

// Starts the CLI on `args`, waits until `lines` lines are on standard output,
// sends `sig`, and returns what it wrote and its exit code.
Run interrupt(const QStringList& args, int lines, int sig)
{
    QProcess p;
    p.start(cliPath(), args);
    Run r;
    if (!p.waitForStarted())
        return r;
    QByteArray out;
    while (out.count('\n') < lines && p.state() == QProcess::Running) {
        p.waitForReadyRead(1000);
        out += p.readAllStandardOutput();
    }
    ::kill(pid_t(p.processId()), sig);
    r.finished = p.waitForFinished(kProcessWaitMs) && p.exitStatus() == QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = out + p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    if (args.contains(QStringLiteral("--json")))
        r.lines = jsonLines(r.out, &r.badLines);
    return r;
}

// What every JSON stream stopped by a signal leaves: it ended with `status`
// (130 SIGINT, 143 SIGTERM), every line whole, at least `results` results,
// then a total that says it was interrupted and counts them under `countKey`.
// (QVERIFY returns from here only: callers check QTest::currentTestFailed().)
void verifyStopped(const Run& r, int status, int results, const char* countKey)
{
    QVERIFY2(r.finished, "did not stop after the signal");
    QCOMPARE(r.exitCode, status);
    QCOMPARE(r.badLines, 0);
    QVERIFY(r.lines.size() >= results + 1);
    const QJsonObject total = r.lines.last();
    QCOMPARE(total["interrupted"].toBool(), true);
    QCOMPARE(total[QLatin1String(countKey)].toInt(), r.lines.size() - 1);
}

} // namespace

class TstCliStream : public QObject
{
    Q_OBJECT
    QTemporaryFile m_all; // the whole sample: minutes of work, never finished here

private slots:
    void initTestCase()
    {
        QVERIFY(m_all.open());
        const QByteArray all = sample(1, 100000);
        QVERIFY(all.count('\n') > 1000);
        m_all.write(all);
        m_all.flush();
    }

    // The first results are out long before the file is done; Ctrl-C then
    // leaves every finished line, in order, and a total that counts them.
    void sigintKeepsFinishedLinesAndTotal()
    {
        const Run r = interrupt({ "batch", "--json", "--threads", "2", m_all.fileName() }, 3, SIGINT);
        verifyStopped(r, 130, 3, "total");
        if (QTest::currentTestFailed())
            return;
        QVERIFY(r.lines.last()["total"].toInt() < 1465);
        for (int i = 0; i + 1 < r.lines.size(); ++i) {
            QCOMPARE(r.lines[i]["line"].toInt(), i + 1); // every line from the first, none left out
            QCOMPARE(r.lines[i]["result"].toString(), QStringLiteral("solved"));
        }
    }

    void sigtermOnRate()
    {
        const Run r = interrupt({ "rate", "--json", "--no-optimise", "--threads", "1", m_all.fileName() }, 2, SIGTERM);
        verifyStopped(r, 143, 2, "total");
        if (QTest::currentTestFailed())
            return;
        for (int i = 0; i + 1 < r.lines.size(); ++i)
            QVERIFY(r.lines[i]["er"].toDouble() > 0);
    }

    // generate stops on SIGTERM as on Ctrl-C: the puzzles in hand are written,
    // then the total, and the exit status names the signal (143).
    void sigtermOnGenerate()
    {
        const Run r
            = interrupt({ "generate", "--count", "100000", "--json", "--threads", "1", "--seed", "7" }, 2, SIGTERM);
        verifyStopped(r, 143, 2, "generated");
        if (QTest::currentTestFailed())
            return;
        for (int i = 0; i + 1 < r.lines.size(); ++i)
            QCOMPARE(r.lines[i]["index"].toInt(), i);
    }

    // Text output too: the total line is there after Ctrl-C.
    void sigintTextTotal()
    {
        const Run r = interrupt({ "batch", "--threads", "1", m_all.fileName() }, 2, SIGINT);
        QCOMPARE(r.exitCode, 130);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.last().startsWith("total " + QByteArray::number(lines.size() - 1) + ":"));
        QVERIFY(lines.last().contains("interrupted"));
    }

    // --threads 2 writes what --threads 1 writes, line for line, timing aside.
    void threadsKeepInputOrder_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addRow("batch") << QStringLiteral("batch");
        QTest::addRow("rate") << QStringLiteral("rate");
    }
    void threadsKeepInputOrder()
    {
        QFETCH(QString, command);
        QTemporaryFile f;
        QVERIFY(f.open());
        const QByteArray text = sample(command == "rate" ? 97 : 29, 50) + "not a puzzle\n";
        f.write(text);
        f.close();
        QStringList args { command, "--json", f.fileName() };
        if (command == "rate")
            args << "--no-optimise";
        const Run one = cli(args + QStringList { "--threads", "1" });
        const Run two = cli(args + QStringList { "--threads", "2" });
        QCOMPARE(one.exitCode, 2); // the last line is not a puzzle
        QCOMPARE(two.exitCode, 2);
        QCOMPARE(one.lines.size(), text.count('\n') + 1);
        QCOMPARE(two.lines.size(), one.lines.size());
        for (int i = 0; i < one.lines.size(); ++i)
            QCOMPARE(withoutTiming(two.lines[i]), withoutTiming(one.lines[i]));
        QCOMPARE(two.lines.last()["threads"].toInt(), 2);
    }

    // Progress on standard error: off when it is not a terminal, --progress forces it, --quiet silences it.
    void progressOnStandardError()
    {
        QTemporaryFile f;
        QVERIFY(f.open());
        f.write(sample(50, 5));
        f.close();
        const Run plain = cli({ "batch", f.fileName() });
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(plain.err.isEmpty());
        const Run forced = cli({ "batch", f.fileName(), "--progress" });
        QCOMPARE(forced.exitCode, 0);
        QVERIFY2(forced.err.contains("5 puzzles") && forced.err.contains("100%") && forced.err.contains("/s"),
            forced.err.constData());
        QCOMPARE(forced.out.count('\n'), plain.out.count('\n'));
        const Run quiet = cli({ "rate", f.fileName(), "--no-optimise", "--quiet" });
        QCOMPARE(quiet.exitCode, 0);
        QVERIFY(quiet.err.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TstCliStream)
#include "tst_cli_stream.moc"
