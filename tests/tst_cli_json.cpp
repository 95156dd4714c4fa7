// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON contract on harder inputs (heavy: the optimiser and the hints of
// a hard puzzle take a while): the commands whose output grows with the
// puzzle run on top1465's first line, and every field they emit must be
// listed in docs/json.md under its object's kind. The quick run checks every
// command on small inputs (tst_cli_json_contract).
#include "json_contract.h"

using namespace setwise::test;
using namespace setwise::test::cli_puzzles;

class TstCliJson : public QObject
{
    Q_OBJECT
    ContractFixture m_fixture;

private slots:
    void initTestCase() { m_fixture.setUp(); }

    void hardPuzzlesFieldsAreDocumented()
    {
        JsonContract& c = m_fixture.contract;
        const QString& in = m_fixture.in;
        c.check({ "hints", "--json", kTop1 }, stepOr("hints end"));
        c.check({ "optimise", "--json", kTop1, "--budget", "5" }, stepOr("optimise result"), 2);
        c.check({ "rate", "--json", in, "--budget", "5" }, lineOrTotal("rate"), 5);
        c.checkRatePath(in);
        for (const char* kind : { "step", "hints end", "optimise result", "rate line", "rate total", "rate path step" })
            QVERIFY2(c.checked.contains(QString::fromLatin1(kind)), kind);
    }
};

QTEST_APPLESS_MAIN(TstCliJson)
#include "tst_cli_json.moc"
