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
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
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
        <translation>Die einfachsten Basis- und Deckmengen finden, die den gewählten Kandidaten entfernen</translation>
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
    <message>
        <source>Technique of the &amp;Shown Step</source>
        <translation>Technik des &amp;angezeigten Schritts</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>Tech&amp;niken</translation>
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
    <name>setwise::ui::ArgumentText</name>
    <message>
        <source>&lt;b&gt;Argument:&lt;/b&gt; </source>
        <translation>&lt;b&gt;Begründung:&lt;/b&gt; </translation>
    </message>
    <message>
        <source>&lt;b&gt;Argument:&lt;/b&gt; counting by the rule &lt;i&gt;%1&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Begründung:&lt;/b&gt; Zählen nach der Regel &lt;i&gt;%1&lt;/i&gt;.</translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n Basismenge</numerusform>
            <numerusform>%n Basismengen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Deckmenge</numerusform>
            <numerusform>%n Deckmengen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more branch(es)</source>
        <translation>
            <numerusform>… und %n weiterer Zweig</numerusform>
            <numerusform>… und %n weitere Zweige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>branch %1: %2 ⇒ %3 (%n implication(s))</source>
        <extracomment>One branch of an argument: &quot;branch 2: r5c4=7 ⇒ two 8s in column 7: r3c7, r5c7 (6 implications)&quot;</extracomment>
        <translation>
            <numerusform>Zweig %1: %2 ⇒ %3 (%n Folgerung)</numerusform>
            <numerusform>Zweig %1: %2 ⇒ %3 (%n Folgerungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Argument:&lt;/b&gt; %1: %2</source>
        <translation>&lt;b&gt;Begründung:&lt;/b&gt; %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n implication(s)</source>
        <translation>
            <numerusform>%n Folgerung</numerusform>
            <numerusform>%n Folgerungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inner net(s)</source>
        <translation>
            <numerusform>%n inneres Netz</numerusform>
            <numerusform>%n innere Netze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pattern(s)</source>
        <translation>
            <numerusform>%n Muster</numerusform>
            <numerusform>%n Muster</numerusform>
        </translation>
    </message>
    <message>
        <source>Its truths and links count the other conclusions.</source>
        <translation>Seine Basis- und Deckmengen zählen die übrigen Schlüsse.</translation>
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
        <source>%1 in %2</source>
        <extracomment>A digit in a house: &quot;5 in column 3&quot;.</extracomment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>contradiction: %1</source>
        <translation>Widerspruch: %1</translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n branch(es) assumes the opposite of a conclusion and ends in a contradiction, so %1 holds</source>
        <extracomment>Each branch assumes the opposite of a conclusion and ends in a contradiction.</extracomment>
        <translation>
            <numerusform>Der %n Zweig nimmt das Gegenteil eines Schlusses an und endet in einem Widerspruch, also gilt %1</numerusform>
            <numerusform>Jeder der %n Zweige nimmt das Gegenteil eines Schlusses an und endet in einem Widerspruch, also gilt %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n candidate(s) of %1 leads to %2</source>
        <extracomment>&quot;Each of the 3 candidates of r5c4 leads to r8c4&lt;&gt;5&quot;</extracomment>
        <translation>
            <numerusform>Der %n Kandidat von %1 führt zu %2</numerusform>
            <numerusform>Jeder der %n Kandidaten von %1 führt zu %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n place(s) for %1 leads to %2</source>
        <extracomment>&quot;Each of the 3 places for 5 in row 4 leads to r8c4&lt;&gt;5&quot;</extracomment>
        <translation>
            <numerusform>Der %n Platz für %1 führt zu %2</numerusform>
            <numerusform>Jeder der %n Plätze für %1 führt zu %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 or one of its %n fin(s) is true; each leads to %2</source>
        <extracomment>Kraken fish type 1: &quot;The X-Wing (9R16 / 9C27) or one of its 2 fins is true; each leads to r4c2&lt;&gt;9&quot;</extracomment>
        <translation>
            <numerusform>Der %1 oder seine %n Flosse ist wahr; jedes führt zu %2</numerusform>
            <numerusform>Der %1 oder eine seiner %n Flossen ist wahr; jedes führt zu %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fin of the %1 or one of its candidates in %2 is true (%n case(s)); each leads to %3</source>
        <extracomment>Kraken fish type 2: &quot;A fin of the X-Wing (…) or a base candidate of 4 in column 5 is true (3 cases); ...&quot;</extracomment>
        <translation>
            <numerusform>Eine Flosse des %1 oder einer seiner Kandidaten in %2 ist wahr (%n Fall); jeder führt zu %3</numerusform>
            <numerusform>Eine Flosse des %1 oder einer seiner Kandidaten in %2 ist wahr (%n Fälle); jeder führt zu %3</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Argument:&lt;/b&gt; counting %1 and %2, rank %3: a candidate outside the truths that lies in %4 of the links is false.</source>
        <extracomment>The counting rule on a step&apos;s truths and links, e.g. &quot;4 truths and 5 links, rank 1: a candidate outside the truths that lies in 2 of the links is false.&quot;</extracomment>
        <translation>&lt;b&gt;Begründung:&lt;/b&gt; Zählen von %1 und %2, Rang %3: ein Kandidat außerhalb der Basismengen, der in %4 der Deckmengen liegt, ist falsch.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Argument:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Begründung:&lt;/b&gt; %1</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Argument:&lt;/b&gt; counting by cases on the triplet(s) %1: in each of %2, %3 is false (the Implication Tree lists the cases).</source>
        <extracomment>Counting by cases: &quot;counting by cases on the triplet(s) 7r2c2: in each of 2 cases, r1c3&lt;&gt;2 is false (the Implication Tree lists the cases).&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Begründung:&lt;/b&gt; Zählen nach Fällen über das Triplett %1: in jedem der %2 ist %3 falsch (der Folgerungsbaum listet die Fälle).</numerusform>
            <numerusform>&lt;b&gt;Begründung:&lt;/b&gt; Zählen nach Fällen über die Tripletts %1: in jedem der %2 ist %3 falsch (der Folgerungsbaum listet die Fälle).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n Fall</numerusform>
            <numerusform>%n Fälle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n case(s) split on %1, true or false, so one of them holds; each removes %2</source>
        <extracomment>&quot;The 2 cases split on 7r2c2, true or false, so one of them holds; each removes r1c3&lt;&gt;2&quot;</extracomment>
        <translation>
            <numerusform>Der %n Fall unterscheidet %1 wahr oder falsch, also gilt er; er entfernt %2</numerusform>
            <numerusform>Die %n Fälle unterscheiden %1 wahr oder falsch, also gilt einer von ihnen; jeder entfernt %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 but %2: cannot hold</source>
        <extracomment>A case of counting by cases: &quot;2 truths but 1 link: cannot hold&quot;</extracomment>
        <translation>%1, aber %2: unmöglich</translation>
    </message>
    <message>
        <source>%1, effective rank %2: cannot hold</source>
        <extracomment>A case of counting by cases: &quot;4 truths, 4 links, effective rank -1: cannot hold&quot;</extracomment>
        <translation>%1, effektiver Rang %2: unmöglich</translation>
    </message>
    <message>
        <source>counting %1 and %2, rank %3</source>
        <extracomment>A case of counting by cases: &quot;counting 7 truths and 7 links, rank 0&quot;</extracomment>
        <translation>Zählen von %1 und %2, Rang %3</translation>
    </message>
    <message>
        <source>(effective rank %1)</source>
        <translation>(effektiver Rang %1)</translation>
    </message>
    <message>
        <source>a truth empty: cannot hold</source>
        <translation>eine Basismenge leer: unmöglich</translation>
    </message>
    <message>
        <source>%1 empty: cannot hold</source>
        <extracomment>A case of counting by cases: &quot;7 in box 1 empty: cannot hold&quot;</extracomment>
        <translation>%1 leer: unmöglich</translation>
    </message>
    <message>
        <source>by its assumptions</source>
        <translation>durch seine Annahmen</translation>
    </message>
    <message>
        <source>%1 but only %2: too few link slots for the truths, so this case cannot hold.</source>
        <extracomment>&quot;2 truths but only 1 link: too few link slots, so this case cannot hold.&quot;</extracomment>
        <translation>%1, aber nur %2: zu wenige Plätze in den Deckmengen für die Basismengen, also ist dieser Fall unmöglich.</translation>
    </message>
    <message>
        <source>%1 and %2, but a truth whose candidates all lie in two or more links takes as many: effective rank %3, too few link slots, so this case cannot hold.</source>
        <extracomment>&quot;4 truths and 4 links, but some truths&apos; candidates each lie in two links: effective rank -1, too few link slots, so this case cannot hold.&quot;</extracomment>
        <translation>%1 und %2, aber eine Basismenge, deren Kandidaten alle in zwei oder mehr Deckmengen liegen, belegt so viele: effektiver Rang %3, zu wenige Plätze in den Deckmengen, also ist dieser Fall unmöglich.</translation>
    </message>
    <message numerus="yes">
        <source>%1 lies in %n of the links</source>
        <extracomment>&quot;r1c3&lt;&gt;2 lies in 1 of the links&quot;</extracomment>
        <translation>
            <numerusform>%1 liegt in %n der Deckmengen</numerusform>
            <numerusform>%1 liegt in %n der Deckmengen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and sees every fin (%2)</source>
        <extracomment>&quot;r1c3&lt;&gt;2 lies in 1 of the links and sees every fin (5r1c5, 5r2c5)&quot;</extracomment>
        <translation>%1 und sieht jede Flosse (%2)</translation>
    </message>
    <message>
        <source>rank %1, effective rank %2</source>
        <translation>Rang %1, effektiver Rang %2</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>Rang %1</translation>
    </message>
    <message>
        <source>%1 and %2, %3: %4, so it is false (the rank rule: without a true fin, a candidate outside the truths in rank + 1 of the links is false; with one, what sees every fin is).</source>
        <extracomment>&quot;7 truths and 7 links, rank 0: r1c3&lt;&gt;2 lies in 1 of the links, so it is false (the rank rule: a candidate outside the truths in rank + 1 links is false).&quot;</extracomment>
        <translation>%1 und %2, %3: %4, also ist er falsch (die Rangregel: ohne wahre Flosse ist ein Kandidat außerhalb der Basismengen in Rang + 1 der Deckmengen falsch; mit einer alles, was jede Flosse sieht).</translation>
    </message>
    <message>
        <source>%1 and %2, %3: %4, so it is false (the rank rule: a candidate outside the truths in rank + 1 of the links is false).</source>
        <translation>%1 und %2, %3: %4, also ist er falsch (die Rangregel: ein Kandidat außerhalb der Basismengen in Rang + 1 der Deckmengen ist falsch).</translation>
    </message>
    <message>
        <source>A truth has no candidate left, so this case cannot hold.</source>
        <translation>Eine Basismenge hat keinen Kandidaten mehr, also ist dieser Fall unmöglich.</translation>
    </message>
    <message>
        <source>%1 has no candidate left, so this case cannot hold.</source>
        <extracomment>&quot;7 in box 1 has no candidate left, so this case cannot hold.&quot;</extracomment>
        <translation>%1 hat keinen Kandidaten mehr, also ist dieser Fall unmöglich.</translation>
    </message>
    <message>
        <source>%1 is assumed false.</source>
        <translation>%1 ist als falsch angenommen.</translation>
    </message>
    <message>
        <source>%1 is true, so %2 (%3).</source>
        <extracomment>&quot;r9c2=3 is true, so r9c2&lt;&gt;1 (cell r9c2).&quot;; &quot;r9c8=3 is true, so r9c2&lt;&gt;3 (3 in row 9).&quot;</extracomment>
        <translation>%1 ist wahr, also %2 (%3).</translation>
    </message>
    <message>
        <source>Its assumptions contradict each other (one assumed true was already false), so this case cannot hold.</source>
        <translation>Seine Annahmen widersprechen sich (ein als wahr angenommener Kandidat war schon falsch), also ist dieser Fall unmöglich.</translation>
    </message>
    <message>
        <source>assumed false: it leaves the count</source>
        <translation>als falsch angenommen: er fällt aus der Zählung</translation>
    </message>
    <message>
        <source>assumed true: %1 are used (they leave the count), their other candidates false</source>
        <extracomment>A true triplet: &quot;assumed true: 7B1, 7R2, 7C2, R2C2 are used, their other candidates false&quot;</extracomment>
        <translation>als wahr angenommen: %1 sind belegt (sie fallen aus der Zählung), ihre übrigen Kandidaten falsch</translation>
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
            <numerusform>Die Rangsuche versuchte bis zu %n Basismenge mit Rang %1 oder weniger.</numerusform>
            <numerusform>Die Rangsuche versuchte bis zu %n Basismengen mit Rang %1 oder weniger.</numerusform>
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
    <name>setwise::ui::CommandLine</name>
    <message>
        <source>Setwise, a Sudoku resolution workbench</source>
        <translation>Setwise, eine Werkbank für Sudoku-Lösungswege</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe zeigen.</translation>
    </message>
    <message>
        <source>Show the version of Setwise.</source>
        <translation>Die Version von Setwise zeigen.</translation>
    </message>
    <message>
        <source>Only these techniques for this run, e.g. full-house,hidden-single.</source>
        <translation>Nur diese Techniken für diesen Lauf, z. B. full-house,hidden-single.</translation>
    </message>
    <message>
        <source>ids</source>
        <translation>IDs</translation>
    </message>
    <message>
        <source>Window size for this run, e.g. 1024x700.</source>
        <translation>Fenstergröße für diesen Lauf, z. B. 1024x700.</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>How chain steps show for this run: both, chain or sets.</source>
        <translation>Wie Kettenschritte in diesem Lauf erscheinen: both (beides), chain (Kette) oder sets (Mengen).</translation>
    </message>
    <message>
        <source>view</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>Explain this candidate (e.g. 3r2c4) after loading.</source>
        <translation>Nach dem Laden diesen Kandidaten erklären (z. B. 3r2c4).</translation>
    </message>
    <message>
        <source>candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message>
        <source>Show the next step after loading.</source>
        <translation>Nach dem Laden den nächsten Schritt zeigen.</translation>
    </message>
    <message>
        <source>Language for this run: de, en (default: the setting, else the system).</source>
        <translation>Sprache für diesen Lauf: de, en (Vorgabe: die Einstellung, sonst die des Systems).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Theme for this run: light, dark or system.</source>
        <translation>Farbthema für diesen Lauf: light (hell), dark (dunkel) oder system.</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Evaluate these bases / covers in the Sets panel, e.g. &quot;3R17 / 3C49&quot;.</source>
        <translation>Diese Basis- / Deckmengen im Mengen-Bereich auswerten, z. B. &quot;3R17 / 3C49&quot;.</translation>
    </message>
    <message>
        <source>sets</source>
        <translation>Mengen</translation>
    </message>
    <message>
        <source>state</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>A puzzle file, or a state in any text format.</source>
        <translation>Eine Rätseldatei oder ein Stand in einem beliebigen Textformat.</translation>
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
        <translation>Deckmenge: höchstens einer ihrer Kandidaten ist wahr</translation>
    </message>
    <message>
        <source>Base (truth): exactly one of its candidates is true</source>
        <translation>Basismenge: genau einer ihrer Kandidaten ist wahr</translation>
    </message>
    <message>
        <source>Virtual truth: at least one of its candidates is true if the puzzle has one solution</source>
        <translation>Virtuelle Basismenge: mindestens einer ihrer Kandidaten ist wahr, wenn das Rätsel eine einzige Lösung hat</translation>
    </message>
    <message numerus="yes">
        <source>*: %1 lies in %n link(s) (%2): true, it fills each of them, so it counts once per link and lowers the effective rank.</source>
        <extracomment>The &quot;*&quot; of a diagram cell: &quot;*: 2r5c4 lies in 2 links (2R5, 2C4) ...&quot;</extracomment>
        <translation>
            <numerusform>*: %1 liegt in %n Deckmenge (%2): wahr füllt er jede davon, zählt also einmal je Deckmenge und senkt den effektiven Rang.</numerusform>
            <numerusform>*: %1 liegt in %n Deckmengen (%2): wahr füllt er jede davon, zählt also einmal je Deckmenge und senkt den effektiven Rang.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;*&lt;/b&gt; a truth candidate in two or more links: true, it fills each of them, so it counts once per link. Effective rank %1 (rank %2).</source>
        <extracomment>The legend of the &quot;*&quot; in diagram cells; %1, %2: the effective rank and the rank.</extracomment>
        <translation>&lt;b&gt;*&lt;/b&gt; ein Kandidat der Basismengen in zwei oder mehr Deckmengen: wahr füllt er jede davon, zählt also einmal je Deckmenge. Effektiver Rang %1 (Rang %2).</translation>
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
        <source>About This Technique</source>
        <translation>Über diese Technik</translation>
    </message>
    <message>
        <source>Open the technique guide&apos;s page of the shown step (F1)</source>
        <translation>Die Seite des Technik-Leitfadens zum angezeigten Schritt öffnen (F1)</translation>
    </message>
    <message>
        <source>About this technique</source>
        <translation>Über diese Technik</translation>
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
        <translation>&lt;b&gt;Was jeder Zweig beweist&lt;/b&gt; (die Tabelle hat %1 Basismengen und %2 Deckmengen):</translation>
    </message>
    <message>
        <source>bases %1</source>
        <translation>Basismengen %1</translation>
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
    <message>
        <source>Document Cut Short</source>
        <translation>Dokument abgeschnitten</translation>
    </message>
    <message>
        <source>%1 is cut short: it ends at line %2 without the end mark every complete document has, so the history after that line is lost.

The %3 history entries read before it are open as a new untitled document: saving asks for a file name and does not overwrite %1.</source>
        <translation>%1 ist abgeschnitten: Die Datei endet in Zeile %2 ohne die Endmarke, die jedes vollständige Dokument hat; der Verlauf nach dieser Zeile ist verloren.

Die %3 Verlaufseinträge davor sind als neues, unbenanntes Dokument geöffnet: Speichern fragt nach einem Dateinamen und überschreibt %1 nicht.</translation>
    </message>
    <message>
        <source>%1 is cut short: opened what was read (%2 history entries) as an untitled document.</source>
        <translation>%1 ist abgeschnitten: Das Gelesene (%2 Verlaufseinträge) ist als unbenanntes Dokument geöffnet.</translation>
    </message>
    <message>
        <source>%1 was written by an older Setwise without an end mark: whether it is complete cannot be checked. Saving it adds the mark.</source>
        <translation>%1 wurde von einem älteren Setwise ohne Endmarke geschrieben: Ob es vollständig ist, lässt sich nicht prüfen. Beim Speichern kommt die Marke hinzu.</translation>
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
    <name>setwise::ui::ErrorText</name>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation>das Ende des Textes</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>box</source>
        <translation>Block</translation>
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
        <source>Setwise cannot read this text as a sudoku state.</source>
        <translation>Setwise kann diesen Text nicht als Sudoku-Stand lesen.</translation>
    </message>
    <message>
        <source>The text is %1 bytes long; the limit is %2 bytes.</source>
        <translation>Der Text ist %1 Bytes lang; die Grenze liegt bei %2 Bytes.</translation>
    </message>
    <message>
        <source>Digit %1 appears twice in %2 %3 (%4 and %5); the givens contradict each other.</source>
        <translation>Ziffer %1 steht zweimal in %2 %3 (%4 und %5); die Vorgaben widersprechen einander.</translation>
    </message>
    <message>
        <source>Expected a digit 1-9 after “+” (a placed digit), found %1.</source>
        <translation>Nach „+“ (einer gesetzten Ziffer) wird eine Ziffer 1-9 erwartet, gefunden: %1.</translation>
    </message>
    <message>
        <source>Unexpected character %1; a cell is a digit 1-9, “.” or “0”.</source>
        <translation>Unerwartetes Zeichen %1; eine Zelle ist eine Ziffer 1-9, „.“ oder „0“.</translation>
    </message>
    <message>
        <source>Found %1 cells; a grid has 81.</source>
        <translation>%1 Zellen gefunden; ein Gitter hat 81.</translation>
    </message>
    <message>
        <source>Found %1 cells; a grid needs 81.</source>
        <translation>%1 Zellen gefunden; ein Gitter braucht 81.</translation>
    </message>
    <message>
        <source>This line has %1 cells; a grid written over several lines needs 9 cells per line.</source>
        <translation>Diese Zeile hat %1 Zellen; ein über mehrere Zeilen geschriebenes Gitter braucht 9 Zellen je Zeile.</translation>
    </message>
    <message>
        <source>Unexpected text after the 81 cells of the grid.</source>
        <translation>Unerwarteter Text nach den 81 Zellen des Gitters.</translation>
    </message>
    <message>
        <source>Unexpected character %1; a candidate line holds digits 1-9, “.” or “0”.</source>
        <translation>Unerwartetes Zeichen %1; eine Kandidatenzeile enthält die Ziffern 1-9, „.“ oder „0“.</translation>
    </message>
    <message>
        <source>Candidate %1 of %2 is written %3; each cell lists the digits 1-9 in order, “.” for a missing one.</source>
        <translation>Kandidat %1 von %2 steht als %3; jede Zelle nennt die Ziffern 1-9 der Reihe nach, „.“ für eine fehlende.</translation>
    </message>
    <message>
        <source>Found %1 candidate characters; a candidate line has 729 (9 per cell).</source>
        <translation>%1 Kandidatenzeichen gefunden; eine Kandidatenzeile hat 729 (9 je Zelle).</translation>
    </message>
    <message>
        <source>Found %1 candidate characters; a candidate line needs 729 (9 per cell).</source>
        <translation>%1 Kandidatenzeichen gefunden; eine Kandidatenzeile braucht 729 (9 je Zelle).</translation>
    </message>
    <message>
        <source>Unexpected text after the 729 characters of the candidate line.</source>
        <translation>Unerwarteter Text nach den 729 Zeichen der Kandidatenzeile.</translation>
    </message>
    <message>
        <source>Unexpected character %1 in %2; a pencilmark cell lists digits 1-9, or “.” for none.</source>
        <translation>Unerwartetes Zeichen %1 in %2; eine Notizzelle nennt Ziffern 1-9, oder „.“ für keine.</translation>
    </message>
    <message>
        <source>Digit %1 is listed twice in %2.</source>
        <translation>Ziffer %1 steht zweimal in %2.</translation>
    </message>
    <message>
        <source>Row %1 of the pencilmark grid has %2 cells; expected 9.</source>
        <translation>Zeile %1 des Notizgitters hat %2 Zellen; erwartet sind 9.</translation>
    </message>
    <message>
        <source>Box separator “|” after %1 cells of row %2; expected after 3 and 6.</source>
        <translation>Blocktrenner „|“ nach %1 Zellen der Zeile %2; erwartet nach 3 und 6.</translation>
    </message>
    <message>
        <source>%1 is given as %2, but the filled-cells grid has %3.</source>
        <translation>%1 ist als %2 vorgegeben, aber das Gitter der gefüllten Zellen hat %3.</translation>
    </message>
    <message>
        <source>%1 holds %2 in the grid above, but the pencilmark grid lists other candidates.</source>
        <translation>%1 enthält im Gitter darüber %2, aber das Notizgitter nennt andere Kandidaten.</translation>
    </message>
    <message>
        <source>No base set given.</source>
        <translation>Keine Basismenge angegeben.</translation>
    </message>
    <message>
        <source>%1 is listed twice.</source>
        <translation>%1 steht zweimal in der Liste.</translation>
    </message>
    <message>
        <source>%1 is used as both base and cover.</source>
        <translation>%1 ist zugleich Basis- und Deckmenge.</translation>
    </message>
    <message>
        <source>The base set %1 has no candidate left.</source>
        <translation>Die Basismenge %1 hat keinen Kandidaten mehr.</translation>
    </message>
    <message>
        <source>The sets text is %1 characters long; the limit is %2.</source>
        <translation>Der Mengentext ist %1 Zeichen lang; die Grenze liegt bei %2.</translation>
    </message>
    <message>
        <source>More than %1 items in one list (the limit).</source>
        <translation>Mehr als %1 Einträge in einer Liste (die Grenze).</translation>
    </message>
    <message>
        <source>Expected “BASES / COVERS” (a “/” or “|” between bases and covers).</source>
        <translation>Erwartet wird „BASISMENGEN / DECKMENGEN“ (ein „/“ oder „|“ zwischen Basis- und Deckmengen).</translation>
    </message>
    <message>
        <source>More than one “/” or “|”.</source>
        <translation>Mehr als ein „/“ oder „|“.</translation>
    </message>
    <message>
        <source>“%1” is no set; sets are written as 3R17, R1C389, 127R8 or 3B47.</source>
        <translation>„%1“ ist keine Menge; Mengen schreibt man wie 3R17, R1C389, 127R8 oder 3B47.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>No puzzle passed the filters in %1 attempts.</source>
        <translation>Kein Rätsel hat in %1 Versuchen die Filter bestanden.</translation>
    </message>
    <message>
        <source>Unknown technique or family “%1”.</source>
        <translation>Unbekannte Technik oder Familie „%1“.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Digit %1 appears twice in %2.</source>
        <translation>Ziffer %1 steht zweimal in %2.</translation>
    </message>
    <message>
        <source>Cell %1 has no candidate left.</source>
        <translation>Zelle %1 hat keinen Kandidaten mehr.</translation>
    </message>
    <message>
        <source>Digit %1 has no place left in %2.</source>
        <translation>Ziffer %1 hat keinen Platz mehr in %2.</translation>
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
    <message>
        <source>Implication tree:</source>
        <translation>Folgerungsbaum:</translation>
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
            <numerusform>%n Basismenge</numerusform>
            <numerusform>%n Basismengen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Deckmenge</numerusform>
            <numerusform>%n Deckmengen</numerusform>
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
    <message>
        <source>the conclusion, reached on every branch that does not end in a contradiction</source>
        <translation>der Schluss, auf jedem Zweig erreicht, der nicht in einem Widerspruch endet</translation>
    </message>
    <message>
        <source>assumed false</source>
        <translation>als falsch angenommen</translation>
    </message>
    <message>
        <source>inner net: true leads to a contradiction</source>
        <translation>inneres Netz: wahr führt zu einem Widerspruch</translation>
    </message>
    <message>
        <source>the %1 with every fin false: %2 in %3</source>
        <extracomment>Kraken fish: the branch where no fin is true, e.g. &quot;the X-Wing with every fin false: 9R1, 9R6 in 9C2, 9C7&quot;</extracomment>
        <translation>der %1, alle Flossen falsch: %2 in %3</translation>
    </message>
    <message>
        <source>Truths</source>
        <translation>Basismengen</translation>
    </message>
    <message>
        <source>each holds its digit once</source>
        <translation>jede enthält ihre Ziffer genau einmal</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Deckmengen</translation>
    </message>
    <message>
        <source>the truths fill them, so their other candidates are false</source>
        <translation>die Basismengen füllen sie, also sind ihre übrigen Kandidaten falsch</translation>
    </message>
    <message>
        <source>Case %1: %2</source>
        <extracomment>One case of a counting argument by cases: &quot;Case 2: r2c2=7&quot;</extracomment>
        <translation>Fall %1: %2</translation>
    </message>
    <message>
        <source>no candidate left in it</source>
        <translation>kein Kandidat mehr darin</translation>
    </message>
    <message>
        <source>each holds one true candidate among those the assumptions leave</source>
        <translation>jede hält einen wahren Kandidaten unter denen, die die Annahmen lassen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>each holds at most one true candidate</source>
        <translation>jede hält höchstens einen wahren Kandidaten</translation>
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
        <translation>Eine Folgerung zurück (Deckmengen im Baum)</translation>
    </message>
    <message>
        <source>Draw the next implication: its arrows, its premises ringed (Right or Space in the tree)</source>
        <translation>Die nächste Folgerung zeichnen: ihre Pfeile, ihre Voraussetzungen umkreist (Rechts oder Leertaste im Baum)</translation>
    </message>
    <message>
        <source>Draw every implication of the branch at once, not only the route to its end and the implications walked through</source>
        <translation>Alle Folgerungen des Zweigs auf einmal zeichnen, nicht nur den Weg zu seinem Ende und die schon durchlaufenen Folgerungen</translation>
    </message>
    <message>
        <source>&lt;i&gt;This step is not a forcing chain or net and has no implications argument, so it has no implication tree.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Dieser Schritt ist weder Forcing-Kette noch Forcing-Netz und hat keine Folgerungsbegründung, er hat also keinen Folgerungsbaum.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&amp;Case:</source>
        <translation>&amp;Fall:</translation>
    </message>
    <message>
        <source>Which case the grid shows: all of them (the whole structure, its triplets ringed dotted), or one with its assumptions ringed and the truths and links that close it</source>
        <translation>Welchen Fall das Gitter zeigt: alle (die ganze Struktur, ihre Tripletts gepunktet umringt) oder einen, mit seinen Annahmen umringt und den Basis- und Deckmengen, die ihn schließen</translation>
    </message>
    <message>
        <source>All cases</source>
        <translation>Alle Fälle</translation>
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
    <name>setwise::ui::GridAccessible</name>
    <message>
        <source>colour A</source>
        <translation>Farbe A</translation>
    </message>
    <message>
        <source>colour a</source>
        <translation>Farbe a</translation>
    </message>
    <message>
        <source>colour B</source>
        <translation>Farbe B</translation>
    </message>
    <message>
        <source>colour b</source>
        <translation>Farbe b</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <translation>Zeile %1 Spalte %2</translation>
    </message>
    <message>
        <source>%1, digit %2, given</source>
        <translation>%1, Ziffer %2, vorgegeben</translation>
    </message>
    <message>
        <source>%1, digit %2, placed</source>
        <translation>%1, Ziffer %2, gesetzt</translation>
    </message>
    <message>
        <source>%1, no own marks</source>
        <translation>%1, keine eigenen Notizen</translation>
    </message>
    <message>
        <source>%1, no candidate left</source>
        <translation>%1, kein Kandidat mehr</translation>
    </message>
    <message>
        <source>%1, own marks %2</source>
        <translation>%1, eigene Notizen %2</translation>
    </message>
    <message>
        <source>%1, candidates %2</source>
        <translation>%1, Kandidaten %2</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>wrong digit</source>
        <translation>falsche Ziffer</translation>
    </message>
    <message>
        <source>cell in %1</source>
        <translation>Zelle in %1</translation>
    </message>
    <message>
        <source>wrongly removed</source>
        <translation>falsch entfernt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the cell is a base set</source>
        <translation>die Zelle ist eine Basismenge</translation>
    </message>
    <message>
        <source>the cell is a cover set</source>
        <translation>die Zelle ist eine Deckmenge</translation>
    </message>
    <message>
        <source>the row</source>
        <translation>die Zeile</translation>
    </message>
    <message>
        <source>the column</source>
        <translation>die Spalte</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>der Block</translation>
    </message>
    <message>
        <source>%1 is a base set</source>
        <translation>%1 ist eine Basismenge</translation>
    </message>
    <message>
        <source>%1 is a cover set</source>
        <translation>%1 ist eine Deckmenge</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
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
    <message>
        <source>A table of 9 rows and 9 columns; arrows move the cursor, 1-9 type a digit</source>
        <translation>Eine Tabelle aus 9 Zeilen und 9 Spalten; Pfeiltasten bewegen den Cursor, 1-9 setzen eine Ziffer</translation>
    </message>
</context>
<context>
    <name>setwise::ui::GuideWindow</name>
    <message>
        <source>Technique Guide</source>
        <translation>Technikführer</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>Techniken filtern</translation>
    </message>
    <message>
        <source>Techniques by family</source>
        <translation>Techniken nach Familie</translation>
    </message>
    <message>
        <source>Technique page</source>
        <translation>Technikseite</translation>
    </message>
    <message>
        <source>Technique Guide: %1</source>
        <translation>Technikführer: %1</translation>
    </message>
    <message>
        <source>&amp;Open the Example</source>
        <translation>Beispiel ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Load the example state into the workbench to try the technique there</source>
        <translation>Den Stand des Beispiels in die Werkbank laden, um die Technik dort auszuprobieren</translation>
    </message>
</context>
<context>
    <name>setwise::ui::HelpPages</name>
    <message>
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Grid&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrows, Home, End&lt;/td&gt;&lt;td&gt;move the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 – 9&lt;/td&gt;&lt;td&gt;place a digit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+1 – 9, Shift+1 – 9&lt;/td&gt;&lt;td&gt;remove or restore a candidate (with own pencilmarks: mark or unmark it)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;0, &apos;.&apos;, Delete, Backspace&lt;/td&gt;&lt;td&gt;clear the cell&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a cell&lt;/td&gt;&lt;td&gt;move the cursor there&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a candidate of the cursor cell&lt;/td&gt;&lt;td&gt;highlight its digit (again: off)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+click&lt;/td&gt;&lt;td&gt;remove or restore that candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Double-click&lt;/td&gt;&lt;td&gt;place that candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right-click&lt;/td&gt;&lt;td&gt;the cell&apos;s menu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click r1…c9…b9 labels&lt;/td&gt;&lt;td&gt;select a base or cover of the step, or pick a set&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Steps&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F2&lt;/td&gt;&lt;td&gt;hint: the technique, then its houses, then the step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F3&lt;/td&gt;&lt;td&gt;show the next step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F4 / Shift+F4 / Ctrl+F4&lt;/td&gt;&lt;td&gt;apply it / solve to the end / solve up to a technique&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;all steps here&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F6&lt;/td&gt;&lt;td&gt;explain the chosen candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;stop searching, clear highlights&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;View&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+1 – 9, Alt+0&lt;/td&gt;&lt;td&gt;digit filter, bivalue cells&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;check against the solution&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+K&lt;/td&gt;&lt;td&gt;show mistakes now&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+M&lt;/td&gt;&lt;td&gt;own pencilmarks on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+R&lt;/td&gt;&lt;td&gt;remove impossible pencilmarks&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+Shift+1 – 4&lt;/td&gt;&lt;td&gt;colour A, a, B, b for clicks&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;File and edit&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+N, Ctrl+Shift+N&lt;/td&gt;&lt;td&gt;new puzzle, generate a puzzle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+O, Ctrl+S, Ctrl+Shift+S&lt;/td&gt;&lt;td&gt;open, save, save as&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+P&lt;/td&gt;&lt;td&gt;print the grid and the step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+C, Ctrl+V&lt;/td&gt;&lt;td&gt;copy, paste a state&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+G&lt;/td&gt;&lt;td&gt;enter givens&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y&lt;/td&gt;&lt;td&gt;undo, redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+,&lt;/td&gt;&lt;td&gt;settings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;this page&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Q&lt;/td&gt;&lt;td&gt;quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Gitter&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Pfeile, Pos1, Ende&lt;/td&gt;&lt;td&gt;Cursor bewegen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 – 9&lt;/td&gt;&lt;td&gt;Ziffer setzen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+1 – 9, Umschalt+1 – 9&lt;/td&gt;&lt;td&gt;Kandidaten entfernen oder zurückholen (mit eigenen Notizen: notieren oder streichen)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;0, &apos;.&apos;, Entf, Rücktaste&lt;/td&gt;&lt;td&gt;Zelle leeren&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Zelle anklicken&lt;/td&gt;&lt;td&gt;Cursor dorthin bewegen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Kandidat der Cursorzelle anklicken&lt;/td&gt;&lt;td&gt;seine Ziffer hervorheben (nochmals: aus)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Klick&lt;/td&gt;&lt;td&gt;diesen Kandidaten entfernen oder zurückholen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Doppelklick&lt;/td&gt;&lt;td&gt;diesen Kandidaten setzen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Rechtsklick&lt;/td&gt;&lt;td&gt;Menü der Zelle&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Beschriftung r1…c9…b9 anklicken&lt;/td&gt;&lt;td&gt;Basis oder Deckmenge des Schritts wählen, oder eine Menge aufnehmen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Schritte&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F2&lt;/td&gt;&lt;td&gt;Hinweis: erst die Technik, dann ihre Häuser, dann der Schritt&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F3&lt;/td&gt;&lt;td&gt;nächsten Schritt zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F4 / Umschalt+F4 / Strg+F4&lt;/td&gt;&lt;td&gt;anwenden / bis zum Ende lösen / bis zu einer Technik lösen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;alle Schritte hier&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F6&lt;/td&gt;&lt;td&gt;gewählten Kandidaten erklären&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;Suche anhalten, Hervorhebungen löschen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Ansicht&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+1 – 9, Alt+0&lt;/td&gt;&lt;td&gt;Ziffernfilter, Zellen mit zwei Kandidaten&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+K&lt;/td&gt;&lt;td&gt;mit der Lösung vergleichen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+K&lt;/td&gt;&lt;td&gt;Fehler jetzt zeigen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+M&lt;/td&gt;&lt;td&gt;eigene Notizen ein oder aus&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Umschalt+R&lt;/td&gt;&lt;td&gt;unmögliche Notizen entfernen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+Umschalt+1 – 4&lt;/td&gt;&lt;td&gt;Farbe A, a, B, b für Klicks&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Datei und Bearbeiten&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+N, Strg+Umschalt+N&lt;/td&gt;&lt;td&gt;neues Rätsel, Rätsel erzeugen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+O, Strg+S, Strg+Umschalt+S&lt;/td&gt;&lt;td&gt;öffnen, speichern, speichern unter&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+P&lt;/td&gt;&lt;td&gt;Gitter und Schritt drucken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+C, Strg+V&lt;/td&gt;&lt;td&gt;Stand kopieren, einfügen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+G&lt;/td&gt;&lt;td&gt;Vorgaben eingeben&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Z, Strg+Umschalt+Z oder Strg+Y&lt;/td&gt;&lt;td&gt;rückgängig, wiederholen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+,&lt;/td&gt;&lt;td&gt;Einstellungen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F1&lt;/td&gt;&lt;td&gt;diese Seite&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Strg+Q&lt;/td&gt;&lt;td&gt;beenden&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every step is a set of &lt;b&gt;truths&lt;/b&gt; (base sets: each holds exactly one true candidate) and &lt;b&gt;links&lt;/b&gt; (cover sets: each holds at most one). A set is a cell, or one digit in a row, column or box: &lt;code&gt;3R1&lt;/code&gt; is digit 3 in row 1, &lt;code&gt;R2C4&lt;/code&gt; the cell r2c4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The equation diagram&lt;/b&gt; has one row per truth and one column per link. A cell of the table lists the candidates the truth and the link share. Candidates in a truth but in no link are &lt;b&gt;fins&lt;/b&gt;. &lt;b&gt;Rank&lt;/b&gt; = links − truths: at rank 0 every candidate in a link outside the truths is false.&lt;/p&gt;&lt;p&gt;&lt;b&gt;On the grid&lt;/b&gt;: truths are shaded and outlined solid, links shaded and outlined dashed; base candidates sit on discs; fins in square boxes (endo fins in double boxes); eliminations are struck through; placements are filled discs. A chain is drawn as arrows: strong links solid, weak links dashed; group nodes are boxed, ALS cells shaded (View ▸ Chain Steps Show).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mistakes&lt;/b&gt;: a digit that repeats in a house or (with View ▸ Check Against the Solution) differs from the solution is red and underlined; a removed candidate the solution needs is ringed in red.&lt;/p&gt;&lt;p&gt;Colour is never the only cue; Settings offers two colour-blind-safe schemes.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jeder Schritt besteht aus &lt;b&gt;Basismengen&lt;/b&gt; (jede enthält genau einen wahren Kandidaten) und &lt;b&gt;Deckmengen&lt;/b&gt; (jede enthält höchstens einen). Eine Menge ist eine Zelle oder eine Ziffer in einer Zeile, Spalte oder einem Block: &lt;code&gt;3R1&lt;/code&gt; ist die Ziffer 3 in Zeile 1, &lt;code&gt;R2C4&lt;/code&gt; die Zelle r2c4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Gleichungsdiagramm&lt;/b&gt; hat eine Zeile je Basismenge und eine Spalte je Deckmenge. Ein Feld der Tabelle nennt die Kandidaten, die Basis- und Deckmenge gemeinsam haben. Kandidaten in einer Basismenge, aber in keiner Deckmenge, sind &lt;b&gt;Flossen&lt;/b&gt;. &lt;b&gt;Rang&lt;/b&gt; = Deckmengen − Basismengen: Bei Rang 0 ist jeder Kandidat in einer Deckmenge außerhalb der Basismengen falsch.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Im Gitter&lt;/b&gt;: Basismengen sind getönt und durchgezogen umrandet, Deckmengen getönt und gestrichelt umrandet; Basiskandidaten liegen auf Scheiben, Flossen in Quadraten (Endo-Flossen in doppelten), Eliminierungen sind durchgestrichen, Platzierungen gefüllte Scheiben. Eine Kette wird als Pfeile gezeichnet: starke Verbindungen durchgezogen, schwache gestrichelt; Gruppenknoten umrahmt, ALS-Zellen getönt (Ansicht ▸ Kettenschritte zeigen).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fehler&lt;/b&gt;: Eine Ziffer, die sich in einem Haus wiederholt oder (mit Ansicht ▸ Mit der Lösung vergleichen) von der Lösung abweicht, ist rot und unterstrichen; ein entfernter Kandidat, den die Lösung braucht, ist rot umkreist.&lt;/p&gt;&lt;p&gt;Farbe ist nie der einzige Hinweis; die Einstellungen bieten zwei farbenblind-sichere Schemata.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;A Sudoku resolution workbench: every step as base sets and cover sets (truths and links), on the grid and as an equation diagram.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; arrows move; 1–9 place a digit; Ctrl+1–9 or Shift+1–9 toggle a candidate; &apos;.&apos;, 0 or Delete clear; F2 hint (press again for more); F3 next step; F4 apply; Shift+F4 solve to the end; F5 all steps here; Esc stops and clears.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a cell to move there and one of its candidates to pick its digit, Ctrl+click to remove or restore it, double-click to place it; click row, column and box labels to select their sets.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank für Sudoku-Lösungswege: jeder Schritt als Basis- und Deckmengen, im Gitter und als Gleichungsdiagramm.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Tasten:&lt;/b&gt; Pfeile bewegen; 1–9 setzen eine Ziffer; Strg+1–9 oder Umschalt+1–9 schalten einen Kandidaten um; &apos;.&apos;, 0 oder Entf leeren; F2 Tipp (erneut drücken für mehr); F3 nächster Schritt; F4 anwenden; Umschalt+F4 bis zum Ende lösen; F5 alle Schritte hier; Esc stoppt und löscht Hervorhebungen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; Klick auf eine Zelle bewegt den Cursor dorthin, Klick auf einen ihrer Kandidaten wählt seine Ziffer, Strg+Klick entfernt ihn oder stellt ihn wieder her, Doppelklick setzt ihn; Klick auf Zeilen-, Spalten- und Blockbeschriftungen wählt ihre Mengen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 3 oder später.&lt;/p&gt;</translation>
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
        <source>no HoDoKu puzzle (sudoku.Sudoku2) in the file</source>
        <translation>kein HoDoKu-Rätsel (sudoku.Sudoku2) in der Datei</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the file declares a DTD or entities, which HoDoKu never writes</source>
        <translation>%1: Die Datei deklariert eine DTD oder Entitäten, die HoDoKu nie schreibt</translation>
    </message>
    <message>
        <source>%1: elements nested more than %2 deep (HoDoKu writes 5)</source>
        <translation>%1: Elemente mehr als %2 Ebenen tief verschachtelt (HoDoKu schreibt 5)</translation>
    </message>
    <message>
        <source>%1: an element inside the value %2</source>
        <translation>%1: ein Element innerhalb des Werts %2</translation>
    </message>
    <message>
        <source>%1: the puzzle data stops in the middle (the file is cut short)</source>
        <translation>%1: Die Rätseldaten brechen mittendrin ab (die Datei ist abgeschnitten)</translation>
    </message>
    <message>
        <source>the HoDoKu puzzle has no digit at all: the file holds no puzzle</source>
        <translation>das HoDoKu-Rätsel hat keine einzige Ziffer: Die Datei enthält kein Rätsel</translation>
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
        <translation>tödliches Muster (zwei Lösungen, wenn die virtuelle Basismenge nicht gilt)</translation>
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
        <translation>virtuelle Basismenge (setzt eine eindeutige Lösung voraus)</translation>
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
        <source>The BERT score of the path that always takes the simplest step (the BERT paper, chapter 5).</source>
        <translation>Die BERT-Punktzahl des Pfads, der immer den einfachsten Schritt nimmt (BERT-Aufsatz, Kapitel 5).</translation>
    </message>
    <message>
        <source>BERT, optimised:</source>
        <translation>BERT, optimiert:</translation>
    </message>
    <message>
        <source>The BERT score of the cheapest path the optimiser found (the BERT paper, chapters 9 and 10).</source>
        <translation>Die BERT-Punktzahl des billigsten Pfads, den der Optimierer gefunden hat (BERT-Aufsatz, Kapitel 9 und 10).</translation>
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
        <translation>Basismenge</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Deckmenge</translation>
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
        <translation>Klicks zu:</translation>
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
            <numerusform>%n Basismenge gewählt: %1. Deckmengen nach „/“ ergänzen, oder „Deckmengen vorschlagen“ findet sie.</numerusform>
            <numerusform>%n Basismengen gewählt: %1. Deckmengen nach „/“ ergänzen, oder „Deckmengen vorschlagen“ findet sie.</numerusform>
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
        <translation>Tech&amp;niken</translation>
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
        <source>Simple Sudoku file (lossless)</source>
        <translation>Simple-Sudoku-Datei (verlustfrei)</translation>
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
        <source>%1 givens · %2 placed · %3 own pencilmarks</source>
        <translation>%1 Vorgaben · %2 gesetzt · %3 eigene Notizen</translation>
    </message>
    <message>
        <source>Your own pencilmarks in the empty cells: %1. Hints are found on the computed candidates: %2.</source>
        <translation>Ihre eigenen Notizen in den leeren Zellen: %1. Tipps werden auf den berechneten Kandidaten gesucht: %2.</translation>
    </message>
    <message>
        <source>Work in progress</source>
        <translation>Arbeit läuft</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message numerus="yes">
        <source>%1… %Ln step(s) found</source>
        <translation>
            <numerusform>%1 … %Ln Schritt gefunden</numerusform>
            <numerusform>%1 … %Ln Schritte gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 search nodes</source>
        <translation>%L1 Suchknoten</translation>
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
        <translation>%1 ist die Ziffer von %2 in der Lösung, also beweist keine Wahl von Basis- und Deckmengen sie falsch. Wählen Sie einen anderen Kandidaten der Zelle zum Erklären.</translation>
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
            <numerusform>%1: %n Basismenge</numerusform>
            <numerusform>%1: %n Basismengen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n Deckmenge</numerusform>
            <numerusform>%n Deckmengen</numerusform>
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
            <numerusform>%n Basismenge</numerusform>
            <numerusform>%n Basismengen</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Truths&lt;/b&gt; (base sets) are sets that hold exactly one true candidate; &lt;b&gt;links&lt;/b&gt; (cover sets) hold at most one. &lt;b&gt;Rank&lt;/b&gt; = links − truths.&lt;/p&gt;&lt;p&gt;Rank 0: the truths fill every link, so every other candidate in a link is false. Rank R: a candidate outside the truths is false when it lies in R + 1 links.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Effective rank&lt;/b&gt; is the rank after counting links that overlap on the truths&apos; candidates: a candidate lying in two links uses up two of them. It can be lower than the rank, even below zero, and it is what decides the eliminations.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Basismengen&lt;/b&gt; enthalten genau einen wahren Kandidaten; &lt;b&gt;Deckmengen&lt;/b&gt; höchstens einen. &lt;b&gt;Rang&lt;/b&gt; = Deckmengen − Basismengen.&lt;/p&gt;&lt;p&gt;Rang 0: Die Basismengen füllen jede Deckmenge, also ist jeder andere Kandidat in einer Deckmenge falsch. Rang R: Ein Kandidat außerhalb der Basismengen ist falsch, wenn er in R + 1 Deckmengen liegt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Effektiver Rang&lt;/b&gt; ist der Rang, wenn Deckmengen mitgezählt werden, die sich auf den Kandidaten der Basismengen überlappen: Ein Kandidat in zwei Deckmengen verbraucht zwei davon. Er kann kleiner als der Rang sein, sogar unter null, und er entscheidet über die Eliminierungen.&lt;/p&gt;</translation>
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
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Exocet conditions</source>
        <translation>Exocet-Bedingungen</translation>
    </message>
    <message>
        <source>a target holds a base digit (targets&apos; other digits false)</source>
        <translation>ein Ziel trägt eine Basisziffer (die anderen Ziffern der Ziele sind falsch)</translation>
    </message>
    <message>
        <source>a base digit&apos;s S cells in one cover house (digit false)</source>
        <translation>die S-Zellen einer Basisziffer in einem Deckhaus (die Ziffer ist falsch)</translation>
    </message>
    <message>
        <source>a target&apos;s digit needs S cells in two houses of the other cross-lines</source>
        <translation>die Ziffer eines Ziels braucht S-Zellen in zwei Häusern der anderen Querlinien</translation>
    </message>
    <message>
        <source>a target&apos;s digit must fit its mirror node</source>
        <translation>die Ziffer eines Ziels muss in seinen Spiegelknoten passen</translation>
    </message>
    <message>
        <source>the two targets hold different digits</source>
        <translation>die beiden Ziele tragen verschiedene Ziffern</translation>
    </message>
    <message>
        <source>each base digit is a target&apos;s digit</source>
        <translation>jede Basisziffer ist die Ziffer eines Ziels</translation>
    </message>
    <message>
        <source>one mirror cell can hold the target&apos;s digit (its others false)</source>
        <translation>nur eine Spiegelzelle kann die Ziffer des Ziels tragen (ihre anderen sind falsch)</translation>
    </message>
    <message>
        <source>compatibility test of base and target digits</source>
        <translation>Verträglichkeitstest der Basis- und Zielziffern</translation>
    </message>
    <message>
        <source>a known base digit, false where a cell sees both bases or both targets</source>
        <translation>eine bekannte Basisziffer, falsch wo eine Zelle beide Basiszellen oder beide Ziele sieht</translation>
    </message>
    <message>
        <source>a known base digit, false in its cover houses&apos; other cells</source>
        <translation>eine bekannte Basisziffer, falsch in den übrigen Zellen ihrer Deckhäuser</translation>
    </message>
    <message>
        <source>a known base digit, false in an S cell that sees its others</source>
        <translation>eine bekannte Basisziffer, falsch in einer S-Zelle, die ihre anderen sieht</translation>
    </message>
    <message>
        <source>a mirror node&apos;s one non-base digit, false where it sees both mirror cells</source>
        <translation>die eine Nicht-Basisziffer eines Spiegelknotens, falsch wo beide Spiegelzellen gesehen werden</translation>
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
    <message>
        <source>argued by its implications, not by counting</source>
        <translation>durch seine Folgerungen begründet, nicht durch Zählen</translation>
    </message>
    <message numerus="yes">
        <source>False in each of the %n case(s) (the Implication Tree shows how each closes):</source>
        <translation>
            <numerusform>Falsch in dem %n Fall (der Folgerungsbaum zeigt, wie er sich schließt):</numerusform>
            <numerusform>Falsch in jedem der %n Fälle (der Folgerungsbaum zeigt, wie jeder sich schließt):</numerusform>
        </translation>
    </message>
    <message>
        <source>case %1: %2</source>
        <translation>Fall %1: %2</translation>
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
        <source>The path score adds the steps&apos; scores (the BERT paper, chapter 5); the hardest step has the highest score.</source>
        <translation>Die Pfadwertung addiert die Wertungen der Schritte (BERT-Aufsatz, Kapitel 5); der schwerste Schritt hat die höchste Wertung.</translation>
    </message>
</context>
<context>
    <name>setwise::ui::TechniqueGuide</name>
    <message>
        <source>For one digit, %1 rows hold all their candidates of the digit within %1 columns (or %1 columns within %1 rows). The %1 rows are the base sets (truths), the %1 columns the cover sets (links).</source>
        <translation>Für eine Ziffer liegen alle Kandidaten von %1 Zeilen in nur %1 Spalten (oder die von %1 Spalten in %1 Zeilen). Die %1 Zeilen sind die Basismengen, die %1 Spalten die Deckmengen (Deckmengen).</translation>
    </message>
    <message>
        <source>A fish whose %1 base sets, or cover sets, for one digit mix boxes with rows (or with columns). As in every fish the base sets do not overlap, and the cover sets take in every base candidate.</source>
        <translation>Ein Fisch, dessen %1 Basismengen oder Deckmengen für eine Ziffer Blöcke mit Zeilen (oder mit Spalten) mischen. Wie bei jedem Fisch überschneiden sich die Basismengen nicht, und die Deckmengen nehmen jeden Basiskandidaten auf.</translation>
    </message>
    <message>
        <source>A fish whose %1 base sets and %1 cover sets for one digit are any mix of rows, columns and boxes, rows and columns even on the same side. The base sets must not share a candidate; the cover sets must take in every base candidate.</source>
        <translation>Ein Fisch, dessen %1 Basismengen und %1 Deckmengen für eine Ziffer eine beliebige Mischung aus Zeilen, Spalten und Blöcken sind, Zeilen und Spalten sogar auf derselben Seite. Die Basismengen dürfen keinen Kandidaten teilen; die Deckmengen müssen jeden Basiskandidaten aufnehmen.</translation>
    </message>
    <message>
        <source>Some base candidates, the fins, lie in no cover set.</source>
        <translation>Einige Basiskandidaten, die Flossen, liegen in keiner Deckmenge.</translation>
    </message>
    <message>
        <source>Some base candidates, the fins, lie in no cover set, and without the fins one base set would be left with a single candidate or none: the fish is incomplete without them.</source>
        <translation>Einige Basiskandidaten, die Flossen, liegen in keiner Deckmenge, und ohne die Flossen bliebe einer Basismenge nur ein Kandidat oder keiner: ohne sie ist der Fisch unvollständig.</translation>
    </message>
    <message>
        <source>A basic fish of this size always comes with a smaller fish of the other direction on the same digit, so large fish are off by default; finned, Franken and Mutant ones can be new.</source>
        <translation>Ein einfacher Fisch dieser Größe kommt immer mit einem kleineren Fisch der anderen Richtung auf derselben Ziffer, darum sind große Fische anfangs ausgeschaltet; Flossen-, Franken- und Mutanten-Fische können Neues bringen.</translation>
    </message>
    <message>
        <source>Each base set holds the digit exactly once, so the digit is true %1 times in the base sets. Every one of those candidates lies in a cover set, and a cover set holds the digit at most once: %1 truths fill %1 links (rank 0). So no other candidate of the digit in a cover set can be true, and Setwise eliminates them all.</source>
        <translation>Jede Basismenge enthält die Ziffer genau einmal, also ist die Ziffer in den Basismengen %1-mal wahr. Jeder dieser Kandidaten liegt in einer Deckmenge, und eine Deckmenge enthält die Ziffer höchstens einmal: %1 Basismengen füllen %1 Deckmengen (Rang 0). Kein anderer Kandidat der Ziffer in einer Deckmenge kann also wahr sein, und Setwise eliminiert sie alle.</translation>
    </message>
    <message>
        <source>Either a fin is true, or all fins are false and the fish without them stands (rank 0 on its truths and links). A candidate is eliminated only if it is false both ways: it lies in a cover set outside the bases and sees every fin. In the diagram the fins are the column &quot;≥ 1&quot;.</source>
        <translation>Entweder ist eine Flosse wahr, oder alle Flossen sind falsch und der Fisch ohne sie steht (Rang 0 auf seinen Basis- und Deckmengen). Ein Kandidat wird nur eliminiert, wenn er in beiden Fällen falsch ist: er liegt in einer Deckmenge außerhalb der Basismengen und sieht jede Flosse. Im Diagramm sind die Flossen die Spalte „≥ 1“.</translation>
    </message>
    <message>
        <source>A house (row, column or box) has one empty cell left, and exactly one digit is missing from it.</source>
        <translation>Ein Haus (Zeile, Spalte oder Block) hat nur noch eine leere Zelle, und genau eine Ziffer fehlt darin.</translation>
    </message>
    <message>
        <source>The house must hold the missing digit somewhere, and only one cell is left: one truth (the digit in the house) meets one link (the cell). The digit is placed.</source>
        <translation>Das Haus muss die fehlende Ziffer irgendwo enthalten, und nur eine Zelle ist übrig: eine Basismenge (die Ziffer im Haus) trifft auf eine Deckmenge (die Zelle). Die Ziffer wird gesetzt.</translation>
    </message>
    <message>
        <source>A cell has a single candidate left: every other digit already sees it in its row, column or box.</source>
        <translation>Eine Zelle hat nur noch einen Kandidaten: jede andere Ziffer sieht sie schon in ihrer Zeile, Spalte oder ihrem Block.</translation>
    </message>
    <message>
        <source>Every cell holds exactly one digit. The cell is a truth with one live candidate, so that candidate is true and is placed; its peers lose the digit when the step is applied.</source>
        <translation>Jede Zelle enthält genau eine Ziffer. Die Zelle ist eine Basismenge mit einem lebenden Kandidaten, also ist dieser wahr und wird gesetzt; ihre Nachbarn verlieren die Ziffer, wenn der Schritt angewandt wird.</translation>
    </message>
    <message>
        <source>Within one house a digit has only one place left, although that cell may still have other candidates.</source>
        <translation>In einem Haus hat eine Ziffer nur noch einen Platz, auch wenn diese Zelle noch andere Kandidaten hat.</translation>
    </message>
    <message>
        <source>The digit in the house is a truth: it is true in exactly one of its places. With one place left it is placed there, and the cell&apos;s other candidates go.</source>
        <translation>Die Ziffer im Haus ist eine Basismenge: sie ist an genau einem ihrer Plätze wahr. Mit nur einem Platz wird sie dort gesetzt, und die anderen Kandidaten der Zelle fallen weg.</translation>
    </message>
    <message>
        <source>Inside a box, all candidates of a digit lie in one row (or one column): they point along that line.</source>
        <translation>In einem Block liegen alle Kandidaten einer Ziffer in einer Zeile (oder einer Spalte): sie zeigen entlang dieser Linie.</translation>
    </message>
    <message>
        <source>The digit in the box is the truth; the line is the link that covers all of its candidates. The box&apos;s digit is in the line, so the line&apos;s other candidates of the digit, outside the box, are false.</source>
        <translation>Die Ziffer im Block ist die Basismenge; die Linie ist die Deckmenge, die alle ihre Kandidaten abdeckt. Die Ziffer des Blocks liegt in der Linie, also sind die anderen Kandidaten der Ziffer in der Linie, außerhalb des Blocks, falsch.</translation>
    </message>
    <message>
        <source>Inside a row or column, all candidates of a digit lie in one box: the line claims the digit for that box.</source>
        <translation>In einer Zeile oder Spalte liegen alle Kandidaten einer Ziffer in einem Block: die Linie beansprucht die Ziffer für diesen Block.</translation>
    </message>
    <message>
        <source>The digit in the line is the truth; the box is the link covering all of it. The line&apos;s digit falls in the box, so the box&apos;s other candidates of the digit are false.</source>
        <translation>Die Ziffer in der Linie ist die Basismenge; der Block ist die Deckmenge, die sie ganz abdeckt. Die Ziffer der Linie fällt in den Block, also sind die anderen Kandidaten der Ziffer im Block falsch.</translation>
    </message>
    <message>
        <source>Two cells in the intersection of a line and a box hold only the same two candidates.</source>
        <translation>Zwei Zellen in der Schnittmenge einer Linie und eines Blocks enthalten nur dieselben zwei Kandidaten.</translation>
    </message>
    <message>
        <source>A naked pair that lies in two houses at once: the two cells take both digits, so both digits leave the other cells of the line and of the box. The step has two readings, one per house.</source>
        <translation>Ein nacktes Paar, das in zwei Häusern zugleich liegt: die zwei Zellen nehmen beide Ziffern auf, also verlassen beide Ziffern die anderen Zellen der Linie und des Blocks. Der Schritt hat zwei Lesarten, eine je Haus.</translation>
    </message>
    <message>
        <source>Three cells in the intersection of a line and a box hold only three digits between them.</source>
        <translation>Drei Zellen in der Schnittmenge einer Linie und eines Blocks enthalten zusammen nur drei Ziffern.</translation>
    </message>
    <message>
        <source>A naked triple in two houses at once: the three cells take the three digits, so the digits leave the rest of the line and of the box.</source>
        <translation>Ein nacktes Tripel in zwei Häusern zugleich: die drei Zellen nehmen die drei Ziffern auf, also verlassen die Ziffern den Rest der Linie und des Blocks.</translation>
    </message>
    <message>
        <source>Two cells of a house hold only the same two candidates.</source>
        <translation>Zwei Zellen eines Hauses enthalten nur dieselben zwei Kandidaten.</translation>
    </message>
    <message>
        <source>The two cells are truths: each holds one of the two digits. The two digits in the house are the links that cover them (rank 0). The two digits are used up by these cells, so they are removed from the house&apos;s other cells.</source>
        <translation>Die zwei Zellen sind Basismengen: jede enthält eine der zwei Ziffern. Die zwei Ziffern im Haus sind die Deckmengen, die sie abdecken (Rang 0). Die zwei Ziffern werden von diesen Zellen verbraucht, also werden sie aus den anderen Zellen des Hauses entfernt.</translation>
    </message>
    <message>
        <source>Three cells of a house hold only three digits between them (not every cell needs all three).</source>
        <translation>Drei Zellen eines Hauses enthalten zusammen nur drei Ziffern (nicht jede Zelle braucht alle drei).</translation>
    </message>
    <message>
        <source>Three cells are three truths, covered by the three digits of the house as links (rank 0). The cells take all three digits, so no other cell of the house can hold them.</source>
        <translation>Drei Zellen sind drei Basismengen, abgedeckt von den drei Ziffern des Hauses als Deckmengen (Rang 0). Die Zellen nehmen alle drei Ziffern auf, also kann keine andere Zelle des Hauses sie enthalten.</translation>
    </message>
    <message>
        <source>Four cells of a house hold only four digits between them.</source>
        <translation>Vier Zellen eines Hauses enthalten zusammen nur vier Ziffern.</translation>
    </message>
    <message>
        <source>Four cell truths covered by four digit links of the house (rank 0): the four digits go to these cells and leave the rest of the house.</source>
        <translation>Vier Zellen-Basismengen, abgedeckt von vier Ziffern-Deckmengen des Hauses (Rang 0): die vier Ziffern gehen in diese Zellen und verlassen den Rest des Hauses.</translation>
    </message>
    <message>
        <source>Two digits can go in only the same two cells of a house; those cells may hold other candidates too.</source>
        <translation>Zwei Ziffern passen in einem Haus nur in dieselben zwei Zellen; diese Zellen dürfen auch andere Kandidaten haben.</translation>
    </message>
    <message>
        <source>The two digits in the house are the truths; the two cells are the links that cover them (rank 0). The two cells are filled by these digits, so their other candidates are eliminated.</source>
        <translation>Die zwei Ziffern im Haus sind die Basismengen; die zwei Zellen sind die Deckmengen, die sie abdecken (Rang 0). Die zwei Zellen werden von diesen Ziffern gefüllt, also werden ihre anderen Kandidaten eliminiert.</translation>
    </message>
    <message>
        <source>Three digits are confined to the same three cells of a house.</source>
        <translation>Drei Ziffern sind in einem Haus auf dieselben drei Zellen beschränkt.</translation>
    </message>
    <message>
        <source>Three digit truths of the house, covered by three cell links (rank 0): the cells take these digits, so every other candidate in the three cells goes.</source>
        <translation>Drei Ziffern-Basismengen des Hauses, abgedeckt von drei Zellen-Deckmengen (Rang 0): die Zellen nehmen diese Ziffern auf, also fällt jeder andere Kandidat der drei Zellen weg.</translation>
    </message>
    <message>
        <source>Four digits are confined to the same four cells of a house.</source>
        <translation>Vier Ziffern sind in einem Haus auf dieselben vier Zellen beschränkt.</translation>
    </message>
    <message>
        <source>Four digit truths covered by four cell links (rank 0): the four cells are used up by these digits and lose their other candidates.</source>
        <translation>Vier Ziffern-Basismengen, abgedeckt von vier Zellen-Deckmengen (Rang 0): die vier Zellen werden von diesen Ziffern verbraucht und verlieren ihre anderen Kandidaten.</translation>
    </message>
    <message>
        <source>Two digits of a line are confined to two cells that also lie in one box (or two digits of a box to two cells of one line).</source>
        <translation>Zwei Ziffern einer Linie sind auf zwei Zellen beschränkt, die auch in einem Block liegen (oder zwei Ziffern eines Blocks auf zwei Zellen einer Linie).</translation>
    </message>
    <message>
        <source>A hidden pair inside a box-line intersection: the two cells hold the two digits, so the cells lose their other candidates, and the digits leave the other house the cells share as well.</source>
        <translation>Ein verstecktes Paar in einer Block-Linien-Schnittmenge: die zwei Zellen enthalten die zwei Ziffern, also verlieren die Zellen ihre anderen Kandidaten, und die Ziffern verlassen auch das andere Haus, das die Zellen teilen.</translation>
    </message>
    <message>
        <source>Three digits of a house are confined to three cells of a box-line intersection.</source>
        <translation>Drei Ziffern eines Hauses sind auf drei Zellen einer Block-Linien-Schnittmenge beschränkt.</translation>
    </message>
    <message>
        <source>A hidden triple whose cells lie in a second house too: the cells lose their other candidates, and the three digits are locked in the cells, so they leave the second house as well.</source>
        <translation>Ein verstecktes Tripel, dessen Zellen auch in einem zweiten Haus liegen: die Zellen verlieren ihre anderen Kandidaten, und die drei Ziffern sind in den Zellen gesperrt, also verlassen sie auch das zweite Haus.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells all holding the same two digits, each cell seeing the next.</source>
        <translation>Eine Kette bivalenter Zellen (Zellen mit zwei Kandidaten), die alle dieselben zwei Ziffern enthalten; jede Zelle sieht die nächste.</translation>
    </message>
    <message>
        <source>The cells alternate between the two digits along the chain. Two cells an odd number of links apart hold different digits, so a cell that sees both loses both digits.</source>
        <translation>Die Zellen wechseln entlang der Kette zwischen den zwei Ziffern. Zwei Zellen, die eine ungerade Zahl von Verbindungen auseinanderliegen, enthalten verschiedene Ziffern, also verliert eine Zelle, die beide sieht, beide Ziffern.</translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong link, weak link, strong link, ..., starting and ending with a strong link.</source>
        <translation>Eine alternierende Kette auf einer Ziffer: starke Verbindung, schwache Verbindung, starke Verbindung, …, die mit einer starken Verbindung beginnt und endet.</translation>
    </message>
    <message>
        <source>If the first candidate is false, each strong link makes the next true and each weak link the next false, so the last candidate is true. Hence one of the two ends is true, and a candidate of the digit that sees both ends is eliminated.</source>
        <translation>Ist der erste Kandidat falsch, macht jede starke Verbindung den nächsten wahr und jede schwache den nächsten falsch, also ist der letzte wahr. Eines der zwei Enden ist daher wahr, und ein Kandidat der Ziffer, der beide Enden sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells, each joined to the next by a shared digit; the chain starts and ends with the same digit z.</source>
        <translation>Eine Kette bivalenter Zellen, jede mit der nächsten durch eine gemeinsame Ziffer verbunden; die Kette beginnt und endet mit derselben Ziffer z.</translation>
    </message>
    <message>
        <source>If the first cell is not z, it is its other digit, which forces the next cell, and so on until the last cell is z. So one end is z, and a z that sees both ends is eliminated.</source>
        <translation>Ist die erste Zelle nicht z, ist sie ihre andere Ziffer, die die nächste Zelle erzwingt, und so weiter, bis die letzte Zelle z ist. Ein Ende ist also z, und ein z, das beide Enden sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links that closes on itself with the alternation intact.</source>
        <translation>Eine alternierende Kette aus starken und schwachen Verbindungen, die sich mit intaktem Wechsel zu einer Schleife schließt.</translation>
    </message>
    <message>
        <source>In a closed loop every weak link becomes strong: of the two candidates it joins, exactly one is true. So every other candidate in a house or cell of a weak link is eliminated.</source>
        <translation>In einer geschlossenen Schleife wird jede schwache Verbindung stark: von den zwei Kandidaten, die sie verbindet, ist genau einer wahr. Jeder andere Kandidat im Haus oder in der Zelle einer schwachen Verbindung wird daher eliminiert.</translation>
    </message>
    <message>
        <source>An alternating loop with one break in the alternation: two strong links or two weak links meet at one candidate.</source>
        <translation>Eine alternierende Schleife mit einem Bruch im Wechsel: zwei starke oder zwei schwache Verbindungen treffen sich an einem Kandidaten.</translation>
    </message>
    <message>
        <source>Two weak links at a candidate: assuming it true leads back to itself being false, so it is eliminated. Two strong links at a candidate: assuming it false makes it true, so it is placed.</source>
        <translation>Zwei schwache Verbindungen an einem Kandidaten: nimmt man ihn als wahr an, folgt, dass er falsch ist, also wird er eliminiert. Zwei starke Verbindungen an einem Kandidaten: nimmt man ihn als falsch an, wird er wahr, also wird er gesetzt.</translation>
    </message>
    <message>
        <source>An alternating inference chain: strong and weak links between candidates of any digit and cell, starting and ending with a strong link.</source>
        <translation>Eine alternierende Schlusskette (AIC): starke und schwache Verbindungen zwischen Kandidaten beliebiger Ziffern und Zellen, die mit einer starken Verbindung beginnt und endet.</translation>
    </message>
    <message>
        <source>One of the two ends is true. A candidate that sees both ends (or, if both ends are in one cell, any other candidate of that cell) is eliminated. Setwise draws the chain with solid strong and dashed weak links.</source>
        <translation>Eines der zwei Enden ist wahr. Ein Kandidat, der beide Enden sieht (oder, wenn beide Enden in einer Zelle liegen, jeder andere Kandidat dieser Zelle), wird eliminiert. Setwise zeichnet die Kette mit durchgezogenen starken und gestrichelten schwachen Verbindungen.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the candidates of one digit in a box-line intersection, treated as one node.</source>
        <translation>Eine geschlossene Nice Loop, in der einige Knoten Gruppen sind: die Kandidaten einer Ziffer in einer Block-Linien-Schnittmenge, als ein Knoten behandelt.</translation>
    </message>
    <message>
        <source>A group is true when one of its candidates is. With the loop closed every weak link acts as a strong one, and the candidates that see both ends of a weak link are eliminated.</source>
        <translation>Eine Gruppe ist wahr, wenn einer ihrer Kandidaten wahr ist. Bei geschlossener Schleife wirkt jede schwache Verbindung wie eine starke, und die Kandidaten, die beide Enden einer schwachen Verbindung sehen, werden eliminiert.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop that uses group nodes.</source>
        <translation>Eine unterbrochene Nice Loop mit Gruppenknoten.</translation>
    </message>
    <message>
        <source>As in the plain loop, the candidate where the alternation breaks is eliminated (two weak links) or placed (two strong links).</source>
        <translation>Wie in der einfachen Schleife wird der Kandidat, an dem der Wechsel bricht, eliminiert (zwei schwache Verbindungen) oder gesetzt (zwei starke Verbindungen).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes (a digit&apos;s candidates in a box-line intersection).</source>
        <translation>Eine alternierende Schlusskette mit Gruppenknoten (die Kandidaten einer Ziffer in einer Block-Linien-Schnittmenge).</translation>
    </message>
    <message>
        <source>One of the ends is true; a candidate that sees every candidate of both end nodes is eliminated.</source>
        <translation>Eines der Enden ist wahr; ein Kandidat, der jeden Kandidaten beider Endknoten sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A continuous nice loop whose nodes may be groups and almost locked sets: an ALS enters on one digit and leaves on another.</source>
        <translation>Eine geschlossene Nice Loop, deren Knoten Gruppen und fast gesperrte Mengen (ALS) sein können: eine ALS wird über eine Ziffer betreten und über eine andere verlassen.</translation>
    </message>
    <message>
        <source>An ALS without the entering digit is a locked set and so holds the leaving digit: a strong link inside the ALS. With the loop closed, each weak link eliminates as in a continuous loop.</source>
        <translation>Eine ALS ohne die eintretende Ziffer ist eine gesperrte Menge und enthält daher die austretende Ziffer: eine starke Verbindung innerhalb der ALS. Bei geschlossener Schleife eliminiert jede schwache Verbindung wie in einer geschlossenen Schleife.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop that passes through almost locked sets.</source>
        <translation>Eine unterbrochene Nice Loop, die durch fast gesperrte Mengen (ALS) führt.</translation>
    </message>
    <message>
        <source>The ALS links carry the inference; the candidate at the break is eliminated or placed as in a plain discontinuous loop.</source>
        <translation>Die ALS-Verbindungen tragen den Schluss weiter; der Kandidat am Bruch wird eliminiert oder gesetzt wie in einer einfachen unterbrochenen Schleife.</translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups and almost locked sets.</source>
        <translation>Eine AIC, deren Knoten Gruppen und fast gesperrte Mengen (ALS) sein können.</translation>
    </message>
    <message>
        <source>One end is true, so a candidate seeing both ends is eliminated; inside an ALS the chain runs on the locked-set argument.</source>
        <translation>Ein Ende ist wahr, also wird ein Kandidat, der beide Enden sieht, eliminiert; innerhalb einer ALS läuft die Kette über das Argument der gesperrten Menge.</translation>
    </message>
    <message>
        <source>A finned fish whose fins do not see the target candidate directly: each fin reaches it through a chain instead.</source>
        <translation>Ein Flossen-Fisch, dessen Flossen den Zielkandidaten nicht direkt sehen: jede Flosse erreicht ihn stattdessen über eine Kette.</translation>
    </message>
    <message>
        <source>Either the fish without fins stands, which eliminates the target as a cover candidate, or one fin is true and its chain makes the target false. Both ways the target goes.</source>
        <translation>Entweder steht der Fisch ohne Flossen, was das Ziel als Kandidat einer Deckmenge eliminiert, oder eine Flosse ist wahr und ihre Kette macht das Ziel falsch. In beiden Fällen fällt das Ziel weg.</translation>
    </message>
    <message>
        <source>A finned fish where, for one cell of a cover set, the fish and every fin each force the same candidate of another digit false by a chain.</source>
        <translation>Ein Flossen-Fisch, bei dem für eine Zelle einer Deckmenge der Fisch und jede Flosse denselben Kandidaten einer anderen Ziffer über eine Kette falsch machen.</translation>
    </message>
    <message>
        <source>The fish (without fins) or one of its fins is true; each case proves the target false, so the target is eliminated. It is a forcing chain whose start is the fish&apos;s disjunction.</source>
        <translation>Der Fisch (ohne Flossen) oder eine seiner Flossen ist wahr; jeder Fall beweist das Ziel falsch, also wird es eliminiert. Es ist eine Forcing-Kette, deren Anfang die Alternative des Fisches ist.</translation>
    </message>
    <message>
        <source>Any set of truths (cells, or digits in rows, columns and boxes) covered by as many links, the links taking in every truth candidate; no classic name needed.</source>
        <translation>Eine beliebige Menge von Basismengen (Zellen oder Ziffern in Zeilen, Spalten und Blöcken), abgedeckt von ebenso vielen Deckmengen, die jeden Basismengen-Kandidaten aufnehmen; ein klassischer Name ist nicht nötig.</translation>
    </message>
    <message>
        <source>The truths hold exactly as many true candidates as there are truths, and each link holds at most one, so with equal numbers every link is filled by a truth candidate (rank 0). Every link candidate outside the truths is false. Setwise&apos;s rank search finds these structures across digits.</source>
        <translation>Die Basismengen enthalten genau so viele wahre Kandidaten, wie es Basismengen gibt, und jede Deckmenge höchstens einen; bei gleicher Anzahl wird also jede Deckmenge von einem Basismengen-Kandidaten gefüllt (Rang 0). Jede Deckmenge-Kandidat außerhalb der Basismengen ist falsch. Die Rangsuche von Setwise findet solche Strukturen über mehrere Ziffern.</translation>
    </message>
    <message>
        <source>Truths covered by one link more than there are truths (rank 1).</source>
        <translation>Basismengen, abgedeckt von einer Deckmenge mehr, als es Basismengen gibt (Rang 1).</translation>
    </message>
    <message>
        <source>Truths covered with two spare links (rank 2).</source>
        <translation>Basismengen, abgedeckt mit zwei überzähligen Deckmengen (Rang 2).</translation>
    </message>
    <message>
        <source>Truths and links found by following chains from one candidate.</source>
        <translation>Basis- und Deckmengen, gefunden, indem man Ketten von einem Kandidaten aus folgt.</translation>
    </message>
    <message>
        <source>Were the candidate true, chains of single inferences would leave some cell or house without a candidate. Each inference rests on one truth or one link; together they make a structure whose counting removes the candidate, checked like any rank logic.</source>
        <translation>Wäre der Kandidat wahr, ließen Ketten einzelner Folgerungen eine Zelle oder ein Haus ohne Kandidaten. Jede Folgerung stützt sich auf eine Basismenge oder eine Deckmenge; zusammen bilden sie eine Struktur, deren Zählung den Kandidaten entfernt, geprüft wie jede Rang-Logik.</translation>
    </message>
    <message>
        <source>Truths and links of a net from one candidate, counted case by case over their triplets.</source>
        <translation>Basis- und Deckmengen eines Netzes von einem Kandidaten aus, Fall für Fall über ihre Tripletts gezählt.</translation>
    </message>
    <message>
        <source>A triplet is a candidate in three of the sets, a truth and two links: true, it fills one truth but takes two links; false, it leaves the count. In each case a part of the structure, a rank zone, removes the candidate by counting, so it is false in every case.</source>
        <translation>Ein Triplett ist ein Kandidat in drei der Mengen, einer Basismenge und zwei Deckmengen: wahr, füllt er eine Basismenge, belegt aber zwei Deckmengen; falsch, fällt er aus der Zählung. In jedem Fall entfernt ein Teil der Struktur, eine Rangzone, den Kandidaten durch Zählen, also ist er in jedem Fall falsch.</translation>
    </message>
    <message>
        <source>Two links may stay without a truth candidate, so a candidate is eliminated only where three links overlap on it; Setwise checks each conclusion, exactly where counting is not enough.</source>
        <translation>Zwei Deckmengen dürfen ohne Basismengen-Kandidaten bleiben, also wird ein Kandidat nur dort eliminiert, wo sich drei Deckmengen auf ihm überschneiden; Setwise prüft jede Folgerung exakt, wo das Zählen nicht reicht.</translation>
    </message>
    <message>
        <source>A structure of many truths (cells and house-digits mixed) covered by as many links, or one more (rank 0 or 1).</source>
        <translation>Eine Struktur aus vielen Basismengen (Zellen und Haus-Ziffern gemischt), abgedeckt von ebenso vielen Deckmengen oder einer mehr (Rang 0 oder 1).</translation>
    </message>
    <message>
        <source>Each truth holds one true candidate and each link at most one, so with as many links as truths every link holds a truth&apos;s candidate and a link candidate outside the truths is false; with one link more, a candidate in two links is false. The truths are those a forcing net would use, with the links chosen anew and truths added that the links already hold: the net&apos;s conclusion by counting alone.</source>
        <translation>Jede Basismenge enthält genau einen wahren Kandidaten und jede Deckmenge höchstens einen; bei ebenso vielen Deckmengen wie Basismengen enthält also jede Deckmenge einen Kandidaten einer Basismenge, und ein Kandidat einer Deckmenge außerhalb der Basismengen ist falsch; mit einer Deckmenge mehr ist ein Kandidat in zwei Deckmengen falsch. Die Basismengen sind die, die ein erzwingendes Netz benutzen würde, die Deckmengen neu gewählt, und Basismengen kommen hinzu, die die Deckmengen schon enthalten: die Folgerung des Netzes allein durch Zählen.</translation>
    </message>
    <message>
        <source>A template is one way of placing a digit nine times, once in each row, column and box. The templates compatible with the grid are enumerated.</source>
        <translation>Ein Template ist eine Art, eine Ziffer neunmal zu setzen, einmal in jeder Zeile, Spalte und jedem Block. Die mit dem Gitter verträglichen Templates werden aufgezählt.</translation>
    </message>
    <message>
        <source>If a candidate lies in every template that fits the digit&apos;s placed cells and candidates, the digit must go there in the solution: it is placed.</source>
        <translation>Liegt ein Kandidat in jedem Template, das zu den gesetzten Zellen und Kandidaten der Ziffer passt, muss die Ziffer in der Lösung dort stehen: sie wird gesetzt.</translation>
    </message>
    <message>
        <source>The same enumeration of a digit&apos;s compatible templates.</source>
        <translation>Dieselbe Aufzählung der verträglichen Templates einer Ziffer.</translation>
    </message>
    <message>
        <source>A candidate that lies in no template that fits the grid cannot be part of the digit&apos;s solution and is eliminated.</source>
        <translation>Ein Kandidat, der in keinem passenden Template liegt, kann nicht Teil der Lösung der Ziffer sein und wird eliminiert.</translation>
    </message>
    <message>
        <source>Two base cells in one box-line intersection holding three or four digits, two target cells in the other boxes of the band, and cross lines in which each base digit can appear in the cross-line cells at most twice.</source>
        <translation>Zwei Basiszellen in einer Block-Linien-Schnittmenge mit drei oder vier Ziffern, zwei Zielzellen in den anderen Blöcken des Bandes, und Querlinien, in deren Querlinienzellen jede Basisziffer höchstens zweimal vorkommen kann.</translation>
    </message>
    <message>
        <source>The base digits are forced to reappear in the targets: the two true base digits lie in the two targets. So the targets lose every non-base digit, and other rules follow (a base digit absent from a target&apos;s mirror, ...). Setwise proves each conclusion by an exact check of the pattern.</source>
        <translation>Die Basisziffern müssen in den Zielzellen wieder erscheinen: die zwei wahren Basisziffern liegen in den zwei Zielzellen. Die Zielzellen verlieren also jede andere Ziffer, und weitere Regeln folgen (eine Basisziffer, die im Spiegel einer Zielzelle fehlt, …). Setwise beweist jede Folgerung durch eine exakte Prüfung des Musters.</translation>
    </message>
    <message>
        <source>The same argument as for the junior exocet: the base digits are carried to the targets, and the targets lose the other digits.</source>
        <translation>Dasselbe Argument wie beim Junior Exocet: die Basisziffern werden in die Zielzellen getragen, und die Zielzellen verlieren die anderen Ziffern.</translation>
    </message>
    <message>
        <source>Two junior exocets in the same band that share their base digits.</source>
        <translation>Zwei Junior Exocets im selben Band, die ihre Basisziffern teilen.</translation>
    </message>
    <message>
        <source>Each exocet&apos;s rules apply, and together they remove more: the base digits are locked in both pairs of targets, so they leave the other cells the two exocets control.</source>
        <translation>Die Regeln jedes Exocets gelten, und zusammen entfernen sie mehr: die Basisziffern sind in beiden Zielpaaren gesperrt, also verlassen sie die anderen Zellen, die die zwei Exocets beherrschen.</translation>
    </message>
    <message>
        <source>Twelve cells in four boxes (two bands, two stacks, as a rectangle of boxes) holding only the same three digits, plus one cell with extra candidates.</source>
        <translation>Zwölf Zellen in vier Blöcken (zwei Bänder, zwei Stapel, als Rechteck aus Blöcken), die nur dieselben drei Ziffern enthalten, dazu eine Zelle mit weiteren Kandidaten.</translation>
    </message>
    <message>
        <source>Three digits in that shape cannot be placed at all (the pattern has no solution), so the one cell with extras must take an extra digit: its three pattern digits are eliminated. This needs no uniqueness assumption.</source>
        <translation>Drei Ziffern in dieser Form lassen sich gar nicht setzen (das Muster hat keine Lösung), also muss die eine Zelle mit weiteren Kandidaten eine dieser weiteren Ziffern aufnehmen: ihre drei Musterziffern werden eliminiert. Dafür braucht es keine Annahme der Eindeutigkeit.</translation>
    </message>
    <message>
        <source>A loop of sixteen cells in four boxes, where pairs of digits pass from each box-line intersection to the next.</source>
        <translation>Eine Schleife aus sechzehn Zellen in vier Blöcken, in der Ziffernpaare von jeder Block-Linien-Schnittmenge zur nächsten weitergegeben werden.</translation>
    </message>
    <message>
        <source>The digit pairs chain around the loop in alternation: each link holds its pair, so the pairs are locked along the loop&apos;s lines and boxes, and the other candidates of those digits there are eliminated (a rank-0 structure of sixteen truths).</source>
        <translation>Die Ziffernpaare laufen abwechselnd um die Schleife: jede Verbindung hält ihr Paar, also sind die Paare in den Linien und Blöcken der Schleife gesperrt, und die anderen Kandidaten dieser Ziffern dort werden eliminiert (eine Rang-0-Struktur aus sechzehn Basismengen).</translation>
    </message>
    <message>
        <source>A multi-sector locked set: a group of cells and digits whose truths (the cells) are covered exactly by as many digit links in rows, columns and boxes.</source>
        <translation>Eine mehrteilige gesperrte Menge (MSLS): eine Gruppe von Zellen und Ziffern, deren Basismengen (die Zellen) genau von ebenso vielen Ziffern-Deckmengen in Zeilen, Spalten und Blöcken abgedeckt werden.</translation>
    </message>
    <message>
        <source>Cell truths and digit links in equal numbers: rank 0. Every link is filled by the cells&apos; digits, so the link candidates outside the cells are eliminated.</source>
        <translation>Zellen-Basismengen und Ziffern-Deckmengen in gleicher Anzahl: Rang 0. Jede Deckmenge wird von den Ziffern der Zellen gefüllt, also werden die Deckmengen-Kandidaten außerhalb der Zellen eliminiert.</translation>
    </message>
    <message>
        <source>Assume a candidate true and follow the simple implications (singles, strong links) from it.</source>
        <translation>Man nimmt einen Kandidaten als wahr an und verfolgt die einfachen Folgerungen daraus (Singles, starke Verbindungen).</translation>
    </message>
    <message>
        <source>If the assumption leads to a contradiction (a cell or a house without a candidate, or a digit twice in a house), the candidate was false and is eliminated. Setwise shows the implication tree.</source>
        <translation>Führt die Annahme zu einem Widerspruch (eine Zelle oder ein Haus ohne Kandidaten, oder eine Ziffer zweimal in einem Haus), war der Kandidat falsch und wird eliminiert. Setwise zeigt den Folgerungsbaum.</translation>
    </message>
    <message>
        <source>Start from every candidate of a cell (or every place of a digit in a house) and follow the implications of each.</source>
        <translation>Man beginnt bei jedem Kandidaten einer Zelle (oder jedem Platz einer Ziffer in einem Haus) und verfolgt die Folgerungen jedes einzelnen.</translation>
    </message>
    <message>
        <source>One of them is true. If every branch leads to the same conclusion (a candidate true, or false), that conclusion holds whatever is true: it is placed or eliminated.</source>
        <translation>Einer davon ist wahr. Führt jeder Zweig zur selben Folgerung (ein Kandidat wahr oder falsch), gilt diese Folgerung, was auch immer wahr ist: sie wird gesetzt oder eliminiert.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the implications may combine: a candidate is forced when several earlier conclusions together remove its rivals.</source>
        <translation>Wie ein Forcing-Ketten-Widerspruch, aber die Folgerungen dürfen sich verbinden: ein Kandidat ist erzwungen, wenn mehrere frühere Folgerungen zusammen seine Konkurrenten entfernen.</translation>
    </message>
    <message>
        <source>A net explores more than a chain. When the assumption empties a cell or house, or doubles a digit, the assumed candidate is eliminated.</source>
        <translation>Ein Netz erkundet mehr als eine Kette. Leert die Annahme eine Zelle oder ein Haus oder verdoppelt sie eine Ziffer, wird der angenommene Kandidat eliminiert.</translation>
    </message>
    <message>
        <source>Every candidate of a cell or every place of a digit in a house, each followed as a net.</source>
        <translation>Jeder Kandidat einer Zelle oder jeder Platz einer Ziffer in einem Haus, jeder als Netz verfolgt.</translation>
    </message>
    <message>
        <source>Whatever the true one is, every branch ends with the same conclusion, so it holds.</source>
        <translation>Welcher auch immer wahr ist, jeder Zweig endet mit derselben Folgerung, also gilt sie.</translation>
    </message>
    <message>
        <source>A forcing net whose implications may themselves use small techniques (locked candidates, subsets) on the assumed state.</source>
        <translation>Ein Forcing-Netz, dessen Folgerungen selbst kleine Techniken (Locked Candidates, Teilmengen) auf dem angenommenen Stand nutzen dürfen.</translation>
    </message>
    <message>
        <source>Under the assumption, any sound deduction is allowed; a contradiction eliminates the assumption, a common conclusion of all branches holds.</source>
        <translation>Unter der Annahme ist jeder gültige Schluss erlaubt; ein Widerspruch eliminiert die Annahme, eine gemeinsame Folgerung aller Zweige gilt.</translation>
    </message>
    <message>
        <source>A forcing net inside which further nets are used to find implications: the strongest, and last, technique of the registry.</source>
        <translation>Ein Forcing-Netz, in dem weitere Netze Folgerungen finden: die stärkste und letzte Technik der Liste.</translation>
    </message>
    <message>
        <source>Each inner net proves an implication under the outer assumption; the outer net then reaches a contradiction or a verity as usual. Setwise shows the nested tree.</source>
        <translation>Jedes innere Netz beweist eine Folgerung unter der äußeren Annahme; das äußere Netz erreicht dann wie üblich einen Widerspruch oder eine Verity. Setwise zeigt den verschachtelten Baum.</translation>
    </message>
    <message>
        <source>For one digit, two parallel lines each hold the digit in exactly two cells. One end of each line lies in a common crossing line (the base of the skyscraper); the other two ends, the roofs, are not aligned.</source>
        <translation>Für eine Ziffer enthalten zwei parallele Linien die Ziffer in genau zwei Zellen. Je ein Ende jeder Linie liegt in einer gemeinsamen Querlinie (der Basis des Wolkenkratzers); die anderen zwei Enden, die Dächer, liegen nicht auf einer Linie.</translation>
    </message>
    <message>
        <source>Each line is a strong link: one of its two cells is true. The base line holds the digit at most once, so at most one of the two base ends is true, and therefore at least one roof is true. Any candidate of the digit that sees both roofs is false. As sets: the two lines are truths; the base line and two houses that each hold one roof are links (rank 1), and a candidate in both of those houses is eliminated.</source>
        <translation>Jede Linie ist eine starke Verbindung: eine ihrer zwei Zellen ist wahr. Die Basislinie enthält die Ziffer höchstens einmal, also ist höchstens eines der zwei Basisenden wahr und damit mindestens ein Dach. Jeder Kandidat der Ziffer, der beide Dächer sieht, ist falsch. Als Mengen: die zwei Linien sind Basismengen; die Basislinie und zwei Häuser, die je ein Dach enthalten, sind Deckmengen (Rang 1), und ein Kandidat in beiden dieser Häuser wird eliminiert.</translation>
    </message>
    <message>
        <source>For one digit, a row and a column each hold the digit in exactly two cells, and one end of the row and one end of the column share a box.</source>
        <translation>Für eine Ziffer enthalten eine Zeile und eine Spalte die Ziffer in genau zwei Zellen, und ein Ende der Zeile und ein Ende der Spalte liegen im selben Block.</translation>
    </message>
    <message>
        <source>The row and the column are strong links; inside the box the two ends see each other, so at most one of them is true. Then one of the two far ends is true, and a candidate of the digit that sees both far ends is eliminated.</source>
        <translation>Zeile und Spalte sind starke Verbindungen; im Block sehen sich die zwei Enden, also ist höchstens eines davon wahr. Dann ist eines der zwei fernen Enden wahr, und ein Kandidat der Ziffer, der beide fernen Enden sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A chain of four candidates of one digit: strong link, weak link, strong link. The skyscraper and the kite are turbot fish with a particular shape.</source>
        <translation>Eine Kette aus vier Kandidaten einer Ziffer: starke Verbindung, schwache Verbindung, starke Verbindung. Wolkenkratzer und Drachen sind Turbot-Fische besonderer Form.</translation>
    </message>
    <message>
        <source>One end of the first strong link or the other end of the second one must be true, because the weak link in the middle allows only one of the inner candidates. A candidate seeing both ends is false.</source>
        <translation>Ein Ende der ersten starken Verbindung oder das andere Ende der zweiten muss wahr sein, weil die schwache Verbindung in der Mitte nur einen der inneren Kandidaten zulässt. Ein Kandidat, der beide Enden sieht, ist falsch.</translation>
    </message>
    <message>
        <source>In one box the candidates of a digit all lie in one row and one column of the box (an L or a cross, the rest of the box empty). Outside the box, a line holds the digit in two cells, one of them in line with the box&apos;s row or column.</source>
        <translation>In einem Block liegen alle Kandidaten einer Ziffer in einer Zeile und einer Spalte des Blocks (ein L oder ein Kreuz, der Rest des Blocks leer). Außerhalb des Blocks enthält eine Linie die Ziffer in zwei Zellen, eine davon auf einer Linie mit der Zeile oder Spalte des Blocks.</translation>
    </message>
    <message>
        <source>The box is a truth: its digit lies in its row part or in its column part. Together with the strong link outside, the candidate where the box&apos;s other line meets the far end of that link is false either way: one of the two lines through the box, or the strong link, removes it.</source>
        <translation>Der Block ist eine Basismenge: seine Ziffer liegt in seinem Zeilenteil oder in seinem Spaltenteil. Zusammen mit der starken Verbindung außerhalb ist der Kandidat, in dem die andere Linie durch den Block das ferne Ende dieser Verbindung trifft, in jedem Fall falsch: eine der zwei Linien durch den Block oder die starke Verbindung entfernt ihn.</translation>
    </message>
    <message>
        <source>Each kite eliminates on its own (see 2-String Kite); Setwise gives both as one step, as HoDoKu does, because they share the box.</source>
        <translation>Jeder Drachen eliminiert für sich (siehe 2-String Kite); Setwise gibt beide als einen Schritt aus, wie HoDoKu, weil sie sich den Block teilen.</translation>
    </message>
    <message>
        <source>Two empty rectangles on the same digit and box, each with its own strong link outside the box.</source>
        <translation>Zwei Empty Rectangles auf derselben Ziffer und demselben Block, jedes mit seiner eigenen starken Verbindung außerhalb des Blocks.</translation>
    </message>
    <message>
        <source>Each empty rectangle eliminates on its own; the step shows both eliminations at once, as HoDoKu does.</source>
        <translation>Jedes Empty Rectangle eliminiert für sich; der Schritt zeigt beide Eliminierungen zugleich, wie HoDoKu.</translation>
    </message>
    <message>
        <source>For one digit, the strong links (houses with exactly two candidates) are joined into a cluster and its candidates coloured in two alternating colours.</source>
        <translation>Für eine Ziffer werden die starken Verbindungen (Häuser mit genau zwei Kandidaten) zu einem Cluster verbunden und seine Kandidaten abwechselnd in zwei Farben gefärbt.</translation>
    </message>
    <message>
        <source>One colour is all true, the other all false, though we do not know which. A candidate of the digit outside the cluster that sees one candidate of each colour is false in either case (a trap).</source>
        <translation>Eine Farbe ist ganz wahr, die andere ganz falsch, nur wissen wir nicht, welche. Ein Kandidat der Ziffer außerhalb des Clusters, der je einen Kandidaten beider Farben sieht, ist in jedem Fall falsch (Falle).</translation>
    </message>
    <message>
        <source>A cluster of strong links on one digit, coloured in two alternating colours, in which two candidates of the same colour see each other.</source>
        <translation>Ein Cluster starker Verbindungen auf einer Ziffer, abwechselnd in zwei Farben gefärbt, in dem sich zwei Kandidaten derselben Farbe sehen.</translation>
    </message>
    <message>
        <source>Two candidates of one colour in one house cannot both be true, so that colour is false everywhere (a wrap): all of its candidates are eliminated, and the other colour is true.</source>
        <translation>Zwei Kandidaten einer Farbe in einem Haus können nicht beide wahr sein, also ist diese Farbe überall falsch (Verstrickung): alle ihre Kandidaten werden eliminiert, und die andere Farbe ist wahr.</translation>
    </message>
    <message>
        <source>Two separate colour clusters on the same digit, where one colour of the first sees both colours of the second.</source>
        <translation>Zwei getrennte Farb-Cluster auf derselben Ziffer, bei denen eine Farbe des ersten beide Farben des zweiten sieht.</translation>
    </message>
    <message>
        <source>If that colour of the first cluster were true, it would remove both colours of the second cluster, and that cluster must have one true colour. So the colour is false and all its candidates go.</source>
        <translation>Wäre diese Farbe des ersten Clusters wahr, entfernte sie beide Farben des zweiten Clusters, der aber eine wahre Farbe haben muss. Die Farbe ist also falsch, und alle ihre Kandidaten fallen weg.</translation>
    </message>
    <message>
        <source>Two colour clusters on the same digit, where one colour of each cluster sees the other (a weak link between the clusters).</source>
        <translation>Zwei Farb-Cluster auf derselben Ziffer, bei denen je eine Farbe jedes Clusters die andere sieht (eine schwache Verbindung zwischen den Clustern).</translation>
    </message>
    <message>
        <source>The two linked colours cannot both be true, so at least one of the two other colours is true. A candidate of the digit that sees a candidate of each of those two other colours is false.</source>
        <translation>Die zwei verbundenen Farben können nicht beide wahr sein, also ist mindestens eine der zwei anderen Farben wahr. Ein Kandidat der Ziffer, der je einen Kandidaten dieser zwei anderen Farben sieht, ist falsch.</translation>
    </message>
    <message>
        <source>Colouring across digits: strong links within houses and bivalue cells (a cell with two candidates) join candidates of several digits into one cluster of two colours.</source>
        <translation>Färben über Ziffern hinweg: starke Verbindungen in Häusern und bivalente Zellen (Zellen mit zwei Kandidaten) verbinden Kandidaten mehrerer Ziffern zu einem Cluster aus zwei Farben.</translation>
    </message>
    <message>
        <source>One colour is all true. A colour with two candidates in one cell or one house, or one that would empty a cell, is false; a candidate that sees both colours, or sits in a cell with one colour and sees the other on its digit, is eliminated. Setwise names the rule that applies.</source>
        <translation>Eine Farbe ist ganz wahr. Eine Farbe mit zwei Kandidaten in einer Zelle oder einem Haus, oder eine, die eine Zelle leeren würde, ist falsch; ein Kandidat, der beide Farben sieht oder in einer Zelle mit einer Farbe sitzt und die andere auf seiner Ziffer sieht, wird eliminiert. Setwise nennt die Regel, die greift.</translation>
    </message>
    <message>
        <source>Four cells at the corners of a rectangle, in two rows, two columns and two boxes, all hold the digits a and b; three corners hold nothing else.</source>
        <translation>Vier Zellen an den Ecken eines Rechtecks, in zwei Zeilen, zwei Spalten und zwei Blöcken, enthalten alle die Ziffern a und b; drei Ecken enthalten nichts anderes.</translation>
    </message>
    <message>
        <source>If all four corners were reduced to a and b, the two digits could be swapped and the puzzle would have two solutions (a deadly pattern). Assuming one solution, the extra candidates of the fourth corner are a virtual truth (&quot;UR ≥ 1&quot;): one of them is true, so a and b are eliminated from that corner.</source>
        <translation>Wären alle vier Ecken auf a und b reduziert, ließen sich die zwei Ziffern vertauschen, und das Rätsel hätte zwei Lösungen (ein tödliches Muster). Bei einer Lösung sind die weiteren Kandidaten der vierten Ecke eine virtuelle Basismenge („UR ≥ 1“): einer davon ist wahr, also werden a und b aus dieser Ecke eliminiert.</translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where two corners in one line or box hold one extra candidate c and nothing else.</source>
        <translation>Ein Unique Rectangle auf a und b, bei dem zwei Ecken in einer Linie oder einem Block einen weiteren Kandidaten c und sonst nichts enthalten.</translation>
    </message>
    <message>
        <source>To avoid the deadly pattern one of the two extra candidates c is true (the virtual truth). Whichever it is, c is removed from every cell that sees both of them.</source>
        <translation>Um das tödliche Muster zu vermeiden, ist einer der zwei weiteren Kandidaten c wahr (die virtuelle Basismenge). Welcher es auch ist, c wird aus jeder Zelle entfernt, die beide sieht.</translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where two corners in one house hold extra candidates that, read as one virtual cell, form a naked subset with other cells of that house.</source>
        <translation>Ein Unique Rectangle auf a und b, bei dem zwei Ecken in einem Haus weitere Kandidaten enthalten, die, als eine virtuelle Zelle gelesen, mit anderen Zellen des Hauses eine nackte Teilmenge bilden.</translation>
    </message>
    <message>
        <source>One of the extra candidates must be true, so the two corners act like a single cell holding the extra digits. With the other cells it locks those digits in the house, and they are eliminated from the rest of the house.</source>
        <translation>Einer der weiteren Kandidaten muss wahr sein, also wirken die zwei Ecken wie eine einzige Zelle mit den weiteren Ziffern. Mit den anderen Zellen sperrt sie diese Ziffern im Haus, und sie werden aus dem Rest des Hauses eliminiert.</translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where the two corners with extra candidates share a house in which the digit a is confined to these two corners.</source>
        <translation>Ein Unique Rectangle auf a und b, bei dem die zwei Ecken mit weiteren Kandidaten ein Haus teilen, in dem die Ziffer a auf diese zwei Ecken beschränkt ist.</translation>
    </message>
    <message>
        <source>One of the two corners must be a (the house needs it there), and the pattern forbids both being a or b only. So b in those two corners would complete the deadly pattern: b is eliminated from both.</source>
        <translation>Eine der zwei Ecken muss a sein (das Haus braucht es dort), und das Muster verbietet, dass beide nur a oder b sind. b in diesen zwei Ecken würde also das tödliche Muster vollenden: b wird aus beiden eliminiert.</translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where two or three corners hold the same extra candidate c, in corners that are not all in one house.</source>
        <translation>Ein Unique Rectangle auf a und b, bei dem zwei oder drei Ecken denselben weiteren Kandidaten c enthalten, in Ecken, die nicht alle in einem Haus liegen.</translation>
    </message>
    <message>
        <source>One of the c&apos;s in the corners must be true to avoid the deadly pattern, so any candidate c that sees all of them is false.</source>
        <translation>Eines der c in den Ecken muss wahr sein, um das tödliche Muster zu vermeiden, also ist jeder Kandidat c, der alle sieht, falsch.</translation>
    </message>
    <message>
        <source>A unique rectangle on a and b with extra candidates in two diagonal corners, where the digit a is confined to the rectangle&apos;s corners in both of its rows (or columns).</source>
        <translation>Ein Unique Rectangle auf a und b mit weiteren Kandidaten in zwei diagonalen Ecken, bei dem die Ziffer a in beiden seiner Zeilen (oder Spalten) auf die Ecken des Rechtecks beschränkt ist.</translation>
    </message>
    <message>
        <source>The strong links on a force either the one diagonal or the other to hold a. If the diagonal with the extra candidates held a, the other diagonal would hold a and b only and complete the deadly pattern; so a is eliminated from the two extra corners.</source>
        <translation>Die starken Verbindungen auf a zwingen a entweder in die eine oder in die andere Diagonale. Hielte die Diagonale mit den weiteren Kandidaten a, enthielte die andere Diagonale nur a und b und vollendete das tödliche Muster; also wird a aus den zwei Ecken mit weiteren Kandidaten eliminiert.</translation>
    </message>
    <message>
        <source>A unique rectangle on a and b whose one corner is bivalue (only a and b), and the opposite corner sees strong links on one digit in its row and column.</source>
        <translation>Ein Unique Rectangle auf a und b, dessen eine Ecke bivalent ist (nur a und b), und die gegenüberliegende Ecke sieht starke Verbindungen auf einer Ziffer in ihrer Zeile und Spalte.</translation>
    </message>
    <message>
        <source>If the opposite corner took the other digit, the strong links would force the remaining corners into the deadly pattern. Assuming one solution, that digit is eliminated from the opposite corner.</source>
        <translation>Nähme die gegenüberliegende Ecke die andere Ziffer, zwängen die starken Verbindungen die übrigen Ecken in das tödliche Muster. Bei einer Lösung wird diese Ziffer aus der gegenüberliegenden Ecke eliminiert.</translation>
    </message>
    <message>
        <source>Six cells in three rows and two columns (or two rows and three columns), in three boxes, holding only three digits apart from a few extra candidates.</source>
        <translation>Sechs Zellen in drei Zeilen und zwei Spalten (oder zwei Zeilen und drei Spalten), in drei Blöcken, die bis auf wenige weitere Kandidaten nur drei Ziffern enthalten.</translation>
    </message>
    <message>
        <source>Three digits in that shape could be permuted into a second solution. One of the extra candidates is therefore true (a virtual truth), which eliminates as the unique rectangle of the same type does.</source>
        <translation>Drei Ziffern in dieser Form ließen sich zu einer zweiten Lösung vertauschen. Einer der weiteren Kandidaten ist daher wahr (eine virtuelle Basismenge), was so eliminiert wie das Unique Rectangle desselben Typs.</translation>
    </message>
    <message>
        <source>A loop of an even number of cells (six or more), joined alternately in rows, columns or boxes, all holding the same two digits; one cell has extra candidates.</source>
        <translation>Eine Schleife aus einer geraden Zahl von Zellen (sechs oder mehr), abwechselnd über Zeilen, Spalten oder Blöcke verbunden, die alle dieselben zwei Ziffern enthalten; eine Zelle hat weitere Kandidaten.</translation>
    </message>
    <message>
        <source>Reduced to the two digits the loop could swap them: two solutions. So one extra candidate of the one cell is true, and the two loop digits are eliminated from it.</source>
        <translation>Auf die zwei Ziffern reduziert könnte die Schleife sie vertauschen: zwei Lösungen. Also ist ein weiterer Kandidat der einen Zelle wahr, und die zwei Schleifenziffern werden aus ihr eliminiert.</translation>
    </message>
    <message>
        <source>A unique loop whose extra candidates are one and the same digit c, in several cells.</source>
        <translation>Eine Unique Loop, deren weitere Kandidaten ein und dieselbe Ziffer c in mehreren Zellen sind.</translation>
    </message>
    <message>
        <source>One of the c&apos;s is true (the virtual truth), so a c that sees all of them is eliminated.</source>
        <translation>Eines der c ist wahr (die virtuelle Basismenge), also wird ein c, das alle sieht, eliminiert.</translation>
    </message>
    <message>
        <source>A unique loop whose extra candidates in two cells of one house form a naked subset with other cells of that house.</source>
        <translation>Eine Unique Loop, deren weitere Kandidaten in zwei Zellen eines Hauses mit anderen Zellen dieses Hauses eine nackte Teilmenge bilden.</translation>
    </message>
    <message>
        <source>The two cells act as one virtual cell holding the extra digits; the subset it forms eliminates those digits from the rest of the house.</source>
        <translation>Die zwei Zellen wirken wie eine virtuelle Zelle mit den weiteren Ziffern; die Teilmenge, die sie bildet, eliminiert diese Ziffern aus dem Rest des Hauses.</translation>
    </message>
    <message>
        <source>A unique loop whose two cells with extra candidates share a house in which one loop digit is confined to them.</source>
        <translation>Eine Unique Loop, deren zwei Zellen mit weiteren Kandidaten ein Haus teilen, in dem eine Schleifenziffer auf sie beschränkt ist.</translation>
    </message>
    <message>
        <source>That digit is in one of the two cells; if the other loop digit were in the other, the loop would be deadly. So the other loop digit is eliminated from both cells.</source>
        <translation>Diese Ziffer steht in einer der zwei Zellen; stünde die andere Schleifenziffer in der anderen, wäre die Schleife tödlich. Also wird die andere Schleifenziffer aus beiden Zellen eliminiert.</translation>
    </message>
    <message>
        <source>A rectangle in two boxes whose three corners are solved, none of them a given: a in one corner, b in the two corners next to it. The fourth corner is open.</source>
        <translation>Ein Rechteck in zwei Blöcken, dessen drei Ecken gelöst sind, keine davon eine Vorgabe: a in einer Ecke, b in den zwei Ecken daneben. Die vierte Ecke ist offen.</translation>
    </message>
    <message>
        <source>If the fourth corner took a, the four solved digits could be swapped into a second solution with the same givens. Assuming one solution, a is eliminated from the fourth corner.</source>
        <translation>Nähme die vierte Ecke a, ließen sich die vier gelösten Ziffern zu einer zweiten Lösung mit denselben Vorgaben vertauschen. Bei einer Lösung wird a aus der vierten Ecke eliminiert.</translation>
    </message>
    <message>
        <source>An avoidable rectangle with two placed corners and two open corners that hold the other digits plus one extra candidate c.</source>
        <translation>Ein Avoidable Rectangle mit zwei gesetzten Ecken und zwei offenen Ecken, die die anderen Ziffern und einen weiteren Kandidaten c enthalten.</translation>
    </message>
    <message>
        <source>One of the two c&apos;s must be true, or the placed digits could be swapped; a c that sees both is eliminated.</source>
        <translation>Eines der zwei c muss wahr sein, sonst ließen sich die gesetzten Ziffern vertauschen; ein c, das beide sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A bivalue universal grave plus one: every unsolved cell holds two candidates and every digit appears twice in each house, except one cell with three candidates.</source>
        <translation>Ein Bivalue Universal Grave plus eins: jede ungelöste Zelle enthält zwei Kandidaten und jede Ziffer kommt in jedem Haus zweimal vor, außer in einer Zelle mit drei Kandidaten.</translation>
    </message>
    <message>
        <source>A grave of only bivalue cells has zero or two solutions. With one solution, the extra cell must take the digit that appears three times in its houses: it is placed there.</source>
        <translation>Ein Grab aus lauter bivalenten Zellen hat null oder zwei Lösungen. Bei einer Lösung muss die besondere Zelle die Ziffer aufnehmen, die in ihren Häusern dreimal vorkommt: sie wird dort gesetzt.</translation>
    </message>
    <message>
        <source>A BUG with several cells of three candidates, all with the same extra digit.</source>
        <translation>Ein BUG mit mehreren Zellen zu drei Kandidaten, alle mit derselben weiteren Ziffer.</translation>
    </message>
    <message>
        <source>One of the extra candidates is true, or the grave would stand: a candidate of that digit that sees all of them is eliminated.</source>
        <translation>Einer der weiteren Kandidaten ist wahr, sonst stünde das Grab: ein Kandidat dieser Ziffer, der alle sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A BUG whose extra candidates lie in cells of one house and form a naked subset with other cells there.</source>
        <translation>Ein BUG, dessen weitere Kandidaten in Zellen eines Hauses liegen und dort mit anderen Zellen eine nackte Teilmenge bilden.</translation>
    </message>
    <message>
        <source>One extra candidate is true, so the extra cells act as one cell; the subset it completes eliminates its digits from the rest of the house.</source>
        <translation>Ein weiterer Kandidat ist wahr, also wirken die Zellen mit weiteren Kandidaten wie eine Zelle; die Teilmenge, die sie vervollständigt, eliminiert ihre Ziffern aus dem Rest des Hauses.</translation>
    </message>
    <message>
        <source>A BUG with two extra cells in one house, where one grave digit is confined to those two cells in that house.</source>
        <translation>Ein BUG mit zwei besonderen Zellen in einem Haus, in dem eine Grab-Ziffer auf diese zwei Zellen beschränkt ist.</translation>
    </message>
    <message>
        <source>One of the two cells holds the confined digit; the other grave digit in both would rebuild the grave, so it is eliminated from them.</source>
        <translation>Eine der zwei Zellen enthält die beschränkte Ziffer; die andere Grab-Ziffer in beiden baute das Grab wieder auf, also wird sie aus ihnen eliminiert.</translation>
    </message>
    <message>
        <source>Three bivalue cells: a pivot with xy, one pincer with xz that sees the pivot, another with yz that sees it too.</source>
        <translation>Drei bivalente Zellen: ein Angelpunkt mit xy, eine Zange mit xz, die den Angelpunkt sieht, eine weitere mit yz, die ihn ebenfalls sieht.</translation>
    </message>
    <message>
        <source>A pivot with xyz and two pincers, xz and yz, that both see it.</source>
        <translation>Ein Angelpunkt mit xyz und zwei Zangen, xz und yz, die ihn beide sehen.</translation>
    </message>
    <message>
        <source>Whatever the pivot holds, z is true in the pivot or in a pincer. A z that sees all three cells is eliminated; usually it lies in the pivot&apos;s box and line.</source>
        <translation>Was der Angelpunkt auch enthält, z ist im Angelpunkt oder in einer Zange wahr. Ein z, das alle drei Zellen sieht, wird eliminiert; meist liegt es im Block und in der Linie des Angelpunkts.</translation>
    </message>
    <message>
        <source>Two bivalue cells with the same digits x and y that do not see each other, plus a strong link on x whose two ends each see one of the cells.</source>
        <translation>Zwei bivalente Zellen mit denselben Ziffern x und y, die sich nicht sehen, dazu eine starke Verbindung auf x, deren zwei Enden je eine der Zellen sehen.</translation>
    </message>
    <message>
        <source>If both cells were x, the strong link would lose both its ends; so at least one cell is y. A y that sees both cells is eliminated.</source>
        <translation>Wären beide Zellen x, verlöre die starke Verbindung beide Enden; also ist mindestens eine Zelle y. Ein y, das beide Zellen sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, in which only one digit z is not locked: every other digit&apos;s candidates see each other.</source>
        <translation>Vier Zellen mit zusammen vier Ziffern, in denen nur eine Ziffer z nicht gesperrt ist: die Kandidaten jeder anderen Ziffer sehen sich gegenseitig.</translation>
    </message>
    <message>
        <source>The four cells need four different digits from four, so all but z are used up where they stand and z is true in one of its cells. A z that sees every z of the wing is eliminated.</source>
        <translation>Die vier Zellen brauchen vier verschiedene Ziffern aus vier, also werden alle außer z an Ort und Stelle verbraucht, und z ist in einer seiner Zellen wahr. Ein z, das jedes z des Flügels sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A wing of five cells with five digits, all restricted (their candidates see each other) except z.</source>
        <translation>Ein Flügel aus fünf Zellen mit fünf Ziffern, alle eingeschränkt (ihre Kandidaten sehen sich) außer z.</translation>
    </message>
    <message>
        <source>The five cells take the five digits; z is true in one of the wing&apos;s z cells, so a z seeing them all is eliminated.</source>
        <translation>Die fünf Zellen nehmen die fünf Ziffern auf; z ist in einer der z-Zellen des Flügels wahr, also wird ein z, das sie alle sieht, eliminiert.</translation>
    </message>
    <message>
        <source>A wing of six cells with six digits, all restricted except z.</source>
        <translation>Ein Flügel aus sechs Zellen mit sechs Ziffern, alle eingeschränkt außer z.</translation>
    </message>
    <message>
        <source>As for the smaller wings: the cells use up their digits, z lands in one of its cells, and a z that sees all of them is eliminated.</source>
        <translation>Wie bei den kleineren Flügeln: die Zellen verbrauchen ihre Ziffern, z landet in einer seiner Zellen, und ein z, das alle sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A wing of seven cells with seven digits, all restricted except z.</source>
        <translation>Ein Flügel aus sieben Zellen mit sieben Ziffern, alle eingeschränkt außer z.</translation>
    </message>
    <message>
        <source>The seven cells take the seven digits; a z that sees every z of the wing is eliminated.</source>
        <translation>Die sieben Zellen nehmen die sieben Ziffern auf; ein z, das jedes z des Flügels sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>Two or three cells in a box-line intersection with four or more candidates, together with a bivalue cell (or small ALS) in the line and another in the box that split the digits between them.</source>
        <translation>Zwei oder drei Zellen in einer Block-Linien-Schnittmenge mit vier oder mehr Kandidaten, zusammen mit einer bivalenten Zelle (oder kleinen ALS) in der Linie und einer weiteren im Block, die die Ziffern unter sich aufteilen.</translation>
    </message>
    <message>
        <source>The intersection cells must take digits from both the line set and the box set, which lock their digits: the line set&apos;s digits leave the rest of the line, the box set&apos;s the rest of the box. In Setwise the cells are truths and the digit links of the line and the box cover them at rank 0.</source>
        <translation>Die Zellen der Schnittmenge müssen Ziffern sowohl aus der Linienmenge als auch aus der Blockmenge aufnehmen, die ihre Ziffern sperren: die Ziffern der Linienmenge verlassen den Rest der Linie, die der Blockmenge den Rest des Blocks. In Setwise sind die Zellen Basismengen, und die Ziffern-Deckmengen von Linie und Block decken sie mit Rang 0 ab.</translation>
    </message>
    <message>
        <source>Two almost locked sets (N cells with N+1 digits) A and B, sharing a digit x whose candidates in both all see each other (restricted common), and another common digit z.</source>
        <translation>Zwei fast gesperrte Mengen (N Zellen mit N+1 Ziffern) A und B, die eine Ziffer x teilen, deren Kandidaten sich in beiden alle sehen (eingeschränkte gemeinsame Ziffer), und eine weitere gemeinsame Ziffer z.</translation>
    </message>
    <message>
        <source>Three almost locked sets: a pivot C shares restricted digits x with A and y with B, and A and B share a digit z.</source>
        <translation>Drei fast gesperrte Mengen: ein Angelpunkt C teilt eingeschränkte Ziffern x mit A und y mit B, und A und B teilen eine Ziffer z.</translation>
    </message>
    <message>
        <source>C cannot lose both x and y, so A or B becomes locked and holds z. A z that sees the z&apos;s of both A and B is eliminated.</source>
        <translation>C kann nicht x und y zugleich verlieren, also wird A oder B gesperrt und enthält z. Ein z, das die z von A und von B sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets, each joined to the next by a restricted common digit, the first and the last sharing a digit z.</source>
        <translation>Eine Kette fast gesperrter Mengen, jede mit der nächsten durch eine eingeschränkte gemeinsame Ziffer verbunden; die erste und die letzte teilen eine Ziffer z.</translation>
    </message>
    <message>
        <source>Along the chain each set, locked by its neighbour, passes the lock on; one end&apos;s set is always locked, so z is true at one end or the other. A z that sees both ends&apos; z&apos;s is eliminated.</source>
        <translation>Entlang der Kette gibt jede Menge, von ihrer Nachbarin gesperrt, die Sperre weiter; die Menge an einem Ende ist immer gesperrt, also ist z an dem einen oder dem anderen Ende wahr. Ein z, das die z beider Enden sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common digit with one of several almost locked sets (the petals), which share a digit z.</source>
        <translation>Eine Stammzelle, deren jeder Kandidat eine eingeschränkte gemeinsame Ziffer mit einer von mehreren fast gesperrten Mengen (den Blütenblättern) ist, die eine Ziffer z teilen.</translation>
    </message>
    <message>
        <source>The stem holds one of its digits, which locks the petal of that digit; z is then true in one of the petals. A z that sees the z&apos;s of all petals is eliminated.</source>
        <translation>Der Stamm enthält eine seiner Ziffern, die das Blütenblatt dieser Ziffer sperrt; z ist dann in einem der Blütenblätter wahr. Ein z, das die z aller Blütenblätter sieht, wird eliminiert.</translation>
    </message>
    <message>
        <source>Two cells that see each other or share peers, and bivalue cells or ALS that each see both of them.</source>
        <translation>Zwei Zellen, die sich sehen oder gemeinsame Nachbarn haben, und bivalente Zellen oder ALS, die jeweils beide sehen.</translation>
    </message>
    <message>
        <source>List every pair of digits the two cells could hold together. A pair is ruled out when the digits are equal in one house, or when they would empty a cell (or a set) both cells see. A candidate that appears in no remaining pair is eliminated.</source>
        <translation>Man listet jedes Ziffernpaar, das die zwei Zellen zusammen enthalten könnten. Ein Paar scheidet aus, wenn die Ziffern in einem Haus gleich sind oder wenn sie eine Zelle (oder Menge) leeren würden, die beide Zellen sehen. Ein Kandidat, der in keinem verbleibenden Paar vorkommt, wird eliminiert.</translation>
    </message>
    <message>
        <source>Three cells, and the small cells or sets that see all their possible combinations.</source>
        <translation>Drei Zellen und die kleinen Zellen oder Mengen, die all ihre möglichen Kombinationen sehen.</translation>
    </message>
    <message>
        <source>Every combination of digits for the three cells is checked against the cells they see; a candidate that belongs to no surviving combination is eliminated.</source>
        <translation>Jede Ziffernkombination für die drei Zellen wird gegen die Zellen geprüft, die sie sehen; ein Kandidat, der zu keiner übrig bleibenden Kombination gehört, wird eliminiert.</translation>
    </message>
    <message>
        <source>Forcing Chains and Nets</source>
        <translation>Forcing-Ketten und -Netze</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Templates</translation>
    </message>
    <message>
        <source>The pattern</source>
        <translation>Das Muster</translation>
    </message>
    <message>
        <source>Why it eliminates</source>
        <translation>Warum es eliminiert</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>No example is available.</source>
        <translation>Kein Beispiel vorhanden.</translation>
    </message>
    <message>
        <source>Technique Guide</source>
        <translation>Technikführer</translation>
    </message>
    <message>
        <source>One page per technique Setwise knows: what the pattern is, why it eliminates, and a real example drawn by Setwise, with its truths, links and equation diagram. The same pages open in the program under Help ▸ Techniques; F1 opens the page of the step shown.</source>
        <translation>Eine Seite für jede Technik, die Setwise kennt: was das Muster ist, warum es eliminiert, und ein echtes Beispiel, von Setwise gezeichnet, mit seinen Basismengen, Deckmengen und dem Gleichungsdiagramm. Dieselben Seiten öffnen sich im Programm unter Hilfe ▸ Techniken; F1 öffnet die Seite des angezeigten Schritts.</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminiert</translation>
    </message>
    <message>
        <source>With one spare link, one link may stay without a truth candidate. A candidate in two links is still false: if it were true it would take two links at once, and the remaining links could not hold every truth. Only such overlaps are eliminated.</source>
        <translation>Mit einer überzähligen Deckmenge darf eine Deckmenge ohne Basismengen-Kandidaten bleiben. Ein Kandidat in zwei Deckmengen ist trotzdem falsch: wäre er wahr, belegte er zwei Deckmengen auf einmal, und die übrigen Deckmengen könnten nicht alle Basismengen aufnehmen. Nur solche Überschneidungen werden eliminiert.</translation>
    </message>
    <message>
        <source>Like a junior exocet (two base cells, two target cells, cross lines), but one target lies outside the band of the base cells; the cross-line condition is checked with cover houses.</source>
        <translation>Wie ein Junior Exocet (zwei Basiszellen, zwei Zielzellen, Querlinien), aber eine Zielzelle liegt außerhalb des Bandes der Basiszellen; die Bedingung der Querlinien wird mit Deckhäusern geprüft.</translation>
    </message>
    <message>
        <source>A unique rectangle on a and b with two bivalue corners (the floor) and two corners with extra candidates (the roof) in one line; in the line crossing one roof corner, a lies only in that corner and its floor corner.</source>
        <translation>Ein Unique Rectangle auf a und b mit zwei bivalenten Ecken (dem Boden) und zwei Ecken mit weiteren Kandidaten (dem Dach) in einer Linie; in der Linie quer durch eine Dachecke liegt a nur in dieser Ecke und ihrer Bodenecke.</translation>
    </message>
    <message>
        <source>If the other roof corner were b, its floor corner would be a, the strong link would put a in the first roof corner, and the four corners would hold only a and b: the deadly pattern. So b is eliminated from the other roof corner.</source>
        <translation>Wäre die andere Dachecke b, wäre ihre Bodenecke a, die starke Verbindung setzte a in die erste Dachecke, und die vier Ecken enthielten nur a und b: das tödliche Muster. Also wird b aus der anderen Dachecke eliminiert.</translation>
    </message>
    <message>
        <source>The pivot is x or y; either way one pincer becomes z. A z that sees both pincers is false. As sets: the three cells are truths; the links are x and y where the pivot meets each pincer and z around each pincer: one link more than truths (rank 1), so a z in two links is eliminated.</source>
        <translation>Der Angelpunkt ist x oder y; so oder so wird eine Zange zu z. Ein z, das beide Zangen sieht, ist falsch. Als Mengen: die drei Zellen sind Basismengen; die Deckmengen sind x und y, wo der Angelpunkt auf jede Zange trifft, und z um jede Zange: eine Deckmenge mehr als Basismengen (Rang 1), also wird ein z in zwei Deckmengen eliminiert.</translation>
    </message>
    <message>
        <source>x can be true in at most one of them, so the other becomes a locked set holding z. Either way z is true in A or in B, and a z that sees every z of both is eliminated. In Setwise the cells of both sets are truths and their digits the links, one link more (rank 1): a z in two links is eliminated.</source>
        <translation>x kann in höchstens einer von ihnen wahr sein, also wird die andere zu einer gesperrten Menge, die z enthält. So oder so ist z in A oder in B wahr, und ein z, das jedes z beider sieht, wird eliminiert. In Setwise sind die Zellen beider Mengen die Basismengen und ihre Ziffern die Deckmengen, eine Deckmenge mehr (Rang 1): ein z in zwei Deckmengen wird eliminiert.</translation>
    </message>
    <message>
        <source>Two 2-string kites on the same digit that share their box, or two kites of different digits whose links in the box join the same two cells.</source>
        <translation>Zwei Drachen (2-String Kites) auf derselben Ziffer, die sich ihren Block teilen, oder zwei Drachen verschiedener Ziffern, deren Verbindungen im Block dieselben zwei Zellen verbinden.</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sieben</translation>
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
    <message>
        <source>Chain Set Logic</source>
        <translation>Mengenlogik aus Ketten</translation>
    </message>
    <message>
        <source>Large Set Logic</source>
        <translation>Große Mengenlogik</translation>
    </message>
    <message>
        <source>Triplet Set Logic</source>
        <translation>Mengenlogik mit Tripletts</translation>
    </message>
</context>
</TS>
