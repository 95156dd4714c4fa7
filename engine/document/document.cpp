// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/document/document.h"

#include "engine/document/document_text.h"
#include "engine/formats.h"
#include "engine/formats_text.h"
#include "engine/limits.h"

#include <algorithm>
#include <iterator>
#include <string>

namespace setwise
{

using namespace document_detail;

namespace
{

constexpr const char* kKindNames[] = { "load", "edit", "step", "colour", "path", "marks" };
constexpr int kKinds = int(std::size(kKindNames));
static_assert(kKinds == int(DocumentEntry::Kind::Marks) + 1, "a name for every entry kind");

// "1r1c1 2r1c1 ...": the candidates of a set, by name.
std::string marksText(const CandidateSet& xs)
{
    std::string out;
    for (Candidate x = 0; x < kCandidates; ++x)
        if (xs.test(x))
            out += (out.empty() ? "" : " ") + candidateName(x);
    return out;
}

std::string stateText(const State& s)
{
    return writeLibraryLine(s);
}

// "r1c1=1 3r2c4=2": every coloured cell, then every coloured candidate.
std::string coloursText(const DocumentColours& c)
{
    std::string out;
    for (Cell cell = 0; cell < kCells; ++cell)
        if (c.cells[std::size_t(cell)])
            out += (out.empty() ? "" : " ") + cellName(cell) + "=" + std::to_string(c.cells[std::size_t(cell)]);
    for (Candidate x = 0; x < kCandidates; ++x)
        if (c.candidates[std::size_t(x)])
            out += (out.empty() ? "" : " ") + candidateName(x) + "=" + std::to_string(c.candidates[std::size_t(x)]);
    return out;
}

void keyLine(std::string& out, int indent, std::string_view key, const std::string& rest = {})
{
    out.append(std::size_t(indent), ' ');
    out += key;
    if (!rest.empty())
        out += ' ' + rest;
    out += '\n';
}

} // namespace

bool isDocument(std::string_view text)
{
    std::size_t p = formats_detail::bomLength(text);
    while (p < text.size() && (formats_detail::isBlank(text[p]) || text[p] == '\n'))
        ++p;
    return text.substr(p, kDocumentMagic.size()) == kDocumentMagic;
}

std::string writeDocument(const Document& doc)
{
    std::string out;
    writeDocument(
        doc,
        [&doc](const DocumentEntryPush& push) {
            for (const DocumentEntry& e : doc.entries)
                push(e);
        },
        [&out](std::string_view piece) { out += piece; });
    return out;
}

void writeDocument(const Document& doc, const DocumentEntrySource& entries, const DocumentTextSink& sink)
{
    constexpr std::size_t kPiece = 64 * 1024;
    std::string out = std::string(kDocumentMagic) + " " + std::to_string(kDocumentVersion) + "\n";
    out += "# A Setwise document: the puzzle, its history (Undo works after opening it),\n"
           "# the colours, the Sets panel's sets and the savepoints.\n";
    // The head after the magic: the puzzle (the first entry's givens, when there is one), index, sets, savepoints.
    const auto head = [&](const DocumentEntry* first) {
        if (first) {
            State givens;
            for (Cell c = 0; c < kCells; ++c)
                if (first->after.isGiven(c))
                    givens.place(c, first->after.digit(c), true);
            keyLine(out, 0, "puzzle", writeGivens81(givens));
        }
        keyLine(out, 0, "index", std::to_string(doc.index));
        if (!doc.sets.empty())
            keyLine(out, 0, "sets", escapeText(doc.sets));
        for (const Savepoint& s : doc.savepoints)
            keyLine(out, 0, "savepoint", std::to_string(s.index) + " " + escapeText(s.name));
    };
    std::size_t count = 0;
    State prevState;
    DocumentColours prevColours;
    CandidateSet prevMarks;
    entries([&](const DocumentEntry& e) {
        if (count == 0)
            head(&e);
        keyLine(out, 0, "entry", kKindNames[int(e.kind)]);
        if (!e.text.empty())
            keyLine(out, 2, "text", escapeText(e.text));
        if (e.group)
            keyLine(out, 2, "group", std::to_string(e.group));
        if (count > 0 && !(e.before == prevState))
            keyLine(out, 2, "before", stateText(e.before));
        keyLine(out, 2, "after", stateText(e.after));
        if (e.coloursBefore != prevColours)
            keyLine(out, 2, "colours-before", coloursText(e.coloursBefore));
        if (e.coloursAfter != e.coloursBefore)
            keyLine(out, 2, "colours", coloursText(e.coloursAfter));
        if (!(e.marksBefore == prevMarks))
            keyLine(out, 2, "marks-before", marksText(e.marksBefore));
        if (!(e.marksAfter == e.marksBefore))
            keyLine(out, 2, "marks", marksText(e.marksAfter));
        if (e.step)
            out += writeStepLines(*e.step, 2);
        prevState = e.after;
        prevColours = e.coloursAfter;
        prevMarks = e.marksAfter;
        ++count;
        if (out.size() >= kPiece) {
            sink(out);
            out.clear();
        }
    });
    if (count == 0)
        head(nullptr);
    keyLine(out, 0, "end", std::to_string(count));
    sink(out);
}

namespace
{

// The lines of the text one at a time, split into key and tokens; comment
// and blank lines skipped. One DocLine is filled again for each line (no
// allocation per line once its token list has grown).
class LineCursor
{
public:
    explicit LineCursor(std::string_view text)
        : m_text(text)
        , m_p(formats_detail::bomLength(text))
    {
    }
    bool next(DocLine& l);

private:
    std::string_view m_text;
    std::size_t m_p;
};

bool LineCursor::next(DocLine& l)
{
    const std::string_view text = m_text;
    while (m_p < text.size()) {
        const std::size_t p = m_p;
        std::size_t end = text.find('\n', p);
        if (end == std::string_view::npos)
            end = text.size();
        m_p = end + 1;
        std::size_t stop = end;
        while (stop > p && formats_detail::isBlank(text[stop - 1]) && text[stop - 1] != ' ')
            --stop; // a '\r' (or tab) at the end; trailing spaces may be text
        std::size_t b = p;
        while (b < stop && formats_detail::isBlank(text[b]))
            ++b;
        if (b == stop || (text[b] == '#' && text.substr(b, kDocumentMagic.size()) != kDocumentMagic))
            continue;
        std::size_t k = b;
        while (k < stop && !formats_detail::isBlank(text[k]))
            ++k;
        l.key = text.substr(b, k - b);
        l.keyOffset = b;
        l.restOffset = k < stop ? k + 1 : stop;
        l.rest = text.substr(l.restOffset, stop - l.restOffset);
        l.tokens.clear();
        for (std::size_t t = k; t < stop;) {
            if (formats_detail::isBlank(text[t])) {
                ++t;
                continue;
            }
            std::size_t u = t;
            while (u < stop && !formats_detail::isBlank(text[u]))
                ++u;
            l.tokens.push_back(Token { text.substr(t, u - t), t });
            t = u;
        }
        return true;
    }
    return false;
}

Result<State> readStateField(std::string_view doc, const DocLine& l)
{
    auto c = parseLibraryLine(l.rest);
    if (!c) {
        const Error& e = c.error();
        return errorAtOffset(doc, l.restOffset + std::size_t(std::max(0, e.column - 1)),
            "'" + std::string(l.key) + "' holds a state as a library line: " + e.message);
    }
    return c->state;
}

Result<DocumentColours> readColours(std::string_view doc, const DocLine& l)
{
    DocumentColours out;
    for (const Token& t : l.tokens) {
        const std::size_t eq = t.text.find('=');
        if (eq == std::string_view::npos)
            return errorAtOffset(doc, t.offset, "expected r1c1=N or 3r1c1=N, found '" + std::string(t.text) + "'");
        const Token name { t.text.substr(0, eq), t.offset };
        auto colour = readInteger(doc, Token { t.text.substr(eq + 1), t.offset + eq + 1 }, 1, 255);
        if (!colour)
            return colour.error();
        if (name.text.size() == 4) {
            auto cells = readCells(doc, name);
            if (!cells)
                return cells.error();
            const int c = cells->first();
            if (c < 0 || c >= kCells)
                return errorAtOffset(doc, t.offset, "expected a cell");
            out.cells[std::size_t(c)] = std::uint8_t(*colour);
        } else {
            auto xs = readCandidates(doc, name);
            if (!xs)
                return xs.error();
            const int x = xs->first();
            if (x < 0 || x >= kCandidates)
                return errorAtOffset(doc, t.offset, "expected a candidate");
            out.candidates[std::size_t(x)] = std::uint8_t(*colour);
        }
    }
    return out;
}

// What an entry holds while it is read: which optional fields came.
struct PendingEntry {
    DocumentEntry entry;
    bool hasBefore = false;
    bool hasAfter = false;
    bool hasColoursBefore = false;
    bool hasColours = false;
    bool hasMarksBefore = false;
    bool hasMarks = false;
    std::optional<StepReader> step;
    std::size_t offset = 0;
};

// Reads the text into doc; each entry goes to the sink, or into doc.entries without one.
std::optional<Error> parseInto(std::string_view text, Document& doc, const DocumentEntrySink* sink)
{
    if (text.size() > limits::kMaxDocumentBytes)
        return Error { "the document is " + std::to_string(text.size()) + " bytes long; the limit is "
            + std::to_string(limits::kMaxDocumentBytes) + " bytes" };
    LineCursor lines(text);
    DocLine l;
    if (!lines.next(l) || l.key != kDocumentMagic)
        return errorAtOffset(text, l.key.empty() ? 0 : l.keyOffset,
            "not a Setwise document: the first line must be '" + std::string(kDocumentMagic) + " "
                + std::to_string(kDocumentVersion) + "'");
    long long version = 0;
    {
        if (l.tokens.empty())
            return errorAtOffset(text, l.restOffset, "the header needs a version number");
        auto v = readInteger(text, l.tokens.front(), 1, 1'000'000);
        if (!v)
            return v.error();
        if (*v > kDocumentVersion)
            return errorAtOffset(text, l.tokens.front().offset,
                "this document is version " + std::to_string(*v)
                    + ", written by a newer Setwise; this one reads version " + std::to_string(kDocumentVersion));
        version = *v;
    }
    // A history entry is about 130 bytes of text at the least.
    if (!sink)
        doc.entries.reserve(std::min<std::size_t>(text.size() / 128 + 1, 1U << 20));
    // What the next entry defaults to: the state, colours and marks after the one before it.
    std::optional<State> prevAfter;
    DocumentColours prevColours;
    CandidateSet prevMarks;
    std::size_t& count = doc.entryCount;
    std::vector<std::size_t> savepointOffsets;
    std::size_t indexOffset = 0;
    std::optional<PendingEntry> pending;
    std::optional<std::size_t> endOffset; // of the end mark's count
    // Completes the entry being read: defaults from the one before it.
    const auto finish = [&]() -> std::optional<Error> {
        if (!pending)
            return std::nullopt;
        PendingEntry& p = *pending;
        if (!p.hasAfter)
            return errorAtOffset(text, p.offset, "this entry has no 'after' state");
        DocumentEntry& e = p.entry;
        if (!p.hasBefore && prevAfter)
            e.before = *prevAfter;
        if (!p.hasColoursBefore)
            e.coloursBefore = prevColours;
        if (!p.hasColours)
            e.coloursAfter = e.coloursBefore;
        if (!p.hasMarksBefore)
            e.marksBefore = prevMarks;
        if (!p.hasMarks)
            e.marksAfter = e.marksBefore;
        if (p.step)
            e.step = p.step->take();
        prevAfter = e.after;
        prevColours = e.coloursAfter;
        prevMarks = e.marksAfter;
        ++count;
        if (sink)
            (*sink)(std::move(e));
        else
            doc.entries.push_back(std::move(e));
        pending.reset();
        return std::nullopt;
    };
    while (lines.next(l)) {
        if (endOffset)
            return errorAtOffset(text, l.keyOffset, "'" + std::string(l.key) + "' after the end mark");
        if (pending && pending->step) {
            bool handled = false;
            if (auto e = pending->step->read(text, l, handled))
                return *e;
            if (handled)
                continue;
        }
        const auto need = [&](std::size_t n) -> std::optional<Error> {
            if (l.tokens.size() < n)
                return errorAtOffset(text, l.keyOffset, "'" + std::string(l.key) + "' needs a value");
            return std::nullopt;
        };
        if (l.key == "entry") {
            if (auto e = finish())
                return *e;
            if (auto e = need(1))
                return *e;
            pending.emplace();
            pending->offset = l.keyOffset;
            bool known = false;
            for (int k = 0; k < kKinds; ++k)
                if (l.tokens[0].text == kKindNames[k]) {
                    pending->entry.kind = DocumentEntry::Kind(k);
                    known = true;
                }
            if (!known)
                return errorAtOffset(text, l.tokens[0].offset,
                    "unknown entry kind '" + std::string(l.tokens[0].text)
                        + "'; expected load, edit, step, colour, path or marks");
            continue;
        }
        if (pending) {
            PendingEntry& p = *pending;
            if (l.key == "text") {
                p.entry.text = unescapeText(l.rest);
                continue;
            }
            if (l.key == "group") {
                if (auto e = need(1))
                    return *e;
                auto g = readInteger(text, l.tokens[0], 0, 1'000'000'000);
                if (!g)
                    return g.error();
                p.entry.group = int(*g);
                continue;
            }
            if (l.key == "before" || l.key == "after") {
                auto s = readStateField(text, l);
                if (!s)
                    return s.error();
                (l.key == "before" ? p.entry.before : p.entry.after) = *s;
                (l.key == "before" ? p.hasBefore : p.hasAfter) = true;
                continue;
            }
            if (l.key == "colours" || l.key == "colours-before") {
                auto c = readColours(text, l);
                if (!c)
                    return c.error();
                (l.key == "colours" ? p.entry.coloursAfter : p.entry.coloursBefore) = *c;
                (l.key == "colours" ? p.hasColours : p.hasColoursBefore) = true;
                continue;
            }
            if (l.key == "marks" || l.key == "marks-before") {
                CandidateSet xs;
                for (const Token& t : l.tokens) {
                    auto x = readCandidates(text, t);
                    if (!x)
                        return x.error();
                    xs |= *x;
                }
                (l.key == "marks" ? p.entry.marksAfter : p.entry.marksBefore) = xs;
                (l.key == "marks" ? p.hasMarks : p.hasMarksBefore) = true;
                continue;
            }
            if (l.key == "step") {
                if (p.step)
                    return errorAtOffset(text, l.keyOffset, "a second step in one entry");
                if (auto e = need(1))
                    return *e;
                p.step.emplace(unescapeText(l.tokens[0].text));
                continue;
            }
        }
        if (l.key == "end" && version >= 2) {
            if (auto e = finish())
                return *e;
            if (auto e = need(1))
                return *e;
            auto n = readInteger(text, l.tokens[0], 0, 100'000'000);
            if (!n)
                return n.error();
            if (std::size_t(*n) != count)
                return errorAtOffset(text, l.tokens[0].offset,
                    "the end mark counts " + std::to_string(*n) + " entries, the document has "
                        + std::to_string(count));
            endOffset = l.tokens[0].offset;
            continue;
        }
        if (l.key == "puzzle") {
            if (auto e = need(1))
                return *e;
            if (auto g = parseGivens81(l.rest); !g)
                return errorAtOffset(text, l.restOffset + std::size_t(std::max(0, g.error().column - 1)),
                    "'puzzle' holds 81 characters: " + g.error().message);
            continue;
        }
        if (l.key == "index") {
            if (auto e = need(1))
                return *e;
            auto v = readInteger(text, l.tokens[0], 0, 100'000'000);
            if (!v)
                return v.error();
            doc.index = int(*v);
            indexOffset = l.tokens[0].offset;
            continue;
        }
        if (l.key == "sets") {
            doc.sets = unescapeText(l.rest);
            continue;
        }
        if (l.key == "savepoint") {
            if (auto e = need(2))
                return *e;
            auto v = readInteger(text, l.tokens[0], 0, 100'000'000);
            if (!v)
                return v.error();
            const std::size_t nameAt = l.tokens[1].offset;
            doc.savepoints.push_back(
                Savepoint { unescapeText(text.substr(nameAt, l.rest.size() - (nameAt - l.restOffset))), int(*v) });
            savepointOffsets.push_back(l.tokens[0].offset);
            continue;
        }
        return errorAtOffset(text, l.keyOffset, "unknown key '" + std::string(l.key) + "'");
    }
    if (version >= 2 && !endOffset) {
        // Cut short: the entry being read may have lost its last lines.
        pending.reset();
        doc.ending = DocumentEnding::Missing;
        const bool newline = !text.empty() && text.back() == '\n';
        doc.lastLine = errorAtOffset(text, text.size() - (newline ? 1 : 0), {}).line;
        if (count == 0)
            return errorAtOffset(text, text.size(),
                "the document is cut short before the end of its first history entry (it has no end mark)");
        const int n = int(count);
        doc.index = std::min(doc.index, n);
        std::erase_if(doc.savepoints, [n](const Savepoint& s) { return s.index > n; });
        return std::nullopt;
    }
    if (auto e = finish())
        return *e;
    if (version < 2)
        doc.ending = DocumentEnding::Unmarked;
    if (count == 0)
        return errorAtOffset(text, text.size(), "the document has no history entry");
    const int n = int(count);
    if (doc.index > n)
        return errorAtOffset(
            text, indexOffset, "index " + std::to_string(doc.index) + " is past the " + std::to_string(n) + " entries");
    for (std::size_t i = 0; i < doc.savepoints.size(); ++i)
        if (doc.savepoints[i].index > n)
            return errorAtOffset(text, savepointOffsets[i],
                "savepoint index " + std::to_string(doc.savepoints[i].index) + " is past the " + std::to_string(n)
                    + " entries");
    return std::nullopt;
}

} // namespace

Result<Document> parseDocument(std::string_view text)
{
    Document doc;
    if (auto e = parseInto(text, doc, nullptr))
        return *e;
    return doc;
}

Result<Document> parseDocument(std::string_view text, const DocumentEntrySink& sink)
{
    Document doc;
    if (auto e = parseInto(text, doc, &sink))
        return *e;
    return doc;
}

} // namespace setwise
