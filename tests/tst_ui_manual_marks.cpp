// SPDX-License-Identifier: GPL-3.0-or-later
// Manual candidate mode (HoDoKu's user candidates): the grid shows
// the user's own pencilmarks; toggles change the marks (undoable), not the
// state; placing a digit leaves the peers' marks alone until the user asks
// (Remove Impossible Candidates, Fill All Candidates); hints are found on
// the full candidates and shown against the marks; applying a step takes its
// eliminations out of the marks.
#include "engine/formats.h"
#include "engine/tables.h"
#include "ui/app/main_window.h"
#include "ui/grid/grid_widget.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
constexpr const char* kTop1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

State loaded(Session& session, const char* text)
{
    const auto s = parseState(text);
    session.load(*s, QStringLiteral("test"));
    return *s;
}

// Pixels of the candidate's box that differ from the board colour (its digit's ink).
int inkOf(GridWidget& grid, Candidate x)
{
    const QImage image = grid.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QRect r = grid.gridGeometry().candidateRect(x).toAlignedRect().adjusted(2, 2, -2, -2);
    const QColor board = grid.colours().board;
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int px = r.left(); px <= r.right(); ++px) {
            const QColor c = image.pixelColor(px, y);
            n += std::abs(c.red() - board.red()) + std::abs(c.green() - board.green())
                    + std::abs(c.blue() - board.blue())
                > 60;
        }
    return n;
}
} // namespace

class TstUiManualMarks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        useTestSettings();
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    // Switching on keeps what was shown; toggles change marks, not the state; undo takes them back.
    void togglesChangeMarksNotState()
    {
        Session session;
        const State start = loaded(session, kXWing);
        session.setManualMarks(true);
        QVERIFY(session.marks() == start.live());
        const Candidate x = cand(3, 2, 4); // live in the X-Wing state
        QVERIFY(start.isLive(x));
        QVERIFY(session.toggleCandidate(x));
        QVERIFY(!session.marks().test(x));
        QVERIFY(session.state() == start);
        // A digit a given excludes can still be marked: the marks are the user's.
        const Candidate excluded = cand(1, 1, 4); // r1c4 is empty; r1c1 holds 1
        QVERIFY(!start.isLive(excluded) && start.isEmpty(cellOf(excluded)));
        QVERIFY(session.toggleMark(excluded));
        QVERIFY(session.marks().test(excluded));
        session.undo();
        session.undo();
        QVERIFY(session.marks().test(x));
        QVERIFY(!session.marks().test(excluded));
        QVERIFY(session.state() == start);
        // Off: a toggle removes the state's candidate again, as before.
        session.setManualMarks(false);
        QVERIFY(session.toggleCandidate(x));
        QVERIFY(!session.state().isLive(x));
    }

    // Placing leaves the peers' marks; Remove Impossible takes exactly those the digits exclude.
    void placingLeavesPeersUntilAsked()
    {
        Session session;
        loaded(session, kTop1);
        session.setManualMarks(true);
        QVERIFY(session.fillMarks() == false); // the candidates of a fresh puzzle are all there is
        const Cell c = cellAt(0, 1); // r1c2, empty in top1465 #1
        const Digit d = 4; // 5
        QVERIFY(session.state().isLive(candidateOf(c, d)));
        Cell peer = -1; // an empty peer where 5 is a candidate too
        for (Cell p : peers(c))
            if (peer < 0 && session.state().isLive(candidateOf(p, d)))
                peer = p;
        QVERIFY(peer >= 0);
        const CandidateSet before = session.marks();
        QVERIFY(session.placeDigit(c, d));
        QVERIFY(session.marks() == before);
        QVERIFY(!session.state().isLive(candidateOf(peer, d))); // the state's peer lost it
        QVERIFY(session.marks().test(candidateOf(peer, d))); // the mark is still there
        QVERIFY(session.removeImpossibleMarks());
        // Independently: a mark goes when its cell is filled or a filled cell in its row, column or box holds its
        // digit.
        const State& s = session.state();
        for (Candidate x = 0; x < kCandidates; ++x) {
            const Cell xc = cellOf(x);
            bool impossible = !s.isEmpty(xc);
            for (Cell p = 0; p < kCells && !impossible; ++p)
                impossible = p != xc && !s.isEmpty(p) && s.digit(p) == digitOf(x)
                    && (rowOf(p) == rowOf(xc) || colOf(p) == colOf(xc) || boxOf(p) == boxOf(xc));
            QCOMPARE(session.marks().test(x), before.test(x) && !impossible);
        }
        // Fill All: every candidate no filled digit excludes, so the removed ones of empty cells come back.
        const Candidate gone = Candidate(session.marks().first());
        QVERIFY(session.toggleMark(gone));
        QVERIFY(!session.marks().test(gone));
        QVERIFY(session.fillMarks());
        QVERIFY(session.marks().test(gone));
        QVERIFY(session.marks() == rebuiltFromDigits(session.state(), true).live());
        session.undo(); // Fill All is one undoable entry
        QVERIFY(!session.marks().test(gone));
    }

    // The window: the grid draws the marks; Ctrl+digit unmarks without touching
    // the state; a hint is found on the full candidates and shown on the marks.
    void gridShowsMarksAndHintsStillWork()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        QAction* toggle = window.action(QStringLiteral("manualMarks"));
        QVERIFY(toggle && toggle->isCheckable());
        QVERIFY(!window.action(QStringLiteral("fillMarks"))->isEnabled());
        toggle->trigger();
        QVERIFY(window.session()->manualMarks());
        QVERIFY(window.action(QStringLiteral("fillMarks"))->isEnabled());
        QVERIFY(QSettings().value(QStringLiteral("candidates/manual")).toBool());
        GridWidget* grid = window.grid();
        Candidate x = -1; // a 5 (the centre of its cell: no cursor ring over it), away from r1c1
        for (Cell c = 1; c < kCells && x < 0; ++c)
            if (window.session()->state().isLive(candidateOf(c, 4)))
                x = candidateOf(c, 4);
        QVERIFY(x >= 0);
        QVERIFY(grid->shows(x));
        QVERIFY(inkOf(*grid, x) > 4);
        grid->setCursorCell(cellOf(x));
        grid->setFocus();
        QTest::keyClick(grid, Qt::Key_5, Qt::ControlModifier);
        QVERIFY(!window.session()->marks().test(x));
        QVERIFY(window.session()->state().isLive(x)); // the engine's candidate stays
        QVERIFY(!grid->shows(x));
        grid->setCursorCell(0);
        QCOMPARE(inkOf(*grid, x), 0);

        // A fresh puzzle in manual mode starts with no marks; the next step is found all the same.
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        QVERIFY(window.session()->marks().none());
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 60000);
        const Step hint = *window.hints()->hint();
        QCOMPARE(hint.technique, std::string("x-wing"));
        // Its pattern shows (so the hint can be read); its eliminations only where marked: nowhere yet.
        for (Candidate b : hint.baseCandidates())
            QVERIFY(grid->shows(b));
        for (Candidate e : hint.eliminations)
            QVERIFY(!grid->shows(e));
        // Applying it takes its eliminations out of the marks.
        window.action(QStringLiteral("fillMarks"))->trigger();
        QVERIFY(window.session()->marks().intersects(hint.eliminations));
        window.action(QStringLiteral("nextHint"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.hints()->hint().has_value(), 60000);
        window.action(QStringLiteral("apply"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window.session()->state().isLive(*hint.eliminations.begin()), 60000);
        QVERIFY(!window.session()->marks().intersects(hint.eliminations));

        toggle->trigger();
        QVERIFY(!window.session()->manualMarks());
        for (Candidate y = 0; y < kCandidates; ++y)
            QCOMPARE(grid->shows(y), window.session()->state().isLive(y));
        QVERIFY(!QSettings().value(QStringLiteral("candidates/manual")).toBool());
    }

    // The status bar counts what the grid shows: the candidates, or with own
    // pencilmarks the marks drawn in the empty cells (counted here from the
    // grid's own shows()), following every toggle.
    void statusBarCountsWhatIsShown()
    {
        MainWindow window;
        QVERIFY(window.loadText(QString::fromLatin1(kXWing)));
        GridWidget* grid = window.grid();
        const auto drawn = [grid] {
            int n = 0;
            for (Candidate x = 0; x < kCandidates; ++x)
                n += grid->shows(x);
            return n;
        };
        const int candidates = drawn();
        QVERIFY(window.factsText().endsWith(QStringLiteral("· %1 candidates").arg(candidates)));
        window.action(QStringLiteral("manualMarks"))->trigger(); // on: the marks start as what was shown
        QVERIFY(window.factsText().endsWith(QStringLiteral("· %1 own pencilmarks").arg(candidates)));
        Candidate x = -1;
        for (Candidate y = 0; y < kCandidates && x < 0; ++y)
            if (grid->shows(y))
                x = y;
        QVERIFY(window.session()->toggleCandidate(x)); // unmarks
        QCOMPARE(drawn(), candidates - 1);
        QVERIFY(window.factsText().endsWith(QStringLiteral("· %1 own pencilmarks").arg(candidates - 1)));
        // A mark the digits exclude still counts: the grid draws it.
        const Candidate excluded = cand(1, 1, 4);
        QVERIFY(window.session()->toggleMark(excluded));
        QCOMPARE(drawn(), candidates);
        QVERIFY(window.factsText().endsWith(QStringLiteral("· %1 own pencilmarks").arg(candidates)));
        QVERIFY(window.loadText(QString::fromLatin1(kXWing))); // a fresh puzzle starts unmarked
        QCOMPARE(drawn(), 0);
        QVERIFY(window.factsText().endsWith(QStringLiteral("· 0 own pencilmarks")));
        window.action(QStringLiteral("manualMarks"))->trigger(); // off
        QVERIFY(window.factsText().endsWith(QStringLiteral("· %1 candidates").arg(candidates)));
    }
};

QTEST_MAIN(TstUiManualMarks)
#include "tst_ui_manual_marks.moc"
