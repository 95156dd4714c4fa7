// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's locked pair and triple found through a hidden subset
// (hidden-locked-pair, hidden-locked-triple): the library's cases 0110-2 and
// 0111-2, which HoDoKu's file keeps commented out since HoDoKu 2.1 dropped the
// variant (tests/data/reglib-1.3.txt). Each is read without its "#"; a step of
// the technique must have exactly the expected eliminations, and no step may
// conclude against the solution.
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <fstream>

using namespace setwise;
using namespace setwise::test;

class TstHiddenLocked : public QObject
{
    Q_OBJECT
private slots:
    void reglibVariants()
    {
        std::ifstream f(SETWISE_TEST_DATA "/reglib-1.3.txt");
        int cases = 0, passed = 0;
        std::string failures;
        for (std::string line; std::getline(f, line);) {
            const bool pair = line.starts_with("#:0110-2:"), triple = line.starts_with("#:0111-2:");
            if (!pair && !triple)
                continue;
            auto c = parseLibraryLine(line.substr(1));
            QVERIFY2(c.ok(), line.c_str());
            ++cases;
            const auto [expected, none] = expectedConclusions(*c);
            const CandidateSet truth = solutionSet(countSolutions(c->state, 2).solution);
            bool found = false;
            for (const Step& s : findSteps(c->state, pair ? "hidden-locked-pair" : "hidden-locked-triple")) {
                QVERIFY2(!s.eliminations.intersects(truth), hodokuText(s).c_str());
                QCOMPARE(s.readings.size(), std::size_t(2)); // the hidden subset, and its digits locked
                found = found || s.eliminations == expected;
            }
            passed += found;
            if (!found)
                failures += line + "\n";
        }
        QCOMPARE(cases, 9);
        QVERIFY2(failures.empty(), failures.c_str());
        QCOMPARE(passed, 9);
    }

    void registered()
    {
        for (const char* id : { "hidden-locked-pair", "hidden-locked-triple" }) {
            const Technique* t = findTechnique(id);
            QVERIFY(t && !t->defaultOn && t->family == std::string_view("subsets"));
        }
    }
};

QTEST_APPLESS_MAIN(TstHiddenLocked)
#include "tst_hidden_locked.moc"
