// SPDX-License-Identifier: GPL-3.0-or-later
// Bad and hostile input to setwise-cli, one row per case: the
// arguments (with {dir}, {garbage}, {binary}, {big}, {longline}, {puzzles}
// standing for files made here), standard input, the exit code README "Exit
// codes" promises and a word the message must contain. Every row must end
// within the process wait (bounded input, bounded searches); with --json,
// standard output must be strict UTF-8 and one JSON object per line.
#include "cli_util.h"

#include <QFile>
#include <QTemporaryDir>

using namespace setwise::test;
using namespace setwise::test::cli_puzzles;

namespace
{

const QString kXWing = QStringLiteral(
    "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97");

// Every one of the 324 constraints named once (cells, then row-, column- and
// box-digits), and one item more.
QString allConstraintsAndOneMore()
{
    QStringList items;
    for (int r = 1; r <= 9; ++r)
        for (int c = 1; c <= 9; ++c)
            items << QStringLiteral("R%1C%2").arg(r).arg(c);
    for (QChar kind : { u'R', u'C', u'B' })
        for (int d = 1; d <= 9; ++d)
            for (int h = 1; h <= 9; ++h)
                items << QStringLiteral("%1%2%3").arg(d).arg(kind).arg(h);
    items << QStringLiteral("1R1");
    return items.join(u' ') + QStringLiteral(" / 1C1");
}

// Strict UTF-8: decoding and encoding again gives the same bytes (Qt replaces
// every ill-formed sequence, overlong forms and surrogates included).
bool isStrictUtf8(const QByteArray& bytes)
{
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

// An argument "%b:TEXT" is TEXT with its backslash escapes expanded by the
// shell's printf (a byte like 0xFF cannot pass through a QString argument).
bool viaShell(const QStringList& args)
{
    for (const QString& a : args)
        if (a.startsWith(QStringLiteral("%b:")))
            return true;
    return false;
}

Run cliRaw(const QStringList& args, const QByteArray& input)
{
    QString script = QStringLiteral("exec \"$0\"");
    QStringList shellArgs { QStringLiteral("-c"), QString(), cliPath() };
    for (int i = 0; i < args.size(); ++i) {
        const bool expand = args[i].startsWith(QStringLiteral("%b:"));
        shellArgs << (expand ? args[i].mid(3) : args[i]);
        const QString ref = QStringLiteral("\"${%1}\"").arg(i + 1);
        script += QLatin1Char(' ') + (expand ? QStringLiteral("\"$(printf '%b' %1)\"").arg(ref) : ref);
    }
    shellArgs[1] = script;
    QProcess p;
    p.start(QStringLiteral("/bin/sh"), shellArgs);
    p.waitForStarted();
    p.write(input);
    p.closeWriteChannel();
    Run r;
    r.finished = p.waitForFinished(kProcessWaitMs) && p.exitStatus() == QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TstCliBadInput : public QObject
{
    Q_OBJECT
    ScratchFiles m_scratch;

private slots:
    void initTestCase()
    {
        QVERIFY(m_scratch.dir.isValid());
        QVERIFY(QDir(m_scratch.dir.path()).mkdir(QStringLiteral("dir")));
        m_scratch.paths[QStringLiteral("{dir}")] = m_scratch.dir.filePath(QStringLiteral("dir"));
        QVERIFY(m_scratch.write(QStringLiteral("garbage"), "hello world\nnot a puzzle\n"));
        QByteArray binary; // every byte value, lines of 61 bytes
        for (int i = 0; i < 3000; ++i)
            binary += i % 61 == 60 ? '\n' : char((i * 37 + 11) & 0xFF);
        QVERIFY(m_scratch.write(QStringLiteral("binary"), binary));
        QVERIFY(m_scratch.write(QStringLiteral("big"), QByteArray(70000, '.')));
        QVERIFY(m_scratch.write(QStringLiteral("longline"), QByteArray(5000, '.') + '\n'));
        QVERIFY(m_scratch.write(QStringLiteral("puzzles"), kTop1.toLatin1() + '\n'));
    }

    // The line limit is 4096 bytes, the newline not counted: a comment line of
    // exactly 4096 bytes is read and skipped, one byte more stops the file with
    // the line's number; a last line without a newline counts.
    void lineLimitBoundary()
    {
        const QByteArray puzzle = kTop1.left(81).toLatin1();
        QVERIFY(m_scratch.write(QStringLiteral("at_limit"), '#' + QByteArray(4095, '.') + '\n' + puzzle));
        QVERIFY(m_scratch.write(
            QStringLiteral("over_limit"), puzzle + '\n' + '#' + QByteArray(4096, '.') + '\n' + puzzle + '\n'));
        const Run ok = cli({ "batch", "--json", m_scratch.dir.filePath(QStringLiteral("at_limit")) }, {});
        QVERIFY(ok.finished);
        QCOMPARE(ok.exitCode, 0);
        const QList<QByteArray> lines = ok.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2); // the puzzle of line 2 and the total
        QVERIFY(lines.front().contains("\"line\":2"));
        const Run over = cli({ "batch", "--json", m_scratch.dir.filePath(QStringLiteral("over_limit")) }, {});
        QVERIFY(over.finished);
        QCOMPARE(over.exitCode, 2);
        const QByteArray all = over.out + over.err; // with --json the error is a JSON line
        QVERIFY2(all.contains("line 2 is longer than the limit of 4096 bytes"), all.constData());
        QVERIFY(over.out.contains("\"line\":1"));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("word");
        const QByteArray none;
        const QString ones(16000, u'1');

        // 1. The set parser: limits checked before anything is expanded;
        // repeats named with their column (eval, cover, alternatives share it).
        QTest::addRow("sets 16000 digits")
            << QStringList { "eval", kXWing, ones + "R" + ones + " / 1C1" } << none << 2 << "limit";
        QTest::addRow("sets item repeats a digit")
            << QStringList { "eval", kXWing, "33R1 / 3C4" } << none << 2 << "digit 3 is listed twice";
        QTest::addRow("sets item repeats a house")
            << QStringList { "eval", kXWing, "3R171 / 3C4" } << none << 2 << "column 5";
        QTest::addRow("sets repeat has a column")
            << QStringList { "eval", kXWing, "3R17 3R1 / 3C49" } << none << 2 << "column 6: base 3R1 is listed twice";
        QTest::addRow("sets base as cover has a column")
            << QStringList { "eval", kXWing, "3R17 / 3C49 3R7" } << none << 2 << "column 13";
        QTest::addRow("sets more than 324 items")
            << QStringList { "eval", kXWing, allConstraintsAndOneMore() } << none << 2 << "324 items";
        QTest::addRow("cover repeat has a column")
            << QStringList { "cover", kXWing, "3R1 3R1" } << none << 2 << "column 5";
        QTest::addRow("alternatives repeat has a column")
            << QStringList { "alternatives", kXWing, "3R17 / 3C4 3C4" } << none << 2 << "column 12";

        // 2. STATE input has a size cap, on every path in.
        QTest::addRow("state from /dev/zero") << QStringList { "solve", "@/dev/zero" } << none << 2 << "limit";
        QTest::addRow("state from a big file") << QStringList { "check", "@{big}" } << none << 2 << "65536 bytes";
        QTest::addRow("state from big stdin") << QStringList { "check", "-" } << QByteArray(70000, '.') << 2 << "limit";
        QTest::addRow("state argument too big")
            << QStringList { "check", QString(70000, u'.') } << none << 2 << "limit";
        QTest::addRow("batch line too long") << QStringList { "batch", "{longline}" } << none << 2 << "4096 bytes";

        // 3. A directory is not a file.
        QTest::addRow("solve @dir") << QStringList { "solve", "@{dir}" } << none << 2 << "directory";
        QTest::addRow("batch dir") << QStringList { "batch", "{dir}" } << none << 2 << "directory";
        QTest::addRow("bench dir") << QStringList { "bench", "--brute-force", "{dir}" } << none << 2 << "directory";
        QTest::addRow("rate dir") << QStringList { "rate", "{dir}" } << none << 2 << "directory";
        QTest::addRow("rate line too long") << QStringList { "rate", "{longline}" } << none << 2 << "4096 bytes";

        // 4. Strict options and arguments.
        QTest::addRow("unknown option") << QStringList { "solve", kTop1, "--frobnicate" } << none << 2 << "frobnicate";
        QTest::addRow("option of another command")
            << QStringList { "check", kTop1, "--max", "3" } << none << 2 << "unknown option --max";
        QTest::addRow("single-dash option") << QStringList { "hints", kTop1, "-x" } << none << 2 << "unknown option";
        QTest::addRow("extra argument") << QStringList { "solve", kTop1, kTop1 } << none << 2 << "unexpected argument";
        QTest::addRow("techniques extra argument") << QStringList { "techniques", "x" } << none << 2 << "unexpected";
        QTest::addRow("threads 2x") << QStringList { "batch", "{puzzles}", "--threads", "2x" } << none << 2
                                    << "--threads";
        QTest::addRow("flag with a value")
            << QStringList { "batch", "{puzzles}", "--verify=yes" } << none << 2 << "takes no value";
        QTest::addRow("option twice") << QStringList { "explain", kXWing, "3r2c4", "--max", "2", "--max", "3" } << none
                                      << 2 << "twice";
        QTest::addRow("nodes 0") << QStringList { "explain", kXWing, "3r2c4", "--nodes", "0" } << none << 2
                                 << "--nodes";

        // 5. Exit codes that mean something.
        QTest::addRow("check none") << QStringList { "check", kNone } << none << 3 << "no solution";
        QTest::addRow("check several") << QStringList { "check", kTwo } << none << 4 << "several";
        QTest::addRow("solve none") << QStringList { "solve", kNone } << none << 3 << "no solution";
        QTest::addRow("solve several") << QStringList { "solve", kTwo } << none << 4 << "several solutions";
        QTest::addRow("solve stuck") << QStringList { "solve", kTop1, "--techniques", "hidden-single,naked-single" }
                                     << none << 5 << "stuck";
        QTest::addRow("batch garbage") << QStringList { "batch", "{garbage}" } << none << 2 << "error";
        QTest::addRow("bench rank garbage") << QStringList { "bench", "--rank", "{garbage}" } << none << 2 << "line 1";
        QTest::addRow("hints no solution") << QStringList { "hints", kNone } << none << 3 << "no solution";

        // 6. JSON is valid UTF-8 whatever the input bytes.
        QTest::addRow("json eval bad byte") << QStringList { "eval", "--json", kXWing,
            "%b:3R\\0377"
            "1 / 3C49" } << none << 2 << "expected house numbers";
        QTest::addRow("json batch binary") << QStringList { "batch", "--json", "{binary}" } << none << 2 << "error";
        // Text output shows bad bytes and control characters as \xNN: no broken
        // encoding, no escape sequence reaches the terminal.
        QTest::addRow("text eval bad byte") << QStringList { "eval", kXWing,
            "%b:3R\\0377\\033[31m"
            "1 / 3C49" } << none << 2 << "\\xFF\\x1B[31m";
        QTest::addRow("text batch binary") << QStringList { "batch", "{binary}" } << none << 2 << "error at column";

        // 7. Searches a user starts have a node budget that names itself.
        QTest::addRow("explain budget") << QStringList { "explain", kTop1, "6r1c2", "--max", "8", "--nodes", "200000" }
                                        << none << 6 << "node budget";
        QTest::addRow("explain budget json")
            << QStringList { "explain", "--json", kTop1, "6r1c2", "--max", "16", "--nodes", "100000" } << none << 6
            << "node budget";
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, word);
        for (QString& a : args) {
            for (auto it = m_scratch.paths.cbegin(); it != m_scratch.paths.cend(); ++it)
                a.replace(it.key(), it.value());
        }
        const Run r = viaShell(args) ? cliRaw(args, input) : cli(args, input);
        QVERIFY2(r.finished, "did not finish in time or crashed");
        const QByteArray all = r.out + r.err;
        QVERIFY2(QString::fromUtf8(all).contains(word), qPrintable(QString::fromUtf8(all.left(600))));
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(isStrictUtf8(all), "output is not strict UTF-8");
        for (const char c : all)
            QVERIFY2(c == '\n' || c == '\t' || (unsigned char)c >= 0x20, "a control character in the output");
        if (args.contains(QStringLiteral("--json"))) {
            QVERIFY2(isStrictUtf8(r.out), "JSON output is not strict UTF-8");
            int lines = 0; // results on standard output, an error object on standard error
            for (const QByteArray& line : (r.out + r.err).split('\n')) {
                if (line.isEmpty())
                    continue;
                ++lines;
                QJsonParseError e {};
                QVERIFY2(QJsonDocument::fromJson(line, &e).isObject(), line.left(200).constData());
            }
            QVERIFY(lines > 0);
        }
    }
};

QTEST_APPLESS_MAIN(TstCliBadInput)
#include "tst_cli_badinput.moc"
