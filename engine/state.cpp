// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/state.h"

#include "engine/tables.h"

namespace setwise
{

std::string Inconsistency::describe() const
{
    const std::string name = constraintName(constraint);
    switch (kind) {
    case Kind::DuplicateDigit:
        return "digit " + name.substr(0, 1) + " appears twice in " + name.substr(1);
    case Kind::EmptyCell:
        return "cell " + name + " has no candidate left";
    case Kind::NoPlaceForDigit:
        return "digit " + name.substr(0, 1) + " has no place left in " + name.substr(1);
    }
    return {};
}

State::State()
    : m_live(CandidateSet::all())
{
}

CellSet State::filledCells() const
{
    CellSet s;
    for (Cell c = 0; c < kCells; ++c)
        if (m_digit[c])
            s.set(c);
    return s;
}

int State::emptyCount() const
{
    int n = 0;
    for (auto v : m_digit)
        n += v == 0;
    return n;
}

unsigned State::cellMask(Cell c) const
{
    // A cell's 9 candidates are consecutive bits; they may straddle two words.
    const int first = 9 * c;
    const std::size_t w = std::size_t(first) >> 6;
    const int shift = first & 63;
    std::uint64_t bits = m_live.word(w) >> shift;
    if (shift > 55 && w + 1 < CandidateSet::kWords)
        bits |= m_live.word(w + 1) << (64 - shift);
    return unsigned(bits & 0x1FF);
}

CellSet State::cellsWith(Digit d) const
{
    // Bit d of every 9-bit cell group, gathered word by word.
    CellSet s;
    for (Cell c = 0; c < kCells; ++c) {
        const Candidate x = candidateOf(c, d);
        if ((m_live.word(std::size_t(x) >> 6) >> (x & 63)) & 1U)
            s.set(c);
    }
    return s;
}

bool State::isSolved(Constraint k) const
{
    if (kindOf(k) == ConstraintKind::Cell)
        return !isEmpty(k);
    const Digit d = constraintDigit(k);
    for (Candidate x : members(k))
        if (digit(cellOf(x)) == d)
            return true;
    return false;
}

void State::place(Cell c, Digit d, bool given)
{
    m_digit[c] = std::uint8_t(d + 1);
    m_givens.set(c, given);
    // The cell's candidates and d in its peers: what candidate (c, d) sees, and itself.
    m_live -= seenBy(candidateOf(c, d));
    m_live.reset(candidateOf(c, d));
}

void State::clearCell(Cell c)
{
    if (isEmpty(c))
        return;
    m_digit[c] = 0;
    m_givens.reset(c);
    for (Digit d = 0; d < 9; ++d) {
        bool blocked = false;
        for (Cell p : peers(c))
            blocked = blocked || digit(p) == d;
        m_live.set(candidateOf(c, d), !blocked);
    }
}

void State::eliminate(Candidate x)
{
    m_live.reset(x);
}
void State::eliminate(const CandidateSet& xs)
{
    m_live -= xs;
}

bool State::restore(Candidate x)
{
    const Cell c = cellOf(x);
    if (!isEmpty(c))
        return false;
    for (Cell p : peers(c))
        if (digit(p) == digitOf(x))
            return false;
    m_live.set(x);
    return true;
}

std::optional<Inconsistency> State::inconsistency() const
{
    using K = Inconsistency::Kind;
    // Step 1. Count each digit per house from the filled cells; a count of two
    // is a duplicate. Constraints holding a filled cell are solved.
    std::array<std::uint8_t, kConstraints> filled {};
    for (Cell c = 0; c < kCells; ++c) {
        if (isEmpty(c))
            continue;
        const Digit d = digit(c);
        filled[c] = 1;
        for (int kind = 1; kind <= 3; ++kind)
            ++filled[constraintOf(candidateOf(c, d), ConstraintKind(kind))];
    }
    // Report duplicates in house order (rows, then columns, then boxes).
    for (Constraint k = kCells; k < kConstraints; ++k)
        if (filled[k] > 1)
            return Inconsistency { K::DuplicateDigit, k };
    // Step 2. Every unsolved constraint needs a live candidate.
    for (Constraint k = 0; k < kConstraints; ++k)
        if (!filled[k] && !m_live.intersects(candidatesOf(k)))
            return Inconsistency { k < kCells ? K::EmptyCell : K::NoPlaceForDigit, k };
    return std::nullopt;
}

} // namespace setwise
