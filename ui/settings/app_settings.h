// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's settings, kept with QSettings: which techniques are on and in
// which order, the search limits, the colours and the language.
//
// Three technique sets (HoDoKu's step configurations), one order: Solve
// (Solve to End, Solve Up To), Hints (Hint, Next Step, Apply Step, All Steps)
// and Rating (the Summary's ratings and optimised path). Hints start as the
// one set of earlier versions, which is also the Solve set; Rating starts as
// the registry's defaults, which is what the Summary rated with before and
// what `setwise-cli rate` uses.

#include "engine/stepper.h"
#include "ui/grid/palette.h"

#include <QString>
#include <QStringList>

namespace setwise::ui
{

enum class TechniqueSet { Solve, Hints, Rating };

struct AppSettings {
    QStringList order; // every technique id, in the user's order
    QStringList disabled; // ids switched off for solving (QSettings techniques/disabled)
    QStringList hintDisabled; // ... for hints and All Steps (techniques/hintDisabled)
    QStringList ratingDisabled; // ... for the ratings (techniques/ratingDisabled)
    SearchOptions limits; // its cancel flag is unused here
    Theme theme = Theme::System;
    ColourScheme scheme = ColourScheme::OkabeIto;
    QString language; // "" follows the system, else "en" or "de"
    bool mistakesOnRequest = false; // mistakes show only when asked (MistakeMarker)

    // Registry order and defaults.
    static AppSettings defaults();
    static AppSettings load();
    void save() const;

    QStringList& disabledIn(TechniqueSet set);
    const QStringList& disabledIn(TechniqueSet set) const;
    // What the stepper takes: enabled ids of the set in order, and the limits
    // (the Rating set keeps the default limits, as `setwise-cli rate` does).
    TechniqueSettings techniqueSettings(TechniqueSet set = TechniqueSet::Solve) const;
    bool isEnabled(const QString& id, TechniqueSet set = TechniqueSet::Solve) const
    {
        return !disabledIn(set).contains(id);
    }
};

// The languages Setwise speaks, as (code, native name); code "" is "follow the system".
QList<QPair<QString, QString>> availableLanguages();

} // namespace setwise::ui
