// SPDX-License-Identifier: GPL-3.0-or-later
// Chain steps as HoDoKu writes them. Single-digit chains and nice loops in
// HoDoKu's nice-loop form, a cell written once however many of its digits the
// chain passes through, links written "=d=" (strong) and "-d-" (weak):
//
//   X-Chain: 5 r2c3 =5= r2c7 -5- r6c7 =5= r6c3 => r4c3<>5
//   XY-Chain: 8 8- r3c4 -6- r3c2 -1- r8c2 -8 => r8c4<>8
//
// AICs in Eureka form, one bracket per strong link, weak links as "-":
//
//   AIC: (1=2)r1c2-(2=3)r3c3-(3)r3c7=(3)r6c7 => ...
//
// An ALS node is written as HoDoKu does, "ALS:" and its cells, in the
// nice-loop form (... -3- ALS:r1c56 -2- r3c4 ...), and as "(3=2)r1c56" (in
// by 3, out by 2) in Eureka.
#include "engine/als/als.h"
#include "engine/chains/chains.h"

#include <algorithm>
#include <span>

namespace setwise
{

namespace
{

bool isAls(const ChainNode& n)
{
    return n.kind == ChainNode::Kind::Als;
}

// "r1c2", a group "r1c23" or "r12c3", an ALS "ALS:r1c2,r3c3".
std::string nodeCells(const ChainNode& n)
{
    if (isAls(n))
        return "ALS:" + compactCellsText(n.alsCells);
    std::string rows, cols;
    for (Candidate x : n.candidates) {
        const char r = char('1' + rowOf(cellOf(x))), c = char('1' + colOf(cellOf(x)));
        if (rows.find(r) == std::string::npos)
            rows += r;
        if (cols.find(c) == std::string::npos)
            cols += c;
    }
    return "r" + rows + "c" + cols;
}

char nodeDigit(const ChainNode& n)
{
    return char('1' + digitOf(n.candidates.first()));
}

// Two nodes of one cell, or of one ALS (the link inside it is not written).
bool sameCell(const ChainNode& a, const ChainNode& b)
{
    if (isAls(a) || isAls(b))
        return isAls(a) && isAls(b) && a.alsCells == b.alsCells;
    return a.candidates.count() == 1 && b.candidates.count() == 1
        && cellOf(a.candidates.first()) == cellOf(b.candidates.first());
}

// The digits of the step's eliminations (of its placements when it has none),
// as HoDoKu heads a chain with them: "1/4".
std::string digitsOf(const Step& step)
{
    unsigned mask = 0;
    for (Candidate x : step.eliminations.any() ? step.eliminations : step.placements)
        mask |= 1U << digitOf(x);
    std::string out;
    for (Digit d = 0; d < 9; ++d)
        if (mask >> d & 1U)
            out += (out.empty() ? "" : "/") + std::string(1, char('1' + d));
    return out;
}

// The links of the first chain drawn: links[i] joins nodes i and i + 1, and
// a loop's closing link returns to node 0. A drawing may show more chains
// after it (colouring: one per target); the text writes the first.
std::span<const ChainLink> firstChain(const Step& step)
{
    std::size_t n = 0;
    while (n < step.links.size() && step.links[n].from == int(n)
        && (step.links[n].to == int(n) + 1 || (step.links[n].to == 0 && n > 0)))
        if (step.links[n++].to == 0)
            break;
    return std::span(step.links).first(n);
}

std::string niceLoopText(const Step& step)
{
    const auto& ns = step.chainNodes;
    std::string out = digitsOf(step) + " ";
    const bool cellStart = ns.size() > 1 && sameCell(ns[0], ns[1]);
    if (cellStart)
        out += std::string(1, nodeDigit(ns[0])) + "- ";
    out += nodeCells(ns[0]);
    const std::span<const ChainLink> links = firstChain(step);
    for (const ChainLink& l : links) {
        const ChainNode& a = ns[std::size_t(l.from)];
        const ChainNode& b = ns[std::size_t(l.to)];
        if (sameCell(a, b))
            continue;
        const std::string sym = l.strong ? "=" : "-";
        out += " " + sym + nodeDigit(b) + sym + " " + nodeCells(b);
    }
    if (!links.empty()) {
        const ChainLink& last = links.back();
        if (sameCell(ns[std::size_t(last.from)], ns[std::size_t(last.to)]) && last.to != 0)
            out += std::string(" -") + nodeDigit(ns[std::size_t(last.to)]);
    }
    return out;
}

std::string aicText(const Step& step)
{
    const auto& ns = step.chainNodes;
    std::string out;
    const std::size_t count = std::min(ns.size(), firstChain(step).size() + 1);
    for (std::size_t i = 0; i + 1 < count; i += 2) {
        if (i)
            out += "-";
        const ChainNode& a = ns[i];
        const ChainNode& b = ns[i + 1];
        if (isAls(a) && sameCell(a, b))
            out += "(" + std::string(1, nodeDigit(a)) + "=" + nodeDigit(b) + ")" + compactCellsText(a.alsCells);
        else if (sameCell(a, b))
            out += "(" + std::string(1, nodeDigit(a)) + "=" + nodeDigit(b) + ")" + nodeCells(a);
        else
            out += "(" + std::string(1, nodeDigit(a)) + ")" + nodeCells(a) + "=(" + nodeDigit(b) + ")" + nodeCells(b);
    }
    return out;
}

// "(5=3)r2c1" for the nodes seq[i..j] in one cell (or one ALS), "(5)r2c1" for one;
// strong[k] is the link from seq[k] to seq[k + 1].
std::string eurekaTerm(const std::vector<ChainNode>& ns, const std::vector<int>& seq, const std::vector<bool>& strong,
    std::size_t i, std::size_t j)
{
    std::string digits;
    for (std::size_t k = i; k <= j; ++k) {
        if (k > i)
            digits += strong[k - 1] ? "=" : "-";
        digits += nodeDigit(ns[std::size_t(seq[k])]);
    }
    const ChainNode& a = ns[std::size_t(seq[i])];
    return "(" + digits + ")" + (isAls(a) ? compactCellsText(a.alsCells) : nodeCells(a));
}

std::string conclusionsOf(const Step& step)
{
    std::string out;
    for (Candidate p : step.placements)
        out += (out.empty() ? "" : ", ") + cellName(cellOf(p)) + "=" + char('1' + digitOf(p));
    if (step.eliminations.any())
        out += (out.empty() ? "" : ", ") + hodokuCandidates(step.eliminations);
    return out;
}

} // namespace

std::string eurekaNotation(const Step& step)
{
    const auto& ns = step.chainNodes;
    const std::span<const ChainLink> links = firstChain(step);
    if (ns.empty() || links.empty() || !step.branches.empty())
        return {};
    // The nodes along the chain and the strength of each link between them.
    std::vector<int> seq { links.front().from };
    std::vector<bool> strong;
    for (const ChainLink& l : links) {
        seq.push_back(l.to);
        strong.push_back(l.strong);
    }
    std::string out;
    for (std::size_t i = 0; i < seq.size();) {
        std::size_t j = i;
        while (j + 1 < seq.size() && sameCell(ns[std::size_t(seq[j])], ns[std::size_t(seq[j + 1])]))
            ++j;
        out += eurekaTerm(ns, seq, strong, i, j);
        if (j + 1 < seq.size())
            out += strong[j] ? "=" : " - ";
        i = j + 1;
    }
    return out + " => " + conclusionsOf(step);
}

std::string chainText(const Step& step, std::string_view name)
{
    const std::string conclusions = conclusionsOf(step);
    std::string body;
    if (step.chainNodes.empty())
        body = bertConstraints(step.readings.front().bases) + " / " + bertConstraints(step.readings.front().covers);
    else if (step.technique == "aic" || step.technique.starts_with("grouped-aic"))
        body = aicText(step);
    else
        body = niceLoopText(step);
    return std::string(name) + ": " + body + " => " + conclusions;
}

} // namespace setwise
