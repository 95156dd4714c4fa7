// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The technique guide window (Help ▸ Techniques, F1 on a step): an index of
// every registry technique by family beside the page of the chosen one (its
// text, its example drawn by the grid renderer, its truths, links and
// diagram). It opens beside the workbench without blocking it; asking again
// raises the open one.

#include <QWidget>

#include <functional>
#include <string_view>

class QLineEdit;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace setwise::ui
{

class GuideWindow : public QWidget
{
    Q_OBJECT
public:
    explicit GuideWindow(QWidget* parent = nullptr);

    // Shows a technique's page (and selects it in the index); false for an unknown id.
    bool showTechnique(std::string_view id);
    QString currentTechnique() const { return m_current; }
    QTextBrowser* page() const { return m_page; }
    QTreeWidget* index() const { return m_index; }
    // The picture shown on the current page (null without an example).
    QImage picture() const;
    // "Open the Example": loads the page's example state (text, name) into the
    // workbench; the button shows only when an opener is set.
    using ExampleOpener = std::function<void(const QString& state, const QString& name)>;
    void setExampleOpener(ExampleOpener opener);
    QPushButton* openExampleButton() const { return m_open; }

private:
    void filter(const QString& text);

    QLineEdit* m_search;
    QTreeWidget* m_index;
    QTextBrowser* m_page;
    QPushButton* m_open;
    QString m_current;
    ExampleOpener m_opener;
};

// Opens (or raises) the guide window of `parent` and shows a technique's page;
// an empty or unknown id shows the index with the first page.
GuideWindow* showTechniqueGuide(QWidget* parent, std::string_view id = {});

} // namespace setwise::ui
