// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/formats.h"
#include "ui/app/app_settings.h"
#include "ui/app/documents.h"
#include "ui/app/main_window.h"
#include "ui/panels/sets_panel.h"
#include "ui/work/hint_controller.h"

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
    // Wayland compositors match the window to the installed .desktop entry (and its icon) by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.setwise.Setwise"));

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
    const QCommandLineOption size(
        QStringLiteral("size"), QStringLiteral("Window size for this run, e.g. 1024x700."), QStringLiteral("WxH"));
    const QCommandLineOption chain(QStringLiteral("chain-view"),
        QStringLiteral("How chain steps show for this run: both, chain or sets."), QStringLiteral("view"));
    const QCommandLineOption explain(QStringLiteral("explain"),
        QStringLiteral("Explain this candidate (e.g. 3r2c4) after loading."), QStringLiteral("candidate"));
    const QCommandLineOption techniques(QStringLiteral("techniques"),
        QStringLiteral("Only these techniques for this run, e.g. full-house,hidden-single."), QStringLiteral("ids"));
    parser.addOption(techniques);
    parser.addOption(size);
    parser.addOption(chain);
    parser.addOption(explain);
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
    // Qt's own strings (standard buttons, file dialogs) come from qtbase_<lang>.qm in Qt's translations
    // folder (Debian: qt6-translations-l10n, in scripts/deps.sh and the package's Recommends).
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
        // A file that cannot be read, a missing file or a bad state: a dialog says why, the example shows.
        if (!window.documents()->openArgument(parser.positionalArguments().join(QLatin1Char('\n'))))
            window.loadFirstExample();
    }
    if (parser.isSet(sets))
        window.setsPanel()->setText(parser.value(sets));
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2 && wh[0].toInt() > 0 && wh[1].toInt() > 0) {
            window.move(0, 0);
            window.resize(wh[0].toInt(), wh[1].toInt());
        }
    }
    if (parser.isSet(techniques)) {
        auto only = setwise::TechniqueSettings::fromList(parser.value(techniques).toStdString());
        if (only)
            window.hints()->setSettings(*only); // for this run only, not saved
    }
    if (parser.isSet(chain)) {
        const QString v = parser.value(chain);
        window.setChainView(v == QLatin1String("chain") ? setwise::ui::ChainView::Chain
                : v == QLatin1String("sets")            ? setwise::ui::ChainView::Sets
                                                        : setwise::ui::ChainView::Both);
    }
    window.show();
    if (parser.isSet(explain)) {
        auto x = setwise::parseCandidateNames(parser.value(explain).toStdString());
        if (x && x->size() == 1)
            QTimer::singleShot(0, window.hints(), [&window, c = x->front()] { window.hints()->explain(c); });
    }
    if (parser.isSet(hint))
        QTimer::singleShot(0, window.hints(), &setwise::ui::HintController::nextHint);
    return QApplication::exec();
}
