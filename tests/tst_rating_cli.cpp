// SPDX-License-Identifier: GPL-3.0-or-later
// The `rate` and `optimise` commands' JSON (the contract fields, docs/json.md):
// one object a puzzle in file order, then a total; `optimise` replays.
#include "test_util.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>
#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{

// exitCode: README "Exit codes" (4: a line has several solutions).
QList<QJsonObject> runJson(const QStringList& args, int exitCode = 0)
{
    QProcess p;
    p.start(QStringLiteral(SETWISE_CLI), args);
    if (!p.waitForFinished(120000) || p.exitCode() != exitCode)
        qFatal("setwise-cli %s failed", qPrintable(args.join(' ')));
    QList<QJsonObject> out;
    for (const QByteArray& line : p.readAllStandardOutput().split('\n'))
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    return out;
}

} // namespace

class TstRatingCli : public QObject
{
    Q_OBJECT
private slots:
    void rateFields()
    {
        // Lines 1 (SE 2.0), 3 (7.1) and 8 of the cbg000 sample, and a line
        // with two solutions (the empty grid but one given).
        const auto lines = readLines(SETWISE_TEST_DATA "/cbg000_every50.txt");
        QTemporaryFile file;
        QVERIFY(file.open());
        const std::string twoSolutions = "1" + std::string(80, '.');
        for (const std::string& l : { lines[0], lines[2], lines[7], twoSolutions })
            file.write((l + "\n").c_str());
        file.close();
        const auto out = runJson({ "rate", file.fileName(), "--json" }, 4); // the last line has two solutions
        QCOMPARE(out.size(), 5);
        const char* contract[] = { "er", "ep", "ed", "hodoku_score", "level", "bert_score", "optimised_score" };
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(out[i]["line"].toInt(), i + 1);
            for (const char* key : contract)
                QVERIFY2(out[i].contains(key), key);
        }
        QCOMPARE(out[0]["er"].toDouble(), 2.0); // SE's own rating of that line
        QCOMPARE(out[0]["se_variant"].toString(), QString("se121")); // the default table
        QCOMPARE(out[0]["given_er"].toDouble(), 2.0);
        QVERIFY(out[0]["level"].toString() == "Easy" || out[0]["level"].toString() == "Medium");
        for (int i = 0; i < 3; ++i)
            if (!out[i]["optimised_score"].isNull())
                QVERIFY(out[i]["optimised_score"].toInt() <= out[i]["bert_score"].toInt());
        QVERIFY(out[3]["er"].isNull());
        QCOMPARE(out[3]["solutions"].toInt(), 2);
        QCOMPARE(out[4]["total"].toInt(), 4);
        QVERIFY(out[4].contains("puzzles_per_s"));
    }

    void seOnlyOption()
    {
        // --se-only gives the same ER/EP/ED and techniques as the full rating
        // (the SE path does not depend on the simplest-first path), and no
        // HoDoKu or BERT figures; cbg000 lines 1-20 (SE ratings 1.2-8.x).
        const auto lines = readLines(SETWISE_TEST_DATA "/cbg000_every50.txt");
        QTemporaryFile file;
        QVERIFY(file.open());
        for (int i = 0; i < 20; ++i)
            file.write((lines[std::size_t(i)] + "\n").c_str());
        file.close();
        const auto full = runJson({ "rate", file.fileName(), "--json", "--no-optimise" });
        const auto se = runJson({ "rate", file.fileName(), "--json", "--se-only" });
        QCOMPARE(se.size(), full.size());
        int hard = 0;
        for (int i = 0; i < 20; ++i) {
            for (const char* key : { "er", "ep", "ed", "er_technique", "ep_technique", "ed_technique" })
                QVERIFY2(se[i][key] == full[i][key], key);
            QVERIFY(!full[i]["hodoku_score"].isNull());
            QVERIFY(se[i]["hodoku_score"].isNull());
            QVERIFY(se[i]["level"].isNull());
            QVERIFY(se[i]["bert_score"].isNull());
            QVERIFY(se[i]["optimised_score"].isNull());
            QVERIFY(!se[i].contains("bert_partial_score"));
            QCOMPARE(se[i]["result"].toString(), QString("solved"));
            hard += se[i]["er"].toDouble() >= 6.0;
        }
        QVERIFY(hard >= 3); // chains and beyond, not only singles
        QCOMPARE(se[20]["rated"].toInt(), 20);
    }

    void seVariantOption()
    {
        // The first Sudoku Exchange sample line SukakuExplainer rated 4.0 (a
        // skyscraper): 4.0 with --se-variant sukaku, more without (SE 1.2.1
        // has no skyscraper); an unknown table name is an error.
        std::string line;
        for (const std::string& l : readLines(SETWISE_TEST_DATA "/se_rating_sample_every100.txt"))
            if (l.size() > 82 && l.substr(82) == "4.0") {
                line = l;
                break;
            }
        QVERIFY(!line.empty());
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write((line + "\n").c_str());
        file.close();
        const auto sukaku = runJson({ "rate", file.fileName(), "--json", "--no-optimise", "--se-variant", "sukaku" });
        QCOMPARE(sukaku.size(), 2);
        QCOMPARE(sukaku[0]["se_variant"].toString(), QString("sukaku"));
        QCOMPARE(sukaku[0]["er"].toDouble(), 4.0);
        QCOMPARE(sukaku[0]["er_technique"].toString(), QString("skyscraper"));
        const auto se = runJson({ "rate", file.fileName(), "--json", "--no-optimise" });
        QCOMPARE(se[0]["se_variant"].toString(), QString("se121"));
        QVERIFY(se[0]["er"].toDouble() > 4.0);
        QProcess p;
        p.start(QStringLiteral(SETWISE_CLI), { "rate", file.fileName(), "--se-variant", "hodoku" });
        QVERIFY(p.waitForFinished(60000));
        QVERIFY(p.exitCode() != 0);
        QVERIFY(p.readAllStandardError().contains("se121 or sukaku"));
    }

    void optimiseReplays()
    {
        const std::string puzzle = readLines(SETWISE_TEST_DATA "/cbg000_every50.txt")[2].substr(0, 81);
        const auto out = runJson({ "optimise", QString::fromStdString(puzzle), "--json" });
        QVERIFY(out.size() > 1);
        const QJsonObject last = out.back();
        QCOMPARE(last["result"].toString(), QString("solved"));
        QVERIFY(last["score"].toInt() <= last["simplest_first_score"].toInt());
        QCOMPARE(int(out.size()) - 1, last["steps"].toInt());
        const SolveResult brute = countSolutions(puzzle, 2);
        QCOMPARE(brute.solutions, 1);
        std::string solution;
        for (Digit d : brute.solution)
            solution += char('1' + d);
        QCOMPARE(last["solution"].toString().toStdString(), solution);
        int score = 0;
        for (int i = 0; i + 1 < int(out.size()); ++i)
            score += out[i]["score"].toInt();
        QCOMPARE(score, last["score"].toInt());
    }
};

QTEST_APPLESS_MAIN(TstRatingCli)
#include "tst_rating_cli.moc"
