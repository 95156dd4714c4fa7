// SPDX-License-Identifier: GPL-3.0-or-later
// One CLI spec: the options are declared once (app/cli/cli.cpp); the man
// page's OPTIONS section and the bash, zsh and fish completions in resources/
// must be exactly what `setwise-cli help --man-options` / `--completion SHELL`
// make from it (scripts/cli-docs.sh writes them), and `help COMMAND` lists
// the options each command accepts.
#include "cli_util.h"

#include <QFile>
#include <QRegularExpression>

using namespace setwise::test;

namespace
{

QByteArray resource(const QString& path)
{
    QFile f(QStringLiteral(SETWISE_TEST_DATA "/../../resources/") + path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstCliSpec : public QObject
{
    Q_OBJECT

private slots:
    void completionsAreMadeFromTheSpec_data()
    {
        QTest::addColumn<QString>("shell");
        QTest::addColumn<QString>("file");
        QTest::newRow("bash") << "bash"
                              << "completions/setwise-cli.bash";
        QTest::newRow("zsh") << "zsh"
                             << "completions/_setwise-cli";
        QTest::newRow("fish") << "fish"
                              << "completions/setwise-cli.fish";
    }
    void completionsAreMadeFromTheSpec()
    {
        QFETCH(QString, shell);
        QFETCH(QString, file);
        const Run r = cli({ "help", "--completion", shell });
        QCOMPARE(r.exitCode, 0);
        const QByteArray committed = resource(file);
        QVERIFY2(!committed.isEmpty(), qPrintable(file));
        QVERIFY2(committed == r.out, qPrintable(file + " differs from the spec: run scripts/cli-docs.sh"));
    }

    void manPageOptionsAreMadeFromTheSpec()
    {
        const QByteArray page = resource(QStringLiteral("man/setwise-cli.1"));
        const QByteArray begin = ".\\\" BEGIN GENERATED OPTIONS (scripts/cli-docs.sh)\n";
        const QByteArray end = ".\\\" END GENERATED OPTIONS\n";
        const qsizetype from = page.indexOf(begin), to = page.indexOf(end);
        QVERIFY2(from >= 0 && to > from, "the man page has no GENERATED OPTIONS markers");
        const QByteArray section = page.mid(from + begin.size(), to - from - begin.size());
        const Run r = cli({ "help", "--man-options" });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(section == r.out, "the man page's OPTIONS differ from the spec: run scripts/cli-docs.sh");
    }

    // Every option `help COMMAND` lists is accepted by the command (its
    // parser reads the same spec): an accepted option fails for another
    // reason than "unknown option", and each command's options are in the
    // bash completion's line for it.
    void helpListsWhatTheCommandAccepts()
    {
        const QByteArray bash = resource(QStringLiteral("completions/setwise-cli.bash"));
        const QRegularExpression option(QStringLiteral("^  --([a-z0-9-]+)"));
        for (const char* command : { "check", "solve", "hints", "eval", "batch", "explain", "cover", "alternatives",
                 "rate", "optimise", "generate", "merge", "techniques", "bench" }) {
            const Run help = cli({ "help", command });
            QCOMPARE(help.exitCode, 0);
            QStringList options;
            for (const QByteArray& line : help.out.split('\n'))
                if (const auto m = option.match(QString::fromUtf8(line)); m.hasMatch())
                    options << m.captured(1);
            QVERIFY2(!options.isEmpty(), command);
            const QByteArray prefix = QByteArray("        ") + command + ") opts=\"";
            const qsizetype at = bash.indexOf(prefix);
            QVERIFY2(at >= 0, command);
            const QByteArray line = bash.mid(at, bash.indexOf('\n', at) - at);
            for (const QString& o : options) {
                QVERIFY2(line.contains(" --" + o.toLatin1()), qPrintable(QString::fromLatin1(command) + " --" + o));
                if (qstrcmp(command, "bench") == 0)
                    continue; // bench's options depend on its mode (--brute-force, --fish, --rank)
                const Run r = cli({ command, "--" + o, "x", "y" });
                QVERIFY2(!r.err.contains("unknown option"), qPrintable(QString::fromLatin1(command) + " --" + o));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TstCliSpec)
#include "tst_cli_spec.moc"
