// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli bench --brute-force FILE [--limit N] [--json]: throughput of the
// brute-force solver on a file of puzzles, one per line (first 81 characters;
// empty lines and lines starting with '#' are skipped). Only the solving is
// timed, on one thread, after the whole file has been read; wall-clock and
// processor time are both reported.
// setwise-cli bench --signature [FILE]: one number for the program's behaviour
// (see signatureOf below and docs/performance.md, The behaviour signature).
#include "app/cli/command.h"
#include "app/cli/input.h"
#include "app/cli/json.h"
#include "engine/limits.h"
#include "engine/solver.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <initializer_list>
#include <ostream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h> // baseline on x86-64; elsewhere a plain loop
#endif

namespace setwise::cli
{

namespace
{

// The first character of the 81 that is not a digit or '.', 81 when all are.
std::size_t firstNonGiven(const char* text)
{
#if defined(__SSE2__)
    // 16 characters at a time (five blocks and the last character): a digit
    // minus '0' is at most 9 as an unsigned byte.
    const __m128i zero = _mm_set1_epi8('0'), nine = _mm_set1_epi8(9), dot = _mm_set1_epi8('.');
    for (std::size_t k = 0; k < 80; k += 16) {
        const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text + k));
        const __m128i v = _mm_sub_epi8(c, zero);
        const __m128i ok = _mm_or_si128(_mm_cmpeq_epi8(_mm_min_epu8(v, nine), v), _mm_cmpeq_epi8(c, dot));
        if (const int bad = ~_mm_movemask_epi8(ok) & 0xFFFF)
            return k + std::size_t(__builtin_ctz(unsigned(bad)));
    }
    const char last = text[80];
    return (last >= '0' && last <= '9') || last == '.' ? 81 : 80;
#else
    std::size_t bad = 0;
    while (bad < 81 && ((text[bad] >= '0' && text[bad] <= '9') || text[bad] == '.'))
        ++bad;
    return bad;
#endif
}

int benchBruteForce(const std::string& file, const Args& args, Io& io)
{
    // Step 1. Options.
    int limit = 2;
    if (args.has("limit")) {
        const std::string text = args.option("limit");
        int value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size() || value < 1 || value > 1000000)
            return reportError(io, Error { "--limit needs a whole number from 1 to 1000000, not '" + text + "'" });
        limit = value;
    }

    // Step 2. Read every puzzle before the clock starts.
    InputStream input;
    if (auto e = input.open(file, io.in))
        return reportError(io, *e);
    std::istream& in = *input.stream;
    std::string puzzles; // 81 characters a puzzle, one after the other
    std::size_t count = 0;
    long long invalidLines = 0; // not a puzzle: reported, never counted or timed
    std::optional<Error> firstInvalid;
    int lineNumber = 0;
    for (std::string line;;) {
        ++lineNumber;
        const LineRead read = readLine(in, line);
        if (read == LineRead::End)
            break;
        if (read == LineRead::Failed)
            return reportError(io, lineUnreadable(lineNumber));
        if (read == LineRead::TooLong) { // reported like a line that is not a puzzle; the next lines go on
            if (!firstInvalid)
                firstInvalid = lineTooLong(lineNumber);
            ++invalidLines;
            continue;
        }
        if (std::size_t(lineNumber) > limits::kMaxBatchLines)
            return reportError(
                io, Error { "more than " + std::to_string(limits::kMaxBatchLines) + " lines", lineNumber, 1 });
        if (line.empty() || line[0] == '#')
            continue;
        if (line.size() < 81)
            return reportError(io, Error { "a puzzle line needs 81 characters", lineNumber, int(line.size()) + 1 });
        // 81 givens: digits 1-9 and '.' or '0' for an empty cell.
        if (const std::size_t bad = firstNonGiven(line.data()); bad < 81) {
            if (!firstInvalid)
                firstInvalid = Error { "not a puzzle: '" + printable(line.substr(bad, 1)) + "' is not a digit or '.'",
                    lineNumber, int(bad) + 1 };
            ++invalidLines;
            continue;
        }
        puzzles.append(line, 0, 81); // one block: no allocation per line
        ++count;
    }

    // Step 3. Solve and count.
    std::uint64_t guesses = 0;
    long long none = 0, unique = 0, several = 0;
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    for (std::size_t k = 0; k < count; ++k) {
        const SolveResult r = countSolutions(std::string_view(puzzles).substr(81 * k, 81), limit);
        guesses += r.guesses;
        (r.solutions == 0 ? none : r.solutions == 1 ? unique : several) += 1;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Processor time as well: on a busy machine it stays close to the quiet figure.
    const double cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;

    // Step 4. Report.
    const double n = double(count);
    const double perSecond = seconds > 0 ? n / seconds : 0.0;
    const double perCpuSecond = cpuSeconds > 0 ? n / cpuSeconds : 0.0;
    const double guessesPerPuzzle = n > 0 ? double(guesses) / n : 0.0;
    if (io.json) {
        JsonObject o;
        o.add("mode", "brute-force")
            .add("file", file)
            .add("limit", limit)
            .add("puzzles", (long long)count)
            .add("seconds", seconds)
            .add("wall_ms", seconds * 1000)
            .add("puzzles_per_second", perSecond)
            .add("cpu_seconds", cpuSeconds)
            .add("cpu_ms", cpuSeconds * 1000)
            .add("puzzles_per_cpu_second", perCpuSecond)
            .add("guesses", (long long)guesses)
            .add("guesses_per_puzzle", guessesPerPuzzle)
            .add("no_solution", none)
            .add("one_solution", unique)
            .add("several_solutions", several)
            .add("invalid_lines", invalidLines);
        io.out << o.str() << '\n';
    } else {
        io.out << "brute force: " << file << " (limit " << limit << ")\n"
               << "puzzles            " << count << '\n'
               << "seconds            " << seconds << '\n'
               << "puzzles/s          " << (long long)(perSecond + 0.5) << '\n'
               << "cpu seconds        " << cpuSeconds << '\n'
               << "puzzles/cpu-s      " << (long long)(perCpuSecond + 0.5) << '\n'
               << "guesses/puzzle     " << guessesPerPuzzle << '\n'
               << "no solution        " << none << '\n'
               << "one solution       " << unique << '\n'
               << "2+ solutions       " << several << '\n'
               << "invalid lines      " << invalidLines << '\n';
    }
    if (firstInvalid) // the lines that are not puzzles make the run fail (as batch)
        return reportError(io, *firstInvalid);
    return 0;
}

// The signature's puzzles when no FILE is given: the lines of
// tests/data/signature_puzzles.txt, its comment line included (a test checks
// that both give the same signature). Easy to extreme, two-solution,
// no-solution and malformed lines.
constexpr std::string_view kSignaturePuzzles[] = {
    "# The behaviour signature's puzzles (setwise-cli bench --signature; SOURCES.md).",
    "......7.9456....2.7.........18.4.9.7.74..1.5....2..3.......389..3........62..7..5",
    "1...567....6......78.....4..4.9..8......1...29..5.4.17...6.8...5...9......7...3..",
    "1.3...7.....7.9.23.9.1......3.........72..43...5...6.2.6....91..1.3.4........1.54",
    "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361",
    "..3.....9.56...12.7.91..4.....8...97..5.4...8...2.5...3.7.1..5....6.89......7...1",
    "..3.5..894....9..3...1.......4..7..8...21.3.7.7.6..9........2.156.......9.7.2....",
    ".2.4....9....89.3....1..5.4..58...9.3...1.4.8.........5..6....1.92.......7...3.5.",
    "............18...6.89..74.1.....43.58.5..3..79.....64.........2...7.8...7.45...9.",
    ".23..6...4..18.....8...75..26.........16...7.974.....2...2..9...42.6..1......34.5",
    "1.3.5...94..7......9.1...6.23.............83...1...6...6..972...87..3.......4...5",
    "1.3.5......6...1...9..1...4..197...5..4....7.....68........2.9883....2.1.4.8..6..",
    "1......89.........7....1..523..9.8...1..2..5.8.9.6..1......5.....29..4.7...3...61",
    "12......9..678.1..7....2.........8....5.....2..4..53...4..9......7.2..51.1...36..",
    "12.4....9..6....2....2.......56.3..8..1.2.45.8.....2.....3.4......1.5.9.93......7",
    "1.3..6.8.4..1......9.3..54..7.8.1.6.3.............2...51...8..7.4..6..5...97..6..",
    "123.5.7.......9..........642.5.....68.....2..9.....34...7.94.5.5..8......9.3....2",
    "...4.6..9.....9.2..98..35...8...5.........246.7..4....5..82..9...1.9......23...75",
    "..34......5..8...37..2.1.4..1.94...86......9......5..43..5.791.5..........2.14...",
    "..3.5..8..5....1..78...3.6..1.......3..2...91...8.4.....1.3..478...........67..35",
    "....56.8....78.1.3........42..........12..3..97.6....1..2......5..3..9..8.4.726..",
    "12..........789...7.......4..5...8..6...2..9..4.5....13..24765....6...3......5417",
    "1.3.....9.56..9..3.....25....4.6.........7.12..72.1.3..7.9..25..6...8.4......5..8",
    "..3.567..4.....12...8..2.4...19.....83........6.82...1.....4..5..9..8...6...7..14",
    "..3.5......67..1......23.4.2.4.6.9.86.83......7...8..3.......75.61.72..48........",
    ".......8...67...3....2..6.52.4...5..8.532...1..1..5..6.1.6.....5.8.7.2.......89..",
    "1....6.8..5.1....6...27......47......3.6..54.8.5.3....3..5....4......97.9....18.2",
    "1.3....8.4....9..3.8..7....24..139.....92.1.....5..6..5.6....21........5814......",
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5..7..3...6..3..1",
    ".7.81....9...7....3..4....8..5...43..6...12.....9....7......6.2.8....75....524...",
    "..2.3...7.57......9..4...2..7.3.....3......1858...96...1..9.8........1..7..5....4",
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    "................12....34........1.5...3.......647..3......6.8..1..2.....4......9.",
    "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
    "..9.7...5..21..9..1...28....7...5..1..851.....5....3.......3..68........21.....87",
    "12345678x........................................................................",
};

// A key whose value is a time, a rate per second, memory or the machine's
// thread count (or the program's version): left out of the signature.
bool notBehaviour(std::string_view key)
{
    auto ends = [&](std::string_view tail) {
        return key.size() >= tail.size() && key.substr(key.size() - tail.size()) == tail;
    };
    return key == "ms" || key == "threads" || key == "version" || key.starts_with("cpu_") || key.starts_with("ms_")
        || ends("_ms") || ends("_s") || key.find("_ms_") != std::string_view::npos
        || key.find("second") != std::string_view::npos || key.find("rss") != std::string_view::npos;
}

// The end of the JSON value that starts at s[i] (the CLI's own compact output).
std::size_t valueEnd(std::string_view s, std::size_t i)
{
    if (i >= s.size())
        return i;
    if (s[i] == '"') {
        for (++i; i < s.size() && s[i] != '"'; ++i)
            if (s[i] == '\\')
                ++i;
        return std::min(s.size(), i + 1);
    }
    if (s[i] == '{' || s[i] == '[') {
        int depth = 0;
        bool inString = false;
        for (; i < s.size(); ++i) {
            const char c = s[i];
            if (inString) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                return i + 1;
            }
        }
        return i;
    }
    while (i < s.size() && s[i] != ',' && s[i] != '}' && s[i] != ']')
        ++i;
    return i;
}

// A JSON value with every member named by notBehaviour() removed, at any depth.
std::string withoutTimes(std::string_view s)
{
    if (s.empty() || (s.front() != '{' && s.front() != '['))
        return std::string(s);
    const bool object = s.front() == '{';
    std::string out(1, s.front());
    bool first = true;
    std::size_t i = 1;
    while (i < s.size() && s[i] != '}' && s[i] != ']') {
        std::string_view key;
        if (object) {
            const std::size_t keyEnd = valueEnd(s, i);
            key = s.substr(i + 1, keyEnd >= i + 2 ? keyEnd - i - 2 : 0);
            i = keyEnd + 1; // past the ':'
        }
        const std::size_t end = valueEnd(s, i);
        if (!object || !notBehaviour(key)) {
            if (!first)
                out += ',';
            if (object)
                out.append("\"").append(key).append("\":");
            out += withoutTimes(s.substr(i, end - i));
            first = false;
        }
        i = end < s.size() && s[end] == ',' ? end + 1 : end;
    }
    out += object ? '}' : ']';
    return out;
}

// FNV-1a, 64 bits: the same number on every platform and standard library.
struct Fnv1a {
    std::uint64_t h = 14695981039346656037ull;
    void add(std::string_view text)
    {
        for (const char c : text) {
            h ^= std::uint8_t(c);
            h *= 1099511628211ull;
        }
    }
};

// bench --signature [FILE]: runs `batch --json` and `rate --se-only --json` over
// the puzzles (one a line) and hashes what they print and their exit statuses,
// every time, rate per second, memory and thread count left out. A commit
// that changes what the program finds or rates changes the number; one that
// only makes it faster does not.
int benchSignature(const Args& args, Io& io)
{
    std::string puzzles;
    if (!args.positional.empty()) {
        InputStream input;
        if (auto e = input.open(args.positional.front(), io.in))
            return reportError(io, *e);
        std::ostringstream text;
        text << input.stream->rdbuf();
        puzzles = text.str();
    } else {
        for (std::string_view line : kSignaturePuzzles)
            puzzles.append(line).append("\n");
    }
    Fnv1a hash;
    long long lines = 0;
    auto runOne = [&](int (*command)(const Args&, Io&), std::initializer_list<const char*> flags) {
        Args a;
        a.positional = { "-" };
        a.options["quiet"] = "";
        for (const char* f : flags)
            a.options[f] = "";
        std::istringstream in(puzzles);
        std::ostringstream out, err;
        Io sub { in, out, err, true };
        const int status = command(a, sub);
        std::istringstream written(out.str());
        for (std::string line; std::getline(written, line); ++lines)
            hash.add(withoutTimes(line) + '\n');
        hash.add("status " + std::to_string(status) + '\n');
    };
    runOne(cmdBatch, {});
    runOne(cmdRate, { "se-only" });
    if (io.json) {
        JsonObject o;
        o.add("signature", std::to_string(hash.h)).add("lines", lines);
        io.out << o.str() << '\n';
    } else {
        io.out << "signature " << hash.h << '\n';
    }
    return 0;
}

} // namespace

int cmdBench(const Args& args, Io& io)
{
    if (args.has("signature"))
        return benchSignature(args, io);
    const std::string file = !args.option("brute-force").empty() ? args.option("brute-force")
        : args.positional.empty()                                ? std::string()
                                                                 : args.positional.front();
    if (!args.has("brute-force") || file.empty())
        return reportError(io, Error { "bench needs --brute-force FILE" });
    return benchBruteForce(file, args, io);
}

} // namespace setwise::cli
