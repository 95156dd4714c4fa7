// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The setwise program's command line: its options (translated help texts)
// and its translators. --help and --version are answered before any window
// system is needed (a QCoreApplication is enough).

#include <QCommandLineParser>
#include <QString>
#include <QTranslator>

#include <memory>

namespace setwise::ui
{

// Adds setwise's options (--hint, --language, --theme, --sets, --size,
// --chain-view, --explain, --techniques), --help, --version and the state
// argument to parser; each option is looked up by its name.
void addCommandLineOptions(QCommandLineParser& parser);

// Whether the arguments ask only for --help, --help-all or --version (-h, -?, -v).
bool asksForHelpOrVersion(int argc, char** argv);

// The language code the arguments choose with --language (empty: none).
QString languageArgument(int argc, char** argv);

// Loads the English plural forms ("2 truths"; setwise_en.qm holds only
// those) into `english` and installs it, the fallback behind the user's
// language: false when it does not load.
bool installEnglishPlurals(QTranslator& english);

// The application's translators (English plural forms, Qt's own strings, the
// user's language), installed for the lifetime of this object. code: a
// language such as "de" (empty: the system's); sets the default QLocale.
class Translators
{
public:
    explicit Translators(const QString& code);
    ~Translators();
    Translators(const Translators&) = delete;
    Translators& operator=(const Translators&) = delete;

private:
    QTranslator m_english, m_qt, m_own;
};

} // namespace setwise::ui
