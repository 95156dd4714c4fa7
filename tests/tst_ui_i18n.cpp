// SPDX-License-Identifier: GPL-3.0-or-later
// Translation: the German .qm loads and translates the main menus and the
// technique names; the German .ts has no unfinished message; every technique
// of the registry has a display name in the one tr() table (docs/architecture.md, Habits).
#include "engine/techniques.h"
#include "test_settings.h"
#include "ui/app/main_window.h"
#include "ui/text/technique_names.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenuBar>
#include <QTest>
#include <QTranslator>

using namespace setwise;
using namespace setwise::ui;

class TstUiI18n : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::useTestSettings(); }

    void everyTechniqueHasADisplayName()
    {
        for (const Technique& t : techniques())
            QVERIFY2(hasTechniqueDisplayName(t.id), t.id.data());
        QCOMPARE(techniqueDisplayName("finned-franken-swordfish"), QStringLiteral("Finned Franken Swordfish"));
        QCOMPARE(techniqueDisplayName("x-wing"), QStringLiteral("X-Wing"));
    }

    void germanTranslatesTheMainMenus()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/setwise_de.qm")));
        QVERIFY(QApplication::installTranslator(&translator));
        {
            MainWindow window;
            QStringList menus;
            for (QAction* a : window.menuBar()->actions())
                menus << a->text();
            for (const char* title : { "&Datei", "&Bearbeiten", "&Schritt", "&Ansicht", "&Hilfe" })
                QVERIFY2(menus.contains(QString::fromUtf8(title)), qPrintable(menus.join(QLatin1Char(' '))));
            QCOMPARE(window.action(QStringLiteral("nextHint"))->text(), QStringLiteral("&Nächster Schritt"));
            QCOMPARE(techniqueDisplayName("swordfish"), QStringLiteral("Schwertfisch"));
            QCOMPARE(techniqueDisplayName("finned-x-wing"), QStringLiteral("Flossen-X-Wing"));
        }
        QApplication::removeTranslator(&translator);
        QCOMPARE(techniqueDisplayName("swordfish"), QStringLiteral("Swordfish"));
    }

    void germanIsComplete()
    {
        QFile ts(QStringLiteral(SETWISE_TEST_DATA "/../../translations/setwise_de.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        const QByteArray xml = ts.readAll();
        QVERIFY(xml.contains("<message"));
        QCOMPARE(xml.count("type=\"unfinished\""), 0);
        QCOMPARE(xml.count("type=\"vanished\""), 0);
    }
};

QTEST_MAIN(TstUiI18n)
#include "tst_ui_i18n.moc"
