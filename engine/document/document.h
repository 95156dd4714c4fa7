// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Setwise document (*.sudoku): the puzzle, its whole history (every load,
// manual edit, colouring and applied step, so Undo works after reopening),
// the user's colours, the Sets panel's bases and covers and the savepoints.
// Versioned, line-based, human-readable text:
//
//   #setwise-document 1
//   puzzle 4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
//   index 3                         entries before it are applied (Undo goes back)
//   sets 3R17 / 3C49                the Sets panel's text
//   savepoint 2 Before the wing     a named history index
//   entry load                      one history entry: its kind, then its fields
//     text New puzzle: example
//     after :0000:x:4...3...:...::: the state after it (a library line, lossless)
//     colours r1c1=1 3r2c4=2        the colours after it (written when they change)
//   entry step
//     step x-wing                   the applied step, every field of it
//       eliminations 3r2c4 3r2c9
//       reading
//         bases 3R1 3R7
//         ...
//   end 2                           the end mark: how many entries came (version 2)
//
// The end mark tells a complete document from one cut short (a disk full, a
// copy stopped halfway): without it the entries read are all the reader can
// have, and it says so (DocumentEnding). Version 1 had no end mark; it is
// still read, and marked as unchecked.
// An entry's state and colours before it are the previous entry's after
// (written as `before` / `colours-before` only where they differ). The first
// entry's before is not kept: it is whatever the reader held when it opened
// the file. Unknown keys are errors (a newer writer bumps the version).
// Errors are values naming the line and column of the first problem.

#include "engine/result.h"
#include "engine/step.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace setwise
{

inline constexpr int kDocumentVersion = 2;
inline constexpr std::string_view kDocumentMagic = "#setwise-document";

// The user's colours: 0 none, 1.. a colour number (the UI owns the palette).
struct DocumentColours {
    std::array<std::uint8_t, kCells> cells {};
    std::array<std::uint8_t, kCandidates> candidates {};
    friend bool operator==(const DocumentColours&, const DocumentColours&) = default;
};

struct DocumentEntry {
    enum class Kind { Load, Edit, Step, Colour, Path, Marks };
    Kind kind = Kind::Edit;
    std::string text; // what Undo and the path list say
    int group = 0; // entries of one replaced path share a group id (0: none)
    State before;
    State after;
    DocumentColours coloursBefore;
    DocumentColours coloursAfter;
    CandidateSet marksBefore; // the user's own pencilmarks (manual candidate mode) go with the state
    CandidateSet marksAfter;
    std::optional<Step> step; // Kind::Step
};

struct Savepoint {
    std::string name;
    int index = 0; // history index (entries before it applied)
};

// How the text read ended.
enum class DocumentEnding {
    Marked, // with its end mark, the count right: complete
    Unmarked, // version 1, written without an end mark: whether it is complete cannot be told
    // No end mark: the text is cut short. The entry being read when it
    // ended is dropped (its last lines may be missing), the index and the
    // savepoints are limited to the entries kept.
    Missing,
};

struct Document {
    std::vector<DocumentEntry> entries; // at least one
    int index = 0; // 0..entries.size()
    std::string sets; // the Sets panel's "BASES / COVERS"
    std::vector<Savepoint> savepoints;
    // As read (the writer ignores these three).
    DocumentEnding ending = DocumentEnding::Marked;
    int lastLine = 0; // Missing: the text's last line (1-based)
    std::size_t entryCount = 0; // entries read (also when handed to a sink, entries then empty)
};

// Takes each history entry as it is read, complete (its before, colours and
// marks filled in from the entry before it).
using DocumentEntrySink = std::function<void(DocumentEntry&&)>;

// Takes a written document's text piece by piece, in order.
using DocumentTextSink = std::function<void(std::string_view)>;
// Hands each history entry of a document, in order, to the push it is given.
using DocumentEntryPush = std::function<void(const DocumentEntry&)>;
using DocumentEntrySource = std::function<void(const DocumentEntryPush&)>;

// True when the text (after blank lines) starts with the document header.
bool isDocument(std::string_view text);
std::string writeDocument(const Document& doc);
// The same text as writeDocument with the entries `entries` pushes (doc's
// own entries are not read; its index, sets and savepoints are), handed to
// the sink in pieces of about 64 KiB: a long history is never held as one
// text, nor its entries all at once.
void writeDocument(const Document& doc, const DocumentEntrySource& entries, const DocumentTextSink& sink);
// At most limits::kMaxDocumentBytes; a version newer than kDocumentVersion is
// an error, and so is an end mark whose count is not the number of entries,
// or anything but comments after it. A text cut short (no end mark) is read
// as far as it goes and marked DocumentEnding::Missing.
Result<Document> parseDocument(std::string_view text);
// The same, each entry handed to the sink instead of kept in entries (a long
// history is then never held twice). On an error the sink has had the
// entries before it; a cut-short text's last, dropped entry never reaches it.
Result<Document> parseDocument(std::string_view text, const DocumentEntrySink& sink);

} // namespace setwise
