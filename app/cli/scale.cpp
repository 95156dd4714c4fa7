// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/scale.h"

#include "app/cli/json.h"
#include "engine/limits.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <istream>
#include <memory>
#include <ostream>

namespace setwise::cli
{

namespace
{

constexpr int kMaxShards = 1'000'000;

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// The decimal number at the start of s (digits only), and where it ends; -1 if none.
long long leadingNumber(std::string_view s, std::size_t& end)
{
    long long value = -1;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr == s.data() || s[0] == '-')
        return -1;
    end = std::size_t(ptr - s.data());
    return value;
}

// A total line of batch, rate or generate (JSON or text), or batch's "verified" line.
bool isTotal(std::string_view line)
{
    return startsWith(line, "{\"total\":") || startsWith(line, "total ") || startsWith(line, "verified ");
}

std::string systemReason()
{
    return errno ? std::string(": ") + std::strerror(errno) : std::string();
}

} // namespace

Result<Shard> shardOption(const Args& args)
{
    Shard s;
    if (!args.has("shard"))
        return s;
    const std::string text = args.option("shard");
    const Error bad { "--shard takes K/N with 1 <= K <= N <= " + std::to_string(kMaxShards) + " (every N-th line "
        + "from the K-th), not " + quoteInput(text) };
    const auto slash = text.find('/');
    if (slash == std::string::npos)
        return bad;
    const std::string_view k(text.data(), slash), n(text.data() + slash + 1, text.size() - slash - 1);
    auto number = [](std::string_view t, int& out) {
        const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
        return !t.empty() && ec == std::errc() && ptr == t.data() + t.size() && t[0] != '-';
    };
    if (!number(k, s.k) || !number(n, s.n) || s.k < 1 || s.n < 1 || s.k > s.n || s.n > kMaxShards)
        return bad;
    return s;
}

int resultLineNumber(std::string_view line)
{
    std::size_t end = 0;
    if (startsWith(line, "{\"line\":")) {
        const long long n = leadingNumber(line.substr(8), end);
        return n > 0 && n <= 2'000'000'000 ? int(n) : 0;
    }
    const long long n = leadingNumber(line, end);
    // "12 solved ..." or "12 ER ..." (a path step reads "1.2 Hidden Single ...").
    return n > 0 && n <= 2'000'000'000 && end < line.size() && line[end] == ' ' ? int(n) : 0;
}

std::optional<Error> ResumeFile::open(const std::string& path, bool json, Keyed keyed)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::is_directory(path, ec))
        return Error { "--resume: " + quoteInput(path) + " is a directory, not a file" };
    long long keep = 0; // bytes of FILE kept: up to the end of its last whole result line
    if (fs::exists(path, ec)) {
        errno = 0;
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return Error { "--resume: cannot open " + quoteInput(path) + systemReason() };
        // Only the start of each line is needed (its line number or form):
        // lines are read in blocks and a long one never held whole.
        std::string head;
        long long offset = 0, lineNumber = 0;
        bool formChecked = false;
        std::vector<char> block(1 << 16);
        for (;;) {
            in.read(block.data(), std::streamsize(block.size()));
            const std::size_t got = std::size_t(in.gcount());
            if (got == 0)
                break;
            for (std::size_t i = 0; i < got; ++i) {
                const char c = block[i];
                ++offset;
                if (c != '\n') {
                    if (head.size() < 64)
                        head += c;
                    continue;
                }
                ++lineNumber;
                if (!head.empty() && head.back() == '\r')
                    head.pop_back();
                const bool isJson = !head.empty() && head[0] == '{';
                if (!head.empty() && !isTotal(head) && !formChecked
                    && (isJson || resultLineNumber(head) > 0 || keyed == Keyed::BySequence)) {
                    formChecked = true;
                    if (isJson != json)
                        return Error { "--resume: " + quoteInput(path) + " holds "
                            + (isJson ? "JSON lines; resume with --json" : "text lines; resume without --json") };
                }
                bool result = false;
                if (keyed == Keyed::ByLine) {
                    const int n = resultLineNumber(head);
                    if (n > 0) {
                        result = true;
                        if (std::size_t(n) >= m_lines.size())
                            m_lines.resize(std::max<std::size_t>(std::size_t(n) + 1, m_lines.size() * 2));
                        m_lines[std::size_t(n)] = true;
                    }
                } else { // generate: a puzzle line, a JSON puzzle object or a "# i: error" line
                    result = !head.empty() && !isTotal(head) && (json ? startsWith(head, "{\"index\":") : true);
                }
                if (result) {
                    ++m_kept;
                    keep = offset;
                }
                head.clear();
            }
        }
        if (in.bad())
            return Error { "--resume: cannot read " + quoteInput(path) };
        in.close();
        // Cut what follows the last whole result line: a torn last line, the
        // total of the interrupted run, a path printed before its result.
        if (fs::file_size(path, ec) != std::uintmax_t(keep)) {
            fs::resize_file(path, std::uintmax_t(keep), ec);
            if (ec)
                return Error { "--resume: cannot cut " + quoteInput(path) + " after its last result: " + ec.message() };
        }
    }
    errno = 0;
    m_json = json;
    m_file.open(path, std::ios::binary | std::ios::app);
    if (!m_file)
        return Error { "--resume: cannot write to " + quoteInput(path) + systemReason() };
    m_active = true;
    return std::nullopt;
}

std::optional<Error> ScaledRun::open(const Args& args, Io& io, LineInput& input)
{
    m_io = &io;
    auto shard = shardOption(args);
    if (!shard)
        return shard.error();
    m_shard = *shard;
    const auto offset = intOption(args, "line-offset", 0, 0, 2'000'000'000 - 1);
    if (!offset)
        return offset.error();
    input.offsetLines(*offset);
    if (args.has("resume"))
        if (auto e = m_resume.open(args.option("resume"), io.json, ResumeFile::Keyed::ByLine))
            return e;
    if (m_resume.active())
        m_target.emplace(Io { io.in, m_resume.out(), io.err, io.json });
    if (m_shard.active() || m_resume.active())
        input.select([this](int line) { return m_shard.has(line - 1) && !m_resume.holds(line); });
    return std::nullopt;
}

void ScaledRun::addTotal(JsonObject& total) const
{
    if (m_shard.active())
        total.add("shard", m_shard.text());
    if (m_resume.active())
        total.add("resumed", m_resume.kept());
}

std::string ScaledRun::textNote() const
{
    std::string note;
    if (m_shard.active())
        note += "; shard " + m_shard.text();
    if (m_resume.active())
        note += "; " + std::to_string(m_resume.kept()) + " resumed from the file";
    return note;
}

namespace
{

// One shard output read result by result: each result line with the lines
// before it that belong to it (rate --path's steps); totals are left out.
class ResultReader
{
public:
    std::optional<Error> open(const std::string& path, std::istream& standardInput)
    {
        m_path = path;
        return m_input.open(path, standardInput);
    }
    // The next result: false at the end; `error` when the file is not in line order.
    bool next(std::optional<Error>& error)
    {
        m_text.clear();
        for (std::string line; std::getline(*m_input.stream, line);) {
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            if (line.empty() || isTotal(line))
                continue;
            m_text += line;
            m_text += '\n';
            const int n = resultLineNumber(line);
            if (n == 0)
                continue; // a path step: it goes with the result after it
            if (n <= m_line) {
                error = Error { quoteInput(m_path) + ": line " + std::to_string(n) + " comes after line "
                    + std::to_string(m_line) + "; merge reads outputs in input line order" };
                return false;
            }
            m_line = n;
            m_last = line;
            return true;
        }
        return false;
    }
    int line() const { return m_line; }
    const std::string& text() const { return m_text; } // the result and its path lines
    const std::string& result() const { return m_last; } // the result line alone

private:
    std::string m_path;
    InputStream m_input;
    std::string m_text, m_last;
    int m_line = 0;
};

// The counts a total is recomputed from, read from result lines (JSON or
// text) of batch or rate.
struct MergedTotal {
    long long total = 0, errors = 0, solved = 0, stuck = 0, invalid = 0, rated = 0, unrated = 0, duplicates = 0;
    bool rate = false, json = false;
    void add(const std::string& line)
    {
        ++total;
        if (!line.empty() && line[0] == '{') {
            json = true;
            if (line.find("\"error\":") != std::string::npos) {
                ++errors;
                return;
            }
            if (line.find("\"er\":") != std::string::npos) {
                rate = true;
                (line.find("\"er\":null") != std::string::npos ? unrated : rated) += 1;
            }
            solved += line.find("\"result\":\"solved\"") != std::string::npos;
            stuck += line.find("\"result\":\"stuck\"") != std::string::npos;
            invalid += line.find("\"result\":\"invalid\"") != std::string::npos;
            return;
        }
        const auto space = line.find(' ');
        const std::string_view rest = std::string_view(line).substr(space + 1);
        if (startsWith(rest, "error")) {
            ++errors;
        } else if (startsWith(rest, "ER ")) {
            rate = true;
            (startsWith(rest, "ER -") ? unrated : rated) += 1;
        } else {
            solved += startsWith(rest, "solved");
            stuck += startsWith(rest, "stuck");
            invalid += startsWith(rest, "invalid");
        }
    }
};

} // namespace

int cmdMerge(const Args& args, Io& io)
{
    if (args.positional.empty())
        return reportError(io, Error { "merge takes one or more FILEs (outputs of batch or rate)" });
    std::vector<std::unique_ptr<ResultReader>> readers;
    std::vector<bool> live;
    std::optional<Error> error;
    for (const std::string& path : args.positional) {
        readers.push_back(std::make_unique<ResultReader>());
        if (auto e = readers.back()->open(path, io.in))
            return reportError(io, *e);
        live.push_back(readers.back()->next(error));
        if (error)
            return reportError(io, *error);
        if (live.back() && !readers.back()->result().empty() && readers.back()->result()[0] == '{')
            io.json = true; // JSON outputs: the total is JSON too, stamped with the version
    }
    // A k-way merge on the line numbers: each file is in line order, so memory
    // holds one result per file whatever the files' sizes.
    MergedTotal total;
    int lastLine = 0;
    for (;;) {
        std::size_t best = readers.size();
        for (std::size_t i = 0; i < readers.size(); ++i)
            if (live[i] && (best == readers.size() || readers[i]->line() < readers[best]->line()))
                best = i;
        if (best == readers.size())
            break;
        ResultReader& r = *readers[best];
        if (r.line() == lastLine) {
            ++total.duplicates; // the same line in two files: the first one kept
        } else {
            io.out << r.text();
            total.add(r.result());
            lastLine = r.line();
        }
        live[best] = r.next(error);
        if (error)
            return reportError(io, *error);
    }
    if (io.json) {
        JsonObject t;
        t.add("total", total.total).add("errors", total.errors);
        if (total.rate)
            t.add("rated", total.rated).add("unrated", total.unrated);
        else
            t.add("solved", total.solved).add("stuck", total.stuck).add("invalid", total.invalid);
        t.add("files", int(readers.size())).add("duplicates", total.duplicates).addBool("merged", true);
        io.out << t.str() << '\n';
    } else {
        io.out << "total " << total.total << ": ";
        if (total.rate)
            io.out << total.rated << " rated, " << total.unrated << " unrated, ";
        else
            io.out << total.solved << " solved, " << total.stuck << " stuck, " << total.invalid << " invalid, ";
        io.out << total.errors << " errors; merged from " << readers.size() << " files";
        if (total.duplicates)
            io.out << ", " << total.duplicates << " duplicate lines left out";
        io.out << '\n';
    }
    if (total.duplicates)
        io.err << "warning: " << total.duplicates << " lines were in more than one file; the first was kept\n";
    return total.errors ? kExitError : kExitOk;
}

} // namespace setwise::cli
