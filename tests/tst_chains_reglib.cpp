// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's regression library (tests/data/reglib-1.3.txt, GPL-3 data, see
// SOURCES.md) for the chain family: single-digit patterns (0400-0405),
// colouring (0500-0503) and chains (0701-0711). For every line, the steps of
// the technique alone must include one with exactly the expected eliminations
// (or placements); a fail case ("-x") must find none with them.
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <map>

using namespace setwise;
using namespace setwise::test;

namespace
{

const std::map<std::string, std::string>& codeTable()
{
    static const std::map<std::string, std::string> table = {
        { "0400", "skyscraper" },
        { "0401", "two-string-kite" },
        { "0402", "empty-rectangle" },
        { "0403", "turbot-fish" },
        { "0404", "dual-two-string-kite" },
        { "0405", "dual-empty-rectangle" },
        { "0500", "simple-colors-trap" },
        { "0501", "simple-colors-wrap" },
        { "0502", "multi-colors-1" },
        { "0503", "multi-colors-2" },
        { "0701", "x-chain" },
        { "0702", "xy-chain" },
        { "0703", "remote-pair" },
        { "0706", "continuous-nice-loop" },
        { "0707", "discontinuous-nice-loop" },
        { "0708", "aic" },
        { "0709", "grouped-continuous-nice-loop" },
        { "0710", "grouped-discontinuous-nice-loop" },
        { "0711", "grouped-aic" },
    };
    return table;
}

} // namespace

class TstChainsReglib : public QObject
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
                  CandidateSet expElims, expPlace;
                  for (Candidate x : c.eliminations)
                      expElims.set(x);
                  for (Candidate x : c.placements)
                      expPlace.set(x);
                  bool found = false;
                  const Grid sol = countSolutions(c.state, 2).solution;
                  const CandidateSet truth = solutionSet(sol);
                  for (const Step& s : findSteps(c.state, it->second)) {
                      found = found || (s.eliminations == expElims && s.placements == expPlace);
                      if (s.eliminations.intersects(truth) || !s.placements.isSubsetOf(truth))
                          return " [unsound step " + hodokuText(s) + "]";
                  }
                  return (c.mustFail ? !found : found) ? "" : " [not as expected]";
              });
        QVERIFY2(tally.unparsed.empty(), joinLines(tally.unparsed).c_str());
        QVERIFY(tally.perCode.size() >= codeTable().size());
        qInfo("per code:\n%s", tally.table([](const std::string& code) { return codeTable().at(code); }).c_str());
        QVERIFY2(tally.failures.empty(), joinLines(tally.failures).c_str());
    }
};

QTEST_APPLESS_MAIN(TstChainsReglib)
#include "tst_chains_reglib.moc"
