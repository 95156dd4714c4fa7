// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Running the real setwise-cli from a test: its exit code, its output, and
// with --json every output line read as a JSON object by Qt's parser.

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace setwise::test
{

// A safety net against a hung CLI, not a time limit: a loaded machine (load
// 19 on 2 cores) ran tst_cli_json's rate call past one minute. A sanitizer
// build runs the CLI several times slower.
#ifdef SETWISE_SANITIZE
inline constexpr int kProcessWaitMs = 600000;
#else
inline constexpr int kProcessWaitMs = 300000;
#endif

// The CLI under test; SETWISE_CLI in the environment runs another build (for
// example the branch point's, to see a new test fail there).
inline QString cliPath()
{
    return qEnvironmentVariable("SETWISE_CLI", QStringLiteral(SETWISE_CLI));
}

// Each line of `out` that is a JSON object; `bad` counts the others (each also a warning).
inline QList<QJsonObject> jsonLines(const QByteArray& out, int* bad = nullptr)
{
    QList<QJsonObject> lines;
    for (const QByteArray& line : out.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError e {};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &e);
        if (e.error != QJsonParseError::NoError || !doc.isObject()) {
            qWarning("not a JSON object line: %s", line.left(200).constData());
            if (bad)
                ++*bad;
            continue;
        }
        lines << doc.object();
    }
    return lines;
}

struct Run {
    int exitCode = -1;
    bool finished = false; // within kProcessWaitMs, without a crash
    QList<QJsonObject> lines; // with --json: each line of standard output that is a JSON object
    int badLines = 0; // with --json: lines that are not (each also a warning)
    QList<QJsonObject> errorLines; // with --json: the error objects on standard error
    QByteArray out, err;
};

// stdoutFile: standard output goes to this file (e.g. /dev/full) instead of `out`.
inline Run cli(const QStringList& args, const QByteArray& input = {}, const QString& stdoutFile = {})
{
    QProcess p;
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    p.start(cliPath(), args);
    p.waitForStarted();
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    Run r;
    r.finished = p.waitForFinished(kProcessWaitMs) && p.exitStatus() == QProcess::NormalExit;
    if (!r.finished)
        p.kill();
    p.waitForFinished();
    r.exitCode = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    if (!args.contains(QStringLiteral("--json")))
        return r;
    r.lines = jsonLines(r.out, &r.badLines);
    for (const QByteArray& line : r.err.split('\n'))
        if (line.startsWith('{'))
            r.errorLines << QJsonDocument::fromJson(line).object();
    return r;
}

// Puzzles the CLI tests share: top1465's first line (one solution), one of
// Serg's multi-solution list (two) and one with no solution (a unit that
// cannot hold its digits).
namespace cli_puzzles
{
inline const QString kTop1
    = QStringLiteral("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
inline const QString kTwo
    = QStringLiteral(".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.");
inline const QString kNone
    = QStringLiteral("..9.287..8.6..4..5..3.....46.........2.71345.........23.....5..9..4..8.7..125.3..");
} // namespace cli_puzzles

} // namespace setwise::test

// Named scratch files for a test's arguments: write("good", bytes) makes a
// file and maps "{good}" to its path, so a data row can name it as {good}.
struct ScratchFiles {
    QTemporaryDir dir;
    QMap<QString, QString> paths; // "{key}" -> path
    bool write(const QString& key, const QByteArray& content)
    {
        const QString path = dir.filePath(key);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return false;
        paths[QLatin1Char('{') + key + QLatin1Char('}')] = path;
        return true;
    }
};
