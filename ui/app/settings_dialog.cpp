// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/settings_dialog.h"

#include "ui/text/technique_names.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace setwise::ui
{

namespace
{
constexpr int kIdRole = Qt::UserRole + 1;

QSpinBox* spin(int lo, int hi, int value, QWidget* parent)
{
    auto* s = new QSpinBox(parent);
    s->setRange(lo, hi);
    s->setValue(value);
    return s;
}
} // namespace

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_techniques(new QListWidget(this))
{
    setWindowTitle(tr("Settings"));
    auto* tabs = new QTabWidget(this);

    // Techniques: on/off and order (simplest first).
    auto* techPage = new QWidget(tabs);
    m_techniques->setDragDropMode(QAbstractItemView::InternalMove);
    m_techniques->setAlternatingRowColors(true);
    fillTechniques(settings);
    auto* up = new QPushButton(tr("Move &Up"), techPage);
    auto* down = new QPushButton(tr("Move &Down"), techPage);
    auto* reset = new QPushButton(tr("&Restore Defaults"), techPage);
    connect(up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(reset, &QPushButton::clicked, this, [this] { fillTechniques(AppSettings::defaults()); });
    auto* side = new QVBoxLayout;
    side->addWidget(up);
    side->addWidget(down);
    side->addStretch();
    side->addWidget(reset);
    auto* techLayout = new QVBoxLayout(techPage);
    auto* note = new QLabel(tr("Hints and \"Solve to End\" use the checked techniques, simplest first "
                               "(top to bottom). Drag or use the buttons to change the order."),
        techPage);
    note->setWordWrap(true);
    techLayout->addWidget(note);
    auto* row = new QHBoxLayout;
    row->addWidget(m_techniques, 1);
    row->addLayout(side);
    techLayout->addLayout(row);
    tabs->addTab(techPage, tr("&Techniques"));

    // Search limits (SearchOptions).
    auto* limitsPage = new QWidget(tabs);
    auto* form = new QFormLayout(limitsPage);
    m_maxFins = spin(0, 9, settings.limits.maxFins, limitsPage);
    m_maxEndoFins = spin(0, 5, settings.limits.maxEndoFins, limitsPage);
    m_maxTruths = spin(1, 9, settings.limits.maxTruths, limitsPage);
    m_maxRank = spin(0, 2, settings.limits.maxRank, limitsPage);
    m_maxDigits = spin(1, 9, settings.limits.maxDigits, limitsPage);
    form->addRow(tr("Fish: fins at most"), m_maxFins);
    form->addRow(tr("Fish: endo fins at most"), m_maxEndoFins);
    form->addRow(tr("Rank search: bases at most"), m_maxTruths);
    form->addRow(tr("Rank search: rank at most"), m_maxRank);
    form->addRow(tr("Rank search: digits at most"), m_maxDigits);
    auto* limitsNote = new QLabel(tr("Higher limits find more, and searches take longer. "
                                     "A running search can always be cancelled."),
        limitsPage);
    limitsNote->setWordWrap(true);
    form->addRow(limitsNote);
    tabs->addTab(limitsPage, tr("Search &Limits"));

    // Appearance and language.
    auto* lookPage = new QWidget(tabs);
    auto* lookForm = new QFormLayout(lookPage);
    m_theme = new QComboBox(lookPage);
    for (Theme t : { Theme::System, Theme::Light, Theme::Dark })
        m_theme->addItem(themeName(t), int(t));
    m_theme->setCurrentIndex(m_theme->findData(int(settings.theme)));
    m_scheme = new QComboBox(lookPage);
    for (ColourScheme c : { ColourScheme::OkabeIto, ColourScheme::TolBright })
        m_scheme->addItem(schemeName(c), int(c));
    m_scheme->setCurrentIndex(m_scheme->findData(int(settings.scheme)));
    m_language = new QComboBox(lookPage);
    for (const auto& [code, name] : availableLanguages())
        m_language->addItem(name, code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language)));
    lookForm->addRow(tr("&Theme"), m_theme);
    lookForm->addRow(tr("&Colours"), m_scheme);
    lookForm->addRow(tr("&Language"), m_language);
    auto* langNote = new QLabel(tr("A new language takes effect when Setwise starts next time."), lookPage);
    langNote->setWordWrap(true);
    lookForm->addRow(langNote);
    tabs->addTab(lookPage, tr("&Appearance"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(buttons);
    resize(520, 480);
}

void SettingsDialog::fillTechniques(const AppSettings& s)
{
    m_techniques->clear();
    for (const QString& id : s.order) {
        const QByteArray utf8 = id.toUtf8();
        const std::string_view sv(utf8.constData(), std::size_t(utf8.size()));
        auto* item = new QListWidgetItem(techniqueDisplayName(sv), m_techniques);
        item->setData(kIdRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(s.isEnabled(id) ? Qt::Checked : Qt::Unchecked);
        if (const Technique* t = findTechnique(sv))
            item->setToolTip(tr("%1 (family: %2)").arg(id, familyDisplayName(t->family)));
    }
}

void SettingsDialog::moveCurrent(int delta)
{
    const int row = m_techniques->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_techniques->count())
        return;
    QListWidgetItem* item = m_techniques->takeItem(row);
    m_techniques->insertItem(to, item);
    m_techniques->setCurrentRow(to);
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_settings;
    s.order.clear();
    s.disabled.clear();
    for (int i = 0; i < m_techniques->count(); ++i) {
        const QListWidgetItem* item = m_techniques->item(i);
        const QString id = item->data(kIdRole).toString();
        s.order << id;
        if (item->checkState() != Qt::Checked)
            s.disabled << id;
    }
    s.limits.maxFins = m_maxFins->value();
    s.limits.maxEndoFins = m_maxEndoFins->value();
    s.limits.maxTruths = m_maxTruths->value();
    s.limits.maxRank = m_maxRank->value();
    s.limits.maxDigits = m_maxDigits->value();
    s.theme = Theme(m_theme->currentData().toInt());
    s.scheme = ColourScheme(m_scheme->currentData().toInt());
    s.language = m_language->currentData().toString();
    return s;
}

} // namespace setwise::ui
