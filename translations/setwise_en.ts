<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <extracomment>One branch of an argument: &quot;branch 2: r5c4=7 ⇒ two 8s in column 7: r3c7, r5c7 (6 implications)&quot;</extracomment>
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
        <extracomment>Each branch assumes the opposite of a conclusion and ends in a contradiction.</extracomment>
        <translation>
            <numerusform>The branch assumes the opposite of the conclusion and ends in a contradiction, so %1 holds</numerusform>
            <numerusform>Each of the %n branches assumes the opposite of a conclusion and ends in a contradiction, so %1 holds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n candidate(s) of %1 leads to %2</source>
        <extracomment>&quot;Each of the 3 candidates of r5c4 leads to r8c4&lt;&gt;5&quot;</extracomment>
        <translation>
            <numerusform>The %n candidate of %1 leads to %2</numerusform>
            <numerusform>Each of the %n candidates of %1 leads to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each of the %n place(s) for %1 leads to %2</source>
        <extracomment>&quot;Each of the 3 places for 5 in row 4 leads to r8c4&lt;&gt;5&quot;</extracomment>
        <translation>
            <numerusform>The %n place for %1 leads to %2</numerusform>
            <numerusform>Each of the %n places for %1 leads to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 or one of its %n fin(s) is true; each leads to %2</source>
        <extracomment>Kraken fish type 1: &quot;The X-Wing (9R16 / 9C27) or one of its 2 fins is true; each leads to r4c2&lt;&gt;9&quot;</extracomment>
        <translation>
            <numerusform>The %1 or its %n fin is true; each leads to %2</numerusform>
            <numerusform>The %1 or one of its %n fins is true; each leads to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A fin of the %1 or one of its candidates in %2 is true (%n case(s)); each leads to %3</source>
        <extracomment>Kraken fish type 2: &quot;A fin of the X-Wing (…) or a base candidate of 4 in column 5 is true (3 cases); ...&quot;</extracomment>
        <translation>
            <numerusform>A fin of the %1 or one of its candidates in %2 is true (%n case); each leads to %3</numerusform>
            <numerusform>A fin of the %1 or one of its candidates in %2 is true (%n cases); each leads to %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Argument:&lt;/b&gt; counting by cases on the triplet(s) %1: in each of %2, %3 is false (the Implication Tree lists the cases).</source>
        <extracomment>Counting by cases: &quot;counting by cases on the triplet(s) 7r2c2: in each of 2 cases, r1c3&lt;&gt;2 is false (the Implication Tree lists the cases).&quot;</extracomment>
        <translation>
            <numerusform>&lt;b&gt;Argument:&lt;/b&gt; counting by cases on the triplet %1: in each of %2, %3 is false (the Implication Tree lists the cases).</numerusform>
            <numerusform>&lt;b&gt;Argument:&lt;/b&gt; counting by cases on the triplets %1: in each of %2, %3 is false (the Implication Tree lists the cases).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n case(s) split on %1, true or false, so one of them holds; each removes %2</source>
        <extracomment>&quot;The 2 cases split on 7r2c2, true or false, so one of them holds; each removes r1c3&lt;&gt;2&quot;</extracomment>
        <translation>
            <numerusform>The %n case splits on %1, true or false, so it holds; it removes %2</numerusform>
            <numerusform>The %n cases split on %1, true or false, so one of them holds; each removes %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lies in %n of the links</source>
        <extracomment>&quot;r1c3&lt;&gt;2 lies in 1 of the links&quot;</extracomment>
        <translation>
            <numerusform>%1 lies in %n of the links</numerusform>
            <numerusform>%1 lies in %n of the links</numerusform>
        </translation>
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
</context>
<context>
    <name>setwise::ui::DiagramModel</name>
    <message numerus="yes">
        <source>*: %1 lies in %n link(s) (%2): true, it fills each of them, so it counts once per link and lowers the effective rank.</source>
        <extracomment>The &quot;*&quot; of a diagram cell: &quot;*: 2r5c4 lies in 2 links (2R5, 2C4) ...&quot;</extracomment>
        <translation>
            <numerusform>*: %1 lies in %n link (%2): true, it fills each of them, so it counts once per link and lowers the effective rank.</numerusform>
            <numerusform>*: %1 lies in %n links (%2): true, it fills each of them, so it counts once per link and lowers the effective rank.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::DiagramView</name>
    <message numerus="yes">
        <source>%1. %2 ⇒ %3 (%n implication(s))</source>
        <translation>
            <numerusform>%1. %2 ⇒ %3 (%n implication)</numerusform>
            <numerusform>%1. %2 ⇒ %3 (%n implications)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::ForcingTreeModel</name>
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
</context>
<context>
    <name>setwise::ui::GenerateDialog</name>
    <message numerus="yes">
        <source>Generating… %n puzzle(s) tried</source>
        <translation>
            <numerusform>Generating… %n puzzle tried</numerusform>
            <numerusform>Generating… %n puzzles tried</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::HintController</name>
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
</context>
<context>
    <name>setwise::ui::MistakeMarker</name>
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
    <name>setwise::ui::RatingPanel</name>
    <message numerus="yes">
        <source>Optimised path: %n step(s), BERT score %1</source>
        <translation>
            <numerusform>Optimised path: %n step, BERT score %1</numerusform>
            <numerusform>Optimised path: %n steps, BERT score %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::SetsPanel</name>
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
</context>
<context>
    <name>setwise::ui::StatusArea</name>
    <message numerus="yes">
        <source>%1… %Ln step(s) found</source>
        <translation>
            <numerusform>%1… %Ln step found</numerusform>
            <numerusform>%1… %Ln steps found</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n truth(s)</source>
        <translation>
            <numerusform>%n truth</numerusform>
            <numerusform>%n truths</numerusform>
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
        <source>False in each of the %n case(s) (the Implication Tree shows how each closes):</source>
        <translation>
            <numerusform>False in the %n case (the Implication Tree shows how it closes):</numerusform>
            <numerusform>False in each of the %n cases (the Implication Tree shows how each closes):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::StepsModel</name>
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
    <message numerus="yes">
        <source>+%n equivalent: %n other step(s) with the same conclusions, folded under this one (the simplest).</source>
        <translation>
            <numerusform>+%n equivalent: %n other step with the same conclusions, folded under this one (the simplest).</numerusform>
            <numerusform>+%n equivalent: %n other steps with the same conclusions, folded under this one (the simplest).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setwise::ui::SummaryModel</name>
    <message numerus="yes">
        <source>%n step(s) · path score %1 · hardest: %2</source>
        <translation>
            <numerusform>%n step · path score %1 · hardest: %2</numerusform>
            <numerusform>%n steps · path score %1 · hardest: %2</numerusform>
        </translation>
    </message>
</context>
</TS>
