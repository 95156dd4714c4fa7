// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/help_pages.h"

#include "engine/step.h"
#include "engine/techniques.h"
#include "ui/app/main_window.h"
#include "ui/documents/documents.h"
#include "ui/guide/guide_window.h"

#include <QApplication>
#include <QCoreApplication>
#include <QMessageBox>

namespace setwise::ui
{

namespace
{

// The translation context of the pages.
class HelpPages
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::HelpPages)
public:
    static QString keys()
    {
        return tr(
            "<table cellspacing='4'>"
            "<tr><th colspan='2' align='left'>Grid</th></tr>"
            "<tr><td>Arrows, Home, End</td><td>move the cursor</td></tr>"
            "<tr><td>1 – 9</td><td>place a digit</td></tr>"
            "<tr><td>Ctrl+1 – 9, Shift+1 – 9</td><td>remove or restore a candidate (with own pencilmarks: mark or "
            "unmark it)</td></tr>"
            "<tr><td>0, '.', Delete, Backspace</td><td>clear the cell</td></tr>"
            "<tr><td>Click a cell</td><td>move the cursor there</td></tr>"
            "<tr><td>Click a candidate of the cursor cell</td><td>highlight its digit (again: off)</td></tr>"
            "<tr><td>Ctrl+click</td><td>remove or restore that candidate</td></tr>"
            "<tr><td>Double-click</td><td>place that candidate</td></tr>"
            "<tr><td>Right-click</td><td>the cell's menu</td></tr>"
            "<tr><td>Click r1…c9…b9 labels</td><td>select a base or cover of the step, or pick a set</td></tr>"
            "<tr><th colspan='2' align='left'>Steps</th></tr>"
            "<tr><td>F2</td><td>hint: the technique, then its houses, then the step</td></tr>"
            "<tr><td>F3</td><td>show the next step</td></tr>"
            "<tr><td>F4 / Shift+F4 / Ctrl+F4</td><td>apply it / solve to the end / solve up to a technique</td></tr>"
            "<tr><td>F5</td><td>all steps here</td></tr>"
            "<tr><td>F6</td><td>explain the chosen candidate</td></tr>"
            "<tr><td>Esc</td><td>stop searching, clear highlights</td></tr>"
            "<tr><th colspan='2' align='left'>View</th></tr>"
            "<tr><td>Alt+1 – 9, Alt+0</td><td>digit filter, bivalue cells</td></tr>"
            "<tr><td>Ctrl+K</td><td>check against the solution</td></tr>"
            "<tr><td>Ctrl+Shift+K</td><td>show mistakes now</td></tr>"
            "<tr><td>Ctrl+Shift+M</td><td>own pencilmarks on or off</td></tr>"
            "<tr><td>Ctrl+Shift+R</td><td>remove impossible pencilmarks</td></tr>"
            "<tr><td>Alt+Shift+1 – 4</td><td>colour A, a, B, b for clicks</td></tr>"
            "<tr><th colspan='2' align='left'>File and edit</th></tr>"
            "<tr><td>Ctrl+N, Ctrl+Shift+N</td><td>new puzzle, generate a puzzle</td></tr>"
            "<tr><td>Ctrl+O, Ctrl+S, Ctrl+Shift+S</td><td>open, save, save as</td></tr>"
            "<tr><td>Ctrl+P</td><td>print the grid and the step</td></tr>"
            "<tr><td>Ctrl+C, Ctrl+V</td><td>copy, paste a state</td></tr>"
            "<tr><td>Ctrl+G</td><td>enter givens</td></tr>"
            "<tr><td>Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y</td><td>undo, redo</td></tr>"
            "<tr><td>Ctrl+,</td><td>settings</td></tr>"
            "<tr><td>F1</td><td>this page</td></tr>"
            "<tr><td>Ctrl+Q</td><td>quit</td></tr>"
            "</table>");
    }
    static QString diagram()
    {
        return tr(
            "<p>Every step is a set of <b>truths</b> (base sets: each holds exactly one true candidate) and "
            "<b>links</b> (cover sets: each holds at most one). A set is a cell, or one digit in a row, column or "
            "box: <code>3R1</code> is digit 3 in row 1, <code>R2C4</code> the cell r2c4.</p>"
            "<p><b>The equation diagram</b> has one row per truth and one column per link. A cell of the table lists "
            "the candidates the truth and the link share. Candidates in a truth but in no link are <b>fins</b>. "
            "<b>Rank</b> = links − truths: at rank 0 every candidate in a link outside the truths is false.</p>"
            "<p><b>On the grid</b>: truths are shaded and outlined solid, links shaded and outlined dashed; base "
            "candidates sit on discs; fins in square boxes (endo fins in double boxes); eliminations are struck "
            "through; placements are filled discs. A chain is drawn as arrows: strong links solid, weak links dashed; "
            "group nodes are boxed, ALS cells shaded (View ▸ Chain Steps Show).</p>"
            "<p><b>Mistakes</b>: a digit that repeats in a house or (with View ▸ Check Against the Solution) "
            "differs from the solution is red and underlined; a removed candidate the solution needs is ringed "
            "in red.</p>"
            "<p>Colour is never the only cue; Settings offers two colour-blind-safe schemes.</p>");
    }
    static QString about()
    {
        return tr("<h3>Setwise %1</h3><p>A Sudoku resolution workbench: every step as base sets and cover sets "
                  "(truths and links), on the grid and as an equation diagram.</p>"
                  "<p><b>Keys:</b> arrows move; 1–9 place a digit; Ctrl+1–9 or Shift+1–9 toggle a candidate; "
                  "'.', 0 or Delete clear; F2 hint (press again for more); F3 next step; F4 apply; "
                  "Shift+F4 solve to the end; F5 all steps here; Esc stops and clears.</p>"
                  "<p><b>Mouse:</b> click a cell to move there and one of its candidates to pick its digit, Ctrl+click "
                  "to remove or restore it, "
                  "double-click to place it; click row, column and box labels to select their sets.</p>"
                  "<p>Licensed under the GNU GPL, version 3 or later.</p>");
    }
};

// A help page: rich text in a window that stays open beside the grid (not
// modal: the user reads it while trying). Asking again raises the open one.
void showHelpPage(QWidget* parent, const QString& name, const QString& title, const QString& html)
{
    auto* box = parent->findChild<QMessageBox*>(name, Qt::FindDirectChildrenOnly);
    if (!box) {
        box = new QMessageBox(parent);
        box->setObjectName(name);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::NonModal);
        box->setTextFormat(Qt::RichText);
        box->setStandardButtons(QMessageBox::Close);
    }
    box->setWindowTitle(title);
    box->setAccessibleName(title);
    box->setText(html);
    box->show();
    box->raise();
    box->activateWindow();
}

} // namespace

void showKeyReference(QWidget* parent)
{
    showHelpPage(parent, QStringLiteral("keysHelpPage"), HelpPages::tr("Keyboard and Mouse"), HelpPages::keys());
}

void showDiagramHelp(QWidget* parent)
{
    showHelpPage(parent, QStringLiteral("diagramHelpPage"), HelpPages::tr("Reading the Diagram and Colours"),
        HelpPages::diagram());
}

void showAbout(QWidget* parent)
{
    showHelpPage(parent, QStringLiteral("aboutPage"), HelpPages::tr("About Setwise"),
        HelpPages::about().arg(QApplication::applicationVersion()));
}

namespace
{

// The guide's "Open the Example" loads into the workbench (asking about unsaved changes).
void openGuide(QWidget* parent, std::string_view id)
{
    GuideWindow* guide = showTechniqueGuide(parent, id);
    if (auto* window = qobject_cast<MainWindow*>(parent))
        guide->setExampleOpener([window](const QString& state, const QString& name) {
            window->documents()->loadAsking(state, name);
            window->activateWindow();
        });
}

} // namespace

void showStepHelp(QWidget* parent, const Step* step)
{
    if (step && findTechnique(step->technique))
        openGuide(parent, step->technique);
    else
        showKeyReference(parent);
}

void showTechniqueIndex(QWidget* parent)
{
    openGuide(parent, {});
}

} // namespace setwise::ui
