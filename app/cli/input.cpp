// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/input.h"

#include "app/cli/json.h"
#include "engine/limits.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <ios>
#include <istream>
#include <limits>
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
        return Error { quoteInput(path) + " is a directory, not a file" };
    errno = 0;
    file.open(path, std::ios::binary);
    if (!file) {
        const int e = errno;
        return Error { "cannot open file " + quoteInput(path) + (e ? std::string(": ") + std::strerror(e) : "") };
    }
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
            return tooLong("file " + quoteInput(path));
        return text;
    }
    if (arg.size() > limits::kMaxStateBytes)
        return tooLong("the STATE argument");
    return arg;
}

namespace
{
thread_local std::string t_readFailure;

// istream::getline with the system's reason for a failed read: libstdc++'s
// file buffer throws std::ios_base::failure carrying errno when read(2) fails,
// which the stream only turns into badbit unless badbit raises exceptions.
bool getlineOrFailure(std::istream& in, char* buffer, std::streamsize room, char delimiter = '\n')
{
    const auto saved = in.exceptions();
    in.exceptions(std::ios::badbit);
    try {
        if (room > 0)
            in.getline(buffer, room, delimiter);
        else
            in.ignore(std::numeric_limits<std::streamsize>::max(), delimiter);
    } catch (const std::ios_base::failure& e) {
        // what(): "basic_filebuf::underflow error reading the file: Input/output error"; the reason is its last part.
        const std::string what = e.what();
        const auto colon = what.rfind(": ");
        t_readFailure = colon == std::string::npos ? what : what.substr(colon + 2);
        in.clear(in.rdstate() & ~std::ios::badbit); // exceptions(saved) must not throw
        in.exceptions(saved);
        in.setstate(std::ios::badbit);
        return false;
    }
    in.exceptions(saved);
    if (in.bad()) {
        t_readFailure = "read error";
        return false;
    }
    return true;
}
} // namespace

std::string readFailure()
{
    return t_readFailure;
}

LineRead readLine(std::istream& in, std::string& line, long long* consumed)
{
    // istream::getline scans the stream's buffer for the newline (memchr in
    // libstdc++) instead of a call per character; one byte more than the limit
    // tells a line that is too long.
    constexpr std::streamsize kRoom = std::streamsize(limits::kMaxLineBytes) + 2;
    thread_local std::unique_ptr<char[]> buffer(new char[std::size_t(kRoom)]);
    line.clear();
    if (consumed)
        *consumed = 0;
    if (!getlineOrFailure(in, buffer.get(), kRoom))
        return LineRead::Failed;
    const std::streamsize read = in.gcount();
    if (consumed)
        *consumed = read;
    if (in.eof() && read == 0) {
        in.clear(std::ios::eofbit);
        return LineRead::End;
    }
    // The newline was read (not stored) unless the end or the buffer's end came first.
    const bool newline = !in.eof() && !in.fail();
    if (in.fail() && !in.eof()) { // the buffer filled before a newline: skip the rest of the line
        in.clear();
        if (!getlineOrFailure(in, nullptr, 0))
            return LineRead::Failed;
        if (consumed)
            *consumed += in.gcount();
        if (in.eof())
            in.clear(std::ios::eofbit);
        return LineRead::TooLong;
    }
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

Error lineUnreadable(int lineNumber)
{
    return Error { "cannot read line " + std::to_string(lineNumber) + ": " + readFailure(), lineNumber, 1 };
}

std::optional<Error> LineInput::open(const std::string& path, std::istream& standardInput)
{
    if (auto e = m_input.open(path, standardInput))
        return e;
    m_in = m_input.stream;
    std::error_code ec;
    if (path != "-" && std::filesystem::is_regular_file(path, ec)) {
        const auto bytes = std::filesystem::file_size(path, ec);
        m_size = ec ? 0 : (long long)bytes;
    }
    return std::nullopt;
}

bool LineInput::next(FileLine& line, std::optional<Error>& error)
{
    for (;;) {
        ++m_number;
        long long consumed = 0;
        const LineRead read = readLine(*m_in, line.text, &consumed);
        m_offset += consumed;
        line.offset = m_offset;
        line.error.reset();
        if (read == LineRead::End)
            return false;
        if (read == LineRead::Failed) {
            error = lineUnreadable(m_number);
            return false;
        }
        if (m_keep && !m_keep(m_number))
            continue;
        if (read == LineRead::TooLong) {
            line.number = m_number;
            line.error = lineTooLong(m_number);
            return true;
        }
        const auto start = line.text.find_first_not_of(" \t\r");
        if (start == std::string::npos || line.text[start] == '#')
            continue;
        line.number = m_number;
        return true;
    }
}

} // namespace setwise::cli
