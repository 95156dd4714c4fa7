// SPDX-License-Identifier: GPL-3.0-or-later
// Forum text writes a chain once (the title keeps only the conclusion, the
// Eureka line the chain) and keeps the blanks that align the diagram table's
// header; the All Steps filter reads a row, column or box alone ("kraken r5").
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/panels/steps_filter.h"
#include "ui/text/forum_text.h"

#include "test_settings.h"
#include "test_util.h"

#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

class TstUiForumFilter : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    void chainWrittenOnce()
    {
        // HoDoKu's regression library (tests/data/reglib-1.3.txt), an X-Chain case.
        const auto s = parseState(":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9."
                                  "+4..6.+6.8217..5::742::5");
        QVERIFY(s.ok());
        const std::vector<Step> chains = findSteps(*s, "x-chain");
        QVERIFY(!chains.empty());
        for (const bool markdown : { false, true }) {
            const QString text = forumText(chains.front(), *s, markdown);
            const QString title = text.section(QLatin1Char('\n'), 0, 0);
            // The title: the name and what it removes, no links of the chain.
            QVERIFY2(title.contains(QStringLiteral("<>")), qPrintable(title));
            QCOMPARE(title.count(QLatin1Char('=')), 0);
            QVERIFY2(!title.contains(QStringLiteral("-7-")), qPrintable(title));
            QVERIFY2(text.contains(QStringLiteral("Eureka")), qPrintable(text));
        }
    }

    void tableHeaderKeepsItsBlanks()
    {
        const auto s = parseState(kXWing);
        QVERIFY(s.ok());
        const std::vector<Step> steps = findSteps(*s, "x-wing");
        QVERIFY(!steps.empty());
        const QString text = forumText(steps.front(), *s, false);
        const QStringList lines = text.split(QLatin1Char('\n'));
        int header = -1;
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].contains(QStringLiteral("| 3C4")))
                header = i;
        QVERIFY2(header >= 0, qPrintable(text));
        // The header's first column is blank: its bars line up with the rows' below.
        QVERIFY2(lines[header].startsWith(QLatin1Char(' ')), qPrintable(lines[header]));
        QCOMPARE(lines[header].indexOf(QLatin1Char('|')), lines[header + 1].indexOf(QLatin1Char('|')));
    }

    void filterReadsAHouseAlone()
    {
        Step step;
        step.technique = "x-wing";
        step.eliminations.set(cand(3, 5, 2)); // r5c2, box 4
        auto matches
            = [&](const char* filter) { return stepMatches(step, parseStepFilter(QString::fromLatin1(filter))); };
        QCOMPARE(parseStepFilter(QStringLiteral("kraken r5")).back().kind, StepFilterWord::Kind::House);
        QVERIFY(matches("x-wing r5"));
        QVERIFY(matches("r5"));
        QVERIFY(matches("c2"));
        QVERIFY(matches("b4"));
        QVERIFY(!matches("x-wing r4"));
        QVERIFY(!matches("c3"));
        QVERIFY(!matches("b5"));
        QVERIFY(!matches("kraken r5"));
    }
};

QTEST_MAIN(TstUiForumFilter)
#include "tst_ui_forum_filter.moc"
