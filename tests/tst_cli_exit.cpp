// SPDX-License-Identifier: GPL-3.0-or-later
// Every exit code of the README table, on every subcommand that can
// give it (the same code for the same condition), the Unix conventions
// (--version, help, COMMAND --help, options in any order, repeated options,
// '-' for FILE), the search budget (--time-limit) and the state each solve
// step carries. The expected codes come from the puzzles' known properties
// (one solution, none, two), not from the CLI's own run.
#include "cli_util.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <thread>

using namespace setwise::test;
using namespace setwise::test::cli_puzzles;

namespace
{

// A complete grid (every row, column and box checked by hand) and 11 cells of it
// blanked: 70 givens, one solution.
const QString kGrid
    = QStringLiteral("468931527751624839392578461134756298289413675675289314846192753513867942927345186");

// The dense 729-character state of a puzzle: a given keeps only its digit, an
// empty cell keeps all nine candidates (the givens' peers are not cleared).
QString dense(const QString& puzzle)
{
    QString s;
    for (QChar c : puzzle) {
        if (c == u'.') {
            s += QStringLiteral("123456789");
            continue;
        }
        QString cell(9, u'.');
        cell[c.digitValue() - 1] = c;
        s += cell;
    }
    return s;
}

QString seventyGivens()
{
    QString p = kGrid;
    for (int i = 0; i < 81; ++i)
        if ((i * 7) % 81 < 11)
            p[i] = u'.';
    return p;
}

QSet<QString> strings(const QJsonValue& v)
{
    QSet<QString> out;
    for (const QJsonValue& x : v.toArray())
        out << x.toString();
    return out;
}

} // namespace

class TstCliExit : public QObject
{
    Q_OBJECT
    ScratchFiles m_scratch;

private slots:
    void initTestCase()
    {
        QVERIFY(m_scratch.dir.isValid());
        const QByteArray top1 = kTop1.toLatin1() + '\n';
        QVERIFY(m_scratch.write(QStringLiteral("good"), "# a comment\n" + top1 + '\n' + top1));
        QVERIFY(m_scratch.write(QStringLiteral("garbage"), top1 + "not a puzzle\n"));
        QVERIFY(m_scratch.write(QStringLiteral("none"), top1 + kNone.toLatin1() + '\n'));
        QVERIFY(m_scratch.write(QStringLiteral("two"), top1 + kTwo.toLatin1() + '\n'));
        QVERIFY(m_scratch.write(QStringLiteral("mixed"), kTwo.toLatin1() + "\nxx\n" + kNone.toLatin1() + '\n'));
        QVERIFY(m_scratch.write(QStringLiteral("bench-garbage"), top1 + QByteArray(81, 'x') + '\n'));
        QVERIFY(m_scratch.write(QStringLiteral("dense"), dense(seventyGivens()).toLatin1()));
    }

    // The README "Exit codes" table, row by row.
    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("code");
        const QByteArray none;
        const QString singles = QStringLiteral("hidden-single,naked-single");

        // 0: done, for every input.
        QTest::addRow("0 check") << QStringList { "check", kTop1 } << none << 0;
        QTest::addRow("0 solve") << QStringList { "solve", kTop1 } << none << 0;
        QTest::addRow("0 hints") << QStringList { "hints", kTop1, "--technique", "hidden-single" } << none << 0;
        QTest::addRow("0 batch") << QStringList { "batch", "{good}" } << none << 0;
        QTest::addRow("0 rate") << QStringList { "rate", "{good}", "--no-optimise" } << none << 0;
        QTest::addRow("0 bench") << QStringList { "bench", "--brute-force", "{good}" } << none << 0;
        // 1: a complete search found nothing (6r1c2 is true: nothing eliminates it).
        QTest::addRow("1 explain") << QStringList { "explain", kTop1, "6r1c2", "--max", "2" } << none << 1;
        // 2: bad input, on every command.
        QTest::addRow("2 unknown command") << QStringList { "frobnicate" } << none << 2;
        QTest::addRow("2 json twice") << QStringList { "check", "--json", kTop1, "--json" } << none << 2;
        QTest::addRow("2 time-limit") << QStringList { "solve", kTop1, "--time-limit", "-1" } << none << 2;
        QTest::addRow("2 batch line") << QStringList { "batch", "{garbage}" } << none << 2;
        QTest::addRow("2 rate line") << QStringList { "rate", "{garbage}", "--no-optimise" } << none << 2;
        QTest::addRow("2 bench line") << QStringList { "bench", "--brute-force", "{bench-garbage}" } << none << 2;
        QTest::addRow("2 mixed file: the error first") << QStringList { "batch", "{mixed}" } << none << 2;
        QTest::addRow("2 progress and quiet")
            << QStringList { "batch", "{good}", "--progress", "--quiet" } << none << 2;
        // 3: no solution.
        QTest::addRow("3 check") << QStringList { "check", kNone } << none << 3;
        QTest::addRow("3 solve") << QStringList { "solve", kNone } << none << 3;
        QTest::addRow("3 hints") << QStringList { "hints", kNone } << none << 3;
        QTest::addRow("3 explain") << QStringList { "explain", kNone, "1r1c1" } << none << 3;
        QTest::addRow("3 cover") << QStringList { "cover", kNone, "1R1" } << none << 3;
        QTest::addRow("3 alternatives") << QStringList { "alternatives", kNone, "1R1 / 1C1" } << none << 3;
        QTest::addRow("3 optimise") << QStringList { "optimise", kNone } << none << 3;
        QTest::addRow("3 batch") << QStringList { "batch", "{none}" } << none << 3;
        QTest::addRow("3 rate") << QStringList { "rate", "{none}", "--no-optimise" } << none << 3;
        // 4: several solutions (the work is done and shown, then 4).
        QTest::addRow("4 check") << QStringList { "check", kTwo } << none << 4;
        QTest::addRow("4 solve") << QStringList { "solve", kTwo } << none << 4;
        QTest::addRow("4 hints") << QStringList { "hints", kTwo, "--technique", "naked-single" } << none << 4;
        QTest::addRow("4 optimise") << QStringList { "optimise", kTwo } << none << 4;
        QTest::addRow("4 batch") << QStringList { "batch", "{two}" } << none << 4;
        QTest::addRow("4 rate") << QStringList { "rate", "{two}", "--no-optimise" } << none << 4;
        // 5: stuck short of the unique solution.
        QTest::addRow("5 solve") << QStringList { "solve", kTop1, "--techniques", singles } << none << 5;
        QTest::addRow("5 optimise") << QStringList { "optimise", kTop1, "--techniques", singles } << none << 5;
        QTest::addRow("5 batch") << QStringList { "batch", "{good}", "--techniques", singles } << none << 5;
        QTest::addRow("5 rate") << QStringList { "rate", "{good}", "--techniques", singles, "--no-optimise" } << none
                                << 5;
        // 6: a budget ran out before the answer.
        QTest::addRow("6 hints dense") << QStringList { "hints", "@{dense}", "--time-limit", "0.5" } << none << 6;
        QTest::addRow("6 solve") << QStringList { "solve", kTop1, "--techniques", "rank-1-logic", "--time-limit",
            "0.05" } << none << 6;
        QTest::addRow("6 explain nodes") << QStringList { "explain", kTop1, "6r1c2", "--max", "8", "--nodes", "20000" }
                                         << none << 6;
        QTest::addRow("6 explain time") << QStringList { "explain", kTop1, "6r1c2", "--max", "8", "--time-limit",
            "0.05" } << none << 6;
        QTest::addRow("6 optimise") << QStringList { "optimise", kTop1, "--time-limit", "0.05" } << none << 6;
        QTest::addRow("6 batch") << QStringList { "batch", "{good}", "--time-limit", "0.001", "--techniques",
            "rank-1-logic" } << none
                                 << 6;
        QTest::addRow("6 rate") << QStringList { "rate", "{good}", "--time-limit", "0.01" } << none << 6;
    }

    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, code);
        for (QString& a : args)
            for (auto it = m_scratch.paths.cbegin(); it != m_scratch.paths.cend(); ++it)
                a.replace(it.key(), it.value());
        const Run r = cli(args, input);
        QVERIFY2(r.finished, "did not finish in time or crashed");
        QVERIFY2(r.exitCode == code,
            qPrintable(QStringLiteral("exit %1, expected %2; stderr: %3")
                           .arg(r.exitCode)
                           .arg(code)
                           .arg(QString::fromUtf8(r.err.left(300)))));
        if (code != 0 && code != 2) // not an error: the output says what happened
            QVERIFY(!r.out.isEmpty() || !r.err.isEmpty());
    }

    // 74: standard output cannot be written: non-zero, and said on standard error.
    void writeErrorIsAnError_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("version") << QStringList { "--version" };
        QTest::addRow("solve") << QStringList { "solve", kTop1 };
        QTest::addRow("solve json") << QStringList { "solve", "--json", kTop1 };
        QTest::addRow("batch") << QStringList { "batch", "{good}" };
        QTest::addRow("rate") << QStringList { "rate", "--no-optimise", "{good}" };
    }
    void writeErrorIsAnError()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full");
        QFETCH(QStringList, args);
        for (QString& a : args)
            a.replace(QStringLiteral("{good}"), m_scratch.paths[QStringLiteral("{good}")]);
        const Run r = cli(args, {}, QStringLiteral("/dev/full"));
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 74);
        QVERIFY2(r.err.contains("cannot write"), r.err.constData());
    }

    // 70: an internal failure (no memory for the threads asked for) is said and exits 70, no crash.
    void internalFailure()
    {
#ifdef SETWISE_SANITIZE
        QSKIP("the sanitizers need more address space than the limit");
#endif
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
            { "-c", "ulimit -v 40000 && exec \"$0\" batch --threads 64 \"$1\"", cliPath(),
                m_scratch.paths[QStringLiteral("{good}")] });
        QVERIFY(p.waitForFinished(kProcessWaitMs));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 70);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("internal failure") || err.contains("out of memory"), err.constData());
    }

    void versionAndHelp()
    {
        const Run v = cli({ "--version" });
        QCOMPARE(v.exitCode, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("^setwise-cli \\d+\\.\\d+\\.\\d+\n$"))
                     .match(QString::fromUtf8(v.out))
                     .hasMatch(),
            v.out.constData());
        const Run all = cli({ "--help" });
        QCOMPARE(all.exitCode, 0);
        for (const char* command : { "solve", "hints", "batch", "rate", "optimise", "explain", "bench" })
            QVERIFY2(all.out.contains(command), command);
        // help COMMAND and COMMAND --help say the same, on standard output, exit 0.
        const Run a = cli({ "help", "batch" });
        const Run b = cli({ "batch", "--help" });
        const Run c = cli({ "batch", "{whatever}", "-h" });
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        QCOMPARE(c.exitCode, 0);
        QCOMPARE(a.out, b.out);
        QCOMPARE(a.out, c.out);
        for (const char* option : { "--threads", "--progress", "--quiet", "--time-limit", "--json" })
            QVERIFY2(a.out.contains(option), option);
        QCOMPARE(cli({ "help", "frobnicate" }).exitCode, 2);
    }

    // Options go before or after the arguments; the same option twice is refused.
    void optionsInAnyOrder()
    {
        const Run a = cli({ "--json", "check", kTop1 }); // --json before the command too
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.lines.value(0)["solutions"].toInt(), 1);
        const Run b = cli(
            { "solve", "--json", "--techniques", "hidden-single,naked-single,locked-candidates-pointing", kTop1 });
        const Run c = cli(
            { "solve", kTop1, "--techniques", "hidden-single,naked-single,locked-candidates-pointing", "--json" });
        QCOMPARE(b.exitCode, c.exitCode);
        QCOMPARE(b.lines.size(), c.lines.size());
        QCOMPARE(b.lines.last()["steps"], c.lines.last()["steps"]);
        for (const QStringList& twice : { QStringList { "check", "--json", "--json", kTop1 },
                 QStringList { "batch", "{good}", "--threads", "1", "--threads", "2" },
                 QStringList { "rate", "{good}", "--quiet", "--quiet" } }) {
            QStringList args = twice;
            for (QString& x : args)
                x.replace(QStringLiteral("{good}"), m_scratch.paths[QStringLiteral("{good}")]);
            const Run r = cli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2((r.out + r.err).contains("twice"), r.err.constData());
        }
    }

    // '-' reads the FILE from standard input: the same lines as from the file.
    void dashIsStandardInput()
    {
        QFile f(m_scratch.paths[QStringLiteral("{good}")]);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const Run file = cli({ "batch", "--json", "--threads", "1", m_scratch.paths[QStringLiteral("{good}")] });
        const Run dash = cli({ "batch", "--json", "--threads", "1", "-" }, text);
        QCOMPARE(dash.exitCode, 0);
        QCOMPARE(dash.lines.size(), 3); // two puzzles and the total
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(dash.lines[i]["line"], file.lines[i]["line"]);
            QCOMPARE(dash.lines[i]["solution"], file.lines[i]["solution"]);
        }
        const Run rate = cli({ "rate", "--json", "--no-optimise", "-" }, text);
        QCOMPARE(rate.exitCode, 0);
        QCOMPARE(rate.lines.size(), 3);
        QCOMPARE(rate.lines[0]["er"].toDouble(), rate.lines[1]["er"].toDouble());
        const Run bench = cli({ "bench", "--brute-force", "-", "--json" }, text);
        QCOMPARE(bench.exitCode, 0);
        QCOMPARE(bench.lines.value(0)["puzzles"].toInt(), 2);
        const Run fish = cli({ "bench", "--fish", "--json", "-", "--max", "1" }, text);
        QCOMPARE(fish.exitCode, 0);
        QCOMPARE(fish.lines.value(0)["puzzles"].toInt(), 1);
    }

    // bench --fish --json FILE: --json is an option, not the file; bench
    // --brute-force counts only puzzles (a line that is not one is an error).
    void benchArguments()
    {
        const QString good = m_scratch.paths[QStringLiteral("{good}")];
        const Run fish = cli({ "bench", "--fish", "--json", good, "--max", "1" });
        QCOMPARE(fish.exitCode, 0);
        QCOMPARE(fish.lines.size(), 1);
        const Run brute
            = cli({ "bench", "--brute-force", "--json", m_scratch.paths[QStringLiteral("{bench-garbage}")] });
        QCOMPARE(brute.exitCode, 2);
        QCOMPARE(brute.lines.value(0)["puzzles"].toInt(), 1);
        QCOMPARE(brute.lines.value(0)["invalid_lines"].toInt(), 1);
        QCOMPARE(brute.lines.value(0)["one_solution"].toInt(), 1);
    }

    // --threads defaults to the machine's cores.
    void threadsDefaultToCores()
    {
        const Run r = cli({ "batch", "--json", m_scratch.paths[QStringLiteral("{good}")] });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.last()["threads"].toInt(), int(std::max(1u, std::thread::hardware_concurrency())));
    }

    // The dense 70-given state ran minutes of CPU before: it now ends within
    // its budget and says the list was cut, in JSON and in text.
    void hintsOnDenseStateEndWithinBudget()
    {
        const QString state = QStringLiteral("@") + m_scratch.paths[QStringLiteral("{dense}")];
        QCOMPARE(cli({ "check", state }).exitCode, 0); // one solution
        const Run json = cli({ "hints", "--json", state, "--time-limit", "1" });
        QVERIFY(json.finished);
        QCOMPARE(json.exitCode, 6);
        QVERIFY(json.lines.size() > 1);
        QCOMPARE(json.lines.last()["budget_cut"].toBool(), true);
        QCOMPARE(json.lines.last()["time_limit"].toDouble(), 1.0);
        const Run text = cli({ "hints", state, "--time-limit", "0.5" });
        QCOMPARE(text.exitCode, 6);
        QVERIFY(text.out.contains("time limit"));
        // No budget cut when the list is done: the result says so too.
        const Run small = cli({ "solve", "--json", kTop1 });
        QCOMPARE(small.lines.last()["budget_cut"].toBool(), false);
    }

    // Each solve step carries the state it was found in: hints on the state
    // of step k lists a step with step k's eliminations.
    void solveStepsCarryTheirState()
    {
        const Run solve = cli({ "solve", "--json", kTop1 });
        QCOMPARE(solve.exitCode, 0);
        QCOMPARE(cli({ "check", "--json", solve.lines[0]["state"].toString() }).lines.value(0)["solution"],
            solve.lines.last()["solution"]);
        int checked = 0;
        for (int k = 0; k + 1 < solve.lines.size(); ++k) {
            const QJsonObject step = solve.lines[k];
            if (step["eliminations"].toArray().isEmpty() || k % 3 != 0)
                continue;
            const Run hints
                = cli({ "hints", "--json", step["state"].toString(), "--technique", step["technique"].toString() });
            QVERIFY2(hints.exitCode == 0, qPrintable(step["state"].toString()));
            bool found = false;
            for (const QJsonObject& h : hints.lines)
                found = found || strings(h["eliminations"]) == strings(step["eliminations"]);
            QVERIFY2(found, qPrintable(QString::number(k) + ": " + step["text"].toString()));
            ++checked;
        }
        QVERIFY(checked >= 3);
    }
};

QTEST_APPLESS_MAIN(TstCliExit)
#include "tst_cli_exit.moc"
