// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/guide/guide_window.h"

#include "engine/techniques.h"
#include "ui/guide/technique_guide.h"
#include "ui/text/technique_names.h"

#include <QApplication>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace setwise::ui
{

namespace
{

constexpr int kIdRole = Qt::UserRole;
const QUrl kPictureUrl(QStringLiteral("guide:picture.png"));

} // namespace

GuideWindow::GuideWindow(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_search(new QLineEdit(this))
    , m_index(new QTreeWidget(this))
    , m_page(new QTextBrowser(this))
    , m_open(new QPushButton(tr("&Open the Example"), this))
{
    setObjectName(QStringLiteral("techniqueGuide"));
    setWindowTitle(tr("Technique Guide"));
    setAccessibleName(tr("Technique Guide"));
    m_search->setPlaceholderText(tr("Filter techniques"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Filter techniques"));
    m_index->setHeaderHidden(true);
    m_index->setAccessibleName(tr("Techniques by family"));
    m_page->setAccessibleName(tr("Technique page"));
    m_page->setOpenLinks(false);
    m_open->setToolTip(tr("Load the example state into the workbench to try the technique there"));
    m_open->setVisible(false);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (const GuideExample* e = guideExample(m_current.toStdString()); e && m_opener)
            m_opener(QString::fromStdString(e->state),
                tr("Technique Guide: %1").arg(techniqueDisplayName(m_current.toStdString())));
    });

    for (const GuideFamily& f : guideFamilies()) {
        auto* family = new QTreeWidgetItem(m_index, QStringList(f.name));
        family->setFlags(Qt::ItemIsEnabled);
        for (const std::string& id : f.ids) {
            auto* item = new QTreeWidgetItem(family, QStringList(techniqueDisplayName(id)));
            item->setData(0, kIdRole, QString::fromStdString(id));
            item->setToolTip(0, item->text(0)); // long names are cut in a narrow index
        }
    }
    m_index->expandAll();
    connect(m_index, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item && item->data(0, kIdRole).isValid())
            showTechnique(item->data(0, kIdRole).toString().toStdString());
    });
    connect(m_search, &QLineEdit::textChanged, this, &GuideWindow::filter);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_index);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_page);
    rightLayout->addWidget(m_open, 0, Qt::AlignRight);
    auto* split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({ 290, 660 });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(split);
    resize(960, 720);
}

bool GuideWindow::showTechnique(std::string_view id)
{
    if (!findTechnique(id))
        return false;
    m_current = QString::fromUtf8(id.data(), qsizetype(id.size()));
    // Select it in the index (without coming back here).
    for (QTreeWidgetItemIterator it(m_index); *it; ++it)
        if ((*it)->data(0, kIdRole).toString() == m_current && m_index->currentItem() != *it) {
            const QSignalBlocker block(m_index);
            m_index->setCurrentItem(*it);
            m_index->scrollToItem(*it);
        }
    QGuiApplication::setOverrideCursor(Qt::WaitCursor); // a forcing net's example takes a moment
    const std::optional<GuideStep> example = guideStep(id);
    QGuiApplication::restoreOverrideCursor();
    QTextDocument* doc = m_page->document();
    if (example) {
        const bool dark = palette().color(QPalette::Base).lightness() < 128;
        doc->addResource(QTextDocument::ImageResource, kPictureUrl, guidePicture(*example, 420, dark));
    }
    m_page->setHtml(guidePageHtml(id, example ? &*example : nullptr, kPictureUrl.toString()));
    m_open->setVisible(m_opener && example);
    setWindowTitle(tr("Technique Guide: %1").arg(techniqueDisplayName(id)));
    return true;
}

QImage GuideWindow::picture() const
{
    return m_page->document()->resource(QTextDocument::ImageResource, kPictureUrl).value<QImage>();
}

void GuideWindow::setExampleOpener(ExampleOpener opener)
{
    m_opener = std::move(opener);
    m_open->setVisible(m_opener && guideExample(m_current.toStdString()));
}

void GuideWindow::filter(const QString& text)
{
    for (int i = 0; i < m_index->topLevelItemCount(); ++i) {
        QTreeWidgetItem* family = m_index->topLevelItem(i);
        int shown = 0;
        for (int j = 0; j < family->childCount(); ++j) {
            QTreeWidgetItem* item = family->child(j);
            const bool match = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive)
                || item->data(0, kIdRole).toString().contains(text, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match;
        }
        family->setHidden(shown == 0);
    }
}

GuideWindow* showTechniqueGuide(QWidget* parent, std::string_view id)
{
    auto* w = parent ? parent->findChild<GuideWindow*>(QStringLiteral("techniqueGuide"), Qt::FindDirectChildrenOnly)
                     : nullptr;
    if (!w) {
        w = new GuideWindow(parent);
        w->setAttribute(Qt::WA_DeleteOnClose);
    }
    if (id.empty() || !w->showTechnique(id)) {
        if (w->currentTechnique().isEmpty() && !techniques().empty())
            w->showTechnique(techniques().front().id);
    }
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

} // namespace setwise::ui
