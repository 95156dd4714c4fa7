// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/actions.h"

#include "ui/common/icons.h"
#include "ui/common/state_io.h"
#include "ui/documents/documents.h"
#include "ui/documents/savepoints.h"
#include "ui/grid/highlight.h"
#include "ui/work/session.h"

#include <QActionGroup>
#include <QDir>
#include <QKeySequence>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoStack>

namespace setwise::ui
{

QAction* Actions::make(const char* name, const QString& text, const QString& icon, const QKeySequence& shortcut)
{
    auto* a = new QAction(text, m_window);
    a->setObjectName(QString::fromLatin1(name));
    if (!icon.isEmpty())
        a->setIcon(themedIcon(icon));
    if (!shortcut.isEmpty()) {
        a->setShortcut(shortcut);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(
            QString(text).remove(QLatin1Char('&')), shortcut.toString(QKeySequence::NativeText)));
    }
    m_window->addAction(a); // shortcuts work while menus and toolbar are hidden
    return a;
}

QAction* Actions::get(const QString& name) const
{
    return m_window->findChild<QAction*>(name);
}

Actions::Actions(QMainWindow* window)
    : QObject(window)
    , m_window(window)
{
    // File
    make("new", tr("&New Puzzle"), QStringLiteral("new"), QKeySequence::New);
    make("generate", tr("&Generate…"), {}, QKeySequence(tr("Ctrl+Shift+N")));
    make("open", tr("&Open…"), QStringLiteral("open"), QKeySequence::Open);
    make("save", tr("&Save"), QStringLiteral("save"), QKeySequence::Save);
    make("saveAs", tr("Save &As…"), {}, QKeySequence::SaveAs);
    make("quit", tr("&Quit"), {}, QKeySequence::Quit);

    // Edit
    make("undo", tr("&Undo"), QStringLiteral("undo"), QKeySequence::Undo);
    make("redo", tr("&Redo"), QStringLiteral("redo"), QKeySequence::Redo);
    make("copy", tr("&Copy"), QStringLiteral("copy"), QKeySequence::Copy);
    make("paste", tr("&Paste"), QStringLiteral("paste"), QKeySequence::Paste);
    QAction* givens
        = make("enterGivens", tr("Enter &Givens"), QStringLiteral("givens"), QKeySequence(Qt::CTRL | Qt::Key_G));
    givens->setCheckable(true);
    givens->setStatusTip(tr("Typed digits become givens; candidates follow from the givens"));
    make("restart", tr("Res&tart from the Givens"));

    // Step
    make("progressiveHint", tr("&Hint"), QStringLiteral("hint"), QKeySequence(Qt::Key_F2))
        ->setStatusTip(tr("Progressive hint: first the technique, then its houses, then the whole step"));
    make("nextHint", tr("&Next Step"), QStringLiteral("next"), QKeySequence(Qt::Key_F3))
        ->setStatusTip(tr("Show the next step; nothing changes until you apply it"));
    make("apply", tr("&Apply Step"), QStringLiteral("apply"), QKeySequence(Qt::Key_F4));
    make("solve", tr("Solve to &End"), QStringLiteral("solve"), QKeySequence(Qt::SHIFT | Qt::Key_F4));
    make("allSteps", tr("Find All &Steps Here"), QStringLiteral("steps"), QKeySequence(Qt::Key_F5));
    make("escape", tr("Sto&p / Clear Highlights"), QStringLiteral("cancel"), QKeySequence(Qt::Key_Escape));

    // Settings and help
    // Ctrl+, everywhere (the platform's Preferences key is empty on some desktops), and that key too.
    QAction* settings = make("settings", tr("&Settings…"), QStringLiteral("settings"), QKeySequence(tr("Ctrl+,")));
    const QList<QKeySequence> preferences = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferences.isEmpty() && !preferences.contains(settings->shortcut()))
        settings->setShortcuts(QList<QKeySequence> { settings->shortcut() } + preferences);
    make("about", tr("&About Setwise"));
    make("keys", tr("&Keyboard and Mouse"));
    // F1: the technique page of the shown step (the key reference when no step is shown).
    make("stepHelp", tr("Technique of the &Shown Step"), {}, QKeySequence(Qt::Key_F1));
    make("techniqueGuide", tr("&Techniques"));
    make("diagramHelp", tr("Reading the &Diagram and Colours"));
    createToolsActions();
}

void Actions::createToolsActions()
{
    // Step: explain, more techniques, solve up to.
    make("explain", tr("E&xplain a Candidate…"), {}, QKeySequence(Qt::Key_F6))
        ->setStatusTip(tr("Find the simplest truths and links that remove the chosen candidate"));
    make("moreTechniques", tr("Turn On &All Techniques"));
    make("solveUpTo", tr("Solve &Up To…"), {}, QKeySequence(Qt::CTRL | Qt::Key_F4));

    // File: export and print; Edit: forum text.
    make("exportGrid", tr("Export &Grid…"));
    make("exportDiagram", tr("Export &Diagram…"));
    make("print", tr("&Print…"), {}, QKeySequence::Print);
    make("copyBBCode", tr("Step as Forum Text (&BBCode)"));
    make("copyMarkdown", tr("Step as Forum Text (&Markdown)"));

    // View: how chain steps are drawn, mistakes.
    auto* chainGroup = new QActionGroup(this);
    const std::pair<const char*, QString> views[] = { { "viewBoth", tr("Chain &and Sets") },
        { "viewChain", tr("&Chain Only") }, { "viewSets", tr("&Sets Only") } };
    for (int i = 0; i < 3; ++i) {
        QAction* a = make(views[i].first, views[i].second);
        a->setCheckable(true);
        a->setChecked(ChainView(i) == ChainView::Chain); // the default view (DisplayController)
        chainGroup->addAction(a);
    }
    QAction* check = make("checkSolution", tr("Check Against the &Solution"), {}, QKeySequence(Qt::CTRL | Qt::Key_K));
    check->setCheckable(true);
    check->setStatusTip(tr("Mark wrong digits and wrongly removed candidates (HoDoKu's \"show deviations\")"));
    make("showMistakesNow", tr("Show &Mistakes Now"), {}, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
}

void Actions::trackUndoRedo(Session* session)
{
    QAction* undo = get("undo");
    QAction* redo = get("redo");
    auto update = [this, session, undo, redo] {
        const QString undoText = session->undoText();
        const QString redoText = session->redoText();
        undo->setEnabled(session->canUndo());
        redo->setEnabled(session->undoStack()->canRedo());
        undo->setText(undoText.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoText));
        redo->setText(redoText.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoText));
    };
    connect(session, &Session::historyChanged, this, update);
    update();
}

void Actions::createMenus(Documents* documents)
{
    QMenuBar* bar = m_window->menuBar();
    QMenu* file = bar->addMenu(tr("&File"));
    QMenu* newMenu = file->addMenu(tr("&New"));
    newMenu->addAction(get("new"));
    newMenu->addAction(get("generate"));
    file->addAction(get("open"));
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("recentMenu"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent, documents] {
        recent->clear();
        for (const QString& path : documents->recentFiles())
            recent->addAction(
                QDir::toNativeSeparators(path), documents, [documents, path] { documents->openAsking(path); });
        if (recent->isEmpty())
            recent->addAction(tr("No recent files"))->setEnabled(false);
    });
    QMenu* examples = file->addMenu(tr("&Examples"));
    for (const auto& [name, puzzle] : examplePuzzles())
        examples->addAction(
            name, documents, [documents, name = name, puzzle = puzzle] { documents->loadAsking(puzzle, name); });
    file->addSeparator();
    file->addAction(get("save"));
    file->addAction(get("saveAs"));
    file->addSeparator();
    file->addAction(get("exportGrid"));
    file->addAction(get("exportDiagram"));
    file->addAction(get("print"));
    file->addSeparator();
    file->addAction(get("quit"));

    QMenu* edit = bar->addMenu(tr("&Edit"));
    edit->addAction(get("undo"));
    edit->addAction(get("redo"));
    documents->savepoints()->addToMenu(edit);
    edit->addSeparator();
    edit->addAction(get("copy"));
    QMenu* copyAsMenu = edit->addMenu(tr("Copy &As"));
    for (TextFormat f : kAllTextFormats)
        copyAsMenu->addAction(formatName(f), documents, [documents, f] { documents->copyAs(f); });
    copyAsMenu->addSeparator();
    copyAsMenu->addAction(get("copyBBCode"));
    copyAsMenu->addAction(get("copyMarkdown"));
    edit->addAction(get("paste"));
    edit->addSeparator();
    edit->addAction(get("enterGivens"));
    edit->addAction(get("restart"));
    edit->addSeparator();
    edit->addAction(get("fillMarks")); // made by ManualMarks
    edit->addAction(get("removeImpossibleMarks"));

    QMenu* step = bar->addMenu(tr("&Step"));
    for (const char* name : { "progressiveHint", "nextHint", "apply", "solve", "solveUpTo", "allSteps",
             "replaceByOptimised", "stepThroughOptimised", "", "explain", "moreTechniques", "", "escape" }) {
        if (*name)
            step->addAction(get(name));
        else
            step->addSeparator();
    }

    m_viewMenu = bar->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));

    QMenu* settings = bar->addMenu(tr("Se&ttings"));
    settings->addAction(get("settings"));

    QMenu* help = bar->addMenu(tr("&Help"));
    help->addAction(get("techniqueGuide"));
    help->addAction(get("stepHelp"));
    help->addAction(get("keys"));
    help->addAction(get("diagramHelp"));
    help->addSeparator();
    help->addAction(get("about"));
}

void Actions::finishViewMenu()
{
    m_viewMenu->addSeparator();
    QMenu* chain = m_viewMenu->addMenu(tr("C&hain Steps Show"));
    for (const char* name : { "viewBoth", "viewChain", "viewSets" })
        chain->addAction(get(name));
    m_viewMenu->addAction(get("checkSolution"));
    m_viewMenu->addAction(get("showMistakesNow"));
    m_viewMenu->addAction(get("manualMarks")); // made by ManualMarks
}

QToolBar* Actions::createToolBar()
{
    QToolBar* bar = m_window->addToolBar(tr("Main Toolbar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    bar->setIconSize(QSize(22, 22));
    // Short labels under the icons; the menus keep the full texts.
    const std::pair<const char*, QString> items[] = { { "new", tr("New") }, { "open", tr("Open") },
        { "save", tr("Save") }, { "", {} }, { "undo", tr("Undo") }, { "redo", tr("Redo") }, { "", {} },
        { "paste", tr("Paste") }, { "enterGivens", tr("Givens") }, { "", {} }, { "progressiveHint", tr("Hint") },
        { "nextHint", tr("Next") }, { "apply", tr("Apply") }, { "solve", tr("Solve") }, { "allSteps", tr("All Steps") },
        { "escape", tr("Stop") }, { "", {} }, { "settings", tr("Settings") } };
    for (const auto& [name, label] : items) {
        if (!*name) {
            bar->addSeparator();
            continue;
        }
        QAction* a = get(name);
        a->setIconText(label);
        bar->addAction(a);
    }
    return bar;
}

} // namespace setwise::ui
