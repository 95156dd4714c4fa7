// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/json.h"

#include <cmath>
#include <cstdio>

namespace setwise::cli
{

namespace
{

// The length of the well-formed UTF-8 sequence at s[i] (Unicode 15 table
// 3-7: no overlong forms, no surrogates, nothing past U+10FFFF), 0 if there
// is none.
std::size_t utf8Length(std::string_view s, std::size_t i)
{
    const auto at = [&](std::size_t k) { return k < s.size() ? (unsigned char)s[k] : 0u; };
    const unsigned b = at(i);
    auto cont = [&](std::size_t k, unsigned lo = 0x80, unsigned hi = 0xBF) { return at(k) >= lo && at(k) <= hi; };
    if (b < 0x80)
        return 1;
    if (b >= 0xC2 && b <= 0xDF)
        return cont(i + 1) ? 2 : 0;
    if (b >= 0xE0 && b <= 0xEF) {
        const unsigned lo = b == 0xE0 ? 0xA0 : 0x80, hi = b == 0xED ? 0x9F : 0xBF;
        return cont(i + 1, lo, hi) && cont(i + 2) ? 3 : 0;
    }
    if (b >= 0xF0 && b <= 0xF4) {
        const unsigned lo = b == 0xF0 ? 0x90 : 0x80, hi = b == 0xF4 ? 0x8F : 0xBF;
        return cont(i + 1, lo, hi) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}

} // namespace

std::string jsonQuote(std::string_view s)
{
    std::string out = "\"";
    for (std::size_t i = 0; i < s.size();) {
        const auto ch = (unsigned char)s[i];
        switch (ch) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (ch < 0x20 || ch == 0x7F) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", ch);
                out += buf;
            } else if (const std::size_t n = utf8Length(s, i); n > 1) {
                out.append(s.substr(i, n));
                i += n;
                continue;
            } else if (n == 0) {
                out += "\\ufffd"; // a byte that is not UTF-8: the replacement character
            } else {
                out += char(ch);
            }
        }
        ++i;
    }
    return out + "\"";
}

std::string printable(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const auto ch = (unsigned char)s[i];
        const std::size_t n = ch < 0x20 || ch == 0x7F ? 0 : utf8Length(s, i);
        if (n == 0) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", ch);
            out += buf;
            ++i;
        } else {
            out.append(s.substr(i, n));
            i += n;
        }
    }
    return out;
}

namespace
{
// s cut to at most `limit` bytes without splitting a UTF-8 sequence, "…" after a cut.
std::string cut(std::string_view s, std::size_t limit)
{
    if (s.size() <= limit)
        return std::string(s);
    std::size_t n = limit;
    while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
        --n; // s[n] continues a sequence: cut before it starts
    return std::string(s.substr(0, n)) + "\u2026";
}
} // namespace

std::string quoteInput(std::string_view s)
{
    return "'" + cut(s, kQuoteBytes) + "'";
}

std::string boundMessage(std::string_view message)
{
    std::string out;
    for (std::size_t i = 0; i < message.size();) {
        const std::size_t open = message.find('\'', i);
        const std::size_t close = open == std::string_view::npos ? open : message.find('\'', open + 1);
        if (close == std::string_view::npos) {
            out.append(message.substr(i));
            break;
        }
        out.append(message.substr(i, open - i));
        out += quoteInput(message.substr(open + 1, close - open - 1));
        i = close + 1;
    }
    return cut(out, kMessageBytes);
}

std::string_view toolVersion()
{
    return SETWISE_VERSION;
}

VersionStamp::VersionStamp(std::ostream& target, const bool* json)
    : m_target(target)
    , m_json(json)
{
}

VersionStamp::~VersionStamp()
{
    if (!m_line.empty())
        m_target.rdbuf()->sputn(m_line.data(), std::streamsize(m_line.size())); // a last line without '\n'
    m_target.flush();
}

bool VersionStamp::emitLine()
{
    // m_line is "{...}\n" (or "{...}\r\n"): the key goes before the last '}',
    // unless the line has it already (merge copies stamped lines).
    const std::size_t close = m_line.rfind('}');
    if (close != std::string::npos && m_line.find("\"version\":") == std::string::npos) {
        const std::string key = std::string(close > 1 ? "," : "") + "\"version\":" + jsonQuote(toolVersion());
        m_line.insert(close, key);
    }
    const auto n = std::streamsize(m_line.size());
    const bool ok = m_target.rdbuf()->sputn(m_line.data(), n) == n;
    m_line.clear();
    return ok;
}

bool VersionStamp::put(char c)
{
    if (m_atStart) {
        m_buffering = c == '{' && m_json && *m_json;
        m_atStart = false;
    }
    if (c == '\n')
        m_atStart = true;
    if (!m_buffering)
        return m_target.rdbuf()->sputc(c) != std::char_traits<char>::eof();
    m_line += c;
    return c == '\n' ? emitLine() : true;
}

int VersionStamp::overflow(int c)
{
    if (c == std::char_traits<char>::eof())
        return 0;
    return put(char(c)) ? c : std::char_traits<char>::eof();
}

std::streamsize VersionStamp::xsputn(const char* s, std::streamsize n)
{
    for (std::streamsize i = 0; i < n; ++i)
        if (!put(s[i]))
            return i;
    return n;
}

int VersionStamp::sync()
{
    m_target.flush();
    return m_target ? 0 : -1;
}

void JsonObject::key(std::string_view k)
{
    if (!m_body.empty())
        m_body += ',';
    m_body += jsonQuote(k);
    m_body += ':';
}

JsonObject& JsonObject::add(std::string_view k, std::string_view value)
{
    key(k);
    m_body += jsonQuote(value);
    return *this;
}

JsonObject& JsonObject::add(std::string_view k, long long value)
{
    key(k);
    m_body += std::to_string(value);
    return *this;
}

JsonObject& JsonObject::add(std::string_view k, double value)
{
    key(k);
    if (!std::isfinite(value)) {
        m_body += "null";
        return *this;
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", value);
    m_body += buf;
    return *this;
}

JsonObject& JsonObject::addBool(std::string_view k, bool value)
{
    key(k);
    m_body += value ? "true" : "false";
    return *this;
}

JsonObject& JsonObject::addNull(std::string_view k)
{
    key(k);
    m_body += "null";
    return *this;
}

JsonObject& JsonObject::add(std::string_view k, const std::vector<std::string>& values)
{
    key(k);
    m_body += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            m_body += ',';
        m_body += jsonQuote(values[i]);
    }
    m_body += ']';
    return *this;
}

JsonObject& JsonObject::add(std::string_view k, const std::vector<int>& values)
{
    key(k);
    m_body += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            m_body += ',';
        m_body += std::to_string(values[i]);
    }
    m_body += ']';
    return *this;
}

JsonObject& JsonObject::addRaw(std::string_view k, std::string_view json)
{
    key(k);
    m_body += json;
    return *this;
}

} // namespace setwise::cli
