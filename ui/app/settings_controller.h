// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The user's settings at work: applies them to the parts (the three technique
// sets, mistakes, theme and colours), runs the Settings dialog and Step ▸
// Turn On All Techniques, and saves what the user chose.

#include "ui/settings/app_settings.h"

#include <QObject>

class QWidget;

namespace setwise::ui
{

class Banner;
class DiagramView;
class DisplayController;
class GridWidget;
class HintController;
class MistakeMarker;
class RatingPanel;
class SetsPanel;

class SettingsController : public QObject
{
    Q_OBJECT
public:
    struct Parts {
        QWidget* window; // the dialog's parent
        HintController* hints;
        RatingPanel* rating;
        MistakeMarker* mistakes;
        GridWidget* grid;
        DiagramView* diagram;
        SetsPanel* sets;
        Banner* banner;
        DisplayController* display;
    };
    SettingsController(const Parts& parts, const AppSettings& settings, QObject* parent);

    const AppSettings& settings() const { return m_settings; }
    void apply(const AppSettings& settings);
    // Settings ▸ Settings…: applied and saved when accepted.
    void openDialog();
    // Step ▸ Turn On All Techniques: every set complete, then the next hint.
    void enableAllTechniques();

private:
    Parts m_parts;
    AppSettings m_settings;
};

} // namespace setwise::ui
