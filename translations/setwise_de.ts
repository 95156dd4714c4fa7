<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>setwise::ui::Actions</name>
    <message>
        <source>&amp;New Puzzle</source>
        <translation>&amp;Neues Rätsel</translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation>&amp;Erzeugen…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
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
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Progressive hint: first the technique, then its houses, then the whole step</source>
        <translation>Schrittweiser Tipp: erst die Technik, dann ihre Häuser, dann der ganze Schritt</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>Show the next step; nothing changes until you apply it</source>
        <translation>Den nächsten Schritt zeigen; nichts ändert sich, bis Sie ihn anwenden</translation>
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
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Tastatur und Maus</translation>
    </message>
    <message>
        <source>Reading the &amp;Diagram and Colours</source>
        <translation>&amp;Diagramm und Farben lesen</translation>
    </message>
    <message>
        <source>E&amp;xplain a Candidate…</source>
        <translation>Kandidaten e&amp;rklären…</translation>
    </message>
    <message>
        <source>Find the simplest truths and links that remove the chosen candidate</source>
        <translation>Die einfachsten Truths und Links finden, die den gewählten Kandidaten entfernen</translation>
    </message>
    <message>
        <source>Turn On &amp;All Techniques</source>
        <translation>&amp;Alle Techniken einschalten</translation>
    </message>
    <message>
        <source>Solve &amp;Up To…</source>
        <translation>Lösen &amp;bis zu…</translation>
    </message>
    <message>
        <source>Export &amp;Grid…</source>
        <translation>&amp;Gitter exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;Diagram…</source>
        <translation>&amp;Diagramm exportieren…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Step as Forum Text (&amp;BBCode)</source>
        <translation>Schritt als Forumstext (&amp;BBCode)</translation>
    </message>
    <message>
        <source>Step as Forum Text (&amp;Markdown)</source>
        <translation>Schritt als Forumstext (&amp;Markdown)</translation>
    </message>
    <message>
        <source>Chain &amp;and Sets</source>
        <translation>Kette &amp;und Mengen</translation>
    </message>
    <message>
        <source>&amp;Chain Only</source>
        <translation>Nur &amp;Kette</translation>
    </message>
    <message>
        <source>&amp;Sets Only</source>
        <translation>Nur &amp;Mengen</translation>
    </message>
    <message>
        <source>Check Against the &amp;Solution</source>
        <translation>Mit der &amp;Lösung vergleichen</translation>
    </message>
    <message>
        <source>Mark wrong digits and wrongly removed candidates (HoDoKu&apos;s &quot;show deviations&quot;)</source>
        <translation>Falsche Ziffern und falsch entfernte Kandidaten markieren (HoDoKus „Abweichungen zeigen“)</translation>
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
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
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
        <source>C&amp;hain Steps Show</source>
        <translation>Ketten&amp;schritte zeigen</translation>
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
        <source>Show &amp;Mistakes Now</source>
        <translation>&amp;Fehler jetzt zeigen</translation>
    </message>
</context>
<context>
    <name>setwise::ui::AppSettings</name>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
</context>
<context>
    <name>setwise::ui::Banner</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>setwise::ui::BannerTexts</name>
    <message numerus="yes">
        <source>Searched %n enabled technique(s) in these families: %1.</source>
        <translation>
            <numerusform>%n eingeschaltete Technik aus diesen Familien durchsucht: %1.</numerusform>
            <numerusform>%n eingeschaltete Techniken aus diesen Familien durchsucht: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rank search tried up to %n truth(s) of rank %1 or less.</source>
        <translation>
            <numerusform>Die Rangsuche versuchte bis zu %n Truth mit Rang %1 oder weniger.</numerusform>
            <numerusform>Die Rangsuche versuchte bis zu %n Truths mit Rang %1 oder weniger.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technique(s) are switched off.</source>
        <translation>
            <numerusform>%n Technik ist ausgeschaltet.</numerusform>
            <numerusform>%n Techniken sind ausgeschaltet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn on more techniques, ask why a candidate is false (choose it first: click it or its digit and cell), or raise the search limits in the settings.</source>
        <translation>Schalten Sie mehr Techniken ein, fragen Sie, warum ein Kandidat falsch ist (wählen Sie ihn zuerst: klicken Sie ihn oder seine Ziffer und Zelle an), oder erhöhen Sie die Suchgrenzen in den Einstellungen.</translation>
    </message>
    <message>
        <source>No step found: the enabled techniques are exhausted here.</source>
        <translation>Kein Schritt gefunden: Die eingeschalteten Techniken sind hier erschöpft.</translation>
    </message>
    <message>
        <source>This puzzle has at least %L1 solutions.</source>
        <translation>Dieses Rätsel hat mindestens %L1 Lösungen.</translation>
    </message>
    <message>
        <source>This puzzle has %L1 solutions.</source>
        <translation>Dieses Rätsel hat %L1 Lösungen.</translation>
    </message>
    <message>
        <source>A proper Sudoku has exactly one solution. Steps can still remove candidates here, but no chain of logic can finish the grid: sooner or later two digits fit a cell equally well. Uniqueness techniques assume one solution and may remove true candidates. Check the givens for a typo, or place a digit to choose a solution.</source>
        <translation>Ein echtes Sudoku hat genau eine Lösung. Schritte können hier noch Kandidaten entfernen, aber keine Kette von Logik kann das Gitter vollenden: früher oder später passen zwei Ziffern gleich gut in eine Zelle. Eindeutigkeitstechniken setzen eine einzige Lösung voraus und können hier wahre Kandidaten entfernen. Prüfen Sie die Vorgaben auf einen Tippfehler, oder setzen Sie eine Ziffer, um eine Lösung zu wählen.</translation>
    </message>
    <message>
        <source>A digit or a removed candidate contradicts the givens.</source>
        <translation>Eine Ziffer oder ein entfernter Kandidat widerspricht den Vorgaben.</translation>
    </message>
    <message>
        <source>Marked in red: %1.</source>
        <translation>Rot markiert: %1.</translation>
    </message>
    <message>
        <source>Wrongly removed: %1 (ringed in red).</source>
        <translation>Falsch entfernt: %1 (rot umkreist).</translation>
    </message>
    <message>
        <source>Hints pause until you undo or correct it.</source>
        <translation>Hinweise ruhen, bis Sie das rückgängig machen oder korrigieren.</translation>
    </message>
    <message>
        <source>This state has no solution.</source>
        <translation>Dieser Stand hat keine Lösung.</translation>
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
    <message>
        <source>Virtual truth: at least one of its candidates is true if the puzzle has one solution</source>
        <translation>Virtuelle Wahrheit: mindestens einer ihrer Kandidaten ist wahr, wenn das Rätsel eine einzige Lösung hat</translation>
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
        <source>&lt;b&gt;Hint:&lt;/b&gt; look for this technique: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;&lt;i&gt;Ask again to see its houses.&lt;/i&gt;</source>
        <translation>&lt;b&gt;Tipp:&lt;/b&gt; Suchen Sie diese Technik: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;&lt;i&gt;Noch einmal fragen zeigt die Häuser.&lt;/i&gt;</translation>
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
        <source>&lt;b&gt;Proven by exact evaluation&lt;/b&gt; of the digit&apos;s templates (%1 templates).</source>
        <translation>&lt;b&gt;Bewiesen durch exakte Auswertung&lt;/b&gt; der Schablonen der Ziffer (%1 Schablonen).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proven by exact evaluation&lt;/b&gt;, %1 nodes: the counting rule alone does not give it.</source>
        <translation>&lt;b&gt;Bewiesen durch exakte Auswertung&lt;/b&gt;, %1 Knoten: die Zählregel allein ergibt es nicht.</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>Lesart %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;No step shown. Ask for a hint (F2), the next step (F3), or pick sets.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Kein Schritt angezeigt. Bitten Sie um einen Hinweis (F2), den nächsten Schritt (F3), oder wählen Sie Mengen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Show Table</source>
        <translation>Tabelle zeigen</translation>
    </message>
    <message>
        <source>Show the net&apos;s whole equation table instead of what each branch proves</source>
        <translation>Die ganze Gleichungstabelle des Netzes zeigen statt dessen, was jeder Zweig beweist</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Ergebnis:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>contradiction: %1</source>
        <translation>Widerspruch: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 ⇒ %3 (%n implication(s))</source>
        <translation>
            <numerusform>%1. %2 ⇒ %3 (%n Folgerung)</numerusform>
            <numerusform>%1. %2 ⇒ %3 (%n Folgerungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;What each branch proves&lt;/b&gt; (the table has %1 truths and %2 links):</source>
        <translation>&lt;b&gt;Was jeder Zweig beweist&lt;/b&gt; (die Tabelle hat %1 Wahrheiten und %2 Verbindungen):</translation>
    </message>
</context>
<context>
    <name>setwise::ui::DisplayController</name>
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
        <source>Hint: look for this technique: %1.</source>
        <translation>Tipp: Suchen Sie nach dieser Technik: %1.</translation>
    </message>
    <message>
        <source>at least %L1 solutions</source>
        <translation>mindestens %L1 Lösungen</translation>
    </message>
    <message>
        <source>%L1 solutions</source>
        <translation>%L1 Lösungen</translation>
    </message>
    <message>
        <source>The givens have several solutions: there is no one solution to check against.</source>
        <translation>Die Vorgaben haben mehrere Lösungen: Es gibt nicht die eine Lösung zum Vergleichen.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::DockLayout</name>
    <message>
        <source>Solution Path</source>
        <translation>Lösungsweg</translation>
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
        <source>Implication Tree</source>
        <translation>Folgerungsbaum</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
</context>
<context>
    <name>setwise::ui::Documents</name>
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
        <source>Cannot Open %1</source>
        <translation>%1 lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2

Nothing changed.</source>
        <translation>%1 lässt sich nicht öffnen: %2

Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>Not a Puzzle</source>
        <translation>Kein Rätsel</translation>
    </message>
    <message>
        <source>The argument is neither a file nor a puzzle: %1</source>
        <translation>Das Argument ist weder eine Datei noch ein Rätsel: %1</translation>
    </message>
    <message>
        <source>Empty grid</source>
        <translation>Leeres Gitter</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>Rätsel öffnen</translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
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
        <source>Setwise[*]</source>
        <translation>Setwise[*]</translation>
    </message>
    <message>
        <source>%1[*] — Setwise</source>
        <translation>%1[*] – Setwise</translation>
    </message>
    <message>
        <source>Save Changes?</source>
        <translation>Änderungen speichern?</translation>
    </message>
    <message>
        <source>Generated puzzle</source>
        <translation>Erzeugtes Rätsel</translation>
    </message>
    <message>
        <source>HoDoKu file: %1</source>
        <translation>HoDoKu-Datei: %1</translation>
    </message>
    <message>
        <source>Read HoDoKu&apos;s puzzle, digits and candidates; its solution steps and savepoints are not read.</source>
        <translation>HoDoKus Rätsel, Ziffern und Kandidaten gelesen; seine Lösungsschritte und Sicherungspunkte werden nicht gelesen.</translation>
    </message>
    <message>
        <source>Puzzles (*.sudoku *.txt *.sdk *.ss *.hsol);;Setwise documents (*.sudoku);;HoDoKu files (*.hsol);;All files (*)</source>
        <translation>Rätsel (*.sudoku *.txt *.sdk *.ss *.hsol);;Setwise-Dokumente (*.sudoku);;HoDoKu-Dateien (*.hsol);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The puzzle has changes that are not saved. Save them first?</source>
        <translation>Das Rätsel hat Änderungen, die nicht gespeichert sind. Zuerst speichern?</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>abgelegt</translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation>Üben: %1</translation>
    </message>
    <message>
        <source>Practice: Hint (F2) reveals the next step in three levels.</source>
        <translation>Üben: Tipp (F2) zeigt den nächsten Schritt in drei Stufen.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::EditController</name>
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
</context>
<context>
    <name>setwise::ui::Exporter</name>
    <message>
        <source>Exported from Setwise</source>
        <translation>Aus Setwise exportiert</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Setwise grid</source>
        <translation>Setwise-Gitter</translation>
    </message>
    <message>
        <source>Setwise equation diagram</source>
        <translation>Setwise-Gleichungsdiagramm</translation>
    </message>
    <message>
        <source>Export Grid</source>
        <translation>Gitter exportieren</translation>
    </message>
    <message>
        <source>grid.png</source>
        <translation>gitter.png</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>%1 exportiert.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>diagram.png</source>
        <translation>diagramm.png</translation>
    </message>
    <message>
        <source>Printing failed.</source>
        <translation>Drucken fehlgeschlagen.</translation>
    </message>
    <message>
        <source>No step is shown: ask for a hint first.</source>
        <translation>Es wird kein Schritt angezeigt: Bitten Sie zuerst um einen Hinweis.</translation>
    </message>
    <message>
        <source>Copied the step as Markdown.</source>
        <translation>Schritt als Markdown kopiert.</translation>
    </message>
    <message>
        <source>Copied the step as BBCode.</source>
        <translation>Schritt als BBCode kopiert.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::FilterBar</name>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>bi</source>
        <translation>bi</translation>
    </message>
    <message>
        <source>Highlight the cells with two candidates (%1)</source>
        <translation>Zellen mit zwei Kandidaten hervorheben (%1)</translation>
    </message>
    <message>
        <source>Highlight the candidates %1 (%2)</source>
        <translation>Die Kandidaten %1 hervorheben (%2)</translation>
    </message>
    <message>
        <source>Colour A</source>
        <translation>Farbe A</translation>
    </message>
    <message>
        <source>Colour a (partner of A)</source>
        <translation>Farbe a (Partner von A)</translation>
    </message>
    <message>
        <source>Colour B</source>
        <translation>Farbe B</translation>
    </message>
    <message>
        <source>Colour b (partner of B)</source>
        <translation>Farbe b (Partner von B)</translation>
    </message>
    <message>
        <source>%1: click a candidate to colour it, Shift+click a cell (%2)</source>
        <translation>%1: Kandidat anklicken färbt ihn, Umschalt+Klick eine Zelle (%2)</translation>
    </message>
    <message>
        <source>Clear Colours</source>
        <translation>Farben löschen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForcingOverlay</name>
    <message>
        <source>contradiction: %1</source>
        <translation>Widerspruch: %1</translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForcingTreeModel</name>
    <message>
        <source>Implication</source>
        <translation>Folgerung</translation>
    </message>
    <message>
        <source>Because</source>
        <translation>Weil</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>Zelle %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>assumed true</source>
        <translation>als wahr angenommen</translation>
    </message>
    <message>
        <source>nested net: true leads to a contradiction</source>
        <translation>verschachteltes Netz: wahr führt zu einem Widerspruch</translation>
    </message>
    <message>
        <source>%1 on the branch: %2 in %3</source>
        <translation>%1 im Zweig: %2 in %3</translation>
    </message>
    <message>
        <source>last candidate in %1</source>
        <translation>letzter Kandidat in %1</translation>
    </message>
    <message>
        <source>last place for %1 in %2</source>
        <translation>letzter Platz für %1 in %2</translation>
    </message>
    <message>
        <source>%1 is true in %2</source>
        <translation>%1 ist wahr in %2</translation>
    </message>
    <message>
        <source>a true candidate in %1</source>
        <translation>ein wahrer Kandidat in %1</translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation>Widerspruch</translation>
    </message>
    <message>
        <source>common conclusion: %1</source>
        <translation>gemeinsamer Schluss: %1</translation>
    </message>
    <message>
        <source>Proved by enumerating every template of the digit (%1 templates).</source>
        <translation>Bewiesen durch Aufzählen aller Schablonen der Ziffer (%1 Schablonen).</translation>
    </message>
    <message>
        <source>Assumes a unique solution.</source>
        <translation>Setzt eine eindeutige Lösung voraus.</translation>
    </message>
    <message>
        <source>Assume %1</source>
        <translation>Angenommen %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>the common conclusion, reached on every branch</source>
        <translation>der gemeinsame Schluss, auf jedem Zweig erreicht</translation>
    </message>
    <message>
        <source>Proved by the counting rule: %1, %2, rank %3.</source>
        <translation>Bewiesen durch die Zählregel: %1, %2, Rang %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n Truth</numerusform>
            <numerusform>%n Truths</numerusform>
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
        <source>Proved by exact evaluation of its %1 and %2 (every solution of them enumerated: %3 search nodes); the counting rule alone (rank %4) does not give it.</source>
        <translation>Bewiesen durch exakte Auswertung seiner %1 und %2 (alle ihre Lösungen aufgezählt: %3 Suchknoten); die Zählregel allein (Rang %4) liefert es nicht.</translation>
    </message>
    <message>
        <source>assumed true inside the branch</source>
        <translation>innerhalb des Zweigs als wahr angenommen</translation>
    </message>
    <message>
        <source>contradiction: %1</source>
        <translation>Widerspruch: %1</translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForcingTreeView</name>
    <message>
        <source>One branch per starting candidate: what it sets and removes, in order, and where it ends. Hover or select a row to see its candidate on the grid.</source>
        <translation>Ein Zweig je Startkandidat: was er der Reihe nach setzt und entfernt, und wo er endet. Zeigen Sie auf eine Zeile oder wählen Sie sie, um ihren Kandidaten im Gitter zu sehen.</translation>
    </message>
    <message>
        <source>&lt;i&gt;No step is shown. The implication tree of a forcing chain or net shows here: one branch per starting candidate.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Kein Schritt angezeigt. Der Folgerungsbaum einer Forcing-Kette oder eines Forcing-Netzes erscheint hier: ein Zweig je Startkandidat.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;The implication tree shows with the whole hint.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Der Folgerungsbaum erscheint mit dem ganzen Tipp.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;This step is not a forcing chain or net, so it has no implication tree.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dieser Schritt ist keine Forcing-Kette und kein Forcing-Netz, er hat also keinen Folgerungsbaum.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Which branch the grid draws: all of them, or one with its arrows from the assumed candidate to where it ends. Select an implication below to see its arrows and premises.</source>
        <translation>Welchen Zweig das Gitter zeichnet: alle oder einen, mit seinen Pfeilen vom angenommenen Kandidaten bis dorthin, wo er endet. Wählen Sie unten eine Folgerung, um ihre Pfeile und Voraussetzungen zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Zweig:</translation>
    </message>
    <message>
        <source>All branches</source>
        <translation>Alle Zweige</translation>
    </message>
    <message>
        <source>Show &amp;all</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>One implication back (Left in the tree)</source>
        <translation>Eine Folgerung zurück (Links im Baum)</translation>
    </message>
    <message>
        <source>Draw the next implication: its arrows, its premises ringed (Right or Space in the tree)</source>
        <translation>Die nächste Folgerung zeichnen: ihre Pfeile, ihre Voraussetzungen umkreist (Rechts oder Leertaste im Baum)</translation>
    </message>
    <message>
        <source>Draw every implication of the branch at once, not only the route to its end and the implications walked through</source>
        <translation>Alle Folgerungen des Zweigs auf einmal zeichnen, nicht nur den Weg zu seinem Ende und die schon durchlaufenen Folgerungen</translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForumText</name>
    <message>
        <source>Eureka: %1</source>
        <translation>Eureka: %1</translation>
    </message>
    <message>
        <source>Pencilmarks before the step:</source>
        <translation>Kandidaten vor dem Schritt:</translation>
    </message>
</context>
<context>
    <name>setwise::ui::GenerateDialog</name>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation>Drehsymmetrisch (180°)</translation>
    </message>
    <message>
        <source>Rotational (90°)</source>
        <translation>Drehsymmetrisch (90°)</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation>Diagonal</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <translation>Gegendiagonal</translation>
    </message>
    <message>
        <source>Both diagonals</source>
        <translation>Beide Diagonalen</translation>
    </message>
    <message>
        <source>Mirror (horizontal axis)</source>
        <translation>Spiegelung (waagrechte Achse)</translation>
    </message>
    <message>
        <source>Mirror (vertical axis)</source>
        <translation>Spiegelung (senkrechte Achse)</translation>
    </message>
    <message>
        <source>Both axes</source>
        <translation>Beide Achsen</translation>
    </message>
    <message>
        <source>All eight (dihedral)</source>
        <translation>Alle acht (Diedergruppe)</translation>
    </message>
    <message>
        <source>SE rating from</source>
        <translation>SE-Bewertung von</translation>
    </message>
    <message>
        <source>Needed: not solved without it</source>
        <translation>Nötig: ohne sie nicht lösbar</translation>
    </message>
    <message>
        <source>Practice: open at its first step</source>
        <translation>Üben: vor ihrem ersten Schritt öffnen</translation>
    </message>
    <message>
        <source>Minimal: no given can be removed</source>
        <translation>Minimal: keine Vorgabe ist entbehrlich</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>Generate a Puzzle</source>
        <translation>Rätsel erzeugen</translation>
    </message>
    <message>
        <source>Any level</source>
        <translation>Jede Stufe</translation>
    </message>
    <message>
        <source>Any technique</source>
        <translation>Jede Technik</translation>
    </message>
    <message>
        <source>Family: %1</source>
        <translation>Familie: %1</translation>
    </message>
    <message>
        <source>Opens the puzzle at the state just before the technique&apos;s first step on the simplest-first path; Hint (F2) then reveals the step in three levels.</source>
        <translation>Öffnet das Rätsel im Zustand unmittelbar vor dem ersten Schritt der Technik auf dem Pfad „einfachste zuerst“; Tipp (F2) enthüllt den Schritt dann in drei Stufen.</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;Level (HoDoKu):</source>
        <translation>St&amp;ufe (HoDoKu):</translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation>&amp;Technik:</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>&amp;Symmetrie:</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n puzzle(s) tried</source>
        <translation>
            <numerusform>Erzeuge … %n Rätsel versucht</numerusform>
            <numerusform>Erzeuge … %n Rätsel versucht</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation>Erzeugen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Erzeuge …</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>No puzzle: %1</source>
        <translation>Kein Rätsel: %1</translation>
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
    <message>
        <source>Unmark %1</source>
        <translation>%1 streichen</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>%1 notieren</translation>
    </message>
</context>
<context>
    <name>setwise::ui::HelpPages</name>
    <message>
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Grid&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrows, Home, End&lt;/td&gt;&lt;td&gt;move the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 – 9&lt;/td&gt;&lt;td&gt;place a digit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+1 – 9, Shift+1 – 9&lt;/td&gt;&lt;td&gt;remove or restore a candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;0, &apos;.&apos;, Delete, Backspace&lt;/td&gt;&lt;td&gt;clear the cell&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a cell&lt;/td&gt;&lt;td&gt;move the cursor there&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a candidate of the cursor cell&lt;/td&gt;&lt;td&gt;highlight its digit (again: off)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+click&lt;/td&gt;&lt;td&gt;remove or restore that candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Double-click&lt;/td&gt;&lt;td&gt;place that candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right-click&lt;/td&gt;&lt;td&gt;the cell&apos;s menu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click r1…c9…b9 labels&lt;/td&gt;&lt;td&gt;select a base or cover of the step, or pick a set&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Steps&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F2&lt;/td&gt;&lt;td&gt;hint: the technique, then its houses, then the step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F3&lt;/td&gt;&lt;td&gt;show the next step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F4 / Shift+F4 / Ctrl+F4&lt;/td&gt;&lt;td&gt;apply it / solve to the end / solve up to a technique&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;all steps here&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F6&lt;/td&gt;&lt;td&gt;explain the chosen candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;stop searching, clear highlights&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;View&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+1 – 9, Alt+0&lt;/td&gt;&lt;td&gt;digit filter, bivalue cells&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;check against the solution&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+K&lt;/td&gt;&lt;td&gt;show mistakes now&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+M&lt;/td&gt;&lt;td&gt;own pencilmarks on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+R&lt;/td&gt;&lt;td&gt;remove impossible pencilmarks&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z, Ctrl+Shift+Z&lt;/td&gt;&lt;td&gt;undo, redo&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Gitter&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pfeile, Pos1, Ende&lt;/td&gt;&lt;td&gt;Cursor bewegen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 – 9&lt;/td&gt;&lt;td&gt;Ziffer setzen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+1 – 9, Umschalt+1 – 9&lt;/td&gt;&lt;td&gt;Kandidaten entfernen oder zurückholen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;0, &apos;.&apos;, Entf, Rücktaste&lt;/td&gt;&lt;td&gt;Zelle leeren&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Zelle anklicken&lt;/td&gt;&lt;td&gt;Cursor dorthin bewegen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Kandidat der Cursorzelle anklicken&lt;/td&gt;&lt;td&gt;seine Ziffer hervorheben (nochmals: aus)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Klick&lt;/td&gt;&lt;td&gt;diesen Kandidaten entfernen oder zurückholen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Doppelklick&lt;/td&gt;&lt;td&gt;diesen Kandidaten setzen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Rechtsklick&lt;/td&gt;&lt;td&gt;Menü der Zelle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Beschriftung r1…c9…b9 anklicken&lt;/td&gt;&lt;td&gt;Basis oder Deckmenge des Schritts wählen, oder eine Menge aufnehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Schritte&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F2&lt;/td&gt;&lt;td&gt;Hinweis: erst die Technik, dann ihre Häuser, dann der Schritt&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F3&lt;/td&gt;&lt;td&gt;nächsten Schritt zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F4 / Umschalt+F4 / Strg+F4&lt;/td&gt;&lt;td&gt;anwenden / bis zum Ende lösen / bis zu einer Technik lösen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;alle Schritte hier&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F6&lt;/td&gt;&lt;td&gt;gewählten Kandidaten erklären&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;Suche anhalten, Hervorhebungen löschen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Ansicht&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+1 – 9, Alt+0&lt;/td&gt;&lt;td&gt;Ziffernfilter, Zellen mit zwei Kandidaten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+K&lt;/td&gt;&lt;td&gt;mit der Lösung vergleichen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+K&lt;/td&gt;&lt;td&gt;Fehler jetzt zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+M&lt;/td&gt;&lt;td&gt;eigene Notizen ein oder aus&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+R&lt;/td&gt;&lt;td&gt;unmögliche Notizen entfernen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Z, Strg+Umschalt+Z&lt;/td&gt;&lt;td&gt;rückgängig, wiederholen&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every step is a set of &lt;b&gt;truths&lt;/b&gt; (base sets: each holds exactly one true candidate) and &lt;b&gt;links&lt;/b&gt; (cover sets: each holds at most one). A set is a cell, or one digit in a row, column or box: &lt;code&gt;3R1&lt;/code&gt; is digit 3 in row 1, &lt;code&gt;R2C4&lt;/code&gt; the cell r2c4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The equation diagram&lt;/b&gt; has one row per truth and one column per link. A cell of the table lists the candidates the truth and the link share. Candidates in a truth but in no link are &lt;b&gt;fins&lt;/b&gt;. &lt;b&gt;Rank&lt;/b&gt; = links − truths: at rank 0 every candidate in a link outside the truths is false.&lt;/p&gt;&lt;p&gt;&lt;b&gt;On the grid&lt;/b&gt;: truths are shaded and outlined solid, links shaded and outlined dashed; base candidates sit on discs; fins in square boxes (endo fins in double boxes); eliminations are struck through; placements are filled discs. A chain is drawn as arrows: strong links solid, weak links dashed; group nodes are boxed, ALS cells shaded (View ▸ Chain Steps Show).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mistakes&lt;/b&gt;: a digit that repeats in a house or (with View ▸ Check Against the Solution) differs from the solution is red and underlined; a removed candidate the solution needs is ringed in red.&lt;/p&gt;&lt;p&gt;Colour is never the only cue; Settings offers two colour-blind-safe schemes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Schritt besteht aus &lt;b&gt;Truths&lt;/b&gt; (Basismengen: jede enthält genau einen wahren Kandidaten) und &lt;b&gt;Links&lt;/b&gt; (Deckmengen: jede enthält höchstens einen). Eine Menge ist eine Zelle oder eine Ziffer in einer Zeile, Spalte oder einem Block: &lt;code&gt;3R1&lt;/code&gt; ist die Ziffer 3 in Zeile 1, &lt;code&gt;R2C4&lt;/code&gt; die Zelle r2c4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Gleichungsdiagramm&lt;/b&gt; hat eine Zeile je Truth und eine Spalte je Link. Ein Feld der Tabelle nennt die Kandidaten, die Truth und Link gemeinsam haben. Kandidaten in einer Truth, aber in keinem Link, sind &lt;b&gt;Flossen&lt;/b&gt;. &lt;b&gt;Rang&lt;/b&gt; = Links − Truths: Bei Rang 0 ist jeder Kandidat in einem Link außerhalb der Truths falsch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Im Gitter&lt;/b&gt;: Truths sind getönt und durchgezogen umrandet, Links getönt und gestrichelt umrandet; Basiskandidaten liegen auf Scheiben, Flossen in Quadraten (Endo-Flossen in doppelten), Eliminierungen sind durchgestrichen, Platzierungen gefüllte Scheiben. Eine Kette wird als Pfeile gezeichnet: starke Links durchgezogen, schwache gestrichelt; Gruppenknoten umrahmt, ALS-Zellen getönt (Ansicht ▸ Kettenschritte zeigen).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fehler&lt;/b&gt;: Eine Ziffer, die sich in einem Haus wiederholt oder (mit Ansicht ▸ Mit der Lösung vergleichen) von der Lösung abweicht, ist rot und unterstrichen; ein entfernter Kandidat, den die Lösung braucht, ist rot umkreist.&lt;/p&gt;&lt;p&gt;Farbe ist nie der einzige Hinweis; die Einstellungen bieten zwei farbenblind-sichere Schemata.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;A Sudoku resolution workbench: every step as base sets and cover sets (truths and links), on the grid and as an equation diagram.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; arrows move; 1–9 place a digit; Ctrl+1–9 or Shift+1–9 toggle a candidate; &apos;.&apos;, 0 or Delete clear; F2 hint (press again for more); F3 next step; F4 apply; Shift+F4 solve to the end; F5 all steps here; Esc stops and clears.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a cell to move there and one of its candidates to pick its digit, Ctrl+click to remove or restore it, double-click to place it; click row, column and box labels to select their sets.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank für Sudoku-Lösungswege: jeder Schritt als Basis- und Deckmengen (Truths und Links), im Gitter und als Gleichungsdiagramm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; Pfeile bewegen; 1–9 setzen eine Ziffer; Strg+1–9 oder Umschalt+1–9 schalten einen Kandidaten um; &apos;.&apos;, 0 oder Entf leeren; F2 Tipp (erneut drücken für mehr); F3 nächster Schritt; F4 anwenden; Umschalt+F4 bis zum Ende lösen; F5 alle Schritte hier; Esc stoppt und löscht Hervorhebungen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; Klick auf eine Zelle bewegt den Cursor dorthin, Klick auf einen ihrer Kandidaten wählt seine Ziffer, Strg+Klick entfernt ihn oder stellt ihn wieder her, Doppelklick setzt ihn; Klick auf Zeilen-, Spalten- und Blockbeschriftungen wählt ihre Mengen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard and Mouse</source>
        <translation>Tastatur und Maus</translation>
    </message>
    <message>
        <source>Reading the Diagram and Colours</source>
        <translation>Diagramm und Farben lesen</translation>
    </message>
    <message>
        <source>About Setwise</source>
        <translation>Über Setwise</translation>
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
    <message>
        <source>Explaining a candidate</source>
        <translation>Ein Kandidat wird erklärt</translation>
    </message>
    <message>
        <source>Solving up to a technique</source>
        <translation>Lösen bis zu einer Technik</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n step(s); the chosen technique is next.</source>
        <translation>
            <numerusform>%n Schritt angewandt; als Nächstes kommt die gewählte Technik.</numerusform>
            <numerusform>%n Schritte angewandt; als Nächstes kommt die gewählte Technik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n step(s); the chosen technique was not needed.</source>
        <translation>
            <numerusform>In %n Schritt gelöst; die gewählte Technik wurde nicht gebraucht.</numerusform>
            <numerusform>In %n Schritten gelöst; die gewählte Technik wurde nicht gebraucht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck after %n step(s) before the chosen technique.</source>
        <translation>
            <numerusform>Nach %n Schritt festgefahren, vor der gewählten Technik.</numerusform>
            <numerusform>Nach %n Schritten festgefahren, vor der gewählten Technik.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next step of the replaced path (a different step leaves that path).</source>
        <translation>Der nächste Schritt des ersetzten Pfads (ein anderer Schritt verlässt diesen Pfad).</translation>
    </message>
</context>
<context>
    <name>setwise::ui::Hsol</name>
    <message>
        <source>not a ZIP archive</source>
        <translation>kein ZIP-Archiv</translation>
    </message>
    <message>
        <source>the archive ends inside its first header</source>
        <translation>das Archiv endet in seinem ersten Kopf</translation>
    </message>
    <message>
        <source>the archive is cut short</source>
        <translation>das Archiv ist abgeschnitten</translation>
    </message>
    <message>
        <source>compression method %1 is not supported</source>
        <translation>die Kompressionsmethode %1 wird nicht unterstützt</translation>
    </message>
    <message>
        <source>cannot start decompression</source>
        <translation>das Entpacken kann nicht beginnen</translation>
    </message>
    <message>
        <source>the puzzle data is larger than %1 bytes</source>
        <translation>die Rätseldaten sind größer als %1 Bytes</translation>
    </message>
    <message>
        <source>the compressed data is damaged</source>
        <translation>die komprimierten Daten sind beschädigt</translation>
    </message>
    <message>
        <source>a file of HoDoKu before version 2.0 (class sudoku.Sudoku) is not read</source>
        <translation>eine Datei von HoDoKu vor Version 2.0 (Klasse sudoku.Sudoku) wird nicht gelesen</translation>
    </message>
    <message>
        <source>the first object is %1, not HoDoKu&apos;s sudoku.Sudoku2</source>
        <translation>das erste Objekt ist %1, nicht HoDoKus sudoku.Sudoku2</translation>
    </message>
    <message>
        <source>line %1: index %2 is not a cell 0-80</source>
        <translation>Zeile %1: Index %2 ist keine Zelle 0–80</translation>
    </message>
    <message>
        <source>line %1: %2 is not a value of %3</source>
        <translation>Zeile %1: %2 ist kein Wert von %3</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>no HoDoKu puzzle (sudoku.Sudoku2) in the file</source>
        <translation>kein HoDoKu-Rätsel (sudoku.Sudoku2) in der Datei</translation>
    </message>
</context>
<context>
    <name>setwise::ui::MainWindow</name>
    <message>
        <source>The state holds only givens already.</source>
        <translation>Der Zustand enthält schon nur Vorgaben.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::ManualMarks</name>
    <message>
        <source>Own &amp;Pencilmarks</source>
        <translation>Eigene &amp;Notizen</translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation>Alle Kandidaten &amp;eintragen</translation>
    </message>
    <message>
        <source>Remove &amp;Impossible Candidates</source>
        <translation>&amp;Unmögliche Kandidaten entfernen</translation>
    </message>
    <message>
        <source>Show and edit your own pencilmarks instead of the computed candidates; hints are still found on the full candidates</source>
        <translation>Eigene Kandidatennotizen statt der berechneten Kandidaten zeigen und bearbeiten; Tipps werden weiter auf allen Kandidaten gesucht</translation>
    </message>
    <message>
        <source>Mark every candidate that no given or placed digit excludes</source>
        <translation>Jeden Kandidaten notieren, den keine Vorgabe und keine gesetzte Ziffer ausschließt</translation>
    </message>
    <message>
        <source>Remove the marks that a given or placed digit in the same house excludes</source>
        <translation>Die Notizen entfernen, die eine Vorgabe oder gesetzte Ziffer im selben Haus ausschließt</translation>
    </message>
    <message>
        <source>Every possible candidate is marked already.</source>
        <translation>Jeder mögliche Kandidat ist schon notiert.</translation>
    </message>
    <message>
        <source>No mark is excluded by a given or placed digit.</source>
        <translation>Keine Notiz wird von einer Vorgabe oder gesetzten Ziffer ausgeschlossen.</translation>
    </message>
    <message>
        <source>Own pencilmarks: Ctrl+digit or Ctrl+click marks and unmarks; Edit ▸ Fill All Candidates fills them in.</source>
        <translation>Eigene Notizen: Strg+Ziffer oder Strg+Klick notiert und streicht; Bearbeiten ▸ Alle Kandidaten eintragen füllt sie aus.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::MistakeMarker</name>
    <message>
        <source>The puzzle&apos;s solution is still being found; ask again in a moment.</source>
        <translation>Die Lösung des Rätsels wird noch gesucht; fragen Sie gleich noch einmal.</translation>
    </message>
    <message>
        <source>The givens have no solution: there is nothing to check against.</source>
        <translation>Die Vorgaben haben keine Lösung: Es gibt nichts, womit verglichen werden kann.</translation>
    </message>
    <message>
        <source>The givens have several solutions: there is no one solution to check against.</source>
        <translation>Die Vorgaben haben mehrere Lösungen: Es gibt nicht die eine Lösung zum Vergleichen.</translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation>Bisher keine Fehler.</translation>
    </message>
    <message numerus="yes">
        <source>Mistakes: %n wrong digit(s)</source>
        <translation>
            <numerusform>Fehler: %n falsche Ziffer</numerusform>
            <numerusform>Fehler: %n falsche Ziffern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n missing candidate(s).</source>
        <translation>
            <numerusform>, %n fehlender Kandidat.</numerusform>
            <numerusform>, %n fehlende Kandidaten.</numerusform>
        </translation>
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
        <source>deadly pattern (two solutions if none of the virtual truth holds)</source>
        <translation>tödliches Muster (zwei Lösungen, wenn die virtuelle Wahrheit nicht gilt)</translation>
    </message>
    <message>
        <source>base cell</source>
        <translation>Basiszelle</translation>
    </message>
    <message>
        <source>target cell</source>
        <translation>Zielzelle</translation>
    </message>
    <message>
        <source>cross-line cell</source>
        <translation>Zelle der Querlinie</translation>
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
    <message>
        <source>virtual truth (assumes a unique solution)</source>
        <translation>virtuelle Wahrheit (setzt eine eindeutige Lösung voraus)</translation>
    </message>
</context>
<context>
    <name>setwise::ui::PathModel</name>
    <message>
        <source>Its steps follow, one row each: click one to see it, double-click to go back there. Undo takes the whole path back.</source>
        <translation>Seine Schritte folgen, einer pro Zeile: Klicken zeigt ihn, Doppelklicken geht dorthin zurück. Rückgängig nimmt den ganzen Pfad zurück.</translation>
    </message>
    <message>
        <source>%1. [BERT %2] %3</source>
        <extracomment>a step of a replaced (optimised) path, its BERT cost first (a narrow list cuts the end off): &quot;29. [BERT 4] X-Wing: r1c2&lt;&gt;5&quot;</extracomment>
        <translation>%1. [BERT %2] %3</translation>
    </message>
</context>
<context>
    <name>setwise::ui::PathPanel</name>
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
</context>
<context>
    <name>setwise::ui::RatingPanel</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Unfair</source>
        <translation>Unfair</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>Rating the puzzle</source>
        <translation>Bewertung des Rätsels</translation>
    </message>
    <message>
        <source>Optimising the BERT path</source>
        <translation>Optimierung des BERT-Lösungswegs</translation>
    </message>
    <message>
        <source>Replace Path by &amp;Optimised Path</source>
        <translation>Pfad durch &amp;optimierten Pfad ersetzen</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Rated from the givens with the default techniques, as setwise-cli rate does.</source>
        <translation>Aus den Vorgaben mit den voreingestellten Techniken bewertet, wie setwise-cli rate es tut.</translation>
    </message>
    <message>
        <source>An estimate of Sudoku Explainer&apos;s rating from Setwise&apos;s own techniques: ER is the hardest step, EP the hardest up to the first placement, ED the first step. Shown as ER / EP / ED.</source>
        <translation>Eine Schätzung der Bewertung von Sudoku Explainer mit den eigenen Techniken von Setwise: ER ist der schwerste Schritt, EP der schwerste bis zur ersten Platzierung, ED der erste Schritt. Angezeigt als ER / EP / ED.</translation>
    </message>
    <message>
        <source>SE estimate:</source>
        <translation>SE-Schätzung:</translation>
    </message>
    <message>
        <source>HoDoKu:</source>
        <translation>HoDoKu:</translation>
    </message>
    <message>
        <source>HoDoKu&apos;s score of the simplest-first path and its level.</source>
        <translation>HoDoKus Punktzahl des Pfads „Einfachstes zuerst“ und seine Stufe.</translation>
    </message>
    <message>
        <source>BERT, simplest first:</source>
        <translation>BERT, Einfachstes zuerst:</translation>
    </message>
    <message>
        <source>The BERT score of the path that always takes the simplest step (seed 001, chapter 5).</source>
        <translation>Die BERT-Punktzahl des Pfads, der immer den einfachsten Schritt nimmt (Seed 001, Kapitel 5).</translation>
    </message>
    <message>
        <source>BERT, optimised:</source>
        <translation>BERT, optimiert:</translation>
    </message>
    <message>
        <source>The BERT score of the cheapest path the optimiser found (seed 001, chapters 9 and 10).</source>
        <translation>Die BERT-Punktzahl des billigsten Pfads, den der Optimierer gefunden hat (Seed 001, Kapitel 9 und 10).</translation>
    </message>
    <message>
        <source>rating…</source>
        <translation>wird bewertet …</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 fewer)</source>
        <translation>%1 (%2 weniger)</translation>
    </message>
    <message>
        <source>Rating the puzzle in the background…</source>
        <translation>Das Rätsel wird im Hintergrund bewertet …</translation>
    </message>
    <message>
        <source>Optimising the BERT path in the background…</source>
        <translation>Der BERT-Lösungsweg wird im Hintergrund optimiert …</translation>
    </message>
    <message>
        <source>No puzzle to rate.</source>
        <translation>Kein Rätsel zu bewerten.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation>Nicht bewertet: Das Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation>Nicht bewertet: Das Rätsel hat mehr als eine Lösung.</translation>
    </message>
    <message numerus="yes">
        <source>Optimised path: %n step(s), BERT score %1</source>
        <translation>
            <numerusform>Optimierter Pfad: %n Schritt, BERT-Punktzahl %1</numerusform>
            <numerusform>Optimierter Pfad: %n Schritte, BERT-Punktzahl %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Step &amp;Through Optimised Path</source>
        <translation>Optimierten Pfad &amp;durchgehen</translation>
    </message>
    <message>
        <source>Goes back to the givens and applies the optimised path (the cheapest path in BERT points found), one row a step in the Solution Path; Undo takes it all back.</source>
        <translation>Geht zu den Vorgaben zurück und wendet den optimierten Pfad an (den billigsten gefundenen Pfad in BERT-Punkten), eine Zeile pro Schritt im Lösungsweg; Rückgängig nimmt alles zurück.</translation>
    </message>
    <message>
        <source>Goes back to the givens with the optimised path ready: Next Step shows its next step, Apply Step takes it, the Solution Path lists all of them.</source>
        <translation>Geht zu den Vorgaben zurück, mit dem optimierten Pfad bereit: Nächster Schritt zeigt seinen nächsten Schritt, Schritt anwenden übernimmt ihn, der Lösungsweg listet alle.</translation>
    </message>
    <message>
        <source>The rating techniques get stuck on this puzzle: no complete path to score.</source>
        <translation>Die Techniken der Bewertung bleiben bei diesem Rätsel stecken: kein vollständiger Pfad zu bewerten.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::Savepoints</name>
    <message>
        <source>Savepoint &quot;%1&quot; set.</source>
        <translation>Sicherungspunkt „%1“ gesetzt.</translation>
    </message>
    <message>
        <source>Back at savepoint &quot;%1&quot; (Undo returns).</source>
        <translation>Zurück am Sicherungspunkt „%1“ (Rückgängig kehrt zurück).</translation>
    </message>
    <message>
        <source>Set Savepoint</source>
        <translation>Sicherungspunkt setzen</translation>
    </message>
    <message>
        <source>Name of the savepoint:</source>
        <translation>Name des Sicherungspunkts:</translation>
    </message>
    <message>
        <source>Savepoint %1</source>
        <translation>Sicherungspunkt %1</translation>
    </message>
    <message>
        <source>Set Save&amp;point…</source>
        <translation>Sicherungs&amp;punkt setzen…</translation>
    </message>
    <message>
        <source>Mark this point of the history to come back to it later (kept in the document)</source>
        <translation>Diesen Punkt des Verlaufs markieren, um später zu ihm zurückzukehren (im Dokument gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Go to Savepoint</source>
        <translation>Zu Sicherungspunkt &amp;gehen</translation>
    </message>
    <message>
        <source>No savepoints</source>
        <translation>Keine Sicherungspunkte</translation>
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
    <message>
        <source>Colour %1</source>
        <translation>%1 färben</translation>
    </message>
    <message>
        <source>Uncolour %1</source>
        <translation>Farbe von %1 entfernen</translation>
    </message>
    <message>
        <source>Clear the colours</source>
        <translation>Farben löschen</translation>
    </message>
    <message>
        <source>Pencilmarks from the candidates</source>
        <translation>Notizen aus den Kandidaten</translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation>%1 notieren</translation>
    </message>
    <message>
        <source>Unmark %1</source>
        <translation>%1 streichen</translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation>Alle Kandidaten eintragen</translation>
    </message>
    <message>
        <source>Remove impossible candidates</source>
        <translation>Unmögliche Kandidaten entfernen</translation>
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
    <message numerus="yes">
        <source>%n truth(s) chosen: %1. Add links after “/”, or let Propose Covers find them.</source>
        <translation>
            <numerusform>%n Truth gewählt: %1. Links nach „/“ ergänzen, oder „Deckmengen vorschlagen“ findet sie.</numerusform>
            <numerusform>%n Truths gewählt: %1. Links nach „/“ ergänzen, oder „Deckmengen vorschlagen“ findet sie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The search stopped before it found a set of at most %n cover(s) for every base candidate; one may still exist. A greedy choice leaves out: %1</source>
        <translation>
            <numerusform>Die Suche endete, bevor sie eine Auswahl von höchstens %n Deckmenge für alle Basiskandidaten fand; es kann sie dennoch geben. Eine gierige Auswahl lässt aus: %1</numerusform>
            <numerusform>Die Suche endete, bevor sie eine Auswahl von höchstens %n Deckmengen für alle Basiskandidaten fand; es kann sie dennoch geben. Eine gierige Auswahl lässt aus: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;The search stopped early: these covers are valid, but fewer may exist.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Die Suche endete vorzeitig: Diese Deckmengen sind gültig, aber es kann weniger geben.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>setwise::ui::SettingsController</name>
    <message>
        <source>Every technique is on now (Settings lists them).</source>
        <translation>Jetzt sind alle Techniken eingeschaltet (die Einstellungen listen sie auf).</translation>
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
    <message>
        <source>S&amp;olving</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Solve to End and Solve Up To</source>
        <translation>Bis zum Ende lösen und Lösen bis zu</translation>
    </message>
    <message>
        <source>Hint, Next Step, Apply Step and All Steps Here</source>
        <translation>Tipp, Nächster Schritt, Schritt anwenden und Alle Schritte hier</translation>
    </message>
    <message>
        <source>The Summary&apos;s ratings and optimised path</source>
        <translation>Die Bewertungen und der optimierte Pfad der Zusammenfassung</translation>
    </message>
    <message>
        <source>Each column is a set of techniques, used simplest first (top to bottom): &lt;b&gt;Solve&lt;/b&gt; for Solve to End, &lt;b&gt;Hints&lt;/b&gt; for hints and All Steps Here, &lt;b&gt;Rating&lt;/b&gt; for the Summary&apos;s ratings. Drag or use the buttons to change the order.</source>
        <translation>Jede Spalte ist eine Auswahl von Techniken, die einfachste zuerst (von oben nach unten): &lt;b&gt;Lösen&lt;/b&gt; für „Bis zum Ende lösen“, &lt;b&gt;Tipps&lt;/b&gt; für Tipps und „Alle Schritte hier“, &lt;b&gt;Bewertung&lt;/b&gt; für die Bewertungen der Zusammenfassung. Ziehen oder die Knöpfe ändern die Reihenfolge.</translation>
    </message>
    <message>
        <source>Mark them as they happen</source>
        <translation>Sofort markieren</translation>
    </message>
    <message>
        <source>Only when I ask (View ▸ Show Mistakes Now)</source>
        <translation>Nur auf Nachfrage (Ansicht ▸ Fehler jetzt zeigen)</translation>
    </message>
    <message>
        <source>&amp;Mistakes</source>
        <translation>&amp;Fehler</translation>
    </message>
    <message>
        <source>A mistake is a placed digit that differs from the solution, or a removed candidate that is the solution&apos;s. Marked as they happen, a wrong digit is flagged at once; only when asked, the grid and the status bar say nothing until you ask. Duplicate digits are always marked.</source>
        <translation>Ein Fehler ist eine gesetzte Ziffer, die von der Lösung abweicht, oder ein entfernter Kandidat, der zur Lösung gehört. Bei „Sofort markieren“ wird eine falsche Ziffer gleich angezeigt; bei „Nur auf Nachfrage“ sagen Gitter und Statusleiste nichts, bis Sie fragen. Doppelte Ziffern werden immer markiert.</translation>
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
    <message>
        <source>The text is %1 bytes long; the limit is %2 bytes.</source>
        <translation>Der Text ist %1 Bytes lang; die Grenze liegt bei %2 Bytes.</translation>
    </message>
    <message>
        <source>The file is larger than %1 bytes: no puzzle file is that long.</source>
        <translation>Die Datei ist größer als %1 Bytes: keine Rätseldatei ist so lang.</translation>
    </message>
    <message>
        <source>Setwise document (history, colours, sets)</source>
        <translation>Setwise-Dokument (Verlauf, Farben, Mengen)</translation>
    </message>
    <message>
        <source>The file is larger than %1 bytes: no document is that long.</source>
        <translation>Die Datei ist größer als %1 Bytes: So lang ist kein Dokument.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::StatusArea</name>
    <message>
        <source>Cancel the search (Esc)</source>
        <translation>Die Suche abbrechen (Esc)</translation>
    </message>
    <message>
        <source>%1 givens · %2 placed · %3 candidates</source>
        <translation>%1 Vorgaben · %2 gesetzt · %3 Kandidaten</translation>
    </message>
    <message>
        <source>%1… %L2 search nodes</source>
        <translation>%1 … %L2 Suchknoten</translation>
    </message>
    <message>
        <source>%1 givens · %2 placed · %3 own pencilmarks</source>
        <translation>%1 Vorgaben · %2 gesetzt · %3 eigene Notizen</translation>
    </message>
    <message>
        <source>Your own pencilmarks in the empty cells: %1. Hints are found on the computed candidates: %2.</source>
        <translation>Ihre eigenen Notizen in den leeren Zellen: %1. Tipps werden auf den berechneten Kandidaten gesucht: %2.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepCommands</name>
    <message numerus="yes">
        <source>%n step(s) available here.</source>
        <translation>
            <numerusform>%n Schritt ist hier möglich.</numerusform>
            <numerusform>%n Schritte sind hier möglich.</numerusform>
        </translation>
    </message>
    <message>
        <source>No structure found that removes %1.</source>
        <translation>Keine Struktur gefunden, die %1 entfernt.</translation>
    </message>
    <message>
        <source>The search was cancelled or hit its limit.</source>
        <translation>Die Suche wurde abgebrochen oder hat ihre Grenze erreicht.</translation>
    </message>
    <message>
        <source>Explain a Candidate</source>
        <translation>Kandidaten erklären</translation>
    </message>
    <message>
        <source>Which candidate should be explained (for example 3r2c4)?</source>
        <translation>Welcher Kandidat soll erklärt werden (zum Beispiel 3r2c4)?</translation>
    </message>
    <message>
        <source>Not one candidate: %1</source>
        <translation>Nicht genau ein Kandidat: %1</translation>
    </message>
    <message>
        <source>%1 is not a candidate in this state.</source>
        <translation>%1 ist in diesem Stand kein Kandidat.</translation>
    </message>
    <message>
        <source>%1 is true: nothing can remove it.</source>
        <translation>%1 ist wahr: nichts kann ihn entfernen.</translation>
    </message>
    <message>
        <source>%1 is the digit of %2 in the solution, so no set of truths and links proves it false. Choose another candidate of the cell to explain.</source>
        <translation>%1 ist die Ziffer von %2 in der Lösung, also beweist keine Menge von Truths und Links sie falsch. Wählen Sie einen anderen Kandidaten der Zelle zum Erklären.</translation>
    </message>
    <message>
        <source>Explaining %1…</source>
        <translation>%1 wird erklärt…</translation>
    </message>
    <message>
        <source>Solve Up To</source>
        <translation>Lösen bis zu</translation>
    </message>
    <message>
        <source>Apply steps until the next one uses this technique:</source>
        <translation>Schritte anwenden, bis der nächste diese Technik verwendet:</translation>
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
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n Zelle</numerusform>
            <numerusform>%n Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s)</source>
        <translation>
            <numerusform>%n Spalte</numerusform>
            <numerusform>%n Spalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n Block</numerusform>
            <numerusform>%n Blöcke</numerusform>
        </translation>
    </message>
    <message>
        <source>digit %1</source>
        <translation>Ziffer %1</translation>
    </message>
    <message>
        <source>digits %1</source>
        <translation>Ziffern %1</translation>
    </message>
    <message>
        <source>%1: %2 on %3 (%4)</source>
        <extracomment>e.g. &quot;Rank-0 logic: 4 truths on digits 2, 5 (3 cells, 1 row)&quot;</extracomment>
        <translation>%1: %2 auf %3 (%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n Truth</numerusform>
            <numerusform>%n Truths</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Truths&lt;/b&gt; (base sets) are sets that hold exactly one true candidate; &lt;b&gt;links&lt;/b&gt; (cover sets) hold at most one. &lt;b&gt;Rank&lt;/b&gt; = links − truths.&lt;/p&gt;&lt;p&gt;Rank 0: the truths fill every link, so every other candidate in a link is false. Rank R: a candidate outside the truths is false when it lies in R + 1 links.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Effective rank&lt;/b&gt; is the rank after counting links that overlap on the truths&apos; candidates: a candidate lying in two links uses up two of them. It can be lower than the rank, even below zero, and it is what decides the eliminations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Truths&lt;/b&gt; (Basismengen) enthalten genau einen wahren Kandidaten; &lt;b&gt;Links&lt;/b&gt; (Deckmengen) höchstens einen. &lt;b&gt;Rang&lt;/b&gt; = Links − Truths.&lt;/p&gt;&lt;p&gt;Rang 0: Die Truths füllen jeden Link, also ist jeder andere Kandidat in einem Link falsch. Rang R: Ein Kandidat außerhalb der Truths ist falsch, wenn er in R + 1 Links liegt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Effektiver Rang&lt;/b&gt; ist der Rang, wenn Links mitgezählt werden, die sich auf den Kandidaten der Truths überlappen: Ein Kandidat in zwei Links verbraucht zwei davon. Er kann kleiner als der Rang sein, sogar unter null, und er entscheidet über die Eliminierungen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>no candidate left in %1</source>
        <translation>kein Kandidat mehr in %1</translation>
    </message>
    <message>
        <source>no %1 left in %2</source>
        <translation>keine %1 mehr in %2</translation>
    </message>
    <message>
        <source>two digits in %1: %2</source>
        <translation>zwei Ziffern in %1: %2</translation>
    </message>
    <message>
        <source>two %1s in %2: %3</source>
        <extracomment>&quot;two 8s in column 7: r3c7, r5c7&quot;: two true candidates of one digit in one house.</extracomment>
        <translation>zwei %1en in %2: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Argument:&lt;/b&gt; </source>
        <translation>&lt;b&gt;Begründung:&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Every branch leads there:</source>
        <translation>Jeder Zweig führt dorthin:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more branch(es)</source>
        <translation>
            <numerusform>… und %n weiterer Zweig</numerusform>
            <numerusform>… und %n weitere Zweige</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepsModel</name>
    <message>
        <source>Eliminations</source>
        <translation>Eliminationen</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Elim.</source>
        <translation>Elim.</translation>
    </message>
    <message>
        <source>Pl.</source>
        <translation>Setz.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a technique row of All Steps: its name and how many steps it has</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n step(s)</source>
        <translation>
            <numerusform>%1: %n Schritt</numerusform>
            <numerusform>%1: %n Schritte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) with the same conclusions folded under them</source>
        <translation>
            <numerusform>%n Schritt mit denselben Folgerungen darunter zusammengefasst</numerusform>
            <numerusform>%n Schritte mit denselben Folgerungen darunter zusammengefasst</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>All Steps: how many steps with the same conclusions are folded under this one</extracomment>
        <translation>+%1</translation>
    </message>
    <message numerus="yes">
        <source>+%n equivalent: %n other step(s) with the same conclusions, folded under this one (the simplest).</source>
        <translation>
            <numerusform>+%n gleichwertig: %n weiterer Schritt mit denselben Folgerungen, unter diesem (dem einfachsten) zusammengefasst.</numerusform>
            <numerusform>+%n gleichwertig: %n weitere Schritte mit denselben Folgerungen, unter diesem (dem einfachsten) zusammengefasst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Techniques, and each step&apos;s conclusions (its tooltip holds the whole text)</source>
        <translation>Techniken und die Folgerungen jedes Schritts (sein Tooltip zeigt den ganzen Text)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Equivalent steps: the same conclusions, folded under the simplest</source>
        <extracomment>the All Steps column of folded equivalent steps (&quot;+2&quot;): a narrow symbol</extracomment>
        <translation>Gleichwertige Schritte: dieselben Folgerungen, unter dem einfachsten zusammengefasst</translation>
    </message>
    <message>
        <source>≡</source>
        <translation>≡</translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepsPanel</name>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Filter: technique, digit, r4c4 or r4c4&lt;&gt;3</source>
        <translation>Filter: Technik, Ziffer, r4c4 oder r4c4&lt;&gt;3</translation>
    </message>
    <message>
        <source>Words separated by spaces, each must match: part of a technique&apos;s name, a digit (1-9), a cell (r4c4), an elimination (r4c4&lt;&gt;3), a placement (r4c4=3) or a candidate (3r4c4).</source>
        <translation>Wörter, durch Leerzeichen getrennt, jedes muss passen: ein Teil des Namens einer Technik, eine Ziffer (1-9), eine Zelle (r4c4), eine Elimination (r4c4&lt;&gt;3), eine Setzung (r4c4=3) oder ein Kandidat (3r4c4).</translation>
    </message>
</context>
<context>
    <name>setwise::ui::SummaryModel</name>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Top score</source>
        <translation>Höchste Wertung</translation>
    </message>
    <message>
        <source>No step applied to this puzzle yet.</source>
        <translation>Auf dieses Rätsel wurde noch kein Schritt angewandt.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) · path score %1 · hardest: %2</source>
        <translation>
            <numerusform>%n Schritt · Pfadwertung %1 · schwerster: %2</numerusform>
            <numerusform>%n Schritte · Pfadwertung %1 · schwerster: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::SummaryPanel</name>
    <message>
        <source>The path score adds the steps&apos; scores (seed 001, chapter 5); the hardest step has the highest score.</source>
        <translation>Die Pfadwertung addiert die Wertungen der Schritte (Seed 001, Kapitel 5); der schwerste Schritt hat die höchste Wertung.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::TechniqueNames</name>
    <message>
        <source>WXYZ-Wing</source>
        <translation>WXYZ-Wing</translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation>VWXYZ-Wing</translation>
    </message>
    <message>
        <source>UVWXYZ-Wing</source>
        <translation>UVWXYZ-Wing</translation>
    </message>
    <message>
        <source>TUVWXYZ-Wing</source>
        <translation>TUVWXYZ-Wing</translation>
    </message>
    <message>
        <source>Hidden Locked Pair</source>
        <translation>Verstecktes gesperrtes Paar</translation>
    </message>
    <message>
        <source>Hidden Locked Triple</source>
        <translation>Verstecktes gesperrtes Tripel</translation>
    </message>
    <message>
        <source>Unique Loop Type 1</source>
        <translation>Eindeutigkeitsschleife Typ 1</translation>
    </message>
    <message>
        <source>Unique Loop Type 2</source>
        <translation>Eindeutigkeitsschleife Typ 2</translation>
    </message>
    <message>
        <source>Unique Loop Type 3</source>
        <translation>Eindeutigkeitsschleife Typ 3</translation>
    </message>
    <message>
        <source>Unique Loop Type 4</source>
        <translation>Eindeutigkeitsschleife Typ 4</translation>
    </message>
    <message>
        <source>Extended Unique Rectangle</source>
        <translation>Erweitertes Eindeutigkeitsrechteck</translation>
    </message>
    <message>
        <source>Hidden Unique Rectangle Type 2</source>
        <translation>Verstecktes Eindeutigkeitsrechteck Typ 2</translation>
    </message>
    <message>
        <source>BUG Type 2</source>
        <translation>BUG Typ 2</translation>
    </message>
    <message>
        <source>BUG Type 3</source>
        <translation>BUG Typ 3</translation>
    </message>
    <message>
        <source>BUG Type 4</source>
        <translation>BUG Typ 4</translation>
    </message>
    <message>
        <source>Grouped Continuous Loop (ALS)</source>
        <translation>Gruppierte geschlossene Schleife (ALS)</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Loop (ALS)</source>
        <translation>Gruppierte unterbrochene Schleife (ALS)</translation>
    </message>
    <message>
        <source>Grouped AIC (ALS)</source>
        <translation>Gruppierte AIC (ALS)</translation>
    </message>
    <message>
        <source>Aligned Pair Exclusion</source>
        <translation>Ausgerichteter Paarausschluss</translation>
    </message>
    <message>
        <source>Aligned Triple Exclusion</source>
        <translation>Ausgerichteter Tripelausschluss</translation>
    </message>
    <message>
        <source>Aligned Exclusion</source>
        <translation>Ausgerichteter Ausschluss</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation>Nackter Single</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation>Versteckter Single</translation>
    </message>
    <message>
        <source>Locked Candidates Type 1 (Pointing)</source>
        <translation>Gesperrte Kandidaten Typ 1 (Pointing)</translation>
    </message>
    <message>
        <source>Locked Candidates Type 2 (Claiming)</source>
        <translation>Gesperrte Kandidaten Typ 2 (Claiming)</translation>
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
        <source>Dual 2-String Kite</source>
        <translation>Doppelter 2-String-Kite</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <translation>Doppeltes leeres Rechteck</translation>
    </message>
    <message>
        <source>Simple Colors Trap</source>
        <translation>Einfache Farben (Falle)</translation>
    </message>
    <message>
        <source>Simple Colors Wrap</source>
        <translation>Einfache Farben (Widerspruch)</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <translation>Geschlossene Nice Loop</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <translation>Unterbrochene Nice Loop</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <translation>Gruppierte geschlossene Nice Loop</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <translation>Gruppierte unterbrochene Nice Loop</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <translation>Gruppierte AIC</translation>
    </message>
    <message>
        <source>Single-Digit Patterns</source>
        <translation>Einzelziffer-Muster</translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation>Färbung</translation>
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
        <source>Uniqueness Test 5</source>
        <translation>Eindeutigkeitstest 5</translation>
    </message>
    <message>
        <source>Uniqueness Test 6</source>
        <translation>Eindeutigkeitstest 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation>Verstecktes Rechteck</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <translation>Vermeidbares Rechteck Typ 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <translation>Vermeidbares Rechteck Typ 2</translation>
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
        <source>Junior Exocet</source>
        <translation>Junior-Exocet</translation>
    </message>
    <message>
        <source>Senior Exocet</source>
        <translation>Senior-Exocet</translation>
    </message>
    <message>
        <source>Double Exocet</source>
        <translation>Doppel-Exocet</translation>
    </message>
    <message>
        <source>Tridagon</source>
        <translation>Tridagon</translation>
    </message>
    <message>
        <source>Kraken Fish Type 1</source>
        <translation>Kraken-Fisch Typ 1</translation>
    </message>
    <message>
        <source>Kraken Fish Type 2</source>
        <translation>Kraken-Fisch Typ 2</translation>
    </message>
    <message>
        <source>SK Loop</source>
        <translation>SK-Schleife</translation>
    </message>
    <message>
        <source>Exotic Patterns</source>
        <translation>Exotische Muster</translation>
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
        <source>Dynamic Forcing Net (+)</source>
        <translation>Dynamisches erzwingendes Netz (+)</translation>
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
    <message>
        <source>Multi-Colors 1</source>
        <translation>Mehrfachfärbung 1</translation>
    </message>
    <message>
        <source>Multi-Colors 2</source>
        <translation>Mehrfachfärbung 2</translation>
    </message>
    <message>
        <source>3D Medusa</source>
        <translation>3D-Medusa</translation>
    </message>
    <message>
        <source>AIC</source>
        <translation>Alternierende Inferenzkette (AIC)</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <translation>ALS-XY-Kette</translation>
    </message>
    <message>
        <source>Rank-0 logic</source>
        <translation>Rang-0-Logik</translation>
    </message>
    <message>
        <source>Rank-1 logic</source>
        <translation>Rang-1-Logik</translation>
    </message>
    <message>
        <source>Rank-2 logic</source>
        <translation>Rang-2-Logik</translation>
    </message>
</context>
</TS>
