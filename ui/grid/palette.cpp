// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/palette.h"

#include <QApplication>
#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

// The hues of one scheme; every role colour is derived from them below, so the
// two schemes differ only in this table.
struct Hues {
    QColor baseStrong; // base houses, base outline
    QColor baseLight; // base candidates
    QColor cover; // cover houses
    QColor fin;
    QColor endoFin;
    QColor elimination;
    QColor placement;
    QColor focus; // selected digit, user selection
    QColor finText;
    QColor placementText;
};

Hues huesOf(ColourScheme scheme)
{
    switch (scheme) {
    case ColourScheme::TolBright:
        return { QColor(0x44, 0x77, 0xAA), QColor(0x66, 0xCC, 0xEE), QColor(0xCC, 0xBB, 0x44), QColor(0xAA, 0x33, 0x77),
            QColor(0xBB, 0xBB, 0xBB), QColor(0xEE, 0x66, 0x77), QColor(0x22, 0x88, 0x33), QColor(0xBB, 0xBB, 0xBB),
            Qt::white, Qt::white };
    case ColourScheme::OkabeIto:
        break;
    }
    return { QColor(0x00, 0x72, 0xB2), QColor(0x56, 0xB4, 0xE9), QColor(0xE6, 0x9F, 0x00), QColor(0xCC, 0x79, 0xA7),
        QColor(0xF0, 0xE4, 0x42), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
        Qt::black, Qt::white };
}

QColor withAlpha(QColor c, int alpha)
{
    c.setAlpha(alpha);
    return c;
}

} // namespace

RolePaint Palette::role(Role r) const
{
    return m_roles[int(r)];
}

Palette Palette::make(ColourScheme scheme, bool dark)
{
    const Hues h = huesOf(scheme);
    Palette p;
    p.dark = dark;
    if (dark) {
        p.window = QColor(0x26, 0x28, 0x2B);
        p.board = QColor(0x1B, 0x1C, 0x1E);
        p.gridLine = QColor(0x50, 0x55, 0x5C);
        p.boxLine = QColor(0xC8, 0xCC, 0xD2);
        p.given = QColor(0xF2, 0xF2, 0xF2);
        p.placed = QColor(0x8C, 0xCB, 0xF2);
        p.candidate = QColor(0xA5, 0xAC, 0xB5);
        p.label = QColor(0xB8, 0xBE, 0xC6);
        p.cursor = QColor(0xF2, 0xF2, 0xF2);
    } else {
        p.window = QColor(0xF3, 0xF3, 0xF1);
        p.board = Qt::white;
        p.gridLine = QColor(0xB0, 0xB4, 0xBA);
        p.boxLine = QColor(0x20, 0x24, 0x28);
        p.given = QColor(0x11, 0x11, 0x11);
        p.placed = QColor(0x0B, 0x5C, 0xAD);
        p.candidate = QColor(0x5D, 0x65, 0x70);
        p.label = QColor(0x4A, 0x4F, 0x57);
        p.cursor = QColor(0x30, 0x34, 0x3A);
    }
    const QColor ink = p.given;
    p.hover = dark ? h.baseLight : h.baseStrong;
    p.digitFocus = withAlpha(h.focus, dark ? 45 : 70);
    p.baseHouse = withAlpha(h.baseStrong, dark ? 110 : 46);
    p.coverHouse = withAlpha(h.cover, dark ? 85 : 72);
    p.alsCell = withAlpha(h.fin, dark ? 70 : 50);
    // The ALSs of one step apart: Okabe-Ito's bluish green, reddish purple,
    // yellow and sky blue (hues that stay apart in the common colour vision
    // deficiencies and from the off nodes' vermillion), in both schemes.
    const QColor als[4]
        = { QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7), QColor(0xF0, 0xE4, 0x42), QColor(0x56, 0xB4, 0xE9) };
    for (int i = 0; i < 4; ++i)
        p.alsCells[i] = withAlpha(als[i], dark ? 80 : 64);
    // On and off chain nodes: blue and vermillion (Okabe-Ito's pair for two
    // classes), lighter on the dark board; the off ring is dashed as well.
    p.chainOn = dark ? QColor(0x56, 0xB4, 0xE9) : QColor(0x00, 0x72, 0xB2);
    p.chainOff = dark ? QColor(0xFF, 0x8C, 0x42) : QColor(0xD5, 0x5E, 0x00);
    // The end of a forcing branch (its contradiction, or the conclusion all
    // branches share): Tol's purple, apart from the on/off pair, framed solid.
    p.forcingEnd = dark ? QColor(0xE0, 0x7B, 0xC8) : QColor(0xAA, 0x33, 0x77);
    p.mistake = dark ? QColor(0xFF, 0x7A, 0x6B) : QColor(0xC4, 0x1E, 0x0B);
    p.mistakeCell = withAlpha(QColor(0xE0, 0x30, 0x20), dark ? 90 : 55);
    // Two pairs of partner colours (HoDoKu's colouring): green/teal and violet/pink.
    const QColor users[4]
        = { QColor(0x3C, 0xB4, 0x4B), QColor(0x00, 0xA0, 0xB0), QColor(0x91, 0x1E, 0xB4), QColor(0xF0, 0x32, 0xE6) };
    for (int i = 0; i < 4; ++i)
        p.userColour[i] = withAlpha(users[i], dark ? 110 : 80);

    auto stroke = [dark](const QColor& c) { return dark ? c.lighter(135) : c.darker(150); };
    p.m_roles[int(Role::BaseConstraint)] = { p.baseHouse, dark ? h.baseLight : h.baseStrong, ink };
    p.m_roles[int(Role::CoverConstraint)] = { p.coverHouse, stroke(h.cover), ink };
    p.m_roles[int(Role::BaseCandidate)] = { h.baseLight, stroke(h.baseStrong), Qt::black };
    p.m_roles[int(Role::Fin)] = { h.fin, stroke(h.fin), h.finText };
    p.m_roles[int(Role::EndoFin)] = { h.endoFin, stroke(h.fin), Qt::black };
    p.m_roles[int(Role::Cannibal)] = { h.baseLight, dark ? h.elimination.lighter(130) : h.elimination, Qt::black };
    p.m_roles[int(Role::Elimination)]
        = { withAlpha(h.elimination, dark ? 110 : 70), dark ? h.elimination.lighter(130) : h.elimination,
              dark ? h.elimination.lighter(160) : h.elimination.darker(175) };
    p.m_roles[int(Role::Placement)] = { h.placement, stroke(h.placement), h.placementText };
    // Virtual truths (uniqueness assumptions) in a colour of their own, so they never read as a constraint base.
    const QColor virtualFill = dark ? QColor(0x7A, 0x55, 0xA8) : QColor(0xD9, 0xC2, 0xF0);
    p.m_roles[int(Role::VirtualBase)] = { virtualFill, stroke(QColor(0x91, 0x1E, 0xB4)), dark ? Qt::white : Qt::black };
    // The deadly pattern behind them: its candidates in a paler violet, its cells framed.
    p.m_roles[int(Role::DeadlyPattern)] = { dark ? QColor(0x4E, 0x3A, 0x66) : QColor(0xEF, 0xE4, 0xFA),
        dark ? QColor(0xC9, 0x9A, 0xF0) : QColor(0x6A, 0x16, 0x84), dark ? Qt::white : Qt::black };
    // A structure's parts (Exocet) as cell shades, Okabe-Ito hues: base cells sky blue,
    // targets orange, cross-lines a pale bluish green.
    p.m_roles[int(Role::StructureBase)]
        = { withAlpha(QColor(0x56, 0xB4, 0xE9), dark ? 120 : 110), QColor(0x00, 0x72, 0xB2), ink };
    p.m_roles[int(Role::StructureTarget)]
        = { withAlpha(QColor(0xE6, 0x9F, 0x00), dark ? 120 : 110), QColor(0xB0, 0x6E, 0x00), ink };
    p.m_roles[int(Role::StructureCrossLine)]
        = { withAlpha(QColor(0x00, 0x9E, 0x73), dark ? 60 : 40), QColor(0x00, 0x9E, 0x73), ink };
    p.m_roles[int(Role::LinkStrong)] = { Qt::transparent, dark ? h.baseLight : h.baseStrong.darker(120), ink };
    p.m_roles[int(Role::LinkWeak)] = { Qt::transparent, dark ? h.fin.lighter(120) : h.fin.darker(140), ink };
    p.m_roles[int(Role::UserSelection)] = { withAlpha(h.focus, dark ? 120 : 170), ink, ink };
    return p;
}

namespace
{
// The application palette as the platform set it, before any theme of ours.
const QPalette& systemPalette()
{
    static const QPalette initial = QApplication::palette();
    return initial;
}
} // namespace

bool isDarkTheme(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return false;
    case Theme::Dark:
        return true;
    case Theme::System:
        break;
    }
    return systemPalette().color(QPalette::Window).lightness() < 128;
}

QPalette applicationPalette(Theme theme)
{
    if (theme != Theme::Dark)
        return theme == Theme::System ? systemPalette() : QPalette(QColor(0xEF, 0xEF, 0xEF));
    const QColor window(0x2B, 0x2D, 0x30), base(0x1E, 0x1F, 0x22), text(0xE8, 0xE8, 0xE8);
    QPalette p(window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9A, 0xA0, 0xA8));
    p.setColor(QPalette::Highlight, QColor(0x2F, 0x6E, 0xA8));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8C, 0xCB, 0xF2));
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, window.lighter(150));
    p.setColor(QPalette::Midlight, window.lighter(120));
    p.setColor(QPalette::Mid, window.darker(120));
    p.setColor(QPalette::Dark, window.darker(160));
    p.setColor(QPalette::Shadow, Qt::black);
    for (auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x84, 0x8A));
    return p;
}

QString roleName(Role role)
{
    const char* name = nullptr;
    switch (role) {
    case Role::BaseConstraint:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "base set");
        break;
    case Role::CoverConstraint:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "cover set");
        break;
    case Role::BaseCandidate:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "base candidate");
        break;
    case Role::Fin:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "fin");
        break;
    case Role::EndoFin:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "endo fin");
        break;
    case Role::Cannibal:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "cannibal (eliminated)");
        break;
    case Role::Elimination:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "elimination");
        break;
    case Role::Placement:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "placement");
        break;
    case Role::VirtualBase:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "virtual truth (assumes a unique solution)");
        break;
    case Role::DeadlyPattern:
        name = QT_TRANSLATE_NOOP(
            "setwise::ui::Palette", "deadly pattern (two solutions if none of the virtual truth holds)");
        break;
    case Role::StructureBase:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "base cell");
        break;
    case Role::StructureTarget:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "target cell");
        break;
    case Role::StructureCrossLine:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "cross-line cell");
        break;
    case Role::LinkStrong:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "strong link");
        break;
    case Role::LinkWeak:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "weak link");
        break;
    case Role::UserSelection:
        name = QT_TRANSLATE_NOOP("setwise::ui::Palette", "selected");
        break;
    }
    return QCoreApplication::translate("setwise::ui::Palette", name);
}

QString themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QCoreApplication::translate("setwise::ui::Palette", "Light");
    case Theme::Dark:
        return QCoreApplication::translate("setwise::ui::Palette", "Dark");
    case Theme::System:
        break;
    }
    return QCoreApplication::translate("setwise::ui::Palette", "Follow the system");
}

QString schemeName(ColourScheme scheme)
{
    switch (scheme) {
    case ColourScheme::TolBright:
        return QCoreApplication::translate("setwise::ui::Palette", "Tol bright (colour-blind safe)");
    case ColourScheme::OkabeIto:
        break;
    }
    return QCoreApplication::translate("setwise::ui::Palette", "Okabe-Ito (colour-blind safe)");
}

} // namespace setwise::ui
