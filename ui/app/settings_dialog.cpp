// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/settings_dialog.h"

#include "ui/text/technique_names.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace setwise::ui
{

namespace
{
constexpr int kIdRole = Qt::UserRole + 1;
// The table's columns: the name, then one check column per technique set.
constexpr TechniqueSet kSets[] = { TechniqueSet::Solve, TechniqueSet::Hints, TechniqueSet::Rating };
int columnOf(TechniqueSet set)
{
    return 1 + int(set);
}

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
    , m_techniques(new QTreeWidget(this))
{
    setWindowTitle(tr("Settings"));
    setAccessibleName(tr("Settings"));
    auto* tabs = new QTabWidget(this);
    tabs->addTab(techniquesPage(tabs), tr("&Techniques"));

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
    tabs->addTab(solvingPage(tabs), tr("S&olving"));

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
    resize(680, 560);
}

QWidget* SettingsDialog::techniquesPage(QWidget* parent)
{
    // Techniques: three sets of on/off (HoDoKu's step configurations) and one
    // order (simplest first).
    auto* page = new QWidget(parent);
    m_techniques->setObjectName(QStringLiteral("techniquesTable"));
    m_techniques->setColumnCount(4);
    m_techniques->setHeaderLabels({ tr("Technique"), tr("Solve"), tr("Hints"), tr("Rating") });
    m_techniques->headerItem()->setToolTip(columnOf(TechniqueSet::Solve), tr("Solve to End and Solve Up To"));
    m_techniques->headerItem()->setToolTip(
        columnOf(TechniqueSet::Hints), tr("Hint, Next Step, Apply Step and All Steps Here"));
    m_techniques->headerItem()->setToolTip(
        columnOf(TechniqueSet::Rating), tr("The Summary's ratings and optimised path"));
    m_techniques->setRootIsDecorated(false);
    m_techniques->setUniformRowHeights(true);
    m_techniques->setDragDropMode(QAbstractItemView::InternalMove);
    m_techniques->setAlternatingRowColors(true);
    QHeaderView* header = m_techniques->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    for (TechniqueSet set : kSets)
        header->setSectionResizeMode(columnOf(set), QHeaderView::ResizeToContents);
    fillTechniques(m_settings);
    auto* up = new QPushButton(tr("Move &Up"), page);
    auto* down = new QPushButton(tr("Move &Down"), page);
    auto* reset = new QPushButton(tr("&Restore Defaults"), page);
    connect(up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(reset, &QPushButton::clicked, this, [this] { fillTechniques(AppSettings::defaults()); });
    auto* side = new QVBoxLayout;
    side->addWidget(up);
    side->addWidget(down);
    side->addStretch();
    side->addWidget(reset);
    auto* layout = new QVBoxLayout(page);
    auto* note = new QLabel(tr("Each column is a set of techniques, used simplest first (top to bottom): "
                               "<b>Solve</b> for Solve to End, <b>Hints</b> for hints and All Steps Here, "
                               "<b>Rating</b> for the Summary's ratings. Drag or use the buttons to change "
                               "the order."),
        page);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* row = new QHBoxLayout;
    row->addWidget(m_techniques, 1);
    row->addLayout(side);
    layout->addLayout(row);
    return page;
}

QWidget* SettingsDialog::solvingPage(QWidget* parent)
{
    auto* page = new QWidget(parent);
    auto* form = new QFormLayout(page);
    m_mistakes = new QComboBox(page);
    m_mistakes->setObjectName(QStringLiteral("mistakesPolicy"));
    m_mistakes->addItem(tr("Mark them as they happen"), false);
    m_mistakes->addItem(tr("Only when I ask (View ▸ Show Mistakes Now)"), true);
    m_mistakes->setCurrentIndex(m_settings.mistakesOnRequest ? 1 : 0);
    form->addRow(tr("&Mistakes"), m_mistakes);
    auto* note = new QLabel(tr("A mistake is a placed digit that differs from the solution, or a removed "
                               "candidate that is the solution's. Marked as they happen, a wrong digit is "
                               "flagged at once; only when asked, the grid and the status bar say nothing "
                               "until you ask. Duplicate digits are always marked."),
        page);
    note->setWordWrap(true);
    form->addRow(note);
    return page;
}

void SettingsDialog::fillTechniques(const AppSettings& s)
{
    m_techniques->clear();
    for (const QString& id : s.order) {
        const QByteArray utf8 = id.toUtf8();
        const std::string_view sv(utf8.constData(), std::size_t(utf8.size()));
        auto* item = new QTreeWidgetItem(m_techniques, { techniqueDisplayName(sv) });
        item->setData(0, kIdRole, id);
        // Rows move as a whole: no row takes another as its child.
        item->setFlags((item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsDragEnabled) & ~Qt::ItemIsDropEnabled);
        for (TechniqueSet set : kSets)
            item->setCheckState(columnOf(set), s.isEnabled(id, set) ? Qt::Checked : Qt::Unchecked);
        if (const Technique* t = findTechnique(sv))
            item->setToolTip(0, tr("%1 (family: %2)").arg(id, familyDisplayName(t->family)));
    }
}

void SettingsDialog::moveCurrent(int delta)
{
    QTreeWidgetItem* current = m_techniques->currentItem();
    const int row = current ? m_techniques->indexOfTopLevelItem(current) : -1;
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_techniques->topLevelItemCount())
        return;
    QTreeWidgetItem* item = m_techniques->takeTopLevelItem(row);
    m_techniques->insertTopLevelItem(to, item);
    m_techniques->setCurrentItem(item);
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_settings;
    s.order.clear();
    for (TechniqueSet set : kSets)
        s.disabledIn(set).clear();
    for (int i = 0; i < m_techniques->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = m_techniques->topLevelItem(i);
        const QString id = item->data(0, kIdRole).toString();
        s.order << id;
        for (TechniqueSet set : kSets)
            if (item->checkState(columnOf(set)) != Qt::Checked)
                s.disabledIn(set) << id;
    }
    s.mistakesOnRequest = m_mistakes->currentData().toBool();
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
