// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON contract check tst_cli_json_contract (small inputs, the quick run)
// and tst_cli_json (harder inputs, heavy) share: docs/json.md lists every
// field of every object kind ("### kind" starts a kind, "| `field` |" rows
// list its fields); every object the CLI emits has a kind, and each of its
// fields must be listed under that kind.

#include "cli_util.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace setwise::test
{

// docs/json.md's fields by object kind (empty when the file is missing).
inline QMap<QString, QSet<QString>> documentedJsonFields()
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

// The object kinds of the document a contract run must have seen.
inline const char* const kJsonKinds[] = { "error", "check", "techniques", "step", "solve result", "hints end",
    "search end", "optimise result", "batch line", "batch total", "rate line", "rate total", "rate path step",
    "generate line", "generate total", "merge total", "bench brute-force" };

// Checks objects against the document and remembers the kinds seen. Its
// checks are Qt Test checks: a failure fails the running test function.
struct JsonContract {
    QMap<QString, QSet<QString>> doc = documentedJsonFields();
    QSet<QString> checked; // object kinds seen

    // Every field of `o` is documented for `kind`.
    void expectDocumented(const QString& kind, const QJsonObject& o, const QString& where)
    {
        QVERIFY2(doc.contains(kind), qPrintable("docs/json.md has no section '### " + kind + "'"));
        checked.insert(kind);
        for (const QString& key : o.keys())
            QVERIFY2(doc[kind].contains(key),
                qPrintable(where + ": field '" + key + "' is not documented under '### " + kind + "'"));
    }

    // Runs the CLI; each object of standard output goes to classify(o) -> kind,
    // each error object of standard error is an "error". At least `objects`
    // objects on standard output; each carries the version.
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

    // rate --se-only --path FILE: the path's steps are objects of their own
    // kind ("rate path step"), more than ten of them.
    void checkRatePath(const QString& file)
    {
        const Run path = cli({ "rate", "--json", "--se-only", "--path", file });
        int steps = 0;
        for (const QJsonObject& o : path.lines)
            for (const QJsonValue& v : o[QLatin1String("path")].toArray()) {
                expectDocumented(QStringLiteral("rate path step"), v.toObject(), QStringLiteral("rate --path"));
                ++steps;
            }
        QVERIFY(steps > 10);
    }
};

// A file of four lines starting with `puzzle`: it, a line that is no
// puzzle, one with two solutions (and a given rating), one with none.
inline QByteArray contractFile(const QString& puzzle)
{
    using namespace cli_puzzles;
    return puzzle.toLatin1() + "\nnot-a-puzzle\n" + kTwo.toLatin1() + " 7.5\n" + kNone.toLatin1() + '\n';
}

// The setup tst_cli_json and tst_cli_json_contract share: the contract and
// scratch files for the commands that read a file, `in` the path of "{in}",
// contractFile() of top1465's first line.
struct ContractFixture {
    JsonContract contract;
    ScratchFiles scratch;
    QString in;

    // For initTestCase: a failure (docs/json.md missing or without sections,
    // the file not written) fails it.
    void setUp()
    {
        QVERIFY2(contract.doc.size() > 15, "docs/json.md not found or without sections");
        QVERIFY(scratch.write(QStringLiteral("in"), contractFile(cli_puzzles::kTop1)));
        in = scratch.paths[QStringLiteral("{in}")];
    }
};

// Kinds by an object's fields: a step object (it names a technique) or `other`.
inline auto stepOr(const char* other)
{
    return [other](const QJsonObject& o) {
        return o.contains(QLatin1String("technique")) ? QStringLiteral("step") : QString::fromLatin1(other);
    };
}
// A file command's result line or its total ("batch line", "batch total").
inline auto lineOrTotal(const char* command)
{
    return [command](const QJsonObject& o) {
        return QString::fromLatin1(command) + (o.contains(QLatin1String("total")) ? " total" : " line");
    };
}
// One kind for every object.
inline auto fixedKind(const char* kind)
{
    return [kind](const QJsonObject&) { return QString::fromLatin1(kind); };
}

} // namespace setwise::test
