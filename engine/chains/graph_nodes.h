// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The nodes and links of the link graph (link_graph.h): a link to a node with
// the constraints that make it, a node's candidates, an ALS's cells and nodes.

#include "engine/context.h"

namespace setwise
{

// GraphEdge::k of the strong link between two nodes of one ALS, and of an
// ALS's forcing link (an ALS node and a candidate f of a cell c outside it:
// if d is false in the ALS, every other candidate of c sees all the ALS's
// cells of its digit, two or more of them, so c is f; HoDoKu's "ALS:... =f= c").
inline constexpr Constraint kAlsLink = kConstraints;
inline constexpr Constraint kAlsForce = kConstraints + 1;

struct GraphEdge {
    int to;
    Constraint k; // the constraint holding both ends (kAlsLink: the ALS)
    Constraint alt = -1; // a second constraint holding both, or -1
};

struct GraphNode {
    CandidateSet cands; // one candidate, or the group's two or three
    CandidateSet seen; // live candidates that see every candidate of the node
    Digit digit = 0;
    bool group = false; // a group or an ALS node
    int size = 1; // candidates in cands
    int als = -1; // ALS nodes: index into LinkGraph::alsSet()
};

struct GraphAls {
    CellSet cells;
    CandidateSet body; // every live candidate of its cells
    int first = 0; // its first node; one per digit, in digit order
    int count = 0;
};

} // namespace setwise
