// SPDX-License-Identifier: GPL-3.0-or-later
// Templates (engine/forcing/templates.cpp): HoDoKu's regression library codes
// 1201 (template set) and 1202 (template delete): the conclusions made are
// among each line's expected placements or eliminations (those a single-digit
// net argues; the others need the other digits' templates); every conclusion
// also checked by the brute-force solver (the second route for the exact rule).
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::test;

namespace
{
std::string bracketed(const std::string& problem)
{
    return problem.empty() ? problem : " [" + problem + "]";
}
} // namespace

class TstTemplates : public QObject
{
    Q_OBJECT
private slots:
    void reglib()
    {
        int exact = 0, whole = 0, part = 0;
        const ReglibTally tally
            = runReglib(SETWISE_TEST_DATA "/reglib-1.3.txt", [&](const LibraryCase& c) -> std::optional<std::string> {
                  const std::string code = c.code.substr(0, c.code.find('-'));
                  if (code != "1201" && code != "1202")
                      return std::nullopt;
                  const auto [expElims, expPlace] = expectedConclusions(c);
                  const auto steps = findSteps(c.state, code == "1201" ? "template-set" : "template-delete");
                  // A template step makes only the conclusions a single-digit
                  // net of its digit argues (tst_argument checks the nets): a
                  // part of HoDoKu's, the rest needing the other digits' templates.
                  CandidateSet gotElims, gotPlace;
                  unsigned digits = 0; // the line's digits: the steps of other digits are not its
                  for (Candidate x : expElims | expPlace)
                      digits |= 1U << digitOf(x);
                  for (const Step& s : steps) {
                      if (!s.hasConclusions() || !(digits >> digitOf((s.eliminations | s.placements).first()) & 1U))
                          continue;
                      if (s.rule == ProofRule::Template)
                          ++exact;
                      else if (s.rule != ProofRule::CountingRule || s.beyondCounting.any())
                          return std::string(" [rule not labelled]");
                      if (const std::string bad = solverDisproves(c.state, s); !bad.empty())
                          return bracketed(bad);
                      gotElims |= s.eliminations;
                      gotPlace |= s.placements;
                  }
                  if (c.mustFail)
                      return steps.empty() ? "" : " [found in a fail case]";
                  if (!gotElims.isSubsetOf(expElims) || !gotPlace.isSubsetOf(expPlace))
                      return " [beyond HoDoKu's: {" + names(gotElims - expElims) + "}]";
                  (gotElims == expElims && gotPlace == expPlace ? whole : part) += 1;
                  return std::string();
              });
        QVERIFY2(tally.unparsed.empty(), joinLines(tally.unparsed).c_str());
        QCOMPARE(tally.perCode.size(), std::size_t(2));
        qInfo("per code:\n%s",
            tally.table([](const std::string& code) { return code == "1201" ? "template-set" : "template-delete"; })
                .c_str());
        QVERIFY2(tally.failures.empty(), joinLines(tally.failures).c_str());
        QVERIFY(exact > 0); // the template rule proves what the counting rule cannot
        qInfo("HoDoKu's conclusions argued whole in %d cases, in part in %d", whole, part);
        QVERIFY(whole > 0);
    }
};

QTEST_APPLESS_MAIN(TstTemplates)
#include "tst_templates.moc"
