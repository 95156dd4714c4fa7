// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The UI tests' settings: QSettings and QStandardPaths in Qt's test mode,
// under an organisation of their own, so no test reads or writes the user's.

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

namespace setwise::test
{

inline void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SetwiseTest"));
}

} // namespace setwise::test
