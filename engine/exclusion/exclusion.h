// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The exclusion family: Aligned Pair and Aligned Triple Exclusion as Sudoku
// Explainer 1.2.1 defines them (SE 6.2 and 7.5; HoDoKu's library codes 1000
// and 1001, which HoDoKu does not implement).
//
//   base cells   n empty cells (n = 2 or 3) with two or more candidates;
//                for n = 3 the third lies among the excluders of the first two
//   excluders    cells with 2..n candidates seeing every base cell; at
//                least two of them ("common excluders")
//   combination  one candidate per base cell; it is impossible when two
//                base cells sharing a house take the same digit, or when it
//                takes every candidate of an excluder (that cell would be
//                left empty)
//   conclusion   a base candidate in no possible combination is false
//
// As truths and links: the base cells and the excluders that rule out some
// combination are the truths (cells); the links are, for each base cell and
// excluder (and each two base cells sharing a house), the house constraint of
// each digit they share. In that sub-puzzle a combination survives exactly
// when the excluders keep a candidate, so each conclusion is proven by the
// exact evaluation (engine/forcing/exact.h) where the counting rule does not
// give it, and the step says which rule proved it.

#include "engine/techniques.h"

#include <span>
#include <string>
#include <string_view>

namespace setwise
{

std::span<const Technique> exclusionTechniques();

// "Aligned Pair Exclusion: r8c3,r9c3 with r1c3,r9c1 => r8c3<>2": the base
// cells (the first 2 or 3 truths), the excluders (the other truths).
std::string exclusionText(const Step& step, std::string_view name);

} // namespace setwise
