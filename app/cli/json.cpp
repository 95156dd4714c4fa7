// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/json.h"

#include <cmath>
#include <cstdio>

namespace setwise::cli
{

std::string jsonQuote(std::string_view s)
{
    std::string out = "\"";
    for (unsigned char ch : s) {
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
            if (ch < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", ch);
                out += buf;
            } else {
                out += char(ch);
            }
        }
    }
    return out + "\"";
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
