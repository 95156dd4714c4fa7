// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every limit on what a user can hand the engine or the CLI, stated once
// Each is enforced at the edge that first sees the input, before
// anything is allocated in proportion to it, with a message naming the limit.
//
//   input text        a STATE (argument, "-", @file, GUI paste): the readers in
//                     formats*.cpp refuse a longer text; the CLI reads at most
//                     kMaxStateBytes + 1 bytes of a stream before it says so.
//   batch file line   a puzzle line of a batch or bench file.
//   batch lines       lines of a batch file read into memory.
//   set text          "BASES / COVERS" (eval, cover, alternatives, the GUI's
//                     Sets field); each item names each digit and house at most
//                     once, so it expands to at most 9 x 9 constraints, checked
//                     before expanding; a list names each constraint once.
//   document          a Setwise document (*.sudoku): its whole history, each
//                     entry a state and perhaps a step; the reader refuses a
//                     longer text, the GUI reads at most one byte past it.
//   search nodes      the node budget of the searches a user starts by hand
//                     (explain, alternatives); --nodes raises or lowers it.

#include <cstddef>
#include <cstdint>

namespace setwise::limits
{

// The longest STATE text: a Simple Sudoku file with comments is about 3 KB.
inline constexpr std::size_t kMaxStateBytes = 64 * 1024;
// The longest Setwise document (each history entry is a state of a few
// hundred bytes plus its step; a forcing net's implications make a step long).
inline constexpr std::size_t kMaxDocumentBytes = 16 * 1024 * 1024;
// The longest line of a batch or bench file (a HoDoKu library line is ~300).
inline constexpr std::size_t kMaxLineBytes = 4096;
// Lines one batch, rate or bench run reads (the largest shared puzzle file
// has ~50,000); batch and rate stream them, holding a few per thread.
inline constexpr std::size_t kMaxBatchLines = 2'000'000;
// The longest "BASES / COVERS" text (all 324 constraints named one by one
// take about 1,400 characters).
inline constexpr std::size_t kMaxSetTextBytes = 4096;
// Items in one base or cover list (there are 324 constraints, each named once).
inline constexpr std::size_t kMaxSetItems = 324;
// The default node budget of explain and alternatives, and the largest --nodes.
inline constexpr std::uint64_t kDefaultSearchNodes = 20'000'000;
inline constexpr std::uint64_t kMaxSearchNodes = 2'000'000'000;

} // namespace setwise::limits
