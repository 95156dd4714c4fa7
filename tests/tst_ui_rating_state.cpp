// SPDX-License-Identifier: GPL-3.0-or-later
// A library line with deleted candidates (a blank-separated field) is rated
// alike by the GUI's Summary (the loaded state) and by `setwise-cli rate`:
// the CLI keeps the whole line, deleted candidates included.
#include "engine/formats.h"
#include "engine/rating/rating.h"
#include "ui/panels/rating_panel.h"
#include "ui/work/session.h"

#include "test_settings.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;

namespace
{

// HoDoKu's regression library (tests/data/reglib-1.3.txt), lines whose
// deleted candidates change the rating when they are dropped.
const char* const kLines[] = {
    ":0201:689:......32...+3...+5.9+2+563497..5+914+6823+7.+2+71+53....349+271.5+3.27914+5.7.........15....+7.:811 815 "
    "119 819 821 825 128 828 884 691 891 894:688 689 699 888 889 899 988::",
    ":0202:1368:.+781..5.+9.+56.9....91+3......84....79...5......7.....2.43.79..+14.....74..8+5.42...6+7:327 634 635 "
    "636 251 357 281 388:155 156 352 354 355 356 652 654 655 656 854 855 856::",
    ":0202:1248:2.539+6........+5...9.3..7...+64.+9+3.75.+3.87.26..7.+9+6.4.3.596..........+7..6.1.75+69.2.:424 425 "
    "427 428 429 437 438 439 158 159 174 874 175 875 176 477 478 479 284 484 187 387 487 887 189 389 489 889:122 127 "
    "128 129 227 229 822 827 828 829::",
};

QString tenths(const std::optional<int>& t)
{
    return t ? QStringLiteral("%1.%2").arg(*t / 10).arg(*t % 10) : QStringLiteral("-");
}

} // namespace

class TstUiRatingState : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void cliRatesTheLoadedState()
    {
        const QString file = QStringLiteral(SETWISE_TEST_OUT "/rating_state_lines.txt");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QStringList expected;
        for (const char* line : kLines) {
            f.write(line);
            f.write("\n");
            const auto state = parseState(line);
            QVERIFY2(state.ok(), line);
            Session session;
            QVERIFY(session.load(*state, QStringLiteral("line")));
            RatingOptions options;
            options.optimise = false;
            const PuzzleRating r = ratePuzzle(ratedState(session), options);
            expected << QStringLiteral("ER %1 EP %2 ED %3  HoDoKu %4")
                            .arg(tenths(r.se.er), tenths(r.se.ep), tenths(r.se.ed))
                            .arg(r.hodoku.score ? QString::number(*r.hodoku.score) : QStringLiteral("-"));
        }
        f.close();
        QProcess cli;
        cli.start(QStringLiteral(SETWISE_CLI), { QStringLiteral("rate"), QStringLiteral("--no-optimise"), file });
        QVERIFY(cli.waitForFinished(600000));
        const QStringList out = QString::fromUtf8(cli.readAllStandardOutput()).split(QLatin1Char('\n'));
        for (int i = 0; i < int(std::size(kLines)); ++i) {
            const QString line = out.value(i);
            QVERIFY2(line.contains(expected[i]), qPrintable(line + QStringLiteral(" / GUI: ") + expected[i]));
        }
    }
};

QTEST_MAIN(TstUiRatingState)
#include "tst_ui_rating_state.moc"
