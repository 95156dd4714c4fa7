<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>setwise::ui::Actions</name>
    <message>
        <source>&amp;New Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter &amp;Givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed digits become givens; candidates follow from the givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;tart from the Givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive hint: first the technique, then its houses, then the whole step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next step; nothing changes until you apply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve to &amp;End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find All &amp;Steps Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sto&amp;p / Clear Highlights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Setwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the &amp;Diagram and Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xplain a Candidate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the simplest truths and links that remove the chosen candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn On &amp;All Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve &amp;Up To…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Diagram…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step as Forum Text (&amp;BBCode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step as Forum Text (&amp;Markdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain &amp;and Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chain Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sets Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check Against the &amp;Solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark wrong digits and wrongly removed candidates (HoDoKu&apos;s &quot;show deviations&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hain Steps Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Mistakes Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technique of the &amp;Shown Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::AppSettings</name>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::Banner</name>
    <message>
        <source>Close this message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::BannerTexts</name>
    <message numerus="yes">
        <source>Searched %n enabled technique(s) in these families: %1.</source>
        <translation>
            <numerusform>Searched %n enabled technique in these families: %1.</numerusform>
            <numerusform>Searched %n enabled techniques in these families: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rank search tried up to %n truth(s) of rank %1 or less.</source>
        <translation>
            <numerusform>The rank search tried up to %n truth of rank %1 or less.</numerusform>
            <numerusform>The rank search tried up to %n truths of rank %1 or less.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n technique(s) are switched off.</source>
        <translation>
            <numerusform>%n technique is switched off.</numerusform>
            <numerusform>%n techniques are switched off.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn on more techniques, ask why a candidate is false (choose it first: click it or its digit and cell), or raise the search limits in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step found: the enabled techniques are exhausted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has at least %L1 solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This puzzle has %L1 solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A proper Sudoku has exactly one solution. Steps can still remove candidates here, but no chain of logic can finish the grid: sooner or later two digits fit a cell equally well. Uniqueness techniques assume one solution and may remove true candidates. Check the givens for a typo, or place a digit to choose a solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A digit or a removed candidate contradicts the givens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked in red: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrongly removed: %1 (ringed in red).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints pause until you undo or correct it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This state has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::DiagramModel</name>
    <message>
        <source>≥ 1</source>
        <extracomment>Header of the diagram&apos;s fin column (BERT&apos;s &quot;at least one&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fins: base candidates that no cover holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each cover eliminates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover (link): at most one of its candidates is true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base (truth): exactly one of its candidates is true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual truth: at least one of its candidates is true if the puzzle has one solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>*: %1 lies in %n link(s) (%2): true, it fills each of them, so it counts once per link and lowers the effective rank.</source>
        <translation>
            <numerusform>*: %1 lies in %n link (%2): true, it fills each of them, so it counts once per link and lowers the effective rank.</numerusform>
            <numerusform>*: %1 lies in %n links (%2): true, it fills each of them, so it counts once per link and lowers the effective rank.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::DiagramView</name>
    <message>
        <source>Equation diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the diagram as plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; look for this technique: &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;&lt;i&gt;Ask again to see its houses.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (not set logic)&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bases %1, covers %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; a &lt;b&gt;%1&lt;/b&gt; on %2.&lt;br&gt;&lt;i&gt;Ask again to see the whole step.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Contradiction:&lt;/b&gt; these bases cannot all hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Proven by exact evaluation&lt;/b&gt; of the digit&apos;s templates (%1 templates).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Proven by exact evaluation&lt;/b&gt;, %1 nodes: the counting rule alone does not give it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No step shown. Ask for a hint (F2), the next step (F3), or pick sets.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the net&apos;s whole equation table instead of what each branch proves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Result:&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contradiction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 ⇒ %3 (%n implication(s))</source>
        <translation>
            <numerusform>%1. %2 ⇒ %3 (%n implication)</numerusform>
            <numerusform>%1. %2 ⇒ %3 (%n implications)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;What each branch proves&lt;/b&gt; (the table has %1 truths and %2 links):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::DisplayController</name>
    <message>
        <source>Picking sets: click cells, or row/column/box labels for the chosen digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewing the state before entry %1 of the path. Esc returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering givens: type digits, arrows move, &apos;.&apos; or Delete clears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;This entry is no step.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: look for this technique: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %L1 solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens have several solutions: there is no one solution to check against.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::DockLayout</name>
    <message>
        <source>Solution Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Steps Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equation Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Implication Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::Documents</name>
    <message>
        <source>Nothing changed. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New puzzle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2

Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The argument is neither a file nor a puzzle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted a new puzzle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the state as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setwise[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Setwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HoDoKu file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read HoDoKu&apos;s puzzle, digits and candidates; its solution steps and savepoints are not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles (*.sudoku *.txt *.sdk *.ss *.hsol);;Setwise documents (*.sudoku);;HoDoKu files (*.hsol);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice: Hint (F2) reveals the next step in three levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document Cut Short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cut short: it ends at line %2 without the end mark every complete document has, so the history after that line is lost.

The %3 history entries read before it are open as a new untitled document: saving asks for a file name and does not overwrite %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cut short: opened what was read (%2 history entries) as an untitled document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by an older Setwise without an end mark: whether it is complete cannot be checked. Saving it adds the mark.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::EditController</name>
    <message>
        <source>Choose a digit first (in the Sets panel, or click one of its candidates).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a given. Use Edit ▸ Enter Givens to change givens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot come back: a cell it sees holds %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::Exporter</name>
    <message>
        <source>Exported from Setwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setwise grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setwise equation diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grid.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagram.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printing failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step is shown: ask for a hint first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the step as Markdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the step as BBCode.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::FilterBar</name>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight the cells with two candidates (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight the candidates %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour a (partner of A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour b (partner of B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click a candidate to colour it, Shift+click a cell (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForcingOverlay</name>
    <message>
        <source>contradiction: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForcingTreeModel</name>
    <message>
        <source>Implication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Because</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested net: true leads to a contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the branch: %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last candidate in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last place for %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is true in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a true candidate in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>common conclusion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proved by enumerating every template of the digit (%1 templates).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumes a unique solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assume %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the common conclusion, reached on every branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proved by the counting rule: %1, %2, rank %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n truth</numerusform>
            <numerusform>%n truths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message>
        <source>Proved by exact evaluation of its %1 and %2 (every solution of them enumerated: %3 search nodes); the counting rule alone (rank %4) does not give it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumed true inside the branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contradiction: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForcingTreeView</name>
    <message>
        <source>One branch per starting candidate: what it sets and removes, in order, and where it ends. Hover or select a row to see its candidate on the grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No step is shown. The implication tree of a forcing chain or net shows here: one branch per starting candidate.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;The implication tree shows with the whole hint.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;This step is not a forcing chain or net, so it has no implication tree.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which branch the grid draws: all of them, or one with its arrows from the assumed candidate to where it ends. Select an implication below to see its arrows and premises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All branches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One implication back (Left in the tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the next implication: its arrows, its premises ringed (Right or Space in the tree)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw every implication of the branch at once, not only the route to its end and the implications walked through</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForumText</name>
    <message>
        <source>Eureka: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencilmarks before the step:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::GenerateDialog</name>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotational (180°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotational (90°)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both diagonals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror (horizontal axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror (vertical axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All eight (dihedral)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SE rating from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed: not solved without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice: open at its first step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimal: no given can be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate a Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the puzzle at the state just before the technique&apos;s first step on the simplest-first path; Hint (F2) then reveals the step in three levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level (HoDoKu):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Technique:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n puzzle(s) tried</source>
        <translation>
            <numerusform>Generating… %n puzzle tried</numerusform>
            <numerusform>Generating… %n puzzles tried</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot generate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::GridWidget</name>
    <message>
        <source>Candidate grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — click to use it for the selected digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2, box %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2, given, in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2, placed, in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: candidate %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 is no longer a candidate of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Constraints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unmark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::GuideWindow</name>
    <message>
        <source>Technique Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Techniques by family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technique page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technique Guide: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the example state into the workbench to try the technique there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::HelpPages</name>
    <message>
        <source>&lt;table cellspacing=&apos;4&apos;&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Grid&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrows, Home, End&lt;/td&gt;&lt;td&gt;move the cursor&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;1 – 9&lt;/td&gt;&lt;td&gt;place a digit&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+1 – 9, Shift+1 – 9&lt;/td&gt;&lt;td&gt;remove or restore a candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;0, &apos;.&apos;, Delete, Backspace&lt;/td&gt;&lt;td&gt;clear the cell&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a cell&lt;/td&gt;&lt;td&gt;move the cursor there&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click a candidate of the cursor cell&lt;/td&gt;&lt;td&gt;highlight its digit (again: off)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+click&lt;/td&gt;&lt;td&gt;remove or restore that candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Double-click&lt;/td&gt;&lt;td&gt;place that candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right-click&lt;/td&gt;&lt;td&gt;the cell&apos;s menu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Click r1…c9…b9 labels&lt;/td&gt;&lt;td&gt;select a base or cover of the step, or pick a set&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;Steps&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F2&lt;/td&gt;&lt;td&gt;hint: the technique, then its houses, then the step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F3&lt;/td&gt;&lt;td&gt;show the next step&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F4 / Shift+F4 / Ctrl+F4&lt;/td&gt;&lt;td&gt;apply it / solve to the end / solve up to a technique&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F5&lt;/td&gt;&lt;td&gt;all steps here&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;F6&lt;/td&gt;&lt;td&gt;explain the chosen candidate&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;stop searching, clear highlights&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;th colspan=&apos;2&apos; align=&apos;left&apos;&gt;View&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Alt+1 – 9, Alt+0&lt;/td&gt;&lt;td&gt;digit filter, bivalue cells&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+K&lt;/td&gt;&lt;td&gt;check against the solution&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+K&lt;/td&gt;&lt;td&gt;show mistakes now&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+M&lt;/td&gt;&lt;td&gt;own pencilmarks on or off&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Shift+R&lt;/td&gt;&lt;td&gt;remove impossible pencilmarks&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ctrl+Z, Ctrl+Shift+Z&lt;/td&gt;&lt;td&gt;undo, redo&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Every step is a set of &lt;b&gt;truths&lt;/b&gt; (base sets: each holds exactly one true candidate) and &lt;b&gt;links&lt;/b&gt; (cover sets: each holds at most one). A set is a cell, or one digit in a row, column or box: &lt;code&gt;3R1&lt;/code&gt; is digit 3 in row 1, &lt;code&gt;R2C4&lt;/code&gt; the cell r2c4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The equation diagram&lt;/b&gt; has one row per truth and one column per link. A cell of the table lists the candidates the truth and the link share. Candidates in a truth but in no link are &lt;b&gt;fins&lt;/b&gt;. &lt;b&gt;Rank&lt;/b&gt; = links − truths: at rank 0 every candidate in a link outside the truths is false.&lt;/p&gt;&lt;p&gt;&lt;b&gt;On the grid&lt;/b&gt;: truths are shaded and outlined solid, links shaded and outlined dashed; base candidates sit on discs; fins in square boxes (endo fins in double boxes); eliminations are struck through; placements are filled discs. A chain is drawn as arrows: strong links solid, weak links dashed; group nodes are boxed, ALS cells shaded (View ▸ Chain Steps Show).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mistakes&lt;/b&gt;: a digit that repeats in a house or (with View ▸ Check Against the Solution) differs from the solution is red and underlined; a removed candidate the solution needs is ringed in red.&lt;/p&gt;&lt;p&gt;Colour is never the only cue; Settings offers two colour-blind-safe schemes.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;A Sudoku resolution workbench: every step as base sets and cover sets (truths and links), on the grid and as an equation diagram.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; arrows move; 1–9 place a digit; Ctrl+1–9 or Shift+1–9 toggle a candidate; &apos;.&apos;, 0 or Delete clear; F2 hint (press again for more); F3 next step; F4 apply; Shift+F4 solve to the end; F5 all steps here; Esc stops and clears.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a cell to move there and one of its candidates to pick its digit, Ctrl+click to remove or restore it, double-click to place it; click row, column and box labels to select their sets.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard and Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the Diagram and Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Setwise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::HintController</name>
    <message>
        <source>Searching for the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching for all steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n step(s).</source>
        <translation>
            <numerusform>Solved in %n step.</numerusform>
            <numerusform>Solved in %n steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck after %n step(s): the enabled techniques find nothing more.</source>
        <translation>
            <numerusform>Stuck after %n step: the enabled techniques find nothing more.</numerusform>
            <numerusform>Stuck after %n steps: the enabled techniques find nothing more.</numerusform>
        </translation>
    </message>
    <message>
        <source>The state is invalid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explaining a candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving up to a technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Applied %n step(s); the chosen technique is next.</source>
        <translation>
            <numerusform>Applied %n step; the chosen technique is next.</numerusform>
            <numerusform>Applied %n steps; the chosen technique is next.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n step(s); the chosen technique was not needed.</source>
        <translation>
            <numerusform>Solved in %n step; the chosen technique was not needed.</numerusform>
            <numerusform>Solved in %n steps; the chosen technique was not needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stuck after %n step(s) before the chosen technique.</source>
        <translation>
            <numerusform>Stuck after %n step before the chosen technique.</numerusform>
            <numerusform>Stuck after %n steps before the chosen technique.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next step of the replaced path (a different step leaves that path).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::Hsol</name>
    <message>
        <source>not a ZIP archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive ends inside its first header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the archive is cut short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compression method %1 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start decompression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the puzzle data is larger than %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the compressed data is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a file of HoDoKu before version 2.0 (class sudoku.Sudoku) is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first object is %1, not HoDoKu&apos;s sudoku.Sudoku2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: index %2 is not a cell 0-80</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2 is not a value of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no HoDoKu puzzle (sudoku.Sudoku2) in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file declares a DTD or entities, which HoDoKu never writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: elements nested more than %2 deep (HoDoKu writes 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an element inside the value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the puzzle data stops in the middle (the file is cut short)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the HoDoKu puzzle has no digit at all: the file holds no puzzle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::MainWindow</name>
    <message>
        <source>The state holds only givens already.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::ManualMarks</name>
    <message>
        <source>Own &amp;Pencilmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fill All Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &amp;Impossible Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show and edit your own pencilmarks instead of the computed candidates; hints are still found on the full candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark every candidate that no given or placed digit excludes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the marks that a given or placed digit in the same house excludes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every possible candidate is marked already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mark is excluded by a given or placed digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own pencilmarks: Ctrl+digit or Ctrl+click marks and unmarks; Edit ▸ Fill All Candidates fills them in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::MistakeMarker</name>
    <message>
        <source>The puzzle&apos;s solution is still being found; ask again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens have no solution: there is nothing to check against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The givens have several solutions: there is no one solution to check against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mistakes so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Mistakes: %n wrong digit(s)</source>
        <translation>
            <numerusform>Mistakes: %n wrong digit</numerusform>
            <numerusform>Mistakes: %n wrong digits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n missing candidate(s).</source>
        <translation>
            <numerusform>, %n missing candidate.</numerusform>
            <numerusform>, %n missing candidates.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::Palette</name>
    <message>
        <source>base set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cover set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endo fin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannibal (eliminated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elimination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadly pattern (two solutions if none of the virtual truth holds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cross-line cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strong link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weak link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tol bright (colour-blind safe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Okabe-Ito (colour-blind safe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>virtual truth (assumes a unique solution)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::PathModel</name>
    <message>
        <source>Its steps follow, one row each: click one to see it, double-click to go back there. Undo takes the whole path back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. [BERT %2] %3</source>
        <extracomment>a step of a replaced (optimised) path, its BERT cost first (a narrow list cuts the end off): &quot;29. [BERT 4] X-Wing: r1c2&lt;&gt;5&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::PathPanel</name>
    <message>
        <source>Click an entry to see the state before it; double-click to go back there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go Back Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Current State</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::RatingPanel</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating the puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimising the BERT path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Path by &amp;Optimised Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated from the givens with the default techniques, as setwise-cli rate does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate of Sudoku Explainer&apos;s rating from Setwise&apos;s own techniques: ER is the hardest step, EP the hardest up to the first placement, ED the first step. Shown as ER / EP / ED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SE estimate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HoDoKu:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HoDoKu&apos;s score of the simplest-first path and its level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT, simplest first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The BERT score of the path that always takes the simplest step (the BERT paper, chapter 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT, optimised:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The BERT score of the cheapest path the optimiser found (the BERT paper, chapters 9 and 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating the puzzle in the background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimising the BERT path in the background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No puzzle to rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rated: the puzzle has no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rated: the puzzle has more than one solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Optimised path: %n step(s), BERT score %1</source>
        <translation>
            <numerusform>Optimised path: %n step, BERT score %1</numerusform>
            <numerusform>Optimised path: %n steps, BERT score %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Step &amp;Through Optimised Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes back to the givens and applies the optimised path (the cheapest path in BERT points found), one row a step in the Solution Path; Undo takes it all back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes back to the givens with the optimised path ready: Next Step shows its next step, Apply Step takes it, the Solution Path lists all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating techniques get stuck on this puzzle: no complete path to score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::Savepoints</name>
    <message>
        <source>Savepoint &quot;%1&quot; set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back at savepoint &quot;%1&quot; (Undo returns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Savepoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the savepoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savepoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Save&amp;point…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark this point of the history to come back to it later (kept in the document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Savepoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No savepoints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::Session</name>
    <message>
        <source>Place %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore candidate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear given %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart from the givens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncolour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencilmarks from the candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unmark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill all candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove impossible candidates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::SetsPanel</name>
    <message>
        <source>&amp;Apply Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases / covers, e.g. 3R17 / 3C49</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases and covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BERT notation: 3R17 is 3R1 and 3R7; R1C389, 127R8, 3B47, 12C3. Bases before the slash (or bar), covers after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick on Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While on, clicking a cell adds its cell constraint and clicking a row, column or box label adds that house for the chosen digit. Shift+click adds to the other list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row, column and box labels add houses of digit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clicks add:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Type sets above or pick them on the grid.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conclusions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Contradiction:&lt;/b&gt; these bases cannot all hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Propose Covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the fewest covers for the bases chosen (rank 2 at most) and show what they eliminate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Choose bases first, then propose covers.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No set of at most %n cover(s) covers every base candidate. Not covered: %1</source>
        <translation>
            <numerusform>No set of at most %n cover covers every base candidate. Not covered: %1</numerusform>
            <numerusform>No set of at most %n covers covers every base candidate. Not covered: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s) chosen: %1. Add links after “/”, or let Propose Covers find them.</source>
        <translation>
            <numerusform>%n truth chosen: %1. Add links after “/”, or let Propose Covers find them.</numerusform>
            <numerusform>%n truths chosen: %1. Add links after “/”, or let Propose Covers find them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The search stopped before it found a set of at most %n cover(s) for every base candidate; one may still exist. A greedy choice leaves out: %1</source>
        <translation>
            <numerusform>The search stopped before it found a set of at most %n cover for every base candidate; one may still exist. A greedy choice leaves out: %1</numerusform>
            <numerusform>The search stopped before it found a set of at most %n covers for every base candidate; one may still exist. A greedy choice leaves out: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;The search stopped early: these covers are valid, but fewer may exist.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;The search stopped early: these covers are valid, but fewer may exist.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>setwise::ui::SettingsController</name>
    <message>
        <source>Every technique is on now (Settings lists them).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish: fins at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish: endo fins at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank search: bases at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank search: rank at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank search: digits at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Higher limits find more, and searches take longer. A running search can always be cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search &amp;Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language takes effect when Setwise starts next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (family: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;olving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve to End and Solve Up To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint, Next Step, Apply Step and All Steps Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Summary&apos;s ratings and optimised path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each column is a set of techniques, used simplest first (top to bottom): &lt;b&gt;Solve&lt;/b&gt; for Solve to End, &lt;b&gt;Hints&lt;/b&gt; for hints and All Steps Here, &lt;b&gt;Rating&lt;/b&gt; for the Summary&apos;s ratings. Drag or use the buttons to change the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark them as they happen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only when I ask (View ▸ Show Mistakes Now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mistake is a placed digit that differs from the solution, or a removed candidate that is the solution&apos;s. Marked as they happen, a wrong digit is flagged at once; only when asked, the grid and the status bar say nothing until you ask. Duplicate digits are always marked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::SolutionChecker</name>
    <message>
        <source>Counting solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solutions: checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unique solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several solutions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::StateIo</name>
    <message>
        <source>81 characters (givens, +placed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>729 characters (candidates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencilmark grid (HoDoKu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pencilmark grid (Sudoku Explainer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HoDoKu library line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple Sudoku file (lossless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is %1 bytes long; the limit is %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 bytes: no puzzle file is that long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setwise document (history, colours, sets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 bytes: no document is that long.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::StatusArea</name>
    <message>
        <source>Cancel the search (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 givens · %2 placed · %3 candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1… %L2 search nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 givens · %2 placed · %3 own pencilmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own pencilmarks in the empty cells: %1. Hints are found on the computed candidates: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepCommands</name>
    <message numerus="yes">
        <source>%n step(s) available here.</source>
        <translation>
            <numerusform>%n step available here.</numerusform>
            <numerusform>%n steps available here.</numerusform>
        </translation>
    </message>
    <message>
        <source>No structure found that removes %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search was cancelled or hit its limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain a Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which candidate should be explained (for example 3r2c4)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not one candidate: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a candidate in this state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is true: nothing can remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the digit of %2 in the solution, so no set of truths and links proves it false. Choose another candidate of the cell to explain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explaining %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve Up To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply steps until the next one uses this technique:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepText</name>
    <message numerus="yes">
        <source>%1: %n truth(s)</source>
        <translation>
            <numerusform>%1: %n truth</numerusform>
            <numerusform>%1: %n truths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(effective rank %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n cell</numerusform>
            <numerusform>%n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column(s)</source>
        <translation>
            <numerusform>%n column</numerusform>
            <numerusform>%n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n box(es)</source>
        <translation>
            <numerusform>%n box</numerusform>
            <numerusform>%n boxes</numerusform>
        </translation>
    </message>
    <message>
        <source>digit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>digits %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3 (%4)</source>
        <extracomment>e.g. &quot;Rank-0 logic: 4 truths on digits 2, 5 (3 cells, 1 row)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n truth</numerusform>
            <numerusform>%n truths</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Truths&lt;/b&gt; (base sets) are sets that hold exactly one true candidate; &lt;b&gt;links&lt;/b&gt; (cover sets) hold at most one. &lt;b&gt;Rank&lt;/b&gt; = links − truths.&lt;/p&gt;&lt;p&gt;Rank 0: the truths fill every link, so every other candidate in a link is false. Rank R: a candidate outside the truths is false when it lies in R + 1 links.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Effective rank&lt;/b&gt; is the rank after counting links that overlap on the truths&apos; candidates: a candidate lying in two links uses up two of them. It can be lower than the rank, even below zero, and it is what decides the eliminations.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no candidate left in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 left in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two digits in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two %1s in %2: %3</source>
        <extracomment>&quot;two 8s in column 7: r3c7, r5c7&quot;: two true candidates of one digit in one house.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Argument:&lt;/b&gt; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every branch leads there:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more branch(es)</source>
        <translation>
            <numerusform>… and %n more branch</numerusform>
            <numerusform>… and %n more branches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepsModel</name>
    <message>
        <source>Eliminations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a technique row of All Steps: its name and how many steps it has</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n step(s)</source>
        <translation>
            <numerusform>%1: %n step</numerusform>
            <numerusform>%1: %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) with the same conclusions folded under them</source>
        <translation>
            <numerusform>%n step with the same conclusions folded under them</numerusform>
            <numerusform>%n steps with the same conclusions folded under them</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>All Steps: how many steps with the same conclusions are folded under this one</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+%n equivalent: %n other step(s) with the same conclusions, folded under this one (the simplest).</source>
        <translation>
            <numerusform>+%n equivalent: %n other step with the same conclusions, folded under this one (the simplest).</numerusform>
            <numerusform>+%n equivalent: %n other steps with the same conclusions, folded under this one (the simplest).</numerusform>
        </translation>
    </message>
    <message>
        <source>Techniques, and each step&apos;s conclusions (its tooltip holds the whole text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equivalent steps: the same conclusions, folded under the simplest</source>
        <extracomment>the All Steps column of folded equivalent steps (&quot;+2&quot;): a narrow symbol</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≡</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepsPanel</name>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: technique, digit, r4c4 or r4c4&lt;&gt;3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words separated by spaces, each must match: part of a technique&apos;s name, a digit (1-9), a cell (r4c4), an elimination (r4c4&lt;&gt;3), a placement (r4c4=3) or a candidate (3r4c4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::SummaryModel</name>
    <message>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step applied to this puzzle yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) · path score %1 · hardest: %2</source>
        <translation>
            <numerusform>%n step · path score %1 · hardest: %2</numerusform>
            <numerusform>%n steps · path score %1 · hardest: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::SummaryPanel</name>
    <message>
        <source>The path score adds the steps&apos; scores (the BERT paper, chapter 5); the hardest step has the highest score.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::TechniqueGuide</name>
    <message>
        <source>For one digit, %1 rows hold all their candidates of the digit within %1 columns (or %1 columns within %1 rows). The %1 rows are the base sets (truths), the %1 columns the cover sets (links).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fish whose %1 base sets, or cover sets, for one digit mix boxes with rows (or with columns). As in every fish the base sets do not overlap, and the cover sets take in every base candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fish whose %1 base sets and %1 cover sets for one digit are any mix of rows, columns and boxes, rows and columns even on the same side. The base sets must not share a candidate; the cover sets must take in every base candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some base candidates, the fins, lie in no cover set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some base candidates, the fins, lie in no cover set, and without the fins one base set would be left with a single candidate or none: the fish is incomplete without them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A basic fish of this size always comes with a smaller fish of the other direction on the same digit, so large fish are off by default; finned, Franken and Mutant ones can be new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each base set holds the digit exactly once, so the digit is true %1 times in the base sets. Every one of those candidates lies in a cover set, and a cover set holds the digit at most once: %1 truths fill %1 links (rank 0). So no other candidate of the digit in a cover set can be true, and Setwise eliminates them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either a fin is true, or all fins are false and the fish without them stands (rank 0 on its truths and links). A candidate is eliminated only if it is false both ways: it lies in a cover set outside the bases and sees every fin. In the diagram the fins are the column &quot;≥ 1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A house (row, column or box) has one empty cell left, and exactly one digit is missing from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The house must hold the missing digit somewhere, and only one cell is left: one truth (the digit in the house) meets one link (the cell). The digit is placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cell has a single candidate left: every other digit already sees it in its row, column or box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cell holds exactly one digit. The cell is a truth with one live candidate, so that candidate is true and is placed; its peers lose the digit when the step is applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within one house a digit has only one place left, although that cell may still have other candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digit in the house is a truth: it is true in exactly one of its places. With one place left it is placed there, and the cell&apos;s other candidates go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside a box, all candidates of a digit lie in one row (or one column): they point along that line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digit in the box is the truth; the line is the link that covers all of its candidates. The box&apos;s digit is in the line, so the line&apos;s other candidates of the digit, outside the box, are false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside a row or column, all candidates of a digit lie in one box: the line claims the digit for that box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digit in the line is the truth; the box is the link covering all of it. The line&apos;s digit falls in the box, so the box&apos;s other candidates of the digit are false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cells in the intersection of a line and a box hold only the same two candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A naked pair that lies in two houses at once: the two cells take both digits, so both digits leave the other cells of the line and of the box. The step has two readings, one per house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cells in the intersection of a line and a box hold only three digits between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A naked triple in two houses at once: the three cells take the three digits, so the digits leave the rest of the line and of the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cells of a house hold only the same two candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two cells are truths: each holds one of the two digits. The two digits in the house are the links that cover them (rank 0). The two digits are used up by these cells, so they are removed from the house&apos;s other cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cells of a house hold only three digits between them (not every cell needs all three).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cells are three truths, covered by the three digits of the house as links (rank 0). The cells take all three digits, so no other cell of the house can hold them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four cells of a house hold only four digits between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four cell truths covered by four digit links of the house (rank 0): the four digits go to these cells and leave the rest of the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two digits can go in only the same two cells of a house; those cells may hold other candidates too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two digits in the house are the truths; the two cells are the links that cover them (rank 0). The two cells are filled by these digits, so their other candidates are eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three digits are confined to the same three cells of a house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three digit truths of the house, covered by three cell links (rank 0): the cells take these digits, so every other candidate in the three cells goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four digits are confined to the same four cells of a house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four digit truths covered by four cell links (rank 0): the four cells are used up by these digits and lose their other candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two digits of a line are confined to two cells that also lie in one box (or two digits of a box to two cells of one line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hidden pair inside a box-line intersection: the two cells hold the two digits, so the cells lose their other candidates, and the digits leave the other house the cells share as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three digits of a house are confined to three cells of a box-line intersection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hidden triple whose cells lie in a second house too: the cells lose their other candidates, and the three digits are locked in the cells, so they leave the second house as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chain of bivalue cells all holding the same two digits, each cell seeing the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cells alternate between the two digits along the chain. Two cells an odd number of links apart hold different digits, so a cell that sees both loses both digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alternating chain on one digit: strong link, weak link, strong link, ..., starting and ending with a strong link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the first candidate is false, each strong link makes the next true and each weak link the next false, so the last candidate is true. Hence one of the two ends is true, and a candidate of the digit that sees both ends is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chain of bivalue cells, each joined to the next by a shared digit; the chain starts and ends with the same digit z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the first cell is not z, it is its other digit, which forces the next cell, and so on until the last cell is z. So one end is z, and a z that sees both ends is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links that closes on itself with the alternation intact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a closed loop every weak link becomes strong: of the two candidates it joins, exactly one is true. So every other candidate in a house or cell of a weak link is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alternating loop with one break in the alternation: two strong links or two weak links meet at one candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two weak links at a candidate: assuming it true leads back to itself being false, so it is eliminated. Two strong links at a candidate: assuming it false makes it true, so it is placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alternating inference chain: strong and weak links between candidates of any digit and cell, starting and ending with a strong link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the two ends is true. A candidate that sees both ends (or, if both ends are in one cell, any other candidate of that cell) is eliminated. Setwise draws the chain with solid strong and dashed weak links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the candidates of one digit in a box-line intersection, treated as one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A group is true when one of its candidates is. With the loop closed every weak link acts as a strong one, and the candidates that see both ends of a weak link are eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A discontinuous nice loop that uses group nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As in the plain loop, the candidate where the alternation breaks is eliminated (two weak links) or placed (two strong links).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes (a digit&apos;s candidates in a box-line intersection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the ends is true; a candidate that sees every candidate of both end nodes is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A continuous nice loop whose nodes may be groups and almost locked sets: an ALS enters on one digit and leaves on another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ALS without the entering digit is a locked set and so holds the leaving digit: a strong link inside the ALS. With the loop closed, each weak link eliminates as in a continuous loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A discontinuous nice loop that passes through almost locked sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ALS links carry the inference; the candidate at the break is eliminated or placed as in a plain discontinuous loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An AIC whose nodes may be groups and almost locked sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One end is true, so a candidate seeing both ends is eliminated; inside an ALS the chain runs on the locked-set argument.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finned fish whose fins do not see the target candidate directly: each fin reaches it through a chain instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Either the fish without fins stands, which eliminates the target as a cover candidate, or one fin is true and its chain makes the target false. Both ways the target goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A finned fish where, for one cell of a cover set, the fish and every fin each force the same candidate of another digit false by a chain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fish (without fins) or one of its fins is true; each case proves the target false, so the target is eliminated. It is a forcing chain whose start is the fish&apos;s disjunction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any set of truths (cells, or digits in rows, columns and boxes) covered by as many links, the links taking in every truth candidate; no classic name needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The truths hold exactly as many true candidates as there are truths, and each link holds at most one, so with equal numbers every link is filled by a truth candidate (rank 0). Every link candidate outside the truths is false. Setwise&apos;s rank search finds these structures across digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truths covered by one link more than there are truths (rank 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truths covered with two spare links (rank 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two links may stay without a truth candidate, so a candidate is eliminated only where three links overlap on it; Setwise checks each conclusion, exactly where counting is not enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A template is one way of placing a digit nine times, once in each row, column and box. The templates compatible with the grid are enumerated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a candidate lies in every template that fits the digit&apos;s placed cells and candidates, the digit must go there in the solution: it is placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same enumeration of a digit&apos;s compatible templates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A candidate that lies in no template that fits the grid cannot be part of the digit&apos;s solution and is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two base cells in one box-line intersection holding three or four digits, two target cells in the other boxes of the band, and cross lines in which each base digit can appear in the cross-line cells at most twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base digits are forced to reappear in the targets: the two true base digits lie in the two targets. So the targets lose every non-base digit, and other rules follow (a base digit absent from a target&apos;s mirror, ...). Setwise proves each conclusion by an exact check of the pattern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same argument as for the junior exocet: the base digits are carried to the targets, and the targets lose the other digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two junior exocets in the same band that share their base digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each exocet&apos;s rules apply, and together they remove more: the base digits are locked in both pairs of targets, so they leave the other cells the two exocets control.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twelve cells in four boxes (two bands, two stacks, as a rectangle of boxes) holding only the same three digits, plus one cell with extra candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three digits in that shape cannot be placed at all (the pattern has no solution), so the one cell with extras must take an extra digit: its three pattern digits are eliminated. This needs no uniqueness assumption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loop of sixteen cells in four boxes, where pairs of digits pass from each box-line intersection to the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digit pairs chain around the loop in alternation: each link holds its pair, so the pairs are locked along the loop&apos;s lines and boxes, and the other candidates of those digits there are eliminated (a rank-0 structure of sixteen truths).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A multi-sector locked set: a group of cells and digits whose truths (the cells) are covered exactly by as many digit links in rows, columns and boxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell truths and digit links in equal numbers: rank 0. Every link is filled by the cells&apos; digits, so the link candidates outside the cells are eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assume a candidate true and follow the simple implications (singles, strong links) from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the assumption leads to a contradiction (a cell or a house without a candidate, or a digit twice in a house), the candidate was false and is eliminated. Setwise shows the implication tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from every candidate of a cell (or every place of a digit in a house) and follow the implications of each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of them is true. If every branch leads to the same conclusion (a candidate true, or false), that conclusion holds whatever is true: it is placed or eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the implications may combine: a candidate is forced when several earlier conclusions together remove its rivals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A net explores more than a chain. When the assumption empties a cell or house, or doubles a digit, the assumed candidate is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every candidate of a cell or every place of a digit in a house, each followed as a net.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever the true one is, every branch ends with the same conclusion, so it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A forcing net whose implications may themselves use small techniques (locked candidates, subsets) on the assumed state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under the assumption, any sound deduction is allowed; a contradiction eliminates the assumption, a common conclusion of all branches holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A forcing net inside which further nets are used to find implications: the strongest, and last, technique of the registry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each inner net proves an implication under the outer assumption; the outer net then reaches a contradiction or a verity as usual. Setwise shows the nested tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For one digit, two parallel lines each hold the digit in exactly two cells. One end of each line lies in a common crossing line (the base of the skyscraper); the other two ends, the roofs, are not aligned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line is a strong link: one of its two cells is true. The base line holds the digit at most once, so at most one of the two base ends is true, and therefore at least one roof is true. Any candidate of the digit that sees both roofs is false. As sets: the two lines are truths; the base line and two houses that each hold one roof are links (rank 1), and a candidate in both of those houses is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For one digit, a row and a column each hold the digit in exactly two cells, and one end of the row and one end of the column share a box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row and the column are strong links; inside the box the two ends see each other, so at most one of them is true. Then one of the two far ends is true, and a candidate of the digit that sees both far ends is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chain of four candidates of one digit: strong link, weak link, strong link. The skyscraper and the kite are turbot fish with a particular shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One end of the first strong link or the other end of the second one must be true, because the weak link in the middle allows only one of the inner candidates. A candidate seeing both ends is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In one box the candidates of a digit all lie in one row and one column of the box (an L or a cross, the rest of the box empty). Outside the box, a line holds the digit in two cells, one of them in line with the box&apos;s row or column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The box is a truth: its digit lies in its row part or in its column part. Together with the strong link outside, the candidate where the box&apos;s other line meets the far end of that link is false either way: one of the two lines through the box, or the strong link, removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each kite eliminates on its own (see 2-String Kite); Setwise gives both as one step, as HoDoKu does, because they share the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two empty rectangles on the same digit and box, each with its own strong link outside the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each empty rectangle eliminates on its own; the step shows both eliminations at once, as HoDoKu does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For one digit, the strong links (houses with exactly two candidates) are joined into a cluster and its candidates coloured in two alternating colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One colour is all true, the other all false, though we do not know which. A candidate of the digit outside the cluster that sees one candidate of each colour is false in either case (a trap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cluster of strong links on one digit, coloured in two alternating colours, in which two candidates of the same colour see each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two candidates of one colour in one house cannot both be true, so that colour is false everywhere (a wrap): all of its candidates are eliminated, and the other colour is true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two separate colour clusters on the same digit, where one colour of the first sees both colours of the second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If that colour of the first cluster were true, it would remove both colours of the second cluster, and that cluster must have one true colour. So the colour is false and all its candidates go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two colour clusters on the same digit, where one colour of each cluster sees the other (a weak link between the clusters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two linked colours cannot both be true, so at least one of the two other colours is true. A candidate of the digit that sees a candidate of each of those two other colours is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colouring across digits: strong links within houses and bivalue cells (a cell with two candidates) join candidates of several digits into one cluster of two colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One colour is all true. A colour with two candidates in one cell or one house, or one that would empty a cell, is false; a candidate that sees both colours, or sits in a cell with one colour and sees the other on its digit, is eliminated. Setwise names the rule that applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four cells at the corners of a rectangle, in two rows, two columns and two boxes, all hold the digits a and b; three corners hold nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If all four corners were reduced to a and b, the two digits could be swapped and the puzzle would have two solutions (a deadly pattern). Assuming one solution, the extra candidates of the fourth corner are a virtual truth (&quot;UR ≥ 1&quot;): one of them is true, so a and b are eliminated from that corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where two corners in one line or box hold one extra candidate c and nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To avoid the deadly pattern one of the two extra candidates c is true (the virtual truth). Whichever it is, c is removed from every cell that sees both of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where two corners in one house hold extra candidates that, read as one virtual cell, form a naked subset with other cells of that house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the extra candidates must be true, so the two corners act like a single cell holding the extra digits. With the other cells it locks those digits in the house, and they are eliminated from the rest of the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where the two corners with extra candidates share a house in which the digit a is confined to these two corners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the two corners must be a (the house needs it there), and the pattern forbids both being a or b only. So b in those two corners would complete the deadly pattern: b is eliminated from both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique rectangle on a and b where two or three corners hold the same extra candidate c, in corners that are not all in one house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the c&apos;s in the corners must be true to avoid the deadly pattern, so any candidate c that sees all of them is false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique rectangle on a and b with extra candidates in two diagonal corners, where the digit a is confined to the rectangle&apos;s corners in both of its rows (or columns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strong links on a force either the one diagonal or the other to hold a. If the diagonal with the extra candidates held a, the other diagonal would hold a and b only and complete the deadly pattern; so a is eliminated from the two extra corners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique rectangle on a and b whose one corner is bivalue (only a and b), and the opposite corner sees strong links on one digit in its row and column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the opposite corner took the other digit, the strong links would force the remaining corners into the deadly pattern. Assuming one solution, that digit is eliminated from the opposite corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six cells in three rows and two columns (or two rows and three columns), in three boxes, holding only three digits apart from a few extra candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three digits in that shape could be permuted into a second solution. One of the extra candidates is therefore true (a virtual truth), which eliminates as the unique rectangle of the same type does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loop of an even number of cells (six or more), joined alternately in rows, columns or boxes, all holding the same two digits; one cell has extra candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduced to the two digits the loop could swap them: two solutions. So one extra candidate of the one cell is true, and the two loop digits are eliminated from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique loop whose extra candidates are one and the same digit c, in several cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the c&apos;s is true (the virtual truth), so a c that sees all of them is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique loop whose extra candidates in two cells of one house form a naked subset with other cells of that house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two cells act as one virtual cell holding the extra digits; the subset it forms eliminates those digits from the rest of the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique loop whose two cells with extra candidates share a house in which one loop digit is confined to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That digit is in one of the two cells; if the other loop digit were in the other, the loop would be deadly. So the other loop digit is eliminated from both cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rectangle in two boxes whose three corners are solved, none of them a given: a in one corner, b in the two corners next to it. The fourth corner is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the fourth corner took a, the four solved digits could be swapped into a second solution with the same givens. Assuming one solution, a is eliminated from the fourth corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An avoidable rectangle with two placed corners and two open corners that hold the other digits plus one extra candidate c.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the two c&apos;s must be true, or the placed digits could be swapped; a c that sees both is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bivalue universal grave plus one: every unsolved cell holds two candidates and every digit appears twice in each house, except one cell with three candidates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grave of only bivalue cells has zero or two solutions. With one solution, the extra cell must take the digit that appears three times in its houses: it is placed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A BUG with several cells of three candidates, all with the same extra digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the extra candidates is true, or the grave would stand: a candidate of that digit that sees all of them is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A BUG whose extra candidates lie in cells of one house and form a naked subset with other cells there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One extra candidate is true, so the extra cells act as one cell; the subset it completes eliminates its digits from the rest of the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A BUG with two extra cells in one house, where one grave digit is confined to those two cells in that house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the two cells holds the confined digit; the other grave digit in both would rebuild the grave, so it is eliminated from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three bivalue cells: a pivot with xy, one pincer with xz that sees the pivot, another with yz that sees it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pivot with xyz and two pincers, xz and yz, that both see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever the pivot holds, z is true in the pivot or in a pincer. A z that sees all three cells is eliminated; usually it lies in the pivot&apos;s box and line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two bivalue cells with the same digits x and y that do not see each other, plus a strong link on x whose two ends each see one of the cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If both cells were x, the strong link would lose both its ends; so at least one cell is y. A y that sees both cells is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four cells holding four digits between them, in which only one digit z is not locked: every other digit&apos;s candidates see each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four cells need four different digits from four, so all but z are used up where they stand and z is true in one of its cells. A z that sees every z of the wing is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wing of five cells with five digits, all restricted (their candidates see each other) except z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The five cells take the five digits; z is true in one of the wing&apos;s z cells, so a z seeing them all is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wing of six cells with six digits, all restricted except z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As for the smaller wings: the cells use up their digits, z lands in one of its cells, and a z that sees all of them is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wing of seven cells with seven digits, all restricted except z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seven cells take the seven digits; a z that sees every z of the wing is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or three cells in a box-line intersection with four or more candidates, together with a bivalue cell (or small ALS) in the line and another in the box that split the digits between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The intersection cells must take digits from both the line set and the box set, which lock their digits: the line set&apos;s digits leave the rest of the line, the box set&apos;s the rest of the box. In Setwise the cells are truths and the digit links of the line and the box cover them at rank 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two almost locked sets (N cells with N+1 digits) A and B, sharing a digit x whose candidates in both all see each other (restricted common), and another common digit z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three almost locked sets: a pivot C shares restricted digits x with A and y with B, and A and B share a digit z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C cannot lose both x and y, so A or B becomes locked and holds z. A z that sees the z&apos;s of both A and B is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chain of almost locked sets, each joined to the next by a restricted common digit, the first and the last sharing a digit z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Along the chain each set, locked by its neighbour, passes the lock on; one end&apos;s set is always locked, so z is true at one end or the other. A z that sees both ends&apos; z&apos;s is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stem cell whose every candidate is a restricted common digit with one of several almost locked sets (the petals), which share a digit z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stem holds one of its digits, which locks the petal of that digit; z is then true in one of the petals. A z that sees the z&apos;s of all petals is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cells that see each other or share peers, and bivalue cells or ALS that each see both of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every pair of digits the two cells could hold together. A pair is ruled out when the digits are equal in one house, or when they would empty a cell (or a set) both cells see. A candidate that appears in no remaining pair is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three cells, and the small cells or sets that see all their possible combinations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every combination of digits for the three cells is checked against the cells they see; a candidate that belongs to no surviving combination is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing Chains and Nets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why it eliminates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No example is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technique Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One page per technique Setwise knows: what the pattern is, why it eliminates, and a real example drawn by Setwise, with its truths, links and equation diagram. The same pages open in the program under Help ▸ Techniques; F1 opens the page of the step shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one spare link, one link may stay without a truth candidate. A candidate in two links is still false: if it were true it would take two links at once, and the remaining links could not hold every truth. Only such overlaps are eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Like a junior exocet (two base cells, two target cells, cross lines), but one target lies outside the band of the base cells; the cross-line condition is checked with cover houses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unique rectangle on a and b with two bivalue corners (the floor) and two corners with extra candidates (the roof) in one line; in the line crossing one roof corner, a lies only in that corner and its floor corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the other roof corner were b, its floor corner would be a, the strong link would put a in the first roof corner, and the four corners would hold only a and b: the deadly pattern. So b is eliminated from the other roof corner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pivot is x or y; either way one pincer becomes z. A z that sees both pincers is false. As sets: the three cells are truths; the links are x and y where the pivot meets each pincer and z around each pincer: one link more than truths (rank 1), so a z in two links is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x can be true in at most one of them, so the other becomes a locked set holding z. Either way z is true in A or in B, and a z that sees every z of both is eliminated. In Setwise the cells of both sets are truths and their digits the links, one link more (rank 1): a z in two links is eliminated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two 2-string kites on the same digit that share their box, or two kites of different digits whose links in the box join the same two cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::TechniqueNames</name>
    <message>
        <source>Full House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked Candidates Type 1 (Pointing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked Candidates Type 2 (Claiming)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naked Quadruple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Quadruple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple Colors Trap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple Colors Wrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-Digit Patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colouring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nice Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness Test 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness Test 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness Test 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness Test 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness Test 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness Test 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Sector Locked Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junior Exocet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Senior Exocet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Exocet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tridagon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kraken Fish Type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kraken Fish Type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SK Loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exotic Patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested Forcing Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamic Forcing Net (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brute Force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swordfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squirmbag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leviathan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kraken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finned %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sashimi %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Franken %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutant %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siamese %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intersections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank Logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Almost Locked Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uniqueness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Colors 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Colors 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D Medusa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AIC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank-0 logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank-1 logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank-2 logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped Continuous Loop (ALS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped Discontinuous Loop (ALS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped AIC (ALS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aligned Pair Exclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aligned Triple Exclusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Unique Rectangle Type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG Type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG Type 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BUG Type 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extended Unique Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique Loop Type 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique Loop Type 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique Loop Type 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unique Loop Type 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Locked Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden Locked Triple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VWXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UVWXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TUVWXYZ-Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aligned Exclusion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>setwise::ui::ArgumentText</name>
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n truth</numerusform>
            <numerusform>%n truths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n link(s)</source>
        <translation>
            <numerusform>%n link</numerusform>
            <numerusform>%n links</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more branch(es)</source>
        <translation>
            <numerusform>… and %n more branch</numerusform>
            <numerusform>… and %n more branches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>branch %1: %2 ⇒ %3 (%n implication(s))</source>
        <translation>
            <numerusform>branch %1: %2 ⇒ %3 (%n implication)</numerusform>
            <numerusform>branch %1: %2 ⇒ %3 (%n implications)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n implication(s)</source>
        <translation>
            <numerusform>%n implication</numerusform>
            <numerusform>%n implications</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inner net(s)</source>
        <translation>
            <numerusform>%n inner net</numerusform>
            <numerusform>%n inner nets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pattern(s)</source>
        <translation>
            <numerusform>%n pattern</numerusform>
            <numerusform>%n patterns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n branch(es) assumes the opposite of a conclusion and ends in a contradiction, so %1 holds</source>
        <translation>
            <numerusform>The branch assumes the opposite of the conclusion and ends in a contradiction, so %1 holds</numerusform>
            <numerusform>Each of the %n branches assumes the opposite of a conclusion and ends in a contradiction, so %1 holds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n candidate(s) of %1 leads to %2</source>
        <translation>
            <numerusform>The %n candidate of %1 leads to %2</numerusform>
            <numerusform>Each of the %n candidates of %1 leads to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n place(s) for %1 leads to %2</source>
        <translation>
            <numerusform>The %n place for %1 leads to %2</numerusform>
            <numerusform>Each of the %n places for %1 leads to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 or one of its %n fin(s) is true; each leads to %2</source>
        <translation>
            <numerusform>The %1 or its %n fin is true; each leads to %2</numerusform>
            <numerusform>The %1 or one of its %n fins is true; each leads to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fin of the %1 or one of its candidates in %2 is true (%n case(s)); each leads to %3</source>
        <translation>
            <numerusform>A fin of the %1 or one of its candidates in %2 is true (%n case); each leads to %3</numerusform>
            <numerusform>A fin of the %1 or one of its candidates in %2 is true (%n cases); each leads to %3</numerusform>
        </translation>
    </message>
</context>
</TS>
