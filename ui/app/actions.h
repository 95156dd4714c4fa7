// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The window's commands: every QAction (found by object name: "undo",
// "nextHint", ...), the menu bar and the main toolbar. Actions are added to
// the window, so their shortcuts work while menus and toolbars are hidden.
// What an action does is wired by the window to the part that owns it.

#include <QAction>
#include <QObject>
#include <QString>

#include <utility>

class QKeySequence;
class QMainWindow;
class QMenu;
class QToolBar;

namespace setwise::ui
{

class Documents;
class Session;

class Actions : public QObject
{
    Q_OBJECT
public:
    // Creates every action of the menus on the window.
    explicit Actions(QMainWindow* window);

    QAction* get(const QString& name) const;
    QAction* get(const char* name) const { return get(QString::fromLatin1(name)); }
    // Connects the action's triggered() to a receiver's slot or a functor.
    template <typename... Args> void on(const char* name, Args&&... args)
    {
        connect(get(name), &QAction::triggered, std::forward<Args>(args)...);
    }

    // Undo and Redo say what they undo ("Undo Place 5r1c2") and are enabled when they can.
    void trackUndoRedo(Session* session);
    // File, Edit, Step, View (filled by the dock layout), Settings and Help.
    void createMenus(Documents* documents);
    QMenu* viewMenu() const { return m_viewMenu; }
    // After the docks' toggles: how chain steps show, Check Against the Solution.
    void finishViewMenu();
    // The main toolbar: short labels under the icons.
    QToolBar* createToolBar();

private:
    QAction* make(const char* name, const QString& text, const QString& icon = {}, const QKeySequence& shortcut = {});
    void createToolsActions();

    QMainWindow* m_window;
    QMenu* m_viewMenu = nullptr;
};

} // namespace setwise::ui
