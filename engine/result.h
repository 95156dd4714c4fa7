// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Errors are values at the edges of the engine. An error names the 1-based
// line and column of the first problem, and says what is wrong twice: as a
// code with arguments, from which a user interface builds its own translated
// sentence, and as a plain English message for logs and the CLI (never shown
// by a translated user interface).

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace setwise
{

// What an Error is about; the arguments (Error::args, in this order) are
// digits 1-9, counts, cell names ("r5c3"), house kinds ("row", "column",
// "box"), set names ("3R5") or the character found ("" at the end of the text).
enum class ErrorCode {
    Other, // no code: only the English message says what is wrong
    Unreadable, // the text is no state in a known format (a detail only in the message)
    TextTooLong, // size, limit (bytes)
    DuplicateGiven, // digit, house kind, house number, cell, other cell
    ExpectedDigitAfterPlus, // found
    BadCellCharacter, // found
    TooManyCells, // count
    TooFewCells, // count
    LineCellCount, // count (a grid over several lines: 9 cells per line)
    TextAfterGrid, //
    BadCandidateCharacter, // found
    CandidateOutOfOrder, // digit, cell, found
    TooManyCandidateCharacters, // count
    TooFewCandidateCharacters, // count
    TextAfterCandidates, //
    PencilmarkBadCharacter, // found, cell
    PencilmarkDigitTwice, // digit, cell
    PencilmarkRowCells, // row, count
    PencilmarkBoxSeparator, // cells before it, row
    GivenConflict, // cell, given digit, found
    FilledConflict, // cell, digit
    // Set lists (bases / covers).
    NoBaseSet, //
    SetListedTwice, // set
    SetInBothLists, // set
    BaseWithoutCandidate, // set
    SetTextTooLong, // size, limit
    TooManySetItems, // limit
    ExpectedBasesSlashCovers, //
    MoreThanOneSlash, //
    BadSetItem, // item
    // Generator.
    Cancelled, //
    NoPuzzleFound, // attempts
    UnknownTechnique, // id
};

struct Error {
    std::string message; // plain English (logs, the CLI)
    int line = 0; // 1-based; 0 when the error has no position
    int column = 0; // 1-based; 0 when the error has no position
    ErrorCode code = ErrorCode::Other;
    std::vector<std::string> args {};
};

// Either a value or an Error; a minimal std::expected for C++20.
template <typename T> class Result
{
public:
    Result(T value)
        : m_v(std::move(value))
    {
    }
    Result(Error error)
        : m_v(std::move(error))
    {
    }

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(m_v); }
    T& value() & { return std::get<0>(m_v); }
    T&& value() && { return std::get<0>(std::move(m_v)); }
    // Like std::expected: *r on a non-const Result gives a T& (so std::move(*r)
    // moves the value out rather than copying it).
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    T&& operator*() && { return std::move(*this).value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

} // namespace setwise
