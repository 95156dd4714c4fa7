// SPDX-License-Identifier: GPL-3.0-or-later
// Basic patterns on a forcing branch's grid (branch_patterns.h). Orientation
// is data (Pike's "Related Sets"): a naked and a hidden subset, a row and a column fish
// are one N-of-N search over a plane (basic/subset_plane.h, as basic/subsets.cpp on the
// state), here with the branch's live members.
#include "engine/forcing/branch_patterns.h"
#include "engine/mask9.h"

#include "engine/basic/subset_plane.h"
#include "engine/tables.h"
#include "engine/techniques.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace setwise
{

namespace
{

// Pairs and triples: quadruples and Jellyfish added no step on the hardest
// list's paths (forum_hardest_1106 every 5th line, two isomorphs) for 8 %
// more CPU.
constexpr int kMaxSize = 3;

// The pattern of these truths and links, when it removes anything on the
// branch: every live candidate of the links outside the truths.
bool tryPattern(const State& s, const Branch& b, std::vector<Constraint> bases, std::vector<Constraint> covers,
    const char* technique, BranchPatternFound& out)
{
    CandidateSet inBases, inCovers;
    for (Constraint k : bases)
        inBases |= candidatesOf(k);
    for (Constraint k : covers)
        inCovers |= candidatesOf(k);
    const CandidateSet removed = (inCovers & b.live) - inBases;
    if (removed.none())
        return false;
    out.eliminations.clear();
    for (Candidate y : removed)
        for (Constraint k : covers)
            if (candidatesOf(k).test(y)) {
                out.eliminations.emplace_back(y, k);
                break;
            }
    // The truths' state candidates outside the links: all removed on the branch.
    out.premises.clear();
    for (Candidate y : ((s.live() & inBases) - inCovers) - b.live)
        out.premises.push_back(b.factOf[y]);
    out.pattern = BranchPattern { technique, std::move(bases), std::move(covers) };
    return true;
}

// The branch's grid as 9-bit masks: each cell's live digits and each
// house-digit's live positions (its members' order, tables.h).
struct Grid {
    std::array<std::uint16_t, kCells> cell {};
    std::array<std::array<std::uint16_t, 9>, 27> pos {}; // rows, columns, boxes
};

Grid gridOf(const Branch& b)
{
    Grid g;
    for (Cell c = 0; c < kCells; ++c) {
        std::uint16_t m = 0;
        for (Digit d = 0; d < 9; ++d)
            if (b.live.test(candidateOf(c, d)))
                m |= std::uint16_t(1u << d);
        g.cell[c] = m;
        const int house[3] = { rowOf(c), 9 + colOf(c), 18 + boxOf(c) };
        const int at[3] = { colOf(c), rowOf(c), 3 * (rowOf(c) % 3) + colOf(c) % 3 };
        for (int k = 0; k < 3; ++k)
            for (unsigned r = m; r; r &= r - 1)
                g.pos[house[k]][std::countr_zero(r)] |= std::uint16_t(1u << at[k]);
    }
    return g;
}

// A constraint's live members on the branch, bit i for member i.
std::uint16_t maskOf(const Grid& g, Constraint k)
{
    return kindOf(k) == ConstraintKind::Cell ? g.cell[k]
                                             : g.pos[9 * (int(kindOf(k)) - 1) + constraintHouse(k)][constraintDigit(k)];
}

// The one group of three positions (0..2) a mask's bits lie in, or -1:
// consecutive triples (`stride` 1: a row of a box, a box of a line) or every
// third (`stride` 3: a column of a box).
int oneGroup(std::uint16_t m, int stride)
{
    int group = -1;
    for (int i = 0; i < 3; ++i) {
        const unsigned part = stride == 1 ? (m >> (3 * i)) & 7u : (m >> i) & 0x49u;
        if (part == 0)
            continue;
        if (group >= 0)
            return -1;
        group = i;
    }
    return group;
}

// Locked candidates: a box-digit's live candidates in one line (pointing),
// or a line-digit's in one box (claiming), where the link has more.
bool lockedCandidates(const State& s, const Branch& b, const Grid& g, BranchPatternFound& out)
{
    for (int pointing = 1; pointing >= 0; --pointing)
        for (Digit d = 0; d < 9; ++d)
            for (int kind = 1; kind <= 3; ++kind) {
                if ((kind == 3) != (pointing == 1))
                    continue;
                for (int h = 0; h < 9; ++h) {
                    const Constraint k = houseConstraint(ConstraintKind(kind), d, h);
                    const std::uint16_t m = maskOf(g, k);
                    if (b.done.test(k) || kBits9[m] < 2)
                        continue;
                    Constraint covers[2] = { -1, -1 };
                    if (pointing) {
                        if (const int r = oneGroup(m, 1); r >= 0)
                            covers[0] = houseConstraint(ConstraintKind::Row, d, 3 * (h / 3) + r);
                        if (const int c = oneGroup(m, 3); c >= 0)
                            covers[1] = houseConstraint(ConstraintKind::Column, d, 3 * (h % 3) + c);
                    } else if (const int x = oneGroup(m, 1); x >= 0) {
                        covers[0]
                            = houseConstraint(ConstraintKind::Box, d, kind == 1 ? 3 * (h / 3) + x : 3 * x + h / 3);
                    }
                    for (Constraint cover : covers)
                        if (cover >= 0 && kBits9[maskOf(g, cover)] > kBits9[m]
                            && tryPattern(s, b, { k }, { cover },
                                pointing ? "locked-candidates-pointing" : "locked-candidates-claiming", out))
                            return true;
                }
            }
    return false;
}

// The planes in search order: each house's naked and hidden subsets, then
// each digit's row and column fish.
const std::vector<Plane>& planes()
{
    static const std::vector<Plane> all = [] {
        std::vector<Plane> out;
        for (int kind = 1; kind <= 3; ++kind)
            for (int h = 0; h < 9; ++h)
                for (bool hidden : { false, true })
                    out.push_back(housePlaneShape(ConstraintKind(kind), h, hidden));
        for (Digit d = 0; d < 9; ++d)
            for (bool columns : { false, true })
                out.push_back(fishPlaneShape(d, columns));
        return out;
    }();
    return all;
}

// The first n truths of the plane whose members lie in n links, that remove
// something on the branch.
bool subsets(const State& s, const Branch& b, const Plane& p, int n, BranchPatternFound& out)
{
    bool found = false;
    nOfN(p, n, [&](std::span<const int> picks, unsigned links) {
        if (!othersInCovers(p, picks, links))
            return true;
        std::vector<Constraint> bases, covers;
        chosenSets(p, picks, links, bases, covers);
        found = tryPattern(s, b, std::move(bases), std::move(covers), subsetId(p.kind, n).data(), out);
        return !found;
    });
    return found;
}

} // namespace

bool findBranchPattern(const State& s, const Branch& b, BranchPatternFound& out)
{
    const Grid g = gridOf(b);
    if (lockedCandidates(s, b, g, out))
        return true;
    // Each plane with the branch's masks: a truth the branch decided is not open.
    const std::vector<Plane>& shapes = planes();
    std::array<Plane, 72> all;
    std::copy(shapes.begin(), shapes.end(), all.begin());
    for (Plane& p : all)
        for (int i = 0; i < 9; ++i) {
            p.open[i] = !b.done.test(p.bases[i]);
            p.rows[i] = p.open[i] ? maskOf(g, p.bases[i]) : 0;
        }
    for (int n = 2; n <= kMaxSize; ++n)
        for (const Plane& p : all)
            if (subsets(s, b, p, n, out))
                return true;
    return false;
}

std::string branchPatternText(const BranchPattern& p)
{
    const Technique* t = findTechnique(p.technique);
    std::string text = (t ? std::string(t->name) : p.technique) + " [";
    for (std::size_t i = 0; i < p.bases.size(); ++i)
        text += (i ? " " : "") + constraintName(p.bases[i]);
    text += " |";
    for (Constraint k : p.covers)
        text += " " + constraintName(k);
    return text + "]";
}

} // namespace setwise
