// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/formats.h"
#include "ui/app/command_line.h"
#include "ui/app/main_window.h"
#include "ui/documents/documents.h"
#include "ui/panels/sets_panel.h"
#include "ui/settings/app_settings.h"
#include "ui/work/hint_controller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

namespace
{

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("Setwise"));
    QCoreApplication::setOrganizationName(QStringLiteral("Setwise"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SETWISE_VERSION));
}

// The language follows the system unless the user chose one (Settings, or --language).
QString languageCode(const QString& argument)
{
    return argument.isEmpty() ? setwise::ui::AppSettings::load().language : argument;
}

void handleHelpAndVersion(QCommandLineParser& parser)
{
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
}

} // namespace

int main(int argc, char** argv)
{
    // --help and --version need no display: they are answered by a core application.
    if (setwise::ui::asksForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        describeApplication();
        const setwise::ui::Translators translators(languageCode(setwise::ui::languageArgument(argc, argv)));
        QCommandLineParser parser;
        setwise::ui::addCommandLineOptions(parser);
        parser.process(core); // --help-all and errors exit here
        handleHelpAndVersion(parser);
        return 0;
    }

    QApplication app(argc, argv);
    describeApplication();
    // Wayland compositors match the window to the installed .desktop entry (and its icon) by this name.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.setwise.Setwise"));

    const setwise::ui::AppSettings settings = setwise::ui::AppSettings::load();
    const setwise::ui::Translators translators(languageCode(setwise::ui::languageArgument(argc, argv)));
    QCommandLineParser parser;
    setwise::ui::addCommandLineOptions(parser);
    parser.process(app);
    handleHelpAndVersion(parser);
    const QString hint = QStringLiteral("hint"), theme = QStringLiteral("theme"), sets = QStringLiteral("sets"),
                  size = QStringLiteral("size"), chain = QStringLiteral("chain-view"),
                  explain = QStringLiteral("explain"), techniques = QStringLiteral("techniques");

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
