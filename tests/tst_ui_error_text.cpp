// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's errors reach the user as sentences built from their codes and
// arguments: in German with the German translation loaded (no English engine
// sentence in them), the English message stays the CLI's.
#include "engine/evaluate.h"
#include "engine/formats.h"
#include "ui/app/banner.h"
#include "ui/app/banner_texts.h"
#include "ui/common/error_text.h"
#include "ui/common/state_io.h"
#include "ui/work/solution_checker.h"

#include "test_settings.h"
#include "test_util.h"

#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QTranslator>

using namespace setwise;
using namespace setwise::ui;

namespace
{

// Row 5 holds two 3s (r5c1 and r5c7).
State twoThreesInRow5()
{
    State s;
    s.place(cellAt(4, 0), 2, true);
    s.place(cellAt(4, 6), 2, false);
    return s;
}

const char* kDuplicateGivens = "3.....3..........................................................................";

QString allText(const QWidget& w)
{
    QStringList out;
    for (const QLabel* l : w.findChildren<QLabel*>())
        out << l->text();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TstUiErrorText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void engineErrorsCarryCodes()
    {
        const auto r = parseState(kDuplicateGivens);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().code, ErrorCode::DuplicateGiven);
        QCOMPARE(r.error().args, (std::vector<std::string> { "3", "row", "1", "r1c1", "r1c7" }));
        QVERIFY(QString::fromStdString(r.error().message).contains(QStringLiteral("appears twice"))); // the CLI's
        const auto bad = parseState("12x");
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().code, ErrorCode::BadCellCharacter);
        QCOMPARE(bad.error().args, (std::vector<std::string> { "x" }));
        const auto sets = parseSetChoice("3R1 3R1 / 3C4");
        QVERIFY(!sets.ok());
        QCOMPARE(sets.error().code, ErrorCode::SetListedTwice);
    }

    void englishSentences()
    {
        const auto r = parseState(kDuplicateGivens);
        QCOMPARE(describeError(r.error()),
            QStringLiteral("Line 1, column 7: Digit 3 appears twice in row 1 (r1c1 and r1c7); the givens contradict "
                           "each other."));
        SolutionChecker checker;
        checker.check(twoThreesInRow5());
        QCOMPARE(checker.problem(), QStringLiteral("Digit 3 appears twice in row 5."));
        // An error without a code of its own: the English detail on an English screen.
        const Error other { "an unknown section", 2, 3, ErrorCode::Other, {} };
        QCOMPARE(describeError(other),
            QStringLiteral("Line 2, column 3: Setwise cannot read this text as a sudoku state. an unknown section"));
    }

    void germanScreensHaveNoEnglishEngineText()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/setwise_de.qm")));
        QVERIFY(QApplication::installTranslator(&translator));

        // The wrong-digit banner.
        SolutionChecker checker;
        checker.check(twoThreesInRow5());
        const QString problem = checker.problem();
        Banner banner;
        showNoSolution(&banner, problem, CellSet {}, CandidateSet {}, {});
        const QString shown = allText(banner);

        // A parse error and a sets error.
        const auto parsed = parseState(kDuplicateGivens);
        const QString parseText = describeError(parsed.error());
        const QString badChar = describeError(parseState("12x").error());
        const QString setsText = describeError(parseSetChoice("3R1 3R1 / 3C4").error());
        const QString otherText = describeError(Error { "an unknown section", 2, 3, ErrorCode::Other, {} });
        QApplication::removeTranslator(&translator);

        QCOMPARE(problem, QStringLiteral("Ziffer 3 steht zweimal in Zeile 5."));
        QCOMPARE(
            otherText, QStringLiteral("Zeile 2, Spalte 3: Setwise kann diesen Text nicht als Sudoku-Stand lesen."));
        QVERIFY2(shown.contains(problem), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("Dieser Stand hat keine Lösung.")), qPrintable(shown));
        QCOMPARE(parseText,
            QStringLiteral("Zeile 1, Spalte 7: Ziffer 3 steht zweimal in Zeile 1 (r1c1 und r1c7); die Vorgaben "
                           "widersprechen einander."));
        QVERIFY2(
            badChar.contains(QStringLiteral("„x“")) || badChar.contains(QStringLiteral("“x”")), qPrintable(badChar));
        for (const QString& text : { shown, parseText, badChar, setsText })
            for (const char* english :
                { "appears", "twice", "digit", "expected", "the givens", "is listed", "bad character" })
                QVERIFY2(!text.contains(QString::fromLatin1(english), Qt::CaseInsensitive), qPrintable(text));
    }
};

QTEST_MAIN(TstUiErrorText)
#include "tst_ui_error_text.moc"
