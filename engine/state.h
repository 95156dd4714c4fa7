// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The resolution state: givens, placed digits and the live candidates of every
// empty cell (docs/architecture.md, Vocabulary and Data model). A value type: copying is cheap (about 140 bytes)
// and finders only ever read it.
//
// Invariant kept by place(): a filled cell has no live candidates, and no live
// candidate has the digit of a filled cell it sees. eliminate() and restore()
// only touch candidates of empty cells.

#include "engine/bitset.h"
#include "engine/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace setwise
{

struct Inconsistency {
    enum class Kind {
        DuplicateDigit, // two equal digits in one house
        EmptyCell, // an empty cell with no live candidate
        NoPlaceForDigit, // a house where a missing digit has no live candidate
    };
    Kind kind;
    Constraint constraint; // the cell or house-digit constraint at fault
    std::string describe() const;
};

class State
{
public:
    // The empty grid: no givens, every candidate live.
    State();

    Digit digit(Cell c) const { return Digit(m_digit[c]) - 1; }
    bool isEmpty(Cell c) const { return m_digit[c] == 0; }
    bool isGiven(Cell c) const { return m_givens.test(c); }
    bool isPlaced(Cell c) const { return !isEmpty(c) && !isGiven(c); }
    const CellSet& givens() const { return m_givens; }
    CellSet filledCells() const;
    int emptyCount() const;

    const CandidateSet& live() const { return m_live; }
    bool isLive(Candidate x) const { return m_live.test(x); }
    // Live candidates of one cell as a 9-bit mask (bit d = digit d).
    unsigned cellMask(Cell c) const;
    // Cells where digit d is still a live candidate.
    CellSet cellsWith(Digit d) const;

    // True when the constraint is already satisfied by a filled cell: a filled
    // cell, or a house where the digit is given or placed.
    bool isSolved(Constraint k) const;

    // Puts digit d into empty cell c as a given or as a placed digit; removes
    // every other candidate of c and d from the cells c sees.
    void place(Cell c, Digit d, bool given = false);
    // Empties a filled cell; its candidates become every digit that no filled
    // peer holds. Peers keep their candidates (an exact undo restores a copy).
    void clearCell(Cell c);
    void eliminate(Candidate x);
    void eliminate(const CandidateSet& xs);
    // Makes x live again when its cell is empty and no filled peer holds its digit.
    bool restore(Candidate x);

    // First problem that makes the state impossible, or nothing. Checks duplicate
    // digits in a house, empty cells without candidates and unsolved house-digit
    // constraints without live candidates. A state can pass and still have no
    // solution: the brute-force solver decides that.
    std::optional<Inconsistency> inconsistency() const;
    bool isSolvedGrid() const { return emptyCount() == 0 && !inconsistency(); }

    friend bool operator==(const State&, const State&) = default;

private:
    std::array<std::uint8_t, kCells> m_digit {}; // 0 empty, else digit + 1
    CellSet m_givens;
    CandidateSet m_live;
};

} // namespace setwise
