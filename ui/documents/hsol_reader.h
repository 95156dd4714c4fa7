// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// HoDoKu's own files (*.hsol), read where possible. An .hsol file is a ZIP
// archive with one entry, "SudokuData": a java.beans.XMLEncoder stream of
// the puzzle (an object of class sudoku.Sudoku2), then HoDoKu's solution
// steps, its step-list tabs and its savepoints. Of the Sudoku2 object the
// properties read are
//   values        int[81]     digit of each cell, 0 empty (missing index: 0)
//   fixed         boolean[81] true for a given (missing: false)
//   cells         short[81]   candidate mask of each cell, bit d-1 for digit d
//                             (missing: 0x1ff, every candidate; 0 for a filled cell)
//   initialState  String      the givens as 81 characters (used when values is absent)
// XMLEncoder writes only elements that differ from a new Sudoku2, as
// <void property="cells"><void index="3"><short>18</short></void>...</void>.
// The XML is inflated and read chunk by chunk and only up to the end of
// the Sudoku2 object; it may nest elements at most kMaxHsolDepth deep and
// declare no DTD (no entities), and a file without a digit is no puzzle.
// Not read: HoDoKu's solution steps and step lists, its savepoints, the
// user's own candidates (userCells, HoDoKu's "show all candidates" off) and
// files of HoDoKu before 2.0 (class sudoku.Sudoku).

#include "engine/state.h"

#include <QByteArray>
#include <QString>

namespace setwise::ui
{

// HoDoKu's puzzle nests 5 levels (java, object, void property, void index, value).
inline constexpr int kMaxHsolDepth = 64;

struct HsolResult {
    bool ok = false;
    State state;
    QString error; // when !ok
};

// The data of a whole .hsol file (at most limits::kMaxDocumentBytes).
HsolResult readHsol(const QByteArray& file);
// The XML stream inside it (exposed for tests), read in chunks as readHsol does.
HsolResult readHsolXml(const QByteArray& xml);
bool isZip(const QByteArray& data);

} // namespace setwise::ui
