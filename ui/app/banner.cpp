// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/banner.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace setwise::ui
{

Banner::Banner(QWidget* parent)
    : QFrame(parent)
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("banner"));
    setFrameStyle(QFrame::StyledPanel | QFrame::Plain);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Close this message"));
    connect(m_close, &QToolButton::clicked, this, &Banner::dismiss);

    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_close, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 8);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(m_text);
    layout->addLayout(m_buttons);
    m_buttons->addStretch();
    hide();
}

void Banner::showMessage(Kind kind, const QString& title, const QString& text, const QList<QAction*>& actions)
{
    m_kind = kind;
    m_title->setText(title);
    m_text->setText(text);
    m_text->setVisible(!text.isEmpty());
    while (m_buttons->count() > 1) {
        QLayoutItem* item = m_buttons->takeAt(0);
        delete item->widget();
        delete item;
    }
    m_actions = actions;
    for (int i = 0; i < actions.size(); ++i) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(actions[i]);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_buttons->insertWidget(i, b);
    }
    updateColours();
    show();
}

void Banner::dismiss()
{
    if (isHidden())
        return;
    hide();
    emit dismissed();
}

void Banner::setDark(bool dark)
{
    m_dark = dark;
    updateColours();
}

QString Banner::title() const
{
    return m_title->text();
}

QString Banner::text() const
{
    return m_text->text();
}

void Banner::updateColours()
{
    // Tints that read as info / warning / error in both themes; text keeps the theme's colour.
    static const QColor light[] = { QColor(0xDE, 0xEC, 0xFA), QColor(0xFF, 0xF1, 0xC8), QColor(0xFB, 0xDD, 0xD8) };
    static const QColor dark[] = { QColor(0x1F, 0x33, 0x4A), QColor(0x4A, 0x3E, 0x14), QColor(0x55, 0x22, 0x1E) };
    static const QColor edge[] = { QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0xD5, 0x5E, 0x00) };
    const int k = int(m_kind);
    const QColor text = m_dark ? QColor(0xEE, 0xEE, 0xEE) : QColor(0x1A, 0x1A, 0x1A);
    setStyleSheet(QStringLiteral("#banner { background: %1; border: 2px solid %2; border-radius: 4px; }"
                                 "#banner QLabel { color: %3; background: transparent; }")
                      .arg((m_dark ? dark : light)[k].name(), edge[k].name(), text.name()));
}

} // namespace setwise::ui
