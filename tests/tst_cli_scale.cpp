// SPDX-License-Identifier: GPL-3.0-or-later
// Splitting a job (docs/scale.md): --shard K/N takes every N-th line from the
// K-th; --resume FILE goes on from an interrupted output (a torn last line
// cut); `merge` puts the parts back in line order with one total; GNU
// parallel --pipe with --line-offset gives the lines of one run.
#include "cli_util.h"

#include <QFile>
#include <QStandardPaths>

using namespace setwise::test;

namespace
{

// The first `count` puzzle lines of the repository's top1465 sample.
QByteArray sample(int count)
{
    QFile f(QStringLiteral(SETWISE_TEST_DATA "/top1465.txt"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray out;
    while (!f.atEnd() && count > 0) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        out += line + '\n';
        --count;
    }
    return out;
}

// The result lines of a JSON output (no total), without the fields that
// measure time (ms, cpu_ms, wall_ms), as compact JSON text.
QList<QByteArray> results(const QByteArray& out)
{
    QList<QByteArray> lines;
    for (QJsonObject o : jsonLines(out)) {
        if (o.contains(QLatin1String("total")))
            continue;
        o.remove(QLatin1String("ms"));
        o.remove(QLatin1String("cpu_ms"));
        o.remove(QLatin1String("wall_ms"));
        lines << QJsonDocument(o).toJson(QJsonDocument::Compact);
    }
    return lines;
}

QJsonObject totalOf(const QByteArray& out)
{
    const QList<QJsonObject> lines = jsonLines(out);
    return lines.isEmpty() ? QJsonObject() : lines.back();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstCliScale : public QObject
{
    Q_OBJECT
    ScratchFiles m_scratch;
    QString m_input; // 12 puzzles, a comment and a blank line

private slots:
    void initTestCase()
    {
        QVERIFY(m_scratch.dir.isValid());
        const QByteArray lines = sample(12);
        QCOMPARE(lines.count('\n'), 12);
        QVERIFY(m_scratch.write(QStringLiteral("in"), "# a comment\n" + lines.left(82 * 5) + "\n" + lines.mid(82 * 5)));
        m_input = m_scratch.paths[QStringLiteral("{in}")];
    }

    // --shard 2/3 takes lines 2, 5, 8, 11, 14 of the file (its line numbers,
    // comments and blank lines counted), each with its number.
    void shardTakesEveryNthLine()
    {
        const Run r = cli({ "batch", "--json", m_input, "--shard", "2/3" });
        QCOMPARE(r.exitCode, 0);
        QList<int> numbers;
        for (const QJsonObject& o : r.lines)
            if (o.contains(QLatin1String("line")))
                numbers << o[QLatin1String("line")].toInt();
        // Line 1 is the comment, line 7 blank: the puzzles are on 2-6 and 8-14.
        QCOMPARE(numbers, (QList<int> { 2, 5, 8, 11, 14 }));
        QCOMPARE(r.lines.back()[QLatin1String("shard")].toString(), QStringLiteral("2/3"));
    }

    void shardRefusesBadValues_data()
    {
        QTest::addColumn<QString>("value");
        for (const char* v : { "0/3", "4/3", "1/0", "3", "1/2/3", "+1/2", "1/2x", "1/2000000" })
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void shardRefusesBadValues()
    {
        QFETCH(QString, value);
        const Run r = cli({ "batch", m_input, "--shard", value });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--shard"), r.err.constData());
    }

    // Three shards merged give the lines and the counts of one run.
    void shardsMergedEqualOneRun()
    {
        const Run one = cli({ "batch", "--json", m_input });
        QCOMPARE(one.exitCode, 0);
        QStringList parts;
        for (int k = 1; k <= 3; ++k) {
            const Run r = cli({ "batch", "--json", m_input, "--shard", QStringLiteral("%1/3").arg(k) });
            QCOMPARE(r.exitCode, 0);
            const QString key = QStringLiteral("part%1").arg(k);
            QVERIFY(m_scratch.write(key, r.out));
            parts << m_scratch.paths["{" + key + "}"];
        }
        const Run merged = cli(QStringList { "merge" } + parts);
        QCOMPARE(merged.exitCode, 0);
        QCOMPARE(results(merged.out), results(one.out));
        QCOMPARE(results(merged.out).size(), 12);
        const QJsonObject total = totalOf(merged.out), expected = totalOf(one.out);
        for (const char* key : { "total", "solved", "stuck", "invalid", "errors" })
            QCOMPARE(total[QLatin1String(key)].toInt(), expected[QLatin1String(key)].toInt());
    }

    // A sharded and resumed rate equals one run: shard 1/2 is interrupted
    // (its output cut in the middle of a line), resumed, then merged with 2/2.
    void shardedResumedRateEqualsOneRun()
    {
        const QStringList rate { "rate", "--json", "--se-only", m_input };
        const Run one = cli(rate);
        QCOMPARE(one.exitCode, 0);
        const Run first = cli(rate + QStringList { "--shard", "1/2" });
        QCOMPARE(first.exitCode, 0);
        // The interrupted run: two results and half of the third.
        const QList<QByteArray> lines = first.out.split('\n');
        QVERIFY(lines.size() > 4);
        QVERIFY(m_scratch.write(QStringLiteral("shard1"), lines[0] + '\n' + lines[1] + '\n' + lines[2].left(40)));
        const QString shard1 = m_scratch.paths[QStringLiteral("{shard1}")];
        const Run resumed = cli(rate + QStringList { "--shard", "1/2", "--resume", shard1 });
        QCOMPARE(resumed.exitCode, 0);
        QVERIFY2(resumed.out.isEmpty(), "--resume writes to its FILE");
        const QByteArray shard1Out = readAll(shard1);
        QCOMPARE(totalOf(shard1Out)[QLatin1String("resumed")].toInt(), 2);
        QCOMPARE(results(shard1Out), results(first.out)); // the torn line was cut and redone
        // The second shard in one go, into its file through --resume (a new file).
        const QString shard2 = m_scratch.dir.filePath(QStringLiteral("shard2"));
        QCOMPARE(cli(rate + QStringList { "--shard", "2/2", "--resume", shard2 }).exitCode, 0);
        const Run merged = cli({ "merge", shard1, shard2 });
        QCOMPARE(merged.exitCode, 0);
        QCOMPARE(results(merged.out), results(one.out));
        QCOMPARE(totalOf(merged.out)[QLatin1String("rated")].toInt(), totalOf(one.out)[QLatin1String("rated")].toInt());
    }

    // A resume of a finished output does nothing new; text and JSON are not mixed.
    void resumeFinishedAndMismatch()
    {
        const QString out = m_scratch.dir.filePath(QStringLiteral("done"));
        QCOMPARE(cli({ "batch", m_input, "--resume", out }).exitCode, 0);
        const QByteArray before = readAll(out);
        QCOMPARE(before.count('\n'), 13); // 12 results and the total
        QCOMPARE(cli({ "batch", m_input, "--resume", out }).exitCode, 0);
        const QByteArray after = readAll(out);
        QVERIFY2(after.startsWith(before.left(before.lastIndexOf("total"))), after.constData());
        QVERIFY2(after.contains("total 0:") && after.contains("12 resumed"), after.constData());
        const Run mixed = cli({ "batch", "--json", m_input, "--resume", out });
        QCOMPARE(mixed.exitCode, 2);
        QVERIFY2(mixed.err.contains("text lines"), mixed.err.constData());
    }

    // generate --shard K/N makes puzzles K-1, K-1+N, ... of the seed: two
    // shards of 2 are the 4 puzzles of one run; a resume goes on in order.
    void generateShards()
    {
        const Run one = cli({ "generate", "--json", "--seed", "11", "--count", "4" });
        QCOMPARE(one.exitCode, 0);
        QMap<int, QString> expected, got;
        for (const QJsonObject& o : one.lines)
            if (o.contains(QLatin1String("index")))
                expected[o[QLatin1String("index")].toInt()] = o[QLatin1String("puzzle")].toString();
        QCOMPARE(expected.size(), 4);
        for (const char* shard : { "1/2", "2/2" }) {
            const Run r = cli({ "generate", "--json", "--seed", "11", "--count", "2", "--shard", shard });
            QCOMPARE(r.exitCode, 0);
            for (const QJsonObject& o : r.lines)
                if (o.contains(QLatin1String("index")))
                    got[o[QLatin1String("index")].toInt()] = o[QLatin1String("puzzle")].toString();
        }
        QCOMPARE(got, expected);
        // Resume: a file with the first puzzle of shard 2/2 gets the second.
        const QString file = m_scratch.dir.filePath(QStringLiteral("gen"));
        QCOMPARE(cli({ "generate", "--seed", "11", "--count", "1", "--shard", "2/2", "--resume", file }).exitCode, 0);
        QCOMPARE(cli({ "generate", "--seed", "11", "--count", "2", "--shard", "2/2", "--resume", file }).exitCode, 0);
        QCOMPARE(readAll(file), (expected[1] + '\n' + expected[3] + '\n').toLatin1());
        QCOMPARE(cli({ "generate", "--count", "2", "--shard", "1/2" }).exitCode, 2); // no --seed
        // A text file is not resumed as JSON.
        const Run mixed = cli({ "generate", "--json", "--seed", "11", "--count", "3", "--resume", file });
        QCOMPARE(mixed.exitCode, 2);
        QVERIFY2(mixed.err.contains("text lines"), mixed.err.constData());
    }

    // GNU parallel, 2 jobs over blocks of 5 lines, each numbered from its
    // block's offset, merged: the lines and counts of one batch run.
    void gnuParallelEqualsOneBatch()
    {
        const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
        if (parallel.isEmpty())
            QSKIP("GNU parallel is not installed (scripts/deps.sh installs it)");
        const Run one = cli({ "batch", "--json", m_input, "--threads", "1" });
        QCOMPARE(one.exitCode, 0);
        QProcess p;
        p.setStandardInputFile(m_input);
        const QString script
            = QStringLiteral("'%1' --will-cite --pipe --keep-order -N 5 -j 2 '%2' batch --json - --threads 1 "
                             "--line-offset '{= $_ = ($job->seq() - 1) * 5 =}' | '%2' merge -")
                  .arg(parallel, cliPath());
        p.start(
            QStringLiteral("bash"), { QStringLiteral("-o"), QStringLiteral("pipefail"), QStringLiteral("-c"), script });
        QVERIFY(p.waitForFinished(kProcessWaitMs));
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QCOMPARE(results(out), results(one.out));
        QCOMPARE(results(out).size(), 12);
        const QJsonObject total = totalOf(out), expected = totalOf(one.out);
        for (const char* key : { "total", "solved", "stuck", "invalid", "errors" })
            QCOMPARE(total[QLatin1String(key)].toInt(), expected[QLatin1String(key)].toInt());
    }
};

QTEST_APPLESS_MAIN(TstCliScale)
#include "tst_cli_scale.moc"
