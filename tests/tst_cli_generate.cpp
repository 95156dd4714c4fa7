// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli generate: the puzzles it prints have one solution and keep the
// symmetry asked for; --json carries the ratings, which agree with `rate`
// run on the same puzzle; the same seed prints the same puzzles, with one
// thread or two; bad options are an error with exit status 2.
#include "cli_util.h"
#include "engine/solver.h"

#include <QJsonArray>
#include <QTemporaryFile>

using namespace setwise;
using namespace setwise::test;

class TstCliGenerate : public QObject
{
    Q_OBJECT
private slots:
    void puzzlesAreUniqueAndSymmetric()
    {
        const Run r = cli({ "generate", "--count", "3", "--symmetry", "rotational", "--seed", "17" });
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        for (const QByteArray& line : lines) {
            QCOMPARE(line.size(), 81);
            QCOMPARE(countSolutions(line.toStdString(), 2).solutions, 1);
            for (int c = 0; c < 81; ++c)
                QCOMPARE(line[c] == '.', line[80 - c] == '.');
        }
    }

    void sameSeedSamePuzzlesWithThreads()
    {
        const QStringList args { "generate", "--count", "6", "--seed", "99", "--minimal" };
        const Run one = cli(args + QStringList { "--threads", "1" });
        const Run two = cli(args + QStringList { "--threads", "2" });
        const Run again = cli(args);
        QCOMPARE(one.exitCode, 0);
        QCOMPARE(one.out.count('\n'), 6);
        QCOMPARE(two.out, one.out);
        QCOMPARE(again.out, one.out);
        QVERIFY(cli({ "generate", "--count", "6", "--seed", "100" }).out != one.out);
    }

    void jsonHasRatingsAndPath()
    {
        const Run r = cli({ "generate", "--json", "--level", "easy", "--technique", "hidden-single", "--seed", "4" });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.badLines, 0);
        QCOMPARE(r.lines.size(), 2); // the puzzle and the total
        const QJsonObject p = r.lines[0];
        QCOMPARE(p["level"].toString(), QString("Easy"));
        QVERIFY(p["techniques"].toArray().contains(QJsonValue("hidden-single")));
        QCOMPARE(p["practice_technique"].toString(), QString("hidden-single"));
        QCOMPARE(p["result"].toString(), QString("solved"));
        QCOMPARE(r.lines[1]["generated"].toInt(), 1);
        QCOMPARE(r.lines[1]["seed"].toString(), QString("4"));
        // `rate` on the same puzzle says the same.
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(p["puzzle"].toString().toUtf8() + "\n");
        file.close();
        const Run rated = cli({ "rate", "--json", "--no-optimise", file.fileName() });
        QCOMPARE(rated.exitCode, 0);
        QCOMPARE(rated.lines[0]["level"].toString(), QString("Easy"));
        QCOMPARE(rated.lines[0]["hodoku_score"].toInt(), p["hodoku_score"].toInt());
        QCOMPARE(rated.lines[0]["er"].toDouble(), p["er"].toDouble());
    }

    void seRangeInJson()
    {
        const Run r = cli({ "generate", "--json", "--se", "2.0-3.5", "--count", "2", "--seed", "8" });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines.size(), 3);
        for (int i = 0; i < 2; ++i) {
            const double er = r.lines[i]["er"].toDouble();
            QVERIFY2(er >= 2.0 && er <= 3.5, qPrintable(QString::number(er)));
        }
    }

    void formats()
    {
        const Run lib = cli({ "generate", "--format", "library", "--seed", "2" });
        QCOMPARE(lib.exitCode, 0);
        QVERIFY(lib.out.startsWith(":0000:"));
        const Run cands = cli({ "generate", "--format", "729", "--seed", "2" });
        QCOMPARE(cands.out.trimmed().size(), 729);
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("level") << QStringList { "--level", "fiendish" };
        QTest::newRow("se") << QStringList { "--se", "eight" };
        QTest::newRow("se empty") << QStringList { "--se", "8-7" };
        QTest::newRow("technique") << QStringList { "--technique", "x-wing,nonsense" };
        QTest::newRow("needs alone") << QStringList { "--needs" };
        QTest::newRow("symmetry") << QStringList { "--symmetry", "spiral" };
        QTest::newRow("seed") << QStringList { "--seed", "-3" };
        QTest::newRow("count") << QStringList { "--count", "0" };
        QTest::newRow("format") << QStringList { "--format", "svg" };
        QTest::newRow("argument") << QStringList { "extra" };
    }
    void badOptions()
    {
        QFETCH(QStringList, args);
        const Run r = cli(QStringList { "generate" } + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("error"));
    }
};

QTEST_APPLESS_MAIN(TstCliGenerate)
#include "tst_cli_generate.moc"
