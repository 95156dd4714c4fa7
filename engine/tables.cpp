// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/tables.h"

namespace setwise
{

const CandidateSet& seenBy(Candidate x)
{
    static const std::array<CandidateSet, kCandidates> table = [] {
        std::array<CandidateSet, kCandidates> t {};
        for (Candidate c = 0; c < kCandidates; ++c) {
            for (Constraint k : constraintsOf(c))
                t[c] |= candidatesOf(k);
            t[c].reset(c);
        }
        return t;
    }();
    return table[x];
}

std::string cellName(Cell c)
{
    return std::string { 'r', char('1' + rowOf(c)), 'c', char('1' + colOf(c)) };
}

std::string candidateName(Candidate x)
{
    return char('1' + digitOf(x)) + cellName(cellOf(x));
}

std::string constraintName(Constraint k)
{
    switch (kindOf(k)) {
    case ConstraintKind::Cell:
        return std::string { 'R', char('1' + rowOf(k)), 'C', char('1' + colOf(k)) };
    case ConstraintKind::Row:
        return std::string { char('1' + constraintDigit(k)), 'R', char('1' + constraintHouse(k)) };
    case ConstraintKind::Column:
        return std::string { char('1' + constraintDigit(k)), 'C', char('1' + constraintHouse(k)) };
    case ConstraintKind::Box:
        return std::string { char('1' + constraintDigit(k)), 'B', char('1' + constraintHouse(k)) };
    }
    return {};
}

} // namespace setwise
