// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings/app_settings.h"

#include "ui/text/step_text.h"

#include <QCoreApplication>
#include <QSettings>

#include <algorithm>

namespace setwise::ui
{

AppSettings AppSettings::defaults()
{
    AppSettings s;
    for (const Technique& t : techniques()) {
        s.order << qs(t.id);
        if (!t.defaultOn)
            s.disabled << qs(t.id);
    }
    s.hintDisabled = s.disabled;
    s.ratingDisabled = s.disabled;
    return s;
}

namespace
{

// A stored list of switched-off ids: the known ones, plus the registry's
// default-off ids the stored settings never saw; `fallback` when the key is missing.
QStringList readDisabled(const QSettings& q, const QString& key, const QStringList& fallback, const QStringList& stored,
    const AppSettings& defaults)
{
    if (!q.contains(key))
        return fallback;
    QStringList disabled;
    for (const QString& id : q.value(key).toStringList())
        if (defaults.order.contains(id))
            disabled << id;
    for (const QString& id : defaults.disabled)
        if (!stored.contains(id) && !disabled.contains(id))
            disabled << id;
    return disabled;
}

} // namespace

QStringList& AppSettings::disabledIn(TechniqueSet set)
{
    return set == TechniqueSet::Hints ? hintDisabled : set == TechniqueSet::Rating ? ratingDisabled : disabled;
}

const QStringList& AppSettings::disabledIn(TechniqueSet set) const
{
    return set == TechniqueSet::Hints ? hintDisabled : set == TechniqueSet::Rating ? ratingDisabled : disabled;
}

AppSettings AppSettings::load()
{
    AppSettings s = defaults();
    QSettings q;
    q.beginGroup(QStringLiteral("techniques"));
    if (q.contains(QStringLiteral("order"))) {
        // Keep the stored order of known ids; ids new to the registry go where it puts them.
        const QStringList stored = q.value(QStringLiteral("order")).toStringList();
        QStringList order;
        for (const QString& id : stored)
            if (s.order.contains(id))
                order << id;
        for (qsizetype i = 0; i < s.order.size(); ++i)
            if (!order.contains(s.order[i]))
                order.insert(std::min(i, order.size()), s.order[i]);
        const AppSettings defaults = s;
        s.order = order;
        s.disabled = readDisabled(q, QStringLiteral("disabled"), defaults.disabled, stored, defaults);
        // Hints start as the one set of before; the ratings as they were (the defaults).
        s.hintDisabled = readDisabled(q, QStringLiteral("hintDisabled"), s.disabled, stored, defaults);
        s.ratingDisabled = readDisabled(q, QStringLiteral("ratingDisabled"), defaults.disabled, stored, defaults);
    }
    q.endGroup();
    q.beginGroup(QStringLiteral("limits"));
    s.limits.maxFins = q.value(QStringLiteral("maxFins"), s.limits.maxFins).toInt();
    s.limits.maxEndoFins = q.value(QStringLiteral("maxEndoFins"), s.limits.maxEndoFins).toInt();
    s.limits.maxTruths = q.value(QStringLiteral("maxTruths"), s.limits.maxTruths).toInt();
    s.limits.maxRank = q.value(QStringLiteral("maxRank"), s.limits.maxRank).toInt();
    s.limits.maxDigits = q.value(QStringLiteral("maxDigits"), s.limits.maxDigits).toInt();
    q.endGroup();
    s.theme = Theme(std::clamp(q.value(QStringLiteral("appearance/theme"), 0).toInt(), 0, 2));
    s.scheme = ColourScheme(std::clamp(q.value(QStringLiteral("appearance/scheme"), 0).toInt(), 0, 1));
    s.language = q.value(QStringLiteral("language")).toString();
    s.mistakesOnRequest = q.value(QStringLiteral("mistakes/onRequest"), false).toBool();
    return s;
}

void AppSettings::save() const
{
    QSettings q;
    q.beginGroup(QStringLiteral("techniques"));
    q.setValue(QStringLiteral("order"), order);
    q.setValue(QStringLiteral("disabled"), disabled);
    q.setValue(QStringLiteral("hintDisabled"), hintDisabled);
    q.setValue(QStringLiteral("ratingDisabled"), ratingDisabled);
    q.endGroup();
    q.beginGroup(QStringLiteral("limits"));
    q.setValue(QStringLiteral("maxFins"), limits.maxFins);
    q.setValue(QStringLiteral("maxEndoFins"), limits.maxEndoFins);
    q.setValue(QStringLiteral("maxTruths"), limits.maxTruths);
    q.setValue(QStringLiteral("maxRank"), limits.maxRank);
    q.setValue(QStringLiteral("maxDigits"), limits.maxDigits);
    q.endGroup();
    q.setValue(QStringLiteral("appearance/theme"), int(theme));
    q.setValue(QStringLiteral("appearance/scheme"), int(scheme));
    q.setValue(QStringLiteral("language"), language);
    q.setValue(QStringLiteral("mistakes/onRequest"), mistakesOnRequest);
}

TechniqueSettings AppSettings::techniqueSettings(TechniqueSet set) const
{
    TechniqueSettings t;
    for (const QString& id : order)
        if (isEnabled(id, set))
            t.order.push_back(id.toStdString());
    if (set != TechniqueSet::Rating)
        t.options = limits;
    t.options.cancel = nullptr;
    return t;
}

QList<QPair<QString, QString>> availableLanguages()
{
    return { { QString(), QCoreApplication::translate("setwise::ui::AppSettings", "Follow the system") },
        { QStringLiteral("en"), QStringLiteral("English") }, { QStringLiteral("de"), QStringLiteral("Deutsch") } };
}

} // namespace setwise::ui
