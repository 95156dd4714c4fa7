// SPDX-License-Identifier: GPL-3.0-or-later
// Templates (engine/forcing/templates.cpp): HoDoKu's regression library codes
// 1201 (template set) and 1202 (template delete), each line exactly the
// expected placements or eliminations; every conclusion also checked by the
// brute-force solver (the second route for the exact rule).
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
        int exact = 0;
        const ReglibTally tally = runReglib(
            SETWISE_TEST_DATA "/reglib-1.3.txt", [&](const LibraryCase& c) -> std::optional<std::string> {
                const std::string code = c.code.substr(0, c.code.find('-'));
                if (code != "1201" && code != "1202")
                    return std::nullopt;
                const auto [expElims, expPlace] = expectedConclusions(c);
                const auto steps = findSteps(c.state, code == "1201" ? "template-set" : "template-delete");
                for (const Step& s : steps) {
                    if (s.eliminations != expElims || s.placements != expPlace)
                        continue;
                    if (s.rule == ProofRule::Template)
                        ++exact;
                    else if (s.rule != ProofRule::CountingRule || s.beyondCounting.any())
                        return std::string(" [rule not labelled]");
                    return c.mustFail ? std::string(" [found in a fail case]") : bracketed(solverDisproves(c.state, s));
                }
                std::string got;
                for (const Step& s : steps)
                    got += " {" + names(s.eliminations) + "}";
                return c.mustFail ? "" : " [not found:" + got + "]";
            });
        QVERIFY2(tally.unparsed.empty(), joinLines(tally.unparsed).c_str());
        QCOMPARE(tally.perCode.size(), std::size_t(2));
        qInfo("per code:\n%s",
            tally.table([](const std::string& code) { return code == "1201" ? "template-set" : "template-delete"; })
                .c_str());
        QVERIFY2(tally.failures.empty(), joinLines(tally.failures).c_str());
        QVERIFY(exact > 0); // the template rule proves what the counting rule cannot
    }
};

QTEST_APPLESS_MAIN(TstTemplates)
#include "tst_templates.moc"
