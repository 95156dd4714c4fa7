// SPDX-License-Identifier: GPL-3.0-or-later
// Setwise documents (engine/document): a history of real solution steps
// (chains, ALS, forcing nets), colours, sets and savepoints written and read
// back field by field; errors with their line and column; old formats are not
// documents.
#include "engine/document/document.h"
#include "engine/limits.h"

#include "test_util.h"

#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace setwise;

namespace
{

// Field by field, written here and not through the document writer.
bool sameEvaluation(const Evaluation& a, const Evaluation& b)
{
    if (a.virtualBases.size() != b.virtualBases.size())
        return false;
    for (std::size_t i = 0; i < a.virtualBases.size(); ++i) {
        const VirtualBase &u = a.virtualBases[i], &v = b.virtualBases[i];
        if (!(u.candidates == v.candidates) || u.label != v.label || !(u.cells == v.cells) || u.digits != v.digits)
            return false;
    }
    return a.bases == b.bases && a.covers == b.covers && a.rank == b.rank && a.effectiveRank == b.effectiveRank
        && a.baseCandidates == b.baseCandidates && a.coverCandidates == b.coverCandidates && a.fins == b.fins
        && a.endoFins == b.endoFins && a.multiplyCovered == b.multiplyCovered && a.eliminations == b.eliminations
        && a.cannibals == b.cannibals && a.placements == b.placements && a.contradiction == b.contradiction;
}

bool sameStep(const Step& a, const Step& b)
{
    if (a.readings.size() != b.readings.size() || a.chainNodes.size() != b.chainNodes.size()
        || a.links.size() != b.links.size() || a.branches.size() != b.branches.size())
        return false;
    for (std::size_t i = 0; i < a.readings.size(); ++i)
        if (!sameEvaluation(a.readings[i], b.readings[i]))
            return false;
    for (std::size_t i = 0; i < a.chainNodes.size(); ++i) {
        const ChainNode &u = a.chainNodes[i], &v = b.chainNodes[i];
        if (u.kind != v.kind || !(u.candidates == v.candidates) || !(u.alsCells == v.alsCells) || u.als != v.als
            || u.parity != v.parity || u.start != v.start)
            return false;
    }
    for (std::size_t i = 0; i < a.links.size(); ++i)
        if (a.links[i].from != b.links[i].from || a.links[i].to != b.links[i].to
            || a.links[i].strong != b.links[i].strong)
            return false;
    for (std::size_t i = 0; i < a.branches.size(); ++i) {
        const ForcingBranch &u = a.branches[i], &v = b.branches[i];
        if (u.start != v.start || u.contradiction != v.contradiction || u.contradictionAt != v.contradictionAt
            || u.contradictionIsBase != v.contradictionIsBase || u.implications.size() != v.implications.size())
            return false;
        for (std::size_t j = 0; j < u.implications.size(); ++j) {
            const Implication &p = u.implications[j], &q = v.implications[j];
            if (p.candidate != q.candidate || p.on != q.on || p.cause != q.cause || p.premises != q.premises)
                return false;
        }
    }
    return a.technique == b.technique && a.digits == b.digits && a.eliminations == b.eliminations
        && a.placements == b.placements && a.setLogic == b.setLogic && a.assumesUniqueness == b.assumesUniqueness
        && a.justification == b.justification && a.rule == b.rule && a.beyondCounting == b.beyondCounting
        && a.proofNodes == b.proofNodes && a.forcingText == b.forcingText;
}

// A history as the GUI keeps it: a load, the solution path of a hard puzzle
// (top1465 #1: chains, ALS and forcing steps), a manual edit and colourings.
Document sampleDocument()
{
    const auto lines = test::readLines(std::string(SETWISE_TEST_DATA) + "/top1465.txt");
    // #197: its path still takes a forcing net (#1's takes none since Kraken fish have ALS nodes)
    // when triplet set logic, which counts that net's truths and links, is left out.
    const State start = *parseState(lines.at(196));
    TechniqueSettings settings = TechniqueSettings::defaults();
    std::erase(settings.order, std::string("triplet-set-logic"));
    const SolvePath path = solvePath(start, settings);
    Document doc;
    DocumentEntry load;
    load.kind = DocumentEntry::Kind::Load;
    load.text = "New puzzle: top1465 #197";
    load.after = start;
    doc.entries.push_back(load);
    State s = start;
    DocumentColours colours;
    for (std::size_t i = 0; i < path.steps.size(); ++i) {
        DocumentEntry e;
        e.kind = DocumentEntry::Kind::Step;
        e.text = "Apply " + path.steps[i].technique;
        e.group = 7;
        e.before = s;
        e.after = apply(s, path.steps[i]);
        e.step = path.steps[i];
        e.coloursBefore = e.coloursAfter = colours;
        s = e.after;
        doc.entries.push_back(e);
        if (i == 3) { // a colouring: only the colours change
            DocumentEntry c;
            c.kind = DocumentEntry::Kind::Colour;
            c.text = "Colour r1c2 and 5r9c9";
            c.before = c.after = s;
            c.coloursBefore = colours;
            colours.cells[1] = 2;
            colours.candidates[std::size_t(test::cand(5, 9, 9))] = 4;
            c.coloursAfter = colours;
            doc.entries.push_back(c);
        }
    }
    // A step with a virtual truth and odd texts (every field of a step is kept).
    Step odd = doc.entries[2].step.value();
    VirtualBase v;
    v.label = "UR";
    v.digits = 0b110;
    v.cells.set(0);
    v.cells.set(80);
    v.candidates.set(test::cand(2, 1, 1));
    odd.readings.front().virtualBases.push_back(v);
    odd.justification = "assumes a unique solution\nsecond line \\ with a backslash";
    odd.assumesUniqueness = true;
    odd.setLogic = false;
    doc.entries[2].step = odd;
    // A manual edit whose before differs from the state after the entry before it.
    DocumentEntry edit;
    edit.kind = DocumentEntry::Kind::Edit;
    edit.text = "Remove candidate ü";
    edit.before = start;
    edit.after = start;
    for (Candidate x : start.live()) {
        edit.after.eliminate(x);
        break;
    }
    edit.coloursBefore = edit.coloursAfter = colours;
    doc.entries.push_back(edit);
    // Own pencilmarks (manual candidate mode): switched on with what was shown,
    // then one mark taken off; the marks go with every later entry.
    DocumentEntry marks;
    marks.kind = DocumentEntry::Kind::Marks;
    marks.text = "Own pencilmarks";
    marks.before = marks.after = edit.after;
    marks.coloursBefore = marks.coloursAfter = colours;
    marks.marksAfter = edit.after.live();
    doc.entries.push_back(marks);
    DocumentEntry unmark = marks;
    unmark.text = "Unmark";
    unmark.marksBefore = marks.marksAfter;
    unmark.marksAfter = marks.marksAfter;
    unmark.marksAfter.reset(unmark.marksAfter.first());
    doc.entries.push_back(unmark);
    DocumentEntry place = unmark;
    place.kind = DocumentEntry::Kind::Edit;
    place.text = "Place";
    place.marksBefore = place.marksAfter = unmark.marksAfter; // placing leaves the marks alone
    doc.entries.push_back(place);
    doc.index = int(doc.entries.size()) - 3;
    doc.sets = "3R17 / 3C49  (two blanks)";
    doc.savepoints = { { "Before the forcing nets", 5 }, { "Ende", int(doc.entries.size()) } };
    return doc;
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip();
    void writtenInPieces();
    void sampleHasEveryKindOfStep();
    void errorsNameLineAndColumn_data();
    void errorsNameLineAndColumn();
    void versionAndLimits();
    void otherFormatsAreNotDocuments();
    void endMarkCountsTheEntries();
    void cutDocumentsAreDetected();
    void versionOneIsReadUnchecked();
    void benchmarkDocument();
};

void TestDocument::roundTrip()
{
    const Document doc = sampleDocument();
    const std::string text = writeDocument(doc);
    QVERIFY(isDocument(text));
    qInfo("top1465 #1's path as a document: %zu entries, %zu bytes", doc.entries.size(), text.size());
    const auto back = parseDocument(text);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QCOMPARE(back->entries.size(), doc.entries.size());
    QCOMPARE(back->index, doc.index);
    QCOMPARE(back->sets, doc.sets);
    QCOMPARE(back->savepoints.size(), doc.savepoints.size());
    for (std::size_t i = 0; i < doc.savepoints.size(); ++i) {
        QCOMPARE(back->savepoints[i].name, doc.savepoints[i].name);
        QCOMPARE(back->savepoints[i].index, doc.savepoints[i].index);
    }
    for (std::size_t i = 0; i < doc.entries.size(); ++i) {
        const DocumentEntry &a = doc.entries[i], &b = back->entries[i];
        QCOMPARE(int(b.kind), int(a.kind));
        QCOMPARE(b.text, a.text);
        QCOMPARE(b.group, a.group);
        if (i > 0) // the first entry's before is the reader's own state
            QVERIFY2(b.before == a.before, std::to_string(i).c_str());
        QVERIFY2(b.after == a.after, std::to_string(i).c_str());
        QVERIFY(b.coloursBefore == a.coloursBefore);
        QVERIFY(b.coloursAfter == a.coloursAfter);
        QVERIFY2(b.marksBefore == a.marksBefore, std::to_string(i).c_str());
        QVERIFY2(b.marksAfter == a.marksAfter, std::to_string(i).c_str());
        QCOMPARE(b.step.has_value(), a.step.has_value());
        if (a.step)
            QVERIFY2(sameStep(*a.step, *b.step), (std::to_string(i) + " " + a.step->technique).c_str());
    }
    // Written again, the text is the same.
    QCOMPARE(writeDocument(*back), text);
}

// Written piece by piece: the same text in pieces of about 64 KiB, the entries
// taken one at a time; a document read and written again is the same text
// (tests/data/document_sample.sudoku, written before documents were written
// piece by piece).
void TestDocument::writtenInPieces()
{
    std::string text;
    {
        std::FILE* f = std::fopen(SETWISE_TEST_DATA "/document_sample.sudoku", "rb");
        QVERIFY(f);
        char buffer[1 << 16];
        for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, f)) > 0;)
            text.append(buffer, got);
        std::fclose(f);
    }
    QVERIFY(text.size() > 64 * 1024);
    const auto doc = parseDocument(text);
    QVERIFY(doc.ok());
    QCOMPARE(writeDocument(*doc), text);
    std::vector<std::string> pieces;
    std::size_t pushed = 0;
    writeDocument(
        *doc,
        [&](const DocumentEntryPush& push) {
            for (const DocumentEntry& e : doc->entries) {
                ++pushed;
                push(e);
            }
        },
        [&](std::string_view piece) { pieces.emplace_back(piece); });
    QCOMPARE(pushed, doc->entries.size());
    QCOMPARE(pieces.size(), std::size_t(2));
    std::string joined;
    for (const std::string& p : pieces) {
        QVERIFY2(p.size() < 64 * 1024 + 8 * 1024, std::to_string(p.size()).c_str()); // a piece and an entry at most
        joined += p;
    }
    QCOMPARE(joined, text);
    // No entry: the head without a puzzle line, the end mark counting none.
    Document empty;
    empty.index = 0;
    pieces.clear();
    writeDocument(
        empty, [](const DocumentEntryPush&) {}, [&](std::string_view piece) { pieces.emplace_back(piece); });
    QCOMPARE(pieces.size(), std::size_t(1));
    QCOMPARE(pieces.front(), writeDocument(empty));
    QVERIFY(pieces.front().find("\npuzzle ") == std::string::npos);
    QVERIFY(pieces.front().ends_with("\nindex 0\nend 0\n"));
}

void TestDocument::sampleHasEveryKindOfStep()
{
    const Document doc = sampleDocument();
    int chains = 0, als = 0, forcing = 0;
    for (const DocumentEntry& e : doc.entries) {
        if (!e.step)
            continue;
        chains += !e.step->links.empty();
        forcing += !e.step->branches.empty();
        for (const ChainNode& n : e.step->chainNodes)
            als += n.kind == ChainNode::Kind::Als;
    }
    QVERIFY(chains > 0);
    QVERIFY(forcing > 0);
    QVERIFY(als > 0);
}

void TestDocument::errorsNameLineAndColumn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("words");
    const QString head = QStringLiteral("#setwise-document 1\nindex 1\nentry load\n");
    QTest::addRow("no header") << "index 1\n" << 1 << 1 << "not a Setwise document";
    QTest::addRow("unknown key") << head + "  colour r1c1=1\n" << 4 << 3 << "unknown key 'colour'";
    QTest::addRow("bad cell") << head + "  after :0000:x:" + QString(81, '.') + ":::\n  colours r1c1=1 r0c2=3\n"
                              << 5 << 18 << "r0c2";
    QTest::addRow("bad kind") << "#setwise-document 1\nentry jump\n" << 2 << 7 << "unknown entry kind";
    QTest::addRow("no after") << head + "  text x\n" << 3 << 1 << "no 'after'";
    QTest::addRow("index past") << "#setwise-document 1\nindex 4\nentry load\n  after :0000:x:" + QString(81, '.')
            + ":::\n" << 2 << 7 << "past the 1 entries";
    QTest::addRow("bad state") << head + "  after :0000:x:" + QString(80, '.') + "X:::\n" << 4 << 97 << "library line";
    QTest::addRow("bad candidate") << head + "  after :0000:x:" + QString(81, '.')
            + ":::\nentry step\n  after :0000:x:" + QString(81, '.') + ":::\n  step x\n    eliminations 3r1c1 3x1c1\n"
                                   << 8 << 24 << "3x1c1";
    // Indices into the step's own lists: a crafted file must not point past them
    // (the GUI would read past the end when the implication is selected).
    const QString stepHead = head + "  after :0000:x:" + QString(81, '.')
        + ":::\nentry step\n  after :0000:x:" + QString(81, '.') + ":::\n  step forcing-net\n";
    QTest::addRow("link past the nodes") << stepHead + "    node candidates=5r1c1\n    link 0 999999 strong\n"
                                         << 9 << 12 << "from 0 to 0, found '999999'";
    QTest::addRow("link before a node") << stepHead + "    link 0 1 weak\n" << 8 << 5 << "before any node";
    // ALS indices count up in chain order: the first is 0, each later one given before or the next.
    QTest::addRow("ALS index far out") << stepHead + "    node kind=als als=1000000 candidates=5r1c1 cells=r1c1\n"
                                       << 8 << 23 << "from -1 to 0, found '1000000'";
    QTest::addRow("ALS index skipped") << stepHead
            + "    node kind=als als=0 candidates=5r1c1 cells=r1c1,r1c2\n    node kind=als als=0 candidates=5r1c2 "
              "cells=r1c1,r1c2\n    node kind=als als=2 candidates=5r1c3 cells=r1c3\n"
                                       << 10 << 23 << "from -1 to 1, found '2'";
    QTest::addRow("premise past the implications") << stepHead
            + "    branch start=5r1c1 contradiction=1 at=R1C1 as=base\n      implication 5r1c2 off "
              "cause=R1C2 premises=-1\n      implication 4r1c1 off cause=R1C1 premises=0,1000000\n"
                                                   << 10 << 51 << "from -1 to 0, found '1000000'";
    QTest::addRow("premise of itself") << stepHead
            + "    branch start=5r1c1\n      implication 5r1c2 off cause=R1C2 premises=0\n"
                                       << 9 << 49 << "from -1 to -1";
}

void TestDocument::errorsNameLineAndColumn()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, words);
    const auto r = parseDocument(text.toStdString());
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error().message).contains(words), r.error().message.c_str());
    QCOMPARE(r.error().line, line);
    QCOMPARE(r.error().column, column);
}

void TestDocument::versionAndLimits()
{
    const std::string one = writeDocument(sampleDocument());
    std::string newer = one;
    QVERIFY(one.starts_with("#setwise-document 2\n"));
    newer.replace(0, std::string("#setwise-document 2").size(), "#setwise-document 3");
    const auto r = parseDocument(newer);
    QVERIFY(!r.ok());
    QVERIFY(r.error().message.find("newer Setwise") != std::string::npos);
    QCOMPARE(r.error().line, 1);
    const std::string huge = one + std::string(limits::kMaxDocumentBytes, '#');
    const auto big = parseDocument(huge);
    QVERIFY(!big.ok());
    QVERIFY(big.error().message.find("limit") != std::string::npos);
    // Comments and blank lines anywhere are allowed, a CRLF file too.
    std::string crlf;
    for (char c : one)
        crlf += c == '\n' ? std::string("\r\n\r\n# comment\r\n") : std::string(1, c);
    const auto back = parseDocument(crlf);
    QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
    QCOMPARE(writeDocument(*back), one);
}

void TestDocument::otherFormatsAreNotDocuments()
{
    QVERIFY(!isDocument("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"));
    QVERIFY(!isDocument("# a comment\n:0000:x:4...3...:::"));
    QVERIFY(isDocument("\n\n  #setwise-document 1\n"));
}

// The writer ends a document with "end N", N its number of entries; a count
// that is not the number of entries, or a key after the mark, is an error.
void TestDocument::endMarkCountsTheEntries()
{
    const Document doc = sampleDocument();
    const std::string text = writeDocument(doc);
    const std::string mark = "\nend " + std::to_string(doc.entries.size()) + "\n";
    QVERIFY(text.ends_with(mark));
    const auto back = parseDocument(text);
    QVERIFY(back.ok());
    QCOMPARE(int(back->ending), int(DocumentEnding::Marked));
    // One entry too many counted (the line and column of the count).
    std::string wrong = text.substr(0, text.size() - mark.size() + 1) + "end 999\n";
    const int lastLine = int(std::count(text.begin(), text.end(), '\n'));
    auto r = parseDocument(wrong);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message.find("counts 999 entries") != std::string::npos, r.error().message.c_str());
    QCOMPARE(r.error().line, lastLine);
    QCOMPARE(r.error().column, 5);
    // Something after the mark (two documents run together, say).
    r = parseDocument(text + "# a comment is fine\n\nentry load\n");
    QVERIFY(!r.ok());
    QVERIFY2(r.error().message.find("after the end mark") != std::string::npos, r.error().message.c_str());
    QCOMPARE(r.error().line, lastLine + 3);
    QVERIFY(parseDocument(text + "# a comment is fine\n\n").ok());
}

// A document cut anywhere (between entries, inside a line, inside the end
// mark) is never read as complete: it is refused, or read as cut short with
// fewer entries, the index and savepoints within them.
void TestDocument::cutDocumentsAreDetected()
{
    const Document doc = sampleDocument();
    const std::string text = writeDocument(doc);
    std::vector<std::size_t> cuts;
    for (std::size_t p = 0; p < text.size(); p = text.find('\n', p) + 1) {
        const std::size_t end = text.find('\n', p);
        for (std::size_t at : { p, p + 2, (p + end) / 2, end })
            if (at < text.size() - 1 && (cuts.empty() || at > cuts.back()))
                cuts.push_back(at);
    }
    QVERIFY(cuts.size() > 1000);
    int refused = 0, cutShort = 0;
    for (std::size_t at : cuts) {
        const auto r = parseDocument(text.substr(0, at));
        if (!r.ok()) {
            ++refused;
            continue;
        }
        ++cutShort;
        QVERIFY2(r->ending == DocumentEnding::Missing, std::to_string(at).c_str());
        QVERIFY(!r->entries.empty());
        QVERIFY(r->entries.size() < doc.entries.size());
        QVERIFY(r->index <= int(r->entries.size()));
        for (const Savepoint& s : r->savepoints)
            QVERIFY(s.index <= int(r->entries.size()));
        // What is kept is what was written.
        for (std::size_t i = 0; i < r->entries.size(); ++i)
            QVERIFY(r->entries[i].after == doc.entries[i].after);
        // Its last line: the line the cut is in.
        QCOMPARE(r->lastLine, 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(at) - 1, '\n')));
    }
    qInfo("%zu cuts: %d refused, %d read as cut short", cuts.size(), refused, cutShort);
    QVERIFY(cutShort > 100);
    // Cut just before the end mark: every entry but the last one, read as cut short.
    const std::size_t markAt = text.rfind("end ");
    const auto r = parseDocument(text.substr(0, markAt));
    QVERIFY(r.ok());
    QCOMPARE(int(r->ending), int(DocumentEnding::Missing));
    QCOMPARE(r->entries.size(), doc.entries.size() - 1);
    // Without its last newline the document is whole.
    const auto whole = parseDocument(text.substr(0, text.size() - 1));
    QVERIFY(whole.ok());
    QCOMPARE(int(whole->ending), int(DocumentEnding::Marked));
}

// A document of version 1 (no end mark) still reads, marked as unchecked.
void TestDocument::versionOneIsReadUnchecked()
{
    const Document doc = sampleDocument();
    std::string text = writeDocument(doc);
    text.replace(0, std::string("#setwise-document 2").size(), "#setwise-document 1");
    text.erase(text.rfind("end "));
    const auto r = parseDocument(text);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
    QCOMPARE(int(r->ending), int(DocumentEnding::Unmarked));
    QCOMPARE(r->entries.size(), doc.entries.size());
    // Its end mark is no key of version 1.
    QVERIFY(!parseDocument(text + "end " + std::to_string(doc.entries.size()) + "\n").ok());
}

// Not a test: the large-document benchmark's writer and reader
// (scripts/bench-documents.sh). SETWISE_BENCH_DOCUMENT=FILE reads FILE;
// with SETWISE_BENCH_ENTRIES=N it first writes a document of N entries
// there: a load, then manual edits (a candidate removed, then restored),
// a colouring every 500 entries and a step of the solution path every 5,000.
void TestDocument::benchmarkDocument()
{
    const QByteArray file = qgetenv("SETWISE_BENCH_DOCUMENT");
    if (file.isEmpty())
        QSKIP("set SETWISE_BENCH_DOCUMENT=FILE (scripts/bench-documents.sh)");
    const std::string path = file.toStdString();
    if (const int n = qEnvironmentVariableIntValue("SETWISE_BENCH_ENTRIES"); n > 0) {
        const Document sample = sampleDocument();
        Document doc;
        doc.entries.reserve(std::size_t(n));
        doc.entries.push_back(sample.entries.front());
        std::vector<const DocumentEntry*> steps;
        for (const DocumentEntry& e : sample.entries)
            if (e.step)
                steps.push_back(&e);
        const State start = sample.entries.front().after;
        std::vector<Candidate> live;
        for (Candidate x : start.live())
            live.push_back(x);
        DocumentColours colours;
        for (int i = 1; i < n; ++i) {
            const DocumentEntry& prev = doc.entries.back();
            DocumentEntry e;
            e.before = prev.after;
            e.coloursBefore = e.coloursAfter = prev.coloursAfter;
            if (i % 5000 == 0) {
                const DocumentEntry& s = *steps[std::size_t(i / 5000) % steps.size()];
                e = s;
                e.coloursBefore = e.coloursAfter = prev.coloursAfter;
            } else if (i % 500 == 0) {
                e.kind = DocumentEntry::Kind::Colour;
                e.text = "Colour r" + std::to_string(i % 9 + 1) + "c1";
                e.after = e.before;
                colours.cells[std::size_t(i % 81)] = std::uint8_t(i % 4 + 1);
                e.coloursAfter = colours;
            } else {
                const Candidate x = live[std::size_t(i / 2) % live.size()];
                e.kind = DocumentEntry::Kind::Edit;
                e.after = start;
                if (i % 2)
                    e.after.eliminate(x);
                e.text = std::string(i % 2 ? "Remove " : "Restore ") + candidateName(x);
            }
            doc.entries.push_back(std::move(e));
        }
        doc.index = n;
        const std::string text = writeDocument(doc);
        std::FILE* f = std::fopen(path.c_str(), "wb");
        QVERIFY(f);
        QCOMPARE(std::fwrite(text.data(), 1, text.size(), f), text.size());
        std::fclose(f);
        qInfo("wrote %s: %d entries, %zu bytes", path.c_str(), n, text.size());
        return;
    }
    std::string text;
    {
        std::FILE* f = std::fopen(path.c_str(), "rb");
        QVERIFY(f);
        char buffer[1 << 16];
        for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, f)) > 0;)
            text.append(buffer, got);
        std::fclose(f);
    }
    // As the window reads it: each entry handed on, none kept (SETWISE_BENCH_KEEP=1: all kept).
    const bool keep = qEnvironmentVariableIntValue("SETWISE_BENCH_KEEP") == 1;
    std::size_t steps = 0;
    const auto doc = keep ? parseDocument(text)
                          : parseDocument(text, [&steps](DocumentEntry&& e) { steps += e.step.has_value(); });
    QVERIFY2(doc.ok(), doc.ok() ? "" : doc.error().message.c_str());
    qInfo(
        "read %s: %zu bytes, %zu entries (%zu kept)", path.c_str(), text.size(), doc->entryCount, doc->entries.size());
}

QTEST_APPLESS_MAIN(TestDocument)
#include "tst_document.moc"
