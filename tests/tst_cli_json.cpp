// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON contract: docs/json.md lists every field of every object; this
// test runs the commands on small inputs and fails on any emitted field the
// document does not list (and on a documented object kind never checked).
// Every object line carries "version"; the unified names (solution81,
// wall_ms, cpu_ms_*) are there beside their old aliases.
#include "cli_util.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

using namespace setwise::test;
using namespace setwise::test::cli_puzzles;

namespace
{

const QString kXWing = QStringLiteral(
    "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97");

// docs/json.md: "### name" starts an object kind, "| `field` |" rows list its fields.
QMap<QString, QSet<QString>> documentedFields()
{
    QMap<QString, QSet<QString>> kinds;
    QFile f(QStringLiteral(SETWISE_TEST_DATA "/../../docs/json.md"));
    if (!f.open(QIODevice::ReadOnly))
        return kinds;
    const QRegularExpression row(QStringLiteral("^\\| `([a-z0-9_.]+)` \\|"));
    QString kind;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (line.startsWith(QLatin1String("### "))) {
            kind = line.mid(4).trimmed();
            kinds[kind];
        } else if (const auto m = row.match(line); m.hasMatch() && !kind.isEmpty()) {
            kinds[kind].insert(m.captured(1));
        }
    }
    return kinds;
}

} // namespace

class TstCliJson : public QObject
{
    Q_OBJECT
    ScratchFiles m_scratch;
    QMap<QString, QSet<QString>> m_doc;
    QSet<QString> m_checked; // object kinds seen

    // Every field of `o` is documented for `kind`.
    void expectDocumented(const QString& kind, const QJsonObject& o, const QString& where)
    {
        QVERIFY2(m_doc.contains(kind), qPrintable("docs/json.md has no section '### " + kind + "'"));
        m_checked.insert(kind);
        for (const QString& key : o.keys())
            QVERIFY2(m_doc[kind].contains(key),
                qPrintable(where + ": field '" + key + "' is not documented under '### " + kind + "'"));
    }

    // Runs the CLI; each object of standard output goes to classify(o) -> kind.
    template <typename Classify> void check(const QStringList& args, Classify classify, int objects = 1)
    {
        const Run r = cli(args);
        QVERIFY2(r.finished, qPrintable(args.join(' ')));
        QCOMPARE(r.badLines, 0);
        QVERIFY2(r.lines.size() >= objects, qPrintable(args.join(' ') + ": " + r.err));
        for (const QJsonObject& o : r.lines) {
            QCOMPARE(o[QLatin1String("version")].toString(), QStringLiteral(SETWISE_VERSION_TEXT));
            expectDocumented(classify(o), o, args.join(' ').left(60));
        }
        for (const QJsonObject& o : r.errorLines)
            expectDocumented(QStringLiteral("error"), o, args.join(' ').left(60));
    }

private slots:
    void initTestCase()
    {
        m_doc = documentedFields();
        QVERIFY2(m_doc.size() > 15, "docs/json.md not found or without sections");
        QVERIFY(m_scratch.write(QStringLiteral("in"),
            kTop1.toLatin1() + "\nnot-a-puzzle\n" + kTwo.toLatin1() + " 7.5\n" + kNone.toLatin1() + '\n'));
    }

    void everyCommandsFieldsAreDocumented()
    {
        const QString in = m_scratch.paths[QStringLiteral("{in}")];
        auto step = [](const char* other) {
            return [other](const QJsonObject& o) {
                return o.contains(QLatin1String("technique")) ? QStringLiteral("step") : QString::fromLatin1(other);
            };
        };
        auto lineOrTotal = [](const char* command) {
            return [command](const QJsonObject& o) {
                return QString::fromLatin1(command) + (o.contains(QLatin1String("total")) ? " total" : " line");
            };
        };
        auto fixed = [](const char* kind) { return [kind](const QJsonObject&) { return QString::fromLatin1(kind); }; };
        check({ "check", "--json", kTop1 }, fixed("check"));
        check({ "check", "--json", kTwo }, fixed("check"));
        check({ "techniques", "--json" }, fixed("techniques"));
        check({ "solve", "--json", kTop1 }, step("solve result"), 2);
        check({ "solve", "--json", kTop1, "--techniques", "naked-single,hidden-single" }, step("solve result"));
        check({ "hints", "--json", kTop1 }, step("hints end"));
        check({ "eval", "--json", kXWing, "3R17 / 3C49" }, step("search end"));
        check({ "explain", "--json", kXWing, "3r2c4" }, step("search end"));
        check({ "cover", "--json", kXWing, "3R17" }, step("search end"));
        check({ "alternatives", "--json", kXWing, "3R17 / 3C49" }, step("search end"));
        check({ "optimise", "--json", kTop1, "--budget", "5" }, step("optimise result"), 2);
        check({ "batch", "--json", in, "--verify" }, lineOrTotal("batch"), 5);
        check({ "batch", "--json", in, "--isomorph", "3", "--shard", "1/1" }, lineOrTotal("batch"), 5);
        check({ "rate", "--json", in, "--budget", "5" }, lineOrTotal("rate"), 5);
        check({ "generate", "--json", "--count", "2", "--seed", "5" }, lineOrTotal("generate"), 3);
        QVERIFY(m_scratch.write(QStringLiteral("puzzles"), kTop1.toLatin1() + '\n' + kTwo.toLatin1() + '\n'));
        check({ "bench", "--json", "--brute-force", m_scratch.paths[QStringLiteral("{puzzles}")] },
            fixed("bench brute-force"));
        // A search the node budget stops: its end object.
        check({ "explain", "--json", kTop1, "6r1c2", "--max", "16", "--nodes", "100000" }, step("search end"));
        check({ "check", "--json", "12x" }, fixed("check"), 0); // the error object (standard error)

        // rate --path: the path's steps are objects of their own kind.
        const Run path = cli({ "rate", "--json", "--se-only", "--path", in });
        int steps = 0;
        for (const QJsonObject& o : path.lines)
            for (const QJsonValue& v : o[QLatin1String("path")].toArray()) {
                expectDocumented(QStringLiteral("rate path step"), v.toObject(), QStringLiteral("rate --path"));
                ++steps;
            }
        QVERIFY(steps > 10);
        // merge of a batch output: its total.
        QVERIFY(m_scratch.write(QStringLiteral("out"), cli({ "batch", "--json", in }).out));
        const Run merged = cli({ "merge", m_scratch.paths[QStringLiteral("{out}")] });
        QCOMPARE(merged.exitCode, 2); // the line that is not a puzzle
        const QList<QJsonObject> lines = jsonLines(merged.out);
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.back()[QLatin1String("version")].toString(), QStringLiteral(SETWISE_VERSION_TEXT));
        expectDocumented(QStringLiteral("merge total"), lines.back(), QStringLiteral("merge"));

        for (const char* kind : { "error", "check", "techniques", "step", "solve result", "hints end", "search end",
                 "optimise result", "batch line", "batch total", "rate line", "rate total", "rate path step",
                 "generate line", "generate total", "merge total", "bench brute-force" })
            QVERIFY2(m_checked.contains(QString::fromLatin1(kind)), kind);
    }

    // The unified names and their old aliases, with the same values.
    void unifiedNamesBesideAliases()
    {
        const Run check = cli({ "check", "--json", kTop1 });
        const QJsonObject c = check.lines.value(0);
        QCOMPARE(c[QLatin1String("solution81")].toString().size(), 81);
        QCOMPARE(c[QLatin1String("solution81")], c[QLatin1String("solution")]);

        const Run batch = cli({ "batch", "--json", m_scratch.paths[QStringLiteral("{in}")] });
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

QTEST_APPLESS_MAIN(TstCliJson)
#include "tst_cli_json.moc"
