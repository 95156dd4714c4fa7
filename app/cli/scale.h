// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Splitting a long job across processes and machines (docs/scale.md):
// --shard K/N takes every N-th line of the input from the K-th (K from 1, line
// numbers of the file, so every machine takes the same lines); --resume FILE
// reads a previous output, skips the input lines whose results FILE already
// holds and appends the new results to FILE; `merge` puts shard outputs back
// in line order with one total recomputed from their result lines.

#include "app/cli/command.h"
#include "app/cli/json.h"

#include <fstream>
#include <optional>
#include <string>
#include <vector>

namespace setwise::cli
{

struct Shard {
    int k = 1, n = 1; // this process takes the lines L with (L - 1) % n == k - 1
    bool active() const { return n > 1; }
    bool has(long long index) const { return index % n == k - 1; } // index from 0
    std::string text() const { return std::to_string(k) + "/" + std::to_string(n); }
};
// --shard K/N (1 <= K <= N <= 1,000,000); absent: 1/1.
Result<Shard> shardOption(const Args& args);

// The output of a previous run of the same command, to go on from.
class ResumeFile
{
public:
    // What identifies a result in the file: its input line number (batch,
    // rate), or its place in the sequence (generate: puzzles in index order).
    enum class Keyed { ByLine, BySequence };
    // Reads FILE (a missing one is created empty), keeps every whole result
    // line and cuts what follows the last one (a torn line, a total, a path
    // without its result), then opens FILE to append. json: the run's
    // --json; a FILE of the other form is refused.
    std::optional<Error> open(const std::string& path, bool json, Keyed keyed);
    bool active() const { return m_active; }
    // ByLine: FILE holds the result of input line `line`.
    bool holds(int line) const { return line >= 0 && std::size_t(line) < m_lines.size() && m_lines[std::size_t(line)]; }
    long long kept() const { return m_kept; } // result lines kept from FILE
    std::ostream& out() { return m_out; } // FILE, JSON lines stamped with the version

    ResumeFile() = default;
    ResumeFile(const ResumeFile&) = delete;
    ResumeFile& operator=(const ResumeFile&) = delete;

private:
    bool m_active = false;
    std::vector<bool> m_lines;
    long long m_kept = 0;
    bool m_json = false;
    std::ofstream m_file;
    VersionStamp m_stamp { m_file, &m_json };
    std::ostream m_out { &m_stamp };
};

// --shard and --resume of batch and rate over an open input: selects its
// lines and, with --resume, sends the output to the FILE.
class ScaledRun
{
public:
    std::optional<Error> open(const Args& args, Io& io, LineInput& input);
    Io& io() { return m_target ? *m_target : *m_io; } // standard output, or FILE
    // The total's "shard" and "resumed" fields (JSON), or a note (text).
    void addTotal(class JsonObject& total) const;
    std::string textNote() const;

private:
    Shard m_shard;
    ResumeFile m_resume;
    Io* m_io = nullptr;
    std::optional<Io> m_target;
};

// The line number of a batch or rate result line, JSON or text; 0 for any
// other line (a total, a path step, a comment).
int resultLineNumber(std::string_view line);

// setwise-cli merge FILE...: the result lines of shard outputs in input line
// order and one total recomputed from them.
int cmdMerge(const Args& args, Io& io);

} // namespace setwise::cli
