// SPDX-License-Identifier: GPL-3.0-or-later
// The UI house: ui/ is in rooms (grid, diagram, panels, work, text,
// generate, guide, common, documents, export, settings, app), no source lies
// loose in ui/; the window class is construction and wiring only, one header
// and one source of at most 500 lines together, its behaviour in the
// controllers and panels that own it.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QTest>

namespace
{

const QString kUi = QStringLiteral(SETWISE_TEST_DATA "/../../ui");

int lineCount(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return int(f.readAll().count('\n'));
}

} // namespace

class TstUiArchitecture : public QObject
{
    Q_OBJECT
private slots:
    void sourcesLiveInRooms()
    {
        const QDir ui(kUi);
        QVERIFY(ui.exists(QStringLiteral("app/main_window.h")));
        const QStringList loose = ui.entryList({ QStringLiteral("*.h"), QStringLiteral("*.cpp") }, QDir::Files);
        QVERIFY2(loose.isEmpty(), qPrintable(loose.join(QLatin1Char(' '))));
        for (const char* room :
            { "app", "common", "diagram", "documents", "export", "grid", "panels", "settings", "text", "work" })
            QVERIFY2(ui.exists(QString::fromLatin1(room)), room);
    }

    void mainWindowIsOnlyWiring()
    {
        QStringList files;
        for (QDirIterator it(kUi, { QStringLiteral("main_window*") }, QDir::Files, QDirIterator::Subdirectories);
             it.hasNext();)
            files << QFileInfo(it.next()).fileName();
        files.sort();
        // No "main_window_ops.cpp": one class, one header, one source.
        QCOMPARE(files, (QStringList { QStringLiteral("main_window.cpp"), QStringLiteral("main_window.h") }));
        const int lines = lineCount(kUi + QStringLiteral("/app/main_window.h"))
            + lineCount(kUi + QStringLiteral("/app/main_window.cpp"));
        QVERIFY2(lines > 0 && lines <= 500, qPrintable(QString::number(lines)));
    }
};

QTEST_APPLESS_MAIN(TstUiArchitecture)
#include "tst_ui_architecture.moc"
