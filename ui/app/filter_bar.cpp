// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/filter_bar.h"

#include "ui/grid/palette.h"

#include <QAction>
#include <QActionGroup>
#include <QPixmap>

namespace setwise::ui
{

FilterBar::FilterBar(const Palette& palette, QWidget* window)
    : QToolBar(tr("Filter"), window)
    , m_digits(new QActionGroup(this))
    , m_colours(new QActionGroup(this))
{
    setObjectName(QStringLiteral("filterToolBar"));
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon); // digits as text, colours as swatch and letter
    m_digits->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    for (int d = 0; d <= 9; ++d) {
        const bool bivalue = d == 9;
        const QString name = bivalue ? QStringLiteral("filterBivalue") : QStringLiteral("filter%1").arg(d + 1);
        auto* a = new QAction(bivalue ? tr("bi") : QString::number(d + 1), this);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::ALT | (bivalue ? Qt::Key_0 : Qt::Key(Qt::Key_1 + d))));
        a->setToolTip(bivalue ? tr("Highlight the cells with two candidates (%1)")
                                    .arg(a->shortcut().toString(QKeySequence::NativeText))
                              : tr("Highlight the candidates %1 (%2)")
                                    .arg(d + 1)
                                    .arg(a->shortcut().toString(QKeySequence::NativeText)));
        m_digits->addAction(a);
        addAction(a);
        window->addAction(a); // shortcuts work while the bar is hidden
        connect(a, &QAction::triggered, this, [this, a, d, bivalue] {
            emit filterChosen(a->isChecked() && !bivalue ? d : kNoDigit, a->isChecked() && bivalue);
        });
    }

    // Colouring: with a colour chosen, a click colours the candidate, Shift+click the cell.
    addSeparator();
    m_colours->setObjectName(QStringLiteral("colourGroup"));
    m_colours->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    const QString names[]
        = { tr("Colour A"), tr("Colour a (partner of A)"), tr("Colour B"), tr("Colour b (partner of B)") };
    const QString letters[] = { QStringLiteral("A"), QStringLiteral("a"), QStringLiteral("B"), QStringLiteral("b") };
    for (int i = 0; i < 4; ++i) {
        QPixmap swatch(16, 16);
        QColor c = palette.userColour[i];
        c.setAlpha(255);
        swatch.fill(c);
        auto* a = new QAction(QIcon(swatch), names[i], this);
        a->setIconText(letters[i]);
        a->setObjectName(QStringLiteral("colour%1").arg(i + 1));
        a->setCheckable(true);
        a->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key(Qt::Key_1 + i)));
        a->setToolTip(tr("%1: click a candidate to colour it, Shift+click a cell (%2)")
                          .arg(names[i], a->shortcut().toString(QKeySequence::NativeText)));
        m_colours->addAction(a);
        addAction(a);
        window->addAction(a);
    }
    auto* clear = new QAction(tr("Clear Colours"), this);
    clear->setObjectName(QStringLiteral("clearColours"));
    clear->setIconText(tr("Clear"));
    connect(clear, &QAction::triggered, this, &FilterBar::clearColoursRequested);
    addAction(clear);
    window->addAction(clear);
}

int FilterBar::checkedColour() const
{
    const QAction* a = m_colours->checkedAction();
    return a ? a->objectName().back().digitValue() : 0;
}

void FilterBar::sync(Digit digit, bool bivalue)
{
    for (QAction* a : m_digits->actions()) {
        const bool isBivalue = a->objectName() == QLatin1String("filterBivalue");
        a->setChecked(isBivalue ? bivalue : a->objectName() == QStringLiteral("filter%1").arg(digit + 1));
    }
}

} // namespace setwise::ui
