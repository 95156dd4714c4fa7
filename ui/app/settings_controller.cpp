// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/settings_controller.h"

#include "ui/app/banner.h"
#include "ui/app/display_controller.h"
#include "ui/app/settings_dialog.h"
#include "ui/diagram/diagram_view.h"
#include "ui/grid/grid_widget.h"
#include "ui/panels/rating_panel.h"
#include "ui/panels/sets_panel.h"
#include "ui/work/hint_controller.h"
#include "ui/work/mistake_marker.h"

#include <QApplication>

namespace setwise::ui
{

SettingsController::SettingsController(const Parts& parts, const AppSettings& settings, QObject* parent)
    : QObject(parent)
    , m_parts(parts)
    , m_settings(settings)
{
}

void SettingsController::apply(const AppSettings& settings)
{
    m_settings = settings;
    const Parts& p = m_parts;
    p.hints->setSolveSettings(settings.techniqueSettings(TechniqueSet::Solve));
    p.hints->setHintSettings(settings.techniqueSettings(TechniqueSet::Hints));
    p.rating->setTechniqueSettings(settings.techniqueSettings(TechniqueSet::Rating));
    p.mistakes->setPolicy(
        settings.mistakesOnRequest ? MistakeMarker::Policy::OnRequest : MistakeMarker::Policy::Continuous);
    QApplication::setPalette(applicationPalette(settings.theme));
    const Palette colours = Palette::make(settings.scheme, isDarkTheme(settings.theme));
    p.grid->setColours(colours);
    p.diagram->setColours(colours);
    p.sets->setColours(colours);
    p.banner->setDark(colours.dark);
}

void SettingsController::openDialog()
{
    SettingsDialog dialog(m_settings, m_parts.window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const AppSettings s = dialog.settings();
    s.save();
    apply(s);
}

void SettingsController::enableAllTechniques()
{
    AppSettings s = m_settings;
    s.disabled.clear();
    s.hintDisabled.clear();
    s.save();
    apply(s);
    m_parts.banner->dismiss();
    m_parts.display->showMessage(tr("Every technique is on now (Settings lists them)."));
    if (!m_parts.display->refuseWhileUnsolvable())
        m_parts.hints->nextHint();
}

} // namespace setwise::ui
