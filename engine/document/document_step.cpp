// SPDX-License-Identifier: GPL-3.0-or-later
// A step in a document: every field of setwise::Step, one line each, so the
// step reads back exactly (the readings as evaluated, not re-evaluated).
//
//   step x-wing
//     digits 3
//     eliminations 3r2c4 3r2c9
//     rule counting
//     reading                          one per base/cover reading
//       bases 3R1 3R7
//       covers 3C4 3C9
//       rank 0 0                       rank, effective rank
//       base-candidates 3r1c4 ...
//     node kind=candidate parity=off start=1 candidates=5r2c1
//     link 0 1 strong
//     branch start=5r1c1 contradiction=1 at=R1C1 as=base
//       implication 5r1c2 off cause=R1C2 premises=-1
#include "engine/document/document_text.h"
#include "engine/step.h"

#include <algorithm>

namespace setwise::document_detail
{

namespace
{

void line(std::string& out, int indent, std::string_view key, const std::string& rest = {})
{
    out.append(std::size_t(indent), ' ');
    out += key;
    if (!rest.empty()) {
        out += ' ';
        out += rest;
    }
    out += '\n';
}

void candidates(std::string& out, int indent, std::string_view key, const CandidateSet& xs)
{
    if (xs.any())
        line(out, indent, key, candidatesText(xs, ' '));
}

std::string constraints(const std::vector<Constraint>& ks)
{
    std::string out;
    for (Constraint k : ks)
        out += (out.empty() ? "" : " ") + constraintName(k);
    return out;
}

std::string intList(const std::vector<int>& xs)
{
    std::string out;
    for (int x : xs)
        out += (out.empty() ? "" : ",") + std::to_string(x);
    return out;
}

const char* kindName(ChainNode::Kind k)
{
    return k == ChainNode::Kind::Group ? "group" : k == ChainNode::Kind::Als ? "als" : "candidate";
}

const char* parityName(ChainNode::Parity p)
{
    return p == ChainNode::Parity::On ? "on" : p == ChainNode::Parity::Off ? "off" : "unknown";
}

const char* ruleName(ProofRule r)
{
    return r == ProofRule::ExactEvaluation ? "exact" : r == ProofRule::Template ? "template" : "counting";
}

std::string digitsText(unsigned mask)
{
    std::string out;
    for (Digit d = 0; d < 9; ++d)
        if (mask >> d & 1U)
            out += char('1' + d);
    return out.empty() ? "-" : out;
}

} // namespace

std::string writeStepLines(const Step& s, int indent)
{
    std::string out;
    line(out, indent, "step", escapeText(s.technique, true));
    const int in = indent + 2;
    std::string digits;
    for (Digit d : s.digits)
        digits += (digits.empty() ? "" : " ") + std::to_string(d + 1);
    if (!digits.empty())
        line(out, in, "digits", digits);
    candidates(out, in, "eliminations", s.eliminations);
    candidates(out, in, "placements", s.placements);
    if (!s.setLogic)
        line(out, in, "set-logic", "0");
    if (s.assumesUniqueness)
        line(out, in, "assumes-uniqueness", "1");
    if (!s.justification.empty())
        line(out, in, "justification", escapeText(s.justification));
    line(out, in, "rule", ruleName(s.rule));
    candidates(out, in, "beyond-counting", s.beyondCounting);
    if (s.proofNodes)
        line(out, in, "proof-nodes", std::to_string(s.proofNodes));
    if (!s.forcingText.empty())
        line(out, in, "forcing-text", escapeText(s.forcingText));
    for (const Evaluation& r : s.readings) {
        line(out, in, "reading");
        const int rin = in + 2;
        if (!r.bases.empty())
            line(out, rin, "bases", constraints(r.bases));
        for (const VirtualBase& v : r.virtualBases)
            line(out, rin, "virtual",
                "label=" + escapeText(v.label.empty() ? "-" : v.label, true) + " digits=" + digitsText(v.digits)
                    + (v.cells.any() ? " cells=" + cellsText(v.cells, ',') : std::string())
                    + (v.candidates.any() ? " candidates=" + candidatesText(v.candidates, ',') : std::string()));
        if (!r.covers.empty())
            line(out, rin, "covers", constraints(r.covers));
        line(out, rin, "rank", std::to_string(r.rank) + " " + std::to_string(r.effectiveRank));
        candidates(out, rin, "base-candidates", r.baseCandidates);
        candidates(out, rin, "cover-candidates", r.coverCandidates);
        candidates(out, rin, "fins", r.fins);
        candidates(out, rin, "endo-fins", r.endoFins);
        candidates(out, rin, "multiply-covered", r.multiplyCovered);
        candidates(out, rin, "eliminations", r.eliminations);
        candidates(out, rin, "cannibals", r.cannibals);
        candidates(out, rin, "placements", r.placements);
        if (r.contradiction)
            line(out, rin, "contradiction", "1");
    }
    for (const ChainNode& n : s.chainNodes)
        line(out, in, "node",
            std::string("kind=") + kindName(n.kind) + " parity=" + parityName(n.parity)
                + " start=" + (n.start ? "1" : "0") + " als=" + std::to_string(n.als)
                + (n.candidates.any() ? " candidates=" + candidatesText(n.candidates, ',') : std::string())
                + (n.alsCells.any() ? " cells=" + cellsText(n.alsCells, ',') : std::string()));
    for (const ChainLink& l : s.links)
        line(out, in, "link", std::to_string(l.from) + " " + std::to_string(l.to) + (l.strong ? " strong" : " weak"));
    for (const ForcingBranch& b : s.branches) {
        line(out, in, "branch",
            "start=" + candidateName(b.start) + " contradiction=" + (b.contradiction ? "1" : "0")
                + " at=" + (b.contradictionAt < 0 ? std::string("-") : constraintName(b.contradictionAt))
                + " as=" + (b.contradictionIsBase ? "base" : "cover"));
        for (const Implication& i : b.implications)
            line(out, in + 2, "implication",
                candidateName(i.candidate) + (i.on ? " on" : " off")
                    + " cause=" + (i.cause < 0 ? std::string("-") : constraintName(i.cause))
                    + (i.premises.empty() ? std::string() : " premises=" + intList(i.premises)));
    }
    return out;
}

StepReader::StepReader(std::string technique)
{
    m_step.technique = std::move(technique);
}

Step StepReader::take()
{
    return std::move(m_step);
}

namespace
{

// Reads the `name=` value of l through f, or leaves the target alone when absent.
template <typename T, typename F>
std::optional<Error> optionalValue(std::string_view doc, const DocLine& l, std::string_view name, T& target, F f)
{
    const auto t = l.value(name);
    if (!t)
        return std::nullopt;
    auto v = f(doc, *t);
    if (!v)
        return v.error();
    target = *v;
    return std::nullopt;
}

Result<std::vector<Constraint>> readConstraints(std::string_view doc, const DocLine& l)
{
    std::vector<Constraint> out;
    for (const Token& t : l.tokens) {
        auto k = readConstraint(doc, t);
        if (!k || *k < 0)
            return k ? errorAtOffset(doc, t.offset, "expected a constraint") : k.error();
        out.push_back(*k);
    }
    return out;
}

Result<bool> readFlag(std::string_view doc, const Token& t)
{
    auto v = readInteger(doc, t, 0, 1);
    if (!v)
        return v.error();
    return *v == 1;
}

template <typename E>
Result<E> readName(std::string_view doc, const Token& t, std::initializer_list<std::pair<std::string_view, E>> names)
{
    for (const auto& [name, value] : names)
        if (t.text == name)
            return value;
    std::string expected;
    for (const auto& [name, value] : names)
        expected += (expected.empty() ? "" : ", ") + std::string(name);
    return errorAtOffset(doc, t.offset, "expected one of " + expected + ", found '" + std::string(t.text) + "'");
}

Result<unsigned> readDigitMask(std::string_view doc, const Token& t)
{
    unsigned mask = 0;
    if (t.text == "-")
        return mask;
    for (std::size_t i = 0; i < t.text.size(); ++i) {
        if (t.text[i] < '1' || t.text[i] > '9')
            return errorAtOffset(doc, t.offset + i, "expected digits 1-9");
        mask |= 1U << (t.text[i] - '1');
    }
    return mask;
}

} // namespace

std::optional<Error> StepReader::read(std::string_view doc, const DocLine& l, bool& handled)
{
    handled = true;
    const std::string_view key = l.key;
    Step& s = m_step;
    Evaluation* r = m_inReading && !s.readings.empty() ? &s.readings.back() : nullptr;
    const auto need = [&](std::size_t n) -> std::optional<Error> {
        if (l.tokens.size() < n)
            return errorAtOffset(doc, l.keyOffset, "'" + std::string(key) + "' needs " + std::to_string(n) + " values");
        return std::nullopt;
    };
    const auto setCandidates = [&](CandidateSet& target) -> std::optional<Error> {
        auto xs = readCandidateLine(doc, l);
        if (!xs)
            return xs.error();
        target = *xs;
        return std::nullopt;
    };
    if (key == "eliminations")
        return setCandidates(r ? r->eliminations : s.eliminations);
    if (key == "placements")
        return setCandidates(r ? r->placements : s.placements);
    if (r) { // the fields of a reading
        if (key == "bases" || key == "covers") {
            auto ks = readConstraints(doc, l);
            if (!ks)
                return ks.error();
            (key == "bases" ? r->bases : r->covers) = *ks;
            return std::nullopt;
        }
        if (key == "virtual") {
            VirtualBase v;
            if (auto t = l.value("label"); t && t->text != "-")
                v.label = unescapeText(t->text);
            if (auto e = optionalValue(doc, l, "digits", v.digits, readDigitMask))
                return e;
            if (auto e = optionalValue(doc, l, "cells", v.cells, readCells))
                return e;
            if (auto e = optionalValue(doc, l, "candidates", v.candidates, readCandidates))
                return e;
            r->virtualBases.push_back(std::move(v));
            return std::nullopt;
        }
        if (key == "rank") {
            if (auto e = need(2))
                return e;
            auto a = readInteger(doc, l.tokens[0], -1000, 1000);
            auto b = readInteger(doc, l.tokens[1], -1000, 1000);
            if (!a || !b)
                return !a ? a.error() : b.error();
            r->rank = int(*a);
            r->effectiveRank = int(*b);
            return std::nullopt;
        }
        if (key == "base-candidates")
            return setCandidates(r->baseCandidates);
        if (key == "cover-candidates")
            return setCandidates(r->coverCandidates);
        if (key == "fins")
            return setCandidates(r->fins);
        if (key == "endo-fins")
            return setCandidates(r->endoFins);
        if (key == "multiply-covered")
            return setCandidates(r->multiplyCovered);
        if (key == "cannibals")
            return setCandidates(r->cannibals);
        if (key == "contradiction") {
            if (auto e = need(1))
                return e;
            auto v = readFlag(doc, l.tokens[0]);
            if (!v)
                return v.error();
            r->contradiction = *v;
            return std::nullopt;
        }
    }
    if (key == "reading") {
        s.readings.emplace_back();
        m_inReading = true;
        return std::nullopt;
    }
    m_inReading = false; // any other step key ends the reading
    if (key == "digits") {
        for (const Token& t : l.tokens) {
            auto d = readInteger(doc, t, 1, 9);
            if (!d)
                return d.error();
            s.digits.push_back(Digit(*d - 1));
        }
        return std::nullopt;
    }
    if (key == "set-logic" || key == "assumes-uniqueness") {
        if (auto e = need(1))
            return e;
        auto v = readFlag(doc, l.tokens[0]);
        if (!v)
            return v.error();
        (key == "set-logic" ? s.setLogic : s.assumesUniqueness) = *v;
        return std::nullopt;
    }
    if (key == "justification" || key == "forcing-text") {
        (key == "justification" ? s.justification : s.forcingText) = unescapeText(l.rest);
        return std::nullopt;
    }
    if (key == "rule") {
        if (auto e = need(1))
            return e;
        auto v = readName<ProofRule>(doc, l.tokens[0],
            { { "counting", ProofRule::CountingRule }, { "exact", ProofRule::ExactEvaluation },
                { "template", ProofRule::Template } });
        if (!v)
            return v.error();
        s.rule = *v;
        return std::nullopt;
    }
    if (key == "beyond-counting")
        return setCandidates(s.beyondCounting);
    if (key == "proof-nodes") {
        if (auto e = need(1))
            return e;
        auto v = readInteger(doc, l.tokens[0], 0, (1LL << 62));
        if (!v)
            return v.error();
        s.proofNodes = std::uint64_t(*v);
        return std::nullopt;
    }
    if (key == "node") {
        ChainNode n;
        if (auto e = optionalValue(doc, l, "kind", n.kind, [](std::string_view d, const Token& t) {
                return readName<ChainNode::Kind>(d, t,
                    { { "candidate", ChainNode::Kind::Candidate }, { "group", ChainNode::Kind::Group },
                        { "als", ChainNode::Kind::Als } });
            }))
            return e;
        if (auto e = optionalValue(doc, l, "parity", n.parity, [](std::string_view d, const Token& t) {
                return readName<ChainNode::Parity>(d, t,
                    { { "on", ChainNode::Parity::On }, { "off", ChainNode::Parity::Off },
                        { "unknown", ChainNode::Parity::Unknown } });
            }))
            return e;
        if (auto e = optionalValue(doc, l, "start", n.start, readFlag))
            return e;
        // ALS indices count up in chain order (markChain): a node's is -1
        // (none), one already given, or the next one.
        long long als = -1;
        if (auto e = optionalValue(doc, l, "als", als,
                [next = m_alsCount](std::string_view d, const Token& t) { return readInteger(d, t, -1, next); }))
            return e;
        n.als = int(als);
        m_alsCount = std::max(m_alsCount, n.als + 1);
        if (auto e = optionalValue(doc, l, "candidates", n.candidates, readCandidates))
            return e;
        if (auto e = optionalValue(doc, l, "cells", n.alsCells, readCells))
            return e;
        s.chainNodes.push_back(std::move(n));
        return std::nullopt;
    }
    if (key == "link") {
        if (auto e = need(3))
            return e;
        // A link joins two of the nodes listed before it (the writer lists
        // every node first): an index past them would be read past the end.
        const long long nodes = static_cast<long long>(s.chainNodes.size());
        if (nodes == 0)
            return errorAtOffset(doc, l.keyOffset, "a link before any node");
        auto a = readInteger(doc, l.tokens[0], 0, nodes - 1);
        auto b = readInteger(doc, l.tokens[1], 0, nodes - 1);
        auto strong = readName<bool>(doc, l.tokens[2], { { "strong", true }, { "weak", false } });
        if (!a || !b || !strong)
            return !a ? a.error() : !b ? b.error() : strong.error();
        s.links.push_back(ChainLink { int(*a), int(*b), *strong });
        return std::nullopt;
    }
    if (key == "branch") {
        ForcingBranch b;
        const auto start = l.value("start");
        if (!start)
            return errorAtOffset(doc, l.keyOffset, "a branch needs start=<candidate>");
        auto x = readCandidates(doc, *start);
        if (!x || x->count() != 1)
            return x ? errorAtOffset(doc, start->offset, "expected one candidate") : x.error();
        b.start = x->first();
        if (auto e = optionalValue(doc, l, "contradiction", b.contradiction, readFlag))
            return e;
        if (auto e = optionalValue(doc, l, "at", b.contradictionAt, readConstraint))
            return e;
        if (auto e = optionalValue(doc, l, "as", b.contradictionIsBase, [](std::string_view d, const Token& t) {
                return readName<bool>(d, t, { { "base", true }, { "cover", false } });
            }))
            return e;
        s.branches.push_back(std::move(b));
        return std::nullopt;
    }
    if (key == "implication") {
        if (s.branches.empty())
            return errorAtOffset(doc, l.keyOffset, "an implication outside a branch");
        if (auto e = need(2))
            return e;
        Implication i;
        auto x = readCandidates(doc, l.tokens[0]);
        if (!x || x->count() != 1)
            return x ? errorAtOffset(doc, l.tokens[0].offset, "expected one candidate") : x.error();
        i.candidate = x->first();
        auto on = readName<bool>(doc, l.tokens[1], { { "on", true }, { "off", false } });
        if (!on)
            return on.error();
        i.on = *on;
        i.cause = -1;
        if (auto e = optionalValue(doc, l, "cause", i.cause, readConstraint))
            return e;
        if (const auto t = l.value("premises")) {
            std::size_t begin = 0;
            while (begin <= t->text.size()) {
                std::size_t end = std::min(t->text.find(',', begin), t->text.size());
                // A premise is the branch's start (-1) or an implication found
                // before this one.
                const long long earlier = static_cast<long long>(s.branches.back().implications.size());
                auto p = readInteger(
                    doc, Token { t->text.substr(begin, end - begin), t->offset + begin }, -1, earlier - 1);
                if (!p)
                    return p.error();
                i.premises.push_back(int(*p));
                begin = end + 1;
            }
        }
        s.branches.back().implications.push_back(std::move(i));
        return std::nullopt;
    }
    handled = false;
    return std::nullopt;
}

} // namespace setwise::document_detail
