// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app_settings.h"
#include "ui/hint_controller.h"
#include "ui/main_window.h"
#include "ui/sets_panel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Setwise"));
    QApplication::setOrganizationName(QStringLiteral("Setwise"));
    QApplication::setApplicationVersion(QStringLiteral(SETWISE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Setwise, a Sudoku resolution workbench"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption hint(QStringLiteral("hint"), QStringLiteral("Show the next step after loading."));
    const QCommandLineOption language(QStringLiteral("language"),
        QStringLiteral("Language for this run: de, en (default: the setting, else the system)."),
        QStringLiteral("code"));
    const QCommandLineOption theme(
        QStringLiteral("theme"), QStringLiteral("Theme for this run: light, dark or system."), QStringLiteral("theme"));
    const QCommandLineOption sets(QStringLiteral("sets"),
        QStringLiteral("Evaluate these bases / covers in the Sets panel, e.g. \"3R17 / 3C49\"."),
        QStringLiteral("sets"));
    parser.addOption(hint);
    parser.addOption(language);
    parser.addOption(theme);
    parser.addOption(sets);
    parser.addPositionalArgument(
        QStringLiteral("state"), QStringLiteral("A puzzle file, or a state in any text format."));
    parser.process(app);

    // The language follows the system unless the user chose one (Settings, or --language).
    const setwise::ui::AppSettings settings = setwise::ui::AppSettings::load();
    const QString code = parser.isSet(language) ? parser.value(language) : settings.language;
    const QLocale locale = code.isEmpty() ? QLocale() : QLocale(code);
    QLocale::setDefault(locale);
    // English plural forms first, as the fallback; the user's language, installed later, is asked first.
    QTranslator english, qtTranslator, translator;
    if (english.load(QStringLiteral(":/i18n/setwise_en.qm")))
        QApplication::installTranslator(&english);
    if (qtTranslator.load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    if (translator.load(locale, QStringLiteral("setwise"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    setwise::ui::MainWindow window;
    if (parser.isSet(theme)) {
        setwise::ui::AppSettings s = settings;
        const QString t = parser.value(theme);
        s.theme = t == QLatin1String("dark") ? setwise::ui::Theme::Dark
            : t == QLatin1String("light")    ? setwise::ui::Theme::Light
                                             : setwise::ui::Theme::System;
        window.applySettings(s); // for this run only, not saved
    }
    if (parser.positionalArguments().isEmpty()) {
        window.loadFirstExample();
    } else {
        const QString arg = parser.positionalArguments().join(QLatin1Char('\n'));
        if (QFileInfo::exists(arg))
            window.openFile(arg);
        else if (!window.loadText(arg))
            window.loadFirstExample();
    }
    if (parser.isSet(sets))
        window.setsPanel()->setText(parser.value(sets));
    window.show();
    if (parser.isSet(hint))
        QTimer::singleShot(0, window.hints(), &setwise::ui::HintController::nextHint);
    return QApplication::exec();
}
