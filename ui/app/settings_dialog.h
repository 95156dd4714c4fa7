// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Preferences: techniques on/off and their order, search limits, colours,
// theme and language. Edits a copy of AppSettings; the caller stores it.

#include "ui/app/app_settings.h"

#include <QDialog>

class QComboBox;
class QListWidget;
class QSpinBox;

namespace setwise::ui
{

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);
    AppSettings settings() const;

private:
    void fillTechniques(const AppSettings& s);
    void moveCurrent(int delta);

    AppSettings m_settings;
    QListWidget* m_techniques;
    QSpinBox* m_maxFins;
    QSpinBox* m_maxEndoFins;
    QSpinBox* m_maxTruths;
    QSpinBox* m_maxRank;
    QSpinBox* m_maxDigits;
    QComboBox* m_theme;
    QComboBox* m_scheme;
    QComboBox* m_language;
};

} // namespace setwise::ui
