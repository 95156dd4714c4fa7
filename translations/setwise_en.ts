<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>setwise::ui::AppSettings</name>
    <message>
        <source>Follow the system</source>
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
        <source>&lt;i&gt;No step shown. Ask for a hint (F3) or pick sets.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; look for a &lt;b&gt;%1&lt;/b&gt;.&lt;br&gt;&lt;i&gt;Ask again to see its houses.&lt;/i&gt;</source>
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
        <source>Reading %1</source>
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
    <message>
        <source>The enabled techniques find no step here.</source>
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
</context>
<context>
    <name>setwise::ui::MainWindow</name>
    <message>
        <source>&amp;New Puzzle</source>
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
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
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
        <source>The state holds only givens already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
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
        <source>Progressive hint: first the technique, then its houses, then the whole step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next step; nothing changes until you apply it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
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
    <message>
        <source>Solution Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;pply</source>
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
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the search (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This state has no solution. It is kept; undo to go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This state has no solution: %1. It is kept; undo to go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) available here.</source>
        <translation>
            <numerusform>%n step available here.</numerusform>
            <numerusform>%n steps available here.</numerusform>
        </translation>
    </message>
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
        <source>Hint: look for a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 givens · %2 placed · %3 candidates</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Empty grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puzzles (*.txt *.sdk *.ss *.hsol);;All files (*)</source>
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
        <source>Setwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Setwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Setwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setwise %1&lt;/h3&gt;&lt;p&gt;A Sudoku resolution workbench: every step as base sets and cover sets (truths and links), on the grid and as an equation diagram.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Keys:&lt;/b&gt; arrows move; 1–9 place a digit; Ctrl+1–9 or Shift+1–9 toggle a candidate; &apos;.&apos;, 0 or Delete clear; F2 hint (press again for more); F3 next step; F4 apply; Shift+F4 solve to the end; F5 all steps here; Esc stops and clears.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; click a candidate to pick its digit, Ctrl+click to remove or restore it, double-click to place it; click row, column and box labels to select their sets.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1… %L2 search nodes</source>
        <translation type="unfinished"></translation>
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
        <source>Hints and &quot;Solve to End&quot; use the checked techniques, simplest first (top to bottom). Drag or use the buttons to change the order.</source>
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
</context>
<context>
    <name>setwise::ui::StepsModel</name>
    <message>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conclusions</source>
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
        <source>Alternating Inference Chain</source>
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
        <source>ALS Chain</source>
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
        <source>BUG+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-Sector Locked Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank-0 Logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank-1 Logic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank-2 Logic</source>
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
</context>
</TS>
