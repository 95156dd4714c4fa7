// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Preferences: techniques on/off in three sets (Solve, Hints & All Steps,
// Rating) and their one order, search limits, when mistakes show, colours,
// theme and language. Edits a copy of AppSettings; the caller stores it.

#include "ui/settings/app_settings.h"

#include <QDialog>

class QComboBox;
class QTreeWidget;
class QSpinBox;

namespace setwise::ui
{

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);
    AppSettings settings() const;
    // The technique table: one row per technique, columns name, Solve, Hints, Rating (checkable).
    QTreeWidget* techniquesTable() const { return m_techniques; }

private:
    void fillTechniques(const AppSettings& s);
    void moveCurrent(int delta);

    AppSettings m_settings;
    QWidget* techniquesPage(QWidget* parent);
    QWidget* solvingPage(QWidget* parent);

    QTreeWidget* m_techniques;
    QComboBox* m_mistakes;
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
