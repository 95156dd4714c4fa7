// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A message bar over the grid that stays until the state changes or the user
// closes it (dead ends and contradictions are said where the user
// looks, not in a three-second status text). It shows a bold title, a line
// of explanation and buttons for the actions that help.

#include <QFrame>
#include <QList>

class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace setwise::ui
{

class Banner : public QFrame
{
    Q_OBJECT
public:
    enum class Kind { Info, Warning, Error };

    explicit Banner(QWidget* parent = nullptr);

    // Shows the banner; the buttons trigger `actions` (the banner does not own them).
    void showMessage(Kind kind, const QString& title, const QString& text, const QList<QAction*>& actions = {});
    void dismiss();
    void setDark(bool dark);

    Kind kind() const { return m_kind; }
    QString title() const;
    QString text() const;
    // The buttons' actions, in order (for tests).
    QList<QAction*> shownActions() const { return m_actions; }

signals:
    void dismissed();

private:
    void updateColours();

    Kind m_kind = Kind::Info;
    bool m_dark = false;
    QLabel* m_title;
    QLabel* m_text;
    QHBoxLayout* m_buttons;
    QToolButton* m_close;
    QList<QAction*> m_actions;
};

} // namespace setwise::ui
