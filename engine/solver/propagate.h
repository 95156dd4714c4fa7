// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The brute-force solver's deductions (rules 1-6, see propagate.cpp).

#include "engine/solver/band_state.h"
#include "engine/types.h"

namespace setwise::brute
{

// The filled cells of a puzzle, one word per digit and band (the layout of cand).
struct Givens {
    std::array<Word, 27> cells {};
    void add(Cell c, Digit d) { cells[std::size_t(wordOf(d, c / 27))] |= Word(1) << (c % 27); }
};

Node emptyNode();
// Places d in cell; false when d is no longer possible there.
bool place(Node& n, Cell cell, Digit d);
// Places every given at once: per digit, the union of the givens' rows, boxes
// and columns leaves that digit's words, and the given cells leave the words of
// the other digits. False when two equal givens see each other or a given's own
// candidate was eliminated.
bool placeGivens(Node& n, const Givens& g);
// Rules 1-6 until nothing changes; the randomized fill (fill) runs rule 5 in
// full instead of rule 6; light runs rules 1-4 only and leaves Node::shape
// as it was. False on a contradiction.
bool propagate(Node& n, bool fill, bool light = false);

} // namespace setwise::brute
