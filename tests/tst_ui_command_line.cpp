// SPDX-License-Identifier: GPL-3.0-or-later
// setwise --help and --version answer without a display (no QT_QPA_PLATFORM,
// no DISPLAY, no WAYLAND_DISPLAY) with exit code 0, and --help is translated.
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

class TstUiCommandLine : public QObject
{
    Q_OBJECT

    static QProcessEnvironment headless(const QString& language)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name :
            { "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "LC_ALL", "LC_MESSAGES" })
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("LANG"), language);
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), QStringLiteral(SETWISE_TEST_OUT "/command_line_config"));
        return env;
    }

    static QString run(const QStringList& args, const QString& language = QStringLiteral("C.UTF-8"))
    {
        QProcess p;
        p.setProcessEnvironment(headless(language));
        p.start(QStringLiteral(SETWISE_GUI), args);
        if (!p.waitForFinished(120000))
            return QStringLiteral("<timeout>");
        if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return QStringLiteral("<exit %1> %2").arg(p.exitCode()).arg(QString::fromUtf8(p.readAllStandardError()));
        return QString::fromUtf8(p.readAllStandardOutput());
    }

private slots:
    void versionWithoutDisplay()
    {
        const QString out = run({ QStringLiteral("--version") });
        QVERIFY2(out.startsWith(QStringLiteral("Setwise ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(SETWISE_VERSION)), qPrintable(out));
        QCOMPARE(run({ QStringLiteral("-v") }), out);
    }

    void helpWithoutDisplay()
    {
        const QString out = run({ QStringLiteral("--help") });
        QVERIFY2(out.contains(QStringLiteral("--hint")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Show the next step after loading.")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("--language")), qPrintable(out));
    }

    void helpInGerman()
    {
        const QString viaOption = run({ QStringLiteral("--language"), QStringLiteral("de"), QStringLiteral("--help") });
        QVERIFY2(
            viaOption.contains(QStringLiteral("Nach dem Laden den nächsten Schritt zeigen.")), qPrintable(viaOption));
        QVERIFY2(!viaOption.contains(QStringLiteral("Show the next step")), qPrintable(viaOption));
        const QString viaLocale = run({ QStringLiteral("--help") }, QStringLiteral("de_DE.UTF-8"));
        QVERIFY2(
            viaLocale.contains(QStringLiteral("Nach dem Laden den nächsten Schritt zeigen.")), qPrintable(viaLocale));
    }
};

QTEST_GUILESS_MAIN(TstUiCommandLine)
#include "tst_ui_command_line.moc"
