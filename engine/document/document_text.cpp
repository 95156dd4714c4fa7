// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/document/document_text.h"

#include "engine/evaluate.h"
#include "engine/formats_text.h"

#include <charconv>

namespace setwise::document_detail
{

std::optional<Token> DocLine::value(std::string_view name) const
{
    for (const Token& t : tokens)
        if (t.text.size() > name.size() && t.text.substr(0, name.size()) == name && t.text[name.size()] == '=')
            return Token { t.text.substr(name.size() + 1), t.offset + name.size() + 1 };
    return std::nullopt;
}

Error errorAtOffset(std::string_view doc, std::size_t offset, std::string message)
{
    return formats_detail::errorAt(doc, offset, std::move(message));
}

std::string escapeText(std::string_view text, bool blanks)
{
    std::string out;
    for (char c : text) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '\n')
            out += "\\n";
        else if (c == '\r')
            out += "\\r";
        else if (c == '\t')
            out += "\\t";
        else if (blanks && c == ' ')
            out += "\\s";
        else
            out += c;
    }
    return out;
}

std::string unescapeText(std::string_view text)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\' || i + 1 == text.size()) {
            out += text[i];
            continue;
        }
        const char c = text[++i];
        out += c == 'n' ? '\n' : c == 'r' ? '\r' : c == 't' ? '\t' : c == 's' ? ' ' : c;
    }
    return out;
}

std::string candidatesText(const CandidateSet& xs, char sep)
{
    std::string out;
    for (Candidate x : xs) {
        if (!out.empty())
            out += sep;
        out += candidateName(x);
    }
    return out;
}

std::string cellsText(const CellSet& cs, char sep)
{
    std::string out;
    for (Cell c : cs) {
        if (!out.empty())
            out += sep;
        out += cellName(c);
    }
    return out;
}

namespace
{

// "r2c4" at text[p..]: the cell, or -1.
Cell cellNamed(std::string_view s, std::size_t p)
{
    if (p + 4 > s.size() || s[p] != 'r' || s[p + 2] != 'c' || !formats_detail::isDigit19(s[p + 1])
        || !formats_detail::isDigit19(s[p + 3]))
        return -1;
    return setwise::cellAt(s[p + 1] - '1', s[p + 3] - '1');
}

// Splits a token at commas and calls f(item, offset) for each item.
template <typename F> std::optional<Error> eachItem(std::string_view doc, const Token& t, F f)
{
    std::size_t begin = 0;
    while (begin <= t.text.size()) {
        std::size_t end = t.text.find(',', begin);
        if (end == std::string_view::npos)
            end = t.text.size();
        if (end == begin)
            return errorAtOffset(doc, t.offset + begin, "empty item in a comma-separated list");
        if (auto e = f(t.text.substr(begin, end - begin), t.offset + begin))
            return e;
        begin = end + 1;
    }
    return std::nullopt;
}

} // namespace

Result<CandidateSet> readCandidates(std::string_view doc, const Token& t)
{
    CandidateSet out;
    auto e = eachItem(doc, t, [&](std::string_view item, std::size_t offset) -> std::optional<Error> {
        const Cell c = item.size() == 5 && formats_detail::isDigit19(item[0]) ? cellNamed(item, 1) : -1;
        if (c < 0)
            return errorAtOffset(doc, offset, "expected a candidate such as 3r2c4, found '" + std::string(item) + "'");
        out.set(candidateOf(c, item[0] - '1'));
        return std::nullopt;
    });
    if (e)
        return *e;
    return out;
}

Result<CellSet> readCells(std::string_view doc, const Token& t)
{
    CellSet out;
    auto e = eachItem(doc, t, [&](std::string_view item, std::size_t offset) -> std::optional<Error> {
        const Cell c = item.size() == 4 ? cellNamed(item, 0) : -1;
        if (c < 0)
            return errorAtOffset(doc, offset, "expected a cell such as r2c4, found '" + std::string(item) + "'");
        out.set(c);
        return std::nullopt;
    });
    if (e)
        return *e;
    return out;
}

Result<Constraint> readConstraint(std::string_view doc, const Token& t)
{
    if (t.text == "-")
        return Constraint(-1);
    auto ks = parseConstraintList(t.text);
    if (!ks || ks->size() != 1)
        return errorAtOffset(
            doc, t.offset, "expected one constraint such as 3R1 or R2C4, found '" + std::string(t.text) + "'");
    return ks->front();
}

Result<long long> readInteger(std::string_view doc, const Token& t, long long low, long long high)
{
    long long v = 0;
    const auto [end, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
    if (ec != std::errc() || end != t.text.data() + t.text.size() || v < low || v > high)
        return errorAtOffset(doc, t.offset,
            "expected a number from " + std::to_string(low) + " to " + std::to_string(high) + ", found '"
                + std::string(t.text) + "'");
    return v;
}

Result<CandidateSet> readCandidateLine(std::string_view doc, const DocLine& l)
{
    CandidateSet out;
    for (const Token& t : l.tokens) {
        auto xs = readCandidates(doc, t);
        if (!xs)
            return xs.error();
        out |= *xs;
    }
    return out;
}

} // namespace setwise::document_detail
