// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The UI tests' settings: QSettings and QStandardPaths in Qt's test mode,
// under an organisation of their own, so no test reads or writes the user's;
// and the English plural forms main() installs.

#include "ui/app/command_line.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>

namespace setwise::test
{

inline void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SetwiseTest"));
}

// The English plural forms ("2 truths"), as main() installs them: false when
// the translation does not load. Installed once for the whole test program.
inline bool installEnglishPlurals()
{
    static QTranslator english;
    static const bool installed = ui::installEnglishPlurals(english);
    return installed;
}

} // namespace setwise::test
