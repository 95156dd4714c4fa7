// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/command_line.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

#include <cstring>

namespace setwise::ui
{

namespace
{

// The translation context of the texts.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::CommandLine)
};

} // namespace

void addCommandLineOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(CommandLine::tr("Setwise, a Sudoku resolution workbench"));
    // Qt's own -h/-v options, with the texts translated here.
    parser.addOption(
        QCommandLineOption({ QStringLiteral("h"), QStringLiteral("help") }, CommandLine::tr("Show this help.")));
    parser.addOption(QCommandLineOption(
        { QStringLiteral("v"), QStringLiteral("version") }, CommandLine::tr("Show the version of Setwise.")));
    parser.addOption({ QStringLiteral("techniques"),
        CommandLine::tr("Only these techniques for this run, e.g. full-house,hidden-single."),
        CommandLine::tr("ids") });
    parser.addOption({ QStringLiteral("size"), CommandLine::tr("Window size for this run, e.g. 1024x700."),
        CommandLine::tr("WxH") });
    parser.addOption({ QStringLiteral("chain-view"),
        CommandLine::tr("How chain steps show for this run: both, chain or sets."), CommandLine::tr("view") });
    parser.addOption({ QStringLiteral("explain"), CommandLine::tr("Explain this candidate (e.g. 3r2c4) after loading."),
        CommandLine::tr("candidate") });
    parser.addOption({ QStringLiteral("hint"), CommandLine::tr("Show the next step after loading.") });
    parser.addOption({ QStringLiteral("language"),
        CommandLine::tr("Language for this run: de, en (default: the setting, else the system)."),
        CommandLine::tr("code") });
    parser.addOption({ QStringLiteral("theme"), CommandLine::tr("Theme for this run: light, dark or system."),
        CommandLine::tr("theme") });
    parser.addOption({ QStringLiteral("sets"),
        CommandLine::tr("Evaluate these bases / covers in the Sets panel, e.g. \"3R17 / 3C49\"."),
        CommandLine::tr("sets") });
    parser.addPositionalArgument(
        CommandLine::tr("state"), CommandLine::tr("A puzzle file, or a state in any text format."));
}

bool asksForHelpOrVersion(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const char* a = argv[i];
        for (const char* name : { "-h", "--help", "-help", "-?", "--help-all", "-v", "--version", "-version" })
            if (std::strcmp(a, name) == 0)
                return true;
        if (std::strcmp(a, "--") == 0)
            return false;
    }
    return false;
}

QString languageArgument(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        const QString a = QString::fromLocal8Bit(argv[i]);
        if ((a == QLatin1String("--language") || a == QLatin1String("-language")) && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        for (const QLatin1String prefix : { QLatin1String("--language="), QLatin1String("-language=") })
            if (a.startsWith(prefix))
                return a.mid(prefix.size());
    }
    return {};
}

bool installEnglishPlurals(QTranslator& english)
{
    return english.load(QStringLiteral(":/i18n/setwise_en.qm")) && QCoreApplication::installTranslator(&english);
}

Translators::Translators(const QString& code)
{
    const QLocale locale = code.isEmpty() ? QLocale() : QLocale(code);
    QLocale::setDefault(locale);
    // English plural forms first, as the fallback; the user's language, installed later, is asked first.
    // Qt's own strings (standard buttons, file dialogs) come from qtbase_<lang>.qm in Qt's translations
    // folder (Debian: qt6-translations-l10n, in scripts/deps.sh and the package's Recommends).
    installEnglishPlurals(m_english);
    if (m_qt.load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qt);
    if (m_own.load(locale, QStringLiteral("setwise"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&m_own);
}

Translators::~Translators()
{
    QCoreApplication::removeTranslator(&m_own);
    QCoreApplication::removeTranslator(&m_qt);
    QCoreApplication::removeTranslator(&m_english);
}

} // namespace setwise::ui
