<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>setwise::ui::AppSettings</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
</context>
<context>
    <name>setwise::ui::DiagramModel</name>
    <message>
        <source>≥ 1</source>
        <extracomment>Header of the diagram&apos;s fin column (BERT&apos;s &quot;at least one&quot;).</extracomment>
        <translation>≥ 1</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminiert</translation>
    </message>
    <message>
        <source>Fins: base candidates that no cover holds</source>
        <translation>Flossen: Basiskandidaten, die keine Deckmenge enthält</translation>
    </message>
    <message>
        <source>What each cover eliminates</source>
        <translation>Was jede Deckmenge eliminiert</translation>
    </message>
    <message>
        <source>Cover (link): at most one of its candidates is true</source>
        <translation>Deckmenge (Link): höchstens einer ihrer Kandidaten ist wahr</translation>
    </message>
    <message>
        <source>Base (truth): exactly one of its candidates is true</source>
        <translation>Basismenge (Truth): genau einer ihrer Kandidaten ist wahr</translation>
    </message>
</context>
<context>
    <name>setwise::ui::DiagramView</name>
    <message>
        <source>Equation diagram</source>
        <translation>Gleichungsdiagramm</translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Copy the diagram as plain text</source>
        <translation>Das Diagramm als reinen Text kopieren</translation>
    </message>
    <message>
        <source>&lt;i&gt;No step shown. Ask for a hint (F3) or pick sets.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Kein Schritt angezeigt. Fordern Sie einen Tipp an (F3) oder wählen Sie Mengen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; look for a &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;&lt;i&gt;Ask again to see its houses.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Tipp:&lt;/b&gt; Suchen Sie: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;&lt;i&gt;Noch einmal fragen zeigt die Häuser.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (not set logic)&lt;br&gt;%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (keine Mengenlogik)&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>bases %1, covers %2</source>
        <translation>Basismengen %1, Deckmengen %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; a &lt;b&gt;%1&lt;/b&gt; on %2.&lt;br&gt;&lt;i&gt;Ask again to see the whole step.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Tipp:&lt;/b&gt; &lt;b&gt;%1&lt;/b&gt; auf %2.&lt;br&gt;&lt;i&gt;Noch einmal fragen zeigt den ganzen Schritt.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Contradiction:&lt;/b&gt; these bases cannot all hold.</source>
        <translation>&lt;b&gt;Widerspruch:&lt;/b&gt; Diese Basismengen können nicht alle gelten.</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>Lesart %1</translation>
    </message>
</context>
<context>
    <name>setwise::ui::GridWidget</name>
    <message>
        <source>Candidate grid</source>
        <translation>Kandidatengitter</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>%1 — click to use it for the selected digit</source>
        <translation>%1 – klicken, um sie für die gewählte Ziffer zu verwenden</translation>
    </message>
    <message>
        <source>row %1, column %2, box %3</source>
        <translation>Zeile %1, Spalte %2, Block %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2, given, in %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2, vorgegeben, in %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2, placed, in %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2, gesetzt, in %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: candidate %2 in %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Kandidat %2 in %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 is no longer a candidate of %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 ist kein Kandidat von %3 mehr</translation>
    </message>
    <message>
        <source>Constraints: %1</source>
        <translation>Bedingungen: %1</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>Rolle: %1</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 setzen</translation>
    </message>
    <message>
        <source>Remove candidate %1</source>
        <translation>Kandidat %1 entfernen</translation>
    </message>
    <message>
        <source>Restore candidate %1</source>
        <translation>Kandidat %1 wiederherstellen</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
</context>
<context>
    <name>setwise::ui::HintController</name>
    <message>
        <source>Searching for the next step</source>
        <translation>Suche nach dem nächsten Schritt</translation>
    </message>
    <message>
        <source>Searching for all steps</source>
        <translation>Suche nach allen Schritten</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation>Angewendet: %1</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>Das Rätsel ist gelöst.</translation>
    </message>
    <message>
        <source>The enabled techniques find no step here.</source>
        <translation>Die eingeschalteten Techniken finden hier keinen Schritt.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n step(s).</source>
        <translation>
            <numerusform>Gelöst in %n Schritt.</numerusform>
            <numerusform>Gelöst in %n Schritten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck after %n step(s): the enabled techniques find nothing more.</source>
        <translation>
            <numerusform>Nach %n Schritt festgefahren: die eingeschalteten Techniken finden nichts mehr.</numerusform>
            <numerusform>Nach %n Schritten festgefahren: die eingeschalteten Techniken finden nichts mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>The state is invalid: %1</source>
        <translation>Der Zustand ist ungültig: %1</translation>
    </message>
</context>
<context>
    <name>setwise::ui::MainWindow</name>
    <message>
        <source>&amp;New Puzzle</source>
        <translation>&amp;Neues Rätsel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Enter &amp;Givens</source>
        <translation>&amp;Vorgaben eingeben</translation>
    </message>
    <message>
        <source>Typed digits become givens; candidates follow from the givens</source>
        <translation>Getippte Ziffern werden Vorgaben; die Kandidaten folgen aus den Vorgaben</translation>
    </message>
    <message>
        <source>Res&amp;tart from the Givens</source>
        <translation>Neu &amp;beginnen mit den Vorgaben</translation>
    </message>
    <message>
        <source>The state holds only givens already.</source>
        <translation>Der Zustand enthält schon nur Vorgaben.</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>&amp;Apply Step</source>
        <translation>Schritt &amp;anwenden</translation>
    </message>
    <message>
        <source>Solve to &amp;End</source>
        <translation>Bis zum &amp;Ende lösen</translation>
    </message>
    <message>
        <source>Find All &amp;Steps Here</source>
        <translation>Alle &amp;Schritte hier finden</translation>
    </message>
    <message>
        <source>Sto&amp;p / Clear Highlights</source>
        <translation>Sto&amp;pp / Hervorhebungen löschen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;About Setwise</source>
        <translation>&amp;Über Setwise</translation>
    </message>
    <message>
        <source>Progressive hint: first the technique, then its houses, then the whole step</source>
        <translation>Schrittweiser Tipp: erst die Technik, dann ihre Häuser, dann der ganze Schritt</translation>
    </message>
    <message>
        <source>Show the next step; nothing changes until you apply it</source>
        <translation>Den nächsten Schritt zeigen; nichts ändert sich, bis Sie ihn anwenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation>B&amp;eispiele</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation>Kopieren &amp;als</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Givens</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>All Steps</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Click an entry to see the state before it; double-click to go back there</source>
        <translation>Einen Eintrag anklicken zeigt den Zustand davor; Doppelklick kehrt dorthin zurück</translation>
    </message>
    <message>
        <source>&amp;Go Back Here</source>
        <translation>&amp;Hierhin zurück</translation>
    </message>
    <message>
        <source>&amp;Current State</source>
        <translation>&amp;Aktueller Zustand</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>All Steps Here</source>
        <translation>Alle Schritte hier</translation>
    </message>
    <message>
        <source>Equation Diagram</source>
        <translation>Gleichungsdiagramm</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Mengen</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Cancel the search (Esc)</source>
        <translation>Die Suche abbrechen (Esc)</translation>
    </message>
    <message>
        <source>This state has no solution. It is kept; undo to go back.</source>
        <translation>Dieser Zustand hat keine Lösung. Er bleibt erhalten; mit Rückgängig geht es zurück.</translation>
    </message>
    <message>
        <source>This state has no solution: %1. It is kept; undo to go back.</source>
        <translation>Dieser Zustand hat keine Lösung: %1. Er bleibt erhalten; mit Rückgängig geht es zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) available here.</source>
        <translation>
            <numerusform>%n Schritt ist hier möglich.</numerusform>
            <numerusform>%n Schritte sind hier möglich.</numerusform>
        </translation>
    </message>
    <message>
        <source>Picking sets: click cells, or row/column/box labels for the chosen digit.</source>
        <translation>Mengen wählen: Zellen anklicken, oder Zeilen-, Spalten- und Blockbeschriftungen für die gewählte Ziffer.</translation>
    </message>
    <message>
        <source>Viewing the state before entry %1 of the path. Esc returns.</source>
        <translation>Sie sehen den Zustand vor Eintrag %1 des Lösungswegs. Esc kehrt zurück.</translation>
    </message>
    <message>
        <source>Entering givens: type digits, arrows move, &apos;.&apos; or Delete clears.</source>
        <translation>Vorgaben eingeben: Ziffern tippen, Pfeiltasten bewegen, &apos;.&apos; oder Entf leert.</translation>
    </message>
    <message>
        <source>&lt;i&gt;This entry is no step.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dieser Eintrag ist kein Schritt.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hint: look for a %1.</source>
        <translation>Tipp: Suchen Sie: %1.</translation>
    </message>
    <message>
        <source>%1 givens · %2 placed · %3 candidates</source>
        <translation>%1 Vorgaben · %2 gesetzt · %3 Kandidaten</translation>
    </message>
    <message>
        <source>Choose a digit first (in the Sets panel, or click one of its candidates).</source>
        <translation>Wählen Sie zuerst eine Ziffer (im Mengen-Fenster oder durch Klick auf einen ihrer Kandidaten).</translation>
    </message>
    <message>
        <source>%1 is a given. Use Edit ▸ Enter Givens to change givens.</source>
        <translation>%1 ist eine Vorgabe. Vorgaben ändern Sie mit Bearbeiten ▸ Vorgaben eingeben.</translation>
    </message>
    <message>
        <source>%1 cannot come back: a cell it sees holds %2.</source>
        <translation>%1 kann nicht zurückkommen: eine Zelle, die er sieht, enthält %2.</translation>
    </message>
    <message>
        <source>Nothing changed. %1</source>
        <translation>Nichts geändert. %1</translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation>Neues Rätsel</translation>
    </message>
    <message>
        <source>New puzzle: %1</source>
        <translation>Neues Rätsel: %1</translation>
    </message>
    <message>
        <source>Empty grid</source>
        <translation>Leeres Gitter</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Rätsel öffnen</translation>
    </message>
    <message>
        <source>Puzzles (*.txt *.sdk *.ss *.hsol);;All files (*)</source>
        <translation>Rätsel (*.txt *.sdk *.ss *.hsol);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Save State</source>
        <translation>Zustand speichern</translation>
    </message>
    <message>
        <source>pasted</source>
        <translation>eingefügt</translation>
    </message>
    <message>
        <source>Pasted a new puzzle.</source>
        <translation>Neues Rätsel eingefügt.</translation>
    </message>
    <message>
        <source>Copied the state as %1.</source>
        <translation>Zustand kopiert als %1.</translation>
    </message>
    <message>
        <source>Setwise</source>
        <translation>Setwise</translation>
    </message>
    <message>
        <source>%1 — Setwise</source>
        <translation>%1 – Setwise</translation>
    </message>
    <message>
        <source>About Setwise</source>
        <translation>Über Setwise</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;A Sudoku resolution workbench: every step as base sets and cover sets (truths and links), on the grid and as an equation diagram.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; arrows move; 1–9 place a digit; Ctrl+1–9 or Shift+1–9 toggle a candidate; &apos;.&apos;, 0 or Delete clear; F2 hint (press again for more); F3 next step; F4 apply; Shift+F4 solve to the end; F5 all steps here; Esc stops and clears.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a candidate to pick its digit, Ctrl+click to remove or restore it, double-click to place it; click row, column and box labels to select their sets.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank für Sudoku-Lösungswege: jeder Schritt als Basis- und Deckmengen (Truths und Links), im Gitter und als Gleichungsdiagramm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; Pfeile bewegen; 1–9 setzen eine Ziffer; Strg+1–9 oder Umschalt+1–9 schalten einen Kandidaten um; &apos;.&apos;, 0 oder Entf leeren; F2 Tipp (erneut drücken für mehr); F3 nächster Schritt; F4 anwenden; Umschalt+F4 bis zum Ende lösen; F5 alle Schritte hier; Esc stoppt und löscht Hervorhebungen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; Klick auf einen Kandidaten wählt seine Ziffer, Strg+Klick entfernt ihn oder stellt ihn wieder her, Doppelklick setzt ihn; Klick auf Zeilen-, Spalten- und Blockbeschriftungen wählt ihre Mengen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1… %L2 search nodes</source>
        <translation>%1 … %L2 Suchknoten</translation>
    </message>
</context>
<context>
    <name>setwise::ui::Palette</name>
    <message>
        <source>base set</source>
        <translation>Basismenge</translation>
    </message>
    <message>
        <source>cover set</source>
        <translation>Deckmenge</translation>
    </message>
    <message>
        <source>base candidate</source>
        <translation>Basiskandidat</translation>
    </message>
    <message>
        <source>fin</source>
        <translation>Flosse</translation>
    </message>
    <message>
        <source>endo fin</source>
        <translation>Endo-Flosse</translation>
    </message>
    <message>
        <source>cannibal (eliminated)</source>
        <translation>Kannibale (eliminiert)</translation>
    </message>
    <message>
        <source>elimination</source>
        <translation>Elimination</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>strong link</source>
        <translation>starke Verbindung</translation>
    </message>
    <message>
        <source>weak link</source>
        <translation>schwache Verbindung</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Tol bright (colour-blind safe)</source>
        <translation>Tol bright (farbenblind-sicher)</translation>
    </message>
    <message>
        <source>Okabe-Ito (colour-blind safe)</source>
        <translation>Okabe-Ito (farbenblind-sicher)</translation>
    </message>
</context>
<context>
    <name>setwise::ui::Session</name>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 setzen</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
    <message>
        <source>Remove candidate %1</source>
        <translation>Kandidat %1 entfernen</translation>
    </message>
    <message>
        <source>Restore candidate %1</source>
        <translation>Kandidat %1 wiederherstellen</translation>
    </message>
    <message>
        <source>Clear given %1</source>
        <translation>Vorgabe %1 leeren</translation>
    </message>
    <message>
        <source>Given %1 in %2</source>
        <translation>Vorgabe %1 in %2</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>%1 anwenden</translation>
    </message>
    <message>
        <source>Restart from the givens</source>
        <translation>Neu beginnen mit den Vorgaben</translation>
    </message>
</context>
<context>
    <name>setwise::ui::SetsPanel</name>
    <message>
        <source>&amp;Apply Sets</source>
        <translation>Mengen &amp;anwenden</translation>
    </message>
    <message>
        <source>Bases / covers, e.g. 3R17 / 3C49</source>
        <translation>Basismengen / Deckmengen, z. B. 3R17 / 3C49</translation>
    </message>
    <message>
        <source>Bases and covers</source>
        <translation>Basis- und Deckmengen</translation>
    </message>
    <message>
        <source>BERT notation: 3R17 is 3R1 and 3R7; R1C389, 127R8, 3B47, 12C3. Bases before the slash (or bar), covers after it.</source>
        <translation>BERT-Schreibweise: 3R17 ist 3R1 und 3R7; R1C389, 127R8, 3B47, 12C3. Basismengen vor dem Schrägstrich (oder senkrechten Strich), Deckmengen danach.</translation>
    </message>
    <message>
        <source>Pick on Grid</source>
        <translation>Im Gitter wählen</translation>
    </message>
    <message>
        <source>While on, clicking a cell adds its cell constraint and clicking a row, column or box label adds that house for the chosen digit. Shift+click adds to the other list.</source>
        <translation>Solange eingeschaltet, fügt ein Klick auf eine Zelle ihre Zellbedingung hinzu und ein Klick auf eine Zeilen-, Spalten- oder Blockbeschriftung dieses Haus für die gewählte Ziffer. Umschalt+Klick fügt zur anderen Liste hinzu.</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation>Ziffer:</translation>
    </message>
    <message>
        <source>Row, column and box labels add houses of digit %1</source>
        <translation>Zeilen-, Spalten- und Blockbeschriftungen fügen Häuser der Ziffer %1 hinzu</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Clicks add:</source>
        <translation>Klicks fügen hinzu:</translation>
    </message>
    <message>
        <source>&lt;i&gt;Type sets above or pick them on the grid.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Tippen Sie oben Mengen ein oder wählen Sie sie im Gitter.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Fins: %1</source>
        <translation>Flossen: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Conclusions: %1</source>
        <translation>Folgerungen: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Contradiction:&lt;/b&gt; these bases cannot all hold.</source>
        <translation>&lt;b&gt;Widerspruch:&lt;/b&gt; Diese Basismengen können nicht alle gelten.</translation>
    </message>
    <message>
        <source>&amp;Propose Covers</source>
        <translation>&amp;Deckmengen vorschlagen</translation>
    </message>
    <message>
        <source>Find the fewest covers for the bases chosen (rank 2 at most) and show what they eliminate</source>
        <translation>Die wenigsten Deckmengen für die gewählten Basismengen finden (höchstens Rang 2) und zeigen, was sie eliminieren</translation>
    </message>
    <message>
        <source>&lt;i&gt;Choose bases first, then propose covers.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Erst Basismengen wählen, dann Deckmengen vorschlagen lassen.&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>No set of at most %n cover(s) covers every base candidate. Not covered: %1</source>
        <translation>
            <numerusform>Keine Auswahl von höchstens %n Deckmenge deckt alle Basiskandidaten. Nicht gedeckt: %1</numerusform>
            <numerusform>Keine Auswahl von höchstens %n Deckmengen deckt alle Basiskandidaten. Nicht gedeckt: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Standard wiederherstellen</translation>
    </message>
    <message>
        <source>Hints and &quot;Solve to End&quot; use the checked techniques, simplest first (top to bottom). Drag or use the buttons to change the order.</source>
        <translation>Tipps und „Bis zum Ende lösen“ verwenden die angehakten Techniken, die einfachste zuerst (von oben nach unten). Ziehen oder die Knöpfe ändern die Reihenfolge.</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniken</translation>
    </message>
    <message>
        <source>Fish: fins at most</source>
        <translation>Fische: höchstens Flossen</translation>
    </message>
    <message>
        <source>Fish: endo fins at most</source>
        <translation>Fische: höchstens Endo-Flossen</translation>
    </message>
    <message>
        <source>Rank search: bases at most</source>
        <translation>Rangsuche: höchstens Basismengen</translation>
    </message>
    <message>
        <source>Rank search: rank at most</source>
        <translation>Rangsuche: höchstens Rang</translation>
    </message>
    <message>
        <source>Rank search: digits at most</source>
        <translation>Rangsuche: höchstens Ziffern</translation>
    </message>
    <message>
        <source>Higher limits find more, and searches take longer. A running search can always be cancelled.</source>
        <translation>Höhere Grenzen finden mehr, und Suchen dauern länger. Eine laufende Suche lässt sich immer abbrechen.</translation>
    </message>
    <message>
        <source>Search &amp;Limits</source>
        <translation>Such&amp;grenzen</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>A new language takes effect when Setwise starts next time.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Setwise.</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Darstellung</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 (family: %2)</source>
        <translation>%1 (Familie: %2)</translation>
    </message>
</context>
<context>
    <name>setwise::ui::SolutionChecker</name>
    <message>
        <source>Counting solutions</source>
        <translation>Lösungen zählen</translation>
    </message>
    <message>
        <source>solutions: checking…</source>
        <translation>Lösungen: wird geprüft …</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation>eindeutige Lösung</translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation>mehrere Lösungen</translation>
    </message>
</context>
<context>
    <name>setwise::ui::StateIo</name>
    <message>
        <source>81 characters (givens, +placed)</source>
        <translation>81 Zeichen (Vorgaben, +gesetzt)</translation>
    </message>
    <message>
        <source>729 characters (candidates)</source>
        <translation>729 Zeichen (Kandidaten)</translation>
    </message>
    <message>
        <source>Pencilmark grid (HoDoKu)</source>
        <translation>Kandidatengitter (HoDoKu)</translation>
    </message>
    <message>
        <source>Pencilmark grid (Sudoku Explainer)</source>
        <translation>Kandidatengitter (Sudoku Explainer)</translation>
    </message>
    <message>
        <source>HoDoKu library line</source>
        <translation>HoDoKu-Bibliothekszeile</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Simple Sudoku file (lossless)</source>
        <translation>Simple-Sudoku-Datei (verlustfrei)</translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepText</name>
    <message numerus="yes">
        <source>%1: %n truth(s)</source>
        <translation>
            <numerusform>%1: %n Truth</numerusform>
            <numerusform>%1: %n Truths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Link</numerusform>
            <numerusform>%n Links</numerusform>
        </translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>(effective rank %1)</source>
        <translation>(effektiver Rang %1)</translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepsModel</name>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation>Eliminationen</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Conclusions</source>
        <translation>Folgerungen</translation>
    </message>
</context>
<context>
    <name>setwise::ui::TechniqueNames</name>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>Naked Single</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>Hidden Single</translation>
    </message>
    <message>
        <source>Locked Candidates Type 1 (Pointing)</source>
        <translation>Locked Candidates Typ 1 (Pointing)</translation>
    </message>
    <message>
        <source>Locked Candidates Type 2 (Claiming)</source>
        <translation>Locked Candidates Typ 2 (Claiming)</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <translation>Gesperrtes Paar</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <translation>Gesperrtes Tripel</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation>Nacktes Paar</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation>Nacktes Tripel</translation>
    </message>
    <message>
        <source>Naked Quadruple</source>
        <translation>Nacktes Quartett</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation>Verstecktes Paar</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation>Verstecktes Tripel</translation>
    </message>
    <message>
        <source>Hidden Quadruple</source>
        <translation>Verstecktes Quartett</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Wolkenkratzer</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation>Drachen (2-String Kite)</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation>Turbot-Fisch</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation>Leeres Rechteck</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <translation>Entferntes Paar</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation>X-Kette</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation>XY-Kette</translation>
    </message>
    <message>
        <source>Alternating Inference Chain</source>
        <translation>Alternierende Inferenzkette</translation>
    </message>
    <message>
        <source>Nice Loop</source>
        <translation>Nice Loop</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>ALS Chain</source>
        <translation>ALS-Kette</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>Uniqueness Test 1</source>
        <translation>Eindeutigkeitstest 1</translation>
    </message>
    <message>
        <source>Uniqueness Test 2</source>
        <translation>Eindeutigkeitstest 2</translation>
    </message>
    <message>
        <source>Uniqueness Test 3</source>
        <translation>Eindeutigkeitstest 3</translation>
    </message>
    <message>
        <source>Uniqueness Test 4</source>
        <translation>Eindeutigkeitstest 4</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Multi-Sector Locked Set</source>
        <translation>Mehrsektor-Sperrmenge (MSLS)</translation>
    </message>
    <message>
        <source>Rank-0 Logic</source>
        <translation>Rang-0-Logik</translation>
    </message>
    <message>
        <source>Rank-1 Logic</source>
        <translation>Rang-1-Logik</translation>
    </message>
    <message>
        <source>Rank-2 Logic</source>
        <translation>Rang-2-Logik</translation>
    </message>
    <message>
        <source>Forcing Chain</source>
        <translation>Erzwingende Kette</translation>
    </message>
    <message>
        <source>Forcing Net</source>
        <translation>Erzwingendes Netz</translation>
    </message>
    <message>
        <source>Template Set</source>
        <translation>Schablone: Setzen</translation>
    </message>
    <message>
        <source>Template Delete</source>
        <translation>Schablone: Löschen</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <translation>Erzwingende Kette: Widerspruch</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <translation>Erzwingende Kette: Verität</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <translation>Erzwingendes Netz: Widerspruch</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <translation>Erzwingendes Netz: Verität</translation>
    </message>
    <message>
        <source>Nested Forcing Net</source>
        <translation>Verschachteltes erzwingendes Netz</translation>
    </message>
    <message>
        <source>Brute Force</source>
        <translation>Ausprobieren (Brute Force)</translation>
    </message>
    <message>
        <source>User Sets</source>
        <translation>Eigene Mengen</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation>Schwertfisch</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation>Qualle</translation>
    </message>
    <message>
        <source>Squirmbag</source>
        <translation>Squirmbag</translation>
    </message>
    <message>
        <source>Whale</source>
        <translation>Wal</translation>
    </message>
    <message>
        <source>Leviathan</source>
        <translation>Leviathan</translation>
    </message>
    <message>
        <source>Kraken</source>
        <translation>Krake</translation>
    </message>
    <message>
        <source>Finned %1</source>
        <translation>Flossen-%1</translation>
    </message>
    <message>
        <source>Sashimi %1</source>
        <translation>Sashimi-%1</translation>
    </message>
    <message>
        <source>Franken %1</source>
        <translation>Franken-%1</translation>
    </message>
    <message>
        <source>Mutant %1</source>
        <translation>Mutanten-%1</translation>
    </message>
    <message>
        <source>Siamese %1</source>
        <translation>Siamesischer %1</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Singles</translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation>Schnittmengen</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>Teilmengen</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Fische</translation>
    </message>
    <message>
        <source>Rank Logic</source>
        <translation>Rang-Logik</translation>
    </message>
    <message>
        <source>Wings</source>
        <translation>Wings</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <source>Almost Locked Sets</source>
        <translation>Fast gesperrte Mengen (ALS)</translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation>Eindeutigkeit</translation>
    </message>
</context>
</TS>
