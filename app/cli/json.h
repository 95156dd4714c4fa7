// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A minimal writer for one-line JSON objects: {"a":1,"b":"x","c":[1,2]}.

#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace setwise::cli
{

// A JSON string; always valid UTF-8: a byte that does not start a well-formed
// UTF-8 sequence becomes \ufffd, control characters are escaped.
std::string jsonQuote(std::string_view s);

// Text for a terminal: well-formed UTF-8 is kept, a control character or a
// byte that is not UTF-8 becomes \xNN, so echoed input can neither break the
// encoding nor send escape sequences to the terminal.
std::string printable(std::string_view s);

// Input quoted in a message: 'text' with at most kQuoteBytes bytes of it (cut
// at a character boundary, "…" marks the cut). Escaping is left to the output
// (printable() for text, jsonQuote() for JSON), so a NUL shows as \x00 / \u0000.
inline constexpr std::size_t kQuoteBytes = 40;
std::string quoteInput(std::string_view s);
// A message from elsewhere (the engine's) with every quoted part ('...')
// bounded as quoteInput() bounds it, and the whole at most kMessageBytes bytes.
inline constexpr std::size_t kMessageBytes = 400;
std::string boundMessage(std::string_view message);

// The tool's version, as every JSON object line carries it ("version").
std::string_view toolVersion();

// A stream buffer over `target` that stamps every JSON object line with the
// tool's version while *json is true: a line "{...}" is written
// "{...,"version":"0.1.0"}" (docs/json.md). Other text passes at once and
// unchanged (progress lines, text output). Each command writes through it,
// so no object line can lack the key.
class VersionStamp : public std::streambuf
{
public:
    explicit VersionStamp(std::ostream& target, const bool* json = nullptr);
    ~VersionStamp() override;
    VersionStamp(const VersionStamp&) = delete;
    VersionStamp& operator=(const VersionStamp&) = delete;
    void follow(const bool* json) { m_json = json; }

protected:
    int overflow(int c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    bool put(char c);
    bool emitLine(); // the buffered object line, stamped
    std::ostream& m_target;
    const bool* m_json;
    std::string m_line; // an object line being buffered
    bool m_atStart = true, m_buffering = false;
};

class JsonObject
{
public:
    JsonObject& add(std::string_view key, std::string_view value);
    JsonObject& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
    JsonObject& add(std::string_view key, const std::string& value) { return add(key, std::string_view(value)); }
    JsonObject& add(std::string_view key, long long value);
    JsonObject& add(std::string_view key, int value) { return add(key, (long long)value); }
    JsonObject& add(std::string_view key, double value);
    JsonObject& addBool(std::string_view key, bool value);
    JsonObject& addNull(std::string_view key);
    JsonObject& add(std::string_view key, const std::vector<std::string>& values);
    JsonObject& add(std::string_view key, const std::vector<int>& values);
    // value is already JSON text (an object or array)
    JsonObject& addRaw(std::string_view key, std::string_view json);
    std::string str() const { return "{" + m_body + "}"; }

private:
    void key(std::string_view k);
    std::string m_body;
};

} // namespace setwise::cli
