// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The brute-force solver's state and tables (internal to engine/solver/).
//
// Data layout. One 27-bit word per digit d and band b (rows 3b..3b+2), the
// nine words of a band side by side (word 9*b + d, wordOf):
//
//            col 0 1 2   3 4 5   6 7 8
//   row 3b+0     0 1 2 | 3 4 5 | 6 7 8        bit = 9*(row%3) + col
//   row 3b+1     9 .   | . . . |   . 17           = cell - 27*b
//   row 3b+2    18 .   | . . . |   . 26
//                \___/
//                a "minirow": 3 cells of one row inside one box (9 per band);
//                a "minicolumn": 3 cells of one column inside one box
//
//   cand[9*b + d]     cells of the band where d may still go; a placed d
//                     keeps its bit, every other bit of its row and box goes.
//   shape[9*b + d]    its band shape (bit 3*r+k: minirow of row r in box k is
//                     non-empty) and, in bits 9-17, its columns, as of the
//                     word's last update (exact whenever the word is not dirty;
//                     not kept by the light propagation, see propagate.cpp).
//   unsolvedCells[b]  cells of the band that hold no digit yet.
//   unsolvedRows[b]   bit 3*d + r: row r of the band has no d placed yet.
//   dirty             bit 9*b + d: cand[9*b + d] changed since its last update.

#include <array>
#include <cstdint>

namespace setwise::brute
{

using Word = std::uint32_t;

constexpr Word kBandBits = 0x7FFFFFF; // 27 bits
constexpr Word kColumnSpread = 0x40201; // bits 0, 9 and 18: one column of a band
constexpr Word kBandWords = 0x1FF; // dirty bits of band 0's words (band b: << 9*b)

// The word of digit d in band b.
constexpr int wordOf(int d, int b)
{
    return 9 * b + d;
}

struct BandTables {
    std::array<std::uint8_t, 512> minirows {}; // 9 bits of a row -> 3 bits "minirow k non-empty"
    std::array<Word, 512> bandMask {}; // bit 3*r+k per non-empty minirow -> allowed cells
    std::array<std::uint16_t, 512> bandShape {}; // the same -> the allowed minirows (bits 3*r+k)
    std::array<std::uint16_t, 512> locked {}; // columns of a band -> columns alone in their box
    std::array<std::uint16_t, 512> lockedRows {}; // band shape -> minirows alone in their box
    std::array<std::uint16_t, 512> boxColumns {}; // columns -> all columns of the boxes holding one
    std::array<Word, 27> peers {}; // cell of a band -> other cells of its row and box
    std::array<Word, 8> rowBits {}; // 3 bits "row r" -> the cells of those rows
    std::array<std::uint8_t, 512> matchings {}; // non-empty minirows -> perfect matchings rows <-> boxes
    std::array<std::array<Word, 6>, 512> matchingCells {}; // the cells of each of them
};

constexpr BandTables buildBandTables()
{
    BandTables t;
    for (Word x = 0; x < 512; ++x) {
        for (int k = 0; k < 3; ++k) {
            const Word group = (x >> (3 * k)) & 7;
            if (group)
                t.minirows[x] |= std::uint8_t(1 << k);
            if (group && (group & (group - 1)) == 0)
                t.locked[x] |= std::uint16_t(group << (3 * k));
            if (group)
                t.boxColumns[x] |= std::uint16_t(7 << (3 * k));
        }
        // The six ways to give each row of the band its own box.
        constexpr int kPerms[6][3] = { { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 } };
        Word allowed = 0;
        for (const auto& p : kPerms) {
            const Word used = (1u << p[0]) | (1u << (3 + p[1])) | (1u << (6 + p[2]));
            if ((x & used) == used) {
                allowed |= used;
                for (int r = 0; r < 3; ++r)
                    t.matchingCells[x][t.matchings[x]] |= Word(7) << (9 * r + 3 * p[r]);
                ++t.matchings[x];
            }
        }
        for (int r = 0; r < 3; ++r)
            for (int k = 0; k < 3; ++k)
                if (allowed & (1u << (3 * r + k))) {
                    t.bandMask[x] |= Word(7) << (9 * r + 3 * k);
                    t.bandShape[x] |= std::uint16_t(1u << (3 * r + k));
                }
    }
    for (Word x = 0; x < 512; ++x)
        for (int k = 0; k < 3; ++k) {
            const Word rows = (x >> k) & 0x49; // bits 0, 3, 6: the minirows of box k
            if (rows && (rows & (rows - 1)) == 0)
                t.lockedRows[x] |= std::uint16_t(rows << k);
        }
    for (Word r = 0; r < 8; ++r)
        t.rowBits[r] = (r & 1) * 0x1FF | (r & 2) * (0x3FE00 / 2) | (r & 4) * (0x7FC0000 / 4);
    for (int p = 0; p < 27; ++p) {
        const int row = p / 9, box = (p % 9) / 3;
        t.peers[p] = ((Word(0x1FF) << (9 * row)) | ((Word(7) << (3 * box)) * kColumnSpread)) & ~(Word(1) << p);
    }
    return t;
}
inline constexpr BandTables kT = buildBandTables();

struct Node {
    std::array<Word, 27> cand;
    std::array<Word, 27> shape; // shapeOf(cand[i]) | columnsOf(cand[i]) << 9 as of word i's last update
    std::array<Word, 3> unsolvedCells;
    std::array<Word, 3> unsolvedRows;
    Word dirty;
};

// Removes bits from cand[i], marking it dirty when something went.
inline void clearBits(Node& n, int i, Word bits)
{
    const Word old = n.cand[i];
    n.cand[i] = old & ~bits;
    n.dirty |= Word((old & bits) != 0) << i;
}

// Band shape of a word: bit 3*r+k set when the minirow of row r in box k is non-empty.
inline Word shapeOf(Word a)
{
    return kT.minirows[a & 0x1FF] | (kT.minirows[(a >> 9) & 0x1FF] << 3) | (kT.minirows[a >> 18] << 6);
}

// The columns of a word (9 bits) and the cells of a minirow (bit m = 3*r+k).
inline Word columnsOf(Word a)
{
    return (a | (a >> 9) | (a >> 18)) & 0x1FF;
}

inline Word minirowCells(int m)
{
    return Word(7) << (9 * (m / 3) + 3 * (m % 3));
}

} // namespace setwise::brute
