// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's regression library (tests/data/reglib-1.3.txt, GPL-3 data, see
// SOURCES.md): for every line of a code we implement, "hints" restricted to the
// technique must contain a step with exactly the expected eliminations or
// placements; a fail case ("-x" variant) must find no step with them.
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <map>

using namespace setwise;
using namespace setwise::test;

namespace
{

// HoDoKu code -> technique id. Codes not listed are not tested here.
const std::map<std::string, std::string>& codeTable()
{
    static const std::map<std::string, std::string> table = {
        { "0000", "full-house" },
        { "0002", "hidden-single" },
        { "0003", "naked-single" },
        { "0100", "locked-candidates-pointing" },
        { "0101", "locked-candidates-claiming" },
        { "0110", "locked-pair" },
        { "0111", "locked-triple" },
        { "0200", "naked-pair" },
        { "0201", "naked-triple" },
        { "0202", "naked-quadruple" },
        { "0210", "hidden-pair" },
        { "0211", "hidden-triple" },
        { "0212", "hidden-quadruple" },
        { "0300", "x-wing" },
        { "0301", "swordfish" },
        { "0302", "jellyfish" },
    };
    return table;
}

std::string baseCode(const std::string& code)
{
    return code.substr(0, code.find('-'));
}

} // namespace

class TstReglib : public QObject
{
    Q_OBJECT
private slots:
    void reglib()
    {
        const auto lines = readLines(SETWISE_TEST_DATA "/reglib-1.3.txt");
        QVERIFY(lines.size() > 900);
        std::map<std::string, std::pair<int, int>> perCode; // code -> (passed, total)
        QStringList failures;
        for (const std::string& line : lines) {
            if (line.empty() || line[0] != ':')
                continue;
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), (line + ": " + (c.ok() ? "" : c.error().message)).c_str());
            auto it = codeTable().find(baseCode(c->code));
            if (it == codeTable().end())
                continue;
            CandidateSet expElims, expPlace;
            for (Candidate x : c->eliminations)
                expElims.set(x);
            for (Candidate x : c->placements)
                expPlace.set(x);
            bool found = false;
            for (const Step& s : findSteps(c->state, it->second))
                found = found || (s.eliminations == expElims && s.placements == expPlace);
            const bool pass = c->mustFail ? !found : found;
            auto& pc = perCode[c->code];
            pc.first += pass;
            pc.second += 1;
            if (!pass)
                failures << QString::fromStdString(line);
        }
        QString table;
        for (const auto& [code, pc] : perCode)
            table += QStringLiteral("%1 %2: %3/%4\n")
                         .arg(QString::fromStdString(code), -8)
                         .arg(QString::fromStdString(codeTable().at(baseCode(code))), -28)
                         .arg(pc.first)
                         .arg(pc.second);
        qInfo("per code:\n%s", qPrintable(table));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
    }
};

QTEST_APPLESS_MAIN(TstReglib)
#include "tst_reglib.moc"
