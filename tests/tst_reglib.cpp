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

} // namespace

class TstReglib : public QObject
{
    Q_OBJECT
private slots:
    void reglib()
    {
        const ReglibTally tally
            = runReglib(SETWISE_TEST_DATA "/reglib-1.3.txt", [](const LibraryCase& c) -> std::optional<std::string> {
                  auto it = codeTable().find(c.code.substr(0, c.code.find('-')));
                  if (it == codeTable().end())
                      return std::nullopt;
                  const auto [expElims, expPlace] = expectedConclusions(c);
                  bool found = false;
                  for (const Step& s : findSteps(c.state, it->second))
                      found = found || (s.eliminations == expElims && s.placements == expPlace);
                  return (c.mustFail ? !found : found) ? "" : " [not as expected]";
              });
        QVERIFY2(tally.unparsed.empty(), joinLines(tally.unparsed).c_str());
        QVERIFY(tally.perCode.size() >= codeTable().size());
        qInfo("per code:\n%s", tally.table([](const std::string& code) { return codeTable().at(code); }).c_str());
        QVERIFY2(tally.failures.empty(), joinLines(tally.failures).c_str());
    }
};

QTEST_APPLESS_MAIN(TstReglib)
#include "tst_reglib.moc"
