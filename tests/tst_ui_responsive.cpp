// SPDX-License-Identifier: GPL-3.0-or-later
// The window never freezes and help opens. Engine jobs
// run on the engine's own pool, never on Qt's global pool (which Qt paints
// with: a search there held every SVG icon paint until it ended); the window,
// its menus and dialogs open at once while hard searches run; F1 and
// Help ▸ Reading the Diagram show their pages.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/app/main_window.h"
#include "ui/work/hint_controller.h"
#include "ui/work/solution_checker.h"
#include "ui/work/task.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{
// Generous for a loaded two-core machine, yet far below the 8 s to 2 minutes
// a search on Qt's pool held the window.
constexpr qint64 kOpenMs = 1000;

QString hardestPuzzle()
{
    return QString::fromStdString(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt").at(0).substr(0, 81));
}

// Starts the long searches of a window on the hardest puzzle with every technique on.
void startHardSearches(MainWindow& window)
{
    QVERIFY(window.loadText(hardestPuzzle()));
    window.hints()->setSettings(TechniqueSettings::everything());
    window.action(QStringLiteral("solve"))->trigger();
    window.action(QStringLiteral("allSteps"))->trigger();
    bool running = false;
    for (TaskBase* task : window.hints()->tasks())
        running = running || task->isRunning();
    QVERIFY(running);
}

QMenu* menuNamed(MainWindow& window, const QString& title)
{
    for (QAction* a : window.menuBar()->actions())
        if (a->menu() && a->text().remove(QLatin1Char('&')) == title)
            return a->menu();
    return nullptr;
}
} // namespace

class TstUiResponsive : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    // With every thread of Qt's global pool held, an engine job still runs
    // and its result arrives: it does not use that pool.
    void engineJobsNeverUseQtsPool()
    {
        QThreadPool* global = QThreadPool::globalInstance();
        QVERIFY(enginePool() != global);
        QVERIFY(enginePool()->maxThreadCount() >= 2);
        QVERIFY(enginePool()->maxThreadCount() <= std::max(2, QThread::idealThreadCount()));

        QSemaphore release;
        const int n = global->maxThreadCount();
        for (int i = 0; i < n; ++i)
            global->start([&release] { release.acquire(); });
        QTRY_COMPARE(global->activeThreadCount(), n);

        Task<int> task(QStringLiteral("test"));
        int result = 0;
        task.start(
            [](const std::atomic<bool>&, std::atomic<std::uint64_t>&) { return 42; }, [&result](int r) { result = r; });
        SolutionChecker checker; // a real engine job: the brute-force count
        checker.check(*parseState(readLines(SETWISE_TEST_DATA "/solver_forum_hardest.txt").at(0).substr(0, 81)));
        QTRY_COMPARE_WITH_TIMEOUT(result, 42, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(checker.verdict(), SolutionChecker::Verdict::Unique, 10000);
        QCOMPARE(global->activeThreadCount(), n); // still held: the jobs ran elsewhere
        release.release(n);
        QVERIFY(global->waitForDone(10000));
    }

    // A second window starts while the first one's hard searches fill the
    // engine pool; it shows at once, and its menus and dialogs open at once.
    void windowMenusAndDialogsOpenWhileSearching()
    {
        MainWindow busy;
        startHardSearches(busy);
        if (QTest::currentTestFailed())
            return;

        QElapsedTimer timer;
        timer.start();
        MainWindow window;
        window.resize(1366, 768);
        startHardSearches(window);
        if (QTest::currentTestFailed())
            return;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.grab(); // every icon painted
        const qint64 windowMs = timer.elapsed();
        QVERIFY2(windowMs < 2 * kOpenMs, qPrintable(QStringLiteral("window after %1 ms").arg(windowMs)));

        // A menu with SVG icons.
        QMenu* edit = menuNamed(window, QStringLiteral("Edit"));
        QVERIFY(edit);
        timer.restart();
        edit->popup(window.mapToGlobal(QPoint(20, 20)));
        QVERIFY(QTest::qWaitForWindowExposed(edit));
        edit->grab();
        const qint64 menuMs = timer.elapsed();
        edit->hide();
        QVERIFY2(menuMs < kOpenMs, qPrintable(QStringLiteral("menu after %1 ms").arg(menuMs)));

        // A modal dialog (Settings): shown, painted, closed.
        qint64 dialogMs = -1;
        timer.restart();
        QTimer::singleShot(0, this, [&] {
            if (QWidget* dialog = QApplication::activeModalWidget()) {
                dialog->grab();
                dialogMs = timer.elapsed();
                dialog->close();
            }
        });
        window.action(QStringLiteral("settings"))->trigger();
        QVERIFY(dialogMs >= 0);
        QVERIFY2(dialogMs < kOpenMs, qPrintable(QStringLiteral("settings dialog after %1 ms").arg(dialogMs)));

        qInfo("window %lld ms, menu %lld ms, settings dialog %lld ms while searching", windowMs, menuMs, dialogMs);
        // The searches were still running all along (else the test proves nothing).
        bool running = false;
        for (TaskBase* task : window.hints()->tasks())
            running = running || task->isRunning();
        QVERIFY(running);
        window.hints()->cancelAll();
        busy.hints()->cancelAll();
    }

    // F1 and Help ▸ Reading the Diagram open their pages (they were built and
    // never shown); asking again raises the same page.
    void helpPagesOpen_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("words");
        QTest::newRow("F1 keys") << "keys"
                                 << "keysHelpPage"
                                 << "place a digit";
        QTest::newRow("diagram") << "diagramHelp"
                                 << "diagramHelpPage"
                                 << "truths";
    }
    void helpPagesOpen()
    {
        QFETCH(QString, action);
        QFETCH(QString, page);
        QFETCH(QString, words);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (action == QLatin1String("keys")) {
            window.activateWindow();
            QTest::keyClick(&window, Qt::Key_F1);
        } else {
            window.action(action)->trigger();
        }
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = window.findChild<QMessageBox*>(page)) && box->isVisible());
        QVERIFY(box->text().contains(words));
        QVERIFY(QTest::qWaitForWindowExposed(box));
        window.action(action)->trigger();
        QCOMPARE(window.findChildren<QMessageBox*>(page).size(), 1);
        box->close();
        QTRY_VERIFY(!window.findChild<QMessageBox*>(page)); // deleted on close
    }
};

QTEST_MAIN(TstUiResponsive)
#include "tst_ui_responsive.moc"
