// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/input.h"

#include "engine/limits.h"

#include <algorithm>
#include <filesystem>
#include <istream>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

namespace setwise::cli
{

namespace
{

// At most limit + 1 bytes of a stream: one byte more than allowed tells that
// the input is too long without reading the rest.
std::string readAtMost(std::istream& in, std::size_t limit)
{
    std::string text(limit + 1, '\0');
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(std::size_t(in.gcount()));
    return text;
}

Error tooLong(const std::string& what)
{
    return Error { what + " is longer than the limit of " + std::to_string(limits::kMaxStateBytes) + " bytes" };
}

} // namespace

std::optional<Error> openInputFile(const std::string& path, std::ifstream& file)
{
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return Error { "'" + path + "' is a directory, not a file" };
    file.open(path, std::ios::binary);
    if (!file)
        return Error { "cannot open file '" + path + "'" };
    return std::nullopt;
}

std::optional<Error> InputStream::open(const std::string& path, std::istream& standardInput)
{
    if (path == "-") {
        stream = &standardInput;
        return std::nullopt;
    }
    if (auto e = openInputFile(path, file))
        return e;
    stream = &file;
    return std::nullopt;
}

Result<std::string> readInput(const std::string& arg, std::istream& in)
{
    if (arg == "-") {
        std::string text = readAtMost(in, limits::kMaxStateBytes);
        if (text.size() > limits::kMaxStateBytes)
            return tooLong("standard input");
        return text;
    }
    if (!arg.empty() && arg[0] == '@') {
        const std::string path = arg.substr(1);
        std::ifstream f;
        if (auto e = openInputFile(path, f))
            return *e;
        std::string text = readAtMost(f, limits::kMaxStateBytes);
        if (text.size() > limits::kMaxStateBytes)
            return tooLong("file '" + path + "'");
        return text;
    }
    if (arg.size() > limits::kMaxStateBytes)
        return tooLong("the STATE argument");
    return arg;
}

LineRead readLine(std::istream& in, std::string& line)
{
    // istream::getline scans the stream's buffer for the newline (memchr in
    // libstdc++) instead of a call per character; one byte more than the limit
    // tells a line that is too long.
    constexpr std::streamsize kRoom = std::streamsize(limits::kMaxLineBytes) + 2;
    thread_local std::unique_ptr<char[]> buffer(new char[std::size_t(kRoom)]);
    line.clear();
    in.getline(buffer.get(), kRoom);
    const std::streamsize read = in.gcount();
    if (in.eof() && read == 0) {
        in.clear(std::ios::eofbit);
        return LineRead::End;
    }
    // The newline was read (not stored) unless the end or the buffer's end came first.
    const bool newline = !in.eof() && !in.fail();
    if (in.fail() && !in.eof())
        return LineRead::TooLong; // the buffer filled before a newline
    const std::size_t stored = std::size_t(newline ? read - 1 : read);
    if (stored > limits::kMaxLineBytes)
        return LineRead::TooLong;
    line.assign(buffer.get(), stored);
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    return LineRead::Line;
}

Error lineTooLong(int lineNumber)
{
    return Error { "line " + std::to_string(lineNumber) + " is longer than the limit of "
            + std::to_string(limits::kMaxLineBytes) + " bytes",
        lineNumber, int(limits::kMaxLineBytes) + 1 };
}

std::optional<Error> LineInput::open(const std::string& path, std::istream& standardInput)
{
    if (auto e = m_input.open(path, standardInput))
        return e;
    m_in = m_input.stream;
    std::error_code ec;
    if (path != "-" && std::filesystem::is_regular_file(path, ec))
        m_path = path;
    return std::nullopt;
}

long long LineInput::countLines() const
{
    if (m_path.empty())
        return 0;
    std::ifstream f(m_path, std::ios::binary);
    std::vector<char> buffer(1 << 16);
    long long lines = 0;
    char last = '\n';
    while (f.read(buffer.data(), std::streamsize(buffer.size())) || f.gcount() > 0) {
        const auto n = std::size_t(f.gcount());
        lines += std::count(buffer.data(), buffer.data() + n, '\n');
        last = buffer[n - 1];
    }
    return lines + (last != '\n'); // a last line without a line break
}

bool LineInput::next(FileLine& line, std::optional<Error>& error)
{
    for (;;) {
        ++m_number;
        const LineRead read = readLine(*m_in, line.text);
        if (read == LineRead::End)
            return false;
        if (read == LineRead::TooLong) {
            error = lineTooLong(m_number);
            return false;
        }
        const auto start = line.text.find_first_not_of(" \t\r");
        if (start == std::string::npos || line.text[start] == '#')
            continue;
        line.number = m_number;
        return true;
    }
}

} // namespace setwise::cli
