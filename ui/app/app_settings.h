// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's settings, kept with QSettings: which techniques are on and in
// which order, the search limits, the colours and the language.

#include "engine/stepper.h"
#include "ui/grid/palette.h"

#include <QString>
#include <QStringList>

namespace setwise::ui
{

struct AppSettings {
    QStringList order; // every technique id, in the user's order
    QStringList disabled; // ids switched off
    SearchOptions limits; // its cancel flag is unused here
    Theme theme = Theme::System;
    ColourScheme scheme = ColourScheme::OkabeIto;
    QString language; // "" follows the system, else "en" or "de"

    // Registry order and defaults.
    static AppSettings defaults();
    static AppSettings load();
    void save() const;

    // What the stepper takes: enabled ids in order and the limits.
    TechniqueSettings techniqueSettings() const;
    bool isEnabled(const QString& id) const { return !disabled.contains(id); }
};

// The languages Setwise speaks, as (code, native name); code "" is "follow the system".
QList<QPair<QString, QString>> availableLanguages();

} // namespace setwise::ui
